"""Save and export: the design written as `pnp verify` reads it and `pnp render` draws it, atomically.

Every target is checked by the session's path rules first (:meth:`pnp.edit.session.Session.target`); an
existing file other than the opened one is refused (409) unless the page says to overwrite it. Files are
made in memory, then written by :func:`pnp.atomic.write_files` (all or nothing) while the server's write
lock is held, so a stop waits for the renames and never leaves half a save behind.
"""

from __future__ import annotations

import tempfile
import threading
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from pnp.edit import wire
from pnp.edit.session import Refused, Session
from pnp.errors import ModelError, PnpError
from pnp.registry import labyrinth

if TYPE_CHECKING:
    from pnp.surfaces.labyrinth import Labyrinth, Sheet

WRITING = threading.Lock()  # held while files are renamed into place: the server's stop waits for it


def design(session: Session, wired: wire.Design) -> Sheet | Labyrinth:
    """The page's design as the model a file holds: one sheet, or a labyrinth of sides A and B (each side's
    sheet then calls itself by its letter, as a labyrinth file requires)."""
    sides = wire.sides(wired.sides, "labyrinth.sides.")
    if "B" not in sides:
        return sides["A"]
    a, b = (replace(s, side=letter) if s.side != letter else s for letter, s in sorted(sides.items()))
    seed = session.seed if wired.seed is None else wired.seed
    return labyrinth().labyrinth_class(wired.id or session.labyrinth_id, seed, a, b)


def file_bytes(model: Sheet | Labyrinth, fmt: str) -> bytes:
    """The design as a text or JSON file, written by the same functions as `pnp sheet --format txt,json`."""
    from pnp.jsonio import dumps

    lab = labyrinth()
    try:
        if fmt == "text":
            text = lab.labyrinth_to_text(model) if lab.is_labyrinth(model) else lab.sheet_to_text(model)
            return text.encode("utf-8")
    except ModelError as err:  # a name the text format cannot hold (a space at its end): JSON can
        raise Refused(f"{err}; save it as JSON") from None
    return dumps(lab.labyrinth_to_json(model) if lab.is_labyrinth(model) else lab.sheet_to_json(model))


def save(session: Session, request: wire.SaveRequest) -> dict:
    """``api/save``: the design into the opened file or a file of the output folder."""
    from pnp.atomic import write_files

    target = session.target(request.name, request.format)
    if target.exists() and not session.is_opened(target) and not request.overwrite:
        raise Refused(f"{request.name} exists in {session.out_label}: overwrite it?", 409, exists=True)
    data = file_bytes(design(session, request.labyrinth), request.format)
    if request.format == "text":
        data = _with_remarks(session, target, data)
    with WRITING:
        write_files({target: data})
    return {"path": str(target)}


def _with_remarks(session: Session, target: Path, data: bytes) -> bytes:
    """The text to save with the opened text file's comments, ``notes:`` and blank lines kept in their places
    (the labyrinth surface's ``keep_remarks``): read as it is on disk now, so a comment typed in another editor
    since the page opened is kept too. An opened file that no longer reads as a sheet is not overwritten: its
    lines could not be kept (a save under another name goes ahead without them)."""
    from pnp.boundary import read_text

    opened = session.file
    if opened is None or session.format != "text" or not opened.is_file():
        return data
    try:
        old = read_text(opened, ModelError, "text")
        return labyrinth().keep_remarks(old, data.decode("utf-8"), opened.name).encode("utf-8")
    except ModelError as err:
        if session.is_opened(target):
            raise Refused(f"{opened.name} no longer reads as a sheet, so its comments and notes could not be kept: "
                          f"{err}; fix it, or save under another name", 409) from None
        return data


def _stem(session: Session) -> str:
    return session.file.stem if session.file is not None else "labyrinth"


def export(session: Session, request: wire.ExportRequest) -> dict:
    """``api/export``: the sheet PDF (as `pnp render` draws it) or a whole labyrinth kit for this design (as
    `pnp kit --game labyrinth --labyrinth FILE` makes it), into the output folder. A design `pnp verify`
    rejects is refused in its words, as `pnp render` refuses it."""
    from pnp.atomic import write_files

    model = design(session, request.labyrinth)
    _refuse_unverified(model)
    if request.what == "kit":
        session.check_inside([session.out / "labyrinth" / "kit.pdf"])  # the kit's folder, before the work
    files = _sheet_pdf(session, model) if request.what == "sheet-pdf" else _kit(session, model)
    session.check_inside(files)  # every file, in whatever folders the kit makes
    with WRITING:
        written = write_files(files)
    return first_files(written)


def first_files(written: list[Path]) -> dict:
    """The export's answer: the file to open first (a kit's kit.pdf, else the first PDF), its folder, and every
    file written, that one first (a kit writes some 200: the page shows the first two and folds the list)."""
    pdfs = sorted((p for p in written if p.suffix == ".pdf"), key=lambda p: (p.name != "kit.pdf", len(p.parts), p))
    main = pdfs[0] if pdfs else sorted(written)[0]
    return {"main": str(main), "folder": str(main.parent),
            "files": [str(main), *(str(p) for p in sorted(written) if p != main)]}


def _refuse_unverified(model: Sheet | Labyrinth) -> None:
    from pnp.registry import kind

    ops = kind("labyrinth" if labyrinth().is_labyrinth(model) else "labyrinth-sheet")
    verdict = ops.verify(model)
    if not verdict.ok:
        raise Refused(f"{ops.name}: {verdict.summary()}")


def _sheet_pdf(session: Session, model: Sheet | Labyrinth) -> dict[Path, bytes]:
    from pnp.catalog import paper
    from pnp.layout.impose import put_on_paper
    from pnp.layout.presets import standard
    from pnp.output import Target, document_files
    from pnp.registry import kind

    a4 = paper("a4")
    printout = kind("labyrinth" if labyrinth().is_labyrinth(model) else "labyrinth-sheet").draw(model, a4)
    doc = put_on_paper(printout, a4, standard(printout.layout))
    target = session.inside_out(f"{_stem(session)}.pdf")
    return document_files(doc, Target(target.parent, target.stem, exact=target), ["pdf"])


def _kit(session: Session, model: Sheet | Labyrinth) -> dict[Path, bytes]:
    """The kit, its design read from a file as `pnp kit --labyrinth` reads it (named after the opened file, the
    name the kit prints on a sheet without a title)."""
    from pnp.catalog import paper
    from pnp.kits import kit_files
    from pnp.layout.presets import load_preset

    name = f"{_stem(session)}.json"
    with tempfile.TemporaryDirectory(prefix="pnp-edit-") as folder:
        path = Path(folder) / name
        path.write_bytes(file_bytes(model, "json"))
        try:
            return kit_files(["labyrinth"], session.out, session.seed, 4, paper("a4"), load_preset("home"),
                             options={"labyrinth": (str(path),)})
        except PnpError as err:  # the message names the temporary file: name the design instead
            raise Refused(str(err).replace(str(path), name)) from None
