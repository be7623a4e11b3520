"""The variant monsters' rules (our reading: docs/rules-maze-tiles.md, "Variant: Medusa and Cerberus"), and
verify's check of their desperation cards."""

from __future__ import annotations

import inspect
import random
import re
from collections import deque
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from maze_tiles_helpers import board, texts

from pnp.games.maze_tiles import hero_boards
from pnp.games.maze_tiles.model import VARIANTS
from pnp.games.maze_tiles.monster_rules import (
    EFFECTS,
    EMPTY_KEY_SLOT,
    board_order,
    heroes_in_reach,
    heroes_in_sight,
    hunt,
    line_of_sight,
    place_wounds,
    scent_step,
)
from pnp.games.maze_tiles.monsters import load_monsters, variant_rules
from pnp.games.maze_tiles.rules import RuleError, can_move, charge, minotaur_step, moves
from pnp.games.maze_tiles.verify import verify_variant
from pnp.scene.model import Text

# --- Medusa: wounds from the top of the board down ------------------------------------------------


def test_the_board_order_is_the_order_the_hero_board_prints_from_the_top_down(content):
    for hero in content.heroes:
        page = hero_boards.hero_board(hero)
        names = {a.name: a.id for a in (*content.board_actions, hero.special)}
        drawn = [(round(t.y, 3), t.x, names[t.text]) for t in page.items if isinstance(t, Text) and t.text in names
                 and t.font == "body-black"]
        assert [i for _, _, i in sorted(drawn)] == list(board_order(content, hero))


def test_the_empty_key_slot_takes_a_wound_only_while_a_key_lies_in_it_last_as_the_board_prints_it(content):
    hero = content.heroes[0]
    plain = board_order(content, hero)
    assert EMPTY_KEY_SLOT not in plain and plain[-1] == hero.special.id
    assert board_order(content, hero, key_in_slot=True) == (*plain, EMPTY_KEY_SLOT)
    # the board prints the empty key slot after the hero's own action, in reading order
    # the board prints the empty key slot on the own action's row, right of it: last in reading order
    drawn = [t for t in texts(hero_boards.hero_board(hero)) if t.font == "body-black"]
    own = next(t for t in drawn if t.text == hero.special.name)
    slot = next(t for t in drawn if "key slot" in t.text)
    others = [t for t in drawn if t.text in {a.name for a in content.board_actions}]
    assert slot.x > own.x and abs(slot.y - own.y) < 15 and all(t.y < own.y + 15 for t in others)


def test_a_wound_goes_on_top_of_a_key():
    order = ("move", "explore", "turn", "shift", "heal", "own", EMPTY_KEY_SLOT)
    # keys on Move and in the empty key slot, no wound yet: a key does not keep a wound off its action
    assert place_wounds(order, frozenset(), 1, chosen=("move",)) == {"move"}
    assert place_wounds(order, frozenset({"own"}), 1, chosen=(EMPTY_KEY_SLOT,)) == {"own", EMPTY_KEY_SLOT}
    # Medusa's stare starts at the top, keyed or not
    assert place_wounds(order, frozenset(), 2, stare=True) == {"move", "explore"}
    assert place_wounds(order, frozenset(order[:-1]), 3, stare=True) == frozenset(order)  # the keyed slot last
    with pytest.raises(RuleError):
        place_wounds(("move", "explore"), frozenset({"move"}), 1, chosen=("move",))  # a wound lies there already


def test_medusas_stare_lays_wounds_on_the_uppermost_free_slots():
    order = ("move", "explore", "turn", "shift", "heal", "own")
    wounded = frozenset({"move", "turn"})
    assert place_wounds(order, wounded, 2, stare=True) == wounded | {"explore", "shift"}
    assert place_wounds(order, wounded, 9, stare=True) == frozenset(order)  # no room: the rest is lost
    with pytest.raises(RuleError, match="uppermost"):
        place_wounds(order, wounded, 1, chosen=("own",), stare=True)
    # the Minotaur (and Cerberus) let the player choose
    assert place_wounds(order, wounded, 1, chosen=("own",)) == wounded | {"own"}
    with pytest.raises(RuleError):
        place_wounds(order, wounded, 1, chosen=("move",))  # already wounded
    with pytest.raises(RuleError):
        place_wounds(order, wounded, 1, chosen=("key-slot",))  # not a slot of this order (no key in it)
    with pytest.raises(RuleError):
        place_wounds(order, wounded, 2, chosen=("own",))  # one wound placed nowhere


