"""What the labyrinth game prints: sheets, objective cards, the player aid, answers; its commands and its kit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import takewhile
from typing import Any

from pnp.catalog import Component, Paper, component
from pnp.catalog import card_size as sized
from pnp.errors import PnpError
from pnp.game import Context, Footprint, KitRequest, Made, Progress
from pnp.games.labyrinth.cards import ObjectiveCard
from pnp.games.labyrinth.model import Sheet
from pnp.i18n import N_, _, ngettext
from pnp.parts import ComponentSet, DocPages, FirstGame, KitSpec, Part, Printout
from pnp.scene.ladder import first_that_holds
from pnp.scene.locale import per_locale

# i18n: how to cut the objective cards (the kit's contents)
CARDS_CUT = N_("Cut along the crop marks; sort into decks by their backs (skulls).")


def par_text(card: ObjectiveCard) -> str:
    if not card.par:
        # i18n: the answer keys' table of pars: a card with no proven par
        return _("not proven")
    if len(card.par) == 1:  # proven on a one-sided design: no side to name
        return str(next(iter(card.par.values())))
    # i18n: one side's par in the answer keys' table: "side A: 7"
    return " · ".join(_("side {side}: {par}").format(side=side, par=score) for side, score in sorted(card.par.items()))


def solution_page(sheet: Sheet, card: ObjectiveCard, solution, sheet_paper: Paper):
    from pnp.games.labyrinth.draw import sheet_page

    # i18n: a solution page's caption: whether the score shown is proven the best
    proof = _("proven best") if solution.optimal else _("best found (not proven)")
    # i18n: a solution page's caption: the card, its score, {proof} ("proven best"), the path's length; the two
    # counts are in the caption's two other messages
    caption = _("Card {card}: {points}, {proof}; {squares}").format(
        card=card.card_id or _("(custom)"),
        points=ngettext("{n} point", "{n} points", solution.score).format(n=solution.score), proof=proof,
        squares=ngettext("{n} square", "{n} squares", len(solution.path)).format(n=len(solution.path)))
    if sheet.side in ("A", "B"):
        # i18n: a solution page's title; {side} is the sheet's letter, A or B
        title = _("Solution – side {side}").format(side=sheet.side)
    else:
        title = _("Solution – custom sheet")
    return sheet_page(sheet, sheet_paper, path=solution.path, title=title, caption=caption)


def draw_sheets(sheets: Sequence[Sheet], paper: Paper, solutions: Sequence[tuple] = ()) -> Printout:
    """Sheets in order (sides A and B print back to back), then any (sheet, card, solution) pages."""
    from pnp.games.labyrinth.draw import sheet_page

    pages = [sheet_page(s, paper) for s in sheets]
    pages += [solution_page(sheet, card, solution, paper) for sheet, card, solution in solutions]
    part = DocPages(_("Labyrinth sheets"), "labyrinth-sheets", tuple(pages), care="write-on")
    return Printout((part,), _("Labyrinth sheets"), ", ".join(s.sheet_id for s in sheets))


# The sizes the objective cards and the player aids climb when none is chosen, smallest first (names of
# layouts/components.toml's [card_sizes]): the designed poker card, then the 3½ × 5 in card.
CARD_LADDER = ("poker", "3.5x5")


def card_size(floor: float = 0.0, name: str | None = None) -> Component:
    """The objective cards' and aids' size: ``name`` when one is chosen (``--card-size`` or the preset's, a name
    of layouts/components.toml's ``[card_sizes]``), else the first of :data:`CARD_LADDER` that holds the player
    aid and an objective card at the ``floor`` (pt), measured in the locale in force."""
    return sized(name or _first_card_that_holds(floor))


@per_locale(32)
def _first_card_that_holds(floor: float) -> str:
    return first_that_holds(CARD_LADDER, lambda name: _holds(sized(name), floor))


def _holds(card: Component, floor: float) -> bool:
    """Whether ``card`` holds its words at ``floor`` pt as designed: the player aid's hearts and solo play on one
    face (where they need a face each, the aid is no longer a quick look: a larger card keeps them together), for
    either kind of labyrinth, and an objective card's face (refused in one line, a PnpError, where it does not
    fit)."""
    from pnp.games.labyrinth.aid import aid_faces
    from pnp.games.labyrinth.card_pages import card_front

    card_front(_measured_card(), card, floor=floor)
    return all(len(aid_faces(card, one_sided, floor)) == 1 for one_sided in (False, True))


def _measured_card() -> ObjectiveCard:
    """An easy card of three rows: the card the ladder measures, and the game's example (:func:`examples`)."""
    from pnp.games.labyrinth.cards import Row

    return ObjectiveCard("E1", "easy", "A", (Row("per", 1, symbol="gem"), Row("exit", 2, names=("troll",)),
                                             Row("fastest", 1)))


