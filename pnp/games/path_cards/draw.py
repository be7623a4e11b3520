"""Path cards as scene pages: fronts and the common back (the rules card: :mod:`.rules_card`).

Every page is one card, trimmed to the component (designed for the 70 × 70 mm
square card, drawn at any card size: the paths and treasures keep in
proportion to the card's shorter side) with a 3 mm bleed: the hedge background
and the paths run into the bleed, so a card cut a little off still shows no
white edge and its paths still reach the cut. Icons and text stay inside the
safe zone.

A front is a hedge with wide sand-coloured paths from the centre to the
middle of each open side, so cards laid side by side continue each other's
paths. Each treasure sits on its own arm in a round token; its icon has one
of five colours (a second cue, besides the shape, for spotting a match
across the table). The small id is in a corner, which is always hedge.
"""

from __future__ import annotations

import random

from pnp.catalog import COMPONENT_BLEED, Component
from pnp.errors import PnpError
from pnp.games.path_cards.model import STEP, TREASURES, PathCard
from pnp.i18n import N_, _
from pnp.scene import boxes as b
from pnp.scene.affine import Affine
from pnp.scene.arrange import lay_out
from pnp.scene.color import Color
from pnp.scene.model import Group, Icon, Item, Page, Path, Segment, Shape, Style
from pnp.scene.shapes import bleed_rect, circle, rounded_rect

# --- palette ---------------------------------------------------------------------

HEDGE = Color.hex("#2f5b3f")  # the walls between paths
HEDGE_LEAF = Color.hex("#3a6b4c")  # a faint leaf texture on the hedge
SAND = Color.hex("#f2e4bf")  # the paths
SAND_EDGE = Color.hex("#1f3d2a")  # the line along each path's edge
TRAIL = Color.hex("#d9c38f")  # dotted trail down the middle of a path
TOKEN = Color.hex("#fffaf0")
INK = Color.hex("#211d1a")
ID_INK = Color.hex("#d6e5da")
BACK = Color.hex("#23402d")
BACK_PATH = Color.hex("#3c6a4c")
ACCENT = Color.hex("#8f6820")  # gold: the bullets of the rules card

# Five well separated hues, each shared by five treasures (never by two that look alike).
TREASURE_HUES = (
    Color.hex("#b3261e"),  # red
    Color.hex("#1f5fa8"),  # blue
    Color.hex("#2e7d32"),  # green
    Color.hex("#6a4c93"),  # violet
    Color.hex("#a65f00"),  # amber
)


def treasure_color(name: str) -> Color:
    i = TREASURES.index(name) if name in TREASURES else sum(map(ord, name))
    return TREASURE_HUES[i % len(TREASURE_HUES)]


# --- geometry (mm) -------------------------------------------------------------------

BLEED = COMPONENT_BLEED  # 1/8 in, see pnp.catalog
SAFE = 3.0
PATH_W = 22.0  # path width: wide enough to read at a glance across a table
EDGE_W = 0.7
TOKEN_D = 18.0
TOKEN_DIST = 19.0  # from the card's centre to a token's centre, along its arm
ICON = 12.5
DESIGN = 70.0  # the square card these sizes are for; another card scales them by its shorter side
ID_PT, ID_LEAST = 6.0, 4.0  # the id's type: as designed, and the least it shrinks to in its corner
ID_CLEAR = 2.0  # mm between a path's edge and the id's corner


def scale(w: float, h: float) -> float:
    """How much larger than designed a card of w × h mm draws its paths and treasures."""
    return min(w, h) / DESIGN


def corner_hedge(size: Component) -> float:
    """The side (mm) of the largest square in a card's corner clear of its paths and their edge lines: what a
    played marker may cover (the treasures sit on the paths)."""
    w, h = size.width, size.height
    path = PATH_W * scale(w, h)
    return min(w - path, h - path) / 2 - EDGE_W / 2


