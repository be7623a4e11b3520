"""Reading the grid of a labyrinth sheet drawn as text: its size, its walls and what each square holds.

Squares are three characters wide: ``|`` between squares side by side, ``---``
between squares one above the other, ``+`` at every corner. The outer border
is either drawn in full (the grid's first line starts with ``+`` in the first
column) or implied (none of it is drawn; the first column is then the first
square's). What a square holds is returned as typed, with its place, for
:mod:`pnp.games.labyrinth.text_format` to decode. Every problem is one
:class:`ModelError` naming the file, line and column (docs/sheet-text-format.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from pnp.errors import ModelError
from pnp.grid.core import Cell, Wall, wall

MIN_SQUARES, MAX_SQUARES = 2, 20  # pnp plays 5 to 20 (verify says so); a smaller grid still reads, for sketches
WALL_CHARS = "|-+"

Line = tuple[int, str]  # (line number, the line without its line break and trailing spaces)


def located(source: str, line: int, column: int, message: str) -> ModelError:
    """One error line, ``FILE:LINE:COLUMN: message``, already located (readers do not wrap it again)."""
    err = ModelError(f"{source}:{line}:{column}: {message}")
    err.located = True
    return err


@dataclass(frozen=True)
class Typed:
    """What one square holds, as typed, and where (1-based line and column of its first character)."""

    text: str
    line: int
    column: int


@dataclass(frozen=True)
class Drawing:
    width: int
    height: int
    walls: frozenset[Wall]
    squares: tuple[tuple[Cell, Typed], ...]  # only the squares that hold something, row by row


@dataclass(frozen=True)
class _Frame:
    """Where the grid's lines lie on a text line: corner x sits at column ``left + 4 x`` (0-based)."""

    source: str
    drawn: bool  # the outer border is drawn (else implied)
    width: int

    @property
    def left(self) -> int:
        return 0 if self.drawn else -1  # an implied border would stand one column left of the text

    @property
    def end(self) -> int:
        """Columns a full row of this grid takes (an implied one lacks both border columns)."""
        return 4 * self.width + 1 if self.drawn else 4 * self.width - 1

    def inner(self) -> range:
        """The corner columns' x that lie inside the text: all of them when drawn, the inner ones if implied."""
        return range(0, self.width + 1) if self.drawn else range(1, self.width)


def read_grid(rows: list[Line], source: str) -> Drawing:
    """The grid drawn on ``rows`` (consecutive lines of one grid; comment lines already left out)."""
    first_no, first = rows[0]
    drawn = first.startswith("+")
    frame = _Frame(source, drawn, _width(rows, source, drawn))
    kinds = _row_kinds(rows, frame)
    bottom = max(i for i, (_, corner) in enumerate(kinds) if corner)
    walls: set[Wall] = set()
    squares: list[tuple[Cell, Typed]] = []
    y = 0
    for i, ((number, text), corner) in enumerate(kinds):
        if corner:
            border = "top" if frame.drawn and i == 0 else "bottom" if frame.drawn and i == bottom else ""
            walls |= _corner_row(number, text, frame, y, border)
            continue
        if y == MAX_SQUARES:
            raise located(source, number, 1, f"a grid is at most {MAX_SQUARES} squares tall")
        row_walls, row_squares = _square_row(number, text, frame, y)
        walls |= row_walls
        squares += row_squares
        y += 1
    if y < MIN_SQUARES or frame.width < MIN_SQUARES:
        raise located(source, first_no, 1, f"a grid is at least {MIN_SQUARES}×{MIN_SQUARES} squares, this one is "
                                           f"{frame.width}×{y}")
    return Drawing(frame.width, y, frozenset(walls), tuple(squares))


def _width(rows: list[Line], source: str, drawn: bool) -> int:
    """Squares across: counted on the top border (drawn) or on the first row of corners (implied)."""
    if drawn:
        number, text = rows[0]
        width, column = 0, 1
        while column < len(text):
            for i, want in enumerate("---+"):
                got = text[column + i: column + i + 1]
                if got != want:
                    what = "'+' (a corner)" if want == "+" else "'---' (the top border)"
                    raise located(source, number, column + i + 1, f"expected {what}, got {_show(got)}")
            width = _one_more(width, source, number, column)
            column += 4
        return width
    corner_rows = [(n, t) for n, t in rows if _is_corner_row(t)]
    if not corner_rows:
        number, text = next(((n, t) for n, t in rows if "+" in t), rows[0])
        column = text.find("+") + 1 or 1
        raise located(source, number, column, "expected a row of corners with its first '+' in column 4: in a grid "
                                              "whose border is implied (its first line does not start with '+'), "
                                              "the first square takes columns 1 to 3")
    number, text = corner_rows[0]
    width, column = 1, 3
    while text[column: column + 1] == "+":
        width = _one_more(width, source, number, column)
        column += 4
    return width


def _one_more(width: int, source: str, number: int, column: int) -> int:
    if width == MAX_SQUARES:
        raise located(source, number, column + 1, f"a grid is at most {MAX_SQUARES} squares wide")
    return width + 1


def _is_corner_row(text: str) -> bool:
    """In a grid whose border is implied, a row of corners has its first '+' in column 4."""
    return text[3:4] == "+"


