"""Which components make up each kit, and the files a kit folder holds.

Every part is rendered in memory first; the caller writes the whole map of
files at once (atomically, file by file).
"""

from __future__ import annotations

from pathlib import Path

from pnp.layout.catalog import Paper
from pnp.scene.model import Document

GAMES = ("labyrinth", "tiles", "cards", "notebook")
REPORT_SETUPS = 2_000  # deals for the maze-tile playability report printed with a kit


def _preview(doc: Document, path: Path) -> dict[Path, bytes]:
    from pnp.render.pdf import render_pdf
    from pnp.render.png import png_bytes, rasterise

    image = rasterise(render_pdf(doc), list(doc.pages), dpi=100, only=[0])[0]
    return {path: png_bytes(image, 100)}


def _part(doc: Document, folder: Path, stem: str, model_json=None) -> dict[Path, bytes]:
    from pnp.output import Target, document_files

    files = document_files(doc, Target(folder, stem), ["pdf"] + (["json"] if model_json else []), json_data=model_json)
    files |= document_files(doc, Target(folder / "svg", stem), ["svg"])
    files |= _preview(doc, folder / f"{stem}-preview.png")
    return files


def proof_files(folder: Path, sheet: Paper, seed: int) -> dict[Path, bytes]:
    from pnp.layout.marks import CropMarks, Guides
    from pnp.proof import ProofOptions, build_proof

    opts = ProofOptions(paper=sheet, bleed=sheet.bleed, marks=CropMarks(offset=sheet.bleed), guides=Guides(), seed=seed)
    return _part(build_proof(opts), folder, "proof")


def labyrinth_files(folder: Path, sheet: Paper, seed: int, jobs: int = 1) -> dict[Path, bytes]:
    from pnp.games.labyrinth.deck import generate_deck
    from pnp.games.labyrinth.generate import generate_labyrinth
    from pnp.games.labyrinth.jsonio import deck_to_json, labyrinth_to_json
    from pnp.games.labyrinth.pages import cards_document, sheet_document

    lab = generate_labyrinth(seed)
    deck = generate_deck(lab, seed, jobs=jobs)
    files = _part(sheet_document([lab.side_a, lab.side_b], sheet), folder, "labyrinth-sheets", lambda: labyrinth_to_json(lab))
    files |= _part(cards_document(list(deck.cards), answer_paper=sheet), folder, "objective-cards",
                   lambda: deck_to_json(list(deck.cards), deck.seed, deck.labyrinth_id))
    files |= minigame_files(folder, sheet, seed, jobs=jobs)
    return files


def minigame_files(folder: Path, sheet: Paper, seed: int, players: int = 4, jobs: int = 1) -> dict[Path, bytes]:
    from pnp.games.minigames.jsonio import set_to_json
    from pnp.games.minigames.pages import tiles_document
    from pnp.games.minigames.sets import generate_set

    tiles = generate_set(seed, count=players, jobs=jobs)
    return _part(tiles_document(tiles, answer_paper=sheet), folder, "minigame-tiles", lambda: set_to_json(tiles, seed))


def tiles_files(folder: Path, sheet: Paper, seed: int, jobs: int = 1) -> dict[Path, bytes]:
    from pnp.games.labyrinthos.generate import generate_tileset
    from pnp.games.labyrinthos.jsonio import tileset_to_json
    from pnp.games.labyrinthos.pages import kit_document
    from pnp.games.labyrinthos.playability import playability_report

    ts = generate_tileset(seed)
    report = playability_report(ts, REPORT_SETUPS, seed, jobs)
    files = _part(kit_document(seed, sheet, report, ts), folder, "maze-tiles",
                  lambda: tileset_to_json(ts) | {"playability": report.to_json()})
    files[folder / "playability.txt"] = ("\n".join(report.lines()) + "\n").encode("utf-8")
    return files


def cards_files(folder: Path, sheet: Paper, seed: int) -> dict[Path, bytes]:
    from pnp.games.cardgame.generate import generate_deck
    from pnp.games.cardgame.jsonio import deck_to_json
    from pnp.games.cardgame.pages import deck_sheets_document

    deck = generate_deck(seed)
    return _part(deck_sheets_document(deck, sheet), folder, "path-cards", lambda: deck_to_json(deck))


def notebook_files(folder: Path, sheet: Paper, seed: int) -> dict[Path, bytes]:
    from pnp.games.notebook.generate import generate_dungeon
    from pnp.games.notebook.jsonio import dungeon_to_json
    from pnp.games.notebook.pages import notebook_document
    from pnp.games.notebook.simulate import simulate

    d = generate_dungeon(seed)
    report = simulate(d, 1000, seed)
    per_sheet = 4 if sheet.key == "a4" else 2
    size = "a6" if per_sheet == 4 else "half-letter" if sheet.key == "letter" else "a5"
    doc = notebook_document(d, size, sheet, per_sheet, report)
    return _part(doc, folder, "notebook", lambda: dungeon_to_json(d) | {"simulation": report.to_json()})


def kit_files(out: Path, sheet: Paper, seed: int, games: tuple[str, ...] = GAMES, jobs: int = 1) -> dict[Path, bytes]:
    files = proof_files(out / "proof", sheet, seed)
    if "labyrinth" in games:
        files |= labyrinth_files(out / "labyrinth", sheet, seed, jobs)
    if "tiles" in games:
        files |= tiles_files(out / "maze-tiles", sheet, seed, jobs)
    if "cards" in games:
        files |= cards_files(out / "path-cards", sheet, seed)
    if "notebook" in games:
        files |= notebook_files(out / "notebook", sheet, seed)
    return files
