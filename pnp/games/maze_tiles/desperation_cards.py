"""The desperation cards: each copy of the deck of data/desperation.toml, with one common back, on poker cards or
any card size of layouts/components.toml's [card_sizes] (``--card-size``, a preset's ``[components] card_size``).

A face is one declarative layout (:func:`front_box`) at every size and text floor: the title wraps and grows its
band, the words shrink to the floor, then take the picture's row (the picture moves into the band, then leaves),
the foot's room and their own leading (:data:`STEPS`). Unless a card size is chosen, the deck is printed on the
first of its sizes (:func:`.sizes.rungs`: poker, then larger) where every face holds as designed, the picture
under the title (:func:`card_component`); on the largest, the faces take the steps they need."""

from __future__ import annotations

from functools import cache

from pnp.catalog import Component
from pnp.catalog import card_size as sized
from pnp.games.maze_tiles.content import DesperationCard, load_content
from pnp.games.maze_tiles.monsters import DEFAULT_VARIANT, Monster, monster
from pnp.games.maze_tiles.palette import INK, MUTED, PANEL, PANEL_LINE, PARCHMENT
from pnp.games.maze_tiles.sizes import BLEED, CARD_SAFE, MIN_TEXT, rungs
from pnp.games.maze_tiles.specs import ComponentSpec, first_that_holds
from pnp.i18n import N_, _, pgettext
from pnp.parts import ComponentSet
from pnp.scene import boxes as b
from pnp.scene.arrange import Laid, height_of, lay_out
from pnp.scene.color import WHITE, Color
from pnp.scene.locale import per_locale
from pnp.scene.model import Icon, Item, Page, Style
from pnp.scene.shapes import band_to_foot, bleed_rect, circle, line, maze_pattern, rounded_rect

DESPERATION_CARDS = ComponentSpec(N_("Desperation cards"), "desperation-cards", "desperation cards",
                                  lambda floor: card_component(floor), two_sided=True, card=True,
                                  rungs=lambda: _sizes())
SPECS = (DESPERATION_CARDS,)  # what component_sets() draws

DESPAIR = Color.hex("#4a1d1d")
DESPAIR_LIGHT = Color.hex("#5e2a27")
REACTION = Color.hex("#f0dcae")

BAND = 15.0  # mm from the trim: the title's band, as designed (taller when its words wrap)
PICTURE_R = 10.0  # the picture's disc...
PICTURE_DY = 12.5  # ...its centre this far under the band
MARK_R = 5.2  # a variant card's mark, hanging from the band at the left
BAND_DISC = 11.0  # the picture (or the mark) in the band, when it moves there
RING = 0.6
TITLE_W = 20.0  # the least width of the title's box in the band
FOOT_MARK = 6.0  # a variant's mark beside the short foot
FOOT = 4.0  # when the card may be played, at the foot


def _monster_mark(m: Monster, r: float, at: tuple[float, float]) -> list[Item]:
    """A variant card's mark: the monster's icon in a badge of its colour centred ``at``, so the cards can be
    sorted out again after the game (the back is the deck's common back)."""
    cx, cy = at
    size = 1.5 * r if m.heads == 1 else 1.1 * r
    return [circle(cx, cy, r, Style(fill=Color.hex(m.colour), stroke=PARCHMENT, width=0.6)),
            Icon(m.icon, cx - size / 2, cy - size / 2, size, WHITE)]


def _when(card: DesperationCard, mark: Monster | None, short: bool = False) -> str:
    """The card's foot: when it may be played (and the variant it belongs to); ``short``: only when (the mark
    names the variant, the panel says what the reaction is)."""
    if short:
        # i18n: the foot of a desperation card: when it may be played (the reaction's panel says when)
        return pgettext("when to play", "Any turn") if card.reaction else pgettext("when to play", "Your turn")
    if mark is not None:
        # i18n: the foot of a variant's desperation card: {monster} is the variant's monster (Medusa, Cerberus)
        return (_("{monster} variant · any turn, when the reaction applies") if card.reaction
                else _("{monster} variant · your turn")).format(monster=mark.name)
    # i18n: the foot of a desperation card: "Desperate act" is the hero-board action that plays it
    return _("Desperate act · any turn, when the reaction applies") if card.reaction else _("Desperate act · your turn")


def _picture(icon: str, mark: Monster | None, r: float = PICTURE_R) -> b.Art:
    """The card's picture: its icon on a disc mid-card, a variant's mark hanging from the band at its left."""
    def paint(x: float, y: float, w: float, h: float) -> list[Item]:
        cx, cy = x + w / 2, y + h - r
        items: list[Item] = [circle(cx, cy, r, Style(fill=PANEL, stroke=DESPAIR, width=0.8)),
                             Icon(icon, cx - 0.68 * r, cy - 0.68 * r, 1.36 * r, DESPAIR)]
        if mark is not None:
            items += _monster_mark(mark, MARK_R, (x + MARK_R + RING / 2, y + MARK_R - 1.0))
        return items
    return b.Art(draw=paint, height=PICTURE_DY + r, shrink=0, name="picture")


