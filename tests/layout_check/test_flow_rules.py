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


# plain at every floor, pseudo-localised at the sweep's floors (not as designed); all but plain as designed are slow
CREDITS_CASES = [pytest.param(f, s, marks=[] if (f, s) == (0, "plain") else [pytest.mark.slow])
                 for f in FLOORS for s in ("plain", "pseudo") if f or s == "plain"]


@pytest.mark.parametrize(("floor", "strings"), CREDITS_CASES)
def test_the_credits_keep_headings_with_their_text_and_leave_no_line_alone(floor, strings):
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


# --- the notebook's own rules pages (the booklet's HOW TO PLAY), flowed by the same rules -------------------

def notebook_cases():
    for floor in FLOORS:
        for sheet in ("a6", "a5"):
            for strings in ("plain", "pseudo") if floor else ("plain",):
                marks = [] if (floor, sheet, strings) in ((0.0, "a6", "plain"), (12.0, "a6", "pseudo")) else [
                    pytest.mark.slow]
                yield pytest.param(floor, sheet, strings, marks=marks, id=f"notebook-{floor:g}pt-{sheet}-{strings}")


@pytest.mark.parametrize(("floor", "sheet", "strings"), list(notebook_cases()))
def test_the_notebook_s_rules_pages_keep_headings_with_their_text_and_leave_no_line_alone(floor, sheet, strings):
    from pnp.games.notebook.rules_pages import printed_rules, rule_sections
    from pnp.games.notebook.rules_pages import rules_pages as notebook_rules

    on = replace(paper(sheet), text_floor=floor)
    pages = drawn(lambda: notebook_rules(on), strings)
    translate = pseudo if strings == "pseudo" else str
    texts = [" ".join(printed_rules().intro.split()), *(t for pair in rule_sections() for t in pair)]
    headings = {translate(h) for h, _ in rule_sections()}
    assert not flow_faults(pages, [translate(t) for t in texts], notebook_heading(headings),
                           notebook_furniture(headings, translate))


def notebook_heading(headings: set[str]):
    """The rules' headings: black type, left-aligned (the legend's black labels, "NOW!" too, are art)."""
    return lambda t: t.font == "body-black" and t.align == "left" and t.text in headings


def notebook_furniture(headings: set[str], translate=str):
    """The title, the page number and the legend's labels (its black ones and the ways' words under their signs,
    "left" or "right", which a check by words would take for a piece of a rule that says them) are not the
    flow's."""
    from pnp.games.notebook.glyphs import WORDS

    ways = {translate(w) for w in WORDS.values()}
    return lambda t: t.text == "HOW TO PLAY" or (t.align == "right" and "/" in t.text) or t.text in ways or (
        t.font == "body-black" and not notebook_heading(headings)(t))


@pytest.mark.parametrize("floor", [20.0, *(pytest.param(f, marks=pytest.mark.slow) for f in (18.0, 24.0, 28.0))])
def test_a_notebook_rules_section_taller_than_a_page_flows_on_by_the_rules_above_the_page_number(floor):
    """At floors where a section of the notebook's rules is taller than an A6 page (a theme of one's own with a
    big font), it flows on between its lines, by the rules, and no line runs past the page number (the engine's
    Flow kept a paragraph whole and refused one taller than the page; before it, a section ran 50 mm past the
    page's foot at 20 pt). The legend of a room page flows on too: its ways out row by row, a sign above its
    words where the column beside it is too narrow."""
    from pnp.games.notebook.rules_pages import printed_rules, rule_sections
    from pnp.games.notebook.rules_pages import rules_pages as notebook_rules
    from pnp.scene.text import layout_text

    pages = notebook_rules(replace(paper("a6"), text_floor=floor))
    headings = {h for h, _ in rule_sections()}
    texts = [" ".join(printed_rules().intro.split()), *(t for pair in rule_sections() for t in pair)]
    split = 0
    for page in pages:
        foot = max(t.y for t in page.items if isinstance(t, Text) and t.align == "right" and "/" in t.text)
        for t in page.items:
            if isinstance(t, Text) and t.y < foot:
                assert all(ln.baseline <= foot for ln in layout_text(t).lines), (page.label, t.text[:30])
        split += any(isinstance(t, Text) and not t.wrap and "\n" in t.text for t in page.items)
    assert split  # the rules were needed: some paragraph is split between pages
    assert not flow_faults(pages, texts, notebook_heading(headings), notebook_furniture(headings))
