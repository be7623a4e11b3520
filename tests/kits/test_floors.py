"""Issue 27, item 2: the floors docs/printing.md and docs/themes.md promise (no line under 0.1 mm, no text under
5 pt, and under 12 pt in large print) hold on every page of every PDF of a home kit, cover and designer.pdf
included, in every bundled theme: read back from the files (tests/pdfhygiene.py), not trusted from the scene.

A home kit's cover showed a whole sheet shrunk to a third: 1.9 pt text and 0.06 mm lines. It is now a thumbnail
(pnp.scene.legible.thumbnail_page): lines at the floor, text under it greeked. (Every game with a kit now has
key art for its cover, issue 29; the thumbnail is the cover of a game without.)"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pdfhygiene import measure, summarise

from pnp.catalog import paper
from pnp.kits import kit_files
from pnp.kits.pages import cover_page, thumbnail
from pnp.layout.presets import load_preset
from pnp.registry import game
from pnp.render.pdf import render_pdf
from pnp.scene.color import Color
from pnp.scene.legible import MIN_LINE, MIN_TEXT
from pnp.scene.model import Document, Page, Style, Text
from pnp.scene.shapes import line, rect
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

GAMES = ["labyrinth", "maze-tiles", "path-cards", "notebook"]
THEMES = ["default", "low-ink", "colour-blind", "large-print"]
LARGE_PRINT = 12.0  # pt: layouts/themes/large-print.toml's text_floor


def a_sheet() -> Page:
    """A page drawn for A4 with what a sheet has: a title, fine print, a hairline grid, a heavy frame."""
    ink = Color(0, 0, 0)
    items = [Text("Side A", 15, 10, 180, 20, size=40, font="display"),
             Text("Score: write your points in the boxes below, one line per round.", 15, 250, 180, 6, size=6),
             rect(15, 40, 180, 180, Style(stroke=ink, width=0.8))]
    items += [line(15 + 20 * i, 40, 15 + 20 * i, 220, Style(stroke=ink, width=0.2)) for i in range(1, 9)]
    return Page(210, 297, tuple(items), bleed=3.0)


def pdf_of(page: Page, tmp_path: Path) -> Path:
    out = tmp_path / "cover.pdf"
    out.write_bytes(render_pdf(Document((page,))))
    return out


@pytest.mark.parametrize("floor", [0.0, LARGE_PRINT])
def test_a_cover_showing_a_shrunk_sheet_keeps_the_floors(floor, tmp_path):
    a4 = replace(paper("a4"), text_floor=floor)
    # a game without key art shows its first page on the cover, drawn by pages.thumbnail
    box = game("labyrinth").box
    assert box is not None
    cover = cover_page(a4, box, thumbnail(a_sheet(), floor))
    pdf = pdf_of(cover, tmp_path)
    facts = measure(pdf)[0]
    assert min(s.width_mm for s in facts.strokes) >= MIN_LINE - 1e-6
    assert min(t.size_pt for t in facts.texts) >= max(MIN_TEXT, floor) - 1e-6
    # the sheet's title, large enough at a third of its size, is still printed as text; its fine print is not
    words = pdfium.PdfDocument(pdf)[0].get_textpage().get_text_range()
    assert "Side A" in words and "Score" not in words


def kit(theme: str) -> dict[Path, bytes]:
    with pytest.MonkeyPatch.context() as patch:  # fewer deals and plays: they change figures, not drawing
        patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)
        patch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)
        preset = replace(load_preset("home"), theme=theme)
        files = kit_files(GAMES, Path("kits"), 1, 2, paper("a4"), preset)
    return {path.relative_to("kits"): data for path, data in files.items() if path.suffix == ".pdf"}


@pytest.mark.slow
@pytest.mark.parametrize("theme", THEMES)
def test_every_page_of_every_home_kit_pdf_keeps_the_line_and_text_floors(theme, tmp_path):
    pdfs = kit(theme)
    assert {p.parts[0] for p in pdfs} == set(GAMES) and Path("maze-tiles/designer.pdf") in pdfs
    text_floor = LARGE_PRINT if theme == "large-print" else MIN_TEXT
    found = {}
    for path, data in sorted(pdfs.items()):
        local = tmp_path / "-".join(path.parts)
        local.write_bytes(data)
        s = summarise(measure(local), MIN_LINE, text_floor)
        if s.thin_lines or s.small_text:
            found[str(path)] = (sorted({(n, round(t.width_mm, 3)) for n, t in s.thin_lines})[:5],
                                sorted({(n, round(t.size_pt, 2)) for n, t in s.small_text})[:5])
    assert found == {}


@pytest.mark.parametrize("sheet", ["a4", "letter"])
def test_large_print_designer_pages_are_drawn_at_the_floor(sheet):
    """designer.pdf in large print: the maze tiles' report drew its seed line and chart labels at 7 to 8 pt and
    the notebook's appendix its A5 pages at 8.5 pt, under the theme's 12 (the theme grows text only where its box
    holds it). Both now draw for the paper's floor: the appendix on the whole sheet, where its tables fit."""
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.pages import report_page
    from pnp.games.maze_tiles.report import playability_report
    from pnp.games.notebook.generate import generate_dungeon
    from pnp.games.notebook.printouts import appendix_part, booklet_page
    from pnp.scene.walk import printed_text_sizes

    large = replace(paper(sheet), text_floor=LARGE_PRINT)
    ts = generate_tileset(1)
    pages = [report_page(playability_report(ts, 8, 1), ts, large)]
    pages += appendix_part(generate_dungeon(1), booklet_page(large)[0].key, None, large).pages
    sizes = [size for page in pages for _, size in printed_text_sizes(page.items)]
    assert sizes and min(sizes) >= LARGE_PRINT - 1e-6
    for page in pages:  # and every one of them within its page
        assert all(not layout_text(t).overflow for t in iter_items(page.items) if isinstance(t, Text)), page.label
