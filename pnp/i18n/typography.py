"""How the current language writes what is not a word: decimal marks, large numbers, quotation marks, and the
hyphenation dictionary its lines break by (:class:`pnp.i18n.catalogs.Language`, from each ``language.toml``).

English is written as it always was ("3.5 mm", "1,000", “quoted”), so English output does not change.
"""

from __future__ import annotations

from pnp.i18n import SOURCE, current
from pnp.i18n.catalogs import language_info


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals and the language's decimal mark: "3.5" in English, "3,5" in German."""
    text = f"{value:.{places}f}"
    return text.replace(".", language_info(current()).decimal)


def short(value: float) -> str:
    """``value`` as ``:g`` writes it (no trailing zeros), with the language's decimal mark: "3,5", "4"."""
    return f"{value:g}".replace(".", language_info(current()).decimal)


def whole(n: int) -> str:
    """A whole number grouped as the language groups thousands: "1,000", "1.000" (German), "1 000" (Polish)."""
    code = current()
    if code == SOURCE or n < 1000 and n > -1000:
        return f"{n:,}"
    from babel.numbers import format_decimal

    # CLDR's narrow no-break space is not in every bundled font: the plain no-break space reads the same
    return format_decimal(n, locale=language_info(code).hyphenation).replace("\u202f", "\u00a0")


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
