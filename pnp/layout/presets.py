"""Printer presets: how components and pages go onto paper (layouts/presets/*.toml, and the standard ones)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from pnp.catalog import COMPONENT_BLEED, Paper
from pnp.errors import LayoutFileError, PnpError
from pnp.layout.nup import MarkStyle
from pnp.layout.preset_schema import DUPLEX, LAYOUTS, MARKS, PresetFile, ServiceTable
from pnp.layout.services import Service, Stock
from pnp.resources import layouts_file, preset_names
from pnp.scene.model import ColorMode
from pnp.schema import validate
from pnp.textfile import load_toml

if TYPE_CHECKING:
    from pnp.themes.files import Theme

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
    theme: str | Theme | None = None  # a theme name or file (pnp.themes), or one loaded; None: the default theme
    pdf_standard: str = "PDF/X-4"  # a CMYK PDF's declaration (pnp.render.pdfx); RGB PDFs declare none
    ink_limit: float = 3.0  # a CMYK PDF's most total ink, 3.0 = 300 % (pnp.render.cmyk)
    service: Service | None = None  # a card service's files and stock sizes (pnp.layout.services)
    # the size of every kit's cards and aids, a name of layouts/components.toml's [card_sizes] (--card-size
    # overrides it); None: each game's own choice (the labyrinth's: by the theme's text floor)
    card_size: str | None = None
    lang: str | None = None  # the language it prints in (checked as the preset is loaded); None: English or --lang

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
    return layouts_file("presets", f"{spec}.toml")


def available() -> list[str]:
    return preset_names()


def load_preset(spec: str = "home") -> Preset:
    """A preset by name or path, checked against its schema (:mod:`pnp.layout.preset_schema`) first:
    every problem is one line naming the file and the key."""
    path = preset_path(spec)
    if not (path.exists() or path.is_symlink()):  # one that is there but no file is refused by the reader
        if Path(spec).suffix == ".toml" or "/" in spec:
            raise PnpError(f"--preset {spec}: no such file")
        raise PnpError(f"unknown preset {spec!r} (known: {', '.join(available())}; or a path to a .toml file)")
    data = load_toml(path)
    if not isinstance(data.get("preset"), dict):
        raise LayoutFileError(f"{path}: a preset file has a [preset] table")
    checked = validate(PresetFile, data, str(path), LayoutFileError)
    table, data_service = checked.preset, checked.service
    card = checked.components.card_size if checked.components else None
    if card is not None:
        from pnp.catalog import card_size

        try:
            card_size(card, f"{path}: components.card_size")
        except PnpError as err:
            raise LayoutFileError(str(err)) from None
    if table.lang is not None:
        from pnp.i18n.catalogs import languages

        if table.lang not in languages():
            raise LayoutFileError(f"{path}: preset.lang: {table.lang!r} is not a language pnp prints in "
                                  f"({', '.join(languages())})")
    theme = table.theme
    if theme is not None and (theme.endswith(".toml") or "/" in theme) and not Path(theme).is_absolute():
        theme = str(path.parent / theme)  # a theme file beside the preset, wherever pnp runs from
    return Preset(
        key=path.stem, name=path.stem if table.name is None else table.name, layout=table.layout,
        paper=table.paper, color="cmyk" if table.color == "cmyk" else "rgb", bleed=table.bleed, marks=table.marks,
        mark_length=table.mark_length, mark_offset=table.mark_offset, gutter=table.gutter, duplex=table.duplex,
        offset=table.offset, dpi=table.dpi, fit_pages=table.layout == "sheets", theme=theme,
        pdf_standard=table.pdf_standard, ink_limit=table.ink_limit / 100,
        service=_service(data_service, table.layout, table.dpi, str(path)), card_size=card, lang=table.lang,
    )


def _service(table: ServiceTable | None, layout: str, dpi: int, where: str) -> Service | None:
    """The preset's card service, checked against its layout and dpi: a PNG service's every stock size has
    its template's pixels, and they leave a bleed the components hold (0 to 1/8 in) on both sides alike."""
    if table is None:
        return None
    if (table.files == "png") != (layout == "png"):
        raise LayoutFileError(f"{where}: service.files = {table.files!r} needs layout = "
                              f"{'png' if table.files == 'png' else 'cards'}, not {layout!r}")
    stock = []
    for i, s in enumerate(table.stock):
        key = f"{where}: service.stock[{i}]"
        if (s.pixels is None) == (table.files == "png"):
            raise LayoutFileError(f"{key}.pixels: {'required' if s.pixels is None else 'only'} for PNG files")
        if 2 * s.safe >= min(s.width, s.height):
            raise LayoutFileError(f"{key}.safe: {s.safe:g} mm leaves no safe area in {s.width:g} × {s.height:g} mm")
        item = Stock(s.name, s.width, s.height, s.safe, s.pixels)
        if s.pixels is not None:
            bleeds = [(px * 25.4 / dpi - trim) / 2 for px, trim in zip(s.pixels, (s.width, s.height))]
            pixel = 25.4 / dpi
            if not all(-1e-6 <= b <= COMPONENT_BLEED + pixel / 2 for b in bleeds) or abs(bleeds[0] - bleeds[1]) > pixel:
                raise LayoutFileError(
                    f"{key}.pixels: {s.pixels[0]} × {s.pixels[1]} px at {dpi} dpi leave a bleed of "
                    f"{bleeds[0]:.2f} and {bleeds[1]:.2f} mm round {s.width:g} × {s.height:g} mm (0 to "
                    f"{COMPONENT_BLEED:g} mm, the same each way)")
        stock.append(item)
    return Service(table.name, table.files, table.single_back, table.back_first, tuple(stock), table.profile)
