"""What a kit says about making its parts last (issue 29): a tile solved in ink shows its answer to the next
player, a sheet drawn on is spoiled after one game, an answer key marked while checking gives answers away; and
a part said to be double-sided has a back to print, one without a back is said to be one-sided."""

from __future__ import annotations

import pytest

from pnp.catalog import paper
from pnp.kits.build import place_parts
from pnp.kits.care import WORDS, care_of
from pnp.kits.readme import how_to_print
from pnp.layout.presets import load_preset
from pnp.parts import ComponentSet, DocPages

HOME = load_preset("home")


def _notes(spec):
    """(part, what the contents and README.txt say of it) for every part of the kit, as the home preset places it."""
    a4 = paper("a4")
    return [(p.part, how_to_print(p.part, p.pages, HOME, a4, p.duplex, p.share)) for p in place_parts(spec, HOME, a4)]


def test_every_part_of_every_kit_says_how_to_look_after_it(kit_specs):
    for name, spec in kit_specs.items():
        for part, note in _notes(spec):
            care = care_of(part)
            assert care is not None, f"{name}: the {part.title} say nothing about how they are used"
            assert WORDS[care] in note, (name, part.title, note)


def test_what_is_drawn_or_solved_on_is_sleeved_or_laminated_and_answer_keys_are_not_marked(kit_specs):
    for care in ("write-on", "solve-on"):
        assert "dry-erase" in WORDS[care] and ("sleeve" in WORDS[care] or "laminate" in WORDS[care])
    assert "without marking" in WORDS["check"]
    for name, spec in kit_specs.items():
        for part in spec.parts:
            if isinstance(part, DocPages) and part.answers:
                assert care_of(part) == "check", (name, part.title)
    # the labyrinth's minigame tiles are solved with a marker (its rules say so): the kit says to protect them
    tiles = next(p for p in kit_specs["labyrinth"].parts if p.slug == "minigame-tiles")
    assert care_of(tiles) == "solve-on"


def test_a_part_said_double_sided_has_a_back_and_one_without_is_said_one_sided(kit_specs):
    for name, spec in kit_specs.items():
        for part, note in _notes(spec):
            two = part.backs if isinstance(part, ComponentSet) else part.duplex
            said_two = "double-sided" in note.lower().split(".")[0]
            said_one = note.lower().startswith(("one-sided", "print one-sided", "single-sided"))
            assert said_two == bool(two) and said_one != bool(two), (name, part.title, note)


@pytest.mark.parametrize("care", sorted(WORDS))
def test_each_way_of_use_is_one_plain_sentence(care):
    words = WORDS[care]
    assert words[0].isupper() and words.endswith(".") and words.count(". ") == 0


def test_every_answer_key_page_itself_says_to_check_without_marking(kit_specs):
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    keys = [(name, part) for name, spec in kit_specs.items() for part in spec.parts
            if isinstance(part, DocPages) and part.answers]
    assert keys, "no kit has answer keys"
    for name, part in keys:
        for n, page in enumerate(part.pages, 1):
            words = " ".join(t.text for t in iter_items(page.items) if isinstance(t, Text))
            assert "without marking" in words, (name, part.title, n)
