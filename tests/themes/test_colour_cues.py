"""Meaning is never carried by colour alone: for each ``[distinct]`` group of default.toml, the components
that show its members still tell every member apart once the group's colours are all one grey.

Each test draws real components (and, where a component's other content changes with the member, the same
component with only its colour changed: one key token's action in every key colour), and asks
:func:`colour_marks.told_only_by_colour` for pairs that nothing but colour separates
(tests/themes/colour_marks.py says what a mark is).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from pnp.scene.color import Color
from pnp.scene.model import Page
from pnp.themes.files import default_roles, distinct_groups
from tests.themes.colour_marks import members_shown, signatures, told_only_by_colour


def members(group: str) -> dict[str, Color]:
    """The group's colours by name (a role holding a list of colours stands for each of them)."""
    roles, out = default_roles(), {}
    for role in distinct_groups()[group]:
        value = roles[role]
        for k, hexa in enumerate(value if isinstance(value, list) else [value]):
            out[role.rsplit(".", 1)[-1] + (f"[{k}]" if isinstance(value, list) else "")] = Color.hex(hexa)
    return out


def assert_cued(group: str, families: dict[str, list[Page]], least: int = 2) -> None:
    """Every family (one kind of component, or one figure) tells its members apart without colour, and the
    families between them show every member of the group (so the check looked at all of them)."""
    colours = members(group)
    seen: set[str] = set()
    for name, pages in families.items():
        shown = members_shown(pages, colours)
        seen |= shown
        bad = told_only_by_colour(pages, colours)
        assert not bad, f"{group}, {name}: told apart by colour only: {bad[:4]}"
    assert seen == set(colours), set(colours) - seen
    assert sum(len(members_shown(p, colours)) >= least for p in families.values()) >= 1


# --- the check can fail -------------------------------------------------------------------------------------

def test_a_drawing_told_only_by_colour_is_found():
    """Two discs that differ only in colour are one drawing in grey; a letter inside tells them apart."""
    from pnp.scene.model import Style, Text
    from pnp.scene.shapes import circle

    reds = {"a": Color.hex("#c0392b"), "b": Color.hex("#1f5fa8")}

    def disc(member: str, letter: str = "") -> Page:
        items = [circle(10, 10, 5, Style(fill=reds[member]))]
        items += [Text(letter, 7, 7, 6, 6, size=8)] if letter else []
        return Page(20, 20, tuple(items), label=member)

    assert told_only_by_colour([disc("a"), disc("b")], reds)
    assert not told_only_by_colour([disc("a", "A"), disc("b", "B")], reds)
    # a darker shade of a member colour is that member's too: it cannot tell two members apart
    shaded = Page(20, 20, (circle(10, 10, 5, Style(fill=Color(0.6, 0.18, 0.13))),), label="shade")
    assert set(signatures(shaded, reds)) == {"a"}


# --- maze tiles ---------------------------------------------------------------------------------------------

@cache
def _tileset():
    from pnp.games.maze_tiles.generate import generate_tileset

    return generate_tileset(1)


def _tile_fronts() -> list[Page]:
    from pnp.games.maze_tiles.tile_faces import tile_fronts

    return tile_fronts(_tileset())


def _maze_figures() -> dict[str, list[Page]]:
    from pnp.games.maze_tiles.rules_figures import rules_figures

    return {f"rules figure {name}": [page] for name, page in rules_figures().items()}


