"""The typesetter's rules on every game's rules pages and the kit's credits, as printed: no page ends with a
heading, and a paragraph split over pages leaves two lines or more on each (pnp.scene.flow_check), at text
floors 0 (as designed), 5, 8 and 12 pt, on A4 and Letter, as written and pseudo-localised. Each fault is planted
on a page to show the check sees it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.catalog import paper
from pnp.credits import credits_paragraphs
from pnp.fonts import all_fonts, licence_text
from pnp.kits.pages import credits_pages, rules_data, rules_pages
from pnp.registry import game, kit_games
from pnp.scene.flow_check import flow_faults
from pnp.scene.model import Page, Text
from pnp.scene.pseudo import pseudo, pseudo_locale, pseudo_page
from pnp.scene.rules_sheet import from_data

FLOORS = (0.0, 5.0, 8.0, 12.0)  # 0: as designed (the default kit, whose words the sweep's floors do not reach)
PAPERS = ("a4", "letter")


def heading(t: Text) -> bool:
    return t.font == "body-bold" and t.align == "left"  # the rules' and credits' headings (a contents entry too)


def not_flowed(page: Page):
    """The title (display type) and the rules' foot line (the lowest text, right-aligned, one line)."""
    lowest = max((t.y for t in page.items if isinstance(t, Text)), default=0.0)
    return lambda t: t.font == "display" or (t.align == "right" and not t.wrap and t.y == lowest)


def faults(pages: list[Page], paragraphs: list[str]) -> list[str]:
    """The flow's faults over the pages, each page without its title and foot."""
    flowed = [replace(p, items=tuple(i for i in p.items if not (isinstance(i, Text) and not_flowed(p)(i))))
              for p in pages]
    return flow_faults(flowed, paragraphs, heading)


def rules_paragraphs(name: str, translate) -> list[str]:
    """Every text the rules flow, as printed: the intro, headings, paragraphs and captions."""
    rules = from_data(rules_data(game(name).rules))
    texts = [rules.intro, *(p for s in rules.sections for p in (s.heading, *s.paragraphs(), s.caption))]
    return [translate(" ".join(t.split())) for t in texts if t.strip()]


def drawn(make, strings: str) -> list[Page]:
    if strings == "plain":
        return make()
    with pseudo_locale():
        return [pseudo_page(p) for p in make()]


def cases():
    for name in kit_games():
        for floor in FLOORS:
            for sheet in PAPERS:
                for strings in ("plain", "pseudo") if floor else ("plain",):  # as designed: the default kit
                    marks = [] if (floor, sheet, strings) == (0.0, "a4", "plain") else [pytest.mark.slow]
                    yield pytest.param(name, floor, sheet, strings, marks=marks,
                                       id=f"{name}-{floor:g}pt-{sheet}-{strings}")


@pytest.mark.parametrize(("name", "floor", "sheet", "strings"), list(cases()))
def test_rules_pages_keep_headings_with_their_text_and_leave_no_line_alone(name, floor, sheet, strings):
    g = game(name)
    on = replace(paper(sheet), text_floor=floor)
    pages = drawn(lambda: rules_pages(on, g.rules, g.rules_figures), strings)
    assert not faults(pages, rules_paragraphs(name, pseudo if strings == "pseudo" else str))


@pytest.mark.parametrize("floor", [pytest.param(f, marks=[] if f == 0 else [pytest.mark.slow]) for f in FLOORS])
@pytest.mark.parametrize("strings", ["plain", pytest.param("pseudo", marks=pytest.mark.slow)])
def test_the_credits_keep_headings_with_their_text_and_leave_no_line_alone(floor, strings):
    if strings == "pseudo" and not floor:
        pytest.skip("pseudo-localised at the sweep's floors")
    on = replace(paper("a4"), text_floor=floor)
    pages = drawn(lambda: credits_pages(on, ["maze", "minotaur"]), strings)
    translate = pseudo if strings == "pseudo" else str
    fonts = {f.licence: f for f in all_fonts()}.values()
    texts = [t for pair in credits_paragraphs(["maze", "minotaur"]) for t in pair]
    texts += [t for info in fonts for t in (f"Licence of the {info.family} font", licence_text(info))]
    assert not faults(pages, [translate(t) for t in texts])


# --- each fault planted, and seen -------------------------------------------------------------------------

PARAGRAPH = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
             "seventeen eighteen nineteen twenty")


def text(s: str, y: float, font: str = "body") -> Text:
    return Text(s, 10, y, 60, 30, font=font, size=9, wrap=False)


def test_a_page_ending_with_a_heading_is_seen():
    page = Page(100, 100, (text("First", 10, "body-bold"), text(PARAGRAPH, 20), text("Second", 60, "body-bold")))
    (fault,) = flow_faults([page], [PARAGRAPH], heading)
    assert "ends with the heading 'Second'" in fault


def test_one_line_of_a_paragraph_at_a_page_foot_is_seen_and_two_are_not():
    lines = PARAGRAPH.split(" ")
    tail = " ".join(lines[4:])
    for cut, bad in ((2, True), (4, False)):
        head = "\n".join(" ".join(lines[i:i + 2]) for i in range(0, cut, 2))
        rest = "\n".join(" ".join(lines[i:i + 2]) for i in range(cut, len(lines), 2))
        pages = [Page(100, 100, (text(head, 80),)), Page(100, 100, (text(rest, 10),))]
        found = flow_faults(pages, [PARAGRAPH], heading)
        assert any("ends with one line" in f for f in found) == bad, (cut, found)
    assert tail


def test_the_last_line_of_a_paragraph_alone_at_a_page_head_is_seen():
    lines = PARAGRAPH.split(" ")
    head = "\n".join(" ".join(lines[i:i + 2]) for i in range(0, len(lines) - 2, 2))
    pages = [Page(100, 100, (text(head, 10),)), Page(100, 100, (text(" ".join(lines[-2:]), 10),))]
    (fault,) = flow_faults(pages, [PARAGRAPH], heading)
    assert "page 2 starts with the last line of a paragraph alone" in fault
