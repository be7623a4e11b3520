"""What a player holds: no page a player prints carries the designer's figures (key order, critical path,
odds, simulated players, the playability report) or raw data (a Python dict, an internal seed). Those pages
go to designer.pdf in a kit's folder and to NAME-designer.pdf beside a command's file.

Every PDF is read back as text (pypdfium2, as tests/pdfcheck.py reads kit.pdf). The kits here are the default
kits with fewer simulated games and deals behind their figures (the counts change numbers on the designer's
pages, not which pages go where); the slow test reads the real default kits of every game.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from pnp.catalog import paper
from pnp.game import KitRequest
from pnp.kits.build import build_kit
from pnp.layout.presets import load_preset
from pnp.registry import game

DESIGNER_WORDS = re.compile(r"critical path|keys? (?:in )?order|designer|appendix|playability|simulat"
                            r"|(?<!\d)\d{7,}(?!\d)|[{}]", re.IGNORECASE)
# the SIL Open Font License, printed word for word in every kit's credits, defines its "Author" as "any
# designer, engineer, programmer...": the one use of a designer word a player's page must keep
LICENCE = re.compile(r"refers\s+to\s+any\s+designer,\s+engineer")


def pdf_text(data: bytes) -> list[str]:
    doc = pdfium.PdfDocument(data)
    try:
        return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    finally:
        doc.close()


def designer_words(data: bytes) -> list[str]:
    """Every designer word on the pages, with the page it is on."""
    return [f"page {i + 1}: {m.group()!r}" for i, text in enumerate(pdf_text(data))
            for m in DESIGNER_WORDS.finditer(LICENCE.sub("", text))]


def player_pdfs(files: dict[Path, bytes]) -> dict[Path, bytes]:
    """Every PDF of a kit folder a player prints: kit.pdf and any decks, all but designer.pdf."""
    return {path: data for path, data in files.items() if path.suffix == ".pdf" and path.name != "designer.pdf"}


def other_files(readme: str) -> list[str]:
    """The lines of README.txt's "Other files" section."""
    lines = readme.splitlines()
    start = lines.index("Other files") + 2
    end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
    return lines[start:end]


def kit_of(name: str) -> dict[Path, bytes]:
    """The game's default kit (seed 1, A4, home preset, one player) as files, nothing written."""
    return build_kit(game(name).make_kit(KitRequest(1, 1, paper("a4"))), load_preset("home"), paper("a4"))


