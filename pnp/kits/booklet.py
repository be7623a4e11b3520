"""A puzzle booklet: labyrinth sheets, each with an objective card and a minigame, answers at the back.

Pages are A5 (or half letter on US Letter paper), imposed two-up for saddle
stitching. Each puzzle is a spread: on the left the objective card and the
minigame tile, on the right the labyrinth sheet (drawn for the full sheet and
scaled down). The answer pages at the back show the proven best line with its
score and the minigame's answer. In large print (a paper with a text floor)
the pages are the paper itself, in reading order, nothing scaled or imposed
(:mod:`.booklet_large`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from pnp.catalog import Paper, component
from pnp.catalog import paper as find_paper
from pnp.errors import PnpError
from pnp.game import Progress
from pnp.games.labyrinth.model import Sheet
from pnp.kits.pages import ACCENT, INK
from pnp.scene.model import Document, Group, Item, Page, Text
from pnp.scene.shapes import placed
from pnp.seeds import derive

M = 10.0


class DesignSheet(NamedTuple):
    """A sheet of the user's own for the booklet: its file's name and the label its puzzles print."""

    file: str
    label: str
    sheet: Sheet


def _scaled(page: Page, into: Paper, top: float = 0.0) -> Group:
    """A page drawn for a bigger paper, scaled to fit ``into`` (centred), clipped to its trim."""
    s = min(into.width / page.width, (into.height - top) / page.height)
    return placed(page, (into.width - page.width * s) / 2, top, s)


def puzzles(seed: int, count: int, jobs: int = 1, designs: Sequence[DesignSheet] = (),
            progress: Progress | None = None):
    """(label, sheet, card, par solution, minigame tile) for each puzzle, all verified.

    The sheets are generated (sides A and B in turn), or the ``designs`` given, taken in turn; each puzzle's
    objective is proven on its own sheet. ``progress`` hears each puzzle made.
    """
    from pnp.games.labyrinth.deck import OBJECTIVE_DIFFICULTIES, Prover, proven_objective
    from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_sheet
    from pnp.games.labyrinth.solo import solo_card
    from pnp.registry import minigames

    family = minigames()
    types = family.types()
    out = []
    with Prover(jobs) as prover:
        for i in range(count):
            sub = derive(seed, "booklet", i)
            if designs:
                _, label, sheet = designs[i % len(designs)]
            else:
                sheet = generate_sheet(SIDE_A if i % 2 == 0 else SIDE_B, sub)
                label = f"Side {sheet.side}"
            card, sol = proven_objective(sheet, OBJECTIVE_DIFFICULTIES[i % 3], sub, prover, label)
            card = solo_card(card)  # one reader: no fastest-player row (the par is proven without it)
            tile = family.make(types[i % len(types)], "easy" if i % 2 == 0 else "hard", sub)
            out.append((label, sheet, card, sol, tile))
            if progress is not None:
                progress(i + 1, count, f"puzzles ({label}, {card.difficulty} objective, {tile.type} tile)")
    return out


def booklet_pages(seed: int, count: int, page_paper: Paper, jobs: int = 1,
                  designs: Sequence[DesignSheet] = (), progress: Progress | None = None) -> list[Page]:
    from pnp.games.labyrinth.draw import card_front, sheet_page
    from pnp.registry import minigames

    big = find_paper("a4") if page_paper.key in ("a5", "a6") else find_paper("letter")
    poker, tile_size = component("poker-card"), component("square-tile")
    items_title: list[Item] = [
        Text("Labyrinth puzzles", M, 40, page_paper.width - 2 * M, 16, font="display", size=26, color=ACCENT,
             align="center"),
        Text(f"{count} {_which(designs)}, each with its objective and a minigame. Draw your line, solve the tile, and "
             "compare with the answers at the back: every par score there is the best possible, proven by "
             "an exact solver.", M + 6, 64, page_paper.width - 2 * M - 12, 40, size=10, color=INK, align="center"),
    ]
    pages = [Page(page_paper.width, page_paper.height, tuple(items_title), bleed=0.0, label="title")]
    answers: list[Page] = []
    for i, (label, sheet, card, sol, tile) in enumerate(puzzles(seed, count, jobs, designs, progress), start=1):
        card_page = card_front(card, poker)
        tile_page = minigames().face_page(tile, tile_size)
        left: list[Item] = [
            Text(f"Puzzle {i}", M, M, page_paper.width - 2 * M, 9, font="display", size=16, color=ACCENT),
            Text(f"{label} · {card.difficulty} objective · {tile.difficulty} {tile.type} minigame",
                 M, M + 9, page_paper.width - 2 * M, 5, size=8, color=INK),
            placed(card_page, (page_paper.width - poker.width) / 2, M + 17),
            placed(tile_page, (page_paper.width - tile_size.width) / 2, M + 17 + poker.height + 6),
        ]
        pages.append(Page(page_paper.width, page_paper.height, tuple(left), bleed=0.0, label=f"puzzle {i}"))
        drawn = sheet_page(sheet, big, solo=True)
        pages.append(Page(page_paper.width, page_paper.height, (_scaled(drawn, page_paper),), bleed=0.0,
                          label=f"sheet {i}"))
        solution = sheet_page(sheet, big, path=sol.path, title=f"Answer {i}", solo=True,
                              caption=f"Best score {sol.score} (proven); the line takes {len(sol.path)} squares")
        answers.append(Page(page_paper.width, page_paper.height, (_scaled(solution, page_paper),), bleed=0.0,
                            label=f"answer {i}"))
        tile_answer = minigames().face_page(tile, tile_size, 0, True)
        answers.append(Page(page_paper.width, page_paper.height, (
            Text(f"Answer {i}: the {tile.type} tile", M, M, page_paper.width - 2 * M, 8, font="body-bold", size=11,
                 color=ACCENT),
            placed(tile_answer, (page_paper.width - tile_size.width * 1.5) / 2, M + 14, 1.5),
        ), bleed=0.0, label=f"answer {i} tile"))
    return pages + answers


def _which(designs: Sequence[DesignSheet]) -> str:
    """What the title page calls the puzzles: generated labyrinths, or puzzles on the user's designs."""
    if not designs:
        return "labyrinths"
    names = list(dict.fromkeys(d.file for d in designs))
    return f"puzzles on your labyrinth{'s' if len(names) > 1 else ''} {', '.join(names)}"


