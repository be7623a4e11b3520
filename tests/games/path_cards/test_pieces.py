"""The pieces besides the cards: the played-this-turn markers (enough for the longest turn, sitting in a card's
corner without hiding a path or a treasure) and the score pad (a column per player, readable), in every kit."""

from __future__ import annotations

import math
import re
import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from shapely.geometry import Point, box

from pnp.catalog import card_size, card_sizes, component, paper
from pnp.game import KitRequest
from pnp.games.path_cards import draw
from pnp.games.path_cards.game import GAME
from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.pieces import MARKER, marker_parts, score_pad
from pnp.games.path_cards.printouts import kit
from pnp.games.path_cards.rules import MAX_PLAYERS, MIN_PLAYERS, VARIANTS, action_problem
from pnp.kits.build import build_kit
from pnp.layout.presets import load_preset
from pnp.parts import ComponentSet, DocPages
from pnp.render.pdf import render_pdf
from pnp.scene.model import Document, Icon, Page, Shape, Text
from pnp.scene.model import Path as ScenePath
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items
from tests.pdfcheck import font_sizes

PLAYER_HINT = re.compile(r"player (\d+)")


def plays_allowed(variant) -> int:
    """The most card plays one turn of ``variant`` allows, asked of the rules core one action at a time."""
    plays = 0
    while action_problem(variant, "play", plays) is None and plays < variant.hand_limit:
        plays += 1
    return plays


def parts_of(players: int, sheet: str = "a4") -> tuple[ComponentSet, DocPages]:
    parts = kit(KitRequest(1, players, paper(sheet))).parts
    markers = [p for p in parts if isinstance(p, ComponentSet) and p.slug == "played-markers"]
    pads = [p for p in parts if isinstance(p, DocPages) and p.slug == "score-pad"]
    assert len(markers) == 1 and len(pads) == 1, [p.slug for p in parts]
    return markers[0], pads[0]


def texts(page: Page) -> list[Text]:
    return [i for i in iter_items(page.items) if isinstance(i, Text)]


# --- markers --------------------------------------------------------------------------------------------------

def test_the_markers_cover_the_longest_turn_any_variant_allows_with_spares():
    longest = max(plays_allowed(v) for v in VARIANTS.values())
    assert longest >= 3  # the three-action game can play three cards: the markers must not count on one
    markers, _ = parts_of(4)
    assert len(markers.fronts) >= 2 * longest


