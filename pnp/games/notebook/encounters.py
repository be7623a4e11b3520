"""What the rooms hold: each seed's mix of encounters, the boss, and texts that never repeat within a notebook.

Every notebook draws its own mix (:class:`Mix`): how many ladders, dice
games and shops, what share of the other rooms hold battles, events and
choices, how often they are NOW!, and which boss guards the exit; so two
seeds play differently. The balance step (``balance.py``) then keeps the
critical path's expected loss inside its target whatever the mix.

Texts come from data/content.toml through :class:`Texts`, which deals each
list like a shuffled deck: no line comes up twice in one notebook until its
list runs out (only much larger dungeons than the default get that far), and
an enemy met more often than it has intros repeats only its own lines (the
intros are dealt last, to the battles balance kept).

The texts are English in every language (the model's ids: the same seed
deals the same lines), translated as they print (content.printed).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace

from pnp.games.notebook.content import AXE, SHIELD, UPGRADE, Boss, Content
from pnp.games.notebook.model import Cell, Encounter, Enemy, Option, Room

LADDERS = (1, 1, 2, 2, 3)  # drawn from: most notebooks have one or two ladders, some three
DICE_GAMES = (1, 2, 2, 3)
SHOPS = (3, 3, 4)  # three sell the weapon levels 2 to 4 in order; a fourth sells only food
BATTLE_SHARE = (0.30, 0.45)  # of the rooms left once keys, ladders, shops and dice games are placed
EVENT_SHARE = (0.10, 0.20)
CHOICE_SHARE = (0.04, 0.12)
NOW_BATTLES = (0.20, 0.50)  # share of battles marked NOW!
NOW_EVENTS = (0.30, 0.70)
FOOD_PER_SHOP = 3


@dataclass(frozen=True)
class Mix:
    ladders: int
    dice_games: int
    shops: int
    battle_share: float
    event_share: float
    choice_share: float
    now_battles: float
    now_events: float
    boss: Boss

    def to_json(self) -> dict:
        out = asdict(self)
        out["boss"] = self.boss.enemy.name
        return {k: round(v, 3) if isinstance(v, float) else v for k, v in out.items()}


def draw_mix(rng: random.Random, content: Content) -> Mix:
    def share(bounds: tuple[float, float]) -> float:
        return round(rng.uniform(*bounds), 3)

    return Mix(rng.choice(LADDERS), rng.choice(DICE_GAMES), rng.choice(SHOPS), share(BATTLE_SHARE),
               share(EVENT_SHARE), share(CHOICE_SHARE), share(NOW_BATTLES), share(NOW_EVENTS),
               rng.choice(content.bosses))


class Texts:
    """Deals lines from the content's lists without repeats (a list is reshuffled only once it runs out)."""

    def __init__(self, content: Content, rng: random.Random) -> None:
        self.content, self.rng = content, rng
        self._decks: dict[str, list] = {}
        self._flavours: set[str] = set()

    def take(self, name: str, lines: Sequence):
        deck = self._decks.get(name)
        if not deck:
            deck = list(lines)
            self.rng.shuffle(deck)
            self._decks[name] = deck
        return deck.pop()

    def flavour(self) -> str:
        """A sight and a sound (or smell): a line not yet used in this notebook while any is left."""
        c = self.content
        line = ""
        for _ in range(len(c.sights) * len(c.details)):
            line = f"{self.take('sight', c.sights)} {self.take('detail', c.details)}"
            if line not in self._flavours:
                break
        self._flavours.add(line)
        return line

    def intro(self, enemy: Enemy) -> str:
        return self.take(f"intro {enemy.name}", self.content.intros.get(enemy.name) or (f"{enemy.name}!",))


def tier(intensity: float) -> int:
    return max(1, min(4, 1 + int(intensity * 4)))


def pick_enemy(content: Content, level: int, rng: random.Random) -> Enemy:
    return rng.choice([e for e in content.enemies if e.tier == level])


def battle(enemy: Enemy, now: bool) -> Encounter:
    """A battle, its intro still to come (:func:`deal_intros`, once balance has settled every room's enemy)."""
    return Encounter("battle", "", now=now, enemy=enemy, loot=enemy.loot, loot_d6=enemy.loot_d6)


def deal_intros(rooms: Sequence[Room], texts: Texts) -> tuple[Room, ...]:
    """Each battle's intro, dealt in room order from its enemy's own deck once the enemies are final: an enemy
    met up to three times (as many times as it has intros) never repeats one. Dealt earlier, the intros of
    enemies that balance swapped away were used up unseen and the deck came round again after two meetings."""
    return tuple(replace(r, encounter=replace(r.encounter, message=texts.intro(r.encounter.foe())))
                 if r.encounter.kind == "battle" else r for r in rooms)


