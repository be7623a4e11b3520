"""Every command that reads a sheet refuses a bad file in one line: exit 2, no traceback, nothing written.

Empty files, binary garbage, invalid UTF-8, a 50 MB file (read only as far as
the 16 MB limit: a sparse file, so the test writes nothing big), and sheets of
0×0 and 1000×1000 squares, as JSON and as text, through verify, render, solve,
score, objectives --against, kit --labyrinth and booklet --labyrinth.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fuzz_helpers import one_line_refusal, run_pnp

from pnp.boundary import MAX_INPUT_BYTES


def _sheet_json(width: int, height: int) -> str:
    return json.dumps({"kind": "labyrinth-sheet", "version": 1, "width": width, "height": height})


def _sheet_text(width: int, height: int) -> str:
    line = "+" + "---+" * width
    rows = [line] + ["|" + "   |" * width, line] * height
    return "side: A\n" + "\n".join(rows) + "\n"


def _big(path: Path) -> None:
    with open(path, "wb") as handle:  # sparse: 50 MB long, nothing written but its last byte
        handle.truncate(50 * 1024 * 1024 - 1)
        handle.seek(50 * 1024 * 1024 - 1)
        handle.write(b"}")


BAD_FILES = {
    "empty.json": lambda p: p.write_bytes(b""),
    "empty.txt": lambda p: p.write_bytes(b""),
    "blank.txt": lambda p: p.write_text("\n   \n\t\n"),
    "garbage.json": lambda p: p.write_bytes(bytes(range(256)) * 4),
    "garbage.txt": lambda p: p.write_bytes(b"\x00\x01\xff\xfe" * 100),
    "latin1.json": lambda p: p.write_bytes('{"kind": "labyrinth-sheet", "id": "caf\xe9"}'.encode("latin-1")),
    "latin1.txt": lambda p: p.write_bytes("title: caf\xe9\n+---+\n|   |\n+---+\n".encode("latin-1")),
    "huge.json": _big,
    "huge.txt": _big,
    "zero.json": lambda p: p.write_text(_sheet_json(0, 0)),
    "zero.txt": lambda p: p.write_text("side: A\n+\n"),
    "vast.json": lambda p: p.write_text(_sheet_json(1000, 1000)),
    "vast.txt": lambda p: p.write_text(_sheet_text(1000, 1000)),
}


def _commands(sheet: Path, tmp: Path) -> dict[str, tuple[str, ...]]:
    card = tmp / "card.json"
    card.write_text(json.dumps({"kind": "objective-card", "version": 1, "difficulty": "easy", "entry": "A",
                                "rows": [{"kind": "exit", "points": 2, "names": ["troll"]}]}))
    path = tmp / "path.json"
    path.write_text("[[0, 0]]")
    out = str(tmp / "out")
    return {
        "verify": ("verify", str(sheet)),
        "render": ("render", str(sheet), "--out", out),
        "solve": ("solve", str(sheet), "--objective", str(card)),
        "score": ("score", str(sheet), "--objective", str(card), "--path", str(path)),
        "objectives": ("objectives", "--against", str(sheet), "--count", "1", "--out", out),
        "kit": ("kit", "--game", "labyrinth", "--labyrinth", str(sheet), "--out", out),
        "booklet": ("booklet", "--labyrinth", str(sheet), "--sheets", "1", "--out", out),
    }


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_every_sheet_reader_refuses_a_bad_file_in_one_line(name, tmp_path):
    sheet = tmp_path / name
    BAD_FILES[name](sheet)
    for command, args in _commands(sheet, tmp_path).items():
        result = run_pnp(*args)
        assert result.escaped is None, (command, repr(result.escaped))
        assert one_line_refusal(result), (command, result.code, result.err)
        assert str(sheet) in result.err, (command, result.err)  # the line names the file
        assert not (tmp_path / "out").exists(), command


def test_an_oversized_file_is_refused_from_its_size_without_reading_it(tmp_path, monkeypatch):
    """The 50 MB file is refused from its size alone: not a byte of it is read."""
    import pnp.boundary as boundary

    sheet = tmp_path / "huge.txt"
    _big(sheet)
    reads: list[int] = []
    real = boundary._read_up_to
    monkeypatch.setattr(boundary, "_read_up_to", lambda fd, limit: reads.append(limit) or real(fd, limit))
    result = run_pnp("verify", str(sheet))
    assert one_line_refusal(result) and f"{MAX_INPUT_BYTES // (1024 * 1024)}" in result.err, result.err
    assert reads == []
