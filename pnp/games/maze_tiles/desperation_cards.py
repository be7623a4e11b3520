"""The desperation cards: poker-size cards, each copy of the deck of data/desperation.toml, with one common back."""

from __future__ import annotations

import random

from pnp.games.maze_tiles.content import DesperationCard, load_content
from pnp.games.maze_tiles.monsters import DEFAULT_VARIANT, Monster, monster
from pnp.games.maze_tiles.palette import INK, MUTED, PANEL, PANEL_LINE, PARCHMENT
from pnp.games.maze_tiles.sizes import BLEED, CARD_SAFE, MIN_TEXT, sizes
from pnp.games.maze_tiles.specs import ComponentSpec
from pnp.grid.core import wall_segment
from pnp.grid.maze import perfect_maze
from pnp.parts import ComponentSet
from pnp.scene.color import WHITE, Color
from pnp.scene.model import Icon, Item, Page, Path, Segment, Style, Text
from pnp.scene.shapes import bleed_band, bleed_rect, circle, line, rounded_rect
from pnp.scene.text import measured_text

DESPERATION_CARDS = ComponentSpec("Desperation cards", "desperation-cards", "desperation cards",
                                  lambda large: sizes(large).desperation_card, two_sided=True)
SPECS = (DESPERATION_CARDS,)  # what component_sets() draws

DESPAIR = Color.hex("#4a1d1d")
DESPAIR_LIGHT = Color.hex("#5e2a27")
REACTION = Color.hex("#f0dcae")


