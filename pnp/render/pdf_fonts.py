"""The TrueType fonts a PDF embeds, each subset named by what it holds.

An embedded subset's name starts with six capital letters and a ``+`` (ISO 32000-1, 9.6.4). reportlab numbers
the subsets of a font in each file from ``AAAAAA``, so every file pnp writes calls its first Lato subset
``AAAAAA+Lato-Regular`` whatever glyphs it holds. A print shop merging two of our files (a deck and kit.pdf)
then sees two different fonts under one name, and a merge or a RIP that keeps one of them prints the other
file's text with missing glyphs. Here the six letters come from a hash of the font and the characters of the
subset: the same subset gets the same name in every file (and the same bytes every time), different subsets
get different names.
"""

from __future__ import annotations

import hashlib

from reportlab.pdfbase import pdfdoc
from reportlab.pdfbase.ttfonts import TTFont, makeToUnicodeCMap


def subset_prefix(face_name: bytes, subset: list[int]) -> bytes:
    """Six capital letters from the font's name and the character codes of the subset (base 26 of a hash)."""
    digest = hashlib.sha256(face_name + b"\0" + ",".join(map(str, subset)).encode("ascii")).digest()
    number = int.from_bytes(digest[:8], "big")
    letters = []
    for _ in range(6):
        number, digit = divmod(number, 26)
        letters.append(65 + digit)
    return bytes(letters)


class SubsetNamedTTFont(TTFont):
    """reportlab's TTFont with each subset named by :func:`subset_prefix` instead of its number.

    ``addObjects`` is reportlab's own (5.x) with that one change; it writes one Font, ToUnicode CMap and
    FontDescriptor per subset of up to 256 characters."""

    def addObjects(self, doc) -> None:  # noqa: N802 (reportlab's name)
        try:
            state = self.state[doc]
        except KeyError:
            state = self.state[doc] = TTFont.State(self._asciiReadable)
        state.frozen = 1
        for n, subset in enumerate(state.subsets):
            internal_name = self.getSubsetInternalName(n, doc)[1:]
            face_name = self.face.name + self.face.subfontNameX
            base_font_name = (subset_prefix(face_name, subset) + b"+" + face_name).decode("pdfdoc")

            font = pdfdoc.PDFTrueTypeFont()
            font.__Comment__ = f"Font {self.fontName} subset {n}"
            font.Name = internal_name
            font.BaseFont = base_font_name
            font.FirstChar = 0
            font.LastChar = len(subset) - 1
            font.Widths = pdfdoc.PDFArray(list(map(self.face.getCharWidth, subset)))

            cmap = pdfdoc.PDFStream()
            cmap.content = makeToUnicodeCMap(base_font_name, subset)
            if doc.compression:
                cmap.filters = [pdfdoc.PDFZCompress]
            font.ToUnicode = doc.Reference(cmap, "toUnicodeCMap:" + base_font_name)
            font.FontDescriptor = self.face.addSubsetObjects(doc, base_font_name, subset)

            doc.Reference(font, internal_name)
            doc.idToObject["BasicFonts"].dict[internal_name] = font
        del self.state[doc]
