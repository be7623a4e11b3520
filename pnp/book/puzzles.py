"""One puzzle of a book: made, measured and verified, kind by kind.

A labyrinth puzzle is a generated sheet with an objective card proven on it, made solo (no fastest-player
row: a book has one reader); a minigame puzzle is a tile of the minigame's own verified generator; a maze
puzzle is :mod:`pnp.book.mazes`'. Each comes with its difficulty figure (``measure``, higher is harder,
comparable within a kind) and the figures it came from. :func:`verify_entry` checks a made puzzle again with
its rules core.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pnp.book.mazes import make_maze, maze_measure, maze_to_json, verify_maze
from pnp.book.model import Entry, LabyrinthPuzzle
from pnp.jsonio import canonical, json_text
from pnp.minigame import Tile
from pnp.registry import labyrinth, minigames
from pnp.seeds import derive
from pnp.verdict import Verdict

if TYPE_CHECKING:
    from pnp.surfaces.labyrinth import Sheet

Figures = tuple[tuple[str, float], ...]

DIFFICULTY_RANK = {"tutorial": 0, "easy": 1, "medium": 2, "hard": 3}


def content_data(kind: str, content: Any) -> dict:
    """What a puzzle is, as canonical data (no seed, id or proof time): what its short id is a hash of."""
    if kind == "labyrinth":
        card_body, sheet_body = labyrinth().card_body, labyrinth().sheet_body
        sheet = {k: v for k, v in sheet_body(content.sheet).items() if k in ("side", "width", "height", "walls",
                                                                                "symbols")}
        card = {k: v for k, v in card_body(content.card).items() if k != "id"}
        return canonical({"sheet": sheet, "card": card})
    if kind == "maze":
        return maze_to_json(content)
    return canonical({"type": content.type, "difficulty": content.difficulty,
                      "puzzle": minigames().get(content.type).puzzle_to_json(content.puzzle)})


def content_hash(kind: str, content: Any) -> bytes:
    import hashlib

    text = json_text(content_data(kind, content), sort_keys=True, compact=True, ascii_only=True)
    return hashlib.sha256(text.encode("ascii")).digest()


# --- labyrinths -------------------------------------------------------------------------------------------

def solo_puzzle(sheet, card, sol) -> LabyrinthPuzzle:
    """The puzzle of a sheet and the card proven on it, made solo: the fastest-player rows dropped (no one to
    race) and the card carrying its par and witness on the sheet's side. The solver proved the par without the
    fastest token, so dropping its rows leaves the par unchanged; the referee re-scores the line on the solo
    card to make sure, and the solution keeps that verdict (no proof time: the same puzzle, the same bytes)."""
    referee, solo_card = labyrinth().referee, labyrinth().solo_card
    solo = replace(solo_card(card), par={sheet.side: sol.score}, witness={sheet.side: sol.path})
    result = referee(sheet, solo, sol.path)
    if not (result.legal and result.score == sol.score):
        raise AssertionError(f"the par line scores {result.score}, not {sol.score}, on the solo card")
    return LabyrinthPuzzle(sheet, solo, replace(sol, result=result, seconds=0.0))


def labyrinth_recipe(seed: int, index: int, design: int = 0) -> dict[str, Any]:
    """What makes the book's ``index``-th labyrinth: sides A and B in turn (or the reader's ``design``-th
    --labyrinth file, 1 on, verified before), from one sub-seed; the objective's difficulty cycling easy,
    medium, hard, so the labyrinths span the range the ramp orders."""
    where: dict[str, Any] = {"design": design} if design else {"side": "AB"[index % 2]}
    return {"kind": "labyrinth", **where, "seed": derive(seed, "book", "labyrinth", index),
            "objective": labyrinth().OBJECTIVE_DIFFICULTIES[index % 3], "label": f"labyrinth {index + 1}"}


def make_labyrinth(seed: int, index: int, design: Sheet | None = None) -> LabyrinthPuzzle:
    """The book's ``index``-th labyrinth (:func:`labyrinth_recipe`) on a generated sheet or on ``design``."""
    return remake(labyrinth_recipe(seed, index, 1 if design is not None else 0), design)


def remake(recipe: Mapping[str, Any], design: Sheet | None = None) -> Any:
    """The puzzle a recipe (an entry's, as the book's JSON lists it) makes: the same puzzle, from the
    generator's own inputs. ``design``: for a recipe naming a --labyrinth file (``design``: its place among
    them, from 1), that file's sheet."""
    kind, seed = recipe["kind"], recipe["seed"]
    if kind == "labyrinth":
        lab = labyrinth()
        if "design" not in recipe:
            sheet = lab.generate_sheet(lab.PRESETS[recipe["side"]], seed)
        elif design is not None:
            sheet = design
        else:
            raise ValueError(f"{recipe['label']} is on the reader's design {recipe['design']}: pass its sheet")
        with lab.prover_class(1) as prover:
            card, sol = lab.proven_objective(sheet, recipe["objective"], seed, prover, recipe["label"])
        return solo_puzzle(sheet, card, sol)
    if kind == "maze":
        return make_maze(recipe["width"], recipe["height"], seed)
    return minigames().make(kind, recipe["difficulty"], seed, recipe["index"])


