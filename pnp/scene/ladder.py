"""A size ladder: a part drawn at the first of its sizes, smallest first, that holds it.

A part with words at a text floor may need more room than its designed size gives. Rather than a second size
"for large print", each game states its sizes in order (the designed one first) and what holding is for the
part (laying it out there refuses nothing), and the part takes the first that holds. The rule is the same at
every floor and in every locale; only the measure differs. The maze tiles' components, the labyrinth's cards
and aids, the minigame tiles and the notebook's page climb their ladders with :func:`first_that_holds` (here in
the scene, below every game, so that each may use it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from pnp.errors import PnpError

S = TypeVar("S")


def first_that_holds(sizes: Sequence[S], holds: Callable[[S], object]) -> S:
    """The first of ``sizes`` at which ``holds`` (a part laid out there) refuses nothing; the last when none does
    (drawn there, the part is refused in one line if it still does not fit). ``holds`` refuses as a layout does,
    with a :class:`PnpError`, or returns False."""
    for size in sizes[:-1]:
        try:
            if holds(size) is not False:
                return size
        except PnpError:
            continue
    return sizes[-1]
