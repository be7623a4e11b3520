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

from dataclasses import dataclass

from pnp.catalog import COMPONENT_BLEED, Component, Paper, component
from pnp.games.path_cards.draw import HEDGE, INK
from pnp.games.path_cards.rules.turns import MAX_PLAYERS, MIN_PLAYERS, most_plays_per_turn
from pnp.parts import ComponentSet, DocPages
from pnp.scene.color import Color
from pnp.scene.model import Item, Page, Style, Text
from pnp.scene.shapes import bleed_rect, line, rect, rounded_rect
from pnp.scene.text import PT, measured_text, text_width

# --- markers -------------------------------------------------------------------------

MARKER = "square-token"  # 20 mm: fits the 24 mm of hedge in a card's corner with room to spare
MARKER_LARGE = "square-token-22"  # large print: room for PLAYED at 12 pt, still inside the corner's hedge
MARKER_SPARE = 2  # markers per card a turn can play: lost and bent ones happen
MARKER_FILL = Color.hex("#f5c518")  # a light, strong yellow: stands out on the dark hedge for every eye
MARKER_CUT = "Cut along the crop marks: the played-this-turn markers (two-action and three-action games)."


def marker_count() -> int:
    return most_plays_per_turn() * MARKER_SPARE


def marker_size(text_floor: float = 0.0) -> Component:
    """The marker's component: 20 mm, or 22 mm above the 8 pt its words take (still clear of the 23.6 mm of
    hedge in a card's corner), so PLAYED fits at the floor."""
    return component(MARKER_LARGE if text_floor > MARKER_WORDS[0][2] else MARKER)


# The marker's words, (text, font, pt) from the top: PLAYED is the name the rules give it, THIS TURN says when.
MARKER_WORDS = (("PLAYED", "body-black", 8.0), ("THIS TURN", "body-bold", 7.0))
MARKER_LEAST = 7.0  # pt: the least its words shrink to, read across a table
PADLOCK, PADLOCK_LEAST = 6.6, 5.0  # mm: the padlock beside both lines at most (as designed), and at least


def marker_front(size: Component, text_floor: float = 0.0) -> Page:
    """A marker: a padlock (this card is locked in place) over the words PLAYED THIS TURN, no word under the
    floor. The layout's rule: the padlock takes the room the words leave; THIS TURN goes when it no longer fits
    on its line (large type), and the padlock, 6.6 mm beside both, grows into its room."""
    from pnp.scene import boxes as b
    from pnp.scene.arrange import lay_out

    w, h = size.width, size.height
    s = size.safe
    for keep in range(len(MARKER_WORDS), 0, -1):
        words = tuple(b.Words(text=t, font=f, size=pt, least=min(pt, MARKER_LEAST), color=INK, text_align="center",
                              valign="middle", wrap=False, shrink=0, name="the marker's words")
                      for t, f, pt in MARKER_WORDS[:keep])
        both = keep == len(MARKER_WORDS)
        face = b.Column(pad=0.6, gap=0.3, justify="center", children=(
            b.Glyph(icon="padlock", color=INK, grow=0 if both else 1, min_height=PADLOCK_LEAST,
                    height=PADLOCK if both else None), *words))
        laid = lay_out(face, s, s, w - 2 * s, h - 2 * s, text_floor)
        if not laid.faults or keep == 1:
            break
    items: list[Item] = [
        bleed_rect(w, h, COMPONENT_BLEED, MARKER_FILL),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 1.5, Style(stroke=INK, width=0.45)),
        *laid.fitted(f"the played marker ({size.name})"),
    ]
    return Page(w, h, tuple(items), bleed=COMPONENT_BLEED, label="played marker")


def marker_parts(text_floor: float = 0.0) -> ComponentSet:
    """The markers, the same face on both sides: one that lands face down still reads, and a kit printed
    double-sided puts them on a sheet of their own instead of behind another part that gets cut up."""
    front = marker_front(marker_size(text_floor), text_floor)
    return ComponentSet("Played-this-turn markers", "played-markers", (front,) * marker_count(), (front,),
                        MARKER_CUT, label="markers")


# --- the score pad ---------------------------------------------------------------------

MARGIN = 12.0
LABEL_W = 27.0  # the column of row names
HEAD_H, ROW_H, TOTAL_H = 15.0, 11.5, 13.0  # a name to write, a number to write, the sum
MATCHES = 2  # tables a page holds
PAD_NOTE = "Print a copy for each evening; each page keeps two matches."
RULE = Style(stroke=INK, width=0.35)
FRAME = Style(stroke=INK, width=0.9)
TINT = Color.hex("#f6efda")  # the header and totals rows: a light tint, cheap on ink
HINT = Color.hex("#6b6b6b")


def pad_columns(players: int) -> int:
    """The pad's player columns: the kit's player count, within the 2 to 6 players the game takes."""
    return min(max(players, MIN_PLAYERS), MAX_PLAYERS)


@dataclass(frozen=True)
class PadLook:
    """The pad's sizes (mm and pt): as designed, or for large print (every text at the floor or more, rows and
    boxes taller to write in large)."""

    label_w: float = LABEL_W
    head_h: float = HEAD_H
    row_h: float = ROW_H
    total_h: float = TOTAL_H
    match_h: float = 8.0  # the match's title line above its table
    match_w: float = 40.0
    date_dy: float = 1.5  # the date's box and its line below the match's top
    date_h: float = 5.0
    line_dy: float = 6.3
    match_pt: float = 12.0
    date_pt: float = 9.0
    name_pt: float = 10.0
    hint_pt: float = 8.0
    game_pt: float = 11.0
    total_pt: float = 12.0
    intro_pt: float = 10.0
    min_games: int = 3


