"""A puzzle booklet: labyrinth sheets, each with an objective card and a minigame, answers at the back.

One set of pages at any text floor. Each puzzle is a spread: on the left its objective card and minigame tile
(the card and tile for the floor, side by side when the page's width holds both, else one over the other), on
the right its labyrinth sheet, drawn for a whole sheet of paper; at the back each sheet again with the proven
best line and its score, then the solved tiles, as many to a page as it holds at up to one and a half times
their size.

The pages are half the sheet (A5, or half letter on US Letter) imposed two-up for saddle stitching, the sheets
drawn for A4 or Letter and scaled onto them, while that keeps the sheet's smallest words at the floor: scaled
to 0.7, its 7 pt words print at about 5 pt (:data:`HALF_PAGE_FLOOR`). Over that floor (a theme's
12 pt) every page is a whole sheet in reading order, stapled at the side, nothing scaled, imposed or folded,
so creep has no meaning (refused).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from pnp.catalog import Component, Paper
from pnp.catalog import paper as find_paper
from pnp.errors import PnpError
from pnp.game import Progress
from pnp.i18n import _, ngettext, pgettext
from pnp.kits.pages import ACCENT, INK
from pnp.minigame import Tile
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.model import Document, Page
from pnp.scene.shapes import placed
from pnp.seeds import derive

if TYPE_CHECKING:
    from pnp.surfaces.labyrinth import Sheet

M = 10.0  # mm: a half page's margin
WHOLE_M = 12.0  # mm: a whole sheet's, clear of what home printers leave white
GAP = 6.0  # mm between the card and the tile, and between solved tiles
HALF_PAGE_FLOOR = 4.9  # pt: the least size an A4 sheet's words keep scaled onto A5 (7 pt × 0.7)


class DesignSheet(NamedTuple):
    """A sheet of the user's own for the booklet: its file's name and the label its puzzles print."""

    file: str
    label: str
    sheet: Sheet


def puzzles(seed: int, count: int, jobs: int = 1, designs: Sequence[DesignSheet] = (),
            progress: Progress | None = None):
    """(label, sheet, card, par solution, minigame tile) for each puzzle, all verified.

    The sheets are generated (sides A and B in turn), or the ``designs`` given, taken in turn; each puzzle's
    objective is proven on its own sheet. ``progress`` hears each puzzle made.
    """
    from pnp.registry import labyrinth, minigames

    lab = labyrinth()
    generate_sheet, proven_objective, solo_card = lab.generate_sheet, lab.proven_objective, lab.solo_card
    family = minigames()
    types = family.types()
    out = []
    with lab.prover_class(jobs) as prover:
        for i in range(count):
            sub = derive(seed, "booklet", i)
            if designs:
                label, sheet = designs[i % len(designs)][1:]
            else:
                sheet = generate_sheet(lab.SIDE_A if i % 2 == 0 else lab.SIDE_B, sub)
                # i18n: a puzzle's labyrinth: "Side A"
                label = _("Side {side}").format(side=sheet.side)
            card, sol = proven_objective(sheet, lab.OBJECTIVE_DIFFICULTIES[i % 3], sub, prover, label)
            card = solo_card(card)  # one reader: no fastest-player row (the par is proven without it)
            tile = family.make(types[i % len(types)], "easy" if i % 2 == 0 else "hard", sub)
            out.append((label, sheet, card, sol, tile))
            if progress is not None:
                progress(i + 1, count, f"puzzles ({label}, {card.difficulty} objective, {tile.type} tile)")
    return out


def _whole(page: Paper) -> bool:
    """Whether the booklet's pages are whole sheets (a floor over what a half page keeps)."""
    return page.text_floor > HALF_PAGE_FLOOR


def _drawn_for(page: Paper) -> Paper:
    """The paper a page's labyrinth sheet is drawn for: the page when whole, else the sheet it is half of."""
    return page if _whole(page) else find_paper("a4" if page.key in ("a5", "a6") else "letter")


