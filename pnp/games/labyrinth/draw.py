"""Labyrinth models as scene pages: the one place the drawing modules are named.

The drawing knows the game, not PDF: it builds :class:`~pnp.scene.model.Page`
objects (millimetres, y down, origin at the trim box's top-left) that any
renderer draws. It is split by job:

- :mod:`.pen`: the palette, the cards' frame and small shared art;
- :mod:`.sheet_grid` and :mod:`.sheet_page`: sheet pages (trimmed to the paper), with a solution path on answer pages;
- :mod:`.card_pages`: objective card faces and backs (trimmed to the card, with a bleed);
- :mod:`.answer_tables`: the tables of proven pars;
- :mod:`.aid` (the player aid) and :mod:`.tokens` (speed tokens) draw the kit's other components.
"""

from __future__ import annotations

from pnp.games.labyrinth.answer_tables import answer_page
from pnp.games.labyrinth.card_pages import card_back, card_front
from pnp.games.labyrinth.sheet_grid import grid_geometry
from pnp.games.labyrinth.sheet_page import sheet_page

__all__ = ["answer_page", "card_back", "card_front", "grid_geometry", "sheet_page"]
