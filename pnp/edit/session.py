"""One editing session: the file it opened, the folder it writes into, and the only paths it may write.

A session may write the opened file (when one was given) and files directly inside its output folder, named
by the page: a plain file name, never a path (no separator, no ``..``, not hidden), never a symlink, and
ending as its format does. Anything else is :class:`Forbidden` (HTTP 403) before a byte is written.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pnp.errors import PnpError
from pnp.registry import labyrinth

if TYPE_CHECKING:
    from pnp.surfaces.labyrinth import Sheet

MIN_SIZE, MAX_SIZE = labyrinth().MIN_SIZE, labyrinth().MAX_SIZE  # a sheet's least and most squares a side

SUFFIX = {"text": ".txt", "json": ".json"}
MAX_NAME = 100  # characters in a file name the page chooses
DEFAULT_SIZE = (9, 9)  # a blank sheet: side A's size


class Forbidden(PnpError):
    """A path the session may not write (HTTP 403)."""

    http_status = 403


class Refused(PnpError):
    """A request the session cannot carry out as asked (HTTP ``status``, with extra JSON fields)."""

    def __init__(self, message: str, status: int = 400, **extra: object) -> None:
        super().__init__(message)
        self.status, self.extra = status, extra
        self.http_status, self.http_extra = status, extra  # as pnp.web answers it


@dataclass(frozen=True)
class Session:
    """What a session started with; the page holds everything edited since."""

    file: Path | None  # the opened file, resolved (it may not exist yet: the first save creates it)
    format: str  # "text" or "json": the opened file's, or text for a new design
    out: Path  # the output folder, resolved (created at the first write)
    out_label: str  # the folder as the user named it, for messages and the page
    sides: dict[str, Sheet]  # the labyrinth opened: "A", and "B" for a two-sided file
    labyrinth_id: str  # a two-sided file's id, kept when it is saved again
    seed: int  # the seed of the standard deck (and of a kit)
    token: str

    def target(self, name: str | None, fmt: str) -> Path:
        """Where a save of format ``fmt`` named ``name`` goes: the opened file (``None``) or a file directly
        inside the output folder. :class:`Forbidden` for any other path, :class:`Refused` for a name that does
        not end as the format does."""
        if name is None:
            if self.file is None:
                raise Refused("no file was opened: choose a name to save under")
            if fmt != self.format:
                raise Refused(f"{self.file.name} is a {self.format} file; save as {fmt} under another name")
            return self.file
        path = self.inside_out(name)
        if path.suffix.lower() != SUFFIX[fmt]:
            raise Refused(f"name: a {fmt} file's name ends in {SUFFIX[fmt]}, not {name!r}")
        return path

    def inside_out(self, name: str) -> Path:
        """``name`` as a file directly inside the output folder (:class:`Forbidden` otherwise)."""
        check_name(name)
        path = self.out / name
        if path.is_symlink():
            raise Forbidden(f"name: {name!r} is a symbolic link; the editor writes only plain files")
        if self.out.is_symlink() or path.parent.resolve() != self.out:
            raise Forbidden(f"name: {name!r} is not inside the output folder")
        return path

    def check_inside(self, paths: Iterable[Path]) -> None:
        """Each of ``paths`` (files an export makes, in folders of its own) lies inside the output folder through
        real folders: no component from the folder down is a symbolic link, none is ``..``, and the path does not
        resolve elsewhere (:class:`Forbidden` otherwise, before a byte is written). A link inside the folder
        would take the write wherever it points."""
        for path in paths:
            try:
                parts = path.relative_to(self.out).parts
            except ValueError:
                parts = ("..",)
            chain = [self.out.joinpath(*parts[:n]) for n in range(len(parts) + 1)]  # the folder, ..., the file
            link = next((p for p in chain if p.is_symlink()), None) if ".." not in parts else None
            if link is not None:
                shown = Path(self.out_label, link.relative_to(self.out))
                raise Forbidden(f"{shown} is a symbolic link; the editor writes only inside the output folder "
                                f"{self.out_label}, never through a link")
            if ".." in parts or not path.resolve().is_relative_to(self.out):
                raise Forbidden(f"{path}: not inside the output folder {self.out_label}")

    @property
    def draft_key(self) -> str:
        """What the page keeps its draft under (in the browser's storage): the opened file, or the output folder
        of a new design, hashed, so a reload or a later session on the same file finds it."""
        where = str(self.file) if self.file is not None else f"a new design in {self.out}"
        return hashlib.sha256(where.encode("utf-8")).hexdigest()[:20]

    def is_opened(self, path: Path) -> bool:
        return self.file is not None and path == self.file


_PLAIN = re.compile(r"[^\x00-\x1f\x7f/\\:]+")


def check_name(name: str) -> None:
    """A plain file name: no folder, no ``..``, not hidden, printable, not too long (:class:`Forbidden`)."""
    if not name or len(name) > MAX_NAME:
        raise Forbidden(f"name: a file name is 1 to {MAX_NAME} characters")
    if not _PLAIN.fullmatch(name) or name.startswith(".") or name != name.strip():
        raise Forbidden(f"name: {name[:40]!r} is not a plain file name inside the output folder "
                        "(no folders, no '..', not hidden)")


def parse_size(value: str | None) -> tuple[int, int] | None:
    """``--size WxH`` in squares (None when not given)."""
    size = labyrinth().parse_size(value)
    if size is None:
        return None
    w, h = size
    if not (MIN_SIZE <= w <= MAX_SIZE and MIN_SIZE <= h <= MAX_SIZE):
        raise PnpError(f"--size: a sheet is {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE} squares, not {w}x{h}")
    return w, h


def blank_sheet(width: int, height: int, side: str = "A") -> Sheet:
    return labyrinth().sheet_class(width, height, frozenset(), (), side=side)


def open_session(file: str | None, seed: int | None, size: str | None, out: str) -> Session:
    """The session for ``pnp edit [FILE] [--seed N] [--size WxH] [--out FOLDER]``; a bad option or file is one
    PnpError line, before the server starts.

    An existing FILE is read as `pnp verify` reads it (a sheet or a labyrinth, text or JSON; an unplayable design
    opens, to be fixed). A FILE that does not exist yet is created by the first save (JSON when it ends in .json,
    else text). Without a FILE to read: with --seed, a generated design (the seed's two-sided labyrinth, or one
    sheet of --size); without, a blank sheet of --size (9x9).
    """
    from pnp.model_file import TextModel
    from pnp.seeds import DEFAULT_SEED

    chosen = parse_size(size)
    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise PnpError(f"--out {out}: is a file, not a folder")
    path = Path(file).resolve() if file else None
    if path is not None and path.exists():
        if chosen is not None:
            raise PnpError(f"--size is for a new design; {file} already holds one")
        read = labyrinth().read_model_file(path)
        fmt = "text" if isinstance(read, TextModel) else "json"
        kind, model = labyrinth().load(str(path), ("labyrinth-sheet", "labyrinth"))
        if kind == "labyrinth":
            sides, lab_id, lab_seed = {"A": model.side_a, "B": model.side_b}, model.labyrinth_id, model.seed
        else:
            sides, lab_id, lab_seed = {"A": model}, "", model.seed
        deck_seed = seed if seed is not None else (lab_seed if lab_seed is not None else DEFAULT_SEED)
        return Session(path, fmt, folder.resolve(), out, sides, lab_id, deck_seed, new_token())
    if path is not None and not path.parent.is_dir():
        raise PnpError(f"{file}: the folder {path.parent} does not exist")
    fmt = "json" if path is not None and path.suffix.lower() == ".json" else "text"
    sides, lab_id = _fresh(seed, chosen)
    return Session(path, fmt, folder.resolve(), out, sides, lab_id, DEFAULT_SEED if seed is None else seed,
                   new_token())


def _fresh(seed: int | None, size: tuple[int, int] | None) -> tuple[dict[str, Sheet], str]:
    """A design to start from: generated from ``seed`` (both sides, or one sheet of ``size``) or blank."""
    if seed is None:
        return {"A": blank_sheet(*(size or DEFAULT_SIZE))}, ""
    game = labyrinth()
    if size is None:
        lab = game.generate_labyrinth(seed)
        return {"A": lab.side_a, "B": lab.side_b}, lab.labyrinth_id
    return {"A": game.generate_sheet(game.params_for("A", size), seed)}, ""


def new_token() -> str:
    """The session's secret: every URL carries it, so another local user's page cannot drive the server."""
    return secrets.token_urlsafe(24)
