"""The tokens: key tokens by colour, action and wound tokens told apart."""

from __future__ import annotations

from collections import Counter

from maze_tiles_helpers import icons, said, texts

from pnp.games.maze_tiles import palette, tokens
from pnp.games.maze_tiles.model import KEY_COLORS
from pnp.games.maze_tiles.sizes import sizes


def test_sixteen_key_tokens_four_per_colour(content):
    assert len(content.keys) == 16
    assert Counter(k.color for k in content.keys) == {c: 4 for c in KEY_COLORS}
    assert len({k.action.name for k in content.keys}) == 16
    pages = tokens.key_tokens()
    assert len(pages) == 16
    for key, page in zip(content.keys, pages):
        words = [said(t) for t in texts(page)]
        assert key.action.name in words and key.action.text in words
        assert page.items[0].style.fill == palette.KEY_RGB[key.color]  # the key colour, edge to edge
    backs = tokens.key_token_backs()
    assert len({b for b in backs}) == 4  # one back per colour, shared by its four tokens


def test_action_and_wound_tokens_are_told_apart_by_colour_icon_and_shape():
    hand, feet, wound = tokens.action_token("hand"), tokens.action_token("feet"), tokens.wound_token()
    assert [i.name for i in icons(hand)] == ["hand"] and [i.name for i in icons(feet)] == ["feet"]
    assert [i.name for i in icons(wound)] == ["wound"]
    assert len({hand.items[0].style.fill, feet.items[0].style.fill, wound.items[0].style.fill}) == 3
    assert sizes().action_token.shape == "circle" and sizes().wound_token.shape == "rect"
