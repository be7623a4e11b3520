"""pnp edit, through HTTP as the page asks: a click's verdict, one card's proven par, and the deck's par ranges.

The server runs in this process on a free port, its standard deck made as it starts (as `pnp edit` does), and
the requests go over a socket like the browser's. Targets from issue 17 (2 cores): the updated verdict under
100 ms on an 11 × 11 sheet, a proven par under 300 ms, the 49-card deck on both sides under 5 s.
"""

from __future__ import annotations

import http.client
import json
import statistics
import tempfile
import time

from pnp.edit.run import start, stop
from pnp.edit.session import open_session
from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.jsonio import sheet_to_json


def _post(port: int, token: str, route: str, data: dict) -> tuple[dict, float]:
    body = json.dumps(data).encode("utf-8")
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    start_at = time.perf_counter()
    conn.request("POST", f"/{token}/edit/{route}", body, {"Content-Type": "application/json",
                                                     "Host": f"127.0.0.1:{port}"})
    answer = json.loads(conn.getresponse().read())
    seconds = time.perf_counter() - start_at
    conn.close()
    return answer, seconds


def _get(port: int, token: str, route: str) -> dict:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    conn.request("GET", f"/{token}/edit/{route}", headers={"Host": f"127.0.0.1:{port}"})
    answer = json.loads(conn.getresponse().read())
    conn.close()
    return answer


def run():
    with tempfile.TemporaryDirectory() as out:
        server = start(open_session(None, 1, None, out), 0)
        try:
            port, token = server.port, server.token
            cards = _get(port, token, "api/cards")["deck"]  # waits for the deck the session makes
            b = generate_sheet(params_for("B"), 7)  # 11 × 11
            a = generate_sheet(params_for("A"), 7)
            body = sheet_to_json(b)
            # a click: one inner wall taken away or put back, each a sheet the server has not seen
            walls = body["walls"]
            checks = []
            for n in range(20):
                clicked = dict(body, walls=walls[:n] + walls[n + 1:])
                checks.append(_post(port, token, "api/check", {"sheet": clicked})[1])
            yield "edit_check_11x11_median_ms", statistics.median(checks) * 1000, "ms"
            yield "edit_check_11x11_max_ms", max(checks) * 1000, "ms"
            yield "edit_check_vs_100ms_target", statistics.median(checks) / 0.1, "x"
            pars = []
            for ticket, card in enumerate(cards[::5], start=1):
                answer, seconds = _post(port, token, "api/par", {"sheet": body, "card": card["id"], "budget": 10.0,
                                                                 "ticket": ticket})
                assert answer.get("optimal"), answer
                pars.append(seconds)
            yield "edit_par_one_card_median_ms", statistics.median(pars) * 1000, "ms"
            yield "edit_par_one_card_max_ms", max(pars) * 1000, "ms"
            yield "edit_par_vs_300ms_target", statistics.median(pars) / 0.3, "x"
            sides = {"A": sheet_to_json(a), "B": body}
            answer, seconds = _post(port, token, "api/deck", {"sides": sides, "budget": 60.0, "ticket": 1})
            yield "edit_deck_49_cards_both_sides_seconds", seconds, "s"
            yield "edit_deck_vs_5s_target", seconds / 5.0, "x"
            yield "edit_deck_unproven", answer["unproven"], "cards"
        finally:
            stop(server)
