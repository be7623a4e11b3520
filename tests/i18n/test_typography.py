"""Numbers and quotation marks as each language writes them; English as it always was."""

from __future__ import annotations

import pytest

from pnp.i18n import language
from pnp.i18n.catalogs import languages
from pnp.i18n.typography import hyphenation, quoted, short


def test_english_writes_as_before():
    assert short(3.5) == "3.5" and short(3.0) == "3"
    assert quoted("go") == "\u201cgo\u201d"
    assert hyphenation("en") == "en" and hyphenation("") == ""


@pytest.mark.parametrize("code", [c for c in languages() if c != "en"])
def test_every_other_language_writes_a_decimal_comma_and_its_own_quotes(code):
    with language(code):
        assert short(3.5) == "3,5" and short(0.25) == "0,25"
        marks = quoted("x")
        assert marks != "\u201cx\u201d" or code == "nl", "a language with English quotes says so in language.toml"
        assert hyphenation("en") != "en" and hyphenation("") == ""  # a text's default follows the language


def test_german_and_polish_quotes_open_low():
    with language("de"):
        assert quoted("Los") == "\u201eLos\u201c"
    with language("pl"):
        assert quoted("Start") == "\u201eStart\u201d"
