"""The layout check over every page of every kit and of the small book in every language pnp prints: the kits on
A4 and Letter as designed and in large print (a 12 pt floor on A4), the book at 6 × 9 in as designed and at
8.5 × 11 in in large print. Zero findings everywhere: no text leaves its box, overlaps another or prints under
the floor, in the words of each language (not a stand-in: the catalogs' own translations); and every letter a
kit prints is one its font draws.

And every printed word went through the catalogs: each kit and the small book drawn in the pseudo-language
(``qps``) have no plain English word left (pnp.kits.language_check), licence texts and names aside."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.catalog import paper
from pnp.game import KitRequest
from pnp.i18n import PSEUDO, language
from pnp.i18n.catalogs import languages
from pnp.kits.language_check import kit_escapes, kit_missing_glyphs
from pnp.kits.layout_sweep import check_kit
from pnp.layout.presets import load_preset
from pnp.registry import game, kit_games

OTHER = [c for c in languages() if c != "en"]
DESIGNED, LARGE = 0.0, 12.0
CONFIGS = (("a4", DESIGNED), ("letter", DESIGNED), ("a4", LARGE))


def kit(name: str, sheet: str, floor: float):
    preset = load_preset("home")
    on = replace(paper(sheet), text_floor=floor) if floor else paper(sheet)
    g = game(name)
    with pytest.MonkeyPatch.context() as patch:  # fewer simulated games behind a report's figures: same drawing
        patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)
        patch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)
        spec = g.make_kit(KitRequest(1, 4, on, preset.layout, 1, g.prepare_kit_options({}), None))
    return spec, preset, on


@pytest.mark.slow
@pytest.mark.parametrize("code", OTHER)
@pytest.mark.parametrize("name", kit_games())
@pytest.mark.parametrize(("sheet", "floor"), CONFIGS, ids=["a4", "letter", "large-print"])
def test_every_page_of_every_kit_is_laid_out_without_a_fault_in_every_language(code, name, sheet, floor):
    with language(code):
        spec, preset, on = kit(name, sheet, floor)
        found = [f for fs in check_kit(spec, preset, on, floor or on.text_floor).values() for f in fs]
        missing = kit_missing_glyphs(spec, preset, on) if (sheet, floor) == CONFIGS[0] else []
    assert not found, f"{len(found)} findings, e.g.\n  " + "\n  ".join(map(str, found[:12]))
    # every letter printed is one its font draws (the display font's Polish letters: its extended face)
    assert not missing, "\n  ".join(f"{m.where}: {m.font} lacks {m.characters!r} in {m.text[:50]!r}"
                                     for m in missing[:12])


@pytest.mark.parametrize("name", [pytest.param(n, marks=[] if n == "path-cards" else [pytest.mark.slow])
                                  for n in kit_games()])
def test_every_printed_word_of_a_kit_goes_through_the_catalog(name):
    with language(PSEUDO):
        spec, preset, on = kit(name, "a4", DESIGNED)
        found = kit_escapes(spec, preset, on)
    shown = sorted({f"{e.where}: {e.text[:80]!r}" for e in found})
    assert not found, f"{len(shown)} texts print English words, e.g.\n  " + "\n  ".join(shown[:20])


@pytest.mark.slow
@pytest.mark.parametrize("code", OTHER)
@pytest.mark.parametrize(("trim_key", "floor"), [("6x9", 0.0), ("8.5x11", 12.0)], ids=["6x9", "large-print"])
def test_every_page_of_the_small_book_is_laid_out_without_a_fault_in_every_language(code, trim_key, floor):
    from layout_check.test_book_sweep import small_book_findings

    with language(code):
        _pages, found, flow = small_book_findings(trim_key, floor, pseudo=False)
    assert not found and not flow, f"{len(found)} findings, {len(flow)} flow faults, e.g.\n  " + "\n  ".join(
        [*map(str, found[:12]), *flow[:5]])
