"""Tabletop Simulator: a saved object per game (decks, tiles) and the images it points at (docs/tts.md).

The JSON follows the save-file format of Tabletop Simulator's knowledge base
(kb.tabletopsimulator.com/custom-content/save-file-format/): ``ObjectStates`` holds one ``DeckCustom`` per
deck (a ``Card`` when the deck has one card), one ``Custom_Tile`` per sheet to play on, one ``Custom_Dice`` per
die a set of dice nets folds into and one ``Figurine_Custom`` per standee. A deck's cards are
numbered ``CardID = key * 100 + index``, ``key`` naming its sheet in ``CustomDeck`` and ``index`` its cell in
reading order; ``DeckIDs`` lists them top card first, which is the cards' own order.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from pnp.catalog import components
from pnp.export.sheets import ImageJob, blank_face, chunks, sheet_dpi
from pnp.jsonio import json_text
from pnp.parts import ComponentSet, Die, DocPages, KitSpec
from pnp.scene.affine import Affine
from pnp.scene.model import Group, Page
from pnp.scene.shapes import placed

# CustomDeck "Type": the shape Tabletop Simulator cuts a card to
RECTANGLE_ROUNDED, RECTANGLE, CIRCLE = 0, 1, 4
POKER_WIDTH = 63.5  # mm: a card of this width is at scale 1 (Tabletop Simulator's cards are poker sized)
D6 = 1  # CustomDice "Type" of a six-sided die (0 is a D4, 2 a D8... 5 a D20)
# Tabletop Simulator's D6 template (Modding/Dice Templates; its knowledge base's custom-dice page shows it): a
# square of 3 x 3 cells, the top row unused, the values 2, 4, 5 in the middle row and 1, 3, 6 in the bottom row,
# the 1 and the 6 drawn upside down. (column, row, turned half a turn) of the values 1 to 6:
D6_CELLS = ((0, 2, True), (0, 1, False), (1, 2, False), (1, 1, False), (2, 1, False), (2, 2, True))
# the rotation that puts each value of 1 to 6 face up (Tabletop Simulator's own for a D6): a face's name is
# what the table says was rolled
D6_ROTATIONS = ((-90.0, 0.0, 0.0), (0.0, 0.0, 0.0), (0.0, 0.0, -90.0), (0.0, 0.0, 90.0), (0.0, 0.0, -180.0),
                (90.0, 0.0, 0.0))


@dataclass
class Plan:
    """One game's export: the objects of its saved object and the images they name (path -> what to draw)."""

    game: str
    objects: list[dict] = field(default_factory=list)
    images: dict[str, ImageJob] = field(default_factory=dict)
    next_key: int = 1  # the next CustomDeck key: unique in the file

    def image(self, name: str, job: ImageJob) -> str:
        path = f"{self.game}/images/{name}"
        self.images[path] = job
        return path


def card_type(part: ComponentSet) -> int:
    """Round tokens are cut round, cards get rounded corners, the rest (tiles, boards, square tokens) is square."""
    w, h = part.fronts[0].width, part.fronts[0].height
    same = [c for c in components().values() if abs(c.width - w) < 0.01 and abs(c.height - h) < 0.01]
    if same and all(c.shape == "circle" for c in same):
        return CIRCLE
    return RECTANGLE_ROUNDED if "card" in part.title.lower() else RECTANGLE


def guid(*parts: object) -> str:
    """A stable six-hex-digit GUID (Tabletop Simulator's own are six hex digits; it renews any that clash)."""
    return hashlib.sha256("/".join(map(str, parts)).encode()).hexdigest()[:6]


def transform(x: float, z: float, scale: float, face_down: bool = False, y: float = 1.0) -> dict:
    return {"posX": round(x, 3), "posY": round(y, 3), "posZ": round(z, 3),
            "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0 if face_down else 0.0,
            "scaleX": round(scale, 4), "scaleY": 1.0, "scaleZ": round(scale, 4)}


def base(name: str, nickname: str, where: dict, key: str) -> dict:
    return {"GUID": guid(key), "Name": name, "Transform": where, "Nickname": nickname, "Description": "",
            "ColorDiffuse": {"r": 1.0, "g": 1.0, "b": 1.0}, "Locked": False, "Grid": True, "Snap": True,
            "Autoraise": True, "Sticky": True, "Tooltip": True}


