"""Same id means same puzzle: ids from canonical forms, and sets where no two tiles are alike.

The variants below are made by the test's own turns, mirrors and symbol swaps,
written from the rules, not from pnp.games.minigames.likeness.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace

import pytest
from minigame_helpers import symmetric_forms

from pnp.games.minigames.base import TYPES, Tile, generate_tile, verify_tile
from pnp.games.minigames.catalog import module, spec
from pnp.games.minigames.jsonio import set_to_json, tile_to_json
from pnp.games.minigames.kinds import SET
from pnp.games.minigames.likeness import canonical, id_collision_odds, likeness_keys, symmetries, tile_id
from pnp.games.minigames.puzzles import bow, key, minotaur, sword, treasure, troll
from pnp.games.minigames.sets import generate_set
from pnp.grid.core import wall
from pnp.jsonio import dumps


def _quarter(c, size):
    """A quarter turn clockwise of square c in a size × size grid."""
    x, y = c
    return (size - 1 - y, x)


def _turn_grid(grid):
    n = len(grid)
    out = [[None] * n for _ in range(n)]
    for y, row in enumerate(grid):
        for x, v in enumerate(row):
            u, w = _quarter((x, y), n)
            out[w][u] = v
    return tuple(tuple(row) for row in out)


def variant(type_name: str, p):
    """The same puzzle turned, mirrored, with symbols swapped or its sets listed in another order."""
    if type_name == "sword":  # a quarter turn, numbered from the other end
        k = len(p.clues)
        return sword.Puzzle(p.size, tuple(sorted(((_quarter(c, p.size), k + 1 - n) for c, n in p.clues),
                                                 key=lambda c: c[1])))
    if type_name == "bow":  # half a turn; arrows listed backwards
        half = lambda c: (p.width - 1 - c[0], p.height - 1 - c[1])  # noqa: E731
        return bow.Puzzle(p.width, p.height, frozenset(wall(*map(half, w)) for w in p.walls), half(p.skeleton),
                          tuple(half(a) for a in reversed(p.arrows)))
    if type_name == "treasure":  # upside down; keys and chests listed backwards
        flip = lambda c: (c[0], p.height - 1 - c[1])  # noqa: E731
        chests = tuple(flip(c) for c in reversed(p.chests))
        return treasure.Puzzle(p.width, p.height, frozenset(wall(*map(flip, w)) for w in p.walls),
                               tuple(flip(k) for k in reversed(p.keys)), chests, len(p.chests) - 1 - p.ruby)
    if type_name == "key":  # the keys trade places
        features = [k.features for k in p.keys]
        features = features[1:] + features[:1]
        return replace(p, keys=tuple(key.Key(*f, k.x, k.y) for f, k in zip(features, p.keys)))
    if type_name == "minotaur":  # a quarter turn, symbols renamed 0 -> 1 -> 2 -> 0
        swap = lambda v: None if v is None else (v + 1) % 3  # noqa: E731
        return minotaur.Puzzle(p.size, p.symbols, tuple(tuple(swap(v) for v in row) for row in _turn_grid(p.grid)))
    if type_name == "spider":  # both faces turned a quarter, the faces swapped, symbols 0 and 1 swapped
        swap = lambda v: {0: 1, 1: 0}.get(v, v)  # noqa: E731
        face = lambda f: tuple(tuple(swap(v) for v in row) for row in _turn_grid(f))  # noqa: E731
        return replace(p, puzzle_face=face(p.artwork_face), artwork_face=face(p.puzzle_face))
    if type_name == "troll":  # mirrored left-right, two kinds swapped
        kinds = sorted({m.kind for m in p.monsters})
        swap = {kinds[0]: kinds[1], kinds[1]: kinds[0]}
        return replace(p, monsters=tuple(troll.Monster(swap.get(m.kind, m.kind), round(p.width - m.x, 2), m.y, m.size,
                                                       -m.turn) for m in reversed(p.monsters)))
    raise AssertionError(type_name)


CASES = [(t, d) for t in TYPES for d in ("easy", "hard")]


def test_symmetries_map_the_grid_onto_itself():
    for width, height, expected in ((5, 5, 8), (11, 10, 8)):  # a rectangle's quarter turns swap its sides
        seen = set()
        for w, h, move in symmetries(width, height):
            image = {move(x, y) for x in range(width) for y in range(height)}
            assert image == {(x, y) for x in range(w) for y in range(h)}
            seen.add(tuple(move(x, y) for x in range(width) for y in range(height)))
        assert len(seen) == expected  # all different


@pytest.mark.parametrize("type_name, difficulty", CASES)
def test_a_turned_mirrored_or_swapped_puzzle_keeps_its_id(type_name, difficulty):
    tile = generate_tile(type_name, difficulty, 21)
    other = variant(type_name, tile.puzzle)
    assert other != tile.puzzle
    assert canonical(type_name, other) == canonical(type_name, tile.puzzle)
    assert tile_id(type_name, other) == tile.tile_id
    answer = module(type_name).solve(other)
    assert answer is not None
    assert likeness_keys(type_name, other, answer) == likeness_keys(type_name, tile.puzzle, tile.answer)


@pytest.mark.parametrize("type_name, difficulty", CASES)
def test_different_puzzles_get_different_ids_and_ids_ignore_the_seed(type_name, difficulty):
    tiles = [generate_tile(type_name, difficulty, seed) for seed in (31, 32, 33)]
    assert len({canonical(type_name, t.puzzle) for t in tiles}) == 3
    assert len({t.tile_id for t in tiles}) == 3
    for t in tiles:
        prefix, a, b = t.tile_id.split("-")
        assert prefix == spec(type_name).prefix and len(a) == len(b) == 5
        assert tile_id(type_name, t.puzzle) == t.tile_id  # from the puzzle alone, not the seed or index
        assert verify_tile(replace(t, seed=t.seed + 1000)).ok


def test_one_more_blank_changes_a_minotaur_id():
    tile = generate_tile("minotaur", "hard", 4)
    grid = [list(row) for row in tile.puzzle.grid]
    x, y = next((x, y) for y, row in enumerate(grid) for x, v in enumerate(row) if v is not None)
    grid[y][x] = None
    assert tile_id("minotaur", replace(tile.puzzle, grid=tuple(map(tuple, grid)))) != tile.tile_id


def test_ids_are_long_enough_that_collisions_are_negligible():
    # 50 bits: a million different puzzles of one type share an id with a chance below 1 in 2,000
    assert id_collision_odds(1_000_000) < 5e-4
    assert id_collision_odds(10_000) < 1e-7


def test_verify_refuses_an_id_that_does_not_match_the_content(tmp_path):
    tile = generate_tile("troll", "hard", 5)
    other = generate_tile("troll", "hard", 6)
    verdict = verify_tile(replace(tile, tile_id=other.tile_id))
    assert not verdict.ok
    assert any(f"the id {other.tile_id} does not match the puzzle" in p and tile.tile_id in p for p in verdict.problems)
    data = tile_to_json(tile)
    data["id"] = "TL-22222-22222"
    path = tmp_path / "tile.json"
    path.write_bytes(dumps(data))
    result = subprocess.run([sys.executable, "-m", "pnp", "verify", str(path)], capture_output=True, text=True)
    assert result.returncode == 1 and "REJECTED" in result.stdout and "does not match the puzzle" in result.stdout


def test_a_set_refuses_two_tiles_alike_up_to_symmetry():
    tile = generate_tile("minotaur", "hard", 8)
    twin_puzzle = variant("minotaur", tile.puzzle)
    twin = Tile("minotaur", "hard", tile_id("minotaur", twin_puzzle), 9, twin_puzzle, minotaur.solve(twin_puzzle),
                minotaur.grade(twin_puzzle)[1])
    assert verify_tile(twin).ok and twin.puzzle != tile.puzzle
    verdict = SET.verify([tile, twin])
    assert not verdict.ok
    assert any("same puzzle up to turns, mirrors and symbol swaps" in p for p in verdict.problems)


def test_a_set_refuses_two_minotaur_tiles_with_the_same_solved_grid():
    tile = generate_tile("minotaur", "hard", 8)
    # the same solution with one blank filled in: another puzzle, the same solved grid
    grid = [list(row) for row in tile.puzzle.grid]
    x, y = next((x, y) for y, row in enumerate(grid) for x, v in enumerate(row) if v is None)
    grid[y][x] = tile.answer.grid[y][x]
    puzzle = replace(tile.puzzle, grid=tuple(map(tuple, grid)))
    other = Tile("minotaur", "hard", tile_id("minotaur", puzzle), 1, puzzle, tile.answer)
    verdict = SET.verify([tile, other])
    assert any("same solved grid" in p for p in verdict.problems)


def test_a_player_set_holds_no_two_tiles_alike():
    tiles = generate_set(5)
    assert len(tiles) == 56
    assert len({t.tile_id for t in tiles}) == 56
    for type_name in TYPES:
        group = [t for t in tiles if t.type == type_name]
        assert len({canonical(type_name, t.puzzle) for t in group}) == len(group)
    solved = [symmetric_forms(t.answer.grid) for t in tiles if t.type == "minotaur"]
    for i, a in enumerate(solved):
        for b in solved[i + 1:]:
            assert not a & b
    assert SET.verify(tiles).ok


def test_pnp_verify_on_a_set_says_what_it_checked(tmp_path):
    tiles = [generate_tile("spider", "easy", 2), generate_tile("key", "hard", 2)]
    path = tmp_path / "set.json"
    path.write_bytes(dumps(set_to_json(tiles, 2)))
    result = subprocess.run([sys.executable, "-m", "pnp", "verify", "--json", str(path)], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout
    checked = json.loads(result.stdout)["witness"]["checked"]
    assert "the id matches the puzzle" in checked and "graded as labelled" in checked
    assert any("no two tiles alike" in c for c in checked)


def quarter_turned(type_name: str, p):
    """The puzzle turned a quarter clockwise, its box's width and height swapped (written here from the rules:
    a square (x, y) of a width × height maze goes to (height - 1 - y, x); a troll's centre in mm to
    (height - y, x), the monster turned 90° more)."""
    if type_name in ("bow", "treasure"):
        turn = lambda c: (p.height - 1 - c[1], c[0])  # noqa: E731
        walls = frozenset(wall(*map(turn, w)) for w in p.walls)
        if type_name == "bow":
            return bow.Puzzle(p.height, p.width, walls, turn(p.skeleton), tuple(map(turn, p.arrows)))
        return treasure.Puzzle(p.height, p.width, walls, tuple(map(turn, p.keys)), tuple(map(turn, p.chests)),
                               p.ruby)
    if type_name == "troll":
        return troll.Puzzle(p.height, p.width, tuple(troll.Monster(m.kind, round(p.height - m.y, 2), m.x, m.size,
                                                                   m.turn + 90) for m in p.monsters))
    raise AssertionError(type_name)


def non_square_treasure():
    """A 4 × 3 treasure maze (the generated ones are square; a file may hold any rectangle)."""
    from minigame_helpers import parse_maze

    width, height, walls, marks = parse_maze("""
