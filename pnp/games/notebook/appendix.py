"""The designer's appendix: key order, the critical path's expected loss, every battle's odds, the dice game,
the simulated players."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from pnp.catalog import Paper
from pnp.games.notebook.balance import critical_battles
from pnp.games.notebook.model import Dungeon
from pnp.games.notebook.odds import battle_odds, dice_game_odds
from pnp.games.notebook.pen import (
    BOTTOM,
    CEILING,
    MUTED,
    PALE,
    WIDTH,
    Pen,
    rule,
)
from pnp.games.notebook.verify import escape
from pnp.scene.arrange import width_of
from pnp.scene.boxes import Box, Column, Row, Words
from pnp.scene.color import Color
from pnp.scene.locale import localised
from pnp.scene.model import Page, Style
from pnp.scene.page_flow import Block, Lines, Section, Type, lines_of, piece

# --- the designer's appendix ----------------------------------------------------------


def _pct(p: Fraction | float) -> str:
    v = 100 * float(p)
    return ">99%" if 99.5 <= v < 100 else f"{v:.0f}%"


LEAST_PT = 6.0  # the appendix's smallest type (its subtitle and its tables' cells), which its subtitle always prints at
SIDE_HEAD = 23.0  # a paragraph's heading stands in a column of its own, this wide (mm) with its gap
PARAGRAPH = Type(6.5)
ROW_H = 3.9  # a table row as designed; it grows with its words at a floor
HEAD_TOP = 14.0  # the title, subtitle and rule atop every page; the flow starts this far under TOP
FOOT = 4.5  # the room left under the flow


def _head(pen: Pen, subtitle: str) -> Column:
    """The appendix's title, the dungeon under it and a rule, atop every page (taller when the floor needs)."""
    title = Words(text="DESIGNER'S APPENDIX", size=14, least=10, font="display", valign="middle", wrap=False,
                  min_height=8.0)
    if width_of(title, pen.design_floor) > WIDTH:  # a floor above the title's size: on two lines
        title = replace(title, wrap=True)
    return Column(children=(
        title,
        Words(text=subtitle, size=LEAST_PT, least=LEAST_PT, color=MUTED, min_height=3.6),
        rule(pen, HEAD_TOP - 11.6, 0.6, shrink=0.0)))


def _paragraph(pen: Pen, head: str, body: str) -> Section:
    """A paragraph with its heading in the left column beside it while every word of the heading fits there in
    two lines at the floor, else the heading above it; the paragraph may split between its lines over pages."""
    floor = pen.design_floor
    title = Words(text=head, size=PARAGRAPH.size, least=6, font="body-black", leading=1.1)
    words = Words(text=body, size=PARAGRAPH.size, font=PARAGRAPH.font, leading=PARAGRAPH.leading)
    side = lines_of(title, SIDE_HEAD - 1.0, floor)
    if len(side) > 2 or " ".join(side).split() != localised(head).split():  # or a word cut: above it
        return Section((Block(title, after=0.6, keep=True, what="heading"),
                        Block(words, after=1.8, split=True)), whole=False)
    lines = lines_of(words, WIDTH - SIDE_HEAD, floor)

    def piece_of(i: int, j: int) -> Box:
        left: Box = replace(title, width=SIDE_HEAD - 1.0, shrink=0.0) if i == 0 else Box(width=SIDE_HEAD - 1.0)
        return Row(min_height=3.6 if i == 0 else 0.0, children=(
            left, Box(width=1.0, shrink=0.0),
            replace(words if (i, j) == (0, len(lines)) else piece(words, lines[i:j]), grow=1)))  # whole: as is

    return Section((Block(piece_of(0, len(lines)), after=1.8, split=True, lines=Lines(len(lines), piece_of)),),
                   whole=False)


def _row(pen: Pen, widths: Sequence[float], cells: Sequence[str], left: Sequence[int], font: str,
         fill: Color | None) -> Row:
    """A table's row: each cell's words in its column (wrapping when the floor needs), filled behind or not."""
    # a table's header, and every other row, on a filled back
    back = pen.paint(lambda sub, x, y, w, h: sub.rect(x, y, w, h, Style(fill=fill))) if fill is not None else None
    return Row(back=back, min_height=ROW_H, children=tuple(
        Words(text=cell, size=LEAST_PT, least=LEAST_PT, font=font, width=w, shrink=0.0, pad=0.5, valign="middle",
              text_align="left" if i in left else "center") for i, (w, cell) in enumerate(zip(widths, cells))))


def _wide(text: str, floor: float) -> float:
    """How wide a table's cell is on one line at the floor, in the locale (bold: the header's type)."""
    return width_of(Words(text=text, size=6, least=6, font="body-bold", pad=0.5, wrap=False), floor)


def _widest_word(rows: Sequence[Sequence[str]], i: int, floor: float) -> float:
    return max(_wide(w, floor) for row in rows for w in localised(row[i]).split() or [""])


