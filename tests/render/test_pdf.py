"""Print-ready PDFs: page boxes, embedded subset fonts, structure, form XObjects."""

from __future__ import annotations

import re
from pathlib import Path

import pikepdf
from pdfcheck import PT_PER_MM, fonts, page_boxes, pdffonts_rows, pdfinfo_boxes, qpdf_check
from scenes import varied_document

from pnp.layout.marks import CropMarks, Guides, finish_page
from pnp.render.pdf import render_pdf
from pnp.scene.color import BLACK
from pnp.scene.model import Document, Icon, Page


def write(tmp_path: Path, doc: Document, name: str = "doc.pdf") -> Path:
    path = tmp_path / name
    path.write_bytes(render_pdf(doc))
    return path


def close(a, b, tol=0.01):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def test_trim_box_is_media_box_minus_bleed_on_every_page(tmp_path):
    pages = tuple(Page(63.5, 88.9, (), bleed=b) for b in (3.0, 3.175, 0.0, 5.0))
    path = write(tmp_path, Document(pages))
    found = page_boxes(path)
    assert len(found) == len(pages)
    for page, boxes in zip(pages, found):
        b = page.bleed * PT_PER_MM
        m = boxes.media
        assert close(boxes.trim, (m[0] + b, m[1] + b, m[2] - b, m[3] - b))
        assert close(boxes.bleed, m)
        trim_size = (boxes.trim[2] - boxes.trim[0], boxes.trim[3] - boxes.trim[1])
        assert close(trim_size, (63.5 * PT_PER_MM, 88.9 * PT_PER_MM))


def test_with_crop_marks_the_bleed_box_is_the_trim_box_plus_bleed_and_the_marks_sit_outside(tmp_path):
    page = finish_page(Page(70, 70, (), bleed=3.0), CropMarks(length=5, offset=3))
    path = write(tmp_path, Document((page,)))
    boxes = page_boxes(path)[0]
    b = 3.0 * PT_PER_MM
    t = boxes.trim
    assert close(boxes.bleed, (t[0] - b, t[1] - b, t[2] + b, t[3] + b))
    slug = (boxes.bleed[0] - boxes.media[0]) / PT_PER_MM
    assert slug >= 5.0  # room for marks of 5 mm starting at the bleed edge


def test_pdfinfo_reports_the_same_boxes(tmp_path):
    pages = (Page(100, 150, (), bleed=3.0), finish_page(Page(100, 150, (), bleed=3.175), CropMarks(offset=3.175)))
    path = write(tmp_path, Document(pages))
    infos = pdfinfo_boxes(path)
    assert len(infos) == len(pages)  # else a change in pdfinfo's output would check nothing
    for page, info in zip(pages, infos):
        m, t, bl = info["MediaBox"], info["TrimBox"], info["BleedBox"]
        inset = page.margin * PT_PER_MM
        assert close(t, (m[0] + inset, m[1] + inset, m[2] - inset, m[3] - inset))
        b = page.bleed * PT_PER_MM
        assert close(bl, (t[0] - b, t[1] - b, t[2] + b, t[3] + b))


def test_every_font_is_embedded_and_subset_and_no_base14_font_is_referenced(tmp_path):
    path = write(tmp_path, varied_document())
    found = fonts(path)
    assert found, "the scene has text, so fonts must be present"
    for name, facts in found.items():
        assert facts["embedded"], name
        assert facts["subset"], name
        assert facts["subtype"] == "/TrueType", name
    assert not any("Helvetica" in n or "Times" in n or "Courier" in n for n in found)


def test_a_page_without_text_references_no_font_at_all(tmp_path):
    path = write(tmp_path, Document((Page(50, 50, (Icon("key", 0, 0, 10),)),)))
    assert fonts(path) == {}


def test_pdffonts_lists_only_embedded_fonts(tmp_path):
    path = write(tmp_path, varied_document())
    rows = pdffonts_rows(path)
    assert rows
    for row in rows:
        # columns: name type [type2] encoding emb sub uni object-id generation
        emb, sub = row[-5], row[-4]
        assert (emb, sub) == ("yes", "yes"), row


def test_qpdf_check_passes(tmp_path):
    qpdf_check(write(tmp_path, varied_document()))


def test_pikepdf_finds_no_syntax_problems(tmp_path):
    path = write(tmp_path, varied_document())
    with pikepdf.open(path) as pdf:
        assert pdf.check_pdf_syntax() == []


def _icon_page(n: int) -> Page:
    items = tuple(Icon("minotaur", (i % 10) * 18, (i // 10) * 18, 16, BLACK) for i in range(n))
    return Page(190, 190, items)


def test_repeated_icons_are_one_form_xobject_per_document(tmp_path):
    doc = Document(tuple(_icon_page(100) for _ in range(3)))
    path = write(tmp_path, doc)
    with pikepdf.open(path) as pdf:
        forms = set()
        for page in pdf.pages:
            xobjects = page.obj.Resources.XObject
            for key in xobjects.keys():
                forms.add(xobjects[key].objgen)
        assert len(forms) == 1


def test_a_page_of_100_icons_costs_little_more_than_one(tmp_path):
    one = len(render_pdf(Document((_icon_page(1),))))
    hundred = len(render_pdf(Document((_icon_page(100),))))
    # each extra placement is a few bytes of compressed content, not a copy of the art
    assert hundred - one < 99 * 40, (one, hundred)


def test_icon_forms_leave_the_colour_to_each_placement(tmp_path):
    path = write(tmp_path, Document((_icon_page(1),)))
    with pikepdf.open(path) as pdf:
        xobjects = pdf.pages[0].obj.Resources.XObject
        form = xobjects[list(xobjects.keys())[0]]
        ops = {str(op) for _, op in pikepdf.parse_content_stream(form)}
    assert not ops & {"rg", "RG", "k", "K", "g", "G", "sc", "scn"}


def _content(path: Path) -> str:
    with pikepdf.open(path) as pdf:
        return b"".join(page.Contents.read_bytes() for page in pdf.pages).decode("latin-1")


def test_cmyk_mode_writes_only_cmyk_colours(tmp_path):
    text = _content(write(tmp_path, varied_document("cmyk")))
    assert re.search(r"\bk\b", text)
    assert not re.search(r"\b(rg|RG)\b", text)


def test_rgb_mode_writes_rgb_colours(tmp_path):
    text = _content(write(tmp_path, varied_document("rgb")))
    assert re.search(r"\brg\b", text)
    assert not re.search(r"\d \bk\b", text)


def test_guides_draw_trim_and_safe_lines_on_top(tmp_path):
    page = finish_page(Page(80, 80, (), bleed=3), None, Guides(safe=4))
    text = _content(write(tmp_path, Document((page,))))
    # trim outline at (0,0)-(80,80), safe zone at (4,4)-(76,76), bleed at -3
    assert "0 0 m 80 0 l 80 80 l 0 80 l h" in text
    assert "4 4 m 76 4 l 76 76 l 4 76 l h" in text
    assert "-3 -3 m 83 -3 l 83 83 l -3 83 l h" in text
