"""`pnp edit` end to end in a real headless Chromium: walls and symbols clicked in, the verdict, a card's par and a
trial path's score read off the page and re-checked here with pnp's own verify, solver and referee, and the saved
files read back.

Each test starts its own `pnp edit` (the tutorial's 7 × 7 cellar: bosses M, T, W along the top, staircases A, B,
C along the bottom, no walls) and its own browser. Screenshots go to the test's tmp folder; the one with a
verdict, a par and a trial path is docs/images/editor.png, written there only when PNP_DOCS_SHOTS=1 is set (a test
run never changes the checkout): `PNP_DOCS_SHOTS=1 .venv/bin/python -m pytest tests/edit/test_browser.py`.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pnp.games.labyrinth.jsonio import card_from_json, sheet_from_json
from pnp.games.labyrinth.referee import referee
from pnp.games.labyrinth.solver import solve
from pnp.games.labyrinth.verify import verify_sheet
from pnp.registry import load_model
from tests.edit.browser_helpers import (
    VIEWPORT,
    WAIT_MS,
    edge_point,
    need_browser,
    overlay_cells,
    pnp_edit,
    settled,
    sheet_of,
    square_point,
    state,
)

pytestmark = pytest.mark.slow  # a browser and a server per test: about 5 s each

ROOT = Path(__file__).resolve().parents[2]
CELLAR = ROOT / "docs" / "tutorial" / "cellar-2.txt"
DOCS_SHOT = ROOT / "docs" / "images" / "editor.png"
MINOTAUR, STAIR_A = (0, 0), (0, 6)


@pytest.fixture
def editor(tmp_path):
    """A page of `pnp edit cellar.txt --out out` in Chromium at 1280 × 800; the page's errors fail the test."""
    sync_playwright = need_browser()
    shutil.copy(CELLAR, tmp_path / "cellar.txt")
    with pnp_edit(["cellar.txt", "--out", "out"], tmp_path) as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium")
        page = browser.new_page(viewport=VIEWPORT)
        errors: list[str] = []
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.goto(server.url)
        page.wait_for_selector("body[data-ready=true]", timeout=WAIT_MS)
        settled(page)
        yield page, server, tmp_path
        browser.close()
        assert not errors, errors
    stderr = server.process.stderr.read() if server.process.stderr else ""
    assert server.process.returncode == 0 and "stopped" in stderr, (server.process.returncode, stderr)


def drawn_icons(page, name: str) -> int:
    """How many of the icon ``name`` the server's drawing places."""
    return page.evaluate("""(name) => [...document.querySelectorAll('#sheet svg use')].filter(u =>
        (u.getAttribute('href') || u.getAttribute('xlink:href')) === '#icon-' + name).length""", name)


def verdict(page) -> str:
    return page.text_content("#verdict") or ""


