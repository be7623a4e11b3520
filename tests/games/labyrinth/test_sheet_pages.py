"""Labyrinth sheet pages: symbols in their squares, walls on their edges, a solution path, text that fits."""

from __future__ import annotations

from collections import deque

import pytest
from labyrinth_page_helpers import (
    A4,
    EPS,
    LETTER,
    SHEET_SAFE,
    assert_text_fits,
    bounds,
    icons,
    paths,
    points,
    texts,
)

from pnp.catalog import paper
from pnp.errors import PnpError
from pnp.games.labyrinth import draw, pen
from pnp.games.labyrinth.generate import generate_labyrinth, generate_sheet, params_for
from pnp.games.labyrinth.model import BOSSES, SCROLL, STAIRCASE, Sheet
from pnp.grid.core import Cell, wall
from pnp.scene.model import Icon, Page, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items


@pytest.fixture(scope="module")
def lab():
    return generate_labyrinth(7)


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
    x1, y1 = x0 + sheet.width * c, y0 + sheet.height * c
    corners = {(x0, y0), (x1, y0), (x1, y1), (x0, y1)}
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


@pytest.mark.parametrize("size", [(5, 5), (9, 9), (11, 11), pytest.param((20, 20), marks=pytest.mark.slow), (5, 20),
                                  (20, 5)])
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
