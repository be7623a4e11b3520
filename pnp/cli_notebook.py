"""The `notebook` command."""

from __future__ import annotations

import click

from pnp.cli_common import report_model
from pnp.errors import PnpError


def _rooms(text: str) -> tuple[tuple[int, int], tuple[int, int]]:
    try:
        parts = [p.strip().lower().replace("×", "x") for p in text.split(",")]
        (w1, h1), (w2, h2) = ([int(v) for v in p.split("x")] for p in parts)
    except ValueError:
        raise PnpError(f"--rooms: expected two levels such as 6x6,4x4, got {text!r}") from None
    return (w1, h1), (w2, h2)


def register(cli: click.Group, output_options, write) -> None:
    @cli.command()
    @click.option("--rooms", default="6x6,4x4", show_default=True, help="Rooms on level 1 and level 2.")
    @click.option("--doors", type=click.IntRange(0, 6), default=3, show_default=True, help="Locked doors (each with a key).")
    @click.option("--page-size", type=click.Choice(["a6", "a5", "half-letter"]), default="a6", show_default=True, help="The notebook's page size.")
    @click.option("--pages-per-sheet", type=click.Choice(["1", "2", "4"]), default=None,
                  help="1: single pages; 2: a saddle-stitched booklet two-up; 4: four-up (A6 on A4). "
                       "Default: 4 for A6, 2 for A5.")
    @click.option("--creep", type=click.FloatRange(min=0), default=0.0, show_default=True,
                  help="Booklet creep per folio, mm (about the paper's thickness); the most the notebook's "
                       "margins allow is checked at once.")
    @click.option("--runs", type=click.IntRange(0, 100_000), default=1000, show_default=True,
                  help="Simulated players for the appendix (0: none).")
    @click.option("--appendix/--no-appendix", default=True, show_default=True, help="The designer's appendix of odds.")
    @output_options()
    def notebook(rooms, doors, page_size, pages_per_sheet, creep, runs, appendix, dpi, seed, paper, out, formats) -> None:
        """A dungeon notebook: one room per page, proven escapable, battles with exact odds.

        Prints as a booklet: double-sided, then cut, fold and nest as the
        notebook's first page explains.
        """
        from pnp.games.notebook.generate import NotebookParams, generate_dungeon
        from pnp.games.notebook.jsonio import dungeon_to_json
        from pnp.games.notebook.pages import check_creep, notebook_document
        from pnp.games.notebook.simulate import simulate
        from pnp.catalog import paper as find_paper
        from pnp.output import document_files, parse_formats, resolve_target
        from pnp.seeds import DEFAULT_SEED

        fmts = parse_formats(formats)
        sheet = find_paper(paper)
        seed = DEFAULT_SEED if seed is None else seed
        level1, level2 = _rooms(rooms)
        params = NotebookParams(level1=level1, level2=level2, doors=doors)
        params.check()
        per_sheet = int(pages_per_sheet) if pages_per_sheet else (4 if page_size == "a6" else 2)
        if creep and per_sheet > 1:
            check_creep(creep, level1[0] * level1[1] + level2[0] * level2[1], page_size, appendix)
        d = generate_dungeon(seed, params)
        report = simulate(d, runs, seed) if runs and appendix else None
        model = report_model(report, "simulation", lambda: dungeon_to_json(d))
        doc = notebook_document(d, page_size, sheet, per_sheet, report, appendix, creep)
        target = resolve_target(out, f"notebook-{seed}", fmts)
        write(document_files(doc, target, fmts, json_data=model, dpi=dpi))
