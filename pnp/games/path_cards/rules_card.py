"""The rules card: the basic game and the faster variants as one declarative layout, at any card size and floor.

Each part of the rules (the basic game, the variants) is a title band over its rules, one rule a paragraph
with a run-in heading in bold (the heading and the first words on one line, the rest at the full width),
bullets hanging at their own indent. The rule the layout states: a part keeps to one face while its text fits
between its designed 8 pt and 5 pt (never under the theme's floor); when the floor (or a longer language, or a
small card) leaves it no room, its rules flow on to as many faces as they need, at the largest size that takes
no more faces than the least would, every face under the part's title with "1 of 2". A rule goes whole onto the
face it fits; one taller than a face splits between its lines and goes on at the top of the next face, never
leaving one line of a paragraph alone at a face's foot or carried over, where a face holds more (the page flow
of :mod:`pnp.scene.page_flow`, on faces). The faces pair up front and back into cards the size of the path
cards (they share the cards' sheets); an odd last face gets the common back. At the designed sizes that is one
card: the basic game on its front, the variants on its back.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from itertools import groupby

from pnp.catalog import COMPONENT_BLEED, Component
from pnp.games.path_cards.draw import ACCENT, HEDGE, INK, SAFE, SAND, TITLE, TOKEN, card_back
from pnp.i18n import _, pgettext
from pnp.scene import boxes as b
from pnp.scene.arrange import EPS, Laid, height_of, lay_out
from pnp.scene.color import WHITE
from pnp.scene.locale import localised
from pnp.scene.model import Item, Page
from pnp.scene.page_flow import Block, Lines, Placed, Section, paginate
from pnp.scene.shapes import band_to_foot, bleed_rect
from pnp.scene.text import PT, text_height, text_width
from pnp.scene.words import break_lines, ink_room

Rule = tuple[str, str]  # (heading, text); a heading "•" is a bullet under the rule before it

def basic_rules() -> tuple[Rule, ...]:
    """The basic game's rules, in the current language."""
    # i18n: the path cards' rules card (the basic game): each rule's run-in heading and its words; the card is
    # small, so keep them as short as the English
    return (
        (pgettext("rules card", "Set up"), _("Shuffle. Lay 4 cards face up as a 2 × 2 square; their paths need not "
                                            "meet. Deal 2 cards to each player.")),
        (pgettext("rules card", "Play"), _("Put one card next to the layout so that at least one of its paths runs "
                                          "on into a neighbour. Its other sides may run into hedge. If none of your "
                                          "cards can do that, put one against any side of the layout.")),
        (pgettext("rules card", "Collect"), _("If a path now leads from a treasure on your card to the same treasure "
                                             "on other cards, you may take those cards (a path may reach two). Your "
                                             "card stays.")),
        (pgettext("rules card", "Keep it whole"), _("Cards may only be taken if every card left still touches another "
                                                   "along a side and the layout stays one piece. Corners do not "
                                                   "count.")),
        (pgettext("rules card", "Draw"), _("Refill your hand to 2. The player on your left goes next.")),
        (pgettext("rules card", "End"), _("When the deck and all hands are empty, most cards taken wins.")),
    )


def variant_rules() -> tuple[Rule, ...]:
    """The faster variants' rules, in the current language."""
    # i18n: the path cards' rules card (the faster variants, on its back): headings and words, as short as the
    # English
    return (
        (pgettext("rules card", "Actions"), _("Take 2 actions a turn (3 in the three-action game), in any order, the "
                                             "same one again if you like:")),
        ("•", _("play a card, as in the basic game;")),
        ("•", _("turn a card of the layout a quarter turn (paths may break);")),
        ("•", _("draw a card, up to 6 in hand.")),
        (pgettext("rules card", "No take-backs"), _("An action, once done, stands.")),
        (pgettext("rules card", "Collect"), _("After your actions, any path joining 2 or more matching treasures lets "
                                             "you take all but one of them, but not cards you played this turn (they "
                                             "carry a “played” marker). The layout must stay whole.")),
        (pgettext("rules card", "Draw"), _("Then draw 1 card free, up to 6.")),
        (pgettext("rules card", "End"), _("Once the deck is empty, play at least one card a turn while you hold any. "
                                         "The game ends when deck and hands are empty.")),
    )


