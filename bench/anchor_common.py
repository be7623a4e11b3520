"""What the anchor benchmarks share: the check for the `bench` extra, and timing both sides in one run.

An anchor is the library a user would pick instead of pnp for the same job (pdfimpose, mazelib, a naive
CP-SAT model, raw reportlab), timed in the same process and the same run as pnp, so the figure printed is a
ratio, which a shared machine's load changes far less than an absolute time.
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import time
from collections.abc import Callable

EXTRA_HINT = "pip install -e '.[bench]' (or make bench)"


def missing_extra(bench: str, *modules: str) -> bool:
    """True (and one line on stderr) when an anchor library of the `bench` extra is not installed."""
    absent = [m for m in modules if importlib.util.find_spec(m) is None]
    if absent:
        print(f"{bench}: skipped, the bench extra is not installed (no {', '.join(absent)}): {EXTRA_HINT}",
              file=sys.stderr, flush=True)
    return bool(absent)


def medians(sides: dict[str, Callable[[], object]], reps: int) -> dict[str, float]:
    """The median seconds of each side over ``reps`` rounds, the sides taking turns within a round (so a burst
    of load on the shared machine falls on both sides rather than on one)."""
    times: dict[str, list[float]] = {name: [] for name in sides}
    for _ in range(reps):
        for name, fn in sides.items():
            start = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(t) for name, t in times.items()}
