"""`pnp edit` on the command line: the address printed, requests answered, a clean stop; bad options refused."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import urllib.request

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
    code = "import sys, pnp.cli; print(sorted(m for m in sys.modules if m.startswith('pnp.edit')))"
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
        assert line.startswith("pnp edit: http://127.0.0.1:") and line.endswith("/\n")
        url = line.split(": ", 1)[1].strip()
        token = url.rstrip("/").rsplit("/", 1)[1]
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
