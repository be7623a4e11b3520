"""The playability measure: least quarter turns joining the door and the four keys."""

from __future__ import annotations

import itertools

import pytest

from pnp.games.maze_tiles.generate import TileSetParams, deal, generate_tileset
from pnp.games.maze_tiles.model import OPPOSITE, SHAPES, STEP, Board, MazeTile, Placed, TileSet, rotate_sides
from pnp.games.maze_tiles.playability import _exact, connected_without_rotations, joined_as_dealt, min_rotations
from pnp.games.maze_tiles.report import playability_report
from pnp.games.maze_tiles.verify import verify_tileset
from pnp.seeds import rng


def test_a_generated_tile_set_has_the_parts_of_the_game():
    ts = generate_tileset(3)
    assert verify_tileset(ts).ok
    roles = {r: len(v) for r, v in ts.by_role.items()}
    assert roles == {"door": 1, "start": 4, "center": 4, "key": 4, "maze": 36}
    p = TileSetParams()
    symbols = [t.symbol for t in ts.tiles if t.symbol]
    assert len(symbols) == p.wall + p.minotaur + p.hide + p.trap + p.secret


def test_a_deal_puts_the_door_in_the_middle_and_the_centre_tiles_around_it():
    ts = generate_tileset(3)
    b = deal(ts, rng(3, "t"))
    assert ts.tiles[b.at((3, 3)).tile].role == "door"
    ring = [(x, y) for x in (2, 3, 4) for y in (2, 3, 4) if (x, y) != (3, 3)]
    assert {ts.tiles[b.at(p).tile].role for p in ring} == {"start", "center"}
    assert all(b.at(p).explored for p in ring) and not b.at((0, 0)).explored
    assert sorted(c for c, _ in b.heroes) == ["blue", "green", "red", "yellow"]


def brute_force(ts: TileSet, b: Board) -> int | None:
    """Try every rotation of every tile that is not a cross (tiny boards only)."""
    positions = [(x, y) for y in range(b.size) for x in range(b.size)]
    free = [p for p in positions if len(ts.tiles[b.at(p).tile].sides) < 4]
    best = None
    for rots in itertools.product(range(4), repeat=len(free)):
        cost = 0
        board = b
        for p, r in zip(free, rots):
            d = (r - b.at(p).rotation) % 4
            cost += min(d, 4 - d)
            board = board.with_cell(p, Placed(b.at(p).tile, r, True))
        if best is not None and cost >= best:
            continue
        if connected_without_rotations(ts, board):
            best = cost
    return best


def tiny(seed: int) -> tuple[TileSet, Board]:
    """A 3 × 3 board: door in the middle, keys in the corners, random shapes elsewhere."""
    r = rng(seed, "tiny")
    tiles = [MazeTile("D", "door", SHAPES["cross"])]
    cells = []
    for y in range(3):
        for x in range(3):
            if (x, y) == (1, 1):
                cells.append(Placed(0, 0, True))
                continue
            role = "key" if x != 1 and y != 1 else "maze"
            shape = r.choice(["corner", "t", "straight", "dead-end"]) if role == "maze" else r.choice(["corner", "t"])
            tiles.append(MazeTile(f"T{len(tiles)}", role, SHAPES[shape]))
            cells.append(Placed(len(tiles) - 1, r.randrange(4), True))
    return TileSet(tuple(tiles)), Board(3, tuple(cells))


# The brute force takes 1-3 s a board: by default a sample of one board joined by one turn, one by three and one
# no turning joins; all 25 boards in the slow suite (make test-slow).
BRUTE_FORCE_SAMPLE = (17, 18)  # the rest, 22 the longest, in the slow suite


@pytest.mark.parametrize("seed", [s if s in BRUTE_FORCE_SAMPLE else pytest.param(s, marks=pytest.mark.slow)
                                  for s in range(25)])
def test_the_fewest_turns_match_a_brute_force_search_on_tiny_boards(seed):
    ts, b = tiny(seed)
    assert min_rotations(ts, b) == brute_force(ts, b)


@pytest.mark.parametrize("seed", range(12))
def test_the_fewest_turns_match_an_independent_cp_sat_model_on_real_deals(seed):
    ts = generate_tileset(seed)
    b = deal(ts, rng(seed, "deal"), face_up=True)
    assert min_rotations(ts, b) == _exact(ts, b, 0)


def test_applying_turns_never_needs_fewer_than_claimed_and_zero_means_joined():
    ts = generate_tileset(5)
    for i in range(30):
        b = deal(ts, rng(5, "z", i), face_up=True)
        n = min_rotations(ts, b)
        assert (n == 0) == connected_without_rotations(ts, b)


def test_the_report_counts_every_deal():
    ts = generate_tileset(2)
    report = playability_report(ts, setups=60, seed=2)
    assert sum(report.histogram.values()) + round(report.unjoinable_share * 60) == 60
    assert 0 <= report.pathways_share <= report.passages_share <= 1 and report.mean_rotations >= 0
    assert report.histogram.get(0, 0) == round(report.passages_share * 60)  # no turn needed: joined as dealt
    again = playability_report(ts, setups=60, seed=2, jobs=2)
    assert again.histogram == report.histogram  # the same with two processes


