"""layouts/book.toml read by pnp.book_catalog: the trims, the services' rules, and bad copies refused in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from pnp.book_catalog import PAPER_TYPES, parse_book_file, service, services, trim, trims
from pnp.errors import LayoutFileError, PnpError
from pnp.resources import layouts_dir
from pnp.textfile import load_toml

INCH = 25.4
ISSUE_TRIMS = ("5x8", "5.5x8.5", "6x9", "7x10", "8x10", "8.5x11", "a4", "a5", "b5")
DOCS = Path(__file__).resolve().parents[2] / "docs" / "book.md"


def test_every_trim_the_issue_names_loads_at_its_size():
    sizes = {"5x8": (5, 8), "5.5x8.5": (5.5, 8.5), "6x9": (6, 9), "7x10": (7, 10), "8x10": (8, 10),
             "8.5x11": (8.5, 11)}
    for key in ISSUE_TRIMS:
        t = trim(key)
        assert t.key == key and t.name and t.services
        if key in sizes:
            assert (t.width, t.height) == pytest.approx((sizes[key][0] * INCH, sizes[key][1] * INCH))
    assert (trim("a4").width, trim("a4").height) == (210, 297)
    assert (trim("A5").width, trim("A5").height) == (148, 210)  # any case
    assert (trim("b5").width, trim("b5").height) == (176, 250)  # ISO B5, as the issue asks


def test_every_trim_names_known_services_and_every_service_prints_some_trim():
    known = services()
    assert {"kdp", "ingramspark", "lulu", "home"} <= set(known)
    offered = {name for t in trims().values() for name in t.services}
    assert offered == set(known)
    assert all(t.width < t.height for t in trims().values())  # portrait books


def test_an_unknown_trim_or_service_names_the_known_ones():
    with pytest.raises(PnpError, match=r"unknown trim '6x10' \(known: 5x8, .*a4") as err:
        trim("6x10")
    assert "\n" not in str(err.value)
    with pytest.raises(PnpError, match="unknown print service 'blurb' .*kdp, ingramspark, lulu, home"):
        service("blurb")


def test_kdp_gutter_at_the_edges_of_its_table():
    kdp = service("kdp")
    assert kdp.inside_margin(24) == pytest.approx(0.375 * INCH)
    assert kdp.inside_margin(150) == pytest.approx(0.375 * INCH)
    assert kdp.inside_margin(151) == pytest.approx(0.5 * INCH)
    assert kdp.inside_margin(300) == pytest.approx(0.5 * INCH)
    assert kdp.inside_margin(301) == pytest.approx(0.625 * INCH)
    assert kdp.inside_margin(828) == pytest.approx(0.875 * INCH)
    with pytest.raises(PnpError, match="at most 828"):
        kdp.inside_margin(830)


def test_every_service_has_a_gutter_for_every_page_count_it_binds_and_it_never_shrinks():
    for s in services().values():
        margins = [s.inside_margin(p) for p in range(s.min_pages, s.max_pages + 1)]
        assert all(a <= b for a, b in zip(margins, margins[1:], strict=False)), s.key
        with pytest.raises(PnpError, match=f"at most {s.max_pages}"):
            s.inside_margin(s.max_pages + 1)


def test_outside_margins_with_and_without_bleed():
    kdp = service("kdp")
    assert kdp.outside_margin(False) == pytest.approx(0.25 * INCH)
    assert kdp.outside_margin(True) == pytest.approx(0.375 * INCH)
    assert service("ingramspark").outside_margin(False) == pytest.approx(0.5 * INCH)  # 0.5 in on all sides
    for s in services().values():
        assert s.outside_margin(True) >= s.outside_margin(False)
        assert s.bleed == pytest.approx(0.125 * INCH) or s.key == "home"


def test_kdp_spine_by_its_published_per_page_thickness():
    kdp = service("kdp")
    # KDP's help: page count × 0.002252 in (white), × 0.0025 in (cream), × 0.002347 in (premium colour)
    assert kdp.spine_width(200, "white") / INCH == pytest.approx(0.4504)
    assert kdp.spine_width(240, "cream") / INCH == pytest.approx(0.6)
    assert kdp.spine_width(100, "colour") / INCH == pytest.approx(0.2347)


def test_lulu_spine_by_its_published_formula():
    lulu = service("lulu")
    # Lulu: (pages / 444) + 0.06 in, whatever the paper
    for paper in PAPER_TYPES:
        assert lulu.spine_width(444, paper) / INCH == pytest.approx(1.06, abs=1e-6)
        assert lulu.spine_width(222, paper) / INCH == pytest.approx(0.56, abs=1e-6)


def test_an_unknown_paper_type_names_the_services_ones():
    with pytest.raises(PnpError, match=r"unknown paper type 'groundwood' \(known: white, cream, colour\)"):
        service("kdp").spine_width(100, "groundwood")


def test_page_counts_a_service_refuses_each_in_one_line():
    kdp = service("kdp")
    kdp.check_pages(24)
    kdp.check_pages(828)
    for pages, words in ((22, "at least 24"), (830, "at most 828"), (25, "even number")):
        with pytest.raises(PnpError, match=words) as err:
            kdp.check_pages(pages)
        assert "\n" not in str(err.value)


def test_spine_text_from_the_services_minimum():
    kdp, lulu = service("kdp"), service("lulu")
    assert not kdp.spine_text(78) and kdp.spine_text(79)  # "at least 79 pages"
    assert not lulu.spine_text(78) and lulu.spine_text(80)


def test_the_docs_cite_every_source_the_file_names_and_every_choice_of_ours():
    text = DOCS.read_text(encoding="utf-8")
    for s in services().values():
        for url in s.sources:
            if url.startswith("http"):
                assert url in text, (s.key, url)
    assert "our choice" in text.lower()


BAD_COPIES = [
    ('width = "6in"', 'width = "6 furlongs"', "trim.6x9.width: expected a length"),
    ('{ up_to = 300, inside = "0.5in" }', '{ up_to = 120, inside = "0.5in" }', "service.kdp.inside[1].up_to"),
    ('{ up_to = 828, inside = "0.875in" }', '{ up_to = 800, inside = "0.875in" }', "service.kdp.inside[4].up_to"),
    ('services = ["kdp", "ingramspark", "home"]', 'services = ["kdp", "createspace"]',
     "trim.5x8.services[1]: unknown service 'createspace'"),
    ("min_pages = 24", "min_pages = 900", "service.kdp.min_pages: 900 is more than max_pages"),
    ('white = "0.002252in"', 'white = "-1in"', "service.kdp.spine.white"),
    ("spine_text_pages = 79", "spine_text_pages = 79\ncolour = 1", "service.kdp.cover.colour: unknown key"),
]


@pytest.mark.parametrize(("old", "new", "named"), BAD_COPIES)
def test_a_bad_copy_is_refused_in_one_line_naming_the_file_and_key(tmp_path, old, new, named):
    original = (layouts_dir() / "book.toml").read_text(encoding="utf-8")
    assert old in original
    path = tmp_path / "book.toml"
    path.write_text(original.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(LayoutFileError) as err:
        parse_book_file(path, load_toml(path))
    message = str(err.value)
    assert message.startswith(f"{path}: ") and named in message and "\n" not in message


def test_the_shipped_file_parses_again_from_a_copy(tmp_path):
    path = tmp_path / "book.toml"
    path.write_text((layouts_dir() / "book.toml").read_text(encoding="utf-8"), encoding="utf-8")
    trims_, services_ = parse_book_file(path, load_toml(path))
    assert trims_ == trims() and services_ == services()


@pytest.mark.parametrize("written, key", [("6x9in", "6x9"), ("6 × 9", "6x9"), ("152.4x228.6mm", "6x9"),
                                          ("9x6in", "6x9"), ("A5", "a5"), ("21x29.7cm", "a4")])
def test_a_trim_is_found_by_its_size_as_people_write_it(written, key):
    assert trim(written).key == key


@pytest.mark.parametrize("written", ["6x10in", "6x9ft", "152x300mm", ""])
def test_a_size_no_trim_has_is_refused_with_the_known_ones(written):
    with pytest.raises(PnpError, match="known: 5x8"):
        trim(written)
