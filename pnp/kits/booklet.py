"""A puzzle booklet: labyrinth sheets, each with an objective card and a minigame, answers at the back.

Pages are A5 (or half letter on US Letter paper), imposed two-up for saddle
stitching. Each puzzle is a spread: on the left the objective card and the
minigame tile, on the right the labyrinth sheet (drawn for the full sheet and
scaled down). The answer pages at the back show the proven best line with its
score and the minigame's answer.
"""

from __future__ import annotations

from pnp.catalog import Paper, component
from pnp.catalog import paper as find_paper
from pnp.kits.pages import ACCENT, INK
from pnp.scene.model import Document, Group, Item, Page, Text
from pnp.scene.shapes import placed
from pnp.seeds import derive

M = 10.0


def _scaled(page: Page, into: Paper, top: float = 0.0) -> Group:
    """A page drawn for a bigger paper, scaled to fit ``into`` (centred), clipped to its trim."""
    s = min(into.width / page.width, (into.height - top) / page.height)
    return placed(page, (into.width - page.width * s) / 2, top, s)


def puzzles(seed: int, count: int, jobs: int = 1):
    """(sheet, card, par solution, minigame tile) for each puzzle, all verified."""
    from pnp.games.labyrinth.candidates import card_candidates, ceiling, misfit
    from pnp.games.labyrinth.deck import Prover
    from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_sheet
    from pnp.games.labyrinth.solo import MIN_PAR
    from pnp.games.minigames.base import TYPES, generate_tile

    out = []
    difficulties = ("easy", "medium", "hard")
    with Prover(jobs) as prover:
        for i in range(count):
            sub = derive(seed, "booklet", i)
            sheet = generate_sheet(SIDE_A if i % 2 == 0 else SIDE_B, sub)
            for card in card_candidates(difficulties[i % 3], sub):
                if misfit(card, sheet) or ceiling(card, sheet) < MIN_PAR[card.difficulty]:
                    continue  # asks for what the sheet lacks, or can never reach the floor
                sol = prover.pars([card], {"A": sheet})[0]["A"]
                if sol.solvable and sol.optimal and sol.score >= MIN_PAR[card.difficulty]:
                    break
            tile = generate_tile(TYPES[i % len(TYPES)], "easy" if i % 2 == 0 else "hard", sub)
            out.append((sheet, card, sol, tile))
    return out


def booklet_pages(seed: int, count: int, page_paper: Paper, jobs: int = 1) -> list[Page]:
    from pnp.games.labyrinth.draw import card_front, sheet_page
    from pnp.games.minigames.draw import puzzle_page

    big = find_paper("a4") if page_paper.key in ("a5", "a6") else find_paper("letter")
    poker, tile_size = component("poker-card"), component("square-tile")
    items_title: list[Item] = [
        Text("Labyrinth puzzles", M, 40, page_paper.width - 2 * M, 16, font="display", size=26, color=ACCENT,
             align="center"),
        Text(f"{count} labyrinths, each with its objective and a minigame. Draw your line, solve the tile, and "
             "compare with the answers at the back: every par score there is the best possible, proven by "
             "an exact solver.", M + 6, 64, page_paper.width - 2 * M - 12, 40, size=10, color=INK, align="center"),
        Text(f"seed {seed}", M, page_paper.height - M - 6, page_paper.width - 2 * M, 5, size=7, color=INK,
             align="center"),
    ]
    pages = [Page(page_paper.width, page_paper.height, tuple(items_title), bleed=0.0, label="title")]
    answers: list[Page] = []
    for i, (sheet, card, sol, tile) in enumerate(puzzles(seed, count, jobs), start=1):
        card_page = card_front(card, poker)
        tile_page = puzzle_page(tile, tile_size)
        left: list[Item] = [
            Text(f"Puzzle {i}", M, M, page_paper.width - 2 * M, 9, font="display", size=16, color=ACCENT),
            Text(f"Side {sheet.side} · {card.difficulty} objective · {tile.difficulty} {tile.type} minigame",
                 M, M + 9, page_paper.width - 2 * M, 5, size=8, color=INK),
            placed(card_page, (page_paper.width - poker.width) / 2, M + 17),
            placed(tile_page, (page_paper.width - tile_size.width) / 2, M + 17 + poker.height + 6),
        ]
        pages.append(Page(page_paper.width, page_paper.height, tuple(left), bleed=0.0, label=f"puzzle {i}"))
        pages.append(Page(page_paper.width, page_paper.height, (_scaled(sheet_page(sheet, big), page_paper),),
                          bleed=0.0, label=f"sheet {i}"))
        solution = sheet_page(sheet, big, path=sol.path, title=f"Answer {i}",
                              caption=f"Best score {sol.score} (proven); the line takes {len(sol.path)} squares")
        answers.append(Page(page_paper.width, page_paper.height, (_scaled(solution, page_paper),), bleed=0.0,
                            label=f"answer {i}"))
        tile_answer = puzzle_page(tile, tile_size, bleed=0, answer=True)
        answers.append(Page(page_paper.width, page_paper.height, (
            Text(f"Answer {i}: the {tile.type} tile", M, M, page_paper.width - 2 * M, 8, font="body-bold", size=11,
                 color=ACCENT),
            placed(tile_answer, (page_paper.width - tile_size.width * 1.5) / 2, M + 14, 1.5),
        ), bleed=0.0, label=f"answer {i} tile"))
    return pages + answers


# The nearest any page's content comes to the spine: a labyrinth sheet drawn for A4 and scaled onto A5
# keeps 7.6 mm (a test measures the rendered pages); the creep limit is computed from 7.5 mm.
INNER_MARGIN = 7.5


def booklet_folios(count: int) -> int:
    """Folios of a booklet of ``count`` puzzles: a title page, two pages per puzzle and two answer pages
    per puzzle, padded to a multiple of four pages."""
    pages = 1 + 4 * count
    return (pages + 3) // 4


def check_booklet_creep(count: int, creep: float) -> None:
    """Refuse creep that would push a page's content into the fold, before any puzzle is made."""
    from pnp.layout.booklet import check_creep

    check_creep(creep, booklet_folios(count), INNER_MARGIN, what="--creep")


def booklet_document(seed: int, count: int, sheet: Paper, jobs: int = 1, creep: float = 0.0) -> Document:
    from pnp.layout.booklet import impose_booklet, label_pages

    check_booklet_creep(count, creep)

    page_paper = find_paper("half-letter" if sheet.key in ("letter", "tabloid") else "a5")
    pages = label_pages(booklet_pages(seed, count, page_paper, jobs), size=5, inset=3)
    return Document(tuple(impose_booklet(pages, sheet, pages_per_side=2, creep=creep)), title="Labyrinth puzzles")
