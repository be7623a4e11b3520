"""The page geometry of the notebook's rules (their foot, the room their sections get) and their legend: the
signs of a room page, drawn as they appear, each with what it says (one section of the page flow while it fits
a page, else its head and then each row a section of its own)."""


from __future__ import annotations

from collections.abc import Callable

from pnp.games.notebook.glyphs import WAYS, WORDS, way_glyph
from pnp.games.notebook.model import Encounter, Room
from pnp.games.notebook.pen import (
    BOTTOM,
    BOX_LINE,
    COIN_INK,
    DAYLIGHT,
    EXIT_INK,
    HEART_INK,
    HIT_INK,
    HURT_INK,
    LEFT,
    MISS_INK,
    NOW_RED,
    TOP,
    WIDTH,
    Pen,
    across,
    badge_height,
    checkbox,
    now_badge,
)
from pnp.games.notebook.viewport import badge, compass
from pnp.i18n import _
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of
from pnp.scene.color import INK, WHITE
from pnp.scene.locale import localised
from pnp.scene.model import Icon, Path, Style, Text
from pnp.scene.page_flow import Block, Section
from pnp.scene.safe_area import path_points
from pnp.scene.shapes import heart_segments
from pnp.scene.text import text_height, text_width

SECTION_GAP = 2.4  # between two sections of the rules
HEAD_H = 10.1  # the title and its rule; the first section starts a gap under it


def rules_foot(pen: Pen) -> float:
    """The page number's line at the foot of a rules page."""
    return max(3.5, text_height("body", pen.pt(6)) + 0.6)


def page_room(pen: Pen) -> float:
    """The height a rules page gives its sections (design mm)."""
    return BOTTOM - 1.5 - rules_foot(pen) - TOP - HEAD_H - SECTION_GAP


LEGEND_ROWS = (10.0, 13.0, 9.0, 10.0, 12.0, 12.0, 8.0, 8.0, 10.0)  # heights of the legend's rows as designed
ART_W = 30.0  # the legend's art column as designed


def _ways(pen: Pen) -> tuple[b.Grid, ...]:
    """Each way out's sign with its meaning (no two alike: glyphs.py): six across while every word fits its
    column at the floor, else three, else two, else one; the grid's rows, for a flow that may part them."""

    def sign(where: str) -> b.Column:
        return b.Column(children=(
            pen.art(lambda sub, x, y, w, h: way_glyph(sub, x + w / 2, y + 3.0, where, 4.6, EXIT_INK), height=6.0),
            b.Words(text=_(WORDS[where]), size=6, least=6, text_align="center", valign="middle", min_height=3.4),
            b.Box(height=1.6, shrink=0)))

    cols = across([b.Words(text=WORDS[w], size=6, wrap=False) for w in WAYS], WIDTH, 0.5, pen.design_floor, (6, 3, 2))
    signs = [sign(w) for w in WAYS]
    return tuple(b.Grid(columns=(b.Fr(),) * cols, cells=tuple(signs[k:k + cols]), name="the ways out")
                 for k in range(0, len(signs), cols))


def _mini_exit(pen: Pen, cx: float, cy: float) -> None:
    """The EXIT board, 18 × 5.6 mm as designed, or as large as its word at the floor (in the locale) needs."""
    word, size = localised(_("EXIT")), pen.pt(9)
    w = max(18.0, text_width(word, "body-black", size) + 2.0)
    h = badge_height(size, 5.6, 0.6)
    pen.rect(cx - w / 2, cy - h / 2, w, h, Style(fill=DAYLIGHT, stroke=COIN_INK, width=0.5), r=1.0)
    pen.text(word, cx - w / 2, cy - h / 2, w, h, size=9, font="body-black", color=NOW_RED)


TABLE_WORDS = (("HIT", HIT_INK), ("MISS", MISS_INK), ("-1 HP", HURT_INK))


def _cell(pen: Pen) -> float:
    """A battle-table cell of the legend: as designed, or as wide as its widest word at the floor needs."""
    return max(9.2, *(text_width(localised(_table_word(label)), "body-black", pen.pt(6)) + 1.8
                      for label, _ink in TABLE_WORDS))


def _table_word(label: str) -> str:
    """A word of :data:`TABLE_WORDS` as the battle tables print it (pnp.games.notebook.panels.face_label)."""
    from pnp.games.notebook.model import Face
    from pnp.games.notebook.panels import face_label

    return face_label(Face("hurt", 1) if label == "-1 HP" else Face(label.lower()))


def _legend_rows(pen: Pen) -> list[tuple[str, Callable[[Pen, float], object]]]:
    """The legend's rows: (words, art(pen, middle y)), the art drawn about x = ``mid``."""
    cell = _cell(pen)
    mid = LEFT + 12.0 + (3 * cell - 3 * 9.2) / 2
    dial = 5.4 * max(1.0, pen.pt(6.5) / 6.5 * 0.86)
    return [
        (_("A way out: turn to room 12 (here the door on your right)."),
         lambda sub, cy: badge(sub, mid, cy, "right", 12)),
        # i18n: the legend's locked door: its tag names the key's colour, here gold
        (_("A locked way out: it opens once you hold the gold key."),
         lambda sub, cy: badge(sub, mid, cy - 2.1, "ahead", 7, "gold")),
        (_("The way out of the dungeon, guarded by the final enemy."), lambda sub, cy: _mini_exit(sub, mid, cy)),
        (_("Deal with this room at once."), lambda sub, cy: now_badge(sub, mid, cy)),
        (_("The compass: the red letter at the top is the way the picture faces (here east)."),
         lambda sub, cy: compass(sub, _FACING_EAST, mid, cy, dial)),
        (_("A broken compass: this page does not tell you which way you face."),
         lambda sub, cy: compass(sub, _BROKEN, mid, cy, dial)),
        (_("Round boxes: pick one. Square boxes: pick any."), lambda sub, cy: (
            checkbox(sub, mid - 4.5, cy - 1.7, 3.4, round_=True), checkbox(sub, mid + 1.1, cy - 1.7, 3.4))),
        (_("The enemy's hit points: cross one off for every point of damage you deal."), lambda sub, cy: [
            sub.path(heart_segments(mid - 7.2 + k * 5.0, cy - 2.2, 4.4), Style(stroke=HEART_INK, width=0.4, fill=WHITE))
            for k in range(3)]),
        (_("A battle table: the face you roll says what happens."), lambda sub, cy: _mini_table(sub, LEFT, cy, cell)),
    ]


