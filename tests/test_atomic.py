from __future__ import annotations

import pytest

from pnp.atomic import write_bytes, write_files
from pnp.errors import PnpError


def test_write_replaces_the_file_and_leaves_no_temporary_files(tmp_path):
    target = tmp_path / "a.pdf"
    target.write_bytes(b"old")
    write_bytes(target, b"new")
    assert target.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["a.pdf"]


def test_a_folder_in_the_way_is_reported_and_nothing_is_written(tmp_path):
    (tmp_path / "a.pdf").mkdir()
    with pytest.raises(PnpError, match="it is a folder"):
        write_bytes(tmp_path / "a.pdf", b"x")
    assert [p.name for p in tmp_path.iterdir()] == ["a.pdf"]


def test_several_files_check_every_folder_before_writing_any(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(PnpError, match="cannot create folder"):
        write_files({tmp_path / "ok" / "a.pdf": b"1", tmp_path / "file" / "b.pdf": b"2"})
    assert not (tmp_path / "ok" / "a.pdf").exists()
