"""`pnp edit` on the command line: the address printed, requests answered, a clean stop; bad options refused."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from pnp.cli import main
from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.jsonio import sheet_to_json
from pnp.games.labyrinth.text_format import sheet_to_text


def refused(capsys, *args: str) -> str:
    with pytest.raises(SystemExit) as stopped:
        main(["edit", "--no-browser", *args])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and err.count("\n") == 1 and "Traceback" not in err
    return err


def test_a_port_in_use_is_one_line(capsys, tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert f"--port {port}: already in use" in refused(capsys, "--port", str(port), "--out", str(tmp_path))


def test_bad_options_and_files_are_one_line(capsys, tmp_path):
    assert "--size" in refused(capsys, "--size", "3x40")
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "labyrinth-sheet", "version": 1, "width": "nine"}')
    assert f"{bad}: width" in refused(capsys, str(bad))
    assert "does not exist" in refused(capsys, str(tmp_path / "missing" / "new.txt"))
    assert "--size is for a new design" in refused(capsys, str(bad), "--size", "9x9")


def test_the_command_costs_nothing_until_it_runs():
    code = ("import sys, pnp.cli; print(sorted(m for m in sys.modules if m.startswith(('pnp.edit', 'pnp.web', "
            "'starlette', 'uvicorn', 'h11'))))")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "[]\n"


# a whole program started (its pool, the standard deck begun in the background): about 1.2 s each, so the
# default run stops it with Ctrl-C only
@pytest.mark.parametrize("signum", [signal.SIGINT, pytest.param(signal.SIGTERM, marks=pytest.mark.slow)])
def test_pnp_edit_prints_its_address_answers_and_stops_cleanly(tmp_path, signum):
    s = generate_sheet(params_for("A"), 3)
    opened = tmp_path / "mine.txt"
    opened.write_text(sheet_to_text(s))
    process = subprocess.Popen([sys.executable, "-m", "pnp", "edit", "--no-browser", "--out", str(tmp_path / "out"),
                                str(opened)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline()
        assert line.startswith("pnp edit: http://127.0.0.1:") and line.endswith("/edit/\n")
        url = line.split(": ", 1)[1].strip()
        token = url.split("/")[3]
        assert len(token) >= 32
        request = urllib.request.Request(url + "api/check", json.dumps({"sheet": sheet_to_json(s)}).encode(),
                                         {"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as answer:
            assert json.loads(answer.read())["verdict"]["ok"]
        process.send_signal(signum)
        out, err = process.communicate(timeout=30)
    finally:
        process.kill()
    assert process.returncode == 0 and err == "pnp edit: stopped\n" and out == ""
    assert opened.read_text() == sheet_to_text(s) and not (tmp_path / "out").exists()


# --- stopping while proofs run: the program ends at once, its workers with it --------------------------------

def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command's name (state first), or None when it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def _alive(pid: int) -> bool:
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def _workers(parent: int) -> list[int]:
    """The pool's processes of ``parent`` (children running multiprocessing's spawn_main)."""
    found = []
    for entry in Path("/proc").iterdir():
        fields = _stat(int(entry.name)) if entry.name.isdigit() else None
        if fields is not None and int(fields[1]) == parent:
            try:
                if b"spawn_main" in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                pass
    return found


def _ignores(pid: int, signum: int) -> bool:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigIgn:"):
            return bool(int(line.split()[1], 16) & (1 << (signum - 1)))
    raise AssertionError("no SigIgn line")


def _cpu_ticks(pids: list[int]) -> int:
    """User and system time the processes have used, in clock ticks."""
    return sum(int(f[11]) + int(f[12]) for f in map(_stat, pids) if f is not None)


def _wait_for(condition, what: str, within: float) -> None:
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.05)


def _ask_ignoring_the_stop(request: urllib.request.Request) -> None:
    try:
        urllib.request.urlopen(request, timeout=300).read()
    except OSError:
        pass  # the program stopped before it answered, as it should


def _get_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=60) as answer:
        return json.loads(answer.read())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the processes in /proc")
@pytest.mark.parametrize("signum, group, moment", [
    (signal.SIGINT, True, "deck"),  # Ctrl-C in the terminal during "Par ranges over the deck"
    (signal.SIGTERM, True, "idle"),  # `timeout 20 pnp edit ...`: the workers idle, waiting for proofs
    pytest.param(signal.SIGTERM, False, "deck", marks=pytest.mark.slow),  # `kill PID`
])
def test_a_stop_while_proofs_run_ends_at_once_with_its_workers(tmp_path, signum, group, moment):
    opened = tmp_path / "mine.txt"
    opened.write_text(sheet_to_text(generate_sheet(params_for("A"), 3)))
    process = subprocess.Popen([sys.executable, "-m", "pnp", "edit", "--no-browser", "--out", str(tmp_path / "out"),
                                str(opened)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)  # its own process group, as a terminal gives a command
    try:
        url = process.stdout.readline().split(": ", 1)[1].strip()
        # the session's standard deck is proven on the pool first; then the workers wait for the page's proofs
        _wait_for(lambda: _get_json(url + "api/session")["deck"] is not None, "the standard deck made", 600)
        workers = _workers(process.pid)
        assert len(workers) == 2
        # after their searches (CP-SAT takes Ctrl-C over during one, and used to leave it to the default action),
        # a signal to the whole group cannot end a worker: the editor ends them, after its stop
        assert all(_ignores(p, signal.SIGINT) and _ignores(p, signal.SIGTERM) for p in workers)
        if moment == "deck":
            big = sheet_to_json(generate_sheet(params_for("A", (20, 20)), 5))
            body = json.dumps({"sides": {"A": big}, "budget": 120, "ticket": 1}).encode()
            request = urllib.request.Request(url + "api/deck", body, {"Content-Type": "application/json"})
            threading.Thread(target=_ask_ignoring_the_stop, args=(request,), daemon=True).start()
            idle = _cpu_ticks(workers)
            _wait_for(lambda: _cpu_ticks(workers) > idle + 20, "the workers proving the deck", 120)
        if group:
            os.killpg(process.pid, signum)
        else:
            process.send_signal(signum)
        out, err = process.communicate(timeout=30)  # the bound: 20 s to stop hung before
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
    assert process.returncode == 0 and err == "pnp edit: stopped\n" and out == ""
    _wait_for(lambda: not any(_alive(p) for p in workers), "the workers ended", 10)


# a stand-in browser: records its command line and what it was given to open, as the user's browser would see it
_BROWSER = '''#!{python}
import json, os, stat, sys
from pathlib import Path
from urllib.parse import unquote, urlparse

facts = {{"argv": sys.argv}}
if sys.argv[1].startswith("file:"):
    page = Path(unquote(urlparse(sys.argv[1]).path))
    facts.update(page=str(page), text=page.read_text(), owner=page.stat().st_uid,
                 page_mode=stat.S_IMODE(page.stat().st_mode), folder_mode=stat.S_IMODE(page.parent.stat().st_mode))
Path({record!r} + ".part").write_text(json.dumps(facts))
os.replace({record!r} + ".part", {record!r})
'''


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the processes in /proc")
def test_the_browser_is_given_a_page_only_this_user_reads_never_the_token(tmp_path):
    record = tmp_path / "browser.json"
    browser = tmp_path / "fake-browser"
    browser.write_text(_BROWSER.format(python=sys.executable, record=str(record)))
    browser.chmod(0o755)
    opened = tmp_path / "mine.txt"
    opened.write_text(sheet_to_text(generate_sheet(params_for("A"), 3)))
    process = subprocess.Popen([sys.executable, "-m", "pnp", "edit", "--out", str(tmp_path / "out"), str(opened)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "BROWSER": str(browser)})
    try:
        url = process.stdout.readline().split(": ", 1)[1].strip()
        token = url.split("/")[3]
        _wait_for(record.exists, "the browser started", 120)
        facts = json.loads(record.read_text())
        assert token not in " ".join(facts["argv"]) and facts["argv"][1].startswith("file:///")
        assert (facts["owner"], facts["page_mode"], facts["folder_mode"]) == (os.getuid(), 0o600, 0o700)
        assert f'url={url}"' in facts["text"] and f'href="{url}"' in facts["text"]  # it sends the browser on
        for cmdline in Path("/proc").glob("[0-9]*/cmdline"):  # nor any other process's command line
            try:
                assert token.encode() not in cmdline.read_bytes(), cmdline
            except OSError:
                pass  # ended meanwhile
        assert _get_json(url + "api/session")["file"] == "mine.txt"  # the address the page leads to works
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0 and err == "pnp edit: stopped\n"
    assert not Path(facts["page"]).parent.exists()  # the page is removed with the session
