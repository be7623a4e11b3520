"""``pnp simulate``: bots play whole games and the figures are printed, one ``name: value`` per line.

``pnp simulate path-cards`` (Treasure Paths) and ``pnp simulate maze-tiles`` (heroes and a monster).
"""

from __future__ import annotations

import click

from pnp.cli.progress import progress_line, quiet_option
from pnp.errors import PnpError


def _whole(option: str, value: str) -> int:
    try:
        return int(str(value).strip())
    except ValueError:
        raise PnpError(f"{option}: expected a whole number, got {value!r}") from None


def _int(option: str, value: str, lo: int, hi: int, what: str) -> int:
    n = _whole(option, value)
    if not lo <= n <= hi:
        raise PnpError(f"{option}: {n} {what} is out of range ({lo} to {hi})")
    return n


def register(cli: click.Group) -> None:
    @cli.group()
    def simulate() -> None:
        """Simulate whole games with seeded bots and report figures (one `name: value` per line)."""

    @simulate.command("path-cards")
    @click.option("--variant", default="base", show_default=True,
                  help="base, caffeinated (2 actions) or steroids (3 actions).")
    @click.option("--players", default="4", show_default=True, help="Players per game, 2 to 6.")
    @click.option("--games", default="100", show_default=True, help="Games to play (1 to 100000).")
    @click.option("--seed", default="1", show_default=True, help="Seed: the deck and every game derive from it.")
    @click.option("--bots", default="random,greedy", show_default=True,
                  help="Bots taking the seats in turn, comma separated: random, greedy.")
    @click.option("--jobs", default="1", show_default=True,
                  help="Processes (1 to 64); the report does not depend on it.")
    @click.option("--json", "as_json", is_flag=True, help="Print the report as a JSON object.")
    @quiet_option
    def simulate_path_cards(variant, players, games, seed, bots, jobs, as_json, quiet) -> None:
        """Bots play complete games of Treasure Paths with the seed's deck; prints the figures.

        Every move is checked by the rules core and the table after every turn
        (layout in one piece, no card in two places, no card lost); any problem
        counts as an illegal state.
        """

        from pnp.registry import path_cards

        game = path_cards()
        variants = game.variants()
        if variant not in variants:
            raise PnpError(f"--variant: unknown variant {variant!r} (choose from {', '.join(variants)})")
        n_players = _int("--players", players, 2, 6, "players")
        n_games = _int("--games", games, 1, 100_000, "games")
        n_jobs = _int("--jobs", jobs, 1, 64, "processes")
        with progress_line("pnp simulate path-cards", quiet) as progress:
            report = game.simulate(variant, n_players, n_games, _whole("--seed", seed), game.parse_bots(bots),
                                   jobs=n_jobs, progress=progress)
        _print(report, as_json)

    @simulate.command("maze-tiles")
    @click.option("--players", default="2", show_default=True, help="Players per game, 2 to 4.")
    @click.option("--variant", default="minotaur", show_default=True,
                  help="The monster: minotaur, medusa or cerberus.")
    @click.option("--games", default="200", show_default=True, help="Games to play (1 to 100000).")
    @click.option("--seed", default="1", show_default=True,
                  help="Seed: the tile set (as pnp maze-tiles --seed makes it) and every game derive from it.")
    @click.option("--tiles", "tiles", default=None, metavar="FILE",
                  help="Play a saved tile set (pnp maze-tiles --format json) instead of the seed's.")
    @click.option("--bots", default="cautious,greedy", show_default=True,
                  help="Hero bots taking the seats in turn, comma separated: cautious, greedy.")
    @click.option("--jobs", default="1", show_default=True,
                  help="Processes (1 to 64); the figures do not depend on it.")
    @click.option("--record", "record", default=None, metavar="FILE",
                  help="Write every game move by move as JSON (the deal, every action, roll and attack).")
    @click.option("--json", "as_json", is_flag=True, help="Print the figures as a JSON object.")
    @quiet_option
    def simulate_maze_tiles(players, variant, games, seed, tiles, bots, jobs, record, as_json, quiet) -> None:
        """Bots play whole games of the maze-tile game, from the deal to a hero's escape, every move through the
        rules core; prints the figures (game length, wins by seat and by hero, the monster's share...).

        A game nobody has won after 80 rounds counts as the monster's (docs/rules-maze-tiles.md).
        """

        from pnp.registry import maze_tiles

        game = maze_tiles()
        variants = game.variants()
        if variant not in variants:
            raise PnpError(f"--variant: unknown monster {variant!r} (choose from {', '.join(variants)})")
        low, high = game.players()
        n_players = _int("--players", players, low, high, "players")
        n_games = _int("--games", games, 1, 100_000, "games")
        n_jobs = _int("--jobs", jobs, 1, 64, "processes")
        n_seed = _whole("--seed", seed)
        policies = game.parse_bots(bots)
        if record is not None:
            game.check_record(record)  # refused before any game is played
        with progress_line("pnp simulate maze-tiles", quiet) as progress:
            report = game.simulate(variant, n_players, n_games, n_seed, policies, tiles=tiles, jobs=n_jobs,
                                   progress=progress, record=record)
        _print(report, as_json)


def _print(report, as_json: bool) -> None:
    """A simulation's figures: one ``name: value`` per line, or a JSON object."""
    from pnp.jsonio import json_text

    if as_json:
        click.echo(json_text(report.to_json(), indent=1))
    else:
        for line in report.lines():
            click.echo(line)
