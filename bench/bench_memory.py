"""Peak resident memory of `pnp kit --game all --jobs 2` with defaults (issue 19, item 5; target under 500 MB).

The kit runs as a subprocess (python -m pnp kit ...), and its process tree (pnp and the pool's spawned workers)
is watched through /proc every 20 ms. Three figures:

- `memory_kit_tree_peak`: the largest sum of the tree's resident memory (VmRSS) seen at one sample, the figure
  the target is about. Pages shared between the processes (Python, OR-Tools and reportlab's libraries) count
  once per process, so this overstates what the machine holds; `memory_kit_tree_pss_peak` sums the
  proportional set sizes instead (each shared page split between its sharers), closer to the real need.
  Sampling can miss a spike shorter than 20 ms (100 ms for PSS).
- `memory_kit_parent_peak` and `memory_kit_worker_peak`: each process's own high-water mark (VmHWM, kept by
  the kernel, exact), the parent's and the largest worker's. Their sum bounds the tree's peak from above
  (the peaks need not coincide).
- `memory_kit_largest_process_peak`: the kernel's ru_maxrss of the largest process in the tree as wait4
  reports it when pnp exits (a cross-check of the high-water marks that needs no /proc).

Linux only (/proc); elsewhere it says so in one line and prints nothing.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

INTERVAL = 0.02
PSS_EVERY = 5  # smaps_rollup walks every mapping under the process's memory lock: read it every 100 ms only


def _status(pid: int, pss: bool) -> dict[str, int]:
    """VmRSS and VmHWM (status) and, with ``pss``, Pss (smaps_rollup) of a process in kB ({} once it is gone)."""
    out = {}
    files = (("status", ("VmRSS", "VmHWM")), ("smaps_rollup", ("Pss",)))
    for name, keys in files if pss else files[:1]:
        try:
            text = Path(f"/proc/{pid}/{name}").read_text()
        except OSError:
            continue
        for line in text.splitlines():
            key, _, value = line.partition(":")
            if key in keys:
                out[key] = int(value.split()[0])
    return out


def _tree(root: int) -> list[int]:
    """The root and its descendants, by each process's parent in /proc/PID/stat."""
    parent: dict[int, int] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                stat = Path(f"/proc/{entry.name}/stat").read_text()
            except OSError:
                continue
            parent[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    tree, frontier = [root], [root]
    while frontier:
        frontier = [pid for pid, ppid in parent.items() if ppid in frontier]
        tree += frontier
    return tree


def run():
    if not Path("/proc/self/status").exists():
        print("bench_memory: skipped, no /proc on this system", file=sys.stderr)
        return
    with tempfile.TemporaryDirectory() as out, tempfile.TemporaryFile() as err:
        cmd = [sys.executable, "-m", "pnp", "kit", "--game", "all", "--jobs", "2", "--out", out]
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        tree_peak = pss_peak = 0
        hwm: dict[int, int] = {}
        for sample in itertools.count():
            rss = pss = 0
            for pid in _tree(proc.pid):
                s = _status(pid, sample % PSS_EVERY == 0)
                rss, pss = rss + s.get("VmRSS", 0), pss + s.get("Pss", 0)
                hwm[pid] = max(hwm.get(pid, 0), s.get("VmHWM", 0))
            tree_peak, pss_peak = max(tree_peak, rss), max(pss_peak, pss)
            done, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if done:
                break
            time.sleep(INTERVAL)
        seconds = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != 0:
            err.seek(0)
            last = err.read().decode(errors="replace").strip().splitlines()[-1:]
            print(f"bench_memory: pnp kit failed: {' '.join(last)}", file=sys.stderr)
            return
    workers = [kb for pid, kb in hwm.items() if pid != proc.pid]
    yield "memory_kit_seconds", seconds, "s"
    yield "memory_kit_tree_peak", tree_peak / 1024, "MB"
    yield "memory_kit_tree_pss_peak", pss_peak / 1024, "MB"
    yield "memory_kit_parent_peak", hwm.get(proc.pid, 0) / 1024, "MB"
    yield "memory_kit_worker_peak", max(workers, default=0) / 1024, "MB"
    yield "memory_kit_workers_seen", len(workers), "processes"
    yield "memory_kit_largest_process_peak", usage.ru_maxrss / 1024, "MB"