def parts() -> tuple[tuple[str, str, tuple[Rule, ...], str], ...]:
    """(title, subtitle, rules, label) of each part of the rules cards, in the current language (the label is the
    page's, English)."""
    return (
        # i18n: the rules card's subtitle under the game's name
        (_(TITLE), _("The basic game · 2 to 6 players"), basic_rules(), "rules: basic game"),
        # i18n: the title and subtitle of the rules card's back (the variants)
        (_("Faster variants"), _("Two-action and three-action games: the basic game, except:"), variant_rules(),
         "rules: variants"),
    )


def _count(k: int, n: int) -> str:
    # i18n: a rules card face's place among the faces its part flows onto ("1 of 2")
    return _("{k} of {n}").format(k=k, n=n)


TITLE_PT = 13  # the face's title as designed
RULES_PT, RULES_LEAST = 8.0, 5.0  # the rules' text: as designed, and the least it shrinks to on one face
LEADING = 1.16
GAP = 0.9  # mm between the head and a rule, and between two rules
INSET = 0.3  # mm inside the safe area: a capital's ink (an italic T, an A) may reach left of its box


def _sections(rules: tuple[Rule, ...]) -> list[tuple[Rule, ...]]:
    """The rules as sections a face keeps whole: a rule with the bullets under it."""
    starts = [i for i, (head, _words) in enumerate(rules) if head != "•"]
    return [rules[i:j] for i, j in zip(starts, [*starts[1:], len(rules)])]


def _text(text: str, color=INK, font: str = "body", pt: float = RULES_PT, **kw) -> b.Words:
    """The rules' text at ``pt``: one size for every rule on a face, chosen by :func:`_part_faces`."""
    return b.Words(text=text, font=font, size=pt, color=color, leading=LEADING, **kw)


def _dot(pt: float) -> float:
    """A bullet's indent: as wide as the bullet at its size."""
    return text_width("•", "body-bold", pt) + 0.3


def _run_in(head: str, text: str, width: float, pt: float) -> tuple[str, str]:
    """A rule's words split into those on its heading's line and the rest (at the full ``width``)."""
    head_w = text_width(head, "body-bold", pt) + 1.0
    words = text.split(" ")
    n = 0
    while n < len(words) and text_width(" ".join(words[:n + 1]), "body", pt) <= width - head_w:
        n += 1
    return " ".join(words[:n]), " ".join(words[n:])


@dataclass(frozen=True)
class _Para:
    """A paragraph of a rule set as lines: ``lead`` is its run-in heading, or "•" for a bullet; ``text`` is its
    words under the heading's line (a bullet's all), set in their box when the paragraph is placed whole."""

    lead: str
    lines: tuple[str, ...]
    text: str


def _piece(para: _Para, pt: float, lo: int, hi: int) -> b.Box:
    """Lines ``lo`` to ``hi`` of a paragraph, its heading or bullet only where it starts: the heading in bold and
    the first line's words after it, the rest under it at the paragraph's pitch; a bullet hanging at its own
    indent. The paragraph whole is set from its words in its box, a piece as its lines were broken."""
    whole = (lo, hi) == (0, len(para.lines))
    if para.lead == "•":
        dot = _dot(pt)
        lead: b.Box = (_text("•", ACCENT, "body-bold", pt, wrap=False, width=dot, shrink=0) if lo == 0
                       else b.Box(width=dot, shrink=0))
        words = para.text if whole else "\n".join(para.lines[lo:hi])
        return b.Row(gap=1.0, baseline=True, children=(lead, _text(words, pt=pt, wrap=whole, grow=1, name="bullet")))
    if lo > 0:
        return _text("\n".join(para.lines[lo:hi]), pt=pt, wrap=False, name=f"rule {para.lead!r}")
    head_w = text_width(para.lead, "body-bold", pt) + 1.0
    line = b.Row(baseline=True, children=(
        _text(para.lead, HEDGE, "body-bold", pt, wrap=False, width=head_w, shrink=0, name=f"heading {para.lead!r}"),
        _text(para.lines[0], pt=pt, wrap=False, grow=1, name=f"rule {para.lead!r}")))
    pitch = pt * LEADING * PT - text_height("body", pt, 1, LEADING)  # the next line at the paragraph's pitch
    rest = para.text if whole else "\n".join(para.lines[1:hi])
    lines = (line, _text(rest, pt=pt, wrap=whole, name=f"rule {para.lead!r}")) if rest else (line,)
    return b.Column(gap=pitch, children=lines)


