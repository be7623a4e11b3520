"""The card services' presets (MakePlayingCards, The Game Crafter, DriveThruCards): files of a stock size are
exactly the service's template pixels, named by card id and side, a shared back written once, DriveThruCards'
decks back then front, and a warning naming the nearest stock size for any other component. Small kits made
here by hand; the slow test reads real kits."""

from __future__ import annotations

import io
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pikepdf
import pytest
from pdfcheck import page_texts
from PIL import Image

from pnp.catalog import paper
from pnp.errors import LayoutFileError
from pnp.kits import _stock_warnings
from pnp.kits.build import build_kit
from pnp.kits.card_files import card_stems, file_stem
from pnp.layout.presets import available, load_preset
from pnp.parts import ComponentSet, KitSpec
from pnp.scene.color import Color
from pnp.scene.model import Document, Page, Style, Text
from pnp.scene.shapes import rect
from tests.kits.readme_check import problems

SERVICES = ("makeplayingcards", "thegamecrafter", "drivethrucards")
BLEED = 25.4 / 8
WHITE = Color(1, 1, 1)
# The figures as the services publish them (docs/printing.md cites each), written out here rather than read
# from the presets: trim in inches and the template's pixels at 300 dpi, bleed included.
PUBLISHED = {
    "makeplayingcards": {(2.5, 3.5): (822, 1122)},
    "thegamecrafter": {(2.5, 3.5): (825, 1125), (2.76, 2.76): (900, 900), (3.5, 3.5): (1125, 1125)},
}


def _page(w: float, h: float, label: str, fill: Color = WHITE) -> Page:
    items = (rect(-BLEED, -BLEED, w + 2 * BLEED, h + 2 * BLEED, Style(fill=fill)),
             Text(label or "no id", 5, 5, w - 10, 8, size=9))
    return Page(w, h, items, bleed=BLEED, label=label)


def _kit(cards: list[str], size: tuple[float, float] = (63.5, 88.9), tokens: bool = True) -> KitSpec:
    w, h = size
    back = _page(w, h, "", Color(0.2, 0.3, 0.6))
    parts: list = [ComponentSet("Cards", "cards", tuple(_page(w, h, c) for c in cards), (back,))]
    if tokens:
        parts.append(ComponentSet("Tokens", "tokens", tuple(_page(20, 20, "t") for _ in range(3))))
    return KitSpec("path-cards", "Service kit", 1, 2, tuple(parts))


def _build(name: str, spec: KitSpec) -> dict[Path, bytes]:
    preset = load_preset(name)
    sheet = preset.drawing_paper(paper(preset.paper))
    return build_kit(spec, preset, sheet)


def _size(data: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(data)).size


def test_the_service_presets_load_and_are_listed():
    assert set(SERVICES) <= set(available())
    listed = subprocess.run([sys.executable, "-m", "pnp", "layouts"], capture_output=True, text=True, check=True)
    for name in SERVICES:
        preset = load_preset(name)
        assert preset.service is not None and preset.service.stock
        assert name in listed.stdout and preset.service.name in listed.stdout
    for name, figures in PUBLISHED.items():  # the presets hold the published figures
        service = load_preset(name).service
        assert service is not None
        stock = {(round(s.width / 25.4, 2), round(s.height / 25.4, 2)): s.pixels for s in service.stock}
        assert {k: stock.get(k) for k in figures} == figures


