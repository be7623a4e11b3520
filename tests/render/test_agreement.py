"""The PDF and the SVG of the same scene agree when rasterised.

The PDF goes through PDFium, the SVG through resvg: two independent
renderers. Tolerance, stated: at 254 dpi, after averaging 5 × 5 pixel blocks
(0.5 mm squares, which removes anti-aliasing noise along edges), no block
differs by more than 48 of 255 in any channel; and before averaging, fewer
than 1 % of pixels differ by more than 64. A missing or displaced 4 mm icon
or a shifted line of text breaks the first bound.
"""

from __future__ import annotations

from dataclasses import replace

from PIL import ImageChops
from raster import compare, pdf_images, svg_images
from scenes import varied_document

from pnp.scene.model import Icon

DPI = 254
BLOCK = 5
MAX_BLOCK_DIFF = 48


def block_max_diff(a, b) -> int:
    diff = ImageChops.difference(a.reduce(BLOCK), b.reduce(BLOCK))
    return max(hi for _, hi in diff.getextrema())


def test_pdf_and_svg_of_a_varied_scene_agree():
    doc = varied_document()
    a, b = pdf_images(doc, DPI)[0], svg_images(doc, DPI)[0]
    assert a.size == b.size
    assert block_max_diff(a, b) <= MAX_BLOCK_DIFF
    mean, share = compare(a, b)
    assert share < 0.01, (mean, share)


def test_the_comparison_notices_a_missing_icon():
    """The tolerance is tight enough to fail when one small icon is absent."""
    doc = varied_document()
    page = doc.pages[0]
    kept = tuple(i for i in page.items if not (isinstance(i, Icon) and i.name == "key"))
    without = replace(doc, pages=(replace(page, items=kept),))
    a = pdf_images(doc, DPI)[0]
    b = svg_images(without, DPI)[0]
    assert block_max_diff(a, b) > MAX_BLOCK_DIFF


def test_cmyk_pdf_looks_like_the_rgb_one():
    """CMYK mode changes the colour operators, not the drawing."""
    rgb = pdf_images(varied_document("rgb"), 127)[0]
    cmyk = pdf_images(varied_document("cmyk"), 127)[0]
    diff = ImageChops.difference(rgb.reduce(5), cmyk.reduce(5))
    # naive CMYK conversion shifts colours a little on screen, never the shapes
    assert max(hi for _, hi in diff.getextrema()) < 90
