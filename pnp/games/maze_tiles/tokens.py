"""The tokens: key tokens (an action in front, the key colour behind), hand and feet action tokens, wound
tokens and wall tokens, as many as data/kit.toml counts.

A key token is round (32 mm) while every key's words hold there at the text floor, else the card of the hero
board's action box it lies over (:func:`key_size_on`); the board grows until its key tokens hold too."""

from __future__ import annotations

import math

from pnp.catalog import Component, Paper
from pnp.errors import PnpError
from pnp.games.maze_tiles.content import KeyToken, load_content
from pnp.games.maze_tiles.costs import cost_items
from pnp.games.maze_tiles.dice_nets import CUT_LINE
from pnp.games.maze_tiles.palette import (
    FEET,
    HAND,
    INK,
    KEY_RGB,
    PARCHMENT,
    STONE,
    STONE_JOINT,
    STONE_LIGHT,
    WOUND,
    darker,
    ink_on,
    key_shape,
    key_shape_icon,
)
from pnp.games.maze_tiles.sizes import BLEED, MIN_TOKEN_TEXT, rungs, sizes
from pnp.games.maze_tiles.specs import ComponentSpec
from pnp.i18n import N_, _
from pnp.parts import ComponentSet
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.color import WHITE, Color
from pnp.scene.glyph_ink import icon_box
from pnp.scene.locale import per_locale
from pnp.scene.model import Icon, Item, Page, Style
from pnp.scene.shapes import bleed_rect, brick_joints, circle, rect, rounded_rect

HAND_TOKENS = ComponentSpec(N_("Hand action tokens"), "hand-tokens", "hand tokens", lambda floor: sizes().action_token,
                            two_sided=True, care="sturdy")
FEET_TOKENS = ComponentSpec(N_("Feet action tokens"), "feet-tokens", "feet tokens", lambda floor: sizes().action_token,
                            two_sided=True, care="sturdy")
WOUND_TOKENS = ComponentSpec(N_("Wound tokens"), "wound-tokens", "wound tokens", lambda floor: sizes().wound_token,
                             two_sided=True, care="sturdy")
WALL_TOKENS = ComponentSpec(N_("Wall tokens"), "wall-tokens", "wall tokens", lambda floor: sizes().wall_token,
                            two_sided=True, care="sturdy")
KEY_TOKENS = ComponentSpec(N_("Key tokens"), "key-tokens", "key tokens", lambda floor: key_size(floor),
                           two_sided=True, rungs=lambda: key_sizes(), care="sturdy")
SPECS = (HAND_TOKENS, FEET_TOKENS, WOUND_TOKENS, WALL_TOKENS, KEY_TOKENS)  # what component_sets() draws
# i18n: the name of a key colour, on the back of its key tokens (one word, capitalised)
KEY_COLOUR_NAME = {"amber": N_("Amber"), "jade": N_("Jade"), "azure": N_("Azure"), "crimson": N_("Crimson")}


# --- key tokens ----------------------------------------------------------------------

KEY_INNER_R = 12.6  # the parchment disc the words sit on


def key_badge(color: str, cx: float, cy: float, r: float, fill: Color | None = None,
              icon: Color = WHITE) -> list[Item]:
    """A key in its colour's shape (palette.KEY_SHAPE), the mark every key token carries, front and back."""
    return [key_shape(color, cx, cy, r, Style(fill=fill or KEY_RGB[color])),
            Icon("key", *key_shape_icon(color, cx, cy, r), icon)]


def key_token_box(key: KeyToken, floor: float, round_: bool) -> b.Column:
    """A key token's words, as on a hero board's action box: its colour's key and the action's name (wrapped
    where it is long), the cost, and what it does, no word under ``floor`` pt. On a round token the key heads the
    disc and the words keep to their designed lines, which stay inside it; on a card the key sits beside the
    name and the words take the room left, centred."""
    badge_r = 2.5 if round_ else 2.9
    glyph = max(3.8, floor / 2)  # the cost's tokens: tall enough for "free" or "passive" at the floor

    def badge(x: float, y: float, w: float, h: float) -> list[Item]:  # its colour's shape, as on every key token
        return key_badge(key.color, x + w / 2 if round_ else x + badge_r, y + h / 2, badge_r)

    def cost(x: float, y: float, w: float, h: float) -> list[Item]:
        return cost_items(key.action.cost, x + w / 2, y + (h - glyph) / 2, glyph, min_size=MIN_TOKEN_TEXT,
                          floor=floor)

    name = b.Words(text=key.action.name, font="body-black", size=7, least=MIN_TOKEN_TEXT, color=INK,
                   text_align="center" if round_ else "left", valign="middle", leading=1.0, grow=1,
                   name="action's name")
    head: tuple[b.Box, ...]
    if round_:
        head = (b.Art(draw=badge, height=2 * badge_r, shrink=0), b.Box(height=0.6, shrink=0),
                b.Row(height=3.6, children=(b.Box(width=0.9, shrink=0), name, b.Box(width=0.9, shrink=0))))
    else:
        head = (b.Row(gap=1.0, min_height=6.5, children=(b.Art(draw=badge, width=2 * badge_r, shrink=0), name)),)
    return b.Column(children=(
        *head,
        b.Box(height=0.3 if round_ else 1.0, min_height=0.3),
        b.Art(draw=cost, height=glyph if round_ else max(glyph, 6.0), shrink=0, name="cost"),
        b.Box(height=0.4 if round_ else 1.5, min_height=0.4),
        b.Words(text=key.action.text, size=5.2, least=MIN_TOKEN_TEXT, color=INK, text_align="center",
                valign="top" if round_ else "middle", leading=1.1, grow=1, name="action's words"),
    ), name=f"key token {key.token_id}")


