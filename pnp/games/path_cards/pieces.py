"""The pieces besides the cards: "played this turn" markers and the score pad.

In the action variants a card played this turn may not be taken this turn, so
the player marks each card they play with a marker and lifts the markers after
collecting. A marker is a 20 mm square: it sits in a card's corner, which is
always hedge (the paths are 22 mm wide down the middle and the treasures sit
on the paths), so it hides neither a path nor a treasure. Only the player
whose turn it is uses markers, so the kit holds the most cards one turn can
play under any variant the rules core knows, times a spare.

Every card taken is one point and the cards themselves are the tally, so the
score pad keeps one number per player per game (counted at the end) and adds
the games of a match: one column per player, a row per game, a totals row, and
two matches to a page.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from pnp.catalog import COMPONENT_BLEED, Component, Paper, component
from pnp.games.path_cards.draw import HEDGE, INK, TITLE, corner_hedge
from pnp.games.path_cards.rules.turns import MAX_PLAYERS, MIN_PLAYERS, most_plays_per_turn
from pnp.i18n import N_, _
from pnp.parts import ComponentSet, DocPages
from pnp.scene import boxes as b
from pnp.scene.arrange import Laid, lay_out
from pnp.scene.color import Color
from pnp.scene.locale import localised
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import bleed_rect, line, rect, rounded_rect
from pnp.scene.text import PT, text_width
from pnp.scene.words import set_text

# --- markers -------------------------------------------------------------------------

MARKER = "square-token"  # 20 mm: fits the 24 mm of hedge in a card's corner with room to spare
MARKER_CARD = "square-card"  # the card the markers are designed for, whose corner bounds them when none is named
MARKER_STEP = 0.5  # mm: the marker grows, or shrinks into a corner, by half millimetres (a cut a ruler measures)
MARKER_CLEAR = 0.25  # ems of its words' size: the clear space a marker grown for its words keeps round them
MARKER_SPARE = 2  # markers per card a turn can play: lost and bent ones happen
MARKER_FILL = Color.hex("#f5c518")  # a light, strong yellow: stands out on the dark hedge for every eye
MARKER_CUT = N_("Cut along the crop marks: the played-this-turn markers (two-action and three-action games).")


def marker_count() -> int:
    return most_plays_per_turn() * MARKER_SPARE


def marker_size(text_floor: float = 0.0, card: Component | None = None) -> Component:
    """The marker's component, by a rule on its measured words: the designed 20 mm, grown by half millimetres
    while a larger marker that still fits the card's corner would keep more of its words (both lines, then
    PLAYED on one line; see :func:`marker_front`) at the size in force, until they have :data:`MARKER_CLEAR`
    round them, so no larger than its words need; never
    larger than the hedge in the corner of ``card`` (the square card when None) holds, to the half millimetre
    below (a narrow card's paths come closer to its edges, and its markers are smaller)."""
    designed = component(MARKER)
    room = math.floor(corner_hedge(card or component(MARKER_CARD)) / MARKER_STEP) * MARKER_STEP
    # the words the largest marker holds, then the least marker that holds them with a quarter em clear all
    # round (so grown words do not run into the frame edge to edge), or the largest
    clear = 2 * MARKER_CLEAR * max(MARKER_WORDS[0][2], text_floor) * PT

    def rank(side: float, clear: float = clear) -> int:
        return _marker_words(_square(designed, side - clear), text_floor)[0]

    side, best = min(designed.width, room), rank(room, 0.0)
    while side + MARKER_STEP <= room and rank(side) > best:
        side += MARKER_STEP
    return _square(designed, side)


def _square(designed: Component, side: float) -> Component:
    if side == designed.width:
        return designed
    return replace(designed, key=f"square-token-{side:g}", name=f"Square token, {side:g} mm", width=side,
                   height=side)


# The marker's words, (text, font, pt, line) from the top: PLAYED is the name the rules give it, THIS TURN says when.
# i18n: the "played this turn" marker's two lines (capitals, short: a 20 mm token; the rules call it "played")
MARKER_WORDS = ((N_("PLAYED"), "body-black", 8.0, 3.4), (N_("THIS TURN"), "body-bold", 7.0, 3.1))  # its line, mm
MARKER_LEAST = 7.0  # pt: the least its words shrink to, read across a table
PADLOCK, PADLOCK_LEAST = 6.6, 5.0  # mm: the padlock beside both lines at most (as designed), and at least


def _marker_face(words: tuple[tuple[str, str, float, float], ...], wrap: bool) -> b.Box:
    """The padlock over ``words``: as designed, 6.6 mm over both lines; over one, or none, it grows into the room
    they leave."""
    boxes = tuple(b.Words(text=_(t), font=f, size=pt, least=min(pt, MARKER_LEAST), color=INK, text_align="center",
                          valign="middle", wrap=wrap, shrink=0, height=line, name="the marker's words")
                  for t, f, pt, line in words)
    both = len(words) == len(MARKER_WORDS)
    space = b.Box(height=0.5, shrink=0)
    return b.Column(pad=0.4, children=(
        space, b.Glyph(icon="padlock", color=INK, grow=0 if both else 1, min_height=PADLOCK_LEAST,
                       height=PADLOCK if both else None), space, *boxes))


def _marker_words(size: Component, text_floor: float) -> tuple[int, Laid]:
    """The first of the marker's layouts (see :func:`marker_front`) that holds its words on a marker of ``size``
    at ``text_floor``, as its rank (0: both lines as designed; the padlock alone last) and its laid-out face."""
    s = size.safe
    tries = [(MARKER_WORDS[:keep], wrap) for keep in range(len(MARKER_WORDS), 0, -1) for wrap in (False, True)]
    faces = [*tries, ((), False)]
    for rank, (words, wrap) in enumerate(faces):
        laid = lay_out(_marker_face(words, wrap), s, s, size.width - 2 * s, size.height - 2 * s, text_floor)
        if not laid.faults:  # (a word cut between letters is a fault of the layout: words.set_text)
            return rank, laid
    return len(faces) - 1, laid  # not even the padlock: fitted() refuses it, naming the marker


def marker_front(size: Component, text_floor: float = 0.0) -> Page:
    """A marker: a padlock (this card is locked in place) over the words PLAYED THIS TURN, no word under the
    floor. The layout's rule, first that fits: both lines as designed (each shrinking to 7 pt, never under the
    floor); both wrapped at their spaces or hyphenated; PLAYED alone (THIS TURN says when, the rules say it
    too), on one line, then wrapped; and last the padlock alone, which the rules card names as the played
    marker. The marker grows for its words only as far as a card's corner holds (:func:`marker_size`): it must sit
    there, clear of the paths. Wherever words go, the padlock grows into the room they leave."""
    w, h = size.width, size.height
    s = size.safe
    _, laid = _marker_words(size, text_floor)
    items: list[Item] = [
        bleed_rect(w, h, COMPONENT_BLEED, MARKER_FILL),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 1.5, Style(stroke=INK, width=0.45)),
        *laid.fitted(f"the played marker ({size.name})"),
    ]
    return Page(w, h, tuple(items), bleed=COMPONENT_BLEED, label="played marker")


