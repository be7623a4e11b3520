"""The layout engine (pnp.scene.boxes, arrange, words): children inside their parents, gaps, least sizes, text
never under the floor, too much text growing its box or flowing to the next face as the layout says,
hyphenation by a dictionary, the same items every time."""

from __future__ import annotations

import pytest

from pnp.scene import boxes as b
from pnp.scene.arrange import flow, height_of, lay_out
from pnp.scene.model import Icon, Item, Text
from pnp.scene.text import layout_text
from pnp.scene.words import break_lines

EPS = 1e-6
LONG = ("A rat costs a heart unless you already hold the sword; a skeleton, unless you already hold the bow. "
        "Lose the third heart and you are out: no exit, no points.")


def box(item: Item) -> tuple[float, float, float, float]:
    if isinstance(item, Text):
        return item.x, item.y, item.x + item.width, item.y + item.height
    assert isinstance(item, Icon)
    return item.x, item.y, item.x + item.size, item.y + item.size


def inside(item: Item, x: float, y: float, w: float, h: float) -> bool:
    x0, y0, x1, y1 = box(item)
    return x0 >= x - EPS and y0 >= y - EPS and x1 <= x + w + EPS and y1 <= y + h + EPS


def words(text: str, **kw) -> b.Words:
    return b.Words(text=text, size=kw.pop("size", 8), **kw)


def test_a_row_places_its_children_left_to_right_inside_it_with_its_gaps():
    row = b.Row(gap=2.0, pad=1.0, children=(b.Glyph(icon="gem", width=5, height=5), words("per gem", grow=1),
                                            words("+1", wrap=False)))
    laid = lay_out(row, 10, 20, 60, 9)
    items = list(laid.items)
    assert not laid.faults and len(items) == 3
    assert all(inside(i, 11, 21, 58, 7) for i in items)  # inside the padding
    lefts = [box(i) for i in items]
    for (_, _, right, _), (left, _, _, _) in zip(lefts, lefts[1:]):
        assert left - right >= 2.0 - EPS  # the gap, at least
    assert abs(box(items[-1])[2] - 69.0) < 1e-6  # the grown middle pushes the last to the right edge


def test_a_column_keeps_least_sizes_and_shrinks_what_can_give():
    fixed = b.Box(height=10, min_height=10)
    col = b.Column(gap=1.0, children=(fixed, words(LONG, least=4, name="rules"), b.Glyph(icon="gem", height=6)))
    laid = lay_out(col, 0, 0, 40, 30)
    assert not laid.faults
    text = next(i for i in laid.items if isinstance(i, Text))
    assert text.y >= 10 + 1.0 - EPS  # under the fixed box and the gap
    assert layout_text(text).size < 8  # shrunk to fit ...
    assert not layout_text(text).overflow  # ... and fits
    assert all(inside(i, 0, 0, 40, 30) for i in laid.items)


def test_a_grid_shares_its_columns_and_every_cell_stays_in_its_column():
    cells = tuple(words(t, wrap=False, text_align="center") for t in ("Card", "Easy", "Hard", "E", "2:00", "1:00"))
    grid = b.Grid(columns=(12.0, b.Fr(), b.Fr(2)), cells=cells, gap=1.0)
    laid = lay_out(grid, 0, 0, 53, 20)
    texts = [i for i in laid.items if isinstance(i, Text)]
    assert not laid.faults and len(texts) == 6
    widths = [t.width for t in texts[:3]]
    assert widths[0] == pytest.approx(12.0) and widths[2] == pytest.approx(2 * widths[1])
    assert [t.x for t in texts[:3]] == [t.x for t in texts[3:]]  # the columns line up row after row
    assert texts[3].y >= texts[0].y + texts[0].height - EPS  # the second row under the first


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 12.0])
def test_text_never_goes_under_the_floor_and_grows_its_box_when_it_does_not_fit(floor):
    col = b.Column(children=(words("Title", size=9, least=6, wrap=False), words(LONG, size=7, least=4.5)))
    laid = lay_out(col, 0, 0, 50, 200, floor)
    sizes = [layout_text(t).size for t in laid.items if isinstance(t, Text)]
    assert min(sizes) >= max(floor, 4.5) - EPS
    assert not any(layout_text(t).overflow for t in laid.items if isinstance(t, Text))
    # in a box too small for the text at the floor: it keeps the floor, and the layout says what did not fit
    tight = lay_out(col, 0, 0, 50, 6, floor)
    assert min(layout_text(t).size for t in tight.items if isinstance(t, Text)) >= max(floor, 4.5) - EPS
    assert tight.faults and "more height" in tight.faults[0]


