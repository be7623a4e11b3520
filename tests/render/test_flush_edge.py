"""A page with a flush edge (a book page's inside edge): no bleed or slug on that side, in every renderer."""

from __future__ import annotations

import io

import pikepdf
import pytest
from PIL import Image

from pnp.render.pdf import MM, render_pdf
from pnp.render.png import render_png
from pnp.render.svg import render_svg_page
from pnp.scene.color import Color
from pnp.scene.jsonio import from_json, to_json
from pnp.scene.model import Document, Page, Style
from pnp.scene.shapes import rect

BLEED = 3.175
W, H = 100.0, 150.0
RED = Color(1, 0, 0)


def _page(flush: str) -> Page:
    # a red band over the whole bleed box: what is kept of it shows where the media ends
    return Page(W, H, (rect(-BLEED, -BLEED, W + 2 * BLEED, H + 2 * BLEED, Style(fill=RED)),), bleed=BLEED,
                flush=flush)  # type: ignore[arg-type]


def _boxes(flush: str) -> dict[str, list[float]]:
    pdf = pikepdf.open(io.BytesIO(render_pdf(Document((_page(flush),)))))
    page = pdf.pages[0].obj
    return {k: [float(v) / MM for v in page[k]] for k in ("/MediaBox", "/TrimBox", "/BleedBox")}


@pytest.mark.parametrize("flush", ["left", "right"])
def test_the_flush_edge_has_no_bleed_and_the_others_keep_it(flush):
    boxes = _boxes(flush)
    media, trim, bleed = boxes["/MediaBox"], boxes["/TrimBox"], boxes["/BleedBox"]
    assert media[2] - media[0] == pytest.approx(W + BLEED, abs=1e-3)
    assert media[3] - media[1] == pytest.approx(H + 2 * BLEED, abs=1e-3)
    assert trim[2] - trim[0] == pytest.approx(W, abs=1e-3)
    inside, outside = (0, 2) if flush == "left" else (2, 0)
    assert trim[inside] == pytest.approx(media[inside], abs=1e-3)  # the trim reaches the media on the flush side
    assert abs(trim[outside] - media[outside]) == pytest.approx(BLEED, abs=1e-3)
    assert bleed[inside] == pytest.approx(trim[inside], abs=1e-3)
    assert bleed[1] == pytest.approx(trim[1] - BLEED, abs=1e-3) and bleed[3] == pytest.approx(trim[3] + BLEED, abs=1e-3)


def test_an_unflushed_page_is_as_before():
    boxes = _boxes("")
    assert boxes["/MediaBox"][2] == pytest.approx(W + 2 * BLEED, abs=1e-3)
    assert boxes["/TrimBox"][0] == pytest.approx(BLEED, abs=1e-3)


def test_png_and_svg_keep_the_same_media_as_the_pdf():
    page = _page("left")
    doc = Document((page,))
    image = Image.open(io.BytesIO(render_png(doc, dpi=72.0, area="media")[0]))
    assert image.size == (round((W + BLEED) * 72 / 25.4), round((H + 2 * BLEED) * 72 / 25.4))
    assert image.getpixel((1, image.height // 2))[:3] == (255, 0, 0)  # the band is drawn to the flush edge
    svg = render_svg_page(doc, page).decode()
    assert f'viewBox="0 {-BLEED:g} {W + BLEED:g} {H + 2 * BLEED:g}"' in svg


def test_a_saved_scene_keeps_the_flush_edge():
    doc = Document((_page("right"),))
    assert from_json(to_json(doc)).pages[0].flush == "right"
    assert "flush" not in str(to_json(Document((_page(""),))))  # older files are written as before
