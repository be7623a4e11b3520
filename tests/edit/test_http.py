"""`pnp edit` over plain sockets: every request answered (a burst of them, `Connection: close`, a refused body
still being sent) and a client that goes away leaving nothing on the terminal."""

from __future__ import annotations

import http.client
import json
import socket
import struct
import threading
import time
from collections import Counter

import pytest

from pnp.games.labyrinth.jsonio import sheet_to_json
from pnp.games.labyrinth.model import Sheet

BLANK = json.dumps({"sheet": sheet_to_json(Sheet(5, 5, frozenset(), ()))}).encode()


def request_bytes(client, method: str, route: str, body: bytes = b"", headers: str = "") -> bytes:
    head = f"{method} {client.path(route)} HTTP/1.1\r\nHost: 127.0.0.1:{client.port}\r\n{headers}"
    if body:
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    return head.encode() + b"\r\n" + body


def answer_to(conn: socket.socket) -> http.client.HTTPResponse:
    answer = http.client.HTTPResponse(conn)
    answer.begin()
    answer.read()
    return answer


def wait_until_handled(client, within: float = 60) -> None:
    """Wait for the server to hold no connection and answer no request (each has then written whatever it
    writes)."""
    deadline = time.monotonic() + within
    while not client.running.server.idle():
        assert time.monotonic() < deadline, "the server never finished the requests"
        time.sleep(0.02)


def reset(conn: socket.socket) -> None:
    """Close with a reset (SO_LINGER 0), as a page reloaded or a killed client does: the server's next read or
    write on that connection fails."""
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    conn.close()


def test_a_client_that_goes_away_leaves_no_traceback(editor, capfd):
    client = editor()
    for message in (request_bytes(client, "POST", "api/check", BLANK),  # answered after the client is gone
                    request_bytes(client, "POST", "api/check", BLANK)[:-10],  # gone before its body is all sent
                    request_bytes(client, "GET", "api/session")[:-4],  # gone in the middle of its headers
                    request_bytes(client, "GET", "index.html")):
        conn = socket.create_connection(("127.0.0.1", client.port), timeout=30)
        conn.sendall(message)
        reset(conn)
    # and one that closes as it reads its answer, a keep-alive connection left waiting for the next request
    conn = socket.create_connection(("127.0.0.1", client.port), timeout=30)
    conn.sendall(request_bytes(client, "POST", "api/check", BLANK))
    conn.recv(10)
    reset(conn)
    assert client.get("api/session").status == 200  # answered after every connection above was accepted
    wait_until_handled(client)
    err = capfd.readouterr().err
    assert "Traceback" not in err and "Error" not in err and "Exception" not in err, err
    assert client.get("api/session").status == 200  # the server goes on


@pytest.mark.parametrize("method, route, body", [
    ("GET", "api/nothing", b""), ("GET", "", b""), ("GET", "api/session", b""), ("POST", "api/check", BLANK),
    ("POST", "api/check", b"null"), ("POST", "api/nothing", BLANK)])
def test_connection_close_is_answered_then_closed(editor, method, route, body):
    client = editor()
    with socket.create_connection(("127.0.0.1", client.port), timeout=60) as conn:
        conn.sendall(request_bytes(client, method, route, body, "Connection: close\r\n"))
        answer = answer_to(conn)
        assert answer.status in (200, 400, 404)
        assert answer.getheader("Connection") == "close" or answer.will_close
        assert conn.recv(1) == b""  # then the server closes its end


def test_a_refused_body_still_being_sent_gets_its_answer(editor):
    client = editor()
    big = b"[" + b"0," * 1_500_000 + b"0]"  # 3 MB: more than the socket buffers hold, so the client is sending
    for content_type in ("text/plain", "application/json"):  # refused for its type, for its size
        conn = http.client.HTTPConnection("127.0.0.1", client.port, timeout=60)
        conn.request("POST", client.path("api/check"), big, {"Content-Type": content_type})
        answer = conn.getresponse()
        assert answer.status in (413, 415) and answer.getheader("Connection") == "close"
        assert "error" in json.loads(answer.read())
        conn.close()


BURST = 200


def test_a_burst_of_requests_is_all_answered(editor):
    client = editor()
    start = threading.Barrier(BURST, timeout=60)
    statuses: list[object] = []

    def check() -> None:
        start.wait()  # all at once
        conn = http.client.HTTPConnection("127.0.0.1", client.port, timeout=120)
        try:
            conn.request("POST", client.path("api/check"), BLANK, {"Content-Type": "application/json"})
            answer = conn.getresponse()
            answer.read()
            statuses.append(answer.status)
        except OSError as err:
            statuses.append(type(err).__name__)
        finally:
            conn.close()

    threads = [threading.Thread(target=check, daemon=True) for _ in range(BURST)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert Counter(statuses) == {200: BURST}
