"""The saved scene's schema: every class of bad input is one located line, and what pnp writes still loads."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from scenes import varied_document

from pnp.errors import ModelError
from pnp.jsonio import dumps
from pnp.scene.checks import MAX_GROUP_DEPTH, MAX_SYMBOL_DEPTH
from pnp.scene.jsonio import from_json, to_json
from pnp.scene.schema import SceneFile

STYLE = {"fill": "#112233"}


def base(*items: dict, **top) -> dict:
    return {"kind": "scene", "version": 1, "pages": [{"width": 50, "height": 50, "items": list(items)}], **top}


def path(*segments, **extra) -> dict:
    return {"type": "path", "segments": list(segments), "style": STYLE, **extra}


def text(**extra) -> dict:
    return {"type": "text", "text": "hello", "box": [1, 1, 20, 8], **extra}


def use(name: str) -> dict:
    return {"type": "use", "name": name, "transform": [1, 0, 0, 1, 0, 0]}


def symbol(name: str, *items: dict) -> dict:
    return {"name": name, "width": 10, "height": 10, "items": list(items)}


def nested_groups(depth: int, inner: dict) -> dict:
    item = inner
    for _ in range(depth):
        item = {"type": "group", "items": [item]}
    return item


def refused(data: object) -> str:
    with pytest.raises(ModelError) as err:
        from_json(data, "s.json")
    message = str(err.value)
    assert message.startswith("s.json: ") and "\n" not in message
    return message


I0 = "s.json: pages[0].items[0]"


@pytest.mark.parametrize("segment, message", [
    ("M 1 2", '.segments[0]: expected a segment like ["M", x, y]'),
    ([], '.segments[0]: expected a segment like ["M", x, y]'),
    (None, '.segments[0]: expected a segment like ["M", x, y]'),
    ([["M", 1, 2]], '.segments[0]: expected a segment like ["M", x, y]'),
    (["Q", 1, 2], ".segments[0]: unknown segment 'Q' (one of M, L, C, Z)"),
    (["C", 1, 2], '.segments[0]: a "C" segment takes 6 numbers, got 2'),
    (["L", 1, "2"], ".segments[0]: coordinate: expected a number, got '2'"),
    (["L", 1, True], ".segments[0]: coordinate: expected a number, got True"),
    (["L", 1, 1e9], ".segments[0]: coordinate: 1000000000.0 is out of range (-100000 to 100000)"),
    (["L", 1, float("nan")], ".segments[0]: coordinate: expected a finite number, got nan"),
])
def test_a_segment_that_is_not_one_is_refused_naming_it(segment, message):
    assert refused(base(path(segment))).startswith(I0 + message)


@pytest.mark.parametrize("item, message", [
    ({"type": "path", "segments": []}, ".style: missing"),
    (path(style={"fill": None}), ".style.fill: expected a colour such as"),
    (text(color=None), ".color: expected a colour such as"),
    (path(style={"stroke": [1, 0]}), ".style.stroke: expected a colour such as"),
    (path(style={"stroke": [0, 0, 2]}), ".style.stroke: 2 is out of range (0 to 1)"),
    (path(style={"fill": {"rgb": "#fff", "cmyk": [0, 0, 0, -1]}}), ".style.fill: cmyk: -1 is out of range"),
    (path(style={"fill": "red"}), ".style.fill: not a colour: 'red'"),
    (path(style={"width": 1e6}), ".style.width: 1000000.0 is too large (at most 100.0)"),
    (path(style={"dash": [0, 0]}), ".style.dash: a dash needs a length above 0"),
    (path(style={"cap": "pointy"}), ".style.cap: expected 'butt', 'round' or 'square', got 'pointy'"),
])
def test_styles_and_colours(item, message):
    assert refused(base(item)).startswith(I0 + message)


@pytest.mark.parametrize("geometry, message", [
    ({"type": "Point", "coordinates": [1, 2]}, ": unknown geometry type 'Point' (one of Polygon, MultiPolygon, "
                                               "LineString, MultiLineString, GeometryCollection)"),
    ({"coordinates": []}, ": missing type (one of Polygon,"),
    ({"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, float("inf")], [0, 0]]]},
     ".coordinates[0][2][1]: expected a finite number"),
    ({"type": "LineString", "coordinates": [[0, 0], [1e7, 0]]}, ".coordinates[1][0]: 10000000.0 is too large"),
    ({"type": "GeometryCollection", "geometries": [{"type": "GeometryCollection", "geometries": []}]},
     ".geometries[0]: unknown geometry type 'GeometryCollection'"),
    ({"type": "LineString", "coordinates": [[0, 0]]}, ": not a GeoJSON geometry"),
])
def test_geometries(geometry, message):
    assert refused(base({"type": "shape", "geometry": geometry, "style": STYLE})).startswith(
        I0 + ".geometry" + message)


@pytest.mark.parametrize("item, message", [
    (text(size=float("nan")), ".size: expected a finite number"),
    (text(size=1e6), ".size: 1000000.0 is too large (at most 1000.0)"),
    (text(size=0.1), ".size: 0.1 is too small (at least 0.5)"),
    (text(min_size=0.5), ".min_size: 0.5 is too small (at least 1.0)"),
    (text(size=200, min_size=100), ".min_size: 100 pt is more than 50 pt below the size (200 pt)"),
    (text(box=[0, 0, -1, 5]), ".box[2]: -1 is too small (at least 0.0)"),
    (text(box=[0, float("inf"), 1, 5]), ".box[1]: expected a finite number"),
    (text(leading=0), ".leading: 0 is too small (at least 0.5)"),
    (text(text="bell\x07"), ".text: contains the control character U+0007"),
    (text(text="x" * 2001), ".text: too long (at most 2000 characters)"),
    (text(font="body\n"), ".font: is a name: one line"),
    ({"type": "group", "transform": [1, 0, 0, 1, 0, 1e12], "items": []}, ".transform[5]: 1000000000000.0 is too"),
    ({"type": "group", "transform": [1e5, 0, 0, 1, 0, 0], "items": []}, ".transform[0]: 100000.0 is too large"),
    ({"type": "group", "clip": text(), "items": []}, ".clip: unknown clip type 'text' (one of path, shape)"),
    ({"type": "icon", "name": "key", "box": [0, 0, -3]}, ".box[2]: -3 is too small"),
    ({"type": "icon", "name": "unicorn", "box": [0, 0, 3]}, ".name: unknown icon 'unicorn'"),
    (use("a b"), ".name: a symbol's name is letters, digits"),
    ({"type": "blob"}, ": unknown item type 'blob' (one of path, shape, text, icon, use, group)"),
    ("text", ": expected an object"),
])
def test_items(item, message):
    assert refused(base(item)).startswith(I0 + message)


@pytest.mark.parametrize("page, message", [
    ({"width": 0.5, "height": 50}, "pages[0].width: 0.5 is too small (at least 1.0)"),
    ({"width": 50, "height": 1e308}, "pages[0].height: 1e+308 is too large (at most 2000.0)"),
    ({"width": 50, "height": 50, "bleed": 30}, "pages[0].bleed: 30 is too large (at most 20.0)"),
    ({"width": 50, "height": 50, "slug": -1}, "pages[0].slug: -1 is too small"),
    ({"width": 50, "height": 50, "label": "a\x1b[31m"}, "pages[0].label: contains the control character U+001B"),
    ({"width": 50, "height": 50, "colour": "red"}, "pages[0].colour: unknown key"),
])
def test_pages(page, message):
    assert refused({"kind": "scene", "version": 1, "pages": [page]}).startswith("s.json: " + message)


def test_a_symbol_placing_itself_directly_or_through_another_is_refused_naming_the_key():
    alone = base(symbols=[symbol("a", use("a"))])
    assert refused(alone) == "s.json: symbols[0].items[0].name: the symbol 'a' places itself (a → a)"
    loop = base(use("a"), symbols=[symbol("a", use("b")), symbol("b", {"type": "group", "items": [use("c")]}),
                                   symbol("c", use("a"))])
    assert refused(loop) == "s.json: symbols[2].items[0].name: the symbol 'a' places itself (a → b → c → a)"
    twice = base(symbols=[symbol("a"), symbol("a")])
    assert refused(twice) == "s.json: symbols[1].name: the symbol 'a' is already defined (symbols[0])"


def test_symbols_within_symbols_have_a_stated_depth():
    def chain(n: int) -> list[dict]:
        return [symbol(f"s{i}", use(f"s{i + 1}")) for i in range(n - 1)] + [symbol(f"s{n - 1}", path(["Z"]))]

    doc = from_json(base(use("s0"), symbols=chain(MAX_SYMBOL_DEPTH)))
    assert len(doc.symbols) == MAX_SYMBOL_DEPTH
    assert f"more than {MAX_SYMBOL_DEPTH} deep" in refused(base(use("s0"), symbols=chain(MAX_SYMBOL_DEPTH + 1)))


def test_groups_have_their_own_depth_limit_below_the_files():
    deepest = from_json(base(nested_groups(MAX_GROUP_DEPTH, path(["Z"]))))
    assert deepest.pages[0].items
    message = refused(base(nested_groups(MAX_GROUP_DEPTH + 1, path(["Z"]))))
    assert message == "s.json: pages[0].items[0]" + ".items[0]" * MAX_GROUP_DEPTH + \
        f": groups nested more than {MAX_GROUP_DEPTH} deep"
    # 2,000 levels handed in directly (not through a file) are refused before anything recurses
    assert "nested deeper than 48 levels" in refused(base(nested_groups(2000, path(["Z"]))))


def test_the_header_keeps_its_wording():
    assert refused(base(kind="sheet")) == "s.json: kind: expected kind 'scene', got 'sheet'"
    assert "version: format version 2 is not supported" in refused(base(version=2))
    assert refused([1]) == 's.json: top level: expected a JSON object with a "kind"'
    assert refused({"kind": "scene", "version": 1, "pages": []}) == "s.json: pages: too short (at least 1 entry)"


def test_what_pnp_writes_still_loads_unchanged():
    doc = varied_document("cmyk")
    data = json.loads(dumps(to_json(doc)))
    assert from_json(data) == doc
    # the edges of each stated range are accepted
    edge = base(text(size=1000, min_size=950), text(size=0.5, min_size=None), path(["M", -1e5, 1e5], ["Z"]),
                {"type": "group", "transform": [1000, 0, 0, -1000, 1e5, -1e5], "items": []},
                {"type": "icon", "name": "key", "box": [0, 0, 0]}, path(style={"fill": [0, 1, 0.5]}))
    edge["pages"][0].update(width=1, height=2000, bleed=20, slug=50)
    assert len(from_json(edge).pages[0].items) == 6


def test_the_schema_is_published_as_json_schema():
    published = json.dumps(SceneFile.model_json_schema())
    assert '"GeometryCollection"' in published and '"min_size"' in published


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


@pytest.mark.parametrize("data, message", [
    (base(path("M 1 2")), 'pages[0].items[0].segments[0]: expected a segment like ["M", x, y]'),
    (base(symbols=[symbol("a", use("a"))]), "symbols[0].items[0].name: the symbol 'a' places itself"),
    ("deep", "nested deeper than 48 levels"),
    (base(text(text="tab\x0b")), "pages[0].items[0].text: contains the control character U+000B"),
    (base(text(size=1e300)), "pages[0].items[0].size: 1e+300 is too large"),
])
def test_the_cli_refuses_in_one_line_and_writes_nothing(tmp_path, data, message):
    saved = tmp_path / "scene.json"
    if data == "deep":  # 2,000 groups, each inside the last (json.dumps itself would recurse too deep)
        group = '{"type": "group", "items": ['
        data = json.dumps(base()).replace('"items": []', '"items": [' + group * 2000 + "]}" * 2000 + "]")
    saved.write_text(data if isinstance(data, str) else json.dumps(data))
    out = tmp_path / "out"
    for result in (run("verify", str(saved)), run("render", str(saved), "--out", str(out))):
        assert result.returncode == 2, result.stderr
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in result.stderr
        assert lines[0].startswith(f"pnp: error: {saved}: ") and message in lines[0], lines[0]
    assert not out.exists()
