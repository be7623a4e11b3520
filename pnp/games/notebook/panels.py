"""A room page's encounter panels, each one declared layout (:mod:`pnp.scene.boxes`) in the pen's design frame:
a battle (its name beside its hearts while it fits there, its d6 table six, three or two across as its words
fit), the outcomes of a roll and the options of a choice or a shop (each line as tall as its words), the dice
game, a key and a ladder. :mod:`pnp.games.notebook.room_page` places them under the room's picture."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from pnp.games.notebook.content import key_colour, printed
from pnp.games.notebook.model import Encounter, Face, Room
from pnp.games.notebook.pen import (
    CHOICE_INK,
    COIN_INK,
    GAIN_INK,
    HEART_INK,
    HIT_INK,
    HURT_INK,
    KIND_TITLE,
    MISS_INK,
    MUTED,
    NOW_RED,
    PALE,
    WIDTH,
    WOOD_LINE,
    WRITE_MM_PER_PT,
    Pen,
    across,
    checkbox,
    inset,
    signed,
    write_box,
    write_boxes,
)
from pnp.i18n import N_, _
from pnp.scene import boxes as b
from pnp.scene.arrange import width_of
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.locale import localised
from pnp.scene.model import Style
from pnp.scene.shapes import heart_segments
from pnp.scene.words import break_lines, ink_room

TAB_H = 4.6  # a panel's title tab


def words(text: str, size: float, least: float | None = None, font: str = "body", color: Color = INK,
           **more) -> b.Words:
    return b.Words(text=text, size=size, least=least, font=font, color=color, **more)


# --- encounter panels ----------------------------------------------------------------

def _panel(pen: Pen, title: str, body: Sequence[b.Box], accent: Color = INK) -> b.Column:
    """A rounded panel with a title tab (as wide as its word), its body inset from the panel's sides; ``title``
    is English (:data:`KIND_TITLE`), printed translated."""
    frame = pen.paint(lambda sub, x, y, w, h: sub.rect(x, y, w, h, Style(fill=PALE, stroke=INK, width=0.35), r=1.5))
    tab_back = pen.paint(lambda sub, x, y, w, h: sub.rect(x, y, w, h, Style(fill=accent), r=1.2))
    tab = replace(inset(words(_(title), 6.5, font="body-black", color=WHITE, valign="middle", wrap=False, shrink=0,
                              name="tab"), 2.0), height=TAB_H, shrink=0, back=tab_back)
    return b.Column(back=frame, name=f"the {title.lower()} panel", children=(
        b.Row(children=(tab, b.Box(grow=1))), inset(b.Column(grow=1, children=tuple(body)), 2.0)))


def _hearts(pen: Pen, n: int, heart: float, gap: float) -> b.Art:
    def draw(sub: Pen, x: float, y: float, w: float, h: float) -> None:
        top = y + (h - heart) / 2
        for k in range(n):
            sub.path(heart_segments(x + w - n * heart - (n - 1) * gap + k * (heart + gap), top, heart),
                     Style(stroke=HEART_INK, width=0.45, fill=WHITE))

    return pen.art(draw, width=n * heart + (n - 1) * gap, height=heart, shrink=0)


def _holds(words: b.Words, width: float, height: float, floor: float) -> bool:
    """Whether ``words`` fit a box at their least size (never under ``floor``), wrapped between words only."""
    size = max(words.least or words.size, floor)
    text = localised(words.text)
    lines, _, broken = break_lines(text, words.font, size, width)  # no dictionary: broken is a word cut
    return not broken and ink_room(words.font, size, len(lines), words.leading, words.valign) <= height


BATTLE_HINT = N_("Roll until one side is out of HP. HIT: cross off hearts equal to your weapon level.")
EXIT_HINT = N_("Beat it and you are free! HIT: cross off hearts equal to your weapon level.")


def face_label(face: Face) -> str:
    """A battle table's word for a face as printed (``Face.label`` is the saved file's, English)."""
    if face.kind == "hit":
        # i18n: a battle table's face: the player hits (capitals, short: it fits a die's cell)
        return _("HIT")
    if face.kind == "miss":
        # i18n: a battle table's face: nothing happens (capitals, short: it fits a die's cell)
        return _("MISS")
    # i18n: a battle table's face: the player loses {n} hit points (short: it fits a die's cell)
    return _("-{n} HP").format(n=face.amount)


def _battle(pen: Pen, enc: Encounter) -> b.Column:
    enemy = enc.foe()
    big = enc.kind == "exit"
    heart, cell_h, die, pt, hint = (6.2, 18.5, 8.5, 9.5, EXIT_HINT) if big else (5.4, 15.5, 7.2, 8.5, BATTLE_HINT)
    inner = WIDTH - 4
    name = words(printed(enemy.name), pt, 6.5, font="body-black", valign="middle", grow=1, name="the enemy's name")
    # i18n: beside an enemy's hearts: its hit points (very short)
    hp_row = (words(_("HP"), 6.5, font="body-bold", color=MUTED, text_align="right", valign="middle", wrap=False,
                    shrink=0), b.Box(width=1.5, shrink=0), _hearts(pen, enemy.hp, heart, 0.9))
    # the name beside its hearts while it fits there at its least size, on the hearts' height and with no
    # word cut, else on a row of its own
    beside = inner - width_of(b.Row(children=hp_row), pen.design_floor) - 1.0
    if _holds(name, beside, heart + 0.6, pen.design_floor):
        top: tuple[b.Box, ...] = (b.Row(height=heart, children=(name, b.Box(width=1.0, shrink=0), *hp_row)),)
    else:
        top = (replace(name, grow=0), b.Box(height=0.6), b.Row(height=heart, justify="end", children=hp_row))

    labels = [words(face_label(face), pt, 6, font="body-black", color={"hit": HIT_INK, "miss": MISS_INK}.get(
        face.kind, HURT_INK), text_align="center", valign="middle", name="a face's word") for face in enemy.faces]

    def cell(k: int, label: b.Words) -> b.Stack:
        return b.Stack(height=cell_h, children=(
            pen.art(lambda sub, x, y, w, h: write_box(sub, x, y, w, h, r=1.0)),
            b.Column(children=(b.Box(height=1.0, shrink=0), b.Glyph(icon=f"die-{k + 1}", width=die, height=die,
                                                                    shrink=0, color=INK, align="center"),
                               replace(inset(replace(label, grow=1), 0.2), grow=1),
                               b.Box(height=0.3, shrink=0)))))

    # six across while every label fits its cell at its least size, else three, else two, else one
    cols = across([replace(w, size=w.least or w.size) for w in labels], inner, 1.6, pen.design_floor, (6, 3, 2))
    table = b.Grid(columns=(b.Fr(),) * cols, gap=0.8, row_gap=0.8, name="the battle table",
                   cells=tuple(cell(k, label) for k, label in enumerate(labels)))
    body = (b.Box(height=1.5, shrink=0), *top, b.Box(height=2.0, shrink=0), table, b.Box(height=1.2, shrink=0),
            words(_(hint), 6, 6, color=MUTED, height=3.4, name="the battle's hint"), b.Box(height=1.2, shrink=0))
    return _panel(pen, KIND_TITLE[enc.kind], body, NOW_RED if big else INK)


def _effect(value: int, icon: str, ink: Color) -> b.Box:
    """An HP or coin change with its icon, right-aligned in a column of its own (none: the column kept)."""
    if not value:
        return b.Box(width=11.5, shrink=0)
    return b.Row(min_width=11.5, shrink=0, items_align="center", children=(
        b.Box(grow=1),
        words(signed(value), 7, font="body-black", color=GAIN_INK if value > 0 else HURT_INK, text_align="right",
               valign="middle", wrap=False, shrink=0),
        b.Box(width=0.4, shrink=0),
        b.Glyph(icon=icon, width=3.2, height=3.2, color=ink, shrink=0)))


def _list_box(pen: Pen, title: str, hint: str, lines: Sequence[tuple[str, int, int]], marker_w: float,
              marker: Callable[[int, Pen, float, float, float], None]) -> b.Column:
    """A panel with a hint, then one row per (text, hp, coins) line: ``marker(index, pen, x, y, row height)``
    draws what stands left of the text (dice faces, a box to tick), the effects go right."""

    def row(k: int, text: str, hp: int, coins: int) -> b.Row:
        return b.Row(height=5.2, items_align="stretch", name=f"line {k + 1}", children=(
            pen.art(lambda sub, x, y, w, h: marker(k, sub, x, y, h), width=marker_w, shrink=0),
            words(printed(text), 7, 6, valign="middle", grow=1, name="a line's words"),
            b.Box(width=1.0, shrink=0),
            b.Row(shrink=0, children=(_effect(hp, "heart", HURT_INK), _effect(coins, "coin", COIN_INK)))))

    body = (b.Box(height=1.0, shrink=0), words(_(hint), 6.5, 6, color=MUTED, height=3.4, name="the panel's hint"),
            b.Box(height=0.4, shrink=0), *(row(k, *line) for k, line in enumerate(lines)),
            b.Box(height=1.2, shrink=0))
    return _panel(pen, title, body)


def _roll(pen: Pen, enc: Encounter) -> b.Column:
    die = 3.8
    most = max((len(o.faces) for o in enc.outcomes), default=1)

    def faces(k: int, sub: Pen, x: float, y: float, row: float) -> None:
        for n, f in enumerate(enc.outcomes[k].faces):
            sub.icon(f"die-{f}", x + n * (die + 0.5), y + (row - die) / 2, die, INK)

    return _list_box(pen, KIND_TITLE["roll"], N_("Roll the die once; your face decides."),
                     [(o.text, o.hp, o.coins) for o in enc.outcomes], most * (die + 0.5) + 1.0, faces)


def _choice(pen: Pen, enc: Encounter) -> b.Column:
    box = 3.4
    hint = (N_("Square boxes: take any of them, now or on a later visit.") if enc.multi
            else N_("Round boxes: pick exactly one."))

    def tick_box(_k: int, sub: Pen, x: float, y: float, row: float) -> None:
        checkbox(sub, x, y + (row - box) / 2, box, round_=not enc.multi, color=CHOICE_INK)

    return _list_box(pen, KIND_TITLE[enc.kind], hint, [(o.text, o.hp, o.coins + o.reward) for o in enc.options],
                     box + 1.5, tick_box)


def _dice(pen: Pen, enc: Encounter) -> b.Column:
    cols, rows = 10, 3
    bh = max(6.0, WRITE_MM_PER_PT * pen.design_floor)  # room to write a total at the floor's size
    # i18n: the dice game's rule on its room page (21 is the total to reach, 1 the face that busts)
    text = _("Roll and add; write each total in the next box. Reach 21 to win the loot. "
             "A 1 busts: lose 1 coin, start again at 0 (a first roll of 1 is no bust).")
    boxes = pen.art(lambda sub, x, y, w, h: write_boxes(sub, x, y, w, cols, rows, bh, pad=0.35, row_gap=0.8),
                    height=rows * (bh + 0.8), shrink=0)
    body = (b.Box(height=0.8, shrink=0), words(text, 6.5, 6, height=7.0, name="the dice game's rule"),
            b.Box(height=0.2, shrink=0), boxes, b.Box(height=1.0, shrink=0))
    return _panel(pen, KIND_TITLE["dice"], body)


def _pictured(pen: Pen, title: str, draw: Callable[[Pen, float, float], object], art_w: float, height: float,
              text: str) -> b.Column:
    """A panel with a picture on the left (drawn at its top left corner) and words beside it."""
    body = (b.Box(height=0.5, shrink=0),
            b.Row(height=height, children=(pen.art(lambda sub, x, y, w, h: draw(sub, x, y), width=art_w,
                                                shrink=0),
                                           words(text, 7.5, 6, valign="middle", grow=1, name="the panel's words"))),
            b.Box(height=0.5, shrink=0))
    return _panel(pen, title, body)


def _key(pen: Pen, enc: Encounter) -> b.Column:
    color = enc.key or ""
    # i18n: a key room's panel; {color} is a key colour (copper, silver, gold, jade, ruby, ivory)
    text = _("The {color} key opens the {color} door, and it is yours to keep. Colour it in on your tracker "
             "sheet.").format(color=key_colour(color))
    return _pictured(pen, KIND_TITLE["key"], lambda sub, x, y: sub.key_icon("key", color, x + 1.0, y + 0.5, 11.0,
                                                                            INK, 0.3), 14.0, 12.0, text)


def _ladder(pen: Pen, room: Room) -> b.Column:
    enc = room.encounter
    up = room.cell[0] == 1
    text = (_("Climb up to level 2: room {room}, directly above this one.") if up
            else _("Climb down to level 1: room {room}, directly below this one.")).format(room=enc.ladder_to)
    return _pictured(pen, KIND_TITLE["ladder"], lambda sub, x, y: sub.icon("ladder", x + 1.0, y + 0.5, 8.0,
                                                                          WOOD_LINE), 12.0, 9.0, text)


def encounter_panel(pen: Pen, room: Room) -> b.Column | None:
    enc = room.encounter
    if enc.kind in ("battle", "exit") and enc.enemy is not None:
        return _battle(pen, enc)
    if enc.kind == "ladder":
        return _ladder(pen, room)
    panel = {"roll": _roll, "choice": _choice, "shop": _choice, "dice": _dice, "key": _key}.get(enc.kind)
    return panel(pen, enc) if panel is not None else None


