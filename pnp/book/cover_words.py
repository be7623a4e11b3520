"""The words of a puzzle book's cover: the facts on the front's pills and the back cover's blurb, in the
language printed (each combination of the kinds a book holds its own phrase, every count agreeing with it)."""

from __future__ import annotations

from collections.abc import Sequence

from pnp.i18n import N_, _, ngettext

AGES = 8  # the youngest a book's puzzles suit, as the labyrinth sheets' box says (its hardest levels ask more)



def cover_facts(count: int, levels: int) -> list[str]:
    """The cover's facts on pills: how many puzzles, how many levels (if more than one), the youngest age."""
    # i18n: a puzzle book's cover, on a small pill: how many puzzles the book holds
    facts = [ngettext("{n} puzzle", "{n} puzzles", count).format(n=count)]
    if levels > 1:
        # i18n: a puzzle book's cover, on a small pill: how many difficulty levels it ramps through
        facts.append(ngettext("{n} level", "{n} levels", levels).format(n=levels))
    # i18n: a puzzle book's cover, on a small pill: the youngest age its puzzles suit ("Ages 8+")
    facts.append(_("Ages {age}+").format(age=AGES))
    return facts


# The kinds a blurb names, each combination its own phrase: (labyrinths, mazes, minigame tiles) present.
BLURB_KINDS = {
    # i18n: a puzzle book's back cover: what the book holds, after "120 puzzles: "
    (True, False, False): N_("labyrinth sheets with an objective to score"),
    # i18n: the back cover: what the book holds, after "120 puzzles: "
    (False, True, False): N_("mazes"),
    # i18n: the back cover: what the book holds, after "120 puzzles: "
    (False, False, True): N_("minigame tiles"),
    # i18n: the back cover: what the book holds, after "120 puzzles: "
    (True, True, False): N_("labyrinth sheets with an objective to score and mazes"),
    # i18n: the back cover: what the book holds, after "120 puzzles: "
    (True, False, True): N_("labyrinth sheets with an objective to score and minigame tiles"),
    # i18n: the back cover: what the book holds, after "120 puzzles: "
    (False, True, True): N_("mazes and minigame tiles"),
    # i18n: the back cover: what the book holds, after "120 puzzles: "
    (True, True, True): N_("labyrinth sheets with an objective to score, mazes and minigame tiles"),
}


def cover_blurb(count: int, kinds: Sequence[str], levels: int) -> str:
    from pnp.book.model import level_name

    present = ("labyrinth" in kinds, "maze" in kinds, any(k not in ("labyrinth", "maze") for k in kinds))
    # i18n: the back cover's blurb begins: how many puzzles and what they are ({kinds}: "mazes and minigame tiles")
    what = ngettext("{n} puzzle: {kinds}", "{n} puzzles: {kinds}", count).format(n=count,
                                                                                 kinds=_(BLURB_KINDS[present]))
    if levels > 1:
        # i18n: the back cover's blurb: how the puzzles ramp, after "120 puzzles: mazes and minigame tiles";
        # {first} and {last}: the first and last levels' names (Warm-up, Fiendish)
        what += ngettext(", in {n} level from {first} to {last}", ", in {n} levels from {first} to {last}",
                         levels).format(n=levels, first=level_name(1), last=level_name(levels))
    # i18n: the back cover's blurb; {what}: "120 puzzles: mazes and minigame tiles, in 4 levels from Warm-up to
    # Fiendish"
    return _("{what}. Every puzzle is proven solvable by a computer before it is printed, and every labyrinth's "
             "par is the best score possible. The answers are at the back, each puzzle pointing to its own."
             ).format(what=what)
