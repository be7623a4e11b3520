"""The pictures of the printed rules (``Game.rules_figures``), drawn by the game's own drawing code, each one
declared layout at any text floor, at the size it prints on A4 (the rules' 182 mm column):

- ``example``: the worked example of :mod:`pnp.games.labyrinth.rules_example` (the practice sheet by the
  sheet's grid code, the card by the cards' code, the best line as the answer keys draw it) with what a player
  marks on the sheet (circles, crossed hearts) and the referee's score row by row;
- ``legend``: every symbol a sheet holds (:func:`pnp.games.labyrinth.legend.legend_entries`) as the sheet
  draws it, with what it does;
- ``minigames``: :mod:`pnp.games.labyrinth.rules_minigames`.
"""

from __future__ import annotations

from dataclasses import replace

from pnp.games.labyrinth.model import BOSSES, SCROLL, STAIRCASE, Sheet, Symbol
from pnp.games.labyrinth.pen import EXIT, GRID_LINE, HEART, INK, MUTED, PANEL_LINE, heart_outline
from pnp.games.labyrinth.referee import ITEM_OF_MONSTER, Result, RowScore
from pnp.games.labyrinth.rules_example import Example
from pnp.games.labyrinth.words import either, symbol_name
from pnp.grid.core import wall
from pnp.i18n import N_, _, ngettext, pgettext
from pnp.scene import boxes as b
from pnp.scene.affine import Affine
from pnp.scene.arrange import width_of
from pnp.scene.color import Color
from pnp.scene.legible import MIN_TEXT
from pnp.scene.locale import per_locale
from pnp.scene.model import Group, Item, Page, Style
from pnp.scene.shapes import circle, line, placed, rect
from pnp.scene.tall import figure, laid_tall
from pnp.scene.text import PT
from pnp.scene.walk import printed_text_sizes

WIDTH = 182.0  # mm: the rules' full column on A4 (210 - 2 x 14), so the figures print at about 1:1
LABEL, SMALL = 8.0, 7.5  # pt: headings inside a figure, and its notes (never under 7 pt on paper)
WALL = "wall"  # not a symbol of the model: the legend shows it as one


def rules_figures(text_floor: float = 0.0) -> dict[str, Page]:
    """Every figure the labyrinth's rules.toml names, each one declared layout drawn for ``text_floor`` (pt;
    large print: 12) at the size it prints."""
    return {name: rules_figure(name, text_floor) for name in ("example", "legend", "minigames")}


@per_locale(12)
def rules_figure(name: str, floor: float = 0.0) -> Page:
    """The figure ``name`` on a page :data:`WIDTH` wide and as tall as its layout asks."""
    from pnp.games.labyrinth.rules_minigames import minigames_box  # it takes this module's sizes

    box = {"example": example_box, "legend": legend_box, "minigames": minigames_box}[name](floor)
    return figure(box, WIDTH, floor, f"the rules' {name}", f"rules {name}")


# --- the worked example ------------------------------------------------------------------------------

CELL = 8.0  # mm: a square of the practice sheet, as designed
CARD_SCALE = 0.66  # the card beside it, while its text holds the floor there
EXAMPLE_PAD, EXAMPLE_GAP = 3.0, 7.0  # mm round the example, and between the sheet, the card and the tally
TALLY_EMS = 20.0  # the tally beside the card keeps a column this many ems of its text wide


def sheet_marks(result: Result, sheet: Sheet, x0: float, y0: float) -> list[Item]:
    """What the player marks on the sheet: a ring round each item gained and monster defeated, a cross in the
    corner of each square that cost a heart."""
    items: list[Item] = []
    ring = Style(stroke=INK, width=0.45)
    gained = [sheet.cells_with(kind)[0] for kind in result.items]
    for x, y in [*gained, *(c for c, _monster in result.defeated)]:
        items.append(circle(x0 + (x + 0.5) * CELL, y0 + (y + 0.5) * CELL, 0.4 * CELL, ring))
    cross = Style(stroke=HEART, width=0.7, cap="round")
    for loss in result.hearts_lost:
        x, y = loss.cell
        cx, cy, r = x0 + (x + 0.8) * CELL, y0 + (y + 0.2) * CELL, 0.14 * CELL
        items += [line(cx - r, cy - r, cx + r, cy + r, cross), line(cx - r, cy + r, cx + r, cy - r, cross)]
    return items


