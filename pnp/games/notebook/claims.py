"""What a notebook's pages claim besides escapability, checked one by one for ``pnp verify``.

The rules pages say a ladder leads to the room directly above or below, keys
open their own door, weapon upgrades come in order (the stats page lists
levels 1, 2, 3, ...), one roll decides an event, the exit is guarded by an
enemy tougher than the rest and its EXIT sign hangs over a gate of its own;
the appendix prints the critical path's expected loss and its target, and
the simulated players' figures (a saved file keeps them; they are re-run). Each check adds a line to what ``pnp verify``
says it checked, or a problem.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pnp.games.notebook.model import Dungeon
from pnp.games.notebook.odds import battle_odds
from pnp.games.notebook.views import exits

WEAPON_LEVELS = (1, 2, 3, 4)


@dataclass
class Claims:
    checked: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _ladders(d: Dungeon, out: Claims) -> None:
    ends = {}
    for a, b in d.ladders:
        ends[a] = b
        ends[b] = a
    bad = []
    for r in d.rooms:
        enc = r.encounter
        if r.cell in ends:
            other = d.room_at[ends[r.cell]].number
            if enc.kind != "ladder" or enc.ladder_to != other or f"room {other}" not in enc.message:
                bad.append(f"room {r.number}'s page must show its ladder to room {other}")
        elif enc.kind == "ladder" or enc.ladder_to is not None:
            bad.append(f"room {r.number} shows a ladder but none starts there")
    if len({c for pair in d.ladders for c in pair}) != 2 * len(d.ladders):
        bad.append("one ladder at most in each room")
    out.problems += bad
    if not bad:
        out.checked.append(f"{len(d.ladders)} ladder{'s' if len(d.ladders) != 1 else ''} shown in both rooms, "
                           "each to the room directly above or below")


def _keys(d: Dungeon, out: Claims) -> None:
    doors = {door.key for door in d.doors}
    bad = []
    found = [(r, r.encounter.key) for r in d.rooms if r.encounter.key is not None]
    for r, key in found:
        if key not in doors:
            bad.append(f"the {key} key in room {r.number} opens no door")
        elif key not in r.encounter.message:
            bad.append(f"room {r.number}'s message does not name the {key} key it holds")
    colours = [key for _, key in found]
    for key in sorted({k for k in colours if colours.count(k) > 1}):
        bad.append(f"the {key} key lies in more than one room")
    out.problems += bad
    if not bad:
        out.checked.append(f"{len(d.doors)} keys, one per locked door, each named where it lies")


def _upgrades(d: Dungeon, out: Claims) -> None:
    levels: list[int] = []
    gear: list[str] = []
    bad = []
    for r in d.rooms:
        for o in r.encounter.options:
            if o.effect == "upgrade":
                try:
                    levels.append(o.weapon_level)
                except ValueError:
                    bad.append(f"room {r.number}: an upgrade must say its weapon level, not {o.text!r}")
            elif o.effect in ("shield", "axe"):
                gear.append(o.effect)
    if sorted(levels) != list(range(2, 2 + len(levels))) or len(levels) > len(WEAPON_LEVELS) - 1:
        bad.append(f"the shops must sell weapon levels 2, 3, ... once each (in order, as the stats page lists them), "
                   f"not {sorted(levels)}")
    for item in ("shield", "axe"):
        if gear.count(item) > 1:
            bad.append(f"more than one shop sells the {item}")
    out.problems += bad
    if not bad:
        what = f"weapon levels 2 to {1 + len(levels)} on sale once each" if levels else "no weapon upgrades"
        out.checked.append(what + (f", {' and '.join(sorted(gear))} once" if gear else ""))


def _events(d: Dungeon, out: Claims) -> None:
    bad = []
    for r in d.rooms:
        enc = r.encounter
        if enc.kind == "roll" and sorted(f for o in enc.outcomes for f in o.faces) != [1, 2, 3, 4, 5, 6]:
            bad.append(f"room {r.number}: one roll must decide the event (faces 1 to 6, once each)")
        if enc.kind in ("choice", "shop") and not enc.options:
            bad.append(f"room {r.number}: a choice with nothing to choose")
    out.problems += bad
    if not bad:
        out.checked.append("every event's faces 1 to 6 listed once")


def _boss(d: Dungeon, out: Claims) -> None:
    exit_room = d.room(d.exit_room)
    boss = exit_room.encounter.foe()
    others = {r.encounter.enemy for r in d.rooms if r.encounter.enemy is not None and r.number != d.exit_room}
    bad = []
    if not exit_room.encounter.now:
        bad.append(f"the exit room {d.exit_room} must be marked NOW!")
    for weapon in WEAPON_LEVELS:
        worst = max(others, key=lambda e: (battle_odds(e, weapon).hp_lost, e.name), default=None)
        if worst is not None and battle_odds(worst, weapon).hp_lost > battle_odds(boss, weapon).hp_lost:
            bad.append(f"the rules call the final enemy tougher than the rest, but the {worst.name} costs more HP "
                       f"than the {boss.name} at weapon level {weapon}")
            break
    out.problems += bad
    if not bad:
        out.checked.append(f"the final enemy ({boss.name}) is the toughest at every weapon level")


def _exit_gate(d: Dungeon, out: Claims) -> None:
    """The exit's page hangs its EXIT sign over a daylight gate in the far wall it faces: no way out may be there."""
    room = d.room(d.exit_room)
    ahead = next((e.room for e in exits(d, room) if e.where == "ahead"), None)
    if ahead is None:
        out.checked.append(f"the exit room's gate in a wall of its own (room {d.exit_room} faces {room.facing})")
    else:
        out.problems.append(f"the exit room {d.exit_room} faces {room.facing}, where a way out leads to room "
                            f"{ahead}: its page draws the daylight gate under the EXIT sign in that far wall, "
                            "which must have no other way out")