DESIGNED = PadLook()


def pad_look(text_floor: float) -> PadLook:
    if not text_floor:
        return DESIGNED
    f = text_floor
    return PadLook(label_w=36.0, head_h=18.0, row_h=14.5, total_h=16.0, match_h=10.0, match_w=60.0, date_dy=3.0,
                   date_h=5.5, line_dy=8.3, match_pt=f + 4, date_pt=f, name_pt=f + 1, hint_pt=f, game_pt=f + 2,
                   total_pt=f + 3, intro_pt=f, min_games=2)


def _table(x: float, y: float, w: float, players: int, games: int, number: int,
           row_h: float = ROW_H, look: PadLook = DESIGNED) -> tuple[list[Item], float]:
    """One match: a header row for names, a row per game, a totals row. Returns its items and its bottom."""
    k = look
    col = (w - k.label_w) / players
    height = k.head_h + games * row_h + k.total_h
    date_w = text_width("date", "body", k.date_pt) + 1.0 if k is not DESIGNED else 10.0
    items: list[Item] = [
        Text(f"Match {number}", x, y, k.match_w, k.match_h - 1.5, font="body-bold", size=k.match_pt,
             color=HEDGE, valign="bottom", wrap=False),
        Text("date", x + w - (50 + date_w), y + k.date_dy, date_w, k.date_h, size=k.date_pt, color=HINT,
             valign="bottom", wrap=False),
        line(x + w - 50, y + k.line_dy, x + w, y + k.line_dy, Style(stroke=HINT, width=0.3)),
    ]
    top = y + k.match_h
    bottom_of_games = top + k.head_h + games * row_h
    items.append(rect(x, top, w, k.head_h, Style(fill=TINT)))
    items.append(rect(x, bottom_of_games, w, k.total_h, Style(fill=TINT)))
    items.append(Text("Name", x + 2, top, k.label_w - 3, k.head_h, font="body-bold", size=k.name_pt, color=INK,
                      valign="middle", wrap=False))
    hint_h = 4 if k is DESIGNED else k.hint_pt * 1.2 * PT
    for p in range(players):
        items.append(Text(f"player {p + 1}", x + k.label_w + p * col + 1.5, top + 1.0, col - 3, hint_h,
                          size=k.hint_pt, color=HINT, wrap=False, min_size=min(7, k.hint_pt)))
    for g in range(games):
        row_y = top + k.head_h + g * row_h
        items.append(Text(f"Game {g + 1}", x + 2, row_y, k.label_w - 3, row_h, size=k.game_pt, color=INK,
                          valign="middle", wrap=False))
        items.append(line(x, row_y, x + w, row_y, RULE))
    items.append(line(x, bottom_of_games, x + w, bottom_of_games, FRAME))  # a heavy rule: sum below it
    items.append(Text("Total", x + 2, bottom_of_games, k.label_w - 3, k.total_h, font="body-black",
                      size=k.total_pt, color=INK, valign="middle", wrap=False))
    for p in range(players + 1):
        cx = x + k.label_w + p * col
        items.append(line(cx, top, cx, top + height, FRAME if p == 0 else RULE))
    items.append(rect(x, top, w, height, FRAME))
    return items, top + height


def score_pad(players: int, sheet: Paper) -> Page:
    """The score pad on a page of exactly ``sheet``: as many game rows as two matches leave room for (in large
    print, the type and the boxes larger, fewer rows)."""
    players = pad_columns(players)
    k = pad_look(sheet.text_floor)
    m = MARGIN
    w = sheet.width - 2 * m
    items: list[Item] = [
        Text("Treasure Paths", m, m, w * 0.6, 11, font="display", size=24, color=HEDGE, valign="bottom",
             wrap=False),
        Text("score pad", m + w * 0.6, m, w * 0.4, 11, font="display", size=16, color=HEDGE, align="right",
             valign="bottom", wrap=False),
        line(m, m + 12.5, m + w, m + 12.5, Style(stroke=HEDGE, width=0.8)),
    ]
    intro = measured_text(
        "Every card you take is one point. When a game ends, count the cards you took and write the number in "
        "your column; circle the highest number in the row: that player wins the game (equal counts share it). "
        "After the last game, add up each column: the highest total wins the match.",
        m, m + 15, w, size=k.intro_pt, color=INK, leading=1.25)
    items.append(intro)
    top = intro.y + intro.height + 4
    gap = 9.0  # between the two matches
    room = sheet.height - m - top - (MATCHES - 1) * gap
    per_table = room / MATCHES - k.match_h - k.head_h - k.total_h  # what each table's game rows may take
    games = max(k.min_games, min(8, int(per_table // k.row_h)))
    row_h = min(k.row_h * 1.25, per_table / games)  # taller rows fill the page rather than leave a gap below
    y = top
    for n in range(1, MATCHES + 1):
        table, y = _table(m, y, w, players, games, n, row_h, k)
        items += table
        y += gap
    return Page(sheet.width, sheet.height, tuple(items), bleed=sheet.bleed, label="score pad")


def pad_part(players: int, sheet: Paper) -> DocPages:
    return DocPages("Score pad", "score-pad", (score_pad(players, sheet),), note=PAD_NOTE)
