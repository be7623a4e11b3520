"""Objective card pages: the face (difficulty, entry, scoring rows, notes, solo targets) and the backs.

Card pages are trimmed to the component with a 3 mm bleed that their
backgrounds run into.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from pnp.catalog import Component
from pnp.errors import PnpError
from pnp.games.labyrinth.cards import DIFFICULTIES, ObjectiveCard, Row
from pnp.games.labyrinth.model import BOSSES
from pnp.games.labyrinth.pen import (
    BACK_JOINT,
    CARD_BG,
    CARD_BLEED,
    CARD_SAFE,
    COIN,
    COIN_EDGE,
    DIFFICULTY_COLOR,
    ENTRY,
    ENTRY_TINT,
    EXIT,
    HEART,
    INK,
    MUTED,
    PANEL_LINE,
    PENALTY,
    SKULLS,
    SYMBOL_COLOR,
    size_for_height,
)
from pnp.games.labyrinth.solo import SOLO_SIDE, TIME_LIMITS, solo_targets
from pnp.games.labyrinth.words import difficulty_name, extra_exits, heart_costs, par_note, points, row_words
from pnp.i18n import _, pgettext
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import band_to_foot, bleed_rect, brick_joints, cartouche, circle, rect, rounded_rect
from pnp.scene.text import text_height
from pnp.scene.words import ink_room

ROW_ICON = {"scrolls": "scroll", "ghosts": "ghost", "fastest": "speed"}


def _row_icon(row: Row) -> str:
    """The icon that stands for a row (every row kind has one)."""
    if row.kind in ("per", "item"):
        return row.symbol
    if row.kind == "exit":
        return row.names[0] if len(row.names) == 1 and row.names[0] in BOSSES else "exit"
    return ROW_ICON[row.kind]


def _row_text(row: Row) -> str:
    """The row's words without its points (the coin already shows them), in the current language."""
    return row_words(row)


def _points(points: int) -> str:
    """Signed points with a typographic minus, which is as wide as the plus."""
    return f"+{points}" if points >= 0 else f"\u2212{-points}"


LEAST = 4.5  # pt: the smallest a designed face's words and coins shrink to
TIGHT = 0.05  # the share of a shortfall a fixed part (gap, band, entry) gives beside a row's 1


def _line(floor: float) -> float:
    """A line of text at the floor, mm: coins and icons keep in proportion to the words beside them."""
    return text_height("body-black", floor)


def _coin_box(points: int, floor: float) -> b.Stack:
    """The coin, centred in its box, as wide as the row allows (its number at the floor or more): a penalty's dark,
    its number white."""
    negative = points < 0
    face = Style(fill=PENALTY if negative else COIN, stroke=COIN_EDGE, width=0.3)
    d = max(6.4, 1.85 * _line(floor))  # the coin's diameter, less in a row squeezed under d + 0.8 mm

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        r, cx, cy = min(h - 0.8, w) / 2, x + w / 2, y + h / 2
        rim = [] if negative else [circle(cx, cy, r - 0.6, Style(stroke=COIN_EDGE.lighten(0.45), width=0.15))]
        return [circle(cx, cy, r, face), *rim]

    # the number's box is centred on the coin and a share of its height (the spacers above and below it share the
    # rest) in which the number is set at the size whose line is 0.6 of the coin, down to LEAST, never under the floor
    share = 0.6 * ink_room("body-black", 1.0, 1, 1.2, "middle") / text_height("body-black", 1.0)
    least = ink_room("body-black", max(LEAST, floor), 1, 1.2, "middle")  # the box at the number's least size
    edge = b.Box(height=(least / share + 0.8 - least) / 2, grow=(1 - share) / 2)
    number = b.Words(text=_points(points), font="body-black", size=max(size_for_height("body-black", 0.6 * d), LEAST),
                     least=LEAST, color=WHITE if negative else INK, text_align="center", valign="middle", wrap=False,
                     height=least, grow=share, name="coin")
    # the coin's number (a line at the least size in 0.8 of its height) never under LEAST or the floor
    return b.Stack(width=d, shrink=0, min_height=_line(max(floor, LEAST)) / 0.8 + 0.8, children=(
        b.Art(draw=draw), b.Column(justify="center", children=(edge, number, edge))))


def row_box(row: Row, floor: float = 0.0) -> b.Row:
    """A scoring row: its coin, its icon, and its words shrinking in the row's height down to the floor."""
    icon = _row_icon(row)
    side = max(5.6, 1.4 * _line(floor)) + 1.0  # the icon 0.5 mm inside its box: never taller than the row less 1 mm
    return b.Row(height=max(9.0, 2.2 * _line(floor)), gap=0.7, name="row", children=(
        _coin_box(row.points, floor),
        b.Glyph(icon=icon, color=EXIT if row.kind == "exit" else SYMBOL_COLOR.get(icon, INK), width=side,
                height=side, pad=0.5, shrink=0),
        b.Words(text=_row_text(row), size=8, least=4.5, color=INK, valign="middle", leading=1.1, grow=1, pad=0.0,
              min_width=10.0, name="row"),
    ))


