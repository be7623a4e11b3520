"""The maze-tile parts with words, each a declarative layout (issue 28): pseudo-localised (every string 40 % longer,
drawn in the pseudo-locale as a translation would be) at a 12 pt floor they have nothing for the layout check, and
the rules they state for room that runs out hold: the standee's base shows scissors, the player aid's sections
flow on to another card, the desperation card's picture moves into its band."""

from __future__ import annotations

from collections import Counter

import pytest
from maze_tiles_helpers import icons, said, texts

from pnp.games.maze_tiles import desperation_cards, dice_nets, hero_boards, player_aids, standees, tokens
from pnp.games.maze_tiles.content import load_content
from pnp.kits.layout_sweep import check_named, floor_theme, part_pages
from pnp.scene.pseudo import pseudo_locale

FLOOR = 12.0
MODULES = {"desperation-cards": desperation_cards, "dice": dice_nets, "hero-boards": hero_boards,
           "key-tokens": tokens, "player-aids": player_aids, "standees": standees}


def _sets(slug: str, pseudo: bool):
    module = MODULES[slug]
    if pseudo:
        with pseudo_locale():
            drawn = module.component_sets(floor=FLOOR)
    else:
        drawn = module.component_sets(floor=FLOOR)
    return [part for part in drawn if part.slug == slug]


@pytest.mark.parametrize("slug", sorted(MODULES))
def test_each_part_pseudo_localised_at_12_pt_has_nothing_for_the_layout_check(slug):
    theme = floor_theme(FLOOR)
    found = [str(f) for part in _sets(slug, True) for named in part_pages(part)
             for f in check_named(named, FLOOR, theme, pseudo=True)]
    assert found == [], found[:6]


def _base_words(page) -> list[str]:
    return [t.text for t in texts(page) if "fold" in t.text or "snip" in t.text or "šñîp" in t.text]


def test_a_standees_base_shows_scissors_where_its_words_do_not_fit_at_the_floor():
    plain = standees.standees(floor=FLOOR)[0]
    assert len(_base_words(plain)) == 2 and "scissors" not in {i.name for i in icons(plain)}
    with pseudo_locale():
        longer = standees.standees(floor=FLOOR)[0]
    assert _base_words(longer) == [] and "scissors" in {i.name for i in icons(longer)}


def test_an_aids_sections_flow_on_to_another_card_whole_and_once():
    hero = load_content().heroes[0]
    assert len(player_aids.aid_cards(hero)) == 1  # as designed: one card a hero
    assert len(player_aids.aid_cards(hero, player_aids.look_for(FLOOR))) == 1
    with pseudo_locale():
        cards = player_aids.aid_cards(hero, player_aids.look_for(FLOOR))
        one = player_aids.aid_cards(hero)
    assert len(cards) > 1
    said_once = Counter(said(t) for front, back in cards for t in (*texts(front), *texts(back)))
    designed = Counter(said(t) for front, back in one for t in (*texts(front), *texts(back)))
    # the same words, each as often, but for the bands that head every face
    bands = {said(t) for t in texts(one[0][0])[:1] + texts(one[0][1])[:1]}
    assert {k: v for k, v in said_once.items() if k not in bands} == {k: v for k, v in designed.items()
                                                                        if k not in bands}


def test_a_desperation_cards_picture_moves_into_its_band_where_the_words_need_its_room():
    from pnp.catalog import card_size

    card = max(load_content().cards, key=lambda c: len(c.text) + len(c.reaction or ""))
    roomy = desperation_cards.desperation_front(card, None, 0.0, card_size("poker"))
    tight = desperation_cards.desperation_front(card, None, FLOOR, card_size("square-70"))
    (a,) = [i for i in icons(roomy) if i.name == card.icon]
    (b,) = [i for i in icons(tight) if i.name == card.icon]
    assert a.y > desperation_cards.BAND > b.y + b.size  # under the band as designed, within it at 12 pt
