"""Dungeon notebooks as JSON (kind "notebook", version 1).

Reading checks the file against :mod:`.schema` first, then what a schema
cannot say, each error naming the key path: rooms numbered 1 to N, the exit,
doors, ladders and walls at rooms that exist, each encounter with what its
kind needs, faces spelt as printed, upgrades that name their weapon level,
enemies drawn with a known icon. ``verify`` then checks the dungeon's claims.
"""

from __future__ import annotations

from typing import Any

from pnp.errors import ModelError, PnpError
from pnp.games.notebook import schema
from pnp.games.notebook.claims import WEAPON_LEVELS
from pnp.games.notebook.model import Cell, Door, Dungeon, Encounter, Enemy, Face, Option, Outcome, Room
from pnp.icons import has_icon
from pnp.schema import validate

VERSION = 1


def _enemy(e: Enemy) -> dict:
    return {"name": e.name, "icon": e.icon, "hp": e.hp, "tier": e.tier,
            "faces": [f.label for f in e.faces], "loot": "d6" if e.loot_d6 else e.loot}


def _encounter(enc: Encounter) -> dict:
    out: dict = {"kind": enc.kind, "message": enc.message, "now": enc.now}
    if enc.enemy is not None:
        out["enemy"] = _enemy(enc.enemy)
    if enc.outcomes:
        out["outcomes"] = [{"faces": list(o.faces), "text": o.text, "hp": o.hp, "coins": o.coins} for o in enc.outcomes]
    if enc.options:
        out["options"] = [{"text": o.text, "coins": o.coins, "hp": o.hp, "effect": o.effect, "reward": o.reward}
                          for o in enc.options]
        out["multi"] = enc.multi
    if enc.loot is not None or enc.loot_d6:
        out["loot"] = "d6" if enc.loot_d6 else enc.loot
    if enc.key:
        out["key"] = enc.key
    if enc.ladder_to is not None:
        out["ladder_to"] = enc.ladder_to
    return out


def dungeon_to_json(d: Dungeon) -> dict:
    return {
        "kind": "notebook", "version": VERSION, "seed": d.seed,
        "levels": [list(s) for s in d.sizes], "offset": list(d.offset), "exit_room": d.exit_room,
        "walls": sorted(sorted(list(c) for c in w) for w in d.walls),
        "doors": [{"between": sorted(list(c) for c in door.between), "key": door.key} for door in d.doors],
        "ladders": [[list(a), list(b)] for a, b in d.ladders],
        "rooms": [{"number": r.number, "at": list(r.cell), "facing": r.facing, "compass": r.compass,
                   "intensity": r.intensity, "flavour": r.flavour, "encounter": _encounter(r.encounter)}
                  for r in d.rooms],
        "params": d.params,
    }


def _fail(source: str, where: str, message: str) -> ModelError:
    err = ModelError(f"{source}: {where}: {message}" if source else f"{where}: {message}")
    err.located = True
    return err


# what each kind of encounter cannot do without (a battle is fought against its enemy, a shop sells...)
NEEDS = {"battle": ("enemy", "an enemy"), "exit": ("enemy", "an enemy (the final boss)"),
         "choice": ("options", "options to choose from"), "shop": ("options", "things to sell"),
         "key": ("key", "the colour of its key"), "ladder": ("ladder_to", "the room its ladder leads to")}


def _read_face(text: str, source: str, where: str) -> Face:
    if text == "MISS":
        return Face("miss")
    if text == "HIT":
        return Face("hit")
    amount = text[1:-3] if text.startswith("-") and text.endswith(" HP") else ""
    if amount.isdigit() and amount.isascii() and 1 <= int(amount) <= schema.MAX_HP:
        return Face("hurt", int(amount))
    raise _fail(source, where, f"a face is MISS, HIT or \"-N HP\" (N from 1 to {schema.MAX_HP}), not {text!r}")


def _read_enemy(e: schema.EnemyEntry, source: str, where: str) -> Enemy:
    if not has_icon(e.icon):
        raise _fail(source, f"{where}.icon", f"unknown icon {e.icon!r} (see `pnp icons` for the list)")
    faces = tuple(_read_face(f, source, f"{where}.faces[{i}]") for i, f in enumerate(e.faces))
    try:
        return Enemy(e.name, e.icon, e.hp, faces, None if e.loot == "d6" else e.loot, e.loot == "d6", e.tier)
    except PnpError as err:
        raise _fail(source, where, str(err)) from None


