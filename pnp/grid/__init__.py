"""Square grids shared by the games: cells, neighbours, walls, mazes, search."""
