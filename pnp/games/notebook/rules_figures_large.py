"""The printed rules' pictures in large print: the same room and the same battle as
:mod:`pnp.games.notebook.rules_figures`, drawn for a text floor and printed at their own size (the rules composer
never shrinks a large-print figure), so each fits :data:`INNER` mm, the narrower of A4's and Letter's inner width.

- ``room-page``: the room's page as the large-print booklet prints it (half letter, every text at the floor),
  cut to its frame, a numbered marker on each part and the key beside it at the floor;
- ``battle``: that page's battle box, cut out at its printed size, who you are and how it ended under it, then
  the rolls one a row across the whole width (the small figure's table side by side with the box would not fit).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from pnp.catalog import Paper
from pnp.games.notebook.battle import BattleState
from pnp.games.notebook.odds import START_HP
from pnp.games.notebook.pen import (
    BOTTOM,
    COIN_INK,
    GAIN_INK,
    HEADER,
    HEART_INK,
    HIT_INK,
    HURT_INK,
    LEFT,
    MISS_INK,
    MUTED,
    RIGHT,
    TOP,
    Pen,
)
from pnp.games.notebook.rules_figures import (
    LEADER,
    LEADING,
    SHIELD,
    Example,
    _texts,
    battle_words,
    callouts,
    effect_words,
    example,
)
from pnp.scene.affine import Affine
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.flow import wrapped_lines
from pnp.scene.model import Group, Icon, Item, Page, Path, Style, Text
from pnp.scene.shapes import circle, heart_segments, line, rect
from pnp.scene.text import PT, text_height

INNER = 182.0  # mm: A4's inner width (Letter's is 188)
# the room page is drawn on half letter, the smallest page the large-print booklet uses: its texts at the floor
FIGURE_PAGE = Paper("figure", "large-print room page", 139.7, 215.9, 0.0)
MARKER = 3.2  # mm: a marker's radius, for a number at the floor


@lru_cache(maxsize=2)
def large_figures(floor: float) -> dict[str, Page]:
    from pnp.games.notebook.room_page import room_page

    ex = example()
    paper = replace(FIGURE_PAGE, text_floor=floor)
    big = replace(ex, page=room_page(ex.dungeon, ex.room, paper))
    return {"room-page": anatomy(big, Pen(paper), floor), "battle": battle_figure(big, floor)}


def _marker(items: list[Item], cx: float, cy: float, n: int, floor: float) -> None:
    """A numbered dot in the rules' accent, white-rimmed so it reads on any part of the page."""
    items.append(circle(cx, cy, MARKER, Style(fill=LEADER, stroke=WHITE, width=0.45)))
    items.append(Text(str(n), cx - MARKER, cy - MARKER, 2 * MARKER, 2 * MARKER, size=floor, font="body-black",
                      color=WHITE, align="center", valign="middle", wrap=False))


def anatomy(ex: Example, pen: Pen, floor: float) -> Page:
    """The page cut to its frame on the left, a numbered marker on each part, the key on the right."""
    x0, y0 = pen.X(LEFT) - 2.0, pen.Y(TOP) - 2.0
    pw, ph = pen.X(RIGHT) + 2.0 - x0, pen.Y(BOTTOM) + 2.0 - y0
    picture = Group(ex.page.items, Affine.translate(-x0, -y0), clip=rect(x0, y0, pw, ph, Style()))
    items: list[Item] = [picture, rect(0, 0, pw, ph, Style(stroke=MUTED, width=0.3))]
    col_x = pw + 2.0
    num_w = 2 * MARKER + 1.5
    col_w = INNER - col_x - num_w
    line_h = floor * PT * LEADING
    marks = sorted(callouts(ex, MARKER + 0.4, pen.Y(HEADER[1])), key=lambda c: (round(c[1][1] / 6), c[1][0]))
    heights = [text_height("body", floor, len(wrapped_lines(label, col_w, floor, "body")), LEADING) + 0.2
               for label, _ in marks]
    gap = max(1.5, (ph - sum(heights)) / max(1, len(marks)))
    y = gap / 2
    for n, ((label, (x, ay)), h) in enumerate(zip(marks, heights), 1):
        _marker(items, min(max(x - x0, MARKER), pw - MARKER), max(ay - y0, MARKER), n, floor)
        _marker(items, col_x + MARKER, y + line_h / 2, n, floor)
        items.append(Text(label, col_x + num_w, y, col_w, h, size=floor, color=INK, leading=LEADING))
        y += h + gap
    return Page(INNER, max(ph, y - gap / 2), tuple(items), label="room page anatomy")


