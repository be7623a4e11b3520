"""Themed output: the default theme changes no byte, low ink stays under 10 % coverage, the colour-blind
theme keeps symbol colours apart (tests/themes/test_colour_cues.py: never by colour alone), large print raises
text honestly."""

from __future__ import annotations

import itertools
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from pnp.catalog import paper
from pnp.kits import kit_files
from pnp.layout.presets import load_preset
from pnp.render.ink import coverage, page_coverages
from pnp.scene.color import Color
from pnp.scene.text import layout_text
from pnp.themes.apply import themed_page
from pnp.themes.files import default_roles, distinct_groups, load_theme

LOW_INK_LIMIT = 0.10  # a kit's mean coverage, (C + M + Y + K) / 4 (pnp.render.ink)
# what a home printer's cartridges are spared with the default theme: a kit's mean, and its darkest page
HOME_MEAN, HOME_PAGE = 0.15, 0.35
DELTA_E = 10.0  # CAM02-UCS distance every pair of a group keeps, in normal vision and each simulation


def _kit(tmp_path: Path, game: str, theme: str | None, jobs: int = 1) -> dict[Path, bytes]:
    preset = replace(load_preset("home"), theme=theme)
    files = kit_files([game], tmp_path, 1, 4, paper("a4"), preset, jobs)
    return {path.relative_to(tmp_path): data for path, data in files.items()}


@pytest.mark.slow
def test_the_default_theme_changes_no_byte(tmp_path):
    """Every file of a kit (PDF, SVGs, previews) is the same with the default theme applied as without."""
    assert _kit(tmp_path, "path-cards", "default") == _kit(tmp_path, "path-cards", None)


@pytest.mark.slow
def test_low_ink_path_cards_kit_is_light(tmp_path):
    """One kit, fast: the path cards (dark hedges and backs, about 11 % with the default theme)."""
    plain = page_coverages(_kit(tmp_path, "path-cards", None)[Path("path-cards/kit.pdf")])
    light = page_coverages(_kit(tmp_path, "path-cards", "low-ink")[Path("path-cards/kit.pdf")])
    assert len(plain) == len(light)
    assert sum(light) / len(light) < LOW_INK_LIMIT
    assert max(light) < max(plain) / 2  # the darkest sheet (the backs) loses at least half its ink
    assert max(light) < 0.15


@pytest.mark.slow
@pytest.mark.parametrize("game", ["labyrinth", "maze-tiles", "path-cards", "notebook"])
def test_low_ink_every_kit_under_ten_percent(tmp_path, game, fewer_deals):
    pdf = _kit(tmp_path, game, "low-ink")[Path(f"{game}/kit.pdf")]
    assert coverage(pdf) < LOW_INK_LIMIT


@pytest.mark.slow
@pytest.mark.parametrize("game", ["labyrinth", "maze-tiles", "path-cards", "notebook"])
def test_the_default_theme_spares_a_home_printers_ink(tmp_path, game, fewer_deals):
    pages = page_coverages(_kit(tmp_path, game, None)[Path(f"{game}/kit.pdf")])
    assert sum(pages) / len(pages) < HOME_MEAN
    darkest = max(range(len(pages)), key=pages.__getitem__)
    assert pages[darkest] < HOME_PAGE, f"page {darkest + 1}: {100 * pages[darkest]:.1f} % ink"


@pytest.mark.slow
def test_themed_kits_are_the_same_bytes_serial_or_parallel(tmp_path):
    games = ["path-cards", "notebook"]
    preset = replace(load_preset("home"), theme="low-ink")
    serial = kit_files(games, tmp_path, 1, 4, paper("a4"), preset, 1)
    parallel = kit_files(games, tmp_path, 1, 4, paper("a4"), preset, 2)
    assert serial == parallel


# --- colour-blind -------------------------------------------------------------------------------------------

def _group_colours(theme_name: str) -> dict[str, list[Color]]:
    """Each group's colours as the theme prints them (a list role stands for each of its colours)."""
    roles, recolor = default_roles(), dict(load_theme(theme_name).recolor)
    out: dict[str, list[Color]] = {}
    for group, members in distinct_groups().items():
        hexes = [h for role in members for h in (roles[role] if isinstance(roles[role], list) else [roles[role]])]
        out[group] = [recolor.get(h, Color.hex(h)) for h in hexes]
    return out


def _min_distance(colours: list[Color]) -> float:
    """The smallest CAM02-UCS ΔE between two colours of the list, seen normally and under protanopia,
    deuteranopia and tritanopia simulated at severity 100 (Machado et al., via colorspacious)."""
    from colorspacious import cspace_convert

    rgb = np.array([[c.r, c.g, c.b] for c in colours])
    views = [rgb] + [np.clip(cspace_convert(rgb, {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100},
                                            "sRGB1"), 0, 1)
                     for kind in ("protanomaly", "deuteranomaly", "tritanomaly")]
    ucs = [cspace_convert(v, "sRGB1", "CAM02-UCS") for v in views]
    return min(float(np.linalg.norm(u[i] - u[j])) for u in ucs for i, j in itertools.combinations(range(len(rgb)), 2))


def test_colour_blind_groups_stay_apart():
    groups = _group_colours("colour-blind")
    assert set(groups) == {"labyrinth-symbols", "maze-tiles-keys", "maze-tiles-heroes", "notebook-keys",
                           "path-cards-treasures"}
    far = {group: _min_distance(colours) for group, colours in groups.items()}
    assert all(d > DELTA_E for d in far.values()), far


def test_the_default_palette_needs_the_colour_blind_theme():
    """The check can fail: the default labyrinth symbols fall together under some colour blindness."""
    assert _min_distance(_group_colours("default")["labyrinth-symbols"]) < DELTA_E


# --- large print --------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_large_print_raises_text_only_where_it_fits(tmp_path):
    """Text below 12 pt grows to 12 pt when its box holds it, and no text of the theme overflows its box
    unless it already did; what stays small is text whose box cannot hold 12 pt."""
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    theme = load_theme("large-print")
    from pnp import api

    doc = api.document(api.generate("sheet", seed=2))
    raised = stayed = 0
    for page in doc.pages:
        before = [t for t in iter_items(page.items) if isinstance(t, Text)]
        after = [t for t in iter_items(themed_page(page, theme).items) if isinstance(t, Text)]
        assert len(before) == len(after)
        for old, new in zip(before, after):
            if layout_text(old).size >= 12:
                assert new.size == old.size
            elif new.size != old.size:
                raised += 1
                assert new.size == 12 and not layout_text(new).overflow
            else:
                stayed += 1
                assert layout_text(replace(old, size=12, min_size=None)).overflow
    # On a labyrinth sheet every small text sits in a box sized for it: nothing can grow (docs/themes.md)
    assert raised + stayed > 0


def test_the_text_floor_raises_text_that_has_room():
    from pnp.scene.model import Page, Text

    roomy, tight = Text("Hearts", 10, 10, 80, 20, size=7), Text("Hearts", 10, 40, 8, 2.6, size=7)
    themed = themed_page(Page(100, 100, (roomy, tight)), load_theme("large-print")).items
    assert [t.size for t in themed] == [12, 7]  # type: ignore[union-attr]


def test_low_ink_one_page_fast():
    """One dark page, themed: a path card's back (a full-bleed dark green) prints far lighter."""
    from pnp.catalog import component
    from pnp.games.path_cards.draw import card_back
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document

    back = card_back(component("poker-card"))
    plain = coverage(render_pdf(Document((back,))))
    light = coverage(render_pdf(Document((themed_page(back, load_theme("low-ink")),))))
    assert plain > 0.2 and light < plain / 3
