"""A drawing cached per locale (pnp.scene.locale.per_locale): drawn once in each, never handed from one to the
other; the rules' figures are cached so, and the kit sweep draws them in English, then pseudo-localised."""

from __future__ import annotations

from pnp.registry import game
from pnp.scene.locale import localised, per_locale
from pnp.scene.model import Group, Page, Text
from pnp.scene.pseudo import OPEN, pseudo_locale


def test_a_drawing_cached_per_locale_is_drawn_once_in_each_and_set_in_its_own():
    drawn: list[str] = []

    @per_locale(2)
    def label(word: str) -> str:
        drawn.append(word)
        return localised(word)

    assert label("Score") == label("Score") == "Score"
    with pseudo_locale():
        assert label("Score") == label("Score") != "Score"
    assert label("Score") == "Score" and drawn == ["Score", "Score"]


def texts(page: Page) -> list[str]:
    def walk(items):
        for item in items:
            if isinstance(item, Text):
                yield item.text
            elif isinstance(item, Group):
                yield from walk(item.items)

    return list(walk(page.items))


def test_the_rules_figures_drawn_in_english_are_not_handed_out_in_the_pseudo_locale():
    for name in ("labyrinth", "maze-tiles"):
        g = game(name)
        english = g.figures(8.0)
        with pseudo_locale():
            pseudo = g.figures(8.0)
        assert english == g.figures(8.0)  # cached
        set_in_it = [t for key in pseudo for t in texts(pseudo[key]) if t.startswith(OPEN)]
        assert set_in_it, name  # words the figures set in the pseudo-locale
        assert not any(t.startswith(OPEN) for key in english for t in texts(english[key])), name
