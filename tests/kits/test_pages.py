"""The kit's own pages: the rules, contents and credits flow over as many pages as they need, inside the margins."""

from __future__ import annotations

import pytest

from pnp.catalog import paper
from pnp.fonts import all_fonts
from pnp.kits.pages import M, contents_pages, credits_pages, rules_pages
from pnp.scene.model import Text
from pnp.scene.rules_sheet import MARGIN as RULES_MARGIN
from pnp.scene.text import layout_text


def wrapped_lines(text: str, width: float, size: float) -> list[str]:
    """The lines ``text`` breaks into in a box ``width`` mm wide (however tall the box)."""
    return [ln.text for ln in layout_text(Text(text, 0.0, 0.0, width, 1000.0, size=size)).lines]


def texts(pages) -> list[Text]:
    return [item for page in pages for item in page.items if isinstance(item, Text)]


@pytest.mark.parametrize("name", ["a4", "letter"])
def test_the_credits_print_every_licence_line_once_in_order_inside_the_margins(name):
    sheet = paper(name)
    pages = credits_pages(sheet, ["maze", "minotaur"])
    assert len(pages) > 1 and [p.label for p in pages] == [f"credits {n}" for n in range(1, len(pages) + 1)]
    printed = [line for t in texts(pages) for line in layout_text(t).lines]
    shown = [ln.text for ln in printed]
    for info in {f.licence: f for f in all_fonts()}.values():
        lines = wrapped_lines(info.licence.read_text(encoding="utf-8"), sheet.width - 2 * M, 6.5)
        start = shown.index(lines[0])
        assert shown[start:start + len(lines)] == lines  # split between pages, never lost or repeated
    for page in pages:
        for t in (t for t in page.items if isinstance(t, Text)):
            assert M - 1e-9 <= t.x and t.x + t.width <= sheet.width - M + 1e-9
            assert all(M <= ln.baseline <= sheet.height - M for ln in layout_text(t).lines), (page.label, t.text[:30])


def test_a_contents_entry_keeps_its_title_and_page_number_on_one_line():
    entries = [(f"Part {i}", 3 + i, "Print double-sided, flip on the long edge. Cut along the crop marks.")
               for i in range(40)]
    pages = contents_pages(paper("a4"), entries)
    assert len(pages) > 1  # forty entries with their notes need more than a page
    for i in range(40):
        (page,) = [p for p in pages if any(t.text == f"Part {i}" for t in texts([p]))]
        title = next(t for t in texts([page]) if t.text == f"Part {i}")
        number = next(t for t in texts([page]) if t.text == f"page {3 + i}")  # on the same page
        baselines = [layout_text(t).lines[0].baseline for t in (title, number)]
        assert baselines[0] == pytest.approx(baselines[1]) and number.align == "right"  # on one baseline


def test_the_rules_of_every_game_start_with_their_title():
    from pnp.registry import games

    for game in games():
        first = rules_pages(paper("a4"), game.rules, game.rules_figures)[0]
        title = next(t for t in first.items if isinstance(t, Text))
        assert title.font == "display" and title.y == RULES_MARGIN, game.name
