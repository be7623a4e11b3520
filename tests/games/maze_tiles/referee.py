"""An independent referee for recorded maze-tile games (``pnp simulate maze-tiles --record FILE``).

It replays each game event by event on its own board and returns the problems it finds (an empty list: every
move was legal). It re-implements the rules it checks from docs/rules-maze-tiles.md and the printed data
(pnp/games/maze_tiles/data/*.toml, read with tomllib) and imports nothing of pnp's maze-tile rules core or
simulator: a tile's pathways are its ``pathways`` in the record's tile set turned clockwise by the cell's quarter
turns, two neighbours' pathways meet when both are face up and each has a pathway towards the other, and wall
tokens lie between two positions. An event it does not know is a problem, so nothing new slips by unchecked.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pnp

DATA = Path(pnp.__file__).parent / "games" / "maze_tiles" / "data"
DIRS = ("N", "E", "S", "W")
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPP = {"N": "S", "E": "W", "S": "N", "W": "E"}
KEY_COLOURS = ("amber", "jade", "azure", "crimson")
TOKENS = 7
WALL_TOKENS = 30
ROUND_CAP = 80
KEY_SLOT = "key-slot"
ALWAYS_MOVES = ("move", "sprint", "moves-3")  # plain Moves: pathways, walls, secret passages, not the monster

# what a key token's action does, by the name printed on it (data/keys.toml): the allowances its price buys
KEY_DOES = {
    "Salve": {"heal:{id}": 1},
    "Deep Breath": {"heal:{id}": 2},
    "Second Wind": {"tokens:{id}": ("feet", 2)},
    "Sprint": {"move:sprint": 2},
    "Hidden Door": {"move:hidden-door": 1},
    "Vault": {"move:vault": 1},
    "Stare Down": {"monster:pushed": 1},
    "Blood Price": {"wound:blood-price": 1, "tokens:{id}": ("any", 3)},
    "Crumble": {"unwall": 1},
}
# what a desperation card does, by its id (data/desperation.toml, data/variants.toml)
CARD_DOES = {
    "second-breath": {"heal:second-breath": 2},
    "torn-cloak": {"heal:torn-cloak": 1},
    "spare-strength": {"tokens:spare-strength": ("any", 2)},
    "burst-of-speed": {"move:moves-3": 3},
    "old-drain": {"move:to-passage": 1},
    "hidden-alcove": {"card:hidden-alcove": 1},
    "lullaby": {"card:lullaby": 1},
    "sidestep": {"move:card": 1},
    "eyes-shut": {"move:card": 1},
    "thick-skin": {},
    "polished-shield": {},
    "downwind": {},
    "rockfall": {"wall": 2},
    "distant-bellow": {},  # two movement points for the monster, spent by the player (start_movement)
    "hiss-in-the-dark": {},
    "thrown-bone": {},
    "wrong-turn": {"rotate": 1},  # a quarter turn of the tile another hero just landed on
    "tripwire": {},  # a wound for the hero who just landed next to the player
}
MONSTER_CARDS = {"distant-bellow": 2, "hiss-in-the-dark": 2, "thrown-bone": 1}
# the printed actions' effects (data/actions.toml ids and the blue hero's Slip By)
ACTION_DOES = {
    "move": {"move:move": 1},
    "explore": {"explore": 1},
    "rotate-tile": {"rotate": 1},
    "rotate-wall": {"shift-wall": 1},
    "heal": {"heal:": 1},
    "discover-key": {"claim": 1},
    "desperate": {"play": 1},
    "recover": {"heal:recover": 99},
    "rearrange": {"rearrange": 1},
    "special-blue": {"move:slip-by": 1},
}


def _toml(name: str) -> dict:
    with (DATA / name).open("rb") as f:
        return tomllib.load(f)


def _cost(t: dict | None) -> dict | None:
    if t is None:
        return None
    return {"hand": t.get("hand", 0), "feet": t.get("feet", 0), "any": t.get("any", 0)}


class Data:
    """The printed numbers: prices, board order, key tokens, cards, dice faces."""

    def __init__(self) -> None:
        actions = _toml("actions.toml")["action"]
        self.cost = {a["id"]: _cost(a.get("cost", {})) for a in actions}
        self.always = {a["id"] for a in actions if a.get("always")}
        self.board = tuple(a["id"] for a in actions if not a.get("always"))
        for colour, hero in _toml("heroes.toml")["hero"].items():
            sp = hero["special"]
            self.cost[f"special-{colour}"] = None if sp.get("passive") else _cost(sp.get("cost", {}))
        self.key_name: dict[str, str] = {}
        counts: dict[str, int] = {}
        for k in _toml("keys.toml")["key"]:
            counts[k["color"]] = counts.get(k["color"], 0) + 1
            kid = f"key-{k['color']}-{counts[k['color']]}"
            self.key_name[kid] = k["name"]
            self.cost[kid] = _cost(k.get("cost", {}))
        self.cards = {"minotaur": {c["id"] for c in _toml("desperation.toml")["card"]}}
        variants = _toml("variants.toml")["monster"]
        for v in ("medusa", "cerberus"):
            self.cards[v] = self.cards["minotaur"] | {c["id"] for c in variants[v].get("card", [])}
        dice = _toml("dice.toml")
        self.monster_faces = dice["minotaur"]["faces"]
        self.blood = set(dice["blood"]["faces"])

    def does(self, action: str) -> dict | None:
        if action in ACTION_DOES:
            return dict(ACTION_DOES[action])
        name = self.key_name.get(action)
        if name in KEY_DOES:
            return {k.format(id=action): v for k, v in KEY_DOES[name].items()}
        return None


class Problem(Exception):
    pass


def _pos(p) -> tuple[int, int]:
    return (int(p[0]), int(p[1]))


class Game:
    """One game's replay: the referee's own board, pieces and hero boards."""

    def __init__(self, data: Data, record: dict, number: int) -> None:
        self.d = data
        self.tiles = record["tileset"]["tiles"]
        self.variant = record["variant"]
        self.game = record["games"][number]
        self.number = number
        self.problems: list[str] = []
        self.i = -1

    # --- the board ------------------------------------------------------------------------------------

    def tile(self, p) -> dict:
        return self.tiles[self.cells[p][0]]

    def symbol(self, p) -> str | None:
        return self.tile(p).get("symbol")

    def up(self, p) -> bool:
        return self.cells[p][2]

    def opens(self, p) -> set[str]:
        q = self.cells[p][1]
        return {DIRS[(DIRS.index(s) + q) % 4] for s in self.tile(p)["pathways"]}

    def side(self, a, b) -> str | None:
        for d, (dx, dy) in STEP.items():
            if (a[0] + dx, a[1] + dy) == b:
                return d
        return None

    def nb(self, p, d):
        n = (p[0] + STEP[d][0], p[1] + STEP[d][1])
        return n if n in self.cells else None

    def meet(self, a, b) -> bool:
        d = self.side(a, b)
        return (d is not None and b in self.cells and self.up(a) and self.up(b)
                and d in self.opens(a) and OPP[d] in self.opens(b))

    def wall(self, a, b) -> bool:
        return frozenset((a, b)) in self.walls

    def secret_link(self, a, b) -> bool:
        return a != b and self.up(a) and self.up(b) and self.symbol(a) == self.symbol(b) == "secret"

    def can_move(self, a, b) -> bool:
        """A Move as the docs have it: onto a face-up tile, through a secret passage or between neighbours whose
        pathways meet with no wall token between."""
        if b not in self.cells or not self.up(b):
            return False
        return self.secret_link(a, b) or (self.meet(a, b) and not self.wall(a, b))

    def moves_from(self, a) -> list:
        return [b for b in self.cells if b != a and self.can_move(a, b)]

    def attackable(self, p) -> set[str]:
        if self.symbol(p) == "hide":
            return set()
        return {h for h, q in self.at.items() if q == p}

    def wall_limit_ok(self) -> bool:
        touch: dict = {}
        for w in self.walls:
            for p in w:
                touch[p] = touch.get(p, 0) + 1
        return all(n <= 2 for n in touch.values())

    # --- hero boards ----------------------------------------------------------------------------------

    def slots(self, hero: str) -> tuple[str, ...]:
        return self.d.board + (f"special-{hero}", KEY_SLOT)

    def wound_order(self, hero: str) -> list[str]:
        return [s for s in self.slots(hero) if s != KEY_SLOT or KEY_SLOT in self.keys[hero]]

    def usable(self, hero: str, action: str) -> bool:
        if action in self.d.always:
            return True
        for slot in self.slots(hero):
            if self.keys[hero].get(slot, slot) == action:
                return slot not in self.wounded[hero]
        return False

    def colours(self, hero: str) -> set[str]:
        return {k.split("-")[1] for k in self.keys[hero].values()}

    # --- the replay -----------------------------------------------------------------------------------

    def fail(self, rule: str, message: str) -> None:
        ev = self.events[self.i] if 0 <= self.i < len(self.events) else {}
        self.problems.append(f"game {self.number + 1}, event {self.i} ({ev.get('do', '-')}): {rule}: {message}")

    def check(self, ok: bool, rule: str, message: str) -> bool:
        if not ok:
            self.fail(rule, message)
        return ok

    def run(self, stop: int | None = None) -> list[str]:
        """Replay the game (only its first ``stop`` events if given, for a look at the state) and judge it."""
        self.events = self.game["events"]
        if not self.events or self.events[0].get("do") != "setup":
            self.i = 0
            self.fail("setup", "a game starts with its set-up")
            return self.problems
        self.heroes = list(self.game["heroes"])
        self.turn_no = 0
        self.current: str | None = None
        self.allow: dict[str, dict] = {h: {} for h in self.heroes}
        self.expect: tuple | None = None  # an event that must come next (a win, a trap's wound)
        self.mv: dict | None = None  # the monster's current movement
        self.face: str | None = None  # the face rolled, until the monster's move for it
        self.pending_attack: dict | None = None
        self.landing: list[str] = []  # heroes moved by an attack whose tiles act once it is over
        self.landed: dict[str, tuple] = {}  # where each hero last landed on a tile
        self.tripped: set | None = None  # the heroes a Tripwire may wound
        self.turn_at: set | None = None  # the tiles a Wrong Turn may turn
        self.attacks: list[dict] = []  # attacks under way, the innermost last (a push may set off another)
        self.won = False
        self.rolled = False
        self.refreshed = False
        self.claimed: set[str] = set()
        self.unspent: dict[str, tuple[str, set]] = {}  # hero -> an action paid for and not yet carried out
        for index, ev in enumerate(self.events[:stop]):
            self.i = index
            try:
                if self.won:
                    self.fail("win", "nothing follows a win")
                    break
                self.step(ev)
            except (KeyError, TypeError, ValueError, IndexError) as err:
                self.fail("record", f"malformed event {ev!r}: {err!r}")
        if stop is not None:
            return self.problems
        self.i = len(self.events)
        self.spent_all()
        self.finish_movement()
        self.close_attack()
        if self.expect is not None:
            self.fail(self.expect[0], f"missing {self.expect}")
        turns = sum(e.get("do") == "turn" for e in self.events)
        self.check(turns == self.game.get("turns"), "record", f"{turns} turns played, the record says "
                   f"{self.game.get('turns')}")
        if self.won:
            self.check(self.game.get("winner") == self.events[-1]["hero"], "win", "the winner is not the record's")
        else:
            self.check(self.game.get("winner") is None, "win", "a winner without a win event")
            self.check(turns == ROUND_CAP * len(self.heroes), "round cap",
                       f"no win, yet {turns} turns, not {ROUND_CAP} rounds of {len(self.heroes)}")
        return self.problems

    def step(self, ev: dict) -> None:
        do = ev["do"]
        if self.expect is not None:
            want, hero = self.expect
            self.expect = None
            if want == "win" and do != "win":
                self.fail("win", f"{hero} stands on the door with four keys of four colours but does not win")
            if want == "play" and not (do == "play" and ev.get("hero") == hero):
                self.fail("card", f"{hero} paid Desperate act and played no card")
            if want == "trap" and not (do == "wound" and ev.get("cause") == "trap" and ev.get("hero") == hero):
                self.fail("trap", f"{hero} landed on a trap and took no wound")
        if self.pending_attack is not None and not self.attack_may_wait(ev):
            if self.pending_attack["heroes"]:
                self.fail("attack", f"the monster entered a tile with {sorted(self.pending_attack['heroes'])} "
                          f"and did not attack them (next: {do})")
            self.pending_attack = None
        handler = getattr(self, "on_" + do.replace("-", "_"), None)
        if handler is None:
            self.fail("unknown event", f"the referee does not know {do!r}")
            return
        handler(ev)

    def attack_may_wait(self, ev: dict) -> bool:
        """Before an attack a hero may step aside: Desperate act, a Sidestep card, the step."""
        do = ev["do"]
        return (do == "attack" or (do == "pay" and ev.get("action") == "desperate")
                or do == "play" or (do == "move" and ev.get("via") == "card")
                or (do == "wall" and ev.get("hero") not in self.pending_attack["heroes"]))  # a wall symbol where
        # the hero stepped aside to

    # --- set-up, turns, tokens -----------------------------------------------------------------------

    def on_setup(self, ev: dict) -> None:
        if not self.check(self.i == 0, "setup", "a second set-up"):
            return
        cells = ev["cells"]
        size = int(round(len(cells) ** 0.5))
        self.check(size * size == len(cells) == len(self.tiles), "setup", "the board is not square or misses tiles")
        self.cells = {(k % size, k // size): (int(t), int(r) % 4, bool(u)) for k, (t, r, u) in enumerate(cells)}
        self.check(sorted(c[0] for c in self.cells.values()) == list(range(len(self.tiles))), "setup",
                   "every tile once on the board")
        centre = (size // 2, size // 2)
        self.door = next((p for p in self.cells if self.tile(p)["role"] == "door"), None)
        self.check(self.door == centre and self.up(centre), "setup", "the door face up in the centre")
        self.walls: set = set()
        self.monster = None
        self.check(ev.get("heroes") == self.heroes and ev.get("variant") == self.variant, "setup",
                   "heroes and variant as the record's")
        self.at = {h: _pos(p) for h, p in ev["at"].items()}
        self.check(sorted(self.at) == sorted(self.heroes), "setup", "every hero on the board, no other")
        for h, p in self.at.items():
            t = self.tile(p)
            self.check(t["role"] == "start" and t.get("color") == h and self.up(p), "setup",
                       f"{h} starts on {p}, not the face-up start tile of its colour")
        self.hand = {h: 0 for h in self.heroes}
        self.feet = {h: 0 for h in self.heroes}
        self.keys: dict[str, dict[str, str]] = {h: {} for h in self.heroes}
        self.wounded: dict[str, set[str]] = {h: set() for h in self.heroes}
        self.sheltered = {h: False for h in self.heroes}
        self.set_up_tokens: set[str] = set()
        self.trailblazed = False

    def spent_all(self, hero: str | None = None) -> None:
        """Every action paid for was carried out (a Sprint at least one step)."""
        for h in [hero] if hero else list(self.unspent):
            if h in self.unspent and not self.won:
                action, _ = self.unspent.pop(h)
                self.fail("pay", f"{h} paid for {action} and did not carry it out")

    def on_turn(self, ev: dict) -> None:
        self.spent_all()
        self.finish_movement()
        self.close_attack()
        n = len(self.heroes)
        hero = ev["hero"]
        self.check(set(self.set_up_tokens) == set(self.heroes), "setup", "every hero took 7 tokens at set-up")
        self.check(hero == self.heroes[self.turn_no % n], "turn order", f"{hero}'s turn out of seat order")
        rnd = self.turn_no // n + 1
        self.check(ev["round"] == rnd, "turn order", f"round {ev['round']}, expected {rnd}")
        if self.current is not None and self.turn_no % n == 0:
            self.check(self.monster is not None, "monster enters", "the monster did not come onto the door "
                       "after round 1")
        self.check(rnd <= ROUND_CAP, "round cap", f"round {rnd} is past the cap")
        if self.current is not None:
            self.check(self.refreshed, "tokens", f"{self.current} took no new tokens at the end of the turn")
            self.check(self.rolled or self.monster is None or self.turn_no <= n, "roll",
                       f"{self.current} did not roll the monster die")
        self.turn_no += 1
        self.current = hero
        self.trailblazed = False  # Trailblazer: the first Explore of each of green's turns
        self.rolled = self.refreshed = False
        self.allow = {h: {} for h in self.heroes}
        self.sheltered[hero] = False
        self.check((ev["hand"], ev["feet"]) == (self.hand[hero], self.feet[hero]), "tokens",
                   f"{hero} starts the turn with {ev['hand']} hand + {ev['feet']} feet, the referee counts "
                   f"{self.hand[hero]} + {self.feet[hero]}")

    def on_tokens(self, ev: dict) -> None:
        hero, hand, feet, via = ev["hero"], ev["hand"], ev["feet"], ev.get("via")
        self.check(hand >= 0 and feet >= 0, "tokens", "a negative number of tokens")
        if via in ("refresh", "set-up"):
            self.check(hand + feet == TOKENS, "tokens", f"{via}: {hand} + {feet} tokens, not {TOKENS}")
            if via == "set-up":
                self.check(self.current is None and hero not in self.set_up_tokens, "tokens",
                           "set-up tokens only once, before the first turn")
                self.set_up_tokens.add(hero)
            else:
                self.check(hero == self.current and not self.refreshed, "tokens",
                           "new tokens only at the end of one's own turn")
                self.finish_movement()
                self.refreshed = True
                self.allow[hero] = {}
            self.hand[hero], self.feet[hero] = hand, feet
            return
        grant = self.use(hero, f"tokens:{via}", "tokens")
        if grant is None:
            return
        kind, n = grant
        self.check(hand + feet == n and (kind == "any" or hand == 0), "tokens",
                   f"{via} gives {n} {'feet ' if kind == 'feet' else ''}tokens, not {hand} hand + {feet} feet")
        self.hand[hero] += hand
        self.feet[hero] += feet

    def use(self, hero: str, key: str, rule: str):
        """Spend one use of an allowance bought by the last pay (or card); None (a problem) if there is none."""
        allow = self.allow.get(hero, {})
        if key not in allow:
            self.fail(rule, f"{hero}: no action paid for this ({key})")
            return None
        value = allow[key]
        if hero in self.unspent and key in self.unspent[hero][1]:
            del self.unspent[hero]
        if isinstance(value, int) and not isinstance(value, bool):
            if value <= 1:
                del allow[key]
            else:
                allow[key] = value - 1
            return value
        del allow[key]
        return value

    def on_pay(self, ev: dict) -> None:
        hero, action, paid = ev["hero"], ev["action"], ev["paid"]
        if action != "desperate":
            self.finish_movement()
            self.check(hero == self.current, "pay", f"{hero} acts on {self.current}'s turn")
        self.check(self.usable(hero, action), "pay",
                   f"{hero} cannot use {action}: under a wound, covered by a key, or not on the board")
        price = self.d.cost.get(action)
        if not self.check(price is not None, "pay", f"{action} has no printed price"):
            return
        if action == "explore" and hero == "green" and self.usable(hero, "special-green") and not self.trailblazed:
            price = {"hand": 0, "feet": 1, "any": 0}  # Trailblazer, once a turn
            self.trailblazed = True
        h, f = paid.get("hand", 0), paid.get("feet", 0)
        self.check(h >= price["hand"] and f >= price["feet"] and h + f == price["hand"] + price["feet"]
                   + price["any"], "price", f"{hero} paid {h} hand + {f} feet for {action}, the printed price is "
                   f"{price}")
        self.check(h >= 0 and f >= 0 and self.hand[hero] >= h and self.feet[hero] >= f, "tokens",
                   f"{hero} pays {h} hand + {f} feet holding {self.hand[hero]} + {self.feet[hero]}")
        self.hand[hero] = max(0, self.hand[hero] - h)
        self.feet[hero] = max(0, self.feet[hero] - f)
        does = self.d.does(action)
        if not self.check(does is not None, "unknown action", f"the referee cannot follow {action!r}"):
            return
        if action == "desperate":
            self.allow[hero]["play"] = 1
            self.expect = ("play", hero)
        else:
            self.spent_all(hero)
            self.allow[hero] = does
            self.unspent[hero] = (action, set(does))

    def on_play(self, ev: dict) -> None:
        hero, card = ev["hero"], ev["card"]
        if self.use(hero, "play", "pay") is None:
            return
        self.check(card in self.d.cards[self.variant], "card", f"{card} is not in the {self.variant} deck")
        if not self.check(card in CARD_DOES, "unknown card", f"the referee cannot follow {card!r}"):
            return
        if card in ("sidestep", "eyes-shut"):
            self.check(self.pending_attack is not None and hero in self.pending_attack["heroes"], "card",
                       f"{card} only when the monster is about to attack {hero}")
        if card in ("thick-skin", "polished-shield"):
            atk = self.attack_on(hero, "pushed")
            if self.check(atk is not None, "card", f"{card} only when an attack wounds {hero}"):
                atk["thick" if card == "thick-skin" else "shield"].add(hero)
        if card in MONSTER_CARDS:
            self.check(self.monster is not None, "card", f"{card}: the monster is not on the board")
            self.start_movement("card", MONSTER_CARDS[card], hero)
        if card in ("wrong-turn", "tripwire"):
            # against a hero who has landed on a tile and still stands there (an attack it set off may come between)
            landed = {h: p for h, p in self.landed.items() if h != hero and self.at[h] == p}
            self.check(bool(landed), "card", f"{card} only when another hero has just landed on a tile")
            if card == "tripwire":
                near = [h for h, p in landed.items() if self.side(self.at[hero], p) is not None]
                self.check(bool(near), "tripwire", f"no hero landed next to {hero} on {self.at[hero]}")
                self.tripped = set(near)
            else:
                self.turn_at = set(landed.values())
        self.allow[hero].update(CARD_DOES[card])

    def on_draw(self, ev: dict) -> None:
        self.check(ev["cards"] > 0 and ev["hero"] in self.heroes, "draw", "a draw of no card")

    def on_reshuffle(self, ev: dict) -> None:
        pass

    def on_card(self, ev: dict) -> None:
        hero, card = ev["hero"], ev["card"]
        if self.use(hero, f"card:{card}", "card") is not None and card == "hidden-alcove":
            self.sheltered[hero] = True

    # --- heroes on the board ------------------------------------------------------------------------------

    def on_move(self, ev: dict) -> None:
        hero, to, via = ev["hero"], _pos(ev["to"]), ev.get("via")
        here = self.at[hero]
        if self.use(hero, f"move:{via}", "move") is None:
            return
        if not self.check(to in self.cells and self.up(to), "face-down",
                          f"{hero} moves onto {to}, which is not a face-up tile"):
            return
        monster_there = self.monster == to and self.symbol(to) != "hide"
        d = self.side(here, to)
        if via in ALWAYS_MOVES:
            if self.secret_link(here, to):
                pass
            elif not self.check(d is not None, "move", f"{here} -> {to}: not neighbours nor secret passages"):
                return
            elif not self.check(self.meet(here, to), "pathways", f"{here} -> {to}: the pathways do not meet"):
                return
            else:
                self.check(not self.wall(here, to), "wall", f"{hero} moves {here} -> {to} through a wall token")
            self.check(not monster_there, "monster", f"{hero} moves onto the monster's tile {to}")
        elif via == "slip-by":
            self.check(d is not None and self.meet(here, to), "slip-by", f"{here} -> {to}: one tile along a pathway")
        elif via == "vault":
            self.check(d is not None and not monster_there, "vault",
                       f"{here} -> {to}: a neighbouring face-up tile, not the monster's")
        elif via in ("hidden-door", "to-passage"):
            self.check(self.symbol(to) == "secret" and not monster_there, via,
                       f"{to} is no secret-passage tile free of the monster")
        elif via == "card":
            self.check(d is not None and self.meet(here, to) and not self.wall(here, to), "sidestep",
                       f"{here} -> {to}: a neighbour along a pathway")
            if self.pending_attack is not None:
                self.pending_attack["heroes"].discard(hero)
            self.at[hero] = to
            self.landing.append(hero)  # its tile acts once the attack is over ("lands")
            return
        else:
            self.fail("unknown move", f"via {via!r}")
            return
        self.at[hero] = to
        self.arrive(hero)

    def on_lands(self, ev: dict) -> None:
        """After an attack, the tiles heroes were pushed or stepped aside to act (docs: our reading), in order."""
        hero = ev["hero"]
        if self.check(hero in self.landing, "lands", f"{hero} was not moved by the attack"):
            self.landing.remove(hero)
            self.arrive(hero)

    def arrive(self, hero: str) -> None:
        """A symbol acts when a hero lands (docs, "Reading"); the win comes first."""
        p = self.at[hero]
        self.landed[hero] = p
        if p == self.door and self.colours(hero) == set(KEY_COLOURS):
            self.expect = ("win", hero)
            return
        sym = self.symbol(p)
        if sym == "trap":
            self.expect = ("trap", hero)
        elif sym == "wall":
            self.allow[hero]["wall"] = 1
        elif sym == "minotaur" and self.monster is not None:
            self.start_movement("symbol", 2, hero)

    def on_explore(self, ev: dict) -> None:
        hero, to, rot = ev["hero"], _pos(ev["to"]), ev["rotation"]
        if self.use(hero, "explore", "explore") is None:
            return
        here = self.at[hero]
        d = self.side(here, to)
        ok = (self.check(d is not None and to in self.cells, "explore", f"{to} is not a neighbour of {here}")
              and self.check(not self.up(to), "explore", f"{to} is already face up")
              and self.check(d in self.opens(here), "pathways", f"no pathway of {here} leads {d}")
              and self.check(not self.wall(here, to), "wall", f"a wall token between {here} and {to}")
              and self.check(rot in (0, 1, 2, 3), "explore", f"rotation {rot}"))
        if not ok:
            return
        t, _, _ = self.cells[to]
        self.cells[to] = (t, rot, True)
        self.at[hero] = to
        self.arrive(hero)

    def on_rotate(self, ev: dict) -> None:
        hero, p, q = ev["hero"], _pos(ev["at"]), ev["quarters"]
        if self.use(hero, "rotate", "rotate") is None:
            return
        if ev.get("via") == "wrong-turn":
            self.check(p in (self.turn_at or ()), "wrong turn", f"{p} is not the tile another hero just landed on")
            self.turn_at = None
        if self.check(p in self.cells and self.up(p), "rotate", f"{p} is not a face-up tile") and \
                self.check(q in (1, -1), "rotate", f"a quarter turn, not {q}"):
            t, r, u = self.cells[p]
            self.cells[p] = (t, (r + q) % 4, u)

    def on_shift_wall(self, ev: dict) -> None:
        hero, p, side, to = ev["hero"], _pos(ev["at"]), ev["side"], ev["to"]
        if self.use(hero, "shift-wall", "shift-wall") is None:
            return
        a, b = self.nb(p, side) if side in STEP else None, self.nb(p, to) if to in STEP else None
        if self.check(p == self.at[hero], "shift-wall", "a wall token touching the hero's own tile") and \
                self.check(a is not None and self.wall(p, a), "shift-wall", f"no wall token on side {side} of {p}") \
                and self.check(b is not None and not self.wall(p, b), "shift-wall", f"side {to} of {p} is taken "
                               "or off the board"):
            self.walls.discard(frozenset((p, a)))
            self.walls.add(frozenset((p, b)))
            self.check(self.wall_limit_ok(), "wall limit", "a tile touches more than two wall tokens")

    def on_wall(self, ev: dict) -> None:
        hero = ev["hero"]
        a, b = (_pos(x) for x in ev["between"])
        if self.use(hero, "wall", "wall") is None:
            return
        if self.check(a in self.cells and b in self.cells and self.side(a, b) is not None, "wall",
                      f"{a}-{b}: not two neighbouring board tiles") and \
                self.check(not self.wall(a, b), "wall", f"a wall token lies between {a} and {b} already"):
            self.walls.add(frozenset((a, b)))
            self.check(self.wall_limit_ok(), "wall limit", "a tile touches more than two wall tokens")
            self.check(len(self.walls) <= WALL_TOKENS, "wall", "more wall tokens than the kit has")

    def on_unwall(self, ev: dict) -> None:
        a, b = (_pos(x) for x in ev["between"])
        if ev.get("by") in self.heroes and self.use(ev["by"], "unwall", "unwall") is None:
            return
        if self.check(self.wall(a, b), "unwall", f"no wall token between {a} and {b}"):
            self.walls.discard(frozenset((a, b)))

    def on_claim(self, ev: dict) -> None:
        hero, key, slot = ev["hero"], ev["key"], ev["slot"]
        if self.use(hero, "claim", "claim") is None:
            return
        parts = key.split("-")
        colour = parts[1] if len(parts) == 3 else ""
        t = self.tile(self.at[hero])
        self.check(key in self.d.key_name, "claim", f"{key} is no key token")
        self.check(t["role"] == "key" and t.get("color") == colour, "key tile",
                   f"{hero} claims a {colour} key on {self.at[hero]}, not the {colour} key tile")
        self.check(colour not in self.colours(hero), "claim", f"{hero} holds a {colour} key already")
        self.check(slot in self.slots(hero) and slot not in self.keys[hero], "claim",
                   f"a key cannot lie on {slot}")
        self.check(key not in self.claimed, "claim", f"{key} was claimed before")
        self.claimed.add(key)
        self.keys[hero][slot] = key

    def on_rearrange(self, ev: dict) -> None:
        hero, slot, to = ev["hero"], ev["slot"], ev["to"]
        if self.use(hero, "rearrange", "rearrange") is None:
            return
        if self.check(slot in self.keys[hero] and to in self.slots(hero) and to not in self.keys[hero],
                      "rearrange", f"no key on {slot}, or {to} is taken"):
            self.keys[hero][to] = self.keys[hero].pop(slot)

    def on_win(self, ev: dict) -> None:
        hero = ev["hero"]
        self.check(self.at[hero] == self.door, "win", f"{hero} is not on the door")
        self.check(len(self.keys[hero]) >= 4 and self.colours(hero) == set(KEY_COLOURS), "win",
                   f"{hero} holds {len(self.keys[hero])} keys of {len(self.colours(hero))} colours, not 4 of 4")
        self.won = True

    # --- wounds --------------------------------------------------------------------------------------

    def on_wound(self, ev: dict) -> None:
        hero, slots, cause, stare = ev["hero"], list(ev["slots"]), ev["cause"], ev.get("stare", False)
        order = self.wound_order(hero)
        free = [s for s in order if s not in self.wounded[hero]]
        self.check(len(set(slots)) == len(slots), "wound", "two wounds on one slot")
        for s in slots:
            self.check(s in order, "wound", f"{s} cannot take a wound (an always action, or an empty key slot)")
            self.check(s not in self.wounded[hero], "wound", f"{s} is wounded already")
        if cause == "attack":
            n = self.attack_wounds(hero)
            if n is not None:
                self.check(len(slots) == min(n, len(free)), "wounds",
                           f"{hero} takes {len(slots)} wounds, the roll gives {n} ({len(free)} free slots)")
            atk = self.attack_on(hero, "pushed")
            medusa = self.variant == "medusa" and not (atk and hero in atk["shield"])
            self.check(bool(stare) == medusa, "stare", "Medusa's stare lays every wound of her attack, and only "
                       "hers (unless Polished Shield)")
        elif cause == "trap":
            self.check(self.symbol(self.at[hero]) == "trap" and len(slots) <= 1, "trap", "a trap wounds once")
            self.check(not stare, "stare", "only Medusa's attack stares")
        elif cause == "tripwire":
            self.check(hero in (self.tripped or ()) and len(slots) <= 1, "tripwire",
                       f"{hero} takes a Tripwire wound without one played against them")
            self.tripped = None
            self.check(not stare, "stare", "only Medusa's attack stares")
        elif cause == "blood-price":
            self.check(self.use(hero, "wound:blood-price", "blood price") is not None and len(slots) <= 1,
                       "blood price", "one wound")
            self.check(not stare, "stare", "only Medusa's attack stares")
        else:
            self.fail("unknown wound", f"cause {cause!r}")
        if stare:
            self.check(slots == free[:len(slots)], "stare",
                       f"the stare lays wounds on the uppermost free slots {free[:len(slots)]}, not {slots}")
        self.wounded[hero] |= set(slots)

    def attack_on(self, hero: str, not_yet: str) -> dict | None:
        """The innermost attack under way that struck ``hero`` and has not yet wounded/pushed them."""
        return next((a for a in reversed(self.attacks) if hero in a["struck"] and hero not in a[not_yet]), None)

    @staticmethod
    def wounds_due(atk: dict, hero: str) -> int:
        """The blood roll (Brace: the lower of two), one fewer with Thick Skin."""
        n = atk["blood"]
        if hero in atk["brace"]:
            n = min(n, atk["brace"][hero])
        if hero in atk["thick"] and n > 0:
            n -= 1
        return n

    def attack_wounds(self, hero: str) -> int | None:
        atk = self.attack_on(hero, "wounded")
        if not self.check(atk is not None, "wound", f"{hero}: an attack's wound with no attack on them"):
            return None
        atk["wounded"].add(hero)
        return self.wounds_due(atk, hero)

    def on_brace(self, ev: dict) -> None:
        hero = ev["hero"]
        atk = self.attack_on(hero, "wounded")
        ok = (hero == "red" and self.usable(hero, "special-red") and atk is not None
              and hero not in atk["brace"] and ev["blood"] in self.d.blood)
        if self.check(ok, "brace", "Brace: the red hero, her action usable, once per attack, a blood face"):
            atk["brace"][hero] = ev["blood"]

    def on_knocked_out(self, ev: dict) -> None:
        hero = ev["hero"]
        self.check(all(s in self.wounded[hero] for s in self.wound_order(hero)), "knocked out",
                   f"{hero} still has an action free of wounds")

    def on_heal(self, ev: dict) -> None:
        hero, slots, via = ev["hero"], list(ev["slots"]), ev.get("via") or ""
        most = self.use(hero, f"heal:{via}", "heal")
        if most is None:
            return
        for s in slots:
            self.check(s in self.wounded[hero], "heal", f"{s} has no wound")
        self.check(len(set(slots)) == len(slots) and len(slots) <= most, "heal", f"{via or 'heal'} heals at most "
                   f"{most}, not {len(slots)}")
        if via == "recover":
            self.check(set(slots) == self.wounded[hero], "heal", "Recover takes every wound off")
        self.wounded[hero] -= set(slots)

    # --- the monster ----------------------------------------------------------------------------------

    def start_movement(self, why: str, points: int, by: str) -> None:
        self.finish_movement()
        self.mv = {"why": why, "left": points, "by": by, "start": self.monster, "ended": False}

    def finish_movement(self) -> None:
        """The monster never ends a movement where it began: stuck or back there, it goes to the door."""
        mv, self.mv = self.mv, None
        if mv is not None and not mv["ended"] and self.monster == mv["start"]:
            self.fail("monster", f"the monster ended its {mv['why']} movement where it began, {mv['start']}")

    def enter_tile(self, p, why: str) -> None:
        """The monster has entered ``p``: heroes there (not on a Hide tile) are attacked, its points end."""
        heroes = {h for h in self.attackable(p) if not self.sheltered[h]}
        if self.attackable(p) and self.mv is not None:
            self.mv["left"] = 0
            self.mv["ended"] = True
        if heroes:
            self.pending_attack = {"heroes": heroes, "at": p}

    def on_roll(self, ev: dict) -> None:
        hero = ev["hero"]
        self.finish_movement()
        self.close_attack()
        self.check(hero == self.current and self.refreshed and not self.rolled and self.monster is not None,
                   "roll", "the monster die is rolled once, after the new tokens, once the monster is on the board")
        self.rolled = True
        rolls = ev["rolls"]
        two = hero == "yellow" and self.usable("yellow", "special-yellow")
        self.check(len(rolls) == (3 if two else 1), "roll", f"{len(rolls)} rolls (Soothe: three while usable)")
        faces = [self.d.monster_faces[r] for r in rolls if 0 <= r < len(self.d.monster_faces)]
        self.check(any(f["kind"] == ev["face"] and f.get("count", ev.get("count")) == ev.get("count")
                       for f in faces), "roll", f"{ev['face']} {ev.get('count')} is not a face rolled")
        self.face = ev["face"]
        if ev["face"] == "hooves":
            self.start_movement("die", ev["count"], hero)

    def on_monster(self, ev: dict) -> None:
        how = ev["how"]
        to = _pos(ev["to"])
        m = self.monster
        if how == "enters":
            self.check(m is None and self.turn_no == len(self.heroes) and to == self.door, "monster enters",
                       "the monster comes onto the door tile at the end of round 1")
            self.monster = to
            return
        if not self.check(m is not None, "monster", "the monster is not on the board"):
            return
        handler = getattr(self, "monster_" + how, None)
        if handler is None:
            self.fail("unknown monster move", f"how {how!r}")
            return
        handler(ev, m, to)

    def monster_step(self, ev: dict, m, to) -> None:
        mv = self.mv
        if self.check(mv is not None and mv["why"] == ev.get("why") and mv["left"] > 0 and mv["by"] == ev["by"],
                      "monster points", f"a {ev.get('why')} step by {ev.get('by')} beyond the points given"):
            mv["left"] -= 1
        self.check(self.can_move(m, to), "monster move", f"{m} -> {to} is no Move")
        self.monster = to
        self.enter_tile(to, "step")

    def monster_hunt(self, ev: dict, m, to) -> None:
        self.check(self.variant == "cerberus", "hunt", "only Cerberus hunts")
        path = [_pos(p) for p in ev["path"]]
        mv = self.mv
        left = mv["left"] if mv is not None else 0
        self.check(len(path) <= left, "hunt", f"{len(path)} steps with {left} points left")
        self.check(to == (path[-1] if path else m), "hunt", "the hunt ends where its path does")
        self.check(ev.get("prey") in self.heroes, "hunt", "the prey is a hero in the game")
        here = m
        for k, p in enumerate(path):
            self.check(self.can_move(here, p), "monster move", f"hunt {here} -> {p} is no Move")
            if k < len(path) - 1:
                self.check(not self.attackable(p), "hunt", f"he stops where he attacks ({p})")
            here = p
        if mv is not None:
            mv["left"] = 0
        self.monster = to
        if to != m:
            self.enter_tile(to, "hunt")

    def monster_charge(self, ev: dict, m, to) -> None:
        self.check(self.face == "charge", "charge", "a charge without a charge face")
        self.face = None
        self.charge(m, ev["direction"], to, bool(ev.get("door")))

    def monster_jump(self, ev: dict, m, to) -> None:
        self.check(self.face == "secret", "jump", "a jump without the secret-passage face")
        self.face = None
        self.check(to != m and to in self.cells and self.up(to) and self.symbol(to) == "secret", "jump",
                   f"{to} is no other face-up secret-passage tile")
        self.monster = to
        self.enter_tile(to, "jump")

    def monster_door(self, ev: dict, m, to) -> None:
        self.check(to == self.door, "door", f"{to} is not the door tile")
        mv = self.mv
        others = [p for p in self.cells if p != m and self.up(p) and self.symbol(p) == "secret"]
        ok = ((self.face == "secret" and not others)
              or (mv is not None and (m == mv["start"] or not self.moves_from(m))))
        self.check(ok, "door", "the monster goes to the door only when stuck or back where it began")
        self.face = None
        if mv is not None:
            mv["ended"] = True
        self.monster = to
        self.enter_tile(to, "door")

    def monster_pushed(self, ev: dict, m, to) -> None:
        by = ev["by"]
        if self.use(by, "monster:pushed", "stare down") is not None:
            self.check(self.side(m, to) is not None and self.meet(m, to) and not self.wall(m, to), "stare down",
                       f"{m} -> {to}: one tile along a pathway")
        self.monster = to

    def charge(self, start, d: str, to, door: bool) -> None:
        if not self.check(d in STEP, "charge", f"direction {d!r}"):
            return
        first = self.nb(start, d)
        if door:
            self.check(to == self.door and (first is None or not self.meet(start, first)), "charge",
                       "to the door only when it cannot leave its tile")
            self.monster = to
            self.enter_tile(to, "charge")
            return
        pos, path = start, []
        while True:
            n = self.nb(pos, d)
            if n is None or not self.meet(pos, n):
                break
            path.append((pos, n))
            pos = n
            if self.attackable(pos) or pos == to:
                break
        if not self.check(pos == to and to != start, "charge",
                          f"a charge {d} from {start} runs to {pos}, not {to}"):
            self.monster = to
            return
        for a, b in path:
            self.walls.discard(frozenset((a, b)))  # the charge breaks the wall tokens in its way
        n = self.nb(to, d)
        self.check(bool(self.attackable(to)) or n is None or not self.meet(to, n), "charge",
                   f"a charge stops only at a dead end or on a hero, not on {to}")
        self.monster = to
        self.enter_tile(to, "charge")

    def on_attack(self, ev: dict) -> None:
        heroes = set(ev["heroes"])
        pending = self.pending_attack or {"heroes": set()}
        self.pending_attack = None
        self.check(heroes == pending["heroes"] and heroes, "attack",
                   f"the attack names {sorted(heroes)}, the heroes on the monster's tile are "
                   f"{sorted(pending['heroes'])}")
        for h in heroes:
            self.check(self.at.get(h) == self.monster and self.symbol(self.monster) != "hide", "attack",
                       f"{h} is attacked on {self.at.get(h)}, the monster stands on {self.monster}")
        self.check(ev["blood"] in self.d.blood, "attack", f"blood {ev['blood']} is no face of the blood die")
        self.attacks.append({"struck": heroes, "blood": ev["blood"], "brace": {}, "thick": set(), "shield": set(),
                             "wounded": set(), "pushed": set(), "at": self.monster})

    def close_attack(self) -> None:
        attacks, self.attacks = self.attacks, []
        if self.won:
            return
        for atk in attacks:
            for h in atk["struck"] - atk["pushed"]:
                self.fail("push", f"{h} was attacked and never pushed")

    def on_push(self, ev: dict) -> None:
        hero, to = ev["hero"], _pos(ev["to"])
        atk = self.attack_on(hero, "pushed")
        if not self.check(atk is not None, "push", f"{hero} was not attacked"):
            return
        atk["pushed"].add(hero)
        if atk["struck"] <= atk["pushed"]:
            self.attacks.remove(atk)
        n = self.wounds_due(atk, hero)
        self.check(n == 0 or hero in atk["wounded"], "wounds", f"{hero} was attacked for {n} and took no wound")
        here = atk["at"]
        self.check(self.at[hero] == here, "push", f"{hero} is pushed from the attack's tile {here} but stands on "
                   f"{self.at[hero]}")
        options = [p for d in DIRS if (p := self.nb(here, d)) is not None and self.meet(here, p)
                   and not self.wall(here, p)]
        if to == here:
            self.check(not options, "push", f"{hero} stays on {here} though {options} lie open")
        else:
            self.check(to in options, "push", f"{here} -> {to}: a neighbour whose pathway meets, no wall between")
        self.at[hero] = to
        if to != here:
            self.landing.append(hero)  # its tile acts once the attack is over ("lands")


def referee_game(record: dict, number: int, data: Data | None = None) -> list[str]:
    """The problems of game ``number`` (0-based) of a record."""
    return Game(data or Data(), record, number).run()


def state_before(record: dict, number: int, index: int) -> Game:
    """The referee's board and hero boards of game ``number`` just before event ``index`` (for tests)."""
    game = Game(Data(), record, number)
    game.run(stop=index)
    return game


def referee(record: dict) -> list[str]:
    """Every problem of every game of a record (``record.record_json`` or the ``--record`` file); [] when legal."""
    problems = []
    data = Data()
    if record.get("format") != "pnp maze-tiles games" or record.get("version") != 1:
        problems.append("record: not a version 1 maze-tile games record")
    if record.get("variant") != record.get("tileset", {}).get("variant", "minotaur"):
        problems.append("record: the variant is not the tile set's")
    for number in range(len(record.get("games", []))):
        problems += referee_game(record, number, data)
    return problems
