"""A studio job, in a process of its own: the very code of ``pnp kit`` or ``pnp book``, its files written into the
job's folder, pictures of its pages drawn as each game is done, and what happens told to the studio.

The process tells the studio through ``events`` (a pipe's sending end), one tuple at a time:
``("step", label, done, total, what)``, a step of the work; ``("game", name, pages)``, a game's kit made, its
pictures drawn and its ``pages.json`` (:mod:`pnp.kits.page_map`); ``("book", facts)``, a book made and its
cover and spread drawn; ``("done", downloads)``; ``("failed", line)``. The studio ends a job it no longer wants
by killing its process (its pool's workers die with it): nothing here needs to stop cleanly, and the job's folder
is the studio's to remove.
"""

from __future__ import annotations

import json
import os
import sys
import zipfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

Send = Callable[[tuple], None]

# stored as they are: PDF and PNG are compressed already, and deflating them again costs time for nothing
STORED = {".pdf", ".png"}
ZIP_TIME = (1980, 1, 1, 0, 0, 0)  # the same seed and choices give the same zip, byte for byte


def run(door: str, order: Any, folder: str, lang: str, jobs: int, parent: int, events: Any) -> None:
    """The job's process: make the kit or the book of ``order`` into ``folder`` on ``jobs`` processes."""
    from pnp.errors import PnpError
    from pnp.parallel import start_worker

    start_worker(parent, lang)  # as a pool's worker: Ctrl-C is the studio's, the language its, ends with it
    os.nice(5)  # below the studio's server, so its pages answer at once while a kit is made

    def send(event: tuple) -> None:
        events.send(event)

    try:
        if door == "kit":
            downloads = make_kit(order, Path(folder), jobs, send)
        else:
            downloads = make_book(order, Path(folder), jobs, send)
        send(("done", downloads))
    except PnpError as err:
        send(("failed", " ".join(str(err).split())))
    except Exception as err:  # a bug: the page gets one line, the terminal the trace
        import traceback

        traceback.print_exc(file=sys.stderr)
        send(("failed", f"internal error: {type(err).__name__}"))
    finally:
        events.close()


def write_tree(root: Path, files: Mapping[Path, bytes]) -> None:
    for path, data in files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def write_zip(target: Path, files: Mapping[Path, bytes]) -> None:
    """The files in a zip whose bytes depend on nothing but theirs (names sorted, one date), written under a
    temporary name and renamed: a download never finds half a zip."""
    partial = target.with_name(target.name + ".part")
    # deflated at level 1: about as small as the default for SVG and text, in a third of the time
    with zipfile.ZipFile(partial, "w") as archive:
        for path in sorted(files, key=lambda p: p.as_posix()):
            info = zipfile.ZipInfo(path.as_posix(), ZIP_TIME)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_STORED if path.suffix in STORED else zipfile.ZIP_DEFLATED
            archive.writestr(info, files[path], compresslevel=1)
    partial.replace(target)


def pictures(pdf: bytes, folder: Path) -> int:
    """Every page of ``pdf`` as a small picture ``folder/N.png`` (1-based); the count."""
    from pnp.studio.thumbs import thumbnails

    folder.mkdir(parents=True, exist_ok=True)
    count = 0
    for count, data in enumerate(thumbnails(pdf), start=1):
        (folder / f"{count}.png").write_bytes(data)
    return count


def kit_zip_name(order: Any) -> str:
    return f"pnp-{'-'.join(order.games) if len(order.games) < 4 else 'kits'}-seed{order.seed}.zip"


def make_kit(order: Any, folder: Path, jobs: int, send: Send) -> list[dict]:
    """``pnp kit`` of ``order``: each game's kit.pdf under ``folder/kit``, its pages drawn into
    ``folder/thumbs/GAME`` as soon as its kit is made; the downloads (the zip of the whole kit, each kit.pdf)."""
    from pnp.kits import kit_files

    kit = folder / "kit"
    total, finished = len(order.games), 0

    def step(game: str, done: int, of: int, what: str) -> None:
        send(("step", game, done, of, what))

    def made(game: str, files: dict[Path, Any]) -> None:
        nonlocal finished
        # only kit.pdf on its own (its download, its pages drawn large): every file is in the zip
        write_tree(kit, {Path(game) / "kit.pdf": files[Path(game) / "kit.pdf"]})
        pages = pictures(files[Path(game) / "kit.pdf"], folder / "thumbs" / game)
        facts = json.loads(files[Path(game) / "pages.json"])
        facts["pictures"] = pages
        finished += 1
        send(("game", game, facts))
        send(("step", "kits", finished, total, game))

    send(("step", "kits", 0, total, ""))
    files = kit_files(order.games, Path(), order.seed, order.players, order.paper, order.preset, jobs,
                      dict(order.options), steps=step, made=made)
    name = kit_zip_name(order)
    write_zip(folder / name, files)
    downloads = [{"name": name, "path": name, "what": "zip"}]
    downloads += [{"name": f"{g}-kit.pdf", "path": f"kit/{g}/kit.pdf", "what": "kit.pdf", "game": g}
                  for g in order.games]
    return downloads


def _spread(manifest: dict) -> int:
    """The left page (1-based, even: an open book) of the spread to show: the first with a puzzle on both pages,
    else the one holding the first puzzle."""
    pages = {p["page"] for p in manifest.get("puzzles", [])}
    both = [p for p in sorted(pages) if p % 2 == 0 and p + 1 in pages]
    if both:
        return both[0]
    first = min(pages, default=2)
    return first if first % 2 == 0 else max(first - 1, 2)


def make_book(order: Any, folder: Path, jobs: int, send: Send) -> list[dict]:
    """``pnp book`` of ``order`` (its options and theme): its files in ``folder/book``, the cover and a spread
    of the first puzzle drawn; the downloads (interior, cover, the puzzle list)."""
    from dataclasses import replace

    from pnp.book.build import book_files
    from pnp.studio.thumbs import page_count, page_picture, spread

    options, theme = order
    options = replace(options, jobs=jobs)  # the files do not depend on it

    def step(done: int, total: int, what: str) -> None:
        send(("step", "puzzles", done, total, what))

    files = book_files(options, Path(), theme, progress=step)
    write_tree(folder / "book", files)
    # BOOK-interior.pdf, BOOK-cover.pdf (not every book has one) and BOOK.json, by what each is
    what = {("list" if p.suffix == ".json" else p.name.rsplit("-", 1)[-1]): p for p in files}
    interior = files[what["interior.pdf"]]
    manifest = json.loads(files[what["list"]])
    left = _spread(manifest) - 1
    # saddle-stitched interiors are imposed sheets already: their second sheet shows two pages as printed
    pictures_made = {"spread.png": spread(interior, left) if options.interior == "single"
                     else page_picture(interior, min(1, page_count(interior) - 1))}
    if "cover.pdf" in what:
        pictures_made["cover.png"] = page_picture(files[what["cover.pdf"]], 0)
    for name, data in pictures_made.items():
        (folder / name).write_bytes(data)
    send(("book", {"pages": manifest.get("pages"), "pictures": sorted(pictures_made),
                   "spread": [left + 1, left + 2] if options.interior == "single" else None}))
    return [{"name": p.name, "path": f"book/{p.as_posix()}", "what": kind}
            for kind, p in sorted(what.items(), key=lambda item: item[1])]
