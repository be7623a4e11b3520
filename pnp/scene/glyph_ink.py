"""Where text and icons put ink: the bounds of the glyphs a line draws and of an icon's outline.

The layout (:mod:`pnp.scene.text`) places lines by their advances and the font's ascent and descent, which is
room, not ink: "ace" inks less than its line's height, an accented capital more than its cap height. A
layout check asks where the ink is, so it measures the glyphs themselves, from the same outlines the SVG
renderer draws (:func:`pnp.fonts.glyph_outline`; the PDF embeds the same glyphs), and an icon from its path
data. Curves are bounded by their control points: TrueType and game-icons outlines put points on the
extremes, so this is the ink's box to within a hair, never smaller.
"""

from __future__ import annotations

import re
from functools import cache

from pnp.fonts import glyph_outline, metrics
from pnp.icons import VIEW_BOX, icon
from pnp.scene.model import Text
from pnp.scene.text import PT, layout_text

Box = tuple[float, float, float, float]  # x0, y0, x1, y1

_TOKEN = re.compile(r"[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def path_bounds(d: str) -> Box | None:
    """The box of every point of absolute SVG path data (M, L, H, V, Q, C, T, S, Z), or None when it draws nothing."""
    xs: list[float] = []
    ys: list[float] = []
    cmd = ""
    numbers: list[float] = []

    def flush() -> None:
        if cmd in ("H", "V"):
            (xs if cmd == "H" else ys).extend(numbers)
        else:
            xs.extend(numbers[0::2])
            ys.extend(numbers[1::2])

    for token in _TOKEN.findall(d):
        if token.isalpha():
            flush()
            cmd, numbers = token.upper(), []
        else:
            numbers.append(float(token))
    flush()
    if not xs or not ys:
        return None
    return (min(xs), min(ys), max(xs), max(ys))


@cache
def glyph_box(font: str, char: str) -> Box | None:
    """The ink of ``char`` in thousandths of an em, x from the pen's position, y down from the baseline; None
    for a glyph without ink (a space) or a character the font lacks (drawn as nothing we can measure)."""
    m = metrics(font)
    gid = m.glyph_ids.get(ord(char))
    if gid is None:
        return None
    b = path_bounds(glyph_outline(font, gid))
    if b is None:
        return None
    k = 1000.0 / m.units_per_em
    return (b[0] * k, -b[3] * k, b[2] * k, -b[1] * k)  # the font's y points up; the scene's points down


@cache
def line_box(font: str, text: str) -> Box | None:
    """The ink of a line of ``text`` in thousandths of an em from its start on the baseline (y down), or None."""
    m = metrics(font)
    x0 = y0 = float("inf")
    x1 = y1 = float("-inf")
    pen = 0.0
    for c in text:
        b = glyph_box(font, c)
        if b is not None:
            x0, y0, x1, y1 = min(x0, pen + b[0]), min(y0, b[1]), max(x1, pen + b[2]), max(y1, b[3])
        pen += m.advance(c)
    return None if x0 == float("inf") else (x0, y0, x1, y1)


@cache
def icon_box(name: str) -> Box:
    """The ink of the icon ``name`` as a fraction of its square (0 to 1 each way)."""
    b = path_bounds(icon(name).d) or (0.0, 0.0, VIEW_BOX, VIEW_BOX)
    return (b[0] / VIEW_BOX, b[1] / VIEW_BOX, b[2] / VIEW_BOX, b[3] / VIEW_BOX)


def ink_boxes(t: Text) -> list[Box]:
    """Each drawn line's ink in the text's own coordinates (mm)."""
    lay = layout_text(t)
    em = lay.size * PT / 1000.0
    out = []
    for line in lay.lines:
        b = line_box(t.font, line.text)
        if b is not None:
            out.append((line.x + b[0] * em, line.baseline + b[1] * em, line.x + b[2] * em, line.baseline + b[3] * em))
    return out
