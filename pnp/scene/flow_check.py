"""The typesetter's check of the page flow's rules (:mod:`pnp.scene.page_flow`): no page ends with a heading, and
a paragraph split over pages leaves at least two lines at the foot of the one and at the head of the next.

:func:`placed_faults` reads a pagination as the flow made it. :func:`flow_faults` reads drawn pages (their
top-level texts, and figures as groups whose labels are not the flow's), so it sees what a reader sees, whatever
drew them. Every text of the flow is known by its words (``paragraphs``, as
printed, in the locale they were set in: headings and captions too); a text that holds only part of one is a
piece of a split paragraph, and the page's last text (or the next page's first) must then hold two lines or
more. Headings are told by
``heading``; texts that are not the flow's (the title, the page's foot) are left out by ``skip``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from pnp.scene.model import Group, Page, Text
from pnp.scene.page_flow import ORPHANS, WIDOWS, Placed
from pnp.scene.text import layout_text

_SPACE = re.compile(r"[\s\-\u00ad]")  # spaces, line breaks and hyphens: where a paragraph's pieces were cut

LEAST_LINES = min(ORPHANS, WIDOWS)  # lines of a split paragraph at a page's foot and at the next page's head


def _key(text: str) -> str:
    return _SPACE.sub("", text)


def _flow(page: Page, skip: Callable[[Text], bool]) -> list[Text | Group]:
    """The page's flowed texts and figures (groups, by their top), top to bottom, left to right on one line."""
    items = [i for i in page.items if (isinstance(i, Text) and not skip(i)) or isinstance(i, Group)]
    return sorted(items, key=lambda i: (i.y, i.x) if isinstance(i, Text) else (i.transform.f, i.transform.e))


def _lines(t: Text) -> list[object]:
    return list(layout_text(t).lines)


def flow_faults(pages: Sequence[Page], paragraphs: Iterable[str], heading: Callable[[Text], bool],
                skip: Callable[[Text], bool] = lambda t: False) -> list[str]:
    """What breaks the flow rules on ``pages``, one line each (empty: none)."""
    whole = [_key(p) for p in paragraphs if _key(p)]

    def piece(t: Text | Group) -> tuple[bool, bool] | None:
        """(starts its paragraph, ends it) when ``t`` is part of a paragraph but not the whole; else None."""
        if not isinstance(t, Text):
            return None
        k = _key(t.text)
        if not k or k in whole:
            return None
        for p in whole:
            if k in p:
                return p.startswith(k), p.endswith(k)
        return None

    faults = []
    flows = [_flow(page, skip) for page in pages]
    for n, texts in enumerate(flows, 1):
        if not texts:
            continue
        last, first = texts[-1], texts[0]
        if isinstance(last, Text):
            if heading(last):
                faults.append(f"page {n} ends with the heading {last.text[:40]!r}")
            cut = piece(last)
            if cut is not None and not cut[1] and len(_lines(last)) < LEAST_LINES:
                faults.append(f"page {n} ends with one line of a paragraph: {last.text[:40]!r}")
        if n > 1 and isinstance(first, Text):
            cut = piece(first)
            if cut is not None and not cut[0] and len(_lines(first)) < LEAST_LINES:
                faults.append(f"page {n} starts with the last line of a paragraph alone: {first.text[:40]!r}")
    return faults


def placed_faults(pages: Sequence[Sequence[Placed]]) -> list[str]:
    """What a print designer would send back of a pagination (:func:`pnp.scene.page_flow.paginate`), page by
    page: a block kept with the next (a heading) ending a page with more to come, a paragraph leaving fewer than
    :data:`~pnp.scene.page_flow.ORPHANS` lines at a page's foot or fewer than
    :data:`~pnp.scene.page_flow.WIDOWS` at the next page's head."""
    out = []
    for n, page in enumerate(pages, start=1):
        if not page:
            continue
        foot, head = page[-1], page[0]
        if foot.block.keep and n < len(pages):
            out.append(f"page {n}: a {foot.block.what} kept with the next block alone at its foot")
        if not foot.last and foot.lines < ORPHANS:
            out.append(f"page {n}: an orphan: {foot.lines} line of a {foot.block.what} at its foot")
        if not head.first and head.lines < WIDOWS:
            out.append(f"page {n}: a widow: {head.lines} line of a {head.block.what} at its head")
    return out
