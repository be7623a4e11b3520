"""The catalogs: one folder per language under ``locales/``, each holding everything a translator works on.

    locales/
      pnp.pot              the template: every printed string of the code and of the data files
      glossary.toml        the game's terms in English, and how to find them in a sentence
      de/
        language.toml      the language's name, quotation marks and hyphenation dictionary
        pnp.po             the translations (gettext PO; Babel reads and writes it)
        glossary.toml      the game's terms in this language

Adding a language is copying a folder, translating it and running ``pnp translations check`` (docs/translations.md).
A PO file is read with Babel and compiled in memory (there is no .mo to go stale): the catalog printed is always
the file a translator last saved.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from functools import cache
from gettext import GNUTranslations, NullTranslations
from pathlib import Path

from pnp.errors import PnpError
from pnp.i18n import PSEUDO, SOURCE
from pnp.resources import locales_dir


@dataclass(frozen=True)
class Language:
    """What a language prints besides its words (``language.toml``)."""

    code: str
    name: str  # in the language itself: "Deutsch"
    quotes: tuple[str, str]  # a quotation: „…“ in German
    inner_quotes: tuple[str, str]  # a quotation inside one: ‚…‘
    hyphenation: str  # pyphen's dictionary: "de_DE"
    decimal: str  # the decimal mark: ","
    nouns_capitalised: bool = False  # German: a name keeps its capital inside a sentence


ENGLISH = Language(SOURCE, "English", ("\u201c", "\u201d"), ("\u2018", "\u2019"), "en_GB", ".")


def languages() -> tuple[str, ...]:
    """Every language pnp prints in: English and each folder of ``locales/`` with a ``pnp.po`` (a folder listing:
    light enough for ``pnp --help``)."""
    folder = locales_dir()
    found = sorted(p.parent.name for p in folder.glob("*/pnp.po")) if folder.is_dir() else []
    return (SOURCE, *[c for c in found if c != SOURCE])


def _unknown(code: str) -> PnpError:
    return PnpError(f"--lang {code!r}: no such language (known: {', '.join(languages())})")


@cache
def language_info(code: str) -> Language:
    """``code``'s ``language.toml`` (English's is built in)."""
    if code in (SOURCE, PSEUDO):
        return ENGLISH
    if not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", code) or code not in languages():
        raise _unknown(code)
    from pnp.boundary import load_toml

    path = locales_dir() / code / "language.toml"
    data = load_toml(path, PnpError)
    try:
        quotes = data["quotes"]
        inner = data["inner_quotes"]
        return Language(code, str(data["name"]), (quotes[0], quotes[1]), (inner[0], inner[1]),
                        str(data["hyphenation"]), str(data["decimal"]), bool(data.get("nouns_capitalised", False)))
    except (KeyError, IndexError, TypeError) as err:
        raise PnpError(f"{path}: needs name, quotes = [open, close], inner_quotes, hyphenation and decimal "
                       f"({err})") from None


def po_path(code: str) -> Path:
    return locales_dir() / code / "pnp.po"


@cache
def translations(code: str) -> NullTranslations:
    """``code``'s catalog, compiled from its PO file in memory (the pseudo-language's is made from the template)."""
    if code == SOURCE:
        return NullTranslations()
    if code == PSEUDO:
        from pnp.i18n.pseudo_catalog import PseudoTranslations

        return PseudoTranslations()
    language_info(code)  # refuses an unknown code in one line
    from babel.messages.mofile import write_mo

    catalog = read_catalog(po_path(code), code)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)  # a fuzzy entry is a guess a reviewer has not passed: English
    buffer.seek(0)
    return GNUTranslations(buffer)


def read_catalog(path: Path, code: str | None = None):  # -> babel.messages.Catalog (Babel is imported lazily)
    """The PO file at ``path`` as Babel reads it; a broken file is one line naming it."""
    from babel.messages.pofile import PoFileError, read_po

    try:
        data = path.read_bytes()
        _lint(data.decode("utf-8"), path)
        return read_po(io.BytesIO(data), locale=code, abort_invalid=True)
    except FileNotFoundError:
        raise PnpError(f"{path}: no such catalog") from None
    except (PoFileError, UnicodeDecodeError, ValueError) as err:
        raise PnpError(f"{path}: not a readable PO file ({' '.join(str(err).split())})") from None


def _lint(text: str, path: Path) -> None:
    """Refuse what Babel reads leniently: a string left open (Babel keeps it empty, so a translation would be lost
    without a word) and a message given twice (Babel keeps one)."""
    seen: set[tuple[str, str]] = set()
    context = ""
    for n, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith(("msg", '"')) and not (stripped.endswith('"') and not stripped.endswith('\\"')
                                                       or stripped.endswith('\\\\"')):
            raise PnpError(f"{path}: line {n}: a string is not closed ({stripped[:40]!r})")
        if stripped.startswith("msgctxt "):
            context = stripped
        elif stripped.startswith("msgid ") and stripped != 'msgid ""':
            key = (context, stripped)
            if key in seen:
                raise PnpError(f"{path}: line {n}: {stripped[:50]} is given twice")
            seen.add(key)
            context = ""
        elif stripped.startswith("msgid "):
            context = ""


@cache
def characters(code: str) -> frozenset[str]:
    """Every character ``code``'s translations print (none for English, the source): what its fonts must draw."""
    if code in (SOURCE, PSEUDO):
        return frozenset()
    catalog = read_catalog(po_path(code), code)
    found: set[str] = set()
    for message in catalog:
        if message.id and message.string:
            for text in (message.string if isinstance(message.string, (list, tuple)) else (message.string,)):
                found.update(text)
    return frozenset(found)
