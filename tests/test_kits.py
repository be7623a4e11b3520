"""Kits: presets, print order, duplex alignment, decks for print shops, PNGs, and whole default kits."""

from __future__ import annotations

import math
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pikepdf
import pytest
from pdfcheck import PT_PER_MM, fonts, page_boxes, qpdf_check

from pnp.errors import PnpError
from pnp.kits import kit_files
from pnp.game import KitRequest
from pnp.games.labyrinth.tokens import speed_tokens
from pnp.games.path_cards.printouts import kit as path_cards_kit
from pnp.kits.build import build_kit
from pnp.layout.impose import component_sheets, deck_pages
from pnp.registry import game as registered_game
from pnp.parts import ComponentSet
from pnp.layout.presets import available, load_preset
from pnp.catalog import COMPONENT_BLEED, component, paper
from pnp.scene.model import Group


def run(*args):
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def test_the_bundled_presets_load():
    assert {"home", "home-foldover", "print-shop", "png-cards"} <= set(available())
    shop = load_preset("print-shop")
    assert (shop.layout, shop.color, shop.marks, shop.bleed) == ("cards", "cmyk", "none", pytest.approx(3.175))
    home = load_preset("home")
    assert (home.layout, home.duplex, home.marks) == ("sheets", "long", "margin")


@pytest.mark.parametrize("body, message", [
    ("[preset]\nlayout = 'poster'", "preset.layout: expected one of"),
    ("[preset]\nbleed = '5mm'", "preset.bleed: components carry at most 1/8 in"),
    ("[preset]\ncolour = 'rgb'", "preset.colour: unknown key"),
    ("[preset]\noffset = [1]", "preset.offset: expected [dx, dy]"),
    ("preset = 3", "a preset file has a [preset] table"),
])
def test_a_bad_preset_file_names_the_key(tmp_path, body, message):
    path = tmp_path / "mine.toml"
    path.write_text(body)
    with pytest.raises(PnpError, match=re.escape(message)):
        load_preset(str(path))


def test_an_unknown_preset_is_a_one_line_error(tmp_path):
    result = run("kit", "--game", "path-cards", "--preset", "laser-cutter", "--out", str(tmp_path))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1 and "unknown preset" in result.stderr


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
    assert "A print-and-play kit" in texts[0] and "Contents" in texts[1] and "how to play" in texts[2]
    credits = re.search(r"Credits and licences\s+page (\d+)", texts[1])
    assert credits and "Credits and licences" in texts[int(credits.group(1)) - 1]
    assert n - 3 <= int(credits.group(1)) - 1 < n  # the credits come last
    first_cards = re.search(r"Path cards and rules card\s+page (\d+)", texts[1])
    assert first_cards and int(first_cards.group(1)) % 2 == 1  # a front page when printed double-sided


def test_every_back_sheet_registers_with_its_front_sheet():
    fronts, back = speed_tokens()
    part = ComponentSet("Speed tokens", "speed", tuple(fronts), (back,))
    sheet = paper("a4")
    for flip in ("long", "short"):
        pages, duplex = component_sheets(part, replace(load_preset("home"), duplex=flip), sheet)
        assert duplex and len(pages) == 2
        f = [g.transform for g in pages[0].items if isinstance(g, Group)]
        b = [g.transform for g in pages[1].items if isinstance(g, Group)]
        assert len(f) == len(b) == len(fronts)  # every token placed on both sides
        d = component("token-25").width
        for tf, tb in zip(f, b):
            if flip == "long":
                assert tb.e == pytest.approx(sheet.width - tf.e - d) and tb.f == pytest.approx(tf.f)
            else:
                assert tb.f == pytest.approx(sheet.height - tf.f - d) and tb.e == pytest.approx(tf.e)


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


def test_the_png_preset_gives_825_by_1125_pixels_for_a_poker_card():
    from pnp.games.labyrinth.cards import ObjectiveCard, Row
    from pnp.games.labyrinth.draw import card_back, card_front
    from pnp.render.pdf import render_pdf
    from pnp.render.png import rasterise
    from pnp.scene.model import Document

    size = component("poker-card")
    card = ObjectiveCard("E1", "easy", "A", (Row("per", 1, symbol="gem"),))
    part = ComponentSet("cards", "cards", (card_front(card, size),), (card_back("easy", size),))
    preset = load_preset("png-cards")
    pages = deck_pages(part, preset)
    images = rasterise(render_pdf(Document(tuple(pages))), pages, dpi=300, area="bleed")
    assert [im.size for im in images] == [(825, 1125), (825, 1125)]
    assert pages[0].bleed == pytest.approx(COMPONENT_BLEED)