def key_token(key: KeyToken, floor: float = 0.0, size: Component | None = None) -> Page:
    """A key token's face: its action (name, cost, words) on a parchment panel in the key's colour, no word under
    ``floor`` pt: a disc on the round token, the safe area on the card a floor asks for (the size of the hero
    board's action box it covers); ``size``: the token's (by default, the floor's)."""
    size = size or key_size(floor)
    w, h = size.width, size.height
    color = KEY_RGB[key.color]
    panel = Style(fill=PARCHMENT, stroke=darker(color, 0.25), width=0.5)
    round_ = size.shape == "circle"
    if round_:
        c = w / 2
        # 18.2 mm: every action's words on three lines at 5.2 pt, the lowest still 0.6 mm inside the disc each side
        art: list[Item] = [circle(c, c, KEY_INNER_R, panel)]
        room = (c - 9.1, 4.1, 18.2, 20.7)
    else:
        s = size.safe  # the parchment panel: the safe area; the key colour: to the bleed
        art = [rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.0, panel)]
        room = (s + 1.2, s + 0.8, w - 2 * s - 2.4, h - 2 * s - 1.6)
    words = lay_out(key_token_box(key, floor, round_), *room, floor).fitted(
        f"key token {key.token_id} ({w:g} × {h:g} mm) at {max(floor, MIN_TOKEN_TEXT):g} pt")
    cut = [circle(c, c, c, CUT_LINE)] if round_ else []  # a round token: the line to cut along
    return Page(w, h, (bleed_rect(w, h, BLEED, color), *art, *words, *cut), bleed=BLEED,
                label=f"key {key.token_id}")


def key_token_back(color_name: str, floor: float = 0.0, size: Component | None = None) -> Page:
    """The back of the key tokens of one colour: face down they show only their colour, its key over its name
    (on the card a floor asks for, inside a frame where the front's panel is)."""
    size = size or key_size(floor)
    w, h = size.width, size.height
    color = KEY_RGB[color_name]
    if size.shape == "circle":
        c = w / 2
        frame: list[Item] = []
        badge, name = (c, c - 4.0, 7.4), (c - 8, c + 6.0, 16.0, 4.0, 7.0)
    else:
        s = size.safe
        frame = [rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.0, Style(stroke=PARCHMENT, width=0.6))]
        # as designed for the 52 mm card of the 260 × 190 mm board, in proportion on a shorter one
        badge, name = (w / 2, h * 17 / 52, 10.0 * min(1.0, h / 52)), (3.0, h * 31 / 52, w - 6, 9.0, 16.0)
    x, y, nw, nh, pt = name
    words = b.Words(text=_(KEY_COLOUR_NAME[color_name]), font="body-black", size=pt, least=MIN_TOKEN_TEXT,
                    color=ink_on(color), text_align="center", valign="middle", wrap=False, name="colour")
    return Page(w, h, (bleed_rect(w, h, BLEED, color), *frame, *key_badge(color_name, *badge, PARCHMENT, color),
                       *lay_out(words, x, y, nw, nh, floor).fitted(f"the {color_name} key tokens' back")),
                bleed=BLEED, label=f"key back {color_name}")


def key_tokens(floor: float = 0.0) -> list[Page]:
    return [key_token(k, floor) for k in load_content().keys]


def key_token_backs(floor: float = 0.0) -> list[Page]:
    """One back per key token (the back of its colour), in the order of key_tokens()."""
    return [key_token_back(k.color, floor) for k in load_content().keys]


@per_locale(maxsize=32)
def key_holds_on(size: Component | Paper, floor: float) -> bool:
    """Whether every key token's face and back hold their words on ``size`` (the round token, or the card of a
    hero board of that size) at ``floor`` pt."""
    token = size if isinstance(size, Component) and size.shape == "circle" else key_card(size)
    try:
        for k in load_content().keys:
            key_token(k, floor, token), key_token_back(k.color, floor, token)
    except PnpError:
        return False
    return True


