"""pnp export tts: the saved object against Tabletop Simulator's documented structure, and each face on a sheet
against the card drawn on its own."""

from __future__ import annotations

import io
import json
import math
from dataclasses import replace
from functools import cache
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from PIL import Image
from raster import compare
from tts_helpers import urls

from pnp.catalog import paper
from pnp.export.build import Urls, image_urls
from pnp.export.sheets import MAX_SIDE, ImageJob, chunks, draw, sheet_dpi
from pnp.export.tts import plan_game
from pnp.game import KitRequest
from pnp.parts import ComponentSet, DocPages, KitSpec
from pnp.registry import game
from pnp.render.png import render_png
from pnp.scene.model import Document, Page

ENTRY_KEYS = {"FaceURL", "BackURL", "NumWidth", "NumHeight", "BackIsHidden", "UniqueBack", "Type"}
DPI = 40  # small images: the comparisons hold at any resolution
HERE = Path("/export")  # the export folder of plans that write nothing


@cache
def path_kit() -> KitSpec:
    """The path-cards kit (the quickest kit to make): real cards with labels, a shared back and a different one."""
    return game("path-cards").make_kit(KitRequest(1, 4, paper("a4"), "sheets", 1, {}))


def small_kit() -> KitSpec:
    """Decks of every kind the export meets, cut from the path-cards kit: 12 cards on one back, the last card
    (the rules card, its own back) with the first (backs differ), one card alone, 75 cards (two sheets), a
    one-sided set, and a two-page double-sided sheet to play on."""
    cards = next(p for p in path_kit().parts if isinstance(p, ComponentSet) and p.slug == "path-cards")
    fronts, backs = cards.fronts, cards.back_pages()
    mixed = ComponentSet("Mixed backs", "mixed", (fronts[0], fronts[-1]), (backs[0], backs[-1]))
    assert backs[0] != backs[-1]  # the rules card's back differs from a path card's
    parts = (
        ComponentSet("Twelve", "twelve", fronts[:12], (backs[0],)),
        mixed,
        ComponentSet("Alone", "alone", fronts[3:4], (backs[0],)),
        ComponentSet("Many", "many", fronts[:50] * 2 + fronts[:-26], (backs[0],)),
        ComponentSet("One-sided", "one-sided", fronts[5:8]),
        DocPages("Board", "board", (fronts[1], fronts[2]), duplex=True),
        DocPages("Answers", "answers", (fronts[9],), answers=True),
    )
    return replace(path_kit(), parts=parts)


def objects(plan) -> dict[str, dict]:
    return {o["Nickname"]: o for o in plan.objects}


