"""Dungeon notebooks as scene pages: one import for the page makers and the inks tests look for.

The drawing is split by job: ``pen`` (palette, design frame, small art),
``viewport`` (the compass and the room picture), ``room_page`` (a room's
page), ``rules_pages`` (title, rules, notes), ``trackers`` (stats and map) and
``appendix`` (the designer's figures).
"""

from __future__ import annotations

from pnp.games.notebook.appendix import appendix_pages
from pnp.games.notebook.pen import BACK, CHOICE_INK, EXIT_INK, GRID_INK, HEART_INK, KEY_INK, VIEW
from pnp.games.notebook.room_page import room_page, room_pages
from pnp.games.notebook.rules_pages import notes_page, rules_pages, title_page, title_pages
from pnp.games.notebook.trackers import map_geometry, tracker_pages

__all__ = [
    "BACK",
    "CHOICE_INK",
    "EXIT_INK",
    "GRID_INK",
    "HEART_INK",
    "KEY_INK",
    "VIEW",
    "appendix_pages",
    "map_geometry",
    "notes_page",
    "room_page",
    "room_pages",
    "rules_pages",
    "title_page",
    "title_pages",
    "tracker_pages",
]
