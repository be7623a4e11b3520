"""Large print is the book's pages at a higher floor, not a second drawing (issue 28): no module of pnp/book is
named for it, and no code in it names it (a name, an attribute, a string other than a docstring): a page may
branch on the floor's value, never on "large"."""

from __future__ import annotations

import ast
from pathlib import Path

import pnp.book

BOOK = Path(pnp.book.__file__).parent


def named_large(source: str) -> list[str]:
    """Every name, attribute, argument, definition or string (docstrings aside) in ``source`` that says "large"
    (as a word or part of one: ``large_print``, ``"large-print"``), with its line."""
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    found = []
    for node in ast.walk(tree):
        words: list[str] = []
        if isinstance(node, ast.Name):
            words = [node.id]
        elif isinstance(node, ast.Attribute):
            words = [node.attr]
        elif isinstance(node, ast.arg):
            words = [node.arg]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            words = [node.name]
        elif isinstance(node, ast.ImportFrom):
            words = [node.module or ""]
        elif isinstance(node, ast.alias):
            words = [node.name, node.asname or ""]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            words = [node.value]
        found += [f"line {node.lineno}: {w!r}" for w in words  # type: ignore[attr-defined]
                  if "large" in w.lower().replace("larger", "").replace("largest", "")]
    return found


def test_no_book_module_names_large_print():
    assert not [p.name for p in BOOK.glob("*.py") if "large" in p.name]
    found = {p.name: named_large(p.read_text(encoding="utf-8")) for p in sorted(BOOK.glob("*.py"))}
    assert not {name: hits for name, hits in found.items() if hits}


def test_the_check_sees_a_branch_on_large_print():
    planted = '''"""A page, as large as its box."""
def page(theme, floor):
    """Drawn large."""
    if theme.key == "large-print":
        return 12
    return floor
'''
    assert named_large(planted) == ["line 4: 'large-print'"]
    assert named_large("from pnp.book.large_parts import panel\n") == ["line 1: 'pnp.book.large_parts'"]
    assert named_large("def f(floor):\n    return max(floor, 7)  # larger, as large as the floor\n") == []
