"""Kit building: the folder's files, kit.pdf in print order and as printers check it, decks for print shops,
whole default kits and every preset with every game."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest
from pdfcheck import PT_PER_MM, fonts, page_boxes, qpdf_check

from pnp.catalog import paper
from pnp.game import KitRequest
from pnp.games.path_cards.printouts import kit as path_cards_kit
from pnp.kits import kit_files
from pnp.kits.build import build_kit
from pnp.layout.presets import available, load_preset
from pnp.parts import ComponentSet
from pnp.registry import game as registered_game


def run(*args):
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


@pytest.fixture(scope="module")
def cards_home(tmp_path_factory):
    out = tmp_path_factory.mktemp("kit")
    spec = path_cards_kit(KitRequest(3, 0, paper("a4")))
    files = build_kit(spec, load_preset("home"), paper("a4"))
    for path, data in files.items():
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_bytes(data)
    return out, spec


def test_a_kit_folder_holds_the_pdf_svgs_models_previews_and_readme(cards_home):
    out, _ = cards_home
    assert (out / "kit.pdf").read_bytes().startswith(b"%PDF")
    assert (out / "json" / "path-deck.json").is_file()
    assert len(list((out / "svg" / "path-cards").glob("*-front.svg"))) == 51
    assert (out / "previews" / "cover.png").is_file() and (out / "previews" / "path-cards.png").is_file()
    readme = (out / "README.txt").read_text()
    assert "double-sided" in readme and "100 %" in readme


def test_kit_pdf_passes_the_checks_printers_use(cards_home):
    out, _ = cards_home
    qpdf_check(out / "kit.pdf")
    with pikepdf.open(out / "kit.pdf") as pdf:
        assert pdf.check_pdf_syntax() == []
    assert all(f["embedded"] and f["subset"] for f in fonts(out / "kit.pdf").values())
    for boxes in page_boxes(out / "kit.pdf"):
        assert boxes.trim[0] >= boxes.bleed[0] >= boxes.media[0]


def test_kit_pdf_is_in_print_order_with_duplex_parts_on_front_pages(cards_home):
    out, _ = cards_home
    with pikepdf.open(out / "kit.pdf") as pdf:
        n = len(pdf.pages)
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument((out / "kit.pdf").read_bytes())
    texts = [doc[i].get_textpage().get_text_range() for i in range(n)]
    assert "Treasure Paths" in texts[0] and "Contents" in texts[1] and "how to play" in texts[2]
    credits = re.search(r"Credits and licences\s+page (\d+)", texts[1])
    assert credits and "Credits and licences" in texts[int(credits.group(1)) - 1]
    assert n - 3 <= int(credits.group(1)) - 1 < n  # the credits come last
    first_cards = re.search(r"Path cards and rules card\s+page (\d+)", texts[1])
    assert first_cards and int(first_cards.group(1)) % 2 == 1  # a front page when printed double-sided


def test_the_print_shop_preset_writes_one_cmyk_pdf_per_deck_with_eighth_inch_bleed(tmp_path):
    spec = path_cards_kit(KitRequest(3, 0, paper("a4")))
    files = build_kit(spec, load_preset("print-shop"), paper("a4"))
    deck = files[Path("decks") / "path-cards.pdf"]
    path = tmp_path / "deck.pdf"
    path.write_bytes(deck)
    boxes = page_boxes(path)
    assert len(boxes) == 2 * 51  # front, back, front, back...
    for b in boxes:
        w = (b.media[2] - b.media[0]) / PT_PER_MM
        assert w == pytest.approx(70 + 2 * 25.4 / 8, abs=0.01)
    with pikepdf.open(path) as pdf:
        ops = {str(op) for _, op in pikepdf.parse_content_stream(pdf.pages[0])}
    assert "k" in ops and "rg" not in ops


def test_quiet_kit_prints_nothing_and_a_bad_game_is_one_line(tmp_path):
    result = run("kit", "--game", "path-cards", "--quiet", "--out", str(tmp_path))
    assert result.returncode == 0 and result.stderr == "" and result.stdout == ""
    bad = run("kit", "--game", "chess", "--out", str(tmp_path))
    assert bad.returncode == 2 and "unknown game 'chess'" in bad.stderr


@pytest.mark.slow
def test_the_default_kit_is_the_same_serial_or_on_two_processes_and_every_pdf_checks_out(tmp_path):
    games = ("labyrinth", "maze-tiles", "path-cards", "notebook")
    serial = kit_files(games, tmp_path / "a", 1, 4, paper("a4"), load_preset("home"), jobs=1)
    parallel = kit_files(games, tmp_path / "b", 1, 4, paper("a4"), load_preset("home"), jobs=2)
    assert [p.relative_to(tmp_path / "a") for p in serial] == [p.relative_to(tmp_path / "b") for p in parallel]
    for (pa, a), (_, b) in zip(serial.items(), parallel.items()):
        assert a == b, pa
    for game in games:
        pdf = tmp_path / f"{game}.pdf"
        pdf.write_bytes(serial[tmp_path / "a" / game / "kit.pdf"])
        qpdf_check(pdf)
        assert all(f["embedded"] and f["subset"] for f in fonts(pdf).values())
        for boxes in page_boxes(pdf):
            assert boxes.trim and boxes.bleed and boxes.media


def paper_sized(boxes, sheet) -> bool:
    """MediaBox equal to the paper, either way round (component sheets may be turned to landscape)."""
    w = (boxes.media[2] - boxes.media[0]) / PT_PER_MM
    h = (boxes.media[3] - boxes.media[1]) / PT_PER_MM
    return any(abs(w - a) < 0.01 and abs(h - b) < 0.01 for a, b in ((sheet.width, sheet.height),
                                                                     (sheet.height, sheet.width)))


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_every_page_of_a_home_kit_is_exactly_the_paper(tmp_path, paper_name):
    """Document pages drawn with a print-shop bleed (labyrinth sheets, answer keys) are put on the paper."""
    from pnp.games.labyrinth.draw import answer_page, sheet_page
    from pnp.games.labyrinth.generate import generate_labyrinth
    from pnp.parts import DocPages, KitSpec

    sheet = paper(paper_name)
    lab = generate_labyrinth(1)
    sheets = (sheet_page(lab.side_a, sheet), sheet_page(lab.side_b, sheet))
    answers = answer_page([("E1", "easy", "12")], sheet, "Answers")
    assert sheets[0].bleed > 0  # drawn with the paper's bleed: bigger than the paper as it stands
    letter_on_a4 = sheet_page(lab.side_a, paper("letter" if paper_name == "a4" else "a4"))  # drawn for other paper
    cards = path_cards_kit(KitRequest(3, 0, paper("a4"))).parts
    spec = KitSpec("labyrinth", "Mixed", 1, 1, (DocPages("Labyrinth sheets", "labyrinth-sheets", sheets, duplex=True),
                                               DocPages("Other paper", "other", (letter_on_a4,)), *cards,
                                               DocPages("Answer keys", "answers", tuple(answers), answers=True)))
    for preset in ("home", "home-foldover"):
        pdf = tmp_path / f"{preset}.pdf"
        pdf.write_bytes(build_kit(spec, load_preset(preset), sheet)[Path("kit.pdf")])
        boxes = page_boxes(pdf)
        assert len(boxes) > 8 and all(paper_sized(b, sheet) for b in boxes), preset


@pytest.mark.slow
@pytest.mark.parametrize("game", ["labyrinth", "maze-tiles", "path-cards", "notebook"])
def test_every_preset_builds_every_game_and_home_kits_are_the_paper(tmp_path, game, fewer_deals):
    """Each bundled preset × this game, one player: the kit builds, its parts are the sizes the fit
    check assumes, and every page of a home kit (layout sheets) is the paper exactly."""
    from pnp.kits.fit import check_fit

    specs = {}
    for name in available():
        preset = load_preset(name)
        sheet = paper(preset.paper)
        key = (preset.layout, sheet.key)
        if key not in specs:
            specs[key] = registered_game(game).make_kit(KitRequest(1, 1, sheet, preset.layout))
        spec = specs[key]
        imposed = [(p.fronts[0].width, p.fronts[0].height, bool(p.backs)) for p in spec.parts
                   if isinstance(p, ComponentSet)]
        assert imposed == [(f.width, f.height, f.two_sided) for f in registered_game(game).footprints()]
        check_fit([game], sheet, preset)
        files = build_kit(spec, preset, sheet)
        pdf = tmp_path / f"{name}.pdf"
        pdf.write_bytes(files[Path("kit.pdf")])
        with pikepdf.open(pdf) as opened:
            assert opened.check_pdf_syntax() == [] and len(opened.pages) > 3
        if preset.layout == "sheets":
            assert all(paper_sized(b, sheet) for b in page_boxes(pdf)), name
        folder = {"cards": "decks", "png": "png"}.get(preset.layout)
        if folder and registered_game(game).footprints():  # one component per page or per PNG (the notebook has none)
            assert any(path.parts[0] == folder for path in files), name


