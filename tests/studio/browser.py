"""Driving `pnp studio` in a real headless Chromium (Debian's package) with Playwright: the program started as a
user starts it, a page per test, the page's own errors collected, and axe-core's accessibility scan (vendored in
tests/vendor/axe-core: no network)."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.edit.browser_helpers import served

AXE = Path(__file__).resolve().parents[1] / "vendor" / "axe-core" / "axe.min.js"
AXE_VERSION = "4.14.1"


@dataclass
class Studio:
    url: str
    process: subprocess.Popen


@contextmanager
def pnp_studio(cwd: Path, *args: str) -> Iterator[Studio]:
    """`pnp studio --no-browser ARGS` running in ``cwd``; stopped with Ctrl-C after. Its stderr goes to
    ``cwd/studio-stderr.txt``, for the caller to read."""
    stderr = cwd / "studio-stderr.txt"
    with open(stderr, "w") as err, served("studio", list(args), cwd, err, lambda proc: stderr.read_text()) as (
            url, proc):
        yield Studio(url, proc)


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
