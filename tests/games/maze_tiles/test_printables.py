"""Maze-tile game printables: data files, tiles, boards, tokens, cards, dice nets, aids."""

from __future__ import annotations

from pnp.catalog import COMPONENT_BLEED

import pathlib
import shutil
from collections import Counter

import pytest
from shapely.geometry import LineString, MultiPoint, Polygon
from shapely.ops import unary_union

from pnp.errors import PnpError
from pnp.games.maze_tiles import draw, printables
from pnp.games.maze_tiles.content import DATA_DIR, load_content
from pnp.games.maze_tiles.generate import deal, generate_tileset
from pnp.games.maze_tiles.model import DIRS, HERO_COLORS, KEY_COLORS, OPPOSITE
from pnp.games.maze_tiles.rules import openings
from pnp.icons import has_icon
from pnp.scene.affine import IDENTITY, Affine
from pnp.scene.model import Document, Group, Icon, Item, Page, Path, Shape, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items
from pnp.seeds import rng

EPS = 1e-6
FONTS = {"body", "body-bold", "body-italic", "body-black", "display"}
EXPECTED_COUNTS = {
    "hero_boards": 4, "player_aids": 4, "feet_tokens": 28, "hand_tokens": 28, "wound_tokens": 40,
    "wall_tokens": 30, "key_tokens": 16, "desperation_cards": 60, "tiles": 49, "dice": 2,
}


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(scope="module")
def tileset():
    return generate_tileset(3)


@pytest.fixture(scope="module")
def kit(tileset):
    return printables.kit(tileset)


def all_pages(kit) -> list[Page]:
    return [p for item in kit for p in (*item.fronts, *item.backs)]


# --- geometry helpers -------------------------------------------------------------

def texts(page: Page) -> list[Text]:
    return [t for t in iter_items(page.items) if isinstance(t, Text)]


def icons(page: Page) -> list[Icon]:
    return [i for i in iter_items(page.items) if isinstance(i, Icon)]


def subpaths(p: Path) -> list[list[tuple[float, float]]]:
    """Each subpath's points (Bézier control points included: the curve lies in their hull)."""
    out: list[list[tuple[float, float]]] = []
    for seg in p.segments:
        if seg[0] == "M":
            out.append([(seg[1], seg[2])])
        elif seg[0] == "L":
            out[-1].append((seg[1], seg[2]))
        elif seg[0] == "C":
            out[-1] += [(seg[1], seg[2]), (seg[3], seg[4]), (seg[5], seg[6])]
        elif seg[0] == "Z" and out:
            out[-1].append(out[-1][0])
    return out


def rect_of(p: Path) -> tuple[float, float, float, float] | None:
    """(x0, y0, x1, y1) when the path is one closed axis-aligned rectangle."""
    subs = subpaths(p)
    if len(subs) != 1 or any(s[0] != "M" and s[0] != "L" and s[0] != "Z" for s in p.segments):
        return None
    pts = subs[0]
    corners = set(pts)
    xs, ys = {x for x, _ in corners}, {y for _, y in corners}
    if len(corners) != 4 or len(xs) != 2 or len(ys) != 2:
        return None
    return (min(xs), min(ys), max(xs), max(ys))


def line_segments(p: Path) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    out = []
    for sub in subpaths(p):
        out += list(zip(sub, sub[1:]))
    return out


def item_bounds(item: Item, t: Affine = IDENTITY) -> tuple[float, float, float, float] | None:
    """Ink bounds of an item in page coordinates, stroke widths and caps included."""
    if isinstance(item, Group):
        boxes = [item_bounds(i, item.transform.then(t)) for i in item.items]
        boxes = [b for b in boxes if b]
        if not boxes:
            return None
        return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
    if isinstance(item, (Text, Icon)):
        w, h = (item.width, item.height) if isinstance(item, Text) else (item.size, item.size)
        pts = [t.apply(item.x + dx, item.y + dy) for dx in (0, w) for dy in (0, h)]
        geom = MultiPoint(pts)
    elif isinstance(item, Path):
        shapes = []
        for sub in subpaths(item):
            pts = [t.apply(x, y) for x, y in sub]
            if item.style.fill is not None and len(pts) >= 3:
                shapes.append(MultiPoint(pts).convex_hull)
            if item.style.stroke is not None and item.style.width > 0:
                cap = {"butt": "flat", "round": "round", "square": "square"}[item.style.cap]
                geom_line = LineString(pts) if len(set(pts)) > 1 else MultiPoint(pts)
                shapes.append(geom_line.buffer(item.style.width / 2, cap_style=cap, join_style="mitre",
                                               mitre_limit=10.0))
        if not shapes:
            return None
        geom = unary_union(shapes)
    elif isinstance(item, Shape):
        geom = item.geometry
    else:
        return None
    return geom.bounds