def _reach(pen: Pen, art: Callable[[Pen, float], object]) -> tuple[float, float, float]:
    """How far a legend sign drawn about y = 0 reaches: its right edge (design mm) and its ink above and below
    its middle: at a floor its letters and badges grow past the row as designed."""
    sub = pen.sub(1.0, 0.0, 0.0)
    art(sub, 0.0)
    boxes = [path_points(i) for i in sub.items if isinstance(i, Path)]
    boxes += [[(i.x, i.y), (i.x + i.width, i.y + i.height)] for i in sub.items if isinstance(i, Text)]
    boxes += [[(i.x, i.y), (i.x + i.size, i.y + i.size)] for i in sub.items if isinstance(i, Icon)]
    points = [pt for box in boxes for pt in box]
    return (max(x for x, _ in points), -min(y for _, y in points), max(y for _, y in points))


def legend_section(pen: Pen) -> Section:
    """The signs of a room page, drawn as they appear, each with its explanation beside it: one block kept whole
    while it fits a page, else its head (with the ways out, kept with the first row) and then row by row."""
    # i18n: the heading of the rules' legend of a room page's signs
    title = b.Words(text=_("On a room page"), size=8, font="body-black", valign="middle", min_height=4.4)
    ways = _ways(pen)
    head = b.Column(children=(title, b.Box(height=1.2, shrink=0), *ways))

    def row(text: str, art: Callable[[Pen, float], object], h: float, tall: float) -> tuple[b.Box, tuple[Block, ...]]:
        """The sign beside its words, ``h`` tall as designed; above them when that is shorter (at a floor where
        the column beside the sign holds only a word or two a line), as ``tall`` as its ink so that it keeps off
        them: the row as one box, and as the flow's blocks (a sign above its words is kept with them, and the
        words may split between lines like any paragraph)."""
        def draw(sub: Pen, x: float, y: float, w: float, hh: float) -> None:
            art(sub, y + hh / 2)

        beside = b.Row(height=h, name="a row of the legend", children=(
            pen.art(draw, width=art_w), b.Words(text=text, size=7, least=6, valign="middle", grow=1)))
        sign, words = pen.art(draw, height=max(h, tall)), b.Words(text=text, size=7, least=6)
        above = b.Column(name="a row of the legend", children=(sign, words, b.Box(height=1.0, shrink=0)))
        if height_of(beside, WIDTH, pen.design_floor) <= height_of(above, WIDTH, pen.design_floor):
            return beside, (Block(beside, after=SECTION_GAP, what="row of the legend"),)
        return above, (Block(sign, keep=True, what="sign of the legend"),
                       Block(words, after=1.0 + SECTION_GAP, split=True, what="row of the legend"))

    signs = _legend_rows(pen)
    reach = [_reach(pen, art) for _, art in signs]
    # the art column: as designed, or as wide as the mini table at the floor; the words start right of every sign
    art_w = max(ART_W, 3 * _cell(pen) + 2.0, *(right - LEFT + 1.0 for right, _, _ in reach))
    rows = [row(text, art, h, 2 * max(up, down) + 1.0)
            for (text, art), h, (_, up, down) in zip(signs, LEGEND_ROWS, reach)]
    whole = b.Column(children=(head, *(box for box, _ in rows)))
    if height_of(whole, WIDTH, pen.design_floor) <= page_room(pen):
        return Section((Block(whole, after=SECTION_GAP, what="legend"),))
    if height_of(head, WIDTH, pen.design_floor) > page_room(pen):  # the ways out part too, row by row
        tops = [Block(title, after=1.2, keep=True, what="legend's title"),
                *(Block(w, what="row of the ways out") for w in ways[:-1]),
                Block(ways[-1], after=SECTION_GAP, what="row of the ways out")]
    else:
        tops = [Block(head, after=SECTION_GAP, keep=True, what="legend's head")]
    return Section((*tops, *(block for _, blocks in rows for block in blocks)))


def _mini_table(pen: Pen, x: float, cy: float, cell: float) -> None:
    """Three cells of a battle table, each as tall as its word at the floor needs."""
    word = max(3.4, text_height("body-black", pen.pt(6)) + 0.36)
    w, tall, dx, dy = cell - 0.6, 7.2 + 2 * (word - 3.4), (cell - 3.6) / 2, -3.2 - (word - 3.4)
    for k, (label, ink) in enumerate(TABLE_WORDS):
        cx = x + k * cell
        pen.rect(cx, cy - tall / 2, w, tall, Style(fill=WHITE, stroke=BOX_LINE, width=0.25), r=0.8)
        pen.icon(f"die-{k + 1}", cx + dx, cy + dy, 3.0, INK)
        pen.text(localised(_table_word(label)), cx, cy - 0.1, w, word, size=6, font="body-black", color=ink)


_BROKEN = Room(0, (1, 0, 0), "N", False, Encounter("none", ""))
_FACING_EAST = Room(0, (1, 0, 0), "E", True, Encounter("none", ""))
