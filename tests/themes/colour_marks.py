"""What a drawing shows where a colour carries meaning, with that colour taken away.

A *group* is a list of colours a player must tell apart (``[distinct]`` in
layouts/themes/default.toml). Wherever a page draws something in a member's
colour (a fill, a stroke, an icon, a text), that item's bounding box is a
*mark*: the mark is every item drawn inside that box (a little slack for
halos), described without colour for the group (each member colour, and any
darker shade of one, becomes the same grey) and relative to the box's corner,
so the same mark in two places describes the same. A member's *signature* on a
page is the set of its marks there.

If two members' signatures are equal (on one page, or on two pages of one kind
of component), the only thing telling them apart was colour: in grey, or to a
colour-blind player, they are the same drawing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.color import Color
from pnp.scene.model import Group, Icon, Item, Page, Path, Shape, Text

SLACK = 0.5  # mm an item may stick out of a mark's box and still belong to it (an icon's halo)
GRID = 0.1  # mm: positions are compared to this
GREY = "grey"
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Leaf:
    """One drawn item on the page: its colours, its box and what it draws (page coordinates)."""

    colours: tuple[Color, ...]
    box: Box
    kind: str
    what: tuple  # name, text, font, size, widths: whatever is not a position or a colour
    points: tuple[tuple[float, float], ...]


def _points(t: Affine, pts: Iterable[tuple[float, float]]) -> tuple[tuple[float, float], ...]:
    return tuple(t.apply(x, y) for x, y in pts)


def _box(pts: tuple[tuple[float, float], ...]) -> Box:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return (min(xs), min(ys), max(xs), max(ys))


def _scale(t: Affine) -> float:
    return abs(t.a * t.d - t.b * t.c) ** 0.5


def leaves(items: Iterable[Item], t: Affine = IDENTITY) -> Iterator[Leaf]:
    for item in items:
        if isinstance(item, Group):
            yield from leaves(item.items, t @ item.transform)
        elif isinstance(item, Path):
            st = item.style
            pts = _points(t, [(s[i], s[i + 1]) for s in item.segments for i in range(1, len(s), 2)])
            if pts:
                colours = tuple(c for c in (st.fill, st.stroke) if c is not None)
                yield Leaf(colours, _box(pts), "path", (st.fill is None, st.stroke is None,
                                                          round(st.width * _scale(t), 2)), pts)
        elif isinstance(item, Shape):
            st, (x0, y0, x1, y1) = item.style, item.geometry.bounds
            pts = _points(t, [(x0, y0), (x1, y1)])
            colours = tuple(c for c in (st.fill, st.stroke) if c is not None)
            yield Leaf(colours, _box(pts), "shape", (round(item.geometry.area * _scale(t) ** 2, 1),), pts)
        elif isinstance(item, Icon):
            pts = _points(t, [(item.x, item.y), (item.x + item.size, item.y + item.size)])
            yield Leaf((item.color,), _box(pts), "icon", (item.name,), pts)
        elif isinstance(item, Text):
            pts = _points(t, [(item.x, item.y), (item.x + item.width, item.y + item.height)])
            yield Leaf((item.color,), _box(pts), "text", (item.text, item.font, round(item.size * _scale(t), 2)), pts)


def _shade_of(c: Color, m: Color) -> bool:
    """``c`` is ``m`` or ``m`` darkened (every channel scaled by one factor), as the drawing derives shades."""
    if max(m.r, m.g, m.b) == 0:
        return False
    k = max(c.r, c.g, c.b) / max(m.r, m.g, m.b)
    return 0.4 <= k <= 1.0 and all(abs(a - k * b) <= 1.5 / 255 for a, b in ((c.r, m.r), (c.g, m.g), (c.b, m.b)))


def member_of(c: Color, members: dict[str, Color]) -> str | None:
    for name, m in members.items():
        if _shade_of(c, m):
            return name
    return None


def _inside(inner: Box, outer: Box) -> bool:
    return (inner[0] >= outer[0] - SLACK and inner[1] >= outer[1] - SLACK and inner[2] <= outer[2] + SLACK
            and inner[3] <= outer[3] + SLACK)


def _describe(leaf: Leaf, origin: tuple[float, float], members: dict[str, Color]) -> tuple:
    colours = tuple(GREY if member_of(c, members) else c.to_hex() for c in leaf.colours)
    rel = tuple((round((x - origin[0]) / GRID), round((y - origin[1]) / GRID)) for x, y in leaf.points)
    return (leaf.kind, colours, leaf.what, rel)


def signatures(page: Page, members: dict[str, Color]) -> dict[str, frozenset]:
    """Each member shown on the page: the set of its marks, drawn with the group's colours all one grey."""
    found = list(leaves(page.items))
    out: dict[str, set] = {}
    for leaf in found:
        shown = {m for m in (member_of(c, members) for c in leaf.colours) if m is not None}
        for member in shown:
            box = leaf.box
            mark = tuple(sorted(_describe(other, (box[0], box[1]), members) for other in found
                                if _inside(other.box, box)))
            out.setdefault(member, set()).add(mark)
    return {m: frozenset(marks) for m, marks in out.items()}


def told_only_by_colour(pages: list[Page], members: dict[str, Color]) -> list[tuple[str, str, str, str]]:
    """Pairs of (page label, member) whose marks are the same once the group's colours are grey: two members
    on one page, or on two pages of one kind of component, that nothing but colour tells apart."""
    sigs = [(page.label or f"page {i + 1}", member, sig) for i, page in enumerate(pages)
            for member, sig in signatures(page, members).items()]
    return [(pa, a, pb, b) for k, (pa, a, sa) in enumerate(sigs) for pb, b, sb in sigs[k + 1:]
            if a != b and sa == sb]


def members_shown(pages: list[Page], members: dict[str, Color]) -> set[str]:
    return {m for page in pages for m in signatures(page, members)}
