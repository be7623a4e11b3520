"""Labyrinth sheets, objective cards, referee and optimal-path solver (Karak: Labyrinth style).

Our reading of the rules is in docs/rules-labyrinth.md.
"""