def _read_option(o: schema.OptionEntry, source: str, where: str) -> Option:
    option = Option(o.text, o.coins, o.hp, o.effect, o.reward)
    if o.effect == "upgrade":
        # the shops, players and odds read the level from the text; a battle at level 0 or less never ends
        levels = WEAPON_LEVELS[1:]
        try:
            level = option.weapon_level
        except ValueError:
            level = None
        if level not in levels:
            raise _fail(source, f"{where}.text", f"an upgrade ends with its weapon level, {levels[0]} to "
                        f"{levels[-1]}, as in 'Sword (weapon level 2)'; not {o.text!r}")
    return option


def _read_encounter(enc: schema.EncounterEntry, source: str, where: str) -> Encounter:
    need, what = NEEDS.get(enc.kind, ("", ""))
    if need and not getattr(enc, need):
        raise _fail(source, f"{where}.{need}", f"a {enc.kind} encounter needs {what}")
    enemy = None if enc.enemy is None else _read_enemy(enc.enemy, source, f"{where}.enemy")
    outcomes = tuple(Outcome(tuple(o.faces), o.text, o.hp, o.coins) for o in enc.outcomes)
    options = tuple(_read_option(o, source, f"{where}.options[{i}]") for i, o in enumerate(enc.options))
    return Encounter(enc.kind, enc.message, enc.now, enemy, outcomes, options, enc.multi,
                     None if enc.loot == "d6" else enc.loot, enc.loot == "d6", enc.key, enc.ladder_to)


def _check_numbers(wire: schema.NotebookFile, source: str) -> None:
    """Rooms numbered 1 to N, each once (a room's number is its place in the notebook), and the exit among them."""
    count = len(wire.rooms)
    seen: dict[int, int] = {}
    numbers = {room.number for room in wire.rooms}
    for i, room in enumerate(wire.rooms):
        if room.number > count:
            missing = min(set(range(1, count + 1)) - numbers)
            raise _fail(source, f"rooms[{i}].number", f"room {room.number}, but the {count} rooms of a notebook are "
                        f"numbered 1 to {count} (there is no room {missing})")
        if room.number in seen:
            raise _fail(source, f"rooms[{i}].number", f"room {room.number} is already rooms[{seen[room.number]}]")
        seen[room.number] = i
    if wire.exit_room > count:
        raise _fail(source, "exit_room", f"no room {wire.exit_room} (rooms are numbered 1 to {count})")
    for i, room in enumerate(wire.rooms):
        if room.encounter.ladder_to is not None and room.encounter.ladder_to > count:
            raise _fail(source, f"rooms[{i}].encounter.ladder_to",
                        f"no room {room.encounter.ladder_to} (rooms are numbered 1 to {count})")


def _check_cells(wire: schema.NotebookFile, source: str) -> None:
    """Walls, doors and ladders at rooms that exist (a deleted room leaves them pointing nowhere)."""
    rooms = {room.at for room in wire.rooms}
    ends: list[tuple[str, Cell]] = []
    for i, (a, b) in enumerate(wire.ladders):
        ends += [(f"ladders[{i}][0]", a), (f"ladders[{i}][1]", b)]
    for i, door in enumerate(wire.doors):
        ends += [(f"doors[{i}].between[{j}]", c) for j, c in enumerate(door.between)]
    for i, (a, b) in enumerate(wire.walls):
        ends += [(f"walls[{i}][0]", a), (f"walls[{i}][1]", b)]
    for where, cell in ends:
        if cell not in rooms:
            raise _fail(source, where, f"no room at {list(cell)}")


def dungeon_from_json(data: Any, source: str = "") -> Dungeon:
    wire = validate(schema.NotebookFile, data, source, ModelError)
    _check_cells(wire, source)
    _check_numbers(wire, source)
    rooms = [Room(r.number, r.at, r.facing, r.compass, _read_encounter(r.encounter, source, f"rooms[{i}].encounter"),
                  r.intensity, r.flavour) for i, r in enumerate(wire.rooms)]
    walls = frozenset(frozenset(pair) for pair in wire.walls)
    doors = tuple(Door(frozenset(door.between), door.key) for door in wire.doors)
    # the record and the simulated players' figures as the file wrote them (now known well-formed): a re-save
    # gives the same bytes; pnp verify re-runs the simulation
    params = data.get("params")
    claimed = {"simulation": data["simulation"]} if wire.simulation is not None else {}
    return Dungeon(wire.seed, tuple(wire.levels), wire.offset, tuple(sorted(rooms, key=lambda x: x.number)), walls,
                   doors, tuple(wire.ladders), wire.exit_room, {} if params is None else dict(params), claimed)
