"""The site (pnp/web) the editor is served on: its home path, groups beside the editor, Origin, chunked bodies, a
bug's answer, and `--host` for a local network (IP literals with the right port, never a name it does not know)."""

from __future__ import annotations

import http.client
import json
import signal
import socket
import subprocess
import sys

import pytest
from edit_helpers import Client, Reply, serve, small_deck

from pnp.edit.proofs import Proofs
from pnp.edit.run import start, stop
from pnp.edit.session import open_session
from pnp.games.labyrinth.jsonio import sheet_to_json
from pnp.games.labyrinth.model import Sheet
from pnp.web.guard import SECURITY
from pnp.web.site import get, post

BLANK = {"sheet": sheet_to_json(Sheet(5, 5, frozenset(), ()))}


@pytest.fixture
def site(tmp_path):
    """A factory: ``site(host="127.0.0.1", groups=None)`` gives a Client to the editor's site started with
    those; every site is stopped at the end."""
    running = []

    def make(host: str = "127.0.0.1", groups=None) -> Client:
        session = open_session(None, None, None, str(tmp_path / "out"))
        if groups is None:
            running.append(serve(session, host=host))
        else:
            running.append(start(session, 0, host=host, groups=groups,
                                 proofs=Proofs(session.seed, jobs=1, cards=small_deck())))
        return Client(running[-1])

    yield make
    for each in running:
        stop(each)


def test_the_home_path_sends_the_browser_to_the_editor(site):
    client = site()
    home = client.request("GET", f"/{client.token}/")
    assert home.status == 303 and home.headers["location"] == "edit/"
    bare = client.request("GET", f"/{client.token}/edit")  # without its slash: relative URLs would lose edit/
    assert bare.status == 307 and bare.headers["location"] == "edit/"  # relative to /TOKEN/edit: /TOKEN/edit/
    page = client.get("")
    assert page.status == 200 and b'src="editor.js"' in page.body  # the page's own files, relative to edit/
    for path in ("/", "/edit/", f"/{client.token}edit/", f"/edit/{client.token}/"):
        reply = client.request("GET", path)
        assert reply.status == 404 and reply.json == {"error": "not found"}


def test_groups_beside_the_editor_and_a_home_page_of_their_own(site):
    seen = []
    groups = {"studio": [get("/api/ping", lambda: {"pong": True}),
                         post("/api/echo", lambda data: seen.append(data) or {"echo": data})],
              "": [get("/", lambda: {"home": True}), get("/{name}", lambda: None)]}  # a home catching names
    client = site(groups=groups)
    assert client.request("GET", f"/{client.token}/studio/api/ping").json == {"pong": True}
    echoed = client.request("POST", f"/{client.token}/studio/api/echo", b'{"a": [1, 2]}',
                            {"Content-Type": "application/json"})
    assert echoed.status == 200 and echoed.json == {"echo": {"a": [1, 2]}} and seen == [{"a": [1, 2]}]
    assert client.request("GET", f"/{client.token}/").json == {"home": True}
    assert client.request("GET", f"/{client.token}/studio").headers["location"] == "studio/"
    assert client.request("GET", f"/{client.token}/edit").headers["location"] == "edit/"  # before the home's routes
    assert client.get("api/session").status == 200  # the editor as before
    assert client.request("GET", f"/{client.token}/studio/api/nothing").status == 404


def test_a_bug_is_one_line_and_its_trace_on_the_terminal(site, capfd):
    def boom() -> dict:
        raise KeyError("the bug")

    client = site(groups={"x": [get("/boom", boom)]})
    reply = client.request("GET", f"/{client.token}/x/boom")
    assert reply.status == 500 and reply.json == {"error": "internal error: KeyError"}
    assert reply.headers["content-security-policy"] == SECURITY["Content-Security-Policy"]
    err = capfd.readouterr().err
    assert "Traceback" in err and "the bug" in err and err.count("Traceback") == 1
    assert client.get("api/session").status == 200  # the site goes on


@pytest.mark.parametrize("origin", ["http://evil.example", "null", "http://localhost:{port}", "https://127.0.0.1:{port}",
                                    "http://127.0.0.1:{port}/", "http://127.0.0.1:1"])
