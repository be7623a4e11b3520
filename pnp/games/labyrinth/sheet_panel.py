"""The panel under a sheet's grid that players write in: three hearts to cross out, the items and bosses to
circle, and (not solo) the campaign's score boxes, as one declared layout at any text floor.

The layout's rule: the items and bosses sit beside the hearts while each name has room there for a
translation (:data:`TRANSLATION` times its width at the floor); when they no longer do, they take the
panel's whole width and the hearts go beside the campaign boxes underneath. Text that no longer fits on its
line wraps and makes its row taller; the panel is as tall as it then needs (:func:`panel_height`), at least
:data:`PANEL_H`, and the grid above takes what is left.
"""

from __future__ import annotations

from dataclasses import replace

from pnp.games.labyrinth.model import BOSSES, ITEMS
from pnp.games.labyrinth.pen import HEART, INK, MUTED, PANEL_LINE, SYMBOL_COLOR, heart_outline
from pnp.games.labyrinth.words import symbol_name
from pnp.i18n import _, pgettext
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of
from pnp.scene.color import WHITE
from pnp.scene.locale import localised, per_locale, translating
from pnp.scene.model import Icon, Item, Style
from pnp.scene.shapes import circle, rounded_rect
from pnp.scene.text import text_width

PANEL_H = 50.0  # mm: the designed panel, and the least it takes
HEARTS_W = 48.0  # mm: the hearts' column
WIDE_HEARTS_W = 60.0  # mm: the hearts' column beside the campaign boxes, under the names
HEART_MM = 11.0  # mm: each heart
RING = 13.0  # mm: the circle round each item and boss, at most
BOX_H = 15.0  # mm: a campaign box, room for a score written in marker under its label
GAP = 4.0  # mm between the panel's groups
# A translation runs about 40 % longer than English (brackets round it when pseudo-localised): every text of
# the panel keeps room for one (ROOM), and a name keeps its place beside the hearts only while its slot holds
# it this many times over.
TRANSLATION = 1.7
ROOM = TRANSLATION - 1.0
NAME_PT, NAME_LEAST = 6.5, 4.5  # the names under the rings
CAMPAIGN_LABELS = ("Player", "Game 1", "Game 2", "Game 3", "Total")  # the boxes' ids (their words: _campaign_label)
NAME_SHARE = 2.3  # the player's name box is this many times as wide as a score box


def _campaign_label(label: str) -> str:
    """A campaign box's words in the current language."""
    if label.startswith("Game "):
        # i18n: a campaign box at the sheet's foot: the score of game 1, 2 or 3
        return _("Game {n}").format(n=label.removeprefix("Game "))
    # i18n: campaign boxes at the sheet's foot: the player's name, the three games' total
    return {"Player": pgettext("campaign box", "Player"), "Total": pgettext("campaign box", "Total")}[label]


def _heading(key: str, label: str, hint: str) -> b.Row:
    """A bold label with a small hint after it on the same baseline; the hint wraps under a high floor (``key``
    names the boxes)."""
    return b.Row(gap=3.0, baseline=True, name=f"{key} heading", children=(
        b.Words(text=label, font="body-bold", size=9, least=5, color=INK, wrap=False, shrink=0, room=ROOM),
        b.Words(text=hint, size=7, least=5, color=MUTED, grow=1, room=ROOM, name=f"{key} hint"),
    ))


def _hearts(width: float = HEARTS_W) -> b.Column:
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.6)

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        left = x + (w - 3 * HEART_MM - 2 * 3.0) / 2
        return [heart_outline(left + i * (HEART_MM + 3.0), y + h - HEART_MM, HEART_MM, style) for i in range(3)]

    return b.Column(width=width, shrink=0, name="hearts", children=(
        b.Words(text=_("Hearts"), font="body-bold", size=9, least=5, color=INK, wrap=False, height=4.5, room=ROOM),
        b.Words(text=_("cross one out per heart lost"), size=7, least=5, color=MUTED, height=4.0, room=ROOM),
        b.Art(draw=draw, height=HEART_MM + 0.8, shrink=0),
    ))


