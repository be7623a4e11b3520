"""The maze-tile game in another language: its data's printed strings and its drawn words go through the catalog,
its content (ids, order, counts, what a card does) does not change, and a picture cached in English is not handed
out in another language. Drawn in the pseudo-language (:data:`pnp.i18n.PSEUDO`), where a word left in plain
English letters escaped the catalog."""

from __future__ import annotations

from dataclasses import fields

import pytest

from pnp.games.maze_tiles.content import DATA_DIR, load_content
from pnp.games.maze_tiles.generate import generate_tileset
from pnp.games.maze_tiles.monsters import load_monsters
from pnp.games.maze_tiles.printouts import components
from pnp.i18n import PSEUDO, language
from pnp.i18n.data import DATA_FILES, EXCEPT, keys_of, strings
from pnp.i18n.pseudo import escaped, pseudo_message
from pnp.kits.language_check import page_escapes
from pnp.kits.layout_sweep import part_pages
from pnp.scene.model import Text
from pnp.scene.walk import iter_items
from pnp.textfile import load_toml

MAZE_FILES = sorted(p for p in DATA_FILES if p.startswith("games/maze_tiles/"))


def _texts(page) -> set[str]:
    return {item.text for item in iter_items(page.items) if isinstance(item, Text)}


def test_the_content_in_another_language_is_the_same_content_in_other_words():
    """Ids, order, counts, icons, colours and dice faces are the English ones; every printed string is the
    catalog's (hero names, powers, key names, card titles and reactions, the aid's texts, the dice's names)."""
    en, en_monsters = load_content(), load_monsters()
    with language(PSEUDO):
        qps, qps_monsters = load_content(), load_monsters()
    assert qps.counts == en.counts
    assert [a.id for a in qps.actions] == [a.id for a in en.actions]
    assert [a.cost for a in qps.actions] == [a.cost for a in en.actions]
    assert [(h.color, h.icon, h.special.cost) for h in qps.heroes] == [(h.color, h.icon, h.special.cost)
                                                                       for h in en.heroes]
    assert [k.token_id for k in qps.keys] == [k.token_id for k in en.keys]
    assert [(c.id, c.icon, c.copies) for c in qps.deck()] == [(c.id, c.icon, c.copies) for c in en.deck()]
    assert (qps.dice.minotaur, qps.dice.blood) == (en.dice.minotaur, en.dice.blood)
    for h_en, h_q in zip(en.heroes, qps.heroes):
        for field in ("name", "title", "description"):
            assert getattr(h_q, field) == pseudo_message(getattr(h_en, field))
        assert (h_q.special.name, h_q.special.text) == (pseudo_message(h_en.special.name),
                                                        pseudo_message(h_en.special.text))
    for k_en, k_q in zip(en.keys, qps.keys):
        assert (k_q.action.name, k_q.action.text) == (pseudo_message(k_en.action.name),
                                                      pseudo_message(k_en.action.text))
    for c_en, c_q in zip(en.cards, qps.cards):
        assert c_q.title == pseudo_message(c_en.title)
        assert c_q.reaction == (pseudo_message(c_en.reaction) if c_en.reaction else None)
    assert qps.dice.minotaur_name == pseudo_message(en.dice.minotaur_name)
    for field in fields(en.aid):
        value, translated = getattr(en.aid, field.name), getattr(qps.aid, field.name)
        if isinstance(value, dict):
            assert translated.keys() == value.keys()  # the symbols and die faces are ids
            assert all(translated[k] == pseudo_message(v) for k, v in value.items())
        elif isinstance(value, tuple):
            assert translated == tuple(pseudo_message(v) for v in value)
        else:
            assert translated == pseudo_message(value)
    for variant, m_en in en_monsters.by_variant.items():
        m_q = qps_monsters[variant]
        assert (m_q.icon, m_q.heads, m_q.colour) == (m_en.icon, m_en.heads, m_en.colour)
        assert m_q.name == pseudo_message(m_en.name) and m_q.rule == (pseudo_message(m_en.rule) if m_en.rule else "")
        assert [(c.effect, c.card.id, c.card.copies) for c in m_q.cards] == [(c.effect, c.card.id, c.card.copies)
                                                                             for c in m_en.cards]
    assert load_content() is en  # one cache per language: English is still the English content


