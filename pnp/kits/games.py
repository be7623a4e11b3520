"""The four games' kits: which parts each holds, for how many players."""

from __future__ import annotations

from pnp.kits.pages import INK
from pnp.parts import ComponentSet, DocPages, KitSpec
from pnp.catalog import COMPONENT_BLEED, Paper, component
from pnp.scene.color import Color
from pnp.scene.model import Icon, Page, Style, Text
from pnp.scene.shapes import circle

GAMES = ("labyrinth", "tiles", "cards", "notebook")
TOKEN = Color.hex("#e8d9b5")
GOLD = Color.hex("#c99a2e")


def speed_tokens() -> tuple[list[Page], Page]:
    """Speed tokens 1 to 8 (1 is the fastest-player token) and their common back."""
    size = component("token-25")
    d, b = size.width, COMPONENT_BLEED
    r = d / 2
    fronts = []
    for n in range(1, 9):
        fill = GOLD if n == 1 else TOKEN
        items = [circle(r, r, r + b, Style(fill=fill)),
                 circle(r, r, r - 1.5, Style(stroke=INK, width=0.4)),
                 Text(str(n), 0, 3.5, d, d - 9, font="display", size=26, color=INK, align="center", valign="middle",
                      wrap=False)]
        if n == 1:
            items.append(Icon("hourglass", r - 3, d - 8.5, 6, INK))
        fronts.append(Page(d, d, tuple(items), bleed=b, label=f"speed token {n}"))
    back = Page(d, d, (circle(r, r, r + b, Style(fill=INK)), Icon("speed", r - 7, r - 7, 14, TOKEN)), bleed=b,
                label="speed token back")
    return fronts, back


def labyrinth_kit(seed: int, players: int, paper: Paper, jobs: int = 1, distinct: bool = False) -> KitSpec:
    from pnp.games.labyrinth.deck import labyrinth_with_deck
    from pnp.games.labyrinth.aid import reference_card
    from pnp.games.labyrinth.draw import answer_page, card_back, card_front, sheet_page
    from pnp.games.labyrinth.jsonio import deck_to_json, labyrinth_to_json
    from pnp.games.labyrinth.pages import par_text
    from pnp.games.labyrinth.solo import par_table
    from pnp.games.labyrinth.variants import balanced_labyrinths
    from pnp.games.minigames.draw import answer_pages, artwork_page, puzzle_page
    from pnp.games.minigames.jsonio import set_to_json
    from pnp.games.minigames.sets import generate_set

    distinct = distinct and players > 1  # different labyrinths need two players or more
    lab, deck = labyrinth_with_deck(seed, jobs=jobs)
    labs = balanced_labyrinths(lab, deck, players, seed, jobs=jobs) if distinct else [lab] * players
    sheets: list[Page] = []
    for i, one in enumerate(labs):
        for side in (one.side_a, one.side_b):
            title = f"Labyrinth – side {side.side}" + (f" (player {i + 1})" if distinct else "")
            sheets.append(sheet_page(side, paper, title=title))
    poker = component("poker-card")
    cards = list(deck.cards)
    card_fronts = tuple(card_front(c, poker, par=c.par) for c in cards)
    card_backs = tuple(card_back(c.difficulty, poker) for c in cards)
    tiles = generate_set(seed, count=players, jobs=jobs)
    tokens, token_back = speed_tokens()
    aid = reference_card(poker)
    answers = answer_page([(c.card_id, c.difficulty, par_text(c)) for c in cards], paper,
                          "Objective cards: proven best scores (par)") + answer_pages(tiles, paper)
    models = {"labyrinth.json": labyrinth_to_json(lab),
              "objective-deck.json": deck_to_json(deck),
              "minigames.json": set_to_json(tiles, seed)}
    for i, one in enumerate(labs[1:] if distinct else [], start=2):
        models[f"labyrinth-player{i}.json"] = labyrinth_to_json(one)
    parts = (
        DocPages("Labyrinth sheets", "labyrinth-sheets", tuple(sheets), duplex=True,
                 note=f"{players} copies: side A on the front, side B on the back. Sheet protectors and dry-erase "
                      "markers make them last."),
        ComponentSet("Objective cards", "objective-cards", card_fronts, card_backs,
                     "Cut along the crop marks; sort into decks by their backs (skulls)."),
        ComponentSet("Minigame tiles", "minigame-tiles",
                     tuple(puzzle_page(t) for t in tiles), tuple(artwork_page(t) for t in tiles),
                     f"Cut along the crop marks: {players} sets of 14 tiles, one of each minigame per difficulty."),
        ComponentSet("Speed tokens", "speed-tokens", tuple(tokens), (token_back,), "Cut out the eight tokens."),
        ComponentSet("Player aids", "player-aids", (aid,) * players, (),
                     "One per player: the hearts and the solo time limits."),
        DocPages("Answer keys", "answers", tuple(answers), answers=True),
    )
    return KitSpec("labyrinth", "Labyrinth sheets", seed, players, parts, models, tuple(par_table(cards)))


