"""pnp studio end to end in a real headless Chromium: each door from the first click to a downloaded file, opened
and checked here (the zip's files, each PDF's pages and boxes); each door by keyboard alone; axe-core's scan of
every page with no serious or critical violation; a reload or a closed tab mid-job with nothing on the terminal.

Each test starts its own `pnp studio` (as a user does) and its own browser. Screenshots for docs/studio.md are
written to docs/images/ only when PNP_DOCS_SHOTS=1 is set (a test run never changes the checkout):
`PNP_DOCS_SHOTS=1 .venv/bin/python -m pytest -m slow tests/studio/test_studio_browser.py`.
"""

from __future__ import annotations

import io
import json
import os
import re
import zipfile
from pathlib import Path

import pikepdf
import pytest

from tests.edit.browser_helpers import need_browser
from tests.studio.browser import axe_violations, pnp_studio

pytestmark = pytest.mark.slow  # a studio, a browser and a kit or book per test

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "images"
VIEWPORT = {"width": 1280, "height": 900}
WAIT_MS = 240_000  # a kit on a loaded 2-core machine
MM = 25.4 / 72


@pytest.fixture
def studio(tmp_path):
    """A factory of pages on one running `pnp studio`: ``page = studio()``; the pages' errors fail the test, and
    so does anything the studio writes on the terminal but its own lines."""
    sync_playwright = need_browser()
    with pnp_studio(tmp_path, "--processes", "2") as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium")
        context = browser.new_context(viewport=VIEWPORT, accept_downloads=True, bypass_csp=True)
        errors: list[str] = []

        def page_at(path: str = ""):
            page = context.new_page()
            page.on("pageerror", lambda err: errors.append(str(err)))
            page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
            page.goto(server.url + path)
            return page

        page_at.server = server  # type: ignore[attr-defined]
        page_at.folder = tmp_path  # type: ignore[attr-defined]
        yield page_at
        context.close()
        browser.close()
        assert errors == []
    terminal = (tmp_path / "studio-stderr.txt").read_text()
    assert "Traceback" not in terminal and "Error" not in terminal, terminal


def shot(page, name: str, folder: Path) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(folder / f"{name}.png"), full_page=False)
    if os.environ.get("PNP_DOCS_SHOTS") == "1":
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False)


def boxes_ok(pdf: pikepdf.Pdf) -> None:
    """Every page has its TrimBox inside its BleedBox inside its MediaBox."""
    for page in pdf.pages:
        media = [float(v) for v in page.obj.MediaBox]
        trim = [float(v) for v in page.obj.get("/TrimBox", page.obj.MediaBox)]
        bleed = [float(v) for v in page.obj.get("/BleedBox", page.obj.MediaBox)]
        assert "/TrimBox" in page.obj and "/BleedBox" in page.obj
        assert media[0] <= bleed[0] <= trim[0] and trim[2] <= bleed[2] <= media[2]
        assert media[1] <= bleed[1] <= trim[1] and trim[3] <= bleed[3] <= media[3]


def choose_games(page, games: list[str]) -> None:
    for box in page.locator("input[name=game]").all():
        box.set_checked(box.get_attribute("value") in games)


def made(page) -> None:
    """Wait for the job the page follows to be done (the page marks its state on its body)."""
    page.wait_for_selector("body[data-job=done]", state="attached", timeout=WAIT_MS)


