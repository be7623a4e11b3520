"""Fitting a kit to its paper: document pages on the paper exactly, and a check that runs before any work.

Home kits (layout "sheets") are printed at 100 % on a home printer, so every
page of kit.pdf is the paper itself: :func:`on_paper` puts a document page
(a labyrinth sheet, an answer key, a report) on a page of exactly the
paper's size, dropping the bleed a print shop would want (a home printer
cannot print it) and scaling a page drawn for a larger paper down to fit.

:func:`check_fit` refuses at once, naming the game and the part, a preset
and paper on which some component of a kit cannot be imposed. It asks the
same imposition code the kit uses, with blank stand-ins of each
component's size (:func:`footprints`), so it needs no generating.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from pnp.errors import PnpError
from pnp.layout.presets import Preset
from pnp.catalog import COMPONENT_BLEED, Paper
from pnp.scene.model import Page
from pnp.scene.shapes import placed

GAME_NAMES = {"labyrinth": "labyrinth", "tiles": "maze-tile", "cards": "path-card", "notebook": "notebook"}


@dataclass(frozen=True)
class Footprint:
    """One component set of a kit as the imposition sees it: its trim size and whether it has backs."""

    title: str
    width: float
    height: float
    two_sided: bool


def footprints(game: str) -> list[Footprint]:
    """The component sets a game's kit imposes (``pnp.kits.games`` builds them; a test keeps the two in step)."""
    from pnp.catalog import component

    if game == "labyrinth":
        from pnp.games.minigames.draw import tile_size

        poker, tile, token = component("poker-card"), tile_size(), component("token-25")
        return [Footprint("Objective cards", poker.width, poker.height, True),
                Footprint("Minigame tiles", tile.width, tile.height, True),
                Footprint("Speed tokens", token.width, token.height, True),
                Footprint("Player aids", poker.width, poker.height, False)]
    if game == "tiles":
        from pnp.games.maze_tiles import printables as p
        from pnp.games.maze_tiles.draw import TILE

        sizes = [("Maze tiles", TILE, True), ("Hero boards", p.BOARD, False), ("Player aids", p.AID, True),
                 ("Hand action tokens", p.ACTION_TOKEN, True), ("Feet action tokens", p.ACTION_TOKEN, True),
                 ("Wound tokens", p.WOUND_TOKEN, True), ("Wall tokens", p.WALL_TOKEN, True),
                 ("Key tokens", p.KEY_TOKEN, True), ("Desperation cards", p.POKER, True),
                 ("Dice nets", p.NET_PAGE, False)]
        return [Footprint(title, size.width, size.height, two) for title, size, two in sizes]
    if game == "cards":
        card = component("square-card")
        return [Footprint("Path cards and rules card", card.width, card.height, True)]
    return []  # the notebook has document pages only (its booklet: see _check_booklet)


def check_fit(games: Sequence[str], paper: Paper, preset: Preset) -> None:
    """Raise one clear error if some part of a kit cannot go on ``paper`` with ``preset``; cheap."""
    if preset.layout != "sheets":
        return  # one component per page (decks, PNGs): any size goes
    from pnp.kits.build import component_sheets
    from pnp.parts import ComponentSet

    for game in games:
        for fp in footprints(game):
            stand_in = Page(fp.width, fp.height, (), bleed=COMPONENT_BLEED)
            part = ComponentSet(fp.title, "fit", (stand_in,), (stand_in,) if fp.two_sided else ())
            try:
                component_sheets(part, preset, paper)
            except PnpError:
                raise PnpError(
                    f"preset {preset.key!r} cannot print the {GAME_NAMES.get(game, game)} kit on {paper.name}: "
                    f"its {fp.title.lower()} ({fp.width:g} × {fp.height:g} mm) do not fit with their bleed and "
                    "marks (try a larger --paper, or a preset with less bleed, smaller marks or another layout)"
                ) from None
        if game == "notebook":
            _check_booklet(paper)


def _check_booklet(paper: Paper) -> None:
    """The notebook's booklet: half-letter pages two-up on US paper, A6 four-up otherwise (as notebook_kit)."""
    from pnp.layout.booklet import plan_booklet
    from pnp.catalog import paper as find_paper

    us = paper.key in ("letter", "tabloid", "half-letter")
    page = find_paper("half-letter" if us else "a6")
    try:
        plan_booklet(4, page.width, page.height, paper, 2 if us else 4)
    except PnpError:
        raise PnpError(f"the notebook kit's booklet ({page.name} pages) does not fit on {paper.name} "
                       "(use A4 or Letter)") from None


def on_paper(page: Page, paper: Paper) -> Page:
    """A document page on a page of exactly the paper's size (turned to the page's orientation).

    A page drawn for this paper keeps its drawing and loses its bleed (and
    slug), so its MediaBox is the paper; any other page is centred, scaled
    down if it is larger, clipped to its trim box.
    """
    sheet = paper.landscape() if (page.width > page.height) != (paper.width > paper.height) else paper
    if abs(page.width - sheet.width) < 1e-6 and abs(page.height - sheet.height) < 1e-6:
        if page.bleed == 0 and page.slug == 0:
            return page
        return replace(page, width=sheet.width, height=sheet.height, bleed=0.0, slug=0.0)
    s = min(1.0, sheet.width / page.width, sheet.height / page.height)
    x, y = (sheet.width - page.width * s) / 2, (sheet.height - page.height * s) / 2
    return Page(sheet.width, sheet.height, (placed(page, x, y, s),), bleed=0.0, label=page.label)
