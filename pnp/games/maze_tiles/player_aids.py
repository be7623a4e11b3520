"""The player aids: A6, one per hero colour; the turn and the actions' costs in front, tile symbols,
the dice and wounds behind."""

from __future__ import annotations

import math
from dataclasses import dataclass

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

PLAYER_AIDS = ComponentSpec("Player aids", "player-aids", "player aids", lambda large: sizes(large).player_aid,
                            two_sided=True, safe=AID_SAFE)
SPECS = (PLAYER_AIDS,)  # what component_sets() draws


@dataclass(frozen=True)
class Look:
    """How an aid is drawn: as designed (A6), or in large print on the 1.75 times larger card of
    ``sizes(large=True)``, lengths times ``k`` and every word at least ``floor`` pt (the flow of the text is the
    same, so the same words are in the same order; the smallest grow a little more than the card)."""

    k: float = 1.0
    floor: float = 0.0

    def mm(self, x: float) -> float:
        return x if self.k == 1 else x * self.k

    def pt(self, size: float) -> float:
        return size if self.k == 1 and not self.floor else max(size * self.k, self.floor)


DESIGNED = Look()


def look_for(floor: float) -> Look:
    """The look of the aids for a text floor (0: as designed)."""
    if not floor:
        return DESIGNED
    big, small = sizes(True).player_aid, sizes().player_aid
    return Look(min(big.width / small.width, big.height / small.height), floor)


def _heading(text: str, x: float, y: float, w: float, color: Color,
             lk: Look = DESIGNED) -> tuple[list[Item], float]:
    hh = lk.mm(4.6)
    items: list[Item] = [Text(text, x, y, w, hh, font="body-black", size=lk.pt(8.5), color=color, valign="middle",
                              wrap=False, min_size=lk.pt(MIN_TEXT)),
                         line(x, y + hh + lk.mm(0.6), x + w, y + hh + lk.mm(0.6),
                              Style(stroke=color, width=0.35, cap="butt"))]
    return items, y + hh + lk.mm(1.8)


def _aid_band(w: float, color: Color, title: str, hero: Hero, lk: Look = DESIGNED) -> list[Item]:
    band = lk.mm(13.0)
    fg = ink_on(color)
    s = lk.mm(AID_SAFE)
    return [
        bleed_band(w, band, BLEED, color),
        Text(title, s, lk.mm(3.5), w - 2 * s - lk.mm(12), band - lk.mm(4.5), font="display", size=lk.pt(15),
             color=fg, valign="middle", wrap=False, min_size=lk.pt(8)),
        Icon(hero.icon, w - s - lk.mm(9.0), lk.mm(2.5), lk.mm(9.0), fg),
    ]


def _aid_ink(hero: Hero) -> Color:
    """The hero's colour for headings and marks on parchment (yellow darkened to read)."""
    color = HERO_RGB[hero.color]
    return darker(color, 0.15) if hero.color == "yellow" else color


