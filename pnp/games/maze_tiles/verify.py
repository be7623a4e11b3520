"""Checking a maze-tile set against what its printed components and rules claim.

The rules page says: 49 tiles, the door in the middle of a 7 × 7 square, the
8 centre tiles face up around it (the 4 coloured ones are the heroes'
starting tiles), the other 40 face down around them, one key tile of each
colour. The player aid and the minotaur die say every secret passage joins
every other one (so a set needs two). The report page prints the set's shape
and symbol mix and the playability figures. :func:`verify_tileset` checks
each of these and its message names only what it checked.
"""

from __future__ import annotations

import statistics
from collections import Counter

from pnp.games.maze_tiles.generate import BOARD, MAZE_TILES, TileSetParams, deal
from pnp.games.maze_tiles.model import HERO_COLORS, KEY_COLORS, SHAPES, SYMBOLS, VARIANTS, Board, TileSet, shape_of
from pnp.games.maze_tiles.rules import WALL_LIMIT, RuleError, check_wall_spot, walls_at
from pnp.seeds import rng as make_rng
from pnp.verdict import Verdict

ROLE_COUNTS = {"door": 1, "start": 4, "center": 4, "key": 4, "maze": MAZE_TILES}
MIN_SECRET = 2  # a passage leads to another passage; the die's passage face moves the minotaur elsewhere


def _roles_and_colours(ts: TileSet) -> list[str]:
    problems = []
    roles = Counter(t.role for t in ts.tiles)
    for role, n in ROLE_COUNTS.items():
        if roles.get(role, 0) != n:
            problems.append(f"{roles.get(role, 0)} {role} tile(s), expected {n}")
    if len(ts.tiles) != BOARD * BOARD:
        problems.append(f"{len(ts.tiles)} tiles do not fill the {BOARD}×{BOARD} board ({BOARD * BOARD})")
    for i in ts.by_role.get("door", []):
        if ts.tiles[i].shape != "cross":
            problems.append(f"the door tile {ts.tiles[i].tile_id} must be a crossing (pathways on all four sides)")
    for role, colours, what in (("key", KEY_COLORS, "key colours"), ("start", HERO_COLORS, "hero colours")):
        found = sorted(ts.tiles[i].color or "" for i in ts.by_role.get(role, []))
        if found != sorted(colours):
            problems.append(f"{role} tiles must carry the {what} {', '.join(colours)} once each")
    for t in ts.tiles:
        if t.role not in ("key", "start") and t.color is not None:
            problems.append(f"tile {t.tile_id}: only key and start tiles carry a colour")
        if t.role != "maze" and t.symbol is not None:
            problems.append(f"tile {t.tile_id}: only maze tiles carry symbols")
    ids = Counter(t.tile_id for t in ts.tiles)
    problems += [f"{n} tiles share the id {i}" for i, n in sorted(ids.items()) if n > 1]
    return problems


def _stated_mix(ts: TileSet) -> tuple[list[str], bool]:
    """The shape and symbol mix the file states (printed on the report page) against the tiles."""
    if not ts.params:
        return [], False
    known = set(TileSetParams().to_json())
    unknown = sorted(set(ts.params) - known)
    if unknown:
        return [f"params: unknown key {unknown[0]!r}"], True
    try:
        params = TileSetParams(**{k.replace("-", "_"): v for k, v in ts.params.items()})
    except TypeError as err:
        return [f"params: {err}"], True
    problems = []
    maze = [ts.tiles[i] for i in ts.by_role.get("maze", [])]
    shapes = Counter(t.shape for t in maze)
    for shape, n in params.shape_counts().items():
        if shapes.get(shape, 0) != n:
            problems.append(f"{shapes.get(shape, 0)} {shape} maze tiles, the stated mix says {n}")
    symbols = Counter(t.symbol for t in maze if t.symbol)
    for symbol, n in params.symbol_counts().items():
        if symbols.get(symbol, 0) != n:
            problems.append(f"{symbols.get(symbol, 0)} {symbol} symbols, the stated mix says {n}")
    if params.key_shape not in SHAPES:
        problems.append(f"params: unknown key shape {params.key_shape!r}")
    else:
        for i in ts.by_role.get("key", []):
            if ts.tiles[i].shape != params.key_shape:
                problems.append(f"key tile {ts.tiles[i].tile_id} is a {ts.tiles[i].shape}, the stated mix says "
                                f"{params.key_shape}")
    return problems, True


def verify_board(ts: TileSet, board: Board) -> list[str]:
    """A board state as the rules allow it: every tile once on the 7 × 7 board, the door in the centre,
    the centre tiles around it, each hero on its start tile, every wall token between two tiles of the
    board and no tile touching more than the wall limit."""
    problems = []
    if board.size != BOARD:
        problems.append(f"the board is {board.size}×{board.size}, not {BOARD}×{BOARD}")
    tiles = [p.tile for p in board.cells]
    if sorted(tiles) != list(range(len(ts.tiles))) or len(board.cells) != board.size * board.size:
        problems.append("the board does not hold every tile of the set exactly once")
        return problems
    c = board.centre
    if ts.tiles[board.at(c).tile].role != "door":
        problems.append(f"the door is not in the centre {c}")
    ring = [(c[0] + dx, c[1] + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0)]
    if any(ts.tiles[board.at(p).tile].role not in ("start", "center") for p in ring):
        problems.append("the 8 tiles around the door are not the centre tiles")
    for colour, pos in board.heroes:
        tile = ts.tiles[board.at(pos).tile] if board.in_bounds(pos) else None
        if tile is None or tile.role != "start" or tile.color != colour:
            problems.append(f"the {colour} hero does not stand on the {colour} start tile")
    for wall in sorted(board.walls, key=sorted):
        a, b = sorted(wall) if len(wall) == 2 else (next(iter(wall)),) * 2
        try:
            check_wall_spot(board, a, b)
        except RuleError as err:
            problems.append(str(err))
    over = sorted({p for w in board.walls for p in w if walls_at(board, p) > WALL_LIMIT})
    problems += [f"tile {p} touches more than {WALL_LIMIT} wall tokens" for p in over]
    return problems


