"""Small sets on shared sheets: every component once, nothing overlapping, inside the printable area, backs
behind their fronts under the flip, crop marks on trim lines and clear of every component, fewer sheets."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pnp.catalog import paper
from pnp.layout.gang import Gang, Member, gang_parts, gang_sheets
from pnp.layout.impose import component_sheets
from pnp.layout.nup import PRINTER_MARGIN, MarkStyle
from pnp.layout.presets import load_preset
from pnp.parts import ComponentSet
from pnp.scene.model import Group, Page, Path, Style, Text
from pnp.scene.shapes import rect

EPS = 1e-6


def piece(name: str, w: float, h: float, bleed: float) -> Page:
    """A component that says which it is (a text item) and fills its bleed."""
    return Page(w, h, (rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, Style()), Text(name, 0, 0, w, h)),
                bleed=bleed)


def member(tag: str, n: int, w: float, h: float, bleed: float, backs: bool = True) -> Member:
    fronts = tuple(piece(f"{tag}{i}", w, h, bleed) for i in range(n))
    return Member(fronts, tuple(piece(f"{tag}{i}back", w, h, bleed) for i in range(n)) if backs else (), tag)


def placed(page: Page) -> dict[str, tuple[tuple[float, float, float, float], tuple[float, float, float, float]]]:
    """Each component on a sheet by name: its trim box and its kept-bleed box (from its clip), sheet mm."""
    out = {}
    for g in page.items:
        if isinstance(g, Group):
            (name,) = [i.text for i in g.items if isinstance(i, Text)]
            x, y = g.transform.e, g.transform.f
            w, h = next(i for i in g.items if isinstance(i, Text)).width, next(
                i for i in g.items if isinstance(i, Text)).height
            xs = [s[1] for s in g.clip.segments if len(s) == 3]
            ys = [s[2] for s in g.clip.segments if len(s) == 3]
            assert name not in out, f"{name} twice on one sheet"
            out[name] = ((x, y, x + w, y + h), (x + min(xs), y + min(ys), x + max(xs), y + max(ys)))
    return out


def marks_of(page: Page) -> list[tuple[float, float, float, float]]:
    return [(p.segments[0][1], p.segments[0][2], p.segments[1][1], p.segments[1][2]) for p in page.items
            if isinstance(p, Path)]


def overlap(a, b) -> bool:
    return a[0] < b[2] - EPS and b[0] < a[2] - EPS and a[1] < b[3] - EPS and b[1] < a[3] - EPS


def flipped(box, sheet, flip, offset=(0.0, 0.0)):
    """Where a box on the front lands on the back sheet once the sheet is turned over (plus the offset)."""
    x0, y0, x1, y1 = box
    dx, dy = offset
    if (flip == "long") == (sheet.width <= sheet.height):  # about the vertical axis
        return (sheet.width - x1 + dx, y0 + dy, sheet.width - x0 + dx, y1 + dy)
    return (x0 + dx, sheet.height - y1 + dy, x1 + dx, sheet.height - y0 + dy)


sizes = st.tuples(st.sampled_from([8.0, 19.0, 20.0, 25.0, 32.0, 63.5, 70.0]),
                  st.sampled_from([8.0, 19.0, 20.0, 32.0, 46.0, 88.9]), st.integers(1, 30), st.booleans())


@settings(max_examples=15, deadline=None)
@given(st.lists(sizes, min_size=1, max_size=5), st.sampled_from([0.0, 1.0, 3.0, 3.175]),
       st.sampled_from(["a4", "letter"]), st.sampled_from([None, 0.0, 2.0]),
       st.sampled_from(["long", "short", None]), st.sampled_from([MarkStyle(), MarkStyle(full=True), None]))
def test_every_component_once_apart_inside_the_paper_backs_behind_and_marks_on_cut_lines(
        specs, bleed, paper_name, gutter, flip, marks):
    # printed double-sided, a one-sided set may share the sheets (blank paper behind it)
    members = [member(chr(65 + k) + "-", n, w, h, bleed, backs=flip is not None and (two or k == 0))
               for k, (w, h, n, two) in enumerate(specs)]
    ganged = gang_sheets(members, paper(paper_name), gutter, marks, flip, (0.4, -0.2) if flip else (0.0, 0.0))
    sheet = ganged.paper
    step = 2 if flip else 1
    fronts = ganged.pages[::step]
    seen: dict[str, int] = {}
    for k, page in enumerate(fronts):
        on = placed(page)
        for name, (trim, kept) in on.items():
            seen[name] = k
            assert kept[0] <= trim[0] + EPS and kept[2] >= trim[2] - EPS  # a bleed box holds its trim box
            assert kept[0] >= PRINTER_MARGIN - EPS and kept[1] >= PRINTER_MARGIN - EPS
            assert kept[2] <= sheet.width - PRINTER_MARGIN + EPS and kept[3] <= sheet.height - PRINTER_MARGIN + EPS
        for a in on:  # no bleed reaches into another component (bleeds may meet in an empty slot's corner)
            for b in on:
                assert a == b or not overlap(on[a][1], on[b][0]), (a, b)
        if flip:
            back = placed(ganged.pages[2 * k + 1])
            with_backs = {f"{p.items[1].text}" for m in members if m.backs for p in m.fronts}
            assert set(back) == {f"{n}back" for n in on if n in with_backs}
            for name, (trim, kept) in on.items():
                if name not in with_backs:
                    continue
                assert back[f"{name}back"][0] == pytest.approx(flipped(trim, sheet, flip, (0.4, -0.2)))
                assert back[f"{name}back"][1] == pytest.approx(flipped(kept, sheet, flip, (0.4, -0.2)))
        check_marks(page, on, sheet, marks)
    assert sorted(seen) == sorted(p.items[1].text for m in members for p in m.fronts)  # each exactly once
    for m, where in zip(members, ganged.sheets):  # the sheet each component is said to be on
        assert [seen[p.items[1].text] for p in m.fronts] == list(where)


def check_marks(page, on, sheet, marks):
    """Every mark on a trim line, outside every component, on the paper's printable area; every trim edge of
    every component reached by a mark along its line with no component in between (a guillotine can cut)."""
    segs = marks_of(page)
    if marks is None:
        assert segs == []
        return
    for x0, y0, x1, y1 in segs:
        assert x0 == x1 or y0 == y1
        vertical = x0 == x1
        on_edge = [t for t, _ in on.values()
                   if (vertical and x0 in (pytest.approx(t[0]), pytest.approx(t[2])))
                   or (not vertical and y0 in (pytest.approx(t[1]), pytest.approx(t[3])))]
        assert on_edge, "a mark continues some component's trim line"
        box = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        for _, kept in on.values():  # not even touching a bleed: marks start beyond it
            assert not (kept[0] - EPS < box[2] and box[0] < kept[2] + EPS and kept[1] - EPS < box[3]
                        and box[1] < kept[3] + EPS), (box, kept)
        if not marks.full:
            assert min(x0, x1) >= PRINTER_MARGIN - EPS and max(x0, x1) <= sheet.width - PRINTER_MARGIN + EPS
            assert min(y0, y1) >= PRINTER_MARGIN - EPS and max(y0, y1) <= sheet.height - PRINTER_MARGIN + EPS
    trims = [t for t, _ in on.values()]
    for t in trims:
        for line_at, vertical in ((t[0], True), (t[2], True), (t[1], False), (t[3], False)):
            assert any(reaches(s, t, line_at, vertical, trims) for s in segs), (t, line_at, vertical)


def reaches(seg, trim, at, vertical, trims) -> bool:
    """The mark lies on the line and nothing's interior lies on the line between the mark and the edge."""
    x0, y0, x1, y1 = seg
    if vertical:
        if not (x0 == x1 and abs(x0 - at) < EPS):
            return False
        lo, hi = sorted((min(y0, y1), trim[1])) if max(y0, y1) <= trim[1] + EPS else sorted((trim[3], max(y0, y1)))
        return not any(t[0] + EPS < at < t[2] - EPS and t[1] < hi - EPS and lo + EPS < t[3] for t in trims)
    if not (y0 == y1 and abs(y0 - at) < EPS):
        return False
    lo, hi = sorted((min(x0, x1), trim[0])) if max(x0, x1) <= trim[0] + EPS else sorted((trim[2], max(x0, x1)))
    return not any(t[1] + EPS < at < t[3] - EPS and t[0] < hi - EPS and lo + EPS < t[2] for t in trims)


