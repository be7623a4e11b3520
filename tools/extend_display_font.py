"""Build fonts/TorchSketch-Bold.ttf: Cabin Sketch Bold with the Polish letters it lacks.

Cabin Sketch (fonts/CabinSketch-Bold.ttf, SIL Open Font License 1.1) draws every letter of English, German,
French, Spanish, Italian and Dutch but not Polish: ą ć ę ł ń ś ź ż and their capitals. This script adds them
as TrueType composite glyphs built from the font's own drawings, so they keep its sketchy look:

- ć ń ś ź Ć Ń Ś Ź: the letter and the font's acute, placed as in its ó and Ó;
- ż Ż: the letter and a dot accent, the dot of the font's i (a new glyph ``dotaccent``, U+02D9);
- ą ę Ą Ę: the letter and an ogonek hanging from its right foot: the font's cedilla, a short stroke down to
  the left, which is the way an ogonek runs (mirrored, as a first try had it, it stuck out like a tail);
  also a glyph ``ogonek`` of its own, U+02DB;
- ł Ł: the letter and the font's hyphen, shortened and turned into a slanted bar across the stem.

Each new letter takes the advance and the kerning of its base letter. The licence reserves the names
"Cabin" and "Cabin Sketch", which a modified version may not use, so the result is named Torch Sketch; its
copyright lines are the original's, with a line saying what pnp changed.

Run from the repository: ``python tools/extend_display_font.py`` (or ``--out PATH``; ``--sample PDF`` also
sets a Polish sample in the result, the picture in docs/images/display-font-polish.png at 150 dpi). The output
is the same bytes on every run (the head table's dates are fixed), which tests/test_font_coverage.py checks.
"""

from __future__ import annotations

import argparse
import logging
import math
from pathlib import Path

from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphComponent

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "fonts" / "CabinSketch-Bold.ttf"
TARGET = ROOT / "fonts" / "TorchSketch-Bold.ttf"

FAMILY = "Torch Sketch"
STYLE = "Bold"
POSTSCRIPT = "TorchSketch-Bold"
VERSION = "Version 1.002; pnp 1"
DERIVED = ("Torch Sketch is derived from Cabin Sketch (Pablo Impallari and Igino Marini), "
           "with Polish letters added by the pnp authors.")

# how far the acute, dot accent and slash of a capital sit above those of a small letter (the font's Ó: 171)
CAP_RAISE = 171

# new letter -> (its code point, the base letter's glyph), by the mark each adds
ACUTE = {"cacute": (0x107, "c"), "nacute": (0x144, "n"), "sacute": (0x15B, "s"), "zacute": (0x17A, "z"),
         "Cacute": (0x106, "C"), "Nacute": (0x143, "N"), "Sacute": (0x15A, "S"), "Zacute": (0x179, "Z")}
DOT = {"zdotaccent": (0x17C, "z"), "Zdotaccent": (0x17B, "Z")}
OGONEK = {"aogonek": (0x105, "a"), "eogonek": (0x119, "e"), "Aogonek": (0x104, "A"), "Eogonek": (0x118, "E")}
SLASH = {"lslash": (0x142, "l"), "Lslash": (0x141, "L")}

# fine placement, found by looking at the rendered sample (docs/images/display-font-polish.png, made with --sample)
ACUTE_RAISE = {"n": 20}  # n stands 20 units taller than o
DOT_RAISE = 0  # the i's dot already sits at its height over z's x-height
DOT_RAISE_CAP = CAP_RAISE
# base -> where the ogonek's top right corner sits, from the right foot: 10 right and 30 up, into the foot
OGONEK_AT = {"a": (10, 30), "e": (10, 30), "A": (10, 30), "E": (10, 30)}
# base -> (length and thickness of the bar as shares of the hyphen's, its angle in degrees, its centre)
SLASH_AT = {"l": (0.8, 0.7, 30, (165, 390)), "L": (0.8, 0.7, 30, (140, 320))}


def _bounds(font: TTFont, name: str) -> tuple[int, int, int, int]:
    glyph = font["glyf"][name]
    glyph.recalcBounds(font["glyf"])
    return glyph.xMin, glyph.yMin, glyph.xMax, glyph.yMax


def _component(name: str, x: float, y: float, matrix: tuple[float, float, float, float] | None = None):
    component = GlyphComponent()
    component.glyphName = name
    component.x, component.y = round(x), round(y)
    component.flags = 0
    if matrix is not None:
        xx, xy, yx, yy = matrix
        component.transform = [[round(xx, 4), round(xy, 4)], [round(yx, 4), round(yy, 4)]]
    return component


