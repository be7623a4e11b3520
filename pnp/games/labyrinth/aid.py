"""The player aid card: the heart rules, and the time limits of solo play.

The scores to reach in solo play are printed on each objective card (derived
from that card's proven par, :mod:`pnp.games.labyrinth.solo`); the aid gives
the time limit of each level per card difficulty.
"""

from __future__ import annotations

from pnp.catalog import Component
from pnp.errors import PnpError
from pnp.games.labyrinth.card_pages import back_face
from pnp.games.labyrinth.pen import (
    BACK_JOINT,
    CARD_BG,
    CARD_BLEED,
    CARD_SAFE,
    DIFFICULTY_COLOR,
    HEART,
    INK,
    MUTED,
    PANEL_LINE,
    heart_outline,
)
from pnp.games.labyrinth.solo import TIME_LEVELS, TIME_LIMITS
from pnp.games.labyrinth.words import difficulty_name, time_level
from pnp.i18n import N_, _, ngettext, pgettext
from pnp.scene import boxes as b
from pnp.scene.arrange import flow
from pnp.scene.color import WHITE, Color, readable
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import band_to_foot, bleed_rect, line, rect
from pnp.scene.text import PT, text_height

HEARTS = 3  # a player's hearts at the start


def heart_rules() -> tuple[str, ...]:
    """The rules of hearts, one bullet each, in the current language."""
    # i18n: the player aid's rules of hearts, one bullet each
    return (ngettext("You set out with {n} heart.", "You set out with {n} hearts.", HEARTS).format(n=HEARTS),
            _("Stepping on a trap costs a heart."),
            _("A rat costs a heart unless you already hold the sword; a skeleton, unless you already hold the bow."),
            _("Some cards make other squares cost a heart too."),
            _("Lose the third heart and you are out: no exit, no points."))


# i18n: the player aid's solo play; the second form is a labyrinth of one side (no side to name)
SOLO_INTRO = N_("Play side A. Pick a card and a time level (a column) and set a timer. Leave the labyrinth in time "
                "and reach the solo score printed on the card for that level to win.")
SOLO_INTRO_ONE_SIDED = N_("Pick a card and a time level (a column) and set a timer. Leave the labyrinth in time "
                          "and reach the solo score printed on the card for that level to win.")
BEARING = 0.04  # of an em: how far a letter's ink may start left of its origin
TABLE_ROWS = ("easy", "medium", "hard")  # the tutorial card uses the easy times


def _line(floor: float) -> float:
    """A line of text at the floor, mm: the hearts, the hourglass and the indents keep in proportion to it."""
    return text_height("body", floor)


def _hearts_section(floor: float) -> b.Column:
    """The heading with its three hearts, and the rules of hearts as a bulleted list."""
    heart = max(4.0, 0.9 * _line(floor))
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.35)

    def hearts(x: float, y: float, w: float, h: float) -> list[Item]:
        return [heart_outline(x + w - 3 * (heart + 0.4) + i * (heart + 0.4) + 0.2, y + 0.3, heart, style)
                for i in range(3)]

    indent = max(2.6, 0.9 * _line(floor))
    bullets = tuple(b.Row(children=(
        b.Words(text="•", size=6.8, color=HEART, wrap=False, width=indent, shrink=0),
        b.Words(text=rule, size=6.8, least=6.0, color=INK, grow=1, name="heart rule"),
    )) for rule in heart_rules())
    return b.Column(gap=0.9, name="hearts", children=(
        b.Row(gap=1.0, children=(b.Words(text=_("Hearts"), font="body-bold", size=9, color=HEART, wrap=False, grow=1,
                                         height=4.3),
                                 b.Art(draw=hearts, width=3 * (heart + 0.4), shrink=0))),
        *bullets,
    ))


def _tint(row: int) -> Color:
    """The stripe of the time table's ``row`` (1: the first difficulty): its difficulty's tint, every other one
    lighter."""
    return DIFFICULTY_COLOR[TABLE_ROWS[row - 1]].lighten(0.86 if row % 2 == 1 else 0.92)


