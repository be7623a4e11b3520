"""Labyrinth commands: sheet, objectives, solve, score."""

from __future__ import annotations

import click

from pnp.cli_common import choice_list
from pnp.errors import ModelError, PnpError


def _load(path: str, kinds: tuple[str, ...]):
    from pathlib import Path

    from pnp.registry import load_model

    loaded = load_model(Path(path))
    if loaded.kind.name not in kinds:
        raise ModelError(f"{path}: expected a {' or '.join(kinds)} file, got kind {loaded.kind.name!r}")
    return loaded


def load_sheets(path: str, side: str | None) -> list:
    """The sheet(s) of a labyrinth-sheet or labyrinth file, verified playable."""
    from pnp.games.labyrinth.verify import verify_sheet

    loaded = _load(path, ("labyrinth-sheet", "labyrinth"))
    if loaded.kind.name == "labyrinth":
        lab = loaded.model
        sheets = [lab.side_a, lab.side_b] if side is None else [lab.side(side)]
    else:
        sheets = [loaded.model]
    for sheet in sheets:
        verdict = verify_sheet(sheet)
        if not verdict.ok:
            raise ModelError(f"{path}: {sheet.label()} is not playable: {'; '.join(verdict.problems)}")
    return sheets


def load_card(path: str):
    return _load(path, ("objective-card",)).model


def _side(value: str | None) -> str | None:
    if value is None:
        return None
    if value.upper() not in ("A", "B"):
        raise PnpError(f"--side: expected A or B, got {value!r}")
    return value.upper()


def _size(value: str | None):
    if value is None:
        return None
    try:
        w, h = (int(v) for v in value.lower().replace("×", "x").split("x"))
    except ValueError:
        raise PnpError(f"--size: expected WxH in squares such as 9x9, got {value!r}") from None
    return (w, h)


