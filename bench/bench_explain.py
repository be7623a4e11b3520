"""The designer's report (`pnp verify --explain`, no pars) on 20 × 20 sheets: time, what answered its questions and
how many solves were left; with the flows (through_routes.py) and, as the anchor in the same run, without them.

Issue 33: the simple questions are settled exactly by min-cost flows before the solver, and every search is bounded
by CP-SAT's deterministic work, not seconds. Prints ``name: value unit`` lines.
"""

from __future__ import annotations

import time
from contextlib import contextmanager

from pnp.errors import PnpError
from pnp.games.labyrinth import explain
from pnp.games.labyrinth.generate import generate_sheet, params_for
from pnp.games.labyrinth.verify import verify_sheet

SHEETS = [(9, 0.0), (10, 0.0), *((seed, loops) for seed in (1, 3) for loops in (0.5, 1.0))]


@contextmanager
def counted():
    """Counts each stage's answers while the report runs: the flows' proofs and paths, the greedy paths, the
    solves."""
    counts = {"flow_proofs": 0, "flow_paths": 0, "greedy_paths": 0, "solves": 0}
    settle, greedy, meeting = explain.settle, explain._greedy, explain.path_meeting

    def settle_counted(routes, want):
        answer = settle(routes, want)
        counts["flow_proofs"] += answer is False
        counts["flow_paths"] += isinstance(answer, tuple)
        return answer

    def greedy_counted(sheet, card, want):
        path = greedy(sheet, card, want)
        counts["greedy_paths"] += path is not None
        return path

    def meeting_counted(*args, **kwargs):
        counts["solves"] += 1
        return meeting(*args, **kwargs)

    explain.settle, explain._greedy, explain.path_meeting = settle_counted, greedy_counted, meeting_counted
    try:
        yield counts
    finally:
        explain.settle, explain._greedy, explain.path_meeting = settle, greedy, meeting


def report(sheet, flows: bool) -> tuple[float, dict, explain.Feedback]:
    known = [tuple(map(tuple, p)) for p in verify_sheet(sheet).witness["routes"].values()]
    with counted() as counts:
        if not flows:
            explain.settle = lambda routes, want: None
        start = time.perf_counter()
        fb = explain.sheet_feedback(sheet, known)
        return time.perf_counter() - start, counts, fb


def run() -> None:
    totals = {True: [0.0, 0, 0, 0], False: [0.0, 0, 0, 0]}  # seconds, solves, undecided, findings
    for seed, loops in SHEETS:
        params = params_for("A", (20, 20))
        try:
            sheet = generate_sheet(type(params)(**{**params.__dict__, "dead_end_share": loops}), seed)
        except PnpError:  # these settings leave some seeds without a valid sheet: measured on the others
            print(f"explain_20x20_seed{seed}_loops{loops:g}_skipped: 1 sheets")
            continue
        for flows in (True, False):
            seconds, counts, fb = report(sheet, flows)
            found = len(fb.unreachable) + len(fb.unscorable) + len(fb.late_items) + len(fb.staircase_exit_only)
            for i, v in enumerate((seconds, counts["solves"], len(fb.undecided), found)):
                totals[flows][i] += v
            tag = f"explain_20x20_seed{seed}_loops{loops:g}_{'flows' if flows else 'solver_only'}"
            print(f"{tag}_seconds: {seconds:.2f} s")
            print(f"{tag}_solves: {counts['solves']} solves")
            print(f"{tag}_undecided: {len(fb.undecided)} questions")
            if flows:
                print(f"{tag}_flow_proofs: {counts['flow_proofs']} questions")
                print(f"{tag}_flow_paths: {counts['flow_paths']} questions")
                print(f"{tag}_greedy_paths: {counts['greedy_paths']} questions")
    with_flows, without = totals[True], totals[False]
    print(f"explain_20x20_total_seconds_flows: {with_flows[0]:.1f} s")
    print(f"explain_20x20_total_seconds_solver_only: {without[0]:.1f} s")
    print(f"explain_20x20_ratio_flows_vs_solver_only: {with_flows[0] / without[0]:.2f} x")
    print(f"explain_20x20_total_solves_flows: {with_flows[1]} solves")
    print(f"explain_20x20_total_solves_solver_only: {without[1]} solves")
    print(f"explain_20x20_total_undecided_flows: {with_flows[2]} questions")
    print(f"explain_20x20_total_undecided_solver_only: {without[2]} questions")


if __name__ == "__main__":
    run()
