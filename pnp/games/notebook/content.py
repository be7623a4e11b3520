"""The notebook's texts and numbers from data/content.toml, checked on loading."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pnp.errors import PnpError
from pnp.games.notebook.model import Enemy, Face, Option, Outcome
from pnp.layout.catalog import load_toml
from pnp.resources import package_file


@dataclass(frozen=True)
class Content:
    enemies: tuple[Enemy, ...]
    boss: Enemy
    empty: tuple[str, ...]
    events: tuple[tuple[str, tuple[Outcome, ...]], ...]
    choices: tuple[tuple[str, bool, tuple[Option, ...]], ...]
    shop_messages: tuple[str, ...]
    food: tuple[Option, ...]
    weapons: tuple[str, ...]
    upgrade_price: tuple[int, ...]
    shield_price: int
    axe_price: int
    dice_messages: tuple[str, ...]
    dice_loot: tuple[int, ...]
    key_messages: tuple[str, ...]
    ladder_up: str
    ladder_down: str
    exit_message: str


def _face(where: str, text: str) -> Face:
    if text in ("miss", "hit"):
        return Face(text)
    try:
        n = int(text)
    except ValueError:
        raise PnpError(f"{where}: a face is \"miss\", \"hit\" or a negative number like \"-2\", not {text!r}") from None
    if n >= 0:
        raise PnpError(f"{where}: a damage face is negative, like \"-2\", not {text!r}")
    return Face("hurt", -n)


def _enemy(where: str, e: dict, tier: int | None = None) -> Enemy:
    try:
        faces = tuple(_face(f"{where}.faces[{i}]", f) for i, f in enumerate(e["faces"]))
        loot = e["loot"]
        return Enemy(e["name"], e["icon"], int(e["hp"]), faces, None if loot == "d6" else int(loot), loot == "d6",
                     tier if tier is not None else int(e["tier"]))
    except KeyError as err:
        raise PnpError(f"{where}: missing {err.args[0]!r}") from None
    except (TypeError, ValueError) as err:
        raise PnpError(f"{where}: {err}") from None


@lru_cache(maxsize=4)
def load_content(path: Path | None = None) -> Content:
    path = path or package_file("games", "notebook", "data", "content.toml")
    data = load_toml(Path(path), PnpError)
    where = str(path)
    try:
        enemies = tuple(_enemy(f"{where}: enemy[{i}]", e) for i, e in enumerate(data["enemy"]))
        boss = _enemy(f"{where}: boss", data["boss"], tier=5)
        events = tuple(
            (ev["message"], tuple(Outcome(tuple(o["faces"]), o["text"], o.get("hp", 0), o.get("coins", 0)) for o in ev["outcomes"]))
            for ev in data["event"]
        )
        choices = tuple(
            (c["message"], bool(c.get("multi", False)),
             tuple(Option(o["text"], o.get("coins", 0), o.get("hp", 0), "", o.get("reward", 0)) for o in c["options"]))
            for c in data["choice"]
        )
        shop = data["shop"]
        content = Content(
            enemies=enemies, boss=boss, empty=tuple(data["empty"]["messages"]), events=events, choices=choices,
            shop_messages=tuple(shop["messages"]),
            food=tuple(Option(f["text"], -int(f["coins"]), int(f["hp"])) for f in shop["food"]),
            weapons=tuple(shop["weapons"]), upgrade_price=tuple(shop["upgrade_price"]),
            shield_price=int(shop["shield_price"]), axe_price=int(shop["axe_price"]),
            dice_messages=tuple(data["dice"]["messages"]), dice_loot=tuple(data["dice"]["loot"]),
            key_messages=tuple(data["key"]["messages"]), ladder_up=data["ladder"]["up"],
            ladder_down=data["ladder"]["down"], exit_message=data["exit"]["message"],
        )
    except KeyError as err:
        raise PnpError(f"{where}: missing {err.args[0]!r}") from None
    for i, (_, outcomes) in enumerate(content.events):
        covered = sorted(f for o in outcomes for f in o.faces)
        if covered != [1, 2, 3, 4, 5, 6]:
            raise PnpError(f"{where}: event[{i}]: the outcomes must cover the faces 1 to 6 once each")
    if len(content.upgrade_price) != len(content.weapons):
        raise PnpError(f"{where}: shop.upgrade_price: one price per weapon")
    for tier in (1, 2, 3, 4):
        if not any(e.tier == tier for e in enemies):
            raise PnpError(f"{where}: no enemy of tier {tier}")
    return content
