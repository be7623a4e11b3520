"""Dungeon notebooks (Paper Apps LABYRINTH style): one room per page, escapable, balanced.

Our reading of the rules is in docs/rules-notebook.md.
"""
