"""A sheet drawn as text written again over the file it came from, keeping that file's comments and notes.

The model keeps the sheet (walls, symbols, headers such as ``title:``), not
the ``#`` comments, the ``notes:`` lines or the blank lines a person typed
around it. :func:`keep_remarks` takes the text the writer made for the edited
model and the file it replaces, and puts every comment, note and blank line of
that file back where it stood: each header line is replaced by the new value
in its place (and left out when the model no longer has it), each grid by the
new grid (a comment inside a grid stays on the same line of it, or after the
grid when the grid has fewer lines now), new headers go after the last old
one. A file whose shape changed (a sheet become a labyrinth) gets its
comments and notes at the top instead. The result always reads back to the
same model as the writer's text; that is checked before it is returned.
"""

from __future__ import annotations

from dataclasses import dataclass

from pnp.errors import ModelError
from pnp.games.labyrinth.model import Labyrinth
from pnp.games.labyrinth.text_format import HEADER, HEADERS, labyrinth_to_text, parse_text, sheet_to_text

REMARK, HEADER_LINE, GRID = "remark", "header", "grid"


@dataclass(frozen=True)
class _Line:
    role: str  # REMARK (a comment, a note or a blank line outside a grid), HEADER_LINE or GRID
    key: str  # a header's key ("" otherwise)
    text: str


def keep_remarks(old: str, new: str, source: str) -> str:
    """``new`` (what the text format's writer made) with the comments, ``notes:`` and blank lines of ``old`` kept.
    ``old`` must read as a sheet or labyrinth: else the ModelError of its reader, naming ``source``."""
    parse_text(old, source)  # what is kept comes from a file the format reads
    crlf = old.count("\r\n") * 2 > old.count("\n")
    before, after = _blocks(old), _blocks(new)
    merged = _merged(before, after) if _shape(before) == _shape(after) else None
    wanted = _written(new)
    for text in ([merged] if merged is not None else []) + [_on_top(before, after)]:
        if _written(text) == wanted:
            return text.replace("\n", "\r\n") if crlf else text
    return new  # not reached: comments and notes at the top of a file always read (a test checks)


def _written(text: str) -> str | None:
    """The text read and written again by the format (None: it does not read)."""
    try:
        model = parse_text(text, "text").model
    except ModelError:
        return None
    return labyrinth_to_text(model) if isinstance(model, Labyrinth) else sheet_to_text(model)


def _classify(text: str) -> list[_Line]:
    """Each line's role, as :func:`pnp.games.labyrinth.text_format.parse_text` reads it."""
    out = []
    for raw in text.split("\n"):
        line = raw.rstrip("\r")
        bare = line.rstrip(" ")
        match = HEADER.fullmatch(bare)
        if bare.lstrip().startswith("#"):
            out.append(_Line(REMARK, "", line))
        elif match is not None and match.group(1).lower() in HEADERS:
            key = match.group(1).lower()
            out.append(_Line(REMARK if key == "notes" else HEADER_LINE, key, line))
        else:
            out.append(_Line(GRID if bare else REMARK, "", line))
    return out


def _blocks(text: str) -> list[list[_Line]]:
    """The lines by block: one for a sheet; for a labyrinth its own headers, side A and side B. Blank lines between
    two lines of one grid are part of it (an implied border's empty row)."""
    blocks: list[list[_Line]] = [[]]
    gridded = False
    for line in _classify(text):
        if line.role == HEADER_LINE and line.key == "side" and gridded:
            blocks.append([])
            gridded = False
        gridded = gridded or line.role == GRID
        blocks[-1].append(line)
    if len(blocks) == 2:  # a labyrinth: its own headers stand before the first side's
        first = blocks[0]
        cut = next((i for i, ln in enumerate(first) if ln.role == HEADER_LINE and ln.key == "side"), 0)
        # its title is for the reader, as notes are (the model keeps a side's title, not the labyrinth's)
        own = [_Line(REMARK, ln.key, ln.text) if ln.key == "title" else ln for ln in first[:cut]]
        blocks = [own, first[cut:], blocks[1]]
    return [_grid_blanks(block) for block in blocks]


def _grid_blanks(block: list[_Line]) -> list[_Line]:
    rows = [i for i, ln in enumerate(block) if ln.role == GRID]
    if not rows:
        return block
    return [_Line(GRID, "", ln.text) if rows[0] < i < rows[-1] and not ln.text.strip() else ln
            for i, ln in enumerate(block)]


def _shape(blocks: list[list[_Line]]) -> list[bool]:
    return [any(ln.role == GRID for ln in block) for block in blocks]


def _merged(before: list[list[_Line]], after: list[list[_Line]]) -> str:
    out: list[str] = []
    for old, new in zip(before, after):
        out += _merged_block(old, new)
    return "\n".join(out)


def _merged_block(old: list[_Line], new: list[_Line]) -> list[str]:
    """One block: the old lines, each header and the grid replaced by the new ones."""
    headers = {ln.key: ln.text for ln in new if ln.role == HEADER_LINE}
    grid = [ln.text for ln in new if ln.role == GRID]
    old_rows = sum(ln.role == GRID for ln in old)
    out: list[str] = []
    done: set[str] = set()
    last_header: int | None = None  # where headers the old block lacks go: after its last one, or before the grid
    seen = placed = 0
    for ln in old:
        if ln.role == REMARK:
            out.append(ln.text)
        elif ln.role == HEADER_LINE:
            if ln.key in headers and ln.key not in done:
                out.append(headers[ln.key])
                done.add(ln.key)
                last_header = len(out)
        else:
            if seen == 0 and last_header is None:
                last_header = len(out)
            seen += 1
            upto = len(grid) if seen == old_rows else min(seen, len(grid))
            out += grid[placed:upto]
            placed = upto
    if last_header is None:  # no header and no grid: before the block's trailing blank lines
        last_header = len(out)
        while last_header and not out[last_header - 1].strip():
            last_header -= 1
    missing = [text for key, text in headers.items() if key not in done]
    return out[:last_header] + missing + out[last_header:]


def _on_top(before: list[list[_Line]], after: list[list[_Line]]) -> str:
    """The new text with the old comments and notes first (a file whose shape changed)."""
    kept = [("# " if ln.key == "title" else "") + ln.text  # a labyrinth's own title, kept as a comment
            for block in before for ln in block if ln.role == REMARK and ln.text.strip()]
    new = [ln.text for block in after for ln in block if not ln.text.lstrip().startswith("#")]  # not its preamble
    return "\n".join(kept + new)
