"""A theme file as a schema: the ``[theme]`` table's settings, each bounded with its reason.

- ``line_scale`` 0.25 to 4: stroke widths times this; thinner than a quarter vanishes on a home
  printer, four times fills the squares of a grid;
- ``fill`` ``solid`` or ``outline`` (large fills become a tint with an outline: a low-ink print);
- ``fill_tint`` 0 to 1: how far an outlined fill is mixed with white;
- ``large_fill`` 0 to 100,000 mm² (a fill at least this large is outlined), ``large_icon`` 0 to 500 mm;
- ``text_floor`` 0 to 36 pt: text below it grows to it where its box still holds it (large print).

``[colors]`` holds colours by role (tables of ``"#rrggbb"`` strings, or a list of them); those are checked
against the default theme's roles by :mod:`pnp.themes.files`, key path by key path. ``[distinct]`` (in the
default theme) names the groups of roles a player must tell apart.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from pnp.schema import Finite, Name, Text, Wire


class ThemeTable(Wire):
    name: Name
    description: Text = ""
    line_scale: Finite = Field(default=1.0, ge=0.25, le=4.0)
    fill: Literal["solid", "outline"] = "solid"
    fill_tint: Finite = Field(default=0.9, ge=0.0, le=1.0)
    large_fill: Finite = Field(default=40.0, ge=0.0, le=100_000.0)
    large_icon: Finite = Field(default=12.0, ge=0.0, le=500.0)
    text_floor: Finite = Field(default=0.0, ge=0.0, le=36.0)


class ThemeFile(Wire):
    theme: ThemeTable
    colors: dict[Name, Any] = Field(default_factory=dict)
    distinct: dict[Name, list[Name]] = Field(default_factory=dict)