def register(cli: click.Group, output_options, write) -> None:
    @cli.command()
    @click.option("--side", default=None, help="A (9×9), B (11×11); default: both sides of one labyrinth.")
    @click.option("--size", default=None, help="Custom size in squares, e.g. 7x12 (5x5 to 20x20).")
    @click.option("--loops", type=click.FloatRange(0, 1), default=None, help="Share of dead ends opened into loops (0..1).")
    @click.option("--solution", is_flag=True, help="Add a page with the proven best path for --objective.")
    @click.option("--objective", default=None, help="An objective card (JSON) for --solution.")
    @click.option("--players", type=click.IntRange(1, 8), default=1, show_default=True,
                  help="Give each player a different labyrinth; every card's best scores stay within 1 point.")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Processes for the proofs (--players).")
    @output_options()
    def sheet(side, size, loops, solution, objective, players, jobs, dpi, seed, paper, out, formats) -> None:
        """Generate a labyrinth sheet (both sides by default), checked playable.

        With --players N, N different labyrinths balanced against the seed's
        objective deck: for every card and side their proven best scores lie
        within 1 point of each other.
        """
        from dataclasses import replace

        from pnp.games.labyrinth.deck import seed_labyrinth
        from pnp.games.labyrinth.generate import generate_sheet, params_for
        from pnp.games.labyrinth.jsonio import labyrinth_to_json, sheet_to_json
        from pnp.games.labyrinth.pages import sheet_document
        from pnp.games.labyrinth.solver import solve
        from pnp.catalog import paper as find_paper
        from pnp.output import document_files, parse_formats, resolve_target
        from pnp.seeds import DEFAULT_SEED

        fmts = parse_formats(formats)
        sheet_paper = find_paper(paper)
        seed = DEFAULT_SEED if seed is None else seed
        if solution and not objective:
            raise PnpError("--solution needs --objective CARD.json")
        card = load_card(objective) if objective else None
        side_letter, dims = _side(side), _size(size)
        if players > 1:
            if side_letter or dims or loops is not None or solution:
                raise PnpError("--players makes whole two-sided labyrinths; leave out --side, --size, --loops and --solution")
            _write_players(players, seed, jobs, sheet_paper, out, fmts, write, dpi)
            return
        if side_letter is None and dims is None and loops is None:
            lab = seed_labyrinth(seed)  # the labyrinth the seed's objective cards are proven on
            sheets, model_json, stem = [lab.side_a, lab.side_b], (lambda: labyrinth_to_json(lab)), f"labyrinth-{seed}"
        else:
            params = params_for(side_letter or "A", dims)
            if loops is not None:
                params = replace(params, dead_end_share=loops)
            one = generate_sheet(params, seed)
            sheets, model_json, stem = [one], (lambda: sheet_to_json(one)), f"sheet-{one.side}-{seed}"
        solutions = []
        if solution:
            for s in sheets:
                solutions.append((s, card, solve(s, card)))
        target = resolve_target(out, stem, fmts)
        doc = sheet_document(sheets, sheet_paper, solutions)
        write(document_files(doc, target, fmts, json_data=model_json, dpi=dpi))

    @cli.command()
    @click.option("--difficulty", default="all", show_default=True, help="tutorial, easy, medium, hard (comma separated) or all.")
    @click.option("--count", type=click.IntRange(1, 200), default=None, help="Cards per chosen difficulty (default: 1/8/18/22 as in the box).")
    @click.option("--against", multiple=True,
                  help="Prove pars on your own sheets: one labyrinth file (sides A and B) or one or two sheet "
                       "files (default: the seed's labyrinth).")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Processes for the proofs.")
    @output_options()
    def objectives(difficulty, count, against, jobs, dpi, seed, paper, out, formats) -> None:
        """Generate objective cards, each proven solvable with its best score (par) per side."""
        from pnp.games.labyrinth.cards import DIFFICULTIES
        from pnp.games.labyrinth.deck import DEFAULT_COUNTS, generate_deck, labyrinth_with_deck
        from pnp.games.labyrinth.jsonio import deck_to_json
        from pnp.games.labyrinth.pages import cards_document
        from pnp.catalog import paper as find_paper
        from pnp.output import document_files, parse_formats, resolve_target
        from pnp.seeds import DEFAULT_SEED

        fmts = parse_formats(formats)
        seed = DEFAULT_SEED if seed is None else seed
        wanted = choice_list("--difficulty", difficulty, DIFFICULTIES, "difficulty", offer_all=False)
        counts = {d: (count if count is not None else DEFAULT_COUNTS[d]) for d in wanted}
        if against:
            deck = generate_deck(_against_sheets(against), seed, counts, jobs=jobs)
        else:
            _, deck = labyrinth_with_deck(seed, counts, jobs=jobs)
        target = resolve_target(out, f"objectives-{seed}", fmts)
        doc = cards_document(list(deck.cards), answer_paper=find_paper(paper))
        write(document_files(doc, target, fmts, json_data=lambda: deck_to_json(deck), dpi=dpi))

    @cli.command()
    @click.option("--sheets", type=click.IntRange(1, 60), default=8, show_default=True, help="Puzzles in the booklet.")
    @click.option("--creep", type=click.FloatRange(min=0), default=0.0, show_default=True,
                  help="Creep per folio, mm (about the paper's thickness); refused beyond what keeps the pages' "
                       "content clear of the fold (the limit depends on --sheets).")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True, help="Processes for the proofs.")
    @output_options()
    def booklet(sheets, creep, jobs, dpi, seed, paper, out, formats) -> None:
        """A puzzle booklet: labyrinth sheets with an objective and a minigame each, answers at the back.

        A5 pages two-up on A4 (half letter on US Letter), imposed for saddle
        stitching: print double-sided, flip on the short edge, fold, nest, staple.
        """
        from pnp.kits.booklet import booklet_document, check_booklet_creep
        from pnp.catalog import paper as find_paper
        from pnp.output import document_files, parse_formats, resolve_target
        from pnp.seeds import DEFAULT_SEED

        fmts = parse_formats(formats, ("pdf", "svg", "png"))
        seed = DEFAULT_SEED if seed is None else seed
        check_booklet_creep(sheets, creep)  # before any puzzle is generated
        doc = booklet_document(seed, sheets, find_paper(paper), jobs, creep)
        write(document_files(doc, resolve_target(out, f"booklet-{seed}", fmts), fmts, dpi=dpi))

    @cli.command()
    @click.argument("sheet_file", metavar="SHEET.json")
    @click.option("--objective", required=True, help="The objective card (JSON).")
    @click.option("--side", default=None, help="For a two-sided labyrinth file: A or B (default both).")
    @click.option("--json", "as_json", is_flag=True, help="Answer as a JSON object.")
    @click.option("--time-limit", type=click.FloatRange(0.1, 3600), default=60, show_default=True, help="Seconds before giving up the proof.")
    @click.option("--fastest", is_flag=True, help="Count the fastest-player token's points too.")
    @click.option("--out", default=None, help="Also draw the solution page(s) to this PDF/SVG/PNG file or folder.")
    def solve(sheet_file, objective, side, as_json, time_limit, fastest, out) -> None:
        """Find the best possible score and path, proven optimal (CP-SAT)."""
        import json
        from pathlib import Path

        from pnp.games.labyrinth.solver import solve as run_solver

        sheets = load_sheets(sheet_file, _side(side))
        card = load_card(objective)
        answers = [(s, run_solver(s, card, time_limit=time_limit, fastest=fastest)) for s in sheets]
        if as_json:
            payload = [{"side": s.side, "sheet": s.sheet_id, **sol.to_json()} for s, sol in answers]
            click.echo(json.dumps(payload[0] if len(payload) == 1 else payload, indent=1))
        else:
            for s, sol in answers:
                click.echo(_describe_solution(s, sol))
        if out:
            from pnp.output import document_files, resolve_target

            solved = [(s, card, sol) for s, sol in answers if sol.solvable]
            if not solved:
                raise PnpError("no legal path exists, so there is no solution to draw")
            fmt = Path(out).suffix.lstrip(".").lower() or "pdf"
            fmts = [fmt if fmt in ("pdf", "svg", "png") else "pdf"]
            target = resolve_target(out, "solution", fmts)
            from pnp.catalog import paper as find_paper
            from pnp.games.labyrinth.pages import solution_page
            from pnp.scene.model import Document

            doc = Document(tuple(solution_page(s, c, sol, find_paper("a4")) for s, c, sol in solved), title="Solution")
            write(document_files(doc, target, fmts))

    @cli.command()
    @click.argument("sheet_file", metavar="SHEET.json")
    @click.option("--objective", required=True, help="The objective card (JSON).")
    @click.option("--path", "path_file", required=True, help="The drawn path: JSON list of [x, y] squares.")
    @click.option("--side", default=None, help="For a two-sided labyrinth file: A or B (default A).")
    @click.option("--failed", default="", help="Minigames the player failed, e.g. sword,minotaur.")
    @click.option("--fastest", is_flag=True, help="The player took the fastest-player token.")
    @click.option("--json", "as_json", is_flag=True, help="Answer as a JSON object.")
    def score(sheet_file, objective, path_file, side, failed, fastest, as_json) -> None:
        """Referee a drawn path: legal or not (and why), hearts, items, score row by row."""
        import json
        from pathlib import Path

        from pnp.games.labyrinth.jsonio import path_from_json
        from pnp.games.labyrinth.model import BOSSES, ITEMS
        from pnp.games.labyrinth.referee import referee
        from pnp.jsonio import read_json_any

        sheet = load_sheets(sheet_file, _side(side) or "A")[0]
        card = load_card(objective)
        path = path_from_json(read_json_any(Path(path_file)), path_file)
        failed_set = [f.strip() for f in failed.split(",") if f.strip()]
        for f in failed_set:
            if f not in ITEMS and f not in BOSSES:
                raise PnpError(f"--failed: {f!r} is not a minigame (sword, bow, key, treasure, minotaur, spider, troll)")
        result = referee(sheet, card, path, failed=failed_set, fastest=fastest)
        if as_json:
            click.echo(json.dumps(result.to_json(), indent=1))
            return
        if not result.legal:
            click.echo(f"illegal: {result.reason}")
            return
        click.echo(f"legal: {result.score} points, {len(result.hearts_lost)} heart(s) lost, exit at {result.exit}")
        for h in result.hearts_lost:
            click.echo(f"  heart lost at {h.cell}: {h.cause}")
        if result.items:
            click.echo(f"  items: {', '.join(result.items)}")
        for r in result.rows:
            click.echo(f"  {r.points:+3d}  {r.row.describe()}  ({r.detail})")


