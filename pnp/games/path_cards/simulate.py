"""Simulated games of path cards: seeded bots play whole games under the rules core.

Two bots:

- ``random`` plays any legal move: in the basic game a card placement drawn
  uniformly from all legal ones; in the action variants an action type drawn
  uniformly from those possible (play, rotate, draw), then one such action
  uniformly. It never refuses points: it takes a largest legal collection.
- ``greedy`` takes the move after which it can collect the most cards. In the
  basic game that is exact over every legal placement. In the action variants
  it looks one action ahead: for every action it bounds the cards the turn's
  collection could take if the turn stopped there (each connected set of
  matching treasures minus the card that must stay and the cards played this
  turn), checks the most promising ones exactly (connectivity included, at
  most :data:`EXACT_CHECKS` per action) and takes the best.

Both break ties with the game's seeded ``random.Random``; every game gets its
own generator derived from the seed and the game's number, so results do not
depend on how games are split over processes.

Every move a bot makes is checked by the rules core before it is applied, and
after every turn the whole table is checked (:func:`rules.table_problems`);
anything found is reported as an illegal state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import Sequence

from pnp.errors import PnpError
from pnp.games.path_cards import rules
from pnp.games.path_cards.model import OPPOSITE, PathCard, PathDeck, rotate_sides
from pnp.games.path_cards.rules import Placed, Pos, Variant, neighbour
from pnp.seeds import rng as make_rng

BOTS = ("random", "greedy")
MAX_TURNS = 2000  # a game still running after this many turns counts as unfinished
EXACT_CHECKS = 6  # exact checks per greedy action at most
CHECKS_PER_BOUND = 2  # and at most this many among options with the same bound


# --- fast views of a layout (the bots' own bookkeeping; the rules core re-checks every move) ---

def _placements(layout, hand: Sequence[PathCard]) -> tuple[list[tuple], bool]:
    """Every (card, pos, turns, sides, wanted) placement of a hand card; True when the player is stuck
    and these are the edge-only placements the stuck rule allows."""
    info = [(pos, rules.open_towards(layout, pos)) for pos in rules.frontier(layout)]
    out = []
    for card in hand:
        orients = [(t, rotate_sides(card.sides, t)) for t in rules.orientations(card)]
        for pos, wanted in info:
            if wanted:
                for t, s in orients:
                    if s & wanted:
                        out.append((card, pos, t, s, wanted))
    if out:
        return out, False
    for card in hand:
        for t in rules.orientations(card):
            for pos, wanted in info:
                out.append((card, pos, t, rotate_sides(card.sides, t), wanted))
    return out, True


def _bfs_groups(layout, cells) -> list[list[Pos]]:
    """Path groups of the cards at ``cells`` (paths followed only inside ``cells``)."""
    label: set[Pos] = set()
    out = []
    for start in cells:
        if start in label:
            continue
        label.add(start)
        members = [start]
        todo = [start]
        while todo:
            p = todo.pop()
            x, y = p
            for side in layout[p].sides:
                if side == "N":
                    n = (x, y - 1)
                elif side == "E":
                    n = (x + 1, y)
                elif side == "S":
                    n = (x, y + 1)
                else:
                    n = (x - 1, y)
                if n in label or n not in cells:
                    continue
                if OPPOSITE[side] in layout[n].sides:
                    label.add(n)
                    members.append(n)
                    todo.append(n)
        out.append(members)
    return out


def _value(counts: dict[str, tuple[int, int]]) -> int:
    """Upper bound of the cards a variant collection can take from one path group, from its
    treasure counts (cards holding it, of which played this turn). Merging groups never lowers
    the sum of their values, so a merge computed without splits is an upper bound too."""
    return sum(n - (m if m > 1 else 1) for n, m in counts.values() if n >= 2)


def _merge(parts, extra: Sequence[str] = (), extra_played: bool = False) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for counts in parts:
        for t, (n, m) in counts.items():
            o = out.get(t)
            out[t] = (n, m) if o is None else (o[0] + n, o[1] + m)
    for t in extra:
        o = out.get(t, (0, 0))
        out[t] = (o[0] + 1, o[1] + extra_played)
    return out


class _Groups:
    """Path groups of a layout, each with where its treasures lie and (optionally) its counts."""

    def __init__(self, layout, played: set[Pos] | None = None) -> None:
        self.groups = _bfs_groups(layout, layout)
        self.label: dict[Pos, int] = {}
        for i, g in enumerate(self.groups):
            for p in g:
                self.label[p] = i
        self._where: dict[int, dict[str, list[Pos]]] = {}
        self._bounds: dict[tuple, int] = {}
        self.layout = layout
        if played is not None:
            self.counts = []
            for g in self.groups:
                c: dict[str, tuple[int, int]] = {}
                for p in g:
                    mine = p in played
                    for t in layout[p].card.treasures:
                        o = c.get(t, (0, 0))
                        c[t] = (o[0] + 1, o[1] + mine)
                self.counts.append(c)
            self.values = [_value(c) for c in self.counts]
            self.total = sum(self.values)

    def sets(self, g: int) -> list[frozenset[Pos]]:
        """The connected sets of matching treasures in group ``g``."""
        return [frozenset(c) for c in self.where(g).values() if len(c) >= 2]

    def where(self, g: int) -> dict[str, list[Pos]]:
        w = self._where.get(g)
        if w is None:
            w = {}
            for p in self.groups[g]:
                for t in self.layout[p].card.treasures:
                    w.setdefault(t, []).append(p)
            self._where[g] = w
        return w

    def merged_bound(self, joined: set[int], extra: Sequence[str] = (), extra_played: bool = False) -> int:
        """The bound after merging ``joined`` groups (and maybe one new card) into one."""
        key = (frozenset(joined), tuple(extra), extra_played)
        bound = self._bounds.get(key)
        if bound is None:
            merged = _merge([self.counts[g] for g in joined], extra, extra_played)
            bound = self._bounds[key] = self.total - sum(self.values[g] for g in joined) + _value(merged)
        return bound


def _max_removal(cells: set[Pos], cands: Sequence[Pos]) -> int:
    """How many of ``cands`` can go at once with the rest one edge-joined piece of 2 or more cards."""
    cands = sorted(cands)
    for size in range(len(cands), 0, -1):
        if len(cells) - size < 2:
            continue
        for subset in combinations(cands, size):
            if rules.edge_connected(cells.difference(subset)):
                return size
    return 0


# --- the bots ------------------------------------------------------------------------

class Bot:
    name = "bot"

    def base_move(self, table: "Table", player: int, rng: random.Random):
        raise NotImplementedError

    def action(self, table: "Table", player: int, played: set[Pos], taken: int, rng: random.Random):
        raise NotImplementedError

    def collect(self, table: "Table", played: set[Pos], last: Pos | None, rng: random.Random) -> frozenset[Pos]:
        """A largest legal collection, ties broken by ``rng``."""
        if table.variant.is_base:
            return rules.best_base_collection(table.layout, last, rng) if last is not None else frozenset()
        return rules.best_variant_collection(table.layout, played, rng)


def _action_kinds(table: "Table", player: int, taken: int) -> list[str]:
    v = table.variant
    hand = table.hands[player]
    kinds = []
    if hand:
        kinds.append("play")
    must_play = table.must_play and table.played_count == 0 and taken == v.actions - 1
    if must_play:
        return kinds
    if any(len(p.card.sides) < 4 for p in table.layout.values()):
        kinds.append("rotate")
    if rules.draw_problem(v, len(hand), len(table.deck)) is None:
        kinds.append("draw")
    return kinds


def _rotations(layout) -> list[tuple[Pos, int]]:
    """Rotations that change something: none for a cross, one direction for a straight."""
    out = []
    for pos in sorted(layout):
        n = len(layout[pos].sides)
        if n == 4:
            continue
        out.append((pos, 1))
        if layout[pos].card.shape != "straight":  # a straight turned either way looks the same
            out.append((pos, -1))
    return out


class RandomBot(Bot):
    name = "random"

    def base_move(self, table, player, rng):
        moves, _ = _placements(table.layout, table.hands[player])
        card, pos, t, _, _ = rng.choice(moves)
        return card, pos, t

    def action(self, table, player, played, taken, rng):
        kinds = _action_kinds(table, player, taken)
        if not kinds:
            return None
        kind = rng.choice(kinds)
        if kind == "play":
            moves, _ = _placements(table.layout, table.hands[player])
            card, pos, t, _, _ = rng.choice(moves)
            return ("play", card, pos, t)
        if kind == "rotate":
            pos, d = rng.choice(_rotations(table.layout))
            return ("rotate", pos, d)
        return ("draw",)


class GreedyBot(Bot):
    name = "greedy"

    def base_move(self, table, player, rng):
        layout = table.layout
        moves, is_stuck = _placements(layout, table.hands[player])
        if is_stuck:
            card, pos, t, _, _ = rng.choice(moves)
            return card, pos, t
        groups = _Groups(layout)
        options = []
        for card, pos, t, s, wanted in moves:
            cands: set[Pos] = set()
            for d in s & wanted:
                w = groups.where(groups.label[neighbour(pos, d)])
                for tr in card.treasures:
                    cands.update(w.get(tr, ()))
            options.append((len(cands), cands, (card, pos, t)))
        rng.shuffle(options)
        options.sort(key=lambda o: -o[0])
        cells = set(layout)
        best, chosen = -1, []
        for ub, cands, move in options:
            if ub <= best:
                break  # nothing further can do better; ties went to the shuffled first
            value = _max_removal(cells | {move[1]}, cands) if ub else 0
            if value > best:
                best, chosen = value, [move]
            elif value == best:
                chosen.append(move)
        return rng.choice(chosen)

    def action(self, table, player, played, taken, rng):
        kinds = _action_kinds(table, player, taken)
        if not kinds:
            return None
        layout = table.layout
        groups = _Groups(layout, played)
        total = groups.total
        options: list[tuple[int, tuple, set[int]]] = []  # (bound, action, groups it changes)
        if "play" in kinds:
            moves, is_stuck = _placements(layout, table.hands[player])
            for card, pos, t, s, wanted in moves:
                joined = set() if is_stuck else {groups.label[neighbour(pos, d)] for d in s & wanted}
                bound = groups.merged_bound(joined, card.treasures, True) if joined else total
                options.append((bound, ("play", card, pos, t), joined))
        if "rotate" in kinds:
            for pos, d in _rotations(layout):
                p = layout[pos]
                joined = {groups.label[pos]}
                for side in rotate_sides(p.card.sides, p.turns + d):
                    n = neighbour(pos, side)
                    there = layout.get(n)
                    if there is not None and OPPOSITE[side] in there.sides:
                        joined.add(groups.label[n])
                # a rotation may also cut paths, which only lowers the bound
                bound = groups.merged_bound(joined) if len(joined) > 1 else total
                options.append((bound, ("rotate", pos, d), joined))
        if "draw" in kinds:
            options.append((total, ("draw",), set()))
        rng.shuffle(options)
        options.sort(key=lambda o: -o[0])
        if options[0][0] == 0:
            return options[0][1]  # nothing to collect whatever happens: the shuffled first
        best, chosen, checks = -1, [], 0
        cells = set(layout)
        level, at_level = None, 0
        for ub, act, joined in options:
            if ub <= best or checks >= EXACT_CHECKS:
                break  # nothing further can do better; ties went to the shuffled first
            if ub == level and at_level >= CHECKS_PER_BOUND:
                continue  # these bounds were not reached by the first ones checked: try lower ones
            if ub != level:
                level, at_level = ub, 0
            value = _exact_value(layout, cells, groups, played, act, joined)
            checks += 1
            at_level += 1
            if value > best:
                best, chosen = value, [act]
            elif value == best:
                chosen.append(act)
        return rng.choice(chosen)


class _View:
    """A layout with one card replaced or added, without copying the mapping."""

    __slots__ = ("base", "pos", "placed")

    def __init__(self, base, pos, placed) -> None:
        self.base, self.pos, self.placed = base, pos, placed

    def __getitem__(self, pos):
        return self.placed if pos == self.pos else self.base[pos]

    def __contains__(self, pos) -> bool:
        return pos == self.pos or pos in self.base


def _exact_value(layout, cells: set[Pos], groups: _Groups, played: set[Pos], act: tuple, joined: set[int]) -> int:
    """How many cards the end-of-turn collection could take after ``act`` (a largest legal collection,
    as :func:`rules.best_variant_collection` finds it), reusing the groups the action leaves alone."""
    new_groups: list[list[Pos]] = []
    view = layout
    if act[0] == "play":
        _, card, pos, t = act
        view = _View(layout, pos, Placed.of(card, t))
        members = [pos]
        for g in joined:
            members += groups.groups[g]
        new_groups.append(members)
        cells = cells | {pos}
        played = played | {pos}
    elif act[0] == "rotate":
        _, pos, d = act
        p = layout[pos]
        view = _View(layout, pos, Placed.of(p.card, p.turns + d))
        area: set[Pos] = set()
        for g in joined:
            area.update(groups.groups[g])
        new_groups = _bfs_groups(view, area)
    sets = [st for g in range(len(groups.groups)) if g not in joined for st in groups.sets(g)]
    for members in new_groups:
        where: dict[str, list[Pos]] = {}
        for p in members:
            for tr in view[p].card.treasures:
                where.setdefault(tr, []).append(p)
        sets += [frozenset(c) for c in where.values() if len(c) >= 2]
    cands: set[Pos] = set()
    for st in sets:
        cands |= st
    cands -= played
    if not cands:
        return 0

    def ok(subset) -> bool:
        sub = frozenset(subset)
        return not any(st <= sub for st in sets) and rules.removal_ok(cells, sub)

    return len(rules.best_collection(cands, ok))


BOT_CLASSES = {"random": RandomBot, "greedy": GreedyBot}


def parse_bots(text: str) -> tuple[str, ...]:
    names = tuple(b.strip() for b in text.split(",") if b.strip())
    if not names:
        raise PnpError("--bots: no bot given (use random, greedy or a list like random,greedy)")
    _check_bots(names)
    return names


def _check_bots(names: Sequence[str]) -> None:
    for b in names:
        if b not in BOT_CLASSES:
            raise PnpError(f"--bots: unknown bot {b!r} (choose from {', '.join(BOTS)})")


def _check_players(players: int) -> None:
    if not rules.MIN_PLAYERS <= players <= rules.MAX_PLAYERS:
        raise PnpError(f"--players: {players} players; the game is for {rules.MIN_PLAYERS} to {rules.MAX_PLAYERS}")


# --- one game ------------------------------------------------------------------------

@dataclass
class Table:
    variant: Variant
    layout: dict
    deck: list[PathCard]  # the top card is the last
    hands: list[list[PathCard]]
    won: list[list[PathCard]]
    total: int
    played_count: int = 0  # card plays so far this turn
    must_play: bool = False  # the turn began with the deck empty and cards in hand


@dataclass(frozen=True)
class GameRecord:
    seats: tuple[str, ...]
    turns: int
    finished: bool
    collected: tuple[int, ...]
    collecting_turns: int
    stuck_plays: int
    problems: tuple[str, ...] = ()


def new_table(cards: Sequence[PathCard], players: int, v: Variant, rng: random.Random) -> Table:
    """Shuffle, lay out 4 cards as a 2 × 2 square, deal the starting hands."""
    _check_players(players)
    pile = list(cards)
    rng.shuffle(pile)
    layout = rules.initial_layout(pile[:4])
    hands = [pile[4 + v.start_hand * i: 4 + v.start_hand * (i + 1)] for i in range(players)]
    deck = pile[4 + v.start_hand * players:]
    deck.reverse()  # pop() takes the top card
    return Table(v, layout, deck, hands, [[] for _ in range(players)], len(pile))


def play_game(cards: Sequence[PathCard], v: Variant, seats: Sequence[str], rng: random.Random) -> GameRecord:
    """One complete game; seats name each player's bot."""
    table = new_table(cards, len(seats), v, rng)
    bots = [BOT_CLASSES[s]() for s in seats]
    problems: list[str] = []
    turns = collecting = stuck_plays = 0
    player = 0
    while not rules.game_over(len(table.deck), map(len, table.hands)):
        if turns >= MAX_TURNS:
            break
        if v.is_base and not table.hands[player]:
            player = (player + 1) % len(seats)
            continue  # nothing to play: the turn passes
        turns += 1
        problem, took, stuck = _turn(table, player, bots[player], rng)
        stuck_plays += stuck
        if problem:
            problems.append(f"turn {turns}, player {player + 1}: {problem}")
            break
        collecting += took > 0
        found = rules.table_problems(table.layout, table.deck, table.hands, table.won, table.total)
        if found:
            problems += [f"turn {turns}: {p}" for p in found]
            break
        player = (player + 1) % len(seats)
    finished = not problems and rules.game_over(len(table.deck), map(len, table.hands))
    return GameRecord(tuple(seats), turns, finished, tuple(len(w) for w in table.won), collecting, stuck_plays,
                      tuple(problems))


