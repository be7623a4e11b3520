"""A book's puzzles: every one re-checked by its rules core, solo labyrinth cards at a par the solver proves
again, short ids unique and content-derived, the same entries in worker processes."""

import re
from dataclasses import replace

import pytest

import pnp.book.content as content
from pnp.book.content import make_entries, short_ids
from pnp.book.mazes import verify_maze
from pnp.book.mix import parse_mix
from pnp.book.puzzles import make_entry, verify_entry
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solver import solve
from pnp.games.minigames.base import verify_tile
from pnp.games.minigames.catalog import spec, types

SMALL = ("labyrinth=2,minigames=7,key=1,maze=3", "5,8")


@pytest.fixture(scope="module")
def small():
    calls = []
    entries = make_entries(parse_mix(*SMALL), 3, progress=lambda done, total, what: calls.append((done, total, what)))
    return entries, calls


def test_the_entries_come_in_mix_order_with_progress_after_each(small):
    entries, calls = small
    tiles = [t for t in types() for _ in range(2 if t == "key" else 1)]
    assert [e.kind for e in entries] == ["labyrinth"] * 2 + tiles + ["maze"] * 3
    assert [(d, t) for d, t, _ in calls] == [(i, len(entries)) for i in range(1, len(entries) + 1)]
    assert calls[0][2] == "labyrinth 1 of 2" and calls[-1][2] == "maze 3 of 3 (8×8)"
    assert [e.content.width for e in entries[-3:]] == [5, 5, 8]


def test_every_labyrinth_is_solo_and_its_par_is_scored_and_proven_again(small):
    labyrinths = [e.content for e in small[0] if e.kind == "labyrinth"]
    assert [p.sheet.side for p in labyrinths] == ["A", "B"]
    for p in labyrinths:
        assert p.card.rows and all(r.kind != "fastest" for r in p.card.rows)
        result = referee(p.sheet, p.card, p.solution.path)
        assert result.legal and result.score == p.solution.score == p.card.par[p.sheet.side]
        assert p.solution.result == result  # the answer's breakdown is the solo card's
        again = solve(p.sheet, p.card)  # the solver on the solo card: the par is still the best there is
        assert again.optimal and again.score == p.solution.score


def test_every_tile_and_maze_verifies_and_two_of_a_type_span_easy_and_hard(small):
    entries = small[0]
    for e in entries:
        if e.kind == "maze":
            assert verify_maze(e.content).ok
        elif e.kind != "labyrinth":
            assert e.kind == e.content.type and verify_tile(e.content).ok
            assert e.figures and dict(e.figures)  # the grader's numbers ride along
    keys = [e.content for e in entries if e.kind == "key"]
    assert sorted(t.difficulty for t in keys) == ["easy", "hard"]
    ones = [e.content.difficulty for e in entries if e.kind not in ("labyrinth", "maze", "key")]
    assert {"easy", "hard"} == set(ones)  # one tile a type: still both difficulties
    assert all(verify_entry(e).ok for e in entries)


def test_the_measure_is_the_graders_and_hard_tiles_measure_harder(small):
    keys = sorted((e for e in small[0] if e.kind == "key"), key=lambda e: e.content.difficulty)
    easy, hard = keys
    assert easy.measure == easy.content.measure["one_feature"] and hard.measure == hard.content.measure["one_feature"]
    assert hard.measure > easy.measure
    tampered = replace(easy, measure=easy.measure + 1)
    assert not verify_entry(tampered).ok


def test_short_ids_are_unique_prefixed_and_never_a_long_number(small):
    entries = small[0]
    ids = [e.short_id for e in entries]
    assert len(set(ids)) == len(ids)
    for e in entries:
        want = {"labyrinth": "L", "maze": "M"}.get(e.kind) or spec(e.kind).prefix
        assert re.fullmatch(rf"{want}-[2-9A-HJ-NP-Z]{{4,}}", e.short_id), e.short_id
        assert not re.search(r"\d{6}", e.short_id)


def test_a_short_id_comes_from_the_content_not_the_seed():
    maze = make_entry(("maze", 7, 0, 6))
    tile = make_entry(("troll", 7, 0, 0))
    (maze_id, tile_id) = short_ids([maze, tile])
    assert short_ids([make_entry(("maze", 7, 0, 6))]) == [maze_id]
    # the tile's seed is no part of what it is; one wall more is another maze
    assert short_ids([replace(tile, content=replace(tile.content, seed=0))]) == [tile_id]
    inner = next(iter(sorted(maze.content.walls, key=sorted)))
    other = replace(maze, content=replace(maze.content, walls=maze.content.walls - {inner}))
    assert short_ids([other]) != [maze_id]
    with pytest.raises(AssertionError, match="same puzzle"):
        short_ids([maze, maze])  # the same puzzle twice can never be told apart


def test_ids_that_would_clash_are_lengthened_until_they_differ(monkeypatch):
    mazes = [make_entry(("maze", 1, i, 5)) for i in range(12)]
    monkeypatch.setattr(content, "ID_LENGTH", 1)  # 32 codes a kind: twelve mazes clash at one symbol
    ids = short_ids(mazes)
    assert len(set(ids)) == 12
    codes = [i.split("-")[1] for i in ids]
    assert any(len(c) > 1 for c in codes)
    for i, c in enumerate(codes):  # only a clash lengthens: a longer code shares its first symbols with another
        if len(c) > 1:
            assert any(o != c and o[:len(c) - 1] == c[:-1] for o in codes[:i] + codes[i + 1:])


def test_a_tile_alike_to_an_earlier_one_is_replaced_by_the_types_next_tile():
    mix = parse_mix("troll=2", "5")
    first = make_entry(("troll", 4, 0, 0))
    out = content._distinct_tiles([first, first], mix, 4)
    assert out[0] == first and out[1].content.tile_id != first.content.tile_id
    assert verify_entry(out[1]).ok and out[1] == make_entry(("troll", 4, 2, 0))


@pytest.mark.slow
def test_worker_processes_give_the_same_entries_as_one_process():
    mix = parse_mix("labyrinth=3,minigames=7,maze=4", "6,10")
    serial = make_entries(mix, 11)
    parallel = make_entries(mix, 11, jobs=2)
    assert parallel == serial
    assert [e.figures for e in parallel] == [e.figures for e in serial]
    assert [e.short_id for e in parallel] == [e.short_id for e in serial]



def test_the_labyrinths_take_the_readers_designs_in_turn():
    from dataclasses import replace

    from pnp.games.labyrinth.files import load_sheets

    designs = tuple(load_sheets("docs/tutorial/cellar.txt", None))
    mix = replace(parse_mix("labyrinth=3", "10"), designs=designs)
    entries = make_entries(mix, 2)
    assert [e.content.sheet for e in entries] == [designs[i % len(designs)] for i in range(3)]
    assert all(verify_entry(e).ok for e in entries)
    assert len({e.content.card.rows for e in entries}) == 3  # each puzzle its own objective, proven on its sheet
