"""The maze-tile game's designer pages: the playability report and the balance of simulated games."""

from __future__ import annotations

from pnp.catalog import Paper
from pnp.games.maze_tiles.model import TileSet
from pnp.scene import boxes as b
from pnp.scene.arrange import height_of, lay_out
from pnp.scene.color import INK, Color
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import line, rect

BAR = Color.hex("#8a3b12")
INTRO = ("Every tile dealt face up in a random orientation, the door in the centre. Are the door and all four key "
         "tiles already joined, by pathways alone, or once the secret passages count (heroes may step from one "
         "secret passage to any other)? And how many quarter turns of tiles does it take, at the least, to join them "
         "the way heroes move, by pathways and secret passages? (Exact figures: an optimal search over tile "
         "orientations.)")


def mix_text(params: dict) -> str:
    """The set's mix as words ("dead-end 3, straight 9, ..., key shape t"): a page never shows a Python dict."""
    return ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in params.items())


def _chart(histogram: dict[int, int], width: float) -> tuple[b.Box, ...]:
    """A bar chart of the set-ups by the quarter turns they needed, each bar over its count of turns, captioned."""
    keys = list(range(max(histogram) + 1))
    bar_w = min(12.0, width / len(keys))
    most = max(histogram.values())

    def bars(x: float, y: float, w: float, h: float) -> list[Item]:
        tall = [h * histogram.get(k, 0) / most for k in keys]
        return [*(rect(x + i * bar_w + 0.8, y + h - t, bar_w - 1.6, t, Style(fill=BAR)) for i, t in enumerate(tall)),
                line(x, y + h, x + len(keys) * bar_w, y + h, Style(stroke=INK, width=0.3))]

    labels = tuple(b.Words(text=str(k), size=7, color=INK, text_align="center", width=bar_w, shrink=0) for k in keys)
    return (b.Art(draw=bars, height=70.0), b.Box(height=1.0), b.Row(height=5.0, children=labels),
            b.Words(text="quarter turns needed (pathways and secret passages)", size=8, color=INK))


def report_page(report, ts: TileSet, sheet: Paper) -> Page:
    """The playability report: the figures and a bar chart of turns needed, one column in the sheet's margins. Its
    type is at least the sheet's text floor (large print), each line as tall as its text needs."""
    m = 18.0
    w = sheet.width - 2 * m
    mix = f"; mix: {mix_text(ts.params)}" if ts.params else ""
    seed = b.Words(text=f"Tile set seed {ts.seed}{mix}", size=7.5, color=Color.hex("#666666"))
    column = b.Column(children=(
        b.Words(text="Maze tiles: how playable is this set?", font="display", size=20, color=INK),
        b.Box(height=5.5),
        b.Words(text=INTRO, size=9.5, color=INK),
        b.Box(height=4.0),
        *(box for text in report.lines() for box in (b.Words(text=text, size=10, color=INK), b.Box(height=2.5))),
        b.Box(height=1.0),
        seed,
        # the chart 15 mm under the seed line's top, and at least 5 mm under its foot
        b.Box(height=max(15.0 - height_of(seed, w, sheet.text_floor), 5.0)),
        *(_chart(report.histogram, w) if report.histogram else ()),
    ), name="playability report")
    items = lay_out(column, m, m, w, sheet.height - 2 * m, sheet.text_floor).fitted(
        f"the playability report at {sheet.text_floor:g} pt")
    return Page(sheet.width, sheet.height, items, bleed=0.0, label="playability report")


BALANCE_INTRO = ("Bots play whole games by the printed rules, every move checked by the rules core: a cautious hero "
                 "who keeps out of the monster's reach and heals, and a greedy one who runs for the keys, taking "
                 "turns in the seats, heroes drawn at random. A game nobody wins within 80 rounds is the "
                 "monster's. The targets are those of a family game: no seat and no hero favoured, a game of 12 to "
                 "30 rounds, each variant monster harder than the Minotaur.")


def balance_pages(ts: TileSet, sheet: Paper) -> list[Page]:
    """The balance pages: this tile set's check games (the generator plays them before printing it) and the game's
    measured balance against its targets (data/balance.json, from tools/maze_balance.py). One page as designed;
    in large print the targets' verdicts run on to as many pages as they need."""
    from pnp.errors import PnpError
    from pnp.games.maze_tiles.simulate.balance import gate, measured

    family = measured()
    verdicts = [f"{'met' if v['met'] else 'MISSED'}: {v['target']}: {v['figure']}" for v in family["verdicts"]]
    for count in range(1, len(verdicts) + 1):
        size = -(-len(verdicts) // count)
        chunks = [verdicts[k:k + size] for k in range(0, len(verdicts), size)]
        try:
            return [_balance_page(ts, sheet, family, gate(ts).lines() if n == 0 else None, chunk, n)
                    for n, chunk in enumerate(chunks)]
        except PnpError:
            continue
    raise PnpError(f"the balance report does not fit at {sheet.text_floor:g} pt")


def _balance_page(ts: TileSet, sheet: Paper, family: dict, check: list[str] | None, verdicts: list[str],
                  number: int) -> Page:
    m = 18.0
    w = sheet.width - 2 * m
    grey = Color.hex("#666666")
    head: tuple = (
        b.Words(text="Maze tiles: fair, and how long?", font="display", size=20, color=INK),
        b.Box(height=5.5),
        b.Words(text=BALANCE_INTRO, size=9.5, color=INK),
        b.Box(height=4.0),
        b.Words(text=f"This tile set (seed {ts.seed})", size=12, color=INK),
        b.Box(height=2.0),
        *(box for text in check or () for box in (b.Words(text=text, size=9.5, color=INK), b.Box(height=1.5))),
        b.Box(height=3.0),
        b.Words(text=f"The game: {family['games_per_table']} games a table, tile set of seed {family['seed']}",
                size=12, color=INK),
    ) if number == 0 else (
        b.Words(text="Maze tiles: fair, and how long? (continued)", font="display", size=20, color=INK),
    )
    column = b.Column(children=(
        *head,
        b.Box(height=2.0),
        *(box for text in verdicts for box in (b.Words(text=text, size=8.5, color=INK), b.Box(height=1.2))),
        b.Box(height=2.0),
        b.Words(text="Measured by tools/maze_balance.py (docs/rules-maze-tiles.md, Balance).", size=7.5,
                color=grey),
    ), name="balance report")
    items = lay_out(column, m, m, w, sheet.height - 2 * m, sheet.text_floor).fitted(
        f"the balance report at {sheet.text_floor:g} pt")
    return Page(sheet.width, sheet.height, items, bleed=0.0, label="balance report")