def _joined(paragraphs: list[b.Box]) -> b.Box:
    """A rule's paragraphs on a face: the run-in one and its bullets under it."""
    return b.Column(gap=0.5, children=tuple(paragraphs)) if len(paragraphs) > 1 else paragraphs[0]


FOOT = 1.2  # mm: the title band's foot under the subtitle, the one room the head gives up on a full face


def _head(title: str, subtitle: str, count: str, card_w: float, pt: float) -> b.Box:
    """The title band: the title 2 pt over the rules (13 pt as designed), the subtitle and the face's count."""
    name = b.Words(text=title, font="display", size=max(TITLE_PT, pt + 2.0), color=WHITE, valign="bottom", grow=1,
                   name="title")
    top = b.Row(gap=1.0, children=(
        name, b.Words(text=count, size=7, color=SAND, wrap=False, text_align="right", valign="bottom", shrink=0),
    )) if count else name
    # the band's hedge, from the bleed at the top to the foot of the head (a spacer under the subtitle)
    return b.Column(back=band_to_foot(card_w, COMPONENT_BLEED, HEDGE), children=(
        top, b.Words(text=subtitle, font="body-italic", size=6.2, color=SAND, name="subtitle"),
        b.Box(height=FOOT)))


def _section(rule: tuple[Rule, ...], width: float, pt: float) -> Section:
    """A rule as a section of the page flow, kept whole on a face while one holds it: its run-in paragraph (its
    first line the words after the heading, the rest at the full ``width``), then each bullet at the width its
    indent leaves, each free to split between its lines by the flow's rules. The words are split in the locale
    they are printed in (a piece of a translation is not translated again)."""
    head, text = (localised(part) for part in rule[0])  # split as the reader's language has it
    first, rest = _run_in(head, text, width, pt)
    bullet_w = width - _dot(pt) - 1.0
    paras = (_Para(head, (first, *(break_lines(rest, "body", pt, width, "en")[0] if rest else ())), rest),
             *(_Para("•", break_lines(localised(t), "body", pt, bullet_w, "en")[0], localised(t))
               for _bullet, t in rule[1:]))
    return Section(tuple(Block(_piece(para, pt, 0, len(para.lines)), after=GAP if k == len(paras) - 1 else 0.5,
                               split=True, what="rule", lines=Lines(len(para.lines), partial(_piece, para, pt)))
                         for k, para in enumerate(paras)))


def _face(title: str, head: b.Box, boxes: list[b.Box], size: Component, floor: float) -> Laid:
    """A face: its head, then its rules from the top, inside the safe area."""
    face = b.Column(pad=max(SAFE, size.safe) + INSET, gap=GAP, name=title, children=(head, *boxes))
    return lay_out(face, 0, 0, size.width, size.height, floor)


def _sizes(floor: float) -> list[float]:
    """The rules' sizes to try on one face, largest first: 8 pt down to 5 by quarter points, none under the
    floor (at a floor over 8 pt, the floor alone)."""
    top = max(RULES_PT, floor)
    return [top - 0.25 * i for i in range(int((top - max(RULES_LEAST, floor)) / 0.25 + 1e-9) + 1)]


