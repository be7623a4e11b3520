"""The kit's own words in another language: drawn in the pseudo-language (pnp.i18n.PSEUDO), the README, the cover's
facts, the contents, credits, blank pages, booklet steps and the printer proof have no English word left, but for
what is quoted as written (pnp.credits.verbatim: the fonts' licences and the icons' artists' lines); and English
is what it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from pnp.catalog import paper
from pnp.credits import credit_line, credits_paragraphs, verbatim
from pnp.fonts import all_fonts, licence_text
from pnp.game import BoxFacts
from pnp.i18n import PSEUDO, language
from pnp.i18n.pseudo import escaped, pseudo
from pnp.icons import credits
from pnp.kits.build import build_kit
from pnp.kits.language_check import Escape, page_escapes, text_escapes
from pnp.kits.layout_sweep import Named
from pnp.kits.pages import contents_pages, cover_page, credits_pages
from pnp.layout.blank import BLANK_NOTE, blank_page
from pnp.layout.presets import available, load_preset
from pnp.parts import ComponentSet, DocPages, KitSpec
from pnp.registry import game
from pnp.scene.model import Page, Text
from pnp.scene.safe_area import SafeArea
from pnp.scene.walk import iter_items
from tests.kits.test_readme import _page


def _escapes(pages: list[Page]) -> list[Escape]:
    return [e for n, page in enumerate(pages) for e in page_escapes(Named(f"page {n + 1}", page, SafeArea(0.0)))]


def _texts(pages: list[Page]) -> list[str]:
    return [i.text for page in pages for i in iter_items(page.items) if isinstance(i, Text)]


def _words_kit(sheet, with_components: bool) -> KitSpec:
    """A kit of the small README test's shape whose own words (titles, a game's, so marked there) come translated:
    the pseudo-language's stand-ins."""
    pages = tuple(_page(sheet.width, sheet.height, sheet.bleed, f"sheet {i}") for i in (1, 2))
    parts: list = [DocPages(pseudo("Play sheets"), "sheets", pages, duplex=True)]
    if with_components:
        fronts = tuple(_page(63, 88, 25.4 / 8, f"card {i}") for i in range(3))
        parts += [ComponentSet(pseudo("Cards"), "cards", fronts, (_page(63, 88, 25.4 / 8, "back"),)),
                  ComponentSet(pseudo("Tokens"), "tokens", tuple(_page(20, 20, 25.4 / 8, "t") for _ in range(4)))]
    parts.append(DocPages(pseudo("Answer keys"), "answers", (_page(sheet.width, sheet.height, sheet.bleed, "a"),),
                          answers=True))
    return KitSpec("path-cards", pseudo("Small kit"), 1, 2, tuple(parts), models={"x.json": {"a": 1}})


@pytest.mark.parametrize("with_components", [True, False])
@pytest.mark.parametrize("preset_name", available())
def test_a_kits_readme_in_the_pseudo_language_has_no_english_word(preset_name, with_components):
    preset = load_preset(preset_name)
    sheet = preset.drawing_paper(paper(preset.paper))
    with language(PSEUDO):
        files = build_kit(_words_kit(sheet, with_components), preset, sheet)
    readme = files[Path("README.txt")].decode()
    # the preset's and paper's names are data of their own (layouts/), printed as named; the game's title is the
    # game's words (its box facts), marked by the game
    box = game("path-cards").box
    assert box is not None
    named = (preset.name, sheet.name, *(s.name for s in [preset.service] if s is not None), box.title)
    found = [e for e in text_escapes("README.txt", readme) if not any(n in e.text for n in named)]
    assert found == []
    assert "[" in readme and "Ðè" not in readme  # pseudo words, not mojibake


def test_the_cover_facts_are_translated_and_agree_with_their_numbers():
    solo, many = BoxFacts("T", "t", (1, 1), 8, (10, 20)), BoxFacts("T", "t", (1, 8), 10, (5, 5))
    assert solo.facts == ("1 player", "Ages 8+", "10–20 minutes")
    assert many.facts == ("1–8 players", "Ages 10+", "5 minutes")
    with language(PSEUDO):
        facts = [*solo.facts, *many.facts]
    assert all(not escaped(f) for f in facts), facts
    assert "1–8" in facts[3] and "10" in facts[4]  # the figures stay as they are


def test_the_cover_contents_and_credits_drawn_in_the_pseudo_language_have_no_english_word():
    a4 = paper("a4")
    with language(PSEUDO):
        box = BoxFacts(pseudo("Torchlight Dash"), pseudo("Race your pen"), (1, 8), 8, (10, 20))
        cover = cover_page(a4, box, lambda x, y, w, h: [])
        contents = contents_pages(a4, [(pseudo("Objective cards"), 5, pseudo("Cut them out."))])
        credit_pages = credits_pages(a4, ["minotaur", "spider-web", "key"], cmyk=True)
    assert _escapes([cover, *contents, *credit_pages]) == []
    # the licences and the artists' lines print as written: verbatim, not translated
    printed = " ".join(_texts(credit_pages))
    assert "Lorc: minotaur, spider-web." in printed and "SIL OPEN FONT LICENSE" in printed


