"""The bundled fonts: where they are, their metrics and their glyph outlines.

``fonts/fonts.toml`` lists them by key (``body``, ``body-bold``, ``display``...).
Metrics come from the TrueType tables (via fontTools) and are shared by the
text layout, so the PDF and the SVG break lines at the same places; the SVG
renderer also takes the glyph outlines from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from pnp.errors import PnpError
from pnp.resources import fonts_dir
from pnp.textfile import load_toml


@dataclass(frozen=True)
class FontInfo:
    key: str
    path: Path
    family: str
    style: str
    licence: Path
    author: str

    @property
    def pdf_name(self) -> str:
        """The name under which the PDF renderer registers this font."""
        return f"pnp-{self.key}"


@lru_cache(maxsize=1)
def _manifest() -> dict[str, FontInfo]:
    folder = fonts_dir()
    path = folder / "fonts.toml"
    data = load_toml(path, PnpError)
    fonts: dict[str, FontInfo] = {}
    for key, entry in data.get("font", {}).items():
        missing = [k for k in ("file", "family", "style", "licence") if k not in entry]
        if missing:
            raise PnpError(f"{path}: font.{key} lacks {', '.join(missing)}")
        info = FontInfo(
            key=key,
            path=folder / entry["file"],
            family=entry["family"],
            style=entry["style"],
            licence=folder / entry["licence"],
            author=entry.get("author", ""),
        )
        if not info.path.is_file():
            raise PnpError(f"{path}: font.{key}.file: {info.path} does not exist")
        fonts[key] = info
    if "body" not in fonts:
        raise PnpError(f"{path}: a font with key 'body' is required")
    return fonts


def font_info(key: str) -> FontInfo:
    fonts = _manifest()
    if key not in fonts:
        raise PnpError(f"unknown font {key!r} (known: {', '.join(fonts)})")
    return fonts[key]


def all_fonts() -> list[FontInfo]:
    return list(_manifest().values())


@dataclass(frozen=True)
class FontMetrics:
    """Per-font numbers in thousandths of an em (the PDF convention)."""

    key: str
    units_per_em: int
    ascent: float
    descent: float  # positive, below the baseline
    cap_height: float
    x_height: float
    widths: dict[int, float]  # code point -> advance
    glyph_ids: dict[int, int]  # code point -> glyph index
    default_width: float

    def advance(self, char: str) -> float:
        return self.widths.get(ord(char), self.default_width)

    def string_width(self, text: str, size: float) -> float:
        """Width of ``text`` in points at ``size`` points."""
        widths, default = self.widths, self.default_width
        return sum(widths.get(ord(c), default) for c in text) * size / 1000.0

    def has_glyph(self, char: str) -> bool:
        return ord(char) in self.glyph_ids


def _open(path: Path):
    import logging

    from fontTools.ttLib import TTFont  # lazy: fontTools takes a while to import

    # fontTools warns about old 'created' dates in the bundled fonts; harmless
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return TTFont(str(path), lazy=True)


@cache
def metrics(key: str) -> FontMetrics:
    info = font_info(key)
    font = _open(info.path)
    upm = font["head"].unitsPerEm
    scale = 1000.0 / upm
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    order = font.getGlyphOrder()
    index = {name: i for i, name in enumerate(order)}
    widths = {cp: hmtx[name][0] * scale for cp, name in cmap.items()}
    glyph_ids = {cp: index[name] for cp, name in cmap.items()}
    os2 = font["OS/2"]
    hhea = font["hhea"]
    cap = getattr(os2, "sCapHeight", 0) or 0.7 * upm
    xh = getattr(os2, "sxHeight", 0) or 0.5 * upm
    return FontMetrics(
        key=key,
        units_per_em=upm,
        ascent=hhea.ascent * scale,
        descent=-hhea.descent * scale,
        cap_height=cap * scale,
        x_height=xh * scale,
        widths=widths,
        glyph_ids=glyph_ids,
        default_width=hmtx[order[0]][0] * scale,
    )


@cache
def _glyph_set(key: str):
    font = _open(font_info(key).path)
    return font, font.getGlyphSet()


@cache
def glyph_outline(key: str, glyph_id: int) -> str:
    """SVG path data of a glyph, in font units with y pointing up."""
    from fontTools.pens.svgPathPen import SVGPathPen

    font, glyphs = _glyph_set(key)
    name = font.getGlyphOrder()[glyph_id]
    pen = SVGPathPen(glyphs, ntos=lambda v: f"{v:g}")
    glyphs[name].draw(pen)
    return pen.getCommands()
