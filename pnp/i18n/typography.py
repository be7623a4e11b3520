"""How the current language writes what is not a word: decimal marks, quotation marks, and the
hyphenation dictionary its lines break by (:class:`pnp.i18n.catalogs.Language`, from each ``language.toml``).

English is written as it always was ("3.5 mm", “quoted”), so English output does not change.
"""

from __future__ import annotations

from pnp.i18n import SOURCE, current
from pnp.i18n.catalogs import language_info


def short(value: float) -> str:
    """``value`` as ``:g`` writes it (no trailing zeros), with the language's decimal mark: "3,5", "4"."""
    return f"{value:g}".replace(".", language_info(current()).decimal)


def quoted(text: str, inner: bool = False) -> str:
    """``text`` in the language's quotation marks: “…” in English, „…“ in German, « … » in French."""
    info = language_info(current())
    opening, closing = info.inner_quotes if inner else info.quotes
    return f"{opening}{text}{closing}"


def hyphenation(lang: str) -> str:
    """The hyphenation dictionary for a text set with ``lang``: a text's default (``"en"``) follows the language
    it prints in; "" (never hyphenate) and any other dictionary named are kept."""
    if lang != "en":
        return lang
    code = current()
    return lang if code == SOURCE else language_info(code).hyphenation


def in_sentence(name: str) -> str:
    """A name ("Sword", "Hand action tokens") as it reads inside a sentence: lower-cased at its start, unless the
    language capitalises its nouns (German: "Schwert" stays)."""
    if language_info(current()).nouns_capitalised:
        return name
    return name[:1].lower() + name[1:]
