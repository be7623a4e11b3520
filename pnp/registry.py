"""The one place games are registered: every command, kit and model kind is a loop over :data:`GAMES`.

Each entry names a game family's declaration (a :class:`pnp.game.Game`, in
the family's light ``game`` module), checked to be one when first loaded.
Model kinds come from the games; the "scene" kind (a raw saved scene) is the
only kind no game owns. Modules that do the work are imported only when
needed.

With :mod:`pnp.game`, :mod:`pnp.minigame`, :mod:`pnp.contract` and
:mod:`pnp.parts`, this is the contract the book, the booklet, the kits, the
rules pages and the editor use instead of a game's own modules
(tests/test_architecture.py holds them to it).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pnp.contract import Ref
from pnp.errors import ModelError
from pnp.game import Game, KindOps
from pnp.minigame import Minigames
from pnp.model_file import TextModel, TextReader, read_model_file
from pnp.surfaces.labyrinth import LabyrinthSurface
from pnp.surfaces.maze_tiles import MazeTilesSurface
from pnp.surfaces.path_cards import PathCardsSurface

GAMES: dict[str, Ref[Game]] = {
    "labyrinth": Ref("pnp.games.labyrinth.game:GAME"),
    "minigames": Ref("pnp.games.minigames.game:GAME"),
    "maze-tiles": Ref("pnp.games.maze_tiles.game:GAME"),
    "path-cards": Ref("pnp.games.path_cards.game:GAME"),
    "notebook": Ref("pnp.games.notebook.game:GAME"),
}
SCENE_KIND: Ref[KindOps] = Ref("pnp.scene_kind:SCENE")
# the minigame family's tile types, as the book, booklet, kits and rules use them (pnp.minigame.Minigames)
MINIGAMES: Ref[Minigames] = Ref("pnp.games.minigames.family:FAMILY")
# the labyrinth, the path cards and the maze tiles as the book, the booklet, the editor and the command line use
# them beyond the Game (solo puzzles, pictures drawn afresh, the sheet editor, the simulators): one typed surface
# each (pnp/surfaces/)
LABYRINTH: Ref[LabyrinthSurface] = Ref("pnp.games.labyrinth.surface:SURFACE")
PATH_CARDS: Ref[PathCardsSurface] = Ref("pnp.games.path_cards.surface:SURFACE")
MAZE_TILES: Ref[MazeTilesSurface] = Ref("pnp.games.maze_tiles.surface:SURFACE")
# Model files are JSON, except the labyrinth's sheets, which may also be drawn as text: its reader tells them apart
# and reads either at the boundary.


def games() -> list[Game]:
    """Every registered game, in registration order."""
    return [game(name) for name in GAMES]


@cache
def game(name: str) -> Game:
    if name not in GAMES:
        raise ModelError(f"unknown game {name!r} (known: {', '.join(GAMES)})")
    found = GAMES[name].load(Game)
    if found.name != name:
        raise AssertionError(f"game {GAMES[name].target} is registered as {name!r} but calls itself {found.name!r}")
    return found


@cache
def minigames() -> Minigames:
    """The minigame types: every one in ``pnp/games/minigames/puzzles/`` and those ``PNP_MINIGAMES`` names."""
    return MINIGAMES.load(Minigames)


@cache
def labyrinth() -> LabyrinthSurface:
    """The labyrinth game's surface: its files, solo puzzles and pictures (loads none of its modules yet)."""
    return LABYRINTH.load(LabyrinthSurface)


@cache
def path_cards() -> PathCardsSurface:
    """The path cards' surface: their variants and simulator."""
    return PATH_CARDS.load(PathCardsSurface)


def maze_tiles() -> MazeTilesSurface:
    """The maze tiles' surface: their monsters, bots and simulator."""
    return MAZE_TILES.load(MazeTilesSurface)


def kit_games() -> list[str]:
    """The games that make a kit of their own, in registration order."""
    return [g.name for g in games() if g.kit]


@cache
def kit_options() -> dict[str, tuple]:
    """Every kit game's declared kit options by flag, each with the games declaring it (a flag two games declare
    is one option, given to both): what ``pnp kit`` and the studio offer."""
    found: dict[str, tuple] = {}
    for name in kit_games():
        for option in game(name).kit_options:
            first, owners = found.get(option.flag, (option, ()))
            found[option.flag] = (first, (*owners, name))
    return found


def kinds() -> dict[str, Ref[KindOps]]:
    """Every model kind and where its KindOps live."""
    out = {"scene": SCENE_KIND}
    for g in games():
        for name, target in g.kinds.items():
            if name in out:
                raise AssertionError(f"model kind {name!r} is registered twice")
            out[name] = target
    return out


def owner(kind_name: str) -> Game | None:
    """The game a model kind belongs to (None for a raw scene)."""
    return next((g for g in games() if kind_name in g.kinds), None)


@dataclass(frozen=True)
class Kind:
    name: str
    ops: KindOps

    def from_json(self, data: dict, source: str = ""):
        """The model of ``data`` (a file's JSON object; its ``$schema`` is checked by :func:`pnp.schema.validate`)."""
        return self.ops.from_json(data, source)

    def to_json(self, model) -> dict:
        return self.ops.to_json(model)

    def verify(self, model):
        return self.ops.verify(model)

    def draw(self, model, paper=None):
        """The model's printout; full-page parts are drawn for ``paper`` (default A4)."""
        if paper is None:
            from pnp.catalog import paper as find_paper

            paper = find_paper("a4")
        return self.ops.draw(model, paper)


def kind(name: str) -> Kind:
    known = kinds()
    if name not in known:
        raise ModelError(f"unknown kind {name!r} (known: {', '.join(sorted(known))})")
    return Kind(name, known[name].load(KindOps))


@dataclass(frozen=True)
class Loaded:
    kind: Kind
    model: Any


def _text_reader() -> TextReader | None:
    """The reader of models drawn as text: the one game that has them (a second would need a way to choose)."""
    readers = [r for g in games() if (r := g.text_models()) is not None]  # tests/test_architecture.py: at most one
    return readers[0] if readers else None


def load_model(path: Path) -> Loaded:
    """The model in a file: JSON of any kind, or a labyrinth sheet drawn as text (told apart in one place)."""
    read = read_model_file(path, _text_reader())
    if isinstance(read, TextModel):
        return Loaded(kind(read.kind), read.model)
    data = read
    name = data.get("kind")
    if not isinstance(name, str):
        raise ModelError(f"{path}: kind: missing (every pnp model file names its kind)")
    k = kind(name)
    return Loaded(k, k.from_json(data, str(path)))
