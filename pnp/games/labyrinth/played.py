"""The minigames the labyrinth plays: those whose symbol has a square on its sheets, and what its rules say of them.

A minigame is played on the sheets when its type names one of the labyrinth's items or bosses (the sword is
gained on the sword's square, the troll's tile is solved to leave by the troll). The kit's sets of tiles,
the rules' picture of them and the rules' counts ("The seven minigames") follow this one list, read from
the minigames' specs without importing them; a minigame with no square on the sheets prints on its own
(``pnp minigames``, the book, the booklet) and never in a labyrinth kit whose rules could not say where to
play it.
"""

from __future__ import annotations

from pnp.games.labyrinth.model import BOSSES, ITEMS
from pnp.games.minigames.catalog import declared_types

# counts printed in words, as the rules are written ("a set of the seven minigame tiles")
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve")


def played() -> tuple[str, ...]:
    """The minigame types the sheets have a square for, in the minigames' order."""
    return tuple(t for t in declared_types() if t in ITEMS or t in BOSSES)


def in_words(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def rules_words() -> dict[str, str]:
    """The rules file's fields (:func:`pnp.rules_schema.fill_fields`): ``{minigames}``, how many it plays."""
    return {"minigames": in_words(len(played()))}
