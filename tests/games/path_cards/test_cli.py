"""`pnp path-cards` and `pnp simulate path-cards` end to end."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pnp.games.path_cards.jsonio import deck_from_json
from pnp.games.path_cards.pieces import marker_count
from pnp.games.path_cards.verify import verify_deck


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def one_line_error(result: subprocess.CompletedProcess, *needles: str) -> None:
    assert result.returncode == 2, (result.stdout, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert lines[0].startswith("pnp: error: ")
    for n in needles:
        assert n in lines[0], lines[0]


def test_path_cards_writes_the_pdf_and_the_json_deck_which_verifies(tmp_path: Path):
    result = run("path-cards", "--seed", "4", "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    pdf, js = tmp_path / "path-cards-4.pdf", tmp_path / "path-cards-4.json"
    assert pdf.read_bytes().startswith(b"%PDF-")
    deck = deck_from_json(json.loads(js.read_text()), str(js))
    assert deck.seed == 4 and len(deck.cards) == 50 and verify_deck(deck).ok
    import pypdfium2

    # 50 cards and the rules card on 70 mm slots, 6 to an A4 sheet, each sheet followed by its back; then the
    # markers' sheet and its back, and the score pad
    assert len(pypdfium2.PdfDocument(pdf.read_bytes())) == 2 * 9 + 2 + 1
    single = run("path-cards", "--seed", "4", "--layout", "cards", "--format", "pdf",
                 "--out", str(tmp_path / "one.pdf"))
    assert single.returncode == 0 and len(pypdfium2.PdfDocument((tmp_path / "one.pdf").read_bytes())) == \
        102 + 2 * marker_count() + 1


def test_path_cards_gives_the_same_bytes_for_the_same_seed(tmp_path: Path):
    for name in ("a", "b"):
        assert run("path-cards", "--seed", "9", "--format", "json,svg", "--out", str(tmp_path / name)).returncode == 0
    a = {p.name: p.read_bytes() for p in sorted((tmp_path / "a").iterdir())}
    b = {p.name: p.read_bytes() for p in sorted((tmp_path / "b").iterdir())}
    assert a == b and len(a) == 1 + 18 + 2 + 1


def test_path_cards_rejects_a_bad_format_in_one_line():
    one_line_error(run("path-cards", "--format", "docx"), "--format")


def test_simulate_path_cards_prints_one_name_value_per_line():
    result = run("simulate", "path-cards", "--variant", "caffeinated", "--players", "3", "--games", "8", "--seed", "2")
    assert result.returncode == 0, result.stderr
    values = dict(line.split(": ", 1) for line in result.stdout.strip().splitlines())
    assert values["variant"] == "caffeinated" and values["players"] == "3"
    assert values["games"] == "8" and values["games_finished"] == "8" and values["illegal_states"] == "0"
    assert float(values["mean_turns"]) > 0 and 0 <= float(values["collecting_turn_share"]) <= 1
    assert "mean_cards_collected_per_player" in values


def test_simulate_path_cards_json_matches_the_lines_and_is_deterministic():
    args = ("simulate", "path-cards", "--variant", "steroids", "--players", "2", "--games", "5", "--bots", "greedy")
    one = json.loads(run(*args, "--json").stdout)
    two = json.loads(run(*args, "--json").stdout)
    assert one == two and one["bots"] == "greedy" and one["illegal_states"] == 0
    lines = dict(line.split(": ", 1) for line in run(*args).stdout.strip().splitlines())
    assert lines["mean_turns"] == str(one["mean_turns"])


def test_simulate_is_a_group_with_a_path_cards_subcommand():
    result = run("simulate", "--help")
    assert result.returncode == 0 and "path-cards" in result.stdout


@pytest.mark.parametrize("args, needle", [
    (("--players", "1"), "--players"),
    (("--players", "seven"), "--players"),
    (("--games", "0"), "--games"),
    (("--variant", "decaf"), "--variant"),
    (("--bots", "random,clever"), "--bots"),
    (("--seed", "abc"), "--seed"),
    (("--jobs", "0"), "--jobs"),
])
def test_bad_simulate_options_are_one_line_errors_naming_the_option(args, needle):
    one_line_error(run("simulate", "path-cards", *args), needle)


def test_importing_the_command_module_loads_no_heavy_library():
    code = ("import sys; import pnp.cli.simulate; "
            "print(sorted(m for m in ('reportlab','shapely','fontTools','pypdfium2') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
