"""The referee: judges a drawn path against a sheet and an objective card.

Pure functions; no drawing, no I/O. The rules as we read them are in
docs/rules-labyrinth.md; each check below names the rule it applies.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.games.labyrinth.model import BOSSES, SCROLL, STAIRCASE, Sheet, Symbol
from pnp.grid.core import Cell, adjacent, diagonal, fmt_cell, in_bounds, wall

HEARTS = 3
ITEM_OF_MONSTER = {"rat": "sword", "skeleton": "bow"}


@dataclass(frozen=True)
class HeartLoss:
    cell: Cell
    cause: str  # "trap", "rat without sword", "skeleton without bow", "card: ghost"...


@dataclass(frozen=True)
class RowScore:
    row: Row
    points: int
    detail: str


@dataclass(frozen=True)
class Result:
    legal: bool
    reason: str
    path: tuple[Cell, ...]
    hearts_lost: tuple[HeartLoss, ...] = ()
    items: tuple[str, ...] = ()  # gained, in path order
    bosses: tuple[str, ...] = ()  # the boss defeated at the exit
    defeated: tuple[tuple[Cell, str], ...] = ()  # rats and skeletons
    rows: tuple[RowScore, ...] = ()
    score: int = 0
    exit: Cell | None = None

    def to_json(self) -> dict:
        return {
            "legal": self.legal,
            "reason": self.reason,
            "score": self.score,
            "hearts_lost": len(self.hearts_lost),
            "hearts": [{"at": list(h.cell), "cause": h.cause} for h in self.hearts_lost],
            "items": list(self.items),
            "bosses": list(self.bosses),
            "defeated": [{"at": list(c), "monster": m} for c, m in self.defeated],
            "rows": [{"row": r.row.describe(), "points": r.points, "detail": r.detail} for r in self.rows],
            "exit": list(self.exit) if self.exit else None,
            "path": [list(c) for c in self.path],
        }


def result_lines(result: Result) -> list[str]:
    """The referee's verdict for the terminal: legal or why not, hearts, items, the score row by row."""
    if not result.legal:
        return [f"illegal: {result.reason}"]
    lines = [f"legal: {result.score} points, {len(result.hearts_lost)} heart(s) lost, exit at {result.exit}"]
    lines += [f"  heart lost at {h.cell}: {h.cause}" for h in result.hearts_lost]
    if result.items:
        lines.append(f"  items: {', '.join(result.items)}")
    lines += [f"  {r.points:+3d}  {r.row.describe()}  ({r.detail})" for r in result.rows]
    return lines


def exit_name(sheet: Sheet, cell: Cell) -> str | None:
    """The exit a square offers: a boss kind, or a staircase letter."""
    sym = sheet.at.get(cell)
    if sym is None:
        return None
    if sym.kind in BOSSES:
        return sym.kind
    if sym.kind == STAIRCASE:
        return sym.name
    return None


def check_moves(sheet: Sheet, path: Sequence[Cell]) -> str:
    """The drawing rules: on the sheet, orthogonal steps, no wall, no square twice."""
    if not path:
        return "the path is empty"
    seen: set[Cell] = set()
    for i, c in enumerate(path):
        if not in_bounds(c, sheet.width, sheet.height):
            return f"square {fmt_cell(c)} is off the {sheet.width}×{sheet.height} sheet"
        if c in seen:
            return f"square {fmt_cell(c)} revisited"
        seen.add(c)
        if i:
            p = path[i - 1]
            if diagonal(p, c):
                return f"diagonal step from {fmt_cell(p)} to {fmt_cell(c)}"
            if not adjacent(p, c):
                return f"jump from {fmt_cell(p)} to {fmt_cell(c)}: squares are not neighbours"
            if wall(p, c) in sheet.walls:
                return f"wall crossed between {fmt_cell(p)} and {fmt_cell(c)}"
    return ""


def referee(
    sheet: Sheet,
    card: ObjectiveCard,
    path: Sequence[Cell],
    failed: Iterable[str] = (),
    fastest: bool = False,
) -> Result:
    """Judge ``path``. ``failed`` lists minigames the player failed (items or bosses)."""
    path = tuple((int(x), int(y)) for x, y in path)
    failed = frozenset(failed)
    problem = check_moves(sheet, path)
    if problem:
        return Result(False, problem, path)

    start = path[0]
    start_sym = sheet.at.get(start)
    if start_sym is None or start_sym.kind != STAIRCASE or start_sym.name not in card.entries():
        wanted = "any staircase" if card.entry == "any" else f"staircase {card.entry}"
        return Result(False, f"wrong entry: the path starts on {fmt_cell(start)}, not on {wanted}", path)

    walk = _Walk(start, card, failed)
    for c in path:
        sym = sheet.at.get(c)
        if sym is None:
            continue
        walk.visit(c, sym)
        if len(walk.hearts) >= HEARTS:
            return Result(False, f"all hearts lost at {fmt_cell(c)} ({walk.hearts[-1].cause})", path,
                          tuple(walk.hearts), tuple(walk.items))

    end = path[-1]
    name = exit_name(sheet, end)
    if len(path) < 2 or name is None or name not in card.exits() or (name not in BOSSES and end == start):
        return Result(False, f"the path does not end on an allowed exit: {fmt_cell(end)} is not one", path,
                      tuple(walk.hearts), tuple(walk.items))
    if name in BOSSES and name in failed:
        return Result(False, f"the path ends on the {name} but its minigame was failed", path, tuple(walk.hearts),
                      tuple(walk.items))
    bosses = (name,) if name in BOSSES else ()

    rows = tuple(_score_row(row, walk, name, fastest) for row in card.rows)
    return Result(
        True, "", path, tuple(walk.hearts), tuple(walk.items), bosses, tuple(walk.defeated), rows,
        sum(r.points for r in rows), end,
    )


