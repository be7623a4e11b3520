"""Where `pnp kit --game all` spends its time, game by game (serial, defaults): each game's content (its kit
spec: the labyrinth's deck proofs, the maze tiles' playability report, the notebook's simulated runs) and its
files (drawing and rendering), and each game's share of the whole. With ``--jobs 2`` each game runs in one of two
processes, so the largest game's share says how far from half of the serial time two processes can get.
"""

from __future__ import annotations

import time

from pnp.catalog import paper
from pnp.game import KitRequest
from pnp.kits.build import build_kit
from pnp.layout.presets import load_preset
from pnp.registry import game, kit_games


def run():
    a4, preset = paper("a4"), load_preset("home")
    drawing = preset.drawing_paper(a4)
    seconds = {}
    for name in kit_games():
        declared = game(name)
        start = time.perf_counter()
        spec = declared.make_kit(KitRequest(1, 4, drawing, preset.layout, 1, declared.prepare_kit_options({})))
        made = time.perf_counter()
        build_kit(spec, preset, drawing)
        built = time.perf_counter()
        seconds[name] = built - start
        yield f"kit_{name}_content_seconds", made - start, "s"
        yield f"kit_{name}_files_seconds", built - made, "s"
    total = sum(seconds.values())
    yield "kit_games_serial_seconds", total, "s"
    for name, s in seconds.items():
        yield f"kit_{name}_share", s / total, "x"
