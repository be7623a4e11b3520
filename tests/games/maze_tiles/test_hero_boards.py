"""The hero boards: each hero's name, own action, every coverable action with its cost, the key slots."""

from __future__ import annotations

from collections import Counter

from maze_tiles_helpers import icons, texts

from pnp.games.maze_tiles import hero_boards, palette


def test_hero_boards_show_name_special_every_action_with_its_cost_and_the_key_slots(content):
    boards = hero_boards.hero_boards()
    for hero, page in zip(content.heroes, boards):
        words = [t.text for t in texts(page)]
        assert hero.name in words and hero.title in words and hero.description in words
        assert hero.special.name in words and hero.special.text in words
        assert "Empty key slot" in words and "Action pool" in words
        assert page.items[1].style.fill == palette.HERO_RGB[hero.color]  # the hero's colour band
        for action in (*content.board_actions, hero.special):
            name = next(t for t in texts(page) if t.text == action.name)
            near = [ic for ic in icons(page)
                    if name.x - 3 <= ic.x + ic.size / 2 <= name.x + name.width + 3 and name.y < ic.y < name.y + 10]
            assert Counter(ic.name for ic in near if ic.name in ("hand", "feet")) == Counter(
                {"hand": action.cost.hand, "feet": action.cost.feet}) - Counter(), action.name
            if action.cost.passive:
                assert "passive" in words
        for action in content.always_actions:
            assert action.name in words and f"{action.cost.any}×" in words
        # a key slot mark on every coverable action and the special; not on the always-available ones
        keys = [ic for ic in icons(page) if ic.name == "key"]
        assert len(keys) == len(content.board_actions) + 1 + 1  # + the special, + the empty slot
