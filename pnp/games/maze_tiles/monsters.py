"""The monster that hunts the heroes, read from ``data/variants.toml``: the Minotaur, or a variant's Medusa or Cerberus.

A variant monster follows every rule of the Minotaur and adds its own
(:mod:`.monster_rules`); it also brings its own desperation cards, shuffled
into the deck at set-up. Each card names its ``effect`` as the rules core
knows it, so :func:`.verify.verify_variant` can check that every card does
something the rules define. The file is read once per language, on the first call.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pnp.games.maze_tiles.content import DATA_DIR, DesperationCard
from pnp.games.maze_tiles.data_file import DataFile
from pnp.games.maze_tiles.model import VARIANTS
from pnp.i18n import _, current

DEFAULT_VARIANT = VARIANTS[0]


@dataclass(frozen=True)
class MonsterCard:
    card: DesperationCard  # drawn like any desperation card, with the monster's mark
    effect: str  # a key of monster_rules.EFFECTS (verify checks it)


@dataclass(frozen=True)
class Monster:
    variant: str  # one of VARIANTS
    name: str
    title: str
    icon: str
    heads: int  # the icon drawn this many times side by side
    colour: str  # "#rrggbb"
    rule_name: str = ""  # its own rule (none for the Minotaur)
    rule: str = ""
    cards: tuple[MonsterCard, ...] = ()  # distinct cards, each with its copies

    def deck(self) -> list[DesperationCard]:
        """The variant's cards for the desperation deck, copies included."""
        return [c.card for c in self.cards for _ in range(c.card.copies)]


@dataclass(frozen=True)
class Monsters:
    cards_per_variant: int
    by_variant: dict  # variant -> Monster

    def __getitem__(self, variant: str) -> Monster:
        return self.by_variant[variant]


def _card(f: DataFile, where: str, row) -> MonsterCard:
    t = f.keys(where, row, ("id", "title", "text", "icon", "copies", "effect"), ("reaction",))
    reaction = f.text(where, t, "reaction") if "reaction" in t else None
    card = DesperationCard(f.text(where, t, "id"), f.text(where, t, "title"), f.text(where, t, "text"),
                           f.icon(where, t, "icon"), f.whole(f"{where}.copies", t["copies"], 1, 9), reaction)
    return MonsterCard(card, f.text(where, t, "effect"))


def _monster(f: DataFile, variant: str, table) -> Monster:
    where = f"monster.{variant}"
    standard = variant == DEFAULT_VARIANT
    own = () if standard else ("rule_name", "rule", "card")
    t = f.keys(where, table, ("name", "title", "icon", "heads", "colour") + own)
    colour = f.text(where, t, "colour")
    if not re.fullmatch(r"#[0-9a-fA-F]{6}", colour):
        raise f.error(f"{where}.colour", f"expected a colour as #rrggbb, got {colour!r}")
    cards = tuple(_card(f, f"{where}.card[{i}]", row) for i, row in enumerate(f.array(where, t, "card"))) \
        if not standard else ()
    return Monster(variant, f.text(where, t, "name"), f.text(where, t, "title"), f.icon(where, t, "icon"),
                   f.whole(f"{where}.heads", t["heads"], 1, 3), colour,
                   f.text(where, t, "rule_name") if not standard else "", f.text(where, t, "rule") if not standard
                   else "", cards)


def load_monsters(path: Path | str | None = None) -> Monsters:
    """The monsters of ``path`` (the bundled variants.toml by default), checked key by key.

    How many cards a variant holds and what they do is :mod:`.verify`'s to judge (``pnp verify`` reports it),
    so a file with a wrong count still loads and is refused there, in words naming the variant.
    """
    return _bundled(current()) if path is None else _load(Path(path))


@lru_cache(maxsize=8)
def _bundled(language: str) -> Monsters:
    """The bundled monsters, their printed strings in ``language`` (one per language)."""
    return _load(DATA_DIR / "variants.toml")


def _load(path: Path) -> Monsters:
    f = DataFile(path)
    data = f.keys("", f.load(), ("cards_per_variant", "monster"))
    table = f.keys("monster", data["monster"], VARIANTS)
    monsters = {v: _monster(f, v, table[v]) for v in VARIANTS}
    return Monsters(f.whole("cards_per_variant", data["cards_per_variant"], 1, 60), monsters)


def monster(variant: str = DEFAULT_VARIANT) -> Monster:
    """The bundled monster of ``variant``."""
    return load_monsters()[variant]


# --- the printed rules' last section: the other monsters, or the variant's own rule ------------------------------

def rules_words() -> dict[str, str]:
    """The rules file's fields (:func:`pnp.rules_schema.fill_fields`) as the standard game prints them, in the
    current language: ``{monster_heading}`` and ``{monster_rules}``, a word on the variants (a kit of a variant
    prints its monster's own rule in their place: :func:`variant_rules`)."""
    return {
        # i18n: the heading of the rules' last section in the standard game (the Minotaur's kit)
        "monster_heading": _("Other monsters"),
        # i18n: the rules' last section in the standard game: the variants in a word
        "monster_rules": _("With the Medusa or Cerberus variant, that monster replaces the minotaur: use its standee, "
                           "shuffle its 15 marked cards into the desperation deck and add its rule. Medusa: her "
                           "wounds cover your actions from the top of your board down. Cerberus: seeing a hero "
                           "straight along joined pathways, no wall between, he spends all his remaining points "
                           "closing in."),
    }


def variant_rules(variant: str) -> tuple[tuple[str, str], ...]:
    """The rules' fields as a kit of ``variant`` prints them (``KitSpec.rules_text``): its rule's name in the
    heading, and in the text how the monster enters the game, then in the same paragraph its whole rule
    (data/variants.toml ``rule``, which docs/rules-maze-tiles.md quotes). The standard game keeps
    :func:`rules_words`."""
    if variant == DEFAULT_VARIANT:
        return ()
    m = load_monsters()[variant]
    # i18n: the heading of the rules' last section in a variant's kit: {monster} "Medusa", {rule} her rule's name
    heading = _("The {monster} variant: {rule}").format(monster=m.name, rule=m.rule_name)
    # i18n: the rules' last section in a variant's kit, before the monster's own rule: {monster} "Medusa"
    intro = _("{monster} replaces the minotaur and keeps all its rules; shuffle its 15 marked cards into the "
              "desperation deck.").format(monster=m.name)
    return (("monster_heading", heading), ("monster_rules", f"{intro} {m.rule}"))
