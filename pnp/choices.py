"""Comma-separated choices in options ("sword,bow", "all"), checked with one clear error."""

from __future__ import annotations

from collections.abc import Sequence

from pnp.errors import PnpError


def choice_list(option: str, text: str, choices: Sequence[str], noun: str, offer_all: bool = True) -> list[str]:
    """A comma-separated list of ``choices`` ("all": every one); an unknown name is a user error.

    ``offer_all``: whether the error message mentions "all".
    """
    if text == "all":
        return list(choices)
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise PnpError(f"{option}: no {noun} given (choose from {', '.join(choices)}{', or all' if offer_all else ''})")
    for name in names:
        if name not in choices:
            raise PnpError(f"{option}: unknown {noun} {name!r} (choose from {', '.join(choices)}"
                           f"{', or all' if offer_all else ''})")
    return names