def _disc(icon: str, mark: Monster | None = None, width: float = BAND_DISC) -> b.Art:
    """The picture (``icon``) or a variant's mark in the title band (or the foot): a disc as tall as the words
    beside it, centred on them, at most ``width`` mm."""
    def paint(x: float, y: float, w: float, h: float) -> list[Item]:
        r, cx, cy = (min(w, h) - RING) / 2, x + w / 2, y + h / 2  # the ring's ink inside the box
        if mark is not None:
            return _monster_mark(mark, r, (cx, cy))
        return [circle(cx, cy, r, Style(fill=PANEL, stroke=PARCHMENT, width=RING)),
                Icon(icon, cx - 0.705 * r, cy - 0.705 * r, 1.41 * r, DESPAIR)]
    return b.Art(draw=paint, width=width, min_width=width, shrink=0)


def _rule(x: float, y: float, w: float, h: float) -> list[Item]:
    return [line(x + 6.5, y + h / 2, x + w - 6.5, y + h / 2, Style(stroke=PANEL_LINE, width=0.3))]


def _reaction_panel(x: float, y: float, w: float, h: float) -> list[Item]:
    return [rounded_rect(x, y, w, h, 1.8, Style(fill=REACTION, stroke=DESPAIR, width=0.35))]


# where the picture goes and whether the foot is short, in the order a face tries them: the first that holds every
# word at its least is drawn
STEPS = (("apart", False, False), ("band", False, False), ("none", False, False), ("none", True, False),
         ("none", True, True))  # the last: the lines of the words closer (leading 1.0)


def front_box(card: DesperationCard, mark: Monster | None, width: float, picture: str = "apart",
              short: bool = False, close: bool = False) -> b.Column:
    """A card's face inside its safe area (``width`` the card's, for the band's bleed): the title on the band,
    the picture under it ("apart"), in the band at the title's left ("band") or left out ("none"); a variant's
    mark hangs from the band at the left, or sits in the band at its right; then the reaction in its panel,
    what the card does in the room left, a rule, and when it may be played at the foot (``short``: without
    "Desperate act" or the variant's name, and a mark in the band moves beside it, so the title has the band);
    ``close``: the lines of the words closer."""
    # a title keeps room for a word of itself: a picture and a mark beside it in the band leave it at least that
    title = b.Words(text=card.title, font="display", size=15, least=8, color=WHITE, text_align="center",
                    valign="middle", grow=1, min_width=TITLE_W, name="title")
    head: list[b.Box] = [title]
    if picture == "band":
        head.insert(0, _disc(card.icon))
    if mark is not None and picture != "apart" and not short:
        head.append(_disc("", mark))
    if picture == "apart":
        head = [b.Box(width=1.0, shrink=0), title, b.Box(width=1.0, shrink=0)]
    # the band as designed, narrower down to its words' height where the card needs the room
    parts: list[b.Box] = [b.Row(height=BAND - CARD_SAFE, gap=1.5, back=band_to_foot(width, BLEED, DESPAIR),
                                children=tuple(head),
                                name="band")]
    if picture == "apart":
        parts.append(_picture(card.icon, mark))
    parts.append(b.Box(height=3.0, min_height=1.0))
    if card.reaction:
        parts += [b.Column(min_height=13.0, pad=1.2, back=_reaction_panel, children=(
            # i18n: the label over a desperation card's reaction line, in capitals
            b.Words(text=_("REACTION"), font="body-black", size=6, least=MIN_TEXT, color=DESPAIR, text_align="center",
                    wrap=False, name="reaction label"),
            b.Box(height=0.4, shrink=0),
            b.Words(text=card.reaction, font="body-italic", size=7.5, least=MIN_TEXT, color=INK, text_align="center",
                    valign="middle", leading=1.0 if close else 1.15, grow=1, name="reaction"),
        ), name="reaction panel"), b.Box(height=2.0, min_height=0.6)]
    parts += [
        b.Words(text=card.text, size=10, least=MIN_TEXT, color=INK, text_align="center", valign="middle",
                leading=1.0 if close else 1.2, grow=1, name="effect"),
        b.Art(draw=_rule, height=1.6, min_height=0.8),
    ]
    foot = b.Words(text=_when(card, mark, short), font="body-italic", size=6, least=MIN_TEXT, color=MUTED,
                   text_align="center", valign="middle", leading=1.05, min_height=FOOT - 0.8, name="foot")
    if mark is not None and short and picture != "apart":  # the mark beside the short foot, the title the band's
        parts.append(b.Row(gap=1.0, children=(_disc("", mark, FOOT_MARK), foot)))
    else:
        parts.append(foot)
    return b.Column(children=tuple(parts), name=f"desperation card {card.id}")


def _sizes() -> tuple[Component, ...]:
    """The deck's own sizes: poker, then larger."""
    return tuple(size for size in rungs("desperation_card") if isinstance(size, Component))


def card_component(floor: float = 0.0, card_size: str | None = None) -> Component:
    """The card the deck is printed on: ``card_size`` by its name in components.toml's [card_sizes], else the
    game's own at ``floor`` pt (:func:`own_card`)."""
    return own_card(floor) if card_size is None else sized(card_size)


