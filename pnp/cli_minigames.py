"""The `minigames` command."""

from __future__ import annotations

import click

from pnp.cli_common import choice_list
from pnp.errors import PnpError


def register(cli: click.Group, output_options, write) -> None:
    @cli.command()
    @click.option("--type", "types", default="all", show_default=True,
                  help="Minigames, comma separated: sword, bow, key, treasure, minotaur, spider, troll, or all.")
    @click.option("--difficulty", default="both", show_default=True, help="easy, hard or both.")
    @click.option("--count", type=click.IntRange(1, 100), default=4, show_default=True,
                  help="Tiles per minigame and difficulty (4 = a full set for 4 players).")
    @click.option("--answers/--no-answers", default=True, show_default=True, help="Answer key pages at the end.")
    @click.option("--single-sided", is_flag=True, help="Print both sides of each tile next to each other.")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Processes for generation.")
    @output_options()
    def minigames(types, difficulty, count, answers, single_sided, jobs, dpi, seed, paper, out, formats) -> None:
        """Minigame tiles, each proven to have exactly one answer and graded easy or hard.

        Print double-sided and flip on the long edge: each puzzle side is followed
        by its artwork side (the spider's second face).
        """
        from pnp.games.minigames.base import DIFFICULTIES, TYPES
        from pnp.games.minigames.jsonio import set_to_json
        from pnp.games.minigames.pages import tiles_document
        from pnp.games.minigames.sets import generate_set
        from pnp.catalog import paper as find_paper
        from pnp.output import document_files, parse_formats, resolve_target
        from pnp.seeds import DEFAULT_SEED

        fmts = parse_formats(formats)
        seed = DEFAULT_SEED if seed is None else seed
        chosen = choice_list("--type", types, TYPES, "minigame")
        if difficulty not in ("easy", "hard", "both"):
            raise PnpError(f"--difficulty: expected easy, hard or both, got {difficulty!r}")
        diffs = list(DIFFICULTIES) if difficulty == "both" else [difficulty]
        answer_paper = find_paper(paper)
        tiles = generate_set(seed, chosen, diffs, count, jobs)
        doc = tiles_document(tiles, answers=answers, duplex=not single_sided, answer_paper=answer_paper)
        target = resolve_target(out, f"minigames-{seed}", fmts)
        files = document_files(doc, target, fmts, json_data=lambda: set_to_json(tiles, seed), dpi=dpi)
        if "json" in fmts and target.exact is None:
            from pnp.games.minigames.jsonio import tile_to_json
            from pnp.jsonio import dumps

            # each tile also on its own, for `pnp verify TILE.json` and `pnp render TILE.json`
            for tile in tiles:
                files[target.folder / "tiles" / f"{tile.tile_id}.json"] = dumps(tile_to_json(tile))
        write(files)
