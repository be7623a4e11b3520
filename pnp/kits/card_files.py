"""One PNG per card side, named by the card's id: what the PNG presets (png-cards and the card services'
presets) write in png/<deck>/.

A card's file is ``<id>-front.png`` and ``<id>-back.png``, its id being its page's label (the id the game
prints, as in the Tabletop Simulator export), made safe for any file system; a card without one is named
by its number in the deck. A service taking one back per deck gets ``back.png`` once when every card of a
deck shares its back. A component of one of the service's stock sizes is exactly the template's pixels
(:meth:`pnp.layout.services.Stock.bleed_for`); any other keeps the preset's bleed.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from pnp.layout.presets import Preset
from pnp.layout.services import stock_warnings
from pnp.parts import ComponentSet, KitSpec
from pnp.scene.model import Page

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
MAX_STEM = 60  # characters of an id kept in a file name


def file_stem(label: str) -> str:
    """A card id as a file name's stem: runs of anything but letters, digits, '.', '_' and '-' become one
    '-', none at either end (so never '..' alone or a hidden file)."""
    return _UNSAFE.sub("-", label).strip("-.")[:MAX_STEM].strip("-.")


def card_stems(part: ComponentSet) -> list[str]:
    """Each card's file stem, unique in the deck even where file systems ignore case: its id, or its number
    (001, 002...) when it has none; an id shared by several cards ("wall token") gets each card's number."""
    ids = [file_stem(page.label) for page in part.fronts]
    counts: dict[str, int] = {}
    for stem in ids:
        counts[stem.lower()] = counts.get(stem.lower(), 0) + 1
    stems: list[str] = []
    taken: set[str] = set()
    for i, stem in enumerate(ids):
        name = stem if stem and counts[stem.lower()] == 1 else "-".join(filter(None, (stem, f"{i + 1:03d}")))
        while name.lower() in taken or name.lower() == "back":  # "back" is the deck's shared back
            name += "-x"
        taken.add(name.lower())
        stems.append(name)
    return stems


def shared_back(part: ComponentSet, preset: Preset) -> bool:
    """The deck gets one back file: its service takes one back per deck and every card has the same back."""
    backs = part.back_pages()
    return (preset.service is not None and preset.service.single_back and bool(backs)
            and len(set(backs)) == 1)


def card_sides(part: ComponentSet, preset: Preset) -> list[tuple[str, Page]]:
    """Each file's name (without .png) and the side it shows, bleed kept as the preset (and the service's
    template for a stock size) says, in deck order: each card's front and back, the shared back last."""
    front = part.fronts[0]
    bleed = preset.bleed
    stock = preset.service.stock_for(front.width, front.height) if preset.service else None
    if stock is not None and stock.pixels is not None:
        bleed = stock.bleed_for(front.width, front.height, preset.dpi)
    one_back = shared_back(part, preset)
    backs = part.back_pages()
    out: list[tuple[str, Page]] = []
    for i, stem in enumerate(card_stems(part)):
        out.append((f"{stem}-front", part.fronts[i]))
        if backs and not one_back:
            out.append((f"{stem}-back", backs[i]))
    if one_back:
        out.append(("back", backs[0]))
    return [(name, replace(page, bleed=min(page.bleed, bleed))) for name, page in out]


def png_deck(part: ComponentSet, preset: Preset, theme=None) -> dict[Path, bytes]:
    """The deck's PNG files under png/<deck>/."""
    from pnp.render.pdf import render_pdf
    from pnp.render.png import png_pages
    from pnp.scene.model import Document
    from pnp.themes.apply import themed_page

    named = card_sides(part, preset)
    sides = [themed_page(page, theme) for _, page in named]
    pngs = png_pages(render_pdf(Document(tuple(sides))), sides, dpi=preset.dpi, area="bleed")
    return {Path("png") / part.slug / f"{name}.png": data for (name, _), data in zip(named, pngs)}


def kit_warnings(spec: KitSpec, preset: Preset) -> list[str]:
    """The kit's components of no stock size at the preset's service, each once (README.txt and stderr)."""
    sets = [p for p in spec.parts if isinstance(p, ComponentSet) and p.fronts]
    return stock_warnings(preset.service, [(p.title, p.fronts[0].width, p.fronts[0].height) for p in sets])