def joined_by_pathways(ts: TileSet, b: Board, passages: bool) -> bool:
    """An independent flood fill from the door over the tiles' own sides (and secret passages if told)."""
    sides = {(x, y): rotate_sides(ts.tiles[b.at((x, y)).tile].sides, b.at((x, y)).rotation)
             for y in range(b.size) for x in range(b.size)}
    role = {p: ts.tiles[b.at(p).tile].role for p in sides}
    secret = [p for p in sides if ts.tiles[b.at(p).tile].symbol == "secret"]
    door = next(p for p in sides if role[p] == "door")
    seen, stack = {door}, [door]
    while stack:
        p = stack.pop()
        near = [(p[0] + STEP[d][0], p[1] + STEP[d][1]) for d in sides[p]]
        near = [q for q, d in zip(near, sides[p]) if q in sides and OPPOSITE[d] in sides[q]]
        if passages and p in secret:
            near += secret
        for q in near:
            if q not in seen:
                seen.add(q)
                stack.append(q)
    return all(p in seen for p in sides if role[p] == "key")


def test_the_pathways_alone_rate_counts_only_deals_joined_without_secret_passages():
    ts = generate_tileset(1)
    setups = 120
    boards = [deal(ts, rng(1, "playability", i), face_up=True) for i in range(setups)]
    alone = sum(joined_by_pathways(ts, b, False) for b in boards)
    both = sum(joined_by_pathways(ts, b, True) for b in boards)
    assert alone < both  # seed 1 has deals joined only through a secret passage: the two rates differ
    report = playability_report(ts, setups=setups, seed=1)
    assert round(report.pathways_share * setups) == alone
    assert round(report.passages_share * setups) == both
    assert ([joined_as_dealt(ts, b, passages=False) for b in boards]
            == [joined_by_pathways(ts, b, False) for b in boards])


def test_the_report_names_each_join_rate_for_what_joins():
    report = playability_report(generate_tileset(1), setups=40, seed=1)
    lines = report.lines()
    assert any("by pathways alone" in ln and f"{100 * report.pathways_share:.1f} %" in ln for ln in lines)
    assert any("using secret passages" in ln and f"{100 * report.passages_share:.1f} %" in ln for ln in lines)
    data = report.to_json()
    assert data["joined_by_pathways_alone_share"] == round(report.pathways_share, 4)
    assert data["joined_using_secret_passages_share"] == round(report.passages_share, 4)
    assert "connected_share" not in data  # the old name said pathways but counted passages


@pytest.mark.slow  # a CP-SAT model a deal: about 0.3 s each
def test_the_report_figures_equal_a_straightforward_computation_deal_by_deal():
    """The report (branch and bound over the relaxation, depth first among equal bounds) against the plain
    reading: the same deals, each joined or not by an independent flood fill, turns by the CP-SAT model alone."""
    ts = generate_tileset(1)
    setups = 24
    boards = [deal(ts, rng(1, "playability", i), face_up=True) for i in range(setups)]
    turns = [0 if joined_by_pathways(ts, b, True) else _exact(ts, b, 0) for b in boards]
    joinable = [t for t in turns if t is not None]
    report = playability_report(ts, setups=setups, seed=1)
    assert report.histogram == {t: joinable.count(t) for t in set(joinable)}
    assert report.unjoinable_share == (setups - len(joinable)) / setups
    assert report.max_rotations == max(joinable)
    assert report.pathways_share == sum(joined_by_pathways(ts, b, False) for b in boards) / setups
    assert len(set(joinable)) > 3  # deals of several costs, so branching is exercised


def test_the_compiled_programme_gives_what_python_gives_running_the_same_code():
    """Numba compiles the Dreyfus–Wagner loops; Python running the very same function must agree on every
    table (costs, predecessors, splits), so the figures never depend on the compiler."""
    import numpy as np

    from pnp.games.maze_tiles import playability, steiner_kernel

    compiled = steiner_kernel.programme
    plain = getattr(compiled, "py_func", None)
    if plain is None:
        pytest.skip("Numba is not installed: the plain code is what runs")
    seen: list = []
    real = steiner_kernel.programme

    def both(*arrays):
        out = real(*arrays)
        seen.append([np.array_equal(a, b) for a, b in zip(out, plain(*arrays))])
        return out

    ts = generate_tileset(4)
    steiner_kernel.programme = both
    try:
        for i in range(6):
            playability._steiner(ts, deal(ts, rng(4, "kernel", i), face_up=True))
    finally:
        steiner_kernel.programme = real
    assert len(seen) == 6 and all(all(s) for s in seen)
    # the links too: the compiled kernel and plain Python build the same rows from the same cells
    size, cell_start = 3, np.array([0, 2, 3, 5, 6, 8, 9, 10, 12, 13], dtype=np.int64)
    masks = np.array([5, 10, 15, 3, 6, 12, 9, 5, 1, 2, 4, 8, 15], dtype=np.int64)
    secret = np.array([0, 8], dtype=np.int64)
    rows = steiner_kernel.link(size, cell_start, masks, secret)
    assert all(np.array_equal(a, b) for a, b in zip(rows, steiner_kernel.link.py_func(size, cell_start, masks, secret)))
    assert rows[1].size > 0


def test_the_face_up_flood_agrees_with_an_independent_flood():
    """The report's flood over pathway masks against an independent flood over the tiles' own sides."""
    from pnp.games.maze_tiles import playability

    ts = generate_tileset(6)
    boards = [deal(ts, rng(6, "flood", i), face_up=True) for i in range(150)]
    for passages in (True, False):
        fast = [playability._joined_face_up(ts, b, passages) for b in boards]
        slow = [joined_by_pathways(ts, b, passages) for b in boards]
        assert fast == slow and any(fast) and not all(fast)
