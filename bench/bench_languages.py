"""The languages: how long a catalog takes to read (once per process), and each game's kit drawn in every language
beside the same kit in English (the anchor), in one run, each made once before it is timed (the first kit of a
language measures every word afresh): `kit_<game>_<lang>_vs_en` is the ratio of their times, and
`kit_<game>_<lang>_pages` the kit.pdf pages a longer language takes (English's beside it)."""

from __future__ import annotations

import time
from dataclasses import replace


def _kit(name: str, code: str) -> tuple[float, int]:
    """Seconds to make and lay out ``name``'s kit in ``code`` (the catalog already read), and its pages."""
    from pnp.catalog import paper
    from pnp.game import KitRequest
    from pnp.i18n import language
    from pnp.kits.build import kit_pages
    from pnp.layout.presets import load_preset
    from pnp.registry import game

    preset, sheet = load_preset("home"), replace(paper("a4"))
    g = game(name)
    with language(code):
        start = time.perf_counter()
        spec = g.make_kit(KitRequest(1, 4, sheet, preset.layout, 1, g.prepare_kit_options({}), None))
        pages = len(kit_pages(spec, preset, sheet).pages)
        return time.perf_counter() - start, pages


def run():
    from pnp.i18n.catalogs import languages, translations

    others = [c for c in languages() if c != "en"]
    for code in others:
        start = time.perf_counter()
        translations(code)
        yield f"catalog_{code}_read", time.perf_counter() - start, "s"
    for name in ("path-cards", "labyrinth"):
        _kit(name, "en")  # warm: the first kit of a process loads the games' modules
        english, english_pages = _kit(name, "en")
        yield f"kit_{name}_en_pages", english_pages, "pages"
        for code in others:
            _kit(name, code)  # warm too: English is timed warm, with its words measured once already
            seconds, pages = _kit(name, code)
            yield f"kit_{name}_{code}_vs_en", seconds / english, "x"
            yield f"kit_{name}_{code}_pages", pages, "pages"
