"""Path cards as scene pages: fronts, the common back, and the rules card.

Every page is one square card, trimmed to the component (70 × 70 mm) with a
3 mm bleed: the hedge background and the paths run into the bleed, so a card
cut a little off still shows no white edge and its paths still reach the cut.
Icons and text stay inside the 3 mm safe zone.

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
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Path, Segment, Shape, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, circle, rounded_rect

# --- palette ---------------------------------------------------------------------

HEDGE = Color.hex("#2f5b3f")  # the walls between paths
HEDGE_LEAF = Color.hex("#3a6b4c")  # a faint leaf texture on the hedge
SAND = Color.hex("#f2e4bf")  # the paths
SAND_EDGE = Color.hex("#1f3d2a")  # the line along each path's edge
TRAIL = Color.hex("#d9c38f")  # dotted trail down the middle of a path
TOKEN = Color.hex("#fffaf0")
INK = Color.hex("#211d1a")
ID_INK = Color.hex("#bcd3c2")
BACK = Color.hex("#23402d")
BACK_PATH = Color.hex("#3c6a4c")
ACCENT = Color.hex("#b5852a")  # gold: the bullets of the rules card

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
ID_H = 3.4


def _arm_polygon(cx: float, cy: float, side: str, w: float, h: float, half: float):
    """The rectangle of one arm, from the centre square out past the bleed."""
    from shapely.geometry import box

    over = BLEED + 2.0
    if side == "N":
        return box(cx - half, -over, cx + half, cy + half)
    if side == "S":
        return box(cx - half, cy - half, cx + half, h + over)
    if side == "E":
        return box(cx - half, cy - half, w + over, cy + half)
    return box(-over, cy - half, cx + half, cy + half)


def path_shape(sides, w: float, h: float) -> Shape:
    """The corridor: one polygon, so its edge line runs round the junction without seams."""
    from shapely.ops import unary_union

    cx, cy, half = w / 2, h / 2, PATH_W / 2
    geom = unary_union([_arm_polygon(cx, cy, s, w, h, half) for s in sorted(sides)])
    return Shape(geom, Style(fill=SAND, stroke=SAND_EDGE, width=EDGE_W, join="miter"))


def _trail(sides, w: float, h: float) -> list[Item]:
    """A dotted line down the middle of each arm, from the centre to the card's edge."""
    cx, cy = w / 2, h / 2
    style = Style(stroke=TRAIL, width=1.1, cap="round", dash=(0.01, 2.6))
    items: list[Item] = []
    for side in sorted(sides):
        dx, dy = STEP[side]
        items.append(Path((("M", cx, cy), ("L", cx + dx * (w / 2 + BLEED), cy + dy * (h / 2 + BLEED))), style))
    return items


def token_centre(side: str, w: float, h: float) -> tuple[float, float]:
    dx, dy = STEP[side]
    return (w / 2 + dx * TOKEN_DIST, h / 2 + dy * TOKEN_DIST)