def _ring(name: str) -> b.Art:
    style = Style(fill=WHITE, stroke=PANEL_LINE, width=0.35)

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        d = min(RING, w - 3.0, h)
        cx, cy, icon = x + w / 2, y + d / 2, 0.62 * d
        return [circle(cx, cy, d / 2, style), Icon(name, cx - icon / 2, cy - icon / 2, icon, SYMBOL_COLOR[name])]

    return b.Art(draw=draw, height=RING, shrink=0)


def _gained() -> b.Column:
    """Circles round the items and bosses: players ring what they won."""
    slots = tuple(b.Column(grow=1, gap=0.8, name=name, children=(
        _ring(name),
        b.Words(text=symbol_name(name), size=NAME_PT, least=NAME_LEAST, color=MUTED, text_align="center",
                min_height=3.2),
    )) for name in (*ITEMS, *BOSSES))
    return b.Column(grow=1, gap=3.0, name="gained", children=(
        _heading("gained", _("Gained"), _("circle each item you picked up and the boss you beat")),
        b.Row(children=slots),
    ))


def _campaign() -> b.Column:
    def box(label: str) -> b.Stack:
        total = label == "Total"
        style = Style(fill=WHITE, stroke=INK if total else PANEL_LINE, width=0.7 if total else 0.35)
        words = b.Words(text=_campaign_label(label), font="body-bold" if total else "body", size=7, least=5,
                        color=INK if total else MUTED, room=ROOM)  # wraps in a narrow box: a score goes under it
        return b.Stack(grow=NAME_SHARE if label == "Player" else 1,
                       back=lambda x, y, w, h: [rounded_rect(x, y, w, h, 1.5, style)], name=f"{label} box",
                       children=(b.Column(pad=1.3, children=(words,)),))

    return b.Column(gap=2.1, name="campaign", children=(
        _heading("campaign", _("Campaign"), _("write your score after each of three games")),
        b.Row(gap=3.0, height=BOX_H, children=tuple(box(label) for label in CAMPAIGN_LABELS)),
    ))


def _names_fit(width: float, floor: float) -> bool:
    """Whether each item's and boss's name, set at the floor, has room for a translation in its slot beside
    the hearts (or, in a locale, for the name as it is printed there)."""
    slot = (width - HEARTS_W - GAP) / len((*ITEMS, *BOSSES))
    size = max(NAME_PT, floor)
    grow = 1.0 if translating() else TRANSLATION  # in a locale the names measured are the translation
    return all(grow * text_width(localised(symbol_name(name)), "body", size) <= slot for name in (*ITEMS, *BOSSES))


def panel_box(width: float, floor: float, solo: bool = False) -> b.Column:
    """The panel, ``width`` mm wide, with no text under ``floor`` pt; ``solo`` (a puzzle booklet's sheet: one
    reader, one game): no campaign boxes."""
    campaign = () if solo else (_campaign(),)
    if _names_fit(width, floor):
        top = b.Row(gap=GAP, height=PANEL_H - BOX_H - 6.0 - GAP, items_align="start", children=(_hearts(),
                                                                                              _gained()))
        return b.Column(gap=GAP, height=PANEL_H, name="the sheet's panel", children=(top, *campaign))
    # the names take the whole width; the campaign boxes take what the hearts leave beside them
    # (the hearts a little wider, so that their hint takes fewer lines at a high floor)
    below = b.Row(gap=GAP, items_align="start", children=(_hearts(WIDE_HEARTS_W),
                                                          *(replace(c, grow=1) for c in campaign)))
    return b.Column(gap=GAP / 2, height=PANEL_H, name="the sheet's panel", children=(replace(_gained(), grow=0),
                                                                                 below))


@per_locale(64)
def panel_height(width: float, floor: float) -> float:
    """The height (mm) the panel takes at ``width`` and ``floor``: the campaign's, so that a sheet's grid is the
    same size solo or not; measured once per locale (a sheet page asks twenty times: margin, grid, panel)."""
    return height_of(panel_box(width, floor), width, floor)