def _laid(card: DesperationCard, mark: Monster | None, size: Component, floor: float,
          steps: tuple[tuple[str, bool, bool], ...] = STEPS) -> Laid:
    """A card's face laid out on ``size`` at the first of ``steps`` that holds every word at its least (the
    last when none does)."""
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    for picture, short, close in steps:
        laid = lay_out(front_box(card, mark, w, picture, short, close), s, s, w - 2 * s, h - 2 * s, floor)
        if not laid.faults:
            break
    return laid


@per_locale(maxsize=16)
def own_card(floor: float = 0.0) -> Component:
    """The game's own card at ``floor`` pt: the first of its sizes (poker, then larger) where every face of every
    variant's deck holds as designed (the first of :data:`STEPS`)."""
    from pnp.games.maze_tiles.model import VARIANTS

    faces = [(card, None) for card in load_content().cards] + [
        (card, m) for m in map(monster, VARIANTS) for card in set(m.deck())]
    return first_that_holds(_sizes(), lambda size: not any(_laid(card, mark, size, floor, STEPS[:1]).faults
                                                           for card, mark in faces))


def desperation_front(card: DesperationCard, mark: Monster | None = None, floor: float = 0.0,
                      size: Component | None = None) -> Page:
    """A card's face on ``size`` (the game's card when None), no word under ``floor`` pt. The picture has a row
    of its own under the title while the words still fit the card at their least, else it moves into the title
    band, else it is left out (a small card the floor's words fill; a variant's mark stays, in the band), else the
    foot says only when the card is played, else the lines close up; a face that cannot hold its words even so
    is refused in one line."""
    size = size or card_component(floor)
    w, h = size.width, size.height
    items = _laid(card, mark, size, floor).fitted(  # the last of the steps refused if it does not hold
        f"desperation card {card.id!r} on a {size.name} ({w:g} × {h:g} mm) at {max(floor, MIN_TEXT):g} pt")
    label = f"desperation {card.id}" + (f" ({mark.variant})" if mark else "")
    return Page(w, h, (bleed_rect(w, h, BLEED, PARCHMENT), *items), bleed=BLEED, label=label)


def desperation_back(floor: float = 0.0, size: Component | None = None) -> Page:
    """The deck's common back on ``size``: the faint maze, a frame on the safe line and the deck's name on a
    panel mid-card, as tall as its words ask."""
    size = size or card_component(floor)
    w, h = size.width, size.height
    s = max(CARD_SAFE, size.safe)
    pw = min(w - 2 * s - 4, 47.5)  # as designed on a poker card, wider on a narrower one
    panel = b.Column(pad=2.0, children=(
        b.Box(height=1.0, shrink=0),
        b.Glyph(icon="minotaur", color=DESPAIR, width=15.0, height=15.0, align="center"),
        b.Box(height=1.5, shrink=0),
        # i18n: the name of the deck on the back of the desperation cards
        b.Words(text=_("Desperation"), font="display", size=17, least=MIN_TEXT, color=DESPAIR, text_align="center",
                valign="middle", wrap=False, min_height=11.0, name="deck name"),
    ), name="desperation back")
    ph = height_of(panel, pw, floor)
    px, py = (w - pw) / 2, (h - ph) / 2
    return Page(w, h, (
        bleed_rect(w, h, BLEED, DESPAIR),
        maze_pattern(-BLEED, -BLEED, w + 2 * BLEED, h + 2 * BLEED, 5.5, 20240607,
                     Style(stroke=DESPAIR_LIGHT, width=0.9, cap="square")),
        rounded_rect(s, s, w - 2 * s, h - 2 * s, 2.5, Style(stroke=REACTION, width=0.7)),
        rounded_rect(px, py, pw, ph, 3.0, Style(fill=PARCHMENT, stroke=INK, width=0.5)),
        *lay_out(panel, px, py, pw, ph, floor).fitted(f"the desperation cards' back on a {size.name}"),
    ), bleed=BLEED, label="desperation back")


def desperation_cards(variant: str = DEFAULT_VARIANT, floor: float = 0.0, card_size: str | None = None) -> list[Page]:
    """Every card of the deck (copies included), then the variant monster's own cards (none for the Minotaur),
    fronts only: the set-up shuffles them all into one deck, so they share the common back, desperation_back().
    A card drawn once is the same page for its every copy."""
    m, size = monster(variant), card_component(floor, card_size)

    @cache
    def front(card: DesperationCard, marked: bool) -> Page:
        return desperation_front(card, m if marked else None, floor, size)

    return [front(card, False) for card in load_content().deck()] + [front(card, True) for card in m.deck()]


def component_sets(variant: str = DEFAULT_VARIANT, floor: float = 0.0,
                   card_size: str | None = None) -> list[ComponentSet]:
    """The whole deck, the variant's cards included, with its common back, on the chosen card (``card_size``, a
    name of components.toml's [card_sizes]) or the game's own."""
    return [DESPERATION_CARDS.with_pages(desperation_cards(variant, floor, card_size),
                                         (desperation_back(floor, card_component(floor, card_size)),))]
