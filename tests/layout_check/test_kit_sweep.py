"""The layout check over every component and page of every game's kit, at text floors 5, 8 and 12 pt and at the
theme's own floor (as designed: the default kit), on A4 and Letter, as designed and pseudo-localised (every
printed string 40 % longer, accented, bracketed).

Each (game, part, floor, paper, strings) is one test that asserts zero findings. The parts that are not clean
today are listed in :data:`FAILING` with the kinds of finding they have, and marked xfail(strict=True): a part
that becomes clean fails until its line is removed, and a part that shows a kind not listed fails outright
(only :class:`LayoutFaults` of the listed kinds count as the expected failure). Papers never differ today;
an entry names the floors where floors differ.

One representative sweep (the path cards at 8 pt on A4, both ways) runs in the fast suite; the rest is slow.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from pnp.catalog import paper
from pnp.errors import PnpError
from pnp.game import KitRequest
from pnp.kits.layout_sweep import KIT_PAGES, check_kit
from pnp.layout.presets import load_preset
from pnp.registry import game, kit_games
from pnp.scene.layout_check import Finding
from pnp.scene.pseudo import pseudo_locale

FLOORS = (5.0, 8.0, 12.0)
PAPERS = ("a4", "letter")
FAST = ("path-cards", 8.0, "a4")  # the sweep the fast suite runs (a kit drawn in a fraction of a second)

# The parts each kit holds (their slugs), and the kit's own pages: a part a kit gains must be listed to be swept.
PARTS = {
    "labyrinth": ("labyrinth-sheets", "objective-cards", "minigame-tiles", "speed-tokens", "player-aids", "answers",
                  KIT_PAGES),
    "maze-tiles": ("tiles", "hero-boards", "standees", "player-aids", "hand-tokens", "feet-tokens", "wound-tokens",
                   "wall-tokens", "key-tokens", "desperation-cards", "dice", KIT_PAGES),
    "path-cards": ("path-cards", "played-markers", "score-pad", KIT_PAGES),
    "notebook": ("notebook", "trackers", KIT_PAGES),
}

# (game, part, "plain" or "pseudo") → the kinds of finding it has today: at every floor, or by floor (pt)
FAILING: dict[tuple[str, str, str], str | dict[float, str]] = {}  # none today: every part is clean
REASON = "issue 28: to be converted to declarative layouts"

# The kits as designed: the default theme's own floor (none raised), which the floors above never show (a header
# 1 mm past the safe line there is inside it at 5 pt, where the tile is drawn otherwise). Its own list of the parts
# not clean today, by (game, part, strings): the same strict xfail
DESIGNED = 0.0
DESIGNED_FAILING: dict[tuple[str, str, str], str] = {}  # none today


class LayoutFaults(AssertionError):
    """The findings of a part: the failure an xfail of :data:`FAILING` expects."""


def expected(name: str, slug: str, strings: str, floor: float) -> set[str]:
    entry = (DESIGNED_FAILING if floor == DESIGNED else FAILING).get((name, slug, strings), "")
    kinds = entry.get(floor, "") if isinstance(entry, dict) else entry
    return {k.strip() for k in kinds.split(",") if k.strip()}


def cases():
    for name, slugs in PARTS.items():
        for slug in slugs:
            for floor in FLOORS:
                for sheet in PAPERS:
                    for strings in ("plain", "pseudo"):
                        marks = []
                        if (name, floor, sheet) != FAST:
                            marks.append(pytest.mark.slow)
                        kinds = expected(name, slug, strings, floor)
                        if kinds:
                            marks.append(pytest.mark.xfail(strict=True, raises=LayoutFaults,
                                                           reason=f"{REASON} ({', '.join(sorted(kinds))} today)"))
                        yield pytest.param(name, slug, floor, sheet, strings, marks=marks,
                                           id=f"{name}-{slug}-{floor:g}pt-{sheet}-{strings}")


_SWEEPS: dict[tuple[str, float, str], dict[str, dict[str, list[Finding]]]] = {}


def sweep(name: str, floor: float, sheet: str) -> dict[str, dict[str, list[Finding]]]:
    """The findings of a game's kit drawn for ``floor`` on ``sheet``, by strings ("plain", "pseudo") and part;
    made once per run (fewer deals and simulated games behind the kits' figures: they change numbers in a
    report, not what is drawn)."""
    key = (name, floor, sheet)
    if key not in _SWEEPS:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)
            patch.setattr("pnp.games.notebook.printouts.KIT_RUNS", 20)
            preset = load_preset("home")
            on = replace(paper(sheet), text_floor=floor)
            g = game(name)

            def made():
                return g.make_kit(KitRequest(1, 4, on, preset.layout, 1, g.prepare_kit_options({}), None))

            # pseudo-localised, the kit is drawn in the pseudo-locale: declarative layouts set the longer
            # strings before measuring them (pnp.scene.locale), and pseudo_page does the rest as drawn
            plain = check_kit(made(), preset, on, floor)
            try:
                with pseudo_locale():
                    pseudo = check_kit(made(), preset, on, floor, pseudo=True)
            except PnpError as refused:  # a layout that cannot hold the longer words says so: every part has it
                pseudo = {slug: [Finding("refused", name, "", str(refused))] for slug in PARTS[name]}
            _SWEEPS[key] = {"plain": plain, "pseudo": pseudo}
    return _SWEEPS[key]


def summary(found: list[Finding]) -> str:
    counts = Counter(f.kind for f in found)
    return (f"{len(found)} findings ({', '.join(f'{k}: {n}' for k, n in sorted(counts.items()))}), e.g.\n  "
            + "\n  ".join(str(f) for f in found[:12]))


def designed_cases():
    for name, slugs in PARTS.items():
        for slug in slugs:
            for sheet in PAPERS:
                for strings in ("plain", "pseudo"):
                    marks = [pytest.mark.slow]
                    kinds = expected(name, slug, strings, DESIGNED)
                    if kinds:
                        marks.append(pytest.mark.xfail(strict=True, raises=LayoutFaults,
                                                       reason=f"{REASON} ({', '.join(sorted(kinds))} today)"))
                    yield pytest.param(name, slug, sheet, strings, marks=marks,
                                       id=f"{name}-{slug}-as-designed-{sheet}-{strings}")


@pytest.mark.parametrize(("name", "slug", "floor", "sheet", "strings"), list(cases()))
def test_every_part_of_every_kit_is_laid_out_without_a_fault(name, slug, floor, sheet, strings):
    assert_clean(name, slug, floor, sheet, strings)


@pytest.mark.parametrize(("name", "slug", "sheet", "strings"), list(designed_cases()))
def test_every_part_of_every_kit_as_designed_is_laid_out_without_a_fault(name, slug, sheet, strings):
    assert_clean(name, slug, DESIGNED, sheet, strings)


def assert_clean(name: str, slug: str, floor: float, sheet: str, strings: str) -> None:
    found = sweep(name, floor, sheet)[strings].get(slug)
    assert found is not None, f"the {name} kit has no part {slug!r} at {floor:g} pt on {sheet}"
    new = {f.kind for f in found} - expected(name, slug, strings, floor)
    assert not new, f"kinds of finding not listed in FAILING for this part: {sorted(new)}; " + summary(found)
    if found:
        raise LayoutFaults(summary(found))


@pytest.mark.slow
@pytest.mark.parametrize("name", kit_games())
def test_every_part_of_a_kit_is_swept(name):
    """A kit's parts are among those PARTS lists, so that none escapes the sweep (a new part: list it)."""
    assert name in PARTS, f"list the {name} kit's parts in PARTS"
    for floor in FLOORS:
        unlisted = set(sweep(name, floor, "a4")["plain"]) - set(PARTS[name])
        assert not unlisted, f"list these parts of the {name} kit in PARTS: {sorted(unlisted)}"
