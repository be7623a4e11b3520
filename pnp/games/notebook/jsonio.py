"""Dungeon notebooks as JSON (kind "notebook", version 1)."""

from __future__ import annotations

from pnp.errors import PnpError
from pnp.games.notebook.model import Door, Dungeon, Encounter, Enemy, Face, Option, Outcome, Room
from pnp.jsonio import Reader, check_header

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


def _cell(r: Reader) -> tuple[int, int, int]:
    v = r.data
    if not (isinstance(v, list) and len(v) == 3 and all(isinstance(i, int) and not isinstance(i, bool) for i in v)):
        raise r.fail("expected a room position as [level, x, y]")
    return (v[0], v[1], v[2])


def _read_face(r: Reader, text) -> Face:
    if text == "MISS":
        return Face("miss")
    if text == "HIT":
        return Face("hit")
    if isinstance(text, str) and text.startswith("-") and text.endswith(" HP") and text[1:-3].isdigit():
        return Face("hurt", int(text[1:-3]))
    raise r.fail(f"a face is MISS, HIT or \"-N HP\", not {text!r}")


def _read_enemy(r: Reader) -> Enemy:
    faces = r.get("faces", list)
    loot = r.data.get("loot")
    try:
        return Enemy(r.get("name", str), r.get("icon", str), r.get("hp", int),
                     tuple(_read_face(r.child("faces").child(i), f) for i, f in enumerate(faces)),
                     None if loot == "d6" else loot, loot == "d6", r.get("tier", int, 1))
    except PnpError as err:
        raise r.relocate(err) from None


def _read_encounter(r: Reader) -> Encounter:
    enemy = _read_enemy(r.child("enemy").obj()) if r.has("enemy") else None
    outcomes = tuple(Outcome(tuple(o.get("faces", list)), o.get("text", str), o.get("hp", int, 0),
                             o.get("coins", int, 0))
                     for o in r.items("outcomes", []))
    options = tuple(Option(o.get("text", str), o.get("coins", int, 0), o.get("hp", int, 0), o.get("effect", str, ""),
                           o.get("reward", int, 0)) for o in r.items("options", []))
    loot = r.data.get("loot")
    try:
        return Encounter(r.get("kind", str), r.get("message", str), r.get("now", bool, False), enemy, outcomes, options,
                         r.get("multi", bool, False), None if loot == "d6" else loot, loot == "d6",
                         r.get("key", str, None), r.get("ladder_to", int, None))
    except PnpError as err:
        raise r.relocate(err) from None


def dungeon_from_json(data: dict, source: str = "") -> Dungeon:
    r = Reader(data, "", source)
    check_header(r, "notebook", VERSION)
    sizes = tuple(tuple(s) for s in r.get("levels", list))
    rooms = []
    for rr in r.items("rooms"):
        rooms.append(Room(rr.get("number", int), _cell(rr.child("at")), rr.get("facing", str),
                          rr.get("compass", bool, True), _read_encounter(rr.child("encounter").obj()),
                          rr.get("intensity", float, 0.0), rr.get("flavour", str, "")))
    walls = set()
    for w in r.items("walls", []):
        walls.add(frozenset((_cell(w.child(0)), _cell(w.child(1)))))
    doors = tuple(Door(frozenset((_cell(dr.child("between").child(0)), _cell(dr.child("between").child(1)))),
                       dr.get("key", str))
                  for dr in r.items("doors", []))
    ladders = tuple((_cell(lr.child(0)), _cell(lr.child(1))) for lr in r.items("ladders", []))
    # the simulated players' figures the file (and its appendix) print: pnp verify re-runs them
    claimed = {"simulation": data["simulation"]} if isinstance(data.get("simulation"), dict) else {}
    return Dungeon(r.get("seed", int, 0), sizes, tuple(r.get("offset", list)),
                   tuple(sorted(rooms, key=lambda x: x.number)), frozenset(walls), doors, ladders,
                   r.get("exit_room", int), r.get("params", dict, {}), claimed)
