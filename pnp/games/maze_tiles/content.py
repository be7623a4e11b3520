"""The words and numbers of the maze-tile game, loaded from ``data/*.toml`` and validated.

Everything a player reads (hero names and powers, action costs, key actions,
the desperation deck, the player aid, the dice faces) and how many of each
component the kit holds lives in TOML files next to this module, never in
code. :func:`load_content` reads a folder of them (the bundled one by default)
and checks every file (:class:`.data_file.DataFile`): an unknown key, a
missing field, a wrong type or a count that does not add up raises
:class:`~pnp.errors.PnpError` with the file and the key path, e.g.
``desperation.toml: card[3].copies: expected a whole number of at least 1,
got 0``. The bundled data is read once per language, on the first call, never on import; its printed
strings come in the current language (:meth:`.data_file.DataFile.load`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from pnp.errors import PnpError
from pnp.games.maze_tiles.data_file import DataFile, join
from pnp.games.maze_tiles.model import HERO_COLORS, KEY_COLORS, SYMBOLS
from pnp.i18n import current

DATA_DIR = Path(__file__).resolve().parent / "data"
COUNT_KEYS = ("tiles", "hero_boards", "player_aids", "hand_tokens", "feet_tokens", "wound_tokens",
              "wall_tokens", "key_tokens", "desperation_cards", "dice", "standees")
COST_KINDS = ("hand", "feet", "any")
MIN_DISTINCT_CARDS = 20
MINOTAUR_FACES = ("hooves", "charge", "secret")
TILE_COUNT = 49  # the tile set of generate.py


# --- the content ---------------------------------------------------------------

@dataclass(frozen=True)
class Cost:
    """Action tokens an action takes: hand, feet, and tokens of either kind (any)."""

    hand: int = 0
    feet: int = 0
    any: int = 0
    passive: bool = False  # works by itself while uncovered; nothing to pay

    @property
    def total(self) -> int:
        return self.hand + self.feet + self.any

    @property
    def free(self) -> bool:
        return not self.passive and self.total == 0

    def describe(self) -> str:
        if self.passive:
            return "passive"
        if self.free:
            return "free"
        parts = [f"{n} {kind}" for kind, n in (("hand", self.hand), ("feet", self.feet), ("any", self.any)) if n]
        return " + ".join(parts)


@dataclass(frozen=True)
class Action:
    id: str
    name: str
    cost: Cost
    text: str
    always: bool = False  # always available: keys and wounds never cover it


@dataclass(frozen=True)
class Hero:
    color: str  # one of model.HERO_COLORS, the colour of the hero's start tile
    name: str
    title: str
    icon: str
    description: str
    special: Action


@dataclass(frozen=True)
class KeyToken:
    color: str  # one of model.KEY_COLORS
    number: int  # 1..4 within its colour
    action: Action

    @property
    def token_id(self) -> str:
        return f"{self.color}-{self.number}"


@dataclass(frozen=True)
class DesperationCard:
    id: str
    title: str
    text: str
    icon: str
    copies: int
    reaction: str | None = None


@dataclass(frozen=True)
class MinotaurFace:
    kind: str  # hooves, charge or secret
    count: int = 0  # movement points for hooves


@dataclass(frozen=True)
class Dice:
    minotaur_name: str
    minotaur: tuple[MinotaurFace, ...]  # six faces
    blood_name: str
    blood: tuple[int, ...]  # six faces: wounds


@dataclass(frozen=True)
class AidText:
    goal: str
    turn: tuple[str, ...]
    moving: str
    keys: str
    wounds: str
    symbols: dict  # tile symbol (model.SYMBOLS) -> meaning
    minotaur_die: dict  # hooves, charge, secret, attack, stuck -> text
    blood_die: str


@dataclass(frozen=True)
class Content:
    counts: dict  # COUNT_KEYS -> int
    actions: tuple[Action, ...]  # board order, the always-available ones included
    heroes: tuple[Hero, ...]  # in model.HERO_COLORS order
    keys: tuple[KeyToken, ...]  # by colour (KEY_COLORS order), then number
    cards: tuple[DesperationCard, ...]  # distinct cards
    dice: Dice
    aid: AidText

    @property
    def board_actions(self) -> tuple[Action, ...]:
        """Actions a key or wound may cover."""
        return tuple(a for a in self.actions if not a.always)

    @property
    def always_actions(self) -> tuple[Action, ...]:
        return tuple(a for a in self.actions if a.always)

    def hero(self, color: str) -> Hero:
        for h in self.heroes:
            if h.color == color:
                return h
        raise PnpError(f"no hero of colour {color!r}")

    def deck(self) -> list[DesperationCard]:
        """The whole deck, each card as many times as it has copies."""
        return [card for card in self.cards for _ in range(card.copies)]


# --- reading and checking ----------------------------------------------------------

def _cost(f: DataFile, where: str, value: Any) -> Cost:
    table = f.keys(where, value, (), COST_KINDS)
    numbers = {k: f.whole(join(where, k), table[k], 0, 9) for k in COST_KINDS if k in table}
    return Cost(hand=numbers.get("hand", 0), feet=numbers.get("feet", 0), any=numbers.get("any", 0))


def _action(f: DataFile, where: str, table: Any, *, with_id: bool, allow_always: bool, allow_passive: bool) -> Action:
    required = ("id", "name", "text") if with_id else ("name", "text")
    optional = ("cost",) + (("always",) if allow_always else ()) + (("passive",) if allow_passive else ())
    t = f.keys(where, table, required, optional)
    passive = f.flag(where, t, "passive") if allow_passive else False
    if passive and "cost" in t:
        raise f.error(join(where, "cost"), "a passive action has no cost")
    if not passive and "cost" not in t:
        raise f.error(join(where, "cost"), "missing (give a cost table, {} if free" +
                      (", or passive = true)" if allow_passive else ")"))
    cost = Cost(passive=True) if passive else _cost(f, join(where, "cost"), t["cost"])
    action_id = f.text(where, t, "id") if with_id else ""
    return Action(action_id, f.text(where, t, "name"), cost, f.text(where, t, "text"),
                  f.flag(where, t, "always") if allow_always else False)


def _counts(f: DataFile) -> dict:
    data = f.keys("", f.load(), ("counts",))
    table = f.keys("counts", data["counts"], COUNT_KEYS)
    counts = {k: f.whole(f"counts.{k}", table[k], 1) for k in COUNT_KEYS}
    if counts["tiles"] != TILE_COUNT:
        raise f.error("counts.tiles", f"the tile set has {TILE_COUNT} tiles, got {counts['tiles']}")
    if counts["dice"] != 2:
        raise f.error("counts.dice", f"the kit has two dice (Minotaur and blood), got {counts['dice']}")
    return counts


def _actions(f: DataFile) -> tuple[Action, ...]:
    data = f.keys("", f.load(), ("action",))
    rows = f.array("", data, "action")
    actions = tuple(_action(f, f"action[{i}]", row, with_id=True, allow_always=True, allow_passive=False)
                    for i, row in enumerate(rows))
    seen: set[str] = set()
    for i, a in enumerate(actions):
        if a.id in seen:
            raise f.error(f"action[{i}].id", f"{a.id!r} appears twice")
        seen.add(a.id)
    if not any(not a.always for a in actions):
        raise f.error("action", "no action a key token could cover (all are always = true)")
    return actions


def _heroes(f: DataFile) -> tuple[Hero, ...]:
    data = f.keys("", f.load(), ("hero",))
    table = f.keys("hero", data["hero"], HERO_COLORS)
    heroes = []
    for color in HERO_COLORS:
        where = f"hero.{color}"
        t = f.keys(where, table[color], ("name", "title", "icon", "description", "special"))
        special = _action(f, f"{where}.special", t["special"], with_id=False, allow_always=False, allow_passive=True)
        heroes.append(Hero(color, f.text(where, t, "name"), f.text(where, t, "title"), f.icon(where, t, "icon"),
                           f.text(where, t, "description"), Action(f"special-{color}", special.name, special.cost,
                                                                   special.text)))
    names = Counter(h.name for h in heroes)
    for h in heroes:
        if names[h.name] > 1:
            raise f.error(f"hero.{h.color}.name", f"{h.name!r} is used by two heroes")
    return tuple(heroes)


def _keys(f: DataFile, expected: int) -> tuple[KeyToken, ...]:
    data = f.keys("", f.load(), ("key",))
    rows = f.array("", data, "key")
    keys: list[KeyToken] = []
    numbers: Counter = Counter()
    for i, row in enumerate(rows):
        where = f"key[{i}]"
        t = f.keys(where, row, ("color", "name", "cost", "text"))
        color = t["color"]
        if color not in KEY_COLORS:
            raise f.error(f"{where}.color", f"expected one of {', '.join(KEY_COLORS)}, got {color!r}")
        action = _action(f, where, {k: v for k, v in t.items() if k != "color"}, with_id=False,
                         allow_always=False, allow_passive=False)
        numbers[color] += 1
        keys.append(KeyToken(color, numbers[color], Action(f"key-{color}-{numbers[color]}", action.name,
                                                           action.cost, action.text)))
    if len(keys) != expected:
        raise f.error("key", f"{len(keys)} key tokens, but kit.toml counts.key_tokens is {expected}")
    per_colour = expected // len(KEY_COLORS)
    for color in KEY_COLORS:
        if numbers[color] != per_colour or expected % len(KEY_COLORS):
            raise f.error("key", f"{numbers[color]} {color} key tokens; every colour needs {per_colour}")
    names = Counter(k.action.name for k in keys)
    for i, k in enumerate(keys):
        if names[k.action.name] > 1:
            raise f.error(f"key[{i}].name", f"{k.action.name!r} is used by two key tokens")
    order = {c: n for n, c in enumerate(KEY_COLORS)}
    return tuple(sorted(keys, key=lambda k: (order[k.color], k.number)))


def _cards(f: DataFile, expected: int) -> tuple[DesperationCard, ...]:
    data = f.keys("", f.load(), ("card",))
    rows = f.array("", data, "card")
    cards = []
    for i, row in enumerate(rows):
        where = f"card[{i}]"
        t = f.keys(where, row, ("id", "title", "text", "icon", "copies"), ("reaction",))
        reaction = f.text(where, t, "reaction") if "reaction" in t else None
        cards.append(DesperationCard(f.text(where, t, "id"), f.text(where, t, "title"), f.text(where, t, "text"),
                                     f.icon(where, t, "icon"), f.whole(f"{where}.copies", t["copies"], 1, 9),
                                     reaction))
    for field in ("id", "title", "text"):
        seen: dict[str, int] = {}
        for i, card in enumerate(cards):
            value = getattr(card, field)
            if value in seen:
                raise f.error(f"card[{i}].{field}", f"{value!r} repeats card[{seen[value]}]")
            seen[value] = i
    if len(cards) < MIN_DISTINCT_CARDS:
        raise f.error("card", f"{len(cards)} distinct cards; the deck needs at least {MIN_DISTINCT_CARDS}")
    total = sum(c.copies for c in cards)
    if total != expected:
        raise f.error("card", f"the copies add up to {total} cards, "
                              f"but kit.toml counts.desperation_cards is {expected}")
    return tuple(cards)


def _dice(f: DataFile) -> Dice:
    data = f.keys("", f.load(), ("minotaur", "blood"))
    mt = f.keys("minotaur", data["minotaur"], ("name", "faces"))
    bt = f.keys("blood", data["blood"], ("name", "faces"))
    mfaces = f.array("minotaur", mt, "faces")
    bfaces = f.array("blood", bt, "faces")
    for where, faces in (("minotaur.faces", mfaces), ("blood.faces", bfaces)):
        if len(faces) != 6:
            raise f.error(where, f"a die has 6 faces, got {len(faces)}")
    minotaur = []
    for i, face in enumerate(mfaces):
        where = f"minotaur.faces[{i}]"
        t = f.keys(where, face, ("kind",), ("count",))
        kind = t["kind"]
        if kind not in MINOTAUR_FACES:
            raise f.error(f"{where}.kind", f"expected one of {', '.join(MINOTAUR_FACES)}, got {kind!r}")
        if kind == "hooves":
            if "count" not in t:
                raise f.error(f"{where}.count", "missing (how many hooves)")
            count = f.whole(f"{where}.count", t["count"], 1, 3)
        else:
            if "count" in t:
                raise f.error(f"{where}.count", f"only hooves faces have a count, not {kind}")
            count = 0
        minotaur.append(MinotaurFace(kind, count))
    blood = tuple(f.whole(f"blood.faces[{i}]", v, 0, 3) for i, v in enumerate(bfaces))
    return Dice(f.text("minotaur", mt, "name"), tuple(minotaur), f.text("blood", bt, "name"), blood)


def _aid(f: DataFile) -> AidText:
    data = f.keys("", f.load(), ("goal", "turn", "moving", "keys", "wounds", "symbols", "minotaur_die", "blood_die"))
    turn = f.array("", data, "turn")
    steps = tuple(f.text(f"turn[{i}]", {"step": s}, "step") for i, s in enumerate(turn))
    symbols_t = f.keys("symbols", data["symbols"], SYMBOLS)
    die_keys = ("hooves", "charge", "secret", "attack", "stuck")
    die_t = f.keys("minotaur_die", data["minotaur_die"], die_keys)
    blood_t = f.keys("blood_die", data["blood_die"], ("text",))
    return AidText(
        f.text("", data, "goal"), steps, f.text("", data, "moving"), f.text("", data, "keys"),
        f.text("", data, "wounds"),
        {s: f.text("symbols", symbols_t, s) for s in SYMBOLS},
        {k: f.text("minotaur_die", die_t, k) for k in die_keys},
        f.text("blood_die", blood_t, "text"),
    )


def load_content(folder: Path | str | None = None) -> Content:
    """Read and check every data file of ``folder`` (the bundled data by default)."""
    if folder is None:
        return _bundled(current())
    return _load(Path(folder))


@lru_cache(maxsize=8)
def _bundled(language: str) -> Content:
    """The bundled data with its printed strings in ``language`` (one per language: the same ids, order and
    counts in each, only the words differ)."""
    return _load(DATA_DIR)


def _load(folder: Path) -> Content:
    counts = _counts(DataFile(folder / "kit.toml"))
    actions = _actions(DataFile(folder / "actions.toml"))
    heroes = _heroes(DataFile(folder / "heroes.toml"))
    if len(heroes) != counts["hero_boards"]:
        raise PnpError(f"{folder / 'kit.toml'}: counts.hero_boards: {counts['hero_boards']} boards "
                       f"for {len(heroes)} heroes")
    if counts["standees"] != len(heroes) + 1:
        raise PnpError(f"{folder / 'kit.toml'}: counts.standees: {counts['standees']} standees for {len(heroes)} "
                       "heroes and the monster")
    keys = _keys(DataFile(folder / "keys.toml"), counts["key_tokens"])
    cards = _cards(DataFile(folder / "desperation.toml"), counts["desperation_cards"])
    return Content(counts, actions, heroes, keys, cards, _dice(DataFile(folder / "dice.toml")),
                   _aid(DataFile(folder / "aid.toml")))
