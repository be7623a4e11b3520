"""The maze tiles as drawn: pathways that meet across tiles, centres that show what a tile is, one back."""

from __future__ import annotations

import json

from fuzz_helpers import example_json, one_line_refusal, run_pnp
from maze_tiles_helpers import EPS, icons, line_segments, rect_of, texts
from shapely.geometry import Polygon
from shapely.ops import unary_union

from pnp.catalog import COMPONENT_BLEED
from pnp.games.maze_tiles import palette, tile_faces
from pnp.games.maze_tiles.generate import deal
from pnp.games.maze_tiles.model import DIRS, OPPOSITE
from pnp.games.maze_tiles.rules import openings
from pnp.games.maze_tiles.sizes import sizes
from pnp.scene.affine import Affine
from pnp.scene.model import Page, Path
from pnp.seeds import rng


def floor_rects(page: Page) -> list[tuple[float, float, float, float]]:
    out = []
    for item in page.items:
        if isinstance(item, Path) and item.style.fill in (palette.FLOOR, palette.DOOR_FLOOR):
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
    size = sizes().tile.width
    widths = set()
    for i, tile in enumerate(tileset.tiles):
        page = tile_faces.tile_front(tileset, i)
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
        curbs = [item for item in page.items if isinstance(item, Path) and item.style.stroke == palette.CURB]
        assert len(curbs) == 1
        ends = {(round(a[0], 6), round(a[1], 6)) for seg in line_segments(curbs[0]) for a in seg}
        lo, hi = size / 2 - tile_faces.PATH_WIDTH / 2, size / 2 + tile_faces.PATH_WIDTH / 2
        for d in tile.sides:
            b, far = COMPONENT_BLEED, 70 + COMPONENT_BLEED
            want = {"N": {(lo, -b), (hi, -b)}, "S": {(lo, far), (hi, far)},
                    "W": {(-b, lo), (-b, hi)}, "E": {(far, lo), (far, hi)}}[d]
            assert want <= ends, (tile.tile_id, d)
    assert widths == {tile_faces.PATH_WIDTH}


def test_pathways_line_up_across_neighbouring_tiles_in_a_dealt_board(tileset):
    board = deal(tileset, rng(5, "test-deal"), face_up=True)
    size = sizes().tile.width
    rects = {i: floor_rects(tile_faces.tile_front(tileset, i)) for i in range(len(tileset.tiles))}

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
        page = tile_faces.tile_front(tileset, i)
        names = {ic.name: ic for ic in icons(page)}
        words = [t.text for t in texts(page)]
        assert tile.tile_id in words
        if tile.symbol:
            assert palette.SYMBOL_ICON[tile.symbol] in names
        if tile.role == "key":
            assert "key" in names
            assert any(isinstance(it, Path) and it.style.fill == palette.KEY_RGB[tile.color] for it in page.items)
        if tile.role == "start":
            assert content.hero(tile.color).icon in names
            assert any(isinstance(it, Path) and it.style.fill == palette.HERO_RGB[tile.color] for it in page.items)
        if tile.role == "door":
            assert "door" in names and sum(1 for ic in icons(page) if ic.name == "key") == 4
        if tile.role in ("maze", "center") and tile.symbol is None:
            assert not names


def test_the_tile_backs_tell_only_centre_tiles_apart(tileset):
    """One back for the 8 centre tiles, one for the other 41: nothing else on a back tells tiles apart."""
    tiles = tile_faces.tile_set(tileset)
    assert len(tiles.fronts) == 49 and len(tiles.backs) == 49
    by_back: dict = {}
    for tile, back in zip(tileset.tiles, tiles.backs):
        by_back.setdefault(back, set()).add(tile.role)
    assert len(by_back) == 2
    plain, centre = sorted(by_back, key=lambda b: len(texts(b)))
    assert by_back[centre] == {"start", "center"} and by_back[plain] == {"door", "key", "maze"}
    assert sum(1 for b in tiles.backs if b == centre) == 8
    assert not texts(plain)  # no id, nothing that tells tiles apart
    fronts = {p for p in tiles.fronts}
    assert len(fronts) == 49 and plain not in fronts and centre not in fronts


def test_a_tile_id_too_long_for_its_corner_is_refused_in_one_line_naming_it(tmp_path):
    """A model file's tile id that the corner cannot hold at the id's least size is refused (exit 2, one line
    that names the id and asks for a shorter one, nothing written), where a short one draws."""
    doc = example_json("maze-tiles")
    for tile_id, drawn in (("T" * 40, False), ("T1", True)):
        doc["tiles"][0]["id"] = tile_id
        model, out = tmp_path / f"{len(tile_id)}.json", tmp_path / f"out-{len(tile_id)}"
        model.write_text(json.dumps(doc), encoding="utf-8")
        run = run_pnp("render", str(model), "--format", "svg", "--out", str(out))
        if drawn:
            assert run.code == 0, run.err
        else:
            assert run.code == 2 and one_line_refusal(run), run.err
            assert tile_id in run.err and "shorter" in run.err and not out.exists()
