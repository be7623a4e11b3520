"""The notebook's title page, its rules (with a legend of a room page's signs) and the notes pages."""

from __future__ import annotations

from pnp.catalog import Paper
from pnp.games.notebook.glyphs import WAYS, WORDS, way_glyph
from pnp.games.notebook.model import Dungeon, Encounter, Room
from pnp.games.notebook.pen import (
    BOTTOM,
    BOX_LINE,
    CEILING,
    COIN_INK,
    DAYLIGHT,
    EXIT_INK,
    GRID_INK,
    HEART_INK,
    HIT_INK,
    HURT_INK,
    LEFT,
    MISS_INK,
    MUTED,
    NOW_RED,
    RIGHT,
    TOP,
    WIDTH,
    Pen,
    checkbox,
    draw_heart,
    now_badge,
    page_title,
)
from pnp.games.notebook.viewport import badge, compass
from pnp.scene.color import INK, WHITE
from pnp.scene.flow import Flow, Type
from pnp.scene.model import Page, Style

# --- title, rules, notes --------------------------------------------------------------

def title_page(dungeon: Dungeon, paper: Paper) -> Page:
    pen = Pen(paper)
    pen.rect(LEFT, TOP, WIDTH, BOTTOM - TOP, Style(stroke=INK, width=0.8), r=2.0)
    pen.rect(LEFT + 1.5, TOP + 1.5, WIDTH - 3, BOTTOM - TOP - 3, Style(stroke=INK, width=0.25), r=1.5)
    pen.text("DUNGEON", LEFT + 4, 14, WIDTH - 8, 13, size=30, font="display", align="center", valign="middle",
             wrap=False, min_size=16)
    pen.text("NOTEBOOK", LEFT + 4, 27, WIDTH - 8, 13, size=30, font="display", align="center", valign="middle",
             wrap=False, min_size=16)
    pen.text("Break your chains. Map the dark. Find the way out.", LEFT + 6, 42, WIDTH - 12, 8, size=8.5,
             font="body-italic", align="center", valign="middle", min_size=6.5)
    pen.icon("maze", 52.5 - 22, 53, 44, CEILING)
    boss = next((r.encounter.enemy for r in dungeon.rooms if r.encounter.kind == "exit"), None)
    pen.icon(boss.icon if boss is not None else "minotaur", 52.5 - 15, 60, 30, INK)
    facts = [
        f"{len(dungeon.rooms)} rooms on {len(dungeon.sizes)} levels",
        f"{len(dungeon.doors)} locked doors \u00b7 {dungeon.enemy_count} enemies",
    ]
    if boss is not None:
        facts.append(f"{boss.name} guards the exit")
    pen.text("\n".join(facts), LEFT + 6, 100, WIDTH - 12, 16, size=8, font="body-bold", align="center",
             valign="middle", min_size=6)
    pen.text("You need this notebook, a pencil and one six-sided die. Start on the page of room 1.",
             LEFT + 8, 118, WIDTH - 16, 10, size=7.5, align="center", valign="middle", min_size=6)
    pen.text(f"dungeon {dungeon.seed}", LEFT + 6, 131, WIDTH - 12, 4, size=6.5, color=MUTED, align="center",
             wrap=False)
    pen.text("Icons: game-icons.net (CC BY 3.0)", LEFT + 6, 135.5, WIDTH - 12, 3.5, size=6, color=MUTED,
             align="center", wrap=False)
    return pen.page("title")


