"""How much of a book's page its puzzles use, and whether a flowing page ends on a heading: measured on the
built pages, as a puzzle-book buyer looks at them.

A puzzle page's drawing is its one top-level group (``pnp.book.puzzle_pages.drawing``: the grid with its card
and tally, the tile's faces, the maze), told from the header, task and footer around it. Its extent is where
it puts ink (:func:`pnp.scene.walk.ink_bounds`: a tile's paper or a panel's white is no ink).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pnp.scene.model import Group, Item, Page, Text
from pnp.scene.walk import ink_bounds

Extent = tuple[float, float, float, float]  # x0, y0, x1, y1 (mm)
LEAST_FILL = 0.85  # of the text block's width or height (issue 29)


def extent(items: Sequence[Item]) -> Extent | None:
    """Where ``items`` put ink (:func:`pnp.scene.walk.ink_bounds`), or None for none."""
    return ink_bounds(items)


def drawing(page: Page) -> Group:
    """A puzzle page's drawing, as the interior places it: the one group among its content's top-level items
    (the content is the page's first item, a group placing the box on the trim)."""
    content = page.items[0]
    assert isinstance(content, Group), page.label
    groups = [i for i in content.items if isinstance(i, Group)]
    assert len(groups) == 1, f"{page.label}: {len(groups)} top-level groups, not the puzzle's one"
    return groups[0]


@dataclass(frozen=True)
class Fill:
    kind: str
    label: str
    width: float  # the drawing's share of the text block's width
    height: float  # and of its height

    @property
    def best(self) -> float:
        return max(self.width, self.height)


def puzzle_fills(book) -> list[Fill]:
    """Every puzzle page of a built book (:func:`pnp.book.build.make_book`): its drawing's share of the text
    block (the trim less the margins: the box each page is drawn for) across and down."""
    w, h = book.geometry.box
    out = []
    for q in book.placed:
        page = book.interior.pages[q.page - 1]
        assert page.label.endswith(f" puzzle {q.number}"), page.label
        e = extent(drawing(page).items)
        assert e is not None, f"puzzle {q.number} draws nothing"
        out.append(Fill(q.entry.kind, f"puzzle {q.number}", (e[2] - e[0]) / w, (e[3] - e[1]) / h))
    return out


def least_by_kind(fills: Iterable[Fill]) -> dict[str, Fill]:
    """Each kind's least-filling page."""
    out: dict[str, Fill] = {}
    for f in fills:
        if f.kind not in out or f.best < out[f.kind].best:
            out[f.kind] = f
    return out


def heading_at_foot(pages: Sequence[Page], heading=lambda t: t.font == "body-bold") -> list[str]:
    """The flowing pages (but the last) whose lowest text or picture is a heading, one line each."""
    faults = []
    for page in pages[:-1]:
        shown = [i for i in page.items if isinstance(i, (Text, Group)) and not (isinstance(i, Text) and
                                                                                 not i.text.strip())]
        if not shown:
            continue
        last = max(shown, key=lambda i: i.y if isinstance(i, Text) else _top(i))
        if isinstance(last, Text) and heading(last):
            faults.append(f"{page.label} ends with the heading {last.text[:40]!r}")
    return faults


def _top(g: Group) -> float:
    e = extent(g.items)
    return g.transform.f if e is None else g.transform.apply(e[0], e[1])[1]
