"""Printer presets: how components and pages go onto paper (layouts/presets/*.toml, and the standard ones)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pnp.catalog import COMPONENT_BLEED
from pnp.errors import LayoutFileError, PnpError
from pnp.layout.nup import MarkStyle
from pnp.resources import layouts_dir
from pnp.scene.model import ColorMode
from pnp.textfile import load_toml
from pnp.units import parse_length

LAYOUTS = ("sheets", "cards", "png")
MARKS = ("margin", "full", "none")
DUPLEX = ("long", "short", "foldover", "none")
KEYS = {"name", "layout", "paper", "color", "bleed", "marks", "mark_length", "mark_offset", "gutter", "duplex",
        "offset", "dpi"}


@dataclass(frozen=True)
class Preset:
    key: str
    name: str
    layout: str = "sheets"
    paper: str = "a4"
    color: ColorMode = "rgb"
    bleed: float = 3.0
    marks: str = "margin"
    mark_length: float = 4.0
    mark_offset: float = 1.0
    gutter: float | None = None  # None: automatic
    duplex: str = "long"
    offset: tuple[float, float] = (0.0, 0.0)
    dpi: int = 300

    def mark_style(self) -> MarkStyle | None:
        if self.marks == "none":
            return None
        return MarkStyle(self.mark_length, self.mark_offset, full=self.marks == "full")


def standard(layout: str) -> Preset:
    """How a standalone command prints unless ``--preset`` says otherwise: its printout's own layout ("cards":
    one component per page; "sheets": n-up with crop marks, backs after each sheet), components keeping
    their whole bleed."""
    if layout not in ("cards", "sheets"):
        raise PnpError(f"unknown layout {layout!r} (cards or sheets)")
    return Preset(key=layout, name="one per page" if layout == "cards" else "n-up sheets", layout=layout,
                  bleed=COMPONENT_BLEED)


def preset_path(spec: str) -> Path:
    """A preset by name (a file in layouts/presets/) or a path to a TOML file."""
    path = Path(spec)
    if path.suffix == ".toml" or "/" in spec:
        return path
    return layouts_dir() / "presets" / f"{spec}.toml"


def available() -> list[str]:
    return sorted(p.stem for p in (layouts_dir() / "presets").glob("*.toml"))


def load_preset(spec: str = "home") -> Preset:
    path = preset_path(spec)
    if not path.is_file():
        raise PnpError(f"unknown preset {spec!r} (known: {', '.join(available())}; or a path to a .toml file)")
    data = load_toml(path)
    table = data.get("preset")
    if not isinstance(table, dict):
        raise LayoutFileError(f"{path}: a preset file has a [preset] table")
    unknown = sorted(set(table) - KEYS)
    if unknown:
        raise LayoutFileError(f"{path}: preset.{unknown[0]}: unknown key (allowed: {', '.join(sorted(KEYS))})")

    def choice(key, options, default):
        value = table.get(key, default)
        if value not in options:
            raise LayoutFileError(f"{path}: preset.{key}: expected one of {', '.join(options)}, got {value!r}")
        return value

    def length(key, default):
        try:
            return parse_length(table.get(key, default))
        except ValueError as err:
            raise LayoutFileError(f"{path}: preset.{key}: {err}") from None

    bleed = length("bleed", 3.0)
    if bleed > COMPONENT_BLEED + 1e-9:
        raise LayoutFileError(
            f"{path}: preset.bleed: components carry at most 1/8 in ({COMPONENT_BLEED:g} mm) of bleed")
    gutter_raw = table.get("gutter", "auto")
    gutter = None if gutter_raw == "auto" else length("gutter", 0)
    offset = table.get("offset", [0, 0])
    if not (isinstance(offset, list) and len(offset) == 2 and all(isinstance(v, (int, float)) for v in offset)):
        raise LayoutFileError(f"{path}: preset.offset: expected [dx, dy] in mm")
    dpi = table.get("dpi", 300)
    if not isinstance(dpi, int) or not 36 <= dpi <= 1200:
        raise LayoutFileError(f"{path}: preset.dpi: expected a whole number from 36 to 1200")
    paper_key = table.get("paper", "a4")
    if not isinstance(paper_key, str):
        raise LayoutFileError(f"{path}: preset.paper: expected a paper name")
    return Preset(
        key=path.stem, name=str(table.get("name", path.stem)), layout=choice("layout", LAYOUTS, "sheets"),
        paper=paper_key, color="cmyk" if choice("color", ("rgb", "cmyk"), "rgb") == "cmyk" else "rgb", bleed=bleed,
        marks=choice("marks", MARKS, "margin"), mark_length=length("mark_length", 4),
        mark_offset=length("mark_offset", 1),
        gutter=gutter, duplex=choice("duplex", DUPLEX, "long"), offset=(float(offset[0]), float(offset[1])), dpi=dpi,
    )
