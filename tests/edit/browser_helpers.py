"""Driving `pnp edit` in a real headless Chromium (Debian's package) with Playwright, for tests/edit/test_browser.py.

The browser tests are required wherever the browser is: they skip only when /usr/bin/chromium is missing (or
hidden by PNP_HIDE_SYSTEM_TOOLS=1: tests/systools.py), and fail instead when PNP_REQUIRE_BROWSER=1 (CI sets it,
having installed the browser).
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
import systools

CHROMIUM = Path("/usr/bin/chromium")
VIEWPORT = {"width": 1280, "height": 800}
START_TIMEOUT = 60.0  # seconds for `pnp edit` to print its URL (imports and the seed's deck on a loaded machine)
WAIT_MS = 60_000  # for the server's answers (a par on a busy 2-core machine)


def need_browser():
    """Playwright's sync API, or a skip (a failure under PNP_REQUIRE_BROWSER=1) naming what is missing."""
    missing = ""
    if systools.tools_hidden():  # the run of a machine without it (CI's first): skip, whatever else is set
        pytest.skip(f"{CHROMIUM} hidden ({systools.HIDE_VARIABLE}=1)")
    if not CHROMIUM.exists():
        missing = f"{CHROMIUM} is not installed (apt-get install chromium)"
    else:
        try:
            from playwright.sync_api import sync_playwright
        except ImportError:
            missing = "playwright is not installed (pip install -e '.[test]')"
        else:
            return sync_playwright
    if os.environ.get("PNP_REQUIRE_BROWSER") == "1":
        pytest.fail(f"PNP_REQUIRE_BROWSER=1 but {missing}")
    pytest.skip(missing)


@dataclass
class Editor:
    url: str
    process: subprocess.Popen
    out: Path


def _read_lines(proc: subprocess.Popen, lines: queue.Queue[str]) -> None:
    assert proc.stdout is not None
    for line in proc.stdout:
        lines.put(line)
    lines.put("")  # the end: the server stopped


@contextmanager
def served(name: str, args: list[str], cwd: Path, stderr, said: Callable[[subprocess.Popen], str]
           ) -> Iterator[tuple[str, subprocess.Popen]]:
    """`pnp NAME ARGS --no-browser` (edit, studio) running in ``cwd`` on a port of its choosing: its address once
    printed, and its process; stopped with Ctrl-C after. ``said(process)``: what it wrote on stderr, for a start
    that fails."""
    proc = subprocess.Popen([sys.executable, "-m", "pnp", name, *args, "--no-browser"], cwd=cwd,
                            stdout=subprocess.PIPE, stderr=stderr, text=True)
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=_read_lines, args=(proc, lines), daemon=True).start()
    try:
        try:
            first = lines.get(timeout=START_TIMEOUT)
        except queue.Empty:
            raise AssertionError(f"pnp {name} printed no URL in {START_TIMEOUT:g} s") from None
        if not first:
            raise AssertionError(f"pnp {name} stopped before serving: {said(proc)}")
        assert first.startswith(f"pnp {name}: http://127.0.0.1:"), first
        yield first.split(": ", 1)[1].strip(), proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@contextmanager
def pnp_edit(args: list[str], cwd: Path) -> Iterator[Editor]:
    """`pnp edit ARGS --no-browser` running in ``cwd`` on a port of its choosing; stopped with Ctrl-C after."""
    with served("edit", args, cwd, subprocess.PIPE, lambda proc: proc.communicate()[1]) as (url, proc):
        out = args[args.index("--out") + 1] if "--out" in args else "output"
        yield Editor(url, proc, cwd / out)


def state(page) -> dict:
    return page.evaluate("window.pnpEdit.state()")


def settled(page) -> dict:
    """The page's state once the drawing shown is the sheet being edited (every change checked)."""
    try:
        page.wait_for_function("() => { const s = window.pnpEdit.state(); return s.shownKey === s.currentKey; }",
                               timeout=WAIT_MS)
    except Exception as err:  # say what the page showed instead of only that it timed out
        shown = page.evaluate("() => [document.querySelector('#verdict'), document.querySelector('#par')]"
                              ".map(e => e && e.textContent)")
        raise AssertionError(f"the page never showed the sheet being edited; it says {shown}") from err
    return state(page)


def sheet_of(page) -> dict:
    s = state(page)
    return s["labyrinth"]["sides"][s["side"]]


def screen_point(page, x: float, y: float) -> tuple[float, float]:
    """Where the point (x, y) of the drawing's user units (mm) is on the screen."""
    return tuple(page.evaluate(
        """([x, y]) => { const svg = document.querySelector('#sheet svg');
             const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()); return [p.x, p.y]; }""", [x, y]))


def square_point(page, cell: tuple[int, int], fx: float = 0.5, fy: float = 0.5) -> tuple[float, float]:
    """A point of a square on the screen: (fx, fy) its fraction across and down."""
    grid = state(page)["grid"]
    c = grid["cell"]
    return screen_point(page, grid["x0"] + (cell[0] + fx) * c, grid["y0"] + (cell[1] + fy) * c)


def edge_point(page, a: tuple[int, int], b: tuple[int, int]) -> tuple[float, float]:
    """A point on the edge between two neighbouring squares, a little off its middle (a click there toggles it)."""
    grid = state(page)["grid"]
    c = grid["cell"]
    mx = (a[0] + b[0] + 1) / 2
    my = (a[1] + b[1] + 1) / 2
    along = 0.2  # off the middle, along the edge: the zone is a band, not a point
    if a[1] == b[1]:
        return screen_point(page, grid["x0"] + mx * c + 0.08 * c, grid["y0"] + (my + along) * c)
    return screen_point(page, grid["x0"] + (mx + along) * c, grid["y0"] + my * c - 0.08 * c)


def overlay_cells(page, cls: str) -> set[tuple[int, int]]:
    """The squares the overlay marks with rectangles of class ``cls`` ("problem", "finding", "cursor")."""
    grid = state(page)["grid"]
    rects = page.evaluate(f"""() => [...document.querySelectorAll('#overlay rect.{cls}')]
        .map(r => [Number(r.getAttribute('x')) + Number(r.getAttribute('width')) / 2,
                   Number(r.getAttribute('y')) + Number(r.getAttribute('height')) / 2])""")
    c = grid["cell"]
    return {(int((x - grid["x0"]) // c), int((y - grid["y0"]) // c)) for x, y in rects}
