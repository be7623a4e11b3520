"""Every bundled font can print the seven print languages, and the display font is the one its tool builds.

The display font is Cabin Sketch Bold, which has no Polish letters: a text that needs them is drawn in its extended
face, Torch Sketch (fonts.toml's ``extended``), Cabin Sketch with the Polish letters added by
tools/extend_display_font.py. Cabin Sketch's licence reserves its name, so the derived font must not use it; and
it draws every glyph Cabin Sketch has exactly as Cabin Sketch does, so a heading drawn in either looks the same.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from pnp.fonts import all_fonts, font_info

ROOT = Path(__file__).resolve().parents[1]

# the letters (both cases) and punctuation each print language writes, beyond ASCII
SHARED = "–—…·×’\u00a0"
LANGUAGES = {
    "en": "“”‘’",
    "de": "äöüßÄÖÜ„“‚‘",
    "fr": "àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»",
    "es": "áéíñóúüÁÉÍÑÓÚÜ¿¡«»",
    "it": "àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ«»",
    "pl": "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„”",
    "nl": "áéíóúëïöüèÁÉÍÓÚËÏÖÜÈ‘’“”",  # ĳ is written as two letters, ij
}
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))

# the fonts that set running text in any language (all of the bundled ones)
TEXT_FONTS = ["body", "body-italic", "body-bold", "body-black", "display"]

# Cabin Sketch's OFL: "with Reserved Font Name "Cabin", "Cabin Sketch"" (spelt with or without the space)
RESERVED = ("cabin",)
# the name records that present a font's name to users (family, unique id, full name, PostScript name,
# typographic family and subfamily, compatible full name, WWS names, variations prefix)
NAMING_IDS = (1, 3, 4, 6, 16, 17, 18, 21, 22, 25)


@pytest.mark.parametrize("key", TEXT_FONTS)
@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_text_font_has_every_letter_of_every_print_language(key, lang):
    info = font_info(key)
    cmap = dict(TTFont(str(info.path), lazy=True).getBestCmap())
    if info.extended is not None:  # a text the font's own file cannot draw is drawn in its extended face
        cmap |= TTFont(str(info.extended), lazy=True).getBestCmap()
    missing = [f"{ch} U+{ord(ch):04X}" for ch in ASCII + SHARED + LANGUAGES[lang] if ord(ch) not in cmap]
    assert not missing, f"{key} ({font_info(key).path.name}) lacks for {lang}: {', '.join(missing)}"


def test_the_coverage_test_covers_every_bundled_font():
    assert sorted(info.key for info in all_fonts()) == sorted(TEXT_FONTS)


def _extended():
    extension = font_info("display").extension()
    assert extension is not None
    return extension


def test_the_extended_display_face_draws_every_glyph_of_the_original_as_it_does():
    from fontTools.pens.recordingPen import RecordingPen

    original, extended = (TTFont(str(p)) for p in (font_info("display").path, _extended().path))
    assert extended.getGlyphOrder()[:len(original.getGlyphOrder())] == original.getGlyphOrder()
    assert set(original.getBestCmap().items()) <= set(extended.getBestCmap().items())
    assert (original["hhea"].ascent, original["hhea"].descent) == (extended["hhea"].ascent, extended["hhea"].descent)
    a, b = original.getGlyphSet(), extended.getGlyphSet()
    for name in original.getGlyphOrder():
        pa, pb = RecordingPen(), RecordingPen()
        a[name].draw(pa)
        b[name].draw(pb)
        assert pa.value == pb.value and a[name].width == b[name].width, name


def test_the_display_font_does_not_use_the_reserved_names():
    info = _extended()
    assert not any(word in f"{info.family} {info.path.name}".lower() for word in RESERVED)
    names = TTFont(str(info.path))["name"]
    shown = [(r.nameID, r.toUnicode()) for r in names.names if r.nameID in NAMING_IDS]
    assert {n for n, _ in shown} >= {1, 4, 6}
    assert [(n, s) for n, s in shown if any(word in s.lower() for word in RESERVED)] == []
    assert names.getDebugName(1) == info.family
    # the original's copyright stays, with what changed
    assert "Pablo Impallari" in names.getDebugName(0) and "derived from Cabin Sketch" in names.getDebugName(0)


def test_the_display_font_licence_keeps_the_original_reservation():
    text = _extended().licence.read_text(encoding="utf-8")
    assert 'with Reserved Font Name "Cabin", "Cabin Sketch".' in text
    assert "SIL OPEN FONT LICENSE Version 1.1" in text


def test_the_polish_letters_are_composites_of_the_fonts_own_glyphs():
    font = TTFont(str(_extended().path))
    cmap, glyf, hmtx = font.getBestCmap(), font["glyf"], font["hmtx"]
    for ch, base in zip("ąćęłńśźżĄĆĘŁŃŚŹŻ", "acelnszzACELNSZZ"):
        glyph = glyf[cmap[ord(ch)]]
        assert glyph.isComposite(), ch
        assert glyph.components[0].glyphName == cmap[ord(base)], ch
        assert hmtx[cmap[ord(ch)]][0] == hmtx[cmap[ord(base)]][0], ch


def _tables(path: Path) -> dict[str, str]:
    """A font's tables as fontTools dumps them (TTX): what it draws and says, whatever fontTools version wrote it."""
    import io

    from fontTools.ttLib import TTFont

    font = TTFont(str(path))
    out = {}
    for tag in ("cmap", "glyf", "hmtx", "name", "kern", "post"):
        if tag in font:
            buffer = io.StringIO()
            font.saveXML(buffer, tables=[tag])
            out[tag] = "\n".join(line for line in buffer.getvalue().splitlines() if "ttLibVersion" not in line)
    return out


