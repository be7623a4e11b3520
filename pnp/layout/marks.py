"""Page furniture: crop marks in the slug and proof guides.

Crop marks are drawn in registration colour (all inks in CMYK) so they show
on every separation. They start ``offset`` mm from the trim line, which must
be at least the bleed, so no mark ever prints inside the bleed area.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pnp.errors import PnpError
from pnp.scene.color import GUIDE_BLEED, GUIDE_SAFE, GUIDE_TRIM, REGISTRATION
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import line, rect


@dataclass(frozen=True)
class CropMarks:
    length: float = 5.0  # mm
    offset: float = 3.0  # mm from the trim line to the start of each mark
    width: float = 0.2  # mm

    def __post_init__(self) -> None:
        if self.length <= 0:
            raise PnpError(f"crop mark length must be positive, got {self.length:g} mm")
        if self.offset < 0:
            raise PnpError(f"crop mark offset must not be negative, got {self.offset:g} mm")


@dataclass(frozen=True)
class Guides:
    safe: float = 3.0  # inset of the safe zone from the trim line, mm


def slug_for(marks: CropMarks, bleed: float) -> float:
    """Room needed beyond the bleed for the marks (plus 1 mm of paper)."""
    return max(0.0, marks.offset + marks.length - bleed) + 1.0


def crop_mark_items(width: float, height: float, marks: CropMarks) -> tuple[Item, ...]:
    """Eight marks, two per corner, continuing the trim lines outwards."""
    style = Style(stroke=REGISTRATION, width=marks.width, cap="butt")
    o, n = marks.offset, marks.offset + marks.length
    items = []
    for y in (0.0, height):
        items.append(line(-n, y, -o, y, style))
        items.append(line(width + o, y, width + n, y, style))
    for x in (0.0, width):
        items.append(line(x, -n, x, -o, style))
        items.append(line(x, height + o, x, height + n, style))
    return tuple(items)


def guide_items(width: float, height: float, bleed: float, guides: Guides) -> tuple[Item, ...]:
    """Trim (solid), bleed and safe zone (dashed) outlines for proofs."""
    thin = 0.15
    items: list[Item] = [rect(0, 0, width, height, Style(stroke=GUIDE_TRIM, width=thin, join="miter", cap="butt"))]
    if bleed > 0:
        items.append(
            rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed,
                 Style(stroke=GUIDE_BLEED, width=thin, dash=(1.0, 1.0), join="miter", cap="butt"))
        )
    s = guides.safe
    if 0 < s and 2 * s < min(width, height):
        items.append(
            rect(s, s, width - 2 * s, height - 2 * s,
                 Style(stroke=GUIDE_SAFE, width=thin, dash=(2.0, 1.0), join="miter", cap="butt"))
        )
    return tuple(items)


def finish_page(page: Page, marks: CropMarks | None = None, guides: Guides | None = None) -> Page:
    """Add crop marks (and the slug they need) and proof guides to a page."""
    items = list(page.items)
    slug = page.slug
    if marks is not None:
        if marks.offset < page.bleed:
            raise PnpError(
                f"crop marks would print inside the bleed: offset {marks.offset:g} mm is less than "
                f"the bleed of {page.bleed:g} mm"
            )
        slug = max(slug, slug_for(marks, page.bleed))
        items.extend(crop_mark_items(page.width, page.height, marks))
    if guides is not None:
        items.extend(guide_items(page.width, page.height, page.bleed, guides))
    return replace(page, items=tuple(items), slug=slug)
