"""A room's page, top to bottom like a pocket gamebook page: the room number and the compass; the viewport;
the message; the encounter box (battle table, outcomes, options, dice-game boxes, key, ladder); and the tally
boxes for HP, coins, loot and DONE."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pnp.catalog import Paper
from pnp.games.notebook.model import Dungeon, Encounter, Room
from pnp.games.notebook.pen import (
    BOX_LINE,
    CHOICE_INK,
    COIN_INK,
    ENCOUNTER_TOP,
    FLAVOUR,
    GAIN_INK,
    GRID_INK,
    HEADER,
    HEART_INK,
    HIT_INK,
    HURT_INK,
    KIND_TITLE,
    LEFT,
    MESSAGE,
    MISS_INK,
    MUTED,
    NOW_RED,
    PALE,
    RIGHT,
    TALLY,
    VIEW,
    WIDTH,
    WOOD_LINE,
    Pen,
    checkbox,
    coin,
    draw_heart,
    now_badge,
    signed,
    write_box,
    write_boxes,
)
from pnp.games.notebook.viewport import compass, viewport
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.model import Page, Style
from pnp.scene.text import text_width

LP_VIEW = 0.8  # large print: the viewport drawn this much smaller (still larger on paper than at A6), for type

# --- encounter boxes -----------------------------------------------------------------

def _panel(pen: Pen, y0: float, h: float, title: str, accent: Color = INK) -> float:
    """A rounded panel with a title tab; returns the y where its content starts."""
    pen.rect(LEFT, y0, WIDTH, h, Style(fill=PALE, stroke=INK, width=0.35), r=1.5)
    tab_w = 4.0 + text_width(title, "body-black", pen.pt(6.5))
    pen.rect(LEFT, y0, tab_w, 4.6, Style(fill=accent), r=1.2)
    pen.text(title, LEFT + 0.5, y0, tab_w - 1.0, 4.6, size=6.5, font="body-black", color=WHITE, align="center",
             valign="middle", wrap=False)
    return y0 + 4.6


def _battle_box(pen: Pen, enc: Encounter, y0: float) -> float:
    enemy = enc.foe()
    big = enc.kind == "exit"
    heart = 6.2 if big and not pen.large else 5.4  # large print: the final battle's table no taller, for its words
    cell_h = 18.5 if big and not pen.large else 15.5
    die = 8.5 if big and not pen.large else 7.2
    label_pt = 9.5 if big else 8.5
    gap = 0.9
    hearts_w = enemy.hp * heart + (enemy.hp - 1) * gap
    name_w = WIDTH - 4 - hearts_w - 8
    name_pt = 9.5 if big else 8.5
    hint = ("Beat it and you are free! HIT: cross off hearts equal to your weapon level." if big
            else "Roll until one side is out of HP. HIT: cross off hearts equal to your weapon level.")
    name_row = 0.0  # large print: the name gets a row of its own when it and the hearts do not share one
    hint_h = 3.4
    if pen.large:
        hint_h = pen.height_of(hint, WIDTH - 4, 6)
        if text_width(enemy.name, "body-black", pen.pt(name_pt)) > name_w:
            name_row, name_w = pen.height_of(enemy.name, WIDTH - 4, name_pt, "body-black") + 0.6, WIDTH - 4
    h = 4.6 + 1.5 + heart + 2.0 + cell_h + 1.2 + 3.4 + 1.2
    if pen.large:
        h += name_row + hint_h - 3.4
    top = _panel(pen, y0, h, KIND_TITLE[enc.kind], NOW_RED if big else INK)
    # name, then the hearts to cross off
    y = top + 1.5
    pen.text(enemy.name, LEFT + 2, y - 0.3, name_w, max(heart + 0.6, name_row), size=name_pt, font="body-black",
             valign="middle", min_size=6.5)
    y += name_row
    hx = RIGHT - 2 - hearts_w
    pen.text("HP", hx - 7.0, y, 5.5, heart, size=6.5, font="body-bold", color=MUTED, align="right", valign="middle",
             wrap=False)
    for k in range(enemy.hp):
        draw_heart(pen, hx + k * (heart + gap), y, heart, Style(stroke=HEART_INK, width=0.45, fill=WHITE))
    # the d6 table
    y += heart + 2.0
    cw = (WIDTH - 4) / 6
    for k, face in enumerate(enemy.faces):
        x = LEFT + 2 + k * cw
        write_box(pen, x + 0.4, y, cw - 0.8, cell_h, r=1.0)
        pen.icon(f"die-{k + 1}", x + (cw - die) / 2, y + 1.0, die, INK)
        ink = {"hit": HIT_INK, "miss": MISS_INK}.get(face.kind, HURT_INK)
        pen.text(face.label, x + 0.6, y + die + 1.3, cw - 1.2, cell_h - die - 1.6, size=label_pt, font="body-black",
                 color=ink, align="center", valign="middle", wrap=False, min_size=6)
    y += cell_h + 1.2
    pen.text(hint, LEFT + 2, y, WIDTH - 4, hint_h, size=6, color=MUTED, wrap=pen.large, min_size=6)
    return y0 + h


def _effects(pen: Pen, x_right: float, y: float, h: float, hp: int, coins: int) -> None:
    """Two right-hand columns: the HP change, then the coins (a minus is a price), with small icons."""
    icon = 3.2
    for k, (name, value, ink) in enumerate((("coin", coins, COIN_INK), ("heart", hp, HURT_INK))):
        if not value:
            continue
        right = x_right - k * 11.5
        pen.icon(name, right - icon, y + (h - icon) / 2, icon, ink)
        pen.text(signed(value), right - icon - 7.4, y, 7.0, h, size=7, font="body-black",
                 color=GAIN_INK if value > 0 else HURT_INK, align="right", valign="middle", wrap=False)


def _list_row(y0: float, n: int) -> float:
    """The height of a line of outcomes or options: 5.2 mm, less when many must fit above the tally."""
    room = TALLY[0] - 1.5 - y0 - (4.6 + 1.2 + 3.6 + 1.2)
    return min(5.2, room / max(1, n))


def _list_box(pen: Pen, y0: float, title: str, hint: str, lines: Sequence[tuple[str, int, int]], tx: float,
              marker: Callable[[int, float, float], None]) -> float:
    """A panel with a hint, then one row per (text, hp, coins) line: ``marker(index, y, row height)`` draws
    what stands left of the text (dice faces, a box to tick), the text starts at ``tx``, the effects go right."""
    row = _list_row(y0, len(lines))
    rows = [row] * len(lines)
    hint_h = 3.4
    if pen.large:  # each line as tall as its words at the floor, the hint wrapped
        hint_h = pen.height_of(hint, WIDTH - 4, 6.5)
        rows = [max(5.2, pen.height_of(text, RIGHT - 22 - tx, 7) + 0.8) for text, _hp, _coins in lines]
    h = 4.6 + 1.2 + 3.6 + len(lines) * row + 1.2
    if pen.large:
        h = 4.6 + 1.2 + hint_h + sum(rows) + 1.2
    top = _panel(pen, y0, h, title)
    pen.text(hint, LEFT + 2, top + 1.0, WIDTH - 4, hint_h, size=6.5, color=MUTED, wrap=pen.large, min_size=6)
    y = top + 1.2 + (hint_h if pen.large else 3.6)
    for k, ((text, hp, coins), row) in enumerate(zip(lines, rows)):
        marker(k, y, row)
        pen.text(text, tx, y, RIGHT - 22 - tx, row, size=7, valign="middle", min_size=6)
        _effects(pen, RIGHT - 1.5, y, row, hp, coins)
        y += row
    return y0 + h


def _roll_box(pen: Pen, enc: Encounter, y0: float) -> float:
    die = 3.8
    most = max((len(o.faces) for o in enc.outcomes), default=1)

    def faces(k: int, y: float, row: float) -> None:
        for n, f in enumerate(enc.outcomes[k].faces):
            pen.icon(f"die-{f}", LEFT + 2 + n * (die + 0.5), y + (row - die) / 2, die, INK)

    return _list_box(pen, y0, KIND_TITLE["roll"], "Roll the die once; your face decides.",
                     [(o.text, o.hp, o.coins) for o in enc.outcomes], LEFT + 2 + most * (die + 0.5) + 1.0, faces)


def _choice_box(pen: Pen, enc: Encounter, y0: float) -> float:
    box = 3.4
    hint = ("Square boxes: take any of them, now or on a later visit." if enc.multi
            else "Round boxes: pick exactly one.")

    def tick_box(_k: int, y: float, row: float) -> None:
        checkbox(pen, LEFT + 2, y + (row - box) / 2, box, round_=not enc.multi, color=CHOICE_INK)

    return _list_box(pen, y0, KIND_TITLE[enc.kind], hint, [(o.text, o.hp, o.coins + o.reward) for o in enc.options],
                     LEFT + 2 + box + 1.5, tick_box)


def _dice_box(pen: Pen, enc: Encounter, y0: float) -> float:
    cols, rows, bh = 10, 3, 6.0
    text = ("Roll and add; write each total in the next box. Reach 21 to win the loot. "
            "A 1 busts: lose 1 coin, start again at 0 (a first roll of 1 is no bust).")
    th = 7.0
    if pen.large:  # the words at the floor, and bigger boxes to write in
        th, bh = pen.height_of(text, WIDTH - 4, 6.5), 7.5
    h = 4.6 + 1.0 + th + rows * (bh + 0.8) + 1.0
    top = _panel(pen, y0, h, KIND_TITLE["dice"])
    pen.text(text, LEFT + 2, top + 0.8, WIDTH - 4, th, size=6.5, min_size=6)
    write_boxes(pen, LEFT + 2, top + 1.0 + th, WIDTH - 4, cols, rows, bh, pad=0.35, row_gap=0.8)
    return y0 + h


def _key_box(pen: Pen, enc: Encounter, y0: float) -> float:
    color = enc.key or ""
    text = f"The {color} key opens the {color} door, and it is yours to keep. Colour it in on your tracker sheet."
    th = max(12.0, pen.height_of(text, WIDTH - 18, 7.5)) if pen.large else 12.0
    h = 4.6 + th + 1.0 if pen.large else 4.6 + 13.0
    top = _panel(pen, y0, h, KIND_TITLE["key"])
    pen.key_icon("key", color, LEFT + 3, top + 1.0, 11.0, INK, 0.3)
    pen.text(text, LEFT + 16, top + 0.5, WIDTH - 18, th, size=7.5, valign="middle", min_size=6)
    return y0 + h


def _ladder_box(pen: Pen, room: Room, y0: float) -> float:
    enc = room.encounter
    up = room.cell[0] == 1
    where = "up to level 2" if up else "down to level 1"
    text = f"Climb {where}: room {enc.ladder_to}, directly {'above' if up else 'below'} this one."
    th = max(9.0, pen.height_of(text, WIDTH - 16, 7.5)) if pen.large else 9.0
    h = 4.6 + th + 1.0 if pen.large else 4.6 + 10.0
    top = _panel(pen, y0, h, KIND_TITLE["ladder"])
    pen.icon("ladder", LEFT + 3, top + 1.0, 8.0, WOOD_LINE)
    pen.text(text, LEFT + 14, top + 0.5, WIDTH - 16, th, size=7.5, valign="middle", min_size=6)
    return y0 + h


def _encounter(pen: Pen, room: Room, y0: float) -> float:
    enc = room.encounter
    if enc.kind in ("battle", "exit") and enc.enemy is not None:
        return _battle_box(pen, enc, y0)
    if enc.kind == "roll":
        return _roll_box(pen, enc, y0)
    if enc.kind in ("choice", "shop"):
        return _choice_box(pen, enc, y0)
    if enc.kind == "dice":
        return _dice_box(pen, enc, y0)
    if enc.kind == "key":
        return _key_box(pen, enc, y0)
    if enc.kind == "ladder":
        return _ladder_box(pen, room, y0)
    return y0


def _has_loot(enc: Encounter) -> bool:
    return enc.loot_d6 or bool(enc.loot)


def _tally(pen: Pen, enc: Encounter) -> None:
    y0, y1 = TALLY
    h = y1 - y0
    lab = 4.1 if pen.large else 3.4  # the labels' boxes, at the floor in large print
    dy = 0.7 if pen.large else 0.0
    loot = _has_loot(enc)
    done_w, loot_w, gap = 13.0, 16.0 if loot else 0.0, 1.6
    rest = WIDTH - done_w - loot_w - gap * (3 if loot else 2)
    hp_w = coins_w = rest / 2
    x = LEFT
    for name, w, label, ink in (("heart", hp_w, "HP", HURT_INK), ("coin", coins_w, "COINS", COIN_INK)):
        pen.rect(x, y0, w, h, Style(stroke=BOX_LINE, width=0.35, fill=WHITE), r=1.2)
        pen.icon(name, x + 1.2, y0 + 1.0, 3.6, ink)
        pen.text(f"{label} \u00b1", x + 5.3, y0 + 0.9, w - 6.5, max(3.8, lab), size=6.5, font="body-black", color=MUTED,
                 valign="middle", wrap=False)
        x += w + gap
    if loot:
        pen.rect(x, y0, loot_w, h, Style(fill=PALE, stroke=COIN_INK, width=0.45), r=1.2)
        pen.text("LOOT", x, y0 + 0.9, loot_w, lab, size=6.5, font="body-black", color=MUTED, align="center",
                 wrap=False)
        value = "d6" if enc.loot_d6 else str(enc.loot)
        coin(pen, x + 1.5, y0 + 5.6 + dy, 5.0)
        pen.text(value, x + 6.5, y0 + 4.6 + dy, loot_w - 7.5, h - 5.4 - dy, size=11, font="body-black", color=INK,
                 align="center", valign="middle", wrap=False)
        x += loot_w + gap
    pen.rect(x, y0, done_w, h, Style(stroke=INK, width=0.45, fill=WHITE), r=1.2)
    pen.text("DONE", x, y0 + 0.9, done_w, lab, size=6.5, font="body-black", color=INK, align="center", wrap=False)
    checkbox(pen, x + (done_w - 5.5) / 2, y0 + 5.5, 5.5, color=INK, width=0.45)


def _notes_lines(pen: Pen, y0: float, y1: float) -> None:
    """Faint lines for the player's notes in the space an encounter leaves free."""
    label, first, pitch = (4.1, 9.5, 8.0) if pen.large else (3.4, 8.5, 6.5)  # wider lines for larger writing
    if y1 - y0 < first + 3.5:
        return
    pen.text("notes", LEFT, y0, 20, label, size=6, color=MUTED, wrap=False)
    y = y0 + first
    while y <= y1:
        pen.line(LEFT, y, RIGHT, y, Style(stroke=GRID_INK, width=0.25))
        y += pitch


