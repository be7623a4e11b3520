"""2-D affine transforms in the PDF convention.

``Affine(a, b, c, d, e, f)`` maps (x, y) to (a·x + c·y + e, b·x + d·y + f).
Scene coordinates are millimetres with y pointing down, so a positive angle
turns clockwise on the page.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Affine:
    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    @classmethod
    def translate(cls, dx: float, dy: float) -> Affine:
        return cls(1.0, 0.0, 0.0, 1.0, dx, dy)

    @classmethod
    def scale(cls, sx: float, sy: float | None = None, about: tuple[float, float] = (0.0, 0.0)) -> Affine:
        sy = sx if sy is None else sy
        return _about(cls(sx, 0.0, 0.0, sy, 0.0, 0.0), about)

    @classmethod
    def rotate(cls, degrees: float, about: tuple[float, float] = (0.0, 0.0)) -> Affine:
        quarter = degrees / 90.0
        if quarter == int(quarter):
            # exact values for right angles, so flipped backs register exactly
            cos, sin = [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0)][int(quarter) % 4]
        else:
            rad = math.radians(degrees)
            cos, sin = math.cos(rad), math.sin(rad)
        return _about(cls(cos, sin, -sin, cos, 0.0, 0.0), about)

    @classmethod
    def mirror_x(cls, about: float = 0.0) -> Affine:
        """Mirror left-right across the vertical line x = about."""
        return cls(-1.0, 0.0, 0.0, 1.0, 2.0 * about, 0.0)

    @classmethod
    def mirror_y(cls, about: float = 0.0) -> Affine:
        """Mirror top-bottom across the horizontal line y = about."""
        return cls(1.0, 0.0, 0.0, -1.0, 0.0, 2.0 * about)

    def then(self, other: Affine) -> Affine:
        """The transform that applies ``self`` first and ``other`` second."""
        return other @ self

    def __matmul__(self, o: Affine) -> Affine:
        # (self @ o)(p) = self(o(p))
        return Affine(
            self.a * o.a + self.c * o.b,
            self.b * o.a + self.d * o.b,
            self.a * o.c + self.c * o.d,
            self.b * o.c + self.d * o.d,
            self.a * o.e + self.c * o.f + self.e,
            self.b * o.e + self.d * o.f + self.f,
        )

    def apply(self, x: float, y: float) -> tuple[float, float]:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def is_identity(self) -> bool:
        return self == IDENTITY

    def as_tuple(self) -> tuple[float, float, float, float, float, float]:
        return (self.a, self.b, self.c, self.d, self.e, self.f)


def _about(t: Affine, about: tuple[float, float]) -> Affine:
    ax, ay = about
    if ax == 0.0 and ay == 0.0:
        return t
    return Affine.translate(ax, ay) @ t @ Affine.translate(-ax, -ay)


IDENTITY = Affine()