def _what(row_score: RowScore) -> str:
    """A scored row in a player's words: what the row asks and what the line did."""
    row, points = row_score.row, row_score.points
    if row.kind == "per":
        n = points // row.points if row.points else 0
        # i18n: the rules' worked example, a scored row: how many of a symbol the line visited, times the row's
        # points ("2 gems × 1")
        per = {"gem": ngettext("{n} gem × {points}", "{n} gems × {points}", n),
               "rat": ngettext("{n} defeated rat × {points}", "{n} defeated rats × {points}", n),
               "skeleton": ngettext("{n} defeated skeleton × {points}", "{n} defeated skeletons × {points}", n),
               "trap": ngettext("{n} trap × {points}", "{n} traps × {points}", n),
               "scroll": ngettext("{n} scroll × {points}", "{n} scrolls × {points}", n),
               "ghost": ngettext("{n} ghost × {points}", "{n} ghosts × {points}", n),
               "staircase": ngettext("{n} other staircase × {points}", "{n} other staircases × {points}", n)}
        return per[row.symbol].format(n=n, points=row.points)
    if row.kind == "item":
        # i18n: the rules' worked example, a scored row: {item} is an item (sword, bow, key, treasure)
        said = _("the {item}: gained") if row_score.detail == "gained" else _("the {item}: not gained")
        return said.format(item=symbol_name(row.symbol))
    if row.kind == "scrolls":
        # i18n: the rules' worked example, a scored row of scrolls; {order} is scrolls' numerals, "III → II"
        if row.names == ("any",):
            return _("any scroll: visited") if points else _("any scroll: missed")
        said = _("scroll {order}: visited") if points else _("scroll {order}: missed")
        return said.format(order=" → ".join(row.names))
    if row.kind == "ghosts":
        visited = int(row_score.detail.split()[0])
        # i18n: the rules' worked example, a scored row: the ghosts the card asks for, and those the line visited
        return ngettext("exactly {count} ghosts: {visited}", "exactly {count} ghosts: {visited}", row.count).format(
            count=row.count, visited=ngettext("{n} ghost(s) visited", "{n} ghost(s) visited", visited).format(
                n=visited))
    if row.kind == "exit":
        exits = either([symbol_name(n) if n in BOSSES else _("staircase {letter}").format(letter=n)
                        for n in row.names])
        # i18n: the rules' worked example, a scored row; {exit} is a boss or "staircase C" (or two)
        return (_("leaving by the {exit}: yes") if points else _("leaving by the {exit}: no")).format(exit=exits)
    return _("fastest-player token: only for the first out")


def tally_box(ex: Example, label_size: float = LABEL, small: float = SMALL) -> b.Column:
    """The referee's score row by row (its points in a column at the right), the total under a rule, and what
    happened on the way; a longer translation wraps onto the lines it needs."""
    result, first = ex.result, ex.first_out
    points_w = 9.0 * small / SMALL

    def words(text: str, size: float = small, font: str = "body", color: Color = INK, grow: float = 0.0) -> b.Words:
        return b.Words(text=text, font=font, size=size, color=color, leading=1.15, grow=grow)

    def scored(what: str, points: str, size: float, font: str) -> b.Row:
        return b.Row(gap=1.0, items_align="start", children=(words(what, size, font, grow=1), b.Words(
            text=points, font="body-bold", size=size, leading=1.15, width=points_w, shrink=0, text_align="right")))

    rule = b.Art(draw=lambda x, y, w, h: [line(x, y, x + w, y, Style(stroke=INK, width=0.35))], height=0.2)
    # i18n: the rules' worked example: the tally's heading and its total
    parts: list[b.Box] = [words(_("The score, row by row"), label_size, "body-bold"),
                          *(scored(_what(rs), f"{rs.points:+d}", small, "body") for rs in result.rows),
                          rule, scored(pgettext("score", "Total"), str(result.score), label_size, "body-bold")]
    if first.score != result.score:
        # i18n: the rules' worked example: the score with the fastest-player token
        parts.append(words(_("{score} for the player who got out first").format(score=first.score), color=MUTED))
    parts += [b.Box(height=1.0), *(words(f"{label}: {text}") for label, text in _story(result))]
    return b.Column(gap=1.0, children=tuple(parts), name="the tally")