def design_sheets(paths: Sequence[str]) -> list[DesignSheet]:
    """The sheets of the user's designs for a booklet, each labelled by its file (and side for a labyrinth
    file), refused in verify's words when verify rejects a file (before any puzzle is made)."""
    from pathlib import Path

    from pnp.games.labyrinth.files import load_sheets

    out = []
    for path in paths:
        sheets = load_sheets(path, None)
        name = Path(path).name
        out += [DesignSheet(name, name + (f", side {s.side}" if len(sheets) > 1 else ""), s) for s in sheets]
    return out


# The nearest any page's content comes to the spine: a labyrinth sheet drawn for A4 and scaled onto A5
# keeps 7.6 mm (a test measures the rendered pages); the creep limit is computed from 7.5 mm.
INNER_MARGIN = 7.5


def booklet_folios(count: int) -> int:
    """Folios of a booklet of ``count`` puzzles: a title page, two pages per puzzle and two answer pages
    per puzzle, padded to a multiple of four pages."""
    pages = 1 + 4 * count
    return (pages + 3) // 4


def check_booklet_creep(count: int, creep: float, paper: Paper | None = None) -> None:
    """Refuse creep that would push a page's content into the fold, before any puzzle is made; on a
    large-print ``paper``, any creep (that booklet is not folded) and a paper too small for its pages."""
    from pnp.layout.booklet import check_creep

    if paper is not None and paper.text_floor:
        from pnp.kits.booklet_large import check_large_booklet

        check_large_booklet(paper, creep)
        return

    check_creep(creep, booklet_folios(count), INNER_MARGIN, what="--creep")
    if paper is not None:  # the A5 or half-letter pages must fit two-up on the paper, known before any puzzle
        from pnp.layout.booklet import plan_booklet

        page = _page_paper(paper)
        try:
            plan_booklet(booklet_folios(count) * 4, page.width, page.height, paper, 2, creep)
        except PnpError as error:
            raise PnpError(f"--paper: {error}; the booklet is printed two pages to a sheet of A4 or "
                           "Letter (for a book at a trim size such as 6 × 9 in, use `pnp book --trim 6x9`)") from None


def _page_paper(sheet: Paper) -> Paper:
    """The booklet's page size for the sheet it is printed on: half letter on US sheets, else A5."""
    return find_paper("half-letter" if sheet.key in ("letter", "tabloid") else "a5")


def booklet_document(seed: int, count: int, sheet: Paper, jobs: int = 1, creep: float = 0.0,
                     designs: Sequence[DesignSheet] = (), progress: Progress | None = None) -> Document:
    """The booklet's document (``progress`` hears each puzzle made)."""
    from pnp.layout.booklet import impose_booklet, label_pages
    from pnp.layout.nup import PRINTER_MARGIN

    check_booklet_creep(count, creep, sheet)
    if sheet.text_floor:  # large print: the pages are the paper, in reading order, nothing imposed
        from pnp.games.labyrinth.sheet_grid import grid_geometry
        from pnp.kits.booklet_large import large_booklet_pages

        for design in designs:  # a design too big for squares at the floor is refused before any proof
            grid_geometry(design.sheet, sheet)
        made = puzzles(seed, count, jobs, designs, progress)
        return Document(tuple(large_booklet_pages(seed, count, sheet, made, _which(designs))),
                        title="Labyrinth puzzles")

    page_paper = _page_paper(sheet)
    # the pages fill the sheet's height: the page number keeps clear of the edge home printers leave white
    pages = label_pages(booklet_pages(seed, count, page_paper, jobs, designs, progress), size=5,
                        inset=PRINTER_MARGIN + 0.5)
    return Document(tuple(impose_booklet(pages, sheet, pages_per_side=2, creep=creep)), title="Labyrinth puzzles")
