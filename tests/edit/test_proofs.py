"""Pars and deck ranges: newer tickets cancel older requests (waiting or running), ranges are the solver's."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import pytest
from edit_helpers import Client, small_deck
from labyrinth_fixtures import Row, S, card, sheet

from pnp.edit.run import stop
from pnp.edit.session import open_session
from pnp.games.labyrinth.cards import DIFFICULTIES
from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.jsonio import sheet_to_json
from pnp.games.labyrinth.model import Sheet, Symbol, staircase
from pnp.games.labyrinth.solver import solve
from pnp.games.labyrinth.solver_stop import Stop


@pytest.fixture(scope="module")
def nine():
    return generate_sheet(params_for("A"), 3)


def hard_to_prove() -> Sheet:
    """A 20×20 sheet without walls, gems spread over it: CP-SAT finds no proof in seconds."""
    syms = {(0, 0): Symbol("minotaur"), (10, 0): Symbol("troll"), (19, 0): Symbol("spider"),
            (0, 19): staircase("A"), (10, 19): staircase("B"), (19, 19): staircase("C")}
    syms |= {(x, y): Symbol("gem") for x in range(1, 19, 2) for y in range(2, 18, 3)}
    return Sheet(20, 20, frozenset(), tuple(sorted(syms.items())), "custom", "big")


GEMS = replace(card(Row("per", 1, symbol="gem")), card_id="G1")  # on the sheet above: a long search
DECK = (*small_deck(), GEMS)


def in_thread(work) -> tuple[threading.Thread, list]:
    out: list = []
    thread = threading.Thread(target=lambda: out.append((work(), time.perf_counter())), daemon=True)
    thread.start()
    return thread, out


def par(client: Client, s: Sheet, card: str, ticket: int | None, budget: float = 30.0) -> dict:
    return client.post("api/par", {"sheet": sheet_to_json(s), "card": card, "budget": budget,
                                   "ticket": ticket}).json


def test_a_newer_ticket_cancels_a_waiting_request_at_once(editor, nine):
    client = editor()
    gate = client.app.proofs.par_gate
    with gate.turn(None, Stop()):  # a proof running: the requests below wait their turn
        older, older_out = in_thread(lambda: par(client, nine, "E1", 1))
        deadline = time.monotonic() + 60
        while gate._highest < 1 and time.monotonic() < deadline:  # the older one is waiting at the gate
            time.sleep(0.01)
        newer, newer_out = in_thread(lambda: par(client, nine, "M1", 2))
        older.join(5)
        assert older_out and older_out[0][0] == {"cancelled": True}
        assert newer.is_alive()  # still waiting for the proof running
    newer.join(30)
    assert newer_out[0][0]["par"] == solve(nine, next(c for c in small_deck() if c.card_id == "M1")).score


def test_a_ticket_older_than_one_seen_is_cancelled_and_a_reload_starts_again(editor, nine):
    client = editor()
    assert "par" in par(client, nine, "E1", 5)
    assert par(client, nine, "E2", 3) == {"cancelled": True}
    client.get("api/session")  # the page (re)loaded: its tickets count from 1 again
    assert "par" in par(client, nine, "E2", 1)


def test_a_newer_ticket_stops_a_running_proof(editor, nine):
    client = editor(cards=DECK)
    started = time.perf_counter()
    running, running_out = in_thread(lambda: par(client, hard_to_prove(), "G1", 1))
    while client.app.proofs.par_gate._running is None and time.perf_counter() - started < 10:
        time.sleep(0.02)
    time.sleep(0.3)  # CP-SAT is searching
    answer = par(client, nine, "E1", 2)
    running.join(10)
    assert running_out[0][0] == {"cancelled": True}
    assert running_out[0][1] - started < 5  # long before its 30 s budget
    assert answer["optimal"] and not answer["cached"]


def test_a_stop_ends_the_search_and_leaves_other_proofs_alone(nine):
    stopper = Stop()
    threading.Timer(0.3, stopper.request).start()
    started = time.perf_counter()
    stopped = solve(hard_to_prove(), GEMS, time_limit=30, stop=stopper)
    assert time.perf_counter() - started < 3 and not stopped.optimal
    early = Stop()
    early.request()
    assert solve(nine, GEMS, stop=early).status == "STOPPED"
    for c in small_deck()[:4]:  # a stop never requested: the very same proof as without one
        with_stop, without = solve(nine, c, stop=Stop()), solve(nine, c)
        assert with_stop == replace(without, seconds=with_stop.seconds)


def test_deck_ranges_are_the_solvers_pars_by_difficulty(editor):
    small = sheet({(1, 1): S("gem"), (3, 2): S("gem"), (1, 3): S("trap"), (3, 1): S("ghost"), (2, 2): S("sword"),
                   (0, 2): S("rat")})
    client = editor()
    answer = client.post("api/deck", {"sides": {"A": sheet_to_json(small)}, "budget": 30.0}).json
    expected: dict[str, list[int]] = {d: [] for d in DIFFICULTIES}
    for c in small_deck():
        sol = solve(small, c)
        if sol.solvable:
            expected[c.difficulty].append(sol.score)
    assert answer["ranges"] == {"A": {d: [min(v), max(v)] if v else None for d, v in expected.items()}}
    assert answer["unproven"] == 0
    again = client.post("api/deck", {"sides": {"A": sheet_to_json(small)}, "budget": 30.0}).json
    assert again["ranges"] == answer["ranges"] and again["seconds"] < answer["seconds"]


def test_a_deck_out_of_time_counts_what_it_left_unproven(editor):
    client = editor(cards=(GEMS,))
    answer = client.post("api/deck", {"sides": {"A": sheet_to_json(hard_to_prove())}, "budget": 0.3}).json
    assert answer["unproven"] == 1 and answer["seconds"] < 3


@pytest.mark.slow  # the standard deck (49 cards) made and proven on two processes: about 20 s
def test_the_standard_deck_on_the_pool_both_sides(tmp_path):
    from pnp.edit.run import start

    session = open_session(None, 1, None, str(tmp_path / "out"))
    server = start(session, 0)
    try:
        client = Client(server)
        deck = client.get("api/cards").json["deck"]  # waits for the deck the session makes as it starts
        assert len(deck) == 49 and all("par" not in c for c in deck)
        a, b = generate_sheet(params_for("A"), 3), generate_sheet(params_for("B"), 3)
        sides = {"A": sheet_to_json(a), "B": sheet_to_json(b)}
        first = client.post("api/deck", {"sides": sides, "budget": 60.0, "ticket": 1}).json
        cards = server.app.proofs.cards()
        for side, s in (("A", a), ("B", b)):
            for d in DIFFICULTIES:
                pars = [sol.score for c in cards if c.difficulty == d and (sol := solve(s, c)).solvable]
                assert first["ranges"][side][d] == ([min(pars), max(pars)] if pars else None)
        # a newer deck request cancels one running
        moved = {"A": sheet_to_json(replace(a, walls=frozenset(list(a.walls)[1:]))), "B": sides["B"]}
        running, running_out = in_thread(lambda: client.post("api/deck", {"sides": moved, "ticket": 2}).json)
        deadline = time.monotonic() + 60
        while server.app.proofs.deck_gate._running is None and time.monotonic() < deadline:  # it is running
            time.sleep(0.01)
        client.post("api/deck", {"sides": sides, "ticket": 3})
        running.join(30)
        assert running_out[0][0] == {"cancelled": True}
    finally:
        stop(server)