def _turn(table: Table, player: int, bot: Bot, rng: random.Random) -> tuple[str | None, int, int]:
    """Play one turn; returns (problem or None, cards collected, stuck plays)."""
    v = table.variant
    hand = table.hands[player]
    played: set[Pos] = set()
    last: Pos | None = None
    stuck_plays = 0
    table.played_count = 0
    hand_at_start, deck_at_start = len(hand), len(table.deck)
    table.must_play = bool(hand) and not table.deck
    if v.is_base:
        card, pos, t = bot.base_move(table, player, rng)
        plan = [("play", card, pos, t)]
    else:
        plan = None
    taken = 0
    while taken < v.actions:
        act = plan.pop(0) if plan is not None else bot.action(table, player, played, taken, rng)
        if act is None:
            break
        problem = rules.action_problem(v, act[0], taken)
        if problem:
            return problem, 0, stuck_plays
        if act[0] == "play":
            _, card, pos, t = act
            problem = rules.play_problem(table.layout, hand, card, pos, t)
            if problem:
                return problem, 0, stuck_plays
            stuck_plays += rules.placement_problem(table.layout, pos, rotate_sides(card.sides, t)) is not None
            table.layout = rules.place(table.layout, pos, card, t)
            hand.remove(card)
            played.add(pos)
            last = pos
            table.played_count += 1
        elif act[0] == "rotate":
            problem = rules.rotate_problem(table.layout, act[1], act[2])
            if problem:
                return problem, 0, stuck_plays
            table.layout = rules.rotate(table.layout, act[1], act[2])
        else:
            problem = rules.draw_problem(v, len(hand), len(table.deck))
            if problem:
                return problem, 0, stuck_plays
            hand.append(table.deck.pop())
        taken += 1
    problem = rules.end_turn_problem(v, table.played_count, hand_at_start, deck_at_start)
    if problem:
        return problem, 0, stuck_plays
    chosen = bot.collect(table, played, last, rng)
    if v.is_base:
        problem = rules.base_collection_problem(table.layout, last, chosen) if last is not None else (
            "nothing was played, so nothing can be collected" if chosen else None)
    else:
        problem = rules.variant_collection_problem(table.layout, chosen, played)
    if problem:
        return problem, 0, stuck_plays
    for pos in sorted(chosen):
        table.won[player].append(table.layout[pos].card)
    table.layout = {p: c for p, c in table.layout.items() if p not in chosen}
    for _ in range(rules.end_of_turn_draws(v, len(hand), len(table.deck))):
        hand.append(table.deck.pop())
    return None, len(chosen), stuck_plays