def tally(ex: Example, x: float, y: float, w: float, label_size: float = LABEL, small: float = SMALL) -> list[Item]:
    """The referee's tally at (x, y), ``w`` wide and as tall as it asks (the book's answers place it so)."""
    return list(laid_tall(tally_box(ex, label_size, small), x, y, w, 0.0, "the tally")[0])


def _story(result: Result) -> list[tuple[str, str]]:
    """What happened on the way, in path order: hearts lost and why, items gained, monsters defeated."""
    out = []
    causes = [_cause(loss.cause) for loss in result.hearts_lost]
    # i18n: the rules' worked example: what happened on the way, "Hearts lost: trap", "Gained: bow, sword"
    out.append((_("Hearts lost"), ", ".join(causes) if causes else pgettext("hearts lost", "none")))
    out.append((_("Gained"), ", ".join(symbol_name(i) for i in result.items) if result.items else
                pgettext("items gained", "nothing")))
    beaten = [monster for _cell, monster in result.defeated]
    if beaten:
        kinds = sorted(set(beaten), key=beaten.index)
        out.append((_("Defeated"), ", ".join(_defeated(k, beaten.count(k)) for k in kinds)))
    return out


def _cause(cause: str) -> str:
    """Why a heart was lost (the referee's words: "trap", "rat without sword", "card: ghost") as printed."""
    if cause.startswith("card: "):
        # i18n: the rules' worked example: a heart lost on a symbol the card makes cost one ("card: ghost")
        return _("card: {symbol}").format(symbol=symbol_name(cause.removeprefix("card: ")))
    # i18n: the rules' worked example: why a heart was lost
    said = {f"rat without {ITEM_OF_MONSTER['rat']}": _("rat without the sword"),
            f"skeleton without {ITEM_OF_MONSTER['skeleton']}": _("skeleton without the bow")}
    return said.get(cause) or symbol_name(cause)


def _defeated(kind: str, n: int) -> str:
    # i18n: the rules' worked example: monsters defeated, and the item that defeated them
    said = {"rat": ngettext("{n} rat (with the sword)", "{n} rats (with the sword)", n),
            "skeleton": ngettext("{n} skeleton (with the bow)", "{n} skeletons (with the bow)", n)}
    return said[kind].format(n=n)


def _hearts_row(lost: int, label: float, small: float) -> b.Row:
    """The sheet's three hearts, as a player leaves them: one crossed out per heart lost; the hearts in
    proportion to the label beside them."""
    size, gap = 5.5 * small / SMALL, 1.2 * small / SMALL
    style = Style(fill=HEART.lighten(0.85), stroke=HEART, width=0.45)
    cross = Style(stroke=INK, width=0.6, cap="round")

    def draw(x: float, y: float, w: float, h: float) -> list[Item]:
        items: list[Item] = []
        for i in range(3):
            hx = x + i * (size + gap)
            items.append(heart_outline(hx, y, size, style))
            if i < lost:
                items += [line(hx, y, hx + size, y + size, cross), line(hx, y + size, hx + size, y, cross)]
        return items

    # the words wrap where a longer language leaves the card's width too narrow for one line; the hearts never
    return b.Row(gap=1.5, children=(
        b.Words(text=_("Hearts"), font="body-bold", size=label, pad=0.2),
        b.Art(draw=draw, width=3 * (size + gap), height=size, shrink=0),
        # i18n: beside the hearts of the rules' worked example: how many hearts were lost
        b.Words(text=ngettext("{n} lost", "{n} lost", lost).format(n=lost), size=small, color=MUTED, pad=0.2),
    ))


