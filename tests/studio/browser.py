"""Driving `pnp studio` in a real headless Chromium (Debian's package) with Playwright: the program started as a
user starts it, a page per test, the page's own errors collected, and axe-core's accessibility scan (vendored in
tests/vendor/axe-core: no network)."""

from __future__ import annotations

import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

AXE = Path(__file__).resolve().parents[1] / "vendor" / "axe-core" / "axe.min.js"
AXE_VERSION = "4.14.1"
START_TIMEOUT = 60.0
STUDIO_COMMAND = [sys.executable, "-m", "pnp", "studio"]


@dataclass
class Studio:
    url: str
    process: subprocess.Popen
    lines: queue.Queue


@contextmanager
def pnp_studio(cwd: Path, *args: str) -> Iterator[Studio]:
    """`pnp studio --no-browser ARGS` running in ``cwd``; stopped with Ctrl-C after. Its stderr goes to
    ``cwd/studio-stderr.txt``, for the caller to read."""
    err = open(cwd / "studio-stderr.txt", "w")  # noqa: SIM115 (closed below, after the process)
    proc = subprocess.Popen([*STUDIO_COMMAND, "--no-browser", *args], cwd=cwd, stdout=subprocess.PIPE, stderr=err,
                            text=True)
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line)
        lines.put("")

    threading.Thread(target=read, daemon=True).start()
    try:
        first = lines.get(timeout=START_TIMEOUT)
        assert first.startswith("pnp studio: http://127.0.0.1:"), (first, (cwd / "studio-stderr.txt").read_text())
        yield Studio(first.split(": ", 1)[1].strip(), proc, lines)
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        err.close()


def axe_violations(page, serious_only: bool = True) -> list[dict]:
    """axe-core's violations on the page as it is now (serious and critical ones, unless told otherwise)."""
    source = AXE.read_text(encoding="utf-8")
    assert f"axe v{AXE_VERSION}" in source[:200], "tests/vendor/axe-core holds another version than its README says"
    page.add_script_tag(content=source)
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    found = result["violations"]
    if serious_only:
        found = [v for v in found if v["impact"] in ("serious", "critical")]
    return [{"id": v["id"], "impact": v["impact"], "help": v["help"],
             "nodes": [n["target"] for n in v["nodes"]][:5]} for v in found]
