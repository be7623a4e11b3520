"""What the maze-tile game prints: its components, the playability report, the generate command, the kit.

The playability report is the designer's page: it goes with the designer's pages (``designer``), never among
the components players print.

Each component module draws its sets and names them (:mod:`.specs`); this
module only collects them, in the kit's order.
"""

from __future__ import annotations

from pnp.catalog import Paper
from pnp.game import Context, Footprint, KitRequest, Made
from pnp.games.maze_tiles.game import SETUPS
from pnp.games.maze_tiles.model import VARIANTS, TileSet
from pnp.i18n import _
from pnp.parts import ComponentSet, DocPages, KitSpec, Printout


def _component_modules() -> tuple:
    """The modules drawing the components other than the tiles, in the kit's order.

    Each offers ``SPECS`` (the :class:`~.specs.ComponentSpec` of its sets) and
    ``component_sets()`` (those sets drawn, in the same order); the standees and the desperation cards take the
    variant (its monster's standee, its cards shuffled into the deck).
    """
    from pnp.games.maze_tiles import desperation_cards, dice_nets, hero_boards, player_aids, standees, tokens

    return hero_boards, standees, player_aids, tokens, desperation_cards, dice_nets


def _drawn(module, variant: str, floor: float, card_size: str | None) -> list[ComponentSet]:
    from pnp.games.maze_tiles import desperation_cards, standees

    if module is desperation_cards:
        return desperation_cards.component_sets(variant, floor=floor, card_size=card_size)
    if module is standees:
        return module.component_sets(variant, floor=floor)
    return module.component_sets(floor=floor)


def components(ts: TileSet, paper: Paper | None = None, card_size: str | None = None) -> list[ComponentSet]:
    """Every component with its backs, the 49 tiles drawn from ``ts``, in the kit's order; the pieces of the
    monster of ``ts.variant``; no word under ``paper``'s text floor (each part on the first of its sizes that
    holds its words there); the desperation cards on
    ``card_size`` (a name of components.toml's [card_sizes]) when one is chosen."""
    from pnp.games.maze_tiles.sizes import floor_of
    from pnp.games.maze_tiles.tile_faces import tile_set

    floor = floor_of(paper)
    return [tile_set(ts, floor), *(part for module in _component_modules()
                                   for part in _drawn(module, ts.variant, floor, card_size))]


def draw(ts: TileSet, paper: Paper | None = None) -> Printout:
    """A tile set as a model: its 49 tiles, each with the common back."""
    from pnp.games.maze_tiles.sizes import floor_of
    from pnp.games.maze_tiles.tile_faces import tile_set

    return Printout((tile_set(ts, floor_of(paper)),), "Maze tiles", layout="sheets")


def report_part(report, ts: TileSet, paper: Paper) -> DocPages:
    """The designer's pages: the playability report, and the balance of simulated games."""
    from pnp.games.maze_tiles.pages import balance_pages, report_page

    return DocPages("Playability report", "playability", (report_page(report, ts, paper),
                                                          *balance_pages(ts, paper)))


def make_tiles(options: dict, context: Context) -> Made:
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.jsonio import tileset_to_json
    from pnp.games.maze_tiles.report import playability_report

    ts = generate_tileset(context.seed, variant=options.get("variant") or VARIANTS[0])
    report = playability_report(ts, options["setups"], context.seed, context.jobs, context.progress) \
        if options["report"] else None
    designer = (report_part(report, ts, context.paper),) if report else ()
    printout = Printout(tuple(components(ts, context.paper, context.card_size)), "Maze tiles: print-and-play kit",
                        layout="sheets",
                        designer=designer)
    if report is None:
        return Made(ts, "maze-tiles", printout, f"maze-tiles-{context.seed}")
    return Made(ts, "maze-tiles", printout, f"maze-tiles-{context.seed}", tuple(report.lines()),
                json=lambda: tileset_to_json(ts) | {"playability": report.to_json()})


def kit(request: KitRequest) -> KitSpec:
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.jsonio import tileset_to_json
    from pnp.games.maze_tiles.monsters import variant_rules
    from pnp.games.maze_tiles.report import playability_report

    ts = generate_tileset(request.seed, variant=request.options.get("variant") or VARIANTS[0])
    report = playability_report(ts, SETUPS, request.seed, request.jobs, request.progress)
    models = {"maze-tiles.json": tileset_to_json(ts) | {"playability": report.to_json()}}
    # a variant's kit prints its monster's own rule, in full, as the rules' last section
    return KitSpec("maze-tiles", _("Maze tiles"), request.seed, 4,
                   tuple(components(ts, request.paper, request.card_size)), models,
                   tuple(report.lines()), designer=(report_part(report, ts, request.paper),),
                   rules_text=variant_rules(ts.variant))


def prepare_kit(options: dict) -> dict:
    """The kit's options read before any work: ``--variant`` one of the monsters (the Python API may pass any
    value, so it is checked here as the command line's choices check it)."""
    from pnp.games.maze_tiles.game import VARIANT_OPTION

    variant = options.get("variant")
    return {"variant": VARIANT_OPTION.check(variant) if variant is not None else VARIANTS[0]}


def kit_sizes(paper: Paper | None = None) -> list[Footprint]:
    """The size of every component set of the kit, in its order, as drawn at ``paper``'s text floor: each the
    first of its sizes that holds its words there, measured by laying them out (no page is kept)."""
    from pnp.games.maze_tiles.sizes import floor_of
    from pnp.games.maze_tiles.tile_faces import TILES

    specs = [TILES, *(spec for module in _component_modules() for spec in module.SPECS)]
    return [spec.footprint(floor_of(paper)) for spec in specs]


def examples() -> dict:
    from pnp.games.maze_tiles.generate import generate_tileset

    return {"maze-tiles": generate_tileset(1)}
