"""Hostile files at the boundary: every model kind's JSON and every preset's TOML, mutated by hypothesis.

Each case must end in one of two ways: exit 0 with valid output (every SVG
well-formed XML with finite numbers), or exit 2 with one line naming what is
wrong, no traceback, and nothing written. ``pnp verify`` may also exit 1 (a
well-formed model that breaks a rule), and then ``pnp render`` refuses it.
The default run is small so ``make test`` stays fast; ``make test-slow``
runs many more cases (the counts are the ``max_examples`` below).
"""

from __future__ import annotations

import json
import re
import tempfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from fuzz_helpers import HOSTILE_TOML, example_json, mutated, one_line_refusal, run_pnp, toml_text
from hypothesis import HealthCheck, given, settings

from pnp.registry import kinds
from pnp.resources import layouts_dir

FEW, MANY = 12, 150  # cases per kind: make test, make test-slow
NON_FINITE = re.compile(r"(?<![A-Za-z])(nan|inf|infinity)(?![A-Za-z])", re.IGNORECASE)


def _svg_problems(folder: Path) -> list[str]:
    problems = []
    for svg in sorted(folder.rglob("*.svg")):
        try:
            root = ET.parse(svg).getroot()
        except ET.ParseError as err:
            problems.append(f"{svg.name}: not well-formed XML: {err}")
            continue
        for element in root.iter():
            for name, value in element.attrib.items():
                if NON_FINITE.search(value):
                    problems.append(f"{svg.name}: {element.tag} {name}={value[:60]!r}")
    return problems


def _check_model_file(data: object, said: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        model = Path(tmp) / "model.json"
        model.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        checked = run_pnp("verify", str(model))
        assert checked.escaped is None, (said, repr(checked.escaped))
        assert checked.code in (0, 1, 2), (said, checked)
        if checked.code == 2:
            assert one_line_refusal(checked), (said, checked.err)
        out = Path(tmp) / "out"
        drawn = run_pnp("render", str(model), "--format", "svg", "--out", str(out))
        assert drawn.escaped is None, (said, repr(drawn.escaped))
        if drawn.code == 0:
            assert checked.code == 0, (said, "render drew what verify rejects", checked.out, checked.err)
            assert not _svg_problems(out), (said, _svg_problems(out))
        else:
            assert one_line_refusal(drawn), (said, drawn.code, drawn.err)
            assert not out.exists(), (said, "a refused render wrote", sorted(out.rglob("*")))


def _fuzz_model(kind_name: str, examples: int) -> None:
    base = example_json(kind_name)

    @settings(max_examples=examples, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(mutated(base))
    def check(case: tuple[object, list[str]]) -> None:
        _check_model_file(*case)

    check()


@pytest.mark.parametrize("kind_name", sorted(kinds()))
def test_a_mutated_model_file_is_drawn_or_refused_in_one_line(kind_name):
    _fuzz_model(kind_name, FEW)


@pytest.mark.slow
@pytest.mark.parametrize("kind_name", sorted(kinds()))
def test_many_mutated_model_files_are_drawn_or_refused_in_one_line(kind_name):
    _fuzz_model(kind_name, MANY)


PRESETS = sorted(p.stem for p in (layouts_dir() / "presets").glob("*.toml"))


def _check_preset(text: str, said: list[str], model: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        preset = Path(tmp) / "mine.toml"
        preset.write_text(text, encoding="utf-8")
        out = Path(tmp) / "out"
        drawn = run_pnp("render", str(model), "--preset", str(preset), "--format", "pdf,svg", "--out", str(out))
        assert drawn.escaped is None, (said, repr(drawn.escaped))
        if drawn.code == 0:
            assert not _svg_problems(out), (said, _svg_problems(out))
            for pdf in out.rglob("*.pdf"):
                content = pdf.read_bytes()
                assert content.startswith(b"%PDF-") and not re.search(rb"[ \[](nan|inf)[ \]]", content), said
        else:
            assert one_line_refusal(drawn), (said, drawn.code, drawn.err)
            assert not out.exists(), (said, "a refused render wrote")


def _fuzz_preset(name: str, examples: int, tmp_path: Path) -> None:
    base = tomllib.loads((layouts_dir() / "presets" / f"{name}.toml").read_text(encoding="utf-8"))
    model = tmp_path / "cards.json"
    model.write_text(json.dumps(example_json("path-deck")), encoding="utf-8")

    @settings(max_examples=examples, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(mutated(base, HOSTILE_TOML))
    def check(case: tuple[dict, list[str]]) -> None:
        doc, said = case
        if not isinstance(doc, dict):
            return  # a TOML document is always a table
        _check_preset(toml_text(doc), said, model)

    check()


@pytest.mark.parametrize("name", PRESETS)
def test_a_mutated_preset_is_used_or_refused_in_one_line(name, tmp_path):
    _fuzz_preset(name, FEW, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("name", PRESETS)
def test_many_mutated_presets_are_used_or_refused_in_one_line(name, tmp_path):
    _fuzz_preset(name, MANY, tmp_path)
