"""What a room page and the stats page show: the exit marked in every exit room, six different signs for the
six ways out, the room's flavour line, trackers with room for a whole game."""

from __future__ import annotations

import pytest

from pnp.catalog import paper
from pnp.games.notebook import draw
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.glyphs import WAYS, glyph_segments
from pnp.games.notebook.pen import DAYLIGHT
from pnp.games.notebook.simulate import play
from pnp.games.notebook.trackers import COIN_BOXES, HP_BOXES
from pnp.games.notebook.views import exits
from pnp.scene.color import INK
from pnp.scene.model import Path, Text
from pnp.scene.walk import iter_items

A6 = paper("a6")


def items_of(page, cls):
    return [i for i in iter_items(page.items) if isinstance(i, cls)]


def shape(segments) -> tuple:
    """A path's outline, moved to its centre and scaled to unit height: the same glyph anywhere at any size."""
    points = [seg[1:] for seg in segments if seg[0] != "Z"]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    cx, cy, h = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, max(ys) - min(ys)
    return tuple((seg[0], *(round((v - (cx if i % 2 == 0 else cy)) / h, 3) for i, v in enumerate(seg[1:])))
                 for seg in segments)


@pytest.fixture(scope="module")
def dungeons():
    return [generate_dungeon(seed) for seed in range(12)]


def test_the_six_ways_out_have_six_different_signs():
    shapes = {where: shape(glyph_segments(where, 0, 0, 4)) for where in WAYS}
    assert len(set(shapes.values())) == len(WAYS)


def test_every_exit_on_a_page_carries_the_sign_of_its_way(dungeons):
    seen = set()
    for d in dungeons[:4]:
        for room in d.rooms:
            page = draw.room_page(d, room, A6)
            glyphs = [p for p in items_of(page, Path) if p.style.fill == draw.EXIT_INK]
            numbers = {int(t.text): t for t in items_of(page, Text) if t.color == draw.EXIT_INK}
            for e in exits(d, room):
                label = numbers[e.room]
                # the glyph is the one just left of the room number, on the same sign
                glyph = min(glyphs, key=lambda p: abs(p.segments[0][2] - (label.y + label.height / 2))
                            + abs(p.segments[0][1] - label.x))
                assert shape(glyph.segments) == shape(glyph_segments(e.where, 0, 0, 4)), (d.seed, room.number, e)
                seen.add(e.where)
    assert seen == set(WAYS)


def test_every_exit_room_shows_an_exit_sign_and_no_other_room_does(dungeons):
    for d in dungeons:
        vx0, vy0, vx1, vy1 = draw.VIEW
        for room in d.rooms:
            page = draw.room_page(d, room, A6)
            signs = [t for t in items_of(page, Text) if t.text == "EXIT"
                     and vx0 <= t.x and t.x + t.width <= vx1 and vy0 <= t.y and t.y + t.height <= vy1]
            assert len(signs) == (1 if room.number == d.exit_room else 0), (d.seed, room.number)


def bounds(path: Path) -> tuple[float, float, float, float]:
    xs = [v for seg in path.segments if seg[0] != "Z" for v in seg[1::2]]
    ys = [v for seg in path.segments if seg[0] != "Z" for v in seg[2::2]]
    return min(xs), min(ys), max(xs), max(ys)


def test_the_exit_sign_hangs_over_a_gate_of_its_own_never_over_a_numbered_door():
    """Seeds 1 to 200: the exit room faces a wall (no way out straight ahead), and its page draws the daylight
    gate in that far wall, under the EXIT sign, with no room number's sign in between."""
    vx0, vy0, vx1, vy1 = draw.VIEW
    for seed in range(1, 201):
        d = generate_dungeon(seed)
        room = d.room(d.exit_room)
        ways = exits(d, room)
        assert all(e.where != "ahead" for e in ways), (seed, room.number, room.facing, ways)
        page = draw.room_page(d, room, A6)
        sign = next(t for t in items_of(page, Text) if t.text == "EXIT" and vx0 <= t.x and t.x + t.width <= vx1
                    and vy0 <= t.y and t.y + t.height <= vy1)
        gates = [bounds(p) for p in items_of(page, Path) if p.style.fill == DAYLIGHT and p.style.stroke == INK]
        assert len(gates) == 1, (seed, room.number)
        gx0, gy0, gx1, gy1 = gates[0]
        # the gate stands in the far wall right under the sign
        assert sign.x <= gx0 < gx1 <= sign.x + sign.width and sign.y + sign.height <= gy0, (seed, room.number)
        assert gy1 == pytest.approx(draw.BACK[3]), (seed, room.number)
        numbers = [t for t in items_of(page, Text) if t.color == draw.EXIT_INK and t.text.isdigit()]
        over = [t.text for t in numbers if gx0 <= t.x + t.width / 2 <= gx1 and sign.y < t.y + t.height / 2 < gy1]
        assert over == [], (seed, room.number, over)


def test_every_room_page_prints_its_flavour_line_above_its_message(dungeons):
    d = dungeons[0]
    for room in d.rooms:
        page = draw.room_page(d, room, A6)
        lines = {t.text: t for t in items_of(page, Text)}
        assert room.flavour in lines and room.encounter.message in lines
        assert lines[room.flavour].y < lines[room.encounter.message].y


def test_the_trackers_hold_every_total_a_simulated_game_writes_with_room_to_spare(dungeons):
    stats, _map = draw.tracker_pages(dungeons[0], A6)
    boxes = [p for p in items_of(stats, Path) if p.style.stroke is not None and p.style.fill is not None
             and p.style.width < 0.31]
    assert len(boxes) >= HP_BOXES + COIN_BOXES
    most_coins = most_hp = 0
    for d in dungeons[:6]:
        for player in ("greedy", "random"):
            for run in range(12):
                r = play(d, 50 * d.seed + run, player=player)
                most_coins, most_hp = max(most_coins, r.coin_updates), max(most_hp, r.hp_updates)
    # the first box holds the starting value; a fifth of the boxes is left over in the longest game
    assert most_coins + 1 <= 0.8 * COIN_BOXES and most_hp + 1 <= 0.8 * HP_BOXES, (most_coins, most_hp)


def test_the_trackers_key_slots_say_what_the_rules_core_does_keys_are_kept(dungeons):
    """The rules core never gives a key up (a door opens for good), so the tracker asks the player to colour a key
    in and keep it: nothing to tick off when a door is used."""
    import re

    from pnp.games.notebook.players import Greedy
    from pnp.games.notebook.simulate import Game
    from pnp.resources import package_file
    from pnp.seeds import rng

    d = dungeons[0]
    g = Game(d, rng(0, "keys kept"), Greedy())
    held: set[str] = set()
    while g.steps < 2000 and g.step():
        assert held <= g.keys, (held, g.keys)  # whatever doors it opened, no key found is gone
        held = set(g.keys)
    assert g.exit_cell in g.resolved and held == {door.key for door in d.doors}
    rules = " ".join(package_file("games/notebook/data/rules.toml").read_text().split())
    assert "keys are never used up" in rules
    _stats, map_page = draw.tracker_pages(d, A6)
    line = next(t.text for t in items_of(map_page, Text) if t.text.startswith("KEYS"))
    assert "keep" in line and not re.search(r"\b(use|used|tick)\b", line), line