def test_print_a_game_from_the_first_click_to_the_zip(studio):
    page = studio()
    page.get_by_role("link", name="Print a game").first.click()
    page.wait_for_selector("input[name=game]")
    assert axe_violations(page) == []
    choose_games(page, ["labyrinth", "path-cards"])
    page.select_option("#paper", "letter")
    page.fill("#players", "3")
    page.get_by_role("button", name="Make my kit").click()
    # the first game's pages are shown while the kit is still being made (one game at a time on a process each)
    page.wait_for_selector("section[data-game] img", timeout=WAIT_MS)
    made(page)
    shot(page, "studio-print", studio.folder)
    with page.expect_download() as download_info:
        page.get_by_role("link", name="Download the whole kit (zip)").click()
    data = Path(download_info.value.path()).read_bytes()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = set(archive.namelist())
        assert {"README.txt", "labyrinth/kit.pdf", "path-cards/kit.pdf"} <= names
        for game in ("labyrinth", "path-cards"):
            facts = json.loads(archive.read(f"{game}/pages.json"))
            with pikepdf.open(io.BytesIO(archive.read(f"{game}/kit.pdf"))) as pdf:
                assert len(pdf.pages) == facts["pages"]
                width = float(pdf.pages[0].obj.TrimBox[2]) - float(pdf.pages[0].obj.TrimBox[0])
                assert abs(width * MM - 215.9) < 0.5  # US Letter, as chosen
                boxes_ok(pdf)
            shown = page.locator(f"section[data-game={game}] ol.thumbs li")
            assert shown.count() == facts["pages"]
            assert page.locator(f"section[data-game={game}] li.first").count() == len(facts["first_game"])
            hidden = page.locator(f"section[data-game={game}] li.answers")
            answers = sum(p["last"] - p["first"] + 1 for p in facts["parts"] if p["answers"] and p["first"])
            assert hidden.count() == answers
            if answers:  # the answer keys are blurred until asked for
                assert "blur" in hidden.first.locator("img").evaluate("e => getComputedStyle(e).filter")
    readme = zipfile.ZipFile(io.BytesIO(data)).read("labyrinth/README.txt").decode()
    assert "for 3 players" in readme and "Paper: US Letter" in readme
    # any page opens large, and the arrows walk the pages
    page.locator("section[data-game=labyrinth] button.thumb").nth(2).click()
    page.wait_for_function("() => document.querySelector('#viewer').open && "
                           "document.querySelector('#viewer-image').naturalWidth > 500", timeout=WAIT_MS)
    assert "Page 3 of" in page.locator("#viewer-title").text_content()
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => document.querySelector('#viewer-title').textContent.startsWith('Page 4 of')")
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    assert not page.evaluate("document.querySelector('#viewer').open")
    assert axe_violations(page) == []


def test_make_a_book_with_a_bad_choice_shown_beside_its_field(studio):
    page = studio("book.html")
    page.wait_for_selector("#trim option", state="attached")
    page.fill("#title", "Mazes for Rainy Days")
    page.fill("#author", "The Lovelace family")
    page.fill("#puzzles", "maze=6")
    page.fill("#levels", "2")
    page.get_by_text("Copyright page").click()  # the details that hold the ISBN
    page.fill("#isbn", "978-3-16-148410-1")  # a wrong check digit
    problem = page.locator("#isbn-problem")
    problem.wait_for(state="visible", timeout=WAIT_MS)
    assert problem.text_content().startswith("--isbn")  # the command line's own words, beside the field
    assert page.get_by_role("button", name="Make my book").is_disabled()
    assert page.locator("#isbn").get_attribute("aria-invalid") == "true"
    assert axe_violations(page) == []
    page.fill("#isbn", "")
    page.wait_for_function("() => !document.querySelector('#make').disabled", timeout=WAIT_MS)
    page.get_by_role("button", name="Make my book").click()
    made(page)
    page.wait_for_function("() => [...document.querySelectorAll('#previews img')].filter(i => i.naturalWidth).length"
                           " === 2", timeout=WAIT_MS)
    shot(page, "studio-book", studio.folder)
    assert axe_violations(page) == []
    files = {}
    for name in ("The inside pages (PDF)", "The cover (PDF)", "The puzzle list (JSON)"):
        with page.expect_download() as download_info:
            page.get_by_role("link", name=name).click()
        files[name] = Path(download_info.value.path()).read_bytes()
    listed = json.loads(files["The puzzle list (JSON)"])
    assert listed["title"] == "Mazes for Rainy Days" and len(listed["puzzles"]) == 6
    with pikepdf.open(io.BytesIO(files["The inside pages (PDF)"])) as interior:
        assert len(interior.pages) == listed["pages"]
        trim = [float(v) * MM for v in interior.pages[0].obj.TrimBox]
        assert abs(trim[2] - trim[0] - 152.4) < 0.3 and abs(trim[3] - trim[1] - 228.6) < 0.3  # 6 × 9 in
        boxes_ok(interior)
    with pikepdf.open(io.BytesIO(files["The cover (PDF)"])) as cover:
        assert len(cover.pages) == 1
        boxes_ok(cover)