RULES: tuple[tuple[str, str], ...] = (
    ("Your escape",
     ("You are a prisoner in a dungeon of two levels. Every page of this notebook is one room. You start in "
      "room 1 with your chains just broken. Find the keys, get through the locked doors, reach the exit and beat "
      "the guard who stands before it.")),
    ("Reading a room",
     ("The picture shows the room the way you are looking. Every way out carries a blue sign with a mark and "
      "a room number. Its mark says which way: an arrow up for the doorway straight ahead in the far wall, "
      "arrows left and right for the side walls, a U-turn for the way behind you (the sign at the bottom edge), "
      "and a ladder for the way up or down. Walls without a sign are solid. Turn to the page of the room you "
      "walk into.")),
    ("Hit points and coins",
     ("You begin with 10 HP and 0 coins. Note what you gain or lose in the HP and COINS boxes at the bottom of "
      "the room's page, then write your new totals on the stats page. HP never goes above 10.")),
    ("Dying",
     ("When your HP reaches 0 you die. Tally the death, lose 5 coins (you never go below 0) and carry on with "
      "10 HP from any room you have already explored. An enemy that beat you does not heal: its crossed-off "
      "hearts stay crossed off.")),
    ("Battles",
     ("Roll the die again and again, and read each roll in the room's table. MISS: nothing happens. HIT: cross "
      "off as many of the enemy's hearts as your weapon level. -1\u00a0HP, -2\u00a0HP and so on: you lose "
      "that much. When every heart is crossed off you win and take the LOOT; if it says d6, roll for the "
      "number of coins.")),
    ("Weapons, shield and axe",
     ("Your weapon starts at level 1 and deals 1 damage. Shops sell upgrades, which come in order: level 2 "
      "before level 3, and so on. The shield blocks the first blow (the first roll that costs HP) of every "
      "battle. The axe lets you roll again once in every battle.")),
    ("Roll for result",
     ("Some rooms ask for one roll. Find the line with your face and apply what it says.")),
    ("Choices and shops",
     ("Round boxes: pick exactly one line. Square boxes: take as many lines as you like, now or when you come "
      "back. A minus before the coin is a price; you cannot pay with coins you do not have.")),
    ("The dice game",
     ("Roll and add the rolls up, writing each new total in the next box, until you reach 21 or more: then the "
      "loot is yours. A 1 is a bust: lose 1 coin and start again from 0. The first roll of each attempt can "
      "never bust; a 1 there simply adds nothing.")),
    ("NOW!",
     ("A room marked NOW! must be dealt with at once. Any other battle, roll or choice may wait: step back the "
      "way you came and return later. You cannot walk through a room whose encounter you have not finished.")),
    ("Quick travel",
     ("You may jump to any room you have already explored whenever you like, at no cost.")),
    ("The compass",
     ("The compass is turned so that the way you are looking is at the top, in red: an E there means the picture "
      "faces east. In some rooms the compass is broken and shows only a question mark: use your map to work out "
      "which way you face.")),
    ("The map",
     ("The map page has north at the top. Room 1 is the bottom-left square of level 1. Draw every wall you see "
      "as a dark line over the grey grid, and jot down rooms you want to come back to.")),
    ("Ladders",
     ("A ladder joins two rooms one above the other: the room on level 2 lies directly above the room on "
      "level 1, so mark it in the same place on the level 2 grid.")),
    ("Locked doors and keys",
     ("A locked door shows a padlock and a colour. It opens only once you hold the key of that colour. Keys are "
      "never used up: once found, a key opens its door for good. Colour the keys in on the map page.")),
    ("The exit",
     ("The way out is the room with the EXIT sign, guarded by a final enemy, tougher than the rest. Beat it and "
      "you are free: the game ends there, so you cannot walk through that room. Every other room can be reached "
      "without it, so explore all you want first.")),
    ("Scoring",
     ("Your score is your coins, plus 1 for every room you explored, plus 2 for every enemy you beat. Explored "
      "every room? Add 10. Beaten every enemy? Add 10 more.")),
)


LEGEND_ROWS = (10.0, 13.0, 9.0, 10.0, 12.0, 12.0, 8.0, 8.0, 10.0)  # heights of the legend's rows
WAYS_STRIP = 11.0  # the six signs for a way out, in a row under the legend's title
LEGEND_HEIGHT = 5.6 + WAYS_STRIP + sum(LEGEND_ROWS)


def _ways_strip(pen: Pen, y: float) -> float:
    """Each way out's sign with its meaning: no two alike (glyphs.py)."""
    w = WIDTH / len(WAYS)
    for k, where in enumerate(WAYS):
        cx = LEFT + (k + 0.5) * w
        way_glyph(pen, cx, y + 3.0, where, 4.6, EXIT_INK)
        pen.text(WORDS[where], cx - w / 2, y + 6.0, w, 3.4, size=6, align="center", valign="middle", wrap=False,
                 min_size=6)
    return y + WAYS_STRIP


def _mini_exit(pen: Pen, cx: float, cy: float) -> None:
    pen.rect(cx - 9.0, cy - 2.8, 18.0, 5.6, Style(fill=DAYLIGHT, stroke=COIN_INK, width=0.5), r=1.0)
    pen.text("EXIT", cx - 9.0, cy - 2.8, 18.0, 5.6, size=9, font="body-black", color=NOW_RED, align="center",
             valign="middle", wrap=False)


