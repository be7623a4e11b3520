from __future__ import annotations

import xml.etree.ElementTree as ET

from scenes import varied_document

from pnp.render.svg import render_svg
from pnp.scene.color import BLACK
from pnp.scene.model import Document, Icon, Page, Text

NS = {"svg": "http://www.w3.org/2000/svg", "xlink": "http://www.w3.org/1999/xlink"}
HREF = "{http://www.w3.org/1999/xlink}href"


def parse(doc: Document, page: int = 0) -> ET.Element:
    return ET.fromstring(render_svg(doc)[page])


def test_one_svg_per_page_sized_in_millimetres_with_bleed():
    doc = Document((Page(63.5, 88.9, (), bleed=3), Page(70, 70, (), bleed=0)))
    svgs = render_svg(doc)
    assert len(svgs) == 2
    root = ET.fromstring(svgs[0])
    assert root.get("width") == "69.5mm" and root.get("height") == "94.9mm"
    assert root.get("viewBox") == "-3 -3 69.5 94.9"


def test_a_hundred_icons_are_one_symbol_and_a_hundred_uses():
    items = tuple(Icon("key", (i % 10) * 10, (i // 10) * 10, 9, BLACK) for i in range(100))
    root = parse(Document((Page(100, 100, items),)))
    symbols = root.findall(".//svg:defs/svg:symbol", NS)
    uses = [u for u in root.iter("{http://www.w3.org/2000/svg}use") if u.get(HREF) == "#icon-key"]
    assert len(symbols) == 1 and len(uses) == 100


def test_text_is_drawn_from_glyph_outlines_defined_once():
    root = parse(Document((Page(100, 30, (Text("banana banana", 0, 0, 100, 20),)),)))
    glyph_defs = [p for p in root.findall(".//svg:defs/svg:path", NS) if p.get("id", "").startswith("g-")]
    # b, a, n: three glyphs, each defined once though used several times; no <text> element
    assert len(glyph_defs) == 3
    assert root.find(".//svg:text", NS) is None
    labels = [g.get("aria-label") for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("aria-label")]
    assert labels == ["banana banana"]


def test_varied_scene_is_well_formed_and_uses_only_defined_references():
    root = parse(varied_document())
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    refs = [e.get(HREF)[1:] for e in root.iter() if e.get(HREF)]
    clips = [e.get("clip-path")[5:-1] for e in root.iter() if e.get("clip-path")]
    # the scene has icons, a symbol, text and a clipped group: each is drawn by reference
    assert {"icon-minotaur", "sym-pip"} <= set(refs) and any(r.startswith("g-") for r in refs)
    assert len(clips) == 1
    for ref in refs + clips:
        assert ref in ids, ref
