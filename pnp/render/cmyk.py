"""Colour-managed CMYK: the ink values a print-shop PDF is written with.

pnp's scene colours are sRGB. For CMYK output each one is converted through
a real press profile, the bundled *ISO Coated v2 300 % (basICColor)*
(profiles/ISOcoated_v2_300_bas.icc, FOGRA39 characterisation data, zlib
licence), by LittleCMS through Pillow's ImageCms: relative colorimetric
with black point compensation, the usual choice for flat vector colours
that are mostly inside the press's gamut. The same profile is embedded as
the PDF/X OutputIntent (:mod:`pnp.render.pdfx`), so the file says which
press its numbers are for.

Three rules on top of the profile, each for a reason a print shop gives:

- **Dark neutrals print as 100 % K.** Black and pnp's warm near-black ink
  (lightness L* at most 25, chroma at most 15) become K alone: text and fine
  lines on one plate cannot misregister into coloured fringes. The profile
  would make them a four-colour mix of about 270 %.
- **Greys print on the black plate.** A neutral grey (chroma at most 3)
  becomes K alone, the K whose printed lightness the profile puts nearest to
  the grey's: thin grey lines stay sharp for the same reason.
- **Small text and fine lines print in one ink and K at most**
  (:func:`fine_cmyk`): text under :data:`SMALL_TEXT_PT` and lines under
  :data:`FINE_LINE_MM` as printed (after every scale), in any colour the rules
  above leave in two or three of C, M and Y, take the nearest colour (CIEDE2000
  through the profile) made of one of C, M or Y with K. A press
  registers its plates within about 0.1 mm; a fine stroke built of two or three
  inks shows their misregistration as coloured fringes and a blur as wide as a
  good part of itself, on one plate (and K, which a press registers best) it
  stays sharp. The thresholds are prepress practice's usual ones: small text is
  text under 12 pt, a fine line one under 0.5 pt.
- **Total ink is capped at 300 %** (:data:`TOTAL_INK_LIMIT`), or less
  where a service asks (a preset's ``ink_limit``, e.g. 240 % at
  DriveThruCards): the profile already separates within 300 %; the cap
  holds for lower limits and for colours a user gives with their own CMYK
  values too (registration, which must print on every plate, excepted).

A colour that carries its own CMYK values (:class:`pnp.scene.color.Color`
``cmyk``) keeps them, capped.
"""

from __future__ import annotations

from functools import cache

from pnp.render.delta_e import ciede2000
from pnp.resources import profiles_dir
from pnp.scene.color import REGISTRATION, Color

PROFILE_FILE = "ISOcoated_v2_300_bas.icc"
PROFILE_NAME = "ISO Coated v2 300% (basICColor)"
# The ICC registry's name for the printing condition the profile describes (offset, coated paper).
CONDITION_ID = "FOGRA39"
CONDITION = "Offset printing on coated paper, ISO 12647-2:2004/Amd 1 (FOGRA39), total ink 300%"
TOTAL_INK_LIMIT = 3.0  # 300 %: C + M + Y + K
DARK_LIGHTNESS, DARK_CHROMA = 25.0, 15.0
GREY_CHROMA = 3.0
SMALL_TEXT_PT = 12.0  # text under this, as printed, is small text: at most one of C, M, Y (and K)
FINE_LINE_MM = 0.5 * 25.4 / 72.0  # 0.5 pt, 0.18 mm: a line thinner than this as printed is a fine line
_COARSE = 8  # the first search's step over the 256 levels of an ink; the second refines by 1 around its best


def profile_bytes() -> bytes:
    """The output profile embedded in every CMYK PDF."""
    return (profiles_dir() / PROFILE_FILE).read_bytes()


@cache
def _transforms():
    from PIL import ImageCms

    srgb = ImageCms.createProfile("sRGB")
    lab = ImageCms.createProfile("LAB")
    press = ImageCms.ImageCmsProfile(str(profiles_dir() / PROFILE_FILE))
    intent = ImageCms.Intent.RELATIVE_COLORIMETRIC
    flags = ImageCms.Flags.BLACKPOINTCOMPENSATION
    to_press = ImageCms.buildTransform(srgb, press, "RGB", "CMYK", renderingIntent=intent, flags=flags)
    to_lab = ImageCms.buildTransform(srgb, lab, "RGB", "LAB", renderingIntent=intent)
    press_to_lab = ImageCms.buildTransform(press, lab, "CMYK", "LAB", renderingIntent=intent)
    return to_press, to_lab, press_to_lab


def _apply(transform, mode: str, value: tuple[int, ...]) -> tuple[int, ...]:
    from PIL import Image

    return tuple(transform.apply(Image.new(mode, (1, 1), value)).tobytes())  # one 8-bit value per channel


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIELAB (D50) of an sRGB colour; a Pillow LAB image's bytes hold L* as 0..255 and a*, b* as signed bytes."""
    lightness, a, b = _apply(_transforms()[1], "RGB", rgb)
    return lightness * 100.0 / 255.0, float(a - 256 if a > 127 else a), float(b - 256 if b > 127 else b)


@cache
def _k_lightness() -> tuple[float, ...]:
    """The printed L* of K alone at each of 256 levels, by the profile (relative to the paper's white)."""
    from PIL import Image

    ramp = Image.frombytes("CMYK", (256, 1), bytes(v for k in range(256) for v in (0, 0, 0, k)))
    lab = _transforms()[2].apply(ramp).tobytes()  # L*, a*, b* per pixel
    return tuple(lab[3 * k] * 100.0 / 255.0 for k in range(256))