def _maze_pattern(x0: float, y0: float, w: float, h: float, step: float, color: Color, seed: int,
                  width: float = 0.9) -> Path:
    """A faint maze filling the box, strokes included (the same for every copy: the seed is fixed)."""
    cols, rows = int((w - width) // step), int((h - width) // step)
    walls = perfect_maze(cols, rows, random.Random(seed))
    ox, oy = x0 + (w - cols * step) / 2, y0 + (h - rows * step) / 2
    segs: list[Segment] = []
    for wall in sorted(walls, key=sorted):
        x1, y1, x2, y2 = wall_segment(wall, ox, oy, step)
        segs += [("M", x1, y1), ("L", x2, y2)]
    return Path(tuple(segs), Style(stroke=color, width=width, cap="square"))


def _monster_mark(m: Monster, w: float, band: float, r: float = 5.2,
                  at: tuple[float, float] | None = None) -> list[Item]:
    """A variant card's mark: the monster's icon in a badge of its colour at the band's left (or ``at``), so the
    cards can be sorted out again after the game (the back is the deck's common back)."""
    colour = Color.hex(m.colour)
    cx, cy = at or (CARD_SAFE + r - 0.5, band + r - 1.0)
    items: list[Item] = [circle(cx, cy, r, Style(fill=colour, stroke=PARCHMENT, width=0.6))]
    size = 1.5 * r if m.heads == 1 else 1.1 * r
    items.append(Icon(m.icon, cx - size / 2, cy - size / 2, size, WHITE))
    return items


def _when(card: DesperationCard, mark: Monster | None) -> str:
    """The card's foot: when it may be played (and the variant it belongs to)."""
    if mark is not None:
        return f"{mark.name} variant · " + ("any turn, when the reaction applies" if card.reaction else "your turn")
    return "Desperate act · any turn, when the reaction applies" if card.reaction else "Desperate act · your turn"


def _large_front(card: DesperationCard, mark: Monster | None, floor: float) -> Page:
    """The large-print card (94 × 86 mm, six to a sheet): the same parts as the poker card, every word at
    ``floor`` pt or more and the effect larger still; the picture moves into the title band (the monster's mark
    to its right end) so the words get the card's height, and the foot takes up to two lines."""
    size = sizes(True).desperation_card
    w, h, s = size.width, size.height, CARD_SAFE
    band, inner = 17.0, w - 2 * s
    # the picture and the mark as tall as the title's line (ring included) and centred on it: inside the safe
    # area (centred in the band they came within 2.2 mm of the trim)
    ring = 0.6
    title_h = band - s - 1.0
    r, cy = (title_h - ring) / 2, s + title_h / 2
    icon = r * 1.41
    items: list[Item] = [
        bleed_rect(w, h, BLEED, PARCHMENT),
        bleed_band(w, band, BLEED, DESPAIR),
        circle(s + r, cy, r, Style(fill=PANEL, stroke=PARCHMENT, width=ring)),
        Icon(card.icon, s + r - icon / 2, cy - icon / 2, icon, DESPAIR),
        Text(card.title, s + 2 * r + 1.5, s, inner - 4 * r - 3, title_h, font="display",
             size=max(19.0, floor), color=WHITE, align="center", valign="middle", wrap=False, min_size=floor),
    ]
    if mark is not None:
        items += _monster_mark(mark, w, band, r, (w - s - r, cy))
    y = band + 2.5
    if card.reaction:
        label_h = floor * 0.5
        words = measured_text(card.reaction, s + 2.5, y + label_h + 1.2, inner - 5, font="body-italic", size=floor,
                              color=INK, align="center", leading=1.1)
        box_h = label_h + words.height + 2.6
        items += [rounded_rect(s + 0.5, y, inner - 1, box_h, 1.8, Style(fill=REACTION, stroke=DESPAIR, width=0.35)),
                  Text("REACTION", s + 2.5, y + 0.9, inner - 5, label_h, font="body-black", size=floor,
                       color=DESPAIR, align="center", valign="middle", wrap=False),
                  words]
        y += box_h + 1.5
    foot = 2 * floor * 0.44
    items.append(Text(card.text, s + 1.5, y, inner - 3, h - s - foot - 1.5 - y, size=max(15.0, floor), color=INK,
                      align="center", valign="middle", leading=1.12, min_size=floor))
    items.append(line(s + 8, h - s - foot - 0.8, w - s - 8, h - s - foot - 0.8, Style(stroke=PANEL_LINE, width=0.3)))
    items.append(Text(_when(card, mark), s, h - s - foot, inner, foot, font="body-italic", size=floor, color=MUTED,
                      align="center", valign="middle", leading=1.05))
    label = f"desperation {card.id}" + (f" ({mark.variant})" if mark else "")
    return Page(w, h, tuple(items), bleed=BLEED, label=label)


def desperation_front(card: DesperationCard, mark: Monster | None = None, floor: float = 0.0) -> Page:
    """A card's face; in large print (``floor`` pt) the larger card of :func:`_large_front`."""
    if floor:
        return _large_front(card, mark, floor)
    size = sizes().desperation_card
    w, h, s = size.width, size.height, CARD_SAFE
    band = 15.0
    items: list[Item] = [
        bleed_rect(w, h, BLEED, PARCHMENT),
        bleed_band(w, band, BLEED, DESPAIR),
        Text(card.title, s + 1, s, w - 2 * s - 2, band - s - 1.5, font="display", size=15, color=WHITE,
             align="center", valign="middle", wrap=False, min_size=8),
    ]
    cx, cy, r = w / 2, band + 12.5, 10.0
    items += [circle(cx, cy, r, Style(fill=PANEL, stroke=DESPAIR, width=0.8)),
              Icon(card.icon, cx - 6.8, cy - 6.8, 13.6, DESPAIR)]
    if mark is not None:
        items += _monster_mark(mark, w, band)
    y = cy + r + 3.0
    if card.reaction:
        box_h = 13.0
        items.append(rounded_rect(s + 0.5, y, w - 2 * s - 1, box_h, 1.8, Style(fill=REACTION, stroke=DESPAIR,
                                                                             width=0.35)))
        items.append(Text("REACTION", s + 2.5, y + 1.2, w - 2 * s - 5, 3.0, font="body-black", size=6,
                          color=DESPAIR, align="center", wrap=False, min_size=MIN_TEXT))
        items.append(Text(card.reaction, s + 2.5, y + 4.6, w - 2 * s - 5, box_h - 5.6, font="body-italic", size=7.5,
                          color=INK, align="center", valign="middle", leading=1.15, min_size=MIN_TEXT))
        y += box_h + 2.0
    foot = 4.0
    items.append(Text(card.text, s + 1.5, y, w - 2 * s - 3, h - s - foot - 1.5 - y, size=10, color=INK,
                      align="center", valign="middle", leading=1.2, min_size=MIN_TEXT))
    items.append(line(s + 8, h - s - foot - 0.8, w - s - 8, h - s - foot - 0.8, Style(stroke=PANEL_LINE, width=0.3)))
    items.append(Text(_when(card, mark), s, h - s - foot, w - 2 * s, foot, font="body-italic", size=6, color=MUTED,
                      align="center", valign="middle", wrap=False, min_size=MIN_TEXT))
    label = f"desperation {card.id}" + (f" ({mark.variant})" if mark else "")
    return Page(w, h, tuple(items), bleed=BLEED, label=label)


def desperation_back(floor: float = 0.0) -> Page:
    size = sizes(bool(floor)).desperation_card
    w, h, s = size.width, size.height, CARD_SAFE
    items: list[Item] = [
        bleed_rect(w, h, BLEED, DESPAIR),
        _maze_pattern(-BLEED, -BLEED, w + 2 * BLEED, h + 2 * BLEED, 5.5, DESPAIR_LIGHT, 20240607),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.5, Style(stroke=REACTION, width=0.7)),
    ]
    pw, ph = w - 2 * s - 10, 34.0
    px, py = (w - pw) / 2, (h - ph) / 2
    items += [
        rounded_rect(px, py, pw, ph, 3.0, Style(fill=PARCHMENT, stroke=INK, width=0.5)),
        Icon("minotaur", w / 2 - 7.5, py + 3.0, 15.0, DESPAIR),
        Text("Desperation", px + 2, py + 19.5, pw - 4, 11, font="display", size=17, color=DESPAIR, align="center",
             valign="middle", wrap=False, min_size=9),
    ]
    return Page(w, h, tuple(items), bleed=BLEED, label="desperation back")


def desperation_cards(variant: str = DEFAULT_VARIANT, floor: float = 0.0) -> list[Page]:
    """Every card of the deck (copies included), then the variant monster's own cards (none for the Minotaur),
    fronts only: the set-up shuffles them all into one deck, so they share the common back, desperation_back()."""
    m = monster(variant)
    return ([desperation_front(card, None, floor) for card in load_content().deck()]
            + [desperation_front(card, m, floor) for card in m.deck()])


def component_sets(variant: str = DEFAULT_VARIANT, floor: float = 0.0) -> list[ComponentSet]:
    """The whole deck, the variant's cards included, with its common back; larger cards in large print."""
    return [DESPERATION_CARDS.with_pages(desperation_cards(variant, floor), (desperation_back(floor),))]
