"""Model kinds: from a file's ``kind`` to the module that loads, verifies and draws it.

Each kind module offers the same small interface (``from_json``, ``to_json``,
``verify``, ``draw``), so ``pnp verify FILE`` and ``pnp render FILE`` work for
every kind without special cases. Modules are imported only when needed.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from pnp.errors import ModelError
from pnp.jsonio import read_json

# kind -> "module" or "module:object" offering from_json(data, source), to_json(model),
# verify(model) and draw(model)
KINDS: dict[str, str] = {
    "scene": "pnp.scene.kind",
    "labyrinth-sheet": "pnp.games.labyrinth.kinds:SHEET",
    "labyrinth": "pnp.games.labyrinth.kinds:LABYRINTH",
    "objective-card": "pnp.games.labyrinth.kinds:CARD",
    "objective-deck": "pnp.games.labyrinth.kinds:DECK",
    "minigame-tile": "pnp.games.minigames.kinds:TILE",
    "minigame-set": "pnp.games.minigames.kinds:SET",
    "maze-tiles": "pnp.games.maze_tiles.kinds:TILESET",
    "path-deck": "pnp.games.path_cards.kinds:DECK",
    "notebook": "pnp.games.notebook.kinds:NOTEBOOK",
}


@dataclass(frozen=True)
class KindOps:
    """What a game's kinds module offers for one kind (the object KINDS names)."""

    from_json: Callable[[dict, str], Any]
    to_json: Callable[[Any], dict]
    verify: Callable[[Any], Any]
    draw: Callable[[Any], Any]


@dataclass(frozen=True)
class Kind:
    name: str
    module: Any

    def from_json(self, data: dict, source: str = ""):
        return self.module.from_json(data, source)

    def to_json(self, model) -> dict:
        return self.module.to_json(model)

    def verify(self, model):
        return self.module.verify(model)

    def draw(self, model):
        return self.module.draw(model)


def kind(name: str) -> Kind:
    if name not in KINDS:
        raise ModelError(f"unknown kind {name!r} (known: {', '.join(sorted(KINDS))})")
    module_name, _, attr = KINDS[name].partition(":")
    module = importlib.import_module(module_name)
    return Kind(name, getattr(module, attr) if attr else module)


@dataclass(frozen=True)
class Loaded:
    kind: Kind
    model: Any


def load_model(path: Path) -> Loaded:
    data = read_json(path)
    name = data.get("kind")
    if not isinstance(name, str):
        raise ModelError(f"{path}: kind: missing (every pnp model file names its kind)")
    k = kind(name)
    return Loaded(k, k.from_json(data, str(path)))
