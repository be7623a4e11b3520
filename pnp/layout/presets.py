"""Printer presets: how components and pages go onto paper (layouts/presets/*.toml, and the standard ones)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from pnp.catalog import COMPONENT_BLEED, Paper
from pnp.errors import LayoutFileError, PnpError
from pnp.layout.nup import MarkStyle
from pnp.layout.preset_schema import DUPLEX, LAYOUTS, MARKS, PresetFile
from pnp.resources import layouts_dir
from pnp.scene.model import ColorMode
from pnp.schema import validate
from pnp.textfile import load_toml

__all__ = ["DUPLEX", "LAYOUTS", "MARKS", "Preset", "available", "load_preset", "preset_path", "standard"]


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
    # Document pages (sheets to play on, answers, rules) go on a page of exactly the paper (bleed dropped, so
    # printing at actual size crops nothing); False: they keep their print-shop bleed (trim = the page,
    # MediaBox = trim + bleed), which only a preset laying components out for a print shop or as PNGs asks for.
    fit_pages: bool = True
    theme: str | None = None  # a theme name or file (pnp.themes); None: the default theme
    pdf_standard: str = "PDF/X-4"  # a CMYK PDF's declaration (pnp.render.pdfx); RGB PDFs declare none

    def drawing_paper(self, paper: Paper) -> Paper:
        """The paper pages are drawn for: with the preset's bleed when the preset keeps the pages' bleed (a print
        shop, PNGs), so every page of a file it writes, document pages and components alike, has one bleed; a
        preset fitting pages to the paper drops their bleed anyway, and keeps the paper's."""
        if self.fit_pages or abs(paper.bleed - self.bleed) < 1e-9:
            return paper
        return replace(paper, bleed=self.bleed)

    def mark_style(self) -> MarkStyle | None:
        if self.marks == "none":
            return None
        return MarkStyle(self.mark_length, self.mark_offset, full=self.marks == "full")


def standard(layout: str) -> Preset:
    """How a standalone command prints unless ``--preset`` says otherwise: its printout's own layout ("cards":
    one component per page; "sheets": n-up with crop marks, backs after each sheet), components keeping
    their whole bleed, document pages on the paper exactly (a home printer prints them at actual size)."""
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
    """A preset by name or path, checked against its schema (:mod:`pnp.layout.preset_schema`) first:
    every problem is one line naming the file and the key."""
    path = preset_path(spec)
    if not path.is_file():
        raise PnpError(f"unknown preset {spec!r} (known: {', '.join(available())}; or a path to a .toml file)")
    data = load_toml(path)
    if not isinstance(data.get("preset"), dict):
        raise LayoutFileError(f"{path}: a preset file has a [preset] table")
    table = validate(PresetFile, data, str(path), LayoutFileError).preset
    theme = table.theme
    if theme is not None and (theme.endswith(".toml") or "/" in theme) and not Path(theme).is_absolute():
        theme = str(path.parent / theme)  # a theme file beside the preset, wherever pnp runs from
    return Preset(
        key=path.stem, name=path.stem if table.name is None else table.name, layout=table.layout,
        paper=table.paper, color="cmyk" if table.color == "cmyk" else "rgb", bleed=table.bleed, marks=table.marks,
        mark_length=table.mark_length, mark_offset=table.mark_offset, gutter=table.gutter, duplex=table.duplex,
        offset=table.offset, dpi=table.dpi, fit_pages=table.layout == "sheets", theme=theme,
        pdf_standard=table.pdf_standard,
    )
