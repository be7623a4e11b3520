"""Turning a rendered document into files: formats, names and the --out rule.

``--out`` names a file when the command writes one thing in one format (its
suffix must match the format), and a folder otherwise; a file name without a
known suffix is taken as a folder. Multi-page SVG and PNG outputs get one file
per page (``name-001.svg``...). All bytes are produced before anything is
written, then written atomically.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pnp.errors import PnpError
from pnp.scene.model import ColorMode, Document

if TYPE_CHECKING:
    from pnp.themes.files import Theme

FORMATS = ("pdf", "svg", "png", "json")
TEXT = "txt"  # a model as plain text, for the commands that offer it (labyrinth sheets)
PAGED = ("pdf", "svg", "png")  # the formats that render pages: only they count against the page budgets


def check_planned(printout, paper, preset, formats: list[str], dpi: float, what: str, hint: str = "") -> None:
    """The page and pixel budgets (:mod:`pnp.budgets`) of a printout planned before any work (blank pages of
    the sizes and numbers a command will draw: ``Command.plan``), put on paper as ``preset`` says; nothing to
    check when no format asked for renders pages (a model's JSON has none)."""
    from pnp.budgets import check_pages, check_png_pages
    from pnp.layout.impose import paper_pages

    if not any(f in PAGED for f in formats):
        return
    pages = paper_pages(printout, paper, preset)
    check_pages(len(pages), what, hint)
    if "png" in formats:
        check_png_pages([p.media_size for p in pages], dpi)


def parse_formats(text: str, allowed: tuple[str, ...] = FORMATS) -> list[str]:
    """"pdf,svg" → ["pdf", "svg"]; "all" → every allowed format."""
    if text.strip().lower() == "all":
        return list(allowed)
    chosen: list[str] = []
    for part in text.split(","):
        fmt = part.strip().lower()
        if not fmt:
            continue
        if fmt not in allowed:
            raise PnpError(f"--format: unknown format {fmt!r} (choose from {', '.join(allowed)})")
        if fmt not in chosen:
            chosen.append(fmt)
    if not chosen:
        raise PnpError("--format: no format given")
    return chosen


@dataclass(frozen=True)
class Target:
    """Where outputs go: a folder plus a base name, or one exact file."""

    folder: Path
    stem: str
    exact: Path | None = None

    def path(self, fmt: str, page: int | None = None, pages: int = 1) -> Path:
        if self.exact is not None and (page is None or pages == 1):
            return self.exact
        base = self.exact.stem if self.exact is not None else self.stem
        suffix = f"-{page + 1:03d}" if page is not None and pages > 1 else ""
        return self.folder / f"{base}{suffix}.{fmt}"


def resolve_target(out: str | None, default_stem: str, formats: list[str], default_folder: str = "output") -> Target:
    if out is None:
        return Target(Path(default_folder), default_stem)
    path = Path(out)
    suffix = path.suffix.lower().lstrip(".")
    if suffix in (*FORMATS, TEXT) and not path.is_dir():
        if len(formats) > 1:
            raise PnpError(f"--out {out}: several formats ({', '.join(formats)}) need a folder, not a file name")
        if suffix != formats[0]:
            raise PnpError(f"--out {out}: the name ends in .{suffix} but the format is {formats[0]}")
        return Target(path.parent, path.stem, exact=path)
    return Target(path, default_stem)


def document_files(
    doc: Document,
    target: Target,
    formats: list[str],
    json_data: Callable[[], dict] | None = None,
    dpi: float = 150,
    theme: Theme | None = None,
) -> dict[Path, bytes]:
    """Render ``doc`` in every format, in ``theme``; JSON is the model (``json_data``) or else the scene (as
    drawn, before the theme)."""
    from pnp.budgets import check_png_pages
    from pnp.jsonio import dumps
    from pnp.themes.apply import themed_document

    drawn, doc = doc, themed_document(doc, theme)

    if "png" in formats:  # the pixel budget, on the pages as they will print, before any format is rendered
        check_png_pages([p.media_size for p in doc.pages], dpi)
    files: dict[Path, bytes] = {}
    pdf: bytes | None = None
    for fmt in formats:
        if fmt in ("pdf", "png") and pdf is None:  # PNG rasterises the same PDF
            from pnp.render.pdf import render_pdf

            pdf = render_pdf(doc)
        if fmt == "pdf" and pdf is not None:
            files[target.path("pdf")] = pdf
        elif fmt == "svg":
            from pnp.render.svg import render_svg

            pages = render_svg(doc)
            for i, data in enumerate(pages):
                files[target.path("svg", i, len(pages))] = data
        elif fmt == "png":
            from pnp.render.png import render_png

            pages = render_png(doc, pdf, dpi=dpi)
            for i, data in enumerate(pages):
                files[target.path("png", i, len(pages))] = data
        elif fmt == "json":
            if json_data is not None:
                files[target.path("json")] = dumps(json_data())
            else:
                from pnp.scene.jsonio import to_json

                files[target.path("json")] = dumps(to_json(drawn))
    return files


def designer_target(target: Target) -> Target:
    """Where a command's pages for the designer go: beside the player's file, named after it with
    ``-designer`` (``notebook-1.pdf`` and ``notebook-1-designer.pdf``)."""
    if target.exact is not None:
        exact = target.exact.with_name(f"{target.exact.stem}-designer{target.exact.suffix}")
        return Target(target.folder, exact.stem, exact)
    return Target(target.folder, f"{target.stem}-designer")


def designer_files(printout, target: Target, formats: list[str], color: ColorMode = "rgb",
                   dpi: float = 150, theme: Theme | None = None) -> dict[Path, bytes]:
    """A printout's pages for the designer (a report, an appendix of odds) as files of their own beside the
    player's, in the document formats asked for: what players print never holds them. The JSON is not
    repeated (the model's JSON already carries the figures); nothing when the printout has no such pages."""
    from pnp.layout.impose import designer_document

    doc = designer_document(printout.designer, printout.title, printout.subject, color)
    chosen = [f for f in formats if f != "json"]
    if doc is None or not chosen:
        return {}
    return document_files(doc, designer_target(target), chosen, dpi=dpi, theme=theme)
