"""A game's printed rules file (``pnp/games/<family>/data/rules.toml``) as a schema.

The file is package data, but it is edited by hand and a bad key would only
show as a missing paragraph on paper: so it is checked like any other file.
``figure`` names one of the pictures the game draws (``Game.rules_figures``);
``half`` puts a section beside its neighbour, and ``below`` a half section
under the one before it, in the same cell; ``max_height`` caps a figure
(10 to 250 mm: a figure taller than a page cannot print).
"""

from __future__ import annotations

from pydantic import Field

from pnp.schema import Bool, Finite, Name, Text, Wire


class RulesSection(Wire):
    heading: Name = ""
    text: Text = ""
    figure: Name = ""
    caption: Text = ""
    large_caption: Text = ""  # the caption in large print, when its figure shows something else there
    half: Bool = False
    below: Bool = False
    max_height: Finite = Field(90.0, ge=10.0, le=250.0)


class RulesFile(Wire):
    title: Name
    intro: Text = ""
    section: list[RulesSection] = Field(min_length=1, max_length=60)
