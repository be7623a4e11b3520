"""The published JSON Schemas (docs/schemas/): up to date, valid, and in agreement with pnp's own readers.

Checked with jsonschema (draft 2020-12), as an editor or another program
would: everything pnp writes is valid against its kind's schema; a file the
schema refuses, the reader refuses too (hand-broken files, and hypothesis'
mutations of every kind's example); the shipped TOML files fit theirs.
"""

from __future__ import annotations

import copy
import json
import tomllib
from pathlib import Path

import pytest
from fuzz_helpers import example_json, mutated
from hypothesis import HealthCheck, given, settings
from jsonschema import Draft202012Validator

from pnp.errors import PnpError
from pnp.jsonio import dumps
from pnp.published_schemas import all_schemas, schema_bytes
from pnp.registry import kind, kinds
from pnp.resources import fonts_dir, layouts_dir

DOCS = Path(__file__).resolve().parents[1] / "docs" / "schemas"
SCHEMAS = all_schemas()


def validator(name: str) -> Draft202012Validator:
    return Draft202012Validator(SCHEMAS[name])


def test_docs_schemas_are_the_generated_ones():
    on_disk = {p.name for p in DOCS.glob("*.json")}
    assert on_disk == set(SCHEMAS), "run: pnp schemas --out docs/schemas"
    for name, schema in SCHEMAS.items():
        assert (DOCS / name).read_bytes() == schema_bytes(schema), f"{name} is stale: pnp schemas --out docs/schemas"


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_each_schema_is_a_valid_draft_2020_12_schema_with_an_id(name):
    Draft202012Validator.check_schema(SCHEMAS[name])
    assert SCHEMAS[name]["$id"].startswith("urn:pnp:schema:")


def _written(kind_name: str) -> dict:
    """A file of the kind exactly as pnp writes it (with its $schema)."""
    return json.loads(dumps(example_json(kind_name)))


@pytest.mark.parametrize("kind_name", sorted(kinds()))
def test_every_kind_pnp_writes_is_valid_against_its_schema(kind_name):
    data = _written(kind_name)
    assert data["$schema"] == SCHEMAS[f"{kind_name}.schema.json"]["$id"]
    errors = list(validator(f"{kind_name}.schema.json").iter_errors(data))
    assert not errors, [e.message for e in errors[:3]]


def test_files_a_command_writes_are_valid_against_their_schemas(tmp_path):
    """Beyond the examples: what generate commands write as JSON, each against its kind's schema."""
    import pnp

    made = [pnp.generate("sheet", seed=3, side="A"), pnp.generate("minigames", seed=2, type="troll,key"),
            pnp.generate("path-cards", seed=5), pnp.generate("notebook", seed=4, runs=5)]
    for content in made:
        data = json.loads(dumps(content.to_json()))
        errors = list(validator(f"{data['kind']}.schema.json").iter_errors(data))
        assert not errors, (data["kind"], [e.message for e in errors[:3]])


# Hand-broken files: each is refused by the schema and by pnp's reader alike.
BROKEN = [
    ("labyrinth-sheet", lambda d: d.update(width="9")),
    ("labyrinth-sheet", lambda d: d.update(width=0)),
    ("labyrinth-sheet", lambda d: d.update(colour="red")),
    ("labyrinth-sheet", lambda d: d["symbols"].append({"at": [1, 1], "symbol": "dragon"})),
    ("labyrinth-sheet", lambda d: d.pop("height")),
    ("labyrinth", lambda d: d["sides"].pop("B")),
    ("objective-card", lambda d: d.update(rows=[])),
    ("objective-card", lambda d: d["rows"][0].update(points=1e30)),
    ("objective-deck", lambda d: d.update(cards="all")),
    ("minigame-tile", lambda d: d.update(type="dragon")),
    ("minigame-tile", lambda d: d.update(id="A\u0007B")),
    ("minigame-set", lambda d: d.update(tiles=[])),
    ("maze-tiles", lambda d: d["tiles"][0].update(pathways=["N", "Q"])),
    ("path-deck", lambda d: d.update(cards=[])),
    ("notebook", lambda d: d.update(levels=[])),
    ("notebook", lambda d: d["rooms"][0].update(facing="up")),
    ("scene", lambda d: d["pages"][0].update(width=-5)),
    ("scene", lambda d: d["pages"][0]["items"].append({"type": "blob"})),
    ("scene", lambda d: d.update(version=2)),
    ("scene", lambda d: d.update({"$schema": "urn:pnp:schema:notebook:1"})),
]


def _reader_refuses(kind_name: str, data: object) -> bool:
    try:
        kind(kind_name).from_json(data, "broken.json")  # type: ignore[arg-type]
    except PnpError:
        return True
    return False


@pytest.mark.parametrize("kind_name, breaking", BROKEN, ids=[f"{k}-{i}" for i, (k, _) in enumerate(BROKEN)])
def test_a_hand_broken_file_is_refused_by_the_schema_and_the_reader(kind_name, breaking):
    data = copy.deepcopy(_written(kind_name))
    breaking(data)
    assert list(validator(f"{kind_name}.schema.json").iter_errors(data)), "the schema accepts it"
    assert _reader_refuses(kind_name, data), "the reader accepts it"


def test_what_a_schema_cannot_say_is_left_to_the_reader():
    """A wall between squares that are not neighbours fits the schema (two squares); the reader refuses it."""
    data = _written("labyrinth-sheet")
    data["walls"].append([[0, 0], [5, 5]])
    assert not list(validator("labyrinth-sheet.schema.json").iter_errors(data))
    assert _reader_refuses("labyrinth-sheet", data) or not kind("labyrinth-sheet").verify(
        kind("labyrinth-sheet").from_json(data, "x.json")).ok


@pytest.mark.parametrize("kind_name", sorted(kinds()))
def test_the_reader_never_accepts_what_the_schema_refuses(kind_name):
    base = _written(kind_name)
    schema = validator(f"{kind_name}.schema.json")

    @settings(max_examples=25, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(mutated(base))
    def check(case: tuple[object, list[str]]) -> None:
        data, said = case
        if isinstance(data, dict) and list(schema.iter_errors(data)):
            assert _reader_refuses(kind_name, data), said

    check()


@pytest.mark.parametrize("name, path", [
    *((f"preset-{p.stem}", p) for p in sorted((layouts_dir() / "presets").glob("*.toml"))),
    ("paper", layouts_dir() / "paper.toml"), ("components", layouts_dir() / "components.toml"),
    ("fonts", fonts_dir() / "fonts.toml"),
])
def test_the_shipped_toml_files_fit_their_schemas(name, path):
    schema = "preset" if name.startswith("preset-") else name
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    errors = list(validator(f"{schema}.toml.schema.json").iter_errors(data))
    assert not errors, [e.message for e in errors[:3]]
