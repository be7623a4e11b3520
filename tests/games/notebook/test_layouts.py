"""The notebook's pages as declared layouts (issue 28): a room's words grow their boxes, then its picture yields,
then its encounter goes on to a second page; the notebook draws clean under the layout check above the 12 pt
of large print, plain and pseudo-localised."""

from __future__ import annotations

from dataclasses import replace

import pytest

from pnp.catalog import paper
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.pen import VIEW, Pen
from pnp.games.notebook.printouts import booklet_page, notebook_part, trackers_part
from pnp.games.notebook.room_page import LEAST_PICTURE, room_pages
from pnp.kits.layout_sweep import check_named, floor_theme, part_pages
from pnp.scene.model import Path, Text
from pnp.scene.pseudo import pseudo, pseudo_locale
from pnp.scene.walk import iter_items, printed_text_sizes

EPS = 1e-6


def texts(page) -> list[Text]:
    return [t for t in iter_items(page.items) if isinstance(t, Text)]


@pytest.fixture(scope="module")
def battle():
    """Seed 1's first battle room, and the same room against a foe with a long name and many hit points."""
    d = generate_dungeon(1)
    room = next(r for r in d.rooms if r.encounter.kind == "battle")
    foe = room.encounter.foe()
    long = replace(foe, name="The Unspeakably Ancient Guardian of the Lowest Vaults", hp=10)
    return d, room, replace(room, encounter=replace(room.encounter, enemy=long))


def picture_height(page, on) -> float:
    """How tall (design mm) the room's picture is drawn on paper ``on``: its frame, the widest outline on the page
    (its stroke thins as the picture yields, so it is found by its extent)."""

    def extent(path: Path) -> tuple[float, float]:
        xs, ys = zip(*((seg[1], seg[2]) for seg in path.segments if seg[0] != "Z"))
        return max(xs) - min(xs), max(ys) - min(ys)

    outlines = [it for it in iter_items(page.items) if isinstance(it, Path) and it.style.stroke is not None
                and it.style.fill is None and it.segments]
    return max(extent(path) for path in outlines)[1] / Pen(on).s


def test_a_room_grows_yields_its_picture_then_goes_on_to_a_second_page(battle):
    """As designed (A6, no floor) the room is one page with its picture whole. Larger type on half letter: the
    same room first keeps one page with a smaller picture, and at 18 pt its battle goes on to a second page
    under the room's number, every word at the floor or more."""
    d, room, _ = battle
    whole = VIEW[3] - VIEW[1]
    designed = room_pages(d, room, paper("a6"))
    assert len(designed) == 1 and picture_height(designed[0], paper("a6")) == pytest.approx(whole)
    yielded = []
    for floor in (12.0, 14.0, 18.0):
        on = replace(paper("half-letter"), text_floor=floor)
        pages = room_pages(d, room, on)
        assert 1 <= len(pages) <= 2
        if len(pages) == 1:  # the picture yields, never under its least share
            k = picture_height(pages[0], on) / whole
            assert LEAST_PICTURE - EPS <= k <= 1 + EPS
            yielded += [floor] if k < 1 - EPS else []
        words = [t.text for p in pages for t in texts(p)]
        assert str(room.number) in words and room.encounter.message in words
        assert {"BATTLE", "DONE", "HP"} <= set(words)  # the encounter and the tally, on one page or the next
        if len(pages) == 2:  # the picture on the first, the battle and the tally on the second, both numbered
            assert "BATTLE" not in [t.text for t in texts(pages[0])]
            assert {"BATTLE", "DONE", str(room.number)} <= {t.text for t in texts(pages[1])}
        for page in pages:
            sizes = [s for t, s in printed_text_sizes(page.items) if t.text.strip()]
            assert min(sizes) >= floor - EPS
    assert len(room_pages(d, room, replace(paper("half-letter"), text_floor=18.0))) == 2
    assert yielded and max(yielded) < 18.0  # some floor keeps one page with a smaller picture before the split