def test_only_licences_and_names_count_as_verbatim():
    licence = licence_text(all_fonts()[0])
    assert verbatim(licence)
    assert verbatim("\n".join(licence.splitlines()[5:9]))  # a piece of one, as a page split it
    assert all(verbatim(credit_line(c.artist, c.icons)) for c in credits())
    assert verbatim("Lorc: minotaur, scroll-unfurled.")  # some of an artist's icons: the kit's own
    assert not verbatim("Lorc: minotaur, and a sentence of pnp's.")
    assert not verbatim("Nobody: minotaur.")
    for heading, text in credits_paragraphs(["minotaur"], cmyk=True):  # everything pnp writes around them
        assert not verbatim(heading)
        if not text.startswith("Lorc"):
            assert not verbatim(text), text
    assert not verbatim("This page is intentionally blank")
    assert not verbatim("")


def test_a_blank_page_says_so_in_the_language_printed():
    english = blank_page(100, 100)
    with language(PSEUDO):
        other = blank_page(100, 100)
    assert _texts([english]) == [BLANK_NOTE]
    assert _texts([other]) != [BLANK_NOTE] and _escapes([other]) == []


def test_the_booklet_steps_and_duplex_setting_are_translated():
    from pnp.layout.booklet import duplex_setting, finishing_steps, plan_booklet

    a4, a6 = paper("a4"), paper("a6")
    assert duplex_setting(a4) == "flip on long edge"
    with language(PSEUDO):
        steps = [*finishing_steps(plan_booklet(16, a6.width, a6.height, a4, pages_per_side=4)), duplex_setting(a4)]
    assert all(not escaped(s) for s in steps), steps


def test_the_printer_proofs_words_are_translated():
    from pnp.proof import ProofOptions, build_proof

    with language(PSEUDO):
        doc = build_proof(ProofOptions(paper=paper("a4"), bleed=3.0, seed=1))
    # the calibration page and the credits (the icon pages between name each icon by its id, as it is named)
    pages = [doc.pages[0], doc.pages[-1]]
    # a font's key and name over its sample, and the type size samples ("8 pt Aa"), print as they are
    found = [e for e in _escapes(pages) if not e.text.startswith(("body:", "display:", "body-"))
             and not e.text.endswith(" pt Aa")]
    assert found == []


def test_the_rules_read_in_the_language_printed_and_a_kits_change_still_applies():
    from pnp.kits.pages import rules_data, rules_pages

    rules = game("labyrinth").rules
    assert "sides" in game("labyrinth").words()  # the field a kit of one's own design fills with its words
    change = (("sides", "Everyone plays MY-DESIGN."),)
    with language(PSEUDO):
        data = rules_data(rules)
        pages = rules_pages(paper("a4"), rules, game("labyrinth").rules_figures, change)
    english = rules_data(rules)
    assert escaped(english["title"]) and not escaped(data["title"])
    # every word but the fields' the game fills in (its words, "seven" minigames: the game marks those)
    filled = {w for v in game("labyrinth").words().values() for w in escaped(v)}
    assert all(set(escaped(s[k])) <= filled for s in data["section"] for k in ("heading", "text") if s[k])
    assert len(data["section"]) == len(english["section"])  # the same sections, in the same order
    printed = " ".join(_texts(pages))
    assert "Everyone plays MY-DESIGN." in printed  # the kit's words in place of the file's, as in English


def test_the_kits_index_in_the_pseudo_language_has_no_english_word():
    from pnp.kits import _index

    home = load_preset("home")
    games = ["labyrinth", "path-cards"]
    english = _index(games, 1, 1, paper("a4"), home)
    with language(PSEUDO):
        other = _index(games, 1, 4, paper("a4"), home)
    assert "Seed 1, 1 player, A4, preset Home printer." in english
    assert "labyrinth/kit.pdf  " in english and "labyrinth/kit.pdf  " in other  # the files as they are named
    assert [e for e in text_escapes("README.txt", other) if home.name not in e.text] == []


def test_the_puzzle_booklets_own_words_are_translated():
    from pnp.kits.booklet import booklet_pages

    with language(PSEUDO):
        pages = booklet_pages(1, 2, paper("a4"))  # whole sheets: the title page says how to print them too
    # the booklet's own words are its pages' texts; the cards, tiles and sheets placed on them are the games'
    own = [i.text for page in pages for i in page.items if isinstance(i, Text)]
    assert len(own) > 8 and [t for t in own if escaped(t)] == []
