"""A kit order: the choices of ``pnp kit`` (or of the studio's form) read and checked, before any work.

One reading for every front end, so the command line and the studio refuse the same choices in the same words
(each naming its option: ``--paper``, ``--preset``...), and make the same kit of the same choices.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from pnp.errors import PnpError

if TYPE_CHECKING:  # the command line imports this module to list the kit options: nothing heavy at import
    from pnp.catalog import Paper
    from pnp.layout.presets import Preset


@dataclass(frozen=True)
class KitOrder:
    """What to make: the games, and what every one of their kits shares; ``options``: the games' own kit options
    by destination name, as given (each game reads its own as the kit starts: :func:`prepared_kits`)."""

    games: tuple[str, ...]
    seed: int
    players: int
    paper: Paper
    preset: Preset
    options: Mapping[str, Any] = field(default_factory=dict)


def _unused(values: Mapping[str, Any], games: Sequence[str]) -> None:
    """Refuse a kit option none of the chosen games takes, rather than ignore it."""
    from pnp.registry import kit_options

    for option, owners in kit_options().values():
        given = values.get(option.dest)
        if given not in (None, False, (), option.default) and not set(owners) & set(games):
            raise PnpError(f"{option.flag}: an option of the {' and '.join(owners)} kit, which --game leaves out")


def kit_order(game: str, players: int, paper: str | None, preset: str, theme: str | None, card_size: str | None,
              seed: int, values: Mapping[str, Any]) -> KitOrder:
    """The order of these choices, as ``pnp kit`` takes them (``game``: names, comma separated, or "all";
    ``paper``, ``theme``, ``card_size``: None for the preset's), or one line naming the first wrong one."""
    from pnp.catalog import card_size as known_size
    from pnp.catalog import paper as find_paper
    from pnp.choices import choice_list
    from pnp.layout.presets import load_preset
    from pnp.registry import kit_games
    from pnp.themes.files import load_theme

    games = choice_list("--game", game, kit_games(), "game")
    _unused(values, games)
    chosen = load_preset(preset)
    if theme is not None:  # --theme overrides the preset's; either is checked here, before any work
        chosen = replace(chosen, theme=theme)
    if card_size is not None:  # so does --card-size (the preset's was checked as it was loaded)
        known_size(card_size)
        chosen = replace(chosen, card_size=card_size)
    if chosen.theme is not None:  # an unknown theme is one line naming the bundled ones
        load_theme(chosen.theme)
    sheet = find_paper(paper or chosen.paper)  # the kit gives it the theme's text floor
    options = {k: (tuple(v) if isinstance(v, (list, tuple)) else v) for k, v in values.items()}
    return KitOrder(tuple(games), seed, players, sheet, chosen, options)


def prepared_kits(order: KitOrder) -> tuple[Paper, list[dict]]:
    """The paper every page is drawn on and each game's kit options as its kit reads them, or one line: a part
    the preset and paper cannot hold, a game's option it cannot use (a design file verify rejects). Cheap: the
    last check before the work, and what the studio asks of a form before it offers to make the kit."""
    from pnp.kits.fit import check_fit
    from pnp.registry import game as registered
    from pnp.themes.files import load_theme, themed_paper

    preset = order.preset
    paper = preset.drawing_paper(themed_paper(order.paper, load_theme(preset.theme) if preset.theme else None))
    check_fit(order.games, paper, preset)
    return paper, [registered(g).prepare_kit_options(dict(order.options)) for g in order.games]
