"""What a kit is made of: component sets, document pages, models and rules."""

from __future__ import annotations

from dataclasses import dataclass, field

from pnp.scene.model import Page


@dataclass(frozen=True)
class ComponentSet:
    """One kind of component, all of one size: fronts and their backs.

    ``backs`` is empty (one-sided), one page (shared by every front) or one page per front.
    """

    title: str
    slug: str
    fronts: tuple[Page, ...]
    backs: tuple[Page, ...] = ()
    cut: str = "Cut along the crop marks."

    def back_pages(self) -> list[Page]:
        if not self.backs:
            return []
        if len(self.backs) == 1:
            return list(self.backs) * len(self.fronts)
        return list(self.backs)


@dataclass(frozen=True)
class DocPages:
    """Pages printed as they are (sheets to play on, booklets, answers), on the kit's paper.

    ``duplex``: the pages go in pairs, front and back, printed double-sided.
    """

    title: str
    slug: str
    pages: tuple[Page, ...]
    duplex: bool = False
    note: str = ""
    answers: bool = False  # answer keys go at the back of the kit


Part = ComponentSet | DocPages


@dataclass(frozen=True)
class KitSpec:
    game: str
    title: str
    seed: int
    players: int
    parts: tuple[Part, ...]
    models: dict = field(default_factory=dict)  # file name -> JSON-ready dict
    notes: tuple[str, ...] = ()  # extra lines for README.txt (reports, figures)
    cover: Page | None = None  # the picture on the cover (default: the first component)