def _columns(shares: Sequence[float], rows: Sequence[Sequence[str]], floor: float) -> list[float]:
    """A table's column widths across the page: as designed (``shares`` of it), but never narrower than a
    column's widest cell set on one line at the floor in the locale, the room it takes coming from the columns
    with room to spare. When the cells need more than the page, each column gets its widest word, and the rest
    of the page in proportion to what its cells need more (their words wrap)."""
    k = sum(shares)
    designed = [w * WIDTH / k for w in shares]
    need = [max(_wide(row[i], floor) for row in rows) for i in range(len(shares))]
    if sum(need) > WIDTH:
        word = [_widest_word(rows, i, floor) for i in range(len(shares))]
        more = sum(need) - sum(word)
        return [w + (n - w) * (WIDTH - sum(word)) / more for n, w in zip(need, word)]
    short = sum(max(n - d, 0.0) for n, d in zip(need, designed))
    spare = sum(max(d - n, 0.0) for n, d in zip(need, designed))
    return [n if n >= d else d - short * (d - n) / spare for n, d in zip(need, designed)]


def _table(pen: Pen, title: str, header: Sequence[str], widths: Sequence[float],
           rows: Sequence[Sequence[str]], left: Sequence[int] = (1,)) -> Section:
    """A titled table across the column, its title and header kept with its first row and repeated on every
    page it reaches."""
    widths = _columns(widths, [header, *rows], pen.design_floor)
    top = Block(Column(gap=0.6, children=(Words(text=title, size=6.5, least=6, font="body-black"),
                                          _row(pen, widths, header, left, "body-bold", CEILING))),
                keep=True, what="table's head")
    body = [Block(_row(pen, widths, cells, left, "body", PALE if n % 2 else None),
                  after=2.5 if n == len(rows) - 1 else 0.0, what="row") for n, cells in enumerate(rows)]
    return Section((top, *body), whole=False, again=(top,))


def _tables(pen: Pen, title: str, header: Sequence[str], shares: Sequence[float],
            rows: Sequence[Sequence[str]], key: int) -> list[Section]:
    """A table, or, where the floor makes its columns' words wider than the page, as many tables as it takes,
    each with the first ``key`` columns (the room and the enemy) and as many of the others as its width holds."""
    floor = pen.design_floor
    table = [header, *rows]
    word = [_widest_word(table, i, floor) for i in range(len(header))]
    groups: list[list[int]] = [[]]
    for i in range(key, len(header)):
        if groups[-1] and sum(word[:key]) + sum(word[j] for j in (*groups[-1], i)) > WIDTH:
            groups.append([])
        groups[-1].append(i)
    return [_table(pen, title, [header[i] for i in cols], [shares[i] for i in cols],
                   [[row[i] for i in cols] for row in rows]) for cols in ([*range(key), *group] for group in groups)]


CRITICAL_TABLE = ("Battles on the critical path", ("room", "enemy", "weapon", "win", "HP lost"), (7, 26, 10, 10, 10))
BATTLE_TABLE = ("Every battle from 10 HP: chance to win \u00b7 expected HP lost",
                ("room", "enemy", "HP", "weapon 1", "weapon 2", "weapon 3", "weapon 4"), (7, 24, 5, 14, 14, 14, 14))


def appendix_pages(dungeon: Dungeon, paper: Paper, sim_report=None) -> list[Page]:
    """For the designer: key order, the critical path's expected loss, every battle's odds, the dice game, the sim."""
    esc = escape(dungeon)
    crit = critical_battles(dungeon)
    dice = dice_game_odds()
    ok = esc.exit_reached and esc.all_rooms and not esc.stuck_keys
    keys = ((" \u2192 ".join(esc.key_order) if esc.key_order else "no locked doors")
            + f". Escapable: {'yes' if ok else 'NO'}; the walk from room 1 through the keys to the exit "
            f"passes {len(esc.route)} rooms.")
    target = dungeon.params.get("critical_loss")
    aim = f" (target {target[0]:g} to {target[1]:g})" if target else ""
    critical = (f"expected HP lost {sum(b.hp_lost for b in crit):.1f}{aim} over {len(crit)} "
                "battles, each at the weapon level the shops passed by then let you hold (levels bought in order).")
    dice_text = (f"to 21: expected coins lost to busts {float(dice.busts):.2f}; no bust at all "
                 f"{_pct(dice.clean)}; expected rolls {float(dice.rolls):.1f}.")
    rows = [[str(r.number), e.name, str(e.hp),
             *(f"{_pct(o.win)} \u00b7 {float(o.hp_lost):.1f}" for o in (battle_odds(e, w) for w in (1, 2, 3, 4)))]
            for r in dungeon.rooms if (e := r.encounter.enemy) is not None]
    critical_rows = [(str(b.room), b.enemy, str(b.weapon), _pct(b.win), f"{b.hp_lost:.1f}") for b in crit]
    pen = Pen(paper)
    sections = [_paragraph(pen, "Keys in order", keys), _paragraph(pen, "Critical path", critical),
                *_tables(pen, *CRITICAL_TABLE, critical_rows, key=2), _paragraph(pen, "Dice game", dice_text)]
    if sim_report is not None:
        sections.append(_paragraph(pen, "Simulated players", "\n".join(sim_report.lines())))
    sections += _tables(pen, *BATTLE_TABLE, rows, key=3)
    head = _head(pen, f"dungeon {dungeon.seed} \u2014 not for players")
    what = f"the designer's appendix at a {paper.text_floor:g} pt text floor"
    return [pen.on_page(items, f"appendix {n}")
            for n, items in enumerate(pen.paginate(sections, BOTTOM - FOOT, what, head), 1)]