def test_a_flow_moves_whole_sections_to_the_next_face_when_they_no_longer_fit():
    head = words("Player aid", size=12, wrap=False)
    sections = (b.Column(children=(words("Hearts", size=9), words(LONG, size=7))),
                b.Column(children=(words("Solo", size=9), words(LONG, size=7))))
    node = b.Flow(head=head, sections=sections, gap=1.0)
    one = flow(node, 0, 0, 60, 60, 0.0)
    assert len(one) == 1  # both fit one face
    two = flow(node, 0, 0, 60, 60, 12.0)  # at 12 pt they do not: one face each, the head on both
    assert len(two) == 2
    for face in two:
        texts = [t.text for t in face.items if isinstance(t, Text)]
        assert texts[0] == "Player aid" and len(texts) == 3 and not face.faults
    assert [t.text for t in two[1].items if isinstance(t, Text)][1] == "Solo"


def test_a_squeezing_flow_keeps_sections_on_one_face_while_their_words_fit_at_their_least():
    def sections(least):
        return tuple(b.Column(children=(words("Hearts", size=9), b.Words(text=LONG, size=7, least=least)))
                     for _ in range(2))

    height = height_of(b.Column(gap=1.0, children=sections(None)), 60) - 3.0  # 3 mm short of both at 7 pt
    assert len(flow(b.Flow(sections=sections(None), gap=1.0), 0, 0, 60, height)) == 2
    assert len(flow(b.Flow(sections=sections(5.0), gap=1.0), 0, 0, 60, height)) == 2  # least declared, not used
    (face,) = flow(b.Flow(sections=sections(5.0), gap=1.0, squeeze=True), 0, 0, 60, height)
    sizes = [layout_text(t).size for t in face.items if isinstance(t, Text) and t.text == LONG]
    assert not face.faults and all(5.0 - EPS <= s < 7.0 for s in sizes)


def test_a_section_too_big_for_any_face_is_a_fault_in_one_line():
    node = b.Flow(sections=(words(LONG * 4, size=12),))
    (face,) = flow(node, 0, 0, 30, 40)
    assert face.faults
    with pytest.raises(Exception, match="the aid does not fit: "):
        face.fitted("the aid")


def test_hyphenation_breaks_a_long_word_at_a_dictionary_point_and_keeps_every_letter():
    lines, hyphenated, _ = break_lines("for gaining the treasure", "body", 8.0, 14.0, "en")
    assert hyphenated and any(line.endswith("-") for line in lines)
    assert "".join(line.removesuffix("-") for line in lines).replace(" ", "") == "forgainingthetreasure"
    cut = next(line for line in lines if line.endswith("-")).split(" ")[-1].removesuffix("-")
    import pyphen

    assert cut in {word[:p] for word in ("treasure",) for p in pyphen.Pyphen(lang="en").positions(word)}
    # without a language, the same text is never hyphenated
    plain, none, _ = break_lines("for gaining the treasure", "body", 8.0, 14.0, "")
    assert not none and not any(line.endswith("-") for line in plain)


def test_unhyphenated_text_is_broken_exactly_as_the_renderers_break_it():
    node = words(LONG, size=7, lang="")
    laid = lay_out(node, 0, 0, 45, 100)
    (text,) = laid.items
    assert isinstance(text, Text) and text.wrap and text.text == LONG  # handed on as it is
    assert [ln.text for ln in layout_text(text).lines] == list(break_lines(LONG, "body", 7, 45, "")[0])


def test_baselines_line_up_across_a_row_of_different_sizes():
    row = b.Row(baseline=True, gap=1, children=(words("Solo", size=6), words("6 pts", size=9), words("x", size=7)))
    laid = lay_out(row, 0, 0, 50, 10)
    baselines = {round(layout_text(t).lines[0].baseline, 6) for t in laid.items if isinstance(t, Text)}
    assert len(baselines) == 1


