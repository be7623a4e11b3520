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
from pnp.i18n import _, pgettext


def played() -> tuple[str, ...]:
    """The minigame types the sheets have a square for, in the minigames' order."""
    return tuple(t for t in declared_types() if t in ITEMS or t in BOSSES)


def in_words(n: int) -> str:
    """A count in words in the current language, as the rules are written ("a set of the seven minigame tiles");
    past twelve, in figures."""
    # i18n: a count in words, as in "The seven minigames", "a set of the seven minigame tiles", "Cut out the
    # eight tokens" (translate in the form those phrases take)
    words = (pgettext("count in words", "no"), pgettext("count in words", "one"), pgettext("count in words", "two"),
             pgettext("count in words", "three"), pgettext("count in words", "four"),
             pgettext("count in words", "five"), pgettext("count in words", "six"),
             pgettext("count in words", "seven"), pgettext("count in words", "eight"),
             pgettext("count in words", "nine"), pgettext("count in words", "ten"),
             pgettext("count in words", "eleven"), pgettext("count in words", "twelve"))
    return words[n] if 0 <= n < len(words) else str(n)


def rules_words() -> dict[str, str]:
    """The rules file's fields (:func:`pnp.rules_schema.fill_fields`), in the current language: ``{minigames}``,
    how many it plays; ``{sides}``, ``{par}`` and ``{solo}``, the sentences on the generated sheets' sides (a kit
    on a design of its own fills them with its own: :func:`pnp.games.labyrinth.words.design_rules`)."""
    return {
        "minigames": in_words(len(played())),
        # i18n: the rules' set-up: the sheets' two sides
        "sides": _("Everyone plays the same side: A (9 × 9 squares, best to start) or B (11 × 11)."),
        # i18n: the rules' "More ways to play": the cards' par
        "par": _("Par: every card was solved by computer on both sides; its par is the best score a perfect line "
                 "can reach."),
        # i18n: the rules' "More ways to play": solo play
        "solo": _("Solo: play side A against a time level of the player aid and reach the score the card prints "
                  "for it."),
    }