@pytest.mark.parametrize("path", MAZE_FILES)
def test_the_printed_keys_of_a_data_file_are_its_keys_and_no_id_is_printed(path):
    """Each key DATA_FILES lists for a maze-tile file is in the file, and no string it extracts is an id, an icon,
    a colour or a die face's kind: those stay as written in every language."""
    file = DATA_DIR / path.rsplit("/", 1)[1]
    data = load_toml(file)
    keys = keys_of(file)
    assert keys and "*" not in keys

    def all_keys(d) -> set[str]:
        if isinstance(d, dict):
            return set(d) | {k for v in d.values() for k in all_keys(v)}
        if isinstance(d, list):
            return {k for v in d for k in all_keys(v)}
        return set()

    present = all_keys(data)
    assert keys <= present, keys - present
    assert not keys & (EXCEPT | {"effect", "kind", "copies", "heads", "passive", "always"})
    printed = [s for _where, s in strings(data, keys)]
    ids = {v for k in ("id", "icon", "effect", "kind", "colour", "color") for v in _values(data, k)}
    assert printed and not set(printed) & ids


def _values(data, key: str) -> list:
    if isinstance(data, dict):
        return ([data[key]] if key in data else []) + [v for x in data.values() for v in _values(x, key)]
    if isinstance(data, list):
        return [v for x in data for v in _values(x, key)]
    return []


def test_every_component_drawn_in_the_pseudo_language_after_english_has_no_english_word():
    """Every page of every part (the Medusa variant's cards and standee too), drawn in English first so every
    cache holds an English picture, then in the pseudo-language: no printed word escaped the catalog (names of
    the heroes and monsters are the data's, translated like the rest)."""
    ts = generate_tileset(1, variant="medusa")
    components(ts)
    with language(PSEUDO):
        found = [e for part in components(ts) for named in part_pages(part) for e in page_escapes(named)]
    assert found == [], sorted({e.text for e in found})[:20]


def test_the_rules_figures_cached_in_english_are_drawn_again_in_another_language():
    """The example turn and the rules' figures are cached: English first, then the pseudo-language's own words,
    the same turn (its actions by id), and the tally's plural agreeing with its seven tokens."""
    from pnp.games.maze_tiles.rules_example import example_turn
    from pnp.games.maze_tiles.rules_figures import rules_figures

    en_turn, en_words = example_turn(), _texts(rules_figures(0.0)["turn"])
    assert "Her 7 tokens:" in en_words
    with language(PSEUDO):
        turn, figures = example_turn(), rules_figures(0.0)
    assert [s.action.id for s in turn.steps] == [s.action.id for s in en_turn.steps]
    assert turn.setup == en_turn.setup and turn.pool == en_turn.pool
    words = _texts(figures["turn"])
    assert pseudo_message("Her {n} tokens:").format(n=7) in words
    assert {pseudo_message(s.action.name) for s in en_turn.steps} <= words
    for name, page in figures.items():
        assert not [t for t in _texts(page) if escaped(t)], name


def test_a_cost_pill_and_the_dice_notes_follow_the_language():
    """Words drawn from code: the passive pill of a hero's power, the dice notes' plurals (the blood die's last
    face is 2: "wounds"), and the dice's faces as a table on screen names them, each count with its own form."""
    from pnp.games.maze_tiles.dice_nets import dice, dice_nets
    from pnp.games.maze_tiles.hero_boards import hero_board

    assert "Faces: 0, 1, 1, 1, 2, 2 wounds (the shield is 0)." in _texts(dice_nets()[1])
    with language(PSEUDO):
        nets = dice_nets()
        board = hero_board(load_content().heroes[0])
    assert pseudo_message("Faces: {counts} wounds (the shield is 0).").format(counts="0, 1, 1, 1, 2, 2") \
        in _texts(nets[1])
    assert pseudo_message("passive") in _texts(board)
    en_minotaur, en_blood = dice()
    assert {"1 hoof", "2 hooves", "3 hooves"} <= set(en_minotaur.names) and {"1 wound", "2 wounds"} <= set(
        en_blood.names)
    with language(PSEUDO):
        minotaur, blood = dice()
    assert minotaur.title == pseudo_message(en_minotaur.title)
    assert {pseudo_message("{n} hoof").format(n=1), pseudo_message("{n} hooves").format(n=3)} <= set(minotaur.names)
    assert {pseudo_message("{n} wound").format(n=1), pseudo_message("{n} wounds").format(n=2)} <= set(blood.names)
    assert not [n for n in minotaur.names + blood.names if escaped(n)]
