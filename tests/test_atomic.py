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


def test_a_staging_commits_files_from_every_spool_and_leaves_no_folder(tmp_path):
    import pickle

    from pnp.atomic import Staging

    out = tmp_path / "kits"
    with Staging(out) as staging:
        worker_spool = pickle.loads(pickle.dumps(staging.spool("game-a")))  # as a worker process receives it
        staging.adopt(worker_spool.write({out / "a" / "kit.pdf": b"pdf", out / "a" / "deck.svg": b"svg"}))
        staging.adopt(staging.spool("index").write({out / "README.txt": b"index"}))
        assert not out.exists()  # nothing reaches the targets before the commit
        written = staging.commit()
    assert written == sorted([out / "README.txt", out / "a" / "deck.svg", out / "a" / "kit.pdf"])
    assert _snapshot(out) == {"README.txt": b"index", "a/deck.svg": b"svg", "a/kit.pdf": b"pdf"}
    assert not list(tmp_path.rglob(".pnp-staging-*"))


def test_a_staging_left_without_commit_changes_nothing(tmp_path):
    from pnp.atomic import Staging

    (tmp_path / "keep.txt").write_text("mine")
    with pytest.raises(RuntimeError), Staging(tmp_path) as staging:
        staging.adopt(staging.spool("x").write({tmp_path / "keep.txt": b"new", tmp_path / "b.txt": b"b"}))
        raise RuntimeError("the work failed")
    assert _snapshot(tmp_path) == {"keep.txt": b"mine"}


def test_a_staging_checks_every_target_before_moving_any(tmp_path):
    from pnp.atomic import Staging

    (tmp_path / "b.pdf").mkdir()
    with Staging(tmp_path) as staging:
        staging.adopt(staging.spool("x").write({tmp_path / "a.pdf": b"a", tmp_path / "b.pdf": b"b"}))
        with pytest.raises(PnpError, match="b.pdf: it is a folder"):
            staging.commit()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.pdf"]


def test_kits_under_a_file_are_refused_before_any_game_is_made(tmp_path, monkeypatch):
    import pnp.kits
    from pnp.catalog import paper
    from pnp.layout.presets import load_preset

    made = []
    monkeypatch.setattr(pnp.kits, "game_files", lambda task: made.append(task) or {})
    (tmp_path / "blocker").write_text("not a folder")
    with pytest.raises(PnpError, match="cannot create folder"):
        pnp.kits.write_kits(["path-cards"], tmp_path / "blocker" / "kits", 1, 4, paper("a4"), load_preset("home"))
    assert made == []
    assert (tmp_path / "blocker").read_text() == "not a folder"


def _processes_with(token: str) -> list[int]:
    """Processes whose environment holds ``token`` (a kit's workers inherit the kit's environment)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if token.encode() in (entry / "environ").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="finds the workers through /proc")
def test_an_interrupt_while_workers_make_the_kits_ends_them_and_leaves_nothing(tmp_path):
    import os

    games = ["--game", "path-cards,notebook", "--jobs", "2", "--quiet"]
    whole = tmp_path / "whole"
    subprocess.run([sys.executable, "-m", "pnp", "kit", *games, "--out", str(whole)], check=True)
    out = tmp_path / "kits"
    out.mkdir()
    for n, delay in enumerate((0.8, 1.6, 2.6, 3.8)):
        token = f"PNP_INTERRUPT_TEST={os.getpid()}-{n}"
        env = {**os.environ, token.split("=")[0]: token.split("=")[1]}
        proc = subprocess.Popen([sys.executable, "-m", "pnp", "kit", *games, "--out", str(out)], env=env,
                                stderr=subprocess.PIPE)
        time.sleep(delay)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=120)
        deadline = time.monotonic() + 10
        while _processes_with(token) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _processes_with(token) == [], (delay, "a worker outlived the interrupted kit")
        assert not list(out.rglob(".pnp-staging-*")), delay
        assert b"Traceback" not in err, err
        assert b"leaked" not in err, err  # the resource tracker's warning after an interrupt is left out
        after = _snapshot(out)
        assert after in ({}, _snapshot(whole)), (delay, sorted(after)[:5])
        if after:
            return
        assert proc.returncode == 130, (delay, proc.returncode, err)


def test_a_spool_whose_staging_was_removed_fails_in_one_line_and_leaves_nothing(tmp_path):
    from pnp.atomic import Staging

    with Staging(tmp_path / "kits") as staging:
        late = staging.spool("late-worker")
        staging.close()  # as an interrupt does while a worker is still making its files
        with pytest.raises(PnpError, match=r"cannot write .*a\.pdf: No such file or directory"):
            late.write({tmp_path / "kits" / "a.pdf": b"a"})
    assert list(tmp_path.iterdir()) == []
