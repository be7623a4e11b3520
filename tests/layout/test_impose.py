"""Imposition as the presets say: back sheets that register with their fronts, one component per page."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.catalog import COMPONENT_BLEED, component, paper
from pnp.games.labyrinth.tokens import speed_tokens
from pnp.layout.impose import component_sheets, deck_pages
from pnp.layout.presets import load_preset
from pnp.parts import ComponentSet
from pnp.scene.model import Group


def test_every_back_sheet_registers_with_its_front_sheet():
    fronts, back = speed_tokens()
    part = ComponentSet("Speed tokens", "speed", tuple(fronts), (back,))
    sheet = paper("a4")
    for flip in ("long", "short"):
        pages, duplex = component_sheets(part, replace(load_preset("home"), duplex=flip), sheet)
        assert duplex and len(pages) == 2
        f = [g.transform for g in pages[0].items if isinstance(g, Group)]
        b = [g.transform for g in pages[1].items if isinstance(g, Group)]
        assert len(f) == len(b) == len(fronts)  # every token placed on both sides
        d = component("token-25").width
        for tf, tb in zip(f, b):
            if flip == "long":
                assert tb.e == pytest.approx(sheet.width - tf.e - d) and tb.f == pytest.approx(tf.f)
            else:
                assert tb.f == pytest.approx(sheet.height - tf.f - d) and tb.e == pytest.approx(tf.e)


def test_the_png_preset_gives_825_by_1125_pixels_for_a_poker_card():
    from pnp.games.labyrinth.cards import ObjectiveCard, Row
    from pnp.games.labyrinth.draw import card_back, card_front
    from pnp.render.pdf import render_pdf
    from pnp.render.png import rasterise
    from pnp.scene.model import Document

    size = component("poker-card")
    card = ObjectiveCard("E1", "easy", "A", (Row("per", 1, symbol="gem"),))
    part = ComponentSet("cards", "cards", (card_front(card, size),), (card_back("easy", size),))
    preset = load_preset("png-cards")
    pages = deck_pages(part, preset)
    images = rasterise(render_pdf(Document(tuple(pages))), pages, dpi=300, area="bleed")
    assert [im.size for im in images] == [(825, 1125), (825, 1125)]
    assert pages[0].bleed == pytest.approx(COMPONENT_BLEED)


def test_a_designer_document_takes_the_one_bleed_it_is_given():
    """Issue 27, item 2: under a print shop's preset designer.pdf has the preset's bleed on every page."""
    from pnp.layout.impose import designer_document
    from pnp.parts import DocPages
    from pnp.scene.model import Page

    parts = [DocPages("Report", "report", (Page(210, 297, (), bleed=0.0),)),
             DocPages("Appendix", "appendix", (Page(105, 148, (), bleed=3.0), Page(105, 148, (), bleed=3.0)))]
    doc = designer_document(parts, "Game", bleed=25.4 / 8)
    assert doc is not None and {p.bleed for p in doc.pages} == {25.4 / 8}
    as_drawn = designer_document(parts, "Game")
    assert as_drawn is not None and [p.bleed for p in as_drawn.pages] == [0.0, 3.0, 3.0]
