"""The trims a puzzle book prints at and the print services' rules, from ``layouts/book.toml``, validated.

Every length is in millimetres once read. The file is checked against its schema first (one line naming the
file and key path), then for what a schema cannot say: the gutter table ascending and reaching the service's
maximum page count, the fewest pages under the most, every trim naming known services. Where each number
comes from is in the file (``source`` keys) and in docs/book.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

from pydantic import Field

from pnp.errors import LayoutFileError, PnpError
from pnp.resources import layouts_file
from pnp.schema import Key, Name, Text, Whole, Wire, length, validate
from pnp.textfile import load_toml

PAPER_TYPES = ("white", "cream", "colour")  # what --paper-type names; each service gives every one a width
MAX_PAGES = 2000  # no paperback service binds more; a larger count in the file is surely a typo
MAX_ENTRIES = 100  # trims or services in one file

Label = Annotated[Name, Field(min_length=1)]
Pages = Annotated[Whole, Field(ge=1, le=MAX_PAGES)]
TrimSide = length(50, 600, "{mm:g} mm is not a book trim (allowed 50 to 600 mm a side)")
Margin = length(0, 50)  # a margin, bleed or safe distance: at most 5 cm
BarcodeSide = length(5, 200)
PerPage = length(0.001, 1.0, "{mm:g} mm a page is not a paper thickness (allowed 0.001 to 1 mm)")
Source = Annotated[Text, Field(min_length=1, max_length=300)]


class TrimEntry(Wire):
    name: Label
    width: TrimSide  # type: ignore[valid-type]
    height: TrimSide  # type: ignore[valid-type]
    services: list[Key] = Field(min_length=1, max_length=MAX_ENTRIES)


class GutterRow(Wire):
    up_to: Pages
    inside: Margin  # type: ignore[valid-type]


class CoverEntry(Wire):
    source: Source
    bleed: Margin  # type: ignore[valid-type]
    safe: Margin  # type: ignore[valid-type]
    spine_safe: Margin  # type: ignore[valid-type]
    spine_text_pages: Pages


class SpineEntry(Wire):
    source: Source
    white: PerPage  # type: ignore[valid-type]
    cream: PerPage  # type: ignore[valid-type]
    colour: PerPage  # type: ignore[valid-type]
    extra: Margin = 0.0  # type: ignore[valid-type]


class BarcodeEntry(Wire):
    source: Source
    width: BarcodeSide  # type: ignore[valid-type]
    height: BarcodeSide  # type: ignore[valid-type]
    from_spine: Margin  # type: ignore[valid-type]
    from_bottom: Margin  # type: ignore[valid-type]


class ServiceEntry(Wire):
    name: Label
    source: Source
    bleed: Margin  # type: ignore[valid-type]
    min_pages: Pages
    max_pages: Pages
    outside: Margin  # type: ignore[valid-type]
    outside_bleed: Margin  # type: ignore[valid-type]
    inside: list[GutterRow] = Field(min_length=1, max_length=50)
    our_choice: list[Name] = Field(default=[], max_length=50)
    cover: CoverEntry
    spine: SpineEntry
    barcode: BarcodeEntry | None = None  # None: no barcode is printed (home printing)


class BookFile(Wire):
    trim: dict[Key, TrimEntry] = Field(min_length=1, max_length=MAX_ENTRIES)
    service: dict[Key, ServiceEntry] = Field(min_length=1, max_length=MAX_ENTRIES)


@dataclass(frozen=True)
class Trim:
    """A book's trimmed page, in mm, and the services that print a paperback at it."""

    key: str
    name: str
    width: float
    height: float
    services: tuple[str, ...]


@dataclass(frozen=True)
class Barcode:
    """The back cover's barcode area (mm): its size and its distance from the spine fold and the bottom trim."""

    width: float
    height: float
    from_spine: float
    from_bottom: float


@dataclass(frozen=True)
class Service:
    """One print service's rules for a paperback, every length in mm."""

    key: str
    name: str
    bleed: float  # the interior's bleed on the top, bottom and outside edges
    min_pages: int
    max_pages: int
    outside: float  # the outside, top and bottom margins without bleed
    outside_bleed: float  # ... and with bleed
    gutter: tuple[tuple[int, float], ...]  # (up to this many pages, inside margin), ascending
    spine_per_page: tuple[tuple[str, float], ...]  # (paper type, mm a page)
    spine_extra: float  # added once to the spine (Lulu's cover allowance)
    spine_text_pages: int
    cover_bleed: float
    cover_safe: float
    spine_safe: float
    barcode: Barcode | None
    our_choice: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()

    @property
    def paper_types(self) -> tuple[str, ...]:
        return tuple(paper for paper, _ in self.spine_per_page)

    def inside_margin(self, pages: int) -> float:
        """The inside margin (gutter) a book of ``pages`` pages needs."""
        for up_to, inside in self.gutter:
            if pages <= up_to:
                return inside
        raise PnpError(f"{self.name}: {pages} pages is more than it binds (at most {self.max_pages})")

    def outside_margin(self, bleed: bool) -> float:
        """The outside, top and bottom margin, with or without bleed."""
        return self.outside_bleed if bleed else self.outside

    def spine_width(self, pages: int, paper_type: str) -> float:
        """The cover's spine for ``pages`` pages on ``paper_type`` paper, by the service's formula."""
        per_page = dict(self.spine_per_page)
        if paper_type not in per_page:
            raise PnpError(f"{self.name}: unknown paper type {paper_type!r} (known: {', '.join(per_page)})")
        return pages * per_page[paper_type] + self.spine_extra

    def check_pages(self, pages: int) -> None:
        """A page count this service prints: at least its minimum, at most its maximum, and even."""
        if pages < self.min_pages:
            raise PnpError(f"{self.name} needs at least {self.min_pages} pages, the book has {pages}")
        if pages > self.max_pages:
            raise PnpError(f"{self.name} binds at most {self.max_pages} pages, the book has {pages}")
        if pages % 2:
            raise PnpError(f"a printed book has an even number of pages, the book has {pages}")

    def spine_text(self, pages: int) -> bool:
        """Whether the spine may carry text at this page count."""
        return pages >= self.spine_text_pages


