"""The language pnp prints in: its catalogs, the current language, and the gettext calls that translate.

Every printed word goes through these calls, in the source as English (the catalogs' msgids):

- ``_("Torchlight Dash")``: a string;
- ``ngettext("{n} point", "{n} points", n).format(n=n)``: a string that agrees with a number (Polish has three
  forms: "1 punkt", "2 punkty", "5 punktów"; the catalog's Plural-Forms header says which applies);
- ``pgettext("scroll", "Scroll")``: a string whose translation depends on where it prints;
- ``N_("...")``: marks a module-level constant for the catalog; it is translated where it is used, ``_(CONST)``.

The current language is a context variable set by :func:`language` (the command line's ``--lang``, a preset's
``lang``); a process a kit starts is handed it (:func:`pnp.parallel.process_pool`). English is the source: its
calls return the msgid itself, so English output is byte for byte what it was before the catalogs existed.

The catalogs are gettext PO files, one folder per language under ``locales/`` (:mod:`pnp.i18n.catalogs`), read
with Babel. The command line's own messages (errors, progress, help) stay English: they are for whoever runs the
tool and for bug reports, not for the players.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gettext import NullTranslations

SOURCE = "en"  # the language of the msgids
PSEUDO = "qps"  # the pseudo-language of the tests: every catalog string accented and longer (see catalogs)

_CURRENT: ContextVar[str] = ContextVar("pnp_language")
_process = SOURCE  # the language of a context that set none: a thread the editor's server starts, a worker


def current() -> str:
    """The language words are printed in now (``"en"`` unless :func:`language` or :func:`set_language` says
    otherwise)."""
    return _CURRENT.get(_process)


@contextmanager
def language(code: str) -> Iterator[None]:
    """Everything inside prints in ``code`` (checked: one of :func:`pnp.i18n.catalogs.languages`)."""
    if code not in (SOURCE, PSEUDO):
        from pnp.i18n.catalogs import translations

        translations(code)  # an unknown language or a broken catalog is refused here, before any work
    token = _CURRENT.set(code)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def set_language(code: str) -> str:
    """Make ``code`` the language of this whole process, its threads included (a worker a kit starts, handed its
    parent's; a command whose server answers on threads of its own); the language it had before."""
    global _process
    before, _process = _process, code
    return before


def _catalog() -> NullTranslations:
    """The current language's catalog (English's answers every message with itself)."""
    from pnp.i18n.catalogs import translations

    return translations(current())


def _(message: str) -> str:
    """``message`` in the current language."""
    # gettext answers "" with the catalog's header: nothing is nothing
    return _catalog().gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` that agrees with ``n`` in the current language (format it after)."""
    return _catalog().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, as it reads in ``context`` (one English word, two translations)."""
    return _catalog().pgettext(context, message) if message else message


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` in ``context``."""
    return _catalog().npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Marks ``message`` for the catalog without translating it: a constant translated where it is used."""
    return message


gettext = _