@given(st.integers(0, 8), st.sets(st.integers(0, 5)))
def test_the_stare_always_takes_the_first_free_slots(wounds, wounded_at):
    order = tuple(f"a{i}" for i in range(6))
    wounded = frozenset(order[i] for i in wounded_at)
    after = place_wounds(order, wounded, wounds, stare=True)
    new = [a for a in order if a in after - wounded]
    free = [a for a in order if a not in wounded]
    assert new == free[:wounds]


def test_a_sidelong_glance_reaches_joined_neighbours_but_not_behind_a_wall():
    ts, b = board(["xxx", "xxx", "xix"], heroes=[("red", (0, 1)), ("blue", (2, 1)), ("green", (1, 2)),
                                                    ("yellow", (1, 1))], walls=[((1, 1), (2, 1))], minotaur=(1, 1))
    assert heroes_in_reach(ts, b) == ("yellow",)
    # blue is behind a wall, green shelters on a Hide tile
    assert heroes_in_reach(ts, b, joined=True) == ("red", "yellow")


# --- Cerberus: line of sight and the hunt ---------------------------------------------------------


def test_line_of_sight_runs_straight_over_meeting_pathways_without_walls():
    ts, b = board(["xxxx", "xhxx", "xxxx", "xxxx"], rotations={(1, 1): 1})  # (1, 1) runs east-west
    assert line_of_sight(ts, b, (0, 0), (3, 0)) and line_of_sight(ts, b, (3, 0), (0, 0))
    assert line_of_sight(ts, b, (0, 1), (3, 1))  # along the straight's pathway
    assert not line_of_sight(ts, b, (1, 0), (1, 3))  # across it: its north side is closed, a dead end
    assert not line_of_sight(ts, b, (0, 0), (1, 1))  # not in a row or a column
    walled = board(["xxxx", "xxxx", "xxxx", "xxxx"], walls=[((1, 0), (2, 0))])
    assert not line_of_sight(*walled, (0, 0), (3, 0))
    hidden = board(["xxxx", "xxxx", "xxxx", "xxxx"], explored={(x, y) for x in range(4) for y in range(4)} - {(2, 0)})
    assert not line_of_sight(*hidden, (0, 0), (3, 0))  # a face-down tile between


def test_cerberus_catches_the_scent_on_a_step_and_spends_his_points_on_the_hero():
    ts, b = board(["xxxx", "xxxx", "xxxx", "xxxx"], heroes=[("red", (3, 1))], minotaur=(0, 0))
    plain = minotaur_step(ts, b, (0, 1))
    assert plain.board.minotaur == (0, 1) and not plain.attacked
    hunted = scent_step(ts, b, (0, 1), remaining=3)
    assert hunted.board.minotaur == (3, 1) and hunted.attacked == ("red",)
    assert hunted.path == ((0, 0), (0, 1), (1, 1), (2, 1), (3, 1))
    short = scent_step(ts, b, (0, 1), remaining=1)
    assert short.board.minotaur == (1, 1) and not short.attacked
    # no scent from a step that sees no one, or from a hero who played Downwind
    assert scent_step(ts, b, (1, 0), remaining=3).board.minotaur == (1, 0)
    assert scent_step(ts, b, (0, 1), remaining=3, hidden=("red",)).board.minotaur == (0, 1)


def test_a_hero_on_a_hide_tile_in_sight_starts_the_hunt_but_is_not_attacked():
    ts, b = board(["xxxx", "xxxi", "xxxx", "xxxx"], heroes=[("red", (3, 1))], minotaur=(0, 0))
    assert heroes_in_sight(ts, minotaur_step(ts, b, (0, 1)).board) == ("red",)
    hunted = scent_step(ts, b, (0, 1), remaining=3)
    assert hunted.board.minotaur == (3, 1) and hunted.attacked == ()  # on her tile, no attack
    assert hunted.path == ((0, 0), (0, 1), (1, 1), (2, 1), (3, 1))
    short = scent_step(ts, b, (0, 1), remaining=1)
    assert short.board.minotaur == (1, 1) and short.attacked == ()
    # two heroes on the row: the nearest, the one on the Hide tile, is the one he hunts
    ts3, b3 = board(["xxxxx", "xxixx", "xxxxx", "xxxxx", "xxxxx"], heroes=[("red", (2, 1)), ("blue", (4, 1))],
                    minotaur=(0, 0))
    assert heroes_in_sight(ts3, minotaur_step(ts3, b3, (0, 1)).board) == ("red", "blue")
    assert scent_step(ts3, b3, (0, 1), remaining=2).attacked == ()  # two points: he ends on her tile, no attack
    # Downwind and Lullaby still hide a scent, on a Hide tile or not
    assert heroes_in_sight(ts, minotaur_step(ts, b, (0, 1)).board, hidden=("red",)) == ()
    # a charge passes her by as if she were not there
    ts4, b4 = board(["xxix", "xxxx", "xxxx", "xxxx"], heroes=[("red", (2, 0))], minotaur=(0, 0))
    charged = charge(ts4, b4, "E")
    assert charged.board.minotaur == (3, 0) and charged.attacked == ()
    # Sidelong Glance is an attack: a Hide tile still shelters from it
    ts5, b5 = board(["xix", "xxx", "xxx"], heroes=[("red", (1, 0))], minotaur=(0, 0))
    assert heroes_in_reach(ts5, b5, joined=True) == ()