def _figures(fig: dict) -> tuple[list[str], bool]:
    """The playability figures the file carries (the report page prints them): do they add up?

    Shares are stored to 4 decimals, so counts derived from them may be off by
    half a unit of that rounding. The deals themselves are not replayed.
    """
    keys = ("setups", "joined_by_pathways_alone_share", "joined_using_secret_passages_share", "unjoinable_share",
            "mean_rotations", "median_rotations", "max_rotations", "histogram")
    if not fig or any(k not in fig for k in keys):
        return [], False
    try:
        setups = int(fig["setups"])
        hist = {int(k): int(v) for k, v in fig["histogram"].items()}
        alone, both, never = (float(fig[k]) for k in keys[1:4])
        mean, median, most = float(fig["mean_rotations"]), float(fig["median_rotations"]), int(fig["max_rotations"])
    except (TypeError, ValueError, AttributeError):
        return ["playability: the figures are not numbers"], True
    problems = []
    slack = 0.00005 * setups + 1e-9  # a share rounded to 4 decimals, as a count of deals
    if setups < 1 or any(k < 0 or v < 0 for k, v in hist.items()):
        return ["playability: negative or empty counts"], True
    if abs(sum(hist.values()) + never * setups - setups) > slack:
        problems.append("playability: the turn counts and the unjoinable share do not add up to the deals")
    if abs(both * setups - hist.get(0, 0)) > slack:
        problems.append("playability: the share joined with no turn (secret passages counting) is not the "
                        "deals needing 0 turns")
    if alone > both + 1e-9:
        problems.append("playability: more deals joined by pathways alone than with secret passages too")
    turns = [k for k, v in sorted(hist.items()) for _ in range(v)] or [0]
    if hist and (max(hist) != most or abs(statistics.fmean(turns) - mean) > 0.0005 + 1e-9
                 or statistics.median(turns) != median):
        problems.append("playability: the mean, median or most turns do not match the distribution")
    return problems, True


def verify_variant(variant: str, monsters=None) -> tuple[list[str], str]:
    """The variant's desperation cards as the set-up shuffles them in: the stated count (15), and each card's
    effect one the rules core carries out (:data:`.monster_rules.EFFECTS`). The Minotaur brings none."""
    from pnp.games.maze_tiles.monster_rules import EFFECTS
    from pnp.games.maze_tiles.monsters import load_monsters

    if variant not in VARIANTS:
        return [f"unknown variant {variant!r} (one of {', '.join(VARIANTS)})"], ""
    monsters = monsters or load_monsters()
    chosen = monsters[variant]
    if not chosen.rule:
        return [], f"the {chosen.name} hunts: no variant cards"
    problems = []
    count = len(chosen.deck())
    if count != monsters.cards_per_variant:
        problems.append(f"{variant}: {count} desperation cards, the set-up shuffles in {monsters.cards_per_variant}")
    for c in chosen.cards:
        if c.effect not in EFFECTS:
            problems.append(f"{variant}: card {c.card.id!r} has the effect {c.effect!r}, which the rules core does "
                            f"not know (one of {', '.join(sorted(EFFECTS))})")
    return problems, (f"the {chosen.name} variant: {count} desperation cards, each effect one the rules core "
                      "carries out")


def verify_tileset(ts: TileSet) -> Verdict:
    problems = _roles_and_colours(ts)
    variant_problems, variant_checked = verify_variant(ts.variant)
    problems += variant_problems
    secret = sum(1 for t in ts.tiles if t.symbol == "secret")
    if secret < MIN_SECRET:
        problems.append(f"{secret} secret-passage tile(s): passages join each other, so a set needs {MIN_SECRET}")
    mix_problems, mix_checked = _stated_mix(ts)
    problems += mix_problems
    if not problems:
        problems += verify_board(ts, deal(ts, make_rng(ts.seed or 0, "verify")))
    figure_problems, figures_checked = _figures(ts.playability)
    problems += figure_problems
    shapes = Counter(shape_of(t.sides) for t in ts.tiles)
    symbols = Counter(t.symbol for t in ts.tiles if t.symbol)
    witness = {"shapes": dict(sorted(shapes.items())), "symbols": {s: symbols.get(s, 0) for s in SYMBOLS}}
    if problems:
        return Verdict(False, "tile set rejected", witness, tuple(problems))
    checked = [f"{len(ts.tiles)} tiles for the {BOARD}×{BOARD} board: the door (a crossing), 8 centre tiles "
               "(4 start tiles in the hero colours), 4 key tiles (one per key colour), "
               f"{MAZE_TILES} maze tiles; symbols on maze tiles only; {secret} secret passages",
               "a dealt set-up checked (door in the centre, centre tiles around it, heroes on their start tiles)",
               "shape and symbol mix as stated" if mix_checked else "no stated mix to check"]
    checked.append(variant_checked)
    if figures_checked:
        checked.append("playability figures add up (the deals were not replayed)")
    elif ts.playability:
        checked.append("playability figures not checked (an older form)")
    return Verdict(True, "; ".join(checked), witness)
