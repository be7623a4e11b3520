"""What a puzzle book is made of before any page is drawn: its puzzles (each verified, with the difficulty
figure that orders it) and the words of its title page.

A page drawer gets a ``Box``, the (width, height) in mm of the area it may draw in (the trim less the
margins; the interior adds the margins, the page number and the bleed), and returns a ``Page`` of exactly
that size with ``bleed=0``, nothing drawn outside it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pnp.grid.core import Cell, Wall
from pnp.i18n import N_, _

Box = tuple[float, float]

# The levels a book ramps through, easiest first; a book with fewer levels takes the first ones. English here (the
# book's JSON keeps them so); printed through ``_()`` (:attr:`Placed.level_title`).
LEVEL_NAMES = (
    # i18n: a puzzle book's first (easiest) difficulty level: a short word (a page's header holds it)
    N_("Warm-up"),
    # i18n: a puzzle book's second difficulty level (of up to five): a short word
    N_("Steady"),
    # i18n: a puzzle book's third difficulty level (of up to five): a short word
    N_("Tricky"),
    # i18n: a puzzle book's fourth difficulty level (of up to five): a short word
    N_("Fiendish"),
    # i18n: a puzzle book's fifth (hardest) difficulty level: a short word
    N_("Master"),
)


@dataclass(frozen=True)
class BookInfo:
    """The words of the title and copyright pages (from the options)."""

    title: str = "Labyrinth Puzzles"
    subtitle: str = ""
    author: str = ""
    seed: int = 0
    copyright: str = ""  # e.g. "© 2026 Ada Lovelace. All rights reserved." (no year is guessed: same bytes)
    isbn: str = ""  # checked by pnp.book.words.checked_isbn
    # "Made with pnp" on the title page and the back cover; a publisher may leave it off (--no-credit-line).
    # The copyright page's credits stay either way: the icons' licence (CC BY 3.0) asks for them.
    credit: bool = True


@dataclass(frozen=True)
class LabyrinthPuzzle:
    """A labyrinth sheet with its solo objective card (no fastest-player row) and the card's proven par."""

    sheet: Any  # pnp.games.labyrinth.model.Sheet
    card: Any  # pnp.games.labyrinth.cards.ObjectiveCard
    solution: Any  # pnp.games.labyrinth.solver.Solution: optimal, with its path and score


@dataclass(frozen=True)
class MazePuzzle:
    """A plain maze: find the one way from ``start`` to ``goal`` (a perfect maze: exactly one path)."""

    width: int
    height: int
    walls: frozenset[Wall]
    start: Cell
    goal: Cell
    solution: tuple[Cell, ...]  # start ... goal, the only path, re-checked by verify_maze


@dataclass(frozen=True)
class Entry:
    """One puzzle of the book, verified by its rules core.

    ``kind``: "labyrinth", "maze" or a minigame type ("sword", "bow"...); ``content``: a LabyrinthPuzzle, a
    MazePuzzle or a minigame Tile. ``measure``: its difficulty figure (higher is harder), comparable between
    puzzles of one kind; ``figures``: the solver's or grader's numbers it came from. ``short_id``: what the
    page prints to name it (a few letters and digits, never a raw seed). ``recipe``: what remakes it, the
    generator's own inputs (:func:`pnp.book.puzzles.remake`), kept in the book's JSON.
    """

    kind: str
    short_id: str
    measure: float
    content: Any
    figures: tuple[tuple[str, float], ...] = field(default=(), compare=False)
    recipe: tuple[tuple[str, Any], ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class Placed:
    """An entry where the book put it: its puzzle number (1...), level (1...), and the pages (1-based, as
    printed) of the puzzle and of its answer."""

    entry: Entry
    number: int
    level: int
    page: int
    answer_page: int

    @property
    def level_name(self) -> str:
        """The level's name in English (the book's JSON)."""
        return LEVEL_NAMES[self.level - 1]

    @property
    def level_title(self) -> str:
        """``Level 3 · Tricky`` in the language printed in."""
        return level_title(self.level)


def level_name(level: int) -> str:
    """Level ``level``'s name (1...) in the language printed in."""
    return _(LEVEL_NAMES[level - 1])


def level_title(level: int) -> str:
    """``Level 3 · Tricky`` in the language printed in (a puzzle's header, the contents)."""
    # i18n: a puzzle's level over its page: the level's number and its name (Warm-up, Steady, Tricky...)
    return _("Level {number} · {name}").format(number=level, name=level_name(level))
