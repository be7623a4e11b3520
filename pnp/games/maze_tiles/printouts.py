"""What the maze-tile game prints: its components, the playability report, the generate command, the kit."""

from __future__ import annotations

from pnp.catalog import Paper
from pnp.game import Context, Footprint, KitRequest, Made
from pnp.games.maze_tiles.model import TileSet
from pnp.parts import ComponentSet, DocPages, KitSpec, Printout

TITLES = {"tiles": "Maze tiles", "hero_boards": "Hero boards", "player_aids": "Player aids",
          "hand_tokens": "Hand action tokens", "feet_tokens": "Feet action tokens", "wound_tokens": "Wound tokens",
          "wall_tokens": "Wall tokens", "key_tokens": "Key tokens", "desperation_cards": "Desperation cards",
          "dice": "Dice nets"}
KIT_SETUPS = 2000  # deals for the kit's report (pnp maze-tiles deals 10,000 by default)


def components(ts: TileSet) -> list[ComponentSet]:
    """Every component with its backs, the 49 tiles drawn from ``ts``."""
    from pnp.games.maze_tiles.printables import kit as printables

    parts = []
    for printable in printables(ts):
        cut = "Cut out along the solid lines, fold on the dashed lines, glue the tabs." if printable.name == "dice" \
            else "Cut along the crop marks."
        parts.append(ComponentSet(TITLES.get(printable.name, printable.name), printable.name.replace("_", "-"),
                                  printable.fronts, printable.backs, cut, label=printable.name.replace("_", " ")))
    return parts


def draw(ts: TileSet, paper: Paper | None = None) -> Printout:
    """A tile set as a model: its 49 tiles, each with the common back."""
    from pnp.games.maze_tiles.draw import tile_back, tile_fronts

    tiles = ComponentSet("Maze tiles", "tiles", tuple(tile_fronts(ts)), (tile_back(),), label="tiles")
    return Printout((tiles,), "Maze tiles", layout="sheets")


def report_part(report, ts: TileSet, paper: Paper) -> DocPages:
    from pnp.games.maze_tiles.pages import report_page

    return DocPages("Playability report", "playability", (report_page(report, ts, paper),))


def make_tiles(options: dict, context: Context) -> Made:
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.jsonio import tileset_to_json
    from pnp.games.maze_tiles.report import playability_report

    ts = generate_tileset(context.seed)
    report = playability_report(ts, options["setups"], context.seed, context.jobs) if options["report"] else None
    parts = ([report_part(report, ts, context.paper)] if report else []) + components(ts)
    printout = Printout(tuple(parts), "Maze tiles: print-and-play kit", layout="sheets")
    if report is None:
        return Made(ts, "maze-tiles", printout, f"maze-tiles-{context.seed}")
    return Made(ts, "maze-tiles", printout, f"maze-tiles-{context.seed}", tuple(report.lines()),
                json=lambda: tileset_to_json(ts) | {"playability": report.to_json()})


def kit(request: KitRequest) -> KitSpec:
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.jsonio import tileset_to_json
    from pnp.games.maze_tiles.report import playability_report

    ts = generate_tileset(request.seed)
    report = playability_report(ts, KIT_SETUPS, request.seed, request.jobs)
    parts = [report_part(report, ts, request.paper), *components(ts)]
    models = {"maze-tiles.json": tileset_to_json(ts) | {"playability": report.to_json()}}
    return KitSpec("maze-tiles", "Maze tiles", request.seed, 4, tuple(parts), models, tuple(report.lines()))


def kit_sizes() -> list[Footprint]:
    from pnp.games.maze_tiles import printables as p
    from pnp.games.maze_tiles.draw import TILE

    sizes = [("tiles", TILE, True), ("hero_boards", p.BOARD, False), ("player_aids", p.AID, True),
             ("hand_tokens", p.ACTION_TOKEN, True), ("feet_tokens", p.ACTION_TOKEN, True),
             ("wound_tokens", p.WOUND_TOKEN, True), ("wall_tokens", p.WALL_TOKEN, True),
             ("key_tokens", p.KEY_TOKEN, True), ("desperation_cards", p.POKER, True), ("dice", p.NET_PAGE, False)]
    return [Footprint(TITLES[name], size.width, size.height, two) for name, size, two in sizes]


def examples() -> dict:
    from pnp.games.maze_tiles.generate import generate_tileset

    return {"maze-tiles": generate_tileset(1)}
