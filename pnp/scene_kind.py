"""The "scene" kind for the registry: a raw scene document saved as JSON."""

from __future__ import annotations

from pnp.contract import Ref
from pnp.errors import PnpError
from pnp.fonts import font_info
from pnp.game import KindOps
from pnp.parts import DocPages, Printout
from pnp.scene import jsonio
from pnp.scene.model import Document, Text
from pnp.scene.text import layout_text
from pnp.scene.walk import document_items, fonts_used, icons_used, iter_items, symbols_used
from pnp.verdict import Verdict

from_json = jsonio.from_json
to_json = jsonio.to_json


def verify(doc: Document) -> Verdict:
    """A scene is sound when its fonts and symbols exist and its text fits its boxes."""
    problems = []
    items = list(document_items(doc))
    for key in fonts_used(items):
        try:
            font_info(key)
        except PnpError as err:
            problems.append(str(err))
    defined = {s.name for s in doc.symbols}
    for name in symbols_used(items):
        if name not in defined:
            problems.append(f"symbol {name!r} is used but not defined")
    if not problems:
        for page_no, page in enumerate(doc.pages, 1):
            for item in iter_items(page.items):
                if isinstance(item, Text) and layout_text(item).overflow:
                    problems.append(f"page {page_no}: text {item.text[:30]!r} does not fit its box")
    witness = {"pages": len(doc.pages), "icons": icons_used(items), "fonts": fonts_used(items)}
    if problems:
        return Verdict(False, f"{len(problems)} problem(s)", witness, tuple(problems))
    return Verdict(True, f"{len(doc.pages)} page(s), every font, icon and symbol present", witness)


def draw(doc: Document, paper=None) -> Printout:
    """A saved scene prints as it is: its own pages, one per page, in its own colours."""
    pages = DocPages("Scene", "scene", doc.pages, symbols=doc.symbols, as_drawn=True)
    return Printout((pages,), doc.title, doc.subject, "cards", doc.author, doc.color_mode)


SCENE = KindOps(from_json, to_json, verify, draw, Ref("pnp.scene.schema:SceneFile"))
