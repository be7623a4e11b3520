"""Measure the maze-tile game's balance and write it where the docs and the designer's page read it.

    .venv/bin/python tools/maze_balance.py [--games N] [--jobs J]

Plays N games (400 by default) of the tile set of seed 1 for 2, 3 and 4 players with each monster (the
Minotaur, Medusa, Cerberus), the bots taking turns in the seats, and writes
pnp/games/maze_tiles/data/balance.json: every table's figures and each target's verdict
(pnp.games.maze_tiles.simulate.balance). Run it again when the rules, the bots or the generator change; a test
replays the smallest table and checks its figures still match.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SEED = 1


def main() -> None:
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.simulate.balance import BALANCE_FILE, measure, verdicts

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    ts = generate_tileset(SEED)
    cells = measure(ts, args.games, SEED, args.jobs,
                    progress=lambda done, total, what: print(f"{done}/{total} {what}", file=sys.stderr, flush=True))
    found = verdicts(cells)
    data = {"seed": SEED, "games_per_table": args.games, "bots": "cautious,greedy", "tables": cells,
            "verdicts": [asdict(v) for v in found]}
    BALANCE_FILE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    for v in found:
        print(f"{'met' if v.met else 'MISSED'}: {v.target}: {v.figure}")


if __name__ == "__main__":
    main()
