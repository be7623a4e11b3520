"""The player aids: the turn, every action's cost, the tile symbols and the dice."""

from __future__ import annotations

from maze_tiles_helpers import icons, texts

from pnp.games.maze_tiles import player_aids


def test_player_aids_cover_turn_costs_symbols_and_dice(content):
    (aids,) = player_aids.component_sets()
    fronts, backs = aids.fronts, aids.backs
    assert len(fronts) == len(backs) == 4
    for front, back in zip(fronts, backs):
        fw, bw = [t.text for t in texts(front)], [t.text for t in texts(back)]
        assert all(step in fw for step in content.aid.turn)
        assert all(a.name in fw for a in content.actions)
        assert all(content.aid.symbols[s] in bw for s in content.aid.symbols)
        assert all(content.aid.minotaur_die[k] in bw for k in ("hooves", "charge", "secret", "attack", "stuck"))
        assert {"secret-passage", "charge", "wall", "minotaur", "hide", "trap"} <= {i.name for i in icons(back)}
