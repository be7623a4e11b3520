"""Issue 28, item 2: no branch exists only for large print. The modules that decided by "is there a text floor"
(the rules pages' columns and figures, the path cards' marker and pad, the notebook's anatomy, the maze tiles'
rules figures, a thumbnail's growing text, the labyrinth's card size and sheet, the minigame tiles' size, the
notebook's page and trackers) now state rules on measures: they never test a floor for being set, never compare
it with a bare number, and name nothing "large". A 5 or 8 pt floor is then a floor like 12, not large print by
another name. Every module of the package is scanned; the few that still decide so are listed in
:data:`PENDING` (strict xfail: a module made clean fails until its line goes)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import pnp

ROOT = Path(pnp.__file__).parent
MODULES = tuple(sorted(str(p.relative_to(ROOT)) for p in ROOT.rglob("*.py")))

# Identifiers containing "large" that mean something else than large print
ALLOWED_NAMES = {
    "large": "an SVG arc's large-arc flag (icons/svgpath.py), a word of the SVG path grammar",
    "larger": "a comparative: a size bigger than another",
    "largest": "a superlative: the biggest of some sizes",
    "large_fill": "a theme's setting (themes/schema.py): the area from which a fill is outlined in low ink",
    "large_icon": "a theme's setting (themes/schema.py): the size from which an icon is outlined in low ink",
}

# Functions that compare a floor with a number as data, not to draw differently: (module, function) and why
ALLOWED_FUNCTIONS = {
    ("themes/files.py", "is_identity"): "whether a theme changes nothing at all: its settings equal the default "
                                        "theme's (no recolour, lines as drawn, solid fills, no floor); a fact about "
                                        "the theme's data that chooses no size",
}

# The modules that still branch on a floor being set (each to be made a rule on a measure, then its line
# removed), and why each is left today
PENDING: dict[str, str] = {}  # none today


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


def floor_branches(source: str, allowed: frozenset[str] = frozenset()) -> list[str]:
    """Where ``source`` branches on a floor being set, compares a floor with a bare number, or names something
    "large": one line each, with its line number (outside the functions named in ``allowed``)."""
    found = []
    tree = ast.parse(source)
    skipped = {id(inner) for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
               and node.name in allowed for inner in ast.walk(node) if inner is not node}
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        where = f"line {getattr(node, 'lineno', '?')}"
        found += [f"{where}: named {n!r}" for n in _names(node) if "large" in n.lower() and n not in ALLOWED_NAMES]
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


def _cases():
    for module in MODULES:
        marks = [pytest.mark.xfail(strict=True, reason=PENDING[module])] if module in PENDING else []
        yield pytest.param(module, marks=marks, id=module)


@pytest.mark.parametrize("module", list(_cases()))
def test_no_module_branches_on_a_floor_being_set_or_names_large_print(module):
    allowed = frozenset(name for where, name in ALLOWED_FUNCTIONS if where == module)
    assert floor_branches((ROOT / module).read_text(encoding="utf-8"), allowed) == []


def test_the_scan_covers_the_whole_package_and_lists_only_its_modules():
    assert len(MODULES) > 100 and "games/labyrinth/printouts.py" in MODULES
    assert set(PENDING) <= set(MODULES)
    assert {module for module, _ in ALLOWED_FUNCTIONS} <= set(MODULES)


def test_an_allowed_function_is_passed_over_and_only_it():
    source = "def is_identity(s):\n    return s.text_floor == 0.0\n\ndef pick(floor):\n    return 1 if floor else 2\n"
    assert floor_branches(source, frozenset({"is_identity"})) == ["line 5: a floor tested for being set"]
    assert len(floor_branches(source)) == 2


@pytest.mark.parametrize("planted", [
    "large = text_floor > 0",
    "size = MARKER_LARGE if text_floor > MARKER[0] else MARKER",
    "def at_least(floor):\n    if not floor:\n        return 1",
    "x = big if paper.text_floor else small",
    "rows = two and floor == 0",
    "caption = section.large_caption or section.caption",
    "POKER, LARGE = 'poker', '3.5x5'",
    "def large_page(paper):\n    return 'a5'",
    "margin = LARGE_MARGIN if paper.text_floor else MARGIN",
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
