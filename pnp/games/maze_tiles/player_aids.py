"""The player aids: A6, one per hero colour; the turn and the actions' costs in front, tile symbols,
the dice and wounds behind.

An aid keeps to one card: at a text floor it is drawn on the first of its sizes (:func:`.sizes.rungs`) where every
hero's aid holds on one card (:func:`look_for`), its lengths and words in proportion; on the largest its sections
flow on to more cards."""

from __future__ import annotations

import math
from dataclasses import dataclass

from pnp.catalog import Component, Paper
from pnp.games.maze_tiles.content import Action, Hero, MinotaurFace, load_content
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
    ink_on,
)
from pnp.games.maze_tiles.sizes import AID_SAFE, BLEED, MIN_TEXT, rungs, sizes
from pnp.games.maze_tiles.specs import ComponentSpec, first_that_holds
from pnp.i18n import N_, _
from pnp.parts import ComponentSet
from pnp.scene import boxes as b
from pnp.scene.arrange import flow
from pnp.scene.color import WHITE, Color, readable
from pnp.scene.glyph_ink import icon_box
from pnp.scene.locale import per_locale
from pnp.scene.model import Icon, Item, Page, Style
from pnp.scene.shapes import bleed_band, bleed_rect, circle, line, rect

PLAYER_AIDS = ComponentSpec(N_("Player aids"), "player-aids", "player aids", lambda floor: aid_size(floor),
                            two_sided=True, safe=AID_SAFE, rungs=lambda: rungs("player_aid"))
SPECS = (PLAYER_AIDS,)  # what component_sets() draws


@dataclass(frozen=True)
class Look:
    """How an aid is drawn: as designed (A6), or on a larger card ``size`` (:func:`look_on`), lengths times ``k``
    and every word at least ``floor`` pt (the flow of the text is the same, so the same words are in the same
    order; the smallest grow a little more than the card)."""

    k: float = 1.0
    floor: float = 0.0
    size: Component | Paper | None = None  # the card (None: as designed)

    def mm(self, x: float) -> float:
        return x if self.k == 1 else x * self.k

    def pt(self, size: float) -> float:
        return max(size * self.k, self.floor)  # as designed at k = 1 and no floor (times 1.0 is exact)


DESIGNED = Look()


def look_on(size: Component | Paper, floor: float) -> Look:
    """The look of an aid on a card of ``size`` at ``floor`` pt: the designed one's in proportion."""
    small = sizes().player_aid
    return Look(min(size.width / small.width, size.height / small.height), floor, size)


@per_locale(maxsize=16)
def look_for(floor: float = 0.0) -> Look:
    """The look of the aids for a text floor (0: as designed): on the first size where every hero's aid holds on
    one card."""
    heroes = load_content().heroes
    size = first_that_holds(rungs("player_aid"),
                            lambda size: all(len(aid_cards(h, look_on(size, floor))) == 1 for h in heroes))
    return look_on(size, floor)


def aid_size(floor: float = 0.0) -> Component | Paper:
    """The aids' card at ``floor`` pt."""
    return look_for(floor).size or sizes().player_aid


def _aid_band(w: float, title: str, hero: Hero, lk: Look) -> b.Column:
    """The band every face of an aid repeats over its sections: the title and the hero's icon on the hero's
    colour, from 3.5 mm under the trim (at 13 mm the band's foot) to the sections' top at 16 mm."""
    color, band = HERO_RGB[hero.color], lk.mm(13.0)
    fg = ink_on(color)
    # the hero's icon: its ink kept inside the safe line (a cut's drift must not clip it) and the band
    size, (_, top, _, foot) = lk.mm(9.0), icon_box(hero.icon)
    y = max(lk.mm(2.5), AID_SAFE - top * size)
    size = min(size, (band - 0.3 - y) / foot)

    def icon(ix: float, iy: float, iw: float, ih: float) -> list[Item]:  # 9 mm in from the band's right end
        return [Icon(hero.icon, ix + iw - lk.mm(9.0), y, size, fg)]

    return b.Column(shrink=0, back=lambda *_: [bleed_band(w, band, BLEED, color)], children=(
        b.Row(height=band - lk.mm(4.5), shrink=0, children=(
            b.Words(text=title, font="display", size=lk.pt(15), least=lk.pt(8), color=fg, valign="middle",
                    wrap=False, grow=1, name="title"),
            b.Art(draw=icon, width=lk.mm(12), shrink=0))),
        _gap(lk.mm(4.0))), name="band")


def _aid_ink(hero: Hero) -> Color:
    """The hero's colour for headings and marks on parchment, darkened as far as it must be to read there."""
    return readable(HERO_RGB[hero.color], PARCHMENT)


def _gap(mm: float) -> b.Box:
    return b.Box(height=mm, shrink=0)


