"""CMYK through the press profile and PDF/X (issue 18, item 1), read back by an independent preflight
(tests/preflight.py) and, for the ink, by Ghostscript's CMYK rendering."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pikepdf
import pytest
from pdfcheck import need_tool
from PIL import Image, ImageCms
from preflight import ghostscript_max_ink, preflight

from pnp.layout.preset_schema import PDF_STANDARDS
from pnp.render import pdfx
from pnp.render.cmyk import PROFILE_FILE, PROFILE_NAME, cap_total_ink, press_cmyk
from pnp.render.pdf import render_pdf
from pnp.resources import profiles_dir
from pnp.scene.color import INK, REGISTRATION, Color
from pnp.scene.model import Document, Page, Style, Text
from pnp.scene.shapes import line, rect

RED, NAVY, GREY = Color.hex("#c0392b"), Color.hex("#1f3a5f"), Color.grey(0.5)
# 100 % of every ink but a little K: over any cap unless the renderer caps it
OVERINKED = Color(0.1, 0.1, 0.1, cmyk=(1.0, 1.0, 1.0, 0.5))


def _document(color_mode: str = "cmyk") -> Document:
    items = (
        rect(0, 0, 60, 40, Style(fill=RED)),
        rect(0, 40, 60, 20, Style(fill=OVERINKED)),
        line(5, 70, 55, 70, Style(stroke=GREY, width=0.3)),
        Text("Black words", 5, 75, 50, 8, size=10, color=INK),
        Text("Navy words", 5, 85, 50, 8, size=10, color=NAVY),
    )
    return Document((Page(60, 100, items, bleed=3.175), Page(60, 100, items[2:], bleed=3.175)),
                    title="pdfx test", color_mode=color_mode)  # type: ignore[arg-type]


def _profile_separation(color: Color) -> tuple[float, ...]:
    """LittleCMS's own separation of an sRGB colour through the shipped profile, built here independently."""
    srgb = ImageCms.createProfile("sRGB")
    press = ImageCms.ImageCmsProfile(str(profiles_dir() / PROFILE_FILE))
    transform = ImageCms.buildTransform(srgb, press, "RGB", "CMYK", renderingIntent=1,
                                        flags=ImageCms.Flags.BLACKPOINTCOMPENSATION)
    pixel = Image.new("RGB", (1, 1), tuple(round(v * 255) for v in (color.r, color.g, color.b)))
    return tuple(v / 255 for v in ImageCms.applyTransform(pixel, transform).getpixel((0, 0)))


def test_the_shipped_profile_is_a_cmyk_press_profile_with_its_licence_beside_it():
    path = profiles_dir() / PROFILE_FILE
    profile = ImageCms.getOpenProfile(str(path))
    assert profile.profile.xcolor_space.strip() == "CMYK"
    assert path.read_bytes()[12:16] == b"prtr"  # an output (printer) profile
    assert ImageCms.getProfileDescription(profile).strip() == PROFILE_NAME
    licence = (profiles_dir() / "ISOcoated_v2_300_bas.txt").read_text()
    assert "basICColor" in licence and "zlib" in licence


def test_colours_are_the_profiles_separation_not_the_naive_formula():
    for color in (RED, NAVY, Color.hex("#00a0e0"), Color.hex("#f4e9d8")):
        managed = press_cmyk(color)
        assert managed == pytest.approx(_profile_separation(color), abs=1 / 255 + 1e-4)
        assert max(abs(a - b) for a, b in zip(managed, color.as_cmyk())) > 0.05  # not K = 1 - max(R, G, B)


def test_black_and_the_warm_ink_print_as_black_alone_and_greys_on_the_black_plate():
    assert press_cmyk(Color(0, 0, 0)) == (0.0, 0.0, 0.0, 1.0)
    assert press_cmyk(INK) == (0.0, 0.0, 0.0, 1.0)
    greys = [press_cmyk(Color.grey(level)) for level in (0.2, 0.4, 0.6, 0.8)]
    assert all(g[:3] == (0.0, 0.0, 0.0) for g in greys)
    blacks = [g[3] for g in greys]
    assert blacks == sorted(blacks, reverse=True) and len(set(blacks)) == 4  # lighter greys, less K
    assert press_cmyk(Color(1, 1, 1)) == (0.0, 0.0, 0.0, 0.0)
    # a dark colour that is not neutral keeps its colour
    assert press_cmyk(Color.hex("#5a1010"))[1] > 0.5


