"""A sheet written again over its text file keeps the file's comments, notes and blank lines, and reads back to
exactly the edited model."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.games.labyrinth.generate import generate_labyrinth, generate_sheet, params_for
from pnp.games.labyrinth.model import Symbol
from pnp.games.labyrinth.text_format import labyrinth_to_text, parse_text, sheet_to_text
from pnp.games.labyrinth.text_remarks import keep_remarks

CELLAR = """\
# My first labyrinth, typed by hand.
title: The cellar
# the side line is mine
side: custom
notes: a small sheet to learn the game on
notes: second note

+---+---+---+---+---+---+---+
| M       T         |     W |
+   +---+   +---+   +   +   +
# the minotaur's corner
| *   I |     $     | *     |
+---+   +   +---+   +---+   +
| S   R           G       K |
+   +---+---+   +   +---+   +
|   | *       ^ |II   D     |
+   +   +---+   +---+   +   +
| *       Z |     *       G |
+   +---+   +---+   +---+   +
|         R     | ^  III    |
+---+   +   +   +   +---+   +
| A       B       C   *     |
+---+---+---+---+---+---+---+
# the end
"""


def remarks(text: str) -> list[str]:
    """The comment and notes lines, in order."""
    lines = [ln.rstrip("\r") for ln in text.split("\n")]
    return [ln for ln in lines if ln.lstrip().startswith("#") or ln.lstrip().lower().startswith("notes:")]


def edits(sheet):
    """Edits the editor makes: a wall, a symbol moved, an id and seed, a resize, a blank sheet of another size."""
    wall = frozenset({(0, 0), (1, 0)})
    yield "wall", replace(sheet, walls=sheet.walls ^ {wall})
    yield "symbol", replace(sheet, symbols=tuple(sorted(
        [(c, s) for c, s in sheet.symbols if s.kind != "rat" and c != (3, 3)] + [((3, 3), Symbol("rat"))])))
    yield "headers", replace(sheet, sheet_id="MINE-1", seed=42, title="")
    yield "smaller", replace(sheet, width=5, height=5,
                             walls=frozenset(w for w in sheet.walls if all(x < 5 and y < 5 for x, y in w)),
                             symbols=tuple((c, s) for c, s in sheet.symbols if c[0] < 5 and c[1] < 5))
    yield "larger", replace(sheet, width=9, height=9)


@pytest.mark.parametrize("name", ["wall", "symbol", "headers", "smaller", "larger"])
@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_an_edited_sheet_keeps_every_comment_and_note(name, newline):
    old = CELLAR.replace("\n", newline)
    edited = dict(edits(parse_text(CELLAR, "cellar.txt").model))[name]
    kept = keep_remarks(old, sheet_to_text(edited), "cellar.txt")
    assert remarks(kept) == remarks(old)  # every one, in order
    assert parse_text(kept, "cellar.txt").model == edited
    assert sheet_to_text(parse_text(kept, "cellar.txt").model) == sheet_to_text(edited)  # params, title: exact
    assert ("\r\n" in kept) == (newline == "\r\n") and "\r\r" not in kept


def test_an_unedited_file_is_written_back_as_it_was():
    sheet = parse_text(CELLAR, "cellar.txt").model
    assert keep_remarks(CELLAR, sheet_to_text(sheet), "cellar.txt").replace("side: custom\n", "") == \
        CELLAR.replace("side: custom\n", "")
    written = sheet_to_text(generate_sheet(params_for("A"), 4))  # a file pnp wrote keeps its own lines
    assert keep_remarks(written, written, "x.txt") == written


def test_a_comment_inside_the_grid_stays_on_its_line_of_the_grid():
    sheet = parse_text(CELLAR, "cellar.txt").model
    kept = keep_remarks(CELLAR, sheet_to_text(replace(sheet, walls=frozenset())), "cellar.txt").split("\n")
    at = kept.index("# the minotaur's corner")
    assert kept[at - 1].startswith("+   +   +") and kept[at + 1].startswith("| *   I ")


def test_a_labyrinth_keeps_the_comments_and_notes_of_each_side():
    lab = generate_labyrinth(3)
    old = ("# both sides\ntitle: For the reader\nnotes: top\n" + labyrinth_to_text(lab)
           .replace("side: B", "# B follows\nside: B\nnotes: side B's note")
           .replace("side: A", "side: A\nnotes: side A's note", 1))
    edited = replace(lab, side_a=replace(lab.side_a, walls=frozenset()), side_b=replace(lab.side_b, seed=None))
    kept = keep_remarks(old, labyrinth_to_text(edited), "both.txt")
    assert remarks(kept) == remarks(old) and "title: For the reader" in kept.split("\n")
    assert parse_text(kept, "both.txt").model == edited


def test_a_file_of_another_shape_keeps_its_comments_and_notes_on_top():
    lab = generate_labyrinth(3)
    kept = keep_remarks(CELLAR, labyrinth_to_text(lab), "cellar.txt")
    assert remarks(kept)[:len(remarks(CELLAR))] == remarks(CELLAR)
    assert parse_text(kept, "cellar.txt").model == lab