def assert_inside_bleed(page: Page) -> None:
    b = page.bleed
    for item in iter_items(page.items):
        if isinstance(item, Group):
            continue  # its children are checked one by one (groups here carry no transform)
        box = item_bounds(item)
        if box is None:
            continue
        assert box[0] >= -b - EPS and box[1] >= -b - EPS, f"{page.label}: {type(item).__name__} leaves the bleed"
        assert box[2] <= page.width + b + EPS and box[3] <= page.height + b + EPS, (
            f"{page.label}: {type(item).__name__} leaves the bleed at {box}")


# --- data files ---------------------------------------------------------------------

def test_the_data_files_load_with_the_kit_counts(content):
    assert content.counts == EXPECTED_COUNTS
    assert [h.color for h in content.heroes] == list(HERO_COLORS)
    assert len({h.name for h in content.heroes}) == 4
    for hero in content.heroes:
        assert hero.special.name and hero.special.text and has_icon(hero.icon)
    ids = [a.id for a in content.actions]
    for needed in ("move", "explore", "rotate-tile", "rotate-wall", "heal", "discover-key", "desperate",
                   "recover", "rearrange"):
        assert needed in ids
    always = {a.id for a in content.always_actions}
    assert always == {"recover", "rearrange"}
    # the always-available actions cost more than any single board action, and any kind pays them
    board_max = max(a.cost.total for a in content.board_actions)
    for a in content.always_actions:
        assert a.cost.any > board_max and a.cost.hand == a.cost.feet == 0


def test_the_desperation_deck_has_twenty_distinct_effects_and_sixty_cards(content):
    assert len(content.cards) >= 20
    assert len({c.text for c in content.cards}) == len(content.cards)
    assert len({c.title for c in content.cards}) == len(content.cards)
    deck = content.deck()
    assert len(deck) == 60 == sum(c.copies for c in content.cards)
    assert any(c.reaction for c in content.cards) and any(not c.reaction for c in content.cards)
    assert all(has_icon(c.icon) for c in content.cards)


def test_sixteen_key_tokens_four_per_colour(content):
    assert len(content.keys) == 16
    assert Counter(k.color for k in content.keys) == {c: 4 for c in KEY_COLORS}
    assert len({k.action.name for k in content.keys}) == 16
    pages = printables.key_tokens()
    assert len(pages) == 16
    for key, page in zip(content.keys, pages):
        words = [t.text for t in texts(page)]
        assert key.action.name in words and key.action.text in words
        assert page.items[0].style.fill == draw.KEY_RGB[key.color]  # the key colour, edge to edge
    backs = printables.key_token_backs()
    assert len({b for b in backs}) == 4  # one back per colour, shared by its four tokens


def copy_data(tmp_path: pathlib.Path) -> pathlib.Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    return folder


