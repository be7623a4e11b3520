"""Labyrinth pages: symbols in their squares, walls on their edges, text that fits."""

from __future__ import annotations

import subprocess
import sys
from collections import deque

import pytest

from pnp.errors import PnpError
from pnp.games.labyrinth import aid, draw, pen
from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard, Row
from pnp.games.labyrinth.generate import generate_labyrinth, generate_sheet, params_for
from pnp.games.labyrinth.model import BOSSES, SCROLL, STAIRCASE, Sheet
from pnp.games.labyrinth.printouts import card_parts
from pnp.layout.impose import deck_pages
from pnp.layout.presets import standard
from pnp.games.labyrinth.solo import TIME_LIMITS, solo_targets
from pnp.grid.core import Cell, wall
from pnp.catalog import COMPONENT_BLEED, component, paper
from pnp.scene.model import Icon, Item, Page, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

A4 = paper("a4")
LETTER = paper("letter")
POKER = component("poker-card")
EPS = 1e-6
SHEET_SAFE = 5.0  # mm inside the trim for text on sheets
CARD_SAFE = 3.0  # and on cards


@pytest.fixture(scope="module")
def lab():
    return generate_labyrinth(7)


def texts(page: Page) -> list[Text]:
    return [t for t in iter_items(page.items) if isinstance(t, Text)]


def icons(page: Page) -> list[Icon]:
    return [i for i in iter_items(page.items) if isinstance(i, Icon)]


def paths(page: Page) -> list[Path]:
    return [p for p in iter_items(page.items) if isinstance(p, Path)]


def points(p: Path) -> list[tuple[float, float]]:
    out = []
    for seg in p.segments:
        if seg[0] in ("M", "L"):
            out.append((seg[1], seg[2]))
        elif seg[0] == "C":
            out += [(seg[1], seg[2]), (seg[3], seg[4]), (seg[5], seg[6])]
    return out


def bounds(item: Item) -> tuple[float, float, float, float] | None:
    """(x0, y0, x1, y1) of an item's box or control points (strokes aside)."""
    if isinstance(item, (Text,)):
        return (item.x, item.y, item.x + item.width, item.y + item.height)
    if isinstance(item, Icon):
        return (item.x, item.y, item.x + item.size, item.y + item.size)
    if isinstance(item, Path):
        pts = points(item)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return (min(xs), min(ys), max(xs), max(ys))
    return None


def assert_text_fits(page: Page, safe: float) -> None:
    for t in texts(page):
        assert not layout_text(t).overflow, f"{t.text!r} overflows its box"
        assert t.x >= safe - EPS and t.y >= safe - EPS, f"{t.text!r} starts outside the safe zone"
        assert t.x + t.width <= page.width - safe + EPS, f"{t.text!r} runs past the right safe edge"
        assert t.y + t.height <= page.height - safe + EPS, f"{t.text!r} runs past the bottom safe edge"


