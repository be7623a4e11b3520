"""Issue 28, item 2: no branch exists only for large print. The modules that decided by "is there a text floor"
(the rules pages' columns and figures, the path cards' marker and pad, the notebook's anatomy, the maze tiles'
rules figures, a thumbnail's growing text) now state rules on measures: they never test a floor for being set,
never compare it with a bare number, and name nothing "large". A 5 or 8 pt floor is then a floor like 12, not
large print by another name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import pnp

ROOT = Path(pnp.__file__).parent
MODULES = ("scene/rules_sheet.py", "games/path_cards/pieces.py", "games/notebook/rules_figures.py",
           "games/maze_tiles/rules_figures.py", "rules_schema.py", "scene/legible.py")


def _names(node: ast.AST) -> list[str]:
    """The identifiers ``node`` introduces or uses: names, attributes, arguments, keywords, definitions."""
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.keyword) and node.arg:
        return [node.arg]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    return []


def _is_floor(node: ast.AST) -> bool:
    """A variable holding a text floor (a design constant in capitals is a measure, not the floor in force)."""
    return any("floor" in n.lower() and not n.isupper() for n in _names(node))


def _is_number(node: ast.AST) -> bool:
    if isinstance(node, ast.UnaryOp):
        return _is_number(node.operand)
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)


def floor_branches(source: str) -> list[str]:
    """Where ``source`` branches on a floor being set, compares a floor with a bare number, or names something
    "large": one line each, with its line number."""
    found = []
    for node in ast.walk(ast.parse(source)):
        where = f"line {getattr(node, 'lineno', '?')}"
        found += [f"{where}: named {n!r}" for n in _names(node) if "large" in n.lower()]
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_is_floor(s) for s in sides) and any(_is_number(s) for s in sides):
                found.append(f"{where}: a floor compared with a number")
        tests: list[ast.AST] = []
        if isinstance(node, (ast.If, ast.IfExp, ast.While)):
            tests.append(node.test)
        elif isinstance(node, ast.BoolOp):
            tests += node.values
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            tests.append(node.operand)
        found += [f"{where}: a floor tested for being set" for t in tests if _is_floor(t)]
    return found


@pytest.mark.parametrize("module", MODULES)
def test_no_module_that_drew_for_large_print_branches_on_a_floor_being_set(module):
    assert floor_branches((ROOT / module).read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("planted", [
    "large = text_floor > 0",
    "size = MARKER_LARGE if text_floor > MARKER[0] else MARKER",
    "def at_least(floor):\n    if not floor:\n        return 1",
    "x = big if paper.text_floor else small",
    "rows = two and floor == 0",
    "caption = section.large_caption or section.caption",
])
def test_the_check_sees_each_way_of_branching_on_large_print(planted):
    assert floor_branches(planted)


@pytest.mark.parametrize("measured", [
    "scale = floor / min(sizes) if sizes else 0.0",
    "keep = PAGE_FLOOR * PAGE_SCALE >= floor",
    "size = max(SMALL, floor)",
    "clear = 2 * 0.25 * max(8.0, text_floor)",
])
def test_a_rule_on_measures_is_not_a_branch(measured):
    assert floor_branches(measured) == []