def aid_front(hero: Hero, lk: Look = DESIGNED) -> Page:
    content = load_content()
    aid = content.aid
    size = sizes(lk is not DESIGNED).player_aid
    w, h, s = size.width, size.height, lk.mm(AID_SAFE)
    m, pt = lk.mm, lk.pt
    color = _aid_ink(hero)
    inner = w - 2 * s
    items: list[Item] = [bleed_rect(w, h, BLEED, PARCHMENT)] + _aid_band(w, HERO_RGB[hero.color], "Player aid", hero,
                                                                          lk)
    y = m(16.0)
    goal = measured_text(aid.goal, s, y, inner, font="body-italic", size=pt(7.2), color=INK)
    items.append(goal)
    y += goal.height + m(3.0)
    head, y = _heading("Your turn", s, y, inner, color, lk)
    items += head
    for i, step in enumerate(aid.turn, 1):
        body = measured_text(step, s + m(5.5), y, inner - m(5.5), size=pt(7.0), color=INK)
        items.append(circle(s + m(2.0), y + m(1.3), m(2.0), Style(fill=color)))
        items.append(Text(str(i), s, y - m(0.2), m(4.0), m(3.0), font="body-black", size=pt(6.5),
                          color=ink_on(color), align="center", valign="middle", wrap=False))
        items.append(body)
        y += body.height + m(1.2)
    y += m(2.0)
    head, y = _heading("Actions and their costs", s, y, inner, color, lk)
    items += head
    rows = list(content.actions)
    col_w = (inner - m(3.0)) / 2
    row_h = m(6.4)
    per_col = math.ceil(len(rows) / 2)
    for i, action in enumerate(rows):
        cx = s + (i // per_col) * (col_w + m(3.0))
        ry = y + (i % per_col) * row_h
        if (i % per_col) % 2 == 0:
            items.append(rect(cx, ry, col_w, row_h, Style(fill=PANEL)))
        items.append(Text(action.name, cx + m(1.0), ry, col_w - m(17), row_h, font="body-bold", size=pt(7),
                          color=INK, valign="middle", wrap=False, min_size=pt(MIN_TEXT)))
        items += cost_items(action.cost, cx + col_w - m(8.5), ry + m(1.2), row_h - m(2.4),
                            min_size=pt(MIN_TEXT), floor=lk.floor)
    y += per_col * row_h + m(1.5)
    split = measured_text("Split token: either kind. Your hero's own action is on your board, "
                          "key actions are on the key tokens.", s, y, inner, font="body-italic", size=pt(6.3),
                          color=MUTED)
    items.append(split)
    y += m(6.5) if lk is DESIGNED else split.height + m(1.0)
    for title, text in (("Moving", aid.moving), ("Keys", aid.keys)):
        head, y = _heading(title, s, y, inner, color, lk)
        items += head
        body = measured_text(text, s, y, inner, size=pt(7.0), color=INK)
        items.append(body)
        y += body.height + m(2.5)
    return Page(w, h, tuple(items), bleed=BLEED, label=f"player aid {hero.color}")


def aid_back(hero: Hero, lk: Look = DESIGNED) -> Page:
    content = load_content()
    aid, dice = content.aid, content.dice
    size = sizes(lk is not DESIGNED).player_aid
    w, h, s = size.width, size.height, lk.mm(AID_SAFE)
    m, pt = lk.mm, lk.pt
    color = _aid_ink(hero)
    inner = w - 2 * s
    items: list[Item] = [bleed_rect(w, h, BLEED, PARCHMENT)] + _aid_band(w, HERO_RGB[hero.color], "Maze & Minotaur",
                                                                          hero, lk)
    y = m(16.0)
    head, y = _heading("Tile symbols", s, y, inner, color, lk)
    items += head
    icon_d = m(7.0)
    name_h = m(3.3) if lk is DESIGNED else pt(7) * 0.45
    for sym in SYMBOLS:
        tx = s + icon_d + m(2.0)
        name = Text(SYMBOL_NAME[sym], tx, y, inner - icon_d - m(2), name_h, font="body-bold", size=pt(7),
                    color=INK, wrap=False, min_size=pt(MIN_TEXT))
        below = m(3.4) if lk is DESIGNED else name_h + m(0.1)
        body = measured_text(aid.symbols[sym], tx, y + below, inner - icon_d - m(2), size=pt(6.5), color=INK)
        col = SYMBOL_RGB[sym]
        cy = y + max(icon_d, below + body.height) / 2
        isz = icon_d * SYMBOL_ICON_SCALE.get(sym, 0.7)
        items += [circle(s + icon_d / 2, cy, icon_d / 2, Style(fill=col)),
                  Icon(SYMBOL_ICON[sym], s + (icon_d - isz) / 2, cy - isz / 2, isz, WHITE), name, body]
        y += max(icon_d, below + body.height) + m(1.3)
    y += m(1.2)
    head, y = _heading(dice.minotaur_name, s, y, inner, color, lk)
    items += head
    face = m(7.0)
    groups = (
        ("hooves", [f for f in dice.minotaur if f.kind == "hooves"][:1]),
        ("charge", [f for f in dice.minotaur if f.kind == "charge"][:1]),
        ("secret", [f for f in dice.minotaur if f.kind == "secret"][:1]),
    )
    for key, faces in groups:
        if not faces:
            continue
        body = measured_text(aid.minotaur_die[key], s + face + m(2.0), y, inner - face - m(2.0), size=pt(6.5),
                             color=INK)
        items += minotaur_mini_face(faces[0], s, y + max(0.0, (body.height - face) / 2), face)
        items.append(body)
        y += max(face, body.height) + m(1.2)
    for key in ("attack", "stuck"):
        body = measured_text(aid.minotaur_die[key], s, y, inner, size=pt(6.5), color=INK)
        items.append(body)
        y += body.height + m(1.0)
    y += m(1.2)
    head, y = _heading(dice.blood_name, s, y, inner, color, lk)
    items += head
    bf = m(6.0)
    for i, v in enumerate(dice.blood):
        items += blood_mini_face(v, s + i * (bf + m(1.2)), y, bf)
    tx = s + 6 * (bf + m(1.2)) + m(1.0)
    items.append(Text(aid.blood_die, tx, y - m(0.5), w - s - tx, bf + m(1.0), size=pt(6.3), color=INK,
                      valign="middle", leading=1.1, min_size=pt(MIN_TEXT)))
    y += bf + m(2.5)
    head, y = _heading("Wounds", s, y, inner, color, lk)
    items += head
    items.append(Icon("wound", s, y, m(6.0), WOUND))
    items.append(measured_text(aid.wounds, s + m(8.0), y, inner - m(8.0), size=pt(6.5), color=INK))
    return Page(w, h, tuple(items), bleed=BLEED, label=f"player aid back {hero.color}")


def player_aids(floor: float = 0.0) -> list[Page]:
    """Four player aids (fronts), one in each hero colour; their backs are player_aid_backs()."""
    return [aid_front(hero, look_for(floor)) for hero in load_content().heroes]


def player_aid_backs(floor: float = 0.0) -> list[Page]:
    return [aid_back(hero, look_for(floor)) for hero in load_content().heroes]


def component_sets(floor: float = 0.0) -> list[ComponentSet]:
    """One aid per hero colour, each with its own back; the larger card in large print (``floor`` pt)."""
    return [PLAYER_AIDS.with_pages(player_aids(floor), player_aid_backs(floor))]