def square_of(point: tuple[float, float], geometry: tuple[float, float, float]) -> Cell | None:
    x0, y0, c = geometry
    px, py = point
    # a point exactly on an edge belongs to no square
    fx, fy = (px - x0) / c, (py - y0) / c
    if abs(fx - round(fx)) < EPS or abs(fy - round(fy)) < EPS:
        return None
    return (int(fx // 1), int(fy // 1))


def centre(icon: Icon) -> tuple[float, float]:
    return (icon.x + icon.size / 2, icon.y + icon.size / 2)


def expected_icon(kind: str) -> str:
    return {STAIRCASE: "staircase", SCROLL: "scroll"}.get(kind, kind)


def wall_paths(page: Page, sheet: Sheet, geometry) -> list[Path]:
    """Two-point dark lines strictly inside the grid: the walls."""
    x0, y0, c = geometry
    out = []
    for p in paths(page):
        if p.style.stroke != pen.INK or len(p.segments) != 2:
            continue
        (x1, y1), (x2, y2) = points(p)
        inside = all(x0 - EPS <= x <= x0 + sheet.width * c + EPS for x in (x1, x2)) and all(
            y0 - EPS <= y <= y0 + sheet.height * c + EPS for y in (y1, y2)
        )
        if inside:
            out.append(p)
    return out


def edge_wall(p: Path, geometry) -> frozenset:
    """The wall whose shared edge a segment covers, worked out from the drawn coordinates."""
    x0, y0, c = geometry
    (x1, y1), (x2, y2) = points(p)
    if abs(x1 - x2) < EPS:  # vertical: between the squares left and right of it
        k = round((x1 - x0) / c)
        j = round((min(y1, y2) - y0) / c)
        assert abs(abs(y2 - y1) - c) < EPS and abs(x0 + k * c - x1) < EPS
        return wall((k - 1, j), (k, j))
    assert abs(y1 - y2) < EPS
    k = round((y1 - y0) / c)
    i = round((min(x1, x2) - x0) / c)
    assert abs(abs(x2 - x1) - c) < EPS and abs(y0 + k * c - y1) < EPS
    return wall((i, k - 1), (i, k))


def shortest_path(sheet: Sheet, start: Cell, goals: set[Cell]) -> list[Cell]:
    parent: dict[Cell, Cell | None] = {start: None}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        if c in goals and c != start:
            out = [c]
            while parent[out[-1]] is not None:
                out.append(parent[out[-1]])
            return out[::-1]
        for n in sheet.grid.moves(c):
            if n not in parent:
                parent[n] = c
                queue.append(n)
    raise AssertionError("no path")


EIGHT_ROWS = ObjectiveCard(
    "H9", "hard", "any",
    (
        Row("per", 1, symbol="gem"), Row("per", 2, symbol="rat"), Row("per", -1, symbol="skeleton"),
        Row("item", 3, symbol="treasure"), Row("scrolls", 4, names=("I", "II", "III")),
        Row("ghosts", 3, count=2), Row("exit", 2, names=("minotaur", "spider"), requires="sword"),
        Row("fastest", 1),
    ),
    extra_exits=("B", "C"), heart_effects=("ghost", "gem"),
)
EASY = ObjectiveCard(
    "E1", "easy", "A",
    (Row("per", 1, symbol="gem"), Row("item", 3, symbol="treasure"), Row("exit", 2, names=("minotaur",)), Row("fastest", 1)),
)


# --- sheets -------------------------------------------------------------------------

@pytest.mark.parametrize("side", ["A", "B"])
def test_every_symbol_is_an_icon_centred_in_its_square(lab, side):
    sheet = lab.side(side)
    page = draw.sheet_page(sheet, A4)
    geometry = draw.grid_geometry(sheet, A4)
    placed: dict[Cell, list[str]] = {}
    for icon in icons(page):
        cell = square_of(centre(icon), geometry)
        if cell is not None and 0 <= cell[0] < sheet.width and 0 <= cell[1] < sheet.height:
            placed.setdefault(cell, []).append(icon.name)
    assert placed == {cell: [expected_icon(sym.kind)] for cell, sym in sheet.symbols}


def test_staircase_letters_and_scroll_names_are_written_in_their_squares(lab):
    sheet = lab.side_b
    page = draw.sheet_page(sheet, A4)
    x0, y0, c = draw.grid_geometry(sheet, A4)
    named = [(cell, sym) for cell, sym in sheet.symbols if sym.kind in (STAIRCASE, SCROLL)]
    assert named
    for (x, y), sym in named:
        sx, sy = x0 + x * c, y0 + y * c
        inside = [
            t for t in texts(page)
            if t.text == sym.name and t.x >= sx - EPS and t.y >= sy - EPS
            and t.x + t.width <= sx + c + EPS and t.y + t.height <= sy + c + EPS
        ]
        assert len(inside) == 1, sym


@pytest.mark.parametrize("side", ["A", "B"])
def test_each_wall_is_one_thick_segment_on_the_shared_edge(lab, side):
    sheet = lab.side(side)
    page = draw.sheet_page(sheet, A4)
    geometry = draw.grid_geometry(sheet, A4)
    segments = wall_paths(page, sheet, geometry)
    assert len(segments) == len(sheet.walls)
    assert {edge_wall(p, geometry) for p in segments} == set(sheet.walls)
    thin = [p.style.width for p in paths(page) if p.style.stroke == pen.GRID_LINE]
    assert thin and all(p.style.width > 3 * max(thin) for p in segments)


def test_the_outer_border_is_one_closed_rectangle_around_the_grid(lab):
    sheet = lab.side_a
    page = draw.sheet_page(sheet, A4)
    x0, y0, c = draw.grid_geometry(sheet, A4)
    corners = {(x0, y0), (x0 + sheet.width * c, y0), (x0 + sheet.width * c, y0 + sheet.height * c), (x0, y0 + sheet.height * c)}
    borders = [
        p for p in paths(page)
        if p.style.stroke == pen.INK and p.segments[-1] == ("Z",) and set(points(p)) == corners
    ]
    assert len(borders) == 1


def test_the_solution_path_runs_through_the_square_centres_in_order(lab):
    sheet = lab.side_a
    route = shortest_path(sheet, sheet.staircases()["A"], set(sheet.bosses().values()))
    page = draw.sheet_page(sheet, A4, path=route, title="Solution", caption="Card E1 · best score 9")
    x0, y0, c = draw.grid_geometry(sheet, A4)
    (line_,) = [p for p in paths(page) if p.style.stroke == pen.PATH_INK]
    drawn = points(line_)
    expected = [(x0 + (x + 0.5) * c, y0 + (y + 0.5) * c) for x, y in route]
    assert len(drawn) == len(expected)
    assert all(abs(a - b) < EPS for p, q in zip(drawn, expected) for a, b in zip(p, q))
    assert line_.style.width >= 0.25 * c  # bold enough to see at a glance
    # the start and the end are marked by rings centred on their squares
    rings = [p for p in paths(page) if p.style.stroke == pen.PATH_MARK]
    ring_centres = set()
    for r in rings:
        xs, ys = [q[0] for q in points(r)], [q[1] for q in points(r)]
        ring_centres.add((round((min(xs) + max(xs)) / 2, 6), round((min(ys) + max(ys)) / 2, 6)))
    assert {tuple(round(v, 6) for v in expected[0]), tuple(round(v, 6) for v in expected[-1])} <= ring_centres
    assert_text_fits(page, SHEET_SAFE)
    assert any(t.text == "Card E1 · best score 9" for t in texts(page))


def test_a_path_off_the_sheet_is_refused(lab):
    with pytest.raises(PnpError, match="leaves"):
        draw.sheet_page(lab.side_a, A4, path=[(0, 0), (0, -1)])


@pytest.mark.parametrize("size", [(5, 5), (9, 9), (11, 11), (20, 20), (5, 20), (20, 5)])
@pytest.mark.parametrize("paper_", [A4, LETTER], ids=["a4", "letter"])
def test_sheets_of_every_size_fit_the_paper(size, paper_):
    sheet = generate_sheet(params_for("A", size), 11)
    page = draw.sheet_page(sheet, paper_)
    assert (page.width, page.height, page.bleed) == (paper_.width, paper_.height, paper_.bleed)
    x0, y0, c = draw.grid_geometry(sheet, paper_)
    grid_box = (x0, y0, x0 + sheet.width * c, y0 + sheet.height * c)
    assert grid_box[0] >= SHEET_SAFE and grid_box[2] <= paper_.width - SHEET_SAFE
    # nothing outside the grid reaches into it (header above, panel and footer below)
    for item in iter_items(page.items):
        b = bounds(item)
        assert b is not None
        assert b[0] >= -EPS and b[1] >= -EPS and b[2] <= paper_.width + EPS and b[3] <= paper_.height + EPS
        if isinstance(item, Text) and not (grid_box[0] - EPS <= b[0] and b[2] <= grid_box[2] + EPS
                                           and grid_box[1] - EPS <= b[1] and b[3] <= grid_box[3] + EPS):
            assert b[3] <= grid_box[1] + EPS or b[1] >= grid_box[3] - EPS, item.text
    assert_text_fits(page, SHEET_SAFE)


def test_square_sizes_suit_the_grid():
    def cell(n: int, p) -> float:
        return draw.grid_geometry(Sheet(n, n, frozenset(), ()), p)[2]

    assert 17 <= cell(9, A4) <= 21
    assert 17 <= cell(9, LETTER) <= 21
    assert cell(11, A4) < cell(9, A4) and cell(20, A4) < cell(11, A4)
    assert cell(20, LETTER) >= 8  # still room for a pen line and an icon


def test_the_sheet_has_a_title_hearts_gained_items_campaign_boxes_and_a_footer(lab):
    sheet = lab.side_b
    page = draw.sheet_page(sheet, LETTER)
    words = [t.text for t in texts(page)]
    assert "Labyrinth – side B" in words
    for label in ("Game 1", "Game 2", "Game 3", "Total"):
        assert label in words
    assert f"{sheet.sheet_id} · seed {sheet.seed}" in words
    hearts = [p for p in paths(page) if p.style.stroke == pen.HEART]
    assert len(hearts) == 3
    x0, y0, c = draw.grid_geometry(sheet, LETTER)
    below = {i.name for i in icons(page) if i.y > y0 + sheet.height * c}
    assert below == {"sword", "bow", "key", "treasure", *BOSSES}


def test_custom_titles_and_a_missing_seed(lab):
    sheet = Sheet(5, 5, frozenset(), (), side="custom", sheet_id="X1", seed=None)
    page = draw.sheet_page(sheet, A4)
    words = [t.text for t in texts(page)]
    assert "Labyrinth – custom sheet" in words and "X1" in words
    assert not any("seed" in w for w in words)
    assert "My maze" in [t.text for t in texts(draw.sheet_page(sheet, A4, title="My maze"))]


def test_small_paper_is_refused_with_a_clear_message(lab):
    with pytest.raises(PnpError, match="at least"):
        draw.sheet_page(lab.side_a, paper("a6"))


def test_text_on_the_largest_sheet_stays_legible():
    sheet = generate_sheet(params_for("A", (20, 20)), 3)
    for paper_ in (A4, LETTER):
        sizes = [layout_text(t).size for t in texts(draw.sheet_page(sheet, paper_))]
        assert min(sizes) >= 5.0


# --- cards ----------------------------------------------------------------------------

def assert_full_bleed_background(page: Page) -> None:
    first = page.items[0]
    assert isinstance(first, Path) and first.style.fill is not None
    xs, ys = [p[0] for p in points(first)], [p[1] for p in points(first)]
    assert (min(xs), min(ys)) == (-COMPONENT_BLEED, -COMPONENT_BLEED)
    b = COMPONENT_BLEED
    assert abs(max(xs) - (page.width + b)) < EPS and abs(max(ys) - (page.height + b)) < EPS
    assert page.bleed == COMPONENT_BLEED


@pytest.mark.parametrize("card", [EIGHT_ROWS, EASY], ids=["eight-rows", "easy"])
def test_card_fronts_fit_every_row_inside_the_safe_zone(card):
    page = draw.card_front(card, POKER, par={"A": 12, "B": 17})
    assert (page.width, page.height) == (POKER.width, POKER.height)
    assert_full_bleed_background(page)
    assert_text_fits(page, CARD_SAFE)
    words = [t.text for t in texts(page)]
    for row in card.rows:
        assert row.describe().split(" ", 1)[1] in words
    assert "Par: side A 12 · side B 17" in words
    assert card.card_id in words
    # rows do not overlap: their text boxes follow each other down the card
    row_boxes = sorted((t.y, t.y + t.height) for t in texts(page) if t.text in {r.describe().split(" ", 1)[1] for r in card.rows})
    assert all(a[1] <= b[0] + EPS for a, b in zip(row_boxes, row_boxes[1:]))
    # every icon stays inside the card's safe zone too
    for icon in icons(page):
        assert CARD_SAFE - EPS <= icon.x and icon.x + icon.size <= page.width - CARD_SAFE + EPS
        assert CARD_SAFE - EPS <= icon.y and icon.y + icon.size <= page.height - CARD_SAFE + EPS


def test_card_front_shows_difficulty_skulls_entry_and_special_rules():
    page = draw.card_front(EIGHT_ROWS, POKER)
    words = [t.text for t in texts(page)]
    assert "Hard" in words and "any staircase" in words
    assert "Also exit by staircase B or C" in words
    assert "Costs a heart: ghost, gem" in words
    assert not any(w.startswith("Par") for w in words)
    assert "−1" in words and "+4" in words  # coins with signed points
    assert sum(1 for i in icons(page) if i.name == "skull") == 3
    easy = draw.card_front(EASY, POKER)
    assert sum(1 for i in icons(easy) if i.name == "skull") == 1
    assert "A" in [t.text for t in texts(easy)]
    assert any(i.name == "staircase" for i in icons(easy))


def test_every_row_kind_gets_an_icon_and_a_coin():
    page = draw.card_front(EIGHT_ROWS, POKER)
    names = [i.name for i in icons(page)]
    for name in ("gem", "rat", "skeleton", "treasure", "scroll", "ghost", "exit", "speed"):
        assert name in names
    coins = [t.text for t in texts(page) if t.text in {"+1", "+2", "−1", "+3", "+4"}]
    assert len(coins) == len(EIGHT_ROWS.rows)


@pytest.mark.parametrize("n", range(1, 9))
def test_any_number_of_rows_up_to_eight_fits_with_all_notes(n):
    rows = EIGHT_ROWS.rows[:n]  # every row different: a card never scores one thing twice
    card = ObjectiveCard("M12", "medium", "C", rows, extra_exits=("A", "B"), heart_effects=("ghost", "gem", "scroll"))
    page = draw.card_front(card, POKER, par={"A": 123, "B": 145})
    assert_text_fits(page, CARD_SAFE)
    assert min(layout_text(t).size for t in texts(page)) >= 4.5  # shrunk, but still readable


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_card_backs_of_one_difficulty_are_identical(difficulty):
    # two different cards of one difficulty, printed front then back, share the very same back
    one = ObjectiveCard("X1", difficulty, "A", (Row("per", 1, symbol="gem"),), par={"A": 3, "B": 4})
    two = ObjectiveCard("X2", difficulty, "C", (Row("fastest", 2),))
    front_one, a, front_two, b = deck_pages(card_parts([one, two])[0], standard("cards"))
    assert front_one != front_two and a not in (front_one, front_two)
    assert a == b == draw.card_back(difficulty, POKER)
    assert_full_bleed_background(a)
    assert_text_fits(a, CARD_SAFE)
    words = [t.text for t in texts(a)]
    assert "Objective" in words
    skulls = sum(1 for i in icons(a) if i.name == "skull")
    assert skulls == {"tutorial": 0, "easy": 1, "medium": 2, "hard": 3}[difficulty]
    if difficulty == "tutorial":
        assert "Tutorial" in words


def test_card_backs_tell_the_decks_apart():
    backs = [draw.card_back(d, POKER) for d in DIFFICULTIES]
    assert len({b.items[0].style.fill for b in backs}) == len(DIFFICULTIES)
    with pytest.raises(PnpError):
        draw.card_back("impossible", POKER)


def test_the_reference_card_has_the_heart_rules_and_the_solo_time_limits():
    page = aid.reference_card(POKER)
    assert_full_bleed_background(page)
    assert_text_fits(page, CARD_SAFE)
    words = [t.text for t in texts(page)]
    body = " ".join(words).lower()
    for word in ("trap", "rat", "sword", "skeleton", "bow", "3 hearts", "solo score printed on the card"):
        assert word in body
    for level in ("Easy", "Medium", "Hard", "Extreme"):
        assert level in words
    # the aid gives times only: the scores to reach are each card's own, from its proven par
    assert not any("pts" in w for w in words)
    for difficulty in ("easy", "medium", "hard"):
        for limit in TIME_LIMITS[difficulty]:
            assert limit in words


def test_a_card_with_a_par_prints_its_solo_targets_below_the_par():
    card = ObjectiveCard("E3", "easy", "A", (Row("per", 1, symbol="gem"), Row("exit", 2, names=("troll",))))
    page = draw.card_front(card, POKER, par={"A": 9, "B": 11})
    words = [t.text for t in texts(page)]
    shown = [int(w.split()[0]) for w in words if w.endswith(" pts")]
    assert shown == list(solo_targets(9)) and max(shown) < 9
    assert all(limit in words for limit in TIME_LIMITS["easy"])
    assert_text_fits(page, CARD_SAFE)
    bare = draw.card_front(card, POKER)  # no par, no solo targets
    assert not any(t.text.endswith(" pts") for t in texts(bare))


# --- answer tables --------------------------------------------------------------------

@pytest.mark.parametrize("count", [0, 1, 30, 200])
def test_answer_tables_spread_over_pages_and_keep_every_row(count):
    rows = [(f"C{i}", "medium", f"side A {i} · side B {i + 1}") for i in range(count)]
    pages = draw.answer_page(rows, A4, "Par scores")
    assert len(pages) >= 1
    seen = [t.text for p in pages for t in texts(p) if t.text.startswith("C") and t.text[1:].isdigit()]
    assert seen == [r[0] for r in rows]
    for i, page in enumerate(pages, 1):
        assert (page.width, page.height) == (A4.width, A4.height)
        assert_text_fits(page, SHEET_SAFE)
        assert f"{i} / {len(pages)}" in [t.text for t in texts(page)]
    if count == 200:
        assert len(pages) > 1


# --- the module's place in the architecture ------------------------------------------

def test_drawing_does_not_import_the_pdf_library():
    code = "import sys, pnp.games.labyrinth.draw; print('reportlab' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_sheet_and_a_card_render_to_pdf(lab):
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document

    doc = Document((draw.sheet_page(lab.side_a, A4), draw.card_front(EIGHT_ROWS, POKER), aid.reference_card(POKER)))
    assert render_pdf(doc).startswith(b"%PDF")
