"""Hand-made sheets and cards for the rules tests."""

from __future__ import annotations

from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import Sheet, Symbol, scroll, staircase
from pnp.grid.core import wall

# A 5 × 5 sheet without inner walls; y = 0 is the top row.
#   y0:  M . L . P        M minotaur, L troll, P spider
#   y4:  A . B . C        staircases
BASE = {
    (0, 0): Symbol("minotaur"), (2, 0): Symbol("troll"), (4, 0): Symbol("spider"),
    (0, 4): staircase("A"), (2, 4): staircase("B"), (4, 4): staircase("C"),
}


def sheet(extra: dict | None = None, walls=(), size=(5, 5)) -> Sheet:
    symbols = dict(BASE)
    symbols.update(extra or {})
    return Sheet(size[0], size[1], frozenset(wall(a, b) for a, b in walls), tuple(sorted(symbols.items())),
                 "custom", "test")


def card(*rows: Row, entry: str = "A", difficulty: str = "easy", **kw) -> ObjectiveCard:
    return ObjectiveCard("T", difficulty, entry, rows or (Row("per", 1, symbol="gem"),), **kw)


def column(x: int, top: int = 0, bottom: int = 4):
    """Straight up column x from the bottom row to the top row."""
    return [(x, y) for y in range(bottom, top - 1, -1)]


def assert_no_finding(s: Sheet) -> None:
    """``pnp verify --explain`` finds nothing on the sheet, and no square's removal splits its maze (brute force)."""
    from grid_oracle import cut_squares_by_removal

    from pnp.games.labyrinth.explain import feedback_lines, sheet_feedback
    from pnp.games.labyrinth.verify import verify_sheet

    verdict = verify_sheet(s)
    assert verdict.ok, verdict.summary()
    fb = sheet_feedback(s, [tuple(map(tuple, p)) for p in verdict.witness["routes"].values()])
    assert (fb.unreachable, fb.staircase_exit_only, fb.unscorable, fb.late_items, fb.undecided) == \
        ((), (), (), (), ()), (s.sheet_id, feedback_lines(fb))
    assert not cut_squares_by_removal(s.grid), s.sheet_id


S = Symbol
__all__ = ["sheet", "card", "column", "Row", "S", "scroll", "staircase", "assert_no_finding"]