@pytest.fixture(scope="module")
def kits() -> dict[str, dict[Path, bytes]]:
    """The maze-tiles, notebook and path-cards kits (about 10 s together), with 40 deals behind the playability
    report instead of 2,000 and 20 simulated games behind the notebook's figures instead of 1,000."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)
        patch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)
        return {name: kit_of(name) for name in ("maze-tiles", "notebook", "path-cards")}


@pytest.mark.parametrize("name", ["maze-tiles", "notebook", "path-cards"])
def test_no_page_a_player_prints_from_a_kit_carries_a_designer_word(kits, name):
    pdfs = player_pdfs(kits[name])
    assert Path("kit.pdf") in pdfs
    for path, data in pdfs.items():
        assert designer_words(data) == [], path


def test_the_notebook_kits_designer_pdf_holds_the_appendix_and_the_notebook_does_not(kits):
    files = kits["notebook"]
    designer = pdf_text(files[Path("designer.pdf")])
    assert all("DESIGNER'S APPENDIX" in page for page in designer)
    whole = "".join(designer)
    for words in ("Keys in order", "Critical path", "Battles on the critical path", "Simulated players"):
        assert words in whole, words
    kit = "".join(pdf_text(files[Path("kit.pdf")]))
    assert "ROOM" in kit and "APPENDIX" not in kit  # the rooms stay, the appendix went
    assert not any("appendix" in str(path) for path in files)  # no SVG or preview of the appendix either


def test_the_maze_tiles_kits_designer_pdf_holds_the_playability_report_without_raw_data(kits):
    files = kits["maze-tiles"]
    report, *balance = pdf_text(files[Path("designer.pdf")])
    assert "how playable is this set?" in report and "quarter turns needed" in report
    assert balance and all("fair, and how long?" in page for page in balance)  # the simulated games' balance
    assert "{" not in report and "'" not in report and "dead-end 3, straight 9" in report  # the mix in words
    kit = pdf_text(files[Path("kit.pdf")])
    assert not any("how playable" in page for page in kit)
    assert "Playability" not in kit[1]  # nor in the contents
    assert not any("playability" in str(path) for path in files)  # no SVG or preview of the report either


@pytest.mark.parametrize("name, designer", [("maze-tiles", "Playability report"),
                                            ("notebook", "Designer's appendix"), ("path-cards", None)])
def test_the_readme_lists_designer_pdf_under_other_files_as_not_for_players(kits, name, designer):
    readme = kits[name][Path("README.txt")].decode()
    listed = [line for line in other_files(readme) if line.startswith("designer.pdf")]
    if designer is None:  # a game with no designer's pages has no designer.pdf to list
        assert listed == [] and Path("designer.pdf") not in kits[name]
    else:
        assert len(listed) == 1 and "not for players" in listed[0] and designer in listed[0]
    assert "designer.pdf" not in readme.split("Other files")[0]  # not among what kit.pdf holds


# --- the commands ----------------------------------------------------------------------

def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


@pytest.mark.parametrize("command, options, heading", [
    ("notebook", ("--runs", "20"), "DESIGNER'S APPENDIX"),
    ("maze-tiles", ("--setups", "10"), "Maze tiles: "),  # the playability report, then the balance
])
def test_a_command_writes_the_designer_pages_beside_the_players_file(tmp_path, command, options, heading):
    result = run(command, *options, "--out", str(tmp_path / f"{command}.pdf"))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{command}-designer.pdf", f"{command}.pdf"]
    assert designer_words((tmp_path / f"{command}.pdf").read_bytes()) == []
    designer = pdf_text((tmp_path / f"{command}-designer.pdf").read_bytes())
    assert designer and all(heading in page for page in designer)
    assert "{" not in "".join(designer)


@pytest.mark.parametrize("command, flag", [("notebook", "--no-appendix"), ("maze-tiles", "--no-report")])
def test_without_the_designer_pages_a_command_writes_the_players_file_only(tmp_path, command, flag):
    result = run(command, flag, "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert [p.name for p in tmp_path.iterdir()] == [f"{command}-1.pdf"]


@pytest.mark.parametrize("command", ["notebook", "maze-tiles"])
def test_the_help_says_what_each_file_is(command):
    text = run(command, "--help").stdout
    assert f"{command}-SEED.pdf" in text and f"{command}-SEED-designer.pdf" in text and "not for players" in text


def test_a_rendered_notebook_keeps_its_appendix_apart(tmp_path):
    made = run("notebook", "--runs", "0", "--format", "json", "--out", str(tmp_path / "nb.json"))
    assert made.returncode == 0, made.stderr
    result = run("render", str(tmp_path / "nb.json"), "--out", str(tmp_path / "out"))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["nb-designer.pdf", "nb.pdf"]
    assert designer_words((tmp_path / "out" / "nb.pdf").read_bytes()) == []
    assert "Keys in order" in "".join(pdf_text((tmp_path / "out" / "nb-designer.pdf").read_bytes()))


def test_the_report_page_never_prints_a_dict_even_for_a_set_without_its_mix():
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.pages import report_page
    from pnp.games.maze_tiles.report import playability_report
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document

    ts = generate_tileset(1)
    report = playability_report(ts, 10, 1)
    for shown in (ts, type(ts)(ts.tiles, ts.seed, {})):  # a saved set may carry no mix: "{}" was printed
        (text,) = pdf_text(render_pdf(Document((report_page(report, shown, paper("a4")),))))
        assert "{" not in text and "}" not in text and "Tile set seed 1" in text


# --- the default kits, whole -------------------------------------------------------------

@pytest.mark.slow
def test_every_player_pdf_of_the_default_kits_is_free_of_designer_words(tmp_path):
    """`pnp kit` as a user runs it (every game, four players, 2,000 deals, 1,000 simulated games; about a
    minute): only designer.pdf holds the designer's pages."""
    result = run("kit", "--out", str(tmp_path), "--quiet", "--jobs", "2")
    assert result.returncode == 0, result.stderr
    for folder in ("labyrinth", "maze-tiles", "notebook", "path-cards"):
        pdfs = sorted((tmp_path / folder).rglob("*.pdf"))
        assert tmp_path / folder / "kit.pdf" in pdfs
        for pdf in pdfs:
            if pdf.name != "designer.pdf":
                assert designer_words(pdf.read_bytes()) == [], pdf
    assert sorted(p.parent.name for p in tmp_path.rglob("designer.pdf")) == ["maze-tiles", "notebook"]