def edit(path: pathlib.Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("file, old, new, key", [
    ("desperation.toml", "copies = 2\n", "copies = 0\n", "card[0].copies"),
    ("desperation.toml", 'title = "Tremor"\n', 'title = "Tremor"\nflavour = "x"\n', "card[0].flavour"),
    ("desperation.toml", 'title = "Tremor"\n', "", "card[0].title"),
    ("desperation.toml", "copies = 3\n", "copies = 4\n", "card"),  # 61 cards
    ("desperation.toml", 'icon = "torch"', 'icon = "no-such-icon"', "card[1].icon"),
    ("heroes.toml", 'title = "the Bronze Wall"\n', "", "hero.red.title"),
    ("heroes.toml", "passive = true, text = \"When", "passive = true, cost = { hand = 1 }, text = \"When",
     "hero.red.special.cost"),
    ("keys.toml", 'color = "amber"\nname = "Mason"', 'color = "jade"\nname = "Mason"', "key"),
    ("keys.toml", "cost = { hand = 1 }\ntext = \"Add", "cost = { hand = 1, fist = 1 }\ntext = \"Add",
     "key[0].cost.fist"),
    ("actions.toml", 'cost = { feet = 1 }\ntext = "Step', 'cost = { feet = -1 }\ntext = "Step',
     "action[0].cost.feet"),
    ("kit.toml", "wall_tokens = 30\n", "", "counts.wall_tokens"),
    ("kit.toml", "desperation_cards = 60", "desperation_cards = 61", "card"),
    ("dice.toml", "{ kind = \"charge\" }", "{ kind = \"sprint\" }", "minotaur.faces[4].kind"),
    ("dice.toml", "faces = [0, 1, 1, 1, 2, 2]", "faces = [0, 1, 1, 1, 2]", "blood.faces"),
    ("aid.toml", "[symbols]\n", "[symbols]\nglue = \"x\"\n", "symbols.glue"),
])
def test_a_malformed_data_file_names_the_file_and_the_key(tmp_path, file, old, new, key):
    folder = copy_data(tmp_path)
    edit(folder / file, old, new)
    with pytest.raises(PnpError) as err:
        load_content(folder)
    message = str(err.value)
    assert file in message and f"{key}:" in message, message


def test_a_data_file_that_is_not_toml_or_missing_is_reported(tmp_path):
    folder = copy_data(tmp_path)
    (folder / "heroes.toml").write_text("[hero.red\nname = 1\n", encoding="utf-8")
    with pytest.raises(PnpError, match="heroes.toml: not valid TOML"):
        load_content(folder)
    (folder / "heroes.toml").unlink()
    with pytest.raises(PnpError, match="heroes.toml: file not found"):
        load_content(folder)


# --- tiles -------------------------------------------------------------------------------

def floor_rects(page: Page) -> list[tuple[float, float, float, float]]:
    out = []
    for item in page.items:
        if isinstance(item, Path) and item.style.fill in (draw.FLOOR, draw.DOOR_FLOOR):
            r = rect_of(item)
            if r is not None:
                out.append(r)
    return out


def edge_crossings(rects, size: float) -> dict[str, list[tuple[float, float]]]:
    """For each side, the intervals along that trim edge where floor crosses it."""
    out: dict[str, list[tuple[float, float]]] = {d: [] for d in DIRS}
    for x0, y0, x1, y1 in rects:
        if y0 < -EPS and y1 > EPS:
            out["N"].append((x0, x1))
        if y0 < size - EPS and y1 > size + EPS:
            out["S"].append((x0, x1))
        if x0 < -EPS and x1 > EPS:
            out["W"].append((y0, y1))
        if x0 < size - EPS and x1 > size + EPS:
            out["E"].append((y0, y1))
    return out


def test_every_pathway_ends_at_its_side_midpoint_with_the_same_width(tileset):
    size = draw.TILE.width
    widths = set()
    for i, tile in enumerate(tileset.tiles):
        page = draw.tile_front(tileset, i)
        assert (page.width, page.height, page.bleed) == (70.0, 70.0, COMPONENT_BLEED)
        rects = floor_rects(page)
        crossings = edge_crossings(rects, size)
        for d in DIRS:
            if d in tile.sides:
                assert len(crossings[d]) == 1, (tile.tile_id, d)
                lo, hi = crossings[d][0]
                assert abs((lo + hi) / 2 - size / 2) < EPS, (tile.tile_id, d)  # centred on the midpoint
                widths.add(round(hi - lo, 9))
            else:
                assert crossings[d] == [], (tile.tile_id, d)
        # the pathways meet in the middle: the floor is one connected piece that covers the centre
        floor = unary_union([Polygon([(a, b), (c, b), (c, d), (a, d)]) for a, b, c, d in rects])
        assert floor.geom_type == "Polygon" and floor.contains(Polygon([(34, 34), (36, 34), (36, 36), (34, 36)]))
        # the dark curbs run along both edges of every open arm, out into the bleed
        curbs = [item for item in page.items if isinstance(item, Path) and item.style.stroke == draw.CURB]
        assert len(curbs) == 1
        ends = {(round(a[0], 6), round(a[1], 6)) for seg in line_segments(curbs[0]) for a in seg}
        lo, hi = size / 2 - draw.PATH_WIDTH / 2, size / 2 + draw.PATH_WIDTH / 2
        for d in tile.sides:
            b, far = COMPONENT_BLEED, 70 + COMPONENT_BLEED
            want = {"N": {(lo, -b), (hi, -b)}, "S": {(lo, far), (hi, far)},
                    "W": {(-b, lo), (-b, hi)}, "E": {(far, lo), (far, hi)}}[d]
            assert want <= ends, (tile.tile_id, d)
    assert widths == {draw.PATH_WIDTH}


def test_pathways_line_up_across_neighbouring_tiles_in_a_dealt_board(tileset):
    board = deal(tileset, rng(5, "test-deal"), face_up=True)
    size = draw.TILE.width
    rects = {i: floor_rects(draw.tile_front(tileset, i)) for i in range(len(tileset.tiles))}

    def crossings_at(pos):
        placed = board.at(pos)
        turn = Affine.rotate(90 * placed.rotation, about=(size / 2, size / 2))
        turned = []
        for x0, y0, x1, y1 in rects[placed.tile]:
            (ax, ay), (bx, by) = turn.apply(x0, y0), turn.apply(x1, y1)
            turned.append((min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)))
        return edge_crossings(turned, size)

    joined = 0
    for y in range(board.size):
        for x in range(board.size):
            here = crossings_at((x, y))
            # the drawing agrees with the rules: floor crosses exactly the sides the tile opens to
            assert {d for d in DIRS if here[d]} == set(openings(tileset, board, (x, y)))
            for d, (nx, ny) in (("E", (x + 1, y)), ("S", (x, y + 1))):
                if not board.in_bounds((nx, ny)):
                    continue
                there = crossings_at((nx, ny))
                if here[d] and there[OPPOSITE[d]]:
                    assert here[d] == there[OPPOSITE[d]]  # the same interval of the shared edge
                    joined += 1
    assert joined > 10