def marker_parts(text_floor: float = 0.0, card: Component | None = None) -> ComponentSet:
    """The markers for cards of ``card`` (the square card when None), the same face on both sides: one that
    lands face down still reads, and a kit printed double-sided puts them on a sheet of their own instead of
    behind another part that gets cut up."""
    size = marker_size(text_floor, card)
    front = marker_front(size, text_floor)
    # i18n: a part of the path cards' kit
    return ComponentSet(_("Played-this-turn markers"), "played-markers", (front,) * marker_count(), (front,),
                        _(MARKER_CUT), label="markers", safe=size.safe, care="sturdy")


# --- the score pad ---------------------------------------------------------------------

MARGIN = 12.0
LABEL_W = 27.0  # the column of row names
MATCHES = 2  # tables a page holds
TRANSLATION = 1.5  # the note keeps room for a translation 40 % longer, and the ragged ends of its lines
PAD_NOTE = N_("Each page keeps two matches.")
RULE = Style(stroke=INK, width=0.35)
FRAME = Style(stroke=INK, width=0.9)
TINT = Color.hex("#f6efda")  # the header and totals rows: a light tint, cheap on ink
HINT = Color.hex("#6b6b6b")
SQUEEZED = 2.0  # lines of its type a game's row keeps at least where a short page squeezes three games a match
# i18n: the path cards' score pad: how to score (above its tables)
INTRO = N_("Every card you take is one point. When a game ends, count the cards you took and write the number in "
         "your column; circle the highest number in the row: that player wins the game (equal counts share it). "
           "After the last game, add up each column: the highest total wins the match.")


