"""Where pnp finds its bundled data (fonts, layouts, colour profiles, translations).

In a checkout (or an editable install) the data sits at the top of the
repository, next to the package; a built wheel carries a copy in
``pnp/_data``. The environment variables ``PNP_FONTS_DIR``,
``PNP_LAYOUTS_DIR``, ``PNP_PROFILES_DIR`` and ``PNP_LOCALES_DIR`` point pnp at other folders.

A layouts folder of the user's (``PNP_LAYOUTS_DIR``) overrides the files it
holds and falls back to the bundled ones for the rest (:func:`layouts_file`):
a folder with only an edited ``paper.toml`` changes the papers and nothing
else, as the comments at the top of each bundled file say.
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str, env: str) -> Path:
    override = os.environ.get(env)
    if override:
        return Path(override)
    bundled = _PACKAGE / "_data" / name
    if bundled.is_dir():
        return bundled
    return _PACKAGE.parent / name


def fonts_dir() -> Path:
    return _data_dir("fonts", "PNP_FONTS_DIR")


def layouts_dir() -> Path:
    """The layouts folder asked for: the user's (``PNP_LAYOUTS_DIR``) or the bundled one. Read a file through
    :func:`layouts_file`, which falls back to the bundled copy of a file the user's folder does not hold."""
    return _data_dir("layouts", "PNP_LAYOUTS_DIR")


def bundled_layouts_dir() -> Path:
    """The layouts that ship with pnp."""
    bundled = _PACKAGE / "_data" / "layouts"
    return bundled if bundled.is_dir() else _PACKAGE.parent / "layouts"


def layouts_dirs() -> list[Path]:
    """Where layout files are looked for, first match wins: the user's folder, if one is set, then the bundled."""
    bundled = bundled_layouts_dir()
    mine = layouts_dir()
    return [bundled] if mine == bundled else [mine, bundled]


def layouts_file(*parts: str) -> Path:
    """A layout file (``paper.toml``, ``presets/home.toml``...): the user's copy when their folder holds one
    (even a broken one: its reader then names it), else the bundled file."""
    for folder in layouts_dirs():
        path = folder.joinpath(*parts)
        if path.exists() or path.is_symlink():
            return path
    return bundled_layouts_dir().joinpath(*parts)


def layouts_names(folder: str, suffix: str = ".toml") -> list[str]:
    """The names (without suffix) of the files in a layouts subfolder, the user's and the bundled together."""
    return sorted({p.name.removesuffix(suffix) for d in layouts_dirs() for p in (d / folder).glob(f"*{suffix}")})


def preset_names() -> list[str]:
    """The printer presets by name: the TOML files of layouts/presets/ (the user's folder and the bundled one), the
    one list every help text and refusal names (a folder listing: light enough for `pnp --help`)."""
    return layouts_names("presets")


def locales_dir() -> Path:
    """The translation catalogs: a folder per language (``locales/de/pnp.po``...) and the template."""
    return _data_dir("locales", "PNP_LOCALES_DIR")


def profiles_dir() -> Path:
    """The colour profiles (the press profile CMYK PDFs are converted through and embed)."""
    return _data_dir("profiles", "PNP_PROFILES_DIR")


def package_file(*parts: str) -> Path:
    """A data file shipped inside the package (icons, card texts)."""
    return _PACKAGE.joinpath(*parts)