CARD_LADDER_FIRST = "poker"  # the objective cards' designed size (layouts/components.toml's [card_sizes])


def _sizes(floor: float) -> tuple[Component, Component]:
    from pnp.registry import labyrinth, minigames

    return labyrinth().card_size(floor), minigames().tile_size(floor)


def _margin(page: Paper) -> float:
    return WHOLE_M if _whole(page) else M


def _words(text: str, size: float, font: str = "body", color=INK, align="left") -> b.Words:
    return b.Words(text=text, font=font, size=size, color=color, text_align=align, name=text[:24])


def _page(page: Paper, children: Sequence[b.Box], label: str, top: float = 0.0, gap: float = 0.0) -> Page:
    """``children`` down the page inside its margins (from ``top`` mm), no word under its floor."""
    m = _margin(page)
    node = b.Column(children=tuple(children), gap=gap)
    items = lay_out(node, m, m + top, page.width - 2 * m, page.height - 2 * m - top, page.text_floor)
    return Page(page.width, page.height, items.fitted(f"the booklet's {label} page"), bleed=0.0, label=label)


def _art(drawn: Page, scale: float = 1.0) -> b.Art:
    """A drawn page (a card, a tile) placed at ``scale`` in a box of its size, centred across."""
    w, h = drawn.width * scale, drawn.height * scale
    return b.Art(draw=lambda x, y, bw, bh: [placed(drawn, x + (bw - w) / 2, y, scale)], width=w, height=h,
                 shrink=0, align="center")


def title_page(count: int, which: str, page: Paper) -> Page:
    """The booklet's name and what it holds; on whole sheets, how to print and bind them."""
    body = max(10.0, page.text_floor + 2)
    parts: list[b.Box] = [
        # i18n: the puzzle booklet's title
        _words(_("Labyrinth puzzles"), max(26.0, 3 * page.text_floor), "display", ACCENT, "center"),
        # i18n: {what} is "12 labyrinths" or "12 puzzles on your labyrinth maze.json"
        _words(_("{what}, each with its objective and a minigame. Draw your line, solve the tile, and compare "
                 "with the answers at the back: every par score there is the best possible, proven by an exact "
                 "solver.").format(what=which), body, align="center"),
    ]
    if _whole(page):  # sheets stapled at the side read differently from a folded booklet: say how
        parts += [
            _words(_("What each puzzle holds"), body + 4, "body-bold", ACCENT),
            _words(_("Two facing pages: on the left the objective card and the minigame tile, on the right the "
                     "labyrinth to draw on. At the back, each labyrinth again with the best line drawn, then the "
                     "solved tiles."), body),
            _words(_("How to print"), body + 4, "body-bold", ACCENT),
            # i18n: {paper} is the paper's name (A4)
            _words(_("This booklet is not folded or saddle-stitched: every page is a whole sheet of {paper}, "
                     "with nothing to cut. Print it double-sided (flip on the long edge), keep the pages in order, "
                     "and staple or clip them at the left side. Each puzzle's card and tile then face its "
                     "labyrinth.").format(paper=page.name), body),
        ]
    return _page(page, parts, "title", top=30.0, gap=8.0)


def puzzle_page(i: int, label: str, card, tile, page: Paper) -> Page:
    """The left page of puzzle ``i``: its title, what it holds, its card and tile, side by side when the page's
    width holds both (with a note under the tile on where the labyrinth and the answer are).

    The card is the kit's card size, which a longer language may raise (its player aid needs the room); where that
    card leaves the page too short, the card is drawn at the smallest size that holds its own words."""
    from pnp.registry import labyrinth

    card_size, tile_size = _sizes(page.text_floor)
    try:
        return _puzzle_page(i, label, card, tile, page, card_size, tile_size)
    except PnpError:
        smallest = labyrinth().card_size(page.text_floor, CARD_LADDER_FIRST)
        if smallest == card_size:
            raise
        return _puzzle_page(i, label, card, tile, page, smallest, tile_size)


