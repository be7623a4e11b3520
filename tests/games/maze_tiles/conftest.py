"""Fixtures the maze-tile tests share: the bundled content and one tile set."""

from __future__ import annotations

import pytest

from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.generate import generate_tileset


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(scope="module")
def tileset():
    return generate_tileset(3)
