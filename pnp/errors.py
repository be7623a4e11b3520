"""Errors a user can cause.

Everything a user can get wrong (a bad option, a malformed file, an unwritable
folder) raises a :class:`PnpError` whose message names the file, key or option.
The command line turns it into one line on stderr and exit status 2.
"""

from __future__ import annotations


class PnpError(Exception):
    """A mistake in the user's input; the message is shown as is."""

    located: bool = False  # the message already names the file and key (a reader does not wrap it again)


class LayoutFileError(PnpError):
    """A TOML data file (layouts/*.toml, a game's content file) is malformed or has an invalid value."""


class ModelError(PnpError):
    """A model file (JSON) is malformed or fails verification."""
