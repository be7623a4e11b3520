"""A stapled booklet stops at 64 pages (issue 27: the docs' home booklet was 124 pages, 31 nested sheets, with
no warning): a bigger mix is refused before any puzzle is made, in one line naming a smaller mix that fits;
what is let through is made within the limit."""

from __future__ import annotations

import re

import pytest

from pnp.book.build import SADDLE_MAX_PAGES, BookOptions, check_book, estimated_pages, make_book
from pnp.book.mix import parse_mix
from pnp.book.model import BookInfo
from pnp.book_catalog import service, trim
from pnp.catalog import paper
from pnp.errors import PnpError

SUGGESTED = re.compile(r"--puzzles (\S+)\)$")


def booklet(puzzles: str, trim_key: str = "a5", sheet: str = "a4", levels: int = 4, sizes: str = "10,14,18,22"):
    return BookOptions(BookInfo(seed=1), parse_mix(puzzles, sizes), trim(trim_key), service("home"), levels=levels,
                       interior="saddle-stitch", paper=paper(sheet), cover=False)


@pytest.mark.parametrize("puzzles, trim_key, sheet", [
    ("labyrinth=16,minigames=14,maze=44", "a5", "a4"),  # the default mix: was 124 pages
    ("labyrinth=30", "a5", "a4"),
    ("maze=80", "5.5x8.5", "letter"),
    ("minigames=50,maze=10", "a5", "a4"),
])
def test_a_booklet_over_the_limit_is_refused_naming_a_mix_that_fits(puzzles, trim_key, sheet):
    o = booklet(puzzles, trim_key, sheet)
    assert estimated_pages(o, o.mix) > SADDLE_MAX_PAGES
    with pytest.raises(PnpError) as refused:
        check_book(o)
    message = str(refused.value)
    assert "\n" not in message and f"at most {SADDLE_MAX_PAGES}" in message
    suggested = SUGGESTED.search(message)
    assert suggested, message
    smaller = booklet(suggested.group(1), trim_key, sheet)
    check_book(smaller)  # accepted
    assert smaller.mix.total < o.mix.total and estimated_pages(smaller, smaller.mix) <= SADDLE_MAX_PAGES


def test_a_booklet_at_the_limit_is_made_within_it():
    o = booklet("maze=44", sizes="8,10")
    check_book(o)
    made = make_book(o)
    assert estimated_pages(o, o.mix) == made.pages and SADDLE_MAX_PAGES - 8 < made.pages <= SADDLE_MAX_PAGES
    assert len(made.interior.pages) == made.pages // 4 * 2  # two pages a side, sheets printed both sides


def test_a_single_interior_is_not_held_to_the_stapler():
    o = BookOptions(BookInfo(seed=1), parse_mix("labyrinth=16,minigames=14,maze=44", "10,14,18,22"), trim("a5"),
                    service("home"), cover=False)
    check_book(o)
    assert estimated_pages(o, o.mix) > SADDLE_MAX_PAGES


def test_the_docs_stapled_booklet_is_made_with_the_pages_it_says(tmp_path):
    """docs/book.md's and README.md's saddle-stitch command: run as written, it writes the interior and the
    list (no cover: a stapled booklet has none) and makes as many pages as the comment says, within the limit."""
    import json
    import shlex
    from pathlib import Path

    from tests.fuzz_helpers import run_pnp

    root = Path(__file__).resolve().parents[2]
    commands = [line.strip() for doc in ("docs/book.md", "README.md")
                for line in (root / doc).read_text(encoding="utf-8").splitlines() if "book --interior saddle" in line]
    assert len(commands) == 2 and len({c.split("book ", 1)[1].split("#")[0].strip() for c in commands}) == 1, commands
    command, comment = commands[0].split("#", 1)
    args = shlex.split(command)[2:]
    said = int(re.search(r"(\d+) pages", comment).group(1))
    result = run_pnp("book", *args, "--out", str(tmp_path), "--quiet")
    assert result.code == 0, result.err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book-1-interior.pdf", "book-1.json"]
    pages = json.loads((tmp_path / "book-1.json").read_text())["pages"]
    assert pages == said <= SADDLE_MAX_PAGES