@pytest.mark.parametrize("floor", [0.0, 12.0])
@pytest.mark.parametrize("key", sorted(card_sizes()))
def test_a_marker_fits_any_corner_of_any_card_without_touching_a_path_or_a_treasure(key, floor):
    """At every card size: a narrow card's paths come nearer its edges, and its markers are smaller."""
    size = card_size(key)
    (marker,) = set(marker_parts(floor, size).fronts)
    mw, mh = marker.width, marker.height
    for card in generate_deck(5).cards:
        page = draw.card_front(card, size)
        paths = [i.geometry.buffer(draw.EDGE_W / 2) for i in iter_items(page.items) if isinstance(i, Shape)]
        tokens = []
        for item in iter_items(page.items):  # the round treasure tokens: filled paths in the token colour
            if isinstance(item, ScenePath) and item.style.fill == draw.TOKEN:
                xs = [s[1] for s in item.segments if len(s) >= 3]
                ys = [s[2] for s in item.segments if len(s) >= 3]
                tokens.append(Point((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2).buffer((max(xs) - min(xs)) / 2))
        assert paths and len(tokens) == 2
        for x, y in ((0, 0), (size.width - mw, 0), (0, size.height - mh), (size.width - mw, size.height - mh)):
            square = box(x, y, x + mw, y + mh)
            assert not any(square.intersects(p) for p in paths + tokens), (card.card_id, x, y)


def test_the_kits_markers_follow_its_card_size():
    bridge = kit(KitRequest(1, 4, paper("a4"), card_size="bridge")).parts
    (markers,) = [p for p in bridge if isinstance(p, ComponentSet) and p.slug == "played-markers"]
    assert markers.fronts[0].width < component(MARKER).width  # a bridge card's corner holds under 20 mm


def test_a_marker_says_what_it_is_in_words_and_a_symbol_readable_and_inside_its_safe_zone():
    markers, _ = parts_of(4)
    size = component(MARKER)
    for page in (*markers.fronts, *markers.backs):
        words = " ".join(t.text for t in texts(page)).upper()
        assert "PLAYED" in words and "THIS TURN" in words
        assert any(isinstance(i, Icon) and i.name == "padlock" for i in iter_items(page.items))
        for t in texts(page):
            laid = layout_text(t)
            assert not laid.overflow and laid.size >= 7, t.text
            assert size.safe - 1e-6 <= t.x and t.x + t.width <= size.width - size.safe + 1e-6
            assert size.safe - 1e-6 <= t.y and t.y + t.height <= size.height - size.safe + 1e-6


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0])
def test_one_marker_layout_at_every_floor_keeps_its_words_at_the_floor_and_drops_this_turn_only_when_it_must(floor):
    from pnp.games.path_cards.pieces import marker_front, marker_size
    from pnp.scene.layout_check import SafeArea, check_page
    from pnp.scene.walk import printed_text_sizes

    size = marker_size(floor)
    page = marker_front(size, floor)
    assert [str(f) for f in check_page(page, "marker", floor=floor, safe=SafeArea(size.safe))] == []
    assert min(s for _, s in printed_text_sizes(page.items)) >= floor
    words = [t.text for t in texts(page)]
    assert words == (["PLAYED", "THIS TURN"] if floor <= 8 else ["PLAYED"])
    (lock,) = [i for i in iter_items(page.items) if isinstance(i, Icon)]
    assert lock.name == "padlock" and lock.size >= 6.6  # never smaller than designed; larger where words leave room


@pytest.mark.parametrize("floor", [8.0, 12.0])
def test_a_translation_longer_than_the_marker_wraps_and_keeps_played_with_nothing_for_the_layout_check(floor):
    """Pseudo-localised, 'PLAYED' is wider than the marker from 8 pt: it wraps at its space (THIS TURN going
    first) instead of the marker being refused."""
    from pnp.games.path_cards.pieces import marker_front, marker_size
    from pnp.scene.layout_check import SafeArea, check_page
    from pnp.scene.pseudo import pseudo, pseudo_locale, pseudo_page

    size = marker_size(floor)
    with pseudo_locale():
        page = marker_front(size, floor)
        assert [str(f) for f in check_page(pseudo_page(page), "marker", floor=floor, safe=SafeArea(size.safe))] == []
    assert texts(page)[0].text == pseudo("PLAYED")
    assert any(i.name == "padlock" for i in iter_items(page.items) if isinstance(i, Icon))


@pytest.mark.parametrize("floor", [0.0, 8.0, 12.0])
def test_a_word_no_line_of_the_marker_holds_gives_way_to_the_padlock_and_one_its_dictionary_breaks_hyphenates(
        floor):
    """The marker stays the size of a card's corner: a translation's word it cannot hold whole, even hyphenated,
    gives way to the padlock alone, grown into the room; a word its dictionary breaks is hyphenated, never cut
    between letters."""
    from pnp.games.path_cards.pieces import marker_front, marker_size
    from pnp.scene.layout_check import SafeArea, check_page
    from pnp.scene.locale import locale

    size = marker_size(floor)

    def marker(word: str) -> Page:
        with locale(lambda s: word if s == "PLAYED" else s):
            page = marker_front(size, floor)
        assert [str(f) for f in check_page(page, "marker", floor=floor, safe=SafeArea(size.safe))] == []
        return page

    alone = marker("XQZXQZXQZXQZXQZXQZ")
    (lock,) = [i for i in iter_items(alone.items) if isinstance(i, Icon)]
    assert texts(alone) == [] and lock.name == "padlock" and lock.size > 2 * 6.6
    if floor <= 8:
        broken = texts(marker("UNDERSTANDING"))[0]
        assert broken.text.split("\n") == ["UNDER-", "STANDING"]


# --- the score pad --------------------------------------------------------------------------------------------

