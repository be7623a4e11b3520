"""What a game draws, before any paper: component sets, document pages, a printout, a kit's contents.

Games build these (they know the game, not the paper); :mod:`pnp.layout.impose`
puts them on paper as a preset says; :mod:`pnp.kits` assembles kits from them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from pnp.errors import PnpError
from pnp.i18n import N_
from pnp.scene.model import Page, SymbolDef

# How a part is looked after in play, which the kit's contents and README put in words (pnp.kits.care): players
# draw on it ("write-on"), solve a puzzle on it with a marker ("solve-on"), fill it in and print it again
# ("pencil"), check answers against it ("check"), handle it as a card or tile ("handle"), or cut it into a piece
# that must stand up to play ("sturdy").
Care = Literal["write-on", "solve-on", "pencil", "check", "handle", "sturdy"]


@dataclass(frozen=True)
class Die:
    """A six-sided die as a table on screen rolls it: its six faces (square pages of one size) and their names,
    ordered as a standard die's values 1 to 6, so that faces i and 5 - i are opposite each other."""

    title: str
    faces: tuple[Page, ...]
    names: tuple[str, ...]


@dataclass(frozen=True)
class ComponentSet:
    """One kind of component, all of one size: fronts and their backs.

    ``backs`` is empty (one-sided), one page (shared by every front) or one page per front.
    ``label`` names the sheets they are imposed on (default: the title).
    ``shape``: "rect"; "circle" for a round component, whose every front draws its cut line on the trim
    (crop marks square it up; the round line is the cut that matters); "outline" for a shape of its own (a
    die's net, a standee) whose pages draw their solid cut lines.

    ``safe``: how far (mm) live content keeps inside the trim, when the game says (a component size of its own);
    None: the catalog's for a component of its size (:mod:`pnp.kits.layout_sweep` reads it).
    ``care``: how it is looked after in play (:data:`Care`), which the kit says in words.

    What play on screen shows instead of the printed piece, when paper craft makes it (``pnp export tts``):
    ``dice``, the dice a set of dice nets folds into; ``figures``, the standing figure of each component
    (a standee's face, upright, without its base or the words for folding it), one per front.
    """

    title: str
    slug: str
    fronts: tuple[Page, ...]
    backs: tuple[Page, ...] = ()
    cut: str = N_("Cut along the crop marks.")  # the default, translated where printed (pnp.kits.readme)
    label: str = ""
    shape: str = "rect"
    dice: tuple[Die, ...] = ()
    figures: tuple[Page, ...] = ()
    safe: float | None = None
    care: Care = "handle"

    def back_pages(self) -> list[Page]:
        if not self.backs:
            return []
        if len(self.backs) == 1:
            return list(self.backs) * len(self.fronts)
        return list(self.backs)

    @property
    def sheet_label(self) -> str:
        return self.label or self.title


SAFE_MARGIN = 5.0  # how far content keeps inside a page's trim edge, unless the caller says otherwise
FOLD_CLEARANCE = 1.0  # after creep, content stays this far from the fold (its curve and the staples)


def max_creep(folios: int, inner_margin: float = SAFE_MARGIN) -> float:
    """The most creep (mm per folio) that keeps content ``inner_margin`` from the spine edge clear of the fold.

    The innermost of ``folios`` folios moves ``creep * (folios - 1)`` mm towards the spine, which must leave at
    least :data:`FOLD_CLEARANCE` between the fold and the content.
    """
    room = max(0.0, inner_margin - FOLD_CLEARANCE)
    return math.inf if folios <= 1 else room / (folios - 1)


def creep_text(limit: float) -> str:
    """A creep limit as the refusals print it: rounded down to the micrometre (so the value shown is accepted)."""
    return f"{math.floor(limit * 1000 + 1e-6) / 1000:g}"


