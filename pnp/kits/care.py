"""What a kit says about making its parts last: one sentence per way a part is used in play (:data:`Care`).

A tile solved in ink shows its answer to the next player; a sheet drawn on is spoiled after one game; answer
keys marked while checking give answers away. The game says how each part is used; these words, in one place,
say what to do about it, the same way in every kit.
"""

from __future__ import annotations

from pnp.i18n import N_, _
from pnp.parts import Care, ComponentSet, DocPages, Part

WORDS: dict[Care, str] = {
    "write-on": N_("Players draw on these: slip each into a sheet protector (or laminate it) and use a dry-erase "
                   "marker, and it lasts for many games."),
    "solve-on": N_("Each is solved with a marker: sleeve or laminate them and use a dry-erase marker, then wipe them "
                   "clean, so the next player never sees your answer (or solve them in pencil and rub it out)."),
    "pencil": N_("Fill it in with a pencil; print a fresh copy for each game."),
    "check": N_("Check each answer against these without marking them, and keep them out of sight while you play."),
    "handle": N_("Printed on thin card they last longest, and sleeves keep them clean."),
    "sturdy": N_("Print these on thin card, or glue the sheet onto card before cutting, so they stand up to play."),
}


def care_of(part: Part) -> Care | None:
    """How ``part`` is looked after: as the game says; answer keys are checked, not marked."""
    if isinstance(part, ComponentSet):
        return part.care
    assert isinstance(part, DocPages)
    return part.care if part.care is not None or not part.answers else "check"


def care_words(part: Part) -> str:
    """The sentence the kit prints about looking after ``part`` ("" when players only read it)."""
    care = care_of(part)
    return _(WORDS[care]) if care is not None else ""
