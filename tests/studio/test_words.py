"""The studio's pages say only what pnp/studio/words.py holds (so every word of them is in the catalogs, for a
translator), and everything it holds is said somewhere; every language pnp prints in has all of them."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from pnp.studio.words import CHOICE_WORDS, DATA_WORDS, WORDS, words

STATIC = Path(__file__).resolve().parents[2] / "pnp" / "studio" / "static"
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


class Marked(HTMLParser):
    """The texts of elements marked ``data-say`` and the attributes named by ``data-say-attrs``."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self.open: list[tuple[str, list[str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        if named.get("data-title"):
            self.found.append(named["data-title"])
        for name in (named.get("data-say-attrs") or "").split():
            self.found.append(" ".join((named.get(name) or "").split()))
        if "data-say" in named:
            self.open.append((tag, []))

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][1].append(data)

    def handle_endtag(self, tag: str) -> None:
        if self.open and self.open[-1][0] == tag:
            self.found.append(" ".join("".join(self.open.pop()[1]).split()))


def _marked() -> list[str]:
    found = []
    for page in sorted(STATIC.glob("*.html")):
        parser = Marked()
        parser.feed(page.read_text(encoding="utf-8"))
        found += parser.found
    return found


def _literals() -> set[str]:
    return {m for js in STATIC.glob("*.js") for m in LITERAL.findall(js.read_text(encoding="utf-8"))}


def test_every_marked_text_of_the_pages_is_a_word_of_the_catalog():
    marked = _marked()
    assert len(marked) > 60
    assert [m for m in marked if m not in WORDS] == []


def test_every_literal_said_by_the_scripts_is_a_word_of_the_catalog():
    said = set()
    for js in STATIC.glob("*.js"):
        said |= set(re.findall(r'say\("((?:[^"\\\n]|\\.)*)"', js.read_text(encoding="utf-8")))
    assert said and said <= set(WORDS), said - set(WORDS)


def test_every_word_is_said_somewhere():
    used = set(_marked()) | _literals() | set(CHOICE_WORDS.values())
    assert [w for w in WORDS if w not in used] == []


def test_the_offered_names_the_data_gives_are_words_of_the_catalog():
    from pnp.book_catalog import services
    from pnp.catalog import card_sizes
    from pnp.themes.files import available, load_theme

    names = {c.name for c in card_sizes().values()} | {s.name for s in services().values()}
    for theme in available():
        settings = load_theme(theme).settings
        names |= {settings.name, settings.description}
    assert names <= set(DATA_WORDS), names - set(DATA_WORDS)  # a new theme, card size or service: add its words


@pytest.mark.parametrize("code", ["de", "fr", "es", "it", "pl", "nl"])
def test_every_language_has_every_word_with_its_placeholders(code):
    said = words(code)["words"]
    untranslated = [w for w, t in said.items() if t == w and re.search(r"[a-z]{4}", w) and w not in
                    {"Medusa", "ISBN"}]
    assert len(untranslated) <= len(WORDS) // 10, untranslated  # names and loan words may stay as they are
    for english, translated in said.items():
        assert set(re.findall(r"\{\w+\}", english)) == set(re.findall(r"\{\w+\}", translated)), (english, translated)