def maze_tokens() -> list[ComponentSet]:
    from pnp.games.maze_tiles.tokens import component_sets

    return component_sets()


@pytest.mark.parametrize("paper_name", ["a4", "letter"])
def test_the_maze_tokens_take_fewer_sheets_together_than_each_alone(paper_name):
    home, sheet = load_preset("home"), paper(paper_name)
    sets = maze_tokens()
    alone = sum(len(component_sheets(s, home, sheet)[0]) for s in sets)
    (gang,) = gang_parts(sets, home, sheet)
    assert isinstance(gang, Gang) and gang.parts == tuple(sets)
    assert len(gang.ganged.pages) <= alone / 2
    for i, part in enumerate(sets):  # every token's front sheet and its back named for it
        share = gang.share(i)
        assert len(share.pages) == len(part.fronts)
        assert all(len(p) == 2 and p[1] == p[0] + 1 and p[0] % 2 == 0 for p in share.pages)
        assert share.held(1) == [0, 1] and set(share.held(None)) >= {0, 1}
        assert part.title not in share.partners and share.partners


def test_sets_that_fill_their_sheets_or_print_otherwise_do_not_share():
    home, a4 = load_preset("home"), paper("a4")
    big = ComponentSet("Big", "big", tuple(piece(f"b{i}", 63.5, 88.9, 3) for i in range(8)),
                       (piece("bb", 63.5, 88.9, 3),))
    small = ComponentSet("Small", "small", tuple(piece(f"s{i}", 20, 20, 3) for i in range(10)),
                         (piece("sb", 20, 20, 3),))
    one_sided = replace(small, title="One", slug="one", backs=())
    # two nearly full sheets of cards save nothing by sharing: each keeps its own
    assert gang_parts([big, replace(big, slug="big2")], home, a4) == [big, replace(big, slug="big2")]
    # a one-sided set joins two-sided ones: the sheets print double-sided, blank paper behind it
    (mixed,) = gang_parts([small, one_sided, replace(small, slug="s2")], home, a4)
    assert isinstance(mixed, Gang) and mixed.ganged.duplex and len(mixed.ganged.pages) == 2
    assert [len([g for g in page.items if isinstance(g, Group)]) for page in mixed.ganged.pages] == [30, 20]
    both = gang_parts([small, replace(small, slug="s2")], home, a4)
    assert len(both) == 1 and isinstance(both[0], Gang)
    # fold-over keeps its fold (sets with backs print alone); one-sided sets still share; card services: decks
    fold = load_preset("home-foldover")
    assert gang_parts([small, replace(small, slug="s2")], fold, a4) == [small, replace(small, slug="s2")]
    assert isinstance(gang_parts([one_sided, replace(one_sided, slug="o2")], fold, a4)[0], Gang)
    shop = load_preset("print-shop")
    assert gang_parts([small, replace(small, slug="s2")], shop, a4) == [small, replace(small, slug="s2")]


def test_ganging_is_deterministic_to_the_byte():
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document

    home, a4 = load_preset("home"), paper("a4")
    first, second = (gang_parts(maze_tokens(), home, a4)[0] for _ in range(2))
    assert isinstance(first, Gang) and isinstance(second, Gang)
    assert render_pdf(Document(first.ganged.pages)) == render_pdf(Document(second.ganged.pages))
