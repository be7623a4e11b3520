"""Documents of labyrinth pages: sheets (sides A and B), solutions, cards, answers."""

from __future__ import annotations

from typing import Sequence

from pnp.games.labyrinth.cards import ObjectiveCard
from pnp.games.labyrinth.aid import reference_card
from pnp.games.labyrinth.draw import answer_page, card_back, card_front, sheet_page
from pnp.games.labyrinth.model import Sheet
from pnp.catalog import Component, Paper, component, paper
from pnp.scene.model import Document, Page


def sheet_document(sheets: Sequence[Sheet], sheet_paper: Paper | None = None,
                   solutions: Sequence[tuple[Sheet, ObjectiveCard, object]] = ()) -> Document:
    """Sheets in order (sides A and B print back to back), then any solution pages."""
    sheet_paper = sheet_paper or paper("a4")
    pages: list[Page] = [sheet_page(s, sheet_paper) for s in sheets]
    for sheet, card, solution in solutions:
        pages.append(solution_page(sheet, card, solution, sheet_paper))
    return Document(tuple(pages), title="Labyrinth sheets", subject=", ".join(s.sheet_id for s in sheets))


def solution_page(sheet: Sheet, card: ObjectiveCard, solution, sheet_paper: Paper) -> Page:
    proof = "proven best" if solution.optimal else "best found (not proven)"
    caption = f"Card {card.card_id or '(custom)'}: {solution.score} points, {proof}; {len(solution.path)} squares"
    return sheet_page(sheet, sheet_paper, path=solution.path, title=f"Solution – {sheet.label()}", caption=caption)


def card_pages(cards: Sequence[ObjectiveCard], size: Component) -> list[Page]:
    """Each card's front followed by its back (the order card printers ask for)."""
    pages: list[Page] = []
    for card in cards:
        pages.append(card_front(card, size, par=card.par))
        pages.append(card_back(card.difficulty, size))
    return pages


def cards_document(cards: Sequence[ObjectiveCard], answer_paper: Paper | None = None) -> Document:
    poker = component("poker-card")
    pages = card_pages(cards, poker)
    pages.append(reference_card(poker))
    if any(c.par for c in cards):
        rows = [(c.card_id, c.difficulty, par_text(c)) for c in cards]
        pages += answer_page(rows, answer_paper or paper("a4"), "Objective cards: proven best scores")
    return Document(tuple(pages), title="Objective cards")


def par_text(card: ObjectiveCard) -> str:
    if not card.par:
        return "not proven"
    return " · ".join(f"side {side}: {score}" for side, score in sorted(card.par.items()))
