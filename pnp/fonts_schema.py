"""The font list, ``fonts/fonts.toml`` (or ``$PNP_FONTS_DIR/fonts.toml``), as a schema.

:func:`pnp.fonts.read_fonts` checks the file against it, then that each file
is there and that the body font is listed. The bounds, each with its reason:

- a key (what a scene's text names as its ``font``) 1 to 80 characters of
  lower-case letters, digits, ``-``, ``_`` and ``.``: it also becomes the
  font's name inside every PDF (``pnp-body``);
- ``file`` and ``licence`` relative names inside the fonts folder, ``/``
  between folders, at most 80 characters: never absolute, never ``..``, no
  drive or backslash, so a font list cannot point pnp at a file elsewhere; the
  font a TrueType ``.ttf`` file (what the PDF renderer embeds);
- ``family``, ``style`` (1 to 80 characters) and ``author`` (at most 80) one
  printable line each: the credits print them;
- at most 100 fonts (pnp ships five; a proof prints a line of each);
- a licence text at most 100,000 characters, UTF-8 without control characters
  (a kit prints each one in full: the OFL is 4,400 characters, the GPL 35,000).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field

from pnp.schema import Key, Name, Wire

MAX_FONTS = 100
MAX_LICENCE = 100_000  # characters of one licence text
TRUETYPE = ".ttf"


def _inside(text: str) -> str:
    """A relative name inside the fonts folder: ``Lato-Regular.ttf``, ``lato/Lato-Regular.ttf``."""
    if text.startswith("/") or "\\" in text or ":" in text:
        raise ValueError(f"{text!r} is not a name inside the fonts folder (no absolute path, drive or backslash)")
    if any(part in ("", ".", "..") for part in text.split("/")):
        raise ValueError(f"{text!r} is not a name inside the fonts folder (no '..', '.' or empty folder name)")
    return text


def _truetype(text: str) -> str:
    if not text.lower().endswith(TRUETYPE):
        raise ValueError(f"{text!r} is not a TrueType file (a {TRUETYPE} file)")
    return text


Inside = Annotated[Name, Field(min_length=1), AfterValidator(_inside)]  # at most 80 characters, folders included
Label = Annotated[Name, Field(min_length=1)]


class FontEntry(Wire):
    file: Annotated[Inside, AfterValidator(_truetype)]
    family: Label
    style: Label
    licence: Inside
    author: Name = ""
    # the same face with letters it lacks added (a modified font under its own name): drawn where a text needs them
    extended: Annotated[Inside, AfterValidator(_truetype)] | None = None
    extended_family: Label | None = None
    extended_licence: Inside | None = None


class FontFile(Wire):
    font: dict[Key, FontEntry] = Field(min_length=1, max_length=MAX_FONTS)
