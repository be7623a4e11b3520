"""The dungeon notebook's file format (kind ``notebook``) as a schema.

Checked at the boundary before any work (:func:`pnp.schema.validate`): every
list bounded by the largest dungeon the generator makes (two levels of at
most 12 × 12 rooms), every number inside the range the rules give it, every
printed text short and free of control characters, every name (facings,
encounter kinds, key colours, effects, players) one of the game's own. What a
schema cannot say (rooms numbered 1 to N, doors and ladders between rooms
that exist, faces spelt MISS, HIT or "-N HP") the reader checks after; the
dungeon's own claims (escapable, ladders shown in both rooms...) are
``verify``'s. docs/formats.md describes the format.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from pnp.games.notebook.game import MAX_RUNS  # the --runs bound: verify re-runs the simulation a file claims
from pnp.games.notebook.model import EFFECTS, FACINGS, KEY_COLORS, KIND_NAMES, LEVELS, MAX_SIDE, MIN_SIDE
from pnp.games.notebook.players import PLAYERS
from pnp.schema import Bool, Name, Seed, Text, Wire

# Built from the model's names: one source for the generator, verify and the file.
Facing = Literal[FACINGS]  # type: ignore[valid-type]
Kind = Literal[KIND_NAMES]  # type: ignore[valid-type]
KeyColour = Literal[KEY_COLORS]  # type: ignore[valid-type]
Effect = Literal[EFFECTS]  # type: ignore[valid-type]
PLAYER_NAMES = tuple(PLAYERS)
Player = Literal[PLAYER_NAMES]  # type: ignore[valid-type]

MAX_ROOMS = LEVELS * MAX_SIDE * MAX_SIDE  # one room per square of each level
MAX_WALLS = LEVELS * 2 * MAX_SIDE * (MAX_SIDE - 1)  # every wall between two squares of one level
MAX_OPTIONS = 8  # a shop sells food and gear (5 at most as generated); a room page has room for about 8 lines
# Characters in the texts a room's page prints, about twice the content's longest (a message 90, a flavour line
# 80, an enemy's name 17): the page shrinks text to fit, down to a size still legible.
MAX_LINE = 200  # a message, an outcome, an option
MAX_FLAVOUR = 120  # one line above the message
MAX_ENEMY_NAME = 24  # in a room's battle box and the appendix's tables
MAX_HP = 99  # hit points an enemy has, a face costs or an event gives: a battle's odds recurse over them
MAX_COINS = 999  # coins gained, paid or looted in one go

Level = Annotated[int, Field(strict=True, ge=1, le=LEVELS)]
Coordinate = Annotated[int, Field(strict=True, ge=0, lt=MAX_SIDE)]
Cell = tuple[Level, Coordinate, Coordinate]  # (level, x, y)
Side = Annotated[int, Field(strict=True, ge=MIN_SIDE, le=MAX_SIDE)]
RoomNumber = Annotated[int, Field(strict=True, ge=1, le=MAX_ROOMS)]
Line = Annotated[Text, Field(max_length=MAX_LINE)]
Flavour = Annotated[Text, Field(max_length=MAX_FLAVOUR)]
EnemyName = Annotated[Name, Field(min_length=1, max_length=MAX_ENEMY_NAME)]
Hp = Annotated[int, Field(strict=True, ge=-MAX_HP, le=MAX_HP)]
Coins = Annotated[int, Field(strict=True, ge=-MAX_COINS, le=MAX_COINS)]
Loot = Annotated[int, Field(strict=True, ge=0, le=MAX_COINS)] | Literal["d6"]
FaceLabel = Annotated[str, Field(strict=True, max_length=8)]  # MISS, HIT or "-N HP", read by the reader
DieFace = Annotated[int, Field(strict=True, ge=1, le=6)]
Loss = Annotated[float, Field(strict=True, ge=0, le=10 * MAX_ROOMS, allow_inf_nan=False)]  # hp over a dungeon
Share = Annotated[float, Field(strict=True, ge=0, le=1, allow_inf_nan=False)]
Figure = Annotated[float, Field(strict=True, ge=-10**9, le=10**9, allow_inf_nan=False)]
Runs = Annotated[int, Field(strict=True, ge=0, le=MAX_RUNS)]
Version = Annotated[int, Field(strict=True, ge=1, le=1)]


class EnemyEntry(Wire):
    name: EnemyName
    icon: Name  # an icon of pnp/icons, checked by the reader
    hp: Annotated[int, Field(strict=True, ge=1, le=MAX_HP)]
    tier: Annotated[int, Field(strict=True, ge=1, le=5)] = 1  # 1 to 4 by depth, 5 the final boss
    faces: list[FaceLabel] = Field(min_length=6, max_length=6)  # a d6 table
    loot: Loot


class OutcomeEntry(Wire):
    faces: list[DieFace] = Field(min_length=1, max_length=6)
    text: Line
    hp: Hp = 0
    coins: Coins = 0


class OptionEntry(Wire):
    text: Line
    coins: Coins = 0
    hp: Hp = 0
    effect: Effect = ""
    reward: Annotated[int, Field(strict=True, ge=0, le=MAX_COINS)] = 0


class EncounterEntry(Wire):
    kind: Kind
    message: Line
    now: Bool = False
    enemy: EnemyEntry | None = None
    outcomes: list[OutcomeEntry] = Field(default=[], max_length=6)  # one per face at most
    options: list[OptionEntry] = Field(default=[], max_length=MAX_OPTIONS)
    multi: Bool = False
    loot: Loot | None = None
    key: KeyColour | None = None
    ladder_to: RoomNumber | None = None


class RoomEntry(Wire):
    number: RoomNumber
    at: Cell
    facing: Facing
    compass: Bool = True
    intensity: Share = 0.0
    flavour: Flavour = ""
    encounter: EncounterEntry


class DoorEntry(Wire):
    between: tuple[Cell, Cell]
    key: KeyColour


class Mix(Wire):
    """The seed's mix of encounters and its boss, for the record."""

    ladders: Annotated[int, Field(strict=True, ge=0, le=MAX_ROOMS)]
    dice_games: Annotated[int, Field(strict=True, ge=0, le=MAX_ROOMS)]
    shops: Annotated[int, Field(strict=True, ge=0, le=MAX_ROOMS)]
    battle_share: Share
    event_share: Share
    choice_share: Share
    now_battles: Share
    now_events: Share
    boss: EnemyName


