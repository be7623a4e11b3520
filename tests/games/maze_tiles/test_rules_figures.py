"""The maze-tile rules as printed: every figure drawn, the pictures true to the rules core, two pages on every
paper the kit takes, figure words readable, and the printed headings those of docs/rules-maze-tiles.md."""

from __future__ import annotations

import math
import re
import tomllib
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from maze_tiles_helpers import EPS

from pnp.catalog import paper, papers
from pnp.errors import PnpError
from pnp.games.maze_tiles import palette
from pnp.games.maze_tiles.board_view import _back, _face
from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.model import Board
from pnp.games.maze_tiles.rules import RuleError, can_move, explore, move_hero, openings, rotate_tile
from pnp.games.maze_tiles.rules_example import EXAMPLE_SEED, example_turn
from pnp.games.maze_tiles.rules_figures import MARK, MIN_LABEL, _region, rules_figures
from pnp.games.maze_tiles.verify import verify_board
from pnp.kits.fit import check_fit
from pnp.kits.pages import rules_pages
from pnp.layout.presets import load_preset
from pnp.registry import game
from pnp.render.pdf import render_pdf
from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.model import Document, Group, Icon, Page, Text
from pnp.scene.model import Path as ScenePath
from pnp.scene.rules_sheet import ACCENT, DESIGNED
from pnp.scene.text import layout_text

ROOT = Path(__file__).resolve().parents[3]
GAME = game("maze-tiles")
TILE = 70.0


def rules_file() -> dict:
    return tomllib.loads((ROOT / "pnp" / GAME.rules).read_text(encoding="utf-8"))


def placed_items(items, transform: Affine = IDENTITY):
    """(item, the transform it is drawn under) for every item, groups entered."""
    for item in items:
        if isinstance(item, Group):
            yield item, transform
            yield from placed_items(item.items, transform @ item.transform)
        else:
            yield item, transform


def scale_of(t: Affine) -> float:
    return math.sqrt(abs(t.a * t.d - t.b * t.c))


# --- every figure is drawn -----------------------------------------------------------

def test_every_figure_a_section_names_is_drawn_and_the_game_declares_them():
    named = [s["figure"] for s in rules_file()["section"] if s.get("figure")]
    assert set(named) == {"set-up", "turn", "symbols"}
    drawn = rules_figures()
    assert set(named) <= set(drawn)
    for name in named:
        page = drawn[name]
        assert isinstance(page, Page) and list(placed_items(page.items)), name
    assert GAME.rules_figures and rules_figures() is drawn  # drawn once per process


# --- the pictures tell the truth ---------------------------------------------------------

def drawn_tiles(page: Page) -> list[tuple[float, float, float, tuple | None, frozenset]]:
    """(centre x, centre y, drawn size, the face drawn or None for a back, the sides its floor crosses) per tile."""
    ts = example_turn().tileset
    faces = {_face(ts, i) for i in range(len(ts.tiles))}
    out = []
    for item, outer in placed_items(page.items):
        if not isinstance(item, Group) or (item.items not in faces and item.items != _back()):
            continue
        t = outer @ item.transform
        cx, cy = t.apply(TILE / 2, TILE / 2)
        sides = set()
        for sub in item.items:
            if isinstance(sub, ScenePath) and sub.style.fill in (palette.FLOOR, palette.DOOR_FLOOR):
                for u, v in ((35, -1), (35, 71), (-1, 35), (71, 35)):  # beyond the N, S, W and E midpoints
                    # a floor rectangle reaching past the trim at the side's midpoint is a pathway out of it
                    xs = [s[1] for s in sub.segments if s[0] in "ML"]
                    ys = [s[2] for s in sub.segments if s[0] in "ML"]
                    if min(xs) - EPS <= u <= max(xs) + EPS and min(ys) - EPS <= v <= max(ys) + EPS:
                        x, y = t.apply(u, v)
                        dx, dy = x - cx, y - cy  # where that side ended up once the tile is turned
                        sides.add("E" if dx > abs(dy) else "W" if -dx > abs(dy) else "S" if dy > 0 else "N")
        out.append((cx, cy, scale_of(t) * TILE, None if item.items == _back() else item.items, frozenset(sides)))
    return out