def _time_table() -> b.Grid:
    """Time limits: rows are card difficulties, columns time levels, striped in the difficulties' tints."""
    # words wrap, and their row grows, where a column no longer holds them (a longer language, a high floor)
    # i18n: the head of the player aid's time table's first column: the card's difficulty (short)
    cells: list[b.Box] = [b.Words(text=pgettext("time table", "Card"), font="body-italic", size=6, least=4,
                                  color=MUTED, valign="middle", height=4.5, pad=0.25)]
    cells += [b.Words(text=time_level(level), font="body-bold", size=6.5, least=4, color=INK, text_align="center",
                      valign="middle", height=4.5) for level in TIME_LEVELS]
    for row, difficulty in enumerate(TABLE_ROWS, 1):  # each in its colour, as dark as its stripe needs to read
        cells.append(b.Words(text=difficulty_name(difficulty), font="body-bold", size=6.5, least=4, pad=0.25,
                             color=readable(DIFFICULTY_COLOR[difficulty], _tint(row)), valign="middle", height=5.2))
        cells += [b.Words(text=limit, size=7, least=4, color=INK, text_align="center", valign="middle",
                          wrap=False, height=5.2) for limit in TIME_LIMITS[difficulty]]
    rule = Style(stroke=INK, width=0.25)

    def stripe(i: int) -> b.Paint:
        def paint(x: float, y: float, w: float, h: float) -> list[Item]:
            if i == 0:  # the head, ruled off
                return [line(x, y + h, x + w, y + h, rule)]
            last = [line(x, y + h, x + w, y + h, rule)] if i == len(TABLE_ROWS) else []
            return [rect(x, y, w, h, Style(fill=_tint(i))), *last]
        return paint

    return b.Grid(columns=(b.Fr(),) * (1 + len(TIME_LEVELS)), cells=tuple(cells), row_back=stripe, baseline=True,
                  shrink=0, name="time table")


def _solo_section(one_sided: bool) -> b.Column:
    words = _(SOLO_INTRO_ONE_SIDED) if one_sided else _(SOLO_INTRO)
    return b.Column(gap=1.2, name="solo", children=(
        b.Row(gap=1.0, children=(b.Words(text=_("Solo against the clock"), font="body-bold", size=9, color=INK,
                                         wrap=False, least=6, grow=1, height=4.5),
                                 b.Glyph(icon="hourglass", color=INK, width=4.2, height=4.2, shrink=0))),
        b.Words(text=words, size=6.5, least=6.0, color=INK, name="solo rules"),
        b.Box(height=0.3, shrink=0),
        _time_table(),
    ))


def aid_box(width: float, one_sided: bool = False, floor: float = 0.0) -> b.Flow:
    """The aid's layout: the band, then the hearts and solo play, on one face while they fit, else one each."""
    head = b.Row(height=7.0, shrink=0, back=band_to_foot(width, CARD_BLEED, INK, 1.0), children=(
        b.Words(text=_("Player aid"), font="display", size=15, least=8, color=WHITE, valign="middle", wrap=False,
                grow=1, pad=0.5, name="title"),))
    divider = b.Art(height=2.0, shrink=0, draw=lambda x, y, w, h: [
        line(x, y + h / 2, x + w, y + h / 2, Style(stroke=PANEL_LINE, width=0.25))])
    return b.Flow(head=b.Column(children=(head, b.Box(height=1.8, shrink=0))), rule=divider, gap=0.8,
                  sections=(_hearts_section(floor), _solo_section(one_sided)), squeeze=True, name="player aid")


def aid_faces(size: Component, one_sided: bool = False, floor: float = 0.0) -> tuple[Page, ...]:
    """The player aid's faces at any card size, no text under ``floor`` pt: the hearts and solo play on one
    face where they fit, else the hearts on the front and solo play on the back (``one_sided``: the kit's
    labyrinth has one side, so the aid names none). A section too big for a whole face is refused in one line."""
    w, h = size.width, size.height
    # the words keep a twenty-fifth of an em at the floor inside the safe line: a line may start with a letter
    # whose accent overhangs its origin ("î", 3 % of an em), which at 12 pt would cross a line it starts on
    s = max(CARD_SAFE, size.safe) + BEARING * floor * PT
    faces = flow(aid_box(w, one_sided, floor), s, s, w - 2 * s, h - 2 * s, floor)
    what = f"the player aid on a {size.name} ({w:g} × {h:g} mm) at {max(floor, 4):g} pt"
    if len(faces) > 2:
        raise PnpError(f"{what} needs {len(faces)} faces; a card has two: choose a bigger card")
    return tuple(Page(w, h, (bleed_rect(w, h, CARD_BLEED, CARD_BG), *face.fitted(what)), bleed=CARD_BLEED,
                      label="player aid" if i == 0 else "player aid back") for i, face in enumerate(faces))


def aid_back(size: Component) -> Page:
    """The player aid's back: the card backs' layout in the aid's ink, with its hearts and hourglass, so that a
    sheet printed double-sided has no blank card backs and an aid face down is never taken for an objective
    card (those backs are in the difficulties' colours)."""
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.35)
    # all four smaller where a small card's panel is narrower than they are
    heart = b.Art(draw=lambda x, y, w, h: [heart_outline(x, y + (h - w) / 2, w, style)], width=6.0, height=6.0)
    hourglass = b.Glyph(icon="hourglass", width=6.0, height=6.0, color=INK)
    emblem = b.Row(gap=1.6, justify="center", items_align="center", children=(heart, heart, heart, hourglass))
    return back_face(size, INK, BACK_JOINT["aid"], _("Player aid"), emblem, "player aid back")
