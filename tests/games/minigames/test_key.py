"""Key minigame: exactly N keys like the target, fair differences, graded by what a glance finds."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from minigame_helpers import EPS, assert_text_fits, bounds

from pnp.errors import ModelError
from pnp.games.minigames.base import generate_tile, verify_tile
from pnp.games.minigames.draw import content_box, puzzle_page, tile_size
from pnp.games.minigames.jsonio import answer_from_data, puzzle_from_data
from pnp.games.minigames.puzzles import key
from pnp.scene.model import Shape, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

BOX = content_box(tile_size())
TARGET = key.Key("round", "square", 1, (1, 3, 2))


def features(k) -> tuple:
    """The test's own reading of a key: everything a player can compare."""
    return (k.bow, k.hole, k.rings, tuple(k.teeth))


def independent_answer(puzzle) -> tuple[int, ...]:
    return tuple(i for i, k in enumerate(puzzle.keys) if features(k) == features(puzzle.target))


def hand_made(*keys: key.Key, find: int) -> key.Puzzle:
    scale, centres = key.layout(len(keys), 63.0, 52.5)
    placed = tuple(k.moved(*c) for k, c in zip(keys, centres[2:]))
    return key.Puzzle(63.0, 52.5, scale, find, TARGET.moved(*centres[0]), placed)


def other(**change) -> key.Key:
    f = dict(bow=TARGET.bow, hole=TARGET.hole, rings=TARGET.rings, teeth=TARGET.teeth)
    f.update(change)
    return key.Key(**f)


# --- counting ------------------------------------------------------------------------

def test_counter_on_hand_made_puzzles():
    distractors = (other(bow="oval"), other(teeth=(1, 3, 3)), other(hole="none"), other(rings=2))
    two = hand_made(TARGET, *distractors, TARGET, find=2)
    assert key.count_solutions(two) == 1
    assert key.solve(two) == key.Answer((0, 5))
    # fewer matching keys than N: no solution
    assert key.count_solutions(hand_made(TARGET, *distractors, find=2)) == 0
    # more than N: several ways to choose, reported as the limit
    three = hand_made(TARGET, *distractors, TARGET, TARGET, find=2)
    assert key.count_solutions(three) == 2
    assert key.count_solutions(three, limit=5) == 5
    assert key.solve(three) is None


def test_counter_refuses_unreadable_puzzles():
    p = hand_made(TARGET, other(bow="oval"), TARGET, find=2)
    nudged = p.keys[1].moved(p.keys[0].x + 3, p.keys[0].y)
    overlapping = key.Puzzle(p.width, p.height, p.scale, p.find, p.target, (p.keys[0], nudged, p.keys[2]))
    assert key.count_solutions(overlapping) == 0
    outside = key.Puzzle(p.width, p.height, p.scale, p.find, p.target, (*p.keys[:2], p.keys[2].moved(p.width - 2, 10)))
    assert key.count_solutions(outside) == 0


def test_differences_name_the_features():
    assert key.differences(TARGET, other(teeth=(1, 1, 3))) == ["tooth 1", "tooth 2"]
    assert key.differences(TARGET, other(teeth=(1, 3, 2, 2))) == ["teeth"]
    assert key.differences(TARGET, other(bow="trefoil", rings=0)) == ["bow", "rings"]
    assert key.differences(TARGET, TARGET.moved(5, 5)) == []


# --- generated tiles ---------------------------------------------------------------------

@settings(max_examples=20)
@given(st.integers(0, 10**6), st.sampled_from(["easy", "hard"]))
def test_generated_tiles_have_exactly_one_answer(seed, difficulty):
    t = generate_tile("key", difficulty, seed)
    p = t.puzzle
    assert key.count_solutions(p) == 1
    assert key.solve(p) == t.answer
    # an independent check: the keys equal to the target are exactly the stored answer, N of them
    assert independent_answer(p) == t.answer.keys
    assert len(t.answer.keys) == p.find
    # every other key differs in at least one feature the test can see
    assert all(features(k) != features(p.target) for i, k in enumerate(p.keys) if i not in t.answer.keys)
    assert verify_tile(t).ok