def assert_board_drawn(tiles, board: Board, cols, rows, x0: float, y0: float) -> None:
    ts = example_turn().tileset
    seen = set()
    for cx, cy, size, face, sides in tiles:
        pos = (cols[0] + int((cx - x0) // size), rows[0] + int((cy - y0) // size))
        placed = board.at(pos)
        seen.add(pos)
        if not placed.explored:
            assert face is None, pos  # face down: the common back
            continue
        assert face == _face(ts, placed.tile), pos  # the tile the board holds there
        assert sides == openings(ts, board, pos), pos  # the pathways drawn are the rules' pathways
    assert seen == {(x, y) for x in cols for y in rows}


def test_the_set_up_picture_is_a_dealt_board_the_rules_accept_drawn_as_it_lies():
    turn = example_turn()
    ts, board = turn.tileset, turn.setup
    assert ts == generate_tileset(EXAMPLE_SEED) and verify_board(ts, board) == []
    tiles = drawn_tiles(rules_figures()["set-up"])
    assert len(tiles) == 49
    x0 = min(cx - s / 2 for cx, _, s, _, _ in tiles)
    y0 = min(cy - s / 2 for _, cy, s, _, _ in tiles)
    assert_board_drawn(tiles, board, range(7), range(7), x0, y0)
    explored = sum(1 for p in board.cells if p.explored)
    assert explored == 9  # the door and the eight centre tiles face up, the rest face down


def test_the_example_turn_replays_by_the_rules_core_and_is_drawn_before_and_after():
    turn = example_turn()
    ts, board = turn.tileset, turn.setup
    start, near, _ = turn.refused
    assert not can_move(ts, board, start, near)[0]
    with pytest.raises(RuleError):
        move_hero(ts, board, turn.hero, near)  # the refused Move the picture crosses out
    names = [s.action.id for s in turn.steps]
    assert names == ["rotate-tile", "move", "explore", "discover-key"]
    turned = next(rotate_tile(board, near, q) for q in (1, -1) if rotate_tile(board, near, q) == turn.steps[0].board)
    moved = move_hero(ts, turned, turn.hero, near)
    far = turn.steps[2].at
    rotation = turn.steps[2].board.at(far).rotation
    assert explore(ts, moved, turn.hero, far, rotation) == turn.steps[2].board
    key = ts.tiles[turn.steps[2].board.at(far).tile]
    assert key.role == "key" and dict(turn.steps[3].board.heroes)[turn.hero] == far  # she claims where she stands
    # the picture: two 3 × 3 panels, the board before and the board after
    page = rules_figures()["turn"]
    tiles = sorted(drawn_tiles(page))
    assert len(tiles) == 18
    cols, rows = _region(turn)
    size = tiles[0][2]
    left = [t for t in tiles if t[0] < page.width / 2]
    right = [t for t in tiles if t[0] > page.width / 2]
    for part, state in ((left, board), (right, turn.steps[-1].board)):
        x0 = min(t[0] for t in part) - size / 2
        y0 = min(t[1] for t in part) - size / 2
        assert_board_drawn(part, state, cols, rows, x0, y0)
    # the cross sits on the edge the refused Move would cross
    (lx0, ly0) = (min(t[0] for t in left) - size / 2, min(t[1] for t in left) - size / 2)
    mid = [lx0 + ((start[0] + near[0]) / 2 - cols[0] + 0.5) * size, ly0 + ((start[1] + near[1]) / 2 - rows[0] + 0.5)
           * size]
    crosses = [(i, t) for i, t in placed_items(page.items) if isinstance(i, Icon) and i.name == "cross"]
    assert len(crosses) == 1
    icon, t = crosses[0]
    assert math.dist(t.apply(icon.x + icon.size / 2, icon.y + icon.size / 2), mid) < 0.5


def test_the_pictured_prices_are_the_hero_boards_costs():
    costs = {a["name"]: a["cost"] for a in
             tomllib.loads((ROOT / "pnp/games/maze_tiles/data/actions.toml").read_text(encoding="utf-8"))["action"]}
    page = rules_figures()["turn"]
    items = list(placed_items(page.items))
    labels = [t for t, _ in items if isinstance(t, Text) and t.text in costs]
    turn = example_turn()
    assert [t.text for t in labels] == [s.action.name for s in turn.steps]
    icons = [i for i, _ in items if isinstance(i, Icon) and i.name in ("hand", "feet")]
    spent = {"hand": 0, "feet": 0}
    for label in labels:
        row = [i for i in icons if label.y <= i.y + i.size / 2 <= label.y + label.height
               and (i.x > label.x) and i.x - label.x < 40]
        drawn = {kind: sum(1 for i in row if i.name == kind) for kind in ("hand", "feet")}
        assert drawn == {kind: costs[label.text].get(kind, 0) for kind in ("hand", "feet")}, label.text
        for kind in spent:
            spent[kind] += drawn[kind]
    pool = next(t for t, _ in items if isinstance(t, Text) and t.text.startswith("Her 7"))
    held = [i for i in icons if pool.y <= i.y + i.size / 2 <= pool.y + pool.height]
    assert len(held) == 7  # the seven tokens a hero takes
    assert all(spent[k] <= sum(1 for i in held if i.name == k) for k in spent)  # she could pay for it all


def test_the_step_numbers_never_cover_one_another():
    for name in ("set-up", "turn"):
        discs = []
        for item, t in placed_items(rules_figures()[name].items):
            if isinstance(item, ScenePath) and item.style.fill == MARK:
                xs = [seg[-2] for seg in item.segments if seg[0] != "Z"]
                ys = [seg[-1] for seg in item.segments if seg[0] != "Z"]
                if max(xs) - min(xs) > 0 and abs((max(xs) - min(xs)) - (max(ys) - min(ys))) < 1e-6:  # a disc
                    discs.append((t.apply((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2),
                                  (max(xs) - min(xs)) / 2 * scale_of(t)))
        assert len(discs) >= 4, name
        for i, (a, ra) in enumerate(discs):
            for b, rb in discs[i + 1:]:
                assert math.dist(a, b) >= ra + rb - 1e-6, (name, a, b)


def test_every_symbol_and_token_is_in_the_legend():
    words = {t.text for t, _ in placed_items(rules_figures()["symbols"].items) if isinstance(t, Text)}
    want = set(palette.SYMBOL_NAME.values()) | {"Key tile", "Action tokens", "Wound", "Wall token", "Key token",
                                                "Minotaur die", "Blood die"}
    assert want <= words


# --- the pages ---------------------------------------------------------------------------

def kit_papers() -> list[str]:
    """Every paper the maze-tile kit can be printed on with the home preset."""
    out = []
    for key in papers():
        try:
            check_fit(["maze-tiles"], paper(key), load_preset("home"))
        except PnpError:
            continue
        out.append(key)
    return out


def test_the_rules_fit_two_pages_on_every_paper_the_kit_takes():
    papers = kit_papers()
    assert {"a4", "letter"} <= set(papers)
    for key in papers:
        pages = rules_pages(paper(key), GAME.rules, GAME.rules_figures)
        assert len(pages) <= 2, key


@pytest.mark.parametrize("key", ["a4", "letter"])
def test_words_in_the_figures_stay_readable_once_scaled(key):
    pages = rules_pages(paper(key), GAME.rules, GAME.rules_figures)
    sizes = [layout_text(t).size * scale_of(tr) for page in pages for t, tr in placed_items(page.items)
             if isinstance(t, Text) and tr is not IDENTITY]
    assert len(sizes) > 30  # the figures' words were found
    assert min(sizes) >= MIN_LABEL - 1e-6


def doc_headings() -> list[str]:
    text = (ROOT / "docs" / "rules-maze-tiles.md").read_text(encoding="utf-8")
    section = text.split("## The rules as printed\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^### (.+)$", section, re.MULTILINE)


@pytest.mark.parametrize("key", ["a4", "letter"])
def test_the_printed_headings_are_the_docs_headings_in_order(key):
    pages = rules_pages(paper(key), GAME.rules, GAME.rules_figures)
    printed = [t.text for page in pages for t in page.items
               if isinstance(t, Text) and t.size == DESIGNED.heading and t.color == ACCENT]
    assert printed == doc_headings()
    pdf = pdfium.PdfDocument(render_pdf(Document(tuple(pages))))
    try:
        lines = [ln.strip() for i in range(len(pdf)) for ln in pdf[i].get_textpage().get_text_range().splitlines()]
    finally:
        pdf.close()
    for heading in doc_headings():
        assert heading in lines, heading  # read back from the PDF, a line of its own


@pytest.mark.slow
def test_the_kit_prints_the_two_rules_pages_where_its_contents_say():
    from pnp.game import KitRequest
    from pnp.kits.build import build_kit

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)  # the report's deals play no part here
        files = build_kit(GAME.make_kit(KitRequest(1, 1, paper("letter"))), load_preset("home"), paper("letter"))
    pdf = pdfium.PdfDocument(files[Path("kit.pdf")])
    try:
        texts = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()
    contents = next(t for t in texts if t.lstrip().startswith("Contents"))
    first = int(re.search(r"Rules\s+page (\d+)", contents).group(1))
    rules = texts[first - 1:first + 1]
    assert "page 1 of 2" in rules[0] and "page 2 of 2" in rules[1]
    lines = [ln.strip() for text in rules for ln in text.splitlines()]
    assert all(heading in lines for heading in doc_headings())


def test_the_figures_are_as_designed_while_their_words_hold_the_floor_and_grow_with_them_past_it():
    """One look at every floor, not a large-print twin: at 5 and 8 pt the designed figures (their words are
    8 pt) are drawn, not figures with 5 pt words on 20 mm tiles; at 12 pt every size grows by 12 / 8, within
    the rules' column, and no word prints under the floor."""
    from pnp.games.maze_tiles.rules_figures import LABEL, LEGEND_WIDTH, rules_figures
    from pnp.scene.walk import printed_text_sizes

    designed = rules_figures(0.0)
    for floor in (5.0, 8.0):
        assert rules_figures(floor) == designed
    grown = rules_figures(12.0)
    for name in ("set-up", "turn"):  # tiles, marks and words grow together (the frame's margin stays)
        assert designed[name].width * 0.9 * 12.0 / LABEL <= grown[name].width <= LEGEND_WIDTH
    assert grown["symbols"].width == LEGEND_WIDTH < grown["symbols"].height * 1.5  # fewer, longer columns
    for figure in grown.values():
        assert min(size for _, size in printed_text_sizes(figure.items)) >= 12.0 - 1e-6


# --- the figures' words are engine layouts -----------------------------------------------

@pytest.mark.parametrize("floor", [0.0, 12.0])
def test_the_figures_words_hold_a_longer_translation_as_designed_and_at_the_large_print_floor(floor):
    """The badges' numbers, the panel titles, the tally and the legend are laid out by the engine in the current
    locale: pseudo-localised (every string 40 % longer), as designed and grown to a 12 pt floor, no word leaves its
    box or lies over another word or an icon, and the titles and the tally's words are the translation's."""
    from pnp.scene.layout_check import check_page
    from pnp.scene.pseudo import pseudo, pseudo_locale

    with pseudo_locale():
        figures = rules_figures(floor)
    for name, page in figures.items():
        assert check_page(page, name) == [], name
    words = {t.text for t, _ in placed_items(figures["turn"].items) if isinstance(t, Text)}
    steps = {pseudo(s.action.name) for s in example_turn().steps}
    assert {pseudo("Before"), pseudo("After"), pseudo("Her 7 tokens:")} | steps <= words


@pytest.mark.parametrize("floor, columns", [(0.0, 3), (12.0, 2), (20.0, 1)])
def test_the_legend_has_as_many_columns_as_leave_each_entry_its_ems_of_words(floor, columns):
    """The legend's rule: the most columns (three at most) at which each entry keeps LEGEND_EMS ems of its words
    beside its picture; fewer, longer columns as the words grow."""
    import pnp.games.maze_tiles.rules_figures as rf
    from pnp.scene.text import PT

    lk = rf.FigureLook(floor)
    page = rf.legend_figure(lk)
    names = [t for t in page.items if isinstance(t, Text) and t.font == "body-bold"]
    bodies = [t for t in page.items if isinstance(t, Text) and t.font == "body"]
    assert len({round(t.x, 6) for t in names}) == columns and len(bodies) == len(names)
    ems = rf.LEGEND_EMS * max(rf.LABEL, floor) * PT
    assert all(t.width >= ems - 1e-6 for t in bodies)  # each entry keeps its ems of words
    col = (rf.LEGEND_WIDTH - 2 * rf.LEGEND_PAD - columns * rf.LEGEND_GAP) / (columns + 1)  # with one column more
    more = col - lk.mm(rf.THUMB) - rf.TEXT_GAP
    assert columns == 3 or more < ems  # one column more would leave them less


def test_a_legend_name_no_column_holds_is_refused_in_one_line():
    """A name is one line: a translation no column of the legend can hold is refused, naming the legend, not drawn
    over its neighbour."""
    from pnp.games.maze_tiles.content import load_content
    from pnp.games.maze_tiles.legend_art import legend_art
    from pnp.games.maze_tiles.rules_figures import legend_figure
    from pnp.scene.locale import locale

    names = {name for _, name, _ in legend_art(example_turn().tileset, load_content(), 13.0)}
    with locale(lambda text: text.replace(" ", "") * 12 if text in names else text), \
            pytest.raises(PnpError) as refused:
        legend_figure()
    assert re.fullmatch(r"the legend of symbols and pieces does not fit: text '[^']+' needs [\d.]+ × [\d.]+ mm "
                        r"at 8 pt, has [\d.]+ × [\d.]+", str(refused.value))
