"""What a card must hold to print Treasure Paths at a card size and text floor, checked before any work.

A card size holds the game at a floor when:

- its treasures read across a table: their icons keep in proportion to the card's shorter side (12.5 mm on the
  designed 70 mm card), and under :data:`LEAST_ICON` (7.5 mm, a card's shorter side under 42 mm) two
  treasures of one colour are no longer told apart at arm's length;
- the hedge in its corner holds the deck's id at the floor (known from the seed before the deck is dealt), with
  the widest card number, upright or turned (:func:`pnp.games.path_cards.draw.id_items`);
- a rules face holds :data:`RULE_LINES` lines of rules under the head it repeats, at the size the rules flow
  at, in the locale it is printed in (fewer, and the rules would flow onto a face a line).

The layouts carry everything else (the rules flow on, the markers' words give way), so a size that passes
draws without a fault; one that does not is refused in one line before a deck is dealt.
"""

from __future__ import annotations

from pnp.catalog import Component
from pnp.errors import PnpError

LEAST_ICON = 7.5  # mm: a treasure's icon, the least that reads across a table
RULE_LINES = 3  # lines of rules a rules face holds under its head, at least
WIDEST_CARD = "99"  # a card's number: two figures, as wide as any two


def card_problem(size: Component, floor: float, deck_id: str) -> str | None:
    """Why the path cards of deck ``deck_id`` cannot be printed on cards of ``size`` with no text under ``floor``
    pt, or None when they can."""
    from pnp.games.path_cards.draw import ICON, id_corner, id_items, scale
    from pnp.games.path_cards.rules_card import face_holds

    icon = ICON * scale(size.width, size.height)
    if icon < LEAST_ICON - 1e-9:
        return (f"its treasures would print {icon:.1f} mm across, under the {LEAST_ICON:g} mm that read across a "
                f"table (a card's shorter side of {LEAST_ICON / ICON * 70:g} mm or more)")
    if id_items(WIDEST_CARD, deck_id, size, floor) is None:
        _, _, w, h = id_corner(size)
        return f"the hedge in its corner ({w:.1f} × {h:.1f} mm) cannot hold a card's id at {floor:g} pt"
    if not face_holds(size, floor, RULE_LINES):
        return f"a rules card's face cannot hold {RULE_LINES} lines of rules under its title at {floor:g} pt"
    return None


def check_card(size: Component, floor: float, deck_id: str, name: str | None = None) -> None:
    """Refuse ``size`` in one line (naming the card size ``name`` it was asked by) when it cannot hold a card."""
    problem = card_problem(size, floor, deck_id)
    if problem is not None:
        asked = f"card size {name!r}" if name else size.name
        raise PnpError(f"{asked}: a {size.name} cannot hold a path card: {problem}; a larger card size can")