@dataclass(frozen=True)
class Places:
    """Where the layout put the fixed encounters."""

    start: Cell
    exit: Cell
    keys: dict[Cell, str]  # cell -> key colour
    ladders: tuple[tuple[Cell, Cell], ...]
    path: tuple[Cell, ...]  # the shortest way from the start to the exit


def place_encounters(cells: Sequence[Cell], places: Places, mix: Mix, content: Content, rng: random.Random,
                     texts: Texts, number: dict[Cell, int], intensity: dict[Cell, float]) -> dict[Cell, Encounter]:
    enc: dict[Cell, Encounter] = {places.start: Encounter("none", texts.take("start", content.start))}
    boss = mix.boss
    enc[places.exit] = Encounter("exit", boss.message, now=True, enemy=boss.enemy, loot=boss.enemy.loot,
                                 loot_d6=boss.enemy.loot_d6)
    for c, color in places.keys.items():
        enc[c] = Encounter("key", texts.take("key", content.key_messages).format(color=color), key=color)
    for bottom, top in places.ladders:
        enc[bottom] = Encounter("ladder", texts.take("up", content.ladder_up).format(room=number[top]),
                                ladder_to=number[top])
        enc[top] = Encounter("ladder", texts.take("down", content.ladder_down).format(room=number[bottom]),
                             ladder_to=number[bottom])
    free = [c for c in cells if c not in enc]
    rng.shuffle(free)
    shops = sorted(_shop_cells(places.path, free, mix.shops, intensity), key=lambda c: (intensity[c], c))
    for c in shops:
        free.remove(c)
    gear = _gear_plan(len(shops), rng)
    upgrade_level = 2
    for c, sells in zip(shops, gear):
        level = upgrade_level if "upgrade" in sells else None
        upgrade_level += level is not None
        enc[c] = _shop(content, rng, texts, level, sells)
    n = len(free)
    plan = (["dice"] * mix.dice_games + ["battle"] * round(mix.battle_share * n) + ["roll"] * round(mix.event_share * n)
            + ["choice"] * round(mix.choice_share * n))
    plan = plan[:n] + ["none"] * max(0, n - len(plan))
    rng.shuffle(plan)
    for c, kind in zip(free, plan):
        if kind == "battle":
            enc[c] = battle(pick_enemy(content, tier(intensity[c]), rng), rng.random() < mix.now_battles)
        elif kind == "roll":
            message, outcomes = texts.take("event", content.events)
            enc[c] = Encounter("roll", message, now=rng.random() < mix.now_events, outcomes=outcomes)
        elif kind == "choice":
            message, multi, options = texts.take("choice", content.choices)
            enc[c] = Encounter("choice", message, options=options, multi=multi, now=True)
        elif kind == "dice":
            enc[c] = Encounter("dice", texts.take("dice", content.dice_messages), loot=rng.choice(content.dice_loot))
        else:
            enc[c] = Encounter("none", texts.take("empty", content.empty))
    return enc


def _shop_cells(path: Sequence[Cell], free: list[Cell], shops: int, intensity: dict[Cell, float]) -> list[Cell]:
    """Shops on the way to the exit (so the upgrades they sell are on the way), spread by depth."""
    on_path = [c for c in path if c in free]
    chosen: list[Cell] = []
    for i in range(shops):
        target = (i + 0.5) / shops
        left = [c for c in on_path if c not in chosen]
        if left:
            chosen.append(min(left, key=lambda c: (abs(intensity[c] - target), c)))
    return chosen


def _gear_plan(shops: int, rng: random.Random) -> list[set[str]]:
    """What each shop (by depth) sells besides food: the weapon levels 2, 3, 4 in three of them, in order; the
    shield in one of the first two, the axe in one of the others."""
    upgrades = sorted(rng.sample(range(shops), min(3, shops)))
    plan: list[set[str]] = [{"upgrade"} if i in upgrades else set() for i in range(shops)]
    shield = rng.randrange(min(2, shops))
    plan[shield].add("shield")
    axe = rng.choice([i for i in range(shops) if i != shield] or [shield])
    plan[axe].add("axe")
    return plan


def _shop(content: Content, rng: random.Random, texts: Texts, level: int | None, sells: set[str]) -> Encounter:
    food = tuple(texts.take("food", content.food) for _ in range(FOOD_PER_SHOP))
    extra: list[Option] = []
    if level is not None and level - 2 < len(content.weapons):
        name = rng.choice(content.weapons[level - 2])
        # the model's text, English in every language (read back by Option.weapon_level); printed translated
        extra.append(Option(UPGRADE.format(weapon=name, level=level), -content.upgrade_price[level - 2], 0,
                            "upgrade"))
    if "shield" in sells:
        extra.append(Option(SHIELD, -content.shield_price, 0, "shield"))
    if "axe" in sells:
        extra.append(Option(AXE, -content.axe_price, 0, "axe"))
    return Encounter("shop", texts.take("shop", content.shop_messages), options=food + tuple(extra), multi=True)
