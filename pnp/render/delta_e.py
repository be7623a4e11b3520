"""CIEDE2000: how different two CIELAB colours look (ΔE00; about 1 is the smallest difference an eye sees).

The CIE's 2000 formula (CIE 142-2001), as written out by Sharma, Wu and Dalal, "The CIEDE2000 color-difference
formula: implementation notes" (2005). Used to find the printable colour nearest another
(:func:`pnp.render.cmyk.fine_cmyk`): plain Euclidean distance in CIELAB weighs lightness as much as hue, and
turned a dark red into an olive to match its lightness; ΔE00 weighs hue and chroma as the eye does.
"""

from __future__ import annotations

import math

Lab = tuple[float, float, float]
_25_7 = 25.0**7


def _hue(b: float, a: float) -> float:
    return math.degrees(math.atan2(b, a)) % 360.0 if (a or b) else 0.0


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """ΔE00 between two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + _25_7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = _hue(b1, a1), _hue(b2, a2)
    dl, dc = l2 - l1, c2 - c1
    dh = 0.0
    if c1 * c2:
        dh = h2 - h1
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    dh_big = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if not c1 * c2:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6)) - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    rotation = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(c_mean**7 / (c_mean**7 + _25_7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * c_mean
    sh = 1 + 0.015 * c_mean * t
    rt = -math.sin(math.radians(2 * rotation)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dh_big / sh) ** 2 + rt * (dc / sc) * (dh_big / sh))
