"""pnp: print-and-play toolkit for labyrinth games."""

from pnp.version import __version__

__all__ = ["__version__"]