def _row_kinds(rows: list[Line], frame: _Frame) -> list[tuple[Line, bool]]:
    """Each line, and whether it is a row of corners (else a row of squares): they alternate. An implied grid
    may start or end with a row of corners, its first or last row of squares being empty (so invisible)."""
    out: list[tuple[Line, bool]] = []
    corner = frame.drawn or _is_corner_row(rows[0][1])
    if corner and not frame.drawn:
        out.append(((rows[0][0], ""), False))
    ended_at = 0  # a drawn grid ends at a blank line after a row of corners
    for number, text in rows:
        if ended_at and text:
            raise located(frame.source, number, 1, "a second grid needs its own 'side:' header before it (a "
                                                   "two-sided file is 'side: A' and its grid, then 'side: B' and its)")
        if frame.drawn and not text and not corner:
            ended_at = number
            continue
        out.append(((number, text), corner))
        corner = not corner
    if not frame.drawn and out[-1][1]:
        out.append(((out[-1][0][0], ""), False))
    if frame.drawn and not out[-1][1]:
        number = out[-1][0][0]
        raise located(frame.source, number + 1, 1, f"expected the bottom border ('+---+...') after line {number}")
    return out


def _show(text: str) -> str:
    return repr(text) if text else "the end of the line"


def _fill(number: int, text: str, frame: _Frame, what: str) -> str:
    """The row padded to the grid's width; nothing may stand beyond it, and a drawn row reaches its border."""
    if len(text) > frame.end:
        column, got = frame.end + 1, text[frame.end]
        if got in WALL_CHARS:
            side = "right of the border" if frame.drawn else "right of the last square (this grid's border is implied)"
            raise located(frame.source, number, column, f"a wall between nothing: there is no square {side}")
        raise located(frame.source, number, column,
                      f"beyond the grid, which is {frame.width} squares ({frame.end} columns) wide")
    if frame.drawn and len(text) < frame.end:
        raise located(frame.source, number, len(text) + 1,
                      f"ragged row: it ends at column {len(text)}, expected {what} in column {frame.end}")
    return text.ljust(frame.end)


def _corner_row(number: int, text: str, frame: _Frame, y: int, border: str) -> set[Wall]:
    """The walls between rows y - 1 and y, read from a row of corners and ``---``; a border has no walls."""
    text = _fill(number, text, frame, "'+' (the last corner)")
    for x in frame.inner():
        column = frame.left + 4 * x
        if text[column] != "+":
            raise located(frame.source, number, column + 1, f"expected '+' (a corner), got {_show(text[column])}")
    walls: set[Wall] = set()
    for x in range(frame.width):
        column = frame.left + 4 * x + 1
        segment = text[column: column + 3]
        if segment == "---" and not border:
            walls.add(wall((x, y - 1), (x, y)))
        if segment == "---" or (segment == "   " and not border):
            continue
        want = "-" if border or segment.lstrip().startswith("-") else " "
        bad = next(i for i, ch in enumerate(segment) if ch != want)
        if border:
            message = f"expected '---' (the {border} border), got {segment!r}"
        elif segment[bad] in "|+":
            message = f"a wall character where none can be: under square ({x}, {y - 1}) only '---' or spaces"
        else:
            message = f"expected '---' (a wall) or three spaces under square ({x}, {y - 1}), got {segment!r}"
        raise located(frame.source, number, column + bad + 1, message)
    return walls


def _square_row(number: int, text: str, frame: _Frame, y: int) -> tuple[set[Wall], list[tuple[Cell, Typed]]]:
    """Row y of squares: the walls between squares side by side, and what each square holds."""
    if not frame.drawn and text.startswith("|"):
        raise located(frame.source, number, 1, "a wall between nothing: this grid's border is implied (its first "
                                               "line does not start with '+'), so column 1 is inside square "
                                               f"(0, {y})")
    text = _fill(number, text, frame, "'|' (the right border)")
    walls: set[Wall] = set()
    for x in frame.inner():
        column = frame.left + 4 * x
        got = text[column]
        if x in (0, frame.width):
            if got != "|":
                raise located(frame.source, number, column + 1, f"expected '|' (the border), got {_show(got)}")
        elif got == "|":
            walls.add(wall((x - 1, y), (x, y)))
        elif got in "+-":
            raise located(frame.source, number, column + 1, "a wall character where none can be: between "
                                                             f"squares ({x - 1}, {y}) and ({x}, {y}) only '|' or "
                                                             "a space")
        elif got != " ":
            raise located(frame.source, number, column + 1, f"expected '|' or a space between squares ({x - 1}, {y}) "
                                                            f"and ({x}, {y}), got {got!r} (a square is 3 characters "
                                                            "wide)")
    squares = []
    for x in range(frame.width):
        column = frame.left + 4 * x + 1
        typed = _square(number, text[column: column + 3], column, frame.source, (x, y))
        if typed is not None:
            squares.append(((x, y), typed))
    return walls, squares


def _square(number: int, inside: str, column: int, source: str, cell: Cell) -> Typed | None:
    """What the three characters of a square hold: nothing, or one symbol's code."""
    for i, ch in enumerate(inside):
        if ch in WALL_CHARS:
            raise located(source, number, column + i + 1,
                          f"a wall character where none can be: {ch!r} inside square ({cell[0]}, {cell[1]})")
    code = inside.strip()
    if not code:
        return None
    start = column + inside.index(code[0])
    if " " in code:
        gap = code.index(" ")
        second = start + gap + len(code[gap:]) - len(code[gap:].lstrip())
        raise located(source, number, second + 1, f"square ({cell[0]}, {cell[1]}) holds one symbol, got {code!r}")
    return Typed(code, number, start + 1)
