"""The drawing's colours as the code holds them: every module-level colour constant of the modules that draw.

A constant is a :class:`~pnp.scene.color.Color` assigned at the top of a module
(found with ``ast``, so imported names are not counted twice), or a dict or
tuple of them. An alias (a name, or a dict, whose colours are all the very
objects of other constants of the module, like the labyrinth's SYMBOL_COLOR)
adds nothing and is left out. Roles are named ``SECTION.MODULE.NAME`` in lower
case, SECTION the game (``labyrinth``, ``maze-tiles``...) or ``kit``, ``book``, ``layout``,
``common`` (pnp.scene.color, pnp.proof). A colour that carries its own CMYK
(the registration colour of crop marks) prints on every plate by design and is
no theme's to change.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from pnp.scene.color import Color

ROOT = Path(__file__).resolve().parents[2] / "pnp"
# Where colours are drawn from (the renderers and the file readers hold none of the drawing's colours).
DRAWING = ("games", "kits", "book", "layout", "proof.py", "scene/color.py", "credits.py")


def _modules() -> list[Path]:
    found: list[Path] = []
    for entry in DRAWING:
        path = ROOT / entry
        found += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return found


def _section(path: Path) -> tuple[str, str]:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[0] == "games":
        return parts[1].replace("_", "-"), ".".join(parts[2:])
    if parts[0] in ("kits", "layout", "book"):
        return {"kits": "kit"}.get(parts[0], parts[0]), ".".join(parts[1:])
    return "common", parts[-1]


def _assigned(path: Path) -> list[str]:
    """Upper-case names a module assigns a new value (not another name: ``DISC = INK`` is an alias)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) and node.value is not None else []
        if isinstance(getattr(node, "value", None), (ast.Name, ast.Attribute)):
            continue
        names += [t.id for t in targets if isinstance(t, ast.Name) and t.id.isupper()]
    return names


def code_palette() -> dict[str, str | list[str]]:
    """Every role's colour(s) as hex, by role name, in the order the modules define them (a dict's colours
    are roles of their own, ``labyrinth.pen.difficulty_color.easy``)."""
    out: dict[str, str | list[str]] = {}
    for path in _modules():
        section, short = _section(path)
        module = importlib.import_module("pnp." + ".".join(path.relative_to(ROOT).with_suffix("").parts))
        seen: list[int] = []
        for name in _assigned(path):
            value = getattr(module, name)
            role = f"{section}.{short}.{name.lower()}"
            if isinstance(value, Color):
                if id(value) in seen or value.cmyk is not None:
                    continue
                seen.append(id(value))
                out[role] = value.to_hex()
            elif isinstance(value, dict) and value and all(isinstance(v, Color) for v in value.values()):
                if all(id(v) in seen for v in value.values()):
                    continue
                out |= {f"{role}.{k}": v.to_hex() for k, v in value.items()}
            elif isinstance(value, tuple) and value and all(isinstance(v, Color) for v in value):
                out[role] = [v.to_hex() for v in value]
    return out
