"""The labyrinth's printed words: its symbols' names, the card rows' and notes' sentences, the difficulties and time
levels, in the current language (:mod:`pnp.i18n`).

The models (cards, sheets, JSON, the solver's reports) keep their English ids; what a player reads is made here,
each sentence one catalog message with its values as placeholders.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.i18n import _, ngettext, pgettext


def symbol_name(symbol: str) -> str:
    """A symbol's name as a sheet or card prints it in running text, lower case ("sword", "ghost")."""
    # i18n: the labyrinth's symbols, lower case, as printed under the sheet's rings and in "Costs a heart: ghost"
    names = {
        "sword": pgettext("labyrinth symbol", "sword"),
        "bow": pgettext("labyrinth symbol", "bow"),
        "key": pgettext("labyrinth symbol", "key"),
        "treasure": pgettext("labyrinth symbol", "treasure"),
        "minotaur": pgettext("labyrinth symbol", "minotaur"),
        "spider": pgettext("labyrinth symbol", "spider"),
        "troll": pgettext("labyrinth symbol", "troll"),
        "gem": pgettext("labyrinth symbol", "gem"),
        "rat": pgettext("labyrinth symbol", "rat"),
        "skeleton": pgettext("labyrinth symbol", "skeleton"),
        "trap": pgettext("labyrinth symbol", "trap"),
        "scroll": pgettext("labyrinth symbol", "scroll"),
        "ghost": pgettext("labyrinth symbol", "ghost"),
        "staircase": pgettext("labyrinth symbol", "staircase"),
    }
    return names.get(symbol, symbol)


def difficulty_name(difficulty: str) -> str:
    """A card difficulty as a heading prints it ("Tutorial", "Easy")."""
    # i18n: an objective card's difficulty, on the card's band and its deck's back
    names = {"tutorial": pgettext("card difficulty", "Tutorial"), "easy": pgettext("card difficulty", "Easy"),
             "medium": pgettext("card difficulty", "Medium"), "hard": pgettext("card difficulty", "Hard")}
    return names.get(difficulty, difficulty.capitalize())


def difficulty_word(difficulty: str) -> str:
    """A card difficulty in running text, lower case (the answer keys' table)."""
    # i18n: an objective card's difficulty, lower case, in the answer keys' table of pars
    names = {"tutorial": pgettext("card difficulty", "tutorial"), "easy": pgettext("card difficulty", "easy"),
             "medium": pgettext("card difficulty", "medium"), "hard": pgettext("card difficulty", "hard")}
    return names.get(difficulty, difficulty)


def time_level(level: str) -> str:
    """A solo time level's name (the player aid's columns)."""
    # i18n: a time level of solo play, a column heading of the player aid (short)
    names = {"Easy": pgettext("time level", "Easy"), "Medium": pgettext("time level", "Medium"),
             "Hard": pgettext("time level", "Hard"), "Extreme": pgettext("time level", "Extreme")}
    return names.get(level, level)


def either(names: Sequence[str]) -> str:
    """Names as alternatives: "A", "A or B", "A or B or C"."""
    out = names[0] if names else ""
    for name in names[1:]:
        # i18n: alternatives, as in "minotaur or spider", "staircase B or C"
        out = _("{a} or {b}").format(a=out, b=name)
    return out


def _exit_name(name: str) -> str:
    from pnp.games.labyrinth.model import BOSSES

    # i18n: a staircase allowed as an exit, by its letter: "staircase C"
    return symbol_name(name) if name in BOSSES else _("staircase {letter}").format(letter=name)


