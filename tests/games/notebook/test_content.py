"""Notebook content and variety: seeds play differently (mix, ladders, boss) within the balance target, and no
text repeats within a notebook except an enemy's own lines; the content file is checked on loading."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from pnp.errors import PnpError
from pnp.games.notebook.balance import critical_loss
from pnp.games.notebook.content import load_content
from pnp.games.notebook.generate import NotebookParams, generate_dungeon
from pnp.resources import package_file

SEEDS = range(40)


def texts_of(d) -> list[tuple[str, str | None]]:
    """Every text a room page prints from the content (not the shops' wares), with the enemy it belongs to."""
    out = []
    for r in d.rooms:
        enc = r.encounter
        out.append((r.flavour, None))
        out.append((enc.message, enc.enemy.name if enc.kind == "battle" else None))
        out += [(o.text, None) for o in enc.outcomes]
        if enc.kind == "choice":
            out += [(o.text, None) for o in enc.options]
    return out


def repeats(d) -> list[str]:
    """Texts printed twice in one notebook, except lines of one enemy met more than once."""
    owner: dict[str, str | None] = {}
    bad = []
    for text, enemy in texts_of(d):
        if text in owner and (enemy is None or owner[text] != enemy):
            bad.append(text)
        owner.setdefault(text, enemy)
    return bad


@pytest.fixture(scope="module")
def notebooks():
    return [generate_dungeon(seed) for seed in SEEDS]


def test_no_text_repeats_within_a_notebook_except_an_enemys_own_lines(notebooks):
    for d in notebooks + [generate_dungeon(seed, NotebookParams(doors=6)) for seed in range(5)]:
        assert repeats(d) == [], d.seed
        assert all(r.flavour for r in d.rooms)


def test_every_notebook_prints_at_least_a_hundred_distinct_texts(notebooks):
    # the 52 rooms' flavour lines and messages, the events' outcomes and the choices' options
    counts = [len({text for text, _ in texts_of(d)}) for d in notebooks]
    assert min(counts) >= 100, counts


def test_seeds_give_different_mixes_ladders_and_bosses_within_the_balance_target(notebooks):
    low, high = NotebookParams().loss_target()
    mixes = Counter(tuple(sorted(Counter(r.encounter.kind for r in d.rooms).items())) for d in notebooks)
    bosses = Counter(d.room(d.exit_room).encounter.enemy.name for d in notebooks)
    ladders = Counter(len(d.ladders) for d in notebooks)
    assert len(mixes) >= 30 and max(mixes.values()) <= 3  # 40 seeds: almost every one its own mix
    assert len(bosses) == len(load_content().bosses)
    assert set(ladders) == {1, 2, 3}
    for d in notebooks:
        assert low <= critical_loss(d) <= high
        kinds = Counter(r.encounter.kind for r in d.rooms)
        assert kinds["ladder"] == 2 * len(d.ladders) and kinds["exit"] == 1 and kinds["shop"] >= 3


def test_the_content_has_more_lines_than_a_notebook_needs():
    c = load_content()
    rooms = 52
    assert len(c.sights) >= rooms + 10 and len(c.details) >= rooms
    assert len(c.empty) >= 35 and len(c.events) >= 20 and len(c.choices) >= 15
    assert len(c.shop_messages) >= 10 and len(c.dice_messages) >= 8 and len(c.key_messages) >= 6
    assert len(c.food) >= 4 * 3  # four shops at most, three foods each, none twice
    assert all(len(lines) >= 3 for lines in c.intros.values())


def broken_copy(tmp_path: Path, old: str, new: str) -> Path:
    text = package_file("games", "notebook", "data", "content.toml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "content.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_line_listed_twice_is_refused_on_loading(tmp_path):
    path = broken_copy(tmp_path, '"Dust hangs in the still air.",',
                       '"Dust hangs in the still air.",\n  "It smells of rain.",')
    with pytest.raises(PnpError, match="appears twice"):
        load_content(path)


def test_a_boss_weaker_than_an_enemy_is_refused_on_loading(tmp_path):
    path = broken_copy(tmp_path, 'name = "The Grey Lady"\nicon = "ghost"\nhp = 7',
                       'name = "The Grey Lady"\nicon = "ghost"\nhp = 1')
    with pytest.raises(PnpError, match="The Grey Lady.*not tougher"):
        load_content(path)


def test_a_ladder_line_without_its_room_is_refused(tmp_path):
    path = broken_copy(tmp_path, '"Cold air rises up a ladder from room {room}."', '"Cold air rises up a ladder."')
    with pytest.raises(PnpError, match="needs {room}"):
        load_content(path)


@pytest.mark.slow
def test_five_hundred_seeds_never_repeat_a_text_and_print_a_hundred():
    for seed in range(500):
        d = generate_dungeon(seed)
        assert repeats(d) == [], seed
        assert len({text for text, _ in texts_of(d)}) >= 100, seed


def test_an_enemy_repeats_an_intro_only_when_met_more_often_than_it_has_intros():
    """Seeds 0 to 199, read from the drawn room pages: an enemy met up to three times prints a different intro
    each time (seed 10's Pit Snake printed one intro in its two rooms: balance had used up the intros of the
    enemies it swapped away)."""
    from pnp.catalog import paper
    from pnp.games.notebook.room_page import room_page
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    intros = load_content().intros
    for seed in range(200):
        d = generate_dungeon(seed)
        printed: dict[str, list[str]] = {}
        for room in d.rooms:
            if room.encounter.kind != "battle":
                continue
            page = room_page(d, room, paper("a6"))
            words = {t.text for t in iter_items(page.items) if isinstance(t, Text)}
            assert room.encounter.message in words, (seed, room.number)
            printed.setdefault(room.encounter.foe().name, []).append(room.encounter.message)
        for name, lines in printed.items():
            assert set(lines) <= set(intros[name]), (seed, name)
            assert len(set(lines)) == min(len(lines), len(intros[name])), (seed, name, lines)
