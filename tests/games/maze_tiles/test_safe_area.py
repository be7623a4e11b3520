"""Everything that matters on a maze-tiles component keeps inside its safe area, as designed and in large print:
art a cut that drifts 1-2 mm could shave off either runs into the bleed or keeps inside the safe line (the
layout check's ``unsafe`` rule, :mod:`pnp.scene.layout_check`), and the parts with a safe area of their own say so
(:attr:`ComponentSet.safe`)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.catalog import paper
from pnp.games.maze_tiles.printouts import components
from pnp.games.maze_tiles.sizes import AID_SAFE, BOARD_SAFE
from pnp.kits.layout_sweep import part_pages
from pnp.scene.layout_check import UNSAFE, check_page

LARGE = replace(paper("a4"), text_floor=12.0)
# the sets made clean (issue 28), as designed and in large print; the others are swept by
# tests/layout_check/test_kit_sweep.py as they stand. The designed key token's parchment disc (12.6 mm of the
# 13.5 mm safe circle) is a path of Béziers, which the check follows along its curves (by their control points it
# reached 14.4 mm out); the designed player aid's hero icon keeps its ink inside the safe line
CLEAN = [(look, slug) for look in ("designed", "large print")
         for slug in ("tiles", "hero-boards", "standees", "feet-tokens", "key-tokens", "desperation-cards",
                      "player-aids", "dice")]


@pytest.fixture(scope="module")
def drawn(tileset):
    return {look: {part.slug: part for part in components(tileset, LARGE if look == "large print" else None)}
            for look in ("designed", "large print")}


@pytest.mark.parametrize(("look", "slug"), CLEAN)
def test_no_art_or_words_cross_the_safe_area(drawn, look, slug):
    found = [f for named in part_pages(drawn[look][slug]) for f in check_page(named.page, named.where,
                                                                                safe=named.safe)
             if f.kind == UNSAFE]
    assert not found, f"{len(found)} findings, e.g. " + "; ".join(map(str, found[:4]))


@pytest.mark.parametrize("look", ["designed", "large print"])
def test_boards_and_aids_declare_their_own_safe_area(drawn, look):
    """A hero board keeps 5 mm and a player aid 4.5 mm (paper sizes, not catalog components: without the
    declaration the check would hold them to the 3 mm default)."""
    assert drawn[look]["hero-boards"].safe == BOARD_SAFE
    assert drawn[look]["player-aids"].safe == AID_SAFE
