"""`pnp book` refuses bad options in one line, before any puzzle is made, and writes nothing."""

from __future__ import annotations

import pytest

from tests.fuzz_helpers import one_line_refusal, run_pnp


@pytest.fixture(autouse=True)
def no_generating(monkeypatch):
    """Any puzzle made means an option was checked too late."""
    import pnp.book.content as content

    def refuse(*args, **kwargs):
        raise AssertionError("a puzzle was made before the options were checked")

    monkeypatch.setattr(content, "make_entries", refuse)


@pytest.mark.parametrize("args, needle", [
    (["--trim", "6x10"], "--trim"),
    (["--service", "acme"], "acme"),
    (["--paper-type", "gold"], "gold"),
    (["--puzzles", "labyrinth=two"], "labyrinth"),
    (["--puzzles", "dragons=3"], "dragons"),
    (["--puzzles", "labyrinth=0"], "no puzzles"),
    (["--maze-sizes", "2"], "--maze-sizes"),
    (["--puzzles", "maze=2", "--levels", "3"], "--levels"),
    (["--puzzles", "maze=200,labyrinth=200,minigames=200"], "pages"),
    (["--paper", "a4"], "--paper"),
    (["--interior", "saddle-stitch", "--bleed"], "--bleed"),
    (["--interior", "saddle-stitch", "--trim", "8.5x11", "--paper", "a4"], ""),
    (["--interior", "saddle-stitch", "--trim", "a5", "--paper", "a4"], "a stapled booklet holds at most 64"),
    (["--theme", "large-print"], "--trim 6x9: a book with no text under 12 pt"),  # and it names the trims that hold one
    (["--theme", "large-print", "--trim", "5x8"], "7x10, 8x10, 8.5x11, a4, jis-b5"),
    (["--theme", "large-print", "--trim", "7x10", "--maze-sizes", "10,30"], "--maze-sizes 30"),
    (["--out", "book.pdf"], "--out"),
    # hostile numbers (issue 27): str.isdigit is true of "²" and "٣", and int() refuses 4,300 digits or more
    (["--puzzles", "maze=²"], "maze='²' is not a whole number"),
    (["--puzzles", "maze=٣"], "maze='٣' is not a whole number"),  # int() would read it as 3
    (["--puzzles", "maze=" + "1" * 5000], "(5000 characters) is too many"),
    (["--puzzles", "maze=" + "0" * 5000 + "3"], "4 levels for 3 puzzles"),  # read as 3, then refused
    (["--puzzles", "x" * 5000 + "=1"], "(5000 characters)"),
    (["--maze-sizes", "²"], "'²' is not a size"),
    (["--maze-sizes", "٣٣"], "'٣٣' is not a size"),
    (["--maze-sizes", "1" * 5000], "(5000 characters) is not a size"),
    (["--isbn", "978-1-4028-9462-²"], "--isbn"),
    (["--isbn", "²" * 13], "--isbn"),
    (["--isbn", "030640615²"], "--isbn"),
    (["--isbn", "1" * 5000], "(5000 characters)"),
])
def test_bad_options_are_one_line_before_any_work(args, needle, tmp_path):
    if "--out" not in args:
        args = [*args, "--out", str(tmp_path / "out")]
    result = run_pnp("book", *args)
    assert result.escaped is None, result.escaped
    assert one_line_refusal(result), result.err
    assert needle in result.err
    assert not (tmp_path / "out").exists()


def test_paper_type_is_checked_against_the_service():
    from pnp.book.build import BookOptions, check_book
    from pnp.book.mix import parse_mix
    from pnp.book.model import BookInfo
    from pnp.book_catalog import service, trim
    from pnp.errors import PnpError

    options = BookOptions(BookInfo(), parse_mix("maze=30", "10"), trim("6x9"), service("kdp"), paper_type="gold")
    with pytest.raises(PnpError, match="gold"):
        check_book(options)


@pytest.mark.slow
def test_progress_is_shown_per_puzzle_on_a_terminal_and_not_otherwise(tmp_path):
    """Run in a pseudo-terminal, `pnp book` writes a line per puzzle; with its stderr in a pipe, nothing."""
    import os
    import pty
    import subprocess
    import sys

    args = [sys.executable, "-m", "pnp", "book", "--puzzles", "maze=3", "--levels", "1", "--no-cover"]
    leader, follower = pty.openpty()
    child = subprocess.run([*args, "--out", str(tmp_path / "tty")], stdin=subprocess.DEVNULL,
                           stdout=subprocess.PIPE, stderr=follower, check=True)
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    assert child.returncode == 0
    assert [f"pnp book: {n}/3 puzzles" in shown.decode() for n in (1, 2, 3)] == [True] * 3
    piped = subprocess.run([*args, "--out", str(tmp_path / "pipe")], capture_output=True, text=True, check=True)
    assert "puzzle" not in piped.stderr
    quiet = subprocess.run([*args, "--out", str(tmp_path / "q"), "--quiet"], capture_output=True, text=True,
                           check=True)
    assert quiet.stderr == ""