def _write_players(players: int, seed: int, jobs: int, sheet_paper, out, fmts, write, dpi: int) -> None:
    from pathlib import Path

    from pnp.games.labyrinth.deck import labyrinth_with_deck
    from pnp.games.labyrinth.jsonio import labyrinth_to_json
    from pnp.games.labyrinth.pages import sheet_document
    from pnp.games.labyrinth.variants import balanced_labyrinths
    from pnp.jsonio import dumps
    from pnp.output import Target, document_files

    base, deck = labyrinth_with_deck(seed, jobs=jobs)
    labs = balanced_labyrinths(base, deck, players, seed, jobs=jobs)
    folder = Path(out) if out else Path("output")
    if folder.suffix.lower().lstrip(".") in ("pdf", "svg", "png", "json"):
        raise PnpError(f"--out {out}: several players' labyrinths need a folder")
    sheets = [s for lab in labs for s in (lab.side_a, lab.side_b)]
    files = document_files(sheet_document(sheets, sheet_paper), Target(folder, f"labyrinths-{seed}"),
                           [f for f in fmts if f != "json"] or ["pdf"], dpi=dpi)
    if "json" in fmts:
        for i, lab in enumerate(labs, 1):
            files[folder / f"labyrinth-{seed}-player{i}.json"] = dumps(labyrinth_to_json(lab))
    write(files)