def _k_for(lightness: float) -> float:
    table = _k_lightness()
    best = min(range(256), key=lambda k: (abs(table[k] - lightness), k))
    return round(best / 255.0, 4)


def cap_total_ink(cmyk: tuple[float, float, float, float], limit: float = TOTAL_INK_LIMIT) -> tuple[float, ...]:
    """C, M and Y scaled down together (K kept: it carries the darkness) so the four add up to ``limit`` at most."""
    c, m, y, k = cmyk
    total = c + m + y + k
    if total <= limit + 1e-9:
        return cmyk
    room = max(limit - k, 0.0)
    scale = room / (c + m + y)
    # rounded down: written with four decimals, the sum must stay within the limit
    return tuple(int(v * scale * 10000) / 10000 for v in (c, m, y)) + (k,)


@cache
def _managed(rgb: tuple[int, int, int]) -> tuple[float, float, float, float]:
    lightness, a, b = _lab(rgb)
    chroma = (a * a + b * b) ** 0.5
    if lightness <= DARK_LIGHTNESS and chroma <= DARK_CHROMA:
        return (0.0, 0.0, 0.0, 1.0)
    if chroma <= GREY_CHROMA:
        return (0.0, 0.0, 0.0, _k_for(lightness))
    press = _apply(_transforms()[0], "RGB", rgb)
    return tuple(round(v / 255.0, 4) for v in press)  # type: ignore[return-value]


def _labs(cmyks: list[tuple[int, int, int, int]]) -> list[tuple[float, float, float]]:
    """CIELAB of 8-bit CMYK values as the press prints them, by the profile."""
    from PIL import Image

    img = Image.frombytes("CMYK", (len(cmyks), 1), bytes(v for px in cmyks for v in px))
    raw = _transforms()[2].apply(img).tobytes()
    return [(raw[3 * i] * 100.0 / 255.0, float(raw[3 * i + 1] - 256 if raw[3 * i + 1] > 127 else raw[3 * i + 1]),
             float(raw[3 * i + 2] - 256 if raw[3 * i + 2] > 127 else raw[3 * i + 2])) for i in range(len(cmyks))]


def _one_ink(ink: int, level: int, k: int) -> tuple[int, int, int, int]:
    px = [0, 0, 0, k]
    px[ink] = level
    return px[0], px[1], px[2], px[3]


@cache
def _coarse_grid() -> tuple[tuple[tuple[int, int, int, int], ...], tuple[tuple[float, float, float], ...]]:
    """Every one-ink-and-K colour on a grid of :data:`_COARSE` steps, with its printed CIELAB."""
    levels = [*range(0, 255, _COARSE), 255]
    grid = [_one_ink(ink, v, k) for ink in range(3) for v in levels for k in levels]
    return tuple(grid), tuple(_labs(grid))


@cache
def _nearest_one_ink(cmyk: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The colour of one of C, M, Y with K that prints nearest ``cmyk`` (CIEDE2000 through the profile): the
    whole grid first, then every level within a coarse step of its best."""
    target = _labs([tuple(round(v * 255) for v in cmyk)])[0]  # type: ignore[list-item]
    grid, labs = _coarse_grid()
    best = min(range(len(grid)), key=lambda i: (ciede2000(labs[i], target), i))
    c, m, y, k = grid[best]
    ink = 0 if c else 1 if m else 2
    level = (c, m, y)[ink]
    near = [_one_ink(ink, v, w) for v in range(max(0, level - _COARSE), min(255, level + _COARSE) + 1)
            for w in range(max(0, k - _COARSE), min(255, k + _COARSE) + 1)]
    found = _labs(near)
    fine = min(range(len(near)), key=lambda i: (ciede2000(found[i], target), i))
    return tuple(round(v / 255.0, 4) for v in near[fine])  # type: ignore[return-value]


def chromatic_inks(cmyk: tuple[float, ...]) -> int:
    """How many of C, M and Y a CMYK value uses."""
    return sum(1 for v in cmyk[:3] if v > 0)


def fine_cmyk(color: Color, limit: float = TOTAL_INK_LIMIT) -> tuple[float, ...]:
    """What small text and fine lines print ``color`` with: :func:`press_cmyk` when that uses one of C, M and Y
    at most (black, greys, pure inks), else the nearest colour of one of them and K. Registration, which must
    print on every plate, is left as it is."""
    values = press_cmyk(color, limit)
    if color == REGISTRATION or chromatic_inks(values) <= 1:
        return values
    return _nearest_one_ink(values)


def press_cmyk(color: Color, limit: float = TOTAL_INK_LIMIT) -> tuple[float, ...]:
    """The C, M, Y, K (0 to 1) a CMYK PDF paints ``color`` with, at most ``limit`` in all (3.0 = 300 %)."""
    if color == REGISTRATION:
        return REGISTRATION.cmyk  # type: ignore[return-value]
    if color.cmyk is not None:
        return cap_total_ink(color.cmyk, limit)
    rgb = (round(color.r * 255), round(color.g * 255), round(color.b * 255))
    return cap_total_ink(_managed(rgb), limit)
