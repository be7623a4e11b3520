"""The printed rules and docs/rules-*.md agree: every heading of the docs' "The rules as printed" section is on
the printed rules pages (read back from the rendered PDF, so a heading clipped or lost in layout fails), and
every printed heading has its reading in that section, in the same order. The printed rules fit two pages on
A4 and Letter; on half-size paper every section takes the full width."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pnp.catalog import paper
from pnp.kits.pages import rules_data, rules_pages
from pnp.registry import game
from pnp.scene.model import Document, Text
from tests.kits.test_player_pages import pdf_text

DOCS = Path(__file__).resolve().parents[2] / "docs"
GAMES = {"labyrinth": "rules-labyrinth.md", "maze-tiles": "rules-maze-tiles.md",
         "path-cards": "rules-path-cards.md", "notebook": "rules-notebook.md"}
SECTION = "## The rules as printed"


def docs_headings(name: str) -> list[str]:
    text = (DOCS / name).read_text(encoding="utf-8")
    assert SECTION in text, f"{name} has no {SECTION!r} section"
    body = text.split(SECTION, 1)[1]
    body = re.split(r"^## ", body, flags=re.MULTILINE)[0]
    return [h.strip() for h in re.findall(r"^### (.+)$", body, flags=re.MULTILINE)]


def printed_headings(name: str) -> list[str]:
    """The headings as printed (the rules file's {fields} filled in)."""
    return [s["heading"] for s in rules_data(game(name).rules)["section"] if s["heading"]]


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("name", GAMES)
def test_every_rule_heading_in_the_docs_is_printed_and_every_printed_one_is_in_the_docs(name):
    from pnp.render.pdf import render_pdf

    about = game(name)
    pages = rules_pages(paper("a4"), about.rules, about.rules_figures)
    printed = words(" ".join(pdf_text(render_pdf(Document(tuple(pages), title="rules")))))
    headings = docs_headings(GAMES[name])
    assert headings, f"{GAMES[name]}: no ### headings under {SECTION!r}"
    for heading in headings:
        assert words(heading) in printed, f"{GAMES[name]}: {heading!r} is not on the printed rules"
    assert headings == printed_headings(name)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("sheet", ["a4", "letter"])
def test_the_printed_rules_take_at_most_two_pages(name, sheet):
    about = game(name)
    assert len(rules_pages(paper(sheet), about.rules, about.rules_figures)) <= 2


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("sheet", ["a5", "half-letter"])
def test_on_half_size_paper_the_rules_go_one_section_to_a_row_inside_the_margins(name, sheet):
    from pnp.scene.rules_sheet import MARGIN
    from pnp.scene.text import layout_text

    about, size = game(name), paper(sheet)
    pages = rules_pages(size, about.rules, about.rules_figures)
    for page in pages:
        for item in page.items:
            if isinstance(item, Text):
                assert MARGIN - 1e-6 <= item.x and item.x + item.width <= size.width - MARGIN + 1e-6
                assert all(ln.baseline <= size.height - MARGIN + 1e-6 for ln in layout_text(item).lines)
