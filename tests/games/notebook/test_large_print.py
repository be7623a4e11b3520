"""The notebook in large print (issue 15 item 5): every page and the rules pictures with no text under the floor,
nothing cut off or overlapping, the same information as the designed pages, booklet pages of half the sheet,
page numbers at the floor with a creep limit from their box, and the command run with --theme large-print."""

from __future__ import annotations

from dataclasses import replace

import pikepdf
import pytest
from click.testing import CliRunner

from pnp.catalog import paper
from pnp.cli import cli, main
from pnp.games.notebook import draw
from pnp.games.notebook.generate import NotebookParams, generate_dungeon
from pnp.games.notebook.pages import creep_limit, inner_margin, notebook_pages
from pnp.games.notebook.pen import EXIT_INK, LEFT, Pen
from pnp.games.notebook.printouts import booklet_page, trackers_part
from pnp.games.notebook.rules_figures import rules_figures
from pnp.games.notebook.rules_pages import making_steps, rule_sections
from pnp.games.notebook.views import exits
from pnp.parts import FOLD_CLEARANCE
from pnp.render.pdf import MM
from pnp.scene.color import INK
from pnp.scene.model import Page, Text
from pnp.scene.text import PT, layout_text
from pnp.scene.walk import iter_items
from tests.large_print import FLOOR, large, small_texts

EPS = 1e-6


def big(name: str):
    return replace(paper(name), text_floor=FLOOR)


@pytest.fixture(scope="module")
def dungeons():
    return [generate_dungeon(1), generate_dungeon(7)]


def texts(page: Page) -> list[Text]:
    return [t for t in iter_items(page.items) if isinstance(t, Text)]


def boxes(page: Page) -> list[tuple[float, float, float, float]]:
    """Each text box of the page as drawn at its top level (the spine's turned number apart)."""
    return [(t.x, t.y, t.x + t.width, t.y + t.height) for t in page.items if isinstance(t, Text)]


def assert_readable(page: Page) -> None:
    """No text under the floor, none cut off, every box on the page."""
    assert not small_texts([page]), small_texts([page])[:3]
    for t in texts(page):
        assert not layout_text(t).overflow, (page.label, t.text)
    for x0, y0, x1, y1 in boxes(page):
        assert x0 >= -EPS and y0 >= -EPS and x1 <= page.width + EPS and y1 <= page.height + EPS, page.label


@pytest.mark.parametrize("size", ["a5", "half-letter"])
def test_every_booklet_page_prints_its_text_at_the_floor_and_nothing_is_cut_off(dungeons, size):
    for d in dungeons:
        pages = notebook_pages(d, big(size), 2)
        for page in pages:
            assert (page.width, page.height) == (paper(size).width, paper(size).height)
            assert_readable(page)


def test_large_room_pages_keep_every_fact_of_the_designed_page(dungeons):
    for d in dungeons:
        for room in d.rooms:
            small = {t.text for t in texts(draw.room_page(d, room, paper("a6")))} - {"notes"}
            page = draw.room_page(d, room, big("half-letter"))
            shown = {t.text for t in texts(page)} - {"notes"}  # lines to write on, wherever room is left
            assert shown == small, room.number  # the same words, numbers and signs
            ways = sorted(str(e.room) for e in exits(d, room))
            assert sorted(t.text for t in texts(page) if t.color == EXIT_INK) == ways


def ink(t: Text) -> tuple[float, float, float, float]:
    """Where a text's lines print: from each line's start to its end, cap height to descender."""
    lay = layout_text(t)
    size = lay.size * PT
    return (min(ln.x for ln in lay.lines), min(ln.baseline for ln in lay.lines) - 0.75 * size,
            max(ln.x + ln.width for ln in lay.lines), max(ln.baseline for ln in lay.lines) + 0.25 * size)


