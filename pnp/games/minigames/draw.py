"""Minigame tiles on paper: puzzle side, artwork side, answer keys.

Each tile is one declarative layout (:mod:`pnp.scene.boxes`) drawn at any size (the 70 mm square tile as
designed, a card size of layouts/components.toml's ``[card_sizes]``) and any text floor, with no branch on
either. The puzzle side, inside its margin, is a column: the header (the minigame's icon and name, the
difficulty over the tile's id, and the badge: light for easy tiles, dark with a grey dot for hard ones, as on
the original tiles) on a band that runs into the bleed; the puzzle's figure, drawn from the verified model by
the minigame's own module in the room the rest leaves; and the task along the foot. The rules the layout states:

- the header's words keep one line beside the icon while they fit; where the name, the difficulty and the id
  no longer fit beside one another (a card narrower than the tile, a higher floor, a longer language), the
  difficulty and the id go under the name, and a name that still does not fit wraps and hyphenates;
- the task keeps one line, shrinking to 5 pt (the print shop's least), while one holds it; else it wraps at
  its size, on as many lines as it needs;
- every text grows to the floor, and the figure yields the room the words take: it is never smaller than its
  squares at :data:`MIN_SQUARE` mm need (a tile that cannot keep them is refused in one line).

A thumbnail of a tile (``fine_print=False``: an answer key's, a rules figure's, printed shrunk) leaves out the
id, the task and a face's caption line, which would print under 5 pt (the words beside a thumbnail say them),
and keeps their room so that its figure is the tile's. The artwork side is the same colour edge to edge with the
large icon over the name; for the spider it carries the artwork face of the puzzle, placed so that it lies
exactly behind the puzzle face after a flip on the long edge.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from pnp.catalog import COMPONENT_BLEED, Component, component
from pnp.catalog import card_size as sized
from pnp.errors import PnpError
from pnp.games.minigames import words
from pnp.games.minigames.base import DIFFICULTIES, Tile
from pnp.games.minigames.catalog import module, spec, types
from pnp.games.minigames.common import INK
from pnp.minigame import Squared, TwoFaced
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out, width_of
from pnp.scene.color import Color
from pnp.scene.glyph_ink import icon_box
from pnp.scene.ladder import first_that_holds
from pnp.scene.locale import per_locale
from pnp.scene.model import Icon, Item, Page, Style
from pnp.scene.shapes import band_to_foot, bleed_rect, brick_joints, circle, placed, rounded_rect

PAPER = Color.hex("#fbf7ee")
EASY_BAND = Color.hex("#eadfc4")
HARD_BAND = Color.hex("#3b3430")
DOT = Color.hex("#9a9a9a")
# The artwork side is stone, in the family of the maze tiles' backs: the band's colour in running-bond blocks,
# framed on the safe line, the minigame's icon on a medallion
EASY_JOINT = Color.hex("#dacfb6")
HARD_JOINT = Color.hex("#2e2925")
EASY_RIM = Color.hex("#a08d66")
HARD_RIM = Color.hex("#8c7f72")
HARD_DISC = Color.hex("#4f4845")
ID_INK = Color.hex("#6b6257")
MARGIN = 3.5  # mm: content stays inside the safe zone (a size whose safe area is wider keeps that instead)
ICON = 7.0  # mm: the header's icon
NAME_SIZE, NAME_LEAST = 14.0, 9.0  # pt: the minigame's name, shrinking so far before it wraps
LABEL_SIZE = 7.5  # pt: the difficulty
ID_SIZE = 5.0  # pt: the tile's id, under the difficulty (the print shop's smallest text)
TASK_SIZE, TASK_LEAST = 6.0, 5.0  # pt: the task along the foot, on one line while it fits at 5 pt
BADGE_W, BADGE_H = 6.5, 5.0  # mm: the difficulty's badge
BAND_PAD = 1.0  # mm: the band runs on below the header's content
HEADER_GAP, TASK_GAP = 2.0, 0.0  # mm: between the header and the figure, the figure and the task
MIN_SQUARE = 3.5  # mm: the least side of a puzzle's square (a grid square a child draws a line or a ring in)
SIDE_GAP = 6.0  # mm between the two sides of a tile printed single-sided
# The tile sizes climbed when no card size is chosen, smallest first (layouts/components.toml): the designed
# 70 mm square tile, then the 85 mm one
TILE_LADDER = ("square-tile", "large-print-tile")
# a tile laid out before it is made: an id as wide as any prints (its widest letter; a digit, as an id has, so
# that no locale translates it)
STAND_IN_ID = "MW-WWWWW-WWWW8"


def tile_size(text_floor: float = 0.0, name: str | None = None) -> Component:
    """The tile's size: ``name``'s card size when one is chosen (a name of components.toml's ``[card_sizes]``),
    else the first of :data:`TILE_LADDER` on which every minigame's tile, both difficulties, keeps its words at
    the floor and its squares at :data:`MIN_SQUARE` mm (:func:`check_tiles`), measured in the locale in force."""
    if name is not None:
        return sized(name)
    return component(_first_tile_that_holds(text_floor))


@per_locale(32)
def _first_tile_that_holds(floor: float) -> str:
    return first_that_holds(TILE_LADDER, lambda key: check_tiles(types(), component(key), floor))


def margin(size: Component) -> float:
    return max(MARGIN, size.safe)


def _colours(difficulty: str) -> tuple[Color, Color]:
    """(band, ink on the band): light for easy tiles, dark for hard ones."""
    return (HARD_BAND, Color(1, 1, 1)) if difficulty == "hard" else (EASY_BAND, INK)


def _stone(difficulty: str) -> tuple[Color, Color, Color]:
    """The artwork side's (joints, rim of the frame and the medallion, medallion)."""
    return (HARD_JOINT, HARD_RIM, HARD_DISC) if difficulty == "hard" else (EASY_JOINT, EASY_RIM, PAPER)


def _medallion(name: str, side: float, color: Color, difficulty: str) -> b.Art:
    """The icon ``name`` on a medallion ``side`` mm across (less where its box is given less): a rimmed disc with
    a fine inner ring, the icon two thirds of it."""
    _, rim, disc = _stone(difficulty)
    icon = _icon(name, 0.66 * side, color)

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        d, cx, cy = min(side, w, h), x + w / 2, y + h / 2
        k = d / side
        iw, ih = (icon.width or 0.0) * k, (icon.height or 0.0) * k
        assert icon.draw is not None
        return [circle(cx, cy, d / 2 - 0.4, Style(fill=disc, stroke=rim, width=0.8)),
                circle(cx, cy, d / 2 - 2.0, Style(stroke=rim, width=0.25)),
                *icon.draw(cx - iw / 2, cy - ih / 2, iw, ih)]

    return b.Art(draw=draw, width=side, height=side, shrink=1, align="center")


@dataclass(frozen=True)
class Face:
    """What a puzzle side's layout shows: the tile's type, difficulty and id, and whether its fine print (id and
    task) is printed; the figure is drawn into the box the layout gives it."""

    type: str
    difficulty: str
    tile_id: str
    fine_print: bool = True


def _icon(name: str, side: float, color: Color, shrink: float = 0.0) -> b.Art:
    """An icon ``side`` mm square (less where its box is given less, with ``shrink``) whose ink may run past its
    square (the minotaur's horns): its box is its ink's, so the ink keeps inside the margin."""
    x0, y0, x1, y1 = icon_box(name)
    left, top = -min(0.0, x0), -min(0.0, y0)  # in icon sides
    wide, tall = max(1.0, x1) + left, max(1.0, y1) + top

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        s = min(side, w / wide, h / tall)
        return [Icon(name, x + (w - wide * s) / 2 + left * s, y + (h - tall * s) / 2 + top * s, s, color)]

    return b.Art(draw=draw, width=wide * side, height=tall * side, shrink=shrink, align="center")


def _badge(difficulty: str, band: Color, fg: Color) -> b.Art:
    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        bx, by = x + w - BADGE_W, y + (h - BADGE_H) / 2
        items: list[Item] = [rounded_rect(bx, by, BADGE_W, BADGE_H, 1.2, Style(fill=band, stroke=fg, width=0.3))]
        if difficulty == "hard":
            items.append(circle(bx + BADGE_W / 2, by + BADGE_H / 2, 1.2, Style(fill=DOT)))
        return items

    return b.Art(draw=draw, width=BADGE_W, height=BADGE_H, shrink=0, align="center")


def _id_lines(tile_id: str, split: bool) -> str:
    cut = tile_id.rfind("-") + 1
    return f"{tile_id[:cut]}\n{tile_id[cut:]}" if split and cut else tile_id


def header_box(face: Face, width: float, floor: float, band: b.Paint) -> b.Box:
    """The header ``width`` mm wide: icon, name, the difficulty over the id, the badge, on one row while they fit
    there at their sizes; else the difficulty and the id on a line under the rest, or where they do not fit beside
    each other on a line each (and a name that still does not fit shrinks, then wraps). ``band`` paints the band
    behind it (:func:`~pnp.scene.shapes.band_to_foot`)."""
    shade, fg = _colours(face.difficulty)
    declared = spec(face.type)
    name = b.Words(text=words.name(face.type), font="display", size=NAME_SIZE, least=NAME_LEAST, color=fg,
                   valign="middle", grow=1, name="name")
    difficulty = b.Words(text=words.difficulty(face.difficulty), size=LABEL_SIZE, color=fg, text_align="right",
                         wrap=False, name="difficulty")
    # an id wider than the header (a narrow card at a high floor) breaks after its last hyphen
    split = width_of(b.Words(text=STAND_IN_ID, size=ID_SIZE, wrap=False), floor) > width
    tile_id = b.Words(text=_id_lines(face.tile_id, split), size=ID_SIZE, text_align="right", wrap=False,
                      color=fg if face.difficulty == "hard" else ID_INK, name="id")
    # a thumbnail keeps the id's room, so that its figure is the tile's
    shown: b.Box = tile_id if face.fine_print else b.Box(width=width_of(tile_id, floor),
                                                         height=height_of(tile_id, width_of(tile_id, floor), floor))
    icon, badge = _icon(declared.icon, ICON, fg), _badge(face.difficulty, shade, fg)
    gap = 1.5
    # measured with an id as wide as any: every tile of a type and difficulty has the same header, so the same
    # figure box (the answer keys and the spider's back rely on it)
    widest_id = replace(tile_id, text=_id_lines(STAND_IN_ID, split))
    widest = width_of(b.Column(children=(difficulty, widest_id)), floor)
    labels = b.Column(children=(difficulty, shown), gap=0.3, shrink=0, align="center", items_align="end",
                      width=widest)
    parts = (icon, b.Words(text=words.name(face.type), font="display", size=NAME_SIZE, wrap=False), labels, badge)
    if sum(width_of(p, floor) for p in parts) + 3 * gap <= width:
        return b.Row(children=(icon, name, labels, badge), gap=gap, items_align="center", shrink=0, back=band,
                     name="header")
    top = b.Row(children=(icon, name, badge), gap=gap, items_align="center")

    def line(shown: b.Box) -> b.Row:
        return b.Row(children=(b.Box(grow=1), replace(difficulty, shrink=0), replace(shown, shrink=0)), gap=2 * gap,
                     baseline=True)

    under: tuple[b.Box, ...] = (line(shown),)
    if width_of(line(widest_id), floor) > width:  # nor beside each other: a line each
        under = (replace(difficulty, align="end"), replace(shown, align="end"))
    return b.Column(children=(top, *under), gap=0.3, shrink=0, back=band, name="header")


def task_box(type_name: str, width: float, floor: float) -> b.Words:
    """The task: on one line while it fits there at its least size, else wrapped at its size."""
    task = b.Words(text=words.task(type_name), size=TASK_SIZE, color=INK, shrink=0, name="task")
    one = replace(task, least=TASK_LEAST, wrap=False)
    if width_of(replace(one, size=TASK_LEAST), floor) <= width:
        return replace(one, height=height_of(one, width, floor))
    return task


def face_box(face: Face, size: Component, floor: float, bleed: float, figure: b.Paint) -> b.Column:
    """The puzzle side's layout inside its margin: header, figure (``figure`` draws it), task."""
    inner = size.width - 2 * margin(size)
    band, _ = _colours(face.difficulty)
    header = header_box(face, inner, floor, band_to_foot(size.width, bleed, band, BAND_PAD))
    task = task_box(face.type, inner, floor)
    foot: b.Box = task if face.fine_print else b.Box(height=height_of(task, inner, floor), shrink=0)
    return b.Column(children=(
        header, b.Box(height=HEADER_GAP, shrink=0),
        b.Art(draw=figure, grow=1, name="the puzzle's figure"),
        b.Box(height=TASK_GAP, shrink=0), foot), name=f"tile {face.tile_id}")


def _laid(face: Face, size: Component, floor: float, bleed: float,
          draw: Callable[[tuple[float, float, float, float]], list[Item]]) -> tuple[tuple[Item, ...],
                                                                                    tuple[float, float, float, float]]:
    """The puzzle side's items and its figure's box; refused in one line when the size cannot hold it."""
    boxes: list[tuple[float, float, float, float]] = []

    def figure(x: float, y: float, w: float, h: float) -> list[Item]:
        boxes.append((x, y, w, h))
        return draw((x, y, w, h))

    m = margin(size)
    laid = lay_out(face_box(face, size, floor, bleed, figure), m, m, size.width - 2 * m, size.height - 2 * m, floor)
    what = (f"a {spec(face.type).name.lower()} tile on a {size.name.lower()} ({size.width:g} × {size.height:g} mm) "
            f"at {max(floor, TASK_LEAST):g} pt")
    items = laid.fitted(what)
    _, _, w, h = boxes[0]
    # the least box the figure needs for squares of MIN_SQUARE mm at this width (none without squares)
    game = module(face.type)
    least_w, least_h = (game.least_box(face.difficulty, MIN_SQUARE, w, floor) if isinstance(game, Squared)
                        else (0.0, 0.0))
    if w < least_w - 1e-6 or h < least_h - 1e-6:
        raise PnpError(f"{what} does not fit: the {spec(face.type).name.lower()}'s puzzle needs {least_w:.1f} × "
                       f"{least_h:.1f} mm for squares of {MIN_SQUARE:g} mm, the tile leaves it {w:.1f} × {h:.1f}; "
                       "choose a larger card size")
    return items, boxes[0]


def check_tiles(types: Sequence[str], size: Component, floor: float) -> None:
    """Refuse, before any tile is made, a size on which some tile of ``types`` cannot keep its squares at
    :data:`MIN_SQUARE` mm or its words at the floor (every difficulty, with an id as wide as any)."""
    for t in types:
        for d in DIFFICULTIES:
            try:
                _laid(Face(t, d, STAND_IN_ID), size, floor, 0.0, lambda box: [])
            except PnpError as refused:  # said of the tiles, not of the stand-in's id
                why = str(refused).split(" does not fit: ", 1)[-1]
                for stand_in, said in ((f"id {STAND_IN_ID!r}", "an id as wide as any"),
                                       (f"tile {STAND_IN_ID}", "a tile")):
                    why = why.replace(stand_in, said)
                raise PnpError(f"the minigame tiles cannot be printed on a {size.name.lower()} ({size.width:g} × "
                               f"{size.height:g} mm) at {max(floor, TASK_LEAST):g} pt: {why}") from None


def content_box(size: Component, text_floor: float = 0.0, type_name: str = "sword",
                difficulty: str = "hard") -> tuple[float, float, float, float]:
    """Where a minigame's figure goes on the puzzle side: (x, y, w, h) in mm (its id's width aside, the same for
    every tile of that type and difficulty)."""
    return _laid(Face(type_name, difficulty, STAND_IN_ID), size, text_floor, 0.0, lambda box: [])[1]


def puzzle_items(tile: Tile, size: Component, bleed: float, answer: bool, text_floor: float,
                  fine_print: bool) -> tuple[tuple[Item, ...], tuple[float, float, float, float]]:
    """The puzzle side's items, its figure the minigame's own drawing (no text under the floor; without
    ``fine_print`` its caption line left out), and the figure's box."""
    m = module(tile.type)
    draw = m.draw_answer if answer else m.draw_puzzle
    face = Face(tile.type, tile.difficulty, tile.tile_id, fine_print)
    if not fine_print and getattr(m, "CAPTIONED", False):
        return _laid(face, size, text_floor, bleed,
                     lambda box: draw(tile, box, text_floor, False))  # type: ignore[call-arg]
    return _laid(face, size, text_floor, bleed, lambda box: draw(tile, box, text_floor))


def puzzle_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED,
                answer: bool = False, text_floor: float = 0.0, fine_print: bool = True) -> Page:
    """The puzzle side (solved with ``answer``); without ``fine_print`` a thumbnail: no id, task or caption."""
    size = size or tile_size(text_floor)
    items, _ = puzzle_items(tile, size, bleed, answer, text_floor, fine_print)
    label = f"{tile.tile_id} {'answer' if answer else 'puzzle'}"
    return Page(size.width, size.height, (bleed_rect(size.width, size.height, bleed, PAPER), *items), bleed=bleed,
                label=label)


