"""The studio's forms: a refusal is the command line's own line, beside the field it names; a form can name only
what the studio offers, never a file; what the forms offer is what the command line takes."""

from __future__ import annotations

import pytest

from pnp.errors import PnpError
from pnp.studio import forms
from tests.studio.studio_helpers import book_form, kit_form


def _kit_problem(**fields) -> forms.Problem:
    with pytest.raises(PnpError) as refused:
        forms.check_kit(kit_form(**fields))
    return forms.problem_of(refused.value, forms.kit_fields())


def _book_problem(**fields) -> forms.Problem:
    with pytest.raises(PnpError) as refused:
        forms.book_request(book_form(**fields))
    return forms.problem_of(refused.value, forms.BOOK_FIELDS)


@pytest.mark.parametrize("fields, field, words", [
    ({"players": 9}, "players", "--players 9"),
    ({"players": "four"}, "players", "whole number"),
    ({"game": []}, "game", "--game"),
    ({"game": ["chess"]}, "game", "unknown game 'chess'"),
    ({"preset": "/etc/passwd"}, "preset", "choose one of"),
    ({"theme": "../../layouts/themes/low-ink.toml"}, "theme", "choose one of"),
    ({"paper": "a3"}, "paper", "choose one of a4, letter"),
    ({"variant": "hydra", "game": ["maze-tiles"]}, "variant", "--variant"),
    ({"variant": "medusa"}, "variant", "which --game leaves out"),  # an option of a game not chosen
    ({"seed": -1}, "seed", "--seed -1"),
])
def test_a_bad_kit_choice_is_named_beside_its_field(fields, field, words):
    problem = _kit_problem(**fields)
    assert problem.field == field and words in problem.message and "\n" not in problem.message


@pytest.mark.parametrize("fields, field, words", [
    ({"title": "x" * 300}, "title", "--title: 300 characters"),
    ({"isbn": "978-3-16-148410-1"}, "isbn", "--isbn"),
    ({"interior": "saddle-stitch", "bleed": True}, "bleed", "--bleed"),
    ({"trim": "5x8", "service": "lulu"}, "trim", "does not print 5 × 8 in"),
    ({"puzzles": "maze=2", "levels": 4}, "levels", "--levels"),
    ({"puzzles": "dragons=3"}, "puzzles", "--puzzles"),
    ({"trim": "../book.toml"}, "trim", "choose one of"),
])
def test_a_bad_book_choice_is_named_beside_its_field(fields, field, words):
    problem = _book_problem(**fields)
    assert problem.field == field and words in problem.message and "\n" not in problem.message


def test_the_same_problem_is_the_command_lines_own_line(capsys):
    from pnp.cli import main

    problem = _book_problem(**{"interior": "saddle-stitch", "bleed": True})
    with pytest.raises(SystemExit) as ended:
        main(["book", "--interior", "saddle-stitch", "--bleed", "--puzzles", "maze=4", "--levels", "2",
              "--out", "/nonexistent-never-written"])
    assert ended.value.code == 2
    assert problem.message in capsys.readouterr().err


def test_a_good_kit_form_gives_the_order_pnp_kit_makes():
    from pnp.kits.order import kit_order

    order, lang = forms.check_kit(kit_form(game=["maze-tiles", "labyrinth"], variant="medusa", theme="low-ink",
                                           paper="letter", seed="42", lang="de"))
    assert lang == "de"
    assert order == kit_order("maze-tiles,labyrinth", 3, "letter", "home", "low-ink", None, 42, {"variant": "medusa"})


def test_what_the_forms_offer_is_every_choice_the_command_line_takes():
    from pnp.book_catalog import services, trims
    from pnp.i18n.catalogs import languages
    from pnp.layout.presets import available
    from pnp.registry import kit_games

    offer = forms.offered()
    assert [g["name"] for g in offer["games"]] == kit_games()
    assert [p["name"] for p in offer["presets"]] == available()
    assert [lang["code"] for lang in offer["languages"]] == list(languages())
    assert {t["name"] for t in offer["trims"]} == set(trims())
    assert {s["name"] for s in offer["services"]} == set(services())
    variant = next(o for o in offer["kit_options"] if o["name"] == "variant")
    assert variant["games"] == ["maze-tiles"] and set(variant["choices"]) == {"minotaur", "medusa", "cerberus"}
    for option in offer["kit_options"]:  # each offered option is one the form reads
        assert option["name"] in forms.kit_fields()
