"""Rasterising our PDF (PDFium) and SVG (resvg) to comparable images."""

from __future__ import annotations

import io

from PIL import Image, ImageChops

from pnp.render.pdf import render_pdf
from pnp.render.png import rasterise
from pnp.render.svg import render_svg
from pnp.scene.model import Document


def expected_size(doc: Document, dpi: float) -> list[tuple[int, int]]:
    return [(round(p.media_size[0] * dpi / 25.4), round(p.media_size[1] * dpi / 25.4)) for p in doc.pages]


def pdf_images(doc: Document, dpi: float) -> list[Image.Image]:
    """PDFium may round the bitmap up by a pixel; crop to the exact media size."""
    images = rasterise(render_pdf(doc), list(doc.pages), dpi=dpi)
    return [img.crop((0, 0, w, h)) for img, (w, h) in zip(images, expected_size(doc, dpi))]


def svg_images(doc: Document, dpi: float) -> list[Image.Image]:
    import resvg_py

    images = []
    for svg, (w, h) in zip(render_svg(doc), expected_size(doc, dpi)):
        png = resvg_py.svg_to_bytes(svg_string=svg.decode("utf-8"), dpi=96, width=w)
        rgba = Image.open(io.BytesIO(bytes(png))).convert("RGBA")
        white = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        white.alpha_composite(rgba)
        images.append(white.convert("RGB").crop((0, 0, w, h)))
    return images


def compare(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """(mean absolute difference per channel in 0..255, share of pixels differing by > 64)."""
    assert a.size == b.size, (a.size, b.size)
    diff = ImageChops.difference(a, b)
    hist = diff.convert("L").histogram()
    total = a.size[0] * a.size[1]
    mean = sum((i % 256) * n for i, n in enumerate(diff.histogram())) / (total * 3)
    big = sum(hist[65:]) / total
    return mean, big