def tab_to(page, selector: str, presses: int = 80) -> None:
    """Press Tab until ``selector`` has the focus (the keyboard's way there), failing if it never does."""
    for _ in range(presses):
        if page.evaluate(f"document.activeElement && document.activeElement.matches({json.dumps(selector)})"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def make_by_keyboard(page) -> None:
    """Tab to the door's Make button once the form has no problem, press Enter, wait for the job to be done."""
    page.wait_for_function("() => !document.querySelector('#make').disabled", timeout=WAIT_MS)
    tab_to(page, "#make")
    page.keyboard.press("Enter")
    made(page)


def first_download_by_keyboard(page) -> bytes:
    """The bytes of the door's first download, reached with Tab and taken with Enter."""
    tab_to(page, "#downloads a")
    with page.expect_download() as download_info:
        page.keyboard.press("Enter")
    return Path(download_info.value.path()).read_bytes()


def test_every_door_by_keyboard_alone(studio):
    page = studio()
    tab_to(page, "a[href='print.html'].door")
    page.keyboard.press("Enter")
    page.wait_for_selector("input[name=game]")
    tab_to(page, "#game-labyrinth")
    page.keyboard.press("Space")  # unchosen: the quickest game alone
    tab_to(page, "#game-path-cards")
    page.keyboard.press("Space")
    make_by_keyboard(page)
    tab_to(page, "section[data-game=path-cards] button.thumb")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#viewer').open")
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.matches('button.thumb')")  # the focus goes back where it was
    assert first_download_by_keyboard(page)[:2] == b"PK"

    page = studio()
    tab_to(page, "a[href='book.html'].door")
    page.keyboard.press("Enter")
    page.wait_for_selector("#trim option", state="attached")
    tab_to(page, "#title")
    page.keyboard.type("Keyboard Mazes")
    tab_to(page, "#puzzles")
    page.keyboard.type("maze=4")
    tab_to(page, "#levels")
    page.keyboard.press("Control+a")
    page.keyboard.type("2")
    make_by_keyboard(page)
    assert first_download_by_keyboard(page)[:5] == b"%PDF-"

    page = studio()
    tab_to(page, "a[href='edit/'].door")
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-ready=true]", timeout=WAIT_MS)
    assert axe_violations(page) == []


def test_the_home_page_passes_the_accessibility_scan_and_shows_three_doors(studio):
    page = studio()
    page.wait_for_function("document.querySelector('#page-lang').options.length > 1")  # the studio answered
    doors = page.locator("a.door")
    assert doors.count() == 3
    assert [d.get_attribute("href") for d in doors.all()] == ["print.html", "book.html", "edit/"]
    shot(page, "studio-home", studio.folder)
    assert axe_violations(page) == []


def test_a_reload_mid_job_picks_the_kit_up_and_a_new_choice_ends_the_old_job(studio):
    page = studio("print.html")
    page.wait_for_selector("input[name=game]")
    choose_games(page, ["notebook", "path-cards"])
    page.get_by_role("button", name="Make my kit").click()
    page.wait_for_function("() => sessionStorage.getItem('pnp-studio-job-kit')")
    first = page.evaluate("sessionStorage.getItem('pnp-studio-job-kit')")
    page.reload()
    made(page)  # the reloaded page followed the same job to its end
    assert page.evaluate("sessionStorage.getItem('pnp-studio-job-kit')") == first
    assert page.locator("section[data-game=notebook] img").count() > 0
    # a new choice at the same door: the job before it is ended (a labyrinth kit takes seconds: still running)
    choose_games(page, ["labyrinth"])
    page.fill("#seed", "77")
    page.get_by_role("button", name="Make my kit").click()
    page.wait_for_function(f"() => sessionStorage.getItem('pnp-studio-job-kit') !== {json.dumps(first)}")
    second = page.evaluate("sessionStorage.getItem('pnp-studio-job-kit')")
    page.fill("#seed", "78")
    page.get_by_role("button", name="Make my kit").click()
    page.wait_for_function(
        f"() => ![null, {json.dumps(second)}].includes(sessionStorage.getItem('pnp-studio-job-kit'))")
    state = page.evaluate(f"async () => (await (await fetch('api/jobs/{second}')).json()).state")
    assert state == "cancelled"
    page.close()  # a tab closed mid-job: the studio says nothing about it


