"""List the printed words of a game's kit that escaped the catalog: the kit drawn in the pseudo-language, every
text with a plain English word in it (pnp.kits.language_check). Usage: python tools/i18n_escapes.py GAME [LANG]

With LANG (de, pl...) the kit is drawn in that language instead, to read what still prints in English there.
"""

from __future__ import annotations

import sys
from collections import Counter

from pnp.catalog import paper
from pnp.game import KitRequest
from pnp.i18n import PSEUDO, language
from pnp.kits.language_check import kit_escapes
from pnp.layout.presets import load_preset
from pnp.registry import game


def main() -> None:
    name = sys.argv[1]
    code = sys.argv[2] if len(sys.argv) > 2 else PSEUDO
    preset = load_preset("home")
    on = paper("a4")
    g = game(name)
    with language(code):
        spec = g.make_kit(KitRequest(1, 4, on, preset.layout, 1, g.prepare_kit_options({}), None))
        found = kit_escapes(spec, preset, on)
    seen: Counter[str] = Counter()
    for e in found:
        seen[e.text] += 1
        if seen[e.text] == 1:
            print(f"{e.where}: {e.text!r}  <- {' '.join(e.words[:6])}")
    print(f"{len(seen)} distinct texts with English words ({len(found)} printed)", file=sys.stderr)


if __name__ == "__main__":
    main()
