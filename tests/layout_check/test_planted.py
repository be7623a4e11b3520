"""The layout checker finds each kind of fault planted on a clean card, naming the component and the text, and
nothing on the clean card itself: art on purpose (a background to the bleed, a border in the margin, text on a
panel, two icons side by side) is no fault."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.layout_check import OVERFLOW, OVERLAP, SMALL_TEXT, UNSAFE, Finding, SafeArea, check_page
from pnp.scene.model import Group, Icon, Item, Page, Style, SymbolDef, Text, Use
from pnp.scene.shapes import bleed_rect, circle, rect
from pnp.scene.text import layout_text

W, H = 63.5, 88.9  # a poker card
SAFE = SafeArea(3.0)
INK = Color(0.1, 0.1, 0.1)
PANEL = Color(0.9, 0.85, 0.7)
NAME = "Objective cards #3 (card E3)"


def clean_items() -> tuple[Item, ...]:
    return (
        bleed_rect(W, H, 3.175, Color(0.97, 0.95, 0.9)),  # a background into the bleed
        rect(1.5, 1.5, W - 3, H - 3, Style(stroke=INK, width=0.3)),  # a border between the safe line and the trim
        rect(5, 5, W - 10, 14, Style(fill=PANEL)),  # a panel the title stands on
        Text("Collect the gems", 6, 6, W - 12, 12, size=11, align="center", valign="middle"),
        Icon("gem", 6, 25, 10),
        Icon("sword", 17, 25, 10),  # two icons side by side (and they may touch: art is not text)
        Text("Score one point for each gem you carry out.", 6, 40, W - 12, 20, size=8),
        Group((Text("Par: 6", 0, 0, 30, 8, size=10),), Affine.translate(6, 70)),
    )


def card(*extra: Item, items: tuple[Item, ...] | None = None) -> Page:
    return Page(W, H, (items if items is not None else clean_items()) + extra, bleed=3.175, label="card E3")


def check(page: Page, floor: float = 5.0) -> list[Finding]:
    return check_page(page, NAME, floor=floor, safe=SAFE)


def only(found: list[Finding], kind: str) -> list[Finding]:
    return [f for f in found if f.kind == kind]


def test_the_clean_card_has_no_finding():
    assert check(card()) == []


def test_a_text_whose_ink_leaves_its_box_is_reported_with_its_component_and_text():
    long = Text("Carry the treasure out", 6, 62, 20, 5, size=8, wrap=False)
    assert layout_text(long).lines[0].width > long.width  # the planted fault: one unbreakable line, too wide
    found = check(card(long))
    assert [(f.kind, f.where, f.text) for f in found] == [(OVERFLOW, NAME, "Carry the treasure out")]
    assert "right edge of its box" in found[0].detail


def test_text_spilling_below_its_box_is_reported():
    tall = Text("one two three four five six seven eight", 6, 62, 25, 4, size=8)
    assert layout_text(tall).overflow
    found = only(check(card(tall)), OVERFLOW)
    assert [f.text for f in found] == ["one two three four five six seven eight"]
    assert "bottom edge" in found[0].detail


def test_a_word_cut_between_letters_is_reported_though_its_ink_stays_in_the_box():
    cut = Text("Unbreakableword", 6, 62, 10, 20, size=8)
    lines = layout_text(cut).lines
    assert len(lines) > 1 and all(line.width <= cut.width + 1e-6 for line in lines)  # split, and inside the box
    found = only(check(card(cut)), OVERFLOW)
    assert len(found) == 1 and found[0].text == "Unbreakableword" and "cut between letters" in found[0].detail


def test_text_that_fits_exactly_is_not_reported():
    fits = Text("Par", 6, 62, 20, 6, size=8)
    assert not layout_text(fits).overflow and check(card(fits)) == []


def test_two_texts_overlapping_are_reported_once_naming_both():
    over = Text("Score one more", 6, 41, 40, 8, size=8)  # on top of the rules text's first line
    found = only(check(card(over)), OVERLAP)
    assert len(found) == 1
    f = found[0]
    assert f.where == NAME and {f.text, f.detail.split("'")[1]} == {
        "Score one point for each gem you carry out.", "Score one more"}


def test_a_text_over_an_icon_is_reported_naming_the_icon():
    found = only(check(card(Text("gem", 8, 27, 20, 6, size=9))), OVERLAP)
    assert [(f.text, "'gem'" in f.detail) for f in found] == [("gem", True)]


def test_text_on_a_shape_and_icons_on_each_other_are_not_overlaps():
    page = card(Icon("key", 20, 25, 10), rect(0, 60, 40, 10, Style(fill=PANEL)), Text("on a band", 6, 62, 30, 6))
    assert only(check(page), OVERLAP) == []


def test_text_under_the_floor_is_reported_at_its_printed_size_with_the_groups_scale_compounded():
    small = Group((Group((Text("fine print", 0, 0, 40, 10, size=10),), Affine.scale(0.6)),),
                  Affine.scale(0.5).then(Affine.translate(8, 62)))  # 10 pt × 0.6 × 0.5 = 3 pt on paper
    found = check(card(small), floor=5.0)
    assert [(f.kind, f.where, f.text) for f in found] == [(SMALL_TEXT, NAME, "fine print")]
    assert "3.00 pt" in found[0].detail
    assert only(check(card(small), floor=2.5), SMALL_TEXT) == []


def test_the_floor_sees_a_shrink_to_fit():
    shrunk = Text("A long line shrunk into a short box", 6, 62, 30, 5, size=9, min_size=4, wrap=False)
    assert layout_text(shrunk).size < 8
    assert [f.text for f in only(check(card(shrunk), floor=8), SMALL_TEXT)] == [shrunk.text]


def test_text_inside_a_symbol_is_checked_where_the_symbol_is_placed():
    sym = SymbolDef("badge", 20, 10, (Text("tiny", 0, 0, 20, 10, size=8),))
    page = card(Use("badge", Affine.scale(0.5).then(Affine.translate(20, 62))))
    assert [f.kind for f in check_page(page, NAME, floor=5, safe=SAFE, symbols={"badge": sym})] == [SMALL_TEXT]


def test_text_outside_the_safe_area_is_reported():
    edge = Text("Near the cut", 1.0, 62, 30, 6, size=8)
    found = check(card(edge))
    assert [(f.kind, f.text) for f in found] == [(UNSAFE, "Near the cut")]
    assert "left edge" in found[0].detail


def test_an_icon_in_the_margin_is_reported():
    found = check(card(Icon("skull", W - 4, H - 4, 3.5)))
    assert [(f.kind, "'skull'" in f.detail) for f in found] == [(UNSAFE, True)]


def test_art_crossing_the_safe_line_short_of_the_trim_is_reported_but_not_bleed_art_or_a_border():
    crossing = rect(10, 70, W - 11.5, 8, Style(fill=PANEL))  # from inside to 1.5 mm from the right trim
    found = check(card(crossing))
    assert [(f.kind, f.text) for f in found] == [(UNSAFE, "")] and "right edge" in found[0].detail
    band = rect(-3.175, 70, W + 6.35, 8, Style(fill=PANEL))  # a band across, into the bleed on both sides
    assert check(card(band)) == []


def test_a_round_component_has_a_round_safe_area():
    token = Page(25, 25, (circle(12.5, 12.5, 12.5, Style(stroke=INK, width=0.2)),  # its cut line on the trim
                          Icon("heart", 8, 8, 9)), bleed=3.175, label="token")
    rnd = SafeArea(2.0, round=True)
    assert check_page(token, "token", safe=rnd) == []
    # inside the square safe area, outside the round one: a corner of the icon's ink near the round cut
    corner = replace(token, items=(*token.items, Icon("heart", 3.2, 3.2, 6)))
    found = check_page(corner, "token", safe=rnd)
    assert [f.kind for f in found] == [UNSAFE] and "circle" in found[0].detail
    assert check_page(corner, "token", safe=SafeArea(2.0)) == []


def test_a_curved_paths_ink_is_its_curve_not_its_control_points():
    """A filled disc drawn with Béziers inside the round safe area is no fault (its control points lie 14 % past
    its rim); one whose curve itself crosses the safe line still is."""
    rnd = SafeArea(2.0, round=True)
    inside = Page(25, 25, (circle(12.5, 12.5, 10.0, Style(fill=PANEL)),), bleed=3.175, label="token")
    assert check_page(inside, "token", safe=rnd) == []
    crossing = Page(25, 25, (circle(12.5, 12.5, 11.0, Style(fill=PANEL)),), bleed=3.175, label="token")
    found = check_page(crossing, "token", safe=rnd)
    assert [f.kind for f in found] == [UNSAFE] and "0.50 mm" in found[0].detail


@pytest.mark.parametrize("kind", [OVERFLOW, OVERLAP, SMALL_TEXT, UNSAFE])
def test_every_finding_says_its_kind_component_and_text_in_one_line(kind):
    planted = {
        OVERFLOW: Text("Carry the treasure out", 6, 62, 20, 5, size=8, wrap=False),
        OVERLAP: Text("gem", 8, 27, 20, 6, size=9),
        SMALL_TEXT: Text("tiny words", 6, 62, 30, 6, size=4),
        UNSAFE: Text("Near the cut", 1.0, 62, 30, 6, size=8),
    }[kind]
    found = check(card(planted))
    assert [f.kind for f in found] == [kind]
    line = str(found[0])
    assert "\n" not in line and line.startswith(f"{NAME}: {kind}: ") and repr(planted.text) in line


def test_text_and_icons_a_clip_hides_are_not_checked():
    """A picture cropped to a frame (a kit cover's art) prints only inside the frame: what the clip hides is no
    overlap and no overflow."""
    from pnp.scene.shapes import rect as box

    hidden = Group((Text("Hidden under the crop", 0, 0, 10, 3, size=9, wrap=False), Icon("gem", 1, 0, 6)),
                   Affine.translate(6, 70), clip=box(45, 0, 10, 10, Style(fill=INK)))
    assert check(card(hidden)) == []
    shown = replace(hidden, clip=box(0, 0, 10, 10, Style(fill=INK)))
    assert {f.kind for f in check(card(shown))} == {OVERFLOW, OVERLAP}


def test_a_letter_on_a_disc_of_its_own_over_an_icon_is_a_badge_not_an_overlap():
    """A key with a letter in a disc over its corner (the notebook's colour cue) is layered on purpose: the disc,
    painted between them, hides the icon where the letter stands. Without the disc, the letter is on the icon."""
    letter = Text("C", 12.5, 31, 4, 4, size=9, align="center", valign="middle", font="body-bold")
    disc = circle(14.5, 33, 2.6, Style(fill=PANEL))
    assert check(card(disc, letter)) == []
    assert [(f.kind, f.text) for f in check(card(letter))] == [(OVERLAP, "C")]
    assert [f.kind for f in check(card(letter, disc))] == [OVERLAP]  # a disc painted after both is no ground for it


def test_a_round_letter_filling_its_disc_is_on_its_ground_though_its_box_corners_are_not():
    """The checker takes a text's ink as its lines' boxes: a "G" as big as the disc it stands on has box
    corners just outside the round disc, while the letter itself stays on it (the notebook's door letters on
    their padlocks). The disc still covers the letter: its curves are held by their control points, as the box
    holds the letter, so the icon under it is no overlap; without the disc it is."""
    from pnp.scene.glyph_ink import line_box
    from pnp.scene.text import PT

    letter = Text("G", 16, 24, 12, 12, size=24, align="center", valign="middle", font="body-bold")
    line = layout_text(letter).lines[0]
    x0, y0, x1, y1 = (v * 24 * PT / 1000 for v in line_box("body-bold", "G") or (0, 0, 0, 0))
    cx, cy = line.x + (x0 + x1) / 2, line.baseline + (y0 + y1) / 2
    half_diagonal = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 / 2
    disc = circle(cx, cy, 0.95 * half_diagonal, Style(fill=PANEL))  # the box's corners past the rim
    assert [f.kind for f in check(card(letter))] == [OVERLAP]  # on the sword icon
    assert check(card(disc, letter)) == []
