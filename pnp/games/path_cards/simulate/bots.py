"""The two bots: ``random`` plays any legal move, ``greedy`` the move after which it can collect the most.

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

Both break ties with the ``random.Random`` they are given.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pnp.errors import PnpError
from pnp.games.path_cards import rules
from pnp.games.path_cards.model import OPPOSITE, rotate_sides
from pnp.games.path_cards.rules import Pos, neighbour
from pnp.games.path_cards.simulate.lookahead import Groups, exact_value, max_removal, placements

if TYPE_CHECKING:  # the table imports the bots; the bots only read it
    from pnp.games.path_cards.simulate.table import Table

BOTS = ("random", "greedy")
EXACT_CHECKS = 6  # exact checks per greedy action at most
CHECKS_PER_BOUND = 2  # and at most this many among options with the same bound

Action = tuple  # ("play", card, pos, turns), ("rotate", pos, direction) or ("draw",)
Option = tuple[int, Action, set[int]]  # (bound on the cards collected, action, path groups it changes)


class Bot:
    name = "bot"

    def base_move(self, table: Table, player: int, rng: random.Random):
        raise NotImplementedError

    def action(self, table: Table, player: int, played: set[Pos], taken: int, rng: random.Random):
        raise NotImplementedError

    def collect(self, table: Table, played: set[Pos], last: Pos | None, rng: random.Random) -> frozenset[Pos]:
        """A largest legal collection, ties broken by ``rng``."""
        if table.variant.is_base:
            return rules.best_base_collection(table.layout, last, rng) if last is not None else frozenset()
        return rules.best_variant_collection(table.layout, played, rng)


def _action_kinds(table: Table, player: int, taken: int) -> list[str]:
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


def rotations(layout) -> list[tuple[Pos, int]]:
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
        moves, _ = placements(table.layout, table.hands[player])
        card, pos, t, _, _ = rng.choice(moves)
        return card, pos, t

    def action(self, table, player, played, taken, rng):
        kinds = _action_kinds(table, player, taken)
        if not kinds:
            return None
        kind = rng.choice(kinds)
        if kind == "play":
            moves, _ = placements(table.layout, table.hands[player])
            card, pos, t, _, _ = rng.choice(moves)
            return ("play", card, pos, t)
        if kind == "rotate":
            pos, d = rng.choice(rotations(table.layout))
            return ("rotate", pos, d)
        return ("draw",)


class GreedyBot(Bot):
    name = "greedy"

    def base_move(self, table, player, rng):
        layout = table.layout
        moves, is_stuck = placements(layout, table.hands[player])
        if is_stuck:
            card, pos, t, _, _ = rng.choice(moves)
            return card, pos, t
        groups = Groups(layout)
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
            value = max_removal(cells | {move[1]}, cands) if ub else 0
            if value > best:
                best, chosen = value, [move]
            elif value == best:
                chosen.append(move)
        return rng.choice(chosen)

    def action(self, table, player, played, taken, rng):
        kinds = _action_kinds(table, player, taken)
        if not kinds:
            return None
        groups = Groups(table.layout, played)
        options: list[Option] = []
        if "play" in kinds:
            options += _play_options(table.layout, table.hands[player], groups)
        if "rotate" in kinds:
            options += _rotate_options(table.layout, groups)
        if "draw" in kinds:
            options.append((groups.total, ("draw",), set()))
        rng.shuffle(options)
        options.sort(key=lambda o: -o[0])
        if options[0][0] == 0:
            return options[0][1]  # nothing to collect whatever happens: the shuffled first
        return rng.choice(_best_checked(table.layout, groups, played, options))


def _play_options(layout, hand, groups: Groups) -> list[Option]:
    """Every placement with its bound: the groups it joins merged with the card played (not collectable)."""
    options = []
    moves, is_stuck = placements(layout, hand)
    for card, pos, t, s, wanted in moves:
        joined = set() if is_stuck else {groups.label[neighbour(pos, d)] for d in s & wanted}
        bound = groups.merged_bound(joined, card.treasures, True) if joined else groups.total
        options.append((bound, ("play", card, pos, t), joined))
    return options


def _rotate_options(layout, groups: Groups) -> list[Option]:
    """Every rotation with its bound: the groups the turned card would join merged."""
    options = []
    for pos, d in rotations(layout):
        p = layout[pos]
        joined = {groups.label[pos]}
        for side in rotate_sides(p.card.sides, p.turns + d):
            n = neighbour(pos, side)
            there = layout.get(n)
            if there is not None and OPPOSITE[side] in there.sides:
                joined.add(groups.label[n])
        # a rotation may also cut paths, which only lowers the bound
        bound = groups.merged_bound(joined) if len(joined) > 1 else groups.total
        options.append((bound, ("rotate", pos, d), joined))
    return options


def _best_checked(layout, groups: Groups, played: set[Pos], options: Sequence[Option]) -> list[Action]:
    """The actions of highest exact value among the options checked, best bounds first (a budget of checks)."""
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
        value = exact_value(layout, cells, groups, played, act, joined)
        checks += 1
        at_level += 1
        if value > best:
            best, chosen = value, [act]
        elif value == best:
            chosen.append(act)
    return chosen


BOT_CLASSES = {"random": RandomBot, "greedy": GreedyBot}


def check_bots(names: Sequence[str]) -> None:
    for b in names:
        if b not in BOT_CLASSES:
            raise PnpError(f"--bots: unknown bot {b!r} (choose from {', '.join(BOTS)})")
