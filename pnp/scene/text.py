"""Text layout shared by all renderers: line breaking, alignment, shrink-to-fit.

Both the PDF and the SVG renderer draw exactly the lines computed here, so the
two outputs break and place text identically.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pnp.fonts import FontMetrics, metrics
from pnp.scene.color import Color
from pnp.scene.model import Align, Text

PT = 25.4 / 72.0  # millimetres per point
OVERHANG = 0.04  # of an em: as far as a glyph's ink may lean out of its box sideways (a side bearing's overhang)


@dataclass(frozen=True)
class Line:
    text: str
    x: float  # left end of the line, mm
    baseline: float  # mm
    width: float  # mm


@dataclass(frozen=True)
class TextLayout:
    lines: tuple[Line, ...]
    size: float  # the point size used (smaller than asked when shrunk to fit)
    overflow: bool  # the text does not fit its box even at the smallest size


def _break_words(words: list[str], m: FontMetrics, size: float, max_w: float) -> list[str]:
    lines: list[str] = []
    space = m.advance(" ") * size / 1000.0
    current = ""
    current_w = 0.0
    for word in words:
        w = m.string_width(word, size)
        if not current:
            current, current_w = word, w
        elif current_w + space + w <= max_w + 1e-9:
            current += " " + word
            current_w += space + w
        else:
            lines.append(current)
            current, current_w = word, w
        if current_w > max_w + 1e-9 and len(current) > 1:
            # a single word wider than the box is split between characters
            *pieces, current = split_word(current, m, size, max_w)
            lines.extend(pieces)
            current_w = m.string_width(current, size)
    lines.append(current)
    return lines


def split_word(word: str, m: FontMetrics, size: float, max_w: float) -> list[str]:
    """``word`` cut into pieces, each the longest start that fits ``max_w`` (points), at least one character.

    The last piece is the rest, which fits. Linear in the word's length: the
    cuts are found on running sums of the advances and only confirmed with
    :meth:`FontMetrics.string_width` (the sums the rest of the layout uses)
    where the two could disagree, so a 5,000-character word in a 1 mm box
    takes milliseconds, with the cuts a character-by-character search makes.
    """
    scale = size / 1000.0
    adv = [m.advance(c) for c in word]
    prefix = [0.0]  # prefix[i]: the advances of word[:i], running sum
    for a in adv:
        prefix.append(prefix[-1] + a)
    slack = 1e-12 * (len(word) + 1) * (prefix[-1] * scale + max_w + 1.0)  # beyond any rounding of these sums

    def wider(start: int, stop: int, limit: float) -> bool:
        """Whether word[start:stop] is wider than ``limit``, exactly as string_width says."""
        rough = (prefix[stop] - prefix[start]) * scale
        if abs(rough - limit) > slack:
            return rough > limit
        return m.string_width(word[start:stop], size) > limit

    pieces: list[str] = []
    start = 0
    while len(word) - start > 1 and wider(start, len(word), max_w + 1e-9):
        # the longest piece of at least one character, and short of the whole rest, that fits
        last = len(word) - 1
        lo, reach = start + 1, 1
        while lo + reach <= last and not wider(start, lo + reach, max_w):  # gallop: short pieces, few probes
            lo, reach = lo + reach, reach * 2
        hi = min(lo + reach - 1, last)
        while lo < hi:  # the cut: the last end in lo..hi whose piece fits (lo if none does)
            mid = (lo + hi + 1) // 2
            if wider(start, mid, max_w):
                hi = mid - 1
            else:
                lo = mid
        pieces.append(word[start:lo])
        start = lo
    pieces.append(word[start:])
    return pieces


def _lines_at(t: Text, m: FontMetrics, size: float) -> list[str]:
    max_w = t.width / PT  # box width in points
    out: list[str] = []
    for para in t.text.split("\n"):
        if not t.wrap:
            out.append(para)
            continue
        words = para.split(" ")
        words = [w for w in words if w] or [""]
        out.extend(_break_words(words, m, size, max_w))
    return out


def _fits(t: Text, m: FontMetrics, size: float, lines: list[str]) -> bool:
    widest = max((m.string_width(s, size) for s in lines), default=0.0) * PT
    return widest <= t.width + 1e-6 and _block_height(m, size, t.leading, len(lines)) <= t.height + 1e-6


def _block_height(m: FontMetrics, size: float, leading: float, n: int) -> float:
    """Height from the top of the first line's capitals to the lowest descender, mm."""
    if n == 0:
        return 0.0
    return (m.ascent + m.descent) / 1000.0 * size * PT + (n - 1) * size * leading * PT


def text_height(font: str, size: float, lines: int = 1, leading: float = 1.2) -> float:
    """Height (mm) a block of ``lines`` lines needs in a Text box, by the layout's own formula."""
    return _block_height(metrics(font), size, leading, lines)