def moves_from(ts, b, start):
    """Moves from ``start`` to every tile Moves reach, by a plain breadth-first search of the rules' moves."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        for n in moves(ts, b, p):
            if n not in dist:
                dist[n] = dist[p] + 1
                queue.append(n)
    return dist


def brute_best(ts, b, hero, points):
    """Every tile Cerberus can end on with at most ``points`` Moves (a walk ends where he attacks), and the
    best closeness there: (Moves to the hero, grid steps to the hero)."""
    target = dict(b.heroes)[hero]
    dist = moves_from(ts, b, target)
    ends = set()

    def walk(pos, left):
        ends.add(pos)
        if left == 0 or (pos != b.minotaur and b.hero_at(pos) and ts.tiles[b.at(pos).tile].symbol != "hide"):
            return
        for n in moves(ts, b, pos):
            walk(n, left - 1)

    walk(b.minotaur, points)
    return min((dist.get(p, 10**6), abs(p[0] - target[0]) + abs(p[1] - target[1])) for p in ends)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 3))
def test_a_hunt_ends_as_close_to_the_hero_as_any_legal_walk(seed, points):
    rng = random.Random(seed)
    rows = ["".join(rng.choice("xhct") for _ in range(4)) for _ in range(4)]
    rotations = {(x, y): rng.randrange(4) for x in range(4) for y in range(4)}
    cells = [(x, y) for x in range(4) for y in range(4)]
    monster, hero = rng.sample(cells, 2)
    ts, b = board(rows, rotations, heroes=[("red", hero)], minotaur=monster)
    result = hunt(ts, b, "red", points)
    assert len(result.path) - 1 <= points
    for a, c in zip(result.path, result.path[1:]):
        assert can_move(ts, b, a, c)[0]
    target = hero
    end = result.board.minotaur
    assert brute_best(ts, b, "red", points)[0] == brute_best_end(ts, b, end, target)
    assert (result.attacked == ("red",)) == (end == hero)


def brute_best_end(ts, b, end, target):
    return moves_from(ts, b, target).get(end, 10**6)


# --- the variants' cards --------------------------------------------------------------------------


def test_every_effect_is_carried_out_by_a_function_of_the_rules_core():
    for name, function in EFFECTS.items():
        assert callable(function) and inspect.getmodule(function).__name__ in (
            "pnp.games.maze_tiles.rules", "pnp.games.maze_tiles.monster_rules"), name
    used = {c.effect for v in VARIANTS for c in load_monsters()[v].cards}
    assert used <= set(EFFECTS) and used  # every card's effect is known (verify checks the same)


@pytest.mark.parametrize("variant", VARIANTS[1:])
def test_each_variant_brings_15_cards_in_its_own_words(variant, content):
    m = load_monsters()[variant]
    assert len(m.deck()) == 15 and m.rule and m.rule_name
    base = {c.title for c in content.cards} | {c.text for c in content.cards}
    for c in m.cards:
        assert c.card.title not in base and c.card.text not in base
    assert verify_variant(variant)[0] == []


def edited_variants(tmp_path, old: str, new: str):
    text = (monster_rules_data()).replace(old, new, 1)
    path = tmp_path / "variants.toml"
    path.write_text(text)
    return load_monsters(path)


def monster_rules_data() -> str:
    from pnp.games.maze_tiles.content import DATA_DIR

    return (DATA_DIR / "variants.toml").read_text()


def test_verify_refuses_a_card_whose_effect_the_rules_core_does_not_know(tmp_path):
    monsters = edited_variants(tmp_path, 'effect = "stare-reach"', 'effect = "petrify-everyone"')
    problems, _ = verify_variant("medusa", monsters)
    assert len(problems) == 1 and "petrify-everyone" in problems[0] and "sidelong-glance" in problems[0]


def test_verify_refuses_a_variant_of_the_wrong_size(tmp_path):
    monsters = edited_variants(tmp_path, "copies = 3", "copies = 4")  # the first card with 3 copies: Medusa's
    problems, _ = verify_variant("medusa", monsters)
    assert problems == ["medusa: 16 desperation cards, the set-up shuffles in 15"]
    assert verify_variant("cerberus", monsters)[0] == []


# --- each variant's rule, printed in full, as the docs quote it -----------------------------------

DOCS = Path(__file__).resolve().parents[3] / "docs" / "rules-maze-tiles.md"
RULE_HEADINGS = {"medusa": "### Medusa: ", "cerberus": "### Cerberus: "}


def quoted_rule(variant: str) -> str:
    """The variant's rule as docs/rules-maze-tiles.md quotes it (the blockquote under its heading), one line."""
    text = DOCS.read_text(encoding="utf-8").split("## Variant: Medusa and Cerberus", 1)[1]
    body = text.split(RULE_HEADINGS[variant], 1)[1].split("\n### ", 1)[0]
    return " ".join(ln[2:] for ln in body.splitlines() if ln.startswith("> "))


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", " ".join(text.split())) if s]


