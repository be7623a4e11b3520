"""The maze-tile game's data files: what they hold, and how a malformed one is reported."""

from __future__ import annotations

import pathlib
import shutil

import pytest
from maze_tiles_helpers import EXPECTED_COUNTS

from pnp.errors import PnpError
from pnp.games.maze_tiles.content import DATA_DIR, load_content
from pnp.games.maze_tiles.model import HERO_COLORS
from pnp.icons import has_icon


def test_the_data_files_load_with_the_kit_counts(content):
    assert content.counts == EXPECTED_COUNTS
    assert [h.color for h in content.heroes] == list(HERO_COLORS)
    assert len({h.name for h in content.heroes}) == 4
    for hero in content.heroes:
        assert hero.special.name and hero.special.text and has_icon(hero.icon)
    ids = [a.id for a in content.actions]
    for needed in ("move", "explore", "rotate-tile", "rotate-wall", "heal", "discover-key", "desperate",
                   "recover", "rearrange"):
        assert needed in ids
    always = {a.id for a in content.always_actions}
    assert always == {"recover", "rearrange"}
    # the always-available actions cost more than any single board action, and any kind pays them
    board_max = max(a.cost.total for a in content.board_actions)
    for a in content.always_actions:
        assert a.cost.any > board_max and a.cost.hand == a.cost.feet == 0


def test_the_desperation_deck_has_twenty_distinct_effects_and_sixty_cards(content):
    assert len(content.cards) >= 20
    assert len({c.text for c in content.cards}) == len(content.cards)
    assert len({c.title for c in content.cards}) == len(content.cards)
    deck = content.deck()
    assert len(deck) == 60 == sum(c.copies for c in content.cards)
    assert any(c.reaction for c in content.cards) and any(not c.reaction for c in content.cards)
    assert all(has_icon(c.icon) for c in content.cards)


def copy_data(tmp_path: pathlib.Path) -> pathlib.Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    return folder


def edit(path: pathlib.Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("file, old, new, key", [
    ("desperation.toml", "copies = 2\n", "copies = 0\n", "card[0].copies"),
    ("desperation.toml", 'title = "Tremor"\n', 'title = "Tremor"\nflavour = "x"\n', "card[0].flavour"),
    ("desperation.toml", 'title = "Tremor"\n', "", "card[0].title"),
    ("desperation.toml", "copies = 3\n", "copies = 4\n", "card"),  # 61 cards
    ("desperation.toml", 'icon = "torch"', 'icon = "no-such-icon"', "card[1].icon"),
    ("heroes.toml", 'title = "the Bronze Wall"\n', "", "hero.red.title"),
    ("heroes.toml", "passive = true, text = \"When", "passive = true, cost = { hand = 1 }, text = \"When",
     "hero.red.special.cost"),
    ("keys.toml", 'color = "amber"\nname = "Mason"', 'color = "jade"\nname = "Mason"', "key"),
    ("keys.toml", "cost = { hand = 1 }\ntext = \"Add", "cost = { hand = 1, fist = 1 }\ntext = \"Add",
     "key[0].cost.fist"),
    ("actions.toml", 'cost = { feet = 1 }\ntext = "Step', 'cost = { feet = -1 }\ntext = "Step',
     "action[0].cost.feet"),
    ("kit.toml", "wall_tokens = 30\n", "", "counts.wall_tokens"),
    ("kit.toml", "desperation_cards = 60", "desperation_cards = 61", "card"),
    ("dice.toml", "{ kind = \"charge\" }", "{ kind = \"sprint\" }", "minotaur.faces[4].kind"),
    ("dice.toml", "faces = [0, 1, 1, 1, 2, 2]", "faces = [0, 1, 1, 1, 2]", "blood.faces"),
    ("aid.toml", "[symbols]\n", "[symbols]\nglue = \"x\"\n", "symbols.glue"),
])
def test_a_malformed_data_file_names_the_file_and_the_key(tmp_path, file, old, new, key):
    folder = copy_data(tmp_path)
    edit(folder / file, old, new)
    with pytest.raises(PnpError) as err:
        load_content(folder)
    message = str(err.value)
    assert file in message and f"{key}:" in message, message


def test_a_data_file_that_is_not_toml_or_missing_is_reported(tmp_path):
    folder = copy_data(tmp_path)
    (folder / "heroes.toml").write_text("[hero.red\nname = 1\n", encoding="utf-8")
    with pytest.raises(PnpError, match="heroes.toml: not valid TOML"):
        load_content(folder)
    (folder / "heroes.toml").unlink()
    with pytest.raises(PnpError, match="heroes.toml: file not found"):
        load_content(folder)
