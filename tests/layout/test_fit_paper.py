"""Every page a standalone command writes is its paper exactly, its art inside the printer's margin; a print-shop
preset still gets trim + bleed; blank pages say they are blank; a kit's README names the pages for a first game.

The pages are read back from the PDFs with pikepdf (the boxes) and PDFium (the pixels: the 4 mm band along
every edge, which most home printers leave white, must be white).
"""

from __future__ import annotations

import re
from pathlib import Path

import pikepdf
import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner
from pdfcheck import PT_PER_MM

from pnp.catalog import COMPONENT_BLEED, component, paper
from pnp.cli import cli
from pnp.layout.blank import BLANK_NOTE, NOTE_SIZE, blank_page
from pnp.layout.impose import component_sheets
from pnp.layout.nup import PRINTER_MARGIN
from pnp.layout.presets import load_preset, standard
from pnp.parts import ComponentSet, DocPages, FirstGame, KitSpec
from pnp.scene.color import BLACK
from pnp.scene.model import Page, Style, Text
from pnp.scene.shapes import rect

DPI = 100
TOLERANCE = 0.3  # mm: a line ending exactly at the margin anti-aliases into the pixel beside it

# Every standalone command's full-page output: (name, arguments). Components printed one per page (minigame
# tiles, objective cards by default: pages for a card service) are not on paper; their commands are also
# run with a preset that lays them on paper.
COMMANDS = {
    "sheet": ["sheet", "--seed", "1", "--side", "A"],
    "booklet": ["booklet", "--seed", "1", "--sheets", "1"],
    "notebook-booklet": ["notebook", "--seed", "1", "--runs", "0"],
    "notebook-pages": ["notebook", "--seed", "1", "--runs", "0", "--pages-per-sheet", "1"],
    "minigames-on-paper": ["minigames", "--seed", "1", "--type", "sword", "--count", "1", "--preset", "home"],
    "maze-tiles": ["maze-tiles", "--seed", "1", "--setups", "10"],
    "path-cards": ["path-cards", "--seed", "1"],
    "objectives-on-paper": ["objectives", "--seed", "1", "--difficulty", "tutorial", "--count", "1",
                            "--preset", "home"],
    "proof": ["proof"],
}


