"""Paper and component sizes from ``layouts/*.toml``, validated.

Every problem is reported with the file and the dotted key, e.g.
``layouts/paper.toml: paper.a4.width: expected a length ...``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pnp.errors import LayoutFileError, PnpError
from pnp.resources import layouts_dir
from pnp.textfile import load_toml
from pnp.units import parse_length, parse_size

MIN_PAPER, MAX_PAPER = 50.0, 2000.0  # mm: anything outside is surely a typo
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

    def landscape(self) -> Paper:
        return Paper(self.key, self.name, self.height, self.width, self.bleed)


@dataclass(frozen=True)
class Component:
    key: str
    name: str
    width: float
    height: float
    shape: str = "rect"  # "rect" or "circle"
    corner_radius: float = 0.0
    safe: float = 3.0


def _table(path: Path, data: dict, section: str) -> dict:
    table = data.get(section)
    if table is None:
        raise LayoutFileError(f"{path}: no [{section}.NAME] tables found")
    if not isinstance(table, dict):
        raise LayoutFileError(f"{path}: {section}: expected tables like [{section}.NAME]")
    return table


def _length(path: Path, where: str, entry: dict, key: str, default=None, positive=True) -> float:
    if key not in entry:
        if default is None:
            raise LayoutFileError(f"{path}: {where}.{key}: missing")
        return default
    try:
        value = parse_length(entry[key])
    except ValueError as err:
        raise LayoutFileError(f"{path}: {where}.{key}: {err}") from None
    if positive and value <= 0:
        raise LayoutFileError(f"{path}: {where}.{key}: must be greater than 0, got {entry[key]!r}")
    if value < 0:
        raise LayoutFileError(f"{path}: {where}.{key}: must not be negative, got {entry[key]!r}")
    return value


def _check_keys(path: Path, where: str, entry: dict, allowed: set[str]) -> None:
    unknown = sorted(set(entry) - allowed)
    if unknown:
        raise LayoutFileError(f"{path}: {where}: unknown key {unknown[0]!r} (allowed: {', '.join(sorted(allowed))})")


def parse_papers(path: Path, data: dict) -> dict[str, Paper]:
    papers = {}
    for key, entry in _table(path, data, "paper").items():
        where = f"paper.{key}"
        if not isinstance(entry, dict):
            raise LayoutFileError(f"{path}: {where}: expected a table")
        _check_keys(path, where, entry, {"name", "width", "height", "bleed"})
        width = _length(path, where, entry, "width")
        height = _length(path, where, entry, "height")
        for dim, value in (("width", width), ("height", height)):
            if not MIN_PAPER <= value <= MAX_PAPER:
                raise LayoutFileError(
                    f"{path}: {where}.{dim}: {value:g} mm is not a paper size "
                    f"(allowed {MIN_PAPER:g} to {MAX_PAPER:g} mm)"
                )
        bleed = _length(path, where, entry, "bleed", default=3.0, positive=False)
        papers[key] = Paper(key, str(entry.get("name", key)), width, height, bleed)
    return papers


def parse_components(path: Path, data: dict) -> dict[str, Component]:
    comps = {}
    for key, entry in _table(path, data, "component").items():
        where = f"component.{key}"
        if not isinstance(entry, dict):
            raise LayoutFileError(f"{path}: {where}: expected a table")
        _check_keys(path, where, entry, {"name", "width", "height", "shape", "diameter", "corner_radius", "safe"})
        shape = entry.get("shape", "rect")
        if shape not in ("rect", "circle"):
            raise LayoutFileError(f"{path}: {where}.shape: expected \"rect\" or \"circle\", got {shape!r}")
        if shape == "circle":
            width = height = _length(path, where, entry, "diameter")
        else:
            width = _length(path, where, entry, "width")
            height = _length(path, where, entry, "height")
        radius = _length(path, where, entry, "corner_radius", default=0.0, positive=False)
        safe = _length(path, where, entry, "safe", default=3.0, positive=False)
        if radius > min(width, height) / 2:
            raise LayoutFileError(f"{path}: {where}.corner_radius: larger than half the component")
        if safe * 2 >= min(width, height):
            raise LayoutFileError(f"{path}: {where}.safe: leaves no safe area")
        comps[key] = Component(key, str(entry.get("name", key)), width, height, shape, radius, safe)
    return comps


@cache
def papers(folder: Path | None = None) -> dict[str, Paper]:
    path = (folder or layouts_dir()) / "paper.toml"
    return parse_papers(path, load_toml(path))


@cache
def components(folder: Path | None = None) -> dict[str, Component]:
    path = (folder or layouts_dir()) / "components.toml"
    return parse_components(path, load_toml(path))


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
