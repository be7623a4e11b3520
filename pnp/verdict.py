"""Verdicts: what a rules core says about a model, with a witness to re-check."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Verdict:
    ok: bool
    message: str
    witness: dict[str, Any] = field(default_factory=dict)
    problems: tuple[str, ...] = ()

    def summary(self) -> str:
        head = ("ok: " if self.ok else "REJECTED: ") + self.message
        if self.problems:
            head += "; " + "; ".join(self.problems)
        return head

    def to_json(self) -> dict[str, Any]:
        return {"ok": self.ok, "message": self.message, "problems": list(self.problems), "witness": self.witness}
