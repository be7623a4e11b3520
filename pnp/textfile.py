"""Reading a user's or a bundled text file, with one clear error for every way it can fail."""

from __future__ import annotations

from pathlib import Path

from pnp.errors import LayoutFileError, PnpError


def read_text(path: Path | str, error: type[PnpError], expected: str) -> str:
    """The UTF-8 text of ``path``, read at the boundary (bounded); a missing, folder, binary, oversized or
    unreadable file raises ``error`` naming it. ``expected`` names the format for the messages."""
    from pnp.boundary import read_text as bounded

    return bounded(path, error, expected)


def load_toml(path: Path, error: type[PnpError] = LayoutFileError) -> dict:
    """A TOML file's tables, parsed strictly at the boundary (finite numbers, bounded size and nesting)."""
    from pnp.boundary import load_toml as strict

    return strict(path, error)