def test_walls_symbols_and_names_change_the_verdict_and_undo_restores_it(editor):
    page, _, tmp = editor
    assert verdict(page).startswith("Playable")
    # the first check after the edit is lost on the way (the connection reset, no answer): the page sends it again
    lost: list[str] = []

    def lose_the_first(route) -> None:
        if lost:
            route.continue_()
        else:
            lost.append(route.request.url)
            route.abort("connectionreset")

    page.route("**/api/check", lose_the_first)
    # wall the minotaur in: two clicks on its inner edges, each checked before the next
    for other in ((1, 0), (0, 1)):
        page.mouse.click(*edge_point(page, MINOTAUR, other))
        s = settled(page)
        assert lost, "no check was lost: the test did not test resending"
    page.unroute("**/api/check")
    sheet = sheet_of(page)
    assert sheet["walls"] == [[[0, 0], [0, 1]], [[0, 0], [1, 0]]]
    assert verdict(page).startswith("Not playable")
    problems = page.locator("#problems li").all_text_contents()
    assert problems and all("(0, 0)" in p for p in problems)
    assert not verify_sheet(sheet_from_json(sheet)).ok  # the page's verdict is pnp verify's
    assert MINOTAUR in overlay_cells(page, "problem")
    page.screenshot(path=str(tmp / "unplayable.png"))
    # the drawing is the server's: both walls now drawn, as lines of the printed page's wall width
    assert s["drawn"] == {"width": 7, "height": 7}
    page.keyboard.press("Control+z")
    settled(page)
    assert len(sheet_of(page)["walls"]) == 1
    page.keyboard.press("Control+z")
    settled(page)
    assert sheet_of(page)["walls"] == [] and verdict(page).startswith("Playable")
    assert page.locator("#problems li").count() == 0 and not overlay_cells(page, "problem")
    page.keyboard.press("Control+Shift+z")
    settled(page)
    assert len(sheet_of(page)["walls"]) == 1
    page.click("#undo")
    settled(page)
    assert sheet_of(page)["walls"] == []
    # a border edge is not a wall to toggle
    page.mouse.click(*square_point(page, (6, 3), fx=0.97))
    settled(page)
    assert sheet_of(page)["walls"] == []

    # a gem from the palette onto (3, 3): in the page's state and in the server's drawing
    gems_drawn = drawn_icons(page, "gem")
    page.click("#palette button[aria-label^='Gem']")
    page.mouse.click(*square_point(page, (3, 3)))
    settled(page)
    assert {"at": [3, 3], "symbol": "gem"} in sheet_of(page)["symbols"]
    assert drawn_icons(page, "gem") == gems_drawn + 1
    # a second click with the same symbol takes it away
    page.mouse.click(*square_point(page, (3, 3)))
    settled(page)
    assert all(s["at"] != [3, 3] for s in sheet_of(page)["symbols"])
    # the keyboard: select a square, type a symbol's key; Delete takes it away
    page.click("#palette button:text('Select')")
    page.mouse.click(*square_point(page, (2, 2)))
    page.keyboard.press("r")
    settled(page)
    assert {"at": [2, 2], "symbol": "rat"} in sheet_of(page)["symbols"]
    page.keyboard.press("Delete")
    settled(page)
    assert all(s["at"] != [2, 2] for s in sheet_of(page)["symbols"])
    # a scroll placed by its key, renamed by a double-click and its inline form
    page.click("#palette button:text('Select')")
    page.mouse.click(*square_point(page, (5, 3)))
    page.keyboard.press("i")
    settled(page)
    assert {"at": [5, 3], "symbol": "scroll", "name": "I"} in sheet_of(page)["symbols"]
    page.click("#palette button:text('Select')")
    page.mouse.dblclick(*square_point(page, (5, 3)))
    page.wait_for_selector("#name-form:not([hidden])")
    page.fill("#name-input", "IV")
    page.keyboard.press("Enter")
    settled(page)
    assert {"at": [5, 3], "symbol": "scroll", "name": "IV"} in sheet_of(page)["symbols"]
    assert verdict(page).startswith("Playable")
    # resize keeps what fits: the scroll at x = 5 goes with a width of 5, and so do C and W
    page.fill("#width", "5")
    page.click("#resize")
    settled(page)
    sheet = sheet_of(page)
    assert (sheet["width"], sheet["height"]) == (5, 7)
    assert all(s["at"][0] < 5 for s in sheet["symbols"])
    assert {s["symbol"] for s in sheet["symbols"]} == {"minotaur", "troll", "staircase"}
    assert "staircase C appears 0 times" in " ".join(page.locator("#problems li").all_text_contents())
    page.screenshot(path=str(tmp / "resized.png"))


def _gem_card(page) -> dict:
    """A card of the session's deck that pays for each gem (so a gem placed on the open cellar raises its par)."""
    page.wait_for_selector("body[data-cards=true]", timeout=WAIT_MS)  # the deck is made as the server starts
    deck = page.evaluate("fetch('api/cards').then(r => r.json()).then(s => s.deck)")
    assert len(deck) == 49 and {c["difficulty"] for c in deck} == {"tutorial", "easy", "medium", "hard"}
    cards = [c for c in deck if any(r["kind"] == "per" and r.get("symbol") == "gem" and r["points"] > 0
                                    for r in c["rows"])]
    assert cards, "the deck has no card paying for gems"
    return cards[0]


def _shown_par(page) -> int:
    page.wait_for_function("() => /par -?\\d+/.test(document.querySelector('#par').textContent)", timeout=WAIT_MS)
    return int(re.search(r"par (-?\d+)", page.text_content("#par") or "").group(1))


