"""The minigames' printed words in the current language (:mod:`pnp.i18n`): each minigame's name and task, the
tiles' difficulties, the troll's monsters.

A minigame's spec (``SPEC``, literal values only: ``pnp --help`` reads it without importing the module) holds its
name and task in English; the catalog finds them through the messages marked here, which a test keeps equal to
the specs. A minigame added without its words here prints its spec's English, looked up in the catalog all the
same.
"""

from __future__ import annotations

from pnp.i18n import N_, _, ngettext, pgettext

# i18n: the minigames' names, on their tiles' headers and in the rules' picture (short: a tile's header)
NAMES = {"sword": N_("Sword"), "bow": N_("Bow"), "key": N_("Key"), "treasure": N_("Treasure"),
         "minotaur": N_("Minotaur"), "spider": N_("Spider"), "troll": N_("Troll")}
# i18n: the minigames' tasks, under each tile's header (one line while it fits, else wrapped)
TASKS = {
    "sword": N_("Join the numbers in order with one line through every square."),
    "bow": N_("Draw the way from the skeleton to the one arrow it can reach."),
    "key": N_("Circle every key exactly like the one in the frame."),
    "treasure": N_("Find the key whose path leads to the chest with the ruby."),
    "minotaur": N_("Fill the blanks: no symbol may make four in a row."),
    "spider": N_("Circle each symbol that is in the same place on both sides."),
    "troll": N_("Circle every monster of the kind that appears most often."),
}


def name(type_name: str) -> str:
    """A minigame's name as its tile prints it ("Sword")."""
    from pnp.games.minigames.catalog import spec

    return _(NAMES.get(type_name) or spec(type_name).name)


def task(type_name: str) -> str:
    """A minigame's task as its tile prints it."""
    from pnp.games.minigames.catalog import spec

    return _(TASKS.get(type_name) or spec(type_name).task)


def word(type_name: str) -> str:
    """A minigame's name in running text, lower case (the answer keys' captions: "sword · easy")."""
    # i18n: the minigames' names in lower case, in the answer keys' captions ("sword · easy")
    words = {"sword": pgettext("minigame", "sword"), "bow": pgettext("minigame", "bow"),
             "key": pgettext("minigame", "key"), "treasure": pgettext("minigame", "treasure"),
             "minotaur": pgettext("minigame", "minotaur"), "spider": pgettext("minigame", "spider"),
             "troll": pgettext("minigame", "troll")}
    return words.get(type_name, type_name)


def difficulty(level: str) -> str:
    """A tile's difficulty as printed, lower case ("easy", "hard")."""
    # i18n: a minigame tile's difficulty, on its header and in the answer keys' captions (short)
    words = {"easy": pgettext("tile difficulty", "easy"), "hard": pgettext("tile difficulty", "hard")}
    return words.get(level, level)


def caption(type_name: str, level: str) -> str:
    # i18n: under a solved tile in the answer keys: its minigame and difficulty, "sword · easy"
    return _("{minigame} · {difficulty}").format(minigame=word(type_name), difficulty=difficulty(level))


def find(n: int) -> str:
    """The key tile's count: "Find 3" (the keys like the one in the frame)."""
    # i18n: on the key tile, beside the framed key: how many keys like it to circle
    return ngettext("Find {n}", "Find {n}", n).format(n=n)


def monster(kind: str) -> str:
    """A troll tile's monster, lower case."""
    # i18n: the troll tile's monsters, in its answer ("scorpion × 8")
    names = {"rat": pgettext("troll monster", "rat"), "bat": pgettext("troll monster", "bat"),
             "goblin": pgettext("troll monster", "goblin"), "snake": pgettext("troll monster", "snake"),
             "slime": pgettext("troll monster", "slime"), "scorpion": pgettext("troll monster", "scorpion"),
             "ghost": pgettext("troll monster", "ghost"), "beetle": pgettext("troll monster", "beetle")}
    return names.get(kind, kind)


def monster_count(kind: str, n: int) -> str:
    # i18n: the troll tile's answer: the monster that appears most often, and how many times ("scorpion × 8")
    return _("{monster} × {n}").format(monster=monster(kind), n=n)
