"""The pieces a player cuts and folds: a standee per hero and for the monster, centre tiles marked on the back.

The standees are read back from the drawn scene (the fold line, both faces, where each item lands once the
upper face is turned about the fold); the centre backs from the sheets and decks the layout puts on paper.
"""

from __future__ import annotations

import tomllib
from collections import Counter

import pytest
from maze_tiles_helpers import EPS, assert_inside_bleed, item_bounds, line_segments, rect_of

from pnp.catalog import paper
from pnp.game import KitRequest
from pnp.games.maze_tiles import printouts, standees, tile_faces
from pnp.games.maze_tiles.content import DATA_DIR
from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.model import VARIANTS
from pnp.games.maze_tiles.monsters import monster
from pnp.games.maze_tiles.palette import HERO_RGB
from pnp.layout.impose import component_sheets, deck_pages
from pnp.layout.presets import load_preset
from pnp.registry import game
from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.color import Color
from pnp.scene.model import Group, Icon, Item, Page, Path, Text

# --- reading a standee back -------------------------------------------------------------


def leaves(items, t: Affine = IDENTITY):
    """Every drawn item with the transform it is drawn under."""
    for item in items:
        if isinstance(item, Group):
            yield from leaves(item.items, item.transform.then(t))
        else:
            yield item, t


def fold_and_strip(page: Page) -> tuple[float, tuple[float, float, float, float]]:
    """The fold line (the dashed horizontal line) and the strip (the outlined rectangle the fold crosses)."""
    folds = [seg for item, _ in leaves(page.items) if isinstance(item, Path) and item.style.dash
             for seg in line_segments(item) if abs(seg[0][1] - seg[1][1]) < EPS]
    assert len(folds) == 1, f"{page.label}: one horizontal fold line, found {len(folds)}"
    fy = folds[0][0][1]
    strips = [rect_of(item) for item, _ in leaves(page.items) if isinstance(item, Path)
              and item.style.fill is None and item.style.stroke is not None and not item.style.dash
              and rect_of(item) is not None and rect_of(item)[1] < fy < rect_of(item)[3]]
    assert len(strips) == 1, f"{page.label}: one strip crossing the fold"
    return fy, strips[0]


def signature(item: Item) -> tuple:
    if isinstance(item, Text):
        return ("text", item.text, item.font, item.size, item.color)
    if isinstance(item, Icon):
        return ("icon", item.name, item.color)
    assert isinstance(item, Path)
    return ("path", item.style.fill, item.style.stroke)


def faces(page: Page) -> tuple[float, list, list]:
    """The items of the strip below the fold and above it, each as (signature, bounds, transform)."""
    fy, (x0, y0, x1, y1) = fold_and_strip(page)
    below, above = [], []
    for item, t in leaves(page.items):
        box = item_bounds(item, t)
        if box is None or box[0] < x0 - EPS or box[2] > x1 + EPS or box[1] < y0 - EPS or box[3] > y1 + EPS:
            continue  # off the strip: the white ground, the base
        if box[1] >= fy - EPS:
            below.append((signature(item), box, t))
        elif box[3] <= fy + EPS:
            above.append((signature(item), box, t))
    return fy, below, above


def turned_about(box, cx: float, fy: float) -> tuple:
    """A box turned half a turn about (cx, fy): where the upper face's item lies once folded back and seen."""
    return (2 * cx - box[2], 2 * fy - box[3], 2 * cx - box[0], 2 * fy - box[1])


def key(sig, box) -> tuple:
    return (sig, tuple(round(v, 4) for v in box))


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_standees_two_faces_mirror_each_other_about_the_fold(variant):
    for page in standees.standees(variant):
        assert_inside_bleed(page)
        fy, below, above = faces(page)
        _, (x0, _, x1, _) = fold_and_strip(page)
        cx = (x0 + x1) / 2
        assert len(below) >= 5 and len(below) == len(above), page.label
        # every item of the lower face has its twin on the upper face, as far from the fold, turned half a turn
        assert Counter(key(s, b) for s, b, _ in below) == Counter(key(s, turned_about(b, cx, fy)) for s, b, _ in above)
        # ...and the upper face's words are drawn upside down, so they read the right way up once folded back
        for sig, _, t in above:
            if sig[0] == "text":
                a, b, c, d, _, _ = t.as_tuple()
                assert (round(a, 9), round(d, 9)) == (-1.0, -1.0) and abs(b) < EPS and abs(c) < EPS
        assert len([s for s, _, _ in below if s[0] == "text"]) == 1  # the name, once a face


def test_every_hero_in_heroes_toml_and_the_monster_of_each_variant_has_a_standee():
    heroes = tomllib.loads((DATA_DIR / "heroes.toml").read_text())["hero"]
    variants = tomllib.loads((DATA_DIR / "variants.toml").read_text())["monster"]
    for variant in VARIANTS:
        pages = standees.standees(variant)
        drawn = {}
        for page in pages:
            _, below, _ = faces(page)
            (name,) = [s[1] for s, _, _ in below if s[0] == "text"]
            fills = {s[1] for s, _, _ in below if s[0] == "path" and s[1] is not None}
            drawn[name] = fills
        expected = {h["name"] for h in heroes.values()} | {variants[variant]["name"]}
        assert set(drawn) == expected and len(pages) == len(expected)
        for colour, hero in heroes.items():
            assert HERO_RGB[colour] in drawn[hero["name"]]  # the hero's own colour
        assert Color.hex(variants[variant]["colour"]) in drawn[variants[variant]["name"]]


