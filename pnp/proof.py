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

from pnp.catalog import Paper
from pnp.credits import credits_paragraphs
from pnp.errors import PnpError
from pnp.fonts import all_fonts
from pnp.icons import icon, icon_names
from pnp.layout.marks import CropMarks, Guides, finish_page, slug_for
from pnp.layout.nup import PRINTER_MARGIN
from pnp.scene.color import BLACK, Color
from pnp.scene.model import ColorMode, Document, Icon, Item, Page, Style, Text
from pnp.scene.shapes import line, rect
from pnp.scene.text import layout_text
from pnp.version import __version__

INK = Color.hex("#222222")
MUTED = Color.hex("#666666")
PANEL = Color.hex("#f4efe4")
ACCENT = Color.hex("#8a3b12")
MARGIN = 10.0  # mm inside the trim box

SAMPLE = "Quick explorers map the crooked labyrinth: 0123456789 & ÀÉÎÕÜ ß €"


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


def _header(title: str, w: float, opts: ProofOptions, page_no: int, pages: int) -> list[Item]:
    info = f"pnp {__version__} · {opts.paper.name} · bleed {opts.bleed:g} mm"
    if opts.seed is not None:
        info += f" · seed {opts.seed}"
    return [
        Text(title, MARGIN, MARGIN, w - 2 * MARGIN - 30, 12, font="display", size=22, color=ACCENT),
        Text(f"{page_no} / {pages}", w - MARGIN - 30, MARGIN + 2, 30, 6, size=9, color=MUTED, align="right"),
        Text(info, MARGIN, MARGIN + 12, w - 2 * MARGIN, 5, size=8, color=MUTED),
        line(MARGIN, MARGIN + 18, w - MARGIN, MARGIN + 18, Style(stroke=ACCENT, width=0.4)),
    ]


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