def example_box(floor: float = 0.0) -> b.Row:
    """The worked example: the practice sheet with the best line and a player's marks, the card with the
    hearts left under it, and the referee's tally. The rules: the card prints at :data:`CARD_SCALE` while its
    smallest text stays at the floor there (as designed, a print shop's 5 pt: the card laid out for it) and the
    hearts under it keep their words on one line, else at full size; the tally goes beside the card while its column
    keeps :data:`TALLY_EMS` ems of its text, else under the sheet, which then takes the width the card leaves."""
    from pnp.games.labyrinth.card_pages import card_front
    from pnp.games.labyrinth.printouts import card_size
    from pnp.games.labyrinth.rules_example import example
    from pnp.games.labyrinth.sheet_grid import grid_items_at

    ex = example()
    sheet, label, small = ex.sheet, max(LABEL, floor), max(SMALL, floor)
    size = card_size(floor)  # poker while its faces hold the floor
    # the card at CARD_SCALE, laid out for the floor it prints at there (as designed, a print shop's 5 pt), while
    # its smallest words print at that floor and the hearts under it keep their words on one line; else full size
    need, hearts = max(floor, MIN_TEXT), _hearts_row(len(ex.result.hearts_lost), label, small)
    card = card_front(ex.card, size, floor=need / CARD_SCALE)
    smallest = min(s for _at, s in printed_text_sizes(card.items, scale=CARD_SCALE))
    scale = CARD_SCALE if smallest >= need - 1e-9 and width_of(hearts, floor) <= size.width * CARD_SCALE else 1.0
    if scale == 1.0:
        card = card_front(ex.card, size, floor=floor)
    cw, ch = size.width * scale, size.height * scale
    tally_w = WIDTH - 2 * EXAMPLE_PAD - sheet.width * CELL - cw - 2 * EXAMPLE_GAP
    beside = tally_w >= TALLY_EMS * small * PT
    cell = CELL if beside else (WIDTH - 2 * EXAMPLE_PAD - EXAMPLE_GAP - cw) / sheet.width
    grid_w = sheet.width * cell

    def grid(x: float, y: float, w: float, h: float) -> list[Item]:
        # the sheet's own drawing, grouped: the figure's top-level texts are its labels (a test holds them)
        marks = sheet_marks(ex.result, sheet, x, y)  # drawn for the designed square: scaled to this one
        k = cell / CELL
        return [Group(tuple(grid_items_at(sheet, x, y, cell, ex.result.path, floor))),
                *(marks if k == 1 else [Group(tuple(marks), transform=Affine(k, 0, 0, k, x - k * x, y - k * y))])]

    def picture(x: float, y: float, w: float, h: float) -> list[Item]:
        return [placed(card, x, y, scale), rect(x, y, cw, ch, Style(stroke=PANEL_LINE, width=0.25))]

    def heading(text: str) -> b.Words:
        return b.Words(text=text, font="body-bold", size=label, leading=1.15, height=5.0 * label / LABEL)

    # i18n: the rules' worked example: the headings over its sheet and its card
    sheet_part: tuple[b.Box, ...] = (heading(_("Practice sheet: the best line for this card")),
                                     b.Art(draw=grid, width=grid_w, height=sheet.height * cell, shrink=0))
    if not beside:
        sheet_part += (b.Box(height=2.5), tally_box(ex, label, small))
    card_part = b.Column(width=cw, shrink=0, gap=1.0, children=(
        heading(_("The card")), b.Art(draw=picture, width=cw, height=ch, shrink=0), b.Box(height=1.5), hearts))
    tally_part = (b.Box(width=EXAMPLE_GAP, shrink=0), replace(tally_box(ex, label, small), width=tally_w, shrink=0)
                  ) if beside else ()
    return b.Row(pad=EXAMPLE_PAD, items_align="start", name="the rules' example", children=(
        b.Column(width=grid_w + EXAMPLE_GAP, shrink=0, gap=1.0, items_align="start", children=sheet_part),
        card_part, *tally_part))


# --- the symbols -------------------------------------------------------------------------------------

