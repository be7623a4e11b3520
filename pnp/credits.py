"""Credits every kit prints: icon artists (CC BY 3.0), font licences, and the press profile a CMYK file embeds."""

from __future__ import annotations

from pnp.fonts import all_fonts
from pnp.icons import credits

PROFILE_CREDIT = (
    "Colour profile",
    "CMYK colours converted through, and embedded as, ISO Coated v2 300% (basICColor), copyright 2007-2010 "
    "basICColor GmbH, zlib licence; the licence text ships in profiles/ISOcoated_v2_300_bas.txt.",
)


def credits_paragraphs(icon_names: list[str] | None = None, cmyk: bool = False) -> list[tuple[str, str]]:
    """(heading, text) pairs for a credits page: icons by artist, then fonts, then (``cmyk``: a file whose
    colours went through it) the press profile.

    With ``icon_names``, only the artists of those icons are listed.
    """
    out = [
        (
            "Icons",
            "Icons from game-icons.net, licensed under Creative Commons Attribution 3.0 "
            "(https://creativecommons.org/licenses/by/3.0/). Recoloured and resized by pnp.",
        )
    ]
    for credit in credits(icon_names):
        out.append(("", f"{credit.artist}: {', '.join(credit.icons)}."))
    seen = set()
    for info in all_fonts():
        if info.family in seen:
            continue
        seen.add(info.family)
        out.append(
            (f"Font: {info.family}",
             f"By {info.author}. SIL Open Font License 1.1; the licence text ships in fonts/{info.licence.name}.")
        )
    if cmyk:
        out.append(PROFILE_CREDIT)
    return out
