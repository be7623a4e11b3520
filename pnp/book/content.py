"""A book's puzzles: every puzzle of the mix made, verified and measured, each with a short id.

Each puzzle comes from its own sub-seed (the book's seed, its kind and its index), so the puzzles are the same
made one after another or in worker processes (``jobs``), and the same whatever else the mix holds. Two
minigame tiles alike (the same puzzle up to turns, mirrors and symbol swaps: :mod:`pnp.games.minigames.sets`)
are never both printed: the later one is replaced by the type's next tile.

A short id names each puzzle on its page instead of a seed: the kind's letters and four letters and digits of
a hash of the puzzle's content (``L-7K3Q`` a labyrinth, ``M-…`` a maze, ``SW-…`` a sword tile...), longer
only where two puzzles of the book would share one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace

from pnp.book.mix import Mix
from pnp.book.model import Entry
from pnp.book.puzzles import content_hash, make_entry
from pnp.game import Progress

Task = tuple  # (kind, seed, index within the kind, maze size or 0[, (the design's number from 1, its sheet)])

ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O or 1/I, as the tiles' ids
ID_LENGTH = 4  # 32⁴, about a million per kind: a clash in a book of a few hundred puzzles is rare
KIND_PREFIX = {"labyrinth": "L", "maze": "M"}  # a minigame's prefix is its spec's (SW, BO...)


def _tasks(mix: Mix, seed: int) -> list[Task]:
    """Every puzzle to make, in mix order: the labyrinths, the minigames type by type, the mazes by size."""
    designs = mix.designs
    tasks: list[Task] = [("labyrinth", seed, i, 0, *(((i % len(designs) + 1, designs[i % len(designs)]),)
                                                      if designs else ())) for i in range(mix.labyrinth)]
    tasks += [(t, seed, i, 0) for t, n in mix.minigames for i in range(n)]
    tasks += [("maze", seed, i, size) for i, size in enumerate(mix.mazes())]
    return tasks


def _what(task: Task, mix: Mix) -> str:
    """What a progress line says was just made: "labyrinth 3 of 16", "maze 5 of 40 (14×14)"."""
    kind, _, index, size, *_ = task
    total = dict(mix.counts())[kind]
    return f"{kind} {index + 1} of {total}" + (f" ({size}×{size})" if size else "")


def _run(tasks: list[Task], jobs: int) -> Iterator[Entry]:
    """The entries of the tasks in their order, made here or by ``jobs`` worker processes (in order, so progress
    counts up as the book fills, and the book is the serial one)."""
    from pnp.parallel import in_order

    return in_order(make_entry, tasks, jobs)


def _tile_keys(entry: Entry) -> list:
    from pnp.registry import minigames

    return minigames().likeness(entry.content)


def _distinct_tiles(entries: list[Entry], mix: Mix, seed: int) -> list[Entry]:
    """The entries with every minigame tile alike to an earlier one replaced by its type's next tile (made
    here: rare, and the same for any ``jobs``)."""
    counts = dict(mix.minigames)
    seen: set = set()
    out = []
    for entry in entries:
        if entry.kind in counts:
            while seen.intersection(_tile_keys(entry)):
                counts[entry.kind] += 1  # the next index no tile of the book has used
                entry = make_entry((entry.kind, seed, counts[entry.kind] - 1, 0))
            seen.update(_tile_keys(entry))
        out.append(entry)
    return out


def _code(digest: bytes) -> str:
    """The hash as letters and digits of :data:`ID_ALPHABET`, five bits a symbol."""
    n = int.from_bytes(digest, "big")
    out = []
    for _ in range(len(digest) * 8 // 5):
        n, r = divmod(n, len(ID_ALPHABET))
        out.append(ID_ALPHABET[r])
    return "".join(out)


def prefix(kind: str) -> str:
    if kind in KIND_PREFIX:
        return KIND_PREFIX[kind]
    from pnp.registry import minigames

    return minigames().get(kind).SPEC.prefix


def short_ids(entries: Iterable[Entry]) -> list[str]:
    """Each entry's short id: its kind's prefix and the first :data:`ID_LENGTH` symbols of its content's hash,
    lengthened a symbol at a time for the entries that would share one with another entry of the book."""
    made = [(prefix(e.kind), _code(content_hash(e.kind, e.content))) for e in entries]
    ids: list[str | None] = [None] * len(made)
    length = ID_LENGTH
    while any(i is None for i in ids):
        pending = [k for k, i in enumerate(ids) if i is None]
        if length > len(made[pending[0]][1]):
            raise AssertionError("two puzzles of the book are the same puzzle")
        groups: dict[str, list[int]] = {}
        for k in pending:
            groups.setdefault(f"{made[k][0]}-{made[k][1][:length]}", []).append(k)
        for text, members in groups.items():
            if len(members) == 1:
                ids[members[0]] = text
        length += 1
    return [i for i in ids if i is not None]


def make_entries(mix: Mix, seed: int, jobs: int = 1, progress: Progress | None = None) -> list[Entry]:
    """Every puzzle of the mix, in mix order (labyrinths, minigames by type, mazes by size), each verified
    by its rules core, measured, and named by its short id. ``progress(done, total, what)`` after each."""
    tasks = _tasks(mix, seed)
    made = []
    for done, entry in enumerate(_run(tasks, jobs), start=1):
        made.append(entry)
        if progress is not None:
            progress(done, len(tasks), _what(tasks[done - 1], mix))
    made = _distinct_tiles(made, mix, seed)
    return [replace(e, short_id=i) for e, i in zip(made, short_ids(made))]
