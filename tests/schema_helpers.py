"""Shared by the schema tests: a saved file edited one way, and the one located line a reader must give."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from pnp.errors import ModelError


def edited(saved: dict, edit: Callable[[dict], object]) -> dict:
    """A copy of ``saved`` after ``edit`` (which changes it in place)."""
    data = copy.deepcopy(saved)
    edit(data)
    return data


def assert_refused(read: Callable[[dict, str], object], data: dict, source: str, where: str, words: str) -> None:
    """``read(data, source)`` refuses ``data`` in one line: ``SOURCE: WHERE: ...`` holding ``words``."""
    with pytest.raises(ModelError) as err:
        read(data, source)
    message = str(err.value)
    assert message.startswith(f"{source}: {where}: "), message
    assert words in message and "\n" not in message, message