def test_the_booklet_command_reads_in_order_when_folded(tmp_path):
    import pypdfium2 as pdfium

    from pnp.layout.booklet import saddle_order

    result = run("booklet", "--sheets", "3", "--out", str(tmp_path / "b.pdf"))
    assert result.returncode == 0, result.stderr
    doc = pdfium.PdfDocument((tmp_path / "b.pdf").read_bytes())
    sides = [sorted(int(n) for n in re.findall(r"p\. (\d+)", doc[i].get_textpage().get_text_range()))
             for i in range(len(doc))]
    n = 4 * len(doc) // 2
    found = sorted(x for s in sides for x in s)
    # a title page, then per puzzle its spread and two answer pages: each labelled once; blanks pad to 4
    assert found == list(range(1, 1 + 4 * 3 + 1)) and n - len(found) < 4
    expected = []
    for sheet in saddle_order(n):
        expected += [sorted([sheet.front[0] + 1, sheet.front[1] + 1]), sorted([sheet.back[0] + 1, sheet.back[1] + 1])]
    # blank padding pages carry no label
    assert [[x for x in e if x in found] for e in expected] == sides


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
    for (pa, a), (pb, b) in zip(serial.items(), parallel.items()):
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


def test_the_fit_check_knows_the_size_of_every_component_the_kits_impose():
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.printouts import components as kit
    tiles = [(p.fronts[0].width, p.fronts[0].height, bool(p.backs)) for p in kit(generate_tileset(1))]
    assert [(f.width, f.height, f.two_sided) for f in registered_game("maze-tiles").footprints()] == tiles
    cards = [(p.fronts[0].width, p.fronts[0].height, bool(p.backs)) for p in path_cards_kit(KitRequest(3, 0, paper("a4"))).parts]
    assert [(f.width, f.height, f.two_sided) for f in registered_game("path-cards").footprints()] == cards


def test_an_impossible_preset_is_refused_at_once_naming_the_part(tmp_path, monkeypatch):
    import pnp.kits
    import pnp.registry

    def no_generating(task):
        raise AssertionError(f"generated {task[0]} before checking the preset")

    monkeypatch.setattr(pnp.kits, "game_files", no_generating)
    with pytest.raises(PnpError, match=r"maze-tiles kit on A5: its hero boards \(210 × 148 mm\) do not fit"):
        kit_files(["path-cards", "maze-tiles"], tmp_path, 1, 1, paper("a5"), load_preset("home"))
    huge_marks = tmp_path / "huge.toml"
    huge_marks.write_text("[preset]\nmark_length = 80\n")
    with pytest.raises(PnpError, match=r"path-cards kit on A4: its path cards and rules card \(70 × 70 mm\)"):
        kit_files(["path-cards"], tmp_path, 1, 1, paper("a4"), load_preset(str(huge_marks)))
    for name in available():  # every bundled preset passes the check on A4 and Letter for every game
        for sheet in ("a4", "letter"):
            pnp.kits.fit.check_fit(pnp.registry.kit_games(), paper(sheet), load_preset(name))


def test_the_kit_command_refuses_an_impossible_paper_in_one_line_writing_nothing(tmp_path):
    out = tmp_path / "kit"
    result = run("kit", "--game", "maze-tiles", "--paper", "a5", "--out", str(out), "--quiet")
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "hero boards" in result.stderr and "Traceback" not in result.stderr
    assert not out.exists()


@pytest.mark.slow
@pytest.mark.parametrize("game", ["labyrinth", "maze-tiles", "path-cards", "notebook"])
def test_every_preset_builds_every_game_and_home_kits_are_the_paper(tmp_path, game):
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


def test_the_booklet_refuses_too_much_creep_before_making_any_puzzle(tmp_path):
    from pnp.kits.booklet import INNER_MARGIN, booklet_folios
    from pnp.layout.booklet import FOLD_CLEARANCE, max_creep

    limit = max_creep(booklet_folios(8), INNER_MARGIN)
    assert limit == pytest.approx((INNER_MARGIN - FOLD_CLEARANCE) / (9 - 1))
    result = run("booklet", "--sheets", "8", "--creep", "1", "--out", str(tmp_path / "b.pdf"))
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "--creep 1 mm is too much" in result.stderr and f"at most {math.floor(limit * 1000) / 1000:g} mm" in result.stderr
    assert not (tmp_path / "b.pdf").exists()


def test_the_booklet_pages_keep_their_content_the_stated_margin_from_the_spine():
    from raster import pdf_images

    from pnp.kits.booklet import INNER_MARGIN, booklet_pages
    from pnp.catalog import paper
    from pnp.scene.model import Document

    pages = booklet_pages(3, 1, paper("a5"))
    dpi = 100
    px = INNER_MARGIN * dpi / 25.4
    for image in pdf_images(Document(tuple(pages)), dpi):
        grey = image.convert("L")
        box = grey.point(lambda v: 255 if v < 245 else 0).getbbox()
        if box is None:
            continue  # a blank page
        left, _, right, _ = box
        # either edge may be the spine (odd pages have it on the left, even ones on the right)
        assert left >= px - 1 and image.width - right >= px - 1, (box, image.size)
