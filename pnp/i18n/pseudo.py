"""Pseudo-localisation of a string: made longer and accented, as localisation teams try a layout before any
translation exists.

A translation runs 30 to 40 % longer than English (German, French, Finnish), uses letters with accents, and
must not lose its ends to a box too small. :func:`pseudo` turns a string into such a stand-in that still
reads: each letter accented ("Score" → "Šçöré"), padding of tildes that makes it 40 % longer, and a bracket at
each end, so a truncated string shows at once ("[Šçöré ýöûr påth ~~~~~~]"). The accents are Latin-1's and
Latin Extended-A's Š and Ž, which every bundled font draws.

Two uses: the layouts' pseudo-locale (:mod:`pnp.scene.pseudo`, every string of a drawn page changed), and the
catalogs' pseudo-language (:mod:`pnp.i18n.pseudo_catalog`, only the strings the catalog holds changed, so any
printed English word left shows that a string escaped the catalog: :func:`escaped`).
"""

from __future__ import annotations

import math
import re

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




_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([a-z_]+\)[sd]|%[sd]")


def pseudo_message(message: str) -> str:
    """A catalog message pseudo-localised with its placeholders (``{n}``, ``%(name)s``) left as they are, so it
    still formats; brackets and padding as :func:`pseudo` puts them."""
    if not translatable(_PLACEHOLDER.sub("", message)):
        return message
    parts = _PLACEHOLDER.split(message)
    holders = _PLACEHOLDER.findall(message)
    out = parts[0].translate(_ACCENTS)
    for holder, part in zip(holders, parts[1:]):
        out += holder + part.translate(_ACCENTS)
    paragraphs = [p + (_padding(math.ceil(len(p) * GROWTH)) if p.strip() else "") for p in out.split("\n")]
    return OPEN + "\n".join(paragraphs) + CLOSE


_ID = re.compile(r"\b[A-Z0-9]+(?:-[A-Z0-9]+)+\b")  # a puzzle's or sheet's id: "KE-BMXJZ-GWCLZ", "SW-MYXMA-TQT7W"


def escaped(text: str) -> list[str]:
    """The English words of a text printed in the pseudo-language: words of two letters or more with a letter
    the pseudo-language accents. A string the catalog holds has none, so each is a string that escaped it. Ids
    (capitals and digits joined by hyphens) are printed as they are in every language."""
    text = _ID.sub(" ", text)
    if not translatable(text):
        return []
    return [w for w in _WORD.findall(text) if any(c in _PLAIN for c in w) and not set(w) <= set("IVXLC")]
