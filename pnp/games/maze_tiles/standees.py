"""The standees: a fold-and-slot piece for each hero and for the monster that hunts (Minotaur, Medusa or Cerberus).

Each standee is one strip and a base on a 46 × 128 mm component
(``component("standee")``), white so every line shows:

- the strip, 30 mm wide: a foot, the figure upside down, the fold line (the
  top of the figure's head), the figure upright, a foot. Folded on the dashed
  line the two faces lie back to back and both read the right way up, since
  the upper face is the lower one turned half a turn about the fold's middle;
- the base below it: fold it in half on its dashed line, snip the slot, unfold,
  and push both feet of the folded strip into the slot together.

Cut lines are solid and fold lines dashed, as on the dice nets
(:data:`.dice_nets.CUT_LINE`, :data:`.dice_nets.FOLD_LINE`). The art is the
game's own: the hero's icon, name and colour from data/heroes.toml, the
monster's from data/variants.toml.

At a text floor the standee is drawn at the first of its sizes (:func:`.sizes.rungs`) whose base holds its words
either side of the fold (:func:`standee_size`): wider, the base is longer; taller, the base is deeper.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pnp.catalog import Component
from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.dice_nets import CUT_LINE, FOLD_LINE
from pnp.games.maze_tiles.monsters import DEFAULT_VARIANT, monster
from pnp.games.maze_tiles.palette import HERO_RGB, MUTED, PANEL, PARCHMENT, darker, ink_on
from pnp.games.maze_tiles.sizes import BLEED, CARD_SAFE, MIN_TEXT, rungs, sizes
from pnp.games.maze_tiles.specs import ComponentSpec, first_that_holds
from pnp.i18n import N_, _
from pnp.parts import ComponentSet
from pnp.scene import boxes as b
from pnp.scene.affine import Affine
from pnp.scene.arrange import Laid, lay_out
from pnp.scene.color import WHITE, Color
from pnp.scene.locale import per_locale
from pnp.scene.model import Group, Icon, Item, Page, Style
from pnp.scene.shapes import bleed_rect, circle, line, rect, rounded_rect

STANDEES = ComponentSpec(
    N_("Hero and monster standees"), "standees", "standees", lambda floor: standee_size(floor), two_sided=False,
    cut=N_("Cut along the crop marks, then cut out each strip and base along the solid lines. Fold the strip on "
           "the dashed line so the figures are back to back; fold the base on its dashed line, snip the slot, "
           "unfold; push both feet into the slot."), shape="outline", rungs=lambda: rungs("standee"),
    care="sturdy")
SPECS = (STANDEES,)  # what component_sets() draws

FIGURE_W = 30.0  # the strip's width
FACE_H = 42.0  # one face, from the fold to the foot
FOOT_H = 7.0  # below each face: it goes into the base's slot
BASE_FOOT = 4.0  # the base: as wide as the component's safe area (its cut line must not wander into a cut's
# drift), and as deep as the component leaves under the strip, but this much (18 mm as designed)
BASE_GAP = 5.0  # between the strip and the base
SLOT_W = 1.2  # wide enough for two layers of card
FOLD_TICK = 3.0  # the fold line runs this far past the strip's sides, onto the white
MEDALLION_R = 12.0  # the figure's icon in its medallion


@dataclass(frozen=True)
class Figure:
    """What one standee shows: a name, a colour and an icon (drawn ``heads`` times, Cerberus three)."""

    name: str
    colour: Color
    icon: str
    heads: int
    label: str


def strip_box(size: Component | None = None) -> tuple[float, float, float, float]:
    """The strip (x, y, w, h) on the component (the designed standee by default): centred, from the safe margin
    down."""
    w = (size or sizes().standee).width
    return ((w - FIGURE_W) / 2, CARD_SAFE, FIGURE_W, 2 * (FACE_H + FOOT_H))


def _icons(fig: Figure, cx: float, cy: float, r: float) -> list[Item]:
    if fig.heads == 1:
        size = 1.5 * r
        return [Icon(fig.icon, cx - size / 2, cy - size / 2, size, fig.colour)]
    # several heads (Cerberus): the outer ones behind, paler, so the silhouettes do not merge into one blob
    c = fig.colour
    pale = Color(c.r + (1 - c.r) * 0.45, c.g + (1 - c.g) * 0.45, c.b + (1 - c.b) * 0.45)
    return [Icon(fig.icon, cx + dx * r - scale * r / 2, cy + dy * r - scale * r / 2, scale * r, colour)
            for dx, dy, scale, colour in ((-0.42, -0.2, 0.72, pale), (0.42, -0.2, 0.72, pale), (0.0, 0.14, 0.95, c))]


def face(fig: Figure, x: float, top: float, floor: float = 0.0) -> list[Item]:
    """One face, upright, its top on the fold line at ``top``: the figure's colour, its icon in a medallion near
    the head, its name across the bottom (wrapped, and shrunk to the floor, where it is long), then the foot."""
    r = MEDALLION_R

    def medallion(x: float, y: float, w: float, h: float) -> list[Item]:
        cx, cy = x + w / 2, y + h / 2
        return [circle(cx, cy, r, Style(fill=PARCHMENT, stroke=darker(fig.colour, 0.35), width=0.8)),
                *_icons(fig, cx, cy, r)]

    name = b.Words(text=fig.name, font="display", size=11, least=6, color=ink_on(fig.colour), text_align="center",
                   valign="middle", leading=1.0, grow=1, name="figure's name")
    column = b.Column(pad=1.5, children=(b.Art(draw=medallion, height=2 * r + 3.0, shrink=0), name))
    return [
        rect(x, top, FIGURE_W, FACE_H, Style(fill=fig.colour)),
        *lay_out(column, x, top, FIGURE_W, FACE_H, floor).fitted(f"the standee of {fig.name} at {max(floor, 6):g} pt"),
        rect(x, top + FACE_H, FIGURE_W, FOOT_H, Style(fill=PANEL)),
        rect(x + 4.0, top + FACE_H + FOOT_H / 2 - 0.6, FIGURE_W - 8.0, 1.2, Style(fill=fig.colour)),
    ]


def base_words() -> b.Row:
    """The base's words either side of its fold line, never across it: each wraps in its half."""
    return b.Row(gap=3.0, children=(  # 6 pt as designed, down to the smallest text; the floor raises both
        # i18n: a standee's base, left of its fold line; the sentence goes on right of it ("snip the slot")
        b.Words(text=_("fold here,"), size=6, least=MIN_TEXT, color=MUTED, text_align="right", valign="middle",
                grow=1, name="fold here"),
        # i18n: a standee's base, right of its fold line, after "fold here,"
        b.Words(text=_("snip the slot"), size=6, least=MIN_TEXT, color=MUTED, text_align="left", valign="middle",
                grow=1, name="snip the slot"),
    ), name="base's words")