def _against_sheets(paths: tuple[str, ...]) -> dict:
    """The user's sheets by side: one labyrinth file gives sides A and B; sheet files take their own side
    letter when it is A or B and distinct, otherwise A then B in the order given."""
    sheets = [s for path in paths for s in load_sheets(path, None)]
    if len(sheets) > 2:
        raise PnpError(f"--against: a deck is proven on one or two sheets (sides A and B), got {len(sheets)} "
                       f"from {', '.join(paths)}")
    sides = [s.side for s in sheets]
    if not (all(side in ("A", "B") for side in sides) and len(set(sides)) == len(sides)):
        sides = ["A", "B"][: len(sheets)]
    return dict(zip(sides, sheets))


def _describe_solution(sheet, sol) -> str:
    head = f"{sheet.label()} ({sheet.sheet_id or 'no id'}): "
    if sol.solvable is False:
        return head + "no legal path exists (proven)"
    if sol.solvable is None:
        return head + f"undecided after {sol.seconds:.1f} s ({sol.status})"
    if sol.optimal:
        found = f"best score {sol.score}, proven optimal"
    else:  # a time-limited answer may be beaten: never let it read as the best score
        found = (f"score {sol.score} found, NOT proven best (the solver's bound is {sol.bound:g}; "
                 "a longer --time-limit may prove or beat it)")
    lines = [head + f"{found}, {len(sol.path)} squares, {sol.seconds:.2f} s"]
    lines.append("  path: " + " ".join(f"{x},{y}" for x, y in sol.path))
    for r in sol.result.rows:
        lines.append(f"  {r.points:+3d}  {r.row.describe()}  ({r.detail})")
    return "\n".join(lines)
