"""Spider minigame: same symbol in the same square on both faces, grids that register back to back."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minigame_helpers import EPS, artwork_box, assert_text_fits, bounds

from pnp.errors import ModelError
from pnp.games.minigames.base import Tile, generate_tile, verify_tile
from pnp.games.minigames.draw import artwork_page, content_box, puzzle_page, side_by_side_page, tile_size
from pnp.games.minigames.jsonio import answer_from_data, puzzle_from_data
from pnp.games.minigames.likeness import tile_id
from pnp.games.minigames.puzzles import spider
from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.model import Group, Icon, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

SIZE = tile_size()
SYMBOLS = ("skull", "bat", "gem", "key")


def face(*rows: str):
    """A face from rows of digits."""
    return tuple(tuple(int(ch) for ch in row) for row in rows)


FRONT = face("01232", "12303", "23010", "30121", "01232")  # no row reads the same mirrored, but for its middle


def with_back(back, find: int) -> spider.Puzzle:
    return spider.Puzzle(5, SYMBOLS, FRONT, back, find)


def same_squares(p) -> tuple:
    """The test's own reading: (column, row) where both faces, each read upright, agree."""
    n = p.size
    return tuple(sorted((c, r) for r in range(n) for c in range(n) if p.puzzle_face[r][c] == p.artwork_face[r][c]))


def traps(p) -> tuple[int, int]:
    """Non-matching squares whose symbol the artwork shows one square away / at the mirrored square."""
    n, adjacent, mirrored = p.size, 0, 0
    for r in range(n):
        for c in range(n):
            s = p.puzzle_face[r][c]
            if p.artwork_face[r][c] == s:
                continue
            around = [(c + dc, r + dr) for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
                      if 0 <= c + dc < n and 0 <= r + dr < n]
            adjacent += any(p.artwork_face[rr][cc] == s for cc, rr in around)
            mirrored += n - 1 - c != c and p.artwork_face[r][n - 1 - c] == s
    return adjacent, mirrored


# --- counting ------------------------------------------------------------------------

def test_counter_on_hand_made_puzzles():
    # the back shifts every symbol by one, except where it copies the front
    shifted = [[(v + 1) % 4 for v in row] for row in FRONT]
    two = [row[:] for row in shifted]
    two[0][4], two[3][1] = FRONT[0][4], FRONT[3][1]
    back = tuple(tuple(row) for row in two)
    assert spider.count_solutions(with_back(back, 2)) == 1
    assert spider.solve(with_back(back, 2)) == spider.Answer(((1, 3), (4, 0)))
    assert spider.count_solutions(with_back(back, 3)) == 0  # fewer than N agree
    assert spider.count_solutions(with_back(back, 1)) == 2  # more than N: which one?
    assert spider.count_solutions(with_back(back, 1), limit=7) == 7
    assert spider.solve(with_back(back, 1)) is None
    nothing = tuple(tuple(row) for row in shifted)
    assert spider.count_solutions(with_back(nothing, 1)) == 0


def test_the_mirrored_square_does_not_count():
    # the back is the front mirrored left-right: what lies physically behind each square is the same symbol,
    # but read upright only the middle column agrees
    mirrored = tuple(tuple(reversed(row)) for row in FRONT)
    p = with_back(mirrored, 5)
    assert same_squares(p) == spider.solve(p).squares
    assert all(c == 2 for c, _ in spider.solve(p).squares)


def test_counter_refuses_malformed_puzzles():
    bad = tuple(tuple(row) for row in FRONT[:4])
    assert spider.count_solutions(spider.Puzzle(5, SYMBOLS, FRONT, bad, 1)) == 0
    assert spider.count_solutions(spider.Puzzle(5, SYMBOLS[:3], FRONT, FRONT, 25)) == 0  # symbol 3 unknown


# --- generated tiles ---------------------------------------------------------------------

