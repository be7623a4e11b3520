"""The player aids: A6, one per hero colour; the turn and the actions' costs in front, tile symbols,
the dice and wounds behind."""

from __future__ import annotations

import math

from pnp.games.maze_tiles.content import Hero, load_content
from pnp.games.maze_tiles.costs import cost_items
from pnp.games.maze_tiles.die_faces import blood_mini_face, minotaur_mini_face
from pnp.games.maze_tiles.model import SYMBOLS
from pnp.games.maze_tiles.palette import (
    HERO_RGB,
    INK,
    MUTED,
    PANEL,
    PARCHMENT,
    SYMBOL_ICON,
    SYMBOL_ICON_SCALE,
    SYMBOL_NAME,
    SYMBOL_RGB,
    WOUND,
    darker,
    ink_on,
)
from pnp.games.maze_tiles.sizes import AID_SAFE, BLEED, MIN_TEXT, sizes
from pnp.games.maze_tiles.specs import ComponentSpec
from pnp.parts import ComponentSet
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, circle, line, rect
from pnp.scene.text import measured_text

PLAYER_AIDS = ComponentSpec("Player aids", "player-aids", "player aids", lambda: sizes().player_aid, two_sided=True)
SPECS = (PLAYER_AIDS,)  # what component_sets() draws


def _heading(text: str, x: float, y: float, w: float, color: Color) -> tuple[list[Item], float]:
    hh = 4.6
    items: list[Item] = [Text(text, x, y, w, hh, font="body-black", size=8.5, color=color, valign="middle",
                              wrap=False, min_size=MIN_TEXT),
                         line(x, y + hh + 0.6, x + w, y + hh + 0.6, Style(stroke=color, width=0.35, cap="butt"))]
    return items, y + hh + 1.8


def _aid_band(w: float, color: Color, title: str, hero: Hero) -> list[Item]:
    band = 13.0
    fg = ink_on(color)
    return [
        bleed_band(w, band, BLEED, color),
        Text(title, AID_SAFE, 3.5, w - 2 * AID_SAFE - 12, band - 4.5, font="display", size=15, color=fg,
             valign="middle", wrap=False, min_size=8),
        Icon(hero.icon, w - AID_SAFE - 9.0, 2.5, 9.0, fg),
    ]


def _aid_ink(hero: Hero) -> Color:
    """The hero's colour for headings and marks on parchment (yellow darkened to read)."""
    color = HERO_RGB[hero.color]
    return darker(color, 0.15) if hero.color == "yellow" else color


