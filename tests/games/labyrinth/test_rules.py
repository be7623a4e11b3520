"""The referee, rule by rule (our reading: docs/rules-labyrinth.md)."""

from __future__ import annotations

from labyrinth_fixtures import Row, S, card, column, scroll, sheet

from pnp.games.labyrinth.referee import Result, campaign_totals, rank_players, referee


def test_a_straight_path_from_the_entry_to_a_boss_is_legal():
    r = referee(sheet(), card(), column(0))
    assert r.legal and r.exit == (0, 0) and r.bosses == ("minotaur",)


# --- drawing rules --------------------------------------------------------------

def test_a_path_through_a_wall_is_illegal():
    r = referee(sheet(walls=[((0, 2), (0, 1))]), card(), column(0))
    assert not r.legal and r.reason == "wall crossed between (0, 2) and (0, 1)"


def test_a_diagonal_step_is_illegal():
    r = referee(sheet(), card(), [(0, 4), (1, 3), (1, 2), (1, 1), (0, 1), (0, 0)])
    assert not r.legal and r.reason.startswith("diagonal step from (0, 4) to (1, 3)")


def test_a_jump_over_a_square_is_illegal():
    r = referee(sheet(), card(), [(0, 4), (0, 2), (0, 1), (0, 0)])
    assert not r.legal and "not neighbours" in r.reason


def test_visiting_a_square_twice_is_illegal():
    r = referee(sheet(), card(), [(0, 4), (0, 3), (1, 3), (1, 2), (0, 2), (0, 3), (0, 2)])
    assert not r.legal and r.reason == "square (0, 3) revisited"


def test_a_square_off_the_sheet_is_illegal():
    r = referee(sheet(), card(), [(0, 4), (0, 5)])
    assert not r.legal and "off the 5×5 sheet" in r.reason


def test_starting_on_the_wrong_staircase_is_illegal():
    r = referee(sheet(), card(entry="A"), column(2))
    assert not r.legal and r.reason.startswith("wrong entry")


def test_any_entry_accepts_every_staircase():
    for x in (0, 2, 4):
        assert referee(sheet(), card(entry="any"), column(x)).legal


def test_the_path_must_end_on_an_exit():
    r = referee(sheet(), card(), column(0, top=1))
    assert not r.legal and "does not end on an allowed exit" in r.reason


def test_a_staircase_is_an_exit_only_when_the_card_says_so():
    path = [(0, 4), (0, 3), (1, 3), (2, 3), (2, 4)]
    assert not referee(sheet(), card(), path).legal
    r = referee(sheet(), card(Row("per", 1, symbol="gem"), extra_exits=("B",), difficulty="hard"), path)
    assert r.legal and r.exit == (2, 4) and r.bosses == ()


def test_passing_through_a_boss_square_without_leaving_is_allowed():
    path = [(2, 4), (2, 3), (1, 3), (1, 2), (1, 1), (0, 1), (0, 0)]
    s = sheet({(1, 1): S("gem")})
    assert referee(s, card(entry="B"), path).legal
    # the troll at (2, 0) is crossed on the way to the minotaur
    through = [(2, 4), (2, 3), (2, 2), (2, 1), (2, 0), (1, 0), (0, 0)]
    r = referee(s, card(entry="B"), through)
    assert r.legal and r.bosses == ("minotaur",)


def test_a_failed_boss_minigame_forbids_leaving_there():
    r = referee(sheet(), card(), column(0), failed=["minotaur"])
    assert not r.legal and "minigame was failed" in r.reason


# --- items, monsters and hearts ------------------------------------------------

def test_a_rat_before_the_sword_costs_a_heart():
    s = sheet({(0, 3): S("rat"), (0, 2): S("sword")})
    r = referee(s, card(Row("per", 2, symbol="rat")), column(0))
    assert r.legal and [h.cause for h in r.hearts_lost] == ["rat without sword"]
    assert r.score == 0 and r.defeated == ()


def test_a_rat_after_the_sword_is_defeated_and_scores():
    s = sheet({(0, 3): S("sword"), (0, 2): S("rat")})
    r = referee(s, card(Row("per", 2, symbol="rat")), column(0))
    assert r.hearts_lost == () and r.defeated == (((0, 2), "rat"),) and r.score == 2


def test_a_skeleton_without_the_bow_costs_a_heart_and_with_it_is_defeated():
    s = sheet({(0, 3): S("skeleton"), (0, 2): S("bow"), (0, 1): S("skeleton")})
    r = referee(s, card(Row("per", 3, symbol="skeleton")), column(0))
    assert [h.cell for h in r.hearts_lost] == [(0, 3)]
    assert r.defeated == (((0, 1), "skeleton"),) and r.score == 3


def test_the_key_after_the_treasure_does_not_score_it():
    s = sheet({(0, 3): S("treasure"), (0, 2): S("key")})
    r = referee(s, card(Row("item", 4, symbol="treasure")), column(0))
    assert r.legal and "treasure" not in r.items and r.score == 0
    assert r.hearts_lost == ()  # a locked treasure costs nothing


def test_the_treasure_after_the_key_scores():
    s = sheet({(0, 3): S("key"), (0, 2): S("treasure")})
    r = referee(s, card(Row("item", 4, symbol="treasure")), column(0))
    assert r.items == ("key", "treasure") and r.score == 4


def test_a_failed_item_minigame_gives_no_item():
    s = sheet({(0, 3): S("sword"), (0, 2): S("rat")})
    r = referee(s, card(Row("per", 2, symbol="rat")), column(0), failed=["sword"])
    assert r.items == () and len(r.hearts_lost) == 1 and r.score == 0


