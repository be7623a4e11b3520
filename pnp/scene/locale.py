"""The locale the declarative layouts set their words in: a translation of each string, applied before the
words are measured, so a longer language grows its box or flows on by the layout's own rules.

This is the layouts' hook, not the catalogs: a language's words come from the catalogs (:mod:`pnp.i18n`), through
the gettext calls of the code that draws. The one locale set here is the pseudo-locale
(:func:`pnp.scene.pseudo.pseudo_locale`), which the layout check sweeps with. A locale holds for the thread or
task that sets it (a context variable): processes a kit starts do not inherit it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache, wraps
from typing import ParamSpec, TypeVar, cast

from pnp.i18n import current

Translate = Callable[[str], str]
P = ParamSpec("P")
R = TypeVar("R")

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


def per_locale(maxsize: int) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Like ``functools.lru_cache(maxsize)``, for a drawing that sets words: one result per locale and language
    (:func:`pnp.i18n.current`), so a picture drawn in English is not handed out in another language (the rules'
    figures, drawn once per process and text floor, are laid out again in the pseudo-locale the layout check
    sweeps, and in each language a kit prints in)."""

    def wrap(fn: Callable[P, R]) -> Callable[P, R]:
        @lru_cache(maxsize)
        def cached(_locale: Translate | None, _language: str, *args: Hashable) -> R:
            return cast(Callable[..., R], fn)(*args)

        @wraps(fn)
        def call(*args: P.args, **kwargs: P.kwargs) -> R:
            assert not kwargs, f"{fn.__name__}: a cache per locale takes its arguments by position"
            return cached(_CURRENT.get(), current(), *args)

        return call

    return wrap
