"""Lengths in layout files: numbers are millimetres; strings may carry a unit."""

from __future__ import annotations

import re

_UNITS = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": 25.4 / 72.0}
_LENGTH = re.compile(r"^\s*([0-9]*\.?[0-9]+)\s*(mm|cm|in|pt)?\s*$")


def parse_length(value: object) -> float:
    """A length in mm from 12, 12.5, "12mm", "0.125in", "612pt". Raises ValueError."""
    if isinstance(value, bool):
        raise ValueError(f"expected a length, got {value!r}")
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        m = _LENGTH.match(value)
        if m:
            return float(m.group(1)) * _UNITS[m.group(2) or "mm"]
    raise ValueError(f"expected a length such as 210, \"8.5in\" or \"612pt\", got {value!r}")


def parse_size(text: str) -> tuple[float, float]:
    """"210x297", "8.5x11in", "100mmx150mm" → (width, height) in mm. Raises ValueError."""
    m = re.match(r"^\s*([0-9.]+)\s*(mm|cm|in|pt)?\s*[x×]\s*([0-9.]+)\s*(mm|cm|in|pt)?\s*$", text)
    if not m:
        raise ValueError(f"expected a size such as 210x297 or 8.5x11in, got {text!r}")
    unit_w = m.group(2) or m.group(4) or "mm"
    unit_h = m.group(4) or unit_w
    return (parse_length(m.group(1) + unit_w), parse_length(m.group(3) + unit_h))