def card_parts(cards: Sequence[ObjectiveCard], aids: int = 1, floor: float = 0.0,
               one_sided: bool = False, size: str | None = None) -> list[ComponentSet]:
    """The cards (each front with its difficulty's back) and ``aids`` player aids, no text under the ``floor``
    (pt), on cards of ``size`` (a card size's name; else by the floor). The aid's hearts and solo play share its
    front while they fit, else take a face each. ``one_sided``: the labyrinth played has one side, which the aid
    does not name."""
    from pnp.games.labyrinth.aid import aid_back, aid_faces
    from pnp.games.labyrinth.draw import card_back, card_front

    card = card_size(floor, size)
    fronts = tuple(card_front(c, card, par=c.par, floor=floor) for c in cards)
    backs = tuple(card_back(c.difficulty, card) for c in cards)
    faces = aid_faces(card, one_sided, floor)
    # i18n: how to print the player aids (the kit's contents)
    aid_backs, note = ((faces[1],), _("One per player, two-sided: the hearts on the front, the solo time limits on "
                                      "the back.")) if len(faces) == 2 else \
        ((aid_back(card),), _("One per player: the hearts and the solo time limits."))
    return [ComponentSet(_("Objective cards"), "objective-cards", fronts, backs, _(CARDS_CUT)),
            ComponentSet(_("Player aids"), "player-aids", (faces[0],) * aids, aid_backs, note)]


def par_pages(cards: Sequence[ObjectiveCard], paper: Paper, title: str) -> list:
    from pnp.games.labyrinth.draw import answer_page
    from pnp.games.labyrinth.words import difficulty_word

    return answer_page([(c.card_id, difficulty_word(c.difficulty), par_text(c)) for c in cards], paper, title)


def draw_cards(cards: Sequence[ObjectiveCard], paper: Paper, size: str | None = None) -> Printout:
    """Cards front then back, the player aid, and the table of pars when the cards have them; the cards and the
    aid of ``size`` (a card size's name) when one is chosen."""
    parts: list[Part] = list(card_parts(cards, floor=paper.text_floor, size=size))
    if any(c.par for c in cards):
        # i18n: the title of the answer keys' table of pars
        pages = par_pages(cards, paper, _("Objective cards: proven best scores"))
        parts.append(DocPages(_("Answer keys"), "answers", tuple(pages), answers=True))
    return Printout(tuple(parts), _("Objective cards"))


# --- the commands --------------------------------------------------------------------

def _side(value: str | None) -> str | None:
    if value is None:
        return None
    if value.upper() not in ("A", "B"):
        raise PnpError(f"--side: expected A or B, got {value!r}")
    return value.upper()


def parse_size(value: str | None) -> tuple[int, int] | None:
    """``--size WxH`` in squares (None when not given); the range is the sheet's to check."""
    if value is None:
        return None
    try:
        w, h = (int(v) for v in value.lower().replace("×", "x").split("x"))
    except ValueError:
        raise PnpError(f"--size: expected WxH in squares such as 9x9, got {value!r}") from None
    return (w, h)


def make_sheet(options: dict, context: Context) -> Made:
    from pnp.games.labyrinth.deck import seed_labyrinth
    from pnp.games.labyrinth.files import load_card
    from pnp.games.labyrinth.generate import generate_sheet, params_for
    from pnp.games.labyrinth.solver import solve
    from pnp.games.labyrinth.text_format import labyrinth_to_text, sheet_to_text

    seed, paper = context.seed, context.paper
    side, size, loops = _side(options["side"]), parse_size(options["size"]), options["loops"]
    if options["solution"] and not options["objective"]:
        raise PnpError("--solution needs --objective CARD.json")
    card = load_card(options["objective"]) if options["objective"] else None
    if options["players"] > 1:
        if side or size or loops is not None or options["solution"]:
            raise PnpError("--players makes whole two-sided labyrinths; "
                           "leave out --side, --size, --loops and --solution")
        return _players(options["players"], context)
    model: Any
    if side is None and size is None and loops is None:
        lab = seed_labyrinth(seed, progress=context.progress)  # the labyrinth the seed's cards are proven on
        sheets, model, kind, stem = [lab.side_a, lab.side_b], lab, "labyrinth", f"labyrinth-{seed}"
        text = lambda: labyrinth_to_text(lab)  # noqa: E731
    else:
        params = params_for(side or "A", size)
        if loops is not None:
            params = replace(params, dead_end_share=loops)
        one = generate_sheet(params, seed)
        sheets, model, kind, stem = [one], one, "labyrinth-sheet", f"sheet-{one.side}-{seed}"
        text = lambda: sheet_to_text(one)  # noqa: E731
    solutions = [(s, card, solve(s, card)) for s in sheets] if card is not None and options["solution"] else []
    return Made(model, kind, draw_sheets(sheets, paper, solutions), stem, text=text)