def test_a_trap_costs_a_heart_even_when_the_card_rewards_it():
    s = sheet({(0, 3): S("trap"), (0, 2): S("trap")})
    r = referee(s, card(Row("per", 2, symbol="trap"), difficulty="hard"), column(0))
    assert r.legal and len(r.hearts_lost) == 2 and r.score == 4


def test_losing_the_third_heart_puts_the_player_out():
    s = sheet({(0, 3): S("trap"), (0, 2): S("rat"), (0, 1): S("skeleton")})
    r = referee(s, card(), column(0))
    assert not r.legal and r.reason == "all hearts lost at (0, 1) (skeleton without bow)"
    assert r.score == 0


def test_a_card_effect_can_cost_hearts():
    s = sheet({(0, 3): S("ghost")})
    r = referee(s, card(Row("per", 1, symbol="gem"), heart_effects=("ghost",), difficulty="hard"), column(0))
    assert [h.cause for h in r.hearts_lost] == ["card: ghost"]


# --- scoring rows --------------------------------------------------------------

def test_each_gem_scores_and_negative_gems_cost_points():
    s = sheet({(0, 3): S("gem"), (0, 2): S("gem")})
    assert referee(s, card(Row("per", 1, symbol="gem")), column(0)).score == 2
    assert referee(s, card(Row("per", -1, symbol="gem"), difficulty="hard"), column(0)).score == -2


def test_visiting_four_ghosts_when_the_card_asks_for_three_scores_nothing_for_ghosts():
    s = sheet({(0, 3): S("ghost"), (0, 2): S("ghost"), (0, 1): S("ghost"), (1, 1): S("ghost")})
    rows = (Row("ghosts", 5, count=3),)
    four = [(0, 4), (0, 3), (0, 2), (1, 2), (1, 1), (0, 1), (0, 0)]
    three = column(0)
    assert referee(s, card(*rows), four).score == 0
    assert referee(s, card(*rows), three).score == 5


def test_scrolls_score_only_in_the_shown_order():
    s = sheet({(0, 3): scroll("II"), (0, 2): scroll("I")})
    in_order = card(Row("scrolls", 3, names=("II", "I")))
    wrong_order = card(Row("scrolls", 3, names=("I", "II")))
    assert referee(s, in_order, column(0)).score == 3
    assert referee(s, wrong_order, column(0)).score == 0


def test_a_missing_scroll_scores_nothing_and_any_scroll_needs_just_one():
    s = sheet({(0, 3): scroll("I"), (3, 3): scroll("III")})
    assert referee(s, card(Row("scrolls", 3, names=("I", "III"))), column(0)).score == 0
    assert referee(s, card(Row("scrolls", 2, names=("any",))), column(0)).score == 2
    no_scroll = [(0, 4), (1, 4), (1, 3), (1, 2), (1, 1), (1, 0), (0, 0)]
    assert referee(s, card(Row("scrolls", 2, names=("any",))), no_scroll).score == 0


def test_staircase_rows_ignore_the_entry_staircase():
    path = [(0, 4), (1, 4), (2, 4), (2, 3), (2, 2), (2, 1), (2, 0)]  # A (entry), then B
    r = referee(sheet(), card(Row("per", -2, symbol="staircase"), difficulty="hard"), path)
    assert r.score == -2


def test_the_preferred_exit_scores_and_the_others_do_not():
    row = Row("exit", 2, names=("troll",))
    assert referee(sheet(), card(row, entry="B"), column(2)).score == 2
    assert referee(sheet(), card(row), column(0)).score == 0


def test_an_exit_that_needs_an_item_scores_only_with_it():
    row = Row("exit", 3, names=("minotaur",), requires="bow")
    assert referee(sheet(), card(row, difficulty="hard"), column(0)).score == 0
    with_bow = sheet({(0, 2): S("bow")})
    assert referee(with_bow, card(row, difficulty="hard"), column(0)).score == 3


def test_the_fastest_token_scores_only_for_the_fastest_player():
    row = Row("fastest", 1)
    assert referee(sheet(), card(row), column(0), fastest=True).score == 1
    assert referee(sheet(), card(row), column(0)).score == 0


def test_an_item_row_scores_for_gaining_the_item():
    s = sheet({(0, 2): S("sword")})
    assert referee(s, card(Row("item", 2, symbol="sword"), difficulty="hard"), column(0)).score == 2


# --- ranking and campaign ------------------------------------------------------

def _result(score: int, hearts: int = 0, legal: bool = True) -> Result:
    from pnp.games.labyrinth.referee import HeartLoss

    lost = tuple(HeartLoss((0, 0), "trap") for _ in range(hearts))
    return Result(legal, "" if legal else "out", ((0, 0),), lost, score=score)


def test_ties_go_to_fewer_hearts_lost_then_to_the_lower_speed_token():
    standings = rank_players({
        "ana": (_result(10, hearts=1), 1),
        "bo": (_result(10, hearts=0), 3),
        "cy": (_result(10, hearts=0), 2),
        "di": (_result(12, hearts=2), 4),
    })
    assert [s.player for s in standings] == ["di", "cy", "bo", "ana"]
    assert [s.rank for s in standings] == [1, 2, 3, 4]


def test_a_player_who_did_not_exit_scores_nothing_and_ranks_last():
    standings = rank_players({"ana": (_result(0, legal=False), None), "bo": (_result(0), 1)})
    assert [(s.player, s.score) for s in standings] == [("bo", 0), ("ana", 0)]


def test_the_campaign_adds_three_games_and_a_lost_game_counts_zero():
    games = [
        {"ana": _result(8), "bo": _result(5)},
        {"ana": _result(9, legal=False), "bo": _result(7)},
        {"ana": _result(6), "bo": _result(2)},
    ]
    assert campaign_totals(games) == {"ana": 14, "bo": 14}