def _large_words(pen: Pen, dungeon: Dungeon, room: Room) -> float:
    """Large print: the viewport a little smaller (:data:`LP_VIEW`), then the sight and sound and the message,
    each wrapped at the floor; returns where the encounter starts."""
    viewport(pen.zoomed(LP_VIEW, (LEFT + RIGHT) / 2, VIEW[1]), dungeon, room)
    y = VIEW[1] + (VIEW[3] + 4.0 - VIEW[1]) * LP_VIEW + 0.8  # under the way-behind sign, which hangs below
    if room.flavour:
        h = pen.height_of(room.flavour, WIDTH, 7, "body-italic")
        pen.text(room.flavour, LEFT, y, WIDTH, h, size=7, font="body-italic", color=MUTED, valign="middle")
        y += h + 0.4
    h = pen.height_of(room.encounter.message, WIDTH, 8.5, "body-italic")
    pen.text(room.encounter.message, LEFT, y, WIDTH, h, size=8.5, font="body-italic", valign="middle")
    return y + h + 0.8


def room_page(dungeon: Dungeon, room: Room, paper: Paper) -> Page:
    """One room: number, compass, viewport with its exits, message, encounter and tally boxes."""
    pen = Pen(paper)
    enc = room.encounter
    # header: the room number, NOW!, the compass
    num = str(room.number)
    pen.text(num, LEFT, HEADER[0], 30, HEADER[1] - HEADER[0], size=30, font="body-black", valign="middle",
             wrap=False)
    nx = LEFT + text_width(num, "body-black", 30) + 2.0
    (y1, y2, lh) = (2.8, 7.0, 4.1) if pen.large else (3.4, 7.2, 3.6)
    pen.text("ROOM", nx, HEADER[0] + y1, 20, lh, size=6.5, font="body-black", color=MUTED, wrap=False)
    pen.text(f"level {room.cell[0]}", nx, HEADER[0] + y2, 20, lh, size=6.5, color=MUTED, wrap=False)
    if enc.now:
        now_badge(pen, 66.0, (HEADER[0] + HEADER[1]) / 2)
    compass(pen, room, RIGHT - 7.5, (HEADER[0] + HEADER[1]) / 2 + 0.2, 7.3)
    if pen.large:
        top = _large_words(pen, dungeon, room)
    else:
        viewport(pen, dungeon, room)
        if room.flavour:
            pen.text(room.flavour, LEFT, FLAVOUR[0], WIDTH, FLAVOUR[1] - FLAVOUR[0], size=7, font="body-italic",
                     color=MUTED, valign="middle", wrap=False, min_size=6)
        pen.text(enc.message, LEFT, MESSAGE[0], WIDTH, MESSAGE[1] - MESSAGE[0], size=8.5, font="body-italic",
                 valign="middle", min_size=6.5)
        top = ENCOUNTER_TOP
    bottom = _encounter(pen, room, top)
    if bottom > TALLY[0] - 1.0:
        raise ValueError(f"room {room.number}'s page does not fit: its encounter reaches the tally boxes")
    _notes_lines(pen, bottom + (2.5 if bottom > top else 1.5 if pen.large else 0.0), TALLY[0] - 2.0)
    _tally(pen, enc)
    return pen.page(f"room {room.number}")