def test_total_ink_is_capped_keeping_black_and_registration_is_left_whole():
    assert sum(press_cmyk(OVERINKED)) <= 3.0 + 1e-9
    assert press_cmyk(OVERINKED)[3] == 0.5
    assert sum(press_cmyk(OVERINKED, limit=2.4)) <= 2.4 + 1e-9
    assert sum(press_cmyk(RED, limit=2.0)) <= 2.0 + 1e-9
    assert cap_total_ink((0.2, 0.3, 0.1, 0.4)) == (0.2, 0.3, 0.1, 0.4)  # under the cap: untouched
    assert press_cmyk(REGISTRATION) == (1.0, 1.0, 1.0, 1.0)


@pytest.mark.parametrize("standard", pdfx.STANDARDS)
def test_a_cmyk_pdf_passes_the_preflight_as_its_standard(tmp_path, standard):
    path = tmp_path / "x.pdf"
    path.write_bytes(render_pdf(_document(), standard=standard))
    report = preflight(path)
    assert report.problems == []
    expected = {"PDF/X-4": "PDF/X-4", "PDF/X-1a:2001": "PDF/X-1:2001", "PDF/X-1a:2003": "PDF/X-1:2003"}
    assert report.version == expected[standard]
    assert 2.5 < report.max_ink <= 3.0 + 1e-9  # the over-inked band came down to the cap, and no further
    assert (0.0, 0.0, 0.0, 1.0) in report.text_fills  # the black words in K alone
    with pikepdf.open(path) as pdf:
        intent = pdf.Root.OutputIntents[0]
        assert str(intent.OutputConditionIdentifier) == "FOGRA39"
        assert intent.DestOutputProfile.read_bytes() == (profiles_dir() / PROFILE_FILE).read_bytes()


def test_the_preflight_catches_what_a_print_shop_would_refuse(tmp_path):
    """The checker is not blind: an RGB file, and a CMYK file stripped of its declaration, fail it."""
    rgb = tmp_path / "rgb.pdf"
    rgb.write_bytes(render_pdf(_document("rgb")))
    found = preflight(rgb).problems
    assert any("RGB colour operator" in p for p in found) and any("OutputIntents" in p for p in found)
    stripped = tmp_path / "stripped.pdf"
    with pikepdf.open(_write(tmp_path / "x.pdf", render_pdf(_document()))) as pdf:
        del pdf.Root.OutputIntents
        del pdf.docinfo.GTS_PDFXVersion
        pdf.save(stripped)
    found = preflight(stripped).problems
    assert any("GTS_PDFXVersion" in p for p in found) and any("OutputIntents" in p for p in found)


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_the_same_document_gives_the_same_bytes_and_rgb_stays_plain():
    assert render_pdf(_document()) == render_pdf(_document())
    plain = render_pdf(_document("rgb"))
    assert b"GTS_PDFX" not in plain and b"OutputIntent" not in plain


def test_the_preset_schema_offers_exactly_the_standards_the_writer_knows():
    assert tuple(PDF_STANDARDS) == pdfx.STANDARDS


def test_qpdf_finds_nothing_wrong(tmp_path):
    qpdf = need_tool("qpdf")
    path = _write(tmp_path / "x.pdf", render_pdf(_document()))
    result = subprocess.run([qpdf, "--check", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ghostscripts_separations_never_put_down_more_than_the_cap(tmp_path):
    path = _write(tmp_path / "x.pdf", render_pdf(_document()))
    assert ghostscript_max_ink(path) <= 3.0 + 4 / 255
    capped = _write(tmp_path / "y.pdf", render_pdf(_document(), ink_limit=2.4))
    assert 2.3 <= ghostscript_max_ink(capped) <= 2.4 + 4 / 255


def test_a_cmyk_kits_credits_name_the_profile_and_where_its_licence_ships():
    from pnp.credits import credits_paragraphs

    heading, text = credits_paragraphs([], cmyk=True)[-1]
    assert heading == "Colour profile" and "basICColor" in text and "zlib" in text
    shipped = text.split("ships in ")[1].rstrip(".")
    assert (profiles_dir().parent / shipped).is_file()
    assert all("basICColor" not in t for _, t in credits_paragraphs([]))  # an RGB file embeds no profile
