"""pnp studio, through HTTP as its pages ask: from "Make my kit" to the first page's picture; the kit downloaded
from the studio against `pnp kit` for the same choices (the anchor, timed beside it in the same run, alternating);
a labyrinth sheet's check while a kit is being made against the same check idle; the server's memory with two kits
in flight.

`pnp studio` runs as a program of its own (as a user starts it), on a free port; the requests go over a socket
like the browser's. The studio grants a kit as many processes as it has free (two on a 2-core machine), so the
anchor is `pnp kit --jobs 2` on the same games (and `pnp kit` alone beside it). Issue 31's targets: the studio's kit
at most 1.2 times `pnp kit`'s; a check within 100 ms while a kit is made.
"""

from __future__ import annotations

import http.client
import json
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

GAMES = ["labyrinth", "maze-tiles", "path-cards", "notebook"]
ROUNDS = 5


class Studio:
    def __init__(self, folder: Path) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "pnp", "studio", "--no-browser", "--out",
                                         str(folder / "out")], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        text=True, cwd=folder)
        lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=lambda: lines.put(self.process.stdout.readline()), daemon=True).start()  # type: ignore[union-attr]
        url = lines.get(timeout=120).split(": ", 1)[1].strip()
        rest = url.split("//", 1)[1]
        hostport, self.token = rest.split("/")[0], rest.split("/")[1]
        self.port = int(hostport.rsplit(":", 1)[1])

    def request(self, method: str, route: str, data: dict | None = None) -> tuple[int, bytes]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=600)
        headers = {"Host": f"127.0.0.1:{self.port}"}
        body = None
        if data is not None:
            body = json.dumps(data).encode("utf-8")
            headers["Content-Type"] = "application/json"
        conn.request(method, f"/{self.token}/{route}", body, headers)
        answer = conn.getresponse()
        payload = answer.read()
        conn.close()
        return answer.status, payload

    def json(self, method: str, route: str, data: dict | None = None) -> dict:
        status, payload = self.request(method, route, data)
        assert status == 200, (status, payload[:200])
        return json.loads(payload)

    def start_kit(self, owner: str, games: list[str], seed: int = 1) -> str:
        return self.json("POST", "api/kit/start", {"form": {"game": games, "seed": seed}, "owner": owner})["job"]

    def wait(self, job: str, until) -> dict:
        version = -1
        while True:
            view = self.json("GET", f"api/jobs/{job}?since={version}")
            assert view["state"] not in ("failed", "cancelled"), view
            if until(view):
                return view
            version = view["version"]

    def memory(self) -> tuple[int, int]:
        """The server's resident memory, and its whole tree's (the jobs and their workers), in bytes."""
        def rss(pid: int) -> int:
            try:
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) * 1024
            except OSError:
                pass
            return 0

        def children(pid: int) -> list[int]:
            try:
                return [int(c) for t in Path(f"/proc/{pid}/task").iterdir()
                        for c in (t / "children").read_text().split()]
            except OSError:
                return []

        tree, todo = 0, [self.process.pid]
        while todo:
            pid = todo.pop()
            tree += rss(pid)
            todo += children(pid)
        return rss(self.process.pid), tree

    def stop(self) -> None:
        self.process.send_signal(2)
        self.process.wait(timeout=60)


def _check_body() -> dict:
    from pnp.games.labyrinth.generate import generate_sheet, params_for
    from pnp.games.labyrinth.jsonio import sheet_to_json

    return {"sheet": sheet_to_json(generate_sheet(params_for("B"), 7))}  # 11 × 11, as bench_edit


def _checks(studio: Studio, body: dict, count: int, first: int = 0) -> list[float]:
    """Seconds of each of ``count`` checks, as clicks ask them: each an inner wall taken away, each a sheet the
    server has not seen (``first``: the wall to start from, so that no two series send the same sheet)."""
    walls = body["sheet"]["walls"]
    seconds = []
    for n in range(first, first + count):
        clicked = {"sheet": dict(body["sheet"], walls=walls[:n % len(walls)] + walls[n % len(walls) + 1:])}
        start = time.perf_counter()
        status, _payload = studio.request("POST", "edit/api/check", clicked)
        seconds.append(time.perf_counter() - start)
        assert status == 200
    return seconds


def _pnp_kit(folder: Path, jobs: int) -> float:
    out = folder / f"cli-{jobs}"
    shutil.rmtree(out, ignore_errors=True)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pnp", "kit", "--game", ",".join(GAMES), "--out", str(out), "--quiet",
                    "--jobs", str(jobs)], check=True)
    return time.perf_counter() - start


def _studio_kit(studio: Studio, owner: str) -> tuple[float, float]:
    """Seconds from the start to the first page's picture served, and to the whole kit's zip downloaded."""
    start = time.perf_counter()
    job = studio.start_kit(owner, GAMES)
    view = studio.wait(job, lambda v: v["games"])
    status, _png = studio.request("GET", f"jobs/{job}/thumbs/{view['games'][0]['game']}/1.png")
    first = time.perf_counter() - start
    assert status == 200
    view = studio.wait(job, lambda v: v["state"] == "done")
    status, data = studio.request("GET", f"jobs/{job}/files/{view['downloads'][0]['path']}")
    assert status == 200 and data[:2] == b"PK"
    return first, time.perf_counter() - start


def run():
    folder = Path(tempfile.mkdtemp(prefix="bench-studio-"))
    studio = Studio(folder)
    try:
        body = _check_body()
        _checks(studio, body, 20)  # warm: the first checks import the drawing code and fill the server's threads
        idle = _checks(studio, body, 20, 20)
        firsts, ratios, ratios_serial, kits = [], [], [], []
        for round_ in range(ROUNDS):
            first, whole = _studio_kit(studio, f"bench-owner-{round_:04d}")
            anchor, serial = _pnp_kit(folder, 2), _pnp_kit(folder, 1)
            firsts.append(first)
            kits.append(whole)
            ratios.append(whole / anchor)
            ratios_serial.append(whole / serial)
        yield "studio_first_picture", statistics.median(firsts), "s"
        yield "studio_kit_all_games", statistics.median(kits), "s"
        yield "studio_kit_vs_pnp_kit_jobs2", statistics.median(ratios), "x"
        yield "studio_kit_vs_pnp_kit_jobs1", statistics.median(ratios_serial), "x"
        # a check while a kit is made, and the server's memory with two kits in flight (two pages' jobs)
        jobs = [studio.start_kit("bench-busy-one", GAMES, 11), studio.start_kit("bench-busy-two", GAMES, 12)]
        studio.wait(jobs[0], lambda v: v["state"] == "running")
        busy = _checks(studio, body, 20, 40)
        peak_server, peak_tree = 0, 0
        while any(studio.json("GET", f"api/jobs/{j}")["state"] in ("queued", "running") for j in jobs):
            server, tree = studio.memory()
            peak_server, peak_tree = max(peak_server, server), max(peak_tree, tree)
            time.sleep(0.2)
        yield "studio_check_idle_median", statistics.median(idle) * 1000, "ms"
        yield "studio_check_during_kit_median", statistics.median(busy) * 1000, "ms"
        yield "studio_check_during_kit_p95", sorted(busy)[int(len(busy) * 0.95) - 1] * 1000, "ms"
        yield "studio_check_during_kit_vs_idle", statistics.median(busy) / statistics.median(idle), "x"
        yield "studio_server_memory_two_kits", peak_server / 2**20, "MiB"
        yield "studio_tree_memory_two_kits", peak_tree / 2**20, "MiB"
    finally:
        studio.stop()
        shutil.rmtree(folder, ignore_errors=True)
