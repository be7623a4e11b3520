"""The game's terms, used the same way everywhere: each term of locales/glossary.toml is found in the English
sources, every language's glossary translates every term, and every translated string whose English holds a term
holds that language's word for it (one of its stems: an inflected or compound form contains it).

A translator who must word a sentence without the term (a pronoun, a different construction) says so in the
entry with a translator comment ``# glossary-skip: TERM``, which a reviewer sees."""

from __future__ import annotations

import re
import tomllib
from functools import cache

import pytest

from pnp.i18n.catalogs import languages, po_path, read_catalog
from pnp.i18n.extract import template
from pnp.resources import locales_dir

OTHER = [c for c in languages() if c != "en"]


@cache
def terms() -> dict[str, re.Pattern[str]]:
    data = tomllib.loads((locales_dir() / "glossary.toml").read_text(encoding="utf-8"))
    return {term: re.compile(r"\b(?:" + "|".join(entry["en"]) + r")\b", re.IGNORECASE) for term, entry in data.items()}


@cache
def english() -> list[str]:
    return [m.id if isinstance(m.id, str) else " ".join(m.id) for m in template() if m.id]


def glossary(code: str) -> dict[str, dict]:
    return tomllib.loads((locales_dir() / code / "glossary.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("term", sorted(terms()))
def test_each_term_is_in_the_english_sources(term):
    assert any(terms()[term].search(text) for text in english()), f"{term}: no printed English string uses it"


@pytest.mark.parametrize("code", OTHER)
def test_each_language_translates_every_term(code):
    mine = glossary(code)
    assert set(mine) == set(terms()), f"{code}: missing {sorted(set(terms()) - set(mine))}, " \
                                      f"unknown {sorted(set(mine) - set(terms()))}"
    for term, entry in mine.items():
        assert entry["word"].strip() and entry["stems"], f"{code}: {term} needs a word and its stems"
        assert all(s == s.lower() for s in entry["stems"]), f"{code}: {term}: stems are lower case"


@pytest.mark.parametrize("code", OTHER)
def test_translations_use_the_glossary_words(code):
    mine = glossary(code)
    wrong = []
    for message in read_catalog(po_path(code), code):
        if not message.id or not message.string:
            continue
        source = message.id if isinstance(message.id, str) else " ".join(message.id)
        source = re.sub(r"\{[^{}]*\}", " ", source)  # a placeholder's name ({rooms}) is no word printed
        forms = [message.string] if isinstance(message.string, str) else list(message.string)
        skipped = {c.split(":", 1)[1].strip() for c in message.user_comments if c.startswith("glossary-skip:")}
        for term, found in terms().items():
            if term in skipped or not found.search(source):
                continue
            stems = [s.lower() for s in mine[term]["stems"]]
            for form in forms:
                if form and not any(s in form.lower() for s in stems):
                    wrong.append(f"{term} ({'/'.join(stems)}): {' '.join(form.split())[:90]!r}")
    assert not wrong, f"{code}: {len(wrong)} strings without the glossary's word, e.g.\n  " + "\n  ".join(wrong[:25])
