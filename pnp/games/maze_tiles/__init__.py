"""Maze tiles (Labyrinthos style): a 7 × 7 board of square maze tiles, a minotaur, four keys.

Our reading of the rules is in docs/rules-maze-tiles.md.
"""