def _players(players: int, context: Context) -> Made:
    from pnp.games.labyrinth.deck import labyrinth_with_deck
    from pnp.games.labyrinth.jsonio import labyrinth_to_json
    from pnp.games.labyrinth.text_format import labyrinth_to_text
    from pnp.games.labyrinth.variants import balanced_labyrinths

    if context.single_file:
        raise PnpError("--out: several players' labyrinths need a folder, not a file name")
    seed = context.seed
    base, deck = labyrinth_with_deck(seed, jobs=context.jobs, progress=context.progress)
    labs = balanced_labyrinths(base, deck, players, seed, jobs=context.jobs, progress=context.progress)
    sheets = [s for lab in labs for s in (lab.side_a, lab.side_b)]
    extra = tuple((f"labyrinth-{seed}-player{i}.json", (lambda lab=lab: labyrinth_to_json(lab)))
                  for i, lab in enumerate(labs, 1))
    texts = tuple((f"labyrinth-{seed}-player{i}.txt", (lambda lab=lab: labyrinth_to_text(lab)))
                  for i, lab in enumerate(labs, 1))
    return Made(base, "labyrinth", draw_sheets(sheets, context.paper), f"labyrinths-{seed}", extra_json=extra,
                model_json=False, extra_text=texts)


def make_objectives(options: dict, context: Context) -> Made:
    from pnp.choices import choice_list
    from pnp.games.labyrinth.cards import DIFFICULTIES
    from pnp.games.labyrinth.deck import DEFAULT_COUNTS, PREFIX, generate_deck, labyrinth_with_deck
    from pnp.games.labyrinth.files import against_sheets, known_ids, pick_card

    size = options.get("card_size") or context.card_size  # --card-size, else the preset's
    if size is not None:
        sized(size)  # an unknown name refused before any proof
    wanted = choice_list("--difficulty", options["difficulty"], DIFFICULTIES, "difficulty", offer_all=False)
    count = options["count"]
    counts = {d: (count if count is not None else DEFAULT_COUNTS[d]) for d in wanted}
    wanted_id = options.get("card")
    if wanted_id is not None:  # the ids a deck of these counts prints: refused before any proof
        ids = [f"{PREFIX[d]}{i}" for d in DIFFICULTIES if d in counts for i in range(1, counts[d] + 1)]
        if wanted_id not in ids:
            raise PnpError(f"--card: a deck of these options has no card {wanted_id!r}; its ids are {known_ids(ids)}")
    if options["against"]:
        deck = generate_deck(against_sheets(tuple(options["against"])), context.seed, counts, jobs=context.jobs,
                             progress=context.progress)
    else:
        _lab, deck = labyrinth_with_deck(context.seed, counts, jobs=context.jobs, progress=context.progress)
    if wanted_id is not None:
        card = pick_card(deck.cards, wanted_id, "the deck")
        stem = f"objective-{context.seed}-{card.card_id}"
        return Made(card, "objective-card", draw_cards([card], context.paper, size), stem)
    return Made(deck, "objective-deck", draw_cards(deck.cards, context.paper, size), f"objectives-{context.seed}")


# --- the kit -------------------------------------------------------------------------

def prepare_kit(options: dict) -> dict:
    """The kit's options read before any work: ``--labyrinth`` files loaded into a design (refused in verify's
    words when verify rejects one), ``--distinct-labyrinths`` (``distinct``: the Python API's older name)."""
    from pnp.games.labyrinth.files import load_design

    given = options.get("labyrinth") or ()
    files = (given,) if isinstance(given, str) else tuple(given)  # the API may name one file as a string
    distinct = bool(options.get("distinct_labyrinths", options.get("distinct", False)))
    if not files:
        return {"distinct": distinct}
    if distinct:
        raise PnpError("--distinct-labyrinths generates a labyrinth per player, while with --labyrinth every player "
                       "plays your design: leave one of them out")
    return {"distinct": False, "design": load_design(files, "--labyrinth")}


