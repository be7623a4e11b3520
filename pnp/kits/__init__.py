"""Print-and-play kits: one folder per game with kit.pdf, decks, SVGs, models, previews, README."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

from pnp.kits.games import GAMES
from pnp.layout.presets import Preset
from pnp.catalog import Paper


def game_files(task) -> dict[Path, bytes]:
    """Build one game's kit (a separate process may run this)."""
    game, seed, players, paper, preset, jobs, distinct = task
    from pnp.kits.build import build_kit
    from pnp.kits.games import kit_spec

    spec = kit_spec(game, seed, players, paper, jobs, preset.layout, distinct)
    return {Path(game) / path: data for path, data in build_kit(spec, preset, paper).items()}


def kit_files(games: Sequence[str], out: Path, seed: int, players: int, paper: Paper, preset: Preset,
              jobs: int = 1, distinct: bool = False, progress: Callable[[str], None] = lambda s: None) -> dict[Path, bytes]:
    """Every file of the kits, keyed by path under ``out``; the same bytes whatever ``jobs`` is.

    A preset and paper that cannot hold some part are refused first, before any generating.
    """
    from pnp.kits.fit import check_fit

    check_fit(games, paper, preset)
    tasks = [(g, seed, players, paper, preset, jobs if len(games) == 1 else 1, distinct) for g in games]
    files: dict[Path, bytes] = {}
    if jobs > 1 and len(tasks) > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(min(jobs, len(tasks))) as pool:
            for game, part in zip(games, pool.imap(game_files, tasks)):
                progress(game)
                files |= part
    else:
        for game, task in zip(games, tasks):
            progress(game)
            files |= game_files(task)
    if len(games) > 1:
        files[Path("README.txt")] = _index(games, seed, players, paper, preset).encode("utf-8")
    return {out / path: data for path, data in sorted(files.items())}


def _index(games: Sequence[str], seed: int, players: int, paper: Paper, preset: Preset) -> str:
    names = {"labyrinth": "Labyrinth sheets, objective cards and minigame tiles",
             "tiles": "Maze tiles: a tile-laying labyrinth game", "cards": "Treasure Paths: path cards",
             "notebook": "Dungeon notebook: a gamebook, one room per page"}
    lines = ["pnp print-and-play kits", "=======================", "",
             f"Seed {seed}, {players} players, {paper.name}, preset {preset.name}.", ""]
    for g in games:
        lines.append(f"{g}/kit.pdf  {names.get(g, g)} (printing notes in {g}/README.txt)")
    lines.append("")
    return "\n".join(lines)


__all__ = ["GAMES", "kit_files"]
