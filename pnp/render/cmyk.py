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


def press_cmyk(color: Color, limit: float = TOTAL_INK_LIMIT) -> tuple[float, ...]:
    """The C, M, Y, K (0 to 1) a CMYK PDF paints ``color`` with, at most ``limit`` in all (3.0 = 300 %)."""
    if color == REGISTRATION:
        return REGISTRATION.cmyk  # type: ignore[return-value]
    if color.cmyk is not None:
        return cap_total_ink(color.cmyk, limit)
    rgb = (round(color.r * 255), round(color.g * 255), round(color.b * 255))
    return cap_total_ink(_managed(rgb), limit)
