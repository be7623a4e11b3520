"""The catalog machinery: a language's PO file read and applied (plural forms, contexts, fuzzy entries), the
pseudo-language keeping placeholders, the check finding what a catalog lacks, and the refusals of an unknown
language. A catalog of our own making is used (PNP_LOCALES_DIR), so these hold whatever the shipped ones say."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from pnp.errors import PnpError
from pnp.i18n import PSEUDO, _, current, language, ngettext, npgettext, pgettext
from pnp.i18n.catalogs import language_info, languages, translations
from pnp.i18n.pseudo import escaped, pseudo_message

PO = r'''msgid ""
msgstr ""
"Language: pl\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"
"Content-Type: text/plain; charset=utf-8\n"

msgid "Scroll"
msgstr "Zwój"

msgctxt "verb"
msgid "Scroll"
msgstr "Przewiń"

msgid "{n} point"
msgid_plural "{n} points"
msgstr[0] "{n} punkt"
msgstr[1] "{n} punkty"
msgstr[2] "{n} punktów"

#, fuzzy
msgid "Gem"
msgstr "Klejnot?"
'''

LANGUAGE = '''name = "Polski"
quotes = ["„", "”"]
inner_quotes = ["«", "»"]
hyphenation = "pl_PL"
decimal = ","
'''


@pytest.fixture
def polish(tmp_path, monkeypatch):
    folder = tmp_path / "locales" / "pl"
    folder.mkdir(parents=True)
    (folder / "pnp.po").write_text(PO, encoding="utf-8")
    (folder / "language.toml").write_text(LANGUAGE, encoding="utf-8")
    monkeypatch.setenv("PNP_LOCALES_DIR", str(tmp_path / "locales"))
    for cached in (translations, language_info):
        cached.cache_clear()
    yield tmp_path / "locales"
    for cached in (translations, language_info):
        cached.cache_clear()


def test_english_is_the_source_and_returns_each_message_as_written():
    assert current() == "en"
    assert _("Scroll") == "Scroll"
    assert ngettext("{n} point", "{n} points", 1) == "{n} point"
    assert ngettext("{n} point", "{n} points", 5) == "{n} points"


def test_polish_plural_forms_agree_with_the_number(polish):
    with language("pl"):
        forms = {n: ngettext("{n} point", "{n} points", n).format(n=n) for n in (1, 2, 4, 5, 12, 22, 25)}
    assert forms == {1: "1 punkt", 2: "2 punkty", 4: "4 punkty", 5: "5 punktów", 12: "12 punktów",
                     22: "22 punkty", 25: "25 punktów"}


def test_nothing_translates_to_nothing_not_to_the_catalogs_header(polish):
    with language("pl"):
        assert _("") == "" and pgettext("verb", "") == ""


def test_a_context_picks_its_own_translation_and_a_fuzzy_entry_prints_english(polish):
    with language("pl"):
        assert _("Scroll") == "Zwój"
        assert pgettext("verb", "Scroll") == "Przewiń"
        assert _("Gem") == "Gem"  # a guess nobody has reviewed is not printed
        assert npgettext("verb", "{n} point", "{n} points", 2) == "{n} points"  # not in that context
    assert _("Scroll") == "Scroll"  # the language ends with its block


def test_an_unknown_language_is_refused_in_one_line(polish):
    assert languages() == ("en", "pl")
    with pytest.raises(PnpError, match="no such language"):
        with language("xx"):
            pass


def test_a_broken_catalog_is_named(polish):
    po = polish / "pl" / "pnp.po"
    for broken, says in (('msgid "a"\nmsgstr "b\n', "line 2: a string is not closed"),
                         ('garbage\n', "not a readable PO file"),
                         ('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"\n', "line 4: .* is given twice")):
        po.write_text(broken, encoding="utf-8")
        translations.cache_clear()
        with pytest.raises(PnpError, match=f"pnp.po: {says}"):
            with language("pl"):
                pass


def test_the_pseudo_language_keeps_placeholders_so_a_message_still_formats():
    message = "Find {n} keys in room {room}"
    made = pseudo_message(message)
    assert "{n}" in made and "{room}" in made
    assert made.format(n=3, room=7).startswith("[")
    assert escaped(made.format(n=3, room=7)) == []
    with language(PSEUDO):
        assert escaped(_("Collect every gem")) == []
    assert escaped("Collect every gem") == ["Collect", "every", "gem"]


def test_the_check_reports_missing_fuzzy_unused_and_placeholders(polish, monkeypatch):
    from babel.messages.catalog import Catalog

    from pnp.i18n import extract

    template = Catalog(locale=None)
    template.add("Scroll")
    template.add(("{n} point", "{n} points"))
    template.add("Gem")
    template.add("Find {n} keys")
    monkeypatch.setattr(extract, "template", lambda: template)
    po = polish / "pl" / "pnp.po"
    po.write_text(PO + '\nmsgid "Find {n} keys"\nmsgstr "Znajdź klucze"\n\nmsgid "Old"\nmsgstr "Stare"\n',
                  encoding="utf-8")
    found = {(p.kind, p.message) for p in extract.problems(["pl"])}
    assert ("fuzzy", "Gem") in found
    assert ("placeholders", "Find {n} keys") in found
    assert ("unused", "Old") in found
    assert ("missing", "Scroll") not in found
    assert ("unused", "Scroll") in found  # the one in the context "verb", which the template does not have
    assert any(kind == "template" for kind, _m in found)  # the saved template is not this one


def test_lang_is_refused_for_an_unknown_language_with_exit_status_2(tmp_path):
    done = subprocess.run([sys.executable, "-m", "pnp", "proof", "--lang", "xx", "--out", str(tmp_path / "p.pdf")],
                          capture_output=True, text=True, cwd=Path(__file__).parents[2])
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [done.stderr.strip()] and "--lang 'xx'" in done.stderr
    assert not (tmp_path / "p.pdf").exists()


def test_a_preset_with_an_unknown_lang_is_refused(tmp_path):
    from pnp.errors import LayoutFileError
    from pnp.layout.presets import load_preset

    path = tmp_path / "mine.toml"
    path.write_text('[preset]\nlang = "xx"\n', encoding="utf-8")
    with pytest.raises(LayoutFileError, match="preset.lang"):
        load_preset(str(path))
