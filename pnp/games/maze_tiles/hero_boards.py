"""The hero boards: A5 landscape, one per hero, with every action a key or wound token may cover.

The first row holds the first five common actions; the second the rest, the
hero's own action (two boxes wide) and the empty key slot; the bottom row the
always-available actions and the action pool.
"""

from __future__ import annotations

from pnp.games.maze_tiles.content import Action, Hero, load_content
from pnp.games.maze_tiles.costs import cost_items, token_glyph
from pnp.games.maze_tiles.palette import HERO_RGB, INK, MUTED, PANEL, PANEL_LINE, PARCHMENT, darker, ink_on
from pnp.games.maze_tiles.sizes import BLEED, BOARD_SAFE, MIN_TEXT, sizes
from pnp.games.maze_tiles.specs import ComponentSpec
from pnp.parts import ComponentSet
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, circle, rounded_rect

HERO_BOARDS = ComponentSpec("Hero boards", "hero-boards", "hero boards", lambda: sizes().hero_board,
                            two_sided=False)
SPECS = (HERO_BOARDS,)  # what component_sets() draws

BOX = Color.hex("#fcf9f2")  # an action's box

BOARD_COLS = 5
BOARD_GAP = 3.0
BOARD_BAND = 24.0
BOX_H = 37.0


def box_width() -> float:
    """The width of one action box (five to a row)."""
    return (sizes().hero_board.width - 2 * BOARD_SAFE - (BOARD_COLS - 1) * BOARD_GAP) / BOARD_COLS


def action_box(action: Action, x: float, y: float, w: float, h: float, *, accent: Color | None = None,
               label: str | None = None) -> list[Item]:
    """One action on a hero board: name, cost tokens and what it does; a key token may cover it."""
    line_color = accent or PANEL_LINE
    items: list[Item] = [rounded_rect(x, y, w, h, 2.0, Style(fill=BOX, stroke=line_color,
                                                               width=1.0 if accent else 0.4))]
    items.append(Icon("key", x + w - 5.2, y + 1.4, 3.6, PANEL_LINE))  # a key token may go here
    top = y + 2.4
    if label:
        items.append(Text(label, x + 2.5, top, w - 10, 3.2, font="body-bold", size=6, color=accent or MUTED,
                          wrap=False, min_size=MIN_TEXT, align="center" if w < 50 else "left"))
        top += 3.3
    items.append(Text(action.name, x + 2.5, top, w - 5, 5.0, font="body-black", size=9, color=INK,
                      align="center", valign="middle", wrap=False, min_size=MIN_TEXT))
    glyph = 6.0
    cy = top + 6.0
    items += cost_items(action.cost, x + w / 2, cy, glyph)
    ty = cy + glyph + 1.8
    items.append(Text(action.text, x + 2.5, ty, w - 5, y + h - 2.0 - ty, size=6.8, color=INK, align="center",
                      valign="middle", leading=1.15, min_size=MIN_TEXT))
    return items


def _empty_slot(x: float, y: float, w: float, h: float) -> list[Item]:
    cx, cy = x + w / 2, y + h / 2
    r = sizes().key_token.width / 2
    return [
        rounded_rect(x, y, w, h, 2.0, Style(fill=PANEL, stroke=PANEL_LINE, width=0.4, dash=(1.6, 1.0))),
        circle(cx, cy, r, Style(fill=BOX, stroke=PANEL_LINE, width=0.5, dash=(1.2, 1.0))),
        Icon("key", cx - 4.5, cy - 11.5, 9.0, PANEL_LINE),
        Text("Empty key slot", cx - 12, cy - 1.5, 24, 4, font="body-black", size=8, color=MUTED, align="center",
             valign="middle", wrap=False, min_size=MIN_TEXT),
        Text("Keep one key here: it covers no action.", cx - 11.5, cy + 3.2, 23, 7, size=6, color=MUTED,
             align="center", leading=1.15, min_size=MIN_TEXT),
    ]


def _always_box(action: Action, x: float, y: float, w: float, h: float) -> list[Item]:
    items: list[Item] = [rounded_rect(x, y, w, h, 2.0, Style(fill=PANEL, stroke=INK, width=0.6))]
    pad = 3.0
    items.append(Text(action.name, x + pad, y + 2.5, w - 2 * pad, 5.0, font="body-black", size=9.5, color=INK,
                      valign="middle", wrap=False, min_size=MIN_TEXT))
    glyph = 6.0
    cost_w = 16.0
    items += cost_items(action.cost, x + w - pad - cost_w / 2, y + 2.0, glyph)
    items.append(Text(action.text, x + pad, y + 10.0, w - 2 * pad, h - 17.5, size=7, color=INK, valign="middle",
                      leading=1.15, min_size=MIN_TEXT))
    items.append(Text("Always available: keys and wounds never cover it.", x + pad, y + h - 6.5, w - 2 * pad, 4.0,
                      font="body-italic", size=6, color=MUTED, wrap=False, min_size=MIN_TEXT))
    return items