def test_a_long_name_takes_a_row_of_its_own_and_the_page_still_holds(battle):
    """A foe whose name does not fit beside its ten hearts gets the panel's width above them; the page stays
    one page at the designed size, the name whole."""
    d, _, room = battle
    pages = room_pages(d, room, paper("a6"))
    assert len(pages) == 1
    name = next(t for t in texts(pages[0]) if t.text == room.encounter.enemy.name)
    hp = next(t for t in texts(pages[0]) if t.text == "HP")
    assert name.y + name.height <= hp.y + EPS  # above the hearts' row, not beside it


def sweep(floor: float, sheet: str, strings: str, seed: int = 1):
    """The layout check's findings on every page of the notebook's booklet and tracker sheet."""
    on = replace(paper(sheet), text_floor=floor)
    page, per_side = booklet_page(on)
    d = generate_dungeon(seed)

    def parts():
        return [notebook_part(d, page.key, per_side, text_floor=floor, bleed=page.bleed), trackers_part(d, on)]

    if strings == "pseudo":
        with pseudo_locale():
            made = parts()
    else:
        made = parts()
    theme = floor_theme(floor)
    return [f for part in made for named in part_pages(part)
            for f in check_named(named, floor, theme, pseudo=strings == "pseudo")]


@pytest.mark.slow
@pytest.mark.parametrize("strings", ["plain", "pseudo"])
def test_the_notebook_at_18_pt_is_clean_under_the_layout_check(strings):
    """At an 18 pt floor (the most the notebook is drawn for) on A4: its booklet pages and tracker sheet, as
    designed and pseudo-localised, hold every word without a finding (before its pages were declared
    layouts, a room's page raised at 14 pt)."""
    found = sweep(18.0, "a4", strings)
    assert not found, "\n".join(str(f) for f in found[:12])


def appendix_findings(floor: float, strings: str, seed: int = 1):
    """The layout check's findings on the designer's appendix (with the simulated players' report) drawn for
    ``floor`` on A4, as the notebook command makes it, and its pages."""
    from pnp.games.notebook.printouts import appendix_part
    from pnp.games.notebook.simulate import simulate

    on = replace(paper("a4"), text_floor=floor)
    page, _ = booklet_page(on)
    d = generate_dungeon(seed)
    report = simulate(d, 20, seed)
    if strings == "pseudo":
        with pseudo_locale():
            part = appendix_part(d, page.key, report, on)
    else:
        part = appendix_part(d, page.key, report, on)
    found = [f for named in part_pages(part) for f in check_named(named, floor, floor_theme(floor),
                                                                   pseudo=strings == "pseudo")]
    return found, part.pages


@pytest.mark.parametrize(("floor", "strings"), [(18.0, "plain"), pytest.param(18.0, "pseudo", marks=pytest.mark.slow),
                                                pytest.param(24.0, "plain", marks=pytest.mark.slow),
                                                pytest.param(24.0, "pseudo", marks=pytest.mark.slow)])
def test_the_designer_s_appendix_is_clean_under_the_layout_check_above_large_print(floor, strings):
    """The designer's appendix at 18 pt (the notebook's most) and 24 pt on A4, as written and pseudo-localised:
    every word in its box, its tables' columns as wide as their words (a table too wide for the page in two),
    its paragraphs flowed on over pages (before, 63 findings at 18 pt: its words were drawn by hand at the
    designed widths)."""
    found, pages = appendix_findings(floor, strings)
    assert not found, "\n".join(str(f) for f in found[:12])
    words = [t.text for p in pages for t in texts(p)]
    title = pseudo("DESIGNER'S APPENDIX") if strings == "pseudo" else "DESIGNER'S APPENDIX"
    assert sum(w.replace("\n", " ") == title for w in words) == len(pages) >= 2  # the title atop every page


@pytest.mark.slow
def test_the_notebook_kit_at_its_highest_text_floor_is_clean_under_the_layout_check():
    """The notebook's kit at KIT_MAX_TEXT_FLOOR on A4 (once refused above 16 pt: its rules sheet could not hold
    the worked battle): every part and the kit's own pages without a finding."""
    from pnp.game import KitRequest
    from pnp.games.notebook.printouts import KIT_MAX_TEXT_FLOOR
    from pnp.kits.layout_sweep import check_kit
    from pnp.layout.presets import load_preset
    from pnp.registry import game

    preset, on = load_preset("home"), replace(paper("a4"), text_floor=KIT_MAX_TEXT_FLOOR)
    g = game("notebook")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)  # fewer simulated players: numbers, not layout
        spec = g.make_kit(KitRequest(1, 4, on, preset.layout, 1, g.prepare_kit_options({}), None))
    found = [f for part in check_kit(spec, preset, on, KIT_MAX_TEXT_FLOOR).values() for f in part]
    assert KIT_MAX_TEXT_FLOOR >= 18
    assert not found, "\n".join(str(f) for f in found[:12])


