"""Registry entries for minigame tiles and tile sets."""

from __future__ import annotations

from pnp.contract import Ref
from pnp.game import KindOps
from pnp.games.minigames import jsonio

# light: jsonio loads it anyway; the games load lazily
from pnp.games.minigames.base import tile_checks, verify_tile
from pnp.games.minigames.catalog import modules
from pnp.minigame import SolvedForm
from pnp.verdict import Verdict


def _alike() -> str:
    """The set's own check, naming (alphabetically) the minigames whose solved grid is a second key."""
    solved = sorted(m.SPEC.type for m in modules() if isinstance(m, SolvedForm))
    return (f"no two tiles alike (the same puzzle, or for {' and '.join(solved)} the same solved grid, up to turns, "
            "mirrors and symbol swaps)")


def _verify_set(tiles) -> Verdict:
    from pnp.games.minigames.sets import alike

    problems = []
    checked: dict[str, None] = {}  # what was checked, in order, each once
    for tile in tiles:
        found, _ = tile_checks(tile)
        for claim, problem in found:
            checked.setdefault(claim.replace(f"graded {tile.difficulty}", "graded as labelled"))
            if problem:
                problems.append(f"{tile.tile_id}: {problem}")
    problems += alike(tiles)
    alike_check = _alike()
    witness = {"tiles": len(tiles), "checked": [*checked, alike_check]}
    if problems:
        return Verdict(False, "set rejected", witness, tuple(problems))
    return Verdict(True, f"{len(tiles)} tiles; checks made (each where it applies): {'; '.join(checked)}; "
                         f"{alike_check}", witness)


def _draw_set(tiles, paper=None):
    from pnp.games.minigames.printouts import draw

    return draw(tiles, paper)


def _draw_tile(tile, paper=None):
    return _draw_set([tile], paper)


TILE = KindOps(jsonio.tile_from_json, jsonio.tile_to_json, verify_tile, _draw_tile,
               Ref("pnp.games.minigames.schema:any_tile_file"))
SET = KindOps(jsonio.set_from_json, jsonio.set_to_json, _verify_set, _draw_set,
              Ref("pnp.games.minigames.schema:any_set_file"))
