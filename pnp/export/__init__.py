"""Exports of the games for play on screen: Tabletop Simulator (docs/tts.md).

``sheets.py`` plans the images (deck grids, pixel sizes) and draws them from the kit's own pages; ``tts.py``
builds the saved object that points at them and the files of every chosen game.
"""
