"""Normalising SVG path data to absolute moves, lines, cubic curves and closes.

The vendored icons are stored in this reduced form so that the PDF and SVG
renderers draw them from the same four commands. Quadratic curves are raised
to cubics exactly; elliptical arcs become cubic Béziers (at most 90° each,
error well under 0.01 % of the radius).
"""

from __future__ import annotations

import math
import re

_TOKENS = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def _tokenise(d: str) -> list[str]:
    out: list[str] = []
    pos = 0
    for m in _TOKENS.finditer(d):
        gap = d[pos : m.start()]
        if gap.strip(" ,\t\r\n"):
            raise ValueError(f"unexpected {gap.strip()!r} in path data")
        out.append(m.group())
        pos = m.end()
    if d[pos:].strip(" ,\t\r\n"):
        raise ValueError(f"unexpected {d[pos:].strip()!r} in path data")
    return out


def normalise(d: str) -> list[tuple]:  # noqa: C901 (one state machine: the current point, the subpath start
    # and the last control point pass from each command to the next; helpers per command would pass all of them)
    """Absolute ("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y), ("Z",) segments."""
    tokens = _split_packed_flags(_tokenise(d))
    segs: list[tuple] = []
    i = 0
    cmd = None
    cx = cy = 0.0  # current point
    sx = sy = 0.0  # start of the current subpath
    last_ctrl: tuple[float, float] | None = None  # for S/T reflection
    last_kind = ""
    while i < len(tokens):
        tok = tokens[i]
        if tok.isalpha():
            cmd = tok
            i += 1
            if cmd in "Zz":
                segs.append(("Z",))
                cx, cy = sx, sy
                last_ctrl, last_kind = None, "Z"
                continue
        elif cmd is None:
            raise ValueError("path data must start with a command")
        elif cmd in "Zz":
            raise ValueError("numbers after a close command")
        up = cmd.upper()
        rel = cmd != up
        n = _ARGS[up]
        args = [float(t) for t in tokens[i : i + n]]
        if len(args) != n:
            raise ValueError(f"command {cmd} needs {n} numbers")
        i += n
        ox, oy = (cx, cy) if rel else (0.0, 0.0)
        if up == "M":
            cx, cy = args[0] + ox, args[1] + oy
            sx, sy = cx, cy
            segs.append(("M", cx, cy))
            cmd = "l" if rel else "L"  # further pairs are line-tos
            last_ctrl, last_kind = None, "M"
        elif up == "L":
            cx, cy = args[0] + ox, args[1] + oy
            segs.append(("L", cx, cy))
            last_ctrl, last_kind = None, "L"
        elif up == "H":
            cx = args[0] + (cx if rel else 0.0)
            segs.append(("L", cx, cy))
            last_ctrl, last_kind = None, "L"
        elif up == "V":
            cy = args[0] + (cy if rel else 0.0)
            segs.append(("L", cx, cy))
            last_ctrl, last_kind = None, "L"
        elif up in "CS":
            if up == "C":
                x1, y1 = args[0] + ox, args[1] + oy
                x2, y2, x, y = args[2] + ox, args[3] + oy, args[4] + ox, args[5] + oy
            else:
                if last_kind == "C" and last_ctrl is not None:
                    x1, y1 = 2 * cx - last_ctrl[0], 2 * cy - last_ctrl[1]
                else:
                    x1, y1 = cx, cy
                x2, y2, x, y = args[0] + ox, args[1] + oy, args[2] + ox, args[3] + oy
            segs.append(("C", x1, y1, x2, y2, x, y))
            cx, cy = x, y
            last_ctrl, last_kind = (x2, y2), "C"
        elif up in "QT":
            if up == "Q":
                qx, qy, x, y = args[0] + ox, args[1] + oy, args[2] + ox, args[3] + oy
            else:
                if last_kind == "Q" and last_ctrl is not None:
                    qx, qy = 2 * cx - last_ctrl[0], 2 * cy - last_ctrl[1]
                else:
                    qx, qy = cx, cy
                x, y = args[0] + ox, args[1] + oy
            segs.append(("C", cx + 2 / 3 * (qx - cx), cy + 2 / 3 * (qy - cy),
                         x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x, y))
            cx, cy = x, y
            last_ctrl, last_kind = (qx, qy), "Q"
        elif up == "A":
            rx, ry, rot, large, sweep = args[0], args[1], args[2], args[3] != 0, args[4] != 0
            x, y = args[5] + ox, args[6] + oy
            segs.extend(arc_to_cubics(cx, cy, rx, ry, rot, large, sweep, x, y))
            cx, cy = x, y
            last_ctrl, last_kind = None, "A"
    return segs


