"""The dice nets fold into cubes, and the dice show the stated faces."""

from __future__ import annotations

import pytest
from maze_tiles_helpers import EPS, assert_inside_bleed, icons, line_segments, rect_of, subpaths

from pnp.games.maze_tiles import dice_nets
from pnp.scene.model import Page, Path

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
        elif item.style.fill == dice_nets.TAB_FILL:
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
    page = dice_nets.dice_nets()[which]
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
    minotaur, blood = dice_nets.dice_nets()
    assert [f.kind for f in content.dice.minotaur].count("hooves") == 4
    assert sorted(f.count for f in content.dice.minotaur if f.kind == "hooves") == [1, 2, 2, 3]
    assert {i.name for i in icons(minotaur)} == {"charge", "secret-passage"}
    assert sorted(content.dice.blood) == [0, 1, 1, 1, 2, 2]
    drops = [i for i in icons(blood) if i.name == "blood"]
    assert len(drops) == sum(content.dice.blood)
    assert sum(1 for i in icons(blood) if i.name == "shield") == content.dice.blood.count(0)
    # opposite faces: the three pairs of cells two apart in the cross
    pairs = {frozenset((dice_nets.FACE_ORDER[a], dice_nets.FACE_ORDER[b])) for a, b in ((0, 4), (1, 3), (2, 5))}
    assert len(pairs) == 3 and set().union(*pairs) == set(range(6))
    # ...placed so the Minotaur's opposite hooves sum alike and its charge faces its secret passage
    opposite = [[content.dice.minotaur[i] for i in pair] for pair in pairs]
    hooves = [pair for pair in opposite if all(f.kind == "hooves" for f in pair)]
    assert len(hooves) == 2 and len({sum(f.count for f in pair) for pair in hooves}) == 1
    others = {frozenset(f.kind for f in pair) for pair in opposite if pair not in hooves}
    assert others == {frozenset({"charge", "secret"})}


@pytest.mark.parametrize("floor", [0.0, 12.0])
def test_the_net_keeps_its_size_and_place_and_the_notes_take_the_rest_of_the_page(floor):
    """A net's page is one column: the die's name, the net (its fixed size, centred, its top NET_TOP down) and the
    notes. However much room the notes need (pseudo-localised, at the large-print floor) the net neither moves nor
    shrinks and the notes stay under its lowest tab: the page grows instead."""
    from maze_tiles_helpers import texts

    from pnp.scene.pseudo import pseudo_locale

    with pseudo_locale():
        pages = dice_nets.dice_nets(floor)
    for page in pages:
        faces, tabs, _, _ = net_parts(page)
        top, bottom = min(f[1] for f in faces), max(y for pts in tabs for _, y in pts)
        left, right = min(f[0] for f in faces), max(f[2] for f in faces)
        assert abs(top - dice_nets.NET_TOP) < EPS and abs((left + right) / 2 - page.width / 2) < EPS
        assert abs(bottom - top - (4 * dice_nets.DIE_FACE + dice_nets.TAB_DEPTH)) < EPS
        notes = [t for t in texts(page) if t.y > top]
        assert len(notes) == 2 and all(t.y >= bottom + 4.0 - EPS for t in notes)
        assert all(t.y + t.height <= top + EPS for t in texts(page) if t not in notes)  # the name over the net