def key_card(board: Component | Paper) -> Component:
    """The key token as a card: as large as the action box of ``board`` it lies over, so it covers its words."""
    from pnp.games.maze_tiles.hero_boards import box_width, look_for

    return Component(f"key-card-{board.key}", "Key token, card", round(box_width(board) - 0.6, 1),
                     look_for(board).box_h, "rect", 2.5, 3.0)


def key_size_on(board: Component | Paper, floor: float) -> Component:
    """The key token laid over an action box of ``board`` at ``floor`` pt: round while its words hold there, else
    the card of that box."""
    round_ = sizes().key_token
    return round_ if key_holds_on(round_, floor) else key_card(board)


def key_size(floor: float = 0.0) -> Component:
    """The key tokens' size at ``floor`` pt: on the hero boards drawn at that floor."""
    from pnp.games.maze_tiles.hero_boards import board_size

    return key_size_on(board_size(floor), floor)


def key_sizes() -> tuple[Component, ...]:
    """The sizes a key token may take: round, or the card of each size of hero board."""
    return (sizes().key_token, *(key_card(board) for board in rungs("hero_board")))


# --- plain tokens -----------------------------------------------------------------------

def wall_token() -> Page:
    w, h = sizes().wall_token.width, sizes().wall_token.height
    return Page(w, h, (bleed_rect(w, h, BLEED, STONE),
                       brick_joints(-BLEED, -BLEED + 0.5, w + BLEED, h + BLEED, 3.5, 7.0, STONE_JOINT, width=0.3),
                       rect(0.6, 0.6, w - 1.2, h - 1.2, Style(stroke=STONE_LIGHT, width=0.4))), bleed=BLEED,
                label="wall token")


def wound_token() -> Page:
    w = sizes().wound_token.width
    return Page(w, w, (bleed_rect(w, w, BLEED, WOUND),
                       rounded_rect(1.5, 1.5, w - 3, w - 3, 2.0, Style(stroke=PARCHMENT, width=0.5)),
                       Icon("wound", w / 2 - 6.5, w / 2 - 6.5, 13.0, WHITE)), bleed=BLEED, label="wound token")


def icon_in_circle(name: str, c: float, r: float, size: float, color: Color) -> Icon:
    """The icon ``name`` ``size`` mm square centred on (c, c); if the box of its ink would reach out of the circle
    of radius ``r`` there, it is shrunk until it fits and centred on its ink instead (the feet's ink runs past the
    bottom of its square, so at 12 mm its box left a 19 mm token's safe circle by 0.8 mm)."""
    x0, y0, x1, y1 = icon_box(name)
    reach = math.hypot(x1 - x0, y1 - y0) / 2  # the ink box's half diagonal, per mm of icon
    centre = ((x0 + x1) / 2, (y0 + y1) / 2)
    if math.hypot(max(abs(x0 - 0.5), abs(x1 - 0.5)), max(abs(y0 - 0.5), abs(y1 - 0.5))) * size <= r:
        return Icon(name, c - size / 2, c - size / 2, size, color)
    size = r / reach
    return Icon(name, c - centre[0] * size, c - centre[1] * size, size, color)


def action_token(kind: str) -> Page:
    token = sizes().action_token
    d = token.width
    c = d / 2
    color, icon = (HAND, "hand") if kind == "hand" else (FEET, "feet")
    return Page(d, d, (
        bleed_rect(d, d, BLEED, color),
        circle(c, c, c - 1.4, Style(stroke=WHITE, width=0.5)),
        icon_in_circle(icon, c, c - token.safe, 12.0, WHITE),
        circle(c, c, c, CUT_LINE),  # a round token: the line to cut along
    ), bleed=BLEED, label=f"{kind} token")


def component_sets(floor: float = 0.0) -> list[ComponentSet]:
    """Hand, feet, wound, wall and key tokens: one common back each, but one back per key token (its colour); only
    the key tokens carry words, so only they change with the text floor (``floor`` pt). A plain token is drawn
    once, for its every copy (as many as data/kit.toml counts) and its back."""
    counts = load_content().counts
    plain = ((HAND_TOKENS, action_token("hand"), "hand_tokens"), (FEET_TOKENS, action_token("feet"), "feet_tokens"),
             (WOUND_TOKENS, wound_token(), "wound_tokens"), (WALL_TOKENS, wall_token(), "wall_tokens"))
    return [*(spec.with_pages([page] * counts[key], (page,)) for spec, page, key in plain),
            KEY_TOKENS.with_pages(key_tokens(floor), key_token_backs(floor))]