def pad_columns(players: int) -> int:
    """The pad's player columns: the kit's player count, within the 2 to 6 players the game takes."""
    return min(max(players, MIN_PLAYERS), MAX_PLAYERS)


@dataclass(frozen=True)
class PadType:
    """The pad's type (pt) and its rows (mm) for a text floor: each size the designed one or, under a higher
    floor, the floor plus its step above the body text (so the hierarchy holds); each row the designed height or
    as many of its text's lines as leave room to write by hand, whichever is taller."""

    floor: float

    def pt(self, designed: float, step: float = 0.0) -> float:
        return max(designed, self.floor + step)

    def row(self, designed: float, pt: float, lines: float) -> float:
        return max(designed, lines * pt * 1.2 * PT)

    @property
    def game_pt(self) -> float:
        return self.pt(11.0, 2.0)

    @property
    def label_w(self) -> float:
        """The column of row names: as designed, wider as its type grows, and as wide as its longest name needs in
        the language and locale printed in (2 mm in from the frame on each side)."""
        names = ((_("Name"), "body-bold", self.pt(10.0, 1.0)), (_("Game {n}").format(n=8), "body", self.game_pt),
                 (_("Total"), "body-black", self.pt(12.0, 3.0)))
        return max(LABEL_W * self.game_pt / 11.0, *(text_width(localised(t), f, pt) + 4.5 for t, f, pt in names))

    @property
    def row_h(self) -> float:
        """A game's row: room to write a number."""
        return self.row(11.5, self.game_pt, 2.4)


def _cell(text: str, look: PadType, designed: float, step: float = 0.0, **kw) -> b.Words:
    return b.Words(text=text, size=look.pt(designed, step), wrap=False, **kw)


def _table_row(label: b.Words, cells: tuple[b.Box, ...], width: float, height: float, paint: b.Paint | None,
               **kw) -> b.Row:
    return b.Row(height=height, back=paint, children=(replace(label, width=width, shrink=0), *cells), **kw)


def _tint(heavy: bool = False) -> b.Paint:
    """A tinted row (the names, the totals), with the heavy rule above the totals."""
    return lambda x, y, w, h: [rect(x, y, w, h, Style(fill=TINT)), *([line(x, y, x + w, y, FRAME)] if heavy else [])]


def _ruled(x: float, y: float, w: float, h: float) -> list[Item]:
    return [line(x, y, x + w, y, RULE)]


def _frame(players: int, label_w: float) -> b.Paint:
    """The table's frame and its column rules (drawn over the rows' tints)."""
    def paint(x: float, y: float, w: float, h: float) -> list[Item]:
        col = (w - label_w) / players
        return [rect(x, y, w, h, FRAME),
                *(line(x + label_w + p * col, y, x + label_w + p * col, y + h, FRAME if p == 0 else RULE)
                  for p in range(players + 1))]
    return paint


