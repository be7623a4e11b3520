"""The minigames picture of the labyrinth's printed rules (``rules_figures()["minigames"]``): one generated easy
tile of each minigame, solved as the answer keys draw it, and the spider's second face; under a high floor,
each minigame's icon beside its task."""

from __future__ import annotations

from functools import lru_cache

from pnp.games.labyrinth.pen import INK, MUTED, PANEL_LINE
from pnp.games.labyrinth.rules_figures import SMALL, WIDTH
from pnp.games.minigames.words import task
from pnp.i18n import _
from pnp.scene import boxes as b
from pnp.scene.legible import thumbnail_page
from pnp.scene.model import Page, Style
from pnp.scene.shapes import placed, rect
from pnp.scene.text import PT
from pnp.scene.walk import printed_text_sizes

TILE_SEED = 1
TILE_COLUMNS = 4  # at most, and with the tiles' pictures
TILE_GAP = 6.0
TILE_PAD = 3.0
TASK_EMS = 14.0  # a task's line under a high floor, in ems of its text
ICON_MM = 8.0  # a minigame's icon beside its task at the designed 7.5 pt


@lru_cache(maxsize=1)
def example_tiles() -> tuple:
    """One easy tile of each minigame the sheets play, generated (and so verified) from a fixed seed."""
    from pnp.games.labyrinth.played import played
    from pnp.games.minigames.base import generate_tile

    return tuple(generate_tile(kind, "easy", TILE_SEED) for kind in played())


def _heading(kind: str) -> str:
    """A minigame's name and when its tile is played (the rule rules.toml states in full)."""
    from pnp.games.minigames.words import name

    # i18n: the rules' minigames picture: each minigame's name and when its tile is played
    said = {"sword": _("Sword: on the sword square"), "bow": _("Bow: on the bow square"),
            "key": _("Key: on the key square"), "treasure": _("Treasure: on the treasure, key in hand"),
            "minotaur": _("Minotaur: to leave by the minotaur"), "spider": _("Spider: to leave by the spider"),
            "troll": _("Troll: to leave by the troll")}
    # i18n: the rules' minigames picture, a minigame added later: its name and the square that plays it
    return said.get(kind) or _("{name}: on its square").format(name=name(kind))


def _thumbnails(floor: float) -> list[tuple[Page, str, str]] | None:
    """Each example tile's solved side (and the spider's back) with its heading and task, as the figure's
    thumbnails; None when a thumbnail's smallest text would print under ``floor``."""
    from pnp.games.minigames.draw import artwork_page, puzzle_page, tile_size

    size, scale = tile_size(), _tile_w(TILE_COLUMNS) / tile_size().width
    cells: list[tuple[Page, str, str]] = []
    for tile in example_tiles():
        # thumbnails: the task is said under each, and the id and caption lines would print far under 5 pt
        cells.append((puzzle_page(tile, size, bleed=0, answer=True, fine_print=False), _heading(tile.type),
                      task(tile.type)))
        if tile.type == "spider":
            # i18n: the rules' minigames picture: the spider tile's second face, and what it is for
            cells.append((artwork_page(tile, size, bleed=0, fine_print=False), _("Spider, the back of the tile"),
                          _("The grid on the back: compare it square by square with the front.")))
    smallest = min(s for page, _head, _task in cells for _at, s in printed_text_sizes(page.items, scale=scale))
    return cells if smallest >= floor else None


def _tile_w(columns: int) -> float:
    return (WIDTH - 2 * TILE_PAD - (columns - 1) * TILE_GAP) / columns


def minigames_box(floor: float = 0.0) -> b.Column:
    """The minigames the sheets play, one cell each: the rule is a tile's solved side while its smallest text
    prints at the floor or above, else the minigame's icon beside its task (the answer keys show it solved);
    as many columns as leave each task :data:`TASK_EMS` ems, at most :data:`TILE_COLUMNS`."""
    from pnp.games.minigames.catalog import spec

    thumbnails = _thumbnails(floor)
    size = max(SMALL, floor)
    columns = TILE_COLUMNS if thumbnails else max(1, min(TILE_COLUMNS, int(
        (WIDTH - 2 * TILE_PAD + TILE_GAP) // (TASK_EMS * size * PT + TILE_GAP))))

    def words(head: str, task: str) -> tuple[b.Words, b.Words]:
        return (b.Words(text=head, font="body-bold", size=SMALL, leading=1.15, color=INK),
                b.Words(text=task, size=SMALL, leading=1.15, color=INK))

    cells: list[b.Box]
    if thumbnails:
        side, scale = _tile_w(columns), _tile_w(columns) / thumbnails[0][0].width
        frame = Style(stroke=PANEL_LINE, width=0.25)

        def picture(page: Page) -> b.Art:
            # a tile printed small: its header's words under what a print shop prints become pale bars, as a
            # layout program shows type too small to read (the name and task are said under it at full size)
            small = thumbnail_page(page, scale)
            return b.Art(height=side, shrink=0, draw=lambda x, y, w, h: [placed(small, x, y, scale),
                                                                         rect(x, y, side, side, frame)])

        cells = [b.Column(gap=1.2, children=(picture(page), b.Column(children=words(head, task))))
                 for page, head, task in thumbnails]
        note: tuple[b.Box, ...] = ()
    else:
        icon = ICON_MM * size / SMALL
        cells = []
        for tile in example_tiles():
            declared = spec(tile.type)
            # i18n: the rules' minigames picture in large print: the spider's task, then this about its back
            said = task(tile.type) + (" " + _("The back of its tile holds a second grid.") if tile.type == "spider"
                                      else "")
            cells.append(b.Row(gap=2.0, items_align="start", children=(
                b.Glyph(icon=declared.icon, width=icon, height=icon, shrink=0, color=INK),
                b.Column(grow=1, children=words(_heading(tile.type), said)))))
        note = (b.Words(text=_("The answer keys at the back show each tile solved."), font="body-italic",
                        size=SMALL, color=MUTED),)
    grid = b.Grid(columns=(b.Fr(),) * columns, cells=tuple(cells), gap=TILE_GAP, row_gap=3.0)
    return b.Column(pad=TILE_PAD, gap=3.0, name="the rules' minigames", children=(grid, *note))