@pytest.mark.parametrize(("floor", "sheet", "strings"), [
    (24.0, "a5", "pseudo"), pytest.param(20.0, "half-letter", "pseudo", marks=pytest.mark.slow),
    pytest.param(20.0, "a5", "plain", marks=pytest.mark.slow)])
def test_the_cover_and_the_rules_above_the_notebook_s_floor_flow_on_clean(floor, sheet, strings):
    """Above the notebook's 18 pt (a step towards it), the cover and the HOW TO PLAY pages still draw clean under
    the layout check: what the cover cannot hold goes on by the page flow, its making steps cut between steps
    when taller than a page (before, refused at 24 pt pseudo-localised: the steps' box was one block)."""
    from pnp.games.notebook.rules_pages import rules_pages, title_pages
    from pnp.scene.layout_check import check_page
    from pnp.scene.pseudo import pseudo_page
    from pnp.themes.apply import themed_page

    on = replace(paper(sheet), text_floor=floor)
    d = generate_dungeon(1)

    def made():
        return [*title_pages(d, on, 2), *rules_pages(on)]

    if strings == "pseudo":
        with pseudo_locale():
            pages = [pseudo_page(p) for p in made()]
    else:
        pages = made()
    found = [f for n, p in enumerate(pages, 1)
             for f in check_page(themed_page(p, floor_theme(floor)), f"p. {n} ({p.label})", floor=floor)]
    assert not found, "\n".join(str(f) for f in found[:12])
    assert sum(p.label == "making the booklet" for p in pages) >= 1  # the cover went on to a page after it


# --- words once placed by hand: the running totals' first figures, the spine's page number, the notes' label ---

def _ink_inside(t: Text) -> bool:
    """Whether ``t``'s one line, at the size it prints at, is no wider than its box."""
    from pnp.scene.text import text_width

    return text_width(t.text, t.font, t.size) <= t.width + EPS


def test_a_running_total_s_first_figure_shrinks_to_its_box_and_is_refused_in_one_line_where_it_cannot():
    """The first box of the hit-point and coin grids holds its figure at every floor it fits at, never under the
    floor, and above that the layout refuses it by name (before, the figure was drawn by hand at the floor's
    size and spilled over the next boxes at 24 pt and more)."""
    from pnp.errors import PnpError
    from pnp.games.notebook.pen import LEFT, TOP, WIDTH
    from pnp.games.notebook.trackers import _write_grid
    from pnp.scene.arrange import height_of, lay_out

    pen = Pen(paper("a4"))
    outcomes = set()
    for floor in range(0, 41, 2):
        grid = _write_grid(pen, 15, 4, "10")
        laid = lay_out(grid, LEFT, TOP, WIDTH, height_of(grid, WIDTH, floor), floor)
        if laid.faults:
            assert len(laid.faults) == 1 and "first figure '10'" in laid.faults[0]
            with pytest.raises(PnpError, match="first figure"):
                laid.fitted("the hit points")
            outcomes.add("refused")
            continue
        (figure,) = [t for t in laid.items if isinstance(t, Text)]
        assert figure.size >= floor and _ink_inside(figure)
        assert LEFT + 0.3 - EPS <= figure.x and figure.x + figure.width <= LEFT + WIDTH / 15 - 0.3 + EPS
        outcomes.add("held")
    assert outcomes == {"held", "refused"}


