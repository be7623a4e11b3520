"""A book order: the choices of ``pnp book`` (or of the studio's form) read and checked, before any work.

One reading for every front end, so the command line and the studio refuse the same choices in the same words,
each naming its option (``--trim``, ``--title``...), and make the same book of the same choices.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pnp.errors import PnpError

if TYPE_CHECKING:
    from pnp.book.build import BookOptions
    from pnp.themes.files import Theme

INTERIORS = ("single", "saddle-stitch")


@dataclass(frozen=True)
class BookChoices:
    """The options of ``pnp book`` as given (None: the option's default)."""

    puzzles: str | None = None
    maze_sizes: str | None = None
    designs: Sequence[str] = ()
    levels: int = 4
    trim: str = "6x9"
    interior: str = "single"
    service: str | None = None
    bleed: bool = False
    paper_type: str = "white"
    ink: str | None = None
    paper: str | None = None
    creep: float = 0.0
    title: str | None = None
    subtitle: str = ""
    author: str = ""
    copyright: str = ""
    isbn: str = ""
    credit: bool = True
    cover: bool = True
    seed: int | None = None
    jobs: int = 1
    theme: str | None = None


def book_order(choices: BookChoices) -> tuple[BookOptions, Theme | None]:
    """The book's options and the theme it is drawn in, every option checked before the first puzzle is made,
    or one line naming the first wrong one."""
    from dataclasses import replace

    from pnp.book.build import BookOptions, check_book
    from pnp.book.mix import DEFAULT_PUZZLES, default_maze_sizes, parse_mix
    from pnp.book.model import BookInfo
    from pnp.book.words import checked_isbn, checked_text
    from pnp.book_catalog import service as find_service
    from pnp.book_catalog import trim as find_trim
    from pnp.catalog import paper as find_paper
    from pnp.i18n import _
    from pnp.kits.booklet import design_sheets
    from pnp.seeds import DEFAULT_SEED
    from pnp.themes.files import load_theme, themed_paper

    c = choices
    if c.interior not in INTERIORS:
        raise PnpError(f"--interior {c.interior!r}: choose {' or '.join(INTERIORS)}")
    drawn_in = load_theme(c.theme) if c.theme is not None else None
    floor = drawn_in.settings.text_floor if drawn_in is not None else 0.0  # large print: every page for it
    if c.interior == "single" and (c.paper is not None or c.creep):
        raise PnpError(f"--{'paper' if c.paper is not None else 'creep'}: only for --interior saddle-stitch")
    seed = DEFAULT_SEED if c.seed is None else c.seed
    try:
        chosen_trim = find_trim(c.trim)
    except PnpError as error:
        raise PnpError(f"--trim: {error}") from None
    try:
        chosen_service = find_service(c.service or ("kdp" if c.interior == "single" else "home"))
    except PnpError as error:
        raise PnpError(f"--service: {error}") from None
    # i18n: a puzzle book's title when its maker gives none (--title)
    named = _("Labyrinth Puzzles") if c.title is None else c.title
    options = BookOptions(
        info=BookInfo(title=checked_text("title", named), subtitle=checked_text("subtitle", c.subtitle),
                      author=checked_text("author", c.author), seed=seed,
                      copyright=checked_text("copyright", c.copyright), isbn=checked_isbn(c.isbn),
                      credit=c.credit),
        mix=replace(parse_mix(c.puzzles or DEFAULT_PUZZLES, c.maze_sizes or default_maze_sizes(floor)),
                    designs=tuple(d.sheet for d in design_sheets(c.designs))),
        trim=chosen_trim, service=chosen_service,
        levels=c.levels, interior=c.interior, bleed=c.bleed, paper_type=c.paper_type,
        paper=themed_paper(find_paper(c.paper or "a4"), drawn_in) if c.interior == "saddle-stitch" else None,
        creep=c.creep, jobs=c.jobs, cover=c.cover, floor=floor,
        ink=c.ink or ("colour" if c.paper_type == "colour" else "black"))
    check_book(options)  # every option, before the first puzzle is made
    return options, drawn_in