class _Walk:
    """What a path has met so far, square by square: hearts lost, items gained, monsters defeated, counts."""

    def __init__(self, start: Cell, card: ObjectiveCard, failed: frozenset[str]) -> None:
        self.start, self.card, self.failed = start, card, failed
        self.hearts: list[HeartLoss] = []
        self.items: list[str] = []  # gained, in path order
        self.defeated: list[tuple[Cell, str]] = []
        self.counts = {"gem": 0, "trap": 0, "ghost": 0, "scroll": 0, "staircase": 0}
        self.scroll_order: list[str] = []

    def visit(self, c: Cell, sym: Symbol) -> None:
        """The symbol on square ``c`` takes effect (the rules each branch applies: docs/rules-labyrinth.md)."""
        kind = sym.kind
        if kind in ("sword", "bow", "key") and kind not in self.failed:
            self.items.append(kind)
        elif kind == "treasure" and "key" in self.items and "treasure" not in self.failed:
            self.items.append("treasure")  # the key must come first
        elif kind in ITEM_OF_MONSTER:
            if ITEM_OF_MONSTER[kind] in self.items:
                self.defeated.append((c, kind))
            else:
                self.hearts.append(HeartLoss(c, f"{kind} without {ITEM_OF_MONSTER[kind]}"))
        elif kind == "trap":
            self.counts["trap"] += 1
            self.hearts.append(HeartLoss(c, "trap"))
        elif kind in ("gem", "ghost"):
            self.counts[kind] += 1
        elif kind == SCROLL:
            self.counts["scroll"] += 1
            self.scroll_order.append(sym.name)
        elif kind == STAIRCASE and c != self.start:
            self.counts["staircase"] += 1  # the entry staircase is ignored for scoring
        if (kind in self.card.heart_effects) and not (kind == STAIRCASE and c == self.start):
            self.hearts.append(HeartLoss(c, f"card: {kind}"))


def _score_row(row: Row, walk: _Walk, exit_at: str, fastest: bool) -> RowScore:
    items, counts = walk.items, walk.counts
    if row.kind == "per":
        if row.symbol in ("rat", "skeleton"):
            n = sum(1 for _, m in walk.defeated if m == row.symbol)
        else:
            n = counts[row.symbol]
        return RowScore(row, n * row.points, f"{n} × {row.points:+d}")
    if row.kind == "item":
        got = row.symbol in items
        return RowScore(row, row.points if got else 0, "gained" if got else "not gained")
    if row.kind == "scrolls":
        if row.names == ("any",):
            ok = bool(walk.scroll_order)
        else:
            ok = _in_order(row.names, walk.scroll_order)
        return RowScore(row, row.points if ok else 0, "in order" if ok else "not in order or missing")
    if row.kind == "ghosts":
        n = counts["ghost"]
        ok = n == row.count
        return RowScore(row, row.points if ok else 0, f"{n} ghost(s) visited")
    if row.kind == "exit":
        ok = exit_at in row.names and (not row.requires or row.requires in items)
        return RowScore(row, row.points if ok else 0, f"left by {exit_at}")
    return RowScore(row, row.points if fastest else 0, "fastest" if fastest else "not fastest")


def _in_order(names: Sequence[str], visited: Sequence[str]) -> bool:
    """Every named scroll visited, each after the one before it."""
    positions = []
    for n in names:
        if n not in visited:
            return False
        positions.append(visited.index(n))
    return positions == sorted(positions)


# --- ranking and campaign ------------------------------------------------------

@dataclass(frozen=True)
class Standing:
    rank: int
    player: str
    score: int
    hearts_lost: int
    speed_token: int | None


def rank_players(results: dict[str, tuple[Result, int | None]]) -> list[Standing]:
    """Most points first; ties go to fewer hearts lost, then to the lower speed token.

    A player who did not exit scores 0 and holds no speed token. Players tied on
    all three share a rank.
    """
    rows = []
    for player, (result, token) in results.items():
        score = result.score if result.legal else 0
        token = token if result.legal else None
        rows.append((player, score, len(result.hearts_lost), token))
    key = lambda r: (-r[1], r[2], r[3] if r[3] is not None else 10**9)  # noqa: E731
    rows.sort(key=lambda r: (key(r), r[0]))
    standings: list[Standing] = []
    for i, (player, score, lost, token) in enumerate(rows):
        rank = standings[-1].rank if i and key(rows[i - 1]) == key(rows[i]) else i + 1
        standings.append(Standing(rank, player, score, lost, token))
    return standings


def campaign_totals(games: list[dict[str, Result]]) -> dict[str, int]:
    """The mini campaign: each player's points summed over the games (a game lost counts 0)."""
    totals: dict[str, int] = {}
    for game in games:
        for player, result in game.items():
            totals[player] = totals.get(player, 0) + (result.score if result.legal else 0)
    return totals