@settings(max_examples=20)
@given(st.integers(0, 10**6), st.sampled_from(["easy", "hard"]))
def test_generated_tiles_have_exactly_one_answer(seed, difficulty):
    t = generate_tile("spider", difficulty, seed)
    p = t.puzzle
    assert spider.count_solutions(p) == 1
    assert spider.solve(p) == t.answer
    assert same_squares(p) == t.answer.squares
    assert len(t.answer.squares) == p.find
    assert p.size == (5 if difficulty == "easy" else 6)
    assert len(p.symbols) == 4 if difficulty == "easy" else 5 <= len(p.symbols) <= 6
    assert verify_tile(t).ok


@settings(max_examples=20)
@given(st.integers(0, 10**6))
def test_hard_tiles_have_more_near_misses(seed):
    easy = generate_tile("spider", "easy", seed)
    hard = generate_tile("spider", "hard", seed)
    e_adj, e_mir = traps(easy.puzzle)
    h_adj, h_mir = traps(hard.puzzle)
    assert (easy.measure["adjacent"], easy.measure["mirrored"]) == (e_adj, e_mir)
    assert (hard.measure["adjacent"], hard.measure["mirrored"]) == (h_adj, h_mir)
    assert h_adj > e_adj and h_mir > e_mir
    assert e_adj <= spider.EASY_MAX["adjacent"] and e_mir <= spider.EASY_MAX["mirrored"]
    assert h_adj >= spider.HARD_MIN["adjacent"] and h_mir >= spider.HARD_MIN["mirrored"]


def misread(p) -> dict[str, int]:
    """The test's own misreadings: each puzzle square compared with the artwork square physically behind it
    (the long-edge flip mirrors the columns), with the artwork face turned half round, or with the square
    behind it on a tile printed with a short-edge flip (the rows mirrored)."""
    n = p.size
    behind = sum(p.puzzle_face[r][c] == p.artwork_face[r][n - 1 - c] for r in range(n) for c in range(n))
    turned = sum(p.puzzle_face[r][c] == p.artwork_face[n - 1 - r][n - 1 - c] for r in range(n) for c in range(n))
    short = sum(p.puzzle_face[r][c] == p.artwork_face[n - 1 - r][c] for r in range(n) for c in range(n))
    return {"mirrored": behind, "upside down": turned, "mirrored top to bottom": short}


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_find_n_tells_a_misreading_player_they_are_wrong(difficulty):
    # before: 83 of 400 easy tiles had exactly N squares the same when read through the paper
    for seed in range(300):
        t = generate_tile("spider", difficulty, seed)
        counts = misread(t.puzzle)
        assert t.puzzle.find not in counts.values(), (seed, counts)
        assert spider.misread_counts(t.puzzle) == counts


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_no_misreading_finds_n_on_a_thousand_tiles(difficulty):
    for seed in range(1000, 2000):
        t = generate_tile("spider", difficulty, seed)
        assert t.puzzle.find not in misread(t.puzzle).values(), seed


def test_verify_rejects_a_tile_whose_mirrored_reading_also_finds_n():
    # three squares agree upright, and three others when each square is read against the one behind it
    back = face("30313", "31030", "30103", "02020", "00022")
    p = with_back(back, 3)
    assert len(same_squares(p)) == 3 and spider.count_solutions(p) == 1
    assert misread(p) == {"mirrored": 3, "upside down": 2, "mirrored top to bottom": 4}
    problems = [problem for _, problem in spider.claims(p) if problem]
    assert problems == ["read mirrored, 3 squares match too"]
    tile = Tile("spider", "easy", tile_id("spider", p), 0, p, spider.solve(p), spider.grade(p)[1])
    verdict = verify_tile(tile)
    assert not verdict.ok and "read mirrored, 3 squares match too" in verdict.problems


def test_grade_rejects_what_is_neither():
    # a 5 × 5 tile full of near misses is not easy, and not 6 × 6 so not hard either
    mirrored = tuple(tuple(reversed(row)) for row in FRONT)
    graded, measure = spider.grade(with_back(mirrored, 5))
    assert graded not in ("easy", "hard")
    assert measure["mirrored"] == 20


def test_generation_is_deterministic():
    a, b = generate_tile("spider", "hard", 42), generate_tile("spider", "hard", 42)
    assert a == b and a.measure == b.measure
    assert generate_tile("spider", "hard", 43).puzzle != a.puzzle