def _generated(seed: int, players: int, distinct: bool, jobs: int, progress: Progress | None = None):
    """The seed's labyrinth and deck: each player's pair of sides, the deck, the JSON models, the sheets' note."""
    from pnp.games.labyrinth.deck import labyrinth_with_deck
    from pnp.games.labyrinth.jsonio import labyrinth_to_json
    from pnp.games.labyrinth.variants import balanced_labyrinths

    lab, deck = labyrinth_with_deck(seed, jobs=jobs, progress=progress)
    labs = balanced_labyrinths(lab, deck, players, seed, jobs=jobs, progress=progress) if distinct \
        else [lab] * players
    models = {"labyrinth.json": labyrinth_to_json(lab)}
    for i, one in enumerate(labs[1:] if distinct else [], start=2):
        models[f"labyrinth-player{i}.json"] = labyrinth_to_json(one)
    # i18n: a sheet's title in a kit of a labyrinth per player: its side (A or B) and whose it is
    sheets = [(side, _("Labyrinth – side {side} (player {n})").format(side=side.side, n=i) if distinct else
               _("Labyrinth – side {side}").format(side=side.side))
              for i, one in enumerate(labs, 1) for side in (one.side_a, one.side_b)]
    # i18n: how the labyrinth sheets print (the kit's contents)
    note = ngettext("{n} copy: side A on the front, side B on the back.",
                    "{n} copies: side A on the front, side B on the back.", players).format(n=players)
    return sheets, deck, models, note, []


def _designed(design, seed: int, players: int, jobs: int, progress: Progress | None = None):
    """The user's design and a deck proven on it (as `pnp objectives --against` makes one), the same parts."""
    from pnp.games.labyrinth.deck import DeckError, generate_deck
    from pnp.games.labyrinth.jsonio import labyrinth_to_json, sheet_to_json

    try:
        deck = generate_deck(design.sheets, seed, jobs=jobs, progress=progress)
    except DeckError as err:
        raise PnpError(f"--labyrinth {design.name}: {err}") from None
    if design.labyrinth is not None:
        models = {"labyrinth.json": labyrinth_to_json(design.labyrinth)}
    else:
        models = {f"labyrinth-sheet-{side}.json": sheet_to_json(sheet) for side, sheet in design.sheets.items()}
    two = len(design.sheets) == 2
    # a one-sided design is the labyrinth, not its side A: its heading names no side
    # i18n: the title of a sheet of the user's own design: {title} its title, {name} its file's name, {side} A or B
    heading = {side: (sheet.title or _("Your labyrinth ({name})").format(name=design.name)) if not two else
               _("{title} – side {side}").format(title=sheet.title, side=side) if sheet.title else
               _("Your labyrinth – side {side} ({name})").format(side=side, name=design.name)
               for side, sheet in design.sheets.items()}
    sheets = [(sheet, heading[side]) for _ in range(players) for side, sheet in design.sheets.items()]
    # i18n: how the sheets of the user's own design print (the kit's contents); {name} is the design's file
    note = (ngettext("Your design, {name}: {n} copy: side A on the front, side B on the back.",
                     "Your design, {name}: {n} copies: side A on the front, side B on the back.", players) if two
            else ngettext("Your design, {name}: {n} copy, one side each.",
                          "Your design, {name}: {n} copies, one side each.", players)).format(name=design.name,
                                                                                              n=players)
    # i18n: the kit's README on a design of the user's own ({name}: its file), two sides or one
    about = [(_("The labyrinth is your design ({name}); every objective card's par is proven on it (each at least "
                "its difficulty's floor; side B is not held to side A).") if two else
              _("The labyrinth is your design ({name}); every objective card's par is proven on it (each at least "
                "its difficulty's floor).")).format(name=design.name), ""]
    return sheets, deck, models, note, about