def _head(text: str, color: Color, lk: Look) -> b.Column:
    """A section's heading, ruled under in the hero's colour."""
    def rule(x: float, y: float, w: float, h: float) -> list[Item]:
        return [line(x, y + lk.mm(0.6), x + w, y + lk.mm(0.6), Style(stroke=color, width=0.35, cap="butt"))]

    return b.Column(children=(
        b.Words(text=text, font="body-black", size=lk.pt(8.5), least=lk.pt(MIN_TEXT), color=color, valign="middle",
                leading=1.0, min_height=lk.mm(4.6), name="heading"),
        b.Art(draw=rule, height=lk.mm(1.8), shrink=0)), name=text)


def _words(text: str, lk: Look, size: float, font: str = "body", color: Color = INK, **kw) -> b.Words:
    return b.Words(text=text, font=font, size=lk.pt(size), least=lk.pt(MIN_TEXT), color=color, **kw)


def _step(i: int, text: str, color: Color, lk: Look) -> b.Row:
    """A numbered step of the turn: its number on a disc of the hero's colour, then its words."""
    m = lk.mm

    def disc(x: float, y: float, w: float, h: float) -> list[Item]:  # centred on the number's line
        return [circle(x + w / 2, y + h / 2, m(2.0), Style(fill=color))]

    number = _words(str(i), lk, 6.5, font="body-black", color=ink_on(color), text_align="center", valign="middle",
                    wrap=False, width=m(4.0), shrink=0, align="start", back=disc)
    return b.Row(gap=m(1.5), children=(number, _words(text, lk, 7.0, grow=1)))


def _action_row(action: Action | None, striped: bool, lk: Look) -> b.Box:
    """One action of the table: its name, and its cost at the right; every other row on a band."""
    m = lk.mm

    def band(x: float, y: float, w: float, h: float) -> list[Item]:
        return [rect(x, y, w, h, Style(fill=PANEL))] if striped else []

    if action is None:
        return b.Box(back=band)
    cost = action.cost

    def tokens(x: float, y: float, w: float, h: float) -> list[Item]:
        d = m(6.4) - m(2.4)
        return cost_items(cost, x + w - m(8.5), y + (h - d) / 2, d, min_size=lk.pt(MIN_TEXT), floor=lk.floor)

    return b.Stack(back=band, min_height=m(6.4), children=(
        b.Row(children=(b.Box(width=m(1.0), shrink=0),
                        _words(action.name, lk, 7, font="body-bold", valign="middle", leading=1.0, grow=1,
                               name="action"), b.Box(width=m(16), shrink=0))),
        b.Art(draw=tokens)))


def _section(parts: list[b.Box], name: str) -> b.Column:
    return b.Column(children=tuple(parts), name=name)


def front_sections(hero: Hero, lk: Look = DESIGNED) -> tuple[b.Column, ...]:
    """The front under its band, section by section: the goal, the turn's steps, the actions and their costs,
    moving and keys."""
    content = load_content()
    aid = content.aid
    m = lk.mm
    color = _aid_ink(hero)
    sections = [_section([_words(aid.goal, lk, 7.2, font="body-italic"), _gap(m(3.0))], "goal")]
    # i18n: a heading of the player aid: the steps of a turn
    parts: list[b.Box] = [_head(_("Your turn"), color, lk)]
    for i, step in enumerate(aid.turn, 1):
        parts += [_step(i, step, color, lk), _gap(m(1.2))]
    sections.append(_section([*parts, _gap(m(0.8))], "your turn"))
    parts = [_head(_("Actions and their costs"), color, lk)]
    rows = list(content.actions)
    per_col = math.ceil(len(rows) / 2)  # down the first column, then the second
    cells = [_action_row(rows[i] if i < len(rows) else None, r % 2 == 0, lk)
             for r in range(per_col) for i in (r, r + per_col)]
    parts += [b.Grid(columns=(b.Fr(), b.Fr()), gap=m(3.0), cells=tuple(cells), name="actions"), _gap(m(1.5)),
              _words(_("Split token: either kind. Your hero's own action is on your board, key actions are on the "
                       "key tokens."), lk, 6.3, font="body-italic", color=MUTED), _gap(m(1.5))]
    sections.append(_section(parts, "actions"))
    for name, title, text in (("Moving", _("Moving"), aid.moving), ("Keys", _("Keys"), aid.keys)):
        sections.append(_section([_head(title, color, lk), _words(text, lk, 7.0), _gap(m(2.5))], name))
    return tuple(sections)


