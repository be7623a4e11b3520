"""A book's mix of puzzles: how many of each kind, and the sizes of its plain mazes.

Read from the options ``--puzzles "labyrinth=16,minigames=14,maze=44"`` and ``--maze-sizes "10,14,18,22"``
before anything is generated. The minigame types come from the minigame modules' declared specs (read from
their source, not imported), so checking the options loads no generator.
"""

from __future__ import annotations

from dataclasses import dataclass

from pnp.errors import PnpError

# 16 labyrinths, 14 minigames (two of each type) and 40 mazes: 70 puzzle pages and, at two to four answers a
# page, about 25 answer pages; with the front matter and the how-to-play pages a book of about 120 pages at 6 × 9 in.
DEFAULT_PUZZLES = "labyrinth=16,minigames=14,maze=44"
DEFAULT_MAZE_SIZES = "10,14,18,22"
DESIGNED_FLOOR = 7.0  # pt: the book's own smallest text, which the default maze sizes are chosen for


def default_maze_sizes(floor: float = 0.0) -> str:
    """The default --maze-sizes for a book with no text under ``floor`` pt: the designed sizes, fewer squares a side
    as the floor rises over the book's own 7 pt (a side shrinks as the square root of the ratio, so a square's area
    grows with the text's size: 8, 11, 14, 17 at 12 pt)."""
    scale = (DESIGNED_FLOOR / max(floor, DESIGNED_FLOOR)) ** 0.5  # 1 at or under the book's own 7 pt
    return ",".join(str(round(int(n) * scale)) for n in DEFAULT_MAZE_SIZES.split(","))

MAX_COUNT = 200  # of one kind, as given in --puzzles
MIN_MAZE, MAX_MAZE = 5, 40  # squares per side: under 5 there is no maze to speak of, over 40 the squares get too small
MAX_MAZE_SIZES = 10


def minigame_types() -> tuple[str, ...]:
    """Every minigame type, in the catalog's order, read without importing the minigame modules."""
    from pnp.registry import minigames

    return minigames().declared_types()


@dataclass(frozen=True)
class Mix:
    """How many puzzles of each kind a book holds, and its mazes' sizes (squares per side, smallest first).

    ``minigames`` holds every type in the catalog's order, with its count (0 for a type not asked for).
    """

    labyrinth: int
    maze: int
    minigames: tuple[tuple[str, int], ...]
    maze_sizes: tuple[int, ...]
    designs: tuple = ()  # the reader's own labyrinth sheets (verified), taken in turn by the labyrinths

    @property
    def total(self) -> int:
        return self.labyrinth + self.maze + sum(n for _, n in self.minigames)

    def counts(self) -> tuple[tuple[str, int], ...]:
        """(kind, count) in book order: the labyrinths, each minigame type, then the mazes; zeros left out."""
        every = (("labyrinth", self.labyrinth), *self.minigames, ("maze", self.maze))
        return tuple((kind, n) for kind, n in every if n)

    def mazes(self) -> tuple[int, ...]:
        """The size of each maze puzzle, smallest first: the mazes spread as evenly as they go over the sizes,
        the smaller sizes taking the odd ones."""
        k = len(self.maze_sizes)
        per, extra = divmod(self.maze, k)
        return tuple(size for i, size in enumerate(self.maze_sizes) for _ in range(per + (i < extra)))


ASCII_DIGITS = frozenset("0123456789")
LONGEST = 9  # digits kept after leading zeros: more is out of every range here, and int() refuses over 4,300


def whole_number(text: str) -> int | None:
    """``text`` (stripped) as a whole number written in ASCII digits, or None.

    Every count and size the book's options take goes through here: ``str.isdigit`` is true of "²" and "٣"
    (which ``int`` then refuses, or reads as 3), and ``int`` refuses a number of more than 4,300 digits, so
    neither may decide what a count is. A number too long to be in any range here is returned as
    ``10 ** LONGEST``, above every maximum, so the caller refuses it as too large.
    """
    text = text.strip()
    if not text or not set(text) <= ASCII_DIGITS:
        return None
    digits = text.lstrip("0") or "0"
    return int(digits) if len(digits) <= LONGEST else 10 ** LONGEST


def _count(kind: str, text: str) -> int:
    n = whole_number(text)
    if n is None:
        raise PnpError(f"--puzzles: {kind}={shown(text)} is not a whole number of puzzles (0 to {MAX_COUNT})")
    if n > MAX_COUNT:
        given = n if n < 10 ** LONGEST else shown(text)
        raise PnpError(f"--puzzles: {kind}={given} is too many (at most {MAX_COUNT} of one kind)")
    return n


def shown(text: str, most: int = 24) -> str:
    """What the reader typed, quoted, cut short when long (a 5,000-digit count is not echoed whole)."""
    text = text.strip()
    return repr(text) if len(text) <= most else repr(text[:most]) + f"... ({len(text)} characters)"


def _puzzle_counts(puzzles: str, types: tuple[str, ...]) -> dict[str, int]:
    """The counts as given, by kind ("labyrinth", "maze", "minigames" or a type), each kind once."""
    kinds = ("labyrinth", "minigames", "maze", *types)
    given: dict[str, int] = {}
    for part in puzzles.split(","):
        if not part.strip():
            continue
        kind, eq, value = part.partition("=")
        kind = kind.strip()
        if not eq:
            raise PnpError(f"--puzzles: {shown(part)} is not KIND=COUNT (kinds: {', '.join(kinds)})")
        if kind not in kinds:
            raise PnpError(f"--puzzles: unknown kind {shown(kind)} (one of {', '.join(kinds)})")
        if kind in given:
            raise PnpError(f"--puzzles: {kind} is given twice")
        given[kind] = _count(kind, value)
    return given


def _maze_sizes(text: str) -> tuple[int, ...]:
    sizes: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        n = whole_number(part)
        if n is None or not MIN_MAZE <= n <= MAX_MAZE:
            raise PnpError(f"--maze-sizes: {shown(part)} is not a size from {MIN_MAZE} to {MAX_MAZE} squares a side")
        if n in sizes:
            raise PnpError(f"--maze-sizes: {n} is given twice")
        sizes.append(n)
    if not sizes:
        raise PnpError(f"--maze-sizes: no size given (squares a side, {MIN_MAZE} to {MAX_MAZE}, e.g. 10,14,18)")
    if len(sizes) > MAX_MAZE_SIZES:
        raise PnpError(f"--maze-sizes: {len(sizes)} sizes given, at most {MAX_MAZE_SIZES}")
    return tuple(sorted(sizes))


def parse_mix(puzzles: str = DEFAULT_PUZZLES, maze_sizes: str = DEFAULT_MAZE_SIZES) -> Mix:
    """The mix the options ask for, or a PnpError naming the first thing wrong.

    ``minigames=N`` spreads N tiles evenly over every type in the catalog's order (the first types take the
    odd ones); a type named on its own (``sword=3``) adds that many of that type.
    """
    types = minigame_types()
    given = _puzzle_counts(puzzles, types)
    sizes = _maze_sizes(maze_sizes)
    per, extra = divmod(given.get("minigames", 0), len(types))
    minigames = tuple((t, per + (i < extra) + given.get(t, 0)) for i, t in enumerate(types))
    mix = Mix(given.get("labyrinth", 0), given.get("maze", 0), minigames, sizes)
    if mix.total == 0:
        raise PnpError(f"--puzzles: no puzzles asked for (e.g. {DEFAULT_PUZZLES})")
    return mix
