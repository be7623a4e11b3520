"""Text reaches an SVG only as valid characters, whatever a model file puts in its text fields.

Every text field of every kind's example file (one per field name, lists
counted once) is given markup, CDATA ends, ampersands, quotes, a
right-to-left override and an emoji outside the fonts: the file is drawn (or
refused in one line, for a field with a fixed set of values), and every SVG
written parses as XML. A control character in any text field is refused at
the boundary, in one line, and nothing is written.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from fuzz_helpers import example_json, mutate, one_line_refusal, places, run_pnp

from pnp.registry import kinds

HOSTILE_TEXT = ("<script>alert('x')</script> ]]> &amp; & \"q\" \u202eevil\u202c \U0001F600 "
                "\u0645\u0631\u062d\u0628\u0627")
# the same hazards (markup, an entity, a bidi override, an emoji, Arabic) short enough for a field the page holds
# only a few characters of (a path card's corner prints the deck's id): a long text there is refused for its length
SHORT_HOSTILE = "<b>&amp;\u202e\U0001F600\u0645"
# kinds without free text: a minigame tile's id is its puzzle's hash and its other strings are fixed choices
FIXED_TEXT_ONLY = {"minigame-tile", "minigame-set"}
CONTROL = ("\x00", "\x07", "\x1b", "\x7f", "\u0085")


def _text_fields(doc: object) -> list[tuple]:
    """One place per text field: list positions after the first are the same field again."""
    seen, out = set(), []
    for at in places(doc):
        value = doc
        for key in at:
            value = value[key]  # type: ignore[index]
        if not isinstance(value, str) or not at or at[-1] in ("kind",):
            continue
        shape = tuple("#" if isinstance(k, int) else k for k in at)
        if shape not in seen:
            seen.add(shape)
            out.append(at)
    return out


def _render(tmp_path: Path, data: object, name: str) -> tuple[object, Path]:
    model = tmp_path / f"{name}.json"
    model.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    out = tmp_path / f"{name}-out"
    return run_pnp("render", str(model), "--format", "svg", "--out", str(out)), out


@pytest.mark.parametrize("kind_name", sorted(kinds()))
def test_hostile_text_in_every_field_gives_well_formed_svg_or_one_line(kind_name, tmp_path):
    base = example_json(kind_name)
    fields = _text_fields(base)
    drawn_fields = 0
    for n, at in enumerate(fields):
        result, out = _render(tmp_path, mutate(base, at, "replace", HOSTILE_TEXT), f"h{n}")
        if result.code != 0 and "shorter" in result.err:
            assert one_line_refusal(result), (at, result.err)
            result, out = _render(tmp_path, mutate(base, at, "replace", SHORT_HOSTILE), f"s{n}")
        assert result.escaped is None, (at, repr(result.escaped))
        if result.code == 0:
            drawn_fields += 1
            for svg in out.rglob("*.svg"):
                ET.parse(svg)  # raises on anything that is not well-formed XML
        else:
            assert one_line_refusal(result), (at, result.err)
            assert not out.exists()
    if kind_name not in FIXED_TEXT_ONLY:
        assert drawn_fields, f"{kind_name}: no text field took free text, so nothing was checked"


@pytest.mark.parametrize("kind_name", sorted(kinds()))
def test_a_control_character_in_any_text_field_is_refused_in_one_line(kind_name, tmp_path):
    base = example_json(kind_name)
    for n, at in enumerate(_text_fields(base)):
        char = CONTROL[n % len(CONTROL)]
        result, out = _render(tmp_path, mutate(base, at, "replace", f"name{char}here"), f"c{n}")
        assert result.escaped is None, (at, repr(result.escaped))
        assert one_line_refusal(result), (at, result.code, result.err)
        assert not out.exists(), at