def _critical_path(d: Dungeon, out: Claims) -> None:
    from pnp.games.notebook.balance import critical_loss

    target = d.params.get("critical_loss") if isinstance(d.params, dict) else None
    if not (isinstance(target, list) and len(target) == 2):
        return  # the appendix prints no target to check
    loss = critical_loss(d)
    low, high = target
    if low - 0.005 <= loss <= high + 0.005:  # the target is stored to 2 decimals
        out.checked.append(f"critical path expected loss {loss:.1f} HP within its target {low:g} to {high:g}")
    else:
        out.problems.append(f"the critical path's expected loss {loss:.1f} HP is outside its target "
                            f"{low:g} to {high:g}")


def _simulation(d: Dungeon, out: Claims) -> None:
    """A saved notebook's simulated players' figures (printed in its appendix), re-run: the runs are seeded."""
    from pnp.games.notebook.players import PLAYERS
    from pnp.games.notebook.simulate import simulate

    claimed = d.claimed.get("simulation")
    if claimed is None:
        return
    runs, players = claimed.get("runs"), tuple(claimed.get("players") or ())
    if not (isinstance(runs, int) and runs > 0 and players and all(p in PLAYERS for p in players)):
        out.problems.append("simulation: expected runs and the figures of known players")
        return
    again = simulate(d, runs, d.seed, players).to_json()
    if again == claimed:
        out.checked.append(f"the simulated players' figures re-run ({runs} runs each): the same")
        return
    for name in players:
        mine, theirs = again["players"][name], claimed["players"].get(name, {})
        wrong = [k for k in mine if theirs.get(k) != mine[k]]
        if wrong:
            out.problems.append(f"simulation: the {name} player's {wrong[0]} re-runs as {mine[wrong[0]]}, "
                                f"the file says {theirs.get(wrong[0])}")
            return
    out.problems.append("simulation: the figures do not match a re-run")


def check_claims(d: Dungeon) -> Claims:
    out = Claims()
    for check in (_ladders, _keys, _upgrades, _events, _boss, _exit_gate, _critical_path, _simulation):
        check(d, out)
    return out