def measured_text(text: str, x: float, y: float, w: float, *, color: Color, font: str = "body",
                  size: float = 7.0, leading: float = 1.2, align: Align = "left") -> Text:
    """A wrapped Text whose box is exactly as tall as its lines, so blocks can be stacked."""
    probe = Text(text, x, y, w, 1000.0, font=font, size=size, leading=leading)
    n = len(layout_text(probe).lines)
    return Text(text, x, y, w, text_height(font, size, n, leading) + 0.05, font=font, size=size, color=color,
                leading=leading, align=align)


FIT_STEP = 0.25  # points: shrink-to-fit tries sizes this far apart


def fit_steps(size: float, min_size: float) -> int:
    """How many ``FIT_STEP``s the size may shrink: the smallest is still at least ``min_size``."""
    k = max(0, int((size - min_size + 1e-9) / FIT_STEP))
    while k > 0 and size - FIT_STEP * k < min_size - 1e-9:  # the division may round up by one step
        k -= 1
    while size - FIT_STEP * (k + 1) >= min_size - 1e-9:
        k += 1
    return k


@lru_cache(maxsize=4096)
def layout_text(t: Text) -> TextLayout:
    m = metrics(t.font)
    size = t.size
    lines = _lines_at(t, m, size)
    overflow = not _fits(t, m, size, lines)
    steps = fit_steps(size, t.min_size) if overflow and t.min_size is not None else 0
    if steps:
        size, lines, overflow = _shrink(t, m, steps)
    return TextLayout(_place(t, m, size, lines), size, overflow)


def _shrink(t: Text, m: FontMetrics, steps: int) -> tuple[float, list[str], bool]:
    """The largest of the sizes ``t.size - FIT_STEP * k`` (k = 1..steps) at which the text fits.

    A smaller size never needs more lines or a wider line, so "fits" goes from
    false to true once as k grows: a binary search finds the first fitting
    step in about log2(steps) layouts (a 10 pt text with a 1 pt floor: 6),
    where trying every quarter point took up to ``steps``. With none fitting,
    the smallest size, overflowing.
    """
    lo, hi = 1, steps  # the first fitting step lies in lo..hi, or none does
    while lo < hi:
        mid = (lo + hi) // 2
        if _fits(t, m, t.size - FIT_STEP * mid, _lines_at(t, m, t.size - FIT_STEP * mid)):
            hi = mid
        else:
            lo = mid + 1
    size = t.size - FIT_STEP * lo
    lines = _lines_at(t, m, size)
    return size, lines, not _fits(t, m, size, lines)


def _place(t: Text, m: FontMetrics, size: float, lines: list[str]) -> tuple[Line, ...]:
    step = size * t.leading * PT
    em = size * PT / 1000.0
    n = len(lines)
    if t.valign == "top":
        first = t.y + m.ascent * em
    elif t.valign == "middle":
        # centre the capitals of the block, which is what the eye sees as centred
        visual = m.cap_height * em + (n - 1) * step
        first = t.y + (t.height - visual) / 2 + m.cap_height * em
    else:
        first = t.y + t.height - m.descent * em - (n - 1) * step
    placed = []
    for i, s in enumerate(lines):
        w = m.string_width(s, size) * PT
        if t.align == "left":
            x = t.x
        elif t.align == "center":
            x = t.x + (t.width - w) / 2
        else:
            x = t.x + t.width - w
        # a line whose first glyph's ink starts left of its origin by more than a side bearing's overhang (an
        # italic "j", a bold "Ì") is moved in until its ink starts on the box's edge, as far as its right has room
        lead = _lead(t.font, s[:1])
        if lead > OVERHANG:
            x = max(x, min(t.x + lead * size * PT, t.x + t.width - w))
        # and one whose last glyph's ink ends right of its advance by more than that (an italic "f" ending a
        # right-aligned line) is moved in until its ink ends on the box's edge, as far as its left has room
        tail = _tail(t.font, s[-1:])
        if tail > OVERHANG:
            x = min(x, max(t.x + t.width - w - tail * size * PT, t.x))
        placed.append(Line(s, x, first + i * step, w))
    return tuple(placed)


@lru_cache(maxsize=1024)
def _lead(font: str, char: str) -> float:
    """How far (ems) the ink of ``char`` starts left of its origin: 0 when it starts at or right of it."""
    from pnp.scene.glyph_ink import glyph_box  # it measures this module's lines: imported here, not at the top

    b = glyph_box(font, char) if char else None
    return max(0.0, -b[0] / 1000.0) if b is not None else 0.0


@lru_cache(maxsize=1024)
def _tail(font: str, char: str) -> float:
    """How far (ems) the ink of ``char`` ends right of its advance: 0 when it ends at or left of it."""
    from pnp.scene.glyph_ink import glyph_box  # it measures this module's lines: imported here, not at the top

    b = glyph_box(font, char) if char else None
    return max(0.0, (b[2] - metrics(font).advance(char)) / 1000.0) if b is not None else 0.0


def text_width(text: str, font: str = "body", size: float = 10.0) -> float:
    """Width of a single line in mm."""
    return metrics(font).string_width(text, size) * PT
