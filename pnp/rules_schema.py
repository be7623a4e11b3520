"""A game's printed rules file (``pnp/games/<family>/data/rules.toml``) as a schema.

The file is package data, but it is edited by hand and a bad key would only
show as a missing paragraph on paper: so it is checked like any other file.
``figure`` names one of the pictures the game draws (``Game.rules_figures``);
``half`` puts a section beside its neighbour, and ``below`` a half section
under the one before it, in the same cell; ``max_height`` caps a figure
(10 to 250 mm: a figure taller than a page cannot print). A ``{name}`` in a
text is a field the games printing the file fill in (``Game.rules_words``:
``{minigames}``, how many minigames there are, in words), so a count never
goes stale when a game piece is added (:func:`fill_fields`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pydantic import Field

from pnp.schema import Bool, Finite, Name, Text, Wire


class RulesSection(Wire):
    heading: Name = ""
    text: Text = ""
    figure: Name = ""
    caption: Text = ""  # one caption, true of the figure at every text floor
    half: Bool = False
    below: Bool = False
    max_height: Finite = Field(90.0, ge=10.0, le=250.0)


class RulesFile(Wire):
    title: Name
    intro: Text = ""
    section: list[RulesSection] = Field(min_length=1, max_length=60)


FIELD = re.compile(r"\{([a-z_]+)\}")


def fill_fields(data: dict[str, Any], words: Mapping[str, str], where: str) -> dict[str, Any]:
    """The rules file's data (``RulesFile.model_dump()``) with every ``{name}`` replaced by ``words[name]``;
    a field no game fills is a mistake in the file, refused rather than printed as braces."""

    def fill(text: str) -> str:
        def one(m: re.Match[str]) -> str:
            if m.group(1) not in words:
                raise AssertionError(f"{where}: no game fills the field {{{m.group(1)}}} ({text[:40]!r}...)")
            return words[m.group(1)]

        return FIELD.sub(one, text)

    out = dict(data, title=fill(data["title"]), intro=fill(data["intro"]))
    out["section"] = [{k: fill(v) if k in ("heading", "text", "caption") else v
                       for k, v in section.items()} for section in data["section"]]
    return out
