"""The designer's appendix: key order, the critical path's expected loss, every battle's odds, the dice game,
the simulated players."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from pnp.catalog import Paper
from pnp.games.notebook.balance import critical_battles
from pnp.games.notebook.model import Dungeon
from pnp.games.notebook.odds import battle_odds, dice_game_odds
from pnp.games.notebook.pen import (
    BOTTOM,
    CEILING,
    LEFT,
    MUTED,
    PALE,
    RIGHT,
    TOP,
    WIDTH,
    Pen,
)
from pnp.games.notebook.verify import escape
from pnp.scene.boxes import Art
from pnp.scene.color import INK
from pnp.scene.model import Item, Page, Style
from pnp.scene.page_flow import Block, Section, Type, page_items, paginate

# --- the designer's appendix ----------------------------------------------------------


def pen_block(paper: Paper, draw: Callable[[Pen, float], object], height: float, after: float = 0.0,
              keep: bool = False, what: str = "block") -> Block:
    """A block of the page flow drawn by the notebook's pen at its design ``y``, ``height`` design mm tall."""

    def paint(x: float, y: float, w: float, h: float) -> list[Item]:
        pen = Pen(paper)
        draw(pen, y)
        return pen.items

    return Block(Art(draw=paint, height=height, shrink=0.0, name=what), after=after, keep=keep, what=what)


def _pct(p: Fraction | float) -> str:
    v = 100 * float(p)
    if 99.5 <= v < 100:
        return ">99%"
    return f"{v:.0f}%"


SIDE_HEAD = 23.0  # a paragraph's heading stands in a column of its own, this wide (mm) with its gap
PARAGRAPH = Type(6.5)
ROW_H = 3.9  # a table row


def _pages(paper: Paper, subtitle: str, sections: Sequence[Section]) -> list[Page]:
    """The sections down pages by the page flow, each page starting with the appendix's title."""

    def frame(_index: int) -> tuple[float, float]:
        return TOP + 14.0, BOTTOM - 4.5

    pages = []
    for n, placed in enumerate(paginate(sections, WIDTH, frame, 0.0, "the designer's appendix"), 1):
        pen = Pen(paper)
        pen.text("DESIGNER'S APPENDIX", LEFT, TOP, WIDTH, 8, size=14, font="display", valign="middle", wrap=False,
                 min_size=10)
        pen.text(subtitle, LEFT, TOP + 8, WIDTH, 3.6, size=6, color=MUTED, wrap=False, min_size=6)
        pen.line(LEFT, TOP + 12.2, RIGHT, TOP + 12.2, Style(stroke=INK, width=0.4))
        pen.items += page_items(placed, LEFT, WIDTH, 0.0, "the designer's appendix")
        pages.append(pen.page(f"appendix {n}"))
    return pages


def _paragraph(paper: Paper, head: str, body: str) -> Section:
    """A paragraph with its heading in the left column beside it, kept on one page."""
    bh = Pen(paper).height_of(body, WIDTH - SIDE_HEAD, PARAGRAPH.size, PARAGRAPH.font, PARAGRAPH.leading)

    def draw(pen: Pen, y: float) -> None:
        pen.text(head, LEFT, y, SIDE_HEAD - 1, 7.2, size=6.5, font="body-black", min_size=6, leading=1.1)
        pen.text(body, LEFT + SIDE_HEAD, y, WIDTH - SIDE_HEAD, bh, size=6.5)

    return Section((pen_block(paper, draw, bh, after=max(bh, 3.6) - bh + 1.8, what="paragraph"),))


def _cells(pen: Pen, y: float, widths: Sequence[float], cells: Sequence[str], left: Sequence[int],
           font: str) -> None:
    x = LEFT
    for i, (w, cell) in enumerate(zip(widths, cells)):
        pen.text(cell, x + 0.5, y - 0.3, w - 1.0, ROW_H, size=6, font=font, valign="middle", wrap=False,
                 align="left" if i in left else "center", min_size=6)
        x += w


def _table(paper: Paper, title: str, header: Sequence[str], widths: Sequence[float],
           rows: Sequence[Sequence[str]], left: Sequence[int] = (1,)) -> Section:
    """A titled table across the column, its title and header kept with its first row and repeated on every
    page it reaches."""
    k = sum(widths)
    widths = [w * WIDTH / k for w in widths]

    def head(pen: Pen, y: float) -> None:
        pen.text(title, LEFT, y, WIDTH, 3.8, size=6.5, font="body-black", wrap=False, min_size=6)
        pen.rect(LEFT, y + 4.4 - 0.3, WIDTH, ROW_H, Style(fill=CEILING))
        _cells(pen, y + 4.4, widths, header, left, "body-bold")

    def row(n: int, cells: Sequence[str]) -> Block:
        def draw(pen: Pen, y: float) -> None:
            if n % 2:
                pen.rect(LEFT, y - 0.3, WIDTH, ROW_H, Style(fill=PALE))
            _cells(pen, y, widths, cells, left, "body")

        return pen_block(paper, draw, ROW_H, after=2.5 if n == len(rows) - 1 else 0.0, what="row")

    top = pen_block(paper, head, 4.4 + ROW_H, keep=True, what="table's head")
    return Section((top, *(row(n, cells) for n, cells in enumerate(rows))), whole=False, again=(top,))


CRITICAL_TABLE = ("Battles on the critical path", ("room", "enemy", "weapon", "win", "HP lost"), (7, 26, 10, 10, 10))
BATTLE_TABLE = ("Every battle from 10 HP: chance to win \u00b7 expected HP lost",
                ("room", "enemy", "HP", "weapon 1", "weapon 2", "weapon 3", "weapon 4"), (7, 24, 5, 14, 14, 14, 14))


def _lay_out(paper: Paper, subtitle: str, keys: str, critical: str, critical_rows, dice: str, sim: str | None,
            battle_rows) -> list[Page]:
    sections = [_paragraph(paper, "Keys in order", keys), _paragraph(paper, "Critical path", critical),
                _table(paper, *CRITICAL_TABLE, critical_rows), _paragraph(paper, "Dice game", dice)]
    if sim is not None:
        sections.append(_paragraph(paper, "Simulated players", sim))
    sections.append(_table(paper, *BATTLE_TABLE, battle_rows))
    return _pages(paper, subtitle, sections)


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
    rows = []
    for r in dungeon.rooms:
        e = r.encounter.enemy
        if e is None:
            continue
        cells = [str(r.number), e.name, str(e.hp)]
        for w in (1, 2, 3, 4):
            o = battle_odds(e, w)
            cells.append(f"{_pct(o.win)} \u00b7 {float(o.hp_lost):.1f}")
        rows.append(cells)
    return _lay_out(paper, f"dungeon {dungeon.seed} \u2014 not for players", keys, critical,
                    [(str(b.room), b.enemy, str(b.weapon), _pct(b.win), f"{b.hp_lost:.1f}") for b in crit],
                    dice_text, "\n".join(sim_report.lines()) if sim_report is not None else None, rows)

