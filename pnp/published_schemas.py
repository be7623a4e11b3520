"""The JSON Schemas pnp publishes (docs/schemas/): one per model kind and per TOML format, draft 2020-12.

They are generated from the same pydantic models that check every file at the
boundary (:mod:`pnp.schema`), so the published schema and the reader never
disagree on structure. What a schema cannot say (walls between neighbouring
squares, rooms that exist, one staircase per letter, a proven par) the
readers and ``pnp verify`` check after; docs/schemas/README.md lists it.
``pnp schemas --out DIR`` writes them; a test keeps docs/schemas/ up to date.
"""

from __future__ import annotations

from typing import Any

from pnp.contract import Ref
from pnp.jsonio import json_text
from pnp.model_file import SCHEMA_KEY, schema_ref

DIALECT = "https://json-schema.org/draft/2020-12/schema"
VERSION = 1  # every kind is at format version 1

# TOML formats: the model and what the file is
TOML_FORMATS: dict[str, tuple[Ref[Any], str]] = {
    "preset": (Ref("pnp.layout.preset_schema:PresetFile"), "A printer preset (layouts/presets/*.toml, --preset FILE)"),
    "paper": (Ref("pnp.catalog_schema:PaperFile"), "Paper sizes (layouts/paper.toml)"),
    "components": (Ref("pnp.catalog_schema:ComponentFile"), "Component sizes (layouts/components.toml)"),
    "fonts": (Ref("pnp.fonts_schema:FontFile"), "The font list (fonts/fonts.toml)"),
}


def _model(spec: Ref[Any]) -> Any:
    """The type a reference names: a model, or a function that builds one (a union of minigames)."""
    found = spec.load(object)
    return found if isinstance(found, type) else found()


def _schema(model: Any, schema_id: str, title: str) -> dict[str, Any]:
    from pydantic import TypeAdapter

    body = TypeAdapter(model).json_schema()
    out: dict[str, Any] = {"$schema": DIALECT, "$id": schema_id, "title": title}
    out |= {k: v for k, v in body.items() if k != "title"}
    return out


def _allow_schema_key(schema: dict[str, Any]) -> dict[str, Any]:
    """A model file may name its schema: ``$schema`` is allowed at the top (of each member of a union)."""
    prop = {"const": schema["$id"], "description": "The file's own JSON Schema (optional)"}
    members = schema.get("oneOf") or schema.get("anyOf")
    targets = [schema] if "properties" in schema else []
    for member in members or []:
        ref = member.get("$ref", "")
        if ref.startswith("#/$defs/"):
            targets.append(schema["$defs"][ref.removeprefix("#/$defs/")])
    for target in targets:
        target["properties"] = {SCHEMA_KEY: prop, **target["properties"]}
    return schema


def kind_schema(kind_name: str) -> dict[str, Any]:
    """The JSON Schema of a model kind's files."""
    from pnp.registry import kind

    ops = kind(kind_name).ops
    if not ops.schema:
        raise ValueError(f"the kind {kind_name!r} declares no schema")
    schema = _schema(_model(ops.schema), schema_ref(kind_name, VERSION), f"pnp {kind_name} file")
    return _allow_schema_key(schema)


def all_schemas() -> dict[str, dict[str, Any]]:
    """File name -> schema, for every model kind and TOML format."""
    from pnp.registry import kinds

    out = {f"{name}.schema.json": kind_schema(name) for name in sorted(kinds())}
    for name, (spec, title) in TOML_FORMATS.items():
        out[f"{name}.toml.schema.json"] = _schema(_model(spec), f"urn:pnp:schema:{name}-toml:{VERSION}", title)
    return out


def schema_bytes(schema: dict[str, Any]) -> bytes:
    return (json_text(schema, indent=1) + "\n").encode("utf-8")
