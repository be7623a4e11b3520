"""The layout files, ``layouts/paper.toml`` and ``layouts/components.toml``, as schemas.

:mod:`pnp.catalog` checks a file against its schema before it builds a single
size, then checks what a schema cannot say (a circle's diameter, a corner or a
safe area that fits the component). Lengths are millimetres, or strings with a
unit ("8.5in", "612pt", "21cm"), as in every layout file
(:func:`pnp.schema.length`). The bounds, each with its reason:

- a paper 50 to 2,000 mm a side (:data:`MIN_PAPER`, :data:`MAX_PAPER`):
  smaller than a business card or larger than an A0 roll is surely a typo, and
  a PNG of the page stays within about 12,000 pixels a side at 150 dpi; the
  same bounds hold for a custom ``--paper WxH`` and for a scene's pages;
- a paper's bleed 0 to 20 mm: print shops ask 2 to 5 mm (1/8 in in the US);
- a component 5 to 600 mm a side (or across): a 5 mm marker to a large game
  board, on no more than an A0 sheet's short side (841 mm) with its bleed;
- a corner radius and a safe inset 0 to 300 mm here, then at most half the
  component for the radius and less than half for the inset (checked after);
- a key (what ``--paper NAME`` and the games name) 1 to 80 characters of
  lower-case letters, digits, ``-``, ``_`` and ``.``: ``--paper`` is looked up
  in lower case, so a key with a capital or a space could never be named; a
  ``name`` one printable line of at most 80 characters;
- at most 1,000 papers or components in a file (``pnp layouts`` lists them all);
- ``[card_sizes]``: a card size's name (what ``--card-size`` and a preset's ``[components] card_size`` say)
  to the key of a rectangular component of the same file (checked after).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from pnp.schema import Key, Name, Wire, length

MIN_PAPER, MAX_PAPER = 50.0, 2000.0  # mm: anything outside is surely a typo
MAX_PAPER_BLEED = 20.0  # mm
MIN_COMPONENT, MAX_COMPONENT = 5.0, 600.0  # mm, a side or the diameter
MAX_ENTRIES = 1000  # papers or components in one file
SHAPES = ("rect", "circle")
DEFAULT_PAPER_BLEED = 3.0  # mm: what print shops outside the US ask
DEFAULT_SAFE = 3.0  # mm: text kept this far inside a component's cut
Label = Annotated[Name, Field(min_length=1)]
PaperSide = length(MIN_PAPER, MAX_PAPER, f"{{mm:g}} mm is not a paper size (allowed {MIN_PAPER:g} to {MAX_PAPER:g} mm)")
PaperBleed = length(0, MAX_PAPER_BLEED)
Side = length(MIN_COMPONENT, MAX_COMPONENT,
              f"{{mm:g}} mm is not a component size (allowed {MIN_COMPONENT:g} to {MAX_COMPONENT:g} mm)")
Inset = length(0, MAX_COMPONENT / 2)


class PaperEntry(Wire):
    name: Label | None = None  # the key when not given
    width: PaperSide  # type: ignore[valid-type]
    height: PaperSide  # type: ignore[valid-type]
    bleed: PaperBleed = DEFAULT_PAPER_BLEED  # type: ignore[valid-type]


class PaperFile(Wire):
    paper: dict[Key, PaperEntry] = Field(min_length=1, max_length=MAX_ENTRIES)


class ComponentEntry(Wire):
    """A rectangle has a width and a height, a circle a diameter (:mod:`pnp.catalog` checks which)."""

    name: Label | None = None  # the key when not given
    shape: Literal[SHAPES] = "rect"  # type: ignore[valid-type]
    width: Side | None = None  # type: ignore[valid-type]
    height: Side | None = None  # type: ignore[valid-type]
    diameter: Side | None = None  # type: ignore[valid-type]
    corner_radius: Inset = 0.0  # type: ignore[valid-type]
    safe: Inset = DEFAULT_SAFE  # type: ignore[valid-type]


class ComponentFile(Wire):
    component: dict[Key, ComponentEntry] = Field(min_length=1, max_length=MAX_ENTRIES)
    card_sizes: dict[Key, Key] = Field(default_factory=dict, max_length=MAX_ENTRIES)
