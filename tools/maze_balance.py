"""Measure the maze-tile game's balance and write it where the docs and the designer's page read it.

    .venv/bin/python tools/maze_balance.py [--games N] [--jobs J]
    .venv/bin/python tools/maze_balance.py --docs     (only the docs' table, from the file as it is)

Plays N games (1,000 by default) of the tile set of seed 1 for 2, 3 and 4 players with each monster (the
Minotaur, Medusa, Cerberus), the bots taking turns in the seats, and writes
pnp/games/maze_tiles/data/balance.json: every table's figures and each target's verdict
(pnp.games.maze_tiles.simulate.balance), and the table in docs/rules-maze-tiles.md. Run it again when
the rules, the bots or the generator change. It also keeps the figures of a short run (the first 100
two-player Minotaur games), which a slow test replays to check the file still matches the simulator.
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
    from pnp.games.maze_tiles.simulate.balance import BALANCE_FILE, REPLAY_GAMES, cell, measure, verdicts
    from pnp.games.maze_tiles.simulate.runs import simulate

    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--docs", action="store_true", help="only write the docs' table from the file")
    args = parser.parse_args()
    if args.docs:
        write_docs(json.loads(BALANCE_FILE.read_text(encoding="utf-8")))
        return
    ts = generate_tileset(SEED)
    cells = measure(ts, args.games, SEED, args.jobs,
                    progress=lambda done, total, what: print(f"{done}/{total} {what}", file=sys.stderr, flush=True))
    found = verdicts(cells)
    replay = cell(simulate(ts, 2, REPLAY_GAMES, SEED, jobs=args.jobs))
    data = {"seed": SEED, "games_per_table": args.games, "bots": "cautious,greedy", "tables": cells,
            "verdicts": [asdict(v) for v in found], "replay": replay}
    BALANCE_FILE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    write_docs(data)
    for v in found:
        print(f"{'met' if v.met else 'MISSED'}: {v.target}: {v.figure}")


def write_docs(data: dict) -> None:
    from pnp.games.maze_tiles.simulate.balance import with_docs_table

    docs = ROOT / "docs" / "rules-maze-tiles.md"
    docs.write_text(with_docs_table(docs.read_text(encoding="utf-8"), data), encoding="utf-8")


if __name__ == "__main__":
    main()
