"""The maze-tile game's playability report page."""

from __future__ import annotations

from pnp.catalog import Paper
from pnp.games.maze_tiles.model import TileSet
from pnp.scene.color import INK, Color
from pnp.scene.model import Item, Page, Style, Text
from pnp.scene.shapes import line, rect
from pnp.scene.text import measured_text, text_height

BAR = Color.hex("#8a3b12")


def mix_text(params: dict) -> str:
    """The set's mix as words ("dead-end 3, straight 9, ..., key shape t"): a page never shows a Python dict."""
    return ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in params.items())


def report_page(report, ts: TileSet, sheet: Paper) -> Page:
    """The playability report: the figures and a bar chart of turns needed. Its type is at least the sheet's
    text floor (large print), each box as tall as its text needs."""
    m = 18.0
    w = sheet.width - 2 * m

    def pt(size: float) -> float:
        return max(size, sheet.text_floor)

    def tall(size: float, designed: float) -> float:  # a one-line box: as designed, or as the floor's line needs
        return max(designed, text_height("body", pt(size)) + 0.5)

    intro = measured_text(
        "Every tile dealt face up in a random orientation, the door in the centre. Are the door and all four "
        "key tiles already joined, by pathways alone, or once the secret passages count (heroes may step "
        "from one secret passage to any other)? And how many quarter turns of tiles does it take, at the "
        "least, to join them the way heroes move, by pathways and secret passages? (Exact figures: an "
        "optimal search over tile orientations.)",
        m, m + 14, w, size=pt(9.5), color=INK,
    )
    items: list[Item] = [
        Text("Maze tiles: how playable is this set?", m, m, w, 12, font="display", size=20, color=INK),
        intro,
    ]
    y = intro.y + intro.height + 4
    for text in report.lines():
        figure = measured_text(text, m, y, w, size=pt(10), color=INK)
        items.append(figure)
        y += figure.height + 2.5
    mix = f"; mix: {mix_text(ts.params)}" if ts.params else ""
    seed = measured_text(f"Tile set seed {ts.seed}{mix}", m, y + 1, w, size=pt(7.5), color=Color.hex("#666666"))
    items.append(seed)
    # bar chart of the distribution
    top = max(y + 16, seed.y + seed.height + 5)
    chart_h = 70.0
    hist = report.histogram
    most = max(hist.values()) if hist else 1
    keys = list(range(0, max(hist) + 1)) if hist else []
    if keys:
        bar_w = min(12.0, w / len(keys))
        for i, k in enumerate(keys):
            v = hist.get(k, 0)
            h = chart_h * v / most
            x = m + i * bar_w
            items.append(rect(x + 0.8, top + chart_h - h, bar_w - 1.6, h, Style(fill=BAR)))
            items.append(Text(str(k), x, top + chart_h + 1, bar_w, tall(7, 4), size=pt(7), align="center", color=INK))
        items.append(line(m, top + chart_h, m + len(keys) * bar_w, top + chart_h, Style(stroke=INK, width=0.3)))
        items.append(Text("quarter turns needed (pathways and secret passages)", m, top + chart_h + 1 + tall(7, 5),
                          w, tall(8, 5), size=pt(8), color=INK))
    return Page(sheet.width, sheet.height, tuple(items), bleed=0.0, label="playability report")