def back_sections(hero: Hero, lk: Look = DESIGNED) -> tuple[b.Column, ...]:
    """The back under its band, section by section: the tile symbols, the Minotaur die, the blood die and
    wounds."""
    content = load_content()
    aid, dice = content.aid, content.dice
    m = lk.mm
    color = _aid_ink(hero)
    icon_d = m(7.0)
    sections: list[b.Column] = []
    parts: list[b.Box] = [_head(_("Tile symbols"), color, lk)]
    for sym in SYMBOLS:
        def disc(x: float, y: float, w: float, h: float, sym: str = sym) -> list[Item]:
            cy = y + h / 2
            isz = icon_d * SYMBOL_ICON_SCALE.get(sym, 0.7)
            return [circle(x + icon_d / 2, cy, icon_d / 2, Style(fill=SYMBOL_RGB[sym])),
                    Icon(SYMBOL_ICON[sym], x + (icon_d - isz) / 2, cy - isz / 2, isz, WHITE)]

        parts += [b.Row(gap=m(2.0), min_height=icon_d, children=(
            b.Art(draw=disc, width=icon_d, shrink=0),
            b.Column(grow=1, children=(_words(_(SYMBOL_NAME[sym]), lk, 7, font="body-bold", leading=1.0),
                                       _gap(m(0.1)), _words(aid.symbols[sym], lk, 6.5))))), _gap(m(1.3))]
    sections.append(_section([*parts, _gap(m(1.2))], "tile symbols"))
    parts = [_head(dice.minotaur_name, color, lk)]
    face = m(7.0)
    first = {f.kind: f for f in reversed(dice.minotaur)}  # the die's first face of each kind
    for kind in (kind for kind in ("hooves", "charge", "secret") if kind in first):
        def mini(x: float, y: float, w: float, h: float, f: MinotaurFace = first[kind]) -> list[Item]:
            return minotaur_mini_face(f, x, y + (h - face) / 2, face)

        parts += [b.Row(gap=m(2.0), min_height=face, children=(
            b.Art(draw=mini, width=face, shrink=0), _words(aid.minotaur_die[kind], lk, 6.5, grow=1))), _gap(m(1.2))]
    for key in ("attack", "stuck"):
        parts += [_words(aid.minotaur_die[key], lk, 6.5), _gap(m(1.0))]
    sections.append(_section([*parts, _gap(m(1.2))], "minotaur die"))
    bf = m(6.0)

    def blood(x: float, y: float, w: float, h: float) -> list[Item]:
        return [item for i, v in enumerate(dice.blood)
                for item in blood_mini_face(v, x + i * (bf + m(1.2)), y + (h - bf) / 2, bf)]

    sections += [
        _section([_head(dice.blood_name, color, lk), b.Row(gap=m(1.0), min_height=bf, children=(
            b.Art(draw=blood, width=6 * (bf + m(1.2)), shrink=0),
            _words(aid.blood_die, lk, 6.3, valign="middle", leading=1.1, grow=1))), _gap(m(2.5))], "blood die"),
        _section([_head(_("Wounds"), color, lk), b.Row(gap=m(2.0), children=(
            b.Glyph(icon="wound", color=WOUND, width=m(6.0), height=m(6.0), align="start"),
            _words(aid.wounds, lk, 6.5, grow=1)))], "wounds")]
    return tuple(sections)


def _faces(sections: tuple[b.Column, ...], hero: Hero, title: str, label: str, lk: Look) -> list[Page]:
    """The faces ``sections`` fill under the band titled ``title``, each section whole: one as designed, more
    where the words at the floor (or a longer translation) need them."""
    size = lk.size or sizes().player_aid
    w, h, s = size.width, size.height, lk.mm(AID_SAFE)
    top = lk.mm(3.5)
    laid = flow(b.Flow(head=_aid_band(w, title, hero, lk), sections=sections, name=label), s, top, w - 2 * s,
                h - s - top, lk.floor)
    what = f"the {label} at {max(lk.floor, MIN_TEXT):g} pt"
    return [Page(w, h, (bleed_rect(w, h, BLEED, PARCHMENT), *face.fitted(what)), bleed=BLEED,
                 label=label if n == 0 else f"{label} ({n + 1})") for n, face in enumerate(laid)]


def aid_cards(hero: Hero, lk: Look = DESIGNED) -> list[tuple[Page, Page]]:
    """A hero's aid, front and back: the turn and the costs in front, the symbols, dice and wounds behind. Where
    either side's sections need more than one face, the faces follow on, two to a card (the last card's back
    its band alone when the faces are odd)."""
    # i18n: the band over the player aid's front, and over its back (the maze's symbols and the Minotaur's dice)
    front, back = _("Player aid"), _("Maze & Minotaur")
    faces = (_faces(front_sections(hero, lk), hero, front, f"player aid {hero.color}", lk)
             + _faces(back_sections(hero, lk), hero, back, f"player aid back {hero.color}", lk))
    if len(faces) % 2:
        faces += _faces((), hero, back, f"player aid end {hero.color}", lk)
    return list(zip(faces[0::2], faces[1::2]))


def player_aids(floor: float = 0.0) -> list[Page]:
    """The player aids' fronts, one aid in each hero colour (more where one needs more faces); their backs are
    those of component_sets()."""
    return [front for hero in load_content().heroes for front, _ in aid_cards(hero, look_for(floor))]


def component_sets(floor: float = 0.0) -> list[ComponentSet]:
    """One aid per hero colour, each with its own back, on the card that holds it at ``floor`` pt."""
    cards = [card for hero in load_content().heroes for card in aid_cards(hero, look_for(floor))]
    return [PLAYER_AIDS.with_pages([front for front, _ in cards], [back for _, back in cards])]
