from __future__ import annotations

import json

import pytest
from scenes import varied_document

from pnp.errors import ModelError
from pnp.jsonio import dumps
from pnp.scene.color import Color
from pnp.scene.jsonio import from_json, to_json


def test_a_varied_scene_survives_a_json_round_trip_unchanged():
    doc = varied_document("cmyk")
    again = from_json(json.loads(dumps(to_json(doc))))
    assert again == doc
    assert dumps(to_json(again)) == dumps(to_json(doc))


def test_colours_that_are_not_exact_hex_survive_saving():
    c = Color(0.9, 0.1, 1 / 3)
    doc = varied_document()
    from dataclasses import replace

    from pnp.scene.model import Text

    page = doc.pages[0]
    page = replace(page, items=page.items + (Text("x", 0, 0, 5, 5, color=c),))
    doc = replace(doc, pages=(page,))
    assert from_json(json.loads(dumps(to_json(doc)))) == doc


def base() -> dict:
    return {"kind": "scene", "version": 1, "pages": [{"width": 50, "height": 50, "items": []}]}


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(kind="sheet"), "kind: expected kind 'scene'"),
    (lambda d: d.update(version=7), "version: format version 7 is not supported"),
    (lambda d: d["pages"][0].update(width=-5), "pages[0].width: -5 is too small (at least 1.0)"),
    (lambda d: d["pages"][0]["items"].append({"type": "blob"}), "pages[0].items[0]: unknown item type 'blob'"),
    (lambda d: d["pages"][0]["items"].append({"type": "icon", "name": "unicorn", "box": [0, 0, 5]}),
     "pages[0].items[0].name: unknown icon 'unicorn'"),
    (lambda d: d["pages"][0]["items"].append({"type": "text", "text": "x", "box": [0, 0, 5]}),
     "pages[0].items[0].box[3]: missing"),
    (lambda d: d["pages"][0]["items"].append({"type": "path", "segments": [["Q", 1, 2]], "style": {}}),
     "pages[0].items[0].segments[0]: unknown segment 'Q' (one of M, L, C, Z)"),
    (lambda d: d["pages"][0]["items"].append({"type": "shape", "geometry": {"type": "Polygon"}, "style": {}}),
     "pages[0].items[0].geometry.coordinates: missing"),
    (lambda d: d["pages"][0]["items"].append({"type": "path", "segments": [], "style": {"fill": "red"}}),
     "pages[0].items[0].style.fill: not a colour"),
])
def test_errors_name_the_key(change, message):
    data = base()
    change(data)
    with pytest.raises(ModelError) as err:
        from_json(data, "scene.json")
    assert str(err.value).startswith("scene.json: ")
    assert message in str(err.value), str(err.value)
