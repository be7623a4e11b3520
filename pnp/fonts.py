"""The bundled fonts: where they are, their metrics and their glyph outlines.

``fonts/fonts.toml`` lists them by key (``body``, ``body-bold``, ``display``...).
Metrics come from the TrueType tables (via fontTools) and are shared by the
text layout, so the PDF and the SVG break lines at the same places; the SVG
renderer also takes the glyph outlines from here.
"""

from __future__ import annotations

import unicodedata
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
    extended: Path | None = None  # the same face with letters it lacks added, drawn where a text needs them
    extended_family: str = ""
    extended_licence: Path | None = None

    @property
    def pdf_name(self) -> str:
        """The name under which the PDF renderer registers this font."""
        return f"pnp-{self.key}"

    def extension(self) -> FontInfo | None:
        """The extended face as a font of its own (for its credit, licence and embedding), or None."""
        if self.extended is None or self.extended_licence is None:
            return None
        return FontInfo(f"{self.key}-extended", self.extended, self.extended_family, self.style,
                        self.extended_licence, self.author)


def _fail(path: Path, where: str, message: str) -> PnpError:
    error = PnpError(f"{path}: {where}: {message}")
    error.located = True
    return error


def read_fonts(folder: Path) -> dict[str, FontInfo]:
    """The fonts ``folder/fonts.toml`` lists, checked against :class:`~pnp.fonts_schema.FontFile`; each file
    (font and licence) there, and the body font listed."""
    from pnp.fonts_schema import FontFile
    from pnp.schema import validate

    path = folder / "fonts.toml"
    wire = validate(FontFile, load_toml(path, PnpError), str(path), PnpError)
    fonts: dict[str, FontInfo] = {}
    for key, entry in wire.font.items():
        if (entry.extended is None) != (entry.extended_licence is None) or \
                (entry.extended is None) != (entry.extended_family is None):
            raise _fail(path, f"font.{key}.extended", "needs extended, extended_family and extended_licence together")
        info = FontInfo(key=key, path=folder / entry.file, family=entry.family, style=entry.style,
                        licence=folder / entry.licence, author=entry.author,
                        extended=folder / entry.extended if entry.extended else None,
                        extended_family=entry.extended_family or "",
                        extended_licence=folder / entry.extended_licence if entry.extended_licence else None)
        checked = [("file", info.path), ("licence", info.licence)]
        if info.extended is not None and info.extended_licence is not None:
            checked += [("extended", info.extended), ("extended_licence", info.extended_licence)]
        for field, target in checked:
            if not target.is_file():
                raise _fail(path, f"font.{key}.{field}", f"{target} does not exist")
        fonts[key] = info
    if "body" not in fonts:
        # text that names no font of its own is set in the body font
        raise _fail(path, "font.body", "missing (a font with key 'body' is required)")
    return fonts


@lru_cache(maxsize=1)
def _manifest() -> dict[str, FontInfo]:
    return read_fonts(fonts_dir())


def licence_text(info: FontInfo) -> str:
    """The licence a kit prints for ``info``: UTF-8 text of a bounded length, without control characters."""
    from pnp.fonts_schema import MAX_LICENCE
    from pnp.textfile import read_text

    text = read_text(info.licence, PnpError, "licence text").replace("\r\n", "\n")
    if len(text) > MAX_LICENCE:
        raise PnpError(f"{info.licence}: {len(text):,} characters is too long for a licence (at most {MAX_LICENCE:,})")
    for number, line in enumerate(text.split("\n"), 1):
        if bad := next((ch for ch in line if ch != "\t" and unicodedata.category(ch) in ("Cc", "Cs", "Co")), None):
            raise PnpError(f"{info.licence}: line {number}: the control character U+{ord(bad):04X}, "
                           "which no page can print")
    return text


def font_info(key: str) -> FontInfo:
    fonts = _manifest()
    if key not in fonts:
        raise PnpError(f"unknown font {key!r} (known: {', '.join(fonts)})")
    return fonts[key]


def all_fonts() -> list[FontInfo]:
    return list(_manifest().values())


def printed_fonts() -> list[FontInfo]:
    """The fonts a document in the current language may embed, each to be credited with its licence: every
    font, and the extended face of one whose own file lacks a letter the language's words print."""
    from pnp.i18n import current
    from pnp.i18n.catalogs import characters

    letters = characters(current())
    out: list[FontInfo] = []
    for info in all_fonts():
        out.append(info)
        extension = info.extension()
        if extension is not None and any(ord(c) in added_characters(info.key) for c in letters):
            out.append(extension)
    return out


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
        return _advances(self.key, text) * size / 1000.0

    def has_glyph(self, char: str) -> bool:
        return ord(char) in self.glyph_ids


def _open(path: Path):
    import logging

    from fontTools.ttLib import TTFont  # lazy: fontTools takes a while to import

    # fontTools warns about old 'created' dates in the bundled fonts; harmless
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    try:
        return TTFont(str(path), lazy=True)
    except Exception as err:  # a file fontTools cannot read (not a font, truncated): never a traceback
        raise PnpError(f"{path}: not a TrueType font ({err})") from None


@lru_cache(maxsize=65536)
def _advances(key: str, text: str) -> float:
    """The sum of ``text``'s advances in font ``key``, in thousandths of an em: layouts measure the same words
    at many sizes and widths while they look for what fits."""
    m = metrics(key)
    widths, default = m.widths, m.default_width
    return sum(widths.get(ord(c), default) for c in text)


def drawn_path(info: FontInfo) -> Path:
    """The file a font's text is measured and outlined in: its extended face when it has one (the same glyphs,
    the same numbers, and the letters the original lacks), else its own."""
    return info.extended or info.path


@cache
def base_characters(key: str) -> frozenset[int]:
    """The code points the font's own file (not its extension) draws."""
    return frozenset(_open(font_info(key).path).getBestCmap())


@cache
def added_characters(key: str) -> frozenset[int]:
    """The code points the font's extended face adds to its own file (none without one)."""
    info = font_info(key)
    if info.extended is None:
        return frozenset()
    return frozenset(metrics(key).glyph_ids) - base_characters(key)


def needs_extension(key: str, text: str) -> bool:
    """Whether ``text`` has a letter only the font's extended face draws (and so is drawn in it)."""
    added = added_characters(key)
    return bool(added) and any(ord(c) in added for c in text)


@cache
def metrics(key: str) -> FontMetrics:
    info = font_info(key)
    font = _open(drawn_path(info))
    try:
        return _measure(key, font)
    except Exception as err:  # fontTools raises many kinds on a file that only looks like a font
        raise PnpError(f"{info.path}: not a usable TrueType font ({err})") from None


def _measure(key: str, font) -> FontMetrics:
    if "glyf" not in font:  # PostScript outlines: the PDF renderer embeds TrueType outlines only
        raise ValueError("no TrueType outlines")
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
    font = _open(drawn_path(font_info(key)))
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