def path_shape(sides, w: float, h: float) -> Shape:
    """The corridor: one polygon, so its edge line runs round the junction without seams. Each arm is a box from
    the centre square out past the bleed, the way its side lies."""
    from shapely.geometry import box
    from shapely.ops import unary_union

    cx, cy, half, over = w / 2, h / 2, PATH_W * scale(w, h) / 2, BLEED + 2.0
    arms = [box(-over if dx < 0 else cx - half, -over if dy < 0 else cy - half,
                w + over if dx > 0 else cx + half, h + over if dy > 0 else cy + half)
            for dx, dy in (STEP[side] for side in sorted(sides))]
    return Shape(unary_union(arms), Style(fill=SAND, stroke=SAND_EDGE, width=EDGE_W, join="miter"))


def _trail(sides, w: float, h: float) -> list[Item]:
    """A dotted line down the middle of each arm, from the centre to the card's edge."""
    cx, cy = w / 2, h / 2
    style = Style(stroke=TRAIL, width=1.1, cap="round", dash=(0.01, 2.6))
    return [Path((("M", cx, cy), ("L", cx + dx * (w / 2 + BLEED), cy + dy * (h / 2 + BLEED))), style)
            for dx, dy in (STEP[side] for side in sorted(sides))]


def token_centre(side: str, w: float, h: float) -> tuple[float, float]:
    dx, dy = STEP[side]
    k = scale(w, h)
    return (w / 2 + dx * TOKEN_DIST * k, h / 2 + dy * TOKEN_DIST * k)


def _token(name: str, cx: float, cy: float, k: float) -> list[Item]:
    color, icon = treasure_color(name), ICON * k
    return [
        circle(cx, cy, TOKEN_D * k / 2, Style(fill=TOKEN, stroke=color, width=1.0)),
        Icon(name, cx - icon / 2, cy - icon / 2, icon, color),
    ]


def _leaves(w: float, h: float, seed: int) -> Path:
    """Faint leaf marks over the whole hedge (paths cover them); fixed per card for stable output."""
    rng = random.Random(seed)
    segs: list[Segment] = []
    step = 4.2
    y = -BLEED
    row = 0
    while y < h + BLEED:
        x = -BLEED + (step / 2 if row % 2 else 0.0)
        while x < w + BLEED:
            px, py = x + rng.uniform(-1.2, 1.2), y + rng.uniform(-1.2, 1.2)
            dx, dy = rng.choice(((0.9, 0.6), (-0.9, 0.6), (0.7, -0.8), (-0.7, -0.8)))
            segs += [("M", px - dx, py - dy), ("L", px + dx, py + dy)]
            x += step
        y += step * 0.87
        row += 1
    return Path(tuple(segs), Style(stroke=HEDGE_LEAF, width=0.55, cap="round"))


def card_front(card: PathCard, size: Component, deck_id: str = "", text_floor: float = 0.0) -> Page:
    """A card's face as printed (its printed orientation: N at the top), no text under ``text_floor`` pt."""
    w, h = size.width, size.height
    items: list[Item] = [bleed_rect(w, h, BLEED, HEDGE), _leaves(w, h, 7), path_shape(card.sides, w, h),
                         *_trail(card.sides, w, h)]
    for name, spot in zip(card.treasures, card.spots):
        items += _token(name, *token_centre(spot, w, h), scale(w, h))
    items += _card_id(card.card_id, deck_id, size, text_floor)
    return Page(w, h, tuple(items), bleed=BLEED, label=f"card {card.card_id}")


def _card_id(card_id: str, deck_id: str, size: Component, floor: float) -> tuple[Item, ...]:
    """The id in the bottom-right corner's hedge (see :func:`id_items`), or the card refused in one line."""
    items = id_items(card_id, deck_id, size, floor)
    if items is None:
        named = f"the deck's id {deck_id!r} with card {card_id!r}" if deck_id else f"the path card's id {card_id!r}"
        raise PnpError(f"{named} does not fit the card's corner on a {size.name} at {floor:g} pt "
                       "(use a shorter id)")
    return items


def id_corner(size: Component) -> tuple[float, float, float, float]:
    """The bottom-right corner's hedge the id keeps to (x, y, width, height mm): inside the safe zone, 2 mm clear
    of the paths' edges (always hedge: the paths run down the middle)."""
    w, h = size.width, size.height
    s = max(SAFE, size.safe)
    clear = PATH_W * scale(w, h) / 2 + EDGE_W + ID_CLEAR
    x, y = w / 2 + clear, h / 2 + clear
    return x, y, w - s - x, h - s - y


