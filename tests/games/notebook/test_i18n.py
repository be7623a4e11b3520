"""The notebook in other languages: the model stays English (the same seed, the same dungeon and the same JSON in
every language), its texts print translated, and every printed word of the kit's own parts goes through the
catalog (drawn in the pseudo-language, none is left in English)."""

from __future__ import annotations

import pytest

from pnp.games.notebook.content import _path, _raw, key_colour, load_content, printed
from pnp.games.notebook.generate import generate_dungeon
from pnp.games.notebook.jsonio import dungeon_from_json, dungeon_to_json
from pnp.games.notebook.model import KEY_COLORS, Dungeon
from pnp.games.notebook.rules_pages import cover_facts, printed_rules
from pnp.games.notebook.trackers import _count_line
from pnp.games.notebook.verify import verify_dungeon
from pnp.i18n import PSEUDO, language
from pnp.i18n.catalogs import languages
from pnp.i18n.data import DATA_FILES, strings
from pnp.i18n.pseudo import escaped


def _texts(d: Dungeon) -> list[str]:
    """Every text of the model a notebook prints (the flavour, message, options, outcomes, enemy names)."""
    out: list[str] = []
    for r in d.rooms:
        e = r.encounter
        out += [r.flavour, e.message, *(o.text for o in e.outcomes), *(o.text for o in e.options)]
        out += [e.enemy.name] if e.enemy is not None else []
    return [t for t in out if t]


def test_the_model_does_not_change_with_the_language():
    english = dungeon_to_json(generate_dungeon(7))
    with language(PSEUDO):
        pseudo = dungeon_to_json(generate_dungeon(7))
    assert pseudo == english  # the same seed, the same dungeon: texts stay the model's English ids


def test_a_notebook_saved_in_another_language_verifies():
    with language(PSEUDO):
        data = dungeon_to_json(generate_dungeon(3))
        assert verify_dungeon(dungeon_from_json(data)).ok


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_every_text_prints_translated_and_a_notebook_deals_100_distinct_ones(seed):
    texts = _texts(generate_dungeon(seed))
    with language(PSEUDO):
        shown = [printed(t) for t in texts]
    assert not [(t, s) for t, s in zip(texts, shown) if escaped(s)]
    room_lines = {t for t in texts if " " in t}
    assert len(room_lines) >= 100
    with language(PSEUDO):
        assert len({printed(t) for t in room_lines}) == len(room_lines)  # no two texts print alike


def test_composed_texts_translate_by_their_parts():
    c = load_content()
    with language(PSEUDO):
        key = printed(c.key_messages[0].format(color="ruby"))
        ladder = printed(c.ladder_up[0].format(room=17))
        upgrade = printed(f"{c.weapons[0][0]} (weapon level 2)")
        flavour = printed(f"{c.sights[0]} {c.details[0]}")
        colour = key_colour("ruby")
    assert colour in key and "17" in ladder and "2" in upgrade
    assert not any(escaped(t) for t in (key, ladder, upgrade, flavour))
    assert printed("Some text no content file has") == "Some text no content file has"
    assert {key_colour(c) for c in KEY_COLORS} == set(KEY_COLORS)  # English: the ids themselves


def test_content_printed_keys_are_the_printed_strings():
    path = _path(None)
    keys = DATA_FILES["games/notebook/data/content.toml"]
    found = {s for _, s in strings(_raw(path), keys)}
    c = load_content()
    for text in (c.enemies[0].name, c.bosses[0].message, c.events[0][1][0].text, c.choices[0][2][0].text,
                 c.food[0].text, c.weapons[2][1], c.sights[3], c.key_messages[1], c.ladder_down[0]):
        assert text in found
    for data in ("rat", "d6", "hit", "miss", "-1"):  # icons, loot and faces are data, never translated
        assert data not in found


def test_the_rules_are_cached_per_language():
    english = printed_rules()
    with language(PSEUDO):
        pseudo = printed_rules()
    assert pseudo.title != english.title and not escaped(pseudo.title)
    assert printed_rules() is english


def test_counts_agree_with_their_nouns():
    assert _count_line(52, 15) == "52 rooms \u00b7 15 enemies"
    assert _count_line(1, 1) == "1 room \u00b7 1 enemy"
    d = generate_dungeon(1)
    assert cover_facts(d).startswith(f"{len(d.rooms)} rooms on 2 levels \u00b7 {len(d.doors)} locked doors")
    with language(PSEUDO):
        assert not escaped(cover_facts(d)) and not escaped(_count_line(1, 2))


def test_the_rules_figures_drawn_in_english_then_in_another_language_are_in_that_language():
    from pnp.games.notebook.rules_figures import rules_figures
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    def words(figures) -> list[str]:
        return [t.text for page in figures.values() for t in iter_items(page.items) if isinstance(t, Text)]

    english = words(rules_figures(0.0))
    with language(PSEUDO):
        pseudo = words(rules_figures(0.0))
    assert "What you meet here" in english and "You hit: cross off 1 heart." in english
    assert pseudo and not [w for w in pseudo if escaped(w)]


@pytest.mark.parametrize("code", [c for c in languages() if c != "en"])
def test_in_every_language_a_notebook_prints_100_distinct_texts_and_none_in_english(code):
    """The translations themselves: no two of a notebook's texts print alike in the language (two English lines a
    translator made one would repeat on the pages), and none prints its English words unchanged."""
    for seed in (1, 2):
        texts = _texts(generate_dungeon(seed))
        room_lines = sorted({t for t in texts if " " in t})
        with language(code):
            shown = {t: printed(t) for t in room_lines}
        assert len(room_lines) >= 100
        assert len(set(shown.values())) == len(room_lines), [t for t in room_lines if
                                                             list(shown.values()).count(shown[t]) > 1][:6]
        assert not [t for t, s in shown.items() if s == t], "printed in English"
