"""Resource budgets: PNG pixels and document pages are refused before the work starts, in one line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import assert_refused

from pnp import budgets
from pnp.budgets import MAX_PAGE_PIXELS, MAX_PAGES, check_pages, check_png_page, check_png_pages, page_pixels
from pnp.errors import PnpError
from pnp.scene.model import Document, Page


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pnp", *args], capture_output=True, text=True)


def scene_file(path: Path, pages: list[tuple[float, float]]) -> Path:
    data = {"kind": "scene", "version": 1,
            "pages": [{"width": w, "height": h, "items": []} for w, h in pages]}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# -- the arithmetic --------------------------------------------------------------------------------------------


def test_pixels_are_dpi_squared_times_the_area_in_square_inches():
    assert page_pixels(25.4, 25.4, 300) == 300 * 300
    assert page_pixels(297, 420, 600) == 7016 * 9921  # A3 at 600 dpi, about 70 Mpx: within the budget
    check_png_page(297, 420, 600)


def test_a_page_over_the_budget_is_refused_naming_the_budget_and_the_request():
    with pytest.raises(PnpError) as err:
        check_png_page(297, 420, 1200)
    message = str(err.value)
    assert "297 × 420 mm at 1200 dpi is 278 megapixels" in message
    assert f"{MAX_PAGE_PIXELS // 1_000_000} megapixels a page" in message


def test_many_pages_within_the_page_budget_are_refused_over_the_total():
    a4 = (210.0, 297.0)
    check_png_pages([a4] * 10, 600)  # 10 × 35 Mpx
    with pytest.raises(PnpError, match="in all; the budget is"):
        check_png_pages([a4] * 100, 600)  # 100 × 35 Mpx: each page fits, all of them do not


def test_page_count_budget():
    check_pages(MAX_PAGES)
    with pytest.raises(PnpError, match=f"{MAX_PAGES + 1:,} pages is over the budget of {MAX_PAGES:,}"):
        check_pages(MAX_PAGES + 1)


def test_no_document_holds_more_pages_than_the_budget():
    page = Page(10, 10)
    assert len(Document((page,) * MAX_PAGES).pages) == MAX_PAGES
    with pytest.raises(PnpError, match="over the budget"):
        Document((page,) * (MAX_PAGES + 1))


# -- refused before the work -----------------------------------------------------------------------------------


def test_rasterising_checks_every_page_before_opening_the_pdf():
    """The check comes first: these bytes are no PDF, and the budget error is what comes back."""
    from pnp.render.png import png_pages, rasterise

    big = [Page(200, 200), Page(2000, 2000)]
    with pytest.raises(PnpError, match="budget is 100 megapixels a page"):
        next(png_pages(b"not a pdf", big, dpi=150))
    with pytest.raises(PnpError, match="budget is 100 megapixels a page"):
        rasterise(b"not a pdf", big, dpi=150, only=[1])


def test_document_files_checks_pixels_before_rendering_any_format(monkeypatch):
    import pnp.render.pdf
    from pnp.output import Target, document_files

    def no_rendering(*args, **kwargs):
        raise AssertionError("rendered before the budget was checked")

    monkeypatch.setattr(pnp.render.pdf, "render_pdf", no_rendering)
    doc = Document((Page(297, 420),))
    with pytest.raises(PnpError, match="1200 dpi is"):
        document_files(doc, Target(Path("out"), "x"), ["pdf", "png"], dpi=1200)


def test_a_generate_command_is_refused_before_generating(monkeypatch, capsys):
    import pnp.games.labyrinth.printouts as printouts
    from pnp.cli import main

    def no_generating(*args, **kwargs):
        raise AssertionError("generated before the budget was checked")

    monkeypatch.setattr(printouts, "make_sheet", no_generating)
    with pytest.raises(SystemExit) as exit_:
        main(["sheet", "--format", "png", "--dpi", "1200", "--paper", "a3", "--out", "unused"])
    assert exit_.value.code == 2
    assert "278 megapixels; the budget is 100 megapixels a page" in capsys.readouterr().err


def test_a_png_kit_checks_every_component_at_the_preset_dpi(monkeypatch):
    """Our components are small (a 70 mm tile at 1200 dpi is 13 Mpx); a smaller budget shows the check is asked."""
    from pnp.catalog import paper
    from pnp.kits.fit import check_fit
    from pnp.layout.presets import load_preset

    preset = load_preset("png-cards")
    check_fit(["path-cards"], paper("a4"), preset)
    monkeypatch.setattr(budgets, "MAX_PAGE_PIXELS", 100_000)  # 0.1 Mpx: a 76 mm card at 300 dpi is 0.8 Mpx
    with pytest.raises(PnpError, match="a PNG of the path-cards kit's"):
        check_fit(["path-cards"], paper("a4"), preset)


def test_a_png_kit_checks_all_its_pngs_together_before_rendering_any(monkeypatch):
    import pnp.render.pdf
    from pnp.catalog import paper
    from pnp.game import KitRequest
    from pnp.games.path_cards.printouts import kit as path_cards_kit
    from pnp.kits.build import build_kit
    from pnp.layout.presets import load_preset

    def no_rendering(*args, **kwargs):
        raise AssertionError("rendered before the budget was checked")

    spec = path_cards_kit(KitRequest(3, 0, paper("a4")))
    monkeypatch.setattr(pnp.render.pdf, "render_pdf", no_rendering)
    monkeypatch.setattr(budgets, "MAX_PNG_PIXELS", 10_000_000)  # the deck's 0.8 Mpx sides, a dozen at most
    with pytest.raises(PnpError, match="PNG pages at 300 dpi are .* in all; the budget is 10 megapixels"):
        build_kit(spec, load_preset("png-cards"), paper("a4"))


# -- the command line: exit 2, one line, nothing written ------------------------------------------------------


@pytest.mark.parametrize("args", [("--dpi", "1200", "--paper", "a3"), ("--paper", "2000x2000mm")])
def test_proof_png_over_the_budget_is_refused(tmp_path, args):
    out = tmp_path / "proof"
    line = assert_refused(run("proof", "--format", "png", *args, "--out", str(out)), "megapixels", "--dpi")
    assert "the budget is 100 megapixels a page" in line
    assert not out.exists()


def test_render_refuses_a_scene_page_over_the_pixel_budget(tmp_path):
    src = scene_file(tmp_path / "big.json", [(2000, 2000)])
    out = tmp_path / "out"
    result = run("render", str(src), "--format", "png", "--out", str(out))
    assert_refused(result, "2006 × 2006 mm at 150 dpi is 140 megapixels")  # the page with its bleed
    assert not out.exists()


def test_a_scene_of_more_pages_than_the_budget_is_refused(tmp_path):
    src = scene_file(tmp_path / "many.json", [(20, 20)] * (MAX_PAGES + 1))
    out = tmp_path / "out"
    line = assert_refused(run("render", str(src), "--out", str(out)), "over the budget of 2,000 pages")
    assert str(src) in line
    assert not out.exists()
    assert_refused(run("verify", str(src)), "over the budget")


# -- budgets count what the chosen formats make, before any generating -----------------------------------------


def test_a_models_json_has_no_pages_so_the_page_budget_does_not_refuse_it(monkeypatch, tmp_path):
    """`pnp minigames --format json` writes the tiles' JSON only: no page is made, whatever the budget."""
    from pnp.cli import main

    monkeypatch.setattr(budgets, "MAX_PAGES", 3)  # the PDF of these 4 tiles is 4 × 2 + 1 pages
    out = tmp_path / "tiles"
    with pytest.raises(SystemExit) as exit_:
        main(["minigames", "--type", "key,troll", "--difficulty", "easy", "--count", "2", "--format", "json",
              "--out", str(out), "--quiet"])
    assert exit_.value.code == 0
    data = json.loads((out / "minigames-1.json").read_text(encoding="utf-8"))
    assert len(data["tiles"]) == 4
    assert len(list((out / "tiles").glob("*.json"))) == 4


