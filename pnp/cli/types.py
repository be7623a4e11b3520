"""Option types the command line needs beyond click's: numbers that must be finite."""

from __future__ import annotations

import math
from typing import Any

import click


class Finite(click.ParamType):
    """A finite number, optionally within [low, high]: click's FloatRange lets NaN through (every comparison
    with NaN is false), and NaN or infinity must never reach a page."""

    name = "number"

    def __init__(self, low: float | None = None, high: float | None = None) -> None:
        self.low, self.high = low, high

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            number = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number", param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value!r} is not a finite number", param, ctx)
        if (self.low is not None and number < self.low) or (self.high is not None and number > self.high):
            self.fail(f"{number:g} is not in the range {self._range()}", param, ctx)
        return number

    def _range(self) -> str:
        if self.low is not None and self.high is not None:
            return f"{self.low:g} to {self.high:g}"
        return f"at least {self.low:g}" if self.low is not None else f"at most {self.high:g}"

    def __repr__(self) -> str:
        return f"Finite({self.low}, {self.high})"
