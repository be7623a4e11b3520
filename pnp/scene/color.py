"""Colours of the scene.

A colour is RGB (0..1, sRGB), optionally with its own CMYK values. A CMYK
PDF converts colours through the press profile (pnp.render.cmyk), own CMYK
values winning; :meth:`Color.as_cmyk` is the simple formula (K = 1 - max(R,
G, B)) the ink-coverage measure uses, not what a PDF prints.
"""

from __future__ import annotations

from dataclasses import dataclass

from pnp.errors import PnpError


def _unit(value: float, what: str) -> float:
    value = float(value)
    if not 0.0 <= value <= 1.0:
        raise PnpError(f"{what} must be between 0 and 1, got {value}")
    return value


@dataclass(frozen=True)
class Color:
    r: float
    g: float
    b: float
    cmyk: tuple[float, float, float, float] | None = None

    def __post_init__(self) -> None:
        for name in ("r", "g", "b"):
            _unit(getattr(self, name), f"colour component {name}")
        if self.cmyk is not None:
            if len(self.cmyk) != 4:
                raise PnpError(f"a CMYK colour has 4 components, got {len(self.cmyk)}")
            for value in self.cmyk:
                _unit(value, "CMYK component")

    @classmethod
    def hex(cls, text: str) -> Color:
        """``Color.hex("#1a2b3c")`` (also ``1a2b3c`` and ``#abc``)."""
        digits = text.strip().lstrip("#")
        if len(digits) == 3:
            digits = "".join(c * 2 for c in digits)
        if len(digits) != 6 or any(c not in "0123456789abcdefABCDEF" for c in digits):
            raise PnpError(f"not a colour: {text!r} (expected #rrggbb)")
        r, g, b = (int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4))
        return cls(r, g, b)

    @classmethod
    def grey(cls, level: float) -> Color:
        return cls(level, level, level)

    def to_hex(self) -> str:
        return "#" + "".join(f"{round(c * 255):02x}" for c in (self.r, self.g, self.b))

    def as_cmyk(self) -> tuple[float, float, float, float]:
        if self.cmyk is not None:
            return self.cmyk
        k = 1.0 - max(self.r, self.g, self.b)
        if k >= 1.0 - 1e-9:
            return (0.0, 0.0, 0.0, 1.0)
        scale = 1.0 - k
        return (
            round((1.0 - self.r - k) / scale, 4),
            round((1.0 - self.g - k) / scale, 4),
            round((1.0 - self.b - k) / scale, 4),
            round(k, 4),
        )

    def lighten(self, amount: float) -> Color:
        """Mix with white: 0 keeps the colour, 1 gives white."""
        a = _unit(amount, "lighten amount")
        r, g, b = (c + (1.0 - c) * a for c in (self.r, self.g, self.b))
        return Color(r, g, b)


BLACK = Color(0.0, 0.0, 0.0)
WHITE = Color(1.0, 1.0, 1.0)
READABLE = 4.5  # WCAG's contrast ratio for text, which every printed word reaches (pnp.render.contrast checks it)


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(color: Color) -> float:
    """WCAG's relative luminance: 0 for black, 1 for white."""
    return 0.2126 * _linear(color.r) + 0.7152 * _linear(color.g) + 0.0722 * _linear(color.b)


def contrast(a: Color, b: Color) -> float:
    """WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable(color: Color, ground: Color, ratio: float = READABLE) -> Color:
    """``color`` as near as it can stay to itself while reading on ``ground`` at ``ratio``:1: unchanged when it
    does, else mixed towards black on a light ground (towards white on a dark one) in steps of 1 %."""
    toward_white = contrast(WHITE, ground) > contrast(BLACK, ground)
    for step in range(101):
        k = step / 100
        mixed = color.lighten(k) if toward_white else Color(color.r * (1 - k), color.g * (1 - k), color.b * (1 - k))
        if contrast(mixed, ground) >= ratio:
            return mixed
    return WHITE if toward_white else BLACK
# The warm near-black most of pnp's pages print their lines and text in.
INK = Color.hex("#2b2118")
# Registration colour: used for crop marks so they print on every separation.
REGISTRATION = Color(0.0, 0.0, 0.0, cmyk=(1.0, 1.0, 1.0, 1.0))
GUIDE_TRIM = Color.hex("#00a0e0")
GUIDE_SAFE = Color.hex("#e0008a")
GUIDE_BLEED = Color.hex("#20b020")


def ink_for(ground: Color, dark: Color = INK, light: Color = WHITE) -> Color:
    """Of a dark and a light ink, the one that reads better on ``ground`` (WCAG's contrast ratio)."""
    return dark if contrast(dark, ground) >= contrast(light, ground) else light
