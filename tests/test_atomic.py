"""Writing output all or nothing: targets checked first, files staged, interrupts leave nothing behind."""

from __future__ import annotations

import os
import shutil
import signal
import stat
import subprocess
import sys
import textwrap
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
    return [sys.executable, "-m", "pnp", "kit", "--game", "path-cards", "--jobs", "2", "--out", str(out), "--quiet"]


def _catches(pid: int, sig: int) -> bool:
    """Whether the process has a handler of its own for ``sig`` (its SigCgt mask in /proc)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = next(line for line in status.splitlines() if line.startswith("SigCgt:"))
    return bool(int(caught.split()[1], 16) & (1 << (sig - 1)))


def _started(proc: subprocess.Popen) -> bool:
    """Wait until `pnp` has taken over its signals: Python never handles SIGTERM itself, and pnp.entry's first
    step handles it (after SIGINT), so that is when the program's own code answers an interrupt. Before it, only
    Python's start-up runs, which no program's code can guard. False if the program ended first."""
    while not _catches(proc.pid, signal.SIGTERM):
        if proc.poll() is not None:
            return False
        time.sleep(0.005)  # polling a state, not waiting for a time
    return True


# SIGTERM goes the same way as SIGINT (one handler holds both): it runs in the slow suite
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads the program's handlers in /proc")
@pytest.mark.parametrize("sig", [signal.SIGINT, pytest.param(signal.SIGTERM, marks=pytest.mark.slow)],
                         ids=["SIGINT", "SIGTERM"])
def test_an_interrupt_at_any_moment_leaves_the_kit_folder_as_it_was_or_complete(tmp_path, sig):
    whole = tmp_path / "whole"
    timed = subprocess.Popen(_kit_command(whole), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert _started(timed)
    began = time.monotonic()
    assert timed.wait(timeout=300) == 0, timed.communicate()[1]
    span = time.monotonic() - began  # the program's run on this machine now, from its first step to its end
    out = tmp_path / "kits"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    before = _snapshot(out)
    complete = {**before, **_snapshot(whole)}
    outcomes = []
    # moments spread over the whole run as this machine runs it (the last ones may come after the end), and the
    # moment the kit's first file appears (the final renames have begun): each outcome is checked
    for moment in [*(span * k / 6 for k in range(7)), "renaming"]:
        proc = subprocess.Popen(_kit_command(out), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if _started(proc):
            if moment == "renaming":
                while not (out / "path-cards").exists() and proc.poll() is None:
                    pass  # no sleep: the renames take a few milliseconds
            else:
                time.sleep(moment)  # when to interrupt (any moment is right): not a wait for something to be ready
            proc.send_signal(sig)
        _, err = proc.communicate(timeout=300)
        after = _snapshot(out)
        leftovers = [p for p in out.rglob("*") if p.name.startswith(".pnp-staging-") or p.suffix == ".tmp"]
        assert not leftovers, (moment, leftovers)
        assert b"Traceback" not in err, err
        assert after in (before, complete), (moment, proc.returncode, sorted(set(complete) - set(after))[:5])
        if after == before:  # stopped by pnp's handler: one line
            assert proc.returncode == 130 and err.strip() == b"pnp: interrupted", (moment, proc.returncode, err)
        else:  # the signal came during the final renames (held until they were done) or after
            assert proc.returncode in (0, 130, -sig), (moment, proc.returncode, err)  # -sig: at the exit
            shutil.rmtree(out / "path-cards")  # back to as it was, for the next moment
        outcomes.append(after == before)
    assert True in outcomes  # else no interrupt landed while the kit was being made, and nothing was checked
    assert outcomes[-1] is False  # an interrupt once the renames have begun: the kit arrives whole


# A program with pnp's handlers and a second thread (as a kit's parent has once numpy or a worker pool has
# started one) whose commit is interrupted after its first rename, the signal landing in that other thread (as
# the kernel may choose: that thread does not hold it): all the files still arrive, and then it stops.
_COMMIT = textwrap.dedent("""
    import os, signal, sys, threading
    from pathlib import Path
    import pnp.atomic
    from pnp.atomic import Staging, stop_on_signal, write_files

    sig, how, out = int(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, stop_on_signal)
    go, landed = threading.Event(), threading.Event()

    def other_thread():
        go.wait()
        signal.pthread_kill(threading.get_ident(), sig)  # delivered here, in this thread, before it returns
        landed.set()

    threading.Thread(target=other_thread, daemon=True).start()
    real_replace = os.replace

    def replace(src, dst):
        real_replace(src, dst)
        if not go.is_set():
            go.set()
            landed.wait()  # the signal has landed: Python acts on it at the main thread's next step

    pnp.atomic.os.replace = replace
    files = {out / f"f{i:02d}.txt": b"new" for i in range(20)}
    try:
        if how == "staging":
            with Staging(out) as staging:
                staging.adopt(staging.spool("x").write(files))
                staging.commit()
        else:
            write_files(files)
    except KeyboardInterrupt:  # as pnp.cli.main ends then
        sys.stderr.write("pnp: interrupted\\n")
        sys.exit(130)
    print("finished")