@pytest.mark.parametrize("name", ["makeplayingcards", "thegamecrafter"])
def test_stock_cards_are_the_templates_pixels_named_by_id_with_one_back(name):
    ids = ["E1", "E2", "M 3/x", "", "dup", "dup"]
    files = _build(name, _kit(ids))
    cards = {p.name: d for p, d in files.items() if p.parent == Path("png/cards")}
    expected = PUBLISHED[name][(2.5, 3.5)]
    assert {n: _size(d) for n, d in cards.items()} == {n: expected for n in cards}
    fronts = sorted(n for n in cards if n.endswith("-front.png"))
    assert fronts == sorted(["E1-front.png", "E2-front.png", "M-3-x-front.png", "004-front.png",
                             "dup-005-front.png", "dup-006-front.png"])
    assert "back.png" in cards and not [n for n in cards if n.endswith("-back.png")]  # one shared back
    readme = files[Path("README.txt")].decode()
    assert problems(files) == []
    assert "for the cards" not in readme  # stock: no warning for them
    assert "no 20 × 20 mm stock size for the tokens; none of its stock sizes is within 15 % of it" in readme
    back = Image.open(io.BytesIO(cards["back.png"])).convert("RGB")
    assert back.getpixel((2, 2)) == back.getpixel((back.width // 2, back.height - 3))  # the back's own colour


def test_the_bleed_kept_is_the_services_and_the_trim_is_centred():
    """MakePlayingCards keeps 36 px (0.12 in) round a 750 x 1050 px card: a line drawn on the trim lies 36 px
    in on every side."""
    w, h = 63.5, 88.9
    page = Page(w, h, (rect(-BLEED, -BLEED, w + 2 * BLEED, h + 2 * BLEED, Style(fill=Color(1, 0, 0))),
                       rect(0, 0, w, h, Style(fill=Color(1, 1, 1)))), bleed=BLEED, label="x")
    spec = KitSpec("path-cards", "k", 1, 2, (ComponentSet("Cards", "cards", (page,)),))
    image = Image.open(io.BytesIO(_build("makeplayingcards", spec)[Path("png/cards/x-front.png")])).convert("RGB")
    row = [image.getpixel((x, 561)) for x in range(image.width)]
    red = [x for x, px in enumerate(row) if px[1] < 128]
    assert red[:1] == [0] and max(x for x in red if x < 400) in (34, 35, 36)
    assert min(x for x in red if x > 400) in (785, 786, 787)


def test_a_70mm_square_is_stock_at_the_game_crafter_and_warned_at_makeplayingcards():
    spec = _kit(["a", "b"], (70, 70), tokens=False)
    tgc = _build("thegamecrafter", spec)
    assert {_size(d) for p, d in tgc.items() if p.parent == Path("png/cards")} == {(900, 900)}
    assert "Warning" not in tgc[Path("README.txt")].decode()
    mpc = _build("makeplayingcards", spec)
    # a poker card is 27 % taller than the square: no stock size is named as if it were one
    assert "MakePlayingCards has no 70 × 70 mm stock size for the cards; none of its stock sizes is within 15 % " \
           "of it either" in mpc[Path("README.txt")].decode()
    heard: list[str] = []
    _stock_warnings(["path-cards"], paper("a4"), load_preset("makeplayingcards"), heard.append)
    assert heard and all("stock size" in line for line in heard)
    assert any("70 × 70 mm" in line for line in heard)
    _stock_warnings(["path-cards"], paper("a4"), load_preset("png-cards"), heard.append)  # no service: silent
    assert len(heard) == len([h for h in heard if "MakePlayingCards" in h])


@pytest.mark.parametrize("name", SERVICES)
def test_the_stock_size_named_for_a_component_is_near_it(name):
    """Every component of the catalog and of every kit (regular and large print): a stock size the warning
    names as nearest changes neither side by more than 15 %; a token is never offered a card."""
    from pnp.catalog import components
    from pnp.registry import game, kit_games

    service = load_preset(name).service
    assert service is not None
    sizes = [(c.name, c.width, c.height) for c in components().values()]
    sizes += [(fp.title, fp.width, fp.height) for g in kit_games() for large in (False, True)
              for fp in game(g).footprints(replace(paper("a4"), text_floor=12.0) if large else paper("a4"))]
    for title, w, h in sizes:
        line = service.warning(title, w, h)
        near = service.nearest(w, h)
        if line is None:
            assert service.stock_for(w, h) is not None
            continue
        if near is None:
            assert "nearest" not in line and "within 15 %" in line, line
            continue
        (a, b), (c, d) = sorted((w, h)), sorted((near.width, near.height))
        assert abs(c - a) <= 0.15 * a and abs(d - b) <= 0.15 * b, line
        assert near.words() in line
    for token in (19.0, 25.0, 32.0):
        assert service.nearest(token, token) is None
        assert "nearest" not in (service.warning("tokens", token, token) or "")


def test_drivethrucards_decks_are_back_then_front():
    files = _build("drivethrucards", _kit(["c1", "c2"], tokens=False))
    data = files[Path("decks/cards.pdf")]
    with pikepdf.open(io.BytesIO(data)) as pdf:
        assert len(pdf.pages) == 4
    pages = page_texts(data)
    assert ["no id" in pages[0], "c1" in pages[1], "no id" in pages[2], "c2" in pages[3]] == [True] * 4
    assert problems(files) == []
    assert "back then front" in files[Path("README.txt")].decode()


def test_card_ids_become_safe_unique_file_names():
    assert file_stem("../etc/passwd") == "etc-passwd" and file_stem("a b:c") == "a-b-c" and file_stem("..") == ""
    part = ComponentSet("C", "c", tuple(_page(20, 20, s) for s in ["A1", "a1", "back", "", "x"]))
    stems = card_stems(part)
    assert len({s.lower() for s in stems}) == len(stems) and "back" not in stems
    assert stems[3] == "004" and stems[4] == "x"


@pytest.mark.parametrize("table, says", [
    ('pixels = [800, 1122]', "pixels"),
    ('pixels = [900, 1200]', "pixels"),
    ('safe = "40mm"', "safe"),
])
def test_a_bad_service_table_is_one_line_naming_the_key(tmp_path, table, says):
    text = (Path(__file__).parents[2] / "layouts/presets/makeplayingcards.toml").read_text()
    key = table.split(" =")[0]
    lines = [table if line.startswith(f"{key} =") and i < text.index("Tarot") else line
             for i, line in zip(_offsets(text), text.splitlines())]
    path = tmp_path / "bad.toml"
    path.write_text("\n".join(lines))
    with pytest.raises(LayoutFileError) as err:
        load_preset(str(path))
    assert "\n" not in str(err.value) and str(path) in str(err.value) and says in str(err.value)


def _offsets(text: str) -> list[int]:
    out, at = [], 0
    for line in text.splitlines(keepends=True):
        out.append(at)
        at += len(line)
    return out


@pytest.mark.slow
def test_a_real_kit_under_the_game_crafter(tmp_path):
    """The path-cards kit: its 70 mm cards are The Game Crafter's euro square (900 x 900 px), its 20 mm
    markers are not stock (warned on stderr, kit written), README.txt true."""
    run = subprocess.run([sys.executable, "-m", "pnp", "kit", "--game", "path-cards", "--preset", "thegamecrafter",
                          "--out", str(tmp_path), "--quiet"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    warned = [line for line in run.stderr.splitlines() if line.startswith("pnp kit: ")]
    assert warned and all("stock size" in line for line in warned) and "70 × 70" not in run.stderr
    kit = tmp_path / "path-cards"
    files = {p.relative_to(kit): p.read_bytes() for p in kit.rglob("*") if p.is_file()}
    assert problems(files) == []
    cards = [p for p in files if p.parent == Path("png/path-cards")]
    assert cards and {_size(files[p]) for p in cards} == {(900, 900)}
    assert all(p.name.endswith(("-front.png", "-back.png")) or p.name == "back.png" for p in cards)


@pytest.mark.parametrize("command", [["kit"], ["render"], ["sheet"]])
def test_help_names_every_bundled_preset(command):
    """--preset's help is made from layouts/presets/: every preset file is named, the services' too."""
    run = subprocess.run([sys.executable, "-m", "pnp", *command, "--help"], capture_output=True, text=True, check=True)
    text = " ".join(run.stdout.split()).replace("- ", "-")  # click wraps "home-foldover" after its hyphen
    files = sorted(p.stem for p in (Path(__file__).parents[2] / "layouts" / "presets").glob("*.toml"))
    assert set(SERVICES) <= set(files)
    assert [name for name in files if name not in text] == []


def test_every_drivethrucards_deck_is_back_front_pairs_one_sided_sets_included(kit_specs):
    """DriveThruCards reads a deck's pages as (back, front) pairs: every deck of every game's kit has an even page
    count, each pair a back of its set then the next front in order, and a one-sided set gets a designed back
    (never a blank page, never fronts alone: the four player aids would print as two cards)."""
    from pnp.kits.backs import paired
    from pnp.layout.impose import deck_pages
    from pnp.registry import game
    from tests.raster import pdf_images

    preset = load_preset("drivethrucards")
    backs: set[Page] = set()
    one_sided = []
    for name, spec in kit_specs.items():
        for part in (p for p in paired(spec, preset, game(name).icon).parts if isinstance(p, ComponentSet)):
            pages = deck_pages(part, preset)
            assert len(pages) == 2 * len(part.fronts), (name, part.title)
            sides = part.back_pages()
            for i, front in enumerate(part.fronts):
                assert pages[2 * i].items == sides[i].items and pages[2 * i + 1].items == front.items, (name, i)
            backs |= set(sides)
        one_sided += [p.title for p in spec.parts if isinstance(p, ComponentSet) and not p.backs]
    assert one_sided  # the hero boards, dice nets and standees: there is a one-sided set to pair
    images = pdf_images(Document(tuple(backs)), 20)
    assert all(min(lo for lo, _ in image.convert("RGB").getextrema()) < 225 for image in images)


def test_a_one_sided_deck_pdf_has_its_plain_back_pages(tmp_path):
    files = _build("drivethrucards", _kit(["c1"], tokens=True))
    with pikepdf.open(io.BytesIO(files[Path("decks/tokens.pdf")])) as pdf:
        assert len(pdf.pages) == 6
    readme = files[Path("README.txt")].decode()
    assert "decks/tokens.pdf: Tokens, 3 components, back then front (6 pages; one-sided" in readme
    assert "US Web Coated (SWOP) v2" in readme and "FOGRA39" in readme
    assert problems(files) == []