def tiles_kit(seed: int, paper: Paper, jobs: int = 1, setups: int = 2000) -> KitSpec:
    from pnp.games.maze_tiles.generate import generate_tileset
    from pnp.games.maze_tiles.jsonio import tileset_to_json
    from pnp.games.maze_tiles.pages import report_page
    from pnp.games.maze_tiles.report import playability_report
    from pnp.games.maze_tiles.printables import kit

    ts = generate_tileset(seed)
    report = playability_report(ts, setups, seed, jobs)
    titles = {"tiles": "Maze tiles", "hero_boards": "Hero boards", "player_aids": "Player aids",
              "hand_tokens": "Hand action tokens", "feet_tokens": "Feet action tokens", "wound_tokens": "Wound tokens",
              "wall_tokens": "Wall tokens", "key_tokens": "Key tokens", "desperation_cards": "Desperation cards",
              "dice": "Dice nets"}
    parts = [DocPages("Playability report", "playability", (report_page(report, ts, paper),))]
    for printable in kit(ts):
        cut = "Cut out along the solid lines, fold on the dashed lines, glue the tabs." if printable.name == "dice" \
            else "Cut along the crop marks."
        parts.append(ComponentSet(titles.get(printable.name, printable.name), printable.name.replace("_", "-"),
                                  printable.fronts, printable.backs, cut))
    models = {"maze-tiles.json": tileset_to_json(ts) | {"playability": report.to_json()}}
    return KitSpec("tiles", "Maze tiles", seed, 4, tuple(parts), models, tuple(report.lines()))


def cards_kit(seed: int) -> KitSpec:
    from pnp.games.path_cards.draw import card_back, card_front, rules_back, rules_front
    from pnp.games.path_cards.generate import generate_deck
    from pnp.games.path_cards.jsonio import deck_to_json

    deck = generate_deck(seed)
    size = component("square-card")
    # the rules card is the same size as the path cards: it shares their sheets
    fronts = tuple(card_front(c, size, deck.deck_id) for c in deck.cards) + (rules_front(size),)
    backs = (card_back(size),) * len(deck.cards) + (rules_back(size),)
    parts = (ComponentSet("Path cards and rules card", "path-cards", fronts, backs,
                          "Cut along the crop marks: 50 path cards and the rules card."),)
    return KitSpec("cards", "Treasure Paths", seed, 0, parts, {"path-deck.json": deck_to_json(deck)})


def notebook_kit(seed: int, paper: Paper, layout: str = "sheets", runs: int = 1000) -> KitSpec:
    from pnp.games.notebook.generate import generate_dungeon
    from pnp.games.notebook.jsonio import dungeon_to_json
    from pnp.games.notebook.pages import INNER_MARGIN, notebook_pages
    from pnp.games.notebook.simulate import simulate
    from pnp.layout.booklet import finishing_steps, impose_booklet, plan_booklet
    from pnp.catalog import paper as find_paper

    d = generate_dungeon(seed)
    report = simulate(d, runs, seed) if runs else None
    us = paper.key in ("letter", "tabloid", "half-letter")
    page_paper = find_paper("half-letter" if us else "a6")
    per_side = 2 if us else 4
    pages = notebook_pages(d, page_paper, report)
    models = {"notebook.json": dungeon_to_json(d) | ({"simulation": report.to_json()} if report else {})}
    notes = tuple(report.lines()) if report else ()
    if layout == "sheets":
        sheets = impose_booklet(pages, paper, pages_per_side=per_side, inner_margin=INNER_MARGIN)
        plan = plan_booklet(len(pages), page_paper.width, page_paper.height, paper, per_side,
                            bleed=page_paper.bleed, inner_margin=INNER_MARGIN)
        # the kit's notes say how to print duplex parts (duplex_setting of the sheets, as the plan does): the
        # steps here start with the cutting and folding, so the flip edge is named once
        steps = " ".join(finishing_steps(plan, print_step=False))
        part = DocPages("Notebook (booklet sheets)", "notebook", tuple(sheets), duplex=True, note=steps)
    else:
        part = DocPages("Notebook pages", "notebook", tuple(pages), note="One notebook page per PDF page.")
    return KitSpec("notebook", "Dungeon notebook", seed, 0, (part,), models, notes, cover=pages[0])


def kit_spec(game: str, seed: int, players: int, paper: Paper, jobs: int = 1, layout: str = "sheets",
             distinct: bool = False) -> KitSpec:
    if game == "labyrinth":
        return labyrinth_kit(seed, players, paper, jobs, distinct)
    if game == "tiles":
        return tiles_kit(seed, paper, jobs)
    if game == "cards":
        return cards_kit(seed)
    return notebook_kit(seed, paper, layout)


__all__ = ["GAMES", "kit_spec", "speed_tokens"]
