"""The path cards and their rules card at every card size (issue 28, item 3): one drawing for all six sizes, chosen
by `--card-size` on `pnp path-cards` and the path-cards kit, through imposition and the kit's decks; the rules card
is one declarative layout at every floor (no large-print twin)."""

from __future__ import annotations

import contextlib
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from pnp.catalog import card_size, card_sizes, component
from pnp.games.path_cards import draw, rules_card
from pnp.games.path_cards.generate import generate_deck
from pnp.games.path_cards.printouts import deck_parts
from pnp.scene.layout_check import SafeArea, check_page
from pnp.scene.model import Group, Icon, Text
from pnp.scene.pseudo import pseudo, pseudo_locale, pseudo_page
from pnp.scene.text import layout_text
from pnp.scene.walk import iter_items, printed_text_sizes
from tests.pdfcheck import page_boxes

DECK = generate_deck(1)
SIZES = tuple(card_sizes())  # the names --card-size takes
MM = 72 / 25.4


def _clean(page, size, floor):
    return [str(f) for f in check_page(page, page.label, floor=floor, safe=SafeArea(max(3.0, size.safe)))]


def test_the_option_takes_the_card_sizes_of_the_catalog_as_every_kit_does():
    from pnp.catalog import CARD_SIZE_HELP
    from pnp.games.path_cards.game import CARD_SIZE

    assert len({card_size(k).key for k in SIZES}) == len(SIZES) >= 6  # each a component of layouts/components.toml
    assert CARD_SIZE.help.startswith(CARD_SIZE_HELP) and all(name in CARD_SIZE_HELP for name in SIZES)


@pytest.mark.parametrize("key", SIZES)
def test_every_face_draws_at_the_card_size_with_nothing_for_the_layout_check(key):
    size = card_size(key)
    part = deck_parts(DECK, 0.0, key)
    pages = {p.label: p for p in (*part.fronts, *part.backs)}  # each distinct face once
    assert all((p.width, p.height) == (size.width, size.height) for p in pages.values())
    for page in pages.values():
        assert _clean(page, size, 0.0) == [], page.label
    # the treasures keep in proportion: each icon stays within the card's shorter side
    icons = [i for i in iter_items(part.fronts[0].items) if isinstance(i, Icon)]
    assert icons and all(i.size < min(size.width, size.height) / 4 for i in icons)


@pytest.mark.parametrize("floor", [5.0, 8.0, 12.0])
@pytest.mark.parametrize("key", ["square-70", "poker", "tarot", "3.5x5"])
def test_the_rules_flow_on_to_whole_faces_with_nothing_under_the_floor(key, floor):
    size = card_size(key)
    faces = rules_card.rules_faces(size, floor)
    for face in faces:
        assert min(s for _, s in printed_text_sizes(face.items)) >= floor - 1e-6, face.label
        assert _clean(face, size, floor) == [], face.label
    said = " ".join(t.text for f in faces for t in iter_items(f.items) if isinstance(t, Text))
    for head, body in rules_card.basic_rules() + rules_card.variant_rules():
        assert body in said and (head == "•" or head in said)


def test_the_designed_card_keeps_one_rules_card_and_grows_to_more_only_under_a_higher_floor():
    size = component("square-card")
    assert len(rules_card.rules_faces(size, 0.0)) == 2  # the basic game on the front, the variants on the back
    assert len(rules_card.rules_faces(size, 12.0)) > 2


def _rule_lines(face) -> list[tuple[bool, str]]:
    """The rules' lines of a face, top to bottom: (whether the line starts a paragraph, its text)."""
    rows: dict[float, list[tuple[bool, str]]] = {}
    for t in iter_items(face.items):
        if isinstance(t, Text) and t.color in (draw.INK, draw.HEDGE, draw.ACCENT):  # not the title band's
            for line in layout_text(t).lines:
                rows.setdefault(round(line.baseline, 2), []).append((t.color != draw.INK, line.text))
    return [(any(s for s, _ in row), " ".join(x for _, x in row)) for _, row in sorted(rows.items())]


