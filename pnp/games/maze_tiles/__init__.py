"""Maze tiles: a tile-laying labyrinth game on a 7 × 7 board of square maze tiles, with a minotaur and four keys.

Our reading of the rules is in docs/rules-maze-tiles.md.
"""
