"""Anchor: pnp's PDF renderer against raw reportlab (bench/raw_reportlab.py) drawing the same icon-heavy pages.

The pages are bench_render.py's: A4, a title and 100 icons in four colours a page; 200 pages. Both sides write a
compressed PDF in memory with the icons as forms defined once; the median of three turns each. Only reportlab,
a pnp dependency, is needed.

Target (issue 19): pnp at least 0.8 x raw reportlab's speed, i.e. pnp's time at most 1.25 x raw's
(`anchor_render_pnp_speed_vs_raw` = raw time / pnp time, at least 0.8).
"""

from __future__ import annotations

from anchor_common import medians
from raw_reportlab import RawPage, raw_pdf

from pnp.icons import icon_names
from pnp.render.pdf import render_pdf
from pnp.scene.color import Color
from pnp.scene.model import Document, Icon, Page, Text

PAGES = 200
ICONS_PER_PAGE = 100
REPS = 3


def pages() -> tuple[Document, list[RawPage]]:
    """The same pages as pnp's scene and as the raw side's plain tuples."""
    names = icon_names()
    colours = [Color.hex(c) for c in ("#222222", "#8a3b12", "#2c5fa8", "#2e8b3d")]
    scene, raw = [], []
    for p in range(PAGES):
        icons = [(names[(p * 7 + i) % 24], 10.0 + (i % 10) * 19, 20.0 + (i // 10) * 26, 16.0, colours[i % 4])
                 for i in range(ICONS_PER_PAGE)]
        title = f"Page {p + 1}"
        scene.append(Page(210, 297, (Text(title, 10, 5, 100, 8, size=12),
                                     *(Icon(n, x, y, s, c) for n, x, y, s, c in icons))))
        raw.append(RawPage(210, 297, scene[-1].bleed, (title, 10, 5, 12),
                           tuple((n, x, y, s, (c.r, c.g, c.b)) for n, x, y, s, c in icons)))
    return Document(tuple(scene), title="bench"), raw


def run():
    doc, raw = pages()
    render_pdf(Document(doc.pages[:2]))  # warm caches (fonts, icon data) on both sides
    raw_pdf(raw[:2])
    out: dict[str, bytes] = {}
    t = medians({"pnp": lambda: out.__setitem__("pnp", render_pdf(doc)),
                 "raw": lambda: out.__setitem__("raw", raw_pdf(raw))}, REPS)
    yield "anchor_render_pages", PAGES, "pages"
    yield "anchor_render_pnp", t["pnp"], "s"
    yield "anchor_render_raw_reportlab", t["raw"], "s"
    yield "anchor_render_pnp_speed_vs_raw", t["raw"] / t["pnp"], "x"
    yield "anchor_render_pnp_bytes_vs_raw", len(out["pnp"]) / len(out["raw"]), "x"