def _puzzle_page(i: int, label: str, card, tile, page: Paper, card_size: Component, tile_size: Component) -> Page:
    from pnp.registry import labyrinth, minigames

    floor = page.text_floor
    card_art = _art(labyrinth().card_front(card, card_size, floor=floor))
    tile_art = _art(minigames().face_page(tile, tile_size, 0.0, False, floor))
    note = max(8.0, floor + 2)
    if card_size.width + GAP + tile_size.width <= page.width - 2 * _margin(page):
        tile_side = b.Column(gap=4.0, width=tile_size.width, shrink=0, children=(tile_art, _words(
            _("Your labyrinth is on the facing page: draw your line there and score it with this card. The tile "
              "is a puzzle of its own. Answer {n} is at the back.").format(n=i), note)))
        pieces: b.Box = b.Row(gap=GAP, justify="center", items_align="start", children=(card_art, tile_side))
    else:
        pieces = b.Column(gap=GAP, children=(card_art, tile_art))
    return _page(page, [
        _words(_("Puzzle {n}").format(n=i), max(16.0, 2.5 * floor), "display", ACCENT),
        # i18n: {side} "Side A", {card} the card's difficulty (easy...), {tile} and {type} the tile's difficulty
        # and minigame ("easy sword minigame")
        _words(_("{side} · {card} objective · {tile} {type} minigame").format(
            side=label, card=_difficulty(card.difficulty), tile=_difficulty(tile.difficulty),
            type=_minigame(tile.type)), note),
        b.Box(height=5.0), pieces], f"puzzle {i}")


def _difficulty(word: str) -> str:
    """A difficulty as the puzzle's line prints it (an unknown one as it is)."""
    return {"tutorial": pgettext("difficulty", "tutorial"), "easy": pgettext("difficulty", "easy"),
            "medium": pgettext("difficulty", "medium"), "hard": pgettext("difficulty", "hard")}.get(word, word)


def _minigame(word: str) -> str:
    """A minigame's type as the puzzle's line prints it ("sword minigame"; an unknown one as it is)."""
    return {"sword": pgettext("minigame", "sword"), "bow": pgettext("minigame", "bow"),
            "key": pgettext("minigame", "key"), "treasure": pgettext("minigame", "treasure"),
            "minotaur": pgettext("minigame", "minotaur"), "spider": pgettext("minigame", "spider"),
            "troll": pgettext("minigame", "troll")}.get(word, word)


def sheet_for(sheet, page: Paper, title: str, caption: str, label: str, path=None) -> Page:
    """The sheet drawn for the paper it is drawn for and scaled onto the page (whole: as drawn). The sheet's
    internal seed (a long number a player has no use for) stays off the page: its id names it."""
    from pnp.registry import labyrinth

    drawn = labyrinth().sheet_page(sheet, _drawn_for(page), path=path, title=title, caption=caption, solo=True)
    s = min(page.width / drawn.width, page.height / drawn.height)
    return Page(page.width, page.height, (placed(drawn, (page.width - drawn.width * s) / 2, 0.0, s),), bleed=0.0,
                label=label)