def test_maze_key_colours_have_a_cue_beyond_colour():
    """Key tiles, the door tile's four keys, key tokens front and back, the rules' pictures."""
    from pnp.games.maze_tiles.content import load_content
    from pnp.games.maze_tiles.model import KEY_COLORS
    from pnp.games.maze_tiles.tile_faces import tile_front
    from pnp.games.maze_tiles.tokens import key_token, key_token_backs

    ts = _tileset()
    key_at = ts.by_role["key"][0]

    def recoloured(color: str) -> Page:  # the same key tile (id, pathways) in each key colour
        tiles = list(ts.tiles)
        tiles[key_at] = replace(tiles[key_at], color=color)
        return tile_front(replace(ts, tiles=tuple(tiles)), key_at)

    first = load_content().keys[0]
    families = {
        "tile fronts": _tile_fronts(),
        "the door tile": [tile_front(ts, ts.by_role["door"][0])],
        "one key tile in each colour": [recoloured(c) for c in KEY_COLORS],
        "one key token's action in each colour": [key_token(replace(first, color=c)) for c in KEY_COLORS],
        "key token backs": key_token_backs(),
        **_maze_figures(),
    }
    assert_cued("maze-tiles-keys", families)


def test_maze_hero_colours_have_a_cue_beyond_colour():
    """Start tiles, hero boards, player aids, standees and the rules' pictures name or picture each hero."""
    from pnp.games.maze_tiles.hero_boards import hero_boards
    from pnp.games.maze_tiles.player_aids import component_sets as aid_sets
    from pnp.games.maze_tiles.player_aids import player_aids
    from pnp.games.maze_tiles.standees import standees

    families = {"tile fronts": _tile_fronts(), "hero boards": hero_boards(), "player aids": player_aids(),
                "player aid backs": list(aid_sets()[0].backs), "standees": standees(), **_maze_figures()}
    assert_cued("maze-tiles-heroes", families)


# --- notebook -----------------------------------------------------------------------------------------------

def test_notebook_key_colours_have_a_cue_beyond_colour():
    """Padlocks and found keys on room pages, in every key colour, and the tracker sheet (the rules' anatomy
    figure is a room page drawn by the same code)."""
    from pnp.catalog import paper
    from pnp.games.notebook.draw import room_page, tracker_pages
    from pnp.games.notebook.generate import generate_dungeon
    from pnp.games.notebook.pen import KEY_INK
    from pnp.games.notebook.views import exits

    d = generate_dungeon(1)
    a6 = paper("a6")
    locked = next(r for r in d.rooms if any(e.door for e in exits(d, r)))
    finder = next(r for r in d.rooms if r.encounter.kind == "key")
    door = next(k for k, dr in enumerate(d.doors) if any(e.door == dr.key for e in exits(d, locked)))

    def lock(color: str) -> Page:  # the same room, its locked door needing each key in turn
        doors = list(d.doors)
        doors[door] = replace(doors[door], key=color)
        return room_page(replace(d, doors=tuple(doors)), locked, a6)

    def found(color: str) -> Page:  # the same room, the key lying there in each colour
        return room_page(d, replace(finder, encounter=replace(finder.encounter, key=color)), a6)

    families = {
        "room pages": [room_page(d, r, a6) for r in d.rooms],
        "a locked door in each colour": [lock(c) for c in KEY_INK],
        "a key found in each colour": [found(c) for c in KEY_INK],
        "tracker sheet": tracker_pages(d, a6),
    }
    assert_cued("notebook-keys", families)


# --- path cards, labyrinth ----------------------------------------------------------------------------------

def _component_pages(command: str) -> dict[str, list[Page]]:
    from pnp import api
    from pnp.parts import ComponentSet

    printout = api.draw(api.generate(command, seed=1))
    out: dict[str, list[Page]] = {}
    for part in printout.parts:
        pages = list(part.fronts) + list(part.backs) if isinstance(part, ComponentSet) else list(part.pages)
        out[part.title] = pages
    return out


def test_path_card_treasures_differ_by_picture():
    """Each treasure hue is shared by five treasures, each with its own picture: the hue is never the cue."""
    assert_cued("path-cards-treasures", _component_pages("path-cards"))


@pytest.mark.slow
def test_labyrinth_symbols_differ_by_picture():
    """On a sheet and its cards, every symbol colour draws its own pictures."""
    assert_cued("labyrinth-symbols", _component_pages("sheet"))
