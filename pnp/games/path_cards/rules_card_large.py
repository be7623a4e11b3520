"""The rules card in large print: the same rules in fewer words, on as many card faces as 12 pt needs.

The default rules card holds the basic game on its front and the variants on
its back, set at up to 8 pt. At the large-print floor a 70 mm face holds about
ten lines of thirty letters, so the rules are said more briefly (the same
meaning: nothing a player needs is dropped) and flow over several faces, each
section kept whole on one face. The faces pair up front and back into rules
cards the size of the path cards, so they share the cards' sheets; every face
says which part of the rules it is and where it stands ("1 of 2").
"""

from __future__ import annotations

from pnp.catalog import COMPONENT_BLEED, Component
from pnp.errors import PnpError
from pnp.games.path_cards.draw import HEDGE, SAFE, SAND, TOKEN, _rule_blocks, card_back
from pnp.scene.color import WHITE
from pnp.scene.model import Item, Page, Text
from pnp.scene.shapes import bleed_band, bleed_rect
from pnp.scene.text import PT

BASIC = (
    ("Set up", "2 to 6 players. Shuffle. Lay 4 cards face up in a 2 × 2 square. Deal 2 to each player."),
    ("Play", "Lay a card beside the layout so a path runs on into a neighbour. If none can, lay one anywhere "
             "beside it."),
    ("Collect", "A path joins a treasure on your card to the same treasure on others: take those cards."),
    ("Keep it whole", "Take cards only if every card left touches another along a side, all in one piece."),
    ("Draw", "Refill your hand to 2. The player on your left goes next."),
    ("End", "Deck and hands empty: most cards taken wins."),
)

VARIANTS = (
    ("Actions", "As the basic game, but take 2 actions a turn (3 in the three-action game), in any order, "
                "repeats allowed:"),
    ("•", "play a card;"),
    ("•", "turn a layout card a quarter turn;"),
    ("•", "draw a card, up to 6 in hand."),
    ("No take-backs", "An action done stands."),
    ("Collect", "Then, where a path joins matching treasures, take all but one, never a card marked “played”."),
    ("Draw", "Then draw 1 card free, up to 6."),
    ("End", "Deck empty: play a card a turn while you hold any. Deck and hands empty: game over."),
)

PARTS = (("Basic game", BASIC), ("Variants", VARIANTS))
TITLE_PT_ABOVE = 4.0  # the face's title this much above the floor


def _sections(rules) -> list[tuple]:
    """The rules as sections that stay on one face: a heading with its bullets."""
    sections: list[list] = []
    for rule in rules:
        if rule[0] == "•" and sections:
            sections[-1].append(rule)
        else:
            sections.append([rule])
    return [tuple(s) for s in sections]


def _band(floor: float) -> float:
    """The depth of the title band: the title's line between the safe zone and a 2 mm gap."""
    return SAFE + (floor + TITLE_PT_ABOVE) * 1.25 * PT + 2.0


def _face(title: str, count: str, rules, size: Component, floor: float, label: str) -> Page:
    w, h = size.width, size.height
    s = max(SAFE, size.safe)
    band = _band(floor)
    line = (floor + TITLE_PT_ABOVE) * 1.25 * PT
    items: list[Item] = [
        bleed_rect(w, h, COMPONENT_BLEED, TOKEN),
        bleed_band(w, band, COMPONENT_BLEED, HEDGE),
        Text(title, s + 0.5, s, w - 2 * s - 1, line, font="display", size=floor + TITLE_PT_ABOVE, color=WHITE,
             valign="middle", wrap=False),
        Text(count, s + 0.5, s, w - 2 * s - 1, line, size=floor, color=SAND, align="right", valign="middle",
             wrap=False),
    ]
    blocks, _ = _rule_blocks(rules, s, band + 1.5, w - 2 * s, floor)
    return Page(w, h, tuple(items + blocks), bleed=COMPONENT_BLEED, label=label)


def _fits(rules, size: Component, floor: float) -> bool:
    s = max(SAFE, size.safe)
    _, bottom = _rule_blocks(rules, s, _band(floor) + 1.5, size.width - 2 * s, floor)
    return bottom - 0.9 <= size.height - s + 1e-6


def _pack(rules, size: Component, floor: float) -> list[tuple]:
    """The rules' sections in faces, in order, as many to a face as fit."""
    faces: list[tuple] = []
    for section in _sections(rules):
        if faces and _fits(faces[-1] + section, size, floor):
            faces[-1] = faces[-1] + section
        elif _fits(section, size, floor):
            faces.append(section)
        else:
            raise PnpError(f"the rule '{section[0][0]}' does not fit a {size.name} at {floor:g} pt")
    return faces


def rules_faces(size: Component, floor: float) -> list[Page]:
    """Every face of the large-print rules cards, in reading order."""
    pages: list[Page] = []
    for title, rules in PARTS:
        faces = _pack(rules, size, floor)
        for n, face in enumerate(faces, 1):
            count = f"{n} of {len(faces)}" if len(faces) > 1 else ""
            pages.append(_face(title, count, face, size, floor, f"rules: {title.lower()} {n}"))
    return pages


def rules_cards(size: Component, floor: float) -> tuple[tuple[Page, ...], tuple[Page, ...]]:
    """The faces paired into cards: (fronts, backs); an odd last face gets the common back."""
    faces = rules_faces(size, floor)
    fronts, backs = faces[0::2], faces[1::2]
    if len(backs) < len(fronts):
        backs.append(card_back(size))
    return tuple(fronts), tuple(backs)
