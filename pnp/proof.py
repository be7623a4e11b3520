"""The printer proof: checks a printer and the install in a few pages.

Page 1 calibrates (rulers, a 50 mm and a 2 in square, colour patches, line
weights, every bundled font, a bleed band), the middle pages show every
vendored icon with its name, the last page lists the credits. Each sheet is
exactly the chosen paper (MediaBox = paper), so it prints at 100 % on a home
printer; the trim box sits inside it, leaving room for bleed and crop marks,
which end 4 mm inside the paper's edge (the margin home printers leave white).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pnp.catalog import Paper
from pnp.credits import credits_paragraphs
from pnp.errors import PnpError
from pnp.fonts import all_fonts
from pnp.i18n import N_, _
from pnp.i18n.typography import short
from pnp.icons import icon, icon_names
from pnp.layout.marks import CropMarks, Guides, finish_page, slug_for
from pnp.layout.nup import PRINTER_MARGIN
from pnp.scene import boxes as b
from pnp.scene.color import BLACK, Color
from pnp.scene.model import ColorMode, Document, Item, Page, Style, Text
from pnp.scene.shapes import line, rect
from pnp.scene.tall import laid_tall
from pnp.version import __version__

INK = Color.hex("#222222")
MUTED = Color.hex("#666666")
PANEL = Color.hex("#f4efe4")
ACCENT = Color.hex("#8a3b12")
MARGIN = 10.0  # mm inside the trim box

# i18n: a line set in each bundled font: a pangram-like sentence of the language, the digits and accented letters
SAMPLE = N_("Quick explorers map the crooked labyrinth: 0123456789 & ÀÉÎÕÜ ß €")


@dataclass(frozen=True)
class ProofOptions:
    paper: Paper
    bleed: float
    marks: CropMarks | None = CropMarks()
    guides: Guides | None = Guides()
    color_mode: ColorMode = "rgb"
    seed: int | None = None


def _trim_size(opts: ProofOptions) -> tuple[float, float, float]:
    """The trim size and the slug: the marks (or, without them, the bleed) end the printer's margin inside the
    paper, so a home printer prints all of them."""
    slug = slug_for(opts.marks, opts.bleed) - 1.0 if opts.marks else 0.0  # slug_for keeps 1 mm of paper
    slug += PRINTER_MARGIN
    margin = opts.bleed + slug
    w = opts.paper.width - 2 * margin
    h = opts.paper.height - 2 * margin
    if w < 90 or h < 120:
        raise PnpError(
            f"paper {opts.paper.name} is too small for the proof once bleed and marks take "
            f"{margin:g} mm per side (needs at least 90 x 120 mm inside)"
        )
    return w, h, slug


def _header(title: str, opts: ProofOptions, page_no: int, pages: int) -> b.Column:
    """The page's title and number on one baseline, what built it under them, an accent rule: down to
    :data:`TOP`."""
    # i18n: the proof's small print under its title: pnp's version, the paper's name, its bleed in mm
    info = _("pnp {version} · {paper} · bleed {mm} mm").format(version=__version__, paper=opts.paper.name,
                                                              mm=short(opts.bleed))
    if opts.seed is not None:
        info += _(" · seed {seed}").format(seed=opts.seed)

    def rule(x: float, y: float, width: float, _h: float) -> list[Item]:
        return [line(x, y, x + width, y, Style(stroke=ACCENT, width=0.4))]

    return b.Column(height=TOP - MARGIN, shrink=0.0, children=(
        b.Row(height=12.0, shrink=0.0, baseline=True, children=(
            b.Words(text=title, font="display", size=22, color=ACCENT, grow=1, name="proof's title"),
            b.Words(text=f"{page_no} / {pages}", size=9, color=MUTED, text_align="right", width=30.0,
                    name="page number"))),
        _words(info, 8, 5.0, MUTED), _gap(1.0), b.Art(draw=rule, height=0.0)))


def _words(text: str, size: float, height: float, color: Color = INK, **kw: Any) -> b.Words:
    """A text ``height`` mm tall (its lines and the room under them)."""
    return b.Words(text=text, size=size, color=color, height=height, shrink=0.0, name=text[:24], **kw)


def _gap(mm: float) -> b.Box:
    return b.Box(height=mm, shrink=0.0)


def _page(children: list[b.Box], w: float, what: str) -> tuple[tuple[Item, ...], float]:
    """``children`` down the page from its margin, as tall as they ask (the calibration page on Letter reaches
    2.4 mm into the bottom margin, clear of the band), and the height they take."""
    return laid_tall(b.Column(children=tuple(children)), MARGIN, MARGIN, w - 2 * MARGIN, 0.0, what)


def _ruler(x: float, y: float, length: int, vertical: bool = False) -> list[Item]:
    items: list[Item] = []
    hair = Style(stroke=INK, width=0.12, cap="butt")

    def at(along: float, across: float) -> tuple[float, float]:
        return (x + across, y + along) if vertical else (x + along, y + across)

    for mm in range(length + 1):
        tick = 4.0 if mm % 10 == 0 else 2.5 if mm % 5 == 0 else 1.5
        items.append(line(*at(mm, 0), *at(mm, tick), hair))
        if mm % 10 == 0:
            label = str(mm // 10)
            if vertical:
                items.append(Text(label, x + 4.5, y + mm - 1.5, 6, 3, size=6, color=INK))
            else:
                items.append(Text(label, x + mm - 3, y + 4.5, 6, 3, size=6, color=INK, align="center"))
    return [*items, line(x, y, *at(length, 0), hair)]


def _squares(x: float, y: float, width: float, _h: float) -> list[Item]:
    """The calibration squares (50 mm, 2 in), a 5 cm ruler down beside them and the line weights, where the
    width holds them: each at its exact millimetres."""
    items: list[Item] = []
    sq = Style(stroke=INK, width=0.2, join="miter")
    for left, side, label in ((x, 50, _("50 mm")), (x + 56, 50.8, _("2 in"))):
        items.append(rect(left, y, side, side, sq))
        items.append(Text(label, left, y, side, side, size=10, align="center", valign="middle", color=INK))
    vr_x = x + 56 + 50.8 + 8
    if vr_x + 12 < x + width:
        items += _ruler(vr_x, y, 50, vertical=True)
    lw_x = vr_x + 16
    if lw_x + 40 < x + width:
        for i, weight in enumerate((0.1, 0.25, 0.5, 1.0, 2.0)):
            ly = y + 4 + i * 10
            items.append(line(lw_x, ly, lw_x + 28, ly, Style(stroke=INK, width=weight, cap="butt")))
            items.append(Text(_("{mm} mm").format(mm=short(weight)), lw_x + 30, ly - 2, 20, 4, size=7, color=INK))
    return items


PATCHES = [
    ("C", Color(0, 1, 1, cmyk=(1, 0, 0, 0))), ("M", Color(1, 0, 1, cmyk=(0, 1, 0, 0))),
    ("Y", Color(1, 1, 0, cmyk=(0, 0, 1, 0))), ("K", BLACK),
    ("R", Color.hex("#d02020")), ("G", Color.hex("#20a040")), ("B", Color.hex("#2040c0")),
] + [(f"{p}%", Color.grey(1 - p / 100)) for p in (10, 25, 50, 75)]


def _calibration_page(w: float, h: float, opts: ProofOptions, pages: int) -> list[Item]:
    bl = opts.bleed
    # A 6 mm band that runs into the bleed: after trimming it must reach every edge.
    band = Style(fill=PANEL)
    items: list[Item] = [
        rect(-bl, -bl, w + 2 * bl, 6 + bl, band),
        rect(-bl, h - 6, w + 2 * bl, 6 + bl, band),
        rect(-bl, -bl, 6 + bl, h + 2 * bl, band),
        rect(w - 6, -bl, 6 + bl, h + 2 * bl, band),
    ]
    inner = w - 2 * MARGIN
    length = int(min(150, inner - 4) // 10 * 10)
    size = min(14.0, (inner - (len(PATCHES) - 1) * 2) / len(PATCHES))

    def patch(label: str, color: Color) -> b.Column:
        def draw(x: float, y: float, _w: float, _h: float) -> list[Item]:
            return [rect(x, y, size, size, Style(fill=color, stroke=MUTED, width=0.1))]

        return b.Column(width=size, shrink=0.0, children=(
            b.Art(draw=draw, height=size), _gap(0.5), _words(label, 6.5, 4.0, text_align="center")))

    def font_sample(key: str, family: str, style: str) -> b.Column:
        return b.Column(children=(_words(f"{key}: {family} {style}", 7, 3.5, MUTED), _words(
            _(SAMPLE), 12, 7.0, font=key, wrap=False, least=6), _gap(1.5)))

    def icon_size(mm: int) -> b.Column:
        return b.Column(width=mm + 12.0, shrink=0.0, children=(
            b.Glyph(icon="minotaur", width=mm, height=mm, align="start", color=INK), _gap(1.0),
            _words(_("{mm} mm").format(mm=mm), 6, 4.0, MUTED, wrap=False)))

    return items + list(_page([
        _header(_("Printer proof"), opts, 1, pages),
        _words(_("Print this page at 100 % (actual size, no fit to page). The squares must measure 50 mm and "
                 "2 inches and the ruler 1 cm per mark. Crop marks show where to cut; the tinted band runs past "
                 "the cut so no white edge shows. Blue: trim line, pink: safe zone, green: bleed."), 9, 16.0),
        _words(_("mm ruler"), 7, 4.0, MUTED),
        b.Art(draw=lambda x, y, _w, _h: _ruler(x, y, length), height=10.0),
        b.Art(draw=_squares, height=56.0),
        b.Row(gap=2.0, children=tuple(patch(label, color) for label, color in PATCHES)), _gap(3.5),
        _words(_("Bundled fonts"), 10, 6.0, ACCENT, font="body-bold"),
        *(font_sample(info.key, info.family, info.style) for info in all_fonts()), _gap(2.0),
        # how small text and icons may go and stay legible
        _words(_("Legibility"), 10, 7.0, ACCENT, font="body-bold"),
        # a type size sample in a box of its size, in every language: the unit and two letters
        b.Row(children=tuple(_words(f"{pt} pt Aa", pt, 8.0, width=24.0, wrap=False)
                             for pt in (5, 6, 7, 8, 10, 12))),
        b.Row(items_align="start", children=tuple(icon_size(mm) for mm in (4, 6, 8, 12, 16, 20))),
    ], w, "the proof's calibration page")[0])


CELL_W, CELL_H, ICON_SIZE = 24.0, 25.0, 14.0  # the icon pages' grid, mm
TOP = MARGIN + 22  # below the header


def _icon_chunks(w: float, h: float) -> tuple[int, list[list[str]]]:
    """Columns of the icon grid and the icon names on each icon page."""
    names = icon_names()
    cols = max(1, int((w - 2 * MARGIN) // CELL_W))
    rows = max(1, int((h - TOP - MARGIN) // CELL_H))
    per_page = cols * rows
    return cols, [names[i : i + per_page] for i in range(0, len(names), per_page)]


def _icon_pages(w: float, opts: ProofOptions, cols: int, chunks: list[list[str]], first: int,
                pages: int) -> list[list[Item]]:
    """Each page of icons a grid, centred: every icon over its name and where it comes from."""
    def cell(name: str) -> b.Column:
        return b.Column(height=CELL_H, children=(
            _gap(1.0), b.Glyph(icon=name, width=ICON_SIZE, height=ICON_SIZE, align="center", color=INK), _gap(1.0),
            _words(name, 6.5, 3.0, text_align="center", wrap=False, least=4),
            _words(icon(name).source, 5, 4.0, MUTED, text_align="center", wrap=False, least=3)))

    return [list(_page([_header(_("Icons"), opts, first + n, pages), b.Grid(
        columns=(CELL_W,) * cols, cells=tuple(cell(name) for name in chunk), width=cols * CELL_W, align="center")],
        w, "the proof's icons")[0]) for n, chunk in enumerate(chunks)]


def _credits_page(w: float, h: float, opts: ProofOptions, page_no: int, pages: int) -> list[Item]:
    parts: list[b.Box] = [_header(_("Credits"), opts, page_no, pages)]
    for heading, body in credits_paragraphs(cmyk=opts.color_mode == "cmyk"):
        if heading:
            parts.append(_words(heading, 10, 6.0, ACCENT, font="body-bold"))
        parts += [b.Words(text=body, size=8, color=INK, shrink=0.0, name=body[:24]), _gap(2.0)]
    items, height = _page(parts, w, "the proof's credits")
    if MARGIN + height > h - MARGIN:
        raise PnpError("the credits do not fit on one proof page; use a larger paper")
    return list(items)


def build_proof(opts: ProofOptions) -> Document:
    w, h, slug = _trim_size(opts)
    cols, chunks = _icon_chunks(w, h)
    total = 1 + len(chunks) + 1
    bodies = [_calibration_page(w, h, opts, total)]
    bodies += _icon_pages(w, opts, cols, chunks, 2, total)
    bodies.append(_credits_page(w, h, opts, total, total))
    pages = [finish_page(Page(w, h, tuple(items), bleed=opts.bleed, slug=slug, label=f"proof {i + 1}"), opts.marks,
                         opts.guides) for i, items in enumerate(bodies)]
    return Document(
        tuple(pages),
        title="pnp printer proof",
        subject=f"Proof sheet for {opts.paper.name}",
        color_mode=opts.color_mode,
    )
