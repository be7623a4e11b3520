"""Issue 29, item 1: a kit's cover sells the game, as a box's front does: the game's own title and tagline, how
many play, from what age and for how long (``Game.box``), over key art drawn from the kit's own content
(``Game.key_art``: the same seed draws the same bytes, another seed another picture). The seed, the preset
and pnp's version leave the cover for the contents page's small print. The cover holds at large print and
pseudo-localised, and its words stand out from what is behind them (a contrast ratio of at least 4.5:1)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from pnp.catalog import paper
from pnp.game import BoxFacts, KitRequest
from pnp.kits.build import kit_pages
from pnp.kits.layout_sweep import check_named, kit_own_pages
from pnp.layout.presets import load_preset
from pnp.parts import KitSpec
from pnp.registry import game, kit_games
from pnp.render.pdf import render_pdf
from pnp.scene.model import Document, Page, Text
from pnp.scene.pseudo import pseudo_locale
from pnp.scene.walk import iter_items
from pnp.themes.files import load_theme
from pnp.version import __version__

GAMES = ("labyrinth", "maze-tiles", "notebook", "path-cards")
SEED_NAMES = ("Karak", "Labyrinthos", "Labyrinth: The Card Game", "Paper Apps")


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    monkeypatch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)  # fewer deals: figures, not drawing
    monkeypatch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)


def made(name: str, seed: int = 1, sheet: str = "a4", floor: float = 0.0) -> KitSpec:
    g = game(name)
    on = replace(paper(sheet), text_floor=floor)
    return g.make_kit(KitRequest(seed, 2, on, "sheets", 1, g.prepare_kit_options({}), None))


def texts(page: Page) -> list[str]:
    return [t.text for t in iter_items(page.items) if isinstance(t, Text)]


def test_every_game_with_a_kit_has_box_facts_of_its_own_and_key_art():
    assert set(kit_games()) == set(GAMES)
    titles = set()
    for name in GAMES:
        box = game(name).box
        assert box is not None and game(name).key_art is not None, name
        assert box.tagline and box.players[0] >= 1 and box.ages >= 3 and box.minutes[0] > 0
        assert not any(seed.lower() in box.title.lower() for seed in SEED_NAMES), box.title
        titles.add(box.title)
    assert len(titles) == len(GAMES)


def test_box_facts_read_as_a_box_says_them():
    box = BoxFacts("T", "t", (1, 8), 8, (10, 20))
    assert box.facts == ("1–8 players", "Ages 8+", "10–20 minutes")
    assert BoxFacts("T", "t", (1, 1), 10, (60, 60)).facts == ("1 player", "Ages 10+", "60 minutes")
    with pytest.raises(Exception, match="box facts"):
        BoxFacts("T", "t", (4, 2), 8, (10, 20))


@pytest.mark.parametrize("name", GAMES)
def test_the_cover_shows_the_game_and_its_facts_and_the_contents_page_the_seed_and_preset(name):
    preset = load_preset("home")
    kit = kit_pages(made(name), preset, paper("a4"))
    box = game(name).box
    assert box is not None
    cover = " ".join(texts(kit.pages[0]))
    for said in (box.title, box.tagline, *box.facts):
        assert said in cover, (said, cover)
    for gone in ("seed", "preset", preset.name, "pnp", __version__):
        assert gone not in cover, (gone, cover)
    contents = " ".join(texts(kit.pages[1]))
    assert f"Made by pnp {__version__} · seed 1 · {preset.name}, A4" in contents


@pytest.mark.parametrize("name", GAMES)
def test_the_key_art_is_the_same_bytes_for_the_same_seed_and_another_picture_for_another(name):
    def art(seed: int) -> bytes:
        page = game(name).cover_art(made(name, seed), 170.0, 180.0)
        assert page is not None and page.width == 170.0 and page.height == 180.0
        assert not any(isinstance(i, Text) for i in iter_items(page.items))  # a picture, no words
        return render_pdf(Document((page,)))

    first = art(1)
    assert art(1) == first
    assert art(2) != first


def _cover_findings(name: str, sheet: str, floor: float, pseudo: bool) -> list:
    on = replace(paper(sheet), text_floor=floor)
    preset = load_preset("home")
    if pseudo:
        with pseudo_locale():
            spec = made(name, sheet=sheet, floor=floor)
            cover = next(kit_own_pages(spec, preset, on))
    else:
        cover = next(kit_own_pages(made(name, sheet=sheet, floor=floor), preset, on))
    assert cover.where.endswith("(cover)")
    theme = load_theme("large-print") if floor >= 12 else load_theme("default")
    return check_named(cover, floor, theme, pseudo)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("pseudo", [False, True], ids=["plain", "pseudo"])
def test_the_cover_passes_the_layout_check_at_large_print_on_letter_and_pseudo_localised(name, pseudo):
    assert _cover_findings(name, "letter", 12.0, pseudo) == []


def contrast(a: float, b: float) -> float:
    """WCAG's contrast ratio of two relative luminances."""
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def _linear(c: np.ndarray) -> np.ndarray:
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


@pytest.mark.parametrize("name", GAMES)
def test_every_word_on_the_cover_stands_out_from_what_is_behind_it(name):
    """The cover drawn without its words, read back as pixels: under every text's box, each pixel's contrast
    with the text's colour is at least 4.5:1 (WCAG AA for normal text)."""
    import pypdfium2 as pdfium

    preset = load_preset("home")
    cover = kit_pages(made(name), preset, paper("a4")).pages[0]
    words = [t for t in cover.items if isinstance(t, Text)]
    assert len(words) >= 5  # the title, the tagline and the three facts
    ground = replace(cover, items=tuple(i for i in cover.items if not isinstance(i, Text)))
    dpi = 50
    page = pdfium.PdfDocument(render_pdf(Document((ground,))))[0]
    rgb = np.asarray(page.render(scale=dpi / 72).to_pil().convert("RGB"), dtype=np.float64) / 255.0
    lum = _linear(rgb) @ np.array([0.2126, 0.7152, 0.0722])
    px = dpi / 25.4
    for t in words:
        x0, y0 = int((t.x + cover.bleed) * px), int((t.y + cover.bleed) * px)
        x1, y1 = int((t.x + t.width + cover.bleed) * px) + 1, int((t.y + t.height + cover.bleed) * px) + 1
        behind = lum[y0:y1, x0:x1]
        ink = float(_linear(np.array([t.color.r, t.color.g, t.color.b])) @ np.array([0.2126, 0.7152, 0.0722]))
        worst = min(contrast(ink, float(behind.min())), contrast(ink, float(behind.max())))
        assert worst >= 4.5, (name, t.text, round(worst, 2))


@pytest.mark.parametrize("name", GAMES)
def test_the_cover_s_ink_stays_moderate(name):
    """Issue 29, item 3: no kit page over 35 % ink coverage; the cover, key art and all, stays under 20 %."""
    from pnp.render.ink import page_coverages

    cover = kit_pages(made(name), load_preset("home"), paper("a4")).pages[0]
    assert page_coverages(render_pdf(Document((cover,))))[0] < 0.20