@pytest.mark.parametrize("strings", ["plain", "pseudo"])
def test_the_stats_page_s_first_figures_stay_in_their_boxes_at_large_print(strings):
    """The stats page on a half sheet and a whole one at 12 pt, as written and pseudo-localised: the figures in
    the first boxes (10 HP, 0 coins) print at the floor or more, inside their boxes."""
    from pnp.games.notebook.odds import START_HP
    from pnp.games.notebook.trackers import tracker_pages

    d = generate_dungeon(1)
    for sheet in ("a4", "a5"):
        on = replace(paper(sheet), text_floor=12.0)
        if strings == "pseudo":
            with pseudo_locale():
                stats = tracker_pages(d, on)[0]
        else:
            stats = tracker_pages(d, on)[0]
        figures = [t for t in texts(stats) if t.text in (str(START_HP), "0") and t.font == "body-black"]
        assert len(figures) == 2
        assert all(t.size >= 12.0 - EPS and _ink_inside(t) for t in figures)


@pytest.mark.parametrize("floor", [0.0, 8.0, 12.0, 18.0])
def test_the_page_number_along_the_spine_is_laid_out_in_its_box_in_the_locale(floor):
    """The page number is a laid-out word in its box across the spine band (then turned): at its size (5 pt,
    or the floor over it), pseudo-localised, its line no wider than its box and its box as tall as
    :func:`spine_geometry` says."""
    from pnp.games.notebook.pages import spine_geometry, spine_label
    from pnp.scene.model import Group, Page

    size, box, _inset = spine_geometry(floor)
    on = replace(paper("a5"), text_floor=floor)
    with pseudo_locale():
        page = spine_label(Page(on.width, on.height, ()), 123, floor)
    (mark,) = page.items
    assert isinstance(mark, Group)
    (label,) = mark.items
    assert label.text == pseudo("p. 123")  # a number: as printed
    assert label.size == max(5.0, floor) and label.height == pytest.approx(box) and _ink_inside(label)


@pytest.mark.parametrize(("floor", "strings"), [(0.0, "pseudo"), (12.0, "plain"), (12.0, "pseudo")])
def test_a_room_page_s_notes_label_is_laid_out_in_the_locale_at_the_floor(floor, strings):
    """The notes' label over the lines for notes on the rooms' pages that leave room for them, as written and
    pseudo-localised, at the floor or more and no wider than its box."""
    d = generate_dungeon(1)
    on = replace(paper("a5"), text_floor=floor)
    if strings == "pseudo":
        with pseudo_locale():
            pages = [p for room in d.rooms for p in room_pages(d, room, on)]
    else:
        pages = [p for room in d.rooms for p in room_pages(d, room, on)]
    word = pseudo("notes") if strings == "pseudo" else "notes"
    labels = [t for p in pages for t in texts(p) if t.text == word]
    assert labels and all(t.size >= floor - EPS and _ink_inside(t) for t in labels)


@pytest.mark.parametrize("floor", [0.0, 5.0, 8.0, 10.0, 12.0, 14.0, 18.0])
def test_the_trackers_share_a_sheet_exactly_where_their_pages_on_half_of_it_are_two(floor):
    """Whether the trackers share a sheet is measured (the stats' height on half of it), not drawn: it says what
    drawing them there says, two pages or not (a half that refuses them: not)."""
    from pnp.errors import PnpError
    from pnp.games.notebook.trackers import _half, side_by_side, tracker_pages

    d = generate_dungeon(1)
    for sheet in ("a4", "letter", "a5"):
        on = replace(paper(sheet), text_floor=floor)
        try:
            drawn = len(tracker_pages(d, _half(on))) == 2
        except PnpError:
            drawn = False
        assert side_by_side(d, on) == drawn


@pytest.mark.parametrize("page", ["a6", "a5", "half-letter", "a4"])
def test_the_appendix_s_least_printed_size_is_known_before_it_is_drawn(page):
    """The size the appendix's smallest words print at on a page, measured before drawing it, is the least size
    its drawn pages print (which decides whether a sheet's floor wants it on the whole sheet)."""
    from pnp.games.notebook.appendix import LEAST_PT, appendix_pages

    on = paper(page)
    drawn = min(s for p in appendix_pages(generate_dungeon(1), on) for t, s in printed_text_sizes(p.items)
                if t.text.strip())
    assert Pen(on).pt(LEAST_PT) * Pen(on).s == drawn