def labyrinth_measure(p: LabyrinthPuzzle) -> tuple[float, Figures]:
    """How hard the labyrinth puzzle is to solve well by hand: ``stops + 2 × rules + 4 × card + line / 10``.

    The reader is looking for the best-scoring line, so what makes it hard is how much the best line must
    weigh up, not its score (points per row differ from card to card). ``stops``: the squares of the proven
    line holding a symbol, each a detour taken (or a danger crossed) that the reader had to see was worth it;
    ``rules``: the card's scoring rows plus its extra exits and heart effects, each one more thing to keep in
    mind at every square; ``card``: the card's difficulty (1 easy, 2 medium, 3 hard), for what a count of
    rules misses: a hard card's rows pull against each other (points taken away, an exit that needs an item,
    symbols that cost a heart); ``line``: the squares of the line, the length of the plan. On the default
    book the stops run from about 10 to 25, the rules from 3 to 6: the three terms weigh alike. Figures: the
    par, the line's squares, its stops, the scoring rows, the rules, and the card's difficulty.
    """
    sol, card, sheet = p.solution, p.card, p.sheet
    stops = sum(1 for c in sol.path[1:] if c in sheet.at)
    rules = len(card.rows) + len(card.extra_exits) + len(card.heart_effects)
    line = len(sol.path)
    rank = DIFFICULTY_RANK[card.difficulty]
    measure = round(stops + 2 * rules + 4 * rank + line / 10, 3)
    return measure, (("par", sol.score), ("line", line), ("stops", stops), ("rows", len(card.rows)),
                     ("rules", rules), ("card_difficulty", rank))


def verify_labyrinth(p: LabyrinthPuzzle) -> Verdict:
    """The sheet by the rules core; the card solo (no fastest row) with the par of its sheet's side; the
    referee scoring the proven line on the solo card at that par."""
    referee, verify_card, verify_sheet = labyrinth().referee, labyrinth().verify_card, labyrinth().verify_sheet
    problems = list(verify_sheet(p.sheet).problems) + list(verify_card(p.card).problems)
    if any(r.kind == "fastest" for r in p.card.rows):
        problems.append("the card keeps a fastest-player row (a book has one reader)")
    if not (p.solution.solvable and p.solution.optimal):
        problems.append("the par is not proven optimal")
    if p.card.par != {p.sheet.side: p.solution.score}:
        problems.append(f"the card's par {p.card.par} is not the proven {p.solution.score} on side {p.sheet.side}")
    result = referee(p.sheet, p.card, p.solution.path)
    if not result.legal:
        problems.append(f"the par line is illegal: {result.reason}")
    elif result.score != p.solution.score:
        problems.append(f"the par line scores {result.score} on the card, not the par {p.solution.score}")
    name = f"labyrinth on side {p.sheet.side} with a {p.card.difficulty} card"
    if problems:
        return Verdict(False, f"{name} rejected", {}, tuple(problems))
    return Verdict(True, f"{name}: sheet valid, solo card, the referee scores the proven line at the par "
                         f"{p.solution.score}", {"par": p.solution.score, "line": len(p.solution.path)})


# --- minigames and mazes ----------------------------------------------------------------------------------

def tile_recipe(seed: int, type_name: str, index: int) -> dict[str, Any]:
    """What makes the book's ``index``-th tile of a minigame: easy and hard in turn, the first of every other
    type hard, so a book of one tile a type still holds both; every tile of the book from one sub-seed, told
    apart by its type, difficulty and index."""
    hard = (index + minigames().types().index(type_name)) % 2
    return {"kind": type_name, "seed": derive(seed, "book", "minigame"), "difficulty": "hard" if hard else "easy",
            "index": index}


def maze_recipe(seed: int, index: int, size: int) -> dict[str, Any]:
    return {"kind": "maze", "seed": derive(seed, "book", "maze", index), "width": size, "height": size}


def tile_measure(tile: Tile) -> tuple[float, Figures]:
    """The number its type orders its tiles by (``Minigame.hardness`` of its grade's measure: higher is harder),
    with every number of its measure."""
    figures = tuple((k, float(v)) for k, v in sorted(tile.measure.items()) if isinstance(v, (int, float)))
    return round(float(minigames().get(tile.type).hardness(tile.measure)), 3), figures


def measured(kind: str, content: Any) -> Entry:
    """The entry of a made puzzle, with its measure (its short id is given by the book: :mod:`.content`)."""
    if kind == "labyrinth":
        measure, figures = labyrinth_measure(content)
    elif kind == "maze":
        measure, figures = maze_measure(content)
    else:
        measure, figures = tile_measure(content)
    return Entry(kind, "", measure, content, figures)


def verify_entry(entry: Entry) -> Verdict:
    """The entry's puzzle checked again by its rules core, and its measure recomputed."""
    if entry.kind == "labyrinth":
        verdict = verify_labyrinth(entry.content)
    elif entry.kind == "maze":
        verdict = verify_maze(entry.content)
    else:
        verdict = minigames().verify(entry.content)
    again = measured(entry.kind, entry.content)
    if verdict.ok and again.measure != entry.measure:
        return Verdict(False, verdict.message, verdict.witness,
                       (f"the measure {entry.measure} is not the recomputed {again.measure}",))
    return verdict


def make_entry(task: tuple) -> Entry:
    """(kind, seed, index, maze size or 0[, (the design's number from 1, the design sheet)]) -> the verified
    entry, with the recipe that remakes it (a worker's task: top level, picklable)."""
    kind, seed, index, size, *design = task
    recipe: dict[str, Any]
    if kind == "labyrinth":
        recipe = labyrinth_recipe(seed, index, design[0][0] if design else 0)
    elif kind == "maze":
        recipe = maze_recipe(seed, index, size)
    else:
        recipe = tile_recipe(seed, kind, index)
    content = remake(recipe, design[0][1] if design else None)
    entry = replace(measured(kind, content), recipe=tuple(recipe.items()))
    verdict = verify_entry(entry)
    if not verdict.ok:  # never seen: every generator verifies what it makes; a book never prints one unchecked
        raise AssertionError(f"{kind} {index + 1} failed its check: {verdict.summary()}")
    return entry