def row_words(row) -> str:
    """A card row's words, after its points (the coin shows them): "per gem", "for gaining the key"."""
    if row.kind == "per":
        # i18n: an objective card row, after its points ("+1 per gem"): what each point is for
        per = {"gem": _("per gem"), "rat": _("per defeated rat"), "skeleton": _("per defeated skeleton"),
               "trap": _("per trap"), "scroll": _("per scroll"), "ghost": _("per ghost"),
               "staircase": _("per other staircase")}
        return per[row.symbol]
    if row.kind == "item":
        # i18n: an objective card row, after its points ("+3 for gaining the key")
        gained = {"sword": _("for gaining the sword"), "bow": _("for gaining the bow"),
                  "key": _("for gaining the key"), "treasure": _("for gaining the treasure")}
        return gained[row.symbol]
    if row.kind == "scrolls":
        if row.names == ("any",):
            return _("for visiting any scroll")
        if len(row.names) == 1:
            # i18n: an objective card row; {scroll} is a scroll's Roman numeral (I, II, III)
            return _("for visiting scroll {scroll}").format(scroll=row.names[0])
        # i18n: an objective card row; {order} is scrolls' numerals with arrows, "III → II"
        return _("for scrolls {order} in this order").format(order=" → ".join(row.names))
    if row.kind == "ghosts":
        # i18n: an objective card row: points for visiting exactly this many ghosts
        return ngettext("for exactly {n} ghost", "for exactly {n} ghosts", row.count).format(n=row.count)
    if row.kind == "exit":
        exits = either([_exit_name(n) for n in row.names])
        if row.requires:
            # i18n: an objective card row; {exit} is a boss or "staircase C" (or two, "minotaur or spider"),
            # {item} an item (sword, bow, key, treasure)
            return _("for leaving by the {exit} with the {item}").format(exit=exits,
                                                                          item=symbol_name(row.requires))
        # i18n: an objective card row; {exit} is a boss or "staircase C" (or two, "minotaur or spider")
        return _("for leaving by the {exit}").format(exit=exits)
    return _("for the fastest-player token")


def extra_exits(letters: Sequence[str]) -> str:
    # i18n: a note on an objective card: another way out; {letters} is a staircase letter, or two ("B or C")
    return _("Also exit by staircase {letters}").format(letters=either(list(letters)))


def heart_costs(symbols: Sequence[str]) -> str:
    # i18n: a note on an objective card; {symbols} are symbols' names, comma separated ("ghost, gem")
    return _("Costs a heart: {symbols}").format(symbols=", ".join(symbol_name(s) for s in symbols))


def par_note(par: dict[str, int]) -> str:
    """The card's par note: "Par: 7" on one side, "Par: side A 7 · side B 12" on two."""
    if len(par) == 1:
        words = str(next(iter(par.values())))
    else:
        # i18n: one side's par on an objective card's note: "side A 7"
        words = " · ".join(_("side {side} {par}").format(side=k, par=v) for k, v in sorted(par.items()))
    # i18n: the note at an objective card's foot: its proven best score (par), per side
    return _("Par: {pars}").format(pars=words)


def points(n: int) -> str:
    """A score to reach on the solo strip: "6 pts"."""
    # i18n: a score on an objective card's solo strip, abbreviated: "6 pts" (English keeps "pts" for 1 too)
    return ngettext("{n} pts", "{n} pts", n).format(n=n)


def sheet_title(sheet) -> str:
    """A sheet's printed title when it has none of its own: "Labyrinth – side A"."""
    if sheet.side in ("A", "B"):
        # i18n: a labyrinth sheet's title; {side} is its letter, A or B
        return _("Labyrinth – side {side}").format(side=sheet.side)
    return _("Labyrinth – custom sheet")


def design_rules(design) -> tuple[tuple[str, str], ...]:
    """The rules' fields on sides and sizes (:func:`pnp.games.labyrinth.played.rules_words`), said of the design:
    its title, its sides and their sizes, each a whole sentence in the current language."""
    # i18n: a labyrinth's size in the rules, "9 × 9 squares"
    sized = {side: _("{width} × {height} squares").format(width=sheet.width, height=sheet.height)
             for side, sheet in design.sheets.items()}
    if len(design.sheets) == 1:
        (sheet,) = design.sheets.values()
        name = sheet.title or _("your labyrinth")
        size = next(iter(sized.values()))
        # i18n: the rules' set-up, on a labyrinth of the user's own of one side: {name} its title, {size} its size
        return (("sides", _("Everyone plays the same labyrinth, {name} ({size}).").format(name=name, size=size)),
                # i18n: the rules' "More ways to play", on a labyrinth of the user's own of one side
                ("par", _("Par: every card was solved by computer on this labyrinth; its par is the best score a "
                          "perfect line can reach.")),
                ("solo", _("Solo: play it against a time level of the player aid and reach the score the card "
                           "prints for it.")))
    # i18n: one side in the rules' set-up on a design of the user's own: "A (9 × 9 squares)"
    sides = either([_("{side} ({size})").format(side=side, size=size) for side, size in sorted(sized.items())])
    # i18n: the rules' set-up on a two-sided design of the user's own: {sides} "A (9 × 9 squares) or B (...)"
    return (("sides", _("Everyone plays the same side: {sides}.").format(sides=sides)),)
