"""Text for the box layouts (:mod:`pnp.scene.boxes`): lines broken as :mod:`pnp.scene.text` breaks them, with
pyphen's hyphenation where a line would otherwise end far short of its box, at the largest size between the
asked size and a floor that fits the box.

The lines are those :func:`pnp.scene.text.layout_text` makes of the same box whenever no word is hyphenated
(the same greedy breaking on the same font metrics), so the scene keeps its plain wrapped texts; a hyphenated
text is handed on as its lines, which the renderers draw as they are.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from pnp.fonts import FontMetrics, metrics
from pnp.i18n.typography import hyphenation
from pnp.scene.model import VAlign
from pnp.scene.text import FIT_STEP, PT, fit_steps, split_word

if TYPE_CHECKING:
    from pyphen import Pyphen

# A line is hyphenated only when the word that does not fit would leave more than this share of the line empty:
# a card's narrow columns otherwise end ragged, but a word broken where a short gap would do reads worse.
RAGGED = 0.3
SHORTEST = 6  # letters: shorter words are never hyphenated (pyphen keeps two before the hyphen, three after)


@dataclass(frozen=True)
class Setting:
    """A text set in a box: its lines, the size they are set at, and the room they take (mm)."""

    lines: tuple[str, ...]
    size: float
    width: float  # the widest line
    height: float  # the room its ink needs as it is placed (see :func:`ink_room`)
    fits: bool  # within the box at this size (else: set at the floor, larger than the box)
    hyphenated: bool


@cache
def _dictionary(lang: str) -> Pyphen:
    import pyphen  # imported when a text is first hyphenated: `pnp --help` never loads it

    return pyphen.Pyphen(lang=lang)


def _hyphen_cut(word: str, m: FontMetrics, size: float, room: float, lang: str) -> int:
    """The longest start of ``word`` that, with a hyphen, fits ``room`` points; 0 when none does."""
    if len(word) < SHORTEST or not word.isalpha():
        return 0
    for cut in reversed(_dictionary(lang).positions(word)):
        if m.string_width(word[:cut] + "-", size) <= room + 1e-9:
            return int(cut)
    return 0


def break_lines(text: str, font: str, size: float, width: float,
                lang: str = "") -> tuple[tuple[str, ...], bool, bool]:
    """:func:`_break_lines` with ``lang`` the dictionary of the language printed in (a text's default, "en",
    follows the language: :func:`pnp.i18n.typography.hyphenation`)."""
    return _break_lines(text, font, size, width, hyphenation(lang))


@lru_cache(maxsize=8192)
def _break_lines(text: str, font: str, size: float, width: float,
                 lang: str = "") -> tuple[tuple[str, ...], bool, bool]:
    """``text`` broken into lines of at most ``width`` mm at ``size`` pt (``lang``: hyphenate by its dictionary;
    empty: never), whether a word was hyphenated, and whether one had to be cut between letters where its
    dictionary allows no break (a fault a reader sees: a setting that needs it does not fit)."""
    m = metrics(font)
    max_w = width / PT
    space = m.advance(" ") * size / 1000.0
    lines: list[str] = []
    hyphenated = broken = False
    for para in text.split("\n"):
        words = [w for w in para.split(" ") if w] or [""]
        current, current_w = "", 0.0
        for word in words:
            w = m.string_width(word, size)
            if not current:
                current, current_w = word, w
            elif current_w + space + w <= max_w + 1e-9:
                current, current_w = current + " " + word, current_w + space + w
            else:
                room = max_w - current_w - space
                cut = _hyphen_cut(word, m, size, room, lang) if lang and room > RAGGED * max_w else 0
                if cut:
                    lines.append(current + " " + word[:cut] + "-")
                    word, hyphenated = word[cut:], True
                else:
                    lines.append(current)
                current, current_w = word, m.string_width(word, size)
            while current_w > max_w + 1e-9 and len(current) > 1:  # a word wider than the box
                cut = _hyphen_cut(current, m, size, max_w, lang) if lang else 0
                if not cut:
                    *pieces, current = split_word(current, m, size, max_w)  # cut between characters, as text.py
                    lines.extend(pieces)
                    broken = broken or bool(pieces)
                    current_w = m.string_width(current, size)
                    break
                lines.append(current[:cut] + "-")
                current, hyphenated = current[cut:], True
                current_w = m.string_width(current, size)
        lines.append(current)
    return tuple(lines), hyphenated, broken


def ink_room(font: str, size: float, lines: int, leading: float, valign: VAlign = "top") -> float:
    """The height (mm) a block of ``lines`` lines needs for its ink to stay in its box as :mod:`pnp.scene.text`
    places it. Set from the top or the bottom, that is the ascent to the descent (every bundled font's glyphs
    keep within those); centred, the block's capitals sit mid-box, so the box must reach past them by the
    larger of the ascent's rise over the capitals and the descent, on both sides (a "y" under a centred
    heading would otherwise hang out of a box as tall as the line)."""
    if lines == 0:
        return 0.0
    m = metrics(font)
    em = size * PT / 1000.0
    step = (lines - 1) * size * leading * PT
    if valign == "middle":
        return m.cap_height * em + step + 2 * max(m.ascent - m.cap_height, m.descent) * em
    return (m.ascent + m.descent) * em + step


def _set_at(text: str, font: str, size: float, width: float, leading: float, wrap: bool,
            lang: str, valign: VAlign) -> tuple[tuple[str, ...], bool, bool, float, float]:
    if wrap:
        lines, hyphenated, broken = break_lines(text, font, size, width, lang)
    else:
        lines, hyphenated, broken = tuple(text.split("\n")), False, False
    m = metrics(font)
    widest = max((m.string_width(line, size) for line in lines), default=0.0) * PT
    return lines, hyphenated, broken, widest, ink_room(font, size, len(lines), leading, valign)


def set_text(text: str, font: str, size: float, least: float, width: float, height: float, *,
             leading: float = 1.2, wrap: bool = True, lang: str = "en", valign: VAlign = "top") -> Setting:
    """:func:`_set_text` with the dictionary of the language printed in (see :func:`break_lines`)."""
    return _set_text(text, font, size, least, width, height, leading=leading, wrap=wrap, lang=hyphenation(lang),
                     valign=valign)


@lru_cache(maxsize=16384)
def _set_text(text: str, font: str, size: float, least: float, width: float, height: float, *,
              leading: float = 1.2, wrap: bool = True, lang: str = "en", valign: VAlign = "top") -> Setting:
    """``text`` at the largest of ``size``, ``size - FIT_STEP``, ... down to ``least`` pt that fits the box
    (``width`` × ``height`` mm, its ink placed by ``valign``); when none does, at the smallest size (``fits``
    False: the box must grow)."""

    def at(s: float) -> Setting:
        lines, hyphenated, broken, widest, tall = _set_at(text, font, s, width, leading, wrap, lang, valign)
        fits = not broken and widest <= width + 1e-6 and tall <= height + 1e-6
        return Setting(lines, s, widest, tall, fits, hyphenated)

    first = at(size)
    steps = fit_steps(size, least) if size > least else 0
    if first.fits or not steps:
        return first
    lo, hi = 1, steps  # fitting is monotone in the size: the first step that fits, by halves
    while lo < hi:
        mid = (lo + hi) // 2
        if at(size - FIT_STEP * mid).fits:
            hi = mid
        else:
            lo = mid + 1
    return at(size - FIT_STEP * lo)