def test_minigames_over_the_page_budget_are_refused_before_any_tile_is_made(monkeypatch, capsys, tmp_path):
    import pnp.games.minigames.base as base
    import pnp.games.minigames.sets as sets
    from pnp.cli import main

    def no_generating(*args, **kwargs):
        raise AssertionError("a tile was generated before the page budget was checked")

    monkeypatch.setattr(sets, "generate_set", no_generating)
    monkeypatch.setattr(base, "generate_tile", no_generating)
    out = tmp_path / "tiles"
    for extra in ([], ["--no-answers"], ["--format", "pdf,json"], ["--format", "svg"]):
        with pytest.raises(SystemExit) as exit_:
            main(["minigames", "--count", "100", "--out", str(out), "--quiet", *extra])
        assert exit_.value.code == 2, extra
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and "pages is over the budget of 2,000 pages" in err[0], err
        assert "--format json" in err[0]
        assert not out.exists()


def test_the_planned_minigame_pages_are_the_pages_made(monkeypatch):
    """The plan counted against the budget has exactly the pages the drawn tiles have on paper, on each layout."""
    from pnp.catalog import paper
    from pnp.game import Context
    from pnp.games.minigames.printouts import make_set, plan
    from pnp.layout.impose import paper_pages
    from pnp.layout.presets import load_preset, standard

    a4 = paper("a4")
    for extra in ({}, {"single_sided": True}, {"answers": False}):
        options = {"type": "key,spider", "difficulty": "both", "count": 2, "answers": True, "single_sided": False}
        options |= extra
        made = make_set(dict(options), Context(1, a4))
        planned = plan(dict(options), a4)
        for preset in (standard(made.printout.layout), load_preset("home"), load_preset("home-foldover")):
            got = paper_pages(made.printout, a4, preset)
            want = paper_pages(planned, a4, preset)
            assert [p.media_size for p in want] == [p.media_size for p in got], (extra, preset.key)


def test_the_api_writes_a_models_json_without_putting_it_on_paper(monkeypatch, tmp_path):
    import pnp
    import pnp.layout.impose as impose

    tiles = pnp.generate("minigames", seed=2, type="key", difficulty="easy", count=1)

    def no_paper(*args, **kwargs):
        raise AssertionError("put on paper for a JSON file")

    monkeypatch.setattr(impose, "put_on_paper", no_paper)
    written = pnp.write(tiles, tmp_path / "set.json", formats=("json",))
    assert [p.name for p in written] == ["set.json"]
    assert pnp.load(tmp_path / "set.json").kind == "minigame-set"