def nickname(page: Page, index: int, part: ComponentSet) -> str:
    """A card's name: its page's label (the card's id where the game gives one), else the deck's slug and number."""
    return page.label or f"{part.slug} {index + 1}"


def add_deck(plan: Plan, part: ComponentSet, dpi: float, url: Callable[[str], str], x: float) -> None:
    """A deck: face sheets, a back (one image, or back sheets when the backs differ) and its object."""
    w, h = part.fronts[0].width, part.fronts[0].height
    backs = part.back_pages()
    distinct = list(dict.fromkeys(backs))
    shared_back = None
    if len(distinct) <= 1:  # one back for every card (a plain one for one-sided components)
        face = distinct[0] if distinct else blank_face(w, h)
        shared_back = url(plan.image(f"{part.slug}-back.png", ImageJob((face,), sheet_dpi(w, h, 1, 1, dpi))))
    kind = card_type(part)
    where = transform(x, 0.0, w / POKER_WIDTH, face_down=True)
    decks: dict[str, dict] = {}
    cards: list[dict] = []
    sheets = chunks(len(part.fronts))
    for n, chunk in enumerate(sheets, 1):
        key, plan.next_key = plan.next_key, plan.next_key + 1
        cells = slice(chunk.start, chunk.start + chunk.count)
        sheet = sheet_dpi(w, h, chunk.columns, chunk.rows, dpi)
        face_url = url(plan.image(f"{part.slug}-faces-{n}.png",
                                  ImageJob(part.fronts[cells], sheet, chunk.columns, chunk.rows)))
        back_url = shared_back or url(plan.image(f"{part.slug}-backs-{n}.png",
                                                 ImageJob(tuple(backs[cells]), sheet, chunk.columns, chunk.rows)))
        entry = {"FaceURL": face_url, "BackURL": back_url, "NumWidth": chunk.columns, "NumHeight": chunk.rows,
                 "BackIsHidden": True, "UniqueBack": shared_back is None, "Type": kind}
        decks[str(key)] = entry
        for index in range(chunk.count):
            front = part.fronts[chunk.start + index]
            card = base("Card", nickname(front, chunk.start + index, part), where,
                        f"{plan.game}/{part.slug}/{chunk.start + index}")
            card |= {"CardID": key * 100 + index, "SidewaysCard": False, "CustomDeck": {str(key): entry}}
            cards.append(card)
    if len(cards) == 1:
        plan.objects.append(cards[0])
        return
    deck = base("DeckCustom", part.title, where, f"{plan.game}/{part.slug}")
    deck |= {"SidewaysCard": False, "DeckIDs": [c["CardID"] for c in cards], "CustomDeck": decks,
             "ContainedObjects": cards}
    plan.objects.append(deck)


def add_tiles(plan: Plan, part: DocPages, dpi: float, url: Callable[[str], str], x: float) -> None:
    """Sheets to play on as tiles stacked in one pile: a double-sided part's pages in pairs (front, back), each
    other page alone (its image on both sides)."""
    step = 2 if part.duplex else 1
    for n, i in enumerate(range(0, len(part.pages), step), 1):
        sides = part.pages[i:i + step]
        w, h = sides[0].width, sides[0].height
        names = [url(plan.image(f"{part.slug}-{n:03d}-{side}.png", ImageJob((page,), sheet_dpi(w, h, 1, 1, dpi))))
                 for side, page in zip(("front", "back"), sides)]
        label = " / ".join(dict.fromkeys(p.label for p in sides if p.label)) or f"{part.title} {n}"
        tile = base("Custom_Tile", label, transform(x, -14.0, w / POKER_WIDTH, y=1.0 + 0.2 * (n - 1)),
                    f"{plan.game}/{part.slug}/{n}")
        tile["CustomImage"] = {"ImageURL": names[0], "ImageSecondaryURL": names[1] if len(names) > 1 else "",
                               "ImageScalar": 1.0, "WidthScale": 0.0,
                               "CustomTile": {"Type": 0, "Thickness": 0.1, "Stackable": True, "Stretch": False}}
        plan.objects.append(tile)


