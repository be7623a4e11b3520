"""The desperation cards: every card's words fit it, and so do the words of the common back."""

from __future__ import annotations

from maze_tiles_helpers import said, texts

from pnp.games.maze_tiles import desperation_cards
from pnp.scene.text import layout_text


def test_every_desperation_card_text_fits_its_card(content):
    for card in content.cards:
        page = desperation_cards.desperation_front(card)
        words = [said(t) for t in texts(page)]
        assert card.title in words and card.text in words
        assert (card.reaction in words) if card.reaction else not any("REACTION" == w for w in words)
        for t in texts(page):
            assert not layout_text(t).overflow, f"{card.id}: {t.text!r}"
    back = desperation_cards.desperation_back()
    assert all(not layout_text(t).overflow for t in texts(back))
    assert desperation_cards.desperation_cards().count(back) == 0