def test_no_two_texts_of_a_large_room_page_overlap(dungeons):
    def overlap(a, b) -> bool:
        return min(a[2], b[2]) - max(a[0], b[0]) > 0.3 and min(a[3], b[3]) - max(a[1], b[1]) > 0.3

    for d in dungeons:
        for room in d.rooms:
            page = draw.room_page(d, room, big("half-letter"))
            found = [(t.text, ink(t)) for t in page.items if isinstance(t, Text)]
            clash = [(a, b) for i, (a, ba) in enumerate(found) for b, bb in found[i + 1:] if overlap(ba, bb)]
            assert not clash, (room.number, clash[:3])


def test_the_large_cover_says_how_to_make_the_two_up_booklet_and_the_rules_keep_every_section(dungeons):
    d = dungeons[0]
    pages = notebook_pages(d, big("a5"), 2)
    cover = " ".join(t.text for t in texts(pages[0]))
    for step in making_steps(2):
        assert step in cover
    rules = " ".join(t.text for p in pages if p.label.startswith("p.") for t in texts(p))
    for heading, _body in rule_sections():
        assert heading in rules


def test_large_notes_and_tracker_pages_are_readable_with_bigger_boxes(dungeons):
    d = dungeons[0]
    assert_readable(draw.notes_page(big("a5")))
    for sheet in ("a4", "letter"):
        part = trackers_part(d, big(sheet))
        assert len(part.pages) == 2  # the stats and the map, a whole page each
        for page in part.pages:
            assert (page.width, page.height) == (paper(sheet).width, paper(sheet).height)
            assert_readable(page)
    # the boxes to write in (drawn in the frame's mm) print larger than on the designed sheet, which holds both
    # pages side by side on half of the landscape sheet
    assert Pen(big("a4")).s > 1.4 * Pen(replace(paper("a4"), width=148.5 - 12, height=210 - 16)).s


def test_the_page_numbers_print_at_the_floor_clear_of_the_drawings_and_limit_the_creep():
    for size in ("a5", "half-letter"):
        page = notebook_pages(generate_dungeon(1), big(size), 2)[0]
        number = next(t for t in texts(page) if t.text == "p. 1")
        assert number.size >= FLOOR - EPS
        # turned along the spine: its box across the page spans inner_margin .. inner_margin + box
        assert inner_margin(FLOOR) + number.height < Pen(big(size)).X(LEFT)
    assert inner_margin(FLOOR) > FOLD_CLEARANCE
    limit, folios = creep_limit(52, "a5", FLOOR)
    assert 0 < limit < float("inf") and folios == len(notebook_pages(generate_dungeon(1), big("a5"), 2)) // 4


def test_a_large_print_kit_binds_half_sheet_pages_two_a_side():
    assert booklet_page(paper("a4")) == (paper("a6"), 4)  # as designed
    for sheet, page in (("a4", "a5"), ("letter", "half-letter")):
        got, per_side = booklet_page(large(sheet))
        assert (got.key, per_side, got.text_floor) == (page, 2, FLOOR)


def test_the_large_rules_pictures_fit_the_column_and_say_what_the_designed_ones_say():
    designed, big_ones = rules_figures(), rules_figures(FLOOR)
    assert designed.keys() == big_ones.keys()
    for fig in big_ones.values():
        assert fig.width <= 182 + EPS and fig.height < 250
        assert_readable(fig)
    # the same callouts, and the same battle line by line
    key = {t.text for t in designed["room-page"].items if isinstance(t, Text) and not t.text.isdigit()}
    assert key <= {t.text for t in big_ones["room-page"].items if isinstance(t, Text)}
    rows = [t.text for t in designed["battle"].items if isinstance(t, Text)]
    assert rows == [t.text for t in big_ones["battle"].items if isinstance(t, Text)]


def run(*args):
    return CliRunner().invoke(cli, list(args))