def test_par_follows_edits_and_a_drawn_path_is_scored(editor):
    page, _, tmp = editor
    card_json = _gem_card(page)
    card = card_from_json({"kind": "objective-card", "version": 1, **card_json})
    page.select_option("#card", card_json["id"])
    before = _shown_par(page)
    assert before == solve(sheet_from_json(sheet_of(page)), card, 30).score  # proven here, independently
    page.click("#palette button[aria-label^='Gem']")
    page.mouse.click(*square_point(page, (3, 3)))
    settled(page)
    page.wait_for_function(f"() => !/par {before}\\b/.test(document.querySelector('#par').textContent)",
                           timeout=WAIT_MS)
    after = _shown_par(page)
    assert after == solve(sheet_from_json(sheet_of(page)), card, 30).score > before

    # a trial path drawn with the mouse: from the card's staircase straight up to the boss above it
    start_x = {"A": 0, "B": 3, "C": 6, "any": 0}[card_json["entry"]]
    page.click("#draw-path")
    squares = [(start_x, y) for y in range(6, -1, -1)]
    page.mouse.move(*square_point(page, squares[0]))
    page.mouse.down()
    for sq in squares[1:]:
        page.mouse.move(*square_point(page, sq), steps=3)
    page.mouse.up()
    page.mouse.move(5, 5)
    assert [tuple(c) for c in state(page)["path"]] == squares
    page.wait_for_function("() => /^(Legal|Not legal)/.test(document.querySelector('#score').textContent)",
                           timeout=WAIT_MS)
    result = referee(sheet_from_json(sheet_of(page)), card, squares)
    shown = page.text_content("#score") or ""
    if result.legal:
        assert shown == f"Legal: {result.score} points, {len(result.hearts_lost)} heart(s) lost"
    else:
        assert shown == f"Not legal: {result.reason}"
    assert page.locator("#score-lines li").count() >= 1
    assert page.locator("#overlay polyline.trial-path").count() == 1
    page.check("#show-par")  # the proven path too, dashed
    assert page.locator("#overlay polyline.par-path").count() == 1
    page.screenshot(path=str(tmp / "editor.png"))
    if os.environ.get("PNP_DOCS_SHOTS") == "1":
        DOCS_SHOT.write_bytes((tmp / "editor.png").read_bytes())
    # Esc clears the path (and its score)
    page.keyboard.press("Escape")
    assert state(page)["path"] == [] and page.locator("#overlay polyline.trial-path").count() == 0


def _same_design(saved, page_sheet: dict) -> None:
    drawn = sheet_from_json(page_sheet)
    assert saved.walls == drawn.walls and saved.symbols == drawn.symbols
    assert (saved.width, saved.height) == (drawn.width, drawn.height)