+-+-+-+-+
|k. . .c|
+ +-+-+ +
|k. .|.c|
+-+ + + +
|k. . . |
+-+-+-+-+
""")
    return treasure.Puzzle(width, height, walls, ((0, 0), (0, 1), (0, 2)), ((3, 0), (3, 1)), 1)


@pytest.mark.parametrize("type_name, difficulty", [("bow", "hard"), ("troll", "easy"), ("troll", "hard"),
                                                   ("treasure", None)])
def test_a_non_square_tile_turned_a_quarter_keeps_its_id_and_is_alike(type_name, difficulty):
    """A quarter turn of an 11 × 10 maze or a 63 × 50 mm troll box is the same puzzle, drawn 10 × 11: the same
    canonical form and id, and a set holding both is refused as two tiles alike."""
    if difficulty is None:
        puzzle = non_square_treasure()
    else:
        tile = generate_tile(type_name, difficulty, 7)
        puzzle = tile.puzzle
    assert puzzle.width != puzzle.height
    turned = quarter_turned(type_name, puzzle)
    assert (turned.width, turned.height) == (puzzle.height, puzzle.width)
    assert canonical(type_name, turned) == canonical(type_name, puzzle)
    assert tile_id(type_name, turned) == tile_id(type_name, puzzle)
    if difficulty is None:
        return
    answer = module(type_name).solve(turned)
    assert answer is not None  # still a puzzle with its one answer
    twin = Tile(type_name, difficulty, tile_id(type_name, turned), 8, turned, answer)
    verdict = SET.verify([tile, twin])
    assert not verdict.ok
    assert any("same puzzle up to turns, mirrors and symbol swaps" in p for p in verdict.problems)
