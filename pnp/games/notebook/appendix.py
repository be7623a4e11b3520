"""The designer's appendix: key order, the critical path's expected loss, every battle's odds, the dice game,
the simulated players."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

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
from pnp.catalog import Paper
from pnp.scene.color import INK
from pnp.scene.model import Page, Style

# --- the designer's appendix ----------------------------------------------------------

def _pct(p: Fraction | float) -> str:
    v = 100 * float(p)
    if 99.5 <= v < 100:
        return ">99%"
    return f"{v:.0f}%"


class _Flow:
    """Pages filled top to bottom with paragraphs and tables (headers repeat after a page break)."""

    def __init__(self, paper: Paper, title: str, subtitle: str, label: str) -> None:
        self.paper, self.title, self.subtitle, self.label = paper, title, subtitle, label
        self.pages: list[Page] = []
        self.pen = self._start()
        self.y = TOP + 14.0
        self.limit = BOTTOM - 4.5

    def _start(self) -> Pen:
        pen = Pen(self.paper)
        pen.text(self.title, LEFT, TOP, WIDTH, 8, size=14, font="display", valign="middle", wrap=False,
                 min_size=10)
        pen.text(self.subtitle, LEFT, TOP + 8, WIDTH, 3.6, size=6, color=MUTED, wrap=False, min_size=6)
        pen.line(LEFT, TOP + 12.2, RIGHT, TOP + 12.2, Style(stroke=INK, width=0.4))
        return pen

    def break_page(self) -> None:
        self.pages.append(self.pen.page(f"{self.label} {len(self.pages) + 1}"))
        self.pen = self._start()
        self.y = TOP + 14.0

    def paragraph(self, head: str, body: str) -> None:
        bh = self.pen.height_of(body, WIDTH - 23, 6.5)
        if self.y + bh > self.limit:
            self.break_page()
        self.pen.text(head, LEFT, self.y, 22, 7.2, size=6.5, font="body-black", min_size=6, leading=1.1)
        self.pen.text(body, LEFT + 23, self.y, WIDTH - 23, bh, size=6.5)
        self.y += max(bh, 3.6) + 1.8

    def table(self, title: str, header: Sequence[str], widths: Sequence[float], rows: Sequence[Sequence[str]],
              left: Sequence[int] = (1,)) -> None:
        row_h = 3.9
        k = sum(widths)
        widths = [w * WIDTH / k for w in widths]

        def head() -> None:
            pen = self.pen
            pen.text(title, LEFT, self.y, WIDTH, 3.8, size=6.5, font="body-black", wrap=False, min_size=6)
            self.y += 4.4
            pen.rect(LEFT, self.y - 0.3, WIDTH, row_h, Style(fill=CEILING))
            x = LEFT
            for i, (w, h) in enumerate(zip(widths, header)):
                pen.text(h, x + 0.5, self.y - 0.3, w - 1.0, row_h, size=6, font="body-bold", valign="middle",
                         wrap=False, align="left" if i in left else "center", min_size=6)
                x += w
            self.y += row_h

        if self.y + 4.4 + 2 * row_h > self.limit:
            self.break_page()
        head()
        for n, row in enumerate(rows):
            if self.y + row_h > self.limit:
                self.break_page()
                head()
            pen = self.pen
            if n % 2:
                pen.rect(LEFT, self.y - 0.3, WIDTH, row_h, Style(fill=PALE))
            x = LEFT
            for i, (w, cell) in enumerate(zip(widths, row)):
                pen.text(cell, x + 0.5, self.y - 0.3, w - 1.0, row_h, size=6, valign="middle", wrap=False,
                         align="left" if i in left else "center", min_size=6)
                x += w
            self.y += row_h
        self.y += 2.5

    def finish(self) -> list[Page]:
        self.pages.append(self.pen.page(f"{self.label} {len(self.pages) + 1}"))
        return self.pages


CRITICAL_TABLE = ("Battles on the critical path", ("room", "enemy", "weapon", "win", "HP lost"), (7, 26, 10, 10, 10))
BATTLE_TABLE = ("Every battle from 10 HP: chance to win \u00b7 expected HP lost",
                ("room", "enemy", "HP", "weapon 1", "weapon 2", "weapon 3", "weapon 4"), (7, 24, 5, 14, 14, 14, 14))


def _lay_out(flow: _Flow, keys: str, critical: str, critical_rows, dice: str, sim: str | None, battle_rows) -> list[Page]:
    flow.paragraph("Keys in order", keys)
    flow.paragraph("Critical path", critical)
    flow.table(*CRITICAL_TABLE, critical_rows)
    flow.paragraph("Dice game", dice)
    if sim is not None:
        flow.paragraph("Simulated players", sim)
    flow.table(*BATTLE_TABLE, battle_rows)
    return flow.finish()


def appendix_pages(dungeon: Dungeon, paper: Paper, sim_report=None) -> list[Page]:
    """For the designer: key order, the critical path's expected loss, every battle's odds, the dice game, the sim."""
    esc = escape(dungeon)
    crit = critical_battles(dungeon)
    dice = dice_game_odds()
    flow = _Flow(paper, "DESIGNER'S APPENDIX", f"dungeon {dungeon.seed} \u2014 not for players", "appendix")
    ok = esc.exit_reached and esc.all_rooms and not esc.stuck_keys
    keys = ((" \u2192 ".join(esc.key_order) if esc.key_order else "no locked doors")
            + f". Escapable: {'yes' if ok else 'NO'}; the walk from room 1 through the keys to the exit "
            f"passes {len(esc.route)} rooms.")
    target = dungeon.params.get("critical_loss")
    aim = f" (target {target[0]:g} to {target[1]:g})" if target else ""
    critical = (f"expected HP lost {sum(b.hp_lost for b in crit):.1f}{aim} over {len(crit)} "
                "battles, each at the weapon level the shops on the way offer by then.")
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
    return _lay_out(flow, keys, critical,
                    [(str(b.room), b.enemy, str(b.weapon), _pct(b.win), f"{b.hp_lost:.1f}") for b in crit],
                    dice_text, "\n".join(sim_report.lines()) if sim_report is not None else None, rows)


def appendix_page_bound(rooms: int, paper: Paper, sim_lines: int = 8) -> int:
    """The most pages the appendix of a ``rooms``-room notebook can take: every room a battle on the critical
    path, the longest texts (for the booklet's creep limit, known before the notebook is made)."""
    flow = _Flow(paper, "DESIGNER'S APPENDIX", "dungeon 0", "appendix")
    long = "x " * 120
    row = ("999", "Longest Enemy Name", "9", "100%", "99.9")
    battle = ("999", "Longest Enemy Name", "99", *(["100% \u00b7 9.9"] * 4))
    pages = _lay_out(flow, long, long, [row] * rooms, long, "\n".join([long] * sim_lines), [battle] * rooms)
    return len(pages)