def id_items(card_id: str, deck_id: str, size: Component, floor: float) -> tuple[Item, ...] | None:
    """The id in its corner, at 6 pt shrinking to 4, never under the floor, by the first of these that holds
    it: "deck · card" on one line, deck over card, then either of those turned a quarter, reading up the
    card's right edge along the corner's longer side (a narrow card's corner is tall); None when none does."""
    x, y, cw, ch = id_corner(size)
    labels = (f"{deck_id} · {card_id}", f"{deck_id}\n{card_id}") if deck_id else (card_id,)
    for turned in (False, True):
        for label in labels:
            words = b.Words(text=label, size=ID_PT, least=ID_LEAST, color=ID_INK, valign="bottom", leading=1.2,
                            text_align="left" if turned else "right", wrap=False, name="the card's id")
            # turned, it is laid out in the corner's shape turned: its lines run up from the corner's foot, their
            # feet to the safe edge
            laid = lay_out(words, 0, 0, ch, cw, floor) if turned else lay_out(words, x, y, cw, ch, floor)
            if not laid.faults:
                return (Group(laid.items, Affine(0.0, -1.0, 1.0, 0.0, x, y + ch)),) if turned else laid.items
    return None


# --- the back ---------------------------------------------------------------------------

# i18n: the path cards' game name (on the cards' back, a word a line, and atop the rules card and score pad)
TITLE = N_("Treasure Paths")
TITLE_PT = 20  # the back's name, a word a line


def _mini_paths(w: float, h: float) -> list[Item]:
    """A fixed field of little path tiles over the back, bleed included."""
    rng = random.Random(20240611)  # fixed: every back must be the same
    cell = 10.0
    n = int((w + 2 * BLEED) // cell) + 2
    ox = (w - n * cell) / 2
    oy = (h - n * cell) / 2
    segs: list[Segment] = []
    shapes = ("NS", "EW", "NE", "ES", "SW", "WN", "NES", "ESW", "SWN", "WNE", "NESW")
    for j in range(n):
        for i in range(n):
            cx, cy = ox + (i + 0.5) * cell, oy + (j + 0.5) * cell
            for side in rng.choice(shapes):
                dx, dy = STEP[side]
                segs += [("M", cx, cy), ("L", cx + dx * cell / 2, cy + dy * cell / 2)]
    return [Path(tuple(segs), Style(stroke=BACK_PATH, width=3.2, cap="square", join="miter"))]


def card_back(size: Component, text_floor: float = 0.0) -> Page:
    """The common back of every path card (and of an odd last rules face): the name on a sand panel."""
    w, h = size.width, size.height
    s = max(SAFE, size.safe)
    items: list[Item] = [bleed_rect(w, h, BLEED, BACK), *_mini_paths(w, h),
                         rounded_rect(s + 1, s + 1, w - 2 * s - 2, h - 2 * s - 2, 2.5, Style(stroke=SAND, width=0.8))]
    pw, ph = w - 2 * s - 12, 26.0
    px, py = (w - pw) / 2, (h - ph) / 2
    items.append(rounded_rect(px, py, pw, ph, 3.0, Style(fill=SAND, stroke=SAND_EDGE, width=0.6)))
    name = b.Column(pad=2.0, children=tuple(
        b.Words(text=word, font="display", size=TITLE_PT, least=10, color=HEDGE, text_align="center", valign="middle",
                wrap=False, height=10, name="the back's title") for word in _(TITLE).split()))
    items += lay_out(name, px, py + 0.5, pw, ph - 1.0, text_floor).fitted(f"the path cards' back on a {size.name}")
    icon = 7.0
    items.append(Icon("crown", w / 2 - icon / 2, py - icon - 2.5, icon, SAND))
    items.append(Icon("compass", w / 2 - icon / 2, py + ph + 2.5, icon, SAND))
    return Page(w, h, tuple(items), bleed=BLEED, label="back")