def run(args: list[str], out: Path) -> list[Path]:
    result = CliRunner().invoke(cli, [*args, "--out", str(out)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    # the designer's pages (NAME-designer.pdf: a report, odds) are read on screen, each as drawn: not checked here
    return sorted(p for p in out.glob("*.pdf") if not p.stem.endswith("-designer"))


def sizes(pdf: Path) -> list[dict[str, tuple[float, ...]]]:
    """Each page's boxes in mm."""
    with pikepdf.open(pdf) as opened:
        return [{box: tuple(float(v) / PT_PER_MM for v in page.obj[f"/{box}"]) for box in ("MediaBox", "TrimBox",
                                                                                              "BleedBox")}
                for page in opened.pages]


def is_paper(box: tuple[float, ...], sheet) -> bool:
    w, h = box[2] - box[0], box[3] - box[1]
    return box[:2] == (0.0, 0.0) and any(abs(w - a) < 0.01 and abs(h - b) < 0.01
                                         for a, b in ((sheet.width, sheet.height), (sheet.height, sheet.width)))


def inside(inner: tuple[float, ...], outer: tuple[float, ...]) -> bool:
    return all(inner[i] >= outer[i] - 1e-6 for i in (0, 1)) and all(inner[i] <= outer[i] + 1e-6 for i in (2, 3))


def art_margin(pdf: Path) -> float:
    """The least distance (mm) from any page's edge to anything drawn on it (not white)."""
    doc = pdfium.PdfDocument(pdf)
    least = float("inf")
    try:
        for i in range(len(doc)):
            image = doc[i].render(scale=DPI / 72).to_pil().convert("L")
            box = image.point(lambda v: 255 if v < 250 else 0).getbbox()
            if box is not None:
                w, h = image.size
                least = min(least, min(box[0], box[1], w - box[2], h - box[3]) * 25.4 / DPI)
    finally:
        doc.close()
    return least


def pdf_text(pdf: Path, pages: list[int] | None = None) -> str:
    doc = pdfium.PdfDocument(pdf)
    try:
        chosen = range(len(doc)) if pages is None else pages
        return "\n".join(doc[i].get_textpage().get_text_range() for i in chosen)
    finally:
        doc.close()


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
@pytest.mark.parametrize("name", list(COMMANDS))
def test_every_page_of_a_standalone_command_is_its_paper_with_the_art_inside_the_printer_margin(
        tmp_path, name, paper_name):
    sheet = paper(paper_name)
    args = [*COMMANDS[name], "--paper", paper_name]
    if name.startswith("notebook") and paper_name == "letter":
        args += ["--page-size", "half-letter"]  # A6 pages do not go four-up on Letter
    (pdf,) = run(args, tmp_path)
    pages = sizes(pdf)
    assert pages
    for n, boxes in enumerate(pages, 1):
        assert is_paper(boxes["MediaBox"], sheet), (name, n, boxes)
        assert inside(boxes["TrimBox"], boxes["MediaBox"]) and inside(boxes["BleedBox"], boxes["MediaBox"])
        if name != "proof":  # the proof shows a trim box inside the paper, with its bleed and crop marks
            assert boxes["TrimBox"] == boxes["MediaBox"] == boxes["BleedBox"], (name, n, boxes)
    assert art_margin(pdf) >= PRINTER_MARGIN - TOLERANCE, name


@pytest.mark.parametrize("args", [["minigames", "--seed", "1", "--type", "sword", "--count", "1"],
                                  ["objectives", "--seed", "1", "--difficulty", "tutorial", "--count", "1"]])
def test_answer_pages_are_the_paper_beside_components_printed_one_per_page(tmp_path, args):
    """By default these commands print their components one per page (trim + 1/8 in bleed, for a card
    service); their answer pages are still the paper exactly."""
    (pdf,) = run([*args, "--paper", "a4"], tmp_path)
    pages = sizes(pdf)
    on_paper = [b for b in pages if is_paper(b["MediaBox"], paper("a4"))]
    components = [b for b in pages if not is_paper(b["MediaBox"], paper("a4"))]
    assert on_paper and components
    for b in on_paper:
        assert b["TrimBox"] == b["MediaBox"] == b["BleedBox"]
    for b in components:
        assert all(abs(b["TrimBox"][i] - COMPONENT_BLEED) < 0.01 for i in (0, 1))


def test_the_print_shop_preset_keeps_trim_and_bleed(tmp_path):
    """A sheet drawn for Letter: trim = the paper, MediaBox = trim + 1/8 in all round; a card: its trim + 1/8 in."""
    letter = paper("letter")
    (pdf,) = run(["sheet", "--seed", "1", "--side", "A", "--paper", "letter", "--preset", "print-shop"],
                 tmp_path / "sheet")
    (boxes,) = sizes(pdf)
    trim, media = boxes["TrimBox"], boxes["MediaBox"]
    assert abs(trim[2] - trim[0] - letter.width) < 0.01 and abs(trim[3] - trim[1] - letter.height) < 0.01
    assert abs(trim[0] - 3.175) < 0.01 and abs(media[2] - trim[2] - 3.175) < 0.01
    assert boxes["BleedBox"] == media
    (pdf,) = run(["path-cards", "--seed", "1", "--paper", "a4", "--preset", "print-shop"], tmp_path / "cards")
    a4 = paper("a4")
    on_paper = 0
    for b in sizes(pdf):  # components and the score pad (a page drawn for A4) alike: the preset's 1/8 in,
        trim = b["TrimBox"]  # one bleed for the whole file, though A4's own is 3 mm
        page = is_paper((0.0, 0.0, trim[2] - trim[0], trim[3] - trim[1]), a4)
        on_paper += page
        assert abs(trim[0] - 3.175) < 0.01 and abs(b["MediaBox"][2] - trim[2] - 3.175) < 0.01
    assert on_paper == 1


def test_a_saved_scene_prints_its_own_pages(tmp_path):
    """A raw scene is its own paper: `pnp render` keeps its pages as drawn, bleed and all."""
    from pnp.jsonio import dumps
    from pnp.scene.jsonio import to_json
    from pnp.scene.model import Document

    scene = Document((Page(63.5, 88.9, (rect(0, 0, 63.5, 88.9, Style(fill=BLACK)),), bleed=3.175),))
    src = tmp_path / "card.json"
    src.write_bytes(dumps(to_json(scene)))
    result = CliRunner().invoke(cli, ["render", str(src), "--out", str(tmp_path / "out")], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    ((boxes,),) = [sizes(p) for p in (tmp_path / "out").glob("*.pdf")]
    assert abs(boxes["MediaBox"][2] - (63.5 + 2 * 3.175)) < 0.01


def test_render_puts_a_saved_sheet_on_the_paper(tmp_path):
    run(["sheet", "--seed", "1", "--side", "A", "--format", "json"], tmp_path / "json")
    (src,) = (tmp_path / "json").glob("*.json")
    for paper_name in ("a4", "letter"):
        out = tmp_path / paper_name
        result = CliRunner().invoke(cli, ["render", str(src), "--paper", paper_name, "--out", str(out)],
                                    catch_exceptions=False)
        assert result.exit_code == 0, result.output
        (pdf,) = out.glob("*.pdf")
        assert all(is_paper(b["MediaBox"], paper(paper_name)) and b["TrimBox"] == b["MediaBox"] for b in sizes(pdf))
        assert art_margin(pdf) >= PRINTER_MARGIN - TOLERANCE


# -- blank pages ----------------------------------------------------------------------------------------------


def test_a_blank_page_says_so_small_centred_and_grey():
    page = blank_page(148, 210, bleed=3)
    (note,) = page.items
    assert isinstance(note, Text) and note.text == BLANK_NOTE and note.size <= NOTE_SIZE <= 8
    assert note.align == "center" and abs(note.x + note.width / 2 - 74) < 1e-9
    assert abs(note.y + note.height / 2 - 105) < 1e-9
    assert note.color.r == note.color.g == note.color.b and 0.4 < note.color.r < 0.8  # grey, not black


def test_a_booklet_padded_with_blank_pages_prints_the_note(tmp_path):
    """Two puzzles make nine pages: three blanks pad the booklet to twelve, each saying it is blank."""
    (pdf,) = run(["booklet", "--seed", "1", "--sheets", "2", "--paper", "a4"], tmp_path)
    assert pdf_text(pdf).count(BLANK_NOTE) == 3


def test_the_blank_page_before_a_double_sided_kit_part_says_so():
    """A kit's blank page (so that a double-sided part starts on a front) carries the note."""
    from pnp.kits.build import _print_order, paginate
    from pnp.kits.readme import Placed

    a4 = paper("a4")
    part = DocPages("Sheets", "sheets", (Page(210, 297), Page(210, 297)), duplex=True)
    body = [Placed(part, list(part.pages), True)]
    plan = paginate(body, 2)  # cover and rules: the part would start on page 3, a front; with one more, a back
    assert plan.blanks == [False]
    plan = paginate(body, 3)
    assert plan.blanks == [True]
    pages = _print_order([Page(210, 297)] * 3, body, plan, [], a4).pages
    blank = pages[3]
    assert (blank.width, blank.height, blank.bleed) == (210, 297, 0)
    assert [i.text for i in blank.items if isinstance(i, Text)] == [BLANK_NOTE]


# -- the first game -------------------------------------------------------------------------------------------


def _cards(n: int, label: str) -> ComponentSet:
    poker = component("poker-card")
    fronts = tuple(Page(poker.width, poker.height, (Text(f"{label}{i + 1}", 5, 5, 40, 10),), bleed=COMPONENT_BLEED)
                   for i in range(n))
    back = Page(poker.width, poker.height, (), bleed=COMPONENT_BLEED)
    return ComponentSet(label, label, fronts, (back,))


def _kit() -> KitSpec:
    sheets = DocPages("Sheets", "sheets", (Page(210, 297), Page(210, 297)), duplex=True)
    answers = DocPages("Answers", "answers", (Page(210, 297),), answers=True)
    first = (FirstGame("sheets", "the sheets"), FirstGame("cards", "the first twelve cards", 12),
             FirstGame("aids", "one player aid", 1))
    return KitSpec("labyrinth", "Test kit", 1, 2, (sheets, _cards(30, "cards"), _cards(4, "aids"), answers),
                   first_game=first)


def _first_game_lines(text: str) -> list[str]:
    lines = text.splitlines()
    start = lines.index("For a first game tonight") + 2
    return lines[start:lines.index("", start)]


def test_the_readme_names_the_pages_of_a_first_game_from_the_kits_parts(tmp_path):
    """Nine poker cards fit an A4 sheet: the first twelve cards are on the first two sheets of fronts, each
    followed by its backs; one player aid is on the aids' first sheet and its back."""
    from pnp.kits.build import build_kit
    from pnp.kits.readme import page_list

    spec = _kit()
    a4, home = paper("a4"), load_preset("home")
    files = build_kit(spec, home, a4)
    text = files[Path("README.txt")].decode()
    lines = _first_game_lines(text)
    starts = {m.group(2): int(m.group(1)) for m in re.finditer(r"- page (\d+): (\w+)\.", text)}
    cards_sheets = component_sheets(_cards(12, "cards"), home, a4)[0]
    assert len(cards_sheets) == 4  # two sheets of fronts, each with its backs
    c, a, s = starts["cards"], starts["aids"], starts["Sheets"]
    assert lines[1] == f"- pages {s}-{s + 1}: the sheets (double-sided)"
    assert lines[2] == f"- pages {c}-{c + 3}: the first twelve cards (double-sided)"
    assert lines[3] == f"- pages {a}-{a + 1}: one player aid (double-sided)"
    wanted = [s, s + 1, c, c + 1, c + 2, c + 3, a, a + 1]
    assert lines[0].startswith(f"Print these pages of kit.pdf: {page_list(wanted)} (type that into the print dialog")
    assert page_list([5, 6, 7, 9, 12, 13]) == "5-7,9,12-13"
    assert "Answers" not in "\n".join(lines) and lines[-1].startswith("Read the rules first, on page")
    # the pages named hold those cards: card 12 is on them, card 19 (the third sheet) is not
    pdf = tmp_path / "kit.pdf"
    pdf.write_bytes(files[Path("kit.pdf")])
    named = pdf_text(pdf, list(range(c - 1, c + 3)))
    assert "cards12" in named and "cards19" not in named


def test_a_print_shop_kit_names_the_deck_pages_and_by_default_every_part_to_play_with():
    from pnp.kits.build import place_parts
    from pnp.kits.readme import first_game

    spec, a4, shop = _kit(), paper("a4"), load_preset("print-shop")
    body = place_parts(spec, shop, a4)
    lines = first_game(spec, shop, a4, body, [5, None, None, 7], (3, 3))
    assert lines[2] == "- decks/cards.pdf, pages 1-24: the first twelve cards"  # front then back, twelve cards
    assert lines[3] == "- decks/aids.pdf, pages 1-2: one player aid"
    plain = KitSpec(spec.game, spec.title, 1, 2, spec.parts)  # declares nothing: every part but the answers
    lines = first_game(plain, standard("sheets"), a4, place_parts(plain, load_preset("home"), a4),
                       [3, 5, 9, 11], (2, 2))
    assert [line.split(": ", 1)[1] for line in lines[1:-1]] == ["Sheets (double-sided)", "cards (double-sided)",
                                                                "aids (double-sided)"]


@pytest.mark.slow
def test_the_labyrinth_kits_readme_names_the_tutorial_and_easy_cards(tmp_path):
    """The real kit: the pages named for the objective cards hold T1 and E1-E8 and no medium card."""
    from pnp.game import KitRequest
    from pnp.kits.build import build_kit
    from pnp.registry import game

    a4, home = paper("a4"), load_preset("home")
    spec = game("labyrinth").make_kit(KitRequest(1, 1, a4, "sheets"))
    files = build_kit(spec, home, a4)
    text = files[Path("README.txt")].decode()
    line = next(t for t in _first_game_lines(text) if "tutorial and easy" in t)
    first, last = (int(v) for v in re.match(r"- pages (\d+)-(\d+):", line).groups())
    pdf = tmp_path / "kit.pdf"
    pdf.write_bytes(files[Path("kit.pdf")])
    named = pdf_text(pdf, list(range(first - 1, last)))
    assert "T1" in named and "E8" in named and "M1" not in named
    assert any("one player aid" in t for t in _first_game_lines(text))
