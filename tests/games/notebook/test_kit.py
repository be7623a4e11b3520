"""The notebook kit's printing notes name one flip edge, the one its booklet sheets are imposed for."""

from __future__ import annotations

import re

import pytest

from pnp.catalog import paper
from pnp.game import KitRequest
from pnp.games.notebook.printouts import kit as notebook_kit
from pnp.kits.readme import Placed, readme
from pnp.layout.booklet import duplex_setting
from pnp.layout.impose import part_pages
from pnp.layout.presets import load_preset
from pnp.scene.model import Text
from pnp.scene.walk import iter_items

FLIP = re.compile(r"flip(?:ping)? on (?:the )?(short|long) edge")


# each case builds a whole notebook kit (about 3 s, most of it the kit's 1,000 simulated games): A4 in the
# default suite, Letter in the slow one
@pytest.mark.parametrize("name, edge", [pytest.param("letter", "short", marks=pytest.mark.slow), ("a4", "long")])
def test_the_readme_names_one_flip_edge_the_one_the_imposition_needs(name, edge):
    sheet = paper(name)
    spec = notebook_kit(KitRequest(1, 0, sheet))
    part, trackers = spec.parts
    sheets, duplex = part_pages(part, load_preset("home"), sheet)
    # half letter two-up on Letter lies landscape (short edge); A6 four-up on A4 stays portrait (long edge)
    assert duplex_setting(sheets[0]) == f"flip on {edge} edge"
    # the booklet's cover tells a player the same edge
    cover = " ".join(t.text for t in iter_items(part.pages[0].items) if isinstance(t, Text))
    assert set(FLIP.findall(cover)) == {edge}, cover
    # the trackers: one loose sheet, one-sided, exactly the paper turned landscape
    (tracker_page,), tracker_duplex = part_pages(trackers, load_preset("home"), sheet)
    assert not tracker_duplex and trackers.slug == "trackers"
    assert (tracker_page.width, tracker_page.height) == (sheet.height, sheet.width)
    placed = [Placed(part, sheets, duplex), Placed(trackers, [tracker_page], False)]
    text = readme(spec, load_preset("home"), sheet, placed, [5, 5 + len(sheets)])
    assert set(FLIP.findall(text)) == {edge}, text
    line = next(t for t in text.splitlines() if t.startswith("- page 5: Notebook"))  # its entry in the contents
    assert len(FLIP.findall(line)) == 1 and line.index("Print double-sided") < line.index("Fold")
