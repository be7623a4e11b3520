"""Card services (MakePlayingCards, DriveThruCards, The Game Crafter...): the stock sizes a preset's
``[service]`` table declares, which of a kit's components are one, and the nearest stock size when not.

A service prints a fixed set of products. For each the preset gives the trim, the template's pixel size at
the preset's dpi (bleed included: every file sent is exactly that size) and the safe area, taken from the
service's published template (docs/printing.md cites each). A component matches a stock size when its trim
is the same within :data:`MATCH`; its file then keeps the bleed that fills the template's pixels, which is
at most the 1/8 in every component is drawn with (checked when the preset is loaded). A component with no
stock size is still written (at the preset's own bleed) and the kit says which stock size is nearest.
"""

from __future__ import annotations

from dataclasses import dataclass

MATCH = 0.5  # mm either way: 63.5 mm is 2.5 in; a service's 2.76 in square (70.1 mm) is our 70 mm
# A stock size is worth naming for a component only when resizing the component to it changes each side by at
# most this share (a bridge card to a poker card: 11 %); a 19 mm token is no 70 mm card, nor a square tile a
# poker card (27 % taller), and saying so is a false lead
NEAR = 0.15


@dataclass(frozen=True)
class Stock:
    """One stock product: its trim (mm), the template's pixels (None when the service takes PDFs) and the
    inset of its safe area from the trim (mm)."""

    name: str
    width: float
    height: float
    safe: float
    pixels: tuple[int, int] | None = None

    def fits(self, width: float, height: float) -> bool:
        """A component of this trim, either way up, is this stock size."""
        return any(abs(width - w) <= MATCH and abs(height - h) <= MATCH
                   for w, h in ((self.width, self.height), (self.height, self.width)))

    def bleed_for(self, width: float, height: float, dpi: int) -> float:
        """The bleed (mm) a component of this trim keeps so that its file is exactly the template's pixels:
        the template's size less the trim, halved (the component's own trim, which may differ from the
        service's by up to :data:`MATCH`)."""
        if self.pixels is None:
            raise ValueError(f"{self.name}: no pixel size (a PDF service)")
        px_w, px_h = self.pixels if (width <= height) == (self.width <= self.height) else self.pixels[::-1]
        return min((px_w * 25.4 / dpi - width) / 2, (px_h * 25.4 / dpi - height) / 2)

    def words(self) -> str:
        """"63.5 × 88.9 mm poker card"."""
        return f"{_mm(self.width)} × {_mm(self.height)} mm {self.name.lower()}"


@dataclass(frozen=True)
class Service:
    """What a card service wants: its name, PNG files (one per card side) or one PDF per deck, one back
    image per deck when every card shares it, the PDF's page order, and its stock sizes."""

    name: str
    files: str = "png"  # "png" or "pdf"
    single_back: bool = True
    back_first: bool = False  # a PDF's pages back then front, card by card (DriveThruCards)
    stock: tuple[Stock, ...] = ()
    profile: str | None = None  # the colour profile the service names, when not the bundled FOGRA39 one

    def stock_for(self, width: float, height: float) -> Stock | None:
        return next((s for s in self.stock if s.fits(width, height)), None)

    def nearest(self, width: float, height: float) -> Stock | None:
        """The stock size closest to a trim (either way up): the least sum of the two sides' differences,
        the first listed on a tie; None when even that one changes a side by more than :data:`NEAR` of it."""
        a, b = sorted((width, height))

        def sides(s: Stock) -> tuple[float, float]:
            c, d = sorted((s.width, s.height))
            return c, d

        best = min(self.stock, key=lambda s: abs(a - sides(s)[0]) + abs(b - sides(s)[1]), default=None)
        if best is None:
            return None
        c, d = sides(best)
        return best if abs(c - a) <= NEAR * a and abs(d - b) <= NEAR * b else None

    def warning(self, title: str, width: float, height: float) -> str | None:
        """One line naming the nearest stock size for a component of no stock size; None for a stock one."""
        if self.stock_for(width, height) is not None:
            return None
        near = self.nearest(width, height)
        nearest = (f"nearest stock size: {near.words()}" if near else
                   f"none of its stock sizes is within {NEAR * 100:g} % of it either" if self.stock else
                   "it lists no stock size")
        return (f"{self.name} has no {_mm(width)} × {_mm(height)} mm stock size for the {title.lower()}; {nearest} "
                "(written at its own size: see docs/printing.md)")


def _mm(length: float) -> str:
    return f"{round(length, 1):g}"


def stock_warnings(service: Service | None, sizes: list[tuple[str, float, float]]) -> list[str]:
    """The warnings for a kit's component sets (title, trim width, trim height), each once, in order."""
    if service is None:
        return []
    found = [w for title, width, height in sizes if (w := service.warning(title, width, height))]
    return list(dict.fromkeys(found))