def tile_answer_pages(tiles: Sequence[tuple[int, Tile]], page: Paper) -> list[Page]:
    """The solved tiles, each under its puzzle's number, as many across and down as the page holds at up to one
    and a half times their size (the id is on the artwork side, which the booklet does not print): a page's
    rows counted by the engine's measure of its title and of a solved tile under its number."""
    from pnp.registry import minigames

    floor = page.text_floor
    size = _sizes(floor)[1]
    room_w, room_h = page.width - 2 * _margin(page), page.height - 2 * _margin(page)
    across = max(1, int((room_w + GAP) // (size.width + GAP)))
    scale = min(1.5, ((room_w + GAP) / across - GAP) / size.width)
    cells = [b.Column(children=(_words(_("Answer {n}").format(n=i), max(11.0, floor + 2), "body-bold"), _art(
        minigames().face_page(tile, size, 0.0, True, floor), scale))) for i, tile in tiles]
    # a title numbered "(n of n)" is never longer than with the count of tiles
    head = height_of(_title(_("Minigame answers ({n} of {count})").format(n=len(tiles), count=len(tiles)), floor),
                     room_w, floor) + 4.0
    row = max((height_of(cell, room_w / across, floor) for cell in cells), default=0.0)
    down = max(1, int((room_h - head + GAP) // (row + GAP)))
    chunks = [cells[n:n + across * down] for n in range(0, len(cells), across * down)]
    pages = []
    for n, chunk in enumerate(chunks, 1):
        title = _title(_("Minigame answers ({n} of {count})").format(n=n, count=len(chunks)) if len(chunks) > 1
                       else _("Minigame answers"), floor)
        pages.append(_page(page, [title, b.Grid(columns=(b.Fr(),) * across, cells=tuple(chunk), gap=GAP,
                                                row_gap=GAP)], f"tile answers {n}", gap=4.0))
    return pages


def _title(text: str, floor: float) -> b.Words:
    return _words(text, max(16.0, 2 * floor), "display", ACCENT)


def booklet_pages(seed: int, count: int, page_paper: Paper, jobs: int = 1, designs: Sequence[DesignSheet] = (),
                  progress: Progress | None = None, made: Sequence[tuple] | None = None) -> list[Page]:
    """The booklet's pages in reading order: title, each puzzle's card page and sheet, the solution sheets, the
    solved tiles. ``made``: the puzzles (label, sheet, card, par solution, tile), as :func:`puzzles` gives them
    (made here when not given)."""
    made = puzzles(seed, count, jobs, designs, progress) if made is None else made
    pages = [title_page(count, _which(designs, count), page_paper)]
    answers: list[Page] = []
    for i, (label, sheet, card, sol, tile) in enumerate(made, start=1):
        pages.append(puzzle_page(i, label, card, tile, page_paper))
        pages.append(sheet_for(sheet, page_paper, _("Puzzle {n}").format(n=i), label, f"sheet {i}"))
        proven = ngettext("Best score {score} (proven); the line takes {n} square",
                          "Best score {score} (proven); the line takes {n} squares", len(sol.path)).format(
            score=sol.score, n=len(sol.path))
        answers.append(sheet_for(sheet, page_paper, _("Answer {n}").format(n=i), proven, f"answer {i}", sol.path))
    return pages + answers + tile_answer_pages([(i, p[4]) for i, p in enumerate(made, start=1)], page_paper)


def _which(designs: Sequence[DesignSheet], count: int) -> str:
    """What the title page calls the puzzles: generated labyrinths, or puzzles on the user's designs."""
    if not designs:
        # i18n: how many puzzles the booklet holds
        return ngettext("{n} labyrinth", "{n} labyrinths", count).format(n=count)
    names = list(dict.fromkeys(d.file for d in designs))
    # i18n: {files} is the user's file names as written
    return (ngettext("{n} puzzle on your labyrinth {files}", "{n} puzzles on your labyrinth {files}", count)
            if len(names) == 1 else
            ngettext("{n} puzzle on your labyrinths {files}", "{n} puzzles on your labyrinths {files}", count)
            ).format(n=count, files=", ".join(names))


def design_sheets(paths: Sequence[str]) -> list[DesignSheet]:
    """The sheets of the user's designs for a booklet, each labelled by its file (and side for a labyrinth
    file), refused in verify's words when verify rejects a file (before any puzzle is made)."""
    from pathlib import Path

    from pnp.registry import labyrinth

    out = []
    for path in paths:
        sheets = labyrinth().load_sheets(path, None)
        name = Path(path).name
        # i18n: a puzzle's labyrinth: the user's file and its side ("maze.json, side A")
        out += [DesignSheet(name, _("{file}, side {side}").format(file=name, side=s.side) if len(sheets) > 1
                            else name, s) for s in sheets]
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
    """Refuse, before any puzzle is made, creep that would push a page's content into the fold and a ``paper``
    its pages do not fit; for whole-sheet pages (a floor over :data:`HALF_PAGE_FLOOR`), any creep."""
    from pnp.layout.booklet import check_creep, plan_booklet

    page = page_paper(paper) if paper is not None else None
    if page is not None and _whole(page):
        _check_whole(page, creep)
        return
    check_creep(creep, booklet_folios(count), INNER_MARGIN, what="--creep")
    if paper is not None and page is not None:  # the half pages must fit two-up on the paper
        try:
            plan_booklet(booklet_folios(count) * 4, page.width, page.height, paper, 2, creep)
        except PnpError as error:
            raise PnpError(f"--paper: {error}; the booklet is printed two pages to a sheet of A4 or "
                           "Letter (for a book at a trim size such as 6 × 9 in, use `pnp book --trim 6x9`)") from None


HEAD = 40.0  # mm: a puzzle page's title and the line naming what it holds, at most, above its card and tile


def _check_whole(page: Paper, creep: float) -> None:
    from pnp.registry import labyrinth

    if creep:
        raise PnpError(f"--creep: a booklet with no text under {page.text_floor:g} pt is not folded (its pages are "
                       f"whole sheets of {page.name}, stapled at the side), so it has no creep; leave --creep out")
    labyrinth().check_paper(page)
    card, tile = _sizes(page.text_floor)
    side_by_side = card.width + GAP + tile.width <= page.width - 2 * WHOLE_M
    need_w = (card.width + GAP + tile.width if side_by_side else max(card.width, tile.width)) + 2 * WHOLE_M
    need_h = HEAD + 2 * WHOLE_M + (max(card.height, tile.height) if side_by_side else card.height + GAP + tile.height)
    if page.width < need_w or page.height < need_h:
        raise PnpError(f"--paper: a booklet page with no text under {page.text_floor:g} pt needs a portrait paper "
                       f"of at least {need_w:.0f} × {need_h:.0f} mm for its card and tile; {page.name} is "
                       f"{page.width:g} × {page.height:g} mm")


def page_paper(sheet: Paper) -> Paper:
    """The booklet's page for the sheet it is printed on: the sheet itself over :data:`HALF_PAGE_FLOOR`, else
    half of it (half letter on US sheets, else A5), with the sheet's floor."""
    from dataclasses import replace

    half = replace(find_paper("half-letter" if sheet.key in ("letter", "tabloid") else "a5"),
                   text_floor=sheet.text_floor)
    return sheet if _whole(half) else half


def booklet_document(seed: int, count: int, sheet: Paper, jobs: int = 1, creep: float = 0.0,
                     designs: Sequence[DesignSheet] = (), progress: Progress | None = None) -> Document:
    """The booklet's document (``progress`` hears each puzzle made)."""
    from pnp.layout.booklet import impose_booklet, label_pages
    from pnp.layout.nup import PRINTER_MARGIN
    from pnp.registry import labyrinth

    check_booklet_creep(count, creep, sheet)
    page = page_paper(sheet)
    for design in designs:  # a design too big for squares at the floor is refused before any proof
        labyrinth().grid_geometry(design.sheet, _drawn_for(page))
    pages = booklet_pages(seed, count, page, jobs, designs, progress)
    if _whole(page):  # whole sheets in reading order: nothing to number for folding or to impose
        return Document(tuple(pages), title="Labyrinth puzzles")
    # the pages fill the sheet's height: the page number keeps clear of the edge home printers leave white
    pages = label_pages(pages, size=5, inset=PRINTER_MARGIN + 0.5)
    return Document(tuple(impose_booklet(pages, sheet, pages_per_side=2, creep=creep)), title="Labyrinth puzzles")
