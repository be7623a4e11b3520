"""Reading a user's or a bundled text file, with one clear error for every way it can fail."""

from __future__ import annotations

import tomllib
from pathlib import Path

from pnp.errors import LayoutFileError, PnpError


def read_text(path: Path | str, error: type[PnpError], expected: str) -> str:
    """The UTF-8 text of ``path``; a missing, folder, binary or unreadable file raises ``error`` naming it.

    ``expected`` names the format for the messages ("JSON", "TOML").
    """
    try:
        return Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error(f"{path}: file not found") from None
    except IsADirectoryError:
        raise error(f"{path}: is a folder, expected a {expected} file") from None
    except UnicodeDecodeError:
        raise error(f"{path}: not a text file (expected UTF-8 {expected})") from None
    except OSError as err:
        raise error(f"{path}: cannot read: {err.strerror}") from None


def load_toml(path: Path, error: type[PnpError] = LayoutFileError) -> dict:
    """A TOML file's tables; a missing, unreadable, binary or malformed file raises ``error`` naming it."""
    text = read_text(path, error, "TOML")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise error(f"{path}: not valid TOML: {err}") from None
