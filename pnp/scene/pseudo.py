"""Pseudo-localisation: every printed string made longer and accented, as localisation teams try a layout
before any translation exists.

A translation runs 30 to 40 % longer than English (German, French, Finnish), uses letters with accents, and
must not lose its ends to a box too small. :func:`pseudo` turns a string into such a stand-in that still
reads: each letter accented ("Score" → "Šçöré"), padding of tildes that makes it 40 % longer, and a bracket at
each end, so a truncated string shows at once ("[Šçöré ýöûr påth ~~~~~~]"). The accents are Latin-1's and
Latin Extended-A's Š and Ž, which every bundled font draws (the display font has no others).

The string functions live in :mod:`pnp.i18n.pseudo`. Here is the layouts' pseudo-locale: :func:`pseudo_page`
pseudo-localises the strings of a page already drawn, each Text re-wrapping in its own box as it would with a
translation; the layout check (:mod:`pnp.scene.layout_check`) then shows where the layout does not hold it. Every
string with a word in it is changed, numbers and ids aside (see :func:`translatable`). The catalogs' own
pseudo-language (:mod:`pnp.i18n.pseudo_catalog`) changes only the strings the catalog holds.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import replace

from pnp.i18n.pseudo import CLOSE, GROWTH, OPEN, pseudo, translatable
from pnp.scene.locale import locale
from pnp.scene.model import Group, Item, Page, Text

__all__ = ["CLOSE", "GROWTH", "OPEN", "pseudo", "pseudo_locale", "pseudo_page", "translatable"]


def pseudo_locale() -> AbstractContextManager[None]:
    """The pseudo-locale: layouts placed inside set every string pseudo-localised before measuring it, so their
    boxes grow and their sections flow on as a translation's would (:mod:`pnp.scene.locale`); what the
    drawing code placed by hand is pseudo-localised afterwards by :func:`pseudo_page`, in its own box."""
    return locale(pseudo)


def _items(items: tuple[Item, ...]) -> tuple[Item, ...]:
    out: list[Item] = []
    for item in items:
        if isinstance(item, Text):
            out.append(replace(item, text=pseudo(item.text)))
        elif isinstance(item, Group):
            out.append(replace(item, items=_items(item.items)))
        else:
            out.append(item)
    return tuple(out)


def pseudo_page(page: Page) -> Page:
    """``page`` with every printed string pseudo-localised in its own box (symbols' art is shared and left)."""
    return replace(page, items=_items(page.items))