def vertical_rules(page: Page) -> set[float]:
    """The x of every vertical line drawn on the page (table frames and column rules)."""
    xs: set[float] = set()
    for item in iter_items(page.items):
        if isinstance(item, ScenePath) and item.style.fill is None:
            points = [(s[1], s[2]) for s in item.segments if len(s) >= 3]
            if item.segments[-1][0] == "Z":  # a closed outline: its last side runs back to the start
                points.append(points[0])
            xs |= {round(a[0], 3) for a, b in zip(points, points[1:]) if abs(a[0] - b[0]) < 1e-9}
    return xs


@pytest.mark.parametrize("sheet", ["a4", "letter"])
@pytest.mark.parametrize("players", range(MIN_PLAYERS, MAX_PLAYERS + 1))
def test_the_pad_has_one_column_per_player_a_totals_row_and_room_for_several_games(players, sheet):
    _, pad = parts_of(players, sheet)
    (page,) = pad.pages
    assert (page.width, page.height) == (paper(sheet).width, paper(sheet).height)
    words = [t.text for t in texts(page)]
    hints = [int(m.group(1)) for w in words if (m := PLAYER_HINT.fullmatch(w))]
    tables = words.count("Total")
    assert tables >= 2 and sorted(hints) == sorted(list(range(1, players + 1)) * tables)
    # each table: its left frame, the rule after the row names, a rule between players, its right frame
    assert len(vertical_rules(page)) == players + 2
    games = [w for w in words if re.fullmatch(r"Game \d+", w)]
    assert len(games) >= 2 * tables


def test_the_pad_takes_the_kit_players_within_what_the_game_takes():
    for asked, columns in ((0, MIN_PLAYERS), (1, MIN_PLAYERS), (3, 3), (MAX_PLAYERS + 2, MAX_PLAYERS)):
        spec = kit(KitRequest(1, asked, paper("a4")))
        (pad,) = [p for p in spec.parts if isinstance(p, DocPages)]
        hints = {t.text for t in texts(pad.pages[0]) if PLAYER_HINT.fullmatch(t.text)}
        assert hints == {f"player {n}" for n in range(1, columns + 1)} and spec.players == columns
        assert bool(spec.notes) == (asked != columns)  # README says when the kit's count was not the pad's






@pytest.mark.parametrize("players", [MIN_PLAYERS, MAX_PLAYERS])
def test_no_text_on_the_pad_is_under_7_pt_read_back_from_the_pdf(players):
    page = score_pad(players, paper("letter"))
    sizes = font_sizes(render_pdf(Document((page,))))
    assert len(sizes) > 200  # the page's words were read back, not an empty page
    small = [(c, s) for c, s in sizes if s < 7 - 0.01]
    assert not small, small[:10]
    assert all(not layout_text(t).overflow for t in texts(page))


# --- the command and the kit --------------------------------------------------------------------------------

def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def test_the_commands_players_option_is_the_rules_player_range():
    (option,) = [o for o in GAME.commands[0].options if o.flag == "--players"]
    assert (option.low, option.high) == (MIN_PLAYERS, MAX_PLAYERS)


