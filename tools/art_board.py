"""Make docs/art.md's pictures: the four games' pieces side by side at one scale, and the shared palette.

    .venv/bin/python tools/art_board.py [OUT_DIR]

Draws each kit's own pieces (seed 1, A4, the default theme) from their scenes, not from kit.pdf: a labyrinth
sheet, an objective card's front and back, a minigame tile's two backs, a maze tile, a hero board, a path card's
front and back, the notebook's cover and a room page, and each kit's cover; every piece at the same millimetres
per pixel on a grey table (art-family.png), the kit covers in a row (art-covers.png), and the colours the four
games share as swatches with their roles (art-palette.png), in OUT_DIR (docs/images by default). Run it again
when the look changes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "images"
PX_PER_MM = 2.4  # every piece at this scale, so their sizes compare as on the table
TABLE = (96, 96, 96)
GAP = 24  # px
FONT = ROOT / "fonts" / "Lato-Regular.ttf"  # the kits' own body type for the labels


def _font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(FONT), size)

# (role in the default theme, what it is for): the colours the four games share
PALETTE = (
    ("maze-tiles.palette.parchment", "parchment: card faces, panels, the notebook's binding panel"),
    ("labyrinth.pen.floor", "the labyrinth's flagstone floor, light enough to draw on"),
    ("maze-tiles.palette.floor", "the maze tiles' floor"),
    ("maze-tiles.palette.stone", "stone: tile walls, tile backs, the notebook's binding"),
    ("labyrinth.pen.stone", "the labyrinth's wall stone and carved frame"),
    ("labyrinth.pen.ink", "ink: wall cores, lines, body text"),
    ("kit.pages.accent", "rust: titles, rules, the kit covers' frames"),
    ("maze-tiles.palette.bronze", "bronze: fittings, studs, coins"),
    ("labyrinth.pen.difficulty_color.easy", "easy decks and tiles (with one skull)"),
    ("labyrinth.pen.difficulty_color.medium", "medium (two skulls)"),
    ("labyrinth.pen.difficulty_color.hard", "hard (three skulls)"),
)

def _image(page, px_per_mm: float = PX_PER_MM) -> Image.Image:
    """One drawn page (its trim) as the printer would show it."""
    from pnp.render.pdf import render_pdf
    from pnp.render.png import rasterise
    from pnp.scene.model import Document

    return rasterise(render_pdf(Document((page,))), [page], px_per_mm * 25.4, "trim")[0].convert("RGB")


def _row(images: list[Image.Image], labels: list[str]) -> Image.Image:
    """Images side by side on the table, bottoms aligned, each named under it."""
    w = sum(i.width for i in images) + GAP * (len(images) + 1)
    h = max(i.height for i in images) + 3 * GAP
    board = Image.new("RGB", (w, h), TABLE)
    draw = ImageDraw.Draw(board)
    x = GAP
    for image, label in zip(images, labels):
        y = h - 2 * GAP - image.height
        board.paste(image, (x, y))
        draw.text((x + image.width // 2, h - GAP - 4), label, fill=(235, 235, 235), anchor="mm", font=_font(15))
        x += image.width + GAP
    return board


def _stack(rows: list[Image.Image]) -> Image.Image:
    board = Image.new("RGB", (max(r.width for r in rows), sum(r.height for r in rows)), TABLE)
    y = 0
    for r in rows:
        board.paste(r, (0, y))
        y += r.height
    return board


def pieces() -> tuple[list[tuple[str, object]], list[tuple[str, object]]]:
    """(name, page) of the pieces shown, and of the kit covers, from each kit's own parts."""
    from pnp.catalog import paper
    from pnp.game import KitRequest
    from pnp.kits.build import kit_pages
    from pnp.layout.presets import load_preset
    from pnp.parts import ComponentSet, DocPages
    from pnp.registry import game

    a4, home = paper("a4"), load_preset("home")
    shown, covers = [], []
    for name in ("labyrinth", "maze-tiles", "path-cards", "notebook"):
        g = game(name)
        spec = g.make_kit(KitRequest(1, 2, a4, "sheets", 1, g.prepare_kit_options({}), None))
        parts = {p.slug: p for p in spec.parts}
        covers.append((g.box.title if g.box else g.title, kit_pages(spec, home, a4).pages[0]))
        if name == "labyrinth":
            sheets, cards, tiles = parts["labyrinth-sheets"], parts["objective-cards"], parts["minigame-tiles"]
            assert isinstance(sheets, DocPages) and isinstance(cards, ComponentSet) and isinstance(tiles, ComponentSet)
            shown += [("labyrinth sheet", sheets.pages[0]), ("objective card", cards.fronts[5]),
                      ("its back", cards.back_pages()[5]), ("minigame tile backs", tiles.back_pages()[0]),
                      ("", tiles.back_pages()[1])]
        elif name == "maze-tiles":
            tiles, boards = parts["tiles"], parts["hero-boards"]
            assert isinstance(tiles, ComponentSet) and isinstance(boards, ComponentSet)
            shown += [("maze tile", tiles.fronts[8]), ("its back", tiles.back_pages()[8]),
                      ("hero board", boards.fronts[0])]
        elif name == "path-cards":
            cards = parts["path-cards"]
            assert isinstance(cards, ComponentSet)
            shown += [("path card", cards.fronts[0]), ("its back", cards.back_pages()[0])]
        else:
            book = parts["notebook"]
            assert isinstance(book, DocPages)
            shown += [("notebook cover", book.pages[0])]
    return shown, covers


def palette_image() -> Image.Image:
    """A swatch per shared colour with its role and what it is for."""
    from pnp.themes.files import default_roles

    roles = default_roles()
    swatch, line = 46, 60
    board = Image.new("RGB", (760, GAP + line * len(PALETTE)), (250, 248, 243))
    draw = ImageDraw.Draw(board)
    for n, (role, what) in enumerate(PALETTE):
        colour = roles[role]
        y = GAP // 2 + n * line
        draw.rectangle((GAP, y, GAP + swatch, y + swatch), fill=colour, outline=(60, 60, 60))
        draw.text((2 * GAP + swatch, y + 4), f"{colour}  {role}", fill=(30, 30, 30), font=_font(16))
        draw.text((2 * GAP + swatch, y + 26), what, fill=(90, 90, 90), font=_font(15))
    return board


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    shown, covers = pieces()
    images = [_image(page) for _, page in shown]
    family = _stack([_row(images[:5], [n for n, _ in shown[:5]]), _row(images[5:], [n for n, _ in shown[5:]])])
    targets = {"art-family.png": family,
               "art-covers.png": _row([_image(p, 1.2) for _, p in covers], [n for n, _ in covers]),
               "art-palette.png": palette_image()}
    for name, image in targets.items():
        # 256 colours keep the repository small and the pictures sharp enough to judge the look by
        image.quantize(256, dither=Image.Dither.NONE).save(out / name, optimize=True)
        print(out / name)


if __name__ == "__main__":
    main()