""")


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("how", ["staging", "write_files"])
def test_a_signal_landing_in_another_thread_during_the_renames_waits_for_the_last(tmp_path, sig, how):
    out = tmp_path / "out"
    out.mkdir()
    (out / "f00.txt").write_text("old")
    run = subprocess.run([sys.executable, "-c", _COMMIT, str(int(sig)), how, str(out)], capture_output=True,
                         text=True, timeout=120)
    assert sorted(p.name for p in out.iterdir()) == [f"f{i:02d}.txt" for i in range(20)], run.stderr
    assert {p.read_text() for p in out.iterdir()} == {"new"}
    assert run.returncode == 130 and "finished" not in run.stdout, (run.returncode, run.stdout)
    assert run.stderr.strip() == "pnp: interrupted" and "Traceback" not in run.stderr, run.stderr


# What the `pnp` program has imported at the moment it first holds or handles SIGINT (the program's own start,
# run as `python -m pnp`), beyond what Python's start and runpy import anyway
_FIRST_STEP = textwrap.dedent("""
    import runpy, sys, _signal
    bare, seen = set(sys.modules), []

    def spy(real):
        def call(*args):
            if not seen:
                seen.append(sorted(set(sys.modules) - bare))
            return real(*args)
        return call

    _signal.signal, _signal.pthread_sigmask = spy(_signal.signal), spy(_signal.pthread_sigmask)
    sys.argv = ["pnp", "--version"]
    try:
        runpy.run_module("pnp", run_name="__main__", alter_sys=True)
    except SystemExit:
        pass
    print(seen[0] if seen else "never")
""")


def test_the_program_takes_over_ctrl_c_before_it_imports_anything_that_takes_time():
    run = subprocess.run([sys.executable, "-c", _FIRST_STEP], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    # the package (whose API is imported when first used), its version string and the entry module: a signal
    # before this is Python's own start; anything else loaded here would widen the moment a Ctrl-C gives a
    # traceback (the API imported eagerly took 50 ms to 0.5 s on a loaded machine)
    assert eval(run.stdout.strip().splitlines()[-1]) in (["pnp", "pnp.entry", "pnp.version"],
                                                          ["__future__", "pnp", "pnp.entry", "pnp.version"]), \
        run.stdout


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
        if _started(proc):
            time.sleep(delay)  # when to interrupt, from the program's first step: not a wait for a state
            proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=120)
        deadline = time.monotonic() + 60  # only bounds a failure
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


@pytest.fixture
def umask_027():
    previous = os.umask(0o027)  # this test process's alone (each xdist worker is a process of its own)
    yield
    os.umask(previous)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("how", ["write_files", "staging"])
def test_a_replaced_file_keeps_its_permissions_and_a_new_one_follows_the_umask(tmp_path, umask_027, how):
    private, shared, new = tmp_path / "private.json", tmp_path / "shared.pdf", tmp_path / "sub" / "new.svg"
    private.write_bytes(b"old")
    private.chmod(0o600)
    shared.write_bytes(b"old")
    shared.chmod(0o664)
    files = {private: b"p", shared: b"s", new: b"n"}
    if how == "write_files":
        write_files(files)
    else:
        from pnp.atomic import Staging

        with Staging(tmp_path) as staging:
            staging.adopt(staging.spool("x").write(files))
            staging.commit()
    assert {p: p.read_bytes() for p in files} == files
    assert (_mode(private), _mode(shared), _mode(new)) == (0o600, 0o664, 0o666 & ~0o027)


def test_saving_over_a_private_file_with_the_program_keeps_it_private(tmp_path):
    out = tmp_path / "proof.pdf"
    out.write_bytes(b"old")
    out.chmod(0o600)
    run = subprocess.run([sys.executable, "-m", "pnp", "proof", "--out", str(out)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert out.read_bytes().startswith(b"%PDF") and _mode(out) == 0o600
