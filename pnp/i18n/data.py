"""The printed strings of the data files (rules, cards, notebook texts): which keys print, and their translation.

A data file is English, like the code. :data:`DATA_FILES` says, for each file, the keys whose strings are printed
(ids, icon names and dice faces are not): ``pnp translations update`` puts those strings in the template, and a
loader hands what it read to :func:`localised` to get them in the current language. One table for both, so what
is extracted is what is translated. A string may be one value or a list of them (a list of intros).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pnp.i18n import _

RULES = frozenset({"title", "intro", "heading", "text", "caption"})

# package-relative path -> the keys whose strings print; "*" means every string but those of EXCEPT
DATA_FILES: dict[str, frozenset[str]] = {
    "games/labyrinth/data/rules.toml": RULES,
    "games/maze_tiles/data/rules.toml": RULES,
    "games/notebook/data/rules.toml": RULES,
    "games/path_cards/data/rules.toml": RULES,
    "games/maze_tiles/data/actions.toml": frozenset({"name", "text"}),
    # aid.toml: its keys name the texts (symbols.wall, minotaur_die.hooves...); every one of them prints
    "games/maze_tiles/data/aid.toml": frozenset({"goal", "turn", "moving", "keys", "wounds", "wall", "minotaur",
                                                 "hide", "trap", "secret", "hooves", "charge", "attack", "stuck",
                                                 "text"}),
    "games/maze_tiles/data/desperation.toml": frozenset({"title", "text", "reaction"}),
    "games/maze_tiles/data/dice.toml": frozenset({"name"}),
    "games/maze_tiles/data/heroes.toml": frozenset({"name", "title", "description", "text"}),
    "games/maze_tiles/data/keys.toml": frozenset({"name", "text"}),
    "games/maze_tiles/data/variants.toml": frozenset({"name", "title", "text", "reaction", "rule", "rule_name"}),
    "games/notebook/data/content.toml": frozenset({"name", "intros", "message", "messages", "text", "sights",
                                                   "details", "up", "down", "weapons"}),
}
EXCEPT = frozenset({"id", "icon", "color", "colour", "figure", "faces"})

_PACKAGE = Path(__file__).resolve().parent.parent


def keys_of(path: Path) -> frozenset[str]:
    """The printed keys of the data file at ``path`` (none for a file not in :data:`DATA_FILES`: a user's own
    copy elsewhere is printed as written)."""
    try:
        relative = path.resolve().relative_to(_PACKAGE).as_posix()
    except ValueError:
        return frozenset()
    return DATA_FILES.get(relative, frozenset())


# a string that is only a rules field ("{monster_rules}", filled in by the game: pnp.rules_schema.fill_fields) has
# nothing to translate: the template leaves it out, and gettext hands it back as it is
ONLY_FIELD = re.compile(r"\{[a-z_]+\}")


def _prints(key: str, keys: frozenset[str]) -> bool:
    return key not in EXCEPT and ("*" in keys or key in keys)


def localised(data: Any, keys: frozenset[str]) -> Any:
    """``data`` (a file's tables, as read) with the strings of ``keys`` in the current language."""
    if isinstance(data, dict):
        return {k: _translated(v) if _prints(k, keys) and _is_text(v) else localised(v, keys)
                for k, v in data.items()}
    if isinstance(data, list):
        return [localised(v, keys) for v in data]
    return data


def localised_file(path: Path, data: Any) -> Any:
    """``data``, read from ``path``, with its printed strings in the current language (:func:`keys_of`)."""
    keys = keys_of(path)
    return localised(data, keys) if keys else data


def _is_text(value: Any) -> bool:
    """A string, or a list of them (or of such lists: the notebook's weapon names, a list per level)."""
    return isinstance(value, str) or (isinstance(value, list) and bool(value) and all(_is_text(v) for v in value))


def _translated(value: Any) -> Any:
    return _(value) if isinstance(value, str) else [_translated(v) for v in value]


def _flat(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    else:
        for v in value:
            yield from _flat(v)


def strings(data: Any, keys: frozenset[str], where: str = "") -> Iterator[tuple[str, str]]:
    """(key path, string) for each printed string of ``data``, in file order: what the template takes."""
    if isinstance(data, dict):
        for k, v in data.items():
            here = f"{where}.{k}" if where else k
            if _prints(k, keys) and _is_text(v):
                yield from ((here, s) for s in _flat(v) if s.strip() and not ONLY_FIELD.fullmatch(s.strip()))
            else:
                yield from strings(v, keys, here)
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from strings(v, keys, f"{where}[{i}]")
