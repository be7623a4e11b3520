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
