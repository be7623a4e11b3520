"""pages.json tells a program what README.txt tells a reader: the same pages for a first game, the same first
page of each part, every page of kit.pdf accounted for, and the answer keys marked (the studio hides them)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pdfcheck import page_count

from pnp.catalog import paper
from pnp.kits.build import build_kit
from pnp.layout.presets import available, load_preset
from tests.kits.readme_check import sections
from tests.kits.test_readme import small_kit


def _expanded(listed: str) -> list[int]:
    pages: list[int] = []
    for piece in listed.split(","):
        low, _, high = piece.strip().partition("-")
        pages += range(int(low), int(high or low) + 1)
    return pages


def _check(files: dict[Path, bytes]) -> dict:
    facts = json.loads(files[Path("pages.json")])
    readme = files[Path("README.txt")].decode()
    assert facts["pages"] == page_count(files[Path("kit.pdf")])
    said = re.search(r"Print these pages of kit\.pdf: ([0-9,-]+) ", readme)
    assert facts["first_game"] == (_expanded(said.group(1)) if said else [])
    assert all(1 <= p <= facts["pages"] for p in facts["first_game"])
    listed = sections(readme)["What is in kit.pdf"]
    for part in facts["parts"]:
        if part["first"] is not None:
            assert any(line.startswith(f"- page {part['first']}: {part['title']}") for line in listed), part
            assert part["first"] <= part["last"] <= facts["pages"]
    first_rule, last_rule = facts["rules"]
    assert f"- pages {first_rule}-{last_rule}: Rules." in listed or f"- page {first_rule}: Rules." in listed
    answers = [p for p in facts["parts"] if p["answers"]]
    for part in answers:  # nothing a first game prints is an answer key
        if part["first"] is not None:
            assert not set(range(part["first"], part["last"] + 1)) & set(facts["first_game"])
    return facts


@pytest.mark.parametrize("preset_name", available())
def test_a_small_kits_page_map_agrees_with_its_readme_under_every_preset(preset_name):
    preset = load_preset(preset_name)
    sheet = preset.drawing_paper(paper(preset.paper))
    facts = _check(build_kit(small_kit(sheet, True, True), preset, sheet))
    assert [p["slug"] for p in facts["parts"] if p["answers"]] == ["answers"]


def test_a_real_kits_page_map_agrees_with_its_readme(print_shop_kits):
    for game in ("labyrinth", "notebook"):
        files = {p.relative_to(game): d for p, d in print_shop_kits.items() if p.parts[0] == game}
        facts = _check(files)
        assert facts["game"] == game and facts["first_game"], game
