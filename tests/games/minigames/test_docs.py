"""docs/rules-minigames.md says what the code does: its figures are regenerated and compared,
and the key ones are measured on real output."""

from __future__ import annotations

import re
from pathlib import Path

from pnp.catalog import paper
from pnp.games.minigames.answer_keys import answer_pages
from pnp.games.minigames.base import generate_tile
from pnp.games.minigames.draw import puzzle_page
from pnp.games.minigames.figures import BEGIN, END, block
from pnp.games.minigames.puzzles import troll
from pnp.scene.model import Group

PAGE = Path(__file__).resolve().parents[3] / "docs" / "rules-minigames.md"


def _text() -> str:
    return PAGE.read_text(encoding="utf-8")


def _figures() -> str:
    text = _text()
    return text[text.index(BEGIN):text.index(END) + len(END)]


def test_the_rules_page_carries_the_figures_the_code_gives():
    assert _figures() == block(), "run: python -m pnp.games.minigames.figures docs/rules-minigames.md"


def test_numbers_live_only_in_the_generated_figures():
    # the prose around the block states no number of its own, so it cannot drift from the code
    text = _text()
    prose = text.replace(_figures(), "")
    prose = re.sub(r"0 if m < N(?: or m = 0)?, 1 if m = N, else 2", "", prose)  # the counters' return values
    prose = re.sub(r"\(0, 1 or 2 meaning \"two or more\"\)|\(0 for an unreadable", "", prose)
    prose = re.sub(r"numbers 1\.\.K|starts on 1", "", prose)  # the sword's first number
    assert re.findall(r"\d", prose) == []


def test_answer_pages_hold_as_many_tiles_as_stated():
    stated = {name: int(n) for n, name in re.findall(r"(\d+) to a page on ([A-Za-z0-9 ]+?) \(", _figures())}
    tiles = [generate_tile("key", "easy", seed) for seed in range(20)]
    for key in ("a4", "letter"):
        pages = answer_pages(tiles, paper(key))
        placed = [sum(1 for item in page.items if isinstance(item, Group)) for page in pages]
        assert placed[0] == stated[paper(key).name] and sum(placed) == 20


def test_the_stated_bleed_is_the_pages_bleed():
    bleed = float(re.search(r"with ([\d.]+) mm \(1/8 in\) of bleed", _figures()).group(1))
    page = puzzle_page(generate_tile("troll", "easy", 1))
    assert abs(page.bleed - bleed) < 5e-4 and abs(bleed - 25.4 / 8) < 5e-4


def test_the_stated_troll_ranges_hold_on_generated_tiles():
    (easy, hard), = re.findall(r"\| Troll \| (.*?) \| (.*?) \|", _figures())
    for difficulty, row in (("easy", easy), ("hard", hard)):
        low, high = map(int, re.search(r"(\d+)–(\d+) monsters", row).groups())
        assert (low, high) == troll.SETTINGS[difficulty].monsters
        counts = [len(generate_tile("troll", difficulty, seed).puzzle.monsters) for seed in range(60)]
        assert low <= min(counts) and max(counts) <= high