class Params(Wire):
    """The generator's settings, for the record; the appendix prints and verify checks ``critical_loss``."""

    level1: tuple[Side, Side] | None = None
    level2: tuple[Side, Side] | None = None
    doors: Annotated[int, Field(strict=True, ge=0, le=len(KEY_COLORS))] | None = None
    critical_loss: tuple[Loss, Loss] | None = None
    mix: Mix | None = None


class PlayerFigures(Wire):
    runs: Runs
    escaped: Runs
    median_deaths: Figure
    mean_deaths: Figure
    max_deaths: Annotated[int, Field(strict=True, ge=0, le=10**9)]
    no_death_share: Share
    mean_score: Figure
    mean_coins: Figure
    most_coin_updates: Annotated[int, Field(strict=True, ge=0, le=10**9)]


class Simulation(Wire):
    """The simulated players' figures the appendix prints; verify re-runs them (so ``runs`` is bounded)."""

    runs: Annotated[int, Field(strict=True, ge=1, le=MAX_RUNS)]
    players: dict[Player, PlayerFigures] = Field(min_length=1, max_length=len(PLAYERS))


class NotebookFile(Wire):
    kind: Literal["notebook"]
    version: Version
    seed: Seed = 0
    levels: list[tuple[Side, Side]] = Field(min_length=1, max_length=LEVELS)  # (width, height) of each
    offset: tuple[Coordinate, Coordinate]  # where level 2's (0, 0) lies over level 1
    exit_room: RoomNumber
    walls: list[tuple[Cell, Cell]] = Field(default=[], max_length=MAX_WALLS)
    doors: list[DoorEntry] = Field(default=[], max_length=len(KEY_COLORS))  # each door its own key colour
    ladders: list[tuple[Cell, Cell]] = Field(default=[], max_length=MAX_SIDE * MAX_SIDE)  # one per level-2 room
    rooms: list[RoomEntry] = Field(min_length=1, max_length=MAX_ROOMS)
    params: Params | None = None
    simulation: Simulation | None = None


__all__ = ["NotebookFile"]