@settings(max_examples=20)
@given(st.integers(0, 10**6))
def test_easy_tiles_fall_to_a_glance_and_hard_ones_do_not(seed):
    def glance(p):  # compare the bow and the number of teeth only
        return [i for i, k in enumerate(p.keys) if (k.bow, len(k.teeth)) == (p.target.bow, len(p.target.teeth))]

    easy = generate_tile("key", "easy", seed).puzzle
    assert len(glance(easy)) == easy.find
    assert 7 <= len(easy.keys) <= 9

    hard = generate_tile("key", "hard", seed).puzzle
    assert len(glance(hard)) >= hard.find + 3
    assert 12 <= len(hard.keys) <= 16
    others = [k for k in hard.keys if features(k) != features(hard.target)]
    one_off = [k for k in others if len(key.differences(k, hard.target)) == 1]
    assert 2 * len(one_off) > len(others), "most wrong keys differ in one feature only"
    assert key.grade(easy)[0] == "easy" and key.grade(hard)[0] == "hard"


def test_grade_rejects_what_is_neither():
    # a glance finds too many, but the tile is small: neither easy nor hard
    p = hand_made(TARGET, other(hole="none"), other(rings=0), other(teeth=(2, 3, 2)), TARGET, find=2)
    graded, measure = key.grade(p)
    assert graded not in ("easy", "hard")
    assert measure["coarse_matches"] == 5 and measure["one_feature"] == 3


def test_generation_is_deterministic():
    a, b = generate_tile("key", "hard", 42), generate_tile("key", "hard", 42)
    assert a == b and a.measure == b.measure
    assert generate_tile("key", "hard", 43).puzzle != a.puzzle


# --- the drawn differences are visible ------------------------------------------------------

def variants(base: key.Key):
    """Pairs of keys that differ from each other in one feature, with the feature's name."""
    ks = [key.Key(v, base.hole, base.rings, base.teeth) for v in key.BOWS]
    yield from (("bow", a, b) for a, b in itertools.combinations(ks, 2))
    for feature, values in (("hole", key.HOLES), ("rings", key.RINGS)):
        f = dict(bow=base.bow, hole=base.hole, rings=base.rings, teeth=base.teeth)
        ks = [key.Key(**{**f, feature: v}) for v in values]
        yield from ((feature, a, b) for a, b in itertools.combinations(ks, 2))
    for i in range(len(base.teeth)):
        teeth = [base.teeth[:i] + (h,) + base.teeth[i + 1:] for h in key.HEIGHTS]
        ks = [key.Key(base.bow, base.hole, base.rings, t) for t in teeth]
        yield from (("tooth", a, b) for a, b in itertools.combinations(ks, 2))
    fewer_or_more = base.teeth[:3] if len(base.teeth) == 4 else base.teeth + (2,)
    yield ("teeth", base, key.Key(base.bow, base.hole, base.rings, fewer_or_more))


def test_every_difference_is_clearly_drawn():
    # the smallest keys any tile draws: 16 keys in the 70 mm tile's content box
    scale, _ = key.layout(16, 63.0, 52.5)
    assert scale * key.KEY_W >= 18.0, "keys at least 18 mm long"
    bases = [key.Key(b, h, r, t) for b in key.BOWS for h in key.HOLES for r in key.RINGS
             for t in ((1, 2, 3), (3, 3, 3), (2, 2, 2, 2), (1, 3, 1, 3))]
    smallest: dict[str, float] = {}
    for base in bases:
        for feature, a, b in variants(base):
            ga, gb = key.key_geometry(a, scale), key.key_geometry(b, scale)
            diff = ga.symmetric_difference(gb)
            smallest[feature] = min(smallest.get(feature, 1e9), diff.area)
            assert diff.area >= 2.0, f"{feature}: {features(a)} vs {features(b)} differ by {diff.area:.2f} mm² only"
            # and the difference is not a hairline: it holds a disc 0.5 mm across
            assert not diff.buffer(-0.25).is_empty, f"{feature}: {features(a)} vs {features(b)} differ by a sliver"
    assert set(smallest) == {"bow", "hole", "rings", "tooth", "teeth"}


def test_keys_are_one_piece_with_the_hole_inside():
    for bow, hole in itertools.product(key.BOWS, key.HOLES):
        g = key.unit_geometry(bow, hole, 2, (1, 2, 3, 1))
        assert g.geom_type == "Polygon", f"{bow} bow with {hole} hole falls apart"
        assert len(g.interiors) == (0 if hole == "none" else 1), f"the {hole} hole breaks out of the {bow} bow"