def test_the_same_layout_gives_the_same_items():
    def make() -> b.Column:
        return b.Column(gap=1, children=(words(LONG, size=7, least=5), b.Row(children=(
            b.Glyph(icon="gem", width=5, height=5), words("for gaining the treasure", grow=1)))))

    first = lay_out(make(), 3, 3, 40, 50, 5.0)
    assert first == lay_out(make(), 3, 3, 40, 50, 5.0)


def test_the_architecture_docs_example_runs_and_keeps_its_word():
    from pathlib import Path

    doc = (Path(__file__).parents[2] / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    code = doc.split("## Layouts", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    scope: dict = {}
    exec(compile(code, "ARCHITECTURE.md", "exec"), scope)  # noqa: S102 - the docs' own example
    texts = [t for t in scope["items"] if isinstance(t, Text)]
    assert {t.text for t in texts} >= {"Hard", "H9"}
    assert min(layout_text(t).size for t in texts) >= 12.0 - EPS  # "every word at 12 pt or more"
    assert max(t.y + t.height for t in texts) <= 88.9 - 3 + EPS


def test_height_of_is_the_height_a_layout_prefers_at_a_width_and_grows_with_the_floor():
    from pnp.scene.arrange import height_of

    words = "A panel under a grid is as tall as its words need at the width it is given, and no taller."
    node = b.Column(gap=1.0, children=(b.Box(height=5.0), b.Words(text=words, size=8)))
    h = height_of(node, 40.0)
    laid = lay_out(node, 0.0, 0.0, 40.0, h)
    assert laid.faults == () and max(t.y + t.height for t in laid.items if isinstance(t, Text)) == pytest.approx(h)
    assert height_of(node, 80.0) < h < height_of(node, 40.0, floor=12.0)
    assert lay_out(node, 0.0, 0.0, 40.0, height_of(node, 40.0, floor=12.0), 12.0).faults == ()


@pytest.mark.parametrize("valign", ["top", "middle", "bottom"])
@pytest.mark.parametrize(("font", "text"), [("display", "Player aid"), ("body", "Happy journey"),
                                            ("body-bold", "Ÿgypt Åå")])
def test_a_text_box_holds_its_ink_however_it_is_set_in_it(font, text, valign):
    """The engine sizes a text's box for its ink as the text is placed in it: a centred line's capitals sit
    mid-box, so its descenders need room under them that a box as tall as the line has not."""
    from pnp.scene.layout_check import SafeArea, check_page
    from pnp.scene.model import Page
    from pnp.scene.text import text_height

    tight = text_height(font, 15)  # as tall as the line: what the engine gave a heading before
    row = b.Row(height=tight, children=(b.Words(text=text, font=font, size=15, least=8, valign=valign, wrap=False,
                                                grow=1),))
    page = Page(80, 40, lay_out(row, 5, 5, 70, tight).fitted("the heading"), label="card")
    assert not check_page(page, "card", floor=0, safe=SafeArea(3))


def test_words_laid_out_in_a_locale_are_measured_as_translated_and_grow_their_box():
    """In the pseudo-locale the layout sets the longer strings before measuring them: the first text's box
    grows with its lines and the next text moves down, where the English layout pseudo-localised as drawn
    overflows its box onto the next."""
    from pnp.scene.layout_check import SafeArea, check_page
    from pnp.scene.model import Page
    from pnp.scene.pseudo import pseudo, pseudo_locale, pseudo_page

    col = b.Column(gap=1.0, children=(words(LONG, least=6), words("Next, the solo rules.")))
    with pseudo_locale():
        laid = lay_out(col, 5, 5, 50, 120).fitted("the column")
    first, second = laid
    assert isinstance(first, Text) and isinstance(second, Text)
    assert first.text == pseudo(LONG) and second.y >= first.y + first.height - EPS
    assert not layout_text(first).overflow
    assert not check_page(Page(60, 130, laid, label="aid"), "aid", floor=0, safe=SafeArea(3))
    english = pseudo_page(Page(60, 130, lay_out(col, 5, 5, 50, 120).fitted("the column"), label="aid"))
    assert check_page(english, "aid", floor=0, safe=SafeArea(3))  # what the locale is for
    assert pseudo(first.text) == first.text  # pseudo_page leaves what the locale set


def test_a_grid_share_is_never_narrower_than_its_longest_word():
    """As in CSS grid, an Fr column takes at least its longest word from the other shares, so no word is cut
    between letters while the grid has the room."""
    from pnp.fonts import metrics
    from pnp.scene.text import PT

    cells = (words("Card", size=8), words("Extraordinary", size=8, least=8), words("Easy", size=8))
    grid = b.Grid(columns=(b.Fr(), b.Fr(), b.Fr()), cells=cells, gap=1.0)
    laid = lay_out(grid, 0, 0, 45, 20)
    assert not laid.faults
    wide = next(t for t in laid.items if isinstance(t, Text) and t.text == "Extraordinary")
    assert wide.width >= metrics("body").string_width("Extraordinary", 8) * PT - EPS
    assert all(layout_text(t).lines[0].text == t.text for t in laid.items if isinstance(t, Text))
    assert lay_out(grid, 0, 0, 20, 20).faults  # no room for it: said, not cut


def test_room_keeps_space_for_a_longer_translation_in_width_and_in_lines():
    """``Words(room=r)``: its natural width is r more, and it takes the lines a text r longer would, so a
    translation half as long again still fits the box the layout gave the English."""
    from dataclasses import replace

    from pnp.scene.arrange import height_of
    from pnp.scene.pseudo import pseudo
    from pnp.scene.text import text_width

    label = b.Words(text="Campaign", font="body-bold", size=9, wrap=False, room=0.7)
    row = b.Row(gap=2, children=(label, b.Words(text="hint", grow=1)))
    laid = lay_out(row, 0, 0, 100, 10)
    text = next(i for i in laid.items if isinstance(i, Text) and i.text == "Campaign")
    assert text.width >= 1.69 * text_width("Campaign", "body-bold", 9)  # the label and room for a translation
    hint = b.Words(text="write your score after each of three games", size=7, room=0.7)
    tall = height_of(hint, 50)
    laid = lay_out(b.Column(children=(hint, b.Box(grow=1))), 0, 0, 50, 100)
    box = next(i for i in laid.items if isinstance(i, Text))
    assert tall > height_of(b.Words(text=hint.text, size=7), 50)  # a line more than the English needs
    assert not layout_text(replace(box, text=pseudo(box.text))).overflow


def test_a_word_cut_between_letters_does_not_fit_so_the_text_shrinks_first_and_grows_its_box_at_the_floor():
    """A word no dictionary breaks, wider than its box at 10 pt but not at 7: set at a smaller size on one line,
    not cut between its letters at 10 pt; with 9 pt as the floor it is cut, and the setting says it does not fit
    (the box must grow), never that a broken word fits."""
    from pnp.fonts import metrics
    from pnp.scene.text import PT
    from pnp.scene.words import set_text

    word = "Zzyzzyvaqq"
    width = metrics("body").string_width(word, 8.0) * PT + 0.05  # holds the word at 8 pt, not at 10
    shrunk = set_text(word, "body", 10.0, 5.0, width, 50.0, lang="en")
    assert shrunk.lines == (word,) and shrunk.size <= 8.0 and shrunk.fits
    floored = set_text(word, "body", 10.0, 9.0, width, 50.0, lang="en")
    assert len(floored.lines) > 1 and not floored.fits


def test_a_text_given_its_least_height_fits_at_the_smallest_size_its_steps_reach():
    """Sizes step down a quarter point from 13 pt, so with a least of 12.1 pt the smallest reached is 12.25 pt.
    A column short of room shares the shortfall down to each child's least: the text's least must be what it
    takes at 12.25 pt. Measured at 12.1 pt, it promises a line fewer than any size the text can take, the
    column gives it too little and the layout does not fit, though the spacer beside it could give way."""
    from pnp.scene.words import set_text

    text = "A sixty character author name that keeps going on and on here"
    width = next(w / 10 for w in range(200, 1200)  # a width where 12.25 pt takes a line more than 12.1 pt
                 if len(set_text(text, "body", 12.25, 12.25, w / 10, 1e9).lines)
                 > len(set_text(text, "body", 12.1, 12.1, w / 10, 1e9).lines))
    tall = set_text(text, "body", 12.25, 12.25, width, 1e9).height
    column = b.Column(children=(b.Words(text=text, size=13.0, least=12.1), b.Box(height=100.0)))
    laid = lay_out(column, 0.0, 0.0, width, tall + 1.0)  # the text at 12.25 pt fits; the spacer gives way
    assert not laid.faults
    assert next(i for i in laid.items if isinstance(i, Text) and i.text == text).size == 12.25
