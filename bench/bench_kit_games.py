"""Where `pnp kit --game all` spends its time, game by game (serial, defaults): each game's content (its kit
spec: the labyrinth's deck proofs, the maze tiles' playability report, the notebook's simulated runs) and its
files (drawing and rendering), and each game's share of the whole. With ``--jobs 2`` each game runs in one of two
processes, so the largest game's share says how far from half of the serial time two processes can get.
Each game is timed in a fresh process: a process remembers the proofs it has made (pnp.games.labyrinth.deck),
so timing after another bench's kit would time reading them back, not proving.
"""

from __future__ import annotations

import subprocess
import sys
import time

from pnp.catalog import paper
from pnp.game import KitRequest
from pnp.kits.build import build_kit
from pnp.layout.presets import load_preset
from pnp.registry import game, kit_games


def _time_game(name: str) -> tuple[float, float]:
    """(content seconds, files seconds) of the game's default kit, in this process."""
    a4, preset = paper("a4"), load_preset("home")
    drawing = preset.drawing_paper(a4)
    declared = game(name)
    start = time.perf_counter()
    spec = declared.make_kit(KitRequest(1, 4, drawing, preset.layout, 1, declared.prepare_kit_options({})))
    made = time.perf_counter()
    build_kit(spec, preset, drawing)
    return made - start, time.perf_counter() - made


def run():
    seconds = {}
    for name in kit_games():
        out = subprocess.run([sys.executable, __file__, name], capture_output=True, text=True, check=True).stdout
        content, files = (float(v) for v in out.split())
        seconds[name] = content + files
        yield f"kit_{name}_content_seconds", content, "s"
        yield f"kit_{name}_files_seconds", files, "s"
    total = sum(seconds.values())
    yield "kit_games_serial_seconds", total, "s"
    for name, s in seconds.items():
        yield f"kit_{name}_share", s / total, "x"


if __name__ == "__main__":  # one game, timed in this fresh process
    print(*_time_game(sys.argv[1]))
