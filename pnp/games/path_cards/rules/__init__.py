"""The rules core of the path-card game: pure functions on layouts, hands and turns.

The layout is a mapping from integer grid positions (x, y), y down, to the
:class:`Placed` card there (the card and its current quarter turns). Nothing
here mutates its arguments: functions that change a layout return a new one.
Every ``*_problem`` function returns ``None`` when a move is legal and
otherwise one sentence saying why not.

One module per concern, all named here as one rules API (``rules.play_problem``...):

- :mod:`.placing`: the layout, placements, rotations and the opening layout;
- :mod:`.paths`: path groups, connections, pieces and what taking cards leaves;
- :mod:`.collecting`: what a player may take, in the base game and the action variants;
- :mod:`.turns`: the variants, actions, draws and the game's end;
- :mod:`.table`: what may be wrong with a whole game state.

Our reading of the rules, point by point, is in docs/rules-path-cards.md; the
tests in tests/games/path_cards/test_rules.py check each point by name.
"""

from __future__ import annotations

from pnp.games.path_cards.rules.collecting import (
    EXACT_LIMIT,
    base_candidates,
    base_collection_problem,
    best_base_collection,
    best_collection,
    best_variant_collection,
    matching_sets,
    variant_candidates,
    variant_collection_problem,
)
from pnp.games.path_cards.rules.paths import (
    edge_connected,
    path_group,
    path_groups,
    pieces,
    removal_ok,
    removal_problem,
    treasures_connected,
)
from pnp.games.path_cards.rules.placing import (
    START_POSITIONS,
    Layout,
    Placed,
    Pos,
    RuleError,
    continues,
    frontier,
    initial_layout,
    legal_placements,
    neighbour,
    open_towards,
    orientations,
    place,
    placement_problem,
    play_problem,
    rotate,
    rotate_problem,
    stuck,
)
from pnp.games.path_cards.rules.table import table_problems
from pnp.games.path_cards.rules.turns import (
    BASE,
    CAFFEINATED,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STEROIDS,
    VARIANTS,
    Variant,
    action_problem,
    draw_problem,
    end_of_turn_draws,
    end_turn_problem,
    game_over,
    most_plays,
    most_plays_per_turn,
    variant,
)

__all__ = [
    # placing
    "Pos", "Layout", "Placed", "RuleError", "START_POSITIONS", "neighbour", "orientations", "continues", "frontier",
    "open_towards", "placement_problem", "legal_placements", "stuck", "play_problem", "place", "rotate_problem",
    "rotate", "initial_layout",
    # paths
    "path_group", "path_groups", "treasures_connected", "edge_connected", "pieces", "removal_problem", "removal_ok",
    # collecting
    "EXACT_LIMIT", "best_collection", "base_candidates", "base_collection_problem", "best_base_collection",
    "matching_sets", "variant_candidates", "variant_collection_problem", "best_variant_collection",
    # turns
    "Variant", "BASE", "CAFFEINATED", "STEROIDS", "VARIANTS", "MIN_PLAYERS", "MAX_PLAYERS", "variant",
    "draw_problem", "end_of_turn_draws", "action_problem", "end_turn_problem", "game_over",
    "most_plays", "most_plays_per_turn",
    # the whole table
    "table_problems",
]
