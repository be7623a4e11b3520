"""A print shop's preflight of line weights, text sizes and bleeds, read back from a PDF's content streams.

Independent of the renderer: pikepdf parses each page's content stream (and every form XObject it paints,
with the form's /Matrix), and this walks the operators as a PDF viewer would, keeping the graphics state
stack (``q``/``Q``, ``cm``, ``w``) and the text state (``Tf``, ``Tm``, ``Td``...). For each page it reports

- the bleed: how far the BleedBox reaches past the TrimBox on each side, in mm;
- every stroke: the line width in effect when a path is stroked, in mm on paper (the width scaled by the CTM
  in its thinnest direction, so a squashed form cannot hide a hairline); a width of 0 is the thinnest line
  a device can draw, a hairline, and counts as 0;
- every piece of text shown: its size in points on paper (Tf size × the text matrix × the CTM, measured
  along the text's vertical axis); invisible text (render modes 3 and 7) is left out;
- with each stroke its stroke colour and with each text its fill colour, as set (``k``/``K`` gives the four CMYK
  values, ``rg``/``RG`` three, ``g``/``G`` one; None until one is set): whether small text and fine lines print
  on one plate.

``python tests/pdfhygiene.py FILE.pdf...`` prints a summary per file.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pikepdf

MM_PER_PT = 25.4 / 72.0
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
_STROKES = {"S", "s", "B", "B*", "b", "b*"}
_SHOWS = {"Tj", "TJ", "'", '"'}
_FILL_COLOURS, _STROKE_COLOURS = {"k", "rg", "g"}, {"K", "RG", "G"}


def mul(m: Matrix, n: Matrix) -> Matrix:
    """m then n (PDF's row-vector convention: m × n)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def thinnest_scale(m: Matrix) -> float:
    """The smallest factor by which m stretches a length (its least singular value)."""
    a, b, c, d = m[:4]
    s = a * a + b * b + c * c + d * d
    det = abs(a * d - b * c)
    return math.sqrt(max(0.0, (s - math.sqrt(max(0.0, s * s - 4 * det * det))) / 2))


Colour = tuple[float, ...] | None  # the colour operator's operands: CMYK, RGB or grey by their count


@dataclass(frozen=True)
class Stroke:
    width_mm: float
    at_pt: tuple[float, float]  # where the current path started, on the page (points, PDF's y up)
    form: str  # the form XObject painting it, "" on the page itself
    color: Colour = None  # the stroke colour


@dataclass(frozen=True)
class Shown:
    size_pt: float
    at_pt: tuple[float, float]
    form: str
    color: Colour = None  # the fill colour the glyphs are painted in


@dataclass
class PageFacts:
    number: int  # 1-based
    bleed_mm: tuple[float, float, float, float]  # left, bottom, right, top
    strokes: list[Stroke] = field(default_factory=list)
    texts: list[Shown] = field(default_factory=list)

    @property
    def bleed(self) -> float | None:
        """The bleed when every side has the same (to 1 µm), else None."""
        sides = [round(v, 3) for v in self.bleed_mm]
        return sides[0] if len(set(sides)) == 1 else None


class _Text:
    """The text state of one content stream: the text and line matrices, the font size, leading, render mode."""

    def __init__(self) -> None:
        self.tm = self.tlm = IDENTITY
        self.size = self.leading = 0.0
        self.mode = 0

    def apply(self, name: str, args: list) -> None:
        if name == "BT":
            self.tm = self.tlm = IDENTITY
        elif name == "Tf":
            self.size = float(args[1])
        elif name == "TL":
            self.leading = float(args[0])
        elif name == "Tr":
            self.mode = int(args[0])
        elif name == "Tm":
            self.tm = self.tlm = tuple(float(v) for v in args)  # type: ignore[assignment]
        elif name in ("Td", "TD"):
            if name == "TD":
                self.leading = -float(args[1])
            self.tm = self.tlm = mul((1, 0, 0, 1, float(args[0]), float(args[1])), self.tlm)
        elif name in ("T*", "'", '"'):
            self.tm = self.tlm = mul((1, 0, 0, 1, 0, -self.leading), self.tlm)


class _Walker:
    def __init__(self, facts: PageFacts) -> None:
        self.facts = facts

    def run(self, obj, resources, ctm: Matrix, form: str, depth: int = 0, fill: Colour = None,
            stroke: Colour = None) -> None:
        assert depth < 32, "forms nested too deep (a cycle?)"
        stack: list[tuple[Matrix, float, Colour, Colour]] = []
        width = 1.0  # PDF's default line width
        text = _Text()
        start = (0.0, 0.0)
        for operands, op in pikepdf.parse_content_stream(obj):
            name = str(op)
            args = list(operands)  # numbers are converted where used: names and arrays are operands too
            text.apply(name, args)
            if name == "q":
                stack.append((ctm, width, fill, stroke))
            elif name == "Q":
                ctm, width, fill, stroke = stack.pop()
            elif name in _FILL_COLOURS:
                fill = tuple(float(v) for v in args)
            elif name in _STROKE_COLOURS:
                stroke = tuple(float(v) for v in args)
            elif name == "cm":
                ctm = mul(tuple(float(v) for v in args), ctm)  # type: ignore[arg-type]
            elif name == "w":
                width = float(args[0])
            elif name in ("m", "re"):
                x, y = float(args[0]), float(args[1])
                start = (ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5])
            elif name in _STROKES:
                self.facts.strokes.append(Stroke(width * thinnest_scale(ctm) * MM_PER_PT, start, form, stroke))
            elif name in _SHOWS and text.mode not in (3, 7):
                m = mul(text.tm, ctm)
                self.facts.texts.append(Shown(text.size * math.hypot(m[2], m[3]), (m[4], m[5]), form, fill))
            elif name == "Do":
                self.form(resources, args[0], ctm, depth, fill, stroke)

    def form(self, resources, name, ctm: Matrix, depth: int, fill: Colour, stroke: Colour) -> None:
        xobjects = resources.get("/XObject") if resources is not None else None
        xo = xobjects.get(str(name)) if xobjects is not None else None
        # a form starts with the colours in effect where it is painted (an icon's form sets none)
        if xo is not None and xo.get("/Subtype") == "/Form":
            matrix = tuple(float(v) for v in xo.get("/Matrix", IDENTITY))
            self.run(xo, xo.get("/Resources", resources), mul(matrix, ctm), str(name), depth + 1,  # type: ignore[arg-type]
                     fill, stroke)