# --- many games --------------------------------------------------------------------------

@dataclass
class Report:
    variant: str
    players: int
    bots: tuple[str, ...]
    seed: int
    deck_id: str
    games: int = 0
    finished: int = 0
    turns: int = 0
    collected: int = 0
    player_slots: int = 0
    collecting_turns: int = 0
    stuck_plays: int = 0
    illegal: int = 0
    problems: list[str] = field(default_factory=list)
    by_bot: dict[str, list[int]] = field(default_factory=dict)  # bot -> [cards collected, seats]
    wins: dict[str, float] = field(default_factory=dict)  # bot -> games won (shared wins split)

    def add(self, rec: GameRecord) -> None:
        self.games += 1
        self.finished += rec.finished
        self.turns += rec.turns
        self.collected += sum(rec.collected)
        self.player_slots += len(rec.seats)
        self.collecting_turns += rec.collecting_turns
        self.stuck_plays += rec.stuck_plays
        if rec.problems:
            self.illegal += len(rec.problems)
            self.problems += list(rec.problems[: max(0, 10 - len(self.problems))])
        top = max(rec.collected)
        winners = [s for s, c in zip(rec.seats, rec.collected) if c == top]
        for seat, got in zip(rec.seats, rec.collected):
            entry = self.by_bot.setdefault(seat, [0, 0])
            entry[0] += got
            entry[1] += 1
            self.wins.setdefault(seat, 0.0)
        for w in winners:
            self.wins[w] += 1 / len(winners)

    def to_json(self) -> dict:
        g = max(self.games, 1)
        out = {
            "variant": self.variant,
            "players": self.players,
            "bots": ",".join(self.bots),
            "seed": self.seed,
            "deck": self.deck_id,
            "games": self.games,
            "games_finished": self.finished,
            "mean_turns": round(self.turns / g, 2),
            "mean_cards_collected_per_player": round(self.collected / max(self.player_slots, 1), 3),
            "collecting_turn_share": round(self.collecting_turns / max(self.turns, 1), 4),
            "stuck_plays": self.stuck_plays,
            "illegal_states": self.illegal,
        }
        for bot, (got, seats) in sorted(self.by_bot.items()):
            out[f"mean_cards_{bot}"] = round(got / max(seats, 1), 3)
            out[f"win_share_{bot}"] = round(self.wins[bot] / g, 4)
        out["problems"] = list(self.problems)
        return out

    def lines(self) -> list[str]:
        out = []
        for key, value in self.to_json().items():
            if key == "problems":
                out += [f"problem: {p}" for p in value]
            else:
                out.append(f"{key}: {value}")
        return out