def _legend(pen: Pen, y: float) -> float:
    """The signs of a room page, drawn as they appear, each with a line of explanation."""
    pen.text("On a room page", LEFT, y, WIDTH, 4.4, size=8, font="body-black", valign="middle", wrap=False)
    y = _ways_strip(pen, y + 5.6)
    art_w, mid = 30.0, LEFT + 12.0
    rows = [
        ("A way out: turn to room 12 (here the door on your right).", lambda cy: badge(pen, mid, cy, "right", 12)),
        ("A locked way out: it opens once you hold the gold key.",
         lambda cy: badge(pen, mid, cy - 2.1, "ahead", 7, "gold")),
        ("The way out of the dungeon, guarded by the final enemy.", lambda cy: _mini_exit(pen, mid, cy)),
        ("Deal with this room at once.", lambda cy: now_badge(pen, mid, cy)),
        ("The compass: the red letter at the top is the way the picture faces (here east).",
         lambda cy: compass(pen, _FACING_EAST, mid, cy, 5.4)),
        ("A broken compass: this page does not tell you which way you face.",
         lambda cy: compass(pen, _BROKEN, mid, cy, 5.4)),
        ("Round boxes: pick one. Square boxes: pick any.", lambda cy: _both_boxes(pen, mid, cy)),
        ("The enemy's hit points: cross one off for every point of damage you deal.", lambda cy: [
            draw_heart(pen, mid - 7.2 + k * 5.0, cy - 2.2, 4.4, Style(stroke=HEART_INK, width=0.4, fill=WHITE))
            for k in range(3)]),
        ("A battle table: the face you roll says what happens.", lambda cy: _mini_table(pen, LEFT, cy)),
    ]
    for (text, art), h in zip(rows, LEGEND_ROWS):
        art(y + h / 2)
        pen.text(text, LEFT + art_w, y, WIDTH - art_w, h, size=7, valign="middle", min_size=6)
        y += h
    return y


def _both_boxes(pen: Pen, mid: float, cy: float) -> None:
    checkbox(pen, mid - 4.5, cy - 1.7, 3.4, round_=True)
    checkbox(pen, mid + 1.1, cy - 1.7, 3.4)


def _mini_table(pen: Pen, x: float, cy: float) -> None:
    for k, (label, ink) in enumerate((("HIT", HIT_INK), ("MISS", MISS_INK), ("-1 HP", HURT_INK))):
        cx = x + k * 9.2
        pen.rect(cx, cy - 3.6, 8.6, 7.2, Style(fill=WHITE, stroke=BOX_LINE, width=0.25), r=0.8)
        pen.icon(f"die-{k + 1}", cx + 2.8, cy - 3.2, 3.0, INK)
        pen.text(label, cx, cy - 0.1, 8.6, 3.4, size=6, font="body-black", color=ink, align="center",
                 valign="middle", wrap=False)


_BROKEN = Room(0, (1, 0, 0), "N", False, Encounter("none", ""))
_FACING_EAST = Room(0, (1, 0, 0), "E", True, Encounter("none", ""))


RULE_HEADING = Type(8.0, "body-black")
RULE_TEXT = Type(7.0)


def rules_pages(paper: Paper) -> list[Page]:
    """How to play, in short sections flowed over as many pages as they need, then the signs of a room page."""

    def start(_index: int) -> tuple[Pen, float]:
        pen = Pen(paper)
        page_title(pen, "HOW TO PLAY")
        return pen, TOP + 12.5

    flow = Flow(start, x=LEFT, width=WIDTH, limit=BOTTOM - 5.0)
    for heading, body in RULES:
        flow.section(heading, RULE_HEADING, body, RULE_TEXT, gap=0.8, after=2.4)
    y = flow.room(1.0, LEGEND_HEIGHT)  # the legend stays in one piece
    _legend(flow.canvas, y + 1.0)
    # the page numbers, once the number of pages is known
    for n, pen in enumerate(flow.canvases, 1):
        pen.text(f"{n} / {len(flow.canvases)}", LEFT, BOTTOM - 3.5, WIDTH, 3.5, size=6, color=MUTED, align="right",
                 wrap=False)
    return flow.pages("rules")


def notes_page(paper: Paper) -> Page:
    pen = Pen(paper)
    page_title(pen, "NOTES", rule=False)
    y = TOP + 16.0
    while y <= BOTTOM - 1.0:
        pen.line(LEFT, y, RIGHT, y, Style(stroke=GRID_INK, width=0.25))
        y += 7.0
    return pen.page("notes")
