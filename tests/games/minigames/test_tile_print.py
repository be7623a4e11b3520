"""The tile's words at a print shop's 5 pt: the id under the difficulty in the header, the task alone along the
foot; thumbnails (answer keys) leave the fine print out and name the tile beside it. Read back from the PDF."""

from __future__ import annotations

from pdfhygiene import measure, summarise

from pnp.catalog import paper
from pnp.games.minigames.answer_keys import answer_pages
from pnp.games.minigames.base import generate_tile
from pnp.games.minigames.catalog import spec, types
from pnp.games.minigames.draw import artwork_page, content_box, puzzle_page, tile_size
from pnp.render.pdf import render_pdf
from pnp.scene.model import Document, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items
from tests.kits.test_player_pages import pdf_text


def _tiles():
    return [generate_tile(kind, level, 3) for kind in types() for level in ("easy", "hard")]


def test_every_tile_prints_its_id_and_task_at_five_points_or_more(tmp_path):
    tiles = _tiles()
    pages = [p for t in tiles for p in (puzzle_page(t), artwork_page(t))]
    pdf = tmp_path / "tiles.pdf"
    pdf.write_bytes(render_pdf(Document(tuple(pages))))
    found = summarise(measure(pdf))
    assert found.small_text == [] and found.thin_lines == []
    text = "\n".join(pdf_text(pdf))
    for tile in tiles:
        assert tile.tile_id in text and spec(tile.type).task in text
    for tile, page in zip(tiles, pages[::2]):
        words = {t.text: t for t in iter_items(page.items) if isinstance(t, Text)}
        # the id sits in the header band, over the puzzle, the task on one line along the foot, neither cut or
        # spilling
        assert words[tile.tile_id].y + words[tile.tile_id].height <= content_box(tile_size(), 0.0, tile.type)[1]
        task = layout_text(words[spec(tile.type).task])
        assert len(task.lines) == 1 and not task.overflow


def test_answer_keys_show_thumbnails_named_beside_them_at_five_points_or_more(tmp_path):
    tiles = _tiles()
    pdf = tmp_path / "answers.pdf"
    pdf.write_bytes(render_pdf(Document(tuple(answer_pages(tiles, paper("a4"))))))
    found = summarise(measure(pdf))
    assert found.small_text == [] and found.thin_lines == []
    text = "\n".join(pdf_text(pdf))
    for tile in tiles:
        assert text.count(tile.tile_id) == 1  # in the caption under the tile, not on the shrunk tile too
