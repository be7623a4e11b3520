"""The labyrinth's commands beyond generating: solve, score and the puzzle booklet."""

from __future__ import annotations

from functools import partial

import click

from pnp.cli.common import (
    check_png_paper,
    output_options,
    resolve_theme,
    theme_option,
    write,
)
from pnp.cli.progress import progress_line, quiet_option, ticking
from pnp.cli.types import Finite
from pnp.errors import PnpError


def _proving(side: str, time_limit: float, seconds: float) -> str:
    """The words of `pnp solve`'s line while a side's proof runs."""
    return f"sides proven (side {side}: {seconds:.0f} s of up to {time_limit:g} s)"


def _side(value: str | None) -> str | None:
    if value is None:
        return None
    if value.upper() not in ("A", "B"):
        raise PnpError(f"--side: expected A or B, got {value!r}")
    return value.upper()


def register(cli: click.Group) -> None:
    @cli.command()
    @click.option("--sheets", type=click.IntRange(1, 60), default=8, show_default=True, help="Puzzles in the booklet.")
    @click.option("--creep", type=Finite(0), default=0.0, show_default=True,
                  help="Creep per folio, mm (about the paper's thickness); refused beyond what keeps the pages' "
                       "content clear of the fold (the limit depends on --sheets), and refused in large print, "
                       "whose booklet is not folded.")
    @click.option("--labyrinth", "designs", multiple=True, metavar="FILE",
                  help="Your own design (a sheet or labyrinth file, JSON or text); repeat for more. The puzzles take "
                       "their sheets in turn, each objective proven on its sheet (default: generated sheets).")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Processes for the proofs.")
    @output_options()
    @theme_option
    @quiet_option
    def booklet(sheets, creep, designs, jobs, dpi, seed, paper, out, formats, theme, quiet) -> None:
        """A puzzle booklet: labyrinth sheets with an objective and a minigame each, answers at the back.

        A5 pages two-up on A4 (half letter on US Letter), imposed for saddle
        stitching: print double-sided, flip on the short edge, fold, nest, staple.
        With --labyrinth the puzzles use your designs in turn (a labyrinth file
        gives sides A and B), each with an objective asking only for what its
        sheet holds, its par proven there.

        With --theme large-print it is not a saddle-stitched booklet: every page
        is a whole sheet of the paper (A4 or Letter) in reading order, nothing
        scaled and no text under 12 pt. Print double-sided, flip on the long
        edge, staple or clip at the left side.
        """
        from pnp.catalog import paper as find_paper
        from pnp.kits.booklet import booklet_document, check_booklet_creep, design_sheets
        from pnp.output import document_files, parse_formats, resolve_target
        from pnp.seeds import DEFAULT_SEED
        from pnp.themes.files import themed_paper

        fmts = parse_formats(formats, ("pdf", "svg", "png"))
        drawn_in = resolve_theme(theme)
        seed = DEFAULT_SEED if seed is None else seed
        sheet = themed_paper(find_paper(paper), drawn_in)
        check_png_paper(fmts, sheet, dpi)  # before any puzzle is generated
        check_booklet_creep(sheets, creep, sheet)
        target = resolve_target(out, f"booklet-{seed}", fmts)
        mine = design_sheets(designs)  # a design verify rejects is refused here, in verify's words
        with progress_line("pnp booklet", quiet) as progress:
            doc = booklet_document(seed, sheets, sheet, jobs, creep, mine, progress)
        write(document_files(doc, target, fmts, dpi=dpi, theme=drawn_in))

    @cli.command()
    @click.argument("sheet_file", metavar="SHEET")
    @click.option("--objective", required=True, help="The objective card, or a deck with --card (JSON).")
    @click.option("--card", "card_id", default=None, metavar="ID",
                  help="With a deck as --objective: the card of this id (as printed on it, e.g. E3).")
    @click.option("--side", default=None, help="For a two-sided labyrinth file: A or B (default both).")
    @click.option("--json", "as_json", is_flag=True, help="Answer as a JSON object.")
    @click.option("--time-limit", type=Finite(0.1, 3600), default=60, show_default=True,
                  help="Seconds before giving up the proof.")
    @click.option("--fastest", is_flag=True, help="Count the fastest-player token's points too.")
    @click.option("--out", default=None, help="Also draw the solution page(s) to this PDF/SVG/PNG file or folder.")
    @theme_option
    @quiet_option
    def solve(sheet_file, objective, card_id, side, as_json, time_limit, fastest, out, theme, quiet) -> None:
        """Find the best possible score and path, proven optimal (CP-SAT).

        SHEET is a sheet or labyrinth file: JSON, or drawn as text (docs/sheet-text-format.md).
        """
        from pathlib import Path

        from pnp.jsonio import json_text
        from pnp.registry import labyrinth

        lab = labyrinth()
        sheets = lab.load_sheets(sheet_file, _side(side))
        card = lab.load_card(objective, card_id)
        answers: list = []
        with progress_line("pnp solve", quiet) as progress:
            for s in sheets:  # a side's proof is one step: told as it starts and every second while it runs
                if progress is not None:
                    progress(len(answers), len(sheets), f"sides proven (side {s.side}: up to {time_limit:g} s)")
                with ticking(progress, len(answers), len(sheets), partial(_proving, s.side, time_limit)):
                    answers.append((s, lab.solve(s, card, time_limit=time_limit, fastest=fastest)))
            if progress is not None:
                progress(len(answers), len(sheets), "sides proven")
        if as_json:
            payload = [{"side": s.side, "sheet": s.sheet_id, **sol.to_json()} for s, sol in answers]
            click.echo(json_text(payload[0] if len(payload) == 1 else payload, indent=1))
        else:
            for s, sol in answers:
                click.echo(lab.describe_solution(s, sol))
        if out:
            from pnp.catalog import paper as find_paper
            from pnp.output import document_files, resolve_target
            from pnp.scene.model import Document

            solved = [(s, card, sol) for s, sol in answers if sol.solvable]
            if not solved:
                raise PnpError("no legal path exists, so there is no solution to draw")
            fmt = Path(out).suffix.lstrip(".").lower() or "pdf"
            fmts = [fmt if fmt in ("pdf", "svg", "png") else "pdf"]
            target = resolve_target(out, "solution", fmts)
            pages = tuple(lab.solution_page(s, c, sol, find_paper("a4")) for s, c, sol in solved)
            doc = Document(pages, title="Solution")
            write(document_files(doc, target, fmts, theme=resolve_theme(theme)))

    @cli.command()
    @click.argument("sheet_file", metavar="SHEET")
    @click.option("--objective", required=True, help="The objective card, or a deck with --card (JSON).")
    @click.option("--card", "card_id", default=None, metavar="ID",
                  help="With a deck as --objective: the card of this id (as printed on it, e.g. E3).")
    @click.option("--path", "path_file", required=True, help="The drawn path: JSON list of [x, y] squares.")
    @click.option("--side", default=None, help="For a two-sided labyrinth file: A or B (default A).")
    @click.option("--failed", default="", help="Minigames the player failed, e.g. sword,minotaur.")
    @click.option("--fastest", is_flag=True, help="The player took the fastest-player token.")
    @click.option("--json", "as_json", is_flag=True, help="Answer as a JSON object.")
    def score(sheet_file, objective, card_id, path_file, side, failed, fastest, as_json) -> None:
        """Referee a drawn path: legal or not (and why), hearts, items, score row by row.

        SHEET is a sheet or labyrinth file: JSON, or drawn as text (docs/sheet-text-format.md).
        """
        from pathlib import Path

        from pnp.jsonio import json_text, read_json_any
        from pnp.registry import labyrinth

        lab = labyrinth()
        sheet = lab.load_sheets(sheet_file, _side(side) or "A")[0]
        card = lab.load_card(objective, card_id)
        path = lab.path_from_json(read_json_any(Path(path_file)), path_file)
        failed_set = [f.strip() for f in failed.split(",") if f.strip()]
        for f in failed_set:
            if f not in lab.ITEMS and f not in lab.BOSSES:
                raise PnpError(f"--failed: {f!r} is not a minigame ({', '.join((*lab.ITEMS, *lab.BOSSES))})")
        result = lab.referee(sheet, card, path, failed=failed_set, fastest=fastest)
        if as_json:
            click.echo(json_text(result.to_json(), indent=1))
            return
        for line in lab.result_lines(result):
            click.echo(line)