def _composite(components: list, metrics: bool = True) -> Glyph:
    glyph = Glyph()
    glyph.numberOfContours = -1
    glyph.components = components
    if metrics:  # the base letter's advance and side bearings (no hinting anywhere in the font)
        components[0].flags |= 0x0200  # USE_MY_METRICS
    return glyph


def _ogonek_component(font: TTFont, x: float, y: float):
    """The cedilla as an ogonek whose top right corner lands on (x, y). Every composite names the cedilla
    itself: one level of components, as in the rest of the font."""
    _, _, right, top = _bounds(font, "cedilla")
    return _component("cedilla", x - right, y - top)


def _outline_from_contours(font: TTFont, name: str, keep) -> Glyph:
    """A simple glyph of the contours of ``name`` whose bounding box ``keep(xMin, yMin, xMax, yMax)`` accepts."""
    glyph = font["glyf"][name]
    coords, ends, flags = glyph.getCoordinates(font["glyf"])
    pen = TTGlyphPen(None)
    start = 0
    for end in ends:
        points = list(coords[start:end + 1])
        on = [bool(f & 1) for f in flags[start:end + 1]]
        start = end + 1
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        if not keep(min(xs), min(ys), max(xs), max(ys)):
            continue
        _draw_contour(pen, points, on)
    return pen.glyph()


def _draw_contour(pen, points, on) -> None:
    """One closed quadratic contour, as stored in a glyf table, onto a pen."""
    n = len(points)
    first = next((i for i in range(n) if on[i]), None)
    if first is None:  # all off-curve: the implied points between them carry it
        pen.qCurveTo(*points, None)
        pen.closePath()
        return
    pen.moveTo(points[first])
    offs: list = []
    for step in range(1, n + 1):
        i = (first + step) % n
        if on[i]:
            if offs:
                pen.qCurveTo(*offs, points[i])
                offs = []
            elif step < n:
                pen.lineTo(points[i])
        else:
            offs.append(points[i])
    if offs:
        pen.qCurveTo(*offs, points[first])
    pen.closePath()


def _add_glyph(font: TTFont, name: str, glyph: Glyph, advance: int, codepoint: int | None) -> None:
    font["glyf"].glyphs[name] = glyph
    order = font.getGlyphOrder()
    if name not in order:
        order.append(name)
        font.setGlyphOrder(order)
    glyph.recalcBounds(font["glyf"])
    lsb = glyph.xMin if glyph.numberOfContours else 0
    font["hmtx"][name] = (advance, lsb)
    if codepoint is not None:
        for table in font["cmap"].tables:
            if table.isUnicode():
                table.cmap[codepoint] = name


def _acute_dx(font: TTFont, base: str) -> float:
    """The acute's offset over ``base``: centred on the letter's ink, 6 units to the right (its slant), as the
    font's own ó and Ó place it."""
    x0, _, x1, _ = _bounds(font, base)
    a0, _, a1, _ = _bounds(font, "acute")
    return (x0 + x1) / 2 - (a0 + a1) / 2 + 6


def _right_foot(font: TTFont, base: str) -> float:
    """The x where the rightmost ink touches the baseline (within 40 units of it)."""
    coords, _, _ = font["glyf"][base].getCoordinates(font["glyf"])
    low = [x for x, y in coords if y < 40]
    return max(low)


