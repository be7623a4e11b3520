"""Anchor: pnp's n-up card imposition (the home kit's layout) against pdfimpose `cards`, on the same 108 cards.

The cards are the path-cards deck's 70 mm cards, fronts and their own backs taken in turn until there are 108.
pdfimpose gets them rendered one card per page (front, back, front, back...: its `cards` schema's input), on A4
with crop marks; pnp imposes the same cards' scenes with the home preset (A4, duplex backs, crop marks) and
renders the sheets to PDF. Rendering the one-per-page input for pdfimpose is not timed (pdfimpose starts from a
PDF); pnp's figure includes drawing every card, so the comparison is the job a user has: cards in, sheets out.
Median of three turns each.

Page boxes: whether every output page carries an explicit TrimBox and BleedBox, and the width pdfimpose gives
each card cell (it places a source page's whole MediaBox, bleed included, so its marks cut at the bleed's edge).

Target (issue 19): pnp at least 5 x faster, page boxes kept.
"""

from __future__ import annotations

import io
from dataclasses import replace

from anchor_common import medians, missing_extra

from pnp.catalog import paper
from pnp.layout.impose import component_sheets
from pnp.layout.presets import load_preset
from pnp.parts import ComponentSet
from pnp.render.pdf import render_pdf
from pnp.scene.model import Document

CARDS = 108
REPS = 3
PT_PER_MM = 72 / 25.4


def _cards() -> ComponentSet:
    import pnp

    deck = pnp.generate("path-cards", seed=1)
    part = next(p for p in deck.printout.parts if isinstance(p, ComponentSet) and len(p.fronts) > 20)
    fronts, backs = part.fronts, part.back_pages()
    return replace(part, fronts=tuple(fronts[i % len(fronts)] for i in range(CARDS)),
                   backs=tuple(backs[i % len(backs)] for i in range(CARDS)))


def _boxes(pdf: bytes) -> tuple[bool, bool, float]:
    """Every page has a TrimBox, every page a BleedBox; the widest form XObject placed on page 1 (mm)."""
    import pikepdf

    with pikepdf.open(io.BytesIO(pdf)) as doc:
        trim = all("/TrimBox" in page.obj for page in doc.pages)
        bleed = all("/BleedBox" in page.obj for page in doc.pages)
        xobjects = doc.pages[0].obj.Resources.get("/XObject", {})
        widths = [float(x.BBox[2] - x.BBox[0]) for _, x in xobjects.items() if "/BBox" in x]
    return trim, bleed, max(widths, default=0.0) / PT_PER_MM


def run():
    if missing_extra("bench_anchor_impose", "pdfimpose"):
        return
    from pdfimpose.schema import cards as pdfimpose_cards

    part = _cards()
    preset, a4 = load_preset("home"), paper("a4")
    one_per_page = []
    for front, back in zip(part.fronts, part.back_pages()):
        one_per_page += [front, back]
    source = render_pdf(Document(tuple(one_per_page)))
    out: dict[str, bytes] = {}

    def ours() -> None:
        out["pnp"] = render_pdf(Document(tuple(component_sheets(part, preset, a4)[0])))

    def theirs() -> None:
        buf = io.BytesIO()
        pdfimpose_cards.impose([io.BytesIO(source)], buf, size="A4", mark=["crop"])
        out["pdfimpose"] = buf.getvalue()

    ours()  # warm the fonts and icon caches
    t = medians({"pnp": ours, "pdfimpose": theirs}, REPS)
    impose_only = medians({"impose": lambda: component_sheets(part, preset, a4)}, REPS)["impose"]
    yield "anchor_impose_cards", CARDS, "cards"
    yield "anchor_impose_pnp", t["pnp"], "s"
    yield "anchor_impose_pnp_scene_only", impose_only, "s"
    yield "anchor_impose_pdfimpose", t["pdfimpose"], "s"
    yield "anchor_impose_pnp_speedup", t["pdfimpose"] / t["pnp"], "x"
    trim = part.fronts[0].width
    for side in ("pnp", "pdfimpose"):
        has_trim, has_bleed, cell = _boxes(out[side])
        yield f"anchor_impose_{side}_trimbox", int(has_trim), "bool"
        yield f"anchor_impose_{side}_bleedbox", int(has_bleed), "bool"
        if side == "pdfimpose":
            yield "anchor_impose_pdfimpose_cell_over_trim", cell - trim, "mm"