def test_the_build_script_reproduces_the_shipped_display_font(tmp_path):
    """Built again from Cabin Sketch, the font draws and names the same: every glyph, advance, kerning pair and
    name (the bytes may differ with the fontTools version that writes them; the shipped file is the one built)."""
    out = tmp_path / "Display.ttf"
    subprocess.run([sys.executable, str(ROOT / "tools" / "extend_display_font.py"), "--out", str(out)],
                   check=True, cwd=tmp_path, capture_output=True)
    built, shipped = _tables(out), _tables(_extended().path)
    assert built.keys() == shipped.keys()
    for tag in built:
        assert built[tag] == shipped[tag], f"{tag} differs: run tools/extend_display_font.py again"


def _pdf_fonts(tmp_path: Path, text: str) -> set[str]:
    """The base names of the fonts a one-text PDF embeds."""
    import pikepdf

    from pnp.render.pdf import render_pdf
    from pnp.scene.model import Document, Page, Text

    out = tmp_path / "t.pdf"
    out.write_bytes(render_pdf(Document((Page(100, 40, (Text(text, 5, 5, 90, 30, font="display", size=14),)),))))
    with pikepdf.open(out) as pdf:
        return {str(f.BaseFont).split("+")[-1] for page in pdf.pages
                for f in page.Resources.Font.values()}


def test_a_text_the_original_display_font_draws_is_drawn_by_it_and_polish_by_its_extension(tmp_path):
    assert _pdf_fonts(tmp_path, "Dungeon") == {"CabinSketch-Bold"}
    assert _pdf_fonts(tmp_path, "Zeszyt lochu: żółć") == {"TorchSketch-Bold"}


def test_the_extended_face_is_credited_where_a_language_prints_it():
    from pnp.credits import credits_paragraphs
    from pnp.i18n import language

    def families() -> str:
        return " ".join(heading for heading, _text in credits_paragraphs())

    assert "Torch Sketch" not in families()
    with language("pl"):
        assert "Torch Sketch" in families() and "Cabin Sketch" in families()
    with language("de"):
        assert "Torch Sketch" not in families()
