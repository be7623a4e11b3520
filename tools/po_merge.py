"""Carry translations from one PO file into another by message: ``python tools/po_merge.py FROM INTO [BASE]``.

With BASE (the catalog FROM started from), only the entries FROM changed since BASE are carried: two people who
each changed other entries of one catalog are merged without either undoing the other.

For the lead merging a translator's work into a catalog that has moved on (new strings since): every entry of
INTO takes FROM's translation of the same message and context where FROM has a whole one that is not fuzzy (the
translator's file is the newer word on it); the rest of INTO is kept. Writes INTO as ``pnp translations update``
writes catalogs.
"""

from __future__ import annotations

import sys
from pathlib import Path

from pnp.i18n.catalogs import read_catalog
from pnp.i18n.extract import _write


def main() -> None:
    source, target = Path(sys.argv[1]), Path(sys.argv[2])
    code = target.parent.name
    theirs = read_catalog(source, code)
    mine = read_catalog(target, code)
    base = read_catalog(Path(sys.argv[3]), code) if len(sys.argv) > 3 else None
    taken = 0
    for message in mine:
        if not message.id:
            continue
        other = theirs.get(message.id, context=message.context)
        if other is None or other.fuzzy or not other.string:
            continue
        if isinstance(other.string, tuple) and not all(other.string):
            continue
        before = base.get(message.id, context=message.context) if base is not None else None
        if before is not None and before.string == other.string and before.user_comments == other.user_comments:
            continue  # not changed by FROM
        if message.string == other.string and not message.fuzzy and message.user_comments == other.user_comments:
            continue
        message.string = other.string
        message.flags.discard("fuzzy")
        message.user_comments = list(other.user_comments)
        taken += 1
    _write(mine, target)
    print(f"{target}: {taken} translations taken from {source}")


if __name__ == "__main__":
    main()
