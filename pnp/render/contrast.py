"""Whether printed words can be read on what is behind them: the contrast ratio of each text's colour against
the ground under its lines, as the page prints.

The ratio is WCAG's: (L1 + 0.05) / (L2 + 0.05), L the relative luminance of the lighter and the darker colour
(sRGB, linearised); 4.5:1 is what WCAG asks of body text, and what a child reading a card by lamplight needs.

The ground is measured, not guessed from the scene: the page is drawn without any of its texts and rasterised
(PDFium), and so are its texts in black over everything else in white. A text's letters are the dark pixels
of the second picture (not those hidden under later art) inside its lines' boxes (:mod:`pnp.scene.layout_check`)
and no other text's; what is behind them is read off the first. Textures, pictures and bands behind a text
count as they print, and only where its letters fall (a letter on a small disc is measured on the disc, not on
the page around it). A text passes when :data:`SHARE` of the ground under its letters reaches the ratio: a
hairline of a grid running under a word does not fail it, a brick texture behind it does.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from pnp.render.png import rasterise
from pnp.scene.affine import IDENTITY
from pnp.scene.color import BLACK, READABLE, WHITE, luminance
from pnp.scene.layout_check import Finding, _inks, _walk, quoted
from pnp.scene.model import Document, Group, Icon, Item, Page, Path, Shape, SymbolDef, Text

CONTRAST = "contrast"
LEAST = READABLE  # the ratio every text reaches
SHARE = 0.9  # of the ground under a text's lines that must reach it
DPI = 100.0  # a 5 pt capital is 5 px tall: its strokes are found


def _split(items: tuple[Item, ...], text: bool) -> tuple[Item, ...]:
    """The items without their texts (``text`` False), or their texts in black over everything else in white
    (``text`` True): the letters that print, a text hidden under later art (a card under the deck's top card)
    covered as it is on paper."""
    out: list[Item] = []
    for item in items:
        if isinstance(item, Group):
            out.append(replace(item, items=_split(item.items, text)))
        elif isinstance(item, Text):
            if text:
                out.append(replace(item, color=BLACK))
        elif not text:
            out.append(item)
        elif isinstance(item, (Shape, Path)):
            st = item.style
            out.append(replace(item, style=replace(st, fill=WHITE if st.fill else None,
                                                   stroke=WHITE if st.stroke else None)))
        elif isinstance(item, Icon):
            out.append(replace(item, color=WHITE))
        else:
            out.append(item)
    return tuple(out)


def _picture(page: Page, symbols: Mapping[str, SymbolDef], text: bool):
    """The page's trim as printed, without its texts or with only them, as an array of sRGB in 0..1."""
    import numpy as np

    from pnp.render.pdf import render_pdf

    drawn = replace(page, items=_split(page.items, text))
    defs = tuple(replace(s, items=_split(s.items, text)) for s in symbols.values())
    image = rasterise(render_pdf(Document((drawn,), symbols=defs)), [drawn], DPI, "trim")[0]
    return np.asarray(image.convert("RGB"), dtype=np.float64) / 255.0


def _luminances(rgb):
    """:func:`pnp.scene.color.luminance` of every pixel of a picture (an array (..., 3) of sRGB in 0..1)."""
    import numpy as np

    lin = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    return 0.2126 * lin[..., 0] + 0.7152 * lin[..., 1] + 0.0722 * lin[..., 2]


def contrast_findings(page: Page, where: str = "", symbols: Mapping[str, SymbolDef] | None = None,
                      least: float = LEAST) -> list[Finding]:
    """A finding for every text of ``page`` that does not reach ``least``:1 against what prints behind it."""
    import numpy as np

    where = where or page.label or "page"
    symbols = symbols or {}
    inks = [ink for ink in _inks(list(_walk(page.items, IDENTITY, None, symbols))) if ink.text is not None]
    if not inks:
        return []
    behind = _luminances(_picture(page, symbols, text=False))
    letters = _luminances(_picture(page, symbols, text=True)) < 0.5
    px = DPI / 25.4
    rows, cols = behind.shape

    def spans(ink) -> list[tuple[slice, slice]]:
        out = []
        for quad in ink.boxes:
            xs, ys = [p[0] for p in quad], [p[1] for p in quad]
            x0, x1 = max(0, int(min(xs) * px)), min(cols, int(np.ceil(max(xs) * px)))
            y0, y1 = max(0, int(min(ys) * px)), min(rows, int(np.ceil(max(ys) * px)))
            if x1 > x0 and y1 > y0:
                out.append((slice(y0, y1), slice(x0, x1)))
        return out

    # where two texts' lines meet (a badge's number over a room's), neither's letters are told apart: left out
    owners = np.zeros((rows, cols), dtype=np.int16)
    for ink in inks:
        mine = np.zeros((rows, cols), dtype=bool)
        for at in spans(ink):
            mine[at] = True
        owners += mine
    out = []
    for ink in inks:
        assert ink.text is not None
        fore = luminance(ink.text.color)
        under = [behind[at][letters[at] & (owners[at] == 1)] for at in spans(ink)]
        ground = np.concatenate(under) if under else np.empty(0)
        if not ground.size:
            continue  # none of it printed: in the bleed, hidden or clipped away
        ratios = (np.maximum(ground, fore) + 0.05) / (np.minimum(ground, fore) + 0.05)
        ratio = float(np.quantile(ratios, 1.0 - SHARE))
        if ratio < least:
            out.append(Finding(CONTRAST, where, quoted(ink.text.text),
                               f"{ratio:.1f}:1 against what prints behind it (at least {least:g}:1)"))
    return out
