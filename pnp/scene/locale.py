"""The locale the declarative layouts set their words in: a translation of each string, applied before the
words are measured, so a longer language grows its box or flows on by the layout's own rules.

There are no translation catalogs yet (issue 30 brings them); the one locale today besides English is the
pseudo-locale (:func:`pnp.scene.pseudo.pseudo_locale`), which the layout check sweeps with. A locale holds
for the thread or task that sets it (a context variable): processes a kit starts do not inherit it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Translate = Callable[[str], str]

_CURRENT: ContextVar[Translate | None] = ContextVar("pnp_locale", default=None)


@contextmanager
def locale(translate: Translate) -> Iterator[None]:
    """Every layout placed inside sets its words as ``translate`` gives them."""
    token = _CURRENT.set(translate)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def localised(text: str) -> str:
    """``text`` in the current locale (as it is without one)."""
    translate = _CURRENT.get()
    return text if translate is None else translate(text)


def translating() -> bool:
    """Whether a locale is set: the words measured are then the translation itself, so a layout keeps no extra
    room for one (``Words.room`` is for the English a translation will replace)."""
    return _CURRENT.get() is not None
