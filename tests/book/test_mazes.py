"""Plain mazes: made with one path between start and goal far apart on the border, re-checked from their walls,
rejected when anything is off, and a difficulty figure that grows with the maze."""

from collections import deque
from dataclasses import replace
from statistics import mean

import pytest

from pnp.book.mazes import make_maze, maze_measure, verify_maze


def _open(m, a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 and frozenset((a, b)) not in m.walls


def _paths_from(m, start):
    """Every square's way from ``start``, by a breadth-first search written here (not the package's)."""
    way = {start: (start,)}
    queue = deque([start])
    while queue:
        x, y = queue.popleft()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= n[0] < m.width and 0 <= n[1] < m.height and n not in way and _open(m, (x, y), n):
                way[n] = way[(x, y)] + (n,)
                queue.append(n)
    return way


def _on_border(m, c):
    return c[0] in (0, m.width - 1) or c[1] in (0, m.height - 1)


@pytest.mark.parametrize("size, seed", [(5, 1), (10, 2), (14, 3), (9, 4)])
def test_a_made_maze_has_one_path_between_start_and_goal_far_apart_on_the_border(size, seed):
    m = make_maze(size, size, seed)
    assert verify_maze(m).ok
    squares = [(x, y) for y in range(size) for x in range(size)]
    passages = sum(1 for a in squares for b in squares if a < b and _open(m, a, b))
    way = _paths_from(m, m.start)
    assert len(way) == size * size and passages == size * size - 1  # connected, no loop: a tree
    assert m.solution == way[m.goal]
    assert _on_border(m, m.start) and _on_border(m, m.goal)
    far = size - 1
    assert abs(m.start[0] - m.goal[0]) + abs(m.start[1] - m.goal[1]) >= far
    # no two border squares that far apart have a longer path between them
    border = [c for c in squares if _on_border(m, c)]
    longest = max(len(_paths_from(m, a)[b]) for a in border for b in border
                  if abs(a[0] - b[0]) + abs(a[1] - b[1]) >= far)
    assert len(m.solution) == longest


def test_same_seed_same_maze_another_seed_another():
    assert make_maze(12, 12, 5) == make_maze(12, 12, 5)
    assert make_maze(12, 12, 5).walls != make_maze(12, 12, 6).walls


def _inner_walls(m):
    return sorted((w for w in m.walls), key=sorted)


def test_verify_rejects_a_loop():
    m = make_maze(8, 8, 1)
    # any wall taken down in a tree opens a second way between its two squares
    m2 = replace(m, walls=m.walls - {_inner_walls(m)[3]})
    verdict = verify_maze(m2)
    assert not verdict.ok and any("loop" in p for p in verdict.problems)


def test_verify_rejects_a_square_cut_off_and_a_wall_off_the_grid():
    m = make_maze(8, 8, 1)
    x, y = m.solution[3]
    shut = {frozenset(((x, y), n)) for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
            if 0 <= n[0] < 8 and 0 <= n[1] < 8}
    verdict = verify_maze(replace(m, walls=m.walls | shut))
    assert not verdict.ok and any("cannot be reached" in p for p in verdict.problems)
    outside = verify_maze(replace(m, walls=m.walls | {frozenset(((7, 7), (8, 7)))}))
    assert not outside.ok and any("not between two neighbouring squares" in p for p in outside.problems)


def test_verify_rejects_a_broken_solution():
    m = make_maze(8, 8, 2)
    path = m.solution
    cases = {
        "through no open passage": path[:3] + path[4:],  # a square skipped: a jump
        "twice": path[:4] + (path[3],) + path[4:],
        "does not end at the goal": path[:-1],
        "does not start at the start": path[1:],
    }
    for problem, broken in cases.items():
        verdict = verify_maze(replace(m, solution=broken))
        assert not verdict.ok and any(problem in p for p in verdict.problems), problem
    # a step between neighbours through a wall
    a = m.solution[0]
    walled = next(n for n in ((a[0] + 1, a[1]), (a[0] - 1, a[1]), (a[0], a[1] + 1), (a[0], a[1] - 1))
                  if frozenset((a, n)) in m.walls)
    verdict = verify_maze(replace(m, solution=(a, walled) + m.solution[1:]))
    assert not verdict.ok and any("through no open passage" in p for p in verdict.problems)


def test_verify_rejects_a_start_inside_the_maze():
    m = make_maze(8, 8, 3)
    inside = next(c for c in m.solution if not _on_border(m, c))
    verdict = verify_maze(replace(m, start=inside))
    assert not verdict.ok and any("not a square on the border" in p for p in verdict.problems)


def test_the_measure_grows_with_the_size_on_average():
    averages = [mean(maze_measure(make_maze(s, s, seed))[0] for seed in range(6)) for s in (6, 10, 14, 18)]
    assert averages == sorted(averages) and averages[-1] > 2 * averages[0]


def test_the_measure_counts_the_wrong_turns_along_the_path():
    m = make_maze(10, 10, 4)
    measure, figures = maze_measure(m)
    f = dict(figures)
    on = set(m.solution)
    # wrong turns counted here: open passages from a square of the path to a square off it
    turns = sum(1 for x, y in m.solution for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                if 0 <= n[0] < 10 and 0 <= n[1] < 10 and n not in on and _open(m, (x, y), n))
    assert turns > 0
    assert f["wrong_turns"] == turns and f["length"] == len(m.solution)
    assert measure == pytest.approx(len(m.solution) / 4 + f["branch_weight"], abs=1e-3)
    assert f["branch_weight"] >= turns  # each wrong turn weighs at least 1 (a one-square dead end)
