"""`pnp edit` saves what `pnp verify` accepts and reads back to exactly the sheets sent; exports as `pnp render`."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pikepdf
import pytest
from edit_helpers import tree

from pnp.games.labyrinth.files import load_sheets
from pnp.games.labyrinth.generate import generate_labyrinth, generate_sheet, params_for
from pnp.games.labyrinth.jsonio import sheet_to_json
from pnp.games.labyrinth.text_format import sheet_to_text
from pnp.registry import load_model


@pytest.fixture(scope="module")
def lab():
    return generate_labyrinth(3)


def verified(path: Path) -> bool:
    """What `pnp verify FILE` decides (the same loader and verdict)."""
    loaded = load_model(path)
    return loaded.kind.verify(loaded.model).ok


def test_save_into_the_opened_text_file(editor, tmp_path, lab):
    opened = tmp_path / "mine.txt"
    opened.write_text(sheet_to_text(lab.side_a))
    client = editor(str(opened))
    edited = sheet_to_json(lab.side_b)  # the page drew another sheet over it
    answer = client.post("api/save", {"labyrinth": {"sides": {"A": edited}}, "format": "text", "name": None}).json
    assert Path(answer["path"]) == opened.resolve()
    assert opened.read_text() == sheet_to_text(lab.side_b) and verified(opened)
    assert load_sheets(str(opened), None) == [lab.side_b]


def _remarks(text: str) -> list[str]:
    return [ln for ln in text.split("\n") if ln.lstrip().startswith("#") or ln.lstrip().startswith("notes:")]


def test_save_keeps_the_opened_files_comments_and_notes(editor, tmp_path, lab):
    text = sheet_to_text(lab.side_a).split("\n")
    grid = next(i for i, ln in enumerate(text) if ln.startswith("+"))
    mine = ["# my cellar, first try", "notes: the troll should be harder to reach", *text[:grid],
            "# a note about the grid", *text[grid:grid + 3], "  # the second row", *text[grid + 3:], "# the end", ""]
    opened = tmp_path / "mine.txt"
    opened.write_text("\n".join(mine))
    client = editor(str(opened))
    edited = replace(lab.side_a, walls=lab.side_a.walls ^ {frozenset({(0, 0), (1, 0)})})
    # a comment typed in another editor while the page is open is kept too
    opened.write_text(opened.read_text() + "# added later\n")
    before = _remarks(opened.read_text())
    reply = client.post("api/save", {"labyrinth": {"sides": {"A": sheet_to_json(edited)}}, "format": "text"})
    assert reply.status == 200
    saved = opened.read_text()
    assert _remarks(saved) == before  # every comment and note, in order
    assert load_sheets(str(opened), None) == [edited] and verified(opened)
    # Save as text into the output folder carries them too
    assert client.post("api/save", {"labyrinth": {"sides": {"A": sheet_to_json(edited)}}, "format": "text",
                                    "name": "copy.txt"}).status == 200
    assert _remarks((tmp_path / "out" / "copy.txt").read_text()) == before


def test_an_opened_file_that_no_longer_reads_is_not_overwritten(editor, tmp_path, lab):
    opened = tmp_path / "mine.txt"
    opened.write_text(sheet_to_text(lab.side_a))
    client = editor(str(opened))
    opened.write_text("# half typed\n+---+--\n")
    body = {"labyrinth": {"sides": {"A": sheet_to_json(lab.side_b)}}, "format": "text"}
    before = tree(tmp_path)
    reply = client.post("api/save", body)
    assert reply.status == 409 and "mine.txt" in reply.json["error"] and "\n" not in reply.json["error"]
    assert tree(tmp_path) == before
    assert client.post("api/save", {**body, "name": "elsewhere.txt"}).status == 200  # another name goes ahead


def test_save_as_json_in_the_output_folder(editor, tmp_path, lab):
    client = editor()
    body = {"labyrinth": {"sides": {"A": sheet_to_json(lab.side_a), "B": sheet_to_json(lab.side_b)},
                          "id": lab.labyrinth_id, "seed": lab.seed}, "format": "json", "name": "both.json"}
    answer = client.post("api/save", body).json
    saved = tmp_path / "out" / "both.json"
    assert Path(answer["path"]) == saved.resolve() and verified(saved)
    assert load_sheets(str(saved), None) == [lab.side_a, lab.side_b]
    assert load_model(saved).model == lab


def test_save_two_sides_as_text(editor, tmp_path, lab):
    client = editor()
    body = {"labyrinth": {"sides": {"A": sheet_to_json(lab.side_a), "B": sheet_to_json(lab.side_b)}},
            "format": "text", "name": "both.txt"}
    assert client.post("api/save", body).status == 200
    assert load_sheets(str(tmp_path / "out" / "both.txt"), None) == [lab.side_a, lab.side_b]


def test_an_unplayable_draft_is_saved_as_drawn(editor, tmp_path, lab):
    draft = sheet_to_json(lab.side_a)
    draft["symbols"] = [s for s in draft["symbols"] if s["symbol"] != "troll"]
    client = editor()
    assert client.post("api/save", {"labyrinth": {"sides": {"A": draft}}, "format": "json",
                                     "name": "draft.json"}).status == 200
    saved = tmp_path / "out" / "draft.json"
    assert not verified(saved)  # verify refuses it, in its words, as it would any file
    assert sheet_to_json(load_model(saved).model) == draft


def test_another_existing_file_is_not_overwritten_without_asking(editor, tmp_path, lab):
    (tmp_path / "out").mkdir()
    other = tmp_path / "out" / "taken.txt"
    other.write_text("someone's notes\n")
    client = editor()
    body = {"labyrinth": {"sides": {"A": sheet_to_json(lab.side_a)}}, "format": "text", "name": "taken.txt"}
    before = tree(tmp_path)
    reply = client.post("api/save", body)
    assert reply.status == 409 and reply.json["exists"] is True and "exists" in reply.json["error"]
    assert tree(tmp_path) == before
    assert client.post("api/save", {**body, "overwrite": True}).status == 200
    assert load_sheets(str(other), None) == [lab.side_a]


def test_a_name_must_end_as_its_format(editor, tmp_path, lab):
    client = editor()
    reply = client.post("api/save", {"labyrinth": {"sides": {"A": sheet_to_json(lab.side_a)}}, "format": "json",
                                     "name": "sheet.txt"})
    assert reply.status == 400 and ".json" in reply.json["error"]
    assert not (tmp_path / "out").exists()


def test_save_without_an_opened_file_needs_a_name(editor, tmp_path, lab):
    reply = editor().post("api/save", {"labyrinth": {"sides": {"A": sheet_to_json(lab.side_a)}}, "format": "text"})
    assert reply.status == 400 and "name" in reply.json["error"]


def test_export_the_sheet_pdf(editor, tmp_path, lab):
    opened = tmp_path / "mine.txt"
    opened.write_text(sheet_to_text(lab.side_a))
    client = editor(str(opened))
    sides = {"A": sheet_to_json(lab.side_a), "B": sheet_to_json(lab.side_b)}
    answer = client.post("api/export", {"labyrinth": {"sides": sides}, "what": "sheet-pdf"}).json
    assert answer["files"] == [str((tmp_path / "out" / "mine.pdf").resolve())] == [answer["main"]]
    assert answer["folder"] == str((tmp_path / "out").resolve())
    with pikepdf.open(answer["files"][0]) as pdf:
        assert len(pdf.pages) == 2  # side A and side B, one page each, as `pnp render` draws a labyrinth


def test_export_refuses_what_verify_rejects(editor, tmp_path, lab):
    draft = sheet_to_json(lab.side_a)
    draft["symbols"] = [s for s in draft["symbols"] if s["symbol"] != "troll"]
    reply = editor().post("api/export", {"labyrinth": {"sides": {"A": draft}}, "what": "sheet-pdf"})
    assert reply.status == 400 and "REJECTED" in reply.json["error"] and "troll" in reply.json["error"]
    assert not (tmp_path / "out").exists()


@pytest.mark.slow  # a whole kit: a deck proven on the design, about 20 s
def test_export_a_kit_for_the_design(editor, tmp_path):
    sheet = generate_sheet(params_for("B"), 5)
    answer = editor().post("api/export", {"labyrinth": {"sides": {"A": sheet_to_json(sheet)}}, "what": "kit"}).json
    kit = tmp_path / "out" / "labyrinth" / "kit.pdf"
    assert answer["main"] == answer["files"][0] == str(kit.resolve()) and answer["folder"] == str(kit.parent.resolve())
    deck = load_model(tmp_path / "out" / "labyrinth" / "json" / "objective-deck.json").model
    assert list(deck.sheets.values()) == [sheet]  # the deck's pars were proven on this very design


def test_an_exports_answer_puts_the_kit_folder_and_kit_pdf_first(tmp_path):
    """A kit writes some 200 files, kit.pdf among them in no particular place: the answer names it and its folder
    first, then every file once."""
    from pnp.edit.files import first_files

    kit = tmp_path / "out" / "labyrinth"
    written = [kit / "cards" / f"card-{i:03}.png" for i in range(150)]
    written += [kit / "json" / f"m{i}.json" for i in range(30)]
    written += [kit / "svg" / f"p{i}.svg" for i in range(15)] + [kit / "designer.pdf", kit / "README.txt"]
    written.insert(97, kit / "kit.pdf")
    answer = first_files(written)
    assert answer["main"] == answer["files"][0] == str(kit / "kit.pdf") and answer["folder"] == str(kit)
    assert sorted(answer["files"]) == sorted(str(p) for p in written)
    assert first_files([tmp_path / "out" / "mine.pdf"])["folder"] == str(tmp_path / "out")
