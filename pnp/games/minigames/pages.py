"""Documents of minigame tiles: puzzle side then artwork side per tile, then answer keys."""

from __future__ import annotations

from typing import Sequence

from pnp.games.minigames.base import Tile
from pnp.games.minigames.draw import answer_pages, artwork_page, puzzle_page, side_by_side_page
from pnp.catalog import Paper, paper
from pnp.scene.model import Document, Page


def tile_pages(tiles: Sequence[Tile], duplex: bool = True) -> list[Page]:
    """Duplex: puzzle side, then artwork side (print double-sided, flip on the long edge).
    Single-sided: each tile's two sides next to each other on one page."""
    pages: list[Page] = []
    for tile in tiles:
        if duplex:
            pages += [puzzle_page(tile), artwork_page(tile)]
        else:
            pages.append(side_by_side_page(tile))
    return pages


def tiles_document(tiles: Sequence[Tile], answers: bool = True, duplex: bool = True, answer_paper: Paper | None = None) -> Document:
    pages = tile_pages(tiles, duplex)
    if answers:
        pages += answer_pages(list(tiles), answer_paper or paper("a4"))
    return Document(tuple(pages), title="Minigame tiles", subject=f"{len(tiles)} tiles")