def _flowed(title: str, subtitle: str, rules: tuple[Rule, ...], size: Component, floor: float,
            pt: float) -> list[list[b.Box]]:
    """The boxes of each face a part's rules flow onto at ``pt``, under the head its count makes, by the page
    flow's rules (:mod:`pnp.scene.page_flow`): a rule whole on the face it starts on while it fits there, else
    whole on the next; a rule taller than a face splits between its lines, never leaving one line of a paragraph
    alone at a face's foot or carried over where a face holds more. A face a rule has to itself, or flows on
    over, fills to the foot: the head gives up its foot's room (:data:`FOOT`)."""
    pad = max(SAFE, size.safe) + INSET
    inner_w, inner_h = size.width - 2 * pad, size.height - 2 * pad
    sections = [_section(rule, inner_w, pt) for rule in _sections(rules)]
    owner = {id(block): n for n, section in enumerate(sections) for block in section.blocks}
    what = f"the rules card ({title}) on a {size.name} at {pt:g} pt"

    def under(count: str) -> list[list[Placed]]:
        start = height_of(_head(title, subtitle, count, size.width, pt), inner_w, floor) + GAP
        return paginate(sections, inner_w, lambda _: (start, inner_h), floor, what, slack=FOOT)

    placed, n = under(""), 0
    while len(placed) != n:  # again under the head "n of n" makes, while it takes more faces (it ends: the head
        n = len(placed)  # only grows with n, and the faces with it, up to a line a face)
        placed = under(_count(n, n))
    return [[_joined([p.node for p in group]) for _, group in groupby(page, key=lambda p: owner[id(p.block)])]
            for page in placed]


def _part_faces(title: str, subtitle: str, rules: tuple[Rule, ...], size: Component, floor: float) -> list[Laid]:
    """A part's faces: one, at the largest size that fits it (every rule at one size); when none does, its
    rules flow on at the largest size that takes no more faces than the least would, each face saying "k of n"."""
    inner_w = size.width - 2 * (max(SAFE, size.safe) + INSET)
    sizes = _sizes(floor)
    for pt in sizes:
        rules_at = [_joined([block.node for block in _section(s, inner_w, pt).blocks]) for s in _sections(rules)]
        one = _face(title, _head(title, subtitle, "", size.width, pt), rules_at, size, floor)
        if not one.faults:
            return [one]
    fewest = len(_flowed(title, subtitle, rules, size, floor, sizes[-1]))
    for pt in sizes:
        faces = _flowed(title, subtitle, rules, size, floor, pt)
        if len(faces) <= fewest:
            break
    n = len(faces)
    return [_face(title, _head(title, subtitle, _count(k, n), size.width, pt), boxes, size, floor)
            for k, boxes in enumerate(faces, 1)]


def face_holds(size: Component, floor: float, lines: int) -> bool:
    """Whether a face of either part holds ``lines`` lines of rules under its head at the least size its rules
    may flow at (with a two-figure count), in the current locale: the least a card must hold
    (:mod:`pnp.games.path_cards.room`)."""
    pad = max(SAFE, size.safe) + INSET
    inner_w, inner_h = size.width - 2 * pad, size.height - 2 * pad
    pt = _sizes(floor)[-1]
    body = ink_room("body", pt, lines, LEADING)
    return all(height_of(_head(title, subtitle, _count(99, 99), size.width, pt), inner_w, floor) + GAP + body
               <= inner_h + FOOT + EPS for title, subtitle, _rules, _label in parts())


def rules_faces(size: Component, floor: float = 0.0) -> list[Page]:
    """Every face of the rules cards, in reading order, on cards of ``size``, no text under ``floor`` pt."""
    pages: list[Page] = []
    for title, subtitle, rules, label in parts():
        faces = _part_faces(title, subtitle, rules, size, floor)
        for k, laid in enumerate(faces, 1):
            what = f"the rules card ({title}) on a {size.name} at {max(floor, RULES_LEAST):g} pt"
            items: list[Item] = [bleed_rect(size.width, size.height, COMPONENT_BLEED, TOKEN), *laid.fitted(what)]
            pages.append(Page(size.width, size.height, tuple(items), bleed=COMPONENT_BLEED,
                              label=label if len(faces) == 1 else f"{label} {k}"))
    return pages


def rules_cards(size: Component, floor: float = 0.0) -> tuple[tuple[Page, ...], tuple[Page, ...]]:
    """The faces paired into cards: (fronts, backs); an odd last face gets the common back."""
    faces = rules_faces(size, floor)
    fronts, backs = faces[0::2], faces[1::2]
    if len(backs) < len(fronts):
        backs.append(card_back(size, floor))
    return tuple(fronts), tuple(backs)
