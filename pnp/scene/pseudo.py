"""Pseudo-localisation: every printed string made longer and accented, as localisation teams try a layout
before any translation exists.

A translation runs 30 to 40 % longer than English (German, French, Finnish), uses letters with accents, and
must not lose its ends to a box too small. :func:`pseudo` turns a string into such a stand-in that still
reads: each letter accented ("Score" → "Šçöré"), padding of tildes that makes it 40 % longer, and a bracket at
each end, so a truncated string shows at once ("[Šçöré ýöûr påth ~~~~~~]"). The accents are Latin-1's and
Latin Extended-A's Š and Ž, which every bundled font draws (the display font has no others).

There are no translation catalogs yet (issue 30 brings gettext): :func:`pseudo_page` pseudo-localises the
strings of a page already drawn, each Text re-wrapping in its own box as it would with a translation; the
layout check (:mod:`pnp.scene.layout_check`) then shows where the layout does not hold it. Once catalogs
exist, pseudo-localisation belongs in the catalog layer (a pseudo-locale), where it changes only translatable
strings; here every string with a word in it is changed, numbers and ids aside (see :func:`translatable`).
"""

from __future__ import annotations

import math
import re
from contextlib import AbstractContextManager
from dataclasses import replace

from pnp.scene.locale import locale
from pnp.scene.model import Group, Item, Page, Text

GROWTH = 0.4  # a translation's length over English's
OPEN, CLOSE = "[", "]"
PAD = "~"
PAD_WORD = 6  # padding goes in words of at most this many tildes, which a line may break between

_WORD = re.compile(r"[A-Za-z]{2,}")
_PLAIN, _ACCENTED = "AaCcEeIiNnOoUuYySsZz", "ÅåÇçÉéÎîÑñÖöÛûÝýŠšŽž"


def _accented(text: str) -> bool:
    """Whether ``text`` is already pseudo-localised though it has no bracket: the middle lines of a paragraph a
    layout set in the pseudo-locale and split over pages. Such text has accented letters and none of the
    letters the accents replace (every English word has a vowel or one of c, n, s, z)."""
    return any(c in _ACCENTED for c in text) and not any(c in _PLAIN for c in text)


_ACCENTS = str.maketrans(_PLAIN, _ACCENTED)


def translatable(text: str) -> bool:
    """Whether ``text`` holds words a translator would translate: two letters in a row, not all capitals with
    digits nor Roman numerals alone (an id such as "E3" or "SW-MYXMA-TQT7W" and scroll "II" stay as printed; a
    heading "RULES" is a word)."""
    words = _WORD.findall(text)
    if not words or all(set(w) <= set("IVXLC") for w in words):
        return False
    return not (all(w.isupper() for w in words) and any(c.isdigit() for c in text))


def _padding(n: int) -> str:
    """``n`` characters of padding: tildes in words of at most :data:`PAD_WORD`, each after a space."""
    out = ""
    while len(out) < n:
        room = n - len(out)
        word = min(PAD_WORD, max(1, room - 1))
        out += " " + PAD * word if room > 1 else PAD
    return out[:n]


def pseudo(text: str) -> str:
    """``text`` pseudo-localised: accented, each paragraph :data:`GROWTH` longer with tildes, a bracket at each
    end. Text a translator would leave alone (numbers, ids, blank), or already pseudo-localised (a layout set in
    the pseudo-locale, whole or a piece of it with one of its brackets), is returned as it is."""
    if not translatable(text) or text.startswith(OPEN) or text.endswith(CLOSE) or _accented(text):
        return text  # (a piece of one already set in the pseudo-locale has one bracket, or none: see _accented)
    paragraphs = [p.translate(_ACCENTS) + (_padding(math.ceil(len(p) * GROWTH)) if p.strip() else "")
                  for p in text.split("\n")]
    return OPEN + "\n".join(paragraphs) + CLOSE


def pseudo_locale() -> AbstractContextManager[None]:
    """The pseudo-locale: layouts placed inside set every string pseudo-localised before measuring it, so their
    boxes grow and their sections flow on as a translation's would (:mod:`pnp.scene.locale`); what the
    drawing code placed by hand is pseudo-localised afterwards by :func:`pseudo_page`, in its own box."""
    return locale(pseudo)


def _items(items: tuple[Item, ...]) -> tuple[Item, ...]:
    out: list[Item] = []
    for item in items:
        if isinstance(item, Text):
            out.append(replace(item, text=pseudo(item.text)))
        elif isinstance(item, Group):
            out.append(replace(item, items=_items(item.items)))
        else:
            out.append(item)
    return tuple(out)


def pseudo_page(page: Page) -> Page:
    """``page`` with every printed string pseudo-localised in its own box (symbols' art is shared and left)."""
    return replace(page, items=_items(page.items))
