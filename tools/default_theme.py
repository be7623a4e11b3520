"""Rewrite the colour roles of layouts/themes/default.toml from the drawing code's colour constants.

A new colour constant in a drawing module is a new role of the default theme
(tests/themes/test_theme_files.py fails until the file names it): run
``python tools/default_theme.py`` and review the diff. The file's header (its
comments, [theme] and [distinct]) is kept as written.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.themes.palette_scan import _modules, _section, code_palette  # noqa: E402

DEFAULT = ROOT / "layouts" / "themes" / "default.toml"


def colour_tables() -> str:
    prefixes = sorted({".".join(_section(path)) for path in _modules()}, key=len, reverse=True)
    tables: dict[str, list[str]] = {}
    for role, value in code_palette().items():
        prefix = next(p for p in prefixes if role.startswith(p + "."))
        tables.setdefault(prefix, []).append(f"{role[len(prefix) + 1:]} = {json.dumps(value)}")
    return "\n".join(f"[colors.{prefix}]\n" + "\n".join(lines) + "\n" for prefix, lines in tables.items())


def main() -> None:
    text = DEFAULT.read_text(encoding="utf-8")
    head = text[:text.index("[colors.")]
    DEFAULT.write_text(head + colour_tables(), encoding="utf-8")


if __name__ == "__main__":
    main()
