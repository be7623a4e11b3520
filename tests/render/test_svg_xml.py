"""The SVG element tree pnp writes: read back by an XML parser, what was written comes back, escaped where XML
needs it; empty attributes are left out and attributes come sorted (the same page, the same bytes)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from pnp.render.svg_xml import XML_HEADER, Element, svg_bytes

SVG = "{http://www.w3.org/2000/svg}"


def _page(label: str) -> Element:
    root = Element("svg", {"xmlns": "http://www.w3.org/2000/svg", "xmlns:xlink": "http://www.w3.org/1999/xlink",
                           "width": "10mm", "viewBox": "0 0 10 10"})
    root.add(Element("title", text=label))
    group = root.add(Element("g", {"aria-label": label, "fill": "#000000", "transform": ""}))
    group.add(Element("use", {"xlink:href": "#g-1", "x": "1.5"}))
    return root


def test_text_and_attributes_come_back_as_written_whatever_their_characters():
    label = 'Fish & "chips" <2 a\tday>\nnext line\r'
    data = svg_bytes(_page(label))
    assert data.startswith(XML_HEADER.encode())
    root = ET.fromstring(data[len(XML_HEADER):])
    assert root.find(f"{SVG}title").text == label.replace("\r", "\n")  # XML reads a bare CR in text as LF
    group = root.find(f"{SVG}g")
    assert group.get("aria-label") == label
    use = group.find(f"{SVG}use")
    assert use.get("{http://www.w3.org/1999/xlink}href") == "#g-1" and use.get("x") == "1.5"


def test_empty_attributes_are_left_out_and_the_rest_sorted():
    text = svg_bytes(_page("a")).decode()
    assert 'transform=""' not in text
    assert '<g aria-label="a" fill="#000000">' in text  # sorted by name, the empty transform gone
    assert '<use x="1.5" xlink:href="#g-1" />' in text  # no children, no text: closed at once
    assert text.index("viewBox") < text.index("width") < text.index("xmlns=")


def test_the_order_attributes_were_given_in_does_not_change_the_bytes():
    attrs = {"x": "1", "y": "2", "fill": "#ff0000", "xlink:href": "#a"}
    given = [Element("use", dict(order)) for order in (attrs.items(), reversed(attrs.items()))]
    assert svg_bytes(given[0]) == svg_bytes(given[1])