def test_tile_centres_show_symbols_keys_heroes_and_the_door(tileset, content):
    for i, tile in enumerate(tileset.tiles):
        page = draw.tile_front(tileset, i)
        names = {ic.name: ic for ic in icons(page)}
        words = [t.text for t in texts(page)]
        assert tile.tile_id in words
        if tile.symbol:
            assert draw.SYMBOL_ICON[tile.symbol] in names
        if tile.role == "key":
            assert "key" in names
            assert any(isinstance(it, Path) and it.style.fill == draw.KEY_RGB[tile.color] for it in page.items)
        if tile.role == "start":
            assert content.hero(tile.color).icon in names
            assert any(isinstance(it, Path) and it.style.fill == draw.HERO_RGB[tile.color] for it in page.items)
        if tile.role == "door":
            assert "door" in names and sum(1 for ic in icons(page) if ic.name == "key") == 4
        if tile.role in ("maze", "center") and tile.symbol is None:
            assert not names


def test_the_tile_back_is_the_same_for_every_tile(kit, tileset):
    tiles = next(p for p in kit if p.name == "tiles")
    assert len(tiles.fronts) == 49 and tiles.backs == (draw.tile_back(),)
    back = draw.tile_back()
    assert not texts(back)  # no id, nothing that tells tiles apart
    fronts = {p for p in tiles.fronts}
    assert len(fronts) == 49 and back not in fronts


# --- every page ------------------------------------------------------------------------------

def test_every_component_count_is_as_listed(kit):
    assert printables.component_counts() == EXPECTED_COUNTS
    made = {item.name: len(item.fronts) for item in kit}
    assert made == EXPECTED_COUNTS
    assert len(printables.hero_boards()) == 4 and len(printables.player_aids()) == 4
    assert len(printables.wall_tokens()) == 30 and len(printables.wound_tokens()) == 40
    tokens = printables.action_tokens()
    assert Counter(p.label for p in tokens) == {"hand token": 28, "feet token": 28}
    assert len(printables.desperation_cards()) == 60 and len(printables.dice_nets()) == 2
    for item in kit:  # backs: none, one common back, or one per front
        assert len(item.backs) in (0, 1, len(item.fronts)), item.name


def test_every_drawn_item_stays_inside_the_bleed_box(kit):
    for page in all_pages(kit):
        assert page.bleed == COMPONENT_BLEED
        assert_inside_bleed(page)


