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
        # a single word wider than the box is split between characters
        if current_w > max_w + 1e-9 and len(current) > 1:
            while True:
                cut = _cut(m, current, size, max_w)
                lines.append(current[:cut])
                current = current[cut:]
                if len(current) <= 1 or not _wider(m, current, size, max_w + 1e-9):
                    break
            current_w = m.string_width(current, size)
    lines.append(current)
    return lines


def _wider(m: FontMetrics, text: str, size: float, limit: float) -> bool:
    """``m.string_width(text, size) > limit``, reading only as much of ``text`` as decides it.

    Widths are never negative, so once a running sum passes the limit by more than any rounding could
    account for (a relative 1e-9; two sums of 2,000 widths differ by far less) the whole is wider; a
    close call is decided by string_width itself.
    """
    widths, default = m.widths, m.default_width
    sure = limit * (1.0 + 1e-9)
    total = 0.0
    for ch in text:
        total += widths.get(ord(ch), default)
        if total * size / 1000.0 > sure:
            return True
    return m.string_width(text, size) > limit


def _cut(m: FontMetrics, word: str, size: float, max_w: float) -> int:
    """Where to split a word too wide for the box: its longest head that fits (at least 1 character, never
    all of it), the same cut as searching down from the whole word, found from the front in about the
    head's length: a 2,000-character word in a narrow box is laid out in a blink, not in minutes."""
    widths, default = m.widths, m.default_width
    last = len(word) - 1
    total, cut = 0.0, 0
    while cut < last:
        total += widths.get(ord(word[cut]), default)
        if total * size / 1000.0 > max_w:
            break
        cut += 1
    cut = max(cut, 1)
    # the running sum and string_width may differ in the last bit: settle the cut with string_width itself
    while cut < last and m.string_width(word[:cut + 1], size) <= max_w:
        cut += 1
    while cut > 1 and m.string_width(word[:cut], size) > max_w:
        cut -= 1
    return cut


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


@lru_cache(maxsize=4096)
def layout_text(t: Text) -> TextLayout:
    m = metrics(t.font)
    size = t.size
    lines = _lines_at(t, m, size)
    overflow = not _fits(t, m, size, lines)
    if overflow and t.min_size is not None:
        while size - 0.25 >= t.min_size - 1e-9:
            size -= 0.25
            lines = _lines_at(t, m, size)
            if _fits(t, m, size, lines):
                overflow = False
                break
    return TextLayout(_place(t, m, size, lines), size, overflow)


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
        placed.append(Line(s, x, first + i * step, w))
    return tuple(placed)


def text_width(text: str, font: str = "body", size: float = 10.0) -> float:
    """Width of a single line in mm."""
    return metrics(font).string_width(text, size) * PT