def _box(obj, key: str, fallback: str) -> tuple[float, ...]:
    box = obj.get(key, obj.get(fallback))
    return tuple(float(v) for v in box)


def measure(pdf_path: Path | str) -> list[PageFacts]:
    """Every page's bleed, strokes and text sizes."""
    out = []
    with pikepdf.open(pdf_path) as pdf:
        for i, page in enumerate(pdf.pages):
            obj = page.obj
            media = _box(obj, "/MediaBox", "/MediaBox")
            crop = _box(obj, "/CropBox", "/MediaBox") if "/CropBox" in obj else media
            trim = _box(obj, "/TrimBox", "/CropBox") if "/TrimBox" in obj else crop
            bleed = _box(obj, "/BleedBox", "/CropBox") if "/BleedBox" in obj else crop
            inset = (trim[0] - bleed[0], trim[1] - bleed[1], bleed[2] - trim[2], bleed[3] - trim[3])
            facts = PageFacts(i + 1, tuple(v * MM_PER_PT for v in inset))  # type: ignore[arg-type]
            _Walker(facts).run(page.obj, obj.get("/Resources"), IDENTITY, "")
            out.append(facts)
    return out


@dataclass(frozen=True)
class Summary:
    """One file's figures: its bleeds (with the pages of each), thin lines and small text."""

    bleeds: dict[float | None, list[int]]
    thin_lines: list[tuple[int, Stroke]]
    small_text: list[tuple[int, Shown]]
    thinnest_mm: float | None
    smallest_pt: float | None


def summarise(pages: list[PageFacts], min_line_mm: float = 0.1, min_text_pt: float = 5.0) -> Summary:
    bleeds: dict[float | None, list[int]] = {}
    for p in pages:
        bleeds.setdefault(p.bleed, []).append(p.number)
    strokes = [(p.number, s) for p in pages for s in p.strokes]
    texts = [(p.number, t) for p in pages for t in p.texts]
    # a rounding margin: 0.1 mm written as 0.1 mm in a form scaled by 1/512 comes back as 0.0999999...
    return Summary(
        bleeds,
        [(n, s) for n, s in strokes if s.width_mm < min_line_mm - 1e-6],
        [(n, t) for n, t in texts if t.size_pt < min_text_pt - 1e-6],
        min((s.width_mm for _, s in strokes), default=None),
        min((t.size_pt for _, t in texts), default=None),
    )


def _pages(numbers: list[int]) -> str:
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ",".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def report(path: Path | str) -> str:
    s = summarise(measure(path))
    bleeds = "; ".join(f"{'mixed' if b is None else f'{b:.3f} mm'} on {_pages(n)}" for b, n in s.bleeds.items())
    thin = f"{s.thinnest_mm:.3f} mm" if s.thinnest_mm is not None else "-"
    small = f"{s.smallest_pt:.2f} pt" if s.smallest_pt is not None else "-"
    where = sorted({n for n, _ in s.small_text})
    return (f"{path}: bleed {bleeds}; {len(s.thin_lines)} lines < 0.1 mm (thinnest {thin}); "
            f"{len(s.small_text)} glyph runs < 5 pt (smallest {small}{', pages ' + _pages(where) if where else ''})")


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(report(arg))