def test_pages_have_their_component_sizes(kit):
    sizes = {
        "tiles": (70, 70), "hero_boards": (210, 148), "player_aids": (105, 148), "hand_tokens": (19, 19),
        "feet_tokens": (19, 19), "wound_tokens": (20, 20), "wall_tokens": (30, 8), "key_tokens": (32, 32),
        "desperation_cards": (63.5, 88.9), "dice": (105, 148),
    }
    for item in kit:
        for page in (*item.fronts, *item.backs):
            assert (page.width, page.height) == sizes[item.name], (item.name, page.label)
    # a key token covers an action box of the board, and a wall token closes a pathway
    assert printables.KEY_TOKEN.width < printables._box_w() and printables.KEY_TOKEN.width < printables.BOX_H
    assert printables.WALL_TOKEN.width > draw.PATH_WIDTH


def safe_zone(name: str) -> float:
    return printables.BOARD_SAFE if name == "hero_boards" else 3.0


def test_text_fits_its_box_inside_the_safe_zone_in_bundled_fonts(kit):
    round_tokens = {"key_tokens", "hand_tokens", "feet_tokens"}
    small = {"key_tokens", "hand_tokens", "feet_tokens", "wound_tokens", "wall_tokens"}
    for item in kit:
        safe = safe_zone(item.name)
        for page in (*item.fronts, *item.backs):
            for t in texts(page):
                lay = layout_text(t)
                assert not lay.overflow, f"{page.label}: {t.text!r} overflows"
                assert t.font in FONTS
                floor = 4.5 if item.name in small else 5.0
                assert lay.size >= floor - EPS and (t.min_size is None or t.min_size >= floor - EPS), (
                    f"{page.label}: {t.text!r} at {lay.size} pt")
                assert t.x >= safe - EPS and t.y >= safe - EPS, f"{page.label}: {t.text!r}"
                assert t.x + t.width <= page.width - safe + EPS, f"{page.label}: {t.text!r}"
                assert t.y + t.height <= page.height - safe + EPS, f"{page.label}: {t.text!r}"
                if item.name in round_tokens:  # inside the round token's safe circle, corners included
                    c, r = page.width / 2, page.width / 2 - safe
                    for x in (t.x, t.x + t.width):
                        for y in (t.y, t.y + t.height):
                            assert (x - c) ** 2 + (y - c) ** 2 <= r * r + EPS, f"{page.label}: {t.text!r}"
            for ic in icons(page):
                assert has_icon(ic.name)


def test_every_desperation_card_text_fits_its_card(content):
    for card in content.cards:
        page = printables.desperation_front(card)
        words = [t.text for t in texts(page)]
        assert card.title in words and card.text in words
        assert (card.reaction in words) if card.reaction else not any("REACTION" == w for w in words)
        for t in texts(page):
            assert not layout_text(t).overflow, f"{card.id}: {t.text!r}"
    back = printables.desperation_back()
    assert all(not layout_text(t).overflow for t in texts(back))
    assert printables.desperation_cards().count(back) == 0


def test_hero_boards_show_name_special_every_action_with_its_cost_and_the_key_slots(content):
    boards = printables.hero_boards()
    for hero, page in zip(content.heroes, boards):
        words = [t.text for t in texts(page)]
        assert hero.name in words and hero.title in words and hero.description in words
        assert hero.special.name in words and hero.special.text in words
        assert "Empty key slot" in words and "Action pool" in words
        assert page.items[1].style.fill == draw.HERO_RGB[hero.color]  # the hero's colour band
        for action in (*content.board_actions, hero.special):
            name = next(t for t in texts(page) if t.text == action.name)
            near = [ic for ic in icons(page)
                    if name.x - 3 <= ic.x + ic.size / 2 <= name.x + name.width + 3 and name.y < ic.y < name.y + 10]
            assert Counter(ic.name for ic in near if ic.name in ("hand", "feet")) == Counter(
                {"hand": action.cost.hand, "feet": action.cost.feet}) - Counter(), action.name
            if action.cost.passive:
                assert "passive" in words
        for action in content.always_actions:
            assert action.name in words and f"{action.cost.any}×" in words
        # a key slot mark on every coverable action and the special; not on the always-available ones
        keys = [ic for ic in icons(page) if ic.name == "key"]
        assert len(keys) == len(content.board_actions) + 1 + 1  # + the special, + the empty slot


