"""pnp: print-and-play toolkit for labyrinth games.

The public Python API (see docs/api.md)::

    import pnp

    deck = pnp.generate("path-cards", seed=3)
    assert pnp.verify(deck).ok
    pnp.write(deck, "output/deck", formats=("pdf", "json"))

What is named in ``__all__`` is public; every other module is pnp's own business
and may change.
"""

from __future__ import annotations

from pnp.version import __version__

TYPE_CHECKING = False  # typing itself is not imported: it takes longer than the rest of this package
if TYPE_CHECKING:
    from typing import Any

    from pnp.api import Content, all_games, commands, document, draw, files, generate, kit, load, theme, verify, write
    from pnp.errors import PnpError

__all__ = [
    "Content", "PnpError", "__version__", "all_games", "commands", "document", "draw", "files", "generate", "kit",
    "load", "theme", "verify", "write",
]


def __getattr__(name: str) -> Any:
    """The API's names, imported when first asked for: the `pnp` program imports this package before its first
    step (pnp.entry installs the interrupt handler), so the package itself must run nothing that takes time."""
    if name == "PnpError":
        from pnp.errors import PnpError

        return PnpError
    if name in __all__:
        from pnp import api

        return getattr(api, name)
    raise AttributeError(f"module 'pnp' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