def _art_side(tile: Tile, size: Component, text_floor: float, fine_print: bool) -> list[Item]:
    """The artwork side's content: the large icon over the name; or, for a minigame with a second face, that
    face behind the puzzle's (its box mirrored) on a paper panel, the name over it where the header is."""
    m, declared = module(tile.type), spec(tile.type)
    _, fg = _colours(tile.difficulty)
    w, h, s = size.width, size.height, margin(size)
    name = b.Words(text=words.name(tile.type), font="display", size=NAME_SIZE, least=NAME_LEAST, color=fg,
                   text_align="center", valign="middle", name="name")
    if isinstance(m, TwoFaced):
        _, front = puzzle_items(tile, size, 0.0, False, text_floor, fine_print)
        x, y, bw, bh = box = (w - front[0] - front[2], *front[1:])
        side = min(1.5, x - size.safe)  # the panel's edge keeps inside the safe area
        items: list[Item] = [rounded_rect(x - side, y - 1.5, bw + 2 * side, bh + 3, 2, Style(fill=PAPER))]
        items += m.draw_artwork(tile, box, text_floor, fine_print)
        top = y - HEADER_GAP - BAND_PAD - s  # the header's room on the puzzle side
        items += lay_out(name, s + BADGE_W, s, w - 2 * s - 2 * BADGE_W, top, text_floor).fitted(
            f"the {declared.name} tile's artwork side")
        if tile.difficulty == "hard":  # the grey dot, on the header band where the puzzle side's badge is
            items.append(circle(w - s - 3, s + top / 2, 1.8, Style(fill=DOT)))
        return items
    icon = w * 0.55
    below = b.Box(height=max(0.0, (h - icon) / 2 + 4.0 - s - 9.0 - 1.75))  # the designed icon 4 mm over centre
    art = b.Column(children=(b.Box(grow=1), _medallion(declared.icon, icon, fg, tile.difficulty), b.Box(height=1.75),
                             replace(name, size=18, shrink=0, height=9.0), below), name="artwork side")
    items = [rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.5, Style(stroke=_stone(tile.difficulty)[1], width=0.6))]
    items += lay_out(art, s, s, w - 2 * s, h - 2 * s, text_floor).fitted(f"the {declared.name} tile's back")
    if tile.difficulty == "hard":
        items.append(circle(w - s - 3, h - s - 3, 1.8, Style(fill=DOT)))
    return items