def test_action_and_wound_tokens_are_told_apart_by_colour_icon_and_shape():
    hand, feet, wound = printables.action_token("hand"), printables.action_token("feet"), printables.wound_token()
    assert [i.name for i in icons(hand)] == ["hand"] and [i.name for i in icons(feet)] == ["feet"]
    assert [i.name for i in icons(wound)] == ["wound"]
    assert len({hand.items[0].style.fill, feet.items[0].style.fill, wound.items[0].style.fill}) == 3
    assert printables.ACTION_TOKEN.shape == "circle" and printables.WOUND_TOKEN.shape == "rect"


# --- dice nets ---------------------------------------------------------------------------------

ROLL = {  # rolling the cube one step: which face ends up where (bottom, top, N, S, E, W)
    "E": {"bottom": "E", "E": "top", "top": "W", "W": "bottom", "N": "N", "S": "S"},
    "W": {"bottom": "W", "W": "top", "top": "E", "E": "bottom", "N": "N", "S": "S"},
    "N": {"bottom": "N", "N": "top", "top": "S", "S": "bottom", "E": "E", "W": "W"},
    "S": {"bottom": "S", "S": "top", "top": "N", "N": "bottom", "E": "E", "W": "W"},
}
STEP = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}


def net_parts(page: Page):
    faces, tabs, folds, cuts = [], [], [], []
    for item in page.items[1:]:  # after the white background
        if not isinstance(item, Path):
            continue
        r = rect_of(item) if item.style.fill is not None and item.style.stroke is None else None
        if r is not None:
            faces.append(r)
        elif item.style.fill == printables.TAB_FILL:
            tabs.append(subpaths(item)[0][:4])
        elif item.style.stroke is not None and item.style.fill is None:
            (folds if item.style.dash else cuts).extend(line_segments(item))
    return faces, tabs, folds, cuts


def norm(seg) -> tuple:
    a, b = seg
    a, b = (round(a[0], 6), round(a[1], 6)), (round(b[0], 6), round(b[1], 6))
    return tuple(sorted((a, b)))


@pytest.mark.parametrize("which", [0, 1], ids=["minotaur", "blood"])
def test_the_dice_nets_fold_into_cubes(which):
    page = printables.dice_nets()[which]
    assert_inside_bleed(page)
    faces, tabs, folds, cuts = net_parts(page)
    assert len(faces) == 6
    sides = {round(x1 - x0, 6) for x0, y0, x1, y1 in faces} | {round(y1 - y0, 6) for x0, y0, x1, y1 in faces}
    assert len(sides) == 1  # six equal squares
    s = sides.pop()
    ox, oy = faces[0][0], faces[0][1]
    cells = {}
    for x0, y0, _, _ in faces:
        cx, cy = (x0 - ox) / s, (y0 - oy) / s
        assert abs(cx - round(cx)) < EPS and abs(cy - round(cy)) < EPS  # on one grid
        cells[(round(cx), round(cy))] = (x0, y0)
    assert len(cells) == 6

    def edge(cell, d):
        x, y = cells[cell]
        return norm({"N": ((x, y), (x + s, y)), "S": ((x, y + s), (x + s, y + s)),
                     "W": ((x, y), (x, y + s)), "E": ((x + s, y), (x + s, y + s))}[d])

    # fold the net: roll a cube over the cells; each cell gets the cube face lying on it
    start = next(iter(sorted(cells)))
    state = {start: {k: k for k in ("bottom", "top", "N", "S", "E", "W")}}
    queue = [start]
    while queue:
        c = queue.pop()
        for d, (dx, dy) in STEP.items():
            n = (c[0] + dx, c[1] + dy)
            if n in cells and n not in state:
                state[n] = {k: state[c][v] for k, v in ROLL[d].items()}
                queue.append(n)
    assert len(state) == 6, "the faces are not all joined edge to edge"
    assert len({st["bottom"] for st in state.values()}) == 6, "two faces land on the same side of the cube"
    # every cube edge is a fold between neighbouring faces, or two outer edges glued with one tab
    folds_n, cuts_n = {norm(f) for f in folds}, {norm(c) for c in cuts}
    tab_bases = {}
    for pts in tabs:
        base = norm((pts[0], pts[3]))
        tab_bases[base] = pts
        assert base in folds_n  # a tab folds along its base
        for a, b in zip(pts, pts[1:]):
            assert norm((a, b)) in cuts_n  # and is cut along its other three sides
    cube_edges: dict[frozenset, list[tuple]] = {}
    for c, st in state.items():
        for d, (dx, dy) in STEP.items():
            n = (c[0] + dx, c[1] + dy)
            key = frozenset((st["bottom"], st[d]))
            if n in cells:
                assert edge(c, d) in folds_n  # faces fold where they meet
                cube_edges.setdefault(key, []).append(("fold", edge(c, d)))
            else:
                cube_edges.setdefault(key, []).append(("outer", edge(c, d)))
    assert len(cube_edges) == 12
    for key, sides_ in cube_edges.items():
        kinds = [k for k, _ in sides_]
        if "fold" in kinds:
            assert kinds == ["fold", "fold"]
        else:
            assert kinds == ["outer", "outer"]
            with_tab = [e for _, e in sides_ if e in tab_bases]
            assert len(with_tab) == 1, f"glued edge pair {sorted(key)} needs exactly one tab"
            other = next(e for _, e in sides_ if e not in tab_bases)
            assert other in cuts_n
    assert len(tabs) == 7