def test_pnp_path_cards_prints_the_markers_and_a_pad_for_its_players_and_refuses_a_count_out_of_range(tmp_path):
    result = run("path-cards", "--players", "3", "--format", "pdf", "--out", str(tmp_path / "d.pdf"))
    assert result.returncode == 0, result.stderr
    doc = pdfium.PdfDocument((tmp_path / "d.pdf").read_bytes())
    pages = [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    assert "PLAYED" in pages[-3] and "THIS TURN" in pages[-3]  # the markers' sheet, then its back
    assert "score pad" in pages[-1] and "player 3" in pages[-1] and "player 4" not in pages[-1]
    refused = run("path-cards", "--players", str(MAX_PLAYERS + 1), "--out", str(tmp_path / "x"))
    assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1
    assert "--players" in refused.stderr and "Traceback" not in refused.stderr and not (tmp_path / "x").exists()


@pytest.mark.slow
@pytest.mark.parametrize(("players", "sheet"), [(2, "letter"), (6, "a4")])
def test_every_kit_lists_the_markers_and_the_pad_in_its_contents_and_readme(players, sheet):
    files = build_kit(kit(KitRequest(1, players, paper(sheet))), load_preset("home"), paper(sheet))
    readme = files[Path("README.txt")].decode()
    doc = pdfium.PdfDocument(files[Path("kit.pdf")])
    pages = [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    contents = next(p for p in pages if "Contents" in p)
    first = {}
    for title in ("Played-this-turn markers", "Score pad"):
        line = next(x for x in readme.splitlines() if x.startswith("- page ") and title in x)
        first[title] = int(line.split()[2].rstrip(":"))
        assert title in contents and re.search(rf"{title}\s*page {first[title]}", contents), title
        assert ("PLAYED" in pages[first[title] - 1]) == (title.startswith("Played"))
    pad = pages[first["Score pad"] - 1]
    assert "Match 1" in pad and "Total" in pad
    assert f"player {players}" in pad and f"player {players + 1}" not in pad
    assert re.search(r"page \d+: the score pad", readme)  # a first game tonight keeps score


@pytest.mark.parametrize("sheet", ["a4", "letter"])
def test_the_pad_and_marker_are_one_layout_a_floor_under_their_type_leaves_as_designed(sheet):
    """The floor is a number the layouts use, not a switch: under the designed type (5 pt) nothing changes,
    over it every text is at the floor or more and the layout check finds nothing."""
    from dataclasses import replace

    from pnp.games.path_cards.pieces import marker_front, marker_size
    from pnp.scene.layout_check import SafeArea, check_page
    from pnp.scene.walk import printed_text_sizes

    plain = paper(sheet)
    assert score_pad(4, replace(plain, text_floor=5.0)).items == score_pad(4, plain).items
    assert marker_front(marker_size(5.0), 5.0) == marker_front(marker_size(0.0))
    for floor in (8.0, 12.0):
        page = score_pad(6, replace(plain, text_floor=floor))
        assert min(s for _, s in printed_text_sizes(page.items)) >= floor
        assert [str(f) for f in check_page(page, "pad", floor=floor, safe=SafeArea(5.0))] == []



@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 10.0, 12.0, 14.0])
@pytest.mark.parametrize("key", ["square-70", "poker", "bridge", "3.5x5"])
def test_a_marker_is_sized_by_its_words_as_many_as_any_marker_its_corner_holds_keeps_and_no_larger(key, floor):
    """The marker's size is a rule on its measured words, not a second component for large print: it keeps as
    many of them as the largest marker a card's corner holds would, from the designed 20 mm up, and where the
    designed marker keeps them all (5 and 8 pt) it is the designed marker."""
    from dataclasses import replace

    from pnp.games.path_cards.draw import corner_hedge
    from pnp.games.path_cards.pieces import MARKER_STEP, marker_front, marker_size

    card = card_size(key)
    size = marker_size(floor, card)
    room = corner_hedge(card)
    assert size.width == size.height <= room

    def words(side: float) -> int:
        return len(texts(marker_front(replace(size, width=side, height=side), floor)))

    sides = [20.0 + MARKER_STEP * n for n in range(int((room - 20.0) / MARKER_STEP) + 1)]
    assert words(size.width) >= max((words(side) for side in sides), default=0)
    if words(min(20.0, size.width)) == 2:  # the designed marker says PLAYED THIS TURN: it is not grown
        assert size.width == min(20.0, math.floor(room * 2) / 2)


@pytest.mark.parametrize("sheet", ["a4", "letter", "a5", "half-letter"])
def test_the_pads_games_a_match_follow_its_rows_not_whether_a_floor_is_over_8_pt(sheet):
    """A 9 pt floor leaves a game's row as designed (11 pt), so the pad keeps as many games as at no floor (fails
    while more than 8 pt meant large type's two games on a short page); at 12 pt a short page keeps two."""
    from dataclasses import replace

    def games(floor: float) -> int:
        page = score_pad(4, replace(paper(sheet), text_floor=floor))
        return len({t.text for t in texts(page) if re.fullmatch(r"Game \d+", t.text)})

    assert games(9.0) == games(0.0) >= 3
    assert games(12.0) >= 2