def _fail(path: Path, where: str, message: str) -> LayoutFileError:
    error = LayoutFileError(f"{path}: {where}: {message}")
    error.located = True
    return error


def _service(path: Path, key: str, entry: ServiceEntry) -> Service:
    where = f"service.{key}"
    if entry.min_pages > entry.max_pages:
        raise _fail(path, f"{where}.min_pages", f"{entry.min_pages} is more than max_pages ({entry.max_pages})")
    rows = [(row.up_to, row.inside) for row in entry.inside]
    for n in range(1, len(rows)):
        if rows[n][0] <= rows[n - 1][0]:
            raise _fail(path, f"{where}.inside[{n}].up_to", f"{rows[n][0]} does not follow {rows[n - 1][0]} "
                        "(the rows go up in page count)")
    if rows[-1][0] < entry.max_pages:
        raise _fail(path, f"{where}.inside[{len(rows) - 1}].up_to", f"{rows[-1][0]} stops short of max_pages "
                    f"({entry.max_pages}): every page count needs a gutter")
    spine = entry.spine
    barcode = entry.barcode
    return Service(
        key, entry.name, entry.bleed, entry.min_pages, entry.max_pages, entry.outside, entry.outside_bleed,
        tuple(rows), tuple((paper, getattr(spine, paper)) for paper in PAPER_TYPES), spine.extra,
        entry.cover.spine_text_pages, entry.cover.bleed, entry.cover.safe, entry.cover.spine_safe,
        None if barcode is None else Barcode(barcode.width, barcode.height, barcode.from_spine, barcode.from_bottom),
        tuple(entry.our_choice),
        tuple(dict.fromkeys([entry.source, entry.cover.source, spine.source] + ([barcode.source] if barcode else []))),
    )


def parse_book_file(path: Path, data: dict) -> tuple[dict[str, Trim], dict[str, Service]]:
    """The trims and services of a ``book.toml`` file, checked."""
    wire = validate(BookFile, data, str(path), LayoutFileError)
    known = {key: _service(path, key, entry) for key, entry in wire.service.items()}
    trims = {}
    for key, entry in wire.trim.items():
        for n, name in enumerate(entry.services):
            if name not in known:
                raise _fail(path, f"trim.{key}.services[{n}]", f"unknown service {name!r} (known: {', '.join(known)})")
        trims[key] = Trim(key, entry.name, entry.width, entry.height, tuple(entry.services))
    return trims, known


@cache
def _book_file(folder: Path | None = None) -> tuple[dict[str, Trim], dict[str, Service]]:
    path = folder / "book.toml" if folder else layouts_file("book.toml")
    return parse_book_file(path, load_toml(path))


def trims() -> dict[str, Trim]:
    return _book_file()[0]


def services() -> dict[str, Service]:
    return _book_file()[1]


def trim(key: str) -> Trim:
    """A trim by its key (``6x9``, ``a5``...), in any case, or by its size as people write it (``6x9in``,
    ``6 × 9``, ``152.4x228.6mm``: a size of a known trim, either way round, within 0.5 mm)."""
    known = trims()
    text = key.strip().lower().replace("×", "x").replace(" ", "").replace('"', "")
    found = known.get(text) or known.get(text.removesuffix("in")) or _by_size(text, known)
    if found is None:
        raise PnpError(f"unknown trim {key!r} (known: {', '.join(known)})")
    return found


def _by_size(text: str, known: dict[str, Trim]) -> Trim | None:
    """The known trim of a size written ``WxH`` with a unit (in, mm, cm), if there is one."""
    import re

    match = re.fullmatch(r"(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)(in|mm|cm)", text)
    if match is None:
        return None
    scale = {"in": 25.4, "mm": 1.0, "cm": 10.0}[match.group(3)]
    w, h = sorted((float(match.group(1)) * scale, float(match.group(2)) * scale))
    for t in known.values():
        if abs(min(t.width, t.height) - w) <= 0.5 and abs(max(t.width, t.height) - h) <= 0.5:
            return t
    return None


def service(key: str) -> Service:
    """A print service by its key (``kdp``, ``ingramspark``, ``lulu``, ``home``)."""
    known = services()
    found = known.get(key.strip().lower())
    if found is None:
        raise PnpError(f"unknown print service {key!r} (known: {', '.join(known)})")
    return found