def d6_template(die: Die) -> tuple[Page, ...]:
    """The die's six faces on Tabletop Simulator's D6 template (:data:`D6_CELLS`): the template's nine cells in
    reading order, a plain white face in each unused one, to draw as a sheet of 3 x 3 cells."""
    first = die.faces[0]
    cells = [blank_face(first.width, first.height)] * 9
    for face, (col, row, turned) in zip(die.faces, D6_CELLS):
        if turned:
            about = (face.width / 2, face.height / 2)
            face = Page(face.width, face.height, (Group((placed(face, 0, 0),), Affine.rotate(180, about=about)),),
                        bleed=0.0, label=face.label)
        cells[3 * row + col] = face
    return tuple(cells)


def add_dice(plan: Plan, part: ComponentSet, dpi: float, url: Callable[[str], str], x: float) -> None:
    """The dice a set of dice nets folds into, each a ``Custom_Dice`` (a D6) on its template image, every face
    named for the table's roll messages."""
    for n, die in enumerate(part.dice):
        w, h = die.faces[0].width, die.faces[0].height
        image = url(plan.image(f"{part.slug}-{n + 1}.png", ImageJob(d6_template(die), sheet_dpi(w, h, 3, 3, dpi), 3,
                                                                    3)))
        obj = base("Custom_Dice", die.title, transform(x + 1.5 * n, 3.0, 1.0, y=2.0), f"{plan.game}/{part.slug}/{n}")
        obj["CustomImage"] = {"ImageURL": image, "ImageSecondaryURL": "", "ImageScalar": 1.0, "WidthScale": 0.0,
                              "CustomDice": {"Type": D6}}
        obj["RotationValues"] = [{"Value": name, "Rotation": {"x": rx, "y": ry, "z": rz}}
                                 for name, (rx, ry, rz) in zip(die.names, D6_ROTATIONS)]
        plan.objects.append(obj)


def add_figures(plan: Plan, part: ComponentSet, dpi: float, url: Callable[[str], str], x: float) -> None:
    """Standees as ``Figurine_Custom``: each one's standing figure on both sides, as the folded strip shows it."""
    for n, figure in enumerate(part.figures):
        image = url(plan.image(f"{part.slug}-{n + 1}.png", ImageJob((figure,), sheet_dpi(figure.width,
                                                                                         figure.height, 1, 1, dpi))))
        obj = base("Figurine_Custom", nickname(figure, n, part), transform(x + 1.0 * n, 3.0, 1.0),
                   f"{plan.game}/{part.slug}/{n}")
        obj["CustomImage"] = {"ImageURL": image, "ImageSecondaryURL": image, "ImageScalar": 1.0, "WidthScale": 0.0}
        plan.objects.append(obj)


def plan_game(spec: KitSpec, dpi: float, url: Callable[[str], str]) -> Plan:
    """Every deck and sheet of a kit to play with (answer keys stay out: they spoil the puzzles on a shared
    table), laid out in two rows: decks in front, sheets behind."""
    plan = Plan(spec.game)
    deck_x = tile_x = 0.0
    for part in spec.parts:
        if isinstance(part, ComponentSet) and (part.dice or part.figures):  # paper craft: on screen, the made thing
            (add_dice if part.dice else add_figures)(plan, part, dpi, url, deck_x)
            deck_x += 2.5 * part.fronts[0].width / POKER_WIDTH + 1.0
        elif isinstance(part, ComponentSet):
            add_deck(plan, part, dpi, url, deck_x)
            deck_x += 2.5 * part.fronts[0].width / POKER_WIDTH + 1.0
        elif not part.answers:
            add_tiles(plan, part, dpi, url, tile_x)
            tile_x += 2.5 * part.pages[0].width / POKER_WIDTH + 1.0
    return plan


def saved_object(plan: Plan) -> bytes:
    """The saved-object file: a save file whose outer fields are empty, as Tabletop Simulator writes a saved object
    (it names it by its file name), and whose ``ObjectStates`` are the game's."""
    data = {"SaveName": "", "GameMode": "", "Date": "", "VersionNumber": "", "Gravity": 0.5, "PlayArea": 0.5,
            "Table": "", "Sky": "", "Note": "", "Rules": "", "XmlUI": "", "LuaScript": "", "LuaScriptState": "",
            "TabStates": {}, "ObjectStates": plan.objects}
    return (json_text(data, indent=2) + "\n").encode("utf-8")