def _snip_mark(x: float, y: float, w: float, h: float) -> list[Item]:
    """Scissors at the slot's right end, over it: the mark the base carries when its words do not fit."""
    side = min(h, 6.0)
    return [Icon("scissors", x + w / 2 + 1.5, y + h - side, side, MUTED)]


def _base_box(size: Component) -> tuple[float, float, float, float]:
    """The base (x, y, w, h): under the strip, as wide as the safe area."""
    _, y, _, h = strip_box(size)
    top = y + h + BASE_GAP
    return CARD_SAFE, top, size.width - 2 * CARD_SAFE, size.height - top - BASE_FOOT


def _base_words(size: Component, floor: float) -> tuple[Laid, tuple[float, float, float, float]]:
    """The base's words laid out in their room (its top half over the slot, inside its rounded corners), and
    that room."""
    x, y, w, h = _base_box(size)
    room = (x + 1.5, y + 3.6, w - 3.0, h / 2 - SLOT_W / 2 - 4.2)
    return lay_out(base_words(), *room, floor), room


def base_holds(size: Component, floor: float) -> bool:
    """Whether the base of a standee of ``size`` holds its words at ``floor`` pt (else it shows scissors)."""
    return not _base_words(size, floor)[0].faults


def standee_size(floor: float = 0.0) -> Component:
    """The standees' size at ``floor`` pt: the first whose base holds its words (the last shows scissors if it
    does not)."""
    return _standee_size(floor)


