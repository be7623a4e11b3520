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
- **Total ink is capped at 300 %** (:data:`TOTAL_INK_LIMIT`): the profile
  already separates within it; the cap holds for colours a user gives with
  their own CMYK values too (registration, which must print on every plate,
  excepted).

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
    from PIL import Image, ImageCms

    image = Image.new(mode, (1, 1), value)
    return tuple(ImageCms.applyTransform(image, transform).getpixel((0, 0)))


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIELAB (D50) of an sRGB colour; LittleCMS's 8-bit Lab stores L* as 0..255 and a*, b* offset by 128."""
    lightness, a, b = _apply(_transforms()[1], "RGB", rgb)
    return lightness * 100.0 / 255.0, float(a - 128), float(b - 128)


@cache
def _k_lightness() -> tuple[float, ...]:
    """The printed L* of K alone at each of 256 levels, by the profile (relative to the paper's white)."""
    from PIL import Image, ImageCms

    ramp = Image.new("CMYK", (256, 1))
    ramp.putdata([(0, 0, 0, k) for k in range(256)])
    lab = ImageCms.applyTransform(ramp, _transforms()[2])
    return tuple(lab.getpixel((k, 0))[0] * 100.0 / 255.0 for k in range(256))


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
    values = tuple(round(v / 255.0, 4) for v in press)
    return cap_total_ink(values)  # type: ignore[arg-type,return-value]


def press_cmyk(color: Color) -> tuple[float, ...]:
    """The C, M, Y, K (0 to 1) a CMYK PDF paints ``color`` with."""
    if color.cmyk is not None:
        return color.cmyk if color == REGISTRATION else cap_total_ink(color.cmyk)
    rgb = (round(color.r * 255), round(color.g * 255), round(color.b * 255))
    return _managed(rgb)  # type: ignore[arg-type]
