"""One data file being read and checked: every error names the file and the key path.

For example ``desperation.toml: card[3].copies: expected a whole number of at
least 1, got 0``. The checks are generic (tables with known keys, non-empty
texts, whole numbers in a range, flags, icon names, lists); what a file must
hold is :mod:`.content`'s business.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pnp.errors import PnpError
from pnp.i18n.data import localised_file
from pnp.icons import has_icon
from pnp.textfile import load_toml


class DataFile:
    """One data file being checked; every error names it and the key path."""

    def __init__(self, path: Path):
        self.path = path

    def error(self, where: str, message: str) -> PnpError:
        return PnpError(f"{self.path}: {where}: {message}" if where else f"{self.path}: {message}")

    def load(self) -> dict:
        """The file's tables, its printed strings in the current language (:func:`pnp.i18n.data.localised_file`:
        the keys :data:`pnp.i18n.data.DATA_FILES` lists; ids, icons, colours and counts stay as written)."""
        return localised_file(self.path, load_toml(self.path))  # its errors (a PnpError) name the file, as ours do

    def keys(self, where: str, table: Any, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
        if not isinstance(table, dict):
            raise self.error(where, f"expected a table, got {kind_of(table)}")
        allowed = set(required) | set(optional)
        for key in table:
            if key not in allowed:
                raise self.error(join(where, key), f"unknown key (allowed: {', '.join(sorted(allowed))})")
        for key in required:
            if key not in table:
                raise self.error(join(where, key), "missing")
        return table

    def text(self, where: str, table: dict, key: str, default: str | None = None) -> str:
        if key not in table and default is not None:
            return default
        value = table.get(key)
        if not isinstance(value, str) or not value.strip():
            raise self.error(join(where, key), f"expected a non-empty string, got {kind_of(value)}")
        if value != value.strip() or "  " in value:
            raise self.error(join(where, key), "extra spaces in the text")
        return value

    def whole(self, where: str, value: Any, lowest: int, highest: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < lowest or (
                highest is not None and value > highest):
            span = f"of at least {lowest}" if highest is None else f"from {lowest} to {highest}"
            raise self.error(where, f"expected a whole number {span}, got {value!r}")
        return value

    def flag(self, where: str, table: dict, key: str) -> bool:
        value = table.get(key, False)
        if not isinstance(value, bool):
            raise self.error(join(where, key), f"expected true or false, got {value!r}")
        return value

    def icon(self, where: str, table: dict, key: str) -> str:
        name = self.text(where, table, key)
        if not has_icon(name):
            raise self.error(join(where, key), f"unknown icon {name!r} (see pnp/icons/manifest.toml)")
        return name

    def array(self, where: str, data: dict, key: str) -> list:
        value = data.get(key)
        if not isinstance(value, list) or not value:
            raise self.error(join(where, key), f"expected a non-empty list, got {kind_of(value)}")
        return value


def join(where: str, key: str) -> str:
    """The key path of ``key`` inside ``where`` (``card[3]`` and ``copies`` give ``card[3].copies``)."""
    return f"{where}.{key}" if where else key


def kind_of(value: Any) -> str:
    """What a wrong value is, for a message: a string quoted, anything else by its type."""
    if value is None:
        return "nothing"
    if isinstance(value, str):
        return f"{value!r}"
    return type(value).__name__
