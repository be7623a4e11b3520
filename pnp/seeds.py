"""Seeds: one explicit random.Random per component, derived from the user's seed.

Sub-seeds come from a hash of the seed and labels (never Python's ``hash``,
which changes between runs), so parallel generation gives the same bytes as
serial and adding a component does not disturb the others.
"""

from __future__ import annotations

import hashlib
import random

DEFAULT_SEED = 1


def derive(seed: int, *labels: object) -> int:
    text = "/".join([str(seed), *map(str, labels)])
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def rng(seed: int, *labels: object) -> random.Random:
    return random.Random(derive(seed, *labels))


def short_id(seed: int, *labels: object, length: int = 6) -> str:
    """A short readable id (no 0/O, 1/I) for printing on components."""
    alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    n = derive(seed, "id", *labels)
    out = []
    for _ in range(length):
        n, r = divmod(n, len(alphabet))
        out.append(alphabet[r])
    return "".join(out)