def check_creep(creep: float, folios: int, inner_margin: float = SAFE_MARGIN, what: str = "creep") -> None:
    """Refuse, in one line naming the limit, creep that would push content out of the safe area."""
    if creep < 0:
        raise PnpError(f"{what} must not be negative, got {creep:g} mm")
    limit = max_creep(folios, inner_margin)
    if creep > limit + 1e-9:
        raise PnpError(f"{what} {creep:g} mm is too much: at most {creep_text(limit)} mm per folio "
                       f"for {folios} folios, whose content keeps {inner_margin:g} mm from the spine and must stay "
                       f"{FOLD_CLEARANCE:g} mm clear of the fold")



@dataclass(frozen=True)
class Booklet:
    """Pages meant to be folded into a saddle-stitched booklet: how many go on each side of a sheet,
    the creep per folio (mm) and how near the spine their content comes (mm)."""

    pages_per_side: int = 2
    creep: float = 0.0
    inner_margin: float | None = None  # None: the layout's default safe margin


@dataclass(frozen=True)
class DocPages:
    """Pages printed as they are (sheets to play on, booklets, answers), each drawn for a page size.

    ``duplex``: the pages go in pairs, front and back, printed double-sided.
    ``booklet``: the pages are imposed as a saddle-stitched booklet when put on sheets.
    ``symbols``: symbol definitions the pages use (a saved scene).
    ``as_drawn``: the pages are their own paper (a saved scene): printed as they are unless a preset lays
    everything out on sheets.
    ``care``: how the pages are looked after in play (:data:`Care`), which the kit says in words.
    """

    title: str
    slug: str
    pages: tuple[Page, ...]
    duplex: bool = False
    note: str = ""
    answers: bool = False  # answer keys go at the back of the kit
    booklet: Booklet | None = None
    symbols: tuple[SymbolDef, ...] = ()
    as_drawn: bool = False
    care: Care | None = None  # None: "check" for answer keys; pages players only read need none


Part = ComponentSet | DocPages

# How a printout goes on paper unless a preset says otherwise (the presets' own words):
# "cards": every component on its own page (front then back) and document pages as they are;
# "sheets": components n-up on sheets with crop marks (backs on the following sheet), booklets imposed.
LAYOUTS = ("cards", "sheets")


@dataclass(frozen=True)
class Printout:
    """What a game draws for a model: its parts (no paper yet), titled, with the layout it prints best in."""

    parts: tuple[Part, ...]
    title: str
    subject: str = ""
    layout: str = "cards"
    author: str = "pnp"
    color_mode: str | None = None  # None: the preset's
    # pages for the game's designer (figures, odds, key order), never put on paper with the parts: a command
    # writes them to a file of their own beside the player's (``NAME-designer.pdf``)
    designer: tuple[DocPages, ...] = ()

    @property
    def symbols(self) -> tuple[SymbolDef, ...]:
        return tuple(s for part in self.parts if isinstance(part, DocPages) for s in part.symbols)


@dataclass(frozen=True)
class FirstGame:
    """What to print of one part of a kit for a first game tonight: the part (by slug), what that is in
    words, and how many of its components or pages (the first ones; None: all of them)."""

    slug: str
    what: str
    count: int | None = None


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
    # the picture the cover shows instead where, at the scale it draws the one above, some of that one's words
    # would print under the paper's text floor (a sheet without its letters, a page cut to its title): the game
    # offers it, the kit measures (the cover's scale lives in pnp.kits, which a game may not import)
    small_cover: Page | None = None
    # pages for the game's designer, not for players: the kit prints them into designer.pdf, never into kit.pdf
    designer: tuple[DocPages, ...] = ()
    first_game: tuple[FirstGame, ...] = ()  # the least to print to play tonight (default: every part to play with)
    # (field, words): the printed rules' {fields} as this kit fills them, in place of the game's (Game.rules_words):
    # a labyrinth kit on a design of its own names its sides and sizes, not the generated 9 × 9 and 11 × 11; each
    # is a whole sentence of the catalog, so that a translated rules text takes it as it does the game's own
    rules_text: tuple[tuple[str, str], ...] = ()

    def component_set(self, slug: str) -> ComponentSet | None:
        """The kit's set of components ``slug``, or None for a kit put together without it."""
        return next((p for p in self.parts if isinstance(p, ComponentSet) and p.slug == slug), None)