@pytest.mark.parametrize(("key", "floor"), [("poker", 12.0), ("square-70", 12.0), ("mini-euro", 8.0), ("bridge", 12.0)])
def test_a_rule_taller_than_a_face_splits_between_lines_and_flows_on_whole_and_in_order(key, floor):
    """Pseudo-localised (40 % longer), a rule of these cards is taller than a face: it splits between its lines
    onto the next faces instead of the card being refused; every word is there once, in order, and a split
    never leaves one line of a paragraph alone at a face's foot or at the next face's head."""
    size = card_size(key)
    with pseudo_locale():
        faces = rules_card.rules_faces(size, floor)
        split = 0
        for face in faces:
            assert _clean(pseudo_page(face), size, floor) == [], face.label
        for _, _, rules, label in rules_card.parts():
            part = [f for f in faces if f.label.startswith(label)]
            lines = [line for f in part for line in _rule_lines(f)]
            said = " ".join(t for _, t in lines).replace("- ", "").replace("-", "").split()  # lines joined again
            wanted = " ".join(f"{pseudo(h)} {pseudo(t)}" if h != "•" else f"• {pseudo(t)}" for h, t in rules)
            assert said == wanted.replace("-", "").split(), label
            runs = [[start for start, _ in _rule_lines(f)] for f in part]
            for before, after in zip(runs, runs[1:]):
                if after and not after[0]:  # the face goes on with the rule the face before ended in
                    split += 1
                    carried = after.index(True) if True in after else len(after)
                    starts = [i for i, s in enumerate(before) if s]
                    left = len(before) - (starts[-1] if starts else 0)  # the lines of the paragraph it ended in
                    assert carried >= 2 and left >= 2, (label, before, after)
    assert split, f"no rule split on a {key} at {floor:g} pt: the case tests nothing"


def test_the_card_id_says_deck_and_card_and_sits_in_the_hedge_at_every_size():
    for key in SIZES:
        size = card_size(key)
        page = draw.card_front(DECK.cards[0], size, DECK.deck_id)
        (label,) = [t for t in iter_items(page.items) if isinstance(t, Text)]
        assert DECK.deck_id in label.text and label.text.endswith(DECK.cards[0].card_id)
        assert label.x >= size.width / 2 + draw.PATH_W * draw.scale(size.width, size.height) / 2, key


def test_no_large_print_twin_is_left():
    assert importlib.util.find_spec("pnp.games.path_cards.rules_card_large") is None


