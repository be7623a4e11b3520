"""Writing output all or nothing: targets checked first, files staged, interrupts leave nothing behind."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

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


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_several_files_are_written_all_or_none(tmp_path):
    (tmp_path / "proof-002.svg").mkdir()  # a folder where the second file must go
    files = {tmp_path / "proof.pdf": b"pdf", tmp_path / "proof-001.svg": b"one", tmp_path / "proof-002.svg": b"two"}
    with pytest.raises(PnpError, match="proof-002.svg: it is a folder"):
        write_files(files)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["proof-002.svg"]  # nothing written, no staging left


def test_a_command_writing_several_files_checks_every_target_first(tmp_path):
    out = tmp_path / "d"
    (out / "proof-002.svg").mkdir(parents=True)
    result = subprocess.run([sys.executable, "-m", "pnp", "proof", "--format", "pdf,svg", "--out", str(out)],
                            capture_output=True, text=True)
    assert result.returncode == 2 and "proof-002.svg: it is a folder" in result.stderr
    assert sorted(p.name for p in out.iterdir()) == ["proof-002.svg"]


def _kit_command(out: Path) -> list[str]:
    return [sys.executable, "-m", "pnp", "kit", "--game", "path-cards", "--out", str(out), "--quiet"]


# SIGTERM goes the same way as SIGINT (one handler holds both): it runs in the slow suite
@pytest.mark.parametrize("sig", [signal.SIGINT, pytest.param(signal.SIGTERM, marks=pytest.mark.slow)],
                         ids=["SIGINT", "SIGTERM"])
def test_an_interrupt_at_any_moment_leaves_the_kit_folder_as_it_was_or_complete(tmp_path, sig):
    whole = tmp_path / "whole"
    subprocess.run(_kit_command(whole), check=True, capture_output=True)
    out = tmp_path / "kits"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    before = _snapshot(out)
    complete = {**before, **_snapshot(whole)}
    for delay in (0.4, 1.0, 1.6, 2.2, 2.8, 3.6, 4.6, 6.0):
        proc = subprocess.Popen(_kit_command(out), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        time.sleep(delay)
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=120)
        after = _snapshot(out)
        leftovers = [p for p in out.rglob("*") if p.name.startswith(".pnp-staging-") or p.suffix == ".tmp"]
        assert not leftovers, (delay, leftovers)
        assert b"Traceback" not in err, err
        if after != before:
            # the signal came during the final renames (held until they were done) or after: the kit is whole
            assert after == complete, (delay, proc.returncode, err)
            assert proc.returncode in (0, 130, -sig), (delay, proc.returncode, err)  # -sig: it came at the exit
            return
        assert proc.returncode in (130, -sig), (delay, proc.returncode, err)
