"""The few SVG elements pnp writes, as a small tree serialised straight to text.

pnp used svgwrite for this; building its element objects and serialising them through ElementTree took two
thirds of the time every kit spent writing files (its SVG pages), for elements of five kinds. This writes the
same bytes svgwrite 1.4 wrote through Python 3.11's ElementTree: attributes sorted by name, empty values
left out, an element with neither text nor children closed as ``<name ... />``, and ElementTree's escaping.
"""

from __future__ import annotations

from collections.abc import Iterator

XML_HEADER = '<?xml version="1.0" encoding="utf-8" ?>\n'

# what ElementTree escapes: in attribute values, and in text
_ATTRIBUTE_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("\r", "&#13;"),
                      ("\n", "&#10;"), ("\t", "&#09;"))
_TEXT_ESCAPES = _ATTRIBUTE_ESCAPES[:3]


def _escaped(text: str, escapes: tuple[tuple[str, str], ...]) -> str:
    for plain, escape in escapes:
        if plain in text:
            text = text.replace(plain, escape)
    return text


class Element:
    """An SVG element: its name, attributes (written sorted by name), text and children."""

    __slots__ = ("name", "attrs", "text", "children")

    def __init__(self, name: str, attrs: dict[str, str] | None = None, text: str = "") -> None:
        self.name = name
        self.attrs = attrs if attrs is not None else {}
        self.text = text
        self.children: list[Element] = []

    def add(self, child: Element) -> Element:
        self.children.append(child)
        return child

    def __setitem__(self, key: str, value: str) -> None:
        self.attrs[key] = value

    def pieces(self) -> Iterator[str]:
        """The element as text, piece by piece."""
        head = "<" + self.name
        for key in sorted(self.attrs):
            value = self.attrs[key]
            if value:  # an empty attribute is left out
                head += f' {key}="{_escaped(value, _ATTRIBUTE_ESCAPES)}"'
        if not self.text and not self.children:
            yield head + " />"
            return
        yield head + ">" + (_escaped(self.text, _TEXT_ESCAPES) if self.text else "")
        for child in self.children:
            yield from child.pieces()
        yield f"</{self.name}>"


def svg_bytes(root: Element) -> bytes:
    """The SVG file of ``root``: the XML declaration, then the tree."""
    return (XML_HEADER + "".join(root.pieces())).encode("utf-8")