def seats_for(bots: Sequence[str], players: int, game: int) -> tuple[str, ...]:
    """Bots take the seats in turn; the seating shifts by one each game so every bot starts as often."""
    return tuple(bots[(game + i) % len(bots)] for i in range(players))


def game_rng(seed: int, v: Variant, players: int, bots: Sequence[str], game: int) -> random.Random:
    return make_rng(seed, "cards-sim", v.name, players, ",".join(bots), game)


def _run_range(args) -> list[GameRecord]:
    cards, vname, players, bots, seed, start, stop = args
    v = rules.variant(vname)
    return [play_game(cards, v, seats_for(bots, players, g), game_rng(seed, v, players, bots, g))
            for g in range(start, stop)]


def simulate(variant_name: str, players: int, games: int, seed: int, bots: Sequence[str] = BOTS,
             deck: PathDeck | None = None, jobs: int = 1) -> Report:
    """Play ``games`` games and sum them up; the same arguments always give the same report."""
    from pnp.games.path_cards.generate import generate_deck

    v = rules.variant(variant_name)
    _check_players(players)  # before the deck is generated
    if games < 1:
        raise PnpError(f"--games: at least 1 game, got {games}")
    _check_bots(bots)
    deck = deck or generate_deck(seed)
    cards = tuple(deck.cards)
    report = Report(v.name, players, tuple(bots), seed, deck.deck_id)
    if jobs <= 1 or games < 2 * jobs:
        records = _run_range((cards, v.name, players, tuple(bots), seed, 0, games))
    else:
        from concurrent.futures import ProcessPoolExecutor

        step = -(-games // (jobs * 4))
        chunks = [(cards, v.name, players, tuple(bots), seed, s, min(games, s + step)) for s in range(0, games, step)]
        records = []
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part in pool.map(_run_range, chunks):
                records += part
    for rec in records:
        report.add(rec)
    return report