def test_the_saved_object_follows_the_documented_structure():
    kit = small_kit()
    plan = plan_game(kit, DPI, Urls(HERE))
    found = objects(plan)
    assert [o["Name"] for o in plan.objects] == ["DeckCustom", "DeckCustom", "Card", "DeckCustom", "DeckCustom",
                                                 "Custom_Tile"]  # the answer keys stay out
    keys_seen: list[str] = []
    for part in kit.parts:
        if not isinstance(part, ComponentSet):
            continue
        n = len(part.fronts)
        obj = found[part.title] if n > 1 else found[part.fronts[0].label]
        cards = obj.get("ContainedObjects", [obj])
        assert [c["Name"] for c in cards] == ["Card"] * n
        assert [c["Nickname"] for c in cards] == [f.label for f in part.fronts]  # the cards' ids, in order
        decks = obj["CustomDeck"]
        keys_seen += decks
        # sheets of at most 10 x 7 in card order: the first 70 on 10 x 7, the rest on rows of up to ten
        sheets = [(min(10, k), math.ceil(k / min(10, k))) for k in [min(70, n - s) for s in range(0, n, 70)]]
        assert [(e["NumWidth"], e["NumHeight"]) for e in decks.values()] == sheets
        for entry in decks.values():
            assert set(entry) == ENTRY_KEYS
            assert entry["UniqueBack"] == (len(set(part.back_pages())) > 1)
        # each sheet's key times 100 plus the card's cell on that sheet, sheet after sheet
        expected = [int(key) * 100 + i for j, key in enumerate(decks) for i in range(min(70, n - 70 * j))]
        if n > 1:
            assert obj["DeckIDs"] == expected == [c["CardID"] for c in cards]
        for card in cards:
            key = str(card["CardID"] // 100)
            assert card["CustomDeck"] == {key: decks[key]}
    assert len(keys_seen) == len(set(keys_seen))  # a key names one sheet in the file
    tile = found["card 02 / card 03"]["CustomImage"]
    assert tile["ImageURL"].endswith("board-001-front.png") and tile["ImageSecondaryURL"].endswith("board-001-back.png")


def cell(sheet: Image.Image, job: ImageJob, index: int) -> Image.Image:
    w, h = job.cell
    x, y = index % job.columns * w, index // job.columns * h
    return sheet.crop((x, y, x + w, y + h))


def alone(page: Page, dpi: float) -> Image.Image:
    """The page drawn by itself, cut at its trim, as pnp renders a single PNG."""
    [png] = render_png(Document((page,)), dpi=dpi, area="trim")
    return Image.open(io.BytesIO(png)).convert("RGB")


def test_each_face_on_a_sheet_is_the_card_it_claims():
    kit = small_kit()
    plan = plan_game(kit, DPI, Urls(HERE))
    twelve, mixed = kit.parts[0], kit.parts[1]
    assert isinstance(twelve, ComponentSet) and isinstance(mixed, ComponentSet)
    checks = [("path-cards/images/twelve-faces-1.png", twelve.fronts),
              ("path-cards/images/mixed-backs-1.png", tuple(mixed.back_pages()))]
    for name, pages in checks:
        job = plan.images[name]
        sheet = Image.open(io.BytesIO(draw(job))).convert("RGB")
        assert sheet.size == job.size == (job.columns * job.cell[0], job.rows * job.cell[1])
        for i, page in enumerate(pages):
            mean, _ = compare(cell(sheet, job, i), alone(page, job.dpi))
            assert mean < 1.0, (name, i, mean)
        # the comparison tells cards apart: a face against its neighbour's card is far off
        assert compare(cell(sheet, job, 0), alone(pages[1], job.dpi))[0] > 5
        for i in range(len(pages), job.columns * job.rows):  # cells past the last card stay white
            assert cell(sheet, job, i).getextrema() == ((255, 255), (255, 255), (255, 255))


def test_backs_are_one_image_of_the_card_size_or_a_sheet():
    kit = small_kit()
    plan = plan_game(kit, DPI, Urls(HERE))
    twelve = plan.images["path-cards/images/twelve-back.png"]
    plain = plan.images["path-cards/images/one-sided-back.png"]
    for job in (twelve, plain):
        image = Image.open(io.BytesIO(draw(job)))
        assert image.size == job.cell == plan.images["path-cards/images/twelve-faces-1.png"].cell
    assert Image.open(io.BytesIO(draw(plain))).convert("L").getextrema() == (255, 255)  # plain white
    assert "path-cards/images/mixed-back.png" not in plan.images  # differing backs: a back sheet instead
    images = plan.images
    assert images["path-cards/images/mixed-backs-1.png"].size == images["path-cards/images/mixed-faces-1.png"].size


@pytest.mark.parametrize(("width", "height", "count"), [(63.5, 88.9, 70), (70, 70, 56), (210, 148, 4),
                                                         (210, 297, 70), (19, 19, 28), (30, 8, 30)])
def test_a_sheet_never_passes_the_pixel_limit(width, height, count):
    for chunk in chunks(count):
        dpi = sheet_dpi(width, height, chunk.columns, chunk.rows, 300)
        job = ImageJob((Page(width, height),), dpi, chunk.columns, chunk.rows)
        assert max(job.size) <= MAX_SIDE
        if dpi < 300:  # lowered only as far as needed: a tenth of a dpi more would pass the limit
            bigger = ImageJob(job.pages, (round(dpi * 10) + 1) / 10, chunk.columns, chunk.rows)
            assert max(bigger.size) > MAX_SIDE
    assert sheet_dpi(63.5, 88.9, 10, 7, 300) == 300  # a full poker deck keeps 300 dpi: 7500 x 7350 px


def file_of(url: str) -> Path:
    """The file a file:/// URL names, percent-decoded (what Tabletop Simulator opens)."""
    parsed = urlparse(url)
    assert parsed.scheme == "file" and parsed.netloc == "" and parsed.path.startswith("/"), url
    return Path(unquote(parsed.path))


def test_image_urls(tmp_path):
    assert image_urls(tmp_path, "https://example.org/tts/", False)("g/images/a b.png") == \
        "https://example.org/tts/g/images/a%20b.png"
    for absolute in (False, True):  # file URLs are the default; --absolute is kept and says the same
        url = image_urls(tmp_path, None, absolute)("g/images/a.png")
        assert url.startswith("file:///") and file_of(url) == tmp_path.resolve() / "g/images/a.png"


def test_the_default_export_names_every_image_by_a_file_url_that_opens(tmp_path, monkeypatch):
    """Written as the command writes it, into a folder with spaces and letters outside ASCII, reached by a
    relative --out: every image URL is an absolute file:/// URL, percent-encoded, naming a file that is there."""
    from pnp.atomic import write_files
    from pnp.export.tts import saved_object

    monkeypatch.chdir(tmp_path)
    out = Path("Mes jeux #1") / "Ärger & Co"
    kit = small_kit()
    plan = plan_game(kit, DPI, image_urls(out, None))
    files = {out / path: draw(job) for path, job in plan.images.items()}
    files[out / "path-cards" / "path-cards.json"] = saved_object(plan)
    write_files(files)
    named = urls(json.loads((out / "path-cards" / "path-cards.json").read_text(encoding="utf-8")))
    assert named
    for url in named:
        assert url.startswith("file:///") and url.isascii() and " " not in url and "#" not in url, url
        assert file_of(url).is_absolute() and file_of(url).is_file(), url
    assert {file_of(u) for u in named} == {p.resolve() for p in files if p.suffix == ".png"}


# -- paper craft on screen: dice and standees --------------------------------------------------------------


def craft_kit() -> KitSpec:
    """The maze tiles' dice nets and standees, as their kit holds them."""
    from pnp.games.maze_tiles import dice_nets, standees

    return replace(path_kit(), game="maze-tiles", parts=(*dice_nets.component_sets(), *standees.component_sets()))


def texts(page: Page) -> list[str]:
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    return [item.text for item in iter_items(page.items) if isinstance(item, Text)]


def test_dice_nets_are_custom_dice_on_tabletop_simulators_d6_template():
    from pnp.export.tts import D6_CELLS

    kit = craft_kit()
    nets = kit.parts[0]
    assert isinstance(nets, ComponentSet) and len(nets.dice) == len(nets.fronts) == 2
    plan = plan_game(kit, DPI, Urls(HERE))
    dice = [o for o in plan.objects if o["Name"] == "Custom_Dice"]
    assert [d["Nickname"] for d in dice] == [die.title for die in nets.dice]
    assert not any(o["Name"] in ("DeckCustom", "Card") for o in plan.objects)  # no flat card of a net
    for obj, die in zip(dice, nets.dice):
        image = obj["CustomImage"]
        assert image["CustomDice"] == {"Type": 1}  # a D6
        assert [v["Value"] for v in obj["RotationValues"]] == list(die.names)
        [job] = [plan.images[p] for p in plan.images if image["ImageURL"].endswith(p)]
        picture = Image.open(io.BytesIO(draw(job))).convert("RGB")
        face = alone(die.faces[0], job.dpi).size[0]
        assert picture.size == (3 * face, 3 * face)  # the template: a square of 3 x 3 faces
        for value, (col, row, turned) in enumerate(D6_CELLS):
            cut = picture.crop((col * face, row * face, (col + 1) * face, (row + 1) * face))
            want = alone(die.faces[value], job.dpi)
            mean, _ = compare(cut, want.rotate(180) if turned else want)
            assert mean < 2.0, (die.title, value + 1, mean)
        top = picture.crop((0, 0, 3 * face, face))
        assert top.getextrema() == ((255, 255), (255, 255), (255, 255))  # the template's unused row
        # opposite faces as on the folded net: values 1 and 6, 2 and 5, 3 and 4
        assert len(set(die.faces)) >= 2


def test_standees_stand_as_figurines_without_the_words_for_folding_them():
    kit = craft_kit()
    plan = plan_game(kit, DPI, Urls(HERE))
    standees = kit.parts[1]
    assert isinstance(standees, ComponentSet)
    figurines = [o for o in plan.objects if o["Name"] == "Figurine_Custom"]
    assert len(figurines) == len(standees.fronts) == len(standees.figures)
    assert any("snip" in " ".join(texts(p)) for p in standees.fronts)  # the printed piece says how to fold it
    for job in plan.images.values():  # no image of the export carries paper-craft words
        for page in job.pages:
            words = " ".join(texts(page)).lower()
            for craft in ("fold", "snip", "glue", "cut "):
                assert craft not in words, (page.label, words)


def test_card_shapes_follow_the_component_catalogue():
    from pnp.catalog import components
    from pnp.export.tts import CIRCLE, RECTANGLE, RECTANGLE_ROUNDED, card_type

    def shape(title: str, width: float, height: float) -> int:
        return card_type(ComponentSet(title, "s", (Page(width, height),)))

    for c in components().values():  # every round token of the catalogue is cut round, whatever its title
        if c.shape == "circle":
            assert shape("Tokens", c.width, c.height) == CIRCLE
    assert shape("Objective cards", 63.5, 88.9) == RECTANGLE_ROUNDED
    assert shape("Maze tiles", 70, 70) == RECTANGLE
    assert shape("Square tokens", 20, 20) == RECTANGLE  # the size of no round token