def test_a_standee_has_a_slotted_base_its_folded_feet_fit():
    page = standees.standees()[0]
    fy, (x0, y0, x1, y1) = fold_and_strip(page)
    cuts = [rect_of(item) for item, _ in leaves(page.items) if isinstance(item, Path) and item.style.fill is None
            and item.style.stroke is not None and not item.style.dash and rect_of(item) is not None]
    slots = [r for r in cuts if r[1] > y1 and (r[3] - r[1]) < 3]
    assert len(slots) == 1
    sx0, sy0, sx1, sy1 = slots[0]
    assert sx1 - sx0 > x1 - x0  # the strip's width goes in
    assert abs((y1 - fy) - (fy - y0)) < EPS  # both feet end together once folded
    base_folds = [seg for item, _ in leaves(page.items) if isinstance(item, Path) and item.style.dash
                  for seg in line_segments(item) if abs(seg[0][0] - seg[1][0]) < EPS]
    assert any(abs(a[0] - (sx0 + sx1) / 2) < EPS and min(a[1], b[1]) < sy0 and max(a[1], b[1]) > sy1
               for a, b in base_folds)  # folding the base there halves the slot: scissors can snip it


# --- the kit holds them ------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_kit_holds_the_standees_and_the_variants_cards(monkeypatch, variant):
    monkeypatch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 10)
    options = game("maze-tiles").prepare_kit_options({"variant": variant})
    spec = printouts.kit(KitRequest(1, 4, paper("a4"), options=options))
    parts = {p.title: p for p in spec.parts}
    assert "Hero and monster standees" in parts
    labels = [p.label for p in parts["Hero and monster standees"].fronts]
    assert labels[-1] == f"standee {variant}" and len(labels) == 5
    deck = parts["Desperation cards"]
    extra = [p for p in deck.fronts if p.label.endswith(f"({variant})")]
    assert len(extra) == (0 if variant == "minotaur" else 15) and len(deck.fronts) == 60 + len(extra)
    assert len(deck.backs) == 1  # one back for the whole deck: the variant's cards are shuffled in
    assert spec.models["maze-tiles.json"]["variant"] == variant
    titles = [f.title for f in game("maze-tiles").footprints()]
    assert "Hero and monster standees" in titles


# --- the centre tiles' backs --------------------------------------------------------------------------


def placed_components(sheet: Page) -> list[tuple[float, float, list[str]]]:
    """Each component on a sheet: its trim box's top-left and its words."""
    out = []
    for item in sheet.items:
        if isinstance(item, Group) and item.clip is not None:
            x, y = item.transform.apply(0, 0)
            out.append((x, y, [t.text for t, _ in leaves(item.items) if isinstance(t, Text)]))
    return out


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_on_duplex_sheets_each_centre_tile_has_the_centre_back_behind_it(paper_name):
    ts = generate_tileset(3)
    centre = {t.tile_id for t in ts.tiles if t.role in ("start", "center")}
    assert len(centre) == 8
    sheet_paper = paper(paper_name)
    sheets, duplex = component_sheets(tile_faces.tile_set(ts), load_preset("home"), sheet_paper)
    assert duplex and len(sheets) % 2 == 0
    side = 70.0
    seen = 0
    for front, back in zip(sheets[::2], sheets[1::2]):
        backs = {(round(sheet_paper.width - x - side, 4), round(y, 4)): words for x, y, words in
                 placed_components(back)}  # where each back lands once the sheet turns over its long edge
        for x, y, words in placed_components(front):
            tile_id = words[0]
            behind = backs[(round(x, 4), round(y, 4))]
            assert ("Centre" in behind) == (tile_id in centre), tile_id
            seen += tile_id in centre
    assert seen == 8


def test_in_the_card_service_deck_each_centre_tile_is_followed_by_the_centre_back():
    ts = generate_tileset(5)
    pages = deck_pages(tile_faces.tile_set(ts), load_preset("print-shop"))
    assert len(pages) == 98
    roles = {t.tile_id: t.role for t in ts.tiles}
    for front, back in zip(pages[::2], pages[1::2]):
        (tile_id,) = [t.text for t, _ in leaves(front.items) if isinstance(t, Text)]
        words = [t.text for t, _ in leaves(back.items) if isinstance(t, Text)]
        assert words == (["Centre"] if roles[tile_id] in ("start", "center") else [])


def test_the_centre_back_differs_from_the_plain_back_in_ground_and_picture():
    plain, centre = tile_faces.tile_back(), tile_faces.centre_back()
    ground = [i.style.fill for i in (plain.items[0], centre.items[0])]
    assert ground[0] != ground[1]
    pictures = [{i.name for i, _ in leaves(p.items) if isinstance(i, Icon)} for p in (plain, centre)]
    assert pictures[0].isdisjoint(pictures[1])


def test_the_variants_monster_matches_its_standee_and_card_mark():
    for variant in VARIANTS[1:]:
        m = monster(variant)
        assert m.rule and len(m.deck()) == 15
