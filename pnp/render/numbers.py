"""Number formatting for PDF content streams and SVG attributes.

Fixed precision keeps output deterministic and compact: coordinates in mm to
4 decimals (0.1 µm), matrix and scale factors to 10 significant digits (a
rounded scale factor would drift across a long line of text).
"""

from __future__ import annotations


def coord(v: float) -> str:
    text = f"{v:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def factor(v: float) -> str:
    text = f"{v:.10g}"
    return "0" if text == "-0" else text
