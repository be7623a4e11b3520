"""What every test of a command's refusal checks: exit status 2, one line on stderr, no traceback."""

from __future__ import annotations

import subprocess


def assert_refused(result: subprocess.CompletedProcess, *needles: str) -> str:
    """The refusal's one line, after checking it is one and holds each of ``needles``."""
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pnp: error: "), result.stderr
    assert "Traceback" not in result.stderr
    for needle in needles:
        assert needle in lines[0], lines[0]
    return lines[0]
