"""book-SEED.json records what remakes each puzzle (issue 27: it said a seed remakes it, but mazes had none,
every tile shared one and a labyrinth needs its side): each puzzle's ``remake``, read back from the JSON, makes
the very puzzle the book prints."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from pnp.book import content
from pnp.book.build import BookOptions, make_book, manifest
from pnp.book.mix import parse_mix
from pnp.book.model import BookInfo
from pnp.book.puzzles import content_data, make_entry, remake
from pnp.book_catalog import service, trim


def remade(record: dict, designs: tuple = ()):
    design = designs[record["design"] - 1] if "design" in record else None
    return remake(record, design)


@pytest.mark.parametrize("seed", [3, 8])
def test_every_puzzle_of_a_book_is_remade_from_what_its_json_records(seed):
    from pnp.games.labyrinth.files import load_sheets

    designs = tuple(load_sheets("docs/tutorial/cellar.txt", None))
    mix = parse_mix("labyrinth=3,minigames=7,troll=2,maze=3", "6,9")
    if seed == 8:  # a book on the reader's design: its labyrinths record the design, not a side
        mix = replace(mix, designs=designs)
    o = BookOptions(BookInfo(seed=seed), mix, trim("6x9"), service("kdp"), levels=2, cover=False)
    book = make_book(o)
    records = json.loads(json.dumps(manifest(book, o)))["puzzles"]  # as a reader of the file gets them
    assert [r["number"] for r in records] == [q.number for q in book.placed]
    for record, q in zip(records, book.placed, strict=True):
        recipe = record["remake"]
        assert recipe["kind"] == q.entry.kind and isinstance(recipe["seed"], int)
        assert content_data(q.entry.kind, remade(recipe, designs)) == content_data(q.entry.kind, q.entry.content)
    kinds = {r["remake"]["kind"]: r["remake"] for r in records}
    assert ("design" in kinds["labyrinth"]) == (seed == 8) and ("side" in kinds["labyrinth"]) == (seed != 8)


def test_a_tile_replaced_for_being_alike_records_the_index_that_made_it():
    mix = parse_mix("troll=2", "5")
    first = make_entry(("troll", 4, 0, 0))
    out = content._distinct_tiles([first, first], mix, 4)
    recipe = dict(out[1].recipe)
    assert recipe["index"] == 2
    assert content_data("troll", remake(recipe)) == content_data("troll", out[1].content)


def test_tiles_and_mazes_record_seeds_that_tell_them_apart():
    mazes = [dict(make_entry(("maze", 1, i, 5)).recipe) for i in range(3)]
    assert len({m["seed"] for m in mazes}) == 3 and all(m["width"] == m["height"] == 5 for m in mazes)
    tiles = [dict(make_entry((kind, 1, i, 0)).recipe) for kind, i in (("sword", 0), ("sword", 1), ("bow", 0))]
    assert len({(t["kind"], t["difficulty"], t["index"]) for t in tiles}) == 3
