"""Large print (issue 15): no text under 12 pt anywhere in what a large-print kit prints, read from the pages
as drawn (sizes after any shrink to fit, times every group's scale)."""

from __future__ import annotations

import pytest

from pnp.game import KitRequest
from pnp.kits.build import kit_pages
from pnp.layout.presets import load_preset
from pnp.registry import game, kit_games
from tests.large_print import large, small_texts


@pytest.mark.slow
@pytest.mark.parametrize("name", kit_games())
@pytest.mark.parametrize("sheet", ["a4", "letter"])
def test_a_large_print_kit_prints_no_text_under_12_pt(name, sheet, fewer_deals):
    preset = load_preset("home")
    on = large(sheet)
    spec = game(name).make_kit(KitRequest(1, 4, on, preset.layout))
    small = small_texts(kit_pages(spec, preset, on).pages)
    assert not small, f"{len(small)} texts under 12 pt, e.g. " + "; ".join(small[:8])
