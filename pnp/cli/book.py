"""`pnp book`: a puzzle book for a print-on-demand service or for home printing (docs/book.md)."""

from __future__ import annotations

import click

from pnp.book.order import INTERIORS  # light: pnp.book.order imports its work when it runs
from pnp.cli.common import resolve_theme, theme_option, write
from pnp.cli.progress import progress_line, quiet_option
from pnp.cli.types import Finite


def register(cli: click.Group) -> None:
    @cli.command()
    @click.option("--puzzles", default=None, metavar="KIND=N,...",
                  help="The mix: labyrinth, maze, minigames (spread over every minigame) or one minigame by name, "
                       "each with a count, e.g. labyrinth=16,minigames=14,maze=44 (default: a ~120-page book).")
    @click.option("--maze-sizes", default=None, metavar="N,...",
                  help="Squares per side of the plain mazes, spread smallest first (default 10,14,18,22; "
                       "in large print 8,11,14,17).")
    @click.option("--labyrinth", "designs", multiple=True, metavar="FILE",
                  help="Your own design (a sheet or labyrinth file, JSON or text); repeat for more. The labyrinth "
                       "puzzles take them in turn, each objective proven on its sheet (default: generated).")
    @click.option("--levels", type=click.IntRange(1, 5), default=4, show_default=True,
                  help="Difficulty levels the puzzles ramp through, each labelled.")
    @click.option("--trim", default="6x9", show_default=True, help="Trim size (pnp layouts lists them).")
    @click.option("--interior", type=click.Choice(INTERIORS), default="single", show_default=True,
                  help="single: one page per trim page in reading order, for a print-on-demand service; "
                       "saddle-stitch: imposed two-up on --paper for a stapled booklet printed at home.")
    @click.option("--service", default=None,
                  help="Whose rules set the margins, page counts and cover: kdp, ingramspark, lulu or home "
                       "(default: kdp for single, home for saddle-stitch).")
    @click.option("--bleed/--no-bleed", default=False, show_default=True,
                  help="Bleed on the top, bottom and outside edges (the inside edge stays flush).")
    @click.option("--paper-type", default="white", show_default=True,
                  help="The interior paper, for the cover's spine: white, cream or colour.")
    @click.option("--ink", type=click.Choice(("black", "colour")), default=None,
                  help="The interior's ink: black draws every page in greys (at least 10 %, lines at least "
                       "0.75 pt), as a black-ink press prints; colour keeps the colours (default: colour with "
                       "--paper-type colour, else black). The cover is in colour either way.")
    @click.option("--paper", default=None, help="With --interior saddle-stitch: the sheet (default A4).")
    @click.option("--creep", type=Finite(0), default=0.0, show_default=True,
                  help="With --interior saddle-stitch: creep per folio, mm.")
    @click.option("--title", default=None, help='The book\'s title (default: "Labyrinth Puzzles", in the '
                  "language printed).")
    @click.option("--subtitle", default="", help="Under the title on the title page and the cover.")
    @click.option("--author", default="", help="On the title page, the copyright page and the cover.")
    @click.option("--copyright", "copyright_line", default="",
                  help='The copyright page\'s line, e.g. "© 2026 Ada Lovelace. All rights reserved."')
    @click.option("--isbn", default="", help="The book's ISBN for the copyright page (its check digit is checked).")
    @click.option("--credit-line/--no-credit-line", "credit", default=True, show_default=True,
                  help='"Made with pnp" on the title page and the back cover. The copyright page keeps the '
                       "icons' and fonts' credits either way: their licences ask for them.")
    @click.option("--cover/--no-cover", default=True, show_default=True,
                  help="Also write the full-wrap paperback cover (single interiors).")
    @click.option("--seed", type=int, default=None, help="Random seed (same seed and options, same bytes).")
    @click.option("--out", default="output", show_default=True, help="The folder for the book's files.")
    @click.option("--jobs", type=click.IntRange(1, 64), default=1, show_default=True,
                  help="Processes for the puzzles; the files do not depend on it.")
    @quiet_option
    @theme_option
    def book(puzzles, maze_sizes, designs, levels, trim, interior, service, bleed, paper_type, ink, paper, creep, title,
             subtitle, author, copyright_line, isbn, credit, cover, seed, out, jobs, quiet, theme) -> None:
        """A puzzle book: how to play, puzzles ramping through levels, answers, and a wrap cover.

        Writes BOOK-interior.pdf (single pages at the trim, margins and page
        count as the service asks, or a saddle-stitched booklet) and
        BOOK-cover.pdf (back, spine and front, the spine from the page count and
        paper), and BOOK.json listing each puzzle's id, level, pages and seed.
        docs/book.md says how to upload them.
        """
        from pathlib import Path

        from pnp.book.build import book_files
        from pnp.book.order import BookChoices, book_order
        from pnp.errors import PnpError

        if Path(out).suffix.lower() in (".pdf", ".json"):
            raise PnpError(f"--out {out}: a book is several files (interior, cover, list); give a folder")
        resolve_theme(theme)  # an unknown theme is refused first, as by every command
        options, drawn_in = book_order(BookChoices(
            puzzles, maze_sizes, designs, levels, trim, interior, service, bleed, paper_type, ink, paper, creep,
            title, subtitle, author, copyright_line, isbn, credit, cover, seed, jobs, theme))
        with progress_line("pnp book", quiet) as step:
            puzzle = None if step is None else (lambda done, total, what: step(done, total, f"puzzles: {what}"))
            files = book_files(options, Path(out), drawn_in, progress=puzzle)
        write(files)
