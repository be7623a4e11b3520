"""Pieces the maze-tile tests share: the kit's counts, and reading drawn pages (texts, icons, paths, ink bounds)."""

from __future__ import annotations

from shapely.geometry import LineString, MultiPoint
from shapely.ops import unary_union

from pnp.games.maze_tiles.model import SHAPES, Board, MazeTile, Placed, TileSet
from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.model import Group, Icon, Item, Page, Path, Shape, Text
from pnp.scene.walk import iter_items

EPS = 1e-6
EXPECTED_COUNTS = {
    "hero_boards": 4, "player_aids": 4, "feet_tokens": 28, "hand_tokens": 28, "wound_tokens": 40,
    "wall_tokens": 30, "key_tokens": 16, "desperation_cards": 60, "tiles": 49, "dice": 2, "standees": 5,
}


def texts(page: Page) -> list[Text]:
    return [t for t in iter_items(page.items) if isinstance(t, Text)]


def said(t: Text) -> str:
    """What a text says, as one line: a layout hands a hyphenated text on as its lines ("neighbour-\ning")."""
    return t.text.replace("-\n", "").replace("\n", " ")


def icons(page: Page) -> list[Icon]:
    return [i for i in iter_items(page.items) if isinstance(i, Icon)]


def subpaths(p: Path) -> list[list[tuple[float, float]]]:
    """Each subpath's points (Bézier control points included: the curve lies in their hull)."""
    out: list[list[tuple[float, float]]] = []
    for seg in p.segments:
        if seg[0] == "M":
            out.append([(seg[1], seg[2])])
        elif seg[0] == "L":
            out[-1].append((seg[1], seg[2]))
        elif seg[0] == "C":
            out[-1] += [(seg[1], seg[2]), (seg[3], seg[4]), (seg[5], seg[6])]
        elif seg[0] == "Z" and out:
            out[-1].append(out[-1][0])
    return out


def rect_of(p: Path) -> tuple[float, float, float, float] | None:
    """(x0, y0, x1, y1) when the path is one closed axis-aligned rectangle."""
    subs = subpaths(p)
    if len(subs) != 1 or any(s[0] != "M" and s[0] != "L" and s[0] != "Z" for s in p.segments):
        return None
    pts = subs[0]
    corners = set(pts)
    xs, ys = {x for x, _ in corners}, {y for _, y in corners}
    if len(corners) != 4 or len(xs) != 2 or len(ys) != 2:
        return None
    return (min(xs), min(ys), max(xs), max(ys))


def line_segments(p: Path) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    out = []
    for sub in subpaths(p):
        out += list(zip(sub, sub[1:]))
    return out


def item_bounds(item: Item, t: Affine = IDENTITY) -> tuple[float, float, float, float] | None:
    """Ink bounds of an item in page coordinates, stroke widths and caps included."""
    if isinstance(item, Group):
        boxes = [item_bounds(i, item.transform.then(t)) for i in item.items]
        boxes = [b for b in boxes if b]
        if not boxes:
            return None
        return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
    if isinstance(item, (Text, Icon)):
        w, h = (item.width, item.height) if isinstance(item, Text) else (item.size, item.size)
        pts = [t.apply(item.x + dx, item.y + dy) for dx in (0, w) for dy in (0, h)]
        geom = MultiPoint(pts)
    elif isinstance(item, Path):
        shapes = []
        for sub in subpaths(item):
            pts = [t.apply(x, y) for x, y in sub]
            if item.style.fill is not None and len(pts) >= 3:
                shapes.append(MultiPoint(pts).convex_hull)
            if item.style.stroke is not None and item.style.width > 0:
                cap = {"butt": "flat", "round": "round", "square": "square"}[item.style.cap]
                geom_line = LineString(pts) if len(set(pts)) > 1 else MultiPoint(pts)
                shapes.append(geom_line.buffer(item.style.width / 2, cap_style=cap, join_style="mitre",
                                               mitre_limit=10.0))
        if not shapes:
            return None
        geom = unary_union(shapes)
    elif isinstance(item, Shape):
        geom = item.geometry
    else:
        return None
    return geom.bounds


def assert_inside_bleed(page: Page) -> None:
    b = page.bleed
    for item in iter_items(page.items):
        if isinstance(item, Group):
            continue  # its children are checked one by one (groups here carry no transform)
        box = item_bounds(item)
        if box is None:
            continue
        assert box[0] >= -b - EPS and box[1] >= -b - EPS, f"{page.label}: {type(item).__name__} leaves the bleed"
        assert box[2] <= page.width + b + EPS and box[3] <= page.height + b + EPS, (
            f"{page.label}: {type(item).__name__} leaves the bleed at {box}")


# A 3 × 3 board of hand-picked tiles. Index: 0 door (cross), then the tiles listed.
KINDS = {
    "x": ("cross", None), "h": ("straight", None), "c": ("corner", None), "t": ("t", None),
    "d": ("dead-end", None), "s": ("cross", "secret"), "i": ("cross", "hide"), "p": ("cross", "trap"),
}


def board(rows: list[str], rotations: dict | None = None, explored: set | None = None, walls=(), heroes=(),
          minotaur=None):
    """rows of letters (see KINDS); '*' is the door. All explored unless told otherwise."""
    tiles = [MazeTile("D", "door", SHAPES["cross"])]
    cells = []
    size = len(rows)
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "*":
                cells.append(Placed(0, 0, True))
                continue
            shape, sym = KINDS[ch]
            tiles.append(MazeTile(f"T{len(tiles)}", "maze", SHAPES[shape], sym))
            r = (rotations or {}).get((x, y), 0)
            cells.append(Placed(len(tiles) - 1, r, explored is None or (x, y) in explored))
    ts = TileSet(tuple(tiles))
    b = Board(size, tuple(cells), frozenset(frozenset(w) for w in walls), tuple(sorted(heroes)), minotaur)
    return ts, b
