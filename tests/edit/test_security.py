"""What `pnp edit` refuses: other paths, other hosts, other content, big bodies, bad sheets, paths outside its
folder; each refusal answers with one line and leaves the disk as it was."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import socket

import pytest
from edit_helpers import Reply, tree

from pnp.edit import routes as routes_module
from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.jsonio import sheet_to_json


@pytest.fixture(scope="module")
def good():
    return sheet_to_json(generate_sheet(params_for("A"), 3))


def one_line(reply) -> str:
    message = reply.json["error"]
    assert message and "\n" not in message and "Traceback" not in message
    return message


@pytest.mark.parametrize("path", ["/", "/api/session", "/nottoken/api/session", "/index.html", "/{token}x/",
                                  "/{short}/api/session"])
def test_a_path_without_the_token_is_not_found_and_says_nothing(editor, path):
    client = editor()
    reply = client.request("GET", path.format(token=client.token, short=client.token[:-1]))
    assert reply.status == 404 and reply.json == {"error": "not found"}
    assert client.token not in reply.body.decode()


def test_a_post_without_the_token_changes_nothing(editor, tmp_path, good):
    client = editor()
    body = json.dumps({"labyrinth": {"sides": {"A": good}}, "format": "text", "name": "x.txt"}).encode()
    reply = client.request("POST", "/api/save", body, {"Content-Type": "application/json"})
    assert reply.status == 404 and not (tmp_path / "out").exists()


@pytest.mark.parametrize("host", ["evil.example:{port}", "127.0.0.1", "127.0.0.1:1", "localhost.evil:{port}", ""])
def test_another_host_is_forbidden(editor, host):
    client = editor()
    reply = client.request("GET", client.path("api/session"), host=host.format(port=client.port))
    assert reply.status == 403 and reply.json == {"error": "forbidden"}


def test_localhost_is_the_same_host(editor):
    client = editor()
    assert client.request("GET", client.path("api/session"), host=f"localhost:{client.port}").status == 200


@pytest.mark.parametrize("kind", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""])
def test_a_body_that_is_not_json_is_refused(editor, good, kind):
    reply = editor().post("api/check", {"sheet": good}, content_type=kind)
    assert reply.status == 415 and "application/json" in one_line(reply)


def test_a_body_over_a_megabyte_is_refused(editor, tmp_path, good):
    big = json.dumps({"labyrinth": {"sides": {"A": good}, "id": "x" * 1_100_000}, "format": "text",
                      "name": "big.txt"}).encode()
    reply = editor().post("api/save", big)
    assert reply.status == 413 and "1024 KB" in one_line(reply)
    assert not (tmp_path / "out").exists()


def test_a_huge_body_is_refused_before_it_is_sent(editor):
    client = editor()
    headers = {"Content-Type": "application/json", "Content-Length": str(10**12)}
    reply = client.request("POST", client.path("api/check"), b"", headers)
    assert reply.status == 413 and reply.headers["connection"] == "close"


@pytest.mark.parametrize("body, needle", [
    (b"{", "malformed JSON"),
    (b'{"sheet": 1, "sheet": 2}', "appears twice"),
    (b'{"sheet": NaN}', "finite"),
    (b"\xff\xfe", "UTF-8"),
    (b"[]", "expected an object"),
    (b'{"sheet": {}, "extra": 1}', "sheet.width: missing"),
])
def test_malformed_json_is_one_line(editor, body, needle):
    reply = editor().post("api/check", body)
    assert reply.status == 400 and needle in one_line(reply)


def test_an_unknown_symbol_is_named_with_its_key(editor, good):
    sheet = {**good, "symbols": [*good["symbols"], {"at": [0, 0], "symbol": "dragon<script>"}]}
    reply = editor().post("api/check", {"sheet": sheet})
    message = one_line(reply)
    assert reply.status == 400 and f"sheet.symbols[{len(good['symbols'])}].symbol" in message
    assert "dragon<script>" in message  # named, inside a JSON string: the page shows it as text
    assert reply.headers["content-type"].startswith("application/json")


def test_a_malformed_deck_request_names_the_side(editor, good):
    reply = editor().post("api/deck", {"sides": {"A": good, "B": {**good, "width": "wide"}}})
    assert reply.status == 400 and "sides.B.width" in one_line(reply)


@pytest.mark.parametrize("name", ["../escape.txt", "sub/inner.txt", "/tmp/absolute.txt", "..", ".hidden.txt",
                                  "back\\slash.txt", "nul\x00.txt", "c:drive.txt"])
def test_a_save_outside_the_output_folder_is_forbidden(editor, tmp_path, good, name):
    (tmp_path / "out" / "sub").mkdir(parents=True)
    before = tree(tmp_path)
    reply = editor().post("api/save", {"labyrinth": {"sides": {"A": good}}, "format": "text", "name": name})
    assert reply.status in (400, 403) and one_line(reply)
    assert reply.status == 403 or "nul" in name  # a NUL is refused by the schema as a control character
    assert tree(tmp_path) == before and not os.path.exists("/tmp/absolute.txt")


def test_a_symlink_leading_out_is_forbidden(editor, tmp_path, good):
    outside = tmp_path / "outside.txt"
    outside.write_text("not the editor's\n")
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "link.txt").symlink_to(outside)
    before = tree(tmp_path)
    reply = editor().post("api/save", {"labyrinth": {"sides": {"A": good}}, "format": "text", "name": "link.txt",
                                       "overwrite": True})
    assert reply.status == 403 and "link" in one_line(reply)
    assert tree(tmp_path) == before and outside.read_text() == "not the editor's\n"


def test_static_files_have_their_types_and_are_never_cached(editor, tmp_path, monkeypatch):
    static = tmp_path / "static"
    static.mkdir()
    (static / "index.html").write_text("<!doctype html><title>t</title>")
    (static / "editor.js").write_text("export const x = 1;\n")
    (static / "editor.css").write_text("body {}\n")
    (tmp_path / "secret.js").write_text("secret")
    (static / "linked.js").symlink_to(tmp_path / "secret.js")
    monkeypatch.setattr(routes_module, "STATIC", static)
    client = editor()
    page = client.get("")
    assert page.status == 200 and page.headers["content-type"] == "text/html; charset=utf-8"
    assert "script-src 'self'" in page.headers["content-security-policy"]
    script = client.get("editor.js")
    assert script.headers["content-type"] == "text/javascript; charset=utf-8" and script.body.startswith(b"export")
    assert client.get("editor.css").headers["content-type"] == "text/css; charset=utf-8"
    for reply in (page, script):
        assert reply.headers["cache-control"] == "no-store" and reply.headers["x-content-type-options"] == "nosniff"
    for name in ("linked.js", "%2e%2e/secret.js", "../secret.js", "missing.js", "EDITOR.JS"):
        reply = client.request("GET", client.path(name))
        assert reply.status == 404 and b"secret" not in reply.body


def raw_post(client, length: bytes, body: bytes = b"", extra: bytes = b"") -> Reply:
    """A POST of api/check with its Content-Length header exactly as given (bytes, as a client may send them)."""
    head = (f"POST {client.path('api/check')} HTTP/1.1\r\nHost: 127.0.0.1:{client.port}\r\n"
            "Content-Type: application/json\r\n").encode() + length + b"\r\n" + extra + b"\r\n"
    with socket.create_connection(("127.0.0.1", client.port), timeout=60) as conn:
        conn.sendall(head + body)
        answer = http.client.HTTPResponse(conn)
        answer.begin()
        return Reply(answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read())


# '²' and '¹' (bytes B2 and B9, as HTTP headers are read) are digits to str.isdigit() but not to int(); a
# number of 5,000 digits is over int()'s limit
@pytest.mark.parametrize("value", [b"\xb2", b"\xb9", b"1e3", b"-1", b"+5", b"0x10", b"1 2", b"5, 6", b""])
def test_a_content_length_not_in_ascii_digits_is_400(editor, value):
    reply = raw_post(editor(), b"Content-Length: " + value, b"{}")
    assert reply.status == 400 and "Content-Length" in one_line(reply)
    assert reply.headers["connection"] == "close"


def test_two_different_content_lengths_are_400_and_a_huge_one_413(editor):
    client = editor()
    two = raw_post(client, b"Content-Length: 2\r\nContent-Length: 3", b"{} ")
    assert two.status == 400 and "conflicting Content-Length" in one_line(two)  # h11's words
    same = raw_post(client, b"Content-Length: 2\r\nContent-Length: 2", b"{}")
    assert same.status == 400 and "sheet: missing" in one_line(same)  # read, and refused for what it holds
    listed = raw_post(client, b"Content-Length: 2, 2", b"{}")  # one value repeated: RFC 9110 section 8.6
    assert listed.status == 400 and "sheet: missing" in one_line(listed)
    huge = raw_post(client, b"Content-Length: " + b"9" * 20)
    assert huge.status == 413 and "1024 KB" in one_line(huge)
    unreadable = raw_post(client, b"Content-Length: " + b"9" * 5000)  # over int()'s digits: h11 refuses it
    assert unreadable.status == 400 and "Content-Length" in one_line(unreadable)
    missing = raw_post(client, b"X-Length: 2", b"{}")
    assert missing.status == 411 and "Content-Length" in one_line(missing)


@pytest.mark.parametrize("body", [b"null", b"1", b'"sheet"', b"true", b"[]"])
@pytest.mark.parametrize("close", [False, True])
def test_json_that_is_not_an_object_is_400(editor, body, close):
    extra = b"Connection: close\r\n" if close else b""
    reply = raw_post(editor(), b"Content-Length: %d" % len(body), body, extra)
    assert reply.status == 400 and "expected an object" in one_line(reply)


def test_an_export_through_a_symlinked_folder_is_forbidden(editor, tmp_path):
    # the kit's folder out/labyrinth a link to a folder outside: refused at once, nothing written anywhere
    from pnp.games.labyrinth.generate import generate_labyrinth

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "labyrinth").symlink_to(elsewhere, target_is_directory=True)
    before = tree(tmp_path)
    lab = generate_labyrinth(3)
    design = {"sides": {"A": sheet_to_json(lab.side_a), "B": sheet_to_json(lab.side_b)}}
    reply = editor().post("api/export", {"labyrinth": design, "what": "kit"})
    assert reply.status == 403 and "labyrinth is a symbolic link" in one_line(reply)
    assert tree(tmp_path) == before and not any(elsewhere.iterdir())


@pytest.mark.parametrize("link", ["", "labyrinth", "labyrinth/cards", "labyrinth/cards/front.png"])
def test_no_write_goes_through_a_link_inside_the_output_folder(tmp_path, link):
    from pnp.edit.session import Forbidden, open_session

    session = open_session(None, None, None, str(tmp_path / "out"))
    (tmp_path / "out" / "labyrinth" / "cards").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    files = [session.out / "labyrinth" / "kit.pdf", session.out / "labyrinth" / "cards" / "front.png"]
    session.check_inside(files)  # real folders: allowed
    if link:
        shutil.rmtree(tmp_path / "out" / link.split("/")[0])
        (tmp_path / "out" / link).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "out" / link).symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    else:  # the output folder itself replaced by a link after the session began
        (tmp_path / "out").rename(tmp_path / "was-out")
        (tmp_path / "out").symlink_to(tmp_path / "was-out", target_is_directory=True)
    with pytest.raises(Forbidden, match="is a symbolic link"):
        session.check_inside(files)
    for outside in (session.out / ".." / "escape.txt", tmp_path / "escape.txt"):
        with pytest.raises(Forbidden, match="not inside"):
            session.check_inside([outside])
