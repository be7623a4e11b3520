"""Small tools the games' key art (the picture on a kit's cover, ``Game.key_art``) is drawn with.

A key art is a picture, not a page to read: the components it shows are drawn without their words
(:func:`without_words`), laid at angles (:func:`laid`) with a soft shadow, on a ground darkened towards its
edges like a scene lit from the middle (:func:`lit`, :func:`mix`). Everything is vector art and deterministic: the
same kit draws the same bytes.
"""

from __future__ import annotations

from pnp.scene.affine import Affine
from pnp.scene.color import Color
from pnp.scene.legible import legible
from pnp.scene.model import Group, Item, Page, Path, Style, Text
from pnp.scene.shapes import ellipse, rect, rounded_rect


def without_words(items: tuple[Item, ...]) -> tuple[Item, ...]:
    """``items`` with every text left out, down every group (a card's words, unreadable at a picture's scale)."""
    out: list[Item] = []
    for item in items:
        if isinstance(item, Text):
            continue
        if isinstance(item, Group):
            item = Group(without_words(item.items), item.transform, item.clip)
        out.append(item)
    return tuple(out)


def laid(page: Page, cx: float, cy: float, width: float, degrees: float, shadow: Color | None = None,
         corner: float = 0.0) -> list[Item]:
    """``page`` without its words, ``width`` mm wide, its centre at (cx, cy), turned ``degrees`` clockwise,
    clipped to its trim (``corner``: rounded by that many mm, as the page is), with a ``shadow`` offset
    down and right under it."""
    s = width / page.width
    turn = (Affine.translate(-page.width / 2, -page.height / 2).then(Affine.scale(s))
            .then(Affine.rotate(degrees)).then(Affine.translate(cx, cy)))
    outline = rounded_rect(0, 0, page.width, page.height, corner, Style())
    out: list[Item] = []
    if shadow is not None:
        lift = 0.012 * width / s  # in the page's own mm: the shadow falls about a hundredth of its width away
        out.append(Group((rounded_rect(lift, 1.4 * lift, page.width, page.height, corner, Style(fill=shadow)),),
                         turn))
    # lines drawn smaller than designed keep the print's floor (0.1 mm)
    out.append(Group(legible(without_words(page.items), s), turn, clip=outline))
    return out


def pool(width: float, height: float, light: Color, dark: Color, steps: int = 12) -> list[Item]:
    """A ground lit from its middle: ``dark`` at the corners, ``light`` in the middle, in ``steps`` nested
    ellipses (a torch's pool of light on a table or a floor)."""
    cx, cy = width / 2, height / 2
    items: list[Item] = [rect(0, 0, width, height, Style(fill=dark))]
    for n in range(1, steps + 1):
        k = 1.0 - 0.75 * n / steps  # the outermost ellipse reaches the corners, the innermost a quarter as far
        items.append(ellipse(cx, cy, 0.75 * width * k, 0.75 * height * k, Style(fill=mix(dark, light, n / steps))))
    return items


def mix(a: Color, b: Color, t: float) -> Color:
    """``a`` moved ``t`` (0 to 1) of the way to ``b``."""
    t = min(1.0, max(0.0, t))
    return Color(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t)


def lit(x: float, y: float, width: float, height: float) -> float:
    """How far (x, y) lies from a ``width`` × ``height`` picture's middle, 0 there to 1 in its corners: the
    shade of a scene lit by a torch in its middle (a vignette), for :func:`mix`."""
    dx, dy = (x - width / 2) / (width / 2), (y - height / 2) / (height / 2)
    return min(1.0, (dx * dx + dy * dy) / 2) ** 0.75


def frame(width: float, height: float, edge: Color, line: Color, thick: float = 1.6) -> list[Item]:
    """A picture's frame: a ``thick`` border in ``edge`` with a thin ``line`` inside it."""
    inner = thick + 0.8
    return [Path(rect(0, 0, width, height, Style()).segments
                 + rect(thick, thick, width - 2 * thick, height - 2 * thick, Style()).segments, Style(fill=edge)),
            rect(inner, inner, width - 2 * inner, height - 2 * inner, Style(stroke=line, width=0.35))]