def _calibration_page(w: float, h: float, opts: ProofOptions, pages: int) -> list[Item]:
    items: list[Item] = []
    b = opts.bleed
    # A 6 mm band that runs into the bleed: after trimming it must reach every edge.
    band = Style(fill=PANEL)
    items += [
        rect(-b, -b, w + 2 * b, 6 + b, band),
        rect(-b, h - 6, w + 2 * b, 6 + b, band),
        rect(-b, -b, 6 + b, h + 2 * b, band),
        rect(w - 6, -b, 6 + b, h + 2 * b, band),
    ]
    items += _header("Printer proof", w, opts, 1, pages)
    y = MARGIN + 22
    inner = w - 2 * MARGIN
    items.append(
        Text(
            "Print this page at 100 % (actual size, no fit to page). The squares must measure 50 mm and "
            "2 inches and the ruler 1 cm per mark. Crop marks show where to cut; the tinted band runs past "
            "the cut so no white edge shows. Blue: trim line, pink: safe zone, green: bleed.",
            MARGIN, y, inner, 14, size=9, color=INK,
        )
    )
    y += 16
    length = int(min(150, inner - 4) // 10 * 10)
    items.append(Text("mm ruler", MARGIN, y, 40, 4, size=7, color=MUTED))
    items += _ruler(MARGIN, y + 4, length)
    y += 14
    # calibration squares: 50 mm, and 2 in beside it
    sq = Style(stroke=INK, width=0.2, join="miter")
    for x, side, label in ((MARGIN, 50, "50 mm"), (MARGIN + 56, 50.8, "2 in")):
        items.append(rect(x, y, side, side, sq))
        items.append(Text(label, x, y, side, side, size=10, align="center", valign="middle", color=INK))
    # vertical ruler beside the squares
    vr_x = MARGIN + 56 + 50.8 + 8
    if vr_x + 12 < w - MARGIN:
        items += _ruler(vr_x, y, 50, vertical=True)
    # line weights
    lw_x = vr_x + 16
    if lw_x + 40 < w - MARGIN:
        for i, weight in enumerate((0.1, 0.25, 0.5, 1.0, 2.0)):
            ly = y + 4 + i * 10
            items.append(line(lw_x, ly, lw_x + 28, ly, Style(stroke=INK, width=weight, cap="butt")))
            items.append(Text(f"{weight:g} mm", lw_x + 30, ly - 2, 20, 4, size=7, color=INK))
    y += 56
    # colour patches
    patches = [
        ("C", Color(0, 1, 1, cmyk=(1, 0, 0, 0))), ("M", Color(1, 0, 1, cmyk=(0, 1, 0, 0))),
        ("Y", Color(1, 1, 0, cmyk=(0, 0, 1, 0))), ("K", BLACK),
        ("R", Color.hex("#d02020")), ("G", Color.hex("#20a040")), ("B", Color.hex("#2040c0")),
    ] + [(f"{p}%", Color.grey(1 - p / 100)) for p in (10, 25, 50, 75)]
    size = min(14.0, (inner - (len(patches) - 1) * 2) / len(patches))
    for i, (label, color) in enumerate(patches):
        px = MARGIN + i * (size + 2)
        items.append(rect(px, y, size, size, Style(fill=color, stroke=MUTED, width=0.1)))
        items.append(Text(label, px, y + size + 0.5, size, 4, size=6.5, align="center", color=INK))
    y += size + 8
    # fonts
    items.append(Text("Bundled fonts", MARGIN, y, inner, 6, font="body-bold", size=10, color=ACCENT))
    y += 6
    for info in all_fonts():
        items.append(Text(f"{info.key}: {info.family} {info.style}", MARGIN, y, inner, 4, size=7, color=MUTED))
        sample = Text(SAMPLE, MARGIN, y + 3.5, inner, 7, font=info.key, size=12, wrap=False, color=INK, min_size=6)
        items.append(sample)
        y += 12
    # how small text and icons may go and stay legible
    y += 2
    items.append(Text("Legibility", MARGIN, y, inner, 6, font="body-bold", size=10, color=ACCENT))
    y += 7
    x = MARGIN
    for pt in (5, 6, 7, 8, 10, 12):
        label = f"{pt} pt Aa"
        items.append(Text(label, x, y, 30, 6, size=pt, color=INK, wrap=False))
        x += 24
    y += 8
    x = MARGIN
    for size_mm in (4, 6, 8, 12, 16, 20):
        items.append(Icon("minotaur", x, y, size_mm, INK))
        items.append(Text(f"{size_mm} mm", x, y + size_mm + 1, 24, 4, size=6, color=MUTED, wrap=False))
        x += size_mm + 12
    return items


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
    inner_w = w - 2 * MARGIN
    out = []
    x0 = MARGIN + (inner_w - cols * CELL_W) / 2
    for n, chunk in enumerate(chunks):
        items: list[Item] = _header("Icons", w, opts, first + n, pages)
        for i, name in enumerate(chunk):
            cx = x0 + (i % cols) * CELL_W
            cy = TOP + (i // cols) * CELL_H
            items.append(Icon(name, cx + (CELL_W - ICON_SIZE) / 2, cy + 1, ICON_SIZE, INK))
            items.append(Text(name, cx, cy + ICON_SIZE + 2, CELL_W, 4, size=6.5, align="center", color=INK,
                              wrap=False, min_size=4))
            items.append(Text(icon(name).source, cx, cy + ICON_SIZE + 5, CELL_W, 4, size=5, align="center",
                              color=MUTED, wrap=False, min_size=3))
        out.append(items)
    return out


def _credits_page(w: float, h: float, opts: ProofOptions, page_no: int, pages: int) -> list[Item]:
    items: list[Item] = _header("Credits", w, opts, page_no, pages)
    y = MARGIN + 22
    inner = w - 2 * MARGIN
    for heading, body in credits_paragraphs(cmyk=opts.color_mode == "cmyk"):
        if heading:
            items.append(Text(heading, MARGIN, y, inner, 6, font="body-bold", size=10, color=ACCENT))
            y += 6
        t = Text(body, MARGIN, y, inner, 40, size=8, color=INK)
        used = len(layout_text(t).lines) * 8 * 1.2 * 25.4 / 72
        items.append(Text(body, MARGIN, y, inner, used + 1, size=8, color=INK))
        y += used + 2
        if y > h - MARGIN:
            raise PnpError("the credits do not fit on one proof page; use a larger paper")
    return items


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
