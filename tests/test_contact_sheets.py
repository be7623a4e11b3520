"""tools/contact_sheets.py: the README's pictures of whole kits show every page, in order, each at its shape."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

TOOL = Path(__file__).resolve().parents[1] / "tools" / "contact_sheets.py"


def _tool():
    spec = importlib.util.spec_from_file_location("contact_sheets", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pdf(path: Path, sizes: list[tuple[float, float]]) -> Path:
    """Pages of these sizes (pt), each filled black but for the first, which is left white."""
    canvas = Canvas(str(path))
    for n, (w, h) in enumerate(sizes):
        canvas.setPageSize((w, h))
        if n:
            canvas.rect(0, 0, w, h, stroke=0, fill=1)
        canvas.showPage()
    canvas.save()
    return path


def test_every_page_is_a_thumbnail_in_order_at_its_shape(tmp_path: Path) -> None:
    tool = _tool()
    portrait, landscape = (595.0, 842.0), (842.0, 595.0)
    sheet = tool.contact_sheet(_pdf(tmp_path / "k.pdf", [portrait, portrait, landscape]), columns=2, thumb=100)
    cell = 100 + tool.GAP
    # two columns, and a second row for the third page
    assert sheet.size == (2 * cell + tool.GAP, 2 * (cell + tool.GAP) + tool.GAP)

    def at(n: int, dx: int, dy: int) -> tuple[int, int, int]:
        x0, y0 = tool.GAP + (n % 2) * cell, tool.GAP + (n // 2) * (cell + tool.GAP)
        return sheet.getpixel((x0 + dx, y0 + dy))

    assert at(0, 50, 50) == (255, 255, 255)  # page 1 is white, in the first place
    assert at(1, 50, 50) == (0, 0, 0)  # page 2 black, beside it
    # page 3 is landscape: 100 px wide, about 71 tall, centred in its cell, so its cell's top edge is the table
    assert at(2, 50, 50) == (0, 0, 0)
    assert at(2, 50, 5) == tool.BACKDROP
    assert at(3, 50, 50) == tool.BACKDROP  # no fourth page