def _battle_crop(ex: Example) -> tuple[Group, float, float]:
    """The battle box cut out of the large page at its printed size: its panel is the tab's and the hint's."""
    texts = _texts(ex.page)
    tab = next(t for t in texts if t.text in ("BATTLE", "FINAL BATTLE"))
    hint = next(t for t in texts if t.text.startswith(("Roll until", "Beat it")))
    x0, y0 = tab.x - 1.5, tab.y - 1.5
    x1, y1 = ex.page.width - x0, hint.y + hint.height + 2.5
    group = Group(ex.page.items, Affine.translate(-x0, -y0), clip=rect(x0, y0, x1 - x0, y1 - y0, Style()))
    return group, x1 - x0, y1 - y0


def _text(s: str, x: float, y: float, w: float, h: float, size: float, font: str = "body",
          color: Color = INK) -> Text:
    return Text(s, x, y, w, h, size=size, font=font, color=color, valign="middle", wrap=False)


def battle_figure(ex: Example, floor: float) -> Page:
    """The battle box with who you are and how it ended beside it, then a row per roll: the die, what the table
    says, what happens, the enemy's hearts left and your HP after it."""
    enemy = ex.room.encounter.foe()
    crop, bw, bh = _battle_crop(ex)
    items: list[Item] = [crop]
    you, summary = battle_words(ex)
    side_x, side_w = bw + 5.0, INNER - bw - 5.0
    y = 0.0
    for words, font in ((you, "body"), (summary, "body-bold")):
        h = text_height(font, floor, len(wrapped_lines(words, side_w, floor, font)), LEADING) + 0.4
        items.append(Text(words, side_x, y, side_w, h, size=floor, font=font, leading=LEADING))
        y += h + 2.0
    top = max(bh, y) + 4.0
    row = floor * PT * 1.6
    heart = row - 2.0
    cols = (("roll", 14.0), ("reads", 22.0), ("what happens", 78.0), ("enemy", (heart + 0.8) * enemy.hp + 3.0),
            ("you", 20.0))
    xs = [0.0]
    for _, w in cols:
        xs.append(xs[-1] + w)
    for (title, w), x in zip(cols, xs):
        items.append(_text(title.upper(), x, top, w, row, floor, "body-black", MUTED))
    items.append(line(0, top + row + 0.4, xs[-1], top + row + 0.4, Style(stroke=MUTED, width=0.3)))
    state = BattleState(enemy.hp, START_HP, SHIELD, False)
    y = top + row + 1.0
    for k, r in enumerate(ex.rolls):
        if k % 2:
            items.append(rect(0, y, xs[-1], row, Style(fill=Color.hex("#f3eee4"))))
        items.append(Icon(f"die-{r.face}", 0.5, y + 0.5, row - 1.0, INK))
        ink = {"hit": HIT_INK, "miss": MISS_INK}.get(r.table.kind, HURT_INK)
        items.append(_text(r.table.label, xs[1], y, cols[1][1], row, floor, "body-black", ink))
        items.append(_text(effect_words(r, state), xs[2], y, cols[2][1], row, floor))
        for h in range(enemy.hp):
            hx, hy = xs[3] + h * (heart + 0.8), y + 1.0
            items.append(Path(heart_segments(hx, hy, heart), Style(stroke=HEART_INK, width=0.45, fill=WHITE)))
            if h >= r.after.enemy_hp:  # crossed off, as the player's pencil would
                cross = Style(stroke=INK, width=0.5)
                items.append(line(hx + 0.3, hy + 0.3, hx + heart - 0.3, hy + heart - 0.3, cross))
                items.append(line(hx + heart - 0.3, hy + 0.3, hx + 0.3, hy + heart - 0.3, cross))
        items.append(_text(f"{r.after.hp} HP", xs[4], y, cols[4][1], row, floor, "body-bold",
                           HURT_INK if r.after.hp < state.hp else INK))
        state = r.after
        y += row
    if ex.room.encounter.loot_d6 and ex.rolls[-1].after.won:
        y += 0.6
        items.append(Icon(f"die-{ex.loot_roll}", 0.5, y + 0.5, row - 1.0, COIN_INK))
        items.append(_text("LOOT", xs[1], y, cols[1][1], row, floor, "body-black", COIN_INK))
        items.append(_text(f"+{ex.loot_roll} coins", xs[2], y, cols[2][1], row, floor, "body-bold", GAIN_INK))
        y += row
    if xs[-1] > INNER:
        raise ValueError(f"the large battle figure is {xs[-1]:.1f} mm wide, more than {INNER:g}")
    return Page(INNER, y, tuple(items), label="battle worked through")
