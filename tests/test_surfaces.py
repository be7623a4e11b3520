"""The games' surfaces (pnp/surfaces/): one typed object per game, all the book, the booklet, the editor and the
command line use of it beyond its Game, handed out by the registry and checked against its Protocol."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from pnp.contract import members, problems
from pnp.registry import LABYRINTH, PATH_CARDS, labyrinth, path_cards
from pnp.surfaces.labyrinth import LabyrinthFiles, LabyrinthPictures, LabyrinthSurface, SoloPuzzles
from pnp.surfaces.path_cards import PathCardsSurface

SURFACES = [(LABYRINTH, LabyrinthSurface, labyrinth), (PATH_CARDS, PathCardsSurface, path_cards)]


@pytest.mark.parametrize(("ref", "protocol", "hand_out"), SURFACES, ids=["labyrinth", "path-cards"])
def test_the_registry_hands_out_each_games_surface_implementing_its_protocol(ref, protocol, hand_out):
    surface = hand_out()
    assert surface is ref.load(protocol) and problems(surface, protocol) == []
    assert members(protocol), protocol.__name__


def test_the_labyrinth_surface_is_its_three_parts():
    parts = [LabyrinthFiles, SoloPuzzles, LabyrinthPictures]
    assert set(members(LabyrinthSurface)) == {m for p in parts for m in members(p)}
    assert all(members(p) for p in parts)


def test_a_surface_lacking_a_member_or_taking_other_arguments_is_refused_naming_it():
    """The load-time check reads the whole Protocol, its parts' members included: a stand-in with every member
    of the real surface but one, or with one that takes no arguments, is refused in one line naming it."""
    real = labyrinth()
    names = members(LabyrinthSurface)
    kept = {n: getattr(type(real), n) for n in names if hasattr(type(real), n)}
    lacking = type("Lacking", (), {k: v for k, v in kept.items() if k != "referee"})()
    assert problems(lacking, LabyrinthSurface) == ["has no referee"]
    deaf = type("Deaf", (), {**kept, "grid_items_at": lambda self: []})()
    assert problems(deaf, LabyrinthSurface) == ["grid_items_at does not take 5 argument(s)"]
    with pytest.raises(TypeError, match="does not implement LabyrinthSurface: has no referee"):
        from pnp.contract import check

        check(lacking, LabyrinthSurface, "a stand-in")


def test_every_constant_and_class_of_the_labyrinth_surface_resolves():
    """Each member imports its module when first used: every property names a real module and name."""
    surface = labyrinth()
    for name in members(LabyrinthSurface):
        if isinstance(getattr(LabyrinthSurface, name), property):
            assert getattr(surface, name) is not None, name
    assert surface.is_labyrinth(surface.generate_labyrinth(7)) and not surface.is_labyrinth(
        surface.sheet_class(5, 5, frozenset(), ()))


def test_handing_out_the_surfaces_loads_none_of_the_games_modules():
    """The registry's surfaces cost nothing until used: no solver, drawing or file module of a game is imported
    by handing them out (only the surface modules themselves and their packages)."""
    code = ("import json, sys\nfrom pnp.registry import labyrinth, path_cards\nlabyrinth(); path_cards()\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('pnp.games'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = json.loads(out)
    assert "pnp.games.labyrinth.surface" in loaded
    heavy = [m for m in loaded if m.count(".") > 2 and not m.rsplit(".", 1)[1].startswith("surface")]
    assert not heavy, heavy


@pytest.mark.parametrize("protocol", [LabyrinthSurface, PathCardsSurface], ids=["labyrinth", "path-cards"])
def test_every_member_of_a_surface_is_used_by_a_consumer(protocol):
    """A surface is what consumers use of a game, no more: a member no consumer reads (``.name``) any longer is
    taken out, as a stale ALLOWED entry is (tests/test_architecture.py)."""
    from tests.test_architecture import CONSUMERS, modules

    source = "".join(path.read_text(encoding="utf-8") for name, path in modules().items()
                     if name.startswith(CONSUMERS))
    unused = [m for m in members(protocol) if not re.search(rf"\.{m}\b", source)]
    assert not unused, f"no consumer uses these members of {protocol.__name__}: take them out: {unused}"
