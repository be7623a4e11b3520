"""A check, before any generating, that every part of the asked kits fits the preset and paper.

:func:`check_fit` refuses at once, naming the game and the part, a preset
and paper on which some component of a kit cannot be imposed. It asks the
same imposition code the kit uses with blank stand-ins of each component's
size (each game lists them: :meth:`pnp.game.Game.footprints`), so it needs no
generating. A game whose kit holds a booklet names the booklet's page size.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.budgets import check_png_page
from pnp.catalog import COMPONENT_BLEED, Paper
from pnp.errors import PnpError
from pnp.layout.impose import component_sheets
from pnp.layout.presets import Preset
from pnp.parts import ComponentSet
from pnp.registry import game
from pnp.scene.model import Page


def check_fit(games: Sequence[str], paper: Paper, preset: Preset) -> None:
    """Raise one clear error if some part of a kit cannot go on ``paper`` with ``preset``; cheap."""
    if preset.layout == "png":
        _check_pixels(games, preset, paper)
    if preset.layout != "sheets":
        return  # one component per page (decks, PNGs): any size goes
    for name in games:
        about = game(name)
        for fp in about.footprints(paper, preset.card_size):
            stand_in = Page(fp.width, fp.height, (), bleed=COMPONENT_BLEED)
            part = ComponentSet(fp.title, "fit", (stand_in,), (stand_in,) if fp.two_sided else ())
            try:
                component_sheets(part, preset, paper)
            except PnpError:
                raise PnpError(
                    f"preset {preset.key!r} cannot print the {about.name} kit on {paper.name}: "
                    f"its {fp.title.lower()} ({fp.width:g} × {fp.height:g} mm) do not fit with their bleed and "
                    "marks (try a larger --paper, or a preset with less bleed, smaller marks or another layout)"
                ) from None
        booklet = about.booklet(paper)
        if booklet is not None:
            _check_booklet(about.name, paper, *booklet)


def _check_pixels(games: Sequence[str], preset: Preset, paper: Paper) -> None:
    """A PNG per component side, its bleed included: each within the pixel budget at the preset's dpi."""
    for name in games:
        for fp in game(name).footprints(paper, preset.card_size):
            check_png_page(fp.width + 2 * COMPONENT_BLEED, fp.height + 2 * COMPONENT_BLEED, preset.dpi,
                           f"a PNG of the {name} kit's {fp.title.lower()}")


def _check_booklet(name: str, paper: Paper, page: Paper, per_side: int) -> None:
    from pnp.layout.booklet import plan_booklet

    try:
        plan_booklet(4, page.width, page.height, paper, per_side)
    except PnpError:
        raise PnpError(f"the {name} kit's booklet ({page.name} pages) does not fit on {paper.name} "
                       "(use A4 or Letter)") from None
