"""A puzzle of each kind, placed in a book, for the page drawers' tests (issue 16); and what tests measure on a
drawn page: the ink's bounds (clips and transforms included), its texts and their printed sizes."""

from __future__ import annotations

import random
from functools import lru_cache

from shapely.geometry import LineString, MultiPoint, box
from shapely.ops import unary_union

from pnp.book.model import Entry, MazePuzzle, Placed
from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.model import Group, Icon, Item, Page, Path, Shape, Text
from pnp.scene.walk import iter_items, printed_text_sizes
from tests.maze_tiles_helpers import subpaths

SMALLEST, LARGEST = (95.0, 160.0), (195.0, 255.0)  # mm: the area inside the margins of 5×8 in and 8.5×11 in
BOXES = (SMALLEST, LARGEST)
EPS = 1e-6


@lru_cache(maxsize=1)
def labyrinth_entry() -> Entry:
    """A generated sheet with a solo card proven on it (no fastest-player row), made as the book makes one."""
    from pnp.book.puzzles import make_labyrinth

    puzzle = make_labyrinth(11, 1)
    sol = puzzle.solution
    assert sol.optimal and sol.result is not None and sol.result.legal
    return Entry("labyrinth", "LB7K2", 3.0, puzzle)


@lru_cache(maxsize=16)
def minigame_entry(kind: str = "sword", difficulty: str = "hard") -> Entry:
    from pnp.games.minigames.base import generate_tile

    return Entry(kind, "SW4Q9", 1.0, generate_tile(kind, difficulty, 5))


@lru_cache(maxsize=4)
def maze_entry(width: int = 12, height: int = 16) -> Entry:
    from pnp.grid.core import Grid
    from pnp.grid.maze import perfect_maze

    walls = frozenset(perfect_maze(width, height, random.Random(3)))
    start, goal = (0, 2), (width - 1, height - 3)
    path = Grid(width, height, walls).shortest_path(start, goal)
    assert path is not None
    return Entry("maze", "MZ3P1", 2.0, MazePuzzle(width, height, walls, start, goal, tuple(path)))


def placed(entry: Entry, number: int = 12, level: int = 2, page: int = 41, answer_page: int = 87) -> Placed:
    return Placed(entry, number, level, page, answer_page)


def all_placed() -> list[Placed]:
    return [placed(labyrinth_entry()), placed(minigame_entry()), placed(maze_entry())]


# --- measuring a page --------------------------------------------------------------------------------


def _geometry(item: Item, t: Affine):
    if isinstance(item, (Text, Icon)):
        w, h = (item.width, item.height) if isinstance(item, Text) else (item.size, item.size)
        return MultiPoint([t.apply(item.x + dx, item.y + dy) for dx in (0, w) for dy in (0, h)]).convex_hull
    if isinstance(item, Path):
        shapes = []
        scale = abs(t.a * t.d - t.b * t.c) ** 0.5
        for sub in subpaths(item):
            pts = [t.apply(x, y) for x, y in sub]
            if item.style.fill is not None and len(pts) >= 3:
                shapes.append(MultiPoint(pts).convex_hull)
            if item.style.stroke is not None and item.style.width > 0:
                geom = LineString(pts) if len(set(pts)) > 1 else MultiPoint(pts)
                cap = {"butt": "flat", "round": "round", "square": "square"}[item.style.cap]
                shapes.append(geom.buffer(item.style.width * scale / 2, cap_style=cap))
        return unary_union(shapes) if shapes else None
    if isinstance(item, Shape):
        return item.geometry
    return None


def _clip_geometry(clip, t: Affine):
    if isinstance(clip, Shape):
        return clip.geometry
    pts = [t.apply(x, y) for sub in subpaths(clip) for x, y in sub]
    return MultiPoint(pts).convex_hull if len(pts) >= 3 else None


def ink_bounds(items, t: Affine = IDENTITY, clip=None):
    """(x0, y0, x1, y1) of everything drawn, in page millimetres: groups' transforms applied, their clips cut."""
    parts = []
    for item in items:
        if isinstance(item, Group):
            inner = item.transform.then(t)
            c = clip
            if item.clip is not None:  # the clip's outline, whatever its style: only inside it is drawn
                g = _clip_geometry(item.clip, inner)
                if g is not None:
                    c = g.envelope if c is None else c.intersection(g.envelope)
            b = ink_bounds(item.items, inner, c)
            if b is not None:
                parts.append(box(*b))
            continue
        g = _geometry(item, t)
        if g is None or g.is_empty:
            continue
        if clip is not None:
            g = g.intersection(clip)
            if g.is_empty:
                continue
        parts.append(g)
    if not parts:
        return None
    return unary_union(parts).bounds


def assert_drawn_inside(page: Page, size: tuple[float, float]) -> None:
    assert (page.width, page.height) == size, f"{page.label}: {page.width} × {page.height}, not {size}"
    assert page.bleed == 0, page.label
    b = ink_bounds(page.items)
    assert b is not None, f"{page.label}: nothing drawn"
    assert b[0] >= -EPS and b[1] >= -EPS and b[2] <= size[0] + EPS and b[3] <= size[1] + EPS, (
        f"{page.label}: ink at {b} leaves the {size} box")


def assert_no_small_text(page: Page, floor: float = 7.0) -> None:
    small = [(t.text, round(s, 2)) for t, s in printed_text_sizes(page.items) if s < floor - 1e-6]
    assert not small, f"{page.label}: text under {floor} pt: {small[:5]}"


def page_text(page: Page) -> str:
    return "\n".join(t.text for t in iter_items(page.items) if isinstance(t, Text))


def path_points(page: Page, t: Affine = IDENTITY, items=None):
    """Every path of the page with its points in page millimetres: [(points, style)]."""
    out = []
    for item in page.items if items is None else items:
        if isinstance(item, Group):
            out += path_points(page, item.transform.then(t), item.items)
        elif isinstance(item, Path):
            pts = [t.apply(x, y) for sub in subpaths(item) for x, y in sub]
            out.append((pts, item.style))
    return out