@per_locale(maxsize=16)
def _standee_size(floor: float) -> Component:
    sizes_ = tuple(size for size in rungs("standee") if isinstance(size, Component))
    return first_that_holds(sizes_, lambda size: base_holds(size, floor))


def _base(fig: Figure, size: Component, floor: float = 0.0) -> list[Item]:
    """The base: its words over the slot while they fit there at the floor, else a pair of scissors by the slot
    (the set's cutting instructions, printed in the kit, say to fold the base and snip the slot)."""
    x, y, base_w, base_h = _base_box(size)
    cx, cy = size.width / 2, y + base_h / 2
    slot_len = FIGURE_W + 1.0
    laid, room = _base_words(size, floor)
    words = list(laid.items) if not laid.faults else _snip_mark(*room)
    return [
        rounded_rect(x, y, base_w, base_h, 2.0, Style(fill=PANEL)),
        rect(x + 2.0, y + 2.0, base_w - 4.0, 1.2, Style(fill=fig.colour)),
        *words,
        rounded_rect(x, y, base_w, base_h, 2.0, CUT_LINE),
        rect(cx - slot_len / 2, cy - SLOT_W / 2, slot_len, SLOT_W, CUT_LINE),
        line(cx, y, cx, y + base_h, FOLD_LINE),  # across the slot's middle: fold, snip half the slot, unfold
    ]


def standee(fig: Figure, floor: float = 0.0) -> Page:
    """One standee: the strip (the figure twice about the fold) and its base; ``floor``: the smallest text (pt)."""
    size = standee_size(floor)
    x, y, w, h = strip_box(size)
    fy = y + h / 2  # the fold
    upright = face(fig, x, fy, floor)
    turned = Group(tuple(upright), Affine.rotate(180, about=(x + w / 2, fy)))  # reads upright once folded back
    return Page(size.width, size.height, (
        bleed_rect(size.width, size.height, BLEED, WHITE),
        turned,
        *upright,
        rect(x, y, w, h, CUT_LINE),
        # the fold on a pale underlay (it must show on dark figures) and a little past the strip, on the white
        line(x, fy, x + w, fy, Style(stroke=PARCHMENT, width=0.9, cap="butt")),
        line(x - FOLD_TICK, fy, x + w + FOLD_TICK, fy, FOLD_LINE),
        *_base(fig, size, floor),
    ), bleed=BLEED, label=fig.label)


def figures(variant: str = DEFAULT_VARIANT) -> list[Figure]:
    """Every hero (data/heroes.toml), then the monster of ``variant``."""
    out = [Figure(h.name, HERO_RGB[h.color], h.icon, 1, f"standee {h.color}") for h in load_content().heroes]
    m = monster(variant)
    return out + [Figure(m.name, Color.hex(m.colour), m.icon, m.heads, f"standee {variant}")]


def standees(variant: str = DEFAULT_VARIANT, floor: float = 0.0) -> list[Page]:
    return [standee(f, floor) for f in figures(variant)]


def standing_figure(fig: Figure) -> Page:
    """The standee as a table on screen stands it up: one face, upright, with its foot; no base, fold line or
    words for folding it (those are for paper)."""
    items = face(fig, 0.0, 0.0)
    return Page(FIGURE_W, FACE_H + FOOT_H, tuple(items), bleed=0.0, label=fig.label)


def component_sets(variant: str = DEFAULT_VARIANT, floor: float = 0.0) -> list[ComponentSet]:
    """A standee per hero and one for the monster, one-sided, on the size whose base holds its words at ``floor``
    pt; on screen, each a standing figure."""
    return [replace(STANDEES.with_pages(standees(variant, floor)),
                    figures=tuple(standing_figure(f) for f in figures(variant)))]

