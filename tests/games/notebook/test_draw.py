"""Notebook pages: every exit labelled with the right room on the right side and no label for a wall,
broken compasses that hide the facing, battle tables and hearts, option boxes, NOW!, the map page
(one square per room, level 2 over its footprint, only room 1 named), text that fits inside the safe zone."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from pnp.catalog import paper
from pnp.games.notebook import draw
from pnp.games.notebook.balance import critical_loss
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.odds import battle_odds
from pnp.games.notebook.pen import BASE_H
from pnp.games.notebook.simulate import simulate
from pnp.games.notebook.verify import escape
from pnp.games.notebook.views import exits
from pnp.scene.model import Document, Icon, Page, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

A6 = paper("a6")
A5 = paper("a5")
SAFE = 5.0
EPS = 1e-6
FACE_LABEL = re.compile(r"^(MISS|HIT|-\d+ HP)$")


@pytest.fixture(scope="module")
def dungeons():
    return [generate_dungeon(1), generate_dungeon(7)]


@pytest.fixture(scope="module")
def room_pages(dungeons):
    """(dungeon, room, A6 page) for every room of both dungeons."""
    return [(d, r, draw.room_page(d, r, A6)) for d in dungeons for r in d.rooms]


def items_of(page: Page, cls):
    return [i for i in iter_items(page.items) if isinstance(i, cls)]


def texts(page: Page) -> list[str]:
    return [t.text for t in items_of(page, Text)]


def centre(t: Text) -> tuple[float, float]:
    return t.x + t.width / 2, t.y + t.height / 2


def all_pages(d, p) -> list[Page]:
    return [draw.title_page(d, p), *draw.rules_pages(p), *draw.tracker_pages(d, p), *draw.appendix_pages(d, p),
            draw.notes_page(p), *(draw.room_page(d, r, p) for r in d.rooms)]


# --- room pages -------------------------------------------------------------------------

def test_every_room_page_has_its_number_and_one_label_per_exit(room_pages):
    for d, room, page in room_pages:
        assert page.label == f"room {room.number}"
        assert str(room.number) in texts(page)
        labels = [t for t in items_of(page, Text) if t.color == draw.EXIT_INK]
        ways = exits(d, room)
        # one label per exit, each the neighbour's number: none for walls
        assert sorted(int(t.text) for t in labels) == sorted(e.room for e in ways), room.number
        # one arrow per exit
        arrows = [p for p in items_of(page, Path) if p.style.fill == draw.EXIT_INK]
        assert len(arrows) == len(ways)


def test_each_exit_label_sits_on_its_side_of_the_viewport(room_pages):
    bx0, by0, bx1, by1 = draw.BACK
    vx0, vy0, vx1, vy1 = draw.VIEW
    for d, room, page in room_pages:
        by_number = {int(t.text): centre(t) for t in items_of(page, Text) if t.color == draw.EXIT_INK}
        for e in exits(d, room):
            x, y = by_number[e.room]
            assert vx0 < x < vx1, (room.number, e)
            if e.where == "left":
                assert x < bx0 and vy0 < y < vy1
            elif e.where == "right":
                assert x > bx1 and vy0 < y < vy1
            elif e.where == "ahead":
                assert bx0 < x < bx1 and by0 < y < by1
            elif e.where == "behind":
                assert bx0 < x < bx1 and abs(y - vy1) < 4.0  # on the bottom edge
            elif e.where == "up":
                assert y < by0  # up by the ceiling
            elif e.where == "down":
                assert by1 < y < vy1  # down on the floor


def test_locked_doors_show_their_key_colour_and_a_padlock(room_pages):
    seen = 0
    for d, room, page in room_pages:
        for e in exits(d, room):
            if e.door is None:
                continue
            seen += 1
            assert e.door in texts(page)
            assert any(i.name == "padlock" and i.color == draw.KEY_INK[e.door] for i in items_of(page, Icon))
        opened = {e.door for e in exits(d, room) if e.door}
        padlocks = {i.color for i in items_of(page, Icon) if i.name == "padlock" and i.color in draw.KEY_INK.values()}
        assert padlocks == {draw.KEY_INK[c] for c in opened}
    assert seen >= 4  # each door is seen from both sides


def test_the_compass_puts_the_facing_at_the_top_or_hides_it_when_broken(room_pages):
    broken = 0
    for _d, room, page in room_pages:
        # the compass sits in the header, above the viewport (a silver padlock's S is lower down)
        letters = [t for t in items_of(page, Text) if t.text in ("N", "E", "S", "W")
                   and t.y < page.height * draw.VIEW[1] / BASE_H]
        if not room.compass:
            broken += 1
            assert letters == []
            assert "?" in texts(page)
            assert not any("facing" in s.lower() for s in texts(page))
            continue
        assert sorted(t.text for t in letters) == ["E", "N", "S", "W"]
        top = min(letters, key=lambda t: t.y)
        right = max(letters, key=lambda t: t.x)
        assert top.text == room.facing
        assert right.text == "NESW"[("NESW".index(room.facing) + 1) % 4]  # clockwise
    assert broken >= 2


def test_battle_pages_show_the_enemys_hearts_and_its_six_faces(room_pages):
    battles = 0
    for _d, room, page in room_pages:
        enc = room.encounter
        hearts = [p for p in items_of(page, Path) if p.style.stroke == draw.HEART_INK]
        faces = sorted((t for t in items_of(page, Text) if FACE_LABEL.match(t.text)), key=lambda t: t.x)
        if enc.enemy is None:
            assert hearts == [] and faces == []
            continue
        battles += 1
        assert len(hearts) == enc.enemy.hp
        assert [t.text for t in faces] == [f.label for f in enc.enemy.faces]
        assert enc.enemy.name in texts(page)
        assert ("d6" if enc.loot_d6 else str(enc.loot)) in texts(page)
        assert "LOOT" in texts(page)
    assert battles > 10


def test_choice_and_shop_pages_have_one_box_per_option_round_for_one_square_for_any(room_pages):
    kinds = set()
    for _d, room, page in room_pages:
        enc = room.encounter
        boxes = [p for p in items_of(page, Path) if p.style.stroke == draw.CHOICE_INK]
        if enc.kind not in ("choice", "shop"):
            assert boxes == []
            continue
        kinds.add((enc.kind, enc.multi))
        assert len(boxes) == len(enc.options)
        for box in boxes:
            square = any(seg[0] == "L" for seg in box.segments)
            assert square == enc.multi
        for o in enc.options:
            assert o.text in texts(page)
    assert {("choice", False), ("shop", True)} <= kinds


def test_roll_pages_show_every_outcome_with_its_faces(room_pages):
    rolls = 0
    for _d, room, page in room_pages:
        enc = room.encounter
        if enc.kind != "roll":
            continue
        rolls += 1
        dice = [i.name for i in items_of(page, Icon) if re.fullmatch(r"die-\d", i.name)]
        assert sorted(dice) == [f"die-{f}" for f in range(1, 7)]
        for o in enc.outcomes:
            assert o.text in texts(page)
    assert rolls > 0  # the loop above checked something


def test_now_appears_exactly_when_the_encounter_must_be_faced_at_once(room_pages):
    nows = 0
    for _d, room, page in room_pages:
        assert ("NOW!" in texts(page)) == room.encounter.now
        nows += room.encounter.now
    assert 0 < nows < len(room_pages)


def test_key_ladder_and_dice_rooms(room_pages):
    seen = set()
    for _, room, page in room_pages:
        enc = room.encounter
        seen.add(enc.kind)
        if enc.kind == "key":
            assert any(i.name == "key" and i.color == draw.KEY_INK[enc.key] for i in items_of(page, Icon))
        if enc.kind == "ladder":
            assert any(f"room {enc.ladder_to}" in s for s in texts(page))
        if enc.kind == "dice":
            assert any("21" in s for s in texts(page))
        if enc.kind == "exit":
            assert "FINAL BATTLE" in texts(page)
    assert {"key", "ladder", "dice", "exit"} <= seen  # every branch above was exercised


def test_room_pages_are_the_paper_size_and_deterministic(dungeons):
    d = dungeons[0]
    for p in (A6, A5):
        page = draw.room_page(d, d.room(2), p)
        assert (page.width, page.height, page.bleed) == (p.width, p.height, p.bleed)
        assert page == draw.room_page(d, d.room(2), p)


# --- every page -------------------------------------------------------------------------

@pytest.mark.parametrize("size", ["a6", "a5"])
def test_no_text_overflows_and_all_text_is_inside_the_safe_zone(dungeons, size):
    p = paper(size)
    for d in dungeons:
        for page in all_pages(d, p):
            assert (page.width, page.height) == (p.width, p.height)
            for t in items_of(page, Text):
                lay = layout_text(t)
                assert not lay.overflow, (page.label, t.text)
                assert t.x >= SAFE - EPS and t.y >= SAFE - EPS, (page.label, t.text)
                assert t.x + t.width <= page.width - SAFE + EPS, (page.label, t.text)
                assert t.y + t.height <= page.height - SAFE + EPS, (page.label, t.text)
                if size == "a6":
                    assert lay.size >= 6.0 - EPS, (page.label, t.text, lay.size)


# --- trackers ---------------------------------------------------------------------------

def test_the_map_has_one_square_per_room_and_level_2_over_its_footprint(dungeons):
    for d in dungeons:
        for p in (A6, A5):
            _stats, map_page = draw.tracker_pages(d, p)
            squares = [q for q in items_of(map_page, Path) if q.style.stroke == draw.GRID_INK]
            corners = sorted((round(q.segments[0][1], 6), round(q.segments[0][2], 6)) for q in squares)
            assert len(squares) == len(d.rooms) == sum(w * h for w, h in d.sizes)
            assert len(set(corners)) == len(corners)
            geo = draw.map_geometry(d, p)
            expected = sorted(
                (round(x0 + i * c, 6), round(y0 + j * c, 6))
                for level, (w, h) in enumerate(d.sizes, 1)
                for x0, y0, c in [geo[level]]
                for j in range(h) for i in range(w)
            )
            assert corners == expected
            (x1, y1, c1), (x2, y2, c2) = geo[1], geo[2]
            assert c1 == c2
            assert x2 - x1 == pytest.approx(d.offset[0] * c1)  # columns line up with the area below
            assert y2 > y1 + d.sizes[0][1] * c1  # level 2 drawn under level 1
            # the dashed frame on level 1 marks level 2's footprint
            dashed = [q for q in items_of(map_page, Path) if q.style.dash and q.style.stroke == draw.EXIT_INK]
            assert len(dashed) == 1
            xs = [seg[1] for seg in dashed[0].segments if seg[0] in "ML"]
            ys = [seg[2] for seg in dashed[0].segments if seg[0] in "ML"]
            ox, oy = d.offset
            w2, h2 = d.sizes[1]
            assert x1 + ox * c1 < min(xs) < x1 + (ox + 0.2) * c1
            assert x1 + (ox + w2 - 0.2) * c1 < max(xs) < x1 + (ox + w2) * c1
            assert y1 + oy * c1 < min(ys) < y1 + (oy + 0.2) * c1
            assert y1 + (oy + h2 - 0.2) * c1 < max(ys) < y1 + (oy + h2) * c1


def test_the_map_names_only_room_1_bottom_left_and_has_a_slot_per_key(dungeons):
    for d in dungeons:
        _stats, map_page = draw.tracker_pages(d, A6)
        numbers = [t for t in items_of(map_page, Text) if t.text.strip().isdigit()]
        assert [t.text for t in numbers] == ["1"]
        x0, y0, c = draw.map_geometry(d, A6)[1]
        x, y = centre(numbers[0])
        assert x0 < x < x0 + c and y0 + (d.sizes[0][1] - 1) * c < y < y0 + d.sizes[0][1] * c
        for door in d.doors:
            assert door.key in texts(map_page)
        # no room number, no wall: only the grid, its frames and the footprint
        assert not any(str(r.number) in texts(map_page) for r in d.rooms if r.number != 1)


def test_the_stats_page_starts_at_10_hp_and_lists_the_shops_upgrades_in_order(dungeons):
    for d in dungeons:
        stats, _map = draw.tracker_pages(d, A6)
        t = texts(stats)
        assert "10" in t and "0" in t
        upgrades = sorted(
            (int(re.search(r"level (\d+)", o.text).group(1)), o.text.split(" (")[0])
            for r in d.rooms for o in r.encounter.options if o.effect == "upgrade"
        )
        levels = [s for s in t if s.startswith("LEVEL ")]
        assert levels == [f"LEVEL {n}" for n in [1] + [lvl for lvl, _ in upgrades]]
        for _lvl, name in upgrades:
            assert name in t
        assert "SHIELD" in t and "AXE" in t and "DEATHS" in t


def test_rules_cover_the_numbers_a_player_needs():
    words = " ".join(s for page in draw.rules_pages(A6) for s in texts(page))
    for needle in ("10 HP", "5 coins", "21", "NOW!", "Quick travel", "compass", "ladder", "key", "shield", "axe",
                   "Round boxes", "Square boxes", "Add 10"):
        assert needle in words, needle


def test_notes_page_is_lined():
    page = draw.notes_page(A6)
    assert len(items_of(page, Path)) >= 15


# --- the appendix -----------------------------------------------------------------------

def _pct(p: Fraction) -> str:
    v = 100 * float(p)
    return ">99%" if 99.5 <= v < 100 else f"{v:.0f}%"


def test_the_appendix_lists_every_battle_with_exact_odds_and_the_sim_report(dungeons):
    d = dungeons[0]
    report = simulate(d, runs=5)
    pages = draw.appendix_pages(d, A6, report)
    words = [s for page in pages for s in texts(page)]
    joined = "\n".join(words)
    for r in d.rooms:
        e = r.encounter.enemy
        if e is None:
            continue
        assert e.name in words
        for w in (1, 2, 3, 4):
            o = battle_odds(e, w)
            assert f"{_pct(o.win)} \u00b7 {float(o.hp_lost):.1f}" in words
    for line in report.lines():
        assert line in joined
    assert " \u2192 ".join(escape(d).key_order) in joined
    assert f"{critical_loss(d):.1f}" in joined
    # without a report, no simulated-player section
    assert not any("Simulated" in s for page in draw.appendix_pages(d, A6) for s in texts(page))


def test_a_whole_notebook_renders(dungeons):
    from pnp.render.pdf import render_pdf

    d = dungeons[0]
    kinds = {}
    for r in d.rooms:
        kinds.setdefault(r.encounter.kind, r)
    pages = [draw.title_page(d, A6), *draw.tracker_pages(d, A6), draw.notes_page(A6),
             *(draw.room_page(d, r, A6) for r in kinds.values())]
    pdf = render_pdf(Document(tuple(pages)))
    assert pdf.startswith(b"%PDF") and len(pdf) > 10_000
