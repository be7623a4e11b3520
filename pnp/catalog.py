"""Paper and component sizes from ``layouts/*.toml``, validated.

Every problem is reported with the file and the dotted key, e.g.
``layouts/paper.toml: paper.a4.width: expected a length ...``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from pnp.errors import LayoutFileError, PnpError
from pnp.resources import layouts_file
from pnp.textfile import load_toml
from pnp.units import parse_size

if TYPE_CHECKING:
    from pnp.catalog_schema import ComponentEntry

# Every component (card, tile, token) is drawn with this much bleed: 1/8 inch, what US print
# shops ask for and a little more than the 3 mm usual elsewhere, so one drawing serves every
# preset (a preset asking for less simply trims it).
COMPONENT_BLEED = 25.4 / 8


@dataclass(frozen=True)
class Paper:
    key: str
    name: str
    width: float
    height: float
    bleed: float
    # the smallest text (pt) a print on this paper may use: 0 as designed; a large-print theme sets 12, and
    # each game then draws its pages and components at sizes that keep every text at or above it
    text_floor: float = 0.0

    def landscape(self) -> Paper:
        return Paper(self.key, self.name, self.height, self.width, self.bleed, self.text_floor)


@dataclass(frozen=True)
class Component:
    key: str
    name: str
    width: float
    height: float
    shape: str = "rect"  # "rect" or "circle"
    corner_radius: float = 0.0
    safe: float = 3.0


def _fail(path: Path, where: str, message: str) -> LayoutFileError:
    error = LayoutFileError(f"{path}: {where}: {message}")
    error.located = True
    return error


def _entries(path: Path, data: dict, section: str) -> None:
    """A file without a single ``[section.NAME]`` table is named as that, not as a missing key."""
    if data.get(section) in (None, {}):
        raise _fail(path, section, f"no [{section}.NAME] tables found")


def parse_papers(path: Path, data: dict) -> dict[str, Paper]:
    """The papers of a ``paper.toml`` file checked against :class:`~pnp.catalog_schema.PaperFile`."""
    from pnp.catalog_schema import PaperFile
    from pnp.schema import validate

    _entries(path, data, "paper")
    wire = validate(PaperFile, data, str(path), LayoutFileError)
    return {key: Paper(key, entry.name or key, entry.width, entry.height, entry.bleed)
            for key, entry in wire.paper.items()}


def _sides(path: Path, where: str, entry: ComponentEntry) -> tuple[float, float]:
    """A circle's diameter, or a rectangle's width and height: each shape given by its own keys only."""
    if entry.shape == "circle":
        if extra := sorted(entry.model_fields_set & {"width", "height"}):
            raise _fail(path, f"{where}.{extra[0]}", "a circle has a diameter, not a width or height")
        if entry.diameter is None:
            raise _fail(path, f"{where}.diameter", "missing (a circle is given by its diameter)")
        return entry.diameter, entry.diameter
    if entry.diameter is not None:
        raise _fail(path, f"{where}.diameter", 'only a circle has a diameter (shape = "circle")')
    if entry.width is None:
        raise _fail(path, f"{where}.width", "missing")
    if entry.height is None:
        raise _fail(path, f"{where}.height", "missing")
    return entry.width, entry.height


def parse_components(path: Path, data: dict) -> dict[str, Component]:
    """The components of a ``components.toml`` file checked against its schema, then the rules it cannot say."""
    return _parse_components(path, data)[0]


def _parse_components(path: Path, data: dict) -> tuple[dict[str, Component], dict[str, Component]]:
    """The components, and the card sizes of its ``[card_sizes]`` table by name."""
    from pnp.catalog_schema import ComponentFile
    from pnp.schema import validate

    _entries(path, data, "component")
    wire = validate(ComponentFile, data, str(path), LayoutFileError)
    comps = {}
    for key, entry in wire.component.items():
        where = f"component.{key}"
        width, height = _sides(path, where, entry)
        if entry.corner_radius > min(width, height) / 2:
            raise _fail(path, f"{where}.corner_radius", "larger than half the component")
        if entry.safe * 2 >= min(width, height):
            raise _fail(path, f"{where}.safe", "leaves no safe area")
        comps[key] = Component(key, entry.name or key, width, height, entry.shape, entry.corner_radius, entry.safe)
    cards = {}
    for name, key in wire.card_sizes.items():
        if key not in comps or comps[key].shape != "rect":
            raise _fail(path, f"card_sizes.{name}", f"{key!r} is no rectangular component of this file")
        cards[name] = comps[key]
    return comps, cards


@cache
def papers(folder: Path | None = None) -> dict[str, Paper]:
    path = folder / "paper.toml" if folder else layouts_file("paper.toml")
    return parse_papers(path, load_toml(path))


@cache
def _catalogue(folder: Path | None = None) -> tuple[dict[str, Component], dict[str, Component]]:
    path = folder / "components.toml" if folder else layouts_file("components.toml")
    return _parse_components(path, load_toml(path))


def components(folder: Path | None = None) -> dict[str, Component]:
    return _catalogue(folder)[0]


# What --card-size says of itself (in `--help`, which must not read the catalogue; a test keeps the names those
# of components.toml's [card_sizes])
CARD_SIZE_HELP = ("Size of the cards and player aids, by its name in layouts/components.toml: poker, bridge, tarot, "
                  "mini-euro, square-70 or 3.5x5")


def card_sizes() -> dict[str, Component]:
    """The card sizes by the name ``--card-size`` takes (``layouts/components.toml``'s ``[card_sizes]``)."""
    return _catalogue(None)[1]


def card_size(name: str, where: str = "--card-size") -> Component:
    """A card size by its name, refused in one line naming ``where`` it was asked and the names there are."""
    known = card_sizes()
    if name not in known:
        raise PnpError(f"{where}: unknown card size {name!r} (known: {', '.join(known)})")
    return known[name]


def paper(spec: str) -> Paper:
    """A paper by name (``a4``, ``letter``...), or a custom size ``WxH[unit]``."""
    key = spec.strip().lower()
    known = papers()
    if key in known:
        return known[key]
    if "x" in key or "×" in key:
        try:
            w, h = parse_size(key)
        except ValueError as err:
            raise PnpError(f"--paper: {err}") from None
        from pnp.catalog_schema import MAX_PAPER, MIN_PAPER  # the bounds of a paper in paper.toml

        for value in (w, h):
            if not MIN_PAPER <= value <= MAX_PAPER:
                raise PnpError(
                    f"--paper: {spec!r} is not a printable size (each side {MIN_PAPER:g} to {MAX_PAPER:g} mm)"
                )
        return Paper(key, f"Custom {w:g} × {h:g} mm", w, h, 3.0)
    raise PnpError(f"unknown paper {spec!r} (known: {', '.join(known)}; or a size such as 200x280mm)")


def component(key: str) -> Component:
    known = components()
    if key not in known:
        raise PnpError(f"unknown component size {key!r} (known: {', '.join(known)})")
    return known[key]