def entry_box(card: ObjectiveCard, height: float = 8.0, floor: float = 0.0) -> b.Row:
    """Where to enter: the label, the staircase and its letter (or "any staircase") on a tinted band."""
    letter = card.entry != "any"
    tint = Style(fill=ENTRY_TINT)
    stair = max(5.6, 1.3 * _line(floor))
    return b.Row(height=height, shrink=TIGHT, back=lambda x, y, w, h: [rounded_rect(x, y, w, h, 1.5, tint)],
                 children=(
        _space(1.5),
        b.Words(text=_("Enter by"), font="body-bold", size=8, least=5, color=INK, valign="middle", wrap=False,
                min_width=14.0),
        _space(1.5),
        b.Glyph(icon="staircase", color=ENTRY, width=stair, height=stair, shrink=0),
        _space(1.4),
        b.Words(text=card.entry if letter else _("any staircase"), font="body-black", size=16 if letter else 9, least=5,
              color=ENTRY, valign="middle", wrap=False, grow=1, name="entry"),
        _space(2.0),
    ))


def _space(w: float = 0.0, h: float = 0.0) -> b.Box:
    # gaps give a little room, well before the rows have given theirs: what lets a face fit a mini card
    return b.Box(width=w, height=h, shrink=TIGHT)


def _card_notes(card: ObjectiveCard, par: dict[str, int] | None) -> list[tuple[str, str, Color]]:
    """The small lines under the rows: (text, font, colour)."""
    notes: list[tuple[str, str, Color]] = []
    if card.extra_exits:
        notes.append((extra_exits(card.extra_exits), "body-bold", ENTRY))
    if card.heart_effects:
        notes.append((heart_costs(card.heart_effects), "body-bold", HEART))
    if par:  # proven on one side only (a one-sided design): no side to name
        notes.append((par_note(par), "body-italic", MUTED))
    return notes


def _solo_strip(card: ObjectiveCard, targets: Sequence[int]) -> b.Grid:
    """Solo play on this card: per time level, its time limit over the score to reach (from the proven par);
    the limits share a baseline, and so do the label and the scores."""
    limits = TIME_LIMITS[card.difficulty]
    head: list[b.Box] = [b.Glyph(icon="hourglass", color=INK, width=3.0, height=3.0)]
    head += [b.Words(text=t, size=5.8, least=4.5, color=MUTED, text_align="center", wrap=False, height=3.0)
             for t in limits]
    # the words wrap, and the strip grows, where a column no longer holds them (a longer language, a high floor)
    # i18n: the label of an objective card's solo strip (short)
    foot: list[b.Box] = [b.Words(text=pgettext("solo play", "Solo"), font="body-bold", size=6, least=4.5, color=INK,
                                 text_align="center", min_width=10.0, height=3.8)]
    foot += [b.Words(text=points(t), font="body-bold", size=7, least=4.5, color=INK, text_align="center",
                   height=3.8) for t in targets]
    panel = Style(fill=WHITE, stroke=PANEL_LINE, width=0.25)
    return b.Grid(columns=(None, *(b.Fr(),) * len(targets)), cells=(*head, *foot), pad=0.4, gap=0.6, baseline=True,
                shrink=0, name="solo strip", back=lambda x, y, w, h: [rounded_rect(x, y, w, h, 1.2, panel)])


def front_box(card: ObjectiveCard, width: float, *, par: dict[str, int] | None = None,
              floor: float = 0.0) -> b.Column:
    """The face's layout inside the safe area: difficulty and skulls on the band, the entry, the scoring rows at
    the optical centre of the room they leave, the solo strip, the notes and the card id."""
    accent = DIFFICULTY_COLOR[card.difficulty]
    skulls = b.Row(gap=0.8, children=tuple(b.Glyph(icon="skull", color=WHITE, width=5.2, height=5.2)
                                          for _ in range(SKULLS[card.difficulty])))
    header = b.Row(height=9.0, shrink=TIGHT, back=band_to_foot(width, CARD_BLEED, accent, 1.0), children=(
        _space(0.5),
        b.Words(text=difficulty_name(card.difficulty), font="display", size=16, least=8, color=WHITE, valign="middle",
              wrap=False, grow=1, name="difficulty"),
        b.Column(align="start", children=(_space(h=0.8), skulls)),
        _space(0.5),
    ))
    listed = b.Column(equal=True, children=tuple(row_box(r, floor) for r in card.rows), name="rows")
    rows = b.Column(grow=1, children=(b.Box(grow=1), listed, b.Box(grow=2)))  # a third of the spare room above
    entry = entry_box(card, max(8.0, 1.6 * _line(floor)), floor)
    parts: list[b.Box] = [header, _space(h=3.0), entry, _space(h=2.0), rows]
    targets = solo_targets(par[SOLO_SIDE]) if par and SOLO_SIDE in par else None
    if targets:
        parts += [_space(h=1.0), _solo_strip(card, targets)]
    notes = _card_notes(card, par)
    parts.append(_space(h=1.0))
    parts += [b.Words(text=text, font=font, size=7, least=4.5, color=color, height=3.6, shrink=0, name="note")
              for text, font, color in notes]
    if notes:
        parts.append(_space(h=1.0))
    parts.append(b.Words(text=card.card_id, size=6, least=4, color=MUTED, text_align="right", wrap=False, height=3.2,
                       shrink=0, name="card id"))
    return b.Column(children=tuple(parts), name=f"card {card.card_id}")


