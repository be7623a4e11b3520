"""The words of a kit that escaped the catalog: English left on a page printed in another language.

A kit made in the pseudo-language (:data:`pnp.i18n.PSEUDO`) has every catalog string accented; any word still
in plain English letters (:func:`pnp.i18n.pseudo.escaped`) was printed without going through the catalog. The
pages checked are those :mod:`pnp.kits.layout_sweep` checks: every distinct page of every part, and the kit's own
cover, contents, rules and credits. The designer's pages (odds, reports) are for whoever makes the kit, not the
players, and stay English. So do the texts the credits quote as written (:func:`pnp.credits.verbatim`: the fonts'
licences and the lines naming the icons' artists and icons), which are not escapes, and the names pnp's own
sentences quote (:func:`pnp.credits.without_names`: fonts, their authors, artists, icons).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from pnp.catalog import Paper
from pnp.credits import verbatim, without_names
from pnp.i18n.pseudo import escaped
from pnp.kits.layout_sweep import Named, kit_own_pages, part_pages
from pnp.layout.presets import Preset
from pnp.parts import KitSpec
from pnp.scene.model import Text
from pnp.scene.walk import iter_items


@dataclass(frozen=True)
class Escape:
    """A printed text with English words in it, and where."""

    where: str
    text: str
    words: tuple[str, ...]


def page_escapes(named: Named) -> Iterator[Escape]:
    for item in iter_items(named.page.items):
        if isinstance(item, Text) and (words := escaped(without_names(item.text))) and not verbatim(item.text):
            yield Escape(named.where, item.text, tuple(words))


def kit_named_pages(spec: KitSpec, preset: Preset, paper: Paper) -> Iterator[Named]:
    """Every distinct page of a kit's parts, then its own cover, contents, rules and credits, each named."""
    for part in spec.parts:
        yield from part_pages(part)
    yield from kit_own_pages(spec, preset, paper)


def kit_escapes(spec: KitSpec, preset: Preset, paper: Paper) -> list[Escape]:
    """Every escaped text of a kit drawn in the pseudo-language, in print order."""
    return [e for named in kit_named_pages(spec, preset, paper) for e in page_escapes(named)]


def text_escapes(where: str, text: str) -> list[Escape]:
    """The escaped lines of a text file (README.txt), file names, addresses, `commands` and settings aside."""
    found = []
    for n, line in enumerate(text.splitlines(), 1):
        kept = " ".join(w for w in _COMMAND.sub(" ", line).split() if not _a_name(w))
        if words := escaped(kept):
            found.append(Escape(f"{where}:{n}", line, tuple(words)))
    return found


# a command as typed, in backquotes (`pnp verify`), and a setting as a preset's file writes it (offset = [dx, dy])
_COMMAND = re.compile(r"`[^`]*`|\b[a-z_]+ = (\[[^\]]*\]|\S+)")


def _a_name(word: str) -> bool:
    """A file name, path, address or option: printed as it is in every language."""
    inner = word.rstrip(".,;:)")
    return any(c in inner for c in "/@_=") or "." in inner or inner.startswith("-")


@dataclass(frozen=True)
class Missing:
    """A printed text with characters its font cannot draw (a box in place of a letter), and where."""

    where: str
    font: str
    text: str
    characters: str


def kit_missing_glyphs(spec: KitSpec, preset: Preset, paper: Paper) -> list[Missing]:
    """Every text of a kit whose font (its own file or, for one with an extended face, that) lacks a character."""
    from pnp.fonts import metrics

    found: list[Missing] = []
    for named in kit_named_pages(spec, preset, paper):
        for item in iter_items(named.page.items):
            if isinstance(item, Text):
                m = metrics(item.font)
                if lacking := "".join(sorted({c for c in item.text if not c.isspace() and not m.has_glyph(c)})):
                    found.append(Missing(named.where, item.font, item.text, lacking))
    return found