def extend(source: Path, target: Path) -> None:
    logging.getLogger("fontTools").setLevel(logging.ERROR)  # the source's old 'created' date: harmless
    font = TTFont(str(source), recalcTimestamp=False)
    hmtx = font["hmtx"]
    added: dict[str, str] = {}  # new letter -> its base (for kerning)

    # the dot accent: the dot of i (its contours above the x-height)
    dot = _outline_from_contours(font, "i", lambda x0, y0, x1, y1: y0 > 500)
    _add_glyph(font, "dotaccent", dot, hmtx["i"][0], 0x2D9)
    # the ogonek on its own: the cedilla where the cedilla glyph draws it, hanging from the baseline
    standalone = _composite([_ogonek_component(font, _bounds(font, "cedilla")[2], 0)], metrics=False)
    _add_glyph(font, "ogonek", standalone, hmtx["cedilla"][0], 0x2DB)

    for name, (codepoint, base) in ACUTE.items():
        raise_ = CAP_RAISE if base.isupper() else ACUTE_RAISE.get(base, 0)
        glyph = _composite([_component(base, 0, 0), _component("acute", _acute_dx(font, base), raise_)])
        _add_glyph(font, name, glyph, hmtx[base][0], codepoint)
        added[name] = base

    d0, _, d1, _ = _bounds(font, "dotaccent")
    for name, (codepoint, base) in DOT.items():
        x0, _, x1, _ = _bounds(font, base)
        dx = (x0 + x1) / 2 - (d0 + d1) / 2
        dy = DOT_RAISE_CAP if base.isupper() else DOT_RAISE
        glyph = _composite([_component(base, 0, 0), _component("dotaccent", dx, dy)])
        _add_glyph(font, name, glyph, hmtx[base][0], codepoint)
        added[name] = base

    for name, (codepoint, base) in OGONEK.items():
        dx, dy = OGONEK_AT[base]
        glyph = _composite([_component(base, 0, 0), _ogonek_component(font, _right_foot(font, base) + dx, dy)])
        _add_glyph(font, name, glyph, hmtx[base][0], codepoint)
        added[name] = base

    h0, h1, h2, h3 = _bounds(font, "hyphen")
    for name, (codepoint, base) in SLASH.items():
        scale_x, scale_y, angle, (cx, cy) = SLASH_AT[base]
        cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        matrix = (scale_x * cos, scale_x * sin, -scale_y * sin, scale_y * cos)  # scale, then turn
        # the hyphen's centre, transformed, lands on (cx, cy)
        hx, hy = (h0 + h2) / 2, (h1 + h3) / 2
        tx = cx - (matrix[0] * hx + matrix[2] * hy)
        ty = cy - (matrix[1] * hx + matrix[3] * hy)
        glyph = _composite([_component(base, 0, 0), _component("hyphen", tx, ty, matrix)])
        _add_glyph(font, name, glyph, hmtx[base][0], codepoint)
        added[name] = base

    _copy_kerning(font, added)
    _rename(font)
    font["post"].extraNames = []  # recomputed from the glyph order on save
    font["maxp"].numGlyphs = len(font.getGlyphOrder())
    font.save(str(target))


def _copy_kerning(font: TTFont, added: dict[str, str]) -> None:
    """Each new letter kerns as its base letter; pairs of two new letters as their bases."""
    if "kern" not in font:
        return
    for table in font["kern"].kernTables:
        pairs = table.kernTable
        new = {}
        for (left, right), value in pairs.items():
            lefts = [left] + [n for n, b in added.items() if b == left]
            rights = [right] + [n for n, b in added.items() if b == right]
            for a in lefts:
                for b in rights:
                    if (a, b) not in pairs:
                        new[(a, b)] = value
        if len(pairs) + len(new) <= 10920:  # a format 0 subtable holds at most that many
            pairs.update(new)


def _rename(font: TTFont) -> None:
    names = font["name"]
    copyright_ = names.getDebugName(0)
    full = f"{FAMILY} {STYLE}"
    records = {
        0: f"{copyright_}\n{DERIVED}",
        1: FAMILY,
        2: STYLE,
        3: f"pnp: {full}: 2026",
        4: full,
        5: VERSION,
        6: POSTSCRIPT,
        10: f"{names.getDebugName(10)} {DERIVED}",
        18: full,
    }
    # the trademark notice names the original ("CabinSketch Bold"), which this font is not called
    names.removeNames(nameID=7)
    for record in list(names.names):
        if record.nameID in records:
            record.string = records[record.nameID]


SAMPLE = "Zażółć gęślą jaźń — ĄĆĘŁŃÓŚŹŻ „Łódź” Ökonomie Ça Ñandú"


def sample(font_path: Path, pdf: Path) -> None:
    """A one-page PDF of :data:`SAMPLE` at 36 pt in the font (the picture in docs/pictures is this page,
    rasterised)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont as ReportlabFont
    from reportlab.pdfgen.canvas import Canvas

    pdfmetrics.registerFont(ReportlabFont("sample", str(font_path)))
    halves = SAMPLE.split(" — ")
    width = max(pdfmetrics.stringWidth(line, "sample", 36) for line in halves) + 36
    height = 2 * 44 + 12
    canvas = Canvas(str(pdf), pagesize=(width, height), invariant=1)
    canvas.setFont("sample", 36)
    for row, line in enumerate((halves[0] + " —", halves[1])):
        canvas.drawString(18, height - 40 - row * 44, line)
    canvas.showPage()
    canvas.save()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--out", type=Path, default=TARGET)
    parser.add_argument("--sample", type=Path, help="also write a PDF of a Polish sample set in the result")
    args = parser.parse_args()
    extend(args.source, args.out)
    print(f"wrote {args.out}")
    if args.sample:
        sample(args.out, args.sample)
        print(f"wrote {args.sample}")


if __name__ == "__main__":
    main()
