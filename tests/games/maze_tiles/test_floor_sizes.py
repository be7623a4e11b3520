"""The maze tiles' sizes at a text floor (issue 28 item 2): one rule at every floor, no size table, look or branch
kept for large print. Each part with words is drawn at the first of its sizes that holds its words at the floor,
so a 5 or 8 pt floor gets parts no larger than its words need, smaller than at 12 pt where they allow, and the
sizes the kit's fit check reads are those drawn."""

from __future__ import annotations

import ast
import re
from dataclasses import replace
from pathlib import Path

import pytest

import pnp.games.maze_tiles as package
from pnp.catalog import paper
from pnp.games.maze_tiles import printouts
from pnp.games.maze_tiles.sizes import GROWN
from pnp.kits.layout_sweep import check_named, floor_theme, part_pages
from pnp.scene.pseudo import pseudo_locale

FLOORS = (0.0, 5.0, 6.5, 8.0, 10.0, 12.0, 14.0)
WORDLESS = {"Maze tiles", "Hand action tokens", "Feet action tokens", "Wound tokens", "Wall tokens"}


def _sizes(floor: float) -> dict[str, tuple[float, float]]:
    return {f.title: (f.width, f.height) for f in printouts.kit_sizes(replace(paper("a4"), text_floor=floor))}


def _area(size: tuple[float, float]) -> float:
    return size[0] * size[1]


@pytest.mark.parametrize("strings", ["plain", "pseudo"])
def test_sizes_never_shrink_as_the_floor_rises(strings):
    """A part is never smaller at a higher floor (in English and pseudo-localised): the sizes are a monotone
    function of the floor, not of whether it has one."""
    if strings == "pseudo":
        with pseudo_locale():
            by_floor = [_sizes(f) for f in FLOORS]
    else:
        by_floor = [_sizes(f) for f in FLOORS]
    for low, high, f in zip(by_floor, by_floor[1:], FLOORS[1:]):
        assert set(low) == set(high)
        for title in low:
            assert _area(high[title]) >= _area(low[title]), (title, f, low[title], high[title])
            assert high[title][0] >= low[title][0] - 1e-9 or high[title][1] >= low[title][1] - 1e-9


def test_a_5_pt_floor_gets_the_designed_sizes():
    """The designed parts hold every word at 5 pt (their words already shrink to 5 pt): nothing grows."""
    assert _sizes(5.0) == _sizes(0.0)


def test_an_8_pt_floor_gets_parts_smaller_than_at_12_pt_where_the_words_allow():
    at8, at12, designed = _sizes(8.0), _sizes(12.0), _sizes(0.0)
    assert all(_area(at8[t]) <= _area(at12[t]) for t in at8)
    smaller = {t for t in at8 if _area(at8[t]) < _area(at12[t])}
    assert {"Hero boards", "Key tokens", "Hero and monster standees", "Dice nets"} <= smaller, smaller
    assert all(at8[t] == designed[t] for t in WORDLESS)


@pytest.mark.parametrize("floor", [5.0, 8.0])
def test_the_parts_at_5_and_8_pt_are_drawn_at_the_kits_sizes_and_clean(tileset, floor):
    """What the fit check reads is what is drawn, and the parts with words have nothing for the layout check."""
    on = replace(paper("letter"), text_floor=floor)
    parts = printouts.components(tileset, on)
    for part, footprint in zip(parts, printouts.kit_sizes(on)):
        assert part.title == footprint.title
        assert {(p.width, p.height) for p in (*part.fronts, *part.backs)} == {(footprint.width, footprint.height)}
    theme = floor_theme(floor)
    found = [str(f) for part in parts if part.title not in WORDLESS for named in part_pages(part)
             for f in check_named(named, floor, theme)]
    assert found == [], found[:6]


def _identifiers(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.keyword) and node.arg:
            names.add(node.arg)
    return names


def test_no_component_module_names_large_print():
    """No identifier of a module that draws component sets (one declaring SPECS), and no key of the sizes a part
    grows to, says "large": the sizes follow the floor by one rule, not a large-print twin."""
    folder = Path(package.__file__).parent
    drawing = [p for p in sorted(folder.glob("*.py")) if re.search(r"^SPECS\b", p.read_text(), re.M)]
    assert len(drawing) >= 6
    for path in [*drawing, folder / "sizes.py", folder / "specs.py", folder / "printouts.py"]:
        large = sorted(n for n in _identifiers(ast.parse(path.read_text())) if "large" in n.lower())
        assert not large, f"{path.name}: {large}"
        keys = re.findall(r'"([a-z0-9-]*large[a-z0-9-]*)"', path.read_text())
        assert not keys, f"{path.name}: {keys}"
    assert not [k for keys in GROWN.values() for k in keys if "large" in k]


def test_a_board_between_two_sizes_takes_a_look_between_theirs():
    """A user's board size between the designed and the grown one (a line of GROWN) needs no look of its own."""
    from pnp.catalog import Component
    from pnp.games.maze_tiles import hero_boards
    from pnp.games.maze_tiles.content import load_content

    (h0, low), (h1, high) = hero_boards.LOOKS[0], hero_boards.LOOKS[-1]
    board = Component("hero-board-235x169", "Hero board", 235.0, (h0 + h1) / 2)
    look = hero_boards.look_for(board, 8.0)
    assert look.least_pt == 8.0
    for name in ("band", "box_h", "text_pt", "desc_x"):
        a, b = sorted((getattr(low, name), getattr(high, name)))
        assert a < getattr(look, name) < b, name
    page = hero_boards.hero_board(load_content().heroes[0], board, 8.0)
    found = [str(f) for f in check_named(next(part_pages(hero_boards.HERO_BOARDS.with_pages([page]))), 8.0,
                                         floor_theme(8.0))]
    assert found == [], found[:4]