def artwork_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED,
                 text_floor: float = 0.0, fine_print: bool = True) -> Page:
    """The artwork side, printed on the back of the puzzle side (long-edge flip): stone blocks to the bleed."""
    size = size or tile_size(text_floor)
    bg, _ = _colours(tile.difficulty)
    joints = brick_joints(-bleed, -bleed, size.width + bleed, size.height + bleed, 4.0, 8.0,
                          _stone(tile.difficulty)[0])
    items = [bleed_rect(size.width, size.height, bleed, bg), joints, *_art_side(tile, size, text_floor, fine_print)]
    return Page(size.width, size.height, tuple(items), bleed=bleed, label=f"{tile.tile_id} artwork")


def side_by_side_page(tile: Tile, size: Component | None = None, bleed: float = COMPONENT_BLEED,
                      text_floor: float = 0.0) -> Page:
    """Single-sided printing: the puzzle side and the artwork side next to each other (fold or cut)."""
    size = size or tile_size(text_floor)
    front = puzzle_page(tile, size, bleed=0, text_floor=text_floor)
    back = artwork_page(tile, size, bleed=0, text_floor=text_floor)
    items: list[Item] = [placed(front, 0, 0), placed(back, size.width + SIDE_GAP, 0)]
    return Page(2 * size.width + SIDE_GAP, size.height, tuple(items), bleed=bleed, label=f"{tile.tile_id} both sides")