def card_front(card: ObjectiveCard, size: Component, *, par: dict[str, int] | None = None,
               floor: float = 0.0) -> Page:
    """The face of an objective card at any card size, no text under ``floor`` pt; a card whose face does not
    fit is refused in one line naming what does not fit."""
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    laid = lay_out(front_box(card, w, par=par, floor=floor), s, s, w - 2 * s, h - 2 * s, floor)
    items = laid.fitted(f"objective card {card.card_id} on a {size.name} ({w:g} × {h:g} mm) at "
                        f"{max(floor, 4.5):g} pt")
    return Page(w, h, (bleed_rect(w, h, CARD_BLEED, CARD_BG), *items), bleed=CARD_BLEED,
                label=f"card {card.card_id}")


def back_face(size: Component, color: Color, joint: Color, title: str, emblem: b.Box, label: str) -> Page:
    """The one back layout of the labyrinth's cards and aids: stone blocks of ``color`` (their joints ``joint``)
    to the bleed, a double frame on the safe line with a stud in each corner, and a cartouche mid-card with
    ``title`` over ``emblem`` (given a row 10 mm tall): a deck is told from the aids, and one difficulty from
    another, face down."""
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    rule = Style(stroke=CARD_BG, width=0.3)

    def plaque(x: float, y: float, pw: float, ph: float) -> list[Item]:
        return [cartouche(x, y, pw, ph, 3.5, Style(fill=CARD_BG, stroke=INK, width=0.5)),
                cartouche(x + 1.0, y + 1.0, pw - 2.0, ph - 2.0, 4.5, Style(stroke=color, width=0.35))]

    panel = b.Column(width=w - 2 * s - 10, height=30.0, shrink=0, pad=2.0, gap=1.0, justify="center", back=plaque,
                     children=(b.Words(text=title, font="display", size=22, least=10, color=INK, text_align="center",
                                       valign="middle", wrap=False, height=11.0),
                               replace(emblem, height=10.0, shrink=0)))
    mid = b.Column(justify="center", items_align="center", children=(panel,))
    inner = s + 1.4  # the frame's inner rule
    studs = [rect(x - 1.0, y - 1.0, 2.0, 2.0, Style(fill=CARD_BG)) for x in (inner, w - inner)
             for y in (inner, h - inner)]
    items: list[Item] = [
        bleed_rect(w, h, CARD_BLEED, color),
        brick_joints(-CARD_BLEED, -CARD_BLEED, w + CARD_BLEED, h + CARD_BLEED, 4.0, 8.0, joint),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.5, Style(stroke=CARD_BG, width=0.8)),
        rect(inner, inner, w - 2 * inner, h - 2 * inner, rule), *studs,
        *lay_out(mid, 0.0, 0.0, w, h).fitted(f"the {label}"),
    ]
    return Page(w, h, tuple(items), bleed=CARD_BLEED, label=label)


def card_back(difficulty: str, size: Component) -> Page:
    """The common back of a deck of one difficulty: its skulls, or its name where it has none."""
    if difficulty not in DIFFICULTIES:
        raise PnpError(f"unknown difficulty {difficulty!r} (one of {', '.join(DIFFICULTIES)})")
    accent = DIFFICULTY_COLOR[difficulty]
    count = SKULLS[difficulty]
    skull = b.Glyph(icon="skull", width=8.5, height=8.5, color=accent)  # smaller where a small card's panel is narrower
    emblem = (b.Row(gap=1.2, justify="center", items_align="center", children=(skull,) * count) if count else
              b.Words(text=difficulty_name(difficulty), font="body-black", size=14, least=7, color=accent,
                      text_align="center", valign="middle", wrap=False))
    # i18n: the title on the objective cards' backs
    title = pgettext("card back", "Objective")
    return back_face(size, accent, BACK_JOINT[difficulty], title, emblem, f"back {difficulty}")