# each symbol's name and what it does, as catalog messages (English): printed through _() (legend_box; the book)
# i18n: the rules' legend of symbols: a symbol's name, and what it does (one short line)
MEANING = {
    STAIRCASE: (N_("Staircase"), N_("Start on the card's letter.")),
    SCROLL: (N_("Scroll"), N_("Visit in the card's order.")),
    "minotaur": (N_("Minotaur"), N_("Boss: solve, then leave.")),
    "spider": (N_("Spider"), N_("Boss: solve, then leave.")),
    "troll": (N_("Troll"), N_("Boss: solve, then leave.")),
    "sword": (N_("Sword"), N_("Defeats rats: no heart lost.")),
    "bow": (N_("Bow"), N_("Defeats skeletons: no heart lost.")),
    "key": (N_("Key"), N_("Needed for the treasure.")),
    "treasure": (N_("Treasure"), N_("Yours only with the key.")),
    "rat": (N_("Rat"), N_("A heart, without the sword.")),
    "skeleton": (N_("Skeleton"), N_("A heart, without the bow.")),
    "trap": (N_("Trap"), N_("Always costs a heart.")),
    "gem": (N_("Gem"), N_("Points on most cards.")),
    "ghost": (N_("Ghost"), N_("Visit the card's exact count.")),
    WALL: (N_("Wall"), N_("Never draw through one.")),
}
assert all(boss in MEANING for boss in BOSSES), "every boss has its name and meaning in the legend"
LEGEND_COLUMNS = 5  # at most, and at the designed sizes
LEGEND_SQUARE = 9.0  # mm at the designed 7.5 pt
LEGEND_ROW = 11.5  # mm from one row's top to the next at the designed sizes
LEGEND_PAD, LEGEND_GAP = 3.0, 0.8  # mm round the legend, and between its columns
MEANING_EMS = 8.5  # a meaning's line beside its square, in ems of its text


def legend_symbols() -> list[Symbol]:
    """What the legend shows: every symbol a sheet can hold, once, and last the wall (a kind of its own here)."""
    from pnp.games.labyrinth.legend import legend_entries

    return [*(symbol for symbol, _code, _name in legend_entries()), Symbol(WALL)]


def _wall_items(x: float, y: float, side: float) -> list[Item]:
    """A wall as the sheet draws one: a 2 x 2 corner of a sheet with one wall inside, by the sheet's own code."""
    from pnp.games.labyrinth.sheet_grid import grid_items_at

    corner = Sheet(2, 2, frozenset({wall((0, 0), (1, 0)), wall((1, 0), (1, 1))}), ())
    return grid_items_at(corner, x, y, side / 2, None)


def legend_columns(floor: float) -> int:
    """The legend's rule: as many columns (at most :data:`LEGEND_COLUMNS`) as leave each meaning a line of
    :data:`MEANING_EMS` ems of its text beside its square; a higher floor, fewer and wider columns."""
    size = max(SMALL, floor)
    entry = _legend_square(floor) + 1.8 + MEANING_EMS * size * PT
    return max(1, min(LEGEND_COLUMNS, int((WIDTH - 2 * LEGEND_PAD + LEGEND_GAP) // (entry + LEGEND_GAP))))


def _legend_square(floor: float) -> float:
    """A symbol's square, in proportion to the text beside it (the designed 9 mm at 7.5 pt)."""
    return LEGEND_SQUARE * max(SMALL, floor) / SMALL


def legend_box(floor: float = 0.0) -> b.Grid:
    """Every symbol in its square as the sheet draws it, its name and what it does beside it, in rows of
    :func:`legend_columns`."""
    from pnp.games.labyrinth.sheet_grid import symbol_items

    side = _legend_square(floor)
    frame = Style(stroke=GRID_LINE, width=0.3)

    def square(symbol: Symbol) -> b.Art:
        def draw(x: float, y: float, w: float, h: float) -> list[Item]:
            if symbol.kind == WALL:
                return [Group(tuple(_wall_items(x, y, side)))]
            return [rect(x, y, side, side, frame), Group(tuple(symbol_items(symbol, x, y, side, floor)))]
        return b.Art(draw=draw, width=side, height=side, shrink=0)

    def entry(symbol: Symbol) -> b.Row:
        name, meaning = (_(said) for said in MEANING[symbol.kind])
        words = b.Column(grow=1, children=(
            b.Words(text=name, font="body-bold", size=LABEL, color=EXIT if symbol.kind in BOSSES else INK,
                    leading=1.15, wrap=False),
            b.Words(text=meaning, size=SMALL, color=INK, leading=1.15),
        ))
        return b.Row(gap=1.8, items_align="start", children=(square(symbol), words))

    columns = legend_columns(floor)
    return b.Grid(pad=LEGEND_PAD, gap=LEGEND_GAP, row_gap=LEGEND_ROW - LEGEND_SQUARE, name="the rules' legend",
                  columns=(b.Fr(),) * columns, cells=tuple(entry(symbol) for symbol in legend_symbols()))