# --- JSON ------------------------------------------------------------------------------

def test_json_errors_name_the_problem():
    data = spider.puzzle_to_json(generate_tile("spider", "easy", 1).puzzle)

    def broken(change):
        bad = json.loads(json.dumps(data))
        change(bad)
        return bad

    with pytest.raises(ModelError, match=r"^puzzle\.symbols\[1\]: expected 'spider-web', .*got 'dragon'$"):
        puzzle_from_data("spider", broken(lambda d: d["symbols"].__setitem__(1, "dragon")))
    with pytest.raises(ModelError, match=r"^puzzle\.artwork_face\[2\]: expected symbol numbers from 0 to 3$"):
        puzzle_from_data("spider", broken(lambda d: d["artwork_face"][2].__setitem__(0, 5)))  # 4 symbols here
    with pytest.raises(ModelError, match=r"^puzzle\.artwork_face\[2\]\[0\]: 9 is too large \(at most 7\)$"):
        puzzle_from_data("spider", broken(lambda d: d["artwork_face"][2].__setitem__(0, 9)))  # 8 in all
    with pytest.raises(ModelError, match=r"^puzzle\.puzzle_face: expected 5 rows, got 4$"):
        puzzle_from_data("spider", broken(lambda d: d["puzzle_face"].pop()))
    with pytest.raises(ModelError, match=r"^puzzle\.find: 0 is too small \(at least 1\)$"):
        puzzle_from_data("spider", broken(lambda d: d.__setitem__("find", 0)))
    with pytest.raises(ModelError, match="increasing order"):
        answer_from_data("spider", {"squares": [[3, 1], [1, 1]]})
    with pytest.raises(ModelError, match=r"^answer\.squares\[0\]\[1\]: missing$"):
        answer_from_data("spider", {"squares": [[3]]})


# --- drawing ------------------------------------------------------------------------------

def outer_rect(items):
    """The largest rectangle path drawn: the grid's outer square."""
    rects = [bounds(i) for i in items if isinstance(i, Path) and i.style.stroke is not None and len(i.segments) == 5]
    return max(rects, key=lambda b: (b[2] - b[0]) * (b[3] - b[1]))