def test_dice_faces_are_the_stated_ones(content):
    minotaur, blood = printables.dice_nets()
    assert [f.kind for f in content.dice.minotaur].count("hooves") == 4
    assert sorted(f.count for f in content.dice.minotaur if f.kind == "hooves") == [1, 2, 2, 3]
    assert {i.name for i in icons(minotaur)} == {"charge", "secret-passage"}
    assert sorted(content.dice.blood) == [0, 1, 1, 1, 2, 2]
    drops = [i for i in icons(blood) if i.name == "blood"]
    assert len(drops) == sum(content.dice.blood)
    assert sum(1 for i in icons(blood) if i.name == "shield") == content.dice.blood.count(0)
    # opposite faces: the three pairs of cells two apart in the cross
    pairs = {frozenset((printables.FACE_ORDER[a], printables.FACE_ORDER[b])) for a, b in ((0, 4), (1, 3), (2, 5))}
    assert len(pairs) == 3 and set().union(*pairs) == set(range(6))
    # ...placed so the Minotaur's opposite hooves sum alike and its charge faces its secret passage
    opposite = [[content.dice.minotaur[i] for i in pair] for pair in pairs]
    hooves = [pair for pair in opposite if all(f.kind == "hooves" for f in pair)]
    assert len(hooves) == 2 and len({sum(f.count for f in pair) for pair in hooves}) == 1
    others = {frozenset(f.kind for f in pair) for pair in opposite if pair not in hooves}
    assert others == {frozenset({"charge", "secret"})}


# --- player aids, determinism, rendering ---------------------------------------------------

def test_player_aids_cover_turn_costs_symbols_and_dice(content):
    fronts, backs = printables.player_aids(), printables.player_aid_backs()
    assert len(fronts) == len(backs) == 4
    for front, back in zip(fronts, backs):
        fw, bw = [t.text for t in texts(front)], [t.text for t in texts(back)]
        assert all(step in fw for step in content.aid.turn)
        assert all(a.name in fw for a in content.actions)
        assert all(content.aid.symbols[s] in bw for s in content.aid.symbols)
        assert all(content.aid.minotaur_die[k] in bw for k in ("hooves", "charge", "secret", "attack", "stuck"))
        assert {"secret-passage", "charge", "wall", "minotaur", "hide", "trap"} <= {i.name for i in icons(back)}


def test_everything_is_deterministic(tileset):
    assert printables.kit(generate_tileset(3)) == printables.kit(generate_tileset(3))
    assert draw.tile_front(tileset, 20) == draw.tile_front(generate_tileset(3), 20)


def test_one_of_each_page_renders_to_pdf(kit):
    from pnp.render.pdf import render_pdf

    pages = [item.fronts[0] for item in kit] + [item.backs[0] for item in kit if item.backs]
    pdf = render_pdf(Document(tuple(pages)))
    assert pdf.startswith(b"%PDF") and pdf.count(b"/Type /Page") > len(pages)


def test_drawing_pages_needs_no_pdf_library():
    import subprocess
    import sys

    code = ("import sys; from pnp.games.maze_tiles import printables; printables.hero_boards(); "
            "sys.exit(1 if 'reportlab' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