def test_a_post_from_another_origin_is_forbidden(site, tmp_path, origin):
    client = site()
    headers = {"Content-Type": "application/json", "Origin": origin.format(port=client.port)}
    body = json.dumps({"labyrinth": {"sides": {"A": BLANK["sheet"]}}, "format": "text", "name": "x.txt"}).encode()
    reply = client.request("POST", client.path("api/save"), body, headers)
    assert reply.status == 403 and "another site" in reply.json["error"]
    assert not (tmp_path / "out").exists()
    assert not any(name.startswith("access-control-") for name in reply.headers)


def test_a_post_from_the_page_itself_is_answered(site):
    client = site()
    headers = {"Content-Type": "application/json", "Origin": f"http://127.0.0.1:{client.port}"}
    reply = client.request("POST", client.path("api/check"), json.dumps(BLANK).encode(), headers)
    assert reply.status == 200 and "verdict" in reply.json


def test_no_cors_preflight_is_granted(site):
    client = site()
    reply = client.request("OPTIONS", client.path("api/save"),
                           headers={"Origin": "http://evil.example", "Access-Control-Request-Method": "POST"})
    assert reply.status == 405 and reply.json == {"error": "method not allowed"}
    assert not any(name.startswith("access-control-") for name in reply.headers)


def test_a_chunked_body_is_411(site):
    client = site()
    head = (f"POST {client.path('api/check')} HTTP/1.1\r\nHost: 127.0.0.1:{client.port}\r\n"
            "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
    body = json.dumps(BLANK).encode()
    with socket.create_connection(("127.0.0.1", client.port), timeout=60) as conn:
        conn.sendall(head.encode() + b"%x\r\n" % len(body) + body + b"\r\n0\r\n\r\n")
        answer = http.client.HTTPResponse(conn)
        answer.begin()
        reply = Reply(answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read())
    assert reply.status == 411 and "Content-Length" in reply.json["error"]
    assert reply.headers["connection"] == "close"


@pytest.mark.parametrize("host", ["192.168.1.20:{port}", "10.0.0.7:{port}", "[fe80::1]:{port}"])
def test_on_loopback_an_ip_of_the_network_is_forbidden(site, host):
    client = site()
    assert client.request("GET", client.path("api/session"), host=host.format(port=client.port)).status == 403


@pytest.mark.parametrize("host, status", [
    ("192.168.1.20:{port}", 200), ("10.0.0.7:{port}", 200), ("[fe80::1]:{port}", 200), ("127.0.0.1:{port}", 200),
    ("localhost:{port}", 200), (socket.gethostname() + ":{port}", 200),
    ("evil.example:{port}", 403), ("192.168.1.20.evil.example:{port}", 403), ("192.168.1.20:1", 403),
    ("192.168.1.20", 403), ("192.168.1.20:0{port}", 403), ("1.2.3.4.5:{port}", 403), ("[evil]:{port}", 403),
    ("fe80::1:{port}", 403), ("", 403)])
def test_on_the_network_an_ip_with_the_port_is_answered_and_no_unknown_name(site, host, status):
    client = site(host="0.0.0.0")
    reply = client.request("GET", client.path("api/session"), host=host.format(port=client.port))
    assert reply.status == status, reply.body


def test_a_bad_host_is_one_line(capsys, tmp_path):
    from pnp.cli import main

    for host in ("example.com", "300.1.1.1", ""):
        with pytest.raises(SystemExit) as stopped:
            main(["edit", "--no-browser", "--host", host, "--out", str(tmp_path / "out")])
        err = capsys.readouterr().err
        assert stopped.value.code == 2 and err.count("\n") == 1 and f"--host {host}:" in err


def test_host_on_the_network_warns_once_and_serves(tmp_path):
    process = subprocess.Popen([sys.executable, "-m", "pnp", "edit", "--no-browser", "--host", "0.0.0.0", "--out",
                                str(tmp_path / "out")], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = process.stdout.readline().split(": ", 1)[1].strip()
        warning = process.stderr.readline()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/edit/")
        assert warning.startswith("pnp edit: --host 0.0.0.0: anyone on the network who gets the address")
        assert "write into --out" in warning and "no TLS" in warning
        port, token = url.split("/")[2].split(":")[1], url.split("/")[3]
        conn = http.client.HTTPConnection("127.0.0.1", int(port), timeout=60)
        conn.request("GET", f"/{token}/edit/api/session", headers={"Host": f"192.168.1.20:{port}"})
        assert conn.getresponse().status == 200
        conn.close()
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0 and err == "pnp edit: stopped\n"
    assert all(line.startswith("pnp edit: on the network: http://") for line in out.splitlines())