def _escaped_words(page, allowed: set[str]) -> list[str]:
    """The English words left on the page (its text, its labels for screen readers and pictures) in the
    pseudo-language, but names that are names everywhere."""
    from pnp.i18n.pseudo import escaped

    said = page.evaluate("""() => [document.body.innerText, document.title,
        ...[...document.querySelectorAll('[aria-label], img[alt], [placeholder]')].map(e =>
            [e.getAttribute('aria-label'), e.getAttribute('alt'), e.getAttribute('placeholder')].join(' '))]
        .join('\\n')""")
    return sorted({w for w in escaped(said) if w not in allowed})


def test_every_word_of_every_door_is_in_the_pages_language(studio):
    from pnp.book_catalog import trims
    from pnp.i18n.catalogs import language_info, languages

    allowed = {"pnp", "studio", "pdf", "txt", "README", "zip", "KDP", "ISBN", "JSON", "PDF", "US", "Letter",
               "labyrinth", "minigames", "maze"}
    # the brand, file names, what names a paper or trim everywhere, and the puzzle mix's keywords (as typed)
    allowed |= {w for code in languages() for w in re.findall(r"[A-Za-z]+", language_info(code).name)}
    allowed |= {w for t in trims().values() for w in re.findall(r"[A-Za-z]+", t.name)}
    page = studio()
    page.evaluate("localStorage.setItem('pnp-studio-lang', 'qps')")
    for path in ("", "book.html", "print.html"):
        page.goto(studio.server.url + path)
        page.wait_for_function("document.documentElement.lang === 'qps'")
        page.wait_for_function("document.querySelector('#page-lang') && "
                               "document.querySelector('#page-lang').options.length > 1")
        assert _escaped_words(page, allowed) == [], path
    # the print door once a kit is made: its steps, pages and downloads
    choose_games(page, ["path-cards"])
    page.wait_for_function("() => !document.querySelector('#make').disabled", timeout=WAIT_MS)
    page.locator("#make").click()
    made(page)
    assert page.locator("section[data-game] img").count() > 0
    # the kit itself is printed in its own language (here English): the page names its parts as the kit does
    parts = page.evaluate("""async () => (await (await fetch('api/jobs/' +
        sessionStorage.getItem('pnp-studio-job-kit'))).json()).games.flatMap(g => g.parts.map(p => p.title))""")
    allowed |= {w for title in parts for w in re.findall(r"[A-Za-z]+", title)}
    left = _escaped_words(page, allowed)
    assert left == [], left


def test_a_new_page_language_keeps_the_forms_choices(studio):
    from pnp.studio.words import words

    page = studio("print.html")
    page.wait_for_selector("input[name=game]")
    page.fill("#players", "3")
    page.select_option("#paper", "letter")
    page.select_option("#page-lang", "de")  # the page is drawn again, in German
    page.wait_for_function("document.documentElement.lang === 'de'")
    page.wait_for_selector("input[name=game]")
    assert page.locator("h1").text_content() == words("de")["words"]["Print a game"]
    assert page.input_value("#players") == "3" and page.input_value("#paper") == "letter"
    assert page.input_value("#lang") == "de"  # the printed words follow the page's language, unless chosen
    assert axe_violations(page) == []
