"""The labyrinth's and the minigames' printed words go through the catalog: drawn in the pseudo-language, no
English word is left on a card, an aid, a sheet, a tile, an answer page or a rules figure; cached pictures are
drawn again per language; counts take the catalog's plural forms; the rules' variants are whole messages."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pnp.catalog import card_size, paper
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.i18n import PSEUDO, language
from pnp.i18n.pseudo import escaped
from pnp.scene.model import Page, Text
from pnp.scene.walk import iter_items

# a card with every kind of row and both kinds of note, proven on two sides
EVERY_ROW = ObjectiveCard("H9", "hard", "any", (
    Row("per", 1, symbol="gem"), Row("per", 2, symbol="rat"), Row("item", 3, symbol="key"),
    Row("scrolls", 2, names=("I", "II")), Row("ghosts", 3, count=2),
    Row("exit", 2, names=("minotaur", "spider"), requires="bow"), Row("fastest", 1)),
    extra_exits=("C",), heart_effects=("ghost",))


def _texts(page: Page) -> list[str]:
    return [item.text for item in iter_items(page.items) if isinstance(item, Text)]


def _english(pages) -> list[tuple[str, list[str]]]:
    """Each text of ``pages`` with English words left in it, ids aside (a tile's "KE-BMXJZ-GWCLZ")."""
    found = []
    for page in pages:
        for text in _texts(page):
            words = [w for w in escaped(text) if not w.isupper()]
            if words:
                found.append((text, words))
    return found


def test_an_objective_card_and_the_player_aid_print_no_english_word_in_the_pseudo_language():
    from pnp.games.labyrinth.aid import aid_back, aid_faces
    from pnp.games.labyrinth.card_pages import card_back, card_front

    poker = card_size("3.5x5")
    with language(PSEUDO):
        pages = [card_front(EVERY_ROW, poker, par={"A": 12, "B": 17}), card_back("hard", poker),
                 card_back("tutorial", poker), *aid_faces(poker), *aid_faces(poker, one_sided=True), aid_back(poker)]
        assert _english(pages) == []


def test_a_sheet_and_its_solution_page_print_no_english_word_in_the_pseudo_language():
    from pnp.games.labyrinth.draw import sheet_page
    from pnp.games.labyrinth.generate import SIDE_A, generate_sheet

    sheet = generate_sheet(SIDE_A, 1)
    with language(PSEUDO):
        found = _english([sheet_page(sheet, paper("a4"))])
    assert found == []


def test_every_minigame_tile_and_its_answers_print_no_english_word_in_the_pseudo_language():
    from pnp.games.labyrinth.played import played
    from pnp.games.minigames.answer_keys import answer_pages
    from pnp.games.minigames.base import generate_tile
    from pnp.games.minigames.draw import artwork_page, puzzle_page

    tiles = [generate_tile(kind, level, 3) for kind in played() for level in ("easy", "hard")]
    with language(PSEUDO):
        pages = [p for t in tiles for p in (puzzle_page(t), artwork_page(t))] + answer_pages(tiles, paper("a4"))
        assert _english(pages) == []


def test_the_par_table_prints_no_english_word_in_the_pseudo_language():
    from dataclasses import replace

    from pnp.games.labyrinth.printouts import par_pages

    with language(PSEUDO):
        pages = par_pages([replace(EVERY_ROW, par={"A": 12, "B": 17})], paper("a4"), "x")
        assert _english(pages) == []


def test_a_rules_figure_drawn_in_english_is_drawn_again_in_the_pseudo_language():
    from pnp.games.labyrinth.rules_figures import rules_figure

    english = _texts(rules_figure("legend", 0.0))
    assert "Staircase" in english
    with language(PSEUDO):
        for name in ("legend", "example", "minigames"):
            assert _english([rules_figure(name, 0.0)]) == [], name
        assert "Staircase" not in _texts(rules_figure("legend", 0.0))
    assert _texts(rules_figure("legend", 0.0)) == english


def test_the_rules_count_the_minigames_in_the_catalogs_words_and_fill_the_sides_as_whole_sentences():
    from pnp.games.labyrinth.played import in_words, played
    from pnp.kits.pages import rules_data

    rules = "games/labyrinth/data/rules.toml"
    assert in_words(len(played())) == "seven"
    with language(PSEUDO):
        assert in_words(len(played())) != "seven" and escaped(in_words(len(played()))) == []
        data = rules_data(rules)
    printed = [data["title"], data["intro"], *(s.get(k, "") for s in data["section"] for k in ("heading", "text"))]
    assert all("{" not in text and escaped(text) == [] for text in printed)
    # a kit on a design of its own fills the fields with its own whole sentences, in either language
    own = (("sides", "Everyone plays the same labyrinth, The cellar (7 × 7 squares)."),)
    assert "Everyone plays the same labyrinth, The cellar" in rules_data(rules, own)["section"][1]["text"]


def test_a_designs_rules_fields_are_fields_the_game_fills():
    from pnp.games.labyrinth.played import rules_words
    from pnp.games.labyrinth.words import design_rules

    class Design:
        def __init__(self, sheets):
            self.sheets, self.name = sheets, "cellar.json"

    from pnp.games.labyrinth.generate import SIDE_A, SIDE_B, generate_sheet

    a, b = generate_sheet(SIDE_A, 1), generate_sheet(SIDE_B, 1)
    for sheets in ({"A": a}, {"A": a, "B": b}):
        fields = dict(design_rules(Design(sheets)))
        assert set(fields) <= set(rules_words())
        with language(PSEUDO):
            assert all(escaped(text) == [] for _field, text in design_rules(Design(sheets)))
    assert dict(design_rules(Design({"A": a, "B": b})))["sides"] == (
        "Everyone plays the same side: A (9 × 9 squares) or B (11 × 11 squares).")


def test_counts_take_the_plural_form_of_their_number():
    from pnp.games.labyrinth.words import row_words

    assert row_words(Row("ghosts", 3, count=1)) == "for exactly 1 ghost"
    assert row_words(Row("ghosts", 3, count=2)) == "for exactly 2 ghosts"
    with language(PSEUDO):
        one, two = row_words(Row("ghosts", 3, count=1)), row_words(Row("ghosts", 3, count=2))
    assert "1 ghöšt " in one and "2 ghöštš " in two


def test_the_minigames_words_are_their_specs_words():
    """The catalog finds a spec's name and task through the messages minigames/words.py marks: equal to the
    specs, so that a task edited in its module is not left untranslated."""
    from pnp.games.minigames.catalog import declared_types, spec
    from pnp.games.minigames.words import NAMES, TASKS

    for kind in declared_types():
        assert NAMES[kind] == spec(kind).name and TASKS[kind] == spec(kind).task, kind


@pytest.mark.parametrize("path", ["pnp/games/labyrinth/words.py", "pnp/games/minigames/words.py"])
def test_the_word_modules_mark_only_literals(path):
    """Babel extracts literal arguments only: every N_, ngettext and pgettext call of the word modules has them
    (a ``_`` of a name looks up a message marked with N_)."""
    tree = ast.parse(Path(path).read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
             and n.func.id in ("N_", "ngettext", "pgettext")]
    assert calls and all(isinstance(a, ast.Constant) for c in calls for a in c.args[:2])