def _token(name: str, cx: float, cy: float) -> list[Item]:
    color = treasure_color(name)
    return [
        circle(cx, cy, TOKEN_D / 2, Style(fill=TOKEN, stroke=color, width=1.0)),
        Icon(name, cx - ICON / 2, cy - ICON / 2, ICON, color),
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
    """A card's face as printed (its printed orientation: N at the top); with a ``text_floor`` (large print) its
    id is set at the floor on two lines (deck, card), which the 24 mm of hedge in its corner holds."""
    w, h = size.width, size.height
    s = max(SAFE, size.safe)
    items: list[Item] = [bleed_rect(w, h, BLEED, HEDGE), _leaves(w, h, 7)]
    items.append(path_shape(card.sides, w, h))
    items += _trail(card.sides, w, h)
    for name, spot in zip(card.treasures, card.spots):
        items += _token(name, *token_centre(spot, w, h))
    if text_floor:
        items.append(_large_id(card.card_id, deck_id, w, h, s, text_floor))
    else:
        label = f"{deck_id} · {card.card_id}" if deck_id else card.card_id
        items.append(Text(label, w - s - 20, h - s - ID_H, 20, ID_H, size=6, color=ID_INK, align="right",
                          valign="bottom", wrap=False, min_size=4))
    return Page(w, h, tuple(items), bleed=BLEED, label=f"card {card.card_id}")


def _large_id(card_id: str, deck_id: str, w: float, h: float, s: float, size: float) -> Text:
    """The id at ``size`` pt, deck over card number, right-aligned in the bottom-right corner's hedge (a path's
    edge is 24 mm in from the card's side; the box stays 2 mm clear of it)."""
    from pnp.scene.text import PT

    room = w / 2 - PATH_W / 2 - EDGE_W - 2.0 - s  # from the path's edge, 2 mm clear, to the safe zone
    lines = 2 if deck_id else 1
    height = lines * size * 1.2 * PT + 0.4
    return Text(f"{deck_id}\n{card_id}" if deck_id else card_id, w - s - room, h - s - height, room, height,
                size=size, color=ID_INK, align="right", valign="bottom", leading=1.2)


# --- the back ---------------------------------------------------------------------------

TITLE = "Treasure Paths"


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


def card_back(size: Component) -> Page:
    """The common back of every path card (and of the rules card)."""
    w, h = size.width, size.height
    s = max(SAFE, size.safe)
    items: list[Item] = [bleed_rect(w, h, BLEED, BACK), *_mini_paths(w, h)]
    items.append(rounded_rect(s + 1, s + 1, w - 2 * s - 2, h - 2 * s - 2, 2.5, Style(stroke=SAND, width=0.8)))
    pw, ph = w - 2 * s - 12, 26.0
    px, py = (w - pw) / 2, (h - ph) / 2
    items.append(rounded_rect(px, py, pw, ph, 3.0, Style(fill=SAND, stroke=SAND_EDGE, width=0.6)))
    items.append(Text("Treasure", px + 2, py + 2.5, pw - 4, 10, font="display", size=20, color=HEDGE,
                      align="center", valign="middle", wrap=False, min_size=10))
    items.append(Text("Paths", px + 2, py + 12.5, pw - 4, 10, font="display", size=20, color=HEDGE,
                      align="center", valign="middle", wrap=False, min_size=10))
    icon = 7.0
    items.append(Icon("crown", w / 2 - icon / 2, py - icon - 2.5, icon, SAND))
    items.append(Icon("compass", w / 2 - icon / 2, py + ph + 2.5, icon, SAND))
    return Page(w, h, tuple(items), bleed=BLEED, label="back")


# --- the rules card -------------------------------------------------------------------------

BASIC_RULES = (
    ("Set up", "Shuffle. Lay 4 cards face up as a 2 × 2 square; their paths need not meet. "
               "Deal 2 cards to each player."),
    ("Play", "Put one card next to the layout so that at least one of its paths runs on into a "
             "neighbour. Its other sides may run into hedge. If none of your cards can do that, "
             "put one against any side of the layout."),
    ("Collect", "If a path now leads from a treasure on your card to the same treasure on other cards, "
                "you may take those cards (a path may reach two). Your card stays."),
    ("Keep it whole", "Cards may only be taken if every card left still touches another along a side "
                      "and the layout stays one piece. Corners do not count."),
    ("Draw", "Refill your hand to 2. The player on your left goes next."),
    ("End", "When the deck and all hands are empty, most cards taken wins."),
)

VARIANT_RULES = (
    ("Actions", "Take 2 actions a turn (3 in the three-action game), in any order, "
                "the same one again if you like:"),
    ("•", "play a card, as in the basic game;"),
    ("•", "turn a card of the layout a quarter turn (paths may break);"),
    ("•", "draw a card, up to 6 in hand."),
    ("No take-backs", "An action, once done, stands."),
    ("Collect", "After your actions, any path joining 2 or more matching treasures lets you take "
                "all but one of them, but not cards you played this turn (they carry a “played” marker). "
                "The layout must stay whole."),
    ("Draw", "Then draw 1 card free, up to 6."),
    ("End", "Once the deck is empty, play at least one card a turn while you hold any. "
            "The game ends when deck and hands are empty."),
)


def _rule_blocks(rules, x: float, y: float, w: float, size: float) -> tuple[list[Item], float]:
    """Rules as 'Heading text' paragraphs with a bold run-in heading; returns items and the y below."""
    from pnp.scene.text import PT, text_width

    items: list[Item] = []
    leading = 1.16
    line_h = size * leading * PT
    for head, body in rules:
        if head == "•":  # a bullet: the text hangs at its own indent (wider where large type needs it)
            dot = max(2.0, text_width("•", "body-bold", size) + 0.2)
            indent = max(3.4, 0.8 + dot + 0.6)
            items.append(Text("•", x + 0.8, y, dot, line_h + 0.6, font="body-bold", size=size, color=ACCENT,
                              wrap=False, leading=leading))
            text, n = _paragraph(body, x + indent, y, w - indent, size, leading)
            items.append(text)
            y += n * line_h + 0.5
            continue
        # a run-in heading: the body starts after it on the same line and wraps to the full width
        head_w = text_width(head, "body-bold", size) + 1.0
        first_room = w - head_w
        words = body.split(" ")
        first: list[str] = []
        for word in words:
            if text_width(" ".join(first + [word]), "body", size) <= first_room:
                first.append(word)
            else:
                break
        rest = " ".join(words[len(first):])
        items.append(Text(head, x, y, head_w, line_h + 0.6, font="body-bold", size=size, color=HEDGE,
                          wrap=False, leading=leading))
        items.append(Text(" ".join(first), x + head_w, y, w - head_w, line_h + 0.6, size=size,
                          color=INK, wrap=False, leading=leading))
        y += line_h
        if rest:
            text, n = _paragraph(rest, x, y, w, size, leading)
            items.append(text)
            y += n * line_h
        y += 0.9
    return items, y


def _paragraph(body: str, x: float, y: float, w: float, size: float, leading: float) -> tuple[Text, int]:
    """A wrapped body-text block whose box is exactly as tall as its lines, and its line count."""
    from pnp.scene.text import layout_text, text_height

    n = len(layout_text(Text(body, x, y, w, 1000, size=size, leading=leading)).lines)
    return Text(body, x, y, w, text_height("body", size, n, leading) + 0.05, size=size, color=INK, leading=leading), n


RULES_MAX_PT, RULES_MIN_PT = 8.0, 5.0


def _rules_page(title: str, subtitle: str, rules, size: Component, label: str) -> Page:
    w, h = size.width, size.height
    s = max(SAFE, size.safe)
    band = 12.5
    items: list[Item] = [
        bleed_rect(w, h, BLEED, TOKEN),
        bleed_band(w, band, BLEED, HEDGE),
        Text(title, s + 0.5, s, w - 2 * s - 1, 6.2, font="display", size=13, color=WHITE,
             valign="middle", wrap=False, min_size=8),
        Text(subtitle, s + 0.5, s + 6.3, w - 2 * s - 1, 3.2, font="body-italic", size=6.2, color=SAND,
             wrap=False, min_size=4.5),
    ]
    top, bottom_limit = band + 1.8, h - s
    size_pt = RULES_MAX_PT
    while True:  # the largest size (in 0.2 pt steps) at which the rules fit the card
        blocks, bottom = _rule_blocks(rules, s, top, w - 2 * s, size_pt)
        if bottom - 0.9 <= bottom_limit + 1e-6:
            break
        size_pt = round(size_pt - 0.2, 2)
        if size_pt < RULES_MIN_PT:
            raise PnpError(f"the rules do not fit a {size.name} ({w:g} × {h:g} mm)")
    items += blocks
    return Page(w, h, tuple(items), bleed=BLEED, label=label)


def rules_front(size: Component) -> Page:
    return _rules_page(TITLE, "The basic game · 2 to 6 players", BASIC_RULES, size, "rules: basic game")


def rules_back(size: Component) -> Page:
    return _rules_page("Faster variants", "Two-action and three-action games: the basic game, except:",
                       VARIANT_RULES, size, "rules: variants")
