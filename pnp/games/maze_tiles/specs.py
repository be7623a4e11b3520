"""A component set of the maze-tile game as the kit names it, and its size, known before anything is drawn.

Each component module declares the sets it draws with a :class:`ComponentSpec`
(title, file slug, sheet label, cut instructions, the size it is drawn at for a text floor, whether it has
backs): :func:`ComponentSpec.footprint` lets a kit check a preset against the sizes
before any work, and :func:`ComponentSpec.with_pages` makes the
:class:`~pnp.parts.ComponentSet` of the drawn pages under the same names.

A part with words is drawn at the first of its sizes (:func:`.sizes.rungs`) that holds them at the floor
(:func:`first_that_holds`), each part saying what holding is; the size is measured by laying the part out, so the
fit check and the drawing agree at every floor and in every locale.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from pnp.catalog import Component, Paper
from pnp.game import Footprint
from pnp.i18n import N_, _
from pnp.parts import Care, ComponentSet
from pnp.scene.ladder import first_that_holds as first_that_holds  # shared with other games
from pnp.scene.model import Page

CROP_MARKS = N_("Cut along the crop marks.")
ROUND_CUT = N_("Cut the sheets into squares along the crop marks, then cut out each token along its round line.")


@dataclass(frozen=True)
class ComponentSpec:
    title: str  # in the kit's contents
    slug: str  # in file names
    label: str  # on the sheets
    size: Callable[[float], Component | Paper]  # the size drawn at a text floor (pt), read when asked
    two_sided: bool
    cut: str = CROP_MARKS
    shape: str = ""  # "outline": the pages draw their own solid cut lines; "": a rectangle, or round (below)
    safe: float | None = None  # mm: the set's own safe area (a board or an aid on a paper size), else the catalog's
    card: bool = False  # drawn at the kit's card size when one is chosen (--card-size, a preset's card_size)
    rungs: Callable[[], tuple[Component | Paper, ...]] | None = None  # the sizes it may grow to, as designed first
    care: Care = "handle"  # how it is looked after in play (pnp.parts.Care)

    def footprint(self, floor: float = 0.0) -> Footprint:
        size = self.size(floor)
        return Footprint(self.title, size.width, size.height, self.two_sided, card=self.card)

    def with_pages(self, fronts: Iterable[Page], backs: Iterable[Page] = ()) -> ComponentSet:
        """The set of these drawn pages; ``backs``: none, one shared by every front, or one per front."""
        fronts, backs = tuple(fronts), tuple(backs)
        if bool(backs) != self.two_sided:
            raise AssertionError(f"{self.title}: drawn {'with' if backs else 'without'} backs, "
                                 f"declared {'two' if self.two_sided else 'one'}-sided")
        shape = self.shape or (self.drawn_shape(fronts[0]) if fronts else "rect")
        cut = ROUND_CUT if shape == "circle" and self.cut == CROP_MARKS else self.cut
        # the set's own safe inset, else that of the catalog size the pages are drawn at (else the default)
        safe = self.safe if self.safe is not None else next(
            (s.safe for s in self.sizes() if isinstance(s, Component) and fronts
             and abs(s.width - fronts[0].width) < 1e-6 and abs(s.height - fronts[0].height) < 1e-6), None)
        # the title and the cutting words print (the kit's contents, README.txt): in the language printed
        return ComponentSet(_(self.title), self.slug, fronts, backs, _(cut), self.label, shape, safe=safe,
                            care=self.care)

    def sizes(self) -> tuple[Component | Paper, ...]:
        """The sizes the set may be drawn at: as designed, and any it grows to (its rungs)."""
        return self.rungs() if self.rungs is not None else (self.size(0.0),)

    def drawn_shape(self, front: Page) -> str:
        """"circle" when the pages are drawn at a round catalog size (a key token grown for its words is a card)."""
        for size in self.sizes():
            if isinstance(size, Component) and size.shape == "circle" and abs(size.width - front.width) < 1e-6 \
                    and abs(size.height - front.height) < 1e-6:
                return "circle"
        return "rect"