@pytest.mark.parametrize("sheet, size", [("a4", (210.0, 297.0)), ("letter", (215.9, 279.4))])
def test_pnp_notebook_in_large_print_writes_pages_of_the_paper(tmp_path, sheet, size):
    result = run("notebook", "--theme", "large-print", "--paper", sheet, "--rooms", "3x3,2x2", "--doors", "1",
                 "--runs", "0", "--no-appendix", "--out", str(tmp_path))
    assert result.exit_code == 0, result.output
    with pikepdf.open(tmp_path / "notebook-1.pdf") as pdf:
        sizes = {tuple(sorted(round(float(v) / MM, 1) for v in page.mediabox[2:])) for page in pdf.pages}
        assert sizes == {size}  # the booklet's sheets two-up, the tracker pages upright: all of the paper
        booklet = len(notebook_pages(generate_dungeon(1, NotebookParams((3, 3), (2, 2), 1)), big("a5"), 2))
        assert len(pdf.pages) == booklet // 2 + 2  # half-sheet pages two a side, then the two tracker pages


def test_large_print_refuses_a6_pages_in_one_line_and_writes_nothing(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["notebook", "--theme", "large-print", "--page-size", "a6", "--out", str(tmp_path)])
    assert stop.value.code == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "a6" in lines[0] and "12 pt" in lines[0]
    assert not list(tmp_path.iterdir())


def theme_with_floor(tmp_path, floor: float):
    """The large-print theme with another text floor (the documented range is 0 to 36 pt)."""
    from pathlib import Path

    text = (Path(__file__).parents[3] / "layouts" / "themes" / "large-print.toml").read_text()
    assert "text_floor = 12.0" in text
    path = tmp_path / f"floor-{floor:g}.toml"
    path.write_text(text.replace("text_floor = 12.0", f"text_floor = {floor:g}"))
    return path


def run_cli(*args):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


@pytest.mark.parametrize("command, floor", [("notebook", 0), ("notebook", 1), ("notebook", 6), ("notebook", 12),
                                            ("notebook", 12.5), ("notebook", 14), ("notebook", 18),
                                            ("notebook", 24), ("notebook", 36), ("kit", 6), ("kit", 14),
                                            pytest.param("kit", 18, marks=pytest.mark.slow), ("kit", 19),
                                            ("kit", 36)])
def test_every_text_floor_is_drawn_or_refused_in_one_line(tmp_path, command, floor):
    """Up to the notebook's MAX_TEXT_FLOOR the notebook is made (its kit up to KIT_MAX_TEXT_FLOOR, which its
    rules sheet holds); above it, one line naming the limit, exit 2, nothing written (before the pages were
    declared layouts, from 14 pt on a room's page overflowed with a traceback)."""
    from pnp.games.notebook.printouts import KIT_MAX_TEXT_FLOOR, MAX_TEXT_FLOOR

    most = MAX_TEXT_FLOOR if command == "notebook" else KIT_MAX_TEXT_FLOOR
    assert KIT_MAX_TEXT_FLOOR >= 18 and MAX_TEXT_FLOOR >= 18  # well above large print's 12 pt
    out = tmp_path / "out"
    args = ("notebook", "--runs", "0") if command == "notebook" else ("kit", "--game", "notebook")
    result = run_cli(*args, "--theme", str(theme_with_floor(tmp_path, floor)), "--out", str(out))
    assert "Traceback" not in result.stderr
    if floor <= most:
        assert result.returncode == 0, result.stderr
        assert any(p.suffix == ".pdf" for p in out.rglob("*"))
    else:
        assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, result.stderr
        assert f"up to {most:g} pt" in result.stderr and f"{floor:g} pt" in result.stderr
        assert not out.exists() or list(out.iterdir()) == []


@pytest.mark.parametrize("letter", ["C", "I", "M", "O", "W"])
@pytest.mark.parametrize("name", ["padlock", "key"])
def test_a_key_letter_of_any_width_sits_on_its_disc_at_the_floor(letter, name):
    """A key colour's letter is the first of its name as translated (Polish "miedziany": M, Spanish "oro": O):
    at the floor, the disc it is drawn on grows to hold a wide capital, so none of its ink lies on the icon's."""
    from pnp.scene.layout_check import check_page

    pen = Pen(big("a4"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pnp.games.notebook.pen.key_letter", lambda color: letter)
        pen.key_icon(name, "copper", 20, 20, 5.0, INK, 0.35)
    assert not check_page(pen.page("a key"), floor=FLOOR)
