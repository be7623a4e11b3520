"""pnp: print-and-play toolkit for labyrinth games."""

__version__ = "0.1.0"