def _split_packed_flags(tokens: list[str]) -> list[str]:
    """Arc flags are single digits that may touch the next number ("a5 5 0 011 2")."""
    out: list[str] = []
    i = 0
    cmd = None
    while i < len(tokens):
        tok = tokens[i]
        if tok.isalpha():
            cmd = tok
            out.append(tok)
            i += 1
            continue
        if cmd in ("A", "a"):
            # one arc: rx ry rotation large-arc sweep x y; the flags may be packed
            group: list[str] = []
            while len(group) < 7 and i < len(tokens) and not tokens[i].isalpha():
                t = tokens[i]
                if len(group) in (3, 4) and len(t) > 1 and t[0] in "01":
                    group.append(t[0])
                    tokens = tokens[:i] + [t[1:]] + tokens[i + 1 :]
                    continue
                group.append(t)
                i += 1
            out.extend(group)
            continue
        out.append(tok)
        i += 1
    return out


def arc_to_cubics(x1, y1, rx, ry, phi_deg, large, sweep, x2, y2) -> list[tuple]:
    """SVG elliptical arc (endpoint form) as cubic Bézier segments (SVG 1.1, F.6.5)."""
    if x1 == x2 and y1 == y2:
        return []
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [("L", x2, y2)]
    phi = math.radians(phi_deg % 360)
    cos_p, sin_p = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p = cos_p * dx + sin_p * dy
    y1p = -sin_p * dx + cos_p * dy
    lam = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if lam > 1:
        s = math.sqrt(lam)
        rx, ry = rx * s, ry * s
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    coef = math.sqrt(max(0.0, num / den)) if den else 0.0
    if large == sweep:
        coef = -coef
    cxp = coef * rx * y1p / ry
    cyp = -coef * ry * x1p / rx
    cx = cos_p * cxp - sin_p * cyp + (x1 + x2) / 2
    cy = sin_p * cxp + cos_p * cyp + (y1 + y2) / 2

    def angle(ux, uy, vx, vy):
        return math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)

    t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    pieces = max(1, math.ceil(abs(dt) / (math.pi / 2) - 1e-9))
    step = dt / pieces
    k = 4 / 3 * math.tan(step / 4)
    out = []

    def point(t):
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        return (cos_p * ex - sin_p * ey + cx, sin_p * ex + cos_p * ey + cy)

    def deriv(t):
        ex, ey = -rx * math.sin(t), ry * math.cos(t)
        return (cos_p * ex - sin_p * ey, sin_p * ex + cos_p * ey)

    t = t1
    for j in range(pieces):
        ta, tb = t, t + step
        pa, pb = point(ta), point(tb)
        da, db = deriv(ta), deriv(tb)
        end = (x2, y2) if j == pieces - 1 else pb
        out.append(("C", pa[0] + k * da[0], pa[1] + k * da[1], pb[0] - k * db[0], pb[1] - k * db[1], *end))
        t = tb
    return out


def compact(segs: list[tuple], digits: int = 2) -> str:
    """Serialise segments as "M x y L x y C ... Z" with rounded numbers."""

    def num(v: float) -> str:
        text = f"{round(v, digits):.{digits}f}".rstrip("0").rstrip(".")
        return "0" if text in ("-0", "") else text

    return " ".join(s[0] + "".join(" " + num(v) for v in s[1:]) for s in segs)
