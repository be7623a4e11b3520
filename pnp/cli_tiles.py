"""The `tiles` command: the maze-tile game's components and its playability report."""

from __future__ import annotations

import click

from pnp.cli_common import report_model


def register(cli: click.Group, output_options, write) -> None:
    @cli.command()
    @click.option("--report/--no-report", default=True, show_default=True,
                  help="Deal the tile set many times and report how many quarter turns join the door and the keys.")
    @click.option("--setups", type=click.IntRange(10, 1_000_000), default=10_000, show_default=True,
                  help="Deals for the report.")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Processes for the report.")
    @output_options()
    def tiles(report, setups, jobs, dpi, seed, paper, out, formats) -> None:
        """The maze-tile game: 49 tiles, tokens, hero boards, dice nets, desperation cards, player aids.

        Components are imposed on --paper with crop marks; two-sided ones print
        each front sheet followed by its back sheet (double-sided, long-edge flip).
        The JSON is the tile set (kind maze-tiles).
        """
        from pnp.games.maze_tiles.generate import generate_tileset
        from pnp.games.maze_tiles.jsonio import tileset_to_json
        from pnp.games.maze_tiles.pages import kit_document
        from pnp.games.maze_tiles.report import playability_report
        from pnp.catalog import paper as find_paper
        from pnp.output import document_files, parse_formats, resolve_target
        from pnp.seeds import DEFAULT_SEED

        fmts = parse_formats(formats)
        sheet = find_paper(paper)
        seed = DEFAULT_SEED if seed is None else seed
        ts = generate_tileset(seed)
        result = playability_report(ts, setups, seed, jobs) if report else None
        model = report_model(result, "playability", lambda: tileset_to_json(ts))
        doc = kit_document(ts, sheet, result)
        target = resolve_target(out, f"maze-tiles-{seed}", fmts)
        write(document_files(doc, target, fmts, json_data=model, dpi=dpi))