# --- JSON ------------------------------------------------------------------------------

def test_json_errors_name_the_problem():
    data = key.puzzle_to_json(generate_tile("key", "easy", 1).puzzle)
    bad = json.loads(json.dumps(data))
    bad["keys"][2]["bow"] = "star"
    with pytest.raises(ModelError, match=r"^puzzle\.keys\[2\]\.bow: expected 'round', .*got 'star'$"):
        puzzle_from_data("key", bad)
    bad = json.loads(json.dumps(data))
    bad["target"]["teeth"] = [1, 2, 4]
    with pytest.raises(ModelError, match=r"^puzzle\.target\.teeth\[2\]: 4 is too large \(at most 3\)$"):
        puzzle_from_data("key", bad)
    bad = json.loads(json.dumps(data))
    bad["target"]["rings"] = 3
    with pytest.raises(ModelError, match=r"^puzzle\.target\.rings: 3 is too large \(at most 2\)$"):
        puzzle_from_data("key", bad)
    bad = json.loads(json.dumps(data))
    del bad["find"]
    with pytest.raises(ModelError, match=r"^puzzle\.find: missing$"):
        puzzle_from_data("key", bad)
    with pytest.raises(ModelError, match=r"^answer\.keys: expected key numbers in increasing order"):
        answer_from_data("key", {"keys": [3, 1]})


# --- drawing ------------------------------------------------------------------------------

@pytest.mark.parametrize("difficulty", ["easy", "hard"])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_drawing_stays_in_its_box(difficulty, seed):
    t = generate_tile("key", difficulty, seed)
    x, y, w, h = BOX
    for items in (key.draw_puzzle(t, BOX), key.draw_answer(t, BOX)):
        for item in iter_items(items):
            b = bounds(item)
            if b is None:
                continue
            assert b[0] >= x - EPS and b[1] >= y - EPS and b[2] <= x + w + EPS and b[3] <= y + h + EPS, item
            if isinstance(item, Text):
                assert not layout_text(item).overflow, item.text
    # keys drawn are the puzzle's keys, one shape each, plus the target
    shapes = [i for i in key.draw_puzzle(t, BOX) if isinstance(i, Shape)]
    assert len(shapes) == len(t.puzzle.keys) + 1
    answer_rings = len(key.draw_answer(t, BOX)) - len(key.draw_puzzle(t, BOX))
    assert answer_rings == t.puzzle.find
    page = puzzle_page(t)
    assert_text_fits(page)
    assert any(isinstance(i, Text) and i.text == f"Find {t.puzzle.find}" for i in page.items)


@pytest.mark.parametrize("floor", [0.0, 12.0])
@pytest.mark.parametrize("pseudo", [False, True], ids=["english", "pseudo"])
@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_find_n_is_laid_out_beside_the_framed_key_at_any_floor_and_length(floor, pseudo, difficulty):
    """"Find N" is a row's words beside the framed target: at the large-print floor and 40 % longer (the
    pseudo-locale) it stays between the frame and the next square's edge, inside the figure's box, at the floor or
    more, without overflowing (it takes more lines instead)."""
    from contextlib import nullcontext

    from pnp.games.minigames.common import place
    from pnp.scene.model import Path
    from pnp.scene.pseudo import pseudo_locale

    size = tile_size(floor)
    x, y, w, h = box = content_box(size, floor, "key", difficulty)
    for seed in (1, 2, 3):
        t = generate_tile("key", difficulty, seed)
        with pseudo_locale() if pseudo else nullcontext():
            items = key.draw_puzzle(t, box, floor)
        (words,) = [i for i in items if isinstance(i, Text)]
        frame = bounds(next(i for i in items if isinstance(i, Path)))
        ox, _, s = place(t.puzzle.width, t.puzzle.height, box)
        assert words.text.startswith("[") == pseudo
        assert not layout_text(words).overflow and words.size >= floor
        assert frame[2] < words.x and words.x + words.width <= ox + 4 * t.puzzle.target.x * s + EPS
        assert y - EPS <= words.y and words.y + words.height <= y + h + EPS