@pytest.mark.parametrize("key", ["tarot", "mini-euro"])
def test_pnp_path_cards_prints_one_card_a_page_at_the_chosen_size(key, tmp_path):
    size = card_size(key)
    out = tmp_path / "out"
    done = subprocess.run([sys.executable, "-m", "pnp", "path-cards", "--card-size", key, "--layout", "cards",
                           "--format", "pdf", "--out", str(out), "--quiet"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    boxes = page_boxes(out / "path-cards-1.pdf")
    cards = [b for b in boxes if abs((b.trim[2] - b.trim[0]) - size.width * MM) < 0.05]
    assert len(cards) >= 2 * 51  # every card and the rules card, front and back
    assert all(abs((b.trim[3] - b.trim[1]) - size.height * MM) < 0.05 for b in cards)


def test_the_kits_decks_follow_the_card_size(tmp_path):
    size = card_size("bridge")
    out = tmp_path / "kit"
    done = subprocess.run([sys.executable, "-m", "pnp", "kit", "--game", "path-cards", "--card-size", "bridge",
                           "--preset", "print-shop", "--out", str(out), "--quiet"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    decks = [p for p in out.rglob("*.pdf") if "card" in p.name and p.parent.name == "decks"]
    assert decks, sorted(p.relative_to(out).as_posix() for p in out.rglob("*"))
    trims = {(round((b.trim[2] - b.trim[0]) / MM, 1), round((b.trim[3] - b.trim[1]) / MM, 1))
             for d in decks for b in page_boxes(d)}
    assert trims == {(round(size.width, 1), round(size.height, 1))}


@pytest.mark.parametrize(("key", "floor"), [("poker", 12.0), ("bridge", 12.0), ("mini-euro", 8.0)])
def test_a_corner_too_narrow_for_the_id_upright_turns_it_to_read_up_the_cards_edge(key, floor):
    size = card_size(key)
    page = draw.card_front(DECK.cards[0], size, DECK.deck_id, floor)
    assert _clean(page, size, floor) == []  # no word of the id cut between letters, none under the floor
    (turned,) = [g for g in page.items if isinstance(g, Group)]
    (label,) = [t for t in iter_items(turned.items) if isinstance(t, Text)]
    assert DECK.deck_id in label.text and (turned.transform.a, turned.transform.d) == (0.0, 0.0)
    x, y, w, h = draw.id_corner(size)  # the turned box fills the corner: it stays in the hedge
    corners = [turned.transform.apply(px, py) for px, py in ((label.x, label.y), (label.x + label.width,
                                                                                   label.y + label.height))]
    assert all(x - 1e-6 <= cx <= x + w + 1e-6 and y - 1e-6 <= cy <= y + h + 1e-6 for cx, cy in corners)


def _run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True, env=env)


def test_a_card_size_that_cannot_hold_a_path_card_is_refused_in_one_line_before_any_work(tmp_path):
    """The Mini Euro card's corner holds no id at large print's 12 pt; a card of the user's own under 42 mm
    would print its treasures under 7.5 mm. Both refused in one line naming the size, exit 2, nothing written."""
    import os

    layouts = tmp_path / "layouts"
    layouts.mkdir()
    catalog = (Path(__file__).parents[3] / "layouts" / "components.toml").read_text(encoding="utf-8")
    (layouts / "components.toml").write_text(catalog.replace("[card_sizes]\n", '[component.micro-card]\n'
                                             'name = "Micro card"\nwidth = 40\nheight = 60\nsafe = 2\n\n'
                                             '[card_sizes]\nmicro = "micro-card"\n'), encoding="utf-8")
    env = {**os.environ, "PNP_LAYOUTS_DIR": str(layouts)}
    asked = [(("path-cards", "--card-size", "micro"), "micro", "treasures"),
             (("path-cards", "--card-size", "mini-euro", "--theme", "large-print"), "mini-euro", "id at 12 pt"),
             (("kit", "--game", "path-cards", "--card-size", "mini-euro", "--theme", "large-print"), "mini-euro",
              "id at 12 pt")]
    for n, (args, name, why) in enumerate(asked):
        out = tmp_path / f"out{n}"
        done = _run(*args, "--out", str(out), "--quiet", env=env)
        assert done.returncode == 2, done.stderr
        (line,) = done.stderr.strip().splitlines()
        assert f"card size {name!r}" in line and why in line and "Traceback" not in done.stderr, line
        assert not out.exists()
    assert _run("path-cards", "--card-size", "poker", "--theme", "large-print", "--format", "json", "--out",
                str(tmp_path / "ok"), "--quiet", env=env).returncode == 0  # a size that holds a card at 12 pt


def test_the_size_is_refused_before_a_deck_is_dealt(monkeypatch):
    from dataclasses import replace

    from pnp.catalog import paper
    from pnp.errors import PnpError
    from pnp.game import KitRequest
    from pnp.games.path_cards import printouts

    def dealt(seed):
        raise AssertionError("a deck was dealt for a card size that cannot hold it")

    monkeypatch.setattr("pnp.games.path_cards.generate.generate_deck", dealt)
    with pytest.raises(PnpError, match="card size 'mini-euro'"):
        printouts.kit(KitRequest(1, 4, replace(paper("a4"), text_floor=12.0), card_size="mini-euro"))


@pytest.mark.slow
@pytest.mark.parametrize("key", SIZES)
def test_the_kit_at_every_card_size_floor_and_locale_is_clean_or_refused_up_front(key):
    """Every card size × text floor 5, 8, 12 pt × plain and pseudo-localised: the path cards, rules cards,
    markers and pad have no finding of the layout check (and the kit's own pages none plain; pseudo-localised
    they are the rules pages' and credits', listed in the layout sweep), or the size is one the room check
    refuses before any work, and it is refused so."""
    from dataclasses import replace

    from pnp.catalog import paper
    from pnp.errors import PnpError
    from pnp.game import KitRequest
    from pnp.games.path_cards.generate import deck_id
    from pnp.games.path_cards.room import card_problem
    from pnp.kits.layout_sweep import KIT_PAGES, check_kit
    from pnp.layout.presets import load_preset
    from pnp.registry import game

    preset, size = load_preset("home"), card_size(key)
    checked = 0
    for floor in (5.0, 8.0, 12.0):
        on = replace(paper("a4"), text_floor=floor)
        for pseudo_localised in (False, True):
            with pseudo_locale() if pseudo_localised else contextlib.nullcontext():
                problem = card_problem(size, floor, deck_id(1))
                request = KitRequest(1, 4, on, preset.layout, card_size=key)
                if problem is not None:
                    with pytest.raises(PnpError, match="cannot hold a path card"):
                        game("path-cards").make_kit(request)
                    continue
                found = check_kit(game("path-cards").make_kit(request), preset, on, floor, pseudo=pseudo_localised)
            mine = {slug: [str(f) for f in fs] for slug, fs in found.items()
                    if fs and not (pseudo_localised and slug == KIT_PAGES)}
            assert mine == {}, (key, floor, pseudo_localised)
            checked += 1
    assert checked >= 4  # a size the check refuses at every floor would test nothing here