def letters(text: str) -> str:
    """Only the letters and digits: what a PDF read back keeps of a text whatever its line breaks and hyphens."""
    return re.sub(r"[\W_]+", "", text).lower()


def missing_sentences(variant: str, page_texts: list[str]) -> list[str]:
    printed = letters(" ".join(page_texts))
    return [s for s in sentences(quoted_rule(variant)) if letters(s) not in printed]


@pytest.mark.parametrize("variant", VARIANTS[1:])
def test_the_docs_quote_each_variants_rule_word_for_word(variant):
    m = load_monsters()[variant]
    assert RULE_HEADINGS[variant] + m.rule_name in DOCS.read_text(encoding="utf-8")
    assert quoted_rule(variant) == " ".join(m.rule.split())
    assert len(sentences(quoted_rule(variant))) >= 5


@pytest.mark.parametrize("sheet", ["a4", "letter"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_a_variant_kits_rules_print_its_whole_rule_on_two_pages(variant, sheet):
    from pnp.catalog import paper
    from pnp.kits.pages import rules_pages
    from pnp.registry import game
    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document
    from tests.pdfcheck import page_texts

    g = game("maze-tiles")
    pages = rules_pages(paper(sheet), g.rules, g.rules_figures, variant_rules(variant))
    assert len(pages) <= 2
    printed = page_texts(render_pdf(Document(tuple(pages))))
    said = " ".join(" ".join(printed).split())
    if variant == VARIANTS[0]:  # the standard game: the other monsters in a word, no variant's rule
        assert "Other monsters" in said and "variant:" not in said
        return
    m = load_monsters()[variant]
    assert f"The {m.name} variant: {m.rule_name}" in said
    assert missing_sentences(variant, printed) == []
    # the check fails when a sentence is left out of print
    cut = " ".join(s for s in sentences(m.rule) if not s.startswith(sentences(m.rule)[2]))
    edited = tuple((k, w.replace(" ".join(m.rule.split()), cut)) for k, w in variant_rules(variant))
    assert edited != variant_rules(variant)
    short = page_texts(render_pdf(Document(tuple(rules_pages(paper(sheet), g.rules, g.rules_figures, edited)))))
    assert missing_sentences(variant, short) == [sentences(m.rule)[2]]


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS[1:])
def test_a_variant_kit_prints_every_sentence_of_its_rule(variant):
    from pnp.catalog import paper
    from pnp.game import KitRequest
    from pnp.kits.build import build_kit
    from pnp.layout.presets import load_preset
    from pnp.registry import game
    from tests.pdfcheck import page_texts

    g = game("maze-tiles")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pnp.games.maze_tiles.printouts.SETUPS", 40)  # the report's deals play no part here
        spec = g.make_kit(KitRequest(1, 4, paper("letter"), options=g.prepare_kit_options({"variant": variant})))
        files = build_kit(spec, load_preset("home"), paper("letter"))
    texts = page_texts(files[Path("kit.pdf")])
    rules = [t for t in texts if "how to play" in t]
    assert len(rules) == 2
    assert missing_sentences(variant, rules) == []
