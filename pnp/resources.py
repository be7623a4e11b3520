"""Where pnp finds its bundled data (fonts, layouts, colour profiles).

In a checkout (or an editable install) the data sits at the top of the
repository, next to the package; a built wheel carries a copy in
``pnp/_data``. The environment variables ``PNP_FONTS_DIR``,
``PNP_LAYOUTS_DIR`` and ``PNP_PROFILES_DIR`` point pnp at other folders.
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
    return _data_dir("layouts", "PNP_LAYOUTS_DIR")


def preset_names() -> list[str]:
    """The bundled printer presets by name: the TOML files of layouts/presets/, the one list every help text and
    refusal names (a folder listing: light enough for `pnp --help`)."""
    return sorted(p.stem for p in (layouts_dir() / "presets").glob("*.toml"))


def profiles_dir() -> Path:
    """The colour profiles (the press profile CMYK PDFs are converted through and embed)."""
    return _data_dir("profiles", "PNP_PROFILES_DIR")


def package_file(*parts: str) -> Path:
    """A data file shipped inside the package (icons, card texts)."""
    return _PACKAGE.joinpath(*parts)