def kit(request: KitRequest) -> KitSpec:
    from pnp.games.labyrinth.draw import sheet_page
    from pnp.games.labyrinth.jsonio import deck_to_json
    from pnp.games.labyrinth.played import in_words, played
    from pnp.games.labyrinth.solo import par_table
    from pnp.games.labyrinth.tokens import speed_tokens
    from pnp.games.labyrinth.words import design_rules
    from pnp.games.minigames.answer_keys import answer_pages
    from pnp.games.minigames.draw import check_tiles, tile_size
    from pnp.games.minigames.jsonio import set_to_json
    from pnp.games.minigames.printouts import tile_part
    from pnp.games.minigames.sets import generate_set

    seed, players, paper, jobs = request.seed, request.players, request.paper, request.jobs
    # the tiles follow the cards' size when one is chosen: one that cannot keep a puzzle's squares drawable, or
    # its words at the floor, is refused before any work
    tile = tile_size(paper.text_floor, request.card_size)
    check_tiles(played(), tile, paper.text_floor)
    design = request.options.get("design")
    if design is None:
        distinct = request.options.get("distinct", False) and players > 1  # different labyrinths need two players
        sheets, deck, models, note, about = _generated(seed, players, distinct, jobs, request.progress)
    else:
        sheets, deck, models, note, about = _designed(design, seed, players, jobs, request.progress)
    pages = tuple(sheet_page(side, paper, title=title) for side, title in sheets)
    cards = list(deck.cards)
    # the minigames the sheets have a square for: the rules say where each is played
    tiles = generate_set(seed, played(), count=players, jobs=jobs, progress=request.progress)
    tokens, token_back = speed_tokens()
    # i18n: the title of the answer keys' table of pars
    answers = par_pages(cards, paper, _("Objective cards: proven best scores (par)")) + answer_pages(tiles, paper, tile)
    models |= {"objective-deck.json": deck_to_json(deck), "minigames.json": set_to_json(tiles, seed)}
    one_sided = design is not None and len(design.sheets) == 1
    objective_cards, aids = card_parts(cards, players, paper.text_floor, one_sided, request.card_size)
    per_player = len({(t.type, t.difficulty) for t in tiles})
    parts = (
        DocPages(_("Labyrinth sheets"), "labyrinth-sheets", pages, duplex=not one_sided, note=note,
                 care="write-on"),
        objective_cards,
        # i18n: how to cut the minigame tiles (the kit's contents): {sets} sets, each of {tiles} tiles
        replace(tile_part(tiles, paper=paper, size=tile), cut=_("Cut along the crop marks: {sets} of {tiles}, one "
                                                                "of each minigame per difficulty.").format(
            sets=ngettext("{n} set", "{n} sets", players).format(n=players),
            tiles=ngettext("{n} tile", "{n} tiles", per_player).format(n=per_player))),
        ComponentSet(_("Speed tokens"), "speed-tokens", tuple(tokens), (token_back,),
                     ngettext("Cut out the {n} token along its round cut line.",
                              "Cut out the {n} tokens along their round cut lines.", len(tokens)).format(
                         n=in_words(len(tokens))), shape="circle", care="sturdy"),
        aids,
        DocPages(_("Answer keys"), "answers", tuple(answers), answers=True),
    )
    # the deck starts with its tutorial and easy cards: a first game needs only those (and one player aid)
    gentle = len(list(takewhile(lambda c: c.difficulty in ("tutorial", "easy"), cards)))
    # i18n: what to print for a first game, listed by the kit ("Print ... and ...")
    first = (FirstGame("labyrinth-sheets", _("the labyrinth sheets")),
             FirstGame("objective-cards", _("the tutorial and easy objective cards"), gentle),
             FirstGame("minigame-tiles", _("the minigame tiles")), FirstGame("speed-tokens", _("the speed tokens")),
             FirstGame("player-aids", _("one player aid"), 1))
    from pnp.games.labyrinth.sheet_page import grid_picture

    # the cover shows the first sheet; where the kit finds its letters would print under the floor there, the
    # sheet's picture without them
    return KitSpec("labyrinth", _("Labyrinth sheets"), seed, players, parts, models, (*about, *par_table(cards)),
                   first_game=first, small_cover=grid_picture(sheets[0][0]),
                   rules_text=() if design is None else design_rules(design))


def kit_sizes(paper: Paper | None = None) -> list[Footprint]:
    """The kit's component sizes; on a large-print paper the cards, the aids and the tiles are larger (the cards,
    the aids and the tiles follow a chosen card size: ``card``)."""
    from pnp.games.labyrinth.tokens import SIZE
    from pnp.games.minigames.draw import tile_size

    floor = paper.text_floor if paper else 0.0
    card, tile, token = card_size(floor), tile_size(floor), component(SIZE)
    return [Footprint("Objective cards", card.width, card.height, True, card=True),
            Footprint("Minigame tiles", tile.width, tile.height, True, card=True),
            Footprint("Speed tokens", token.width, token.height, True),
            Footprint("Player aids", card.width, card.height, True, card=True)]


def examples() -> dict:
    from pnp.games.labyrinth.deck import generate_deck
    from pnp.games.labyrinth.generate import SIDE_A, generate_labyrinth, generate_sheet

    sheet = generate_sheet(SIDE_A, 1)
    card = _measured_card()
    return {"labyrinth-sheet": sheet, "labyrinth": generate_labyrinth(1), "objective-card": card,
            "objective-deck": generate_deck({"A": sheet}, 1, {"tutorial": 1, "easy": 2})}
