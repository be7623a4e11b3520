"""Looking into labyrinth pages: the items of a page, their boxes, text that fits, and two cards to draw."""

from __future__ import annotations

from pnp.catalog import component, paper
from pnp.games.labyrinth.cards import ObjectiveCard, Row
from pnp.scene.model import Icon, Item, Page, Path, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items

A4 = paper("a4")
LETTER = paper("letter")
POKER = component("poker-card")
EPS = 1e-6
SHEET_SAFE = 5.0  # mm inside the trim for text on sheets
CARD_SAFE = 3.0  # and on cards


def texts(page: Page) -> list[Text]:
    return [t for t in iter_items(page.items) if isinstance(t, Text)]


def icons(page: Page) -> list[Icon]:
    return [i for i in iter_items(page.items) if isinstance(i, Icon)]


def paths(page: Page) -> list[Path]:
    return [p for p in iter_items(page.items) if isinstance(p, Path)]


def points(p: Path) -> list[tuple[float, float]]:
    out = []
    for seg in p.segments:
        if seg[0] in ("M", "L"):
            out.append((seg[1], seg[2]))
        elif seg[0] == "C":
            out += [(seg[1], seg[2]), (seg[3], seg[4]), (seg[5], seg[6])]
    return out


def bounds(item: Item) -> tuple[float, float, float, float] | None:
    """(x0, y0, x1, y1) of an item's box or control points (strokes aside)."""
    if isinstance(item, (Text,)):
        return (item.x, item.y, item.x + item.width, item.y + item.height)
    if isinstance(item, Icon):
        return (item.x, item.y, item.x + item.size, item.y + item.size)
    if isinstance(item, Path):
        pts = points(item)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return (min(xs), min(ys), max(xs), max(ys))
    return None


def assert_text_fits(page: Page, safe: float) -> None:
    for t in texts(page):
        assert not layout_text(t).overflow, f"{t.text!r} overflows its box"
        assert t.x >= safe - EPS and t.y >= safe - EPS, f"{t.text!r} starts outside the safe zone"
        assert t.x + t.width <= page.width - safe + EPS, f"{t.text!r} runs past the right safe edge"
        assert t.y + t.height <= page.height - safe + EPS, f"{t.text!r} runs past the bottom safe edge"



EIGHT_ROWS = ObjectiveCard(
    "H9", "hard", "any",
    (
        Row("per", 1, symbol="gem"), Row("per", 2, symbol="rat"), Row("per", -1, symbol="skeleton"),
        Row("item", 3, symbol="treasure"), Row("scrolls", 4, names=("I", "II", "III")),
        Row("ghosts", 3, count=2), Row("exit", 2, names=("minotaur", "spider"), requires="sword"),
        Row("fastest", 1),
    ),
    extra_exits=("B", "C"), heart_effects=("ghost", "gem"),
)
EASY = ObjectiveCard(
    "E1", "easy", "A",
    (Row("per", 1, symbol="gem"), Row("item", 3, symbol="treasure"), Row("exit", 2, names=("minotaur",)),
     Row("fastest", 1)),
)