def _match(number: int, players: int, games: int, look: PadType) -> b.Column:
    """One match: its title and the date to write, then a header row for names, a row per game, a totals row."""
    name_pt, total_pt = look.pt(10.0, 1.0), look.pt(12.0, 3.0)
    label = dict(pad=2.0, valign="middle", color=INK)  # the row names 2 mm in from the frame
    # i18n: the score pad's column heads (a player writes their name over it), rows, and each table's title
    hints = tuple(_cell(_("player {n}").format(n=p + 1), look, 8.0, color=HINT, pad=1.2, grow=1,
                        name="a player's column") for p in range(players))
    blanks = tuple(b.Box(grow=1) for _p in range(players))
    head = _table_row(_cell(_("Name"), look, 10.0, 1.0, font="body-bold", **label), hints, look.label_w,
                      look.row(15.0, name_pt, 2.9), _tint())
    rows = tuple(_table_row(_cell(_("Game {n}").format(n=g + 1), look, 11.0, 2.0, **label), blanks, look.label_w,
                            look.row_h, _ruled, grow=1) for g in range(games))
    total = _table_row(_cell(_("Total"), look, 12.0, 3.0, font="body-black", **label), blanks, look.label_w,
                       look.row(13.0, total_pt, 2.2), _tint(heavy=True))
    title = b.Row(height=look.row(8.0, look.pt(12.0, 4.0), 1.6), gap=2.0, children=(
        _cell(_("Match {n}").format(n=number), look, 12.0, 4.0, font="body-bold", color=HEDGE, valign="bottom", grow=1),
        _cell(_("date"), look, 9.0, color=HINT, valign="bottom", text_align="right", grow=1, name="the date's label"),
        b.Art(width=50.0, draw=lambda x, y, w, h: [line(x, y + h - 1.7, x + w, y + h - 1.7,
                                                        Style(stroke=HINT, width=0.3))])))
    table = b.Stack(grow=1, children=(b.Column(children=(head, *rows, total)),  # the frame over the rows' tints
                                      b.Art(draw=_frame(players, look.label_w))))
    return b.Column(grow=1, children=(title, table))


def _note_height(sheet: Paper, look: PadType) -> float:
    """The note's room: what its words take in a column 1.5 times narrower, about what a translation 40 % longer
    takes across the page (the languages to come run 30 to 40 % longer than English)."""
    w = (sheet.width - 2 * MARGIN) / TRANSLATION
    return set_text(INTRO, "body", look.pt(10.0), look.pt(10.0), w, 1e6, leading=1.25).height


def _games(players: int, sheet: Paper, look: PadType) -> int:
    """As many games a match as the page holds at their least row height, up to 8; at least 3 while three rows
    squeezed into the room still keep :data:`SQUEEZED` lines of their type each (a cramped number), else 2."""
    intro = _note_height(sheet, look)
    fixed = look.row(8.0, look.pt(12.0, 4.0), 1.6) + look.row(15.0, look.pt(10.0, 1.0), 2.9) + look.row(
        13.0, look.pt(12.0, 3.0), 2.2)
    room = sheet.height - 2 * MARGIN - 15.0 - intro - 4.0 - (MATCHES - 1) * 9.0
    rows = room / MATCHES - fixed
    least = 3 if rows / 3 >= look.row(0.0, look.game_pt, SQUEEZED) else 2
    return max(least, min(8, int(rows // look.row_h)))


def score_pad(players: int, sheet: Paper) -> Page:
    """The score pad on a page of exactly ``sheet``: one layout at every floor, its rows filling the page."""
    players = pad_columns(players)
    look = PadType(sheet.text_floor)
    games = _games(players, sheet, look)
    matches: list[b.Box] = []
    for n in range(1, MATCHES + 1):
        matches += [b.Box(height=9.0, shrink=0)] if matches else []
        matches.append(_match(n, players, games, look))
    page = b.Column(pad=MARGIN, children=(
        b.Row(height=11.0, shrink=0, children=(
            b.Words(text=_(TITLE), font="display", size=24, color=HEDGE, valign="bottom", wrap=False, grow=1),
            # i18n: beside the game's name atop the score pad
            b.Words(text=_("score pad"), font="display", size=16, color=HEDGE, valign="bottom", wrap=False, grow=1,
                    text_align="right"))),
        b.Art(height=4.0, shrink=0, draw=lambda x, y, w, h: [line(x, y + 1.5, x + w, y + 1.5,
                                                                  Style(stroke=HEDGE, width=0.8))]),
        b.Words(text=_(INTRO), size=look.pt(10.0), color=INK, leading=1.25, shrink=0, name="the pad's note",
                height=_note_height(sheet, look)),
        b.Box(height=4.0, shrink=0),
        *matches))
    items = lay_out(page, 0, 0, sheet.width, sheet.height, sheet.text_floor).fitted("the score pad")
    return Page(sheet.width, sheet.height, items, bleed=sheet.bleed, label="score pad")


def pad_part(players: int, sheet: Paper) -> DocPages:
    # i18n: a part of the path cards' kit
    return DocPages(_("Score pad"), "score-pad", (score_pad(players, sheet),), note=_(PAD_NOTE), care="pencil")
