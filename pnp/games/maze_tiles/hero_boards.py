"""The hero boards: A5 landscape, one per hero, with every action a key or wound token may cover.

The first row holds the first five common actions; the second the rest, the
hero's own action (two boxes wide) and the empty key slot; the bottom row the
always-available actions and the action pool.

A board is drawn at the first of its sizes (:func:`.sizes.rungs`) that holds every word at the paper's text floor,
with the key tokens that cover its action boxes (:func:`board_size`); its :class:`Look` is that of its size
(:func:`look_for`), no word under the floor.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from pnp.catalog import Component, Paper
from pnp.games.maze_tiles.content import Action, Hero, load_content
from pnp.games.maze_tiles.costs import cost_items, token_glyph
from pnp.games.maze_tiles.palette import HERO_RGB, INK, MUTED, PANEL, PANEL_LINE, PARCHMENT, darker, ink_on
from pnp.games.maze_tiles.sizes import BLEED, BOARD_SAFE, MIN_TEXT, rungs, sizes
from pnp.games.maze_tiles.specs import ComponentSpec, first_that_holds
from pnp.i18n import N_, _
from pnp.parts import ComponentSet
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.color import Color, readable
from pnp.scene.locale import per_locale
from pnp.scene.model import Icon, Item, Page, Style
from pnp.scene.shapes import bleed_band, bleed_rect, circle, rounded_rect

HERO_BOARDS = ComponentSpec(N_("Hero boards"), "hero-boards", "hero boards", lambda floor: board_size(floor),
                            two_sided=False, safe=BOARD_SAFE, rungs=lambda: rungs("hero_board"))
SPECS = (HERO_BOARDS,)  # what component_sets() draws

BOX = Color.hex("#fcf9f2")  # an action's box

BOARD_COLS = 5
BOARD_GAP = 3.0
BOARD_BAND = 24.0
BOX_H = 37.0
PAD = 2.5  # an action box's words keep this far inside its sides
COST_W = 16.0  # the cost's room at the right of an always-available action's name


@dataclass(frozen=True)
class Look:
    """The sizes a board is drawn at: the look of its size (:data:`LOOKS`), the same boxes in the same places on
    every board, and no word under ``least_pt`` (the paper's text floor)."""

    band: float = BOARD_BAND  # the hero's coloured band
    box_h: float = BOX_H  # an action box
    name_h: float = 5.0  # an action's name, and its size (pt)
    name_pt: float = 9.0
    glyph: float = 6.0  # a cost token
    text_pt: float = 6.8  # an action's words
    desc_pt: float = 7.5  # the hero's description
    title_pt: float = 9.5  # the hero's title, the bottom boxes' names
    always_w: float = 61.0  # an always-available box
    key_icon: float = 3.6  # the key mark on a box a key token may cover, this far from its right edge
    key_dx: float = 5.2
    label_gap: float = 0.1  # under the label over the hero's own action
    note_h: float = 4.0  # the bottom boxes' notes
    any_d: float = 4.0  # the split token in the pool's note
    # i18n: under the name of an action no key or wound token may cover (Recover, Rearrange)
    always_note: str = N_("Always available: keys and wounds never cover it.")

    least_pt: float = 0.0  # no word under this: the text floor the board is drawn at
    desc_x: float = 112.0  # the hero's description: its left edge, and how far above the safe line it may start
    desc_up: float = 0.0

    def pt(self, size: float) -> float:
        """A size as designed, at least the look's least size."""
        return max(size, self.least_pt)


DESIGNED = Look()
# the look of a board 190 mm tall (260 × 190 mm): a taller band and boxes, words for a 12 pt floor
TALL = Look(band=30.0, box_h=52.0, name_h=6.5, name_pt=13.0, glyph=7.0, text_pt=12.0, desc_pt=12.0,
             title_pt=13.0, always_w=78.0, key_icon=5.0, key_dx=6.6, note_h=5.8, any_d=5.8,
             always_note=N_("Keys and wounds never cover it."), desc_x=128.0, desc_up=2.0)
# each look with the height of the board it is drawn on (mm); a board between them takes a look between theirs
LOOKS = ((148.0, DESIGNED), (190.0, TALL))


def look_for(board: Component | Paper, floor: float = 0.0) -> Look:
    """The look of a board of ``board``'s size at a text floor of ``floor`` pt: that of its height in
    :data:`LOOKS`, or between the two it lies between (lengths and sizes in proportion, the words of the nearer)."""
    (h0, a), (h1, z) = next(((lo, hi) for lo, hi in zip(LOOKS, LOOKS[1:]) if board.height <= hi[0]),
                            (LOOKS[-2], LOOKS[-1]))
    t = min(1.0, max(0.0, (board.height - h0) / (h1 - h0)))
    if t in (0.0, 1.0):
        return replace(z if t else a, least_pt=floor)
    near = z if t >= 0.5 else a
    mixed = {f.name: (1 - t) * getattr(a, f.name) + t * getattr(z, f.name) if isinstance(getattr(a, f.name), float)
             else getattr(near, f.name) for f in fields(Look)}
    return replace(Look(**mixed), least_pt=floor)


def box_width(board: Component | Paper | None = None) -> float:
    """The width of one action box (five to a row) on ``board`` (the designed board by default)."""
    board = board or sizes().hero_board
    return (board.width - 2 * BOARD_SAFE - (BOARD_COLS - 1) * BOARD_GAP) / BOARD_COLS


def _cost(action: Action, look: Look, at: str = "center") -> b.Art:
    """An action's cost as token glyphs, the glyph's height, centred in its box (or at its right end)."""
    def paint(x: float, y: float, w: float, h: float) -> list[Item]:
        cx = x + w / 2 if at == "center" else x + w - COST_W / 2
        return cost_items(action.cost, cx, y + (h - look.glyph) / 2, look.glyph, min_size=look.pt(MIN_TEXT),
                          floor=look.pt(0))
    return b.Art(draw=paint, height=look.glyph, width=COST_W if at == "end" else None, shrink=0, name="cost")


def action_layout(action: Action, *, accent: Color | None = None, label: str | None = None,
                  look: Look = DESIGNED, leading: float = 1.15) -> b.Column:
    """One action box's words, inside its padding: its label (the hero's own), name, cost and what it does;
    the name and label keep clear of the key mark in the box's top right corner (centred in the room left of
    it)."""
    key = look.key_dx - PAD + 0.3  # the key mark's room at the right of the label and name rows
    parts: list[b.Box] = []
    if label:
        parts.append(b.Row(children=(
            b.Words(text=label, font="body-bold", size=look.pt(6), least=look.pt(MIN_TEXT), color=accent or MUTED,
                    grow=1, name="label"),  # over a box two wide: from its left
            b.Box(width=key, shrink=0))))
        parts.append(b.Box(height=look.label_gap, shrink=0))
    parts += [
        b.Row(height=look.name_h, children=(
            b.Words(text=action.name, font="body-black", size=look.name_pt, least=look.pt(MIN_TEXT), color=INK,
                    text_align="center", valign="middle", leading=1.0, grow=1, name="action's name"),
            b.Box(width=key, shrink=0))),
        b.Box(height=1.0, min_height=0.4),  # the name's foot to the cost
        _cost(action, look),
        b.Box(height=1.8, min_height=0.6),
        b.Words(text=action.text, size=look.text_pt, least=look.pt(MIN_TEXT), color=INK, text_align="center",
                valign="middle", leading=leading, grow=1, name="action's words"),
    ]
    return b.Column(children=tuple(parts), name=f"action {action.name}")


def _placed(tries: tuple[tuple[b.Box, float, float, float, float], ...], look: Look,
            what: str) -> tuple[Item, ...]:
    """The first of ``tries`` (a layout and its box: x, y, width, height) that fits; the last is refused in one
    line when none does."""
    floor = look.pt(0)
    for node, x, y, w, h in tries:
        laid = lay_out(node, x, y, w, h, floor)
        if not laid.faults:
            break
    return laid.fitted(f"the hero board's {what} at {max(floor, MIN_TEXT):g} pt")


def action_box(action: Action, x: float, y: float, w: float, h: float, *, accent: Color | None = None,
               label: str | None = None, look: Look = DESIGNED) -> list[Item]:
    """One action on a hero board: name, cost tokens and what it does; a key token may cover it."""
    # as designed; where the words need more room, closer to the box's top and foot; then their lines closer
    as_designed = action_layout(action, accent=accent, label=label, look=look)
    closer = action_layout(action, accent=accent, label=label, look=look, leading=1.0)
    return [rounded_rect(x, y, w, h, 2.0, Style(fill=BOX, stroke=accent or PANEL_LINE, width=1.0 if accent else 0.4)),
            Icon("key", x + w - look.key_dx, y + 1.4, look.key_icon, PANEL_LINE),  # a key token may go here
            *_placed(((as_designed, x + PAD, y + 2.4, w - 2 * PAD, h - 4.4),
                      (as_designed, x + PAD, y + 1.6, w - 2 * PAD, h - 2.8),
                      (closer, x + PAD, y + 1.6, w - 2 * PAD, h - 2.8)), look, f"action {action.name!r}")]


def _empty_slot(x: float, y: float, w: float, h: float, token: Component, look: Look = DESIGNED) -> list[Item]:
    """The slot a key is kept in: the outline of ``token`` (the key token's size: round, or the card a floor asks
    for), the key mark and the words inside it."""
    cx, cy = x + w / 2, y + h / 2
    slot = Style(fill=BOX, stroke=PANEL_LINE, width=0.5, dash=(1.2, 1.0))
    tw, th = token.width, token.height
    items: list[Item] = [rounded_rect(x, y, w, h, 2.0, Style(fill=PANEL, stroke=PANEL_LINE, width=0.4,
                                                               dash=(1.6, 1.0)))]
    if token.shape == "circle":  # the words within the disc's middle, under the key
        items.append(circle(cx, cy, tw / 2, slot))
        room, key = (cx - 12.0, cy - 11.5, 24.0, 21.7), 9.0
    else:  # the card's outline, the words across it
        items.append(rounded_rect(cx - tw / 2, cy - th / 2, tw, th, token.corner_radius, slot))
        room, key = (x + 1.0, cy - th / 2 + 2.0, w - 2.0, th - 4.0), 10.0
    box = b.Column(children=(
        b.Glyph(icon="key", color=PANEL_LINE, width=key, height=key, align="center"),
        b.Box(height=1.0, min_height=0.3),
        # i18n: the box of a hero board where a key token may lie without covering an action
        b.Words(text=_("Empty key slot"), font="body-black", size=8, least=MIN_TEXT, color=MUTED, text_align="center",
                valign="middle", leading=1.0, name="empty slot"),
        b.Box(height=0.7, min_height=0.3),
        b.Words(text=_("Keep one key here: it covers no action."), size=6, least=MIN_TEXT, color=MUTED,
                text_align="center", leading=1.1, grow=1, name="slot's note"),
    ), name="empty key slot")
    return items + list(_placed(((box, *room),), look, "empty key slot"))


def _bottom_box(name: str, tokens: b.Box, text: str, note: b.Box, frame: Style, x: float, y: float, w: float,
                h: float, look: Look) -> list[Item]:
    """A box of the bottom row (an always-available action, the action pool): its name with its tokens at the
    right, what it does, and a note at its foot."""
    box = b.Column(children=(
        b.Row(min_height=look.name_h, children=(
            b.Words(text=name, font="body-black", size=look.title_pt, least=look.pt(MIN_TEXT), color=INK,
                    valign="middle", leading=1.0, grow=1, name="name"), tokens)),
        b.Words(text=text, size=look.pt(7), least=look.pt(MIN_TEXT), color=INK, valign="middle", leading=1.15,
                grow=1, name="words"),
        note,
    ), gap=0.5, name=name)
    return [rounded_rect(x, y, w, h, 2.0, frame),
            *_placed(((box, x + 3.0, y + 2.5, w - 6.0, h - 3.5), (box, x + 3.0, y + 1.6, w - 6.0, h - 2.6)), look,
                     repr(name))]


def _note(text: str, look: Look, **kw) -> b.Words:
    return b.Words(text=text, font="body-italic", size=look.pt(6), least=look.pt(MIN_TEXT), color=MUTED,
                   leading=1.05, name="note", **kw)


def _always_box(action: Action, x: float, y: float, w: float, h: float, look: Look) -> list[Item]:
    return _bottom_box(action.name, _cost(action, look, "end"), action.text,
                       _note(_(look.always_note), look, min_height=look.note_h - 0.5),
                       Style(fill=PANEL, stroke=INK, width=0.6), x, y, w, h, look)


def _pool_box(x: float, y: float, w: float, h: float, look: Look) -> list[Item]:
    g = look.glyph

    def tokens(tx: float, ty: float, tw: float, th: float) -> list[Item]:  # a hand and a feet token, level
        cy = ty + th / 2
        return [*token_glyph("hand", tx + tw - g / 2 - 1.1 * g - 0.5, cy, g),
                *token_glyph("feet", tx + tw - g / 2, cy, g)]

    def split(tx: float, ty: float, tw: float, th: float) -> list[Item]:
        return token_glyph("any", tx + look.any_d / 2, ty + look.any_d / 2 + max(0.0, (th - look.any_d) / 2),
                           look.any_d)

    return _bottom_box(_("Action pool"), b.Art(draw=tokens, width=2.1 * g + 1.0, shrink=0),
                       _("Keep your action tokens here. When you pass, discard what is left and take 7 new ones, "
                         "any mix of hand and feet."),
                       b.Row(gap=1.0, min_height=look.note_h - 0.5, children=(
                           b.Art(draw=split, width=look.any_d, shrink=0),
                           _note(_("= tokens of either kind"), look, valign="middle", grow=1))),
                       Style(stroke=INK, width=0.5, dash=(2.0, 1.2)), x, y, w, h, look)


def hero_board(hero: Hero, board: Component | Paper | None = None, floor: float = 0.0) -> Page:
    """``hero``'s board on ``board`` (a size of :func:`.sizes.rungs`, the designed one by default), no word under
    ``floor`` pt."""
    from pnp.games.maze_tiles.tokens import key_size_on

    content = load_content()
    board = board or sizes().hero_board
    look = look_for(board, floor)
    key = key_size_on(board, floor)
    w, h, s = board.width, board.height, BOARD_SAFE
    color = HERO_RGB[hero.color]
    fg = ink_on(color)
    band = look.band
    r = band / 2 - 2.0
    ring = 0.8
    # the portrait's top on the safe line (centred in the band it came within 2 mm of the trim): it hangs a little
    # below the band instead, a badge over the band's edge
    cy = s + r + ring / 2
    # right of the portrait: the name over the title, and the description from desc_x to the safe line, in the
    # band down to 2 mm above its foot (the description may start desc_up above the safe line)
    x = s + 2 * r + 4
    head = b.Row(children=(
        b.Column(width=80.0, shrink=0, children=(
            b.Box(height=look.desc_up, shrink=0),
            b.Words(text=hero.name, font="display", size=22, least=12, color=fg, valign="middle", wrap=False,
                    height=band - 14, name="hero's name"),
            b.Box(height=0.5, shrink=0),
            b.Words(text=hero.title, font="body-italic", size=look.title_pt, least=look.pt(MIN_TEXT), color=fg,
                    wrap=False, grow=1, name="hero's title"))),
        b.Box(grow=1),
        b.Words(text=hero.description, size=look.desc_pt, least=look.pt(MIN_TEXT), color=fg, valign="middle",
                leading=1.15, width=w - s - look.desc_x, shrink=0, name="hero's description")), name="band")
    items: list[Item] = [
        bleed_rect(w, h, BLEED, PARCHMENT),
        bleed_band(w, band, BLEED, color),
        circle(s + r + 0.5, cy, r, Style(fill=PARCHMENT, stroke=darker(color, 0.3), width=ring)),
        Icon(hero.icon, s + r + 0.5 - r * 0.75, cy - r * 0.75, r * 1.5, color),
        *_placed(((head, x, s - look.desc_up, w - s - x, band - s - 2.0 + look.desc_up),), look, "band"),
    ]
    bw = box_width(board)
    top = band + 3.5
    # first row: the first five common actions; second row: the rest, the hero's own (two wide), the empty slot
    slots: list[tuple[Action | None, int]] = [(a, 1) for a in content.board_actions]
    slots += [(hero.special, 2), (None, 1)]
    col = row = 0
    for action, span in slots:
        if col + span > BOARD_COLS:
            col, row = 0, row + 1
        x = s + col * (bw + BOARD_GAP)
        y = top + row * (look.box_h + BOARD_GAP)
        bw_span = span * bw + (span - 1) * BOARD_GAP
        if action is None:  # the empty slot
            items += _empty_slot(x, y, bw_span, look.box_h, key, look)
        elif span == 2:  # the hero's own
            items += action_box(action, x, y, bw_span, look.box_h, accent=readable(darker(color, 0.1), BOX),
                                # i18n: the label over a hero's own action on their board; {name}: the hero
                                label=_("{name}'s own action").format(name=hero.name), look=look)
        else:
            items += action_box(action, x, y, bw_span, look.box_h, look=look)
        col += span
    bottom = top + (row + 1) * (look.box_h + BOARD_GAP) + 0.5
    bh = h - s - bottom
    aw = look.always_w
    for i, a in enumerate(content.always_actions):
        items += _always_box(a, s + i * (aw + BOARD_GAP), bottom, aw, bh, look)
    px = s + len(content.always_actions) * (aw + BOARD_GAP)
    items += _pool_box(px, bottom, w - s - px, bh, look)
    return Page(w, h, tuple(items), bleed=BLEED, label=f"hero board {hero.color}")


def _drawn(board: Component | Paper, floor: float) -> list[Page]:
    return [hero_board(h, board, floor) for h in load_content().heroes]


def board_size(floor: float = 0.0) -> Component | Paper:
    """The size of the hero boards at a text floor of ``floor`` pt: the first that holds every hero's words and
    the key tokens laid over its action boxes (:func:`.tokens.key_holds_on`)."""
    return _board_size(floor)


@per_locale(maxsize=16)
def _board_size(floor: float) -> Component | Paper:
    from pnp.games.maze_tiles.tokens import key_holds_on

    return first_that_holds(rungs("hero_board"), lambda board: key_holds_on(board, floor) and _drawn(board, floor))


def hero_boards(floor: float = 0.0) -> list[Page]:
    return _drawn(board_size(floor), floor)


def component_sets(floor: float = 0.0) -> list[ComponentSet]:
    """One board per hero, one-sided, on the first size that holds its words at ``floor`` pt."""
    return [HERO_BOARDS.with_pages(hero_boards(floor))]