def _verifies(path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "pnp", "verify", str(path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_save_writes_what_was_drawn_and_asks_before_overwriting(editor):
    page, server, tmp = editor
    page.mouse.click(*edge_point(page, (2, 2), (3, 2)))
    page.mouse.click(*edge_point(page, (4, 4), (4, 5)))
    page.click("#palette button[aria-label^='Treasure']")
    page.mouse.click(*square_point(page, (5, 1)))
    settled(page)
    assert verdict(page).startswith("Playable")
    drawn = sheet_of(page)
    page.click("#save")
    page.wait_for_function("() => document.querySelector('#files-status').textContent.startsWith('saved')",
                           timeout=WAIT_MS)
    _same_design(load_model(tmp / "cellar.txt").model, drawn)
    _verifies(tmp / "cellar.txt")
    assert "unsaved" not in (page.text_content("#file-name") or "")
    # Save as JSON into the output folder; a second time asks before overwriting
    page.select_option("#format", "json")
    for attempt in range(2):
        page.click("#save-as")
        page.fill("#save-name", "copy.json")
        page.click("#save-as-form button[type=submit]")
        if attempt:
            page.wait_for_selector("#confirm:not([hidden])", timeout=WAIT_MS)
            assert "exists" in (page.text_content("#confirm-text") or "")
            page.click("#overwrite")
        page.wait_for_function("() => document.querySelector('#files-status').textContent.startsWith('saved')",
                               timeout=WAIT_MS)
        page.evaluate("document.querySelector('#files-status').textContent = ''")
    saved = server.out / "copy.json"
    _same_design(load_model(saved).model, drawn)
    _verifies(saved)
    assert sorted(p.name for p in server.out.iterdir()) == ["copy.json"]


def test_the_grid_is_numbered_and_a_path_through_a_wall_is_marked_where_it_is(editor):
    page, _, _ = editor
    grid = state(page)["grid"]
    c = grid["cell"]
    # the column numbers above the grid and the row numbers at its left: the x and y every message names
    for axis, at, lo in (("x", "x", grid["x0"]), ("y", "y", grid["y0"])):
        labels = page.evaluate(f"""() => [...document.querySelectorAll('#sheet svg .numbers text[data-axis={axis}]')]
            .map(t => [t.textContent, Number(t.getAttribute('{at}'))])""")
        assert [int(t) for t, _ in labels] == list(range(7))
        assert all(lo + i * c < pos < lo + (i + 1) * c for i, (_, pos) in enumerate(labels))  # over its square
    page.mouse.click(*edge_point(page, (0, 6), (0, 5)))
    settled(page)
    assert sheet_of(page)["walls"] == [[[0, 5], [0, 6]]]
    page.wait_for_selector("body[data-cards=true]", timeout=WAIT_MS)
    deck = page.evaluate("fetch('api/cards').then(r => r.json()).then(s => s.deck)")
    page.select_option("#card", next(c["id"] for c in deck if c["entry"] in ("A", "any")))
    page.click("#draw-path")
    page.mouse.move(*square_point(page, (0, 6)))
    page.mouse.down()
    for sq in ((0, 5), (0, 4)):
        page.mouse.move(*square_point(page, sq), steps=3)
    page.mouse.up()
    page.wait_for_function("() => /^Not legal/.test(document.querySelector('#score').textContent)", timeout=WAIT_MS)
    assert "(0, 6)" in (page.text_content("#score") or "") and "(0, 5)" in (page.text_content("#score") or "")
    page.wait_for_selector("#overlay line.wall-fault", state="attached", timeout=WAIT_MS)
    lines = page.evaluate("""() => [...document.querySelectorAll('#overlay line.wall-fault')]
        .map(l => ['x1', 'y1', 'x2', 'y2'].map(a => Number(l.getAttribute(a))))""")
    edge = [grid["x0"], grid["y0"] + 6 * c, grid["x0"] + c, grid["y0"] + 6 * c]  # the wall's edge on the drawing
    assert len(lines) == 1 and lines[0] == pytest.approx(edge)
    assert overlay_cells(page, "path-fault") == {(0, 5), (0, 6)}
    page.keyboard.press("Escape")  # a cleared path shows no fault
    page.wait_for_function("() => !document.querySelector('#overlay line.wall-fault')", timeout=WAIT_MS)


def test_a_reload_keeps_unsaved_changes_and_a_tab_with_them_asks_before_closing(editor):
    page, server, _ = editor
    assert page.is_hidden("#draft-note")
    page.mouse.click(*edge_point(page, (2, 2), (3, 2)))
    settled(page)
    page.mouse.click(*edge_point(page, (4, 4), (4, 5)))
    settled(page)
    drawn = sheet_of(page)
    assert len(drawn["walls"]) == 2 and "unsaved" in (page.text_content("#file-name") or "")
    page.reload()
    page.wait_for_selector("body[data-ready=true]", timeout=WAIT_MS)
    settled(page)
    assert sheet_of(page) == drawn and page.is_visible("#draft-note")  # the edits are there, and it says so
    assert "unsaved" in (page.text_content("#file-name") or "")
    page.keyboard.press("Control+z")  # with their history
    settled(page)
    assert len(sheet_of(page)["walls"]) == 1
    page.keyboard.press("Control+Shift+z")
    settled(page)
    assert sheet_of(page) == drawn
    # a tab with unsaved changes asks before it is reloaded or closed
    page.click("#hint")  # a user's gesture since the reload: without one no page may ask
    with page.expect_event("dialog") as asked:
        page.evaluate("setTimeout(() => location.reload(), 0)")
    assert asked.value.type == "beforeunload"
    asked.value.dismiss()  # stay
    assert sheet_of(page) == drawn
    # discarding the draft goes back to the file, and a reload finds no draft
    page.click("#draft-discard")
    settled(page)
    assert sheet_of(page)["walls"] == [] and page.is_hidden("#draft-note")
    page.reload()
    page.wait_for_selector("body[data-ready=true]", timeout=WAIT_MS)
    settled(page)
    assert sheet_of(page)["walls"] == [] and page.is_hidden("#draft-note")
    # a tab without unsaved changes reloads without asking
    page.click("#hint")  # a user's gesture: without one no page may ask
    asked_clean: list[str] = []
    page.on("dialog", lambda dialog: (asked_clean.append(dialog.type), dialog.accept()))
    page.evaluate("window.beforeReload = true; setTimeout(() => location.reload(), 0)")
    page.wait_for_function("() => !window.beforeReload && document.body.dataset.ready === 'true'", timeout=WAIT_MS)
    assert asked_clean == []


def test_an_export_shows_the_kit_folder_and_kit_pdf_first(editor):
    page, _, tmp = editor
    kit = tmp / "out" / "labyrinth"
    files = [str(kit / "kit.pdf")] + [str(kit / "cards" / f"card-{i:03}.png") for i in range(197)]
    answer = {"main": files[0], "folder": str(kit), "files": files}  # as pnp.edit.files.first_files answers
    page.route("**/api/export", lambda route: route.fulfill(status=200, content_type="application/json",
                                                            body=json.dumps(answer)))
    page.click("#export-kit")
    page.wait_for_selector("#files-status .written-main", timeout=WAIT_MS)
    assert page.text_content("#files-status .written-folder") == str(kit)
    assert page.text_content("#files-status .written-main") == str(kit / "kit.pdf")
    assert page.locator("#files-status > code").all_text_contents() == [str(kit), str(kit / "kit.pdf")]
    assert page.get_attribute("#files-status details", "open") is None  # the list itself is folded
    assert not page.locator("#files-status details code").first.is_visible()
    assert "198" in (page.text_content("#files-status summary") or "")
    page.click("#files-status summary")
    assert page.locator("#files-status details code").count() == 198
    assert page.locator("#files-status details code").first.is_visible()
