"""The path cards in other languages: the rules card, the back, the markers, the score pad and the rules'
pictures print through the catalog (drawn in the pseudo-language, no English word is left), and a picture cached
in one language is not handed out in another."""

from __future__ import annotations

from pnp.games.path_cards.rules_pen import back
from pnp.i18n import PSEUDO, language
from pnp.i18n.pseudo import escaped
from pnp.scene.model import Text
from pnp.scene.walk import iter_items


def _words(page) -> list[str]:
    return [t.text for t in iter_items(page.items) if isinstance(t, Text)]


def test_a_cached_back_drawn_in_english_then_in_another_language_is_in_that_language():
    english = _words(back())
    with language(PSEUDO):
        pseudo = _words(back())
    assert english == ["Treasure", "Paths"]
    assert pseudo and not any(escaped(w) for w in pseudo)
    assert _words(back()) == english


def test_the_rules_figures_print_in_the_language():
    from pnp.games.path_cards.rules_figures import figures as rules_figures

    with language(PSEUDO):
        figures = rules_figures(0.0)
    words = [w for page in figures.values() for w in _words(page)]
    assert words and not [w for w in words if escaped(w)]