def aid_front(hero: Hero) -> Page:
    content = load_content()
    aid = content.aid
    w, h, s = sizes().player_aid.width, sizes().player_aid.height, AID_SAFE
    color = _aid_ink(hero)
    inner = w - 2 * s
    items: list[Item] = [bleed_rect(w, h, BLEED, PARCHMENT)] + _aid_band(w, HERO_RGB[hero.color], "Player aid", hero)
    y = 16.0
    goal = measured_text(aid.goal, s, y, inner, font="body-italic", size=7.2, color=INK)
    items.append(goal)
    y += goal.height + 3.0
    head, y = _heading("Your turn", s, y, inner, color)
    items += head
    for i, step in enumerate(aid.turn, 1):
        body = measured_text(step, s + 5.5, y, inner - 5.5, size=7.0, color=INK)
        items.append(circle(s + 2.0, y + 1.3, 2.0, Style(fill=color)))
        items.append(Text(str(i), s, y - 0.2, 4.0, 3.0, font="body-black", size=6.5, color=ink_on(color),
                          align="center", valign="middle", wrap=False))
        items.append(body)
        y += body.height + 1.2
    y += 2.0
    head, y = _heading("Actions and their costs", s, y, inner, color)
    items += head
    rows = list(content.actions)
    col_w = (inner - 3.0) / 2
    row_h = 6.4
    per_col = math.ceil(len(rows) / 2)
    for i, action in enumerate(rows):
        cx = s + (i // per_col) * (col_w + 3.0)
        ry = y + (i % per_col) * row_h
        if (i % per_col) % 2 == 0:
            items.append(rect(cx, ry, col_w, row_h, Style(fill=PANEL)))
        items.append(Text(action.name, cx + 1.0, ry, col_w - 17, row_h, font="body-bold", size=7, color=INK,
                          valign="middle", wrap=False, min_size=MIN_TEXT))
        items += cost_items(action.cost, cx + col_w - 8.5, ry + 1.2, row_h - 2.4)
    y += per_col * row_h + 1.5
    items.append(measured_text("Split token: either kind. Your hero's own action is on your board, "
                               "key actions are on the key tokens.", s, y, inner, font="body-italic", size=6.3,
                               color=MUTED))
    y += 6.5
    for title, text in (("Moving", aid.moving), ("Keys", aid.keys)):
        head, y = _heading(title, s, y, inner, color)
        items += head
        body = measured_text(text, s, y, inner, size=7.0, color=INK)
        items.append(body)
        y += body.height + 2.5
    return Page(w, h, tuple(items), bleed=BLEED, label=f"player aid {hero.color}")


def aid_back(hero: Hero) -> Page:
    content = load_content()
    aid, dice = content.aid, content.dice
    w, h, s = sizes().player_aid.width, sizes().player_aid.height, AID_SAFE
    color = _aid_ink(hero)
    inner = w - 2 * s
    items: list[Item] = [bleed_rect(w, h, BLEED, PARCHMENT)] + _aid_band(w, HERO_RGB[hero.color], "Maze & Minotaur",
                                                                          hero)
    y = 16.0
    head, y = _heading("Tile symbols", s, y, inner, color)
    items += head
    icon_d = 7.0
    for sym in SYMBOLS:
        tx = s + icon_d + 2.0
        name = Text(SYMBOL_NAME[sym], tx, y, inner - icon_d - 2, 3.3, font="body-bold", size=7, color=INK,
                    wrap=False, min_size=MIN_TEXT)
        body = measured_text(aid.symbols[sym], tx, y + 3.4, inner - icon_d - 2, size=6.5, color=INK)
        col = SYMBOL_RGB[sym]
        cy = y + max(icon_d, 3.4 + body.height) / 2
        isz = icon_d * SYMBOL_ICON_SCALE.get(sym, 0.7)
        items += [circle(s + icon_d / 2, cy, icon_d / 2, Style(fill=col)),
                  Icon(SYMBOL_ICON[sym], s + (icon_d - isz) / 2, cy - isz / 2, isz, WHITE), name, body]
        y += max(icon_d, 3.4 + body.height) + 1.3
    y += 1.2
    head, y = _heading(dice.minotaur_name, s, y, inner, color)
    items += head
    face = 7.0
    groups = (
        ("hooves", [f for f in dice.minotaur if f.kind == "hooves"][:1]),
        ("charge", [f for f in dice.minotaur if f.kind == "charge"][:1]),
        ("secret", [f for f in dice.minotaur if f.kind == "secret"][:1]),
    )
    for key, faces in groups:
        if not faces:
            continue
        body = measured_text(aid.minotaur_die[key], s + face + 2.0, y, inner - face - 2.0, size=6.5, color=INK)
        items += minotaur_mini_face(faces[0], s, y + max(0.0, (body.height - face) / 2), face)
        items.append(body)
        y += max(face, body.height) + 1.2
    for key in ("attack", "stuck"):
        body = measured_text(aid.minotaur_die[key], s, y, inner, size=6.5, color=INK)
        items.append(body)
        y += body.height + 1.0
    y += 1.2
    head, y = _heading(dice.blood_name, s, y, inner, color)
    items += head
    bf = 6.0
    for i, v in enumerate(dice.blood):
        items += blood_mini_face(v, s + i * (bf + 1.2), y, bf)
    tx = s + 6 * (bf + 1.2) + 1.0
    items.append(Text(aid.blood_die, tx, y - 0.5, w - s - tx, bf + 1.0, size=6.3, color=INK, valign="middle",
                      leading=1.1, min_size=MIN_TEXT))
    y += bf + 2.5
    head, y = _heading("Wounds", s, y, inner, color)
    items += head
    items.append(Icon("wound", s, y, 6.0, WOUND))
    items.append(measured_text(aid.wounds, s + 8.0, y, inner - 8.0, size=6.5, color=INK))
    return Page(w, h, tuple(items), bleed=BLEED, label=f"player aid back {hero.color}")


def player_aids() -> list[Page]:
    """Four player aids (fronts), one in each hero colour; their backs are player_aid_backs()."""
    return [aid_front(hero) for hero in load_content().heroes]


def player_aid_backs() -> list[Page]:
    return [aid_back(hero) for hero in load_content().heroes]


def component_sets() -> list[ComponentSet]:
    """One aid per hero colour, each with its own back."""
    return [PLAYER_AIDS.with_pages(player_aids(), player_aid_backs())]
