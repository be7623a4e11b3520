"""The pen every labyrinth page draws with: one palette, the cards' frame, and small shared art.

One small palette serves every page so a symbol looks the same on the sheet
and on the cards: dark ink for walls, green for entries, red for the bosses
(exits), blue for items, brown for monsters, orange for traps, teal for gems,
violet for ghosts and ochre for scrolls. All of them are dark enough to print
legibly on a home printer and differ in hue, not only in lightness.
"""

from __future__ import annotations

from pnp.catalog import COMPONENT_BLEED
from pnp.fonts import metrics
from pnp.games.labyrinth.model import BOSSES, ITEMS, SCROLL, STAIRCASE
from pnp.scene.color import Color
from pnp.scene.model import Path, Style
from pnp.scene.shapes import heart_segments
from pnp.scene.text import PT

# --- palette -------------------------------------------------------------------

INK = Color.hex("#211d1a")  # the walls' core, the outer border, main text
MUTED = Color.hex("#6b645c")  # secondary text
GRID_LINE = Color.hex("#cdc6bb")  # thin lines between squares
PANEL_LINE = Color.hex("#a59d92")  # outlines of boxes to write in
# The sheet's stone, in the family of the maze tiles': a light parchment flagstone floor (light enough that a
# marker's line stands out on it; all white in a black-ink book, where a grey square is an entry or an exit),
# a few stones a shade yellower or lighter and a few hairline cracks, faint; walls of dark stone with a black
# core; the grid framed by a band of stone blocks; each symbol on a paler medallion, as the tiles' are
FLOOR = Color.hex("#f8f4e9")
FLOOR_DARK = Color.hex("#f7f3e2")
FLOOR_LIGHT = Color.hex("#fcfaf4")
CRACK = Color.hex("#e5dccb")
PLATE = Color.hex("#fefdf9")
PLATE_RIM = Color.hex("#cfc1a5")
STONE = Color.hex("#5e544a")  # the walls' edge and the frame's band
STONE_JOINT = Color.hex("#8a7e70")  # the joints between the frame's blocks
ENTRY = Color.hex("#276b2b")
EXIT = Color.hex("#b3261e")
ITEM = Color.hex("#1f5fa8")
MONSTER = Color.hex("#7a4a1e")
HAZARD = Color.hex("#d2640a")
GEM = Color.hex("#0b8383")
GHOST = Color.hex("#6a4c93")
SCROLL_INK = Color.hex("#80600e")  # a scroll's name reads on the darkest floor stone at 4.5:1
HEART = Color.hex("#c62828")
ENTRY_TINT = ENTRY.lighten(0.86)
EXIT_TINT = EXIT.lighten(0.88)
# The solution path: a wide pink band under the icons (a highlighter stroke, so
# the symbols stay readable) with darker direction arrows and end markers.
PATH_INK = Color.hex("#f48fb1")
PATH_MARK = Color.hex("#ad1457")
CARD_BG = Color.hex("#f7f0df")  # parchment behind card text
COIN = Color.hex("#e8b931")
COIN_EDGE = Color.hex("#8a6300")
PENALTY = Color.hex("#5d4037")  # coins of negative rows

DIFFICULTY_COLOR = {
    "tutorial": Color.hex("#3c7a4c"),
    "easy": Color.hex("#2f6da3"),
    "medium": Color.hex("#a35f16"),  # white reads on it, and it on parchment, at 4.5:1
    "hard": Color.hex("#8e1f1f"),
}
# The backs' stone: the joints of the running bond over each deck's colour, and over the aid's ink
BACK_JOINT = {
    "tutorial": Color.hex("#31643e"),
    "easy": Color.hex("#275986"),
    "medium": Color.hex("#864e12"),
    "hard": Color.hex("#741919"),
    "aid": Color.hex("#3a3430"),
}
SKULLS = {"tutorial": 0, "easy": 1, "medium": 2, "hard": 3}

SYMBOL_COLOR = {
    STAIRCASE: ENTRY,
    **{boss: EXIT for boss in BOSSES},
    **{item: ITEM for item in ITEMS},
    "rat": MONSTER,
    "skeleton": MONSTER,
    "trap": HAZARD,
    "gem": GEM,
    "ghost": GHOST,
    SCROLL: SCROLL_INK,
}

# Icons whose art is thin or narrow are drawn larger so they read as well as the others.
ICON_SCALE = {"skeleton": 0.8, "key": 0.7}

# --- the cards' frame (objective cards and the player aid) ----------------------

CARD_SAFE = 3.0
CARD_BLEED = COMPONENT_BLEED  # 1/8 in, see pnp.catalog


# --- small shared art ------------------------------------------------------------

def size_for_height(font: str, height: float) -> float:
    """The largest point size whose single line fits ``height`` mm (rounded down to ¼ pt)."""
    m = metrics(font)
    size = height / ((m.ascent + m.descent) / 1000.0 * PT)
    return max(1.0, int(size * 4) / 4)


def heart_outline(x: float, y: float, size: float, style: Style) -> Path:
    """A heart in the box (x, y, size, size): drawn as an outline so a player can cross it out."""
    return Path(heart_segments(x, y, size), style)