def icon_grid(items, rect, n):
    """{(column, row): icon name} from the icons' centres inside the grid's outer square."""
    x0, y0, x1, y1 = rect
    cell = (x1 - x0) / n
    out = {}
    for i in items:
        if isinstance(i, Icon):
            cx, cy = i.x + i.size / 2, i.y + i.size / 2
            c, r = int((cx - x0) // cell), int((cy - y0) // cell)
            assert abs(cx - (x0 + (c + 0.5) * cell)) < 1e-6 and abs(cy - (y0 + (r + 0.5) * cell)) < 1e-6
            out[(c, r)] = i.name
    return out


def as_names(p, grid):
    return {(c, r): p.symbols[grid[r][c]] for r in range(p.size) for c in range(p.size)}


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_drawing_stays_in_its_box(difficulty, seed):
    t = generate_tile("spider", difficulty, seed)
    for draw, box in ((spider.draw_puzzle, content_box(SIZE)), (spider.draw_answer, content_box(SIZE)),
                      (spider.draw_artwork, artwork_box(SIZE))):
        x, y, w, h = box
        for item in iter_items(draw(t, box)):
            b = bounds(item)
            if b is None:
                continue
            assert b[0] >= x - EPS and b[1] >= y - EPS and b[2] <= x + w + EPS and b[3] <= y + h + EPS, item
            if isinstance(item, Text):
                assert not layout_text(item).overflow, item.text
    assert_text_fits(puzzle_page(t), artwork_page(t), puzzle_page(t, answer=True))
    drawn = spider.draw_puzzle(t, content_box(SIZE))
    assert any(isinstance(i, Text) and i.text.startswith(f"Find {t.puzzle.find}") for i in drawn)


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_each_face_shows_its_grid_and_the_answer_circles_the_squares(difficulty):
    t = generate_tile("spider", difficulty, 5)
    p = t.puzzle
    items = spider.draw_puzzle(t, content_box(SIZE))
    assert icon_grid(items, outer_rect(items), p.size) == as_names(p, p.puzzle_face)
    items = spider.draw_artwork(t, artwork_box(SIZE))
    assert icon_grid(items, outer_rect(items), p.size) == as_names(p, p.artwork_face)
    answer = spider.draw_answer(t, content_box(SIZE))
    x0, y0, x1, _ = outer_rect(answer)
    cell = (x1 - x0) / p.size
    drawn = spider.draw_puzzle(t, content_box(SIZE))
    assert answer[:len(drawn)] == drawn
    rings = [bounds(i) for i in answer[len(drawn):]]
    centres = sorted((round(((b[0] + b[2]) / 2 - x0) / cell - 0.5), round(((b[1] + b[3]) / 2 - y0) / cell - 0.5))
                     for b in rings)
    assert tuple(centres) == t.answer.squares


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_the_two_grids_register_back_to_back(difficulty):
    t = generate_tile("spider", difficulty, 9)
    n = t.puzzle.size
    front = spider.draw_puzzle(t, content_box(SIZE))
    back = spider.draw_artwork(t, artwork_box(SIZE))
    fx0, fy0, fx1, fy1 = outer_rect(front)
    bx0, by0, bx1, by1 = outer_rect(back)
    # a long-edge flip maps the back's x to width - x
    mx0, mx1 = SIZE.width - bx1, SIZE.width - bx0
    for a, b in ((fx0, mx0), (fx1, mx1), (fy0, by0), (fy1, by1)):
        assert abs(a - b) < 0.01
    cell = (fx1 - fx0) / n
    front_icons = {(c, r): i for i in front if isinstance(i, Icon)
                   for c, r in [(int((i.x + i.size / 2 - fx0) // cell), int((i.y + i.size / 2 - fy0) // cell))]}
    back_icons = {(c, r): i for i in back if isinstance(i, Icon)
                  for c, r in [(int((i.x + i.size / 2 - bx0) // cell), int((i.y + i.size / 2 - by0) // cell))]}
    assert len(front_icons) == len(back_icons) == n * n
    for (c, r), f in front_icons.items():
        b = back_icons[(n - 1 - c, r)]  # the square physically behind
        assert abs((f.x + f.size / 2) - (SIZE.width - (b.x + b.size / 2))) < 0.01
        assert abs((f.y + f.size / 2) - (b.y + b.size / 2)) < 0.01


def transformed_icons(items, transform: Affine = IDENTITY):
    """(name, centre) of every icon, groups' transforms applied."""
    out = []
    for item in items:
        if isinstance(item, Group):
            out += transformed_icons(item.items, item.transform.then(transform))
        elif isinstance(item, Icon):
            out.append((item.name, transform.apply(item.x + item.size / 2, item.y + item.size / 2)))
    return out


def names_in(icons, rect) -> list[str]:
    x0, y0, x1, y1 = rect
    inside = [(round(y, 3), round(x, 3), name) for name, (x, y) in icons if x0 < x < x1 and y0 < y < y1]
    return [name for *_, name in sorted(inside)]


def reading_order(p, grid) -> list[str]:
    return [p.symbols[v] for row in grid for v in row]


def test_pages_carry_both_faces():
    t = generate_tile("spider", "hard", 4)
    p = t.puzzle
    front_rect = outer_rect(spider.draw_puzzle(t, content_box(SIZE)))
    back_rect = outer_rect(spider.draw_artwork(t, artwork_box(SIZE)))
    # duplex: the artwork page shows the artwork face in its grid
    assert names_in(transformed_icons(artwork_page(t).items), back_rect) == reading_order(p, p.artwork_face)
    assert names_in(transformed_icons(puzzle_page(t).items), front_rect) == reading_order(p, p.puzzle_face)
    # single-sided: both faces next to each other, the artwork face on the right
    page = side_by_side_page(t)
    icons = transformed_icons(page.items)
    assert names_in(icons, front_rect) == reading_order(p, p.puzzle_face)
    shift = page.width - SIZE.width
    right = (back_rect[0] + shift, back_rect[1], back_rect[2] + shift, back_rect[3])
    assert names_in(icons, right) == reading_order(p, p.artwork_face)
