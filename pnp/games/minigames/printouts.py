"""What minigame tiles print: tiles (puzzle side, artwork side), answer keys, and the generate command."""

from __future__ import annotations

from collections.abc import Sequence

from pnp.catalog import Component, Paper
from pnp.catalog import paper as find_paper
from pnp.errors import PnpError
from pnp.game import Context, Made
from pnp.games.minigames.base import DIFFICULTIES, Tile
from pnp.i18n import _
from pnp.parts import ComponentSet, DocPages, Part, Printout


def tile_part(tiles: Sequence[Tile], duplex: bool = True, paper: Paper | None = None,
              size: Component | None = None) -> ComponentSet:
    """The tiles: puzzle side with its artwork side behind (duplex), or both sides next to each other, of
    ``size`` (else the tile the paper's text floor asks for), every text at or above that floor."""
    from pnp.games.minigames.draw import artwork_page, puzzle_page, side_by_side_page, tile_size

    floor = paper.text_floor if paper else 0.0
    size = size or tile_size(floor)
    if duplex:
        return ComponentSet(_("Minigame tiles"), "minigame-tiles",
                            tuple(puzzle_page(t, size, text_floor=floor) for t in tiles),
                            tuple(artwork_page(t, size, text_floor=floor) for t in tiles), care="solve-on")
    both = tuple(side_by_side_page(t, size, text_floor=floor) for t in tiles)
    return ComponentSet(_("Minigame tiles"), "minigame-tiles", both, care="solve-on")


def draw(tiles: Sequence[Tile], paper: Paper | None = None, answers: bool = True, duplex: bool = True) -> Printout:
    from pnp.games.minigames.answer_keys import answer_pages

    parts: list[Part] = [tile_part(tiles, duplex, paper)]
    if answers:
        keys = tuple(answer_pages(list(tiles), paper or find_paper("a4")))
        parts.append(DocPages(_("Minigame answers"), "minigame-answers", keys, answers=True))
    return Printout(tuple(parts), _("Minigame tiles"), f"{len(tiles)} tiles")


def _asked(options: dict) -> tuple[list[str], list[str]]:
    """The minigames and difficulties the options ask for, checked."""
    from pnp.choices import choice_list
    from pnp.games.minigames.catalog import types

    chosen = choice_list("--type", options["type"], types(), "minigame")
    difficulty = options["difficulty"]
    if difficulty not in ("easy", "hard", "both"):
        raise PnpError(f"--difficulty: expected easy, hard or both, got {difficulty!r}")
    return chosen, list(DIFFICULTIES) if difficulty == "both" else [difficulty]


def plan(options: dict, paper: Paper) -> Printout:
    """What :func:`make_set` will draw for these options, as blank pages of the right sizes and numbers, known
    before any tile is generated: the page budget is checked on it (``Command.plan``)."""
    from math import ceil

    from pnp.catalog import COMPONENT_BLEED
    from pnp.games.minigames.answer_keys import answer_grid
    from pnp.games.minigames.draw import SIDE_GAP, tile_size
    from pnp.scene.model import Page

    chosen, diffs = _asked(options)
    count = len(chosen) * len(diffs) * options["count"]
    size = tile_size(paper.text_floor)
    if options["single_sided"]:
        both = Page(2 * size.width + SIDE_GAP, size.height, (), bleed=COMPONENT_BLEED)  # side_by_side_page's
        parts: list[Part] = [ComponentSet(_("Minigame tiles"), "minigame-tiles", (both,) * count, care="solve-on")]
    else:
        side = Page(size.width, size.height, (), bleed=COMPONENT_BLEED)
        parts = [ComponentSet(_("Minigame tiles"), "minigame-tiles", (side,) * count, (side,) * count,
                                   care="solve-on")]
    if options["answers"]:
        g = answer_grid(paper)
        page = Page(paper.width, paper.height, (), bleed=paper.bleed)
        parts.append(DocPages(_("Minigame answers"), "minigame-answers", (page,) * ceil(count / (g.cols * g.rows)),
                              answers=True))
    return Printout(tuple(parts), _("Minigame tiles"))


def make_set(options: dict, context: Context) -> Made:
    from pnp.games.minigames.jsonio import set_to_json, tile_to_json
    from pnp.games.minigames.sets import generate_set

    chosen, diffs = _asked(options)
    tiles = generate_set(context.seed, chosen, diffs, options["count"], context.jobs, context.progress)
    printout = draw(tiles, context.paper, options["answers"], not options["single_sided"])
    # each tile also on its own, for `pnp verify TILE.json` and `pnp render TILE.json`
    extra = tuple((f"tiles/{t.tile_id}.json", (lambda t=t: tile_to_json(t))) for t in tiles)
    return Made(tuple(tiles), "minigame-set", printout, f"minigames-{context.seed}",
                json=lambda: set_to_json(tiles, context.seed), extra_json=extra)


def examples() -> dict:
    from pnp.games.minigames.base import generate_tile

    key = generate_tile("key", "easy", 1)
    return {"minigame-tile": key, "minigame-set": [key, generate_tile("spider", "hard", 1)]}
