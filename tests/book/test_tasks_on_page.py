"""Every printed task can be done from the printed page alone (issue 27): a book page has no back, so it must
show everything its task refers to. For a minigame, the faces its model draws for the player (the puzzle face,
and the second face of a module that has one: the spider's task compares both sides of the tile) are all on
the puzzle page, next to each other, and on its answer and the how-to-play picture; a labyrinth's page shows
every symbol, the staircase the task names and every row of its card; a maze's the arrow in and the star."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager

import pytest
from book_helpers import BOXES, labyrinth_entry, maze_entry, page_text, placed

from pnp.book.answer_pages import answer_cell
from pnp.book.model import Entry
from pnp.book.puzzle_pages import puzzle_page
from pnp.games.minigames.base import generate_tile
from pnp.games.minigames.catalog import module, types
from pnp.scene.model import Icon, Item, Text
from pnp.scene.walk import iter_items

FACES = {"puzzle": "draw_puzzle", "answer": "draw_answer"}


def needed_faces(kind: str, answer: bool) -> list[str]:
    """What the minigame's model draws for the player: its puzzle face (solved, in an answer) and, when the
    module draws one, its second face (pnp.games.minigames.base: ``draw_artwork``)."""
    m = module(kind)
    return [FACES["answer" if answer else "puzzle"], *(["draw_artwork"] if hasattr(m, "draw_artwork") else [])]


def test_some_minigame_has_two_faces():  # else the tests below could not fail for want of a face
    assert any(len(needed_faces(kind, False)) == 2 for kind in types())


@contextmanager
def recorded(kind: str, monkeypatch):
    """Every face drawing of the module, recorded: (name, box, the items it returned)."""
    m = module(kind)
    calls: list[tuple[str, tuple, list[Item]]] = []
    for name in ("draw_puzzle", "draw_answer", "draw_artwork"):
        if hasattr(m, name):
            original: Callable = getattr(m, name)

            def spy(tile, box, *args, _name=name, _original=original, **kwargs):
                items = _original(tile, box, *args, **kwargs)
                calls.append((_name, box, items))
                return items

            monkeypatch.setattr(m, name, spy)
    yield calls


def _contains_in_order(page_items, drawn: list[Item]) -> bool:
    """Whether ``drawn`` is on the page, every item of it, in its order, at one level (a group's or the page's)."""
    from pnp.scene.model import Group

    ids = [id(i) for i in page_items]
    want = [id(i) for i in drawn]
    if any(ids[k:k + len(want)] == want for k in range(len(ids) - len(want) + 1)):
        return True
    return any(_contains_in_order(i.items, drawn) for i in page_items if isinstance(i, Group))


def _apart(a: tuple, b: tuple) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay


def assert_faces_shown(calls, page_items: list[Item], needed: list[str], box) -> None:
    """Each needed face drawn by its module and that drawing on the page (a drawing made and not used, or a
    face drawn inside another's drawing, does not count), all inside the box and none over another."""
    boxes = []
    for name in needed:
        on_page = [b for drawn, b, items in calls if drawn == name and items and _contains_in_order(page_items, items)]
        assert on_page, f"{name}'s drawing is not on the page"
        x, y, w, h = b = on_page[0]
        assert w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= box[0] + 1e-6 and y + h <= box[1] + 1e-6
        boxes.append(b)
    assert all(_apart(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:]), "the faces overlap"


def tile_entry(kind: str, difficulty: str) -> Entry:
    return Entry(kind, "T-2345", 1.0, generate_tile(kind, difficulty, 5))


@pytest.mark.parametrize("box", BOXES, ids=["5x8", "8.5x11"])
@pytest.mark.parametrize("kind", types())
def test_a_minigame_page_shows_every_face_its_task_needs(kind, box, monkeypatch):
    for difficulty in ("easy", "hard"):
        p = placed(tile_entry(kind, difficulty))
        with recorded(kind, monkeypatch) as calls:
            page = puzzle_page(p, box)
        assert_faces_shown(calls, page.items, needed_faces(kind, False), box)


@pytest.mark.parametrize("kind", types())
def test_a_minigame_answer_shows_every_face_solved_where_it_is_solved(kind, monkeypatch):
    from pnp.book.answer_pack import cell_box

    for box in BOXES:
        cell = cell_box("quarter", box)
        with recorded(kind, monkeypatch) as calls:
            page = answer_cell(placed(tile_entry(kind, "hard")), cell)
        assert_faces_shown(calls, page.items, needed_faces(kind, True), cell)


def test_the_how_to_play_picture_shows_both_faces_of_a_two_faced_tile(monkeypatch):
    from pnp.book.figures import minigame_pictures

    for kind in types():
        for w in (95.0, 195.0):
            with recorded(kind, monkeypatch) as calls:
                pictures = minigame_pictures([kind], w)
            items = [i for page in pictures for i in page.items]
            assert_faces_shown(calls, items, needed_faces(kind, True), (w, max(p.height for p in pictures)))


@pytest.mark.parametrize("box", BOXES, ids=["5x8", "8.5x11"])
def test_the_spider_can_be_solved_from_its_page(box):
    """Read back from the page alone: both grids of symbols, in reading order, and the count they share is
    the tile's "Find N" and its answer."""
    for difficulty in ("easy", "hard"):
        tile = generate_tile("spider", difficulty, 5)
        p = tile.puzzle
        page = puzzle_page(placed(Entry("spider", "T-2345", 1.0, tile)), box)
        icons = [i for i in iter_items(page.items) if isinstance(i, Icon) and i.name in p.symbols
                 and i.size < 30.0]  # the symbols in the grids (not the heading's spider)
        n = p.size
        assert len(icons) == 2 * n * n
        faces = []
        for face in (icons[:n * n], icons[n * n:]):
            rows = sorted(face, key=lambda i: (round(i.y, 3), i.x))
            faces.append([[rows[r * n + c].name for c in range(n)] for r in range(n)])
        same = [(c, r) for r in range(n) for c in range(n) if faces[0][r][c] == faces[1][r][c]]
        assert len(same) == p.find and sorted(same) == sorted(tile.answer.squares)
        assert f"Find {p.find}" in page_text(page)


@pytest.mark.parametrize("box", BOXES, ids=["5x8", "8.5x11"])
def test_a_labyrinth_page_shows_every_symbol_the_staircase_and_every_row_of_its_card(box):
    from pnp.games.labyrinth.card_pages import _row_text

    entry = labyrinth_entry()
    lab = entry.content
    page = puzzle_page(placed(entry), box)
    items = list(iter_items(page.items))
    texts = [i.text for i in items if isinstance(i, Text)]
    icons = [i.name for i in items if isinstance(i, Icon)]
    for kind in {s.kind for s in lab.sheet.at.values()}:
        wanted = sum(1 for s in lab.sheet.at.values() if s.kind == kind)
        assert icons.count(kind) >= wanted, kind
    staircases = [s.name for s in lab.sheet.at.values() if s.kind == "staircase"]
    assert all(name in texts for name in staircases)
    if lab.card.entry != "any":
        assert lab.card.entry in staircases and f"staircase {lab.card.entry}" in page_text(page)
    for row in lab.card.rows:
        assert _row_text(row) in texts, _row_text(row)


@pytest.mark.parametrize("box", BOXES, ids=["5x8", "8.5x11"])
def test_a_maze_page_shows_the_way_in_and_the_goal_its_task_names(box):
    page = puzzle_page(placed(maze_entry()), box)
    icons = [i.name for i in iter_items(page.items) if isinstance(i, Icon)]
    text = page_text(page)
    assert "arrow" in text and icons.count("arrow") == 1
    assert "star" in text and icons.count("star") == 1