def _pool_box(x: float, y: float, w: float, h: float) -> list[Item]:
    pad = 3.0
    items: list[Item] = [
        rounded_rect(x, y, w, h, 2.0, Style(stroke=INK, width=0.5, dash=(2.0, 1.2))),
        Text("Action pool", x + pad, y + 2.5, w - 2 * pad - 16, 5.0, font="body-black", size=9.5, color=INK,
             valign="middle", wrap=False, min_size=MIN_TEXT),
    ]
    items += token_glyph("hand", x + w - pad - 11.5, y + 5.0, 6.0)
    items += token_glyph("feet", x + w - pad - 3.0, y + 5.0, 6.0)
    items.append(Text("Keep your action tokens here. When you pass, discard what is left and take 7 new ones, "
                      "any mix of hand and feet.", x + pad, y + 10.0, w - 2 * pad, h - 17.5, size=7, color=INK,
                      valign="middle", leading=1.15, min_size=MIN_TEXT))
    gy = y + h - 6.5
    items += token_glyph("any", x + pad + 2.0, gy + 2.0, 4.0)
    items.append(Text("= tokens of either kind", x + pad + 5.0, gy, w - 2 * pad - 5.0, 4.0, font="body-italic",
                      size=6, color=MUTED, valign="middle", wrap=False, min_size=MIN_TEXT))
    return items


def hero_board(hero: Hero) -> Page:
    content = load_content()
    board = sizes().hero_board
    w, h, s = board.width, board.height, BOARD_SAFE
    color = HERO_RGB[hero.color]
    fg = ink_on(color)
    items: list[Item] = [
        bleed_rect(w, h, BLEED, PARCHMENT),
        bleed_band(w, BOARD_BAND, BLEED, color),
        circle(s + 10.5, BOARD_BAND / 2, 10.0, Style(fill=PARCHMENT, stroke=darker(color, 0.3), width=0.8)),
        Icon(hero.icon, s + 10.5 - 7.5, BOARD_BAND / 2 - 7.5, 15.0, color),
        Text(hero.name, s + 24, s, 80, 10, font="display", size=22, color=fg, valign="middle", wrap=False,
             min_size=12),
        Text(hero.title, s + 24, s + 10.5, 80, 5, font="body-italic", size=9.5, color=fg, wrap=False,
             min_size=MIN_TEXT),
        Text(hero.description, 112, s, w - s - 112, BOARD_BAND - s - 2.0, size=7.5, color=fg, valign="middle",
             leading=1.15, min_size=MIN_TEXT),
    ]
    bw = box_width()
    top = BOARD_BAND + 3.5
    actions = list(content.board_actions)
    # first row: the first five common actions; second row: the rest, the special (two wide), the empty slot
    slots: list[tuple[str, Action | None]] = [("action", a) for a in actions]
    slots += [("special", hero.special), ("empty", None)]
    col = 0
    row = 0
    for kind, payload in slots:
        span = 2 if kind == "special" else 1
        if col + span > BOARD_COLS:
            col, row = 0, row + 1
        x = s + col * (bw + BOARD_GAP)
        y = top + row * (BOX_H + BOARD_GAP)
        bw_span = span * bw + (span - 1) * BOARD_GAP
        if payload is None:  # the empty slot
            items += _empty_slot(x, y, bw_span, BOX_H)
        elif kind == "special":
            items += action_box(payload, x, y, bw_span, BOX_H, accent=darker(color, 0.1),
                                label=f"{hero.name}'s own action")
        else:
            items += action_box(payload, x, y, bw_span, BOX_H)
        col += span
    bottom = top + (row + 1) * (BOX_H + BOARD_GAP) + 0.5
    bh = h - s - bottom
    always = list(content.always_actions)
    aw = 61.0
    for i, a in enumerate(always):
        items += _always_box(a, s + i * (aw + BOARD_GAP), bottom, aw, bh)
    px = s + len(always) * (aw + BOARD_GAP)
    items += _pool_box(px, bottom, w - s - px, bh)
    return Page(w, h, tuple(items), bleed=BLEED, label=f"hero board {hero.color}")


def hero_boards() -> list[Page]:
    return [hero_board(h) for h in load_content().heroes]


def component_sets() -> list[ComponentSet]:
    """One board per hero, one-sided."""
    return [HERO_BOARDS.with_pages(hero_boards())]
