"""Vendored vector icons (game-icons.net, CC BY 3.0) and their credits.

Icons are addressed by pnp's own names (``sword``, ``minotaur``, ``die-3``...);
``pnp/icons/manifest.toml`` maps them to the game-icons.net originals and
``icons.json`` holds the normalised path data (512 × 512 units, y down).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from pnp.errors import PnpError
from pnp.resources import package_file

VIEW_BOX = 512.0


@dataclass(frozen=True)
class IconData:
    name: str
    group: str
    source: str  # the game-icons.net name
    artist: str
    fill_rule: str
    d: str  # absolute M/L/C/Z path data in 512-unit space


@lru_cache(maxsize=1)
def _load() -> tuple[dict, dict[str, IconData]]:
    raw = json.loads(package_file("icons", "icons.json").read_text(encoding="utf-8"))
    icons = {
        name: IconData(name, e["group"], e["source"], e["artist"], e["fill_rule"], e["d"])
        for name, e in raw["icons"].items()
    }
    meta = {k: v for k, v in raw.items() if k != "icons"}
    return meta, icons


def icon_names() -> list[str]:
    return list(_load()[1])


def icon(name: str) -> IconData:
    icons = _load()[1]
    if name not in icons:
        raise PnpError(f"unknown icon {name!r} (see `pnp icons` for the list)")
    return icons[name]


def has_icon(name: str) -> bool:
    return name in _load()[1]


@dataclass(frozen=True)
class Credit:
    artist: str
    icons: tuple[str, ...]  # game-icons.net names


def credits(names: list[str] | None = None) -> list[Credit]:
    """Who drew the given icons (all vendored icons by default), by artist."""
    icons = _load()[1]
    chosen = icons.values() if names is None else [icon(n) for n in names]
    by_artist: dict[str, set[str]] = {}
    for data in chosen:
        by_artist.setdefault(data.artist, set()).add(data.source)
    return [Credit(a, tuple(sorted(s))) for a, s in sorted(by_artist.items())]


def credits_text(names: list[str] | None = None) -> str:
    """A plain-text credits paragraph suitable for a kit's credits page."""
    meta = _load()[0]
    lines = [
        f"Icons from {meta['collection']} ({meta['url']}), licensed under "
        f"{meta['license']} ({meta['license_url']}); recoloured and resized.",
    ]
    for credit in credits(names):
        lines.append(f"{credit.artist}: {', '.join(credit.icons)}.")
    return "\n".join(lines)
