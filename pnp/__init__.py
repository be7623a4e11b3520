"""pnp: print-and-play toolkit for labyrinth games.

The public Python API (see docs/api.md)::

    import pnp

    deck = pnp.generate("path-cards", seed=3)
    assert pnp.verify(deck).ok
    pnp.write(deck, "output/deck", formats=("pdf", "json"))

What is named in ``__all__`` is public; every other module is pnp's own business
and may change.
"""

from pnp.api import Content, all_games, commands, document, draw, files, generate, kit, load, theme, verify, write
from pnp.errors import PnpError
from pnp.version import __version__

__all__ = [
    "Content", "PnpError", "__version__", "all_games", "commands", "document", "draw", "files", "generate", "kit",
    "load", "theme", "verify", "write",
]
