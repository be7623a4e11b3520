"""Credits every kit prints: icon artists (CC BY 3.0), font licences, and the press profile a CMYK file embeds.

What pnp writes around the credits (headings, "Icons from ...", "By ...") is translated; what it quotes stays as
written in every language: the licence texts (legally the English text is the licence) and the lines naming the
artists and their icons. :func:`verbatim` says which printed texts are such quotes, for the check of words that
escaped the catalog (:mod:`pnp.kits.language_check`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from pnp.fonts import all_fonts, printed_fonts
from pnp.i18n import N_, _
from pnp.icons import credits

PROFILE_CREDIT = (
    N_("Colour profile"),
    # i18n: {file} is the licence's file, as written
    N_("CMYK colours converted through, and embedded as, ISO Coated v2 300% (basICColor), copyright 2007-2010 "
       "basICColor GmbH, zlib licence; the licence text ships in {file}."),
)
PROFILE_LICENCE = "profiles/ISOcoated_v2_300_bas.txt"


def credits_paragraphs(icon_names: list[str] | None = None, cmyk: bool = False) -> list[tuple[str, str]]:
    """(heading, text) pairs for a credits page: icons by artist, then fonts, then (``cmyk``: a file whose
    colours went through it) the press profile, in the current language (the artists' lines as written).

    With ``icon_names``, only the artists of those icons are listed.
    """
    out = [
        (
            # i18n: the credits' heading over the icons' artists
            _("Icons"),
            _("Icons from game-icons.net, licensed under Creative Commons Attribution 3.0 "
              "(https://creativecommons.org/licenses/by/3.0/). Recoloured and resized by pnp."),
        )
    ]
    for credit in credits(icon_names):
        out.append(("", credit_line(credit.artist, credit.icons)))
    seen = set()
    for info in printed_fonts():
        if info.family in seen:
            continue
        seen.add(info.family)
        out.append(
            # i18n: {family} is a font's name (Lato...), {author} its designers, {file} the licence's file
            (_("Font: {family}").format(family=info.family),
             _("By {author}. SIL Open Font License 1.1; the licence text ships in {file}.").format(
                 author=info.author, file=f"fonts/{info.licence.name}"))
        )
    if cmyk:
        out.append((_(PROFILE_CREDIT[0]), _(PROFILE_CREDIT[1]).format(file=PROFILE_LICENCE)))
    return out


def credit_line(artist: str, icons: tuple[str, ...]) -> str:
    """An artist's line of the credits: the artist's name and the icons' names, as written in every language."""
    return f"{artist}: {', '.join(icons)}."


def _squeezed(text: str) -> str:
    """``text`` with its white space as one space, and a word broken at a line's end (hyphenated) joined."""
    return re.sub(r"\s+", " ", re.sub(r"[-\u00ad]\s*$", "", text)).strip()


@lru_cache(maxsize=1)
def _quoted() -> tuple[str, ...]:
    """Every text the credits quote as written: each font's licence, each artist's line of names."""
    from pnp.fonts import licence_text

    licences = {_squeezed(licence_text(info)) for info in _every_face()}
    names = {credit_line(c.artist, c.icons) for c in credits()}
    return tuple(sorted(licences | names))


@lru_cache(maxsize=1)
def _names() -> tuple[str, ...]:
    """The names the credits print as written inside pnp's own sentences, longest first: the fonts' families,
    their authors, their licences' files, the icons' artists and the icons' names."""
    fonts = [n for info in _every_face() for n in (info.family, info.author, f"fonts/{info.licence.name}")]
    icons = [n for c in credits() for n in (c.artist, *c.icons)]
    return tuple(sorted(set(fonts + icons + [PROFILE_LICENCE]), key=lambda n: (-len(n), n)))


def without_names(text: str) -> str:
    """``text`` with the names it quotes as written (:func:`_names`: fonts, their authors and licence files,
    artists, icons) taken out: what is left is pnp's own words, which the catalog translates."""
    for name in _names():
        if name in text:
            text = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", " ", text)
    return text


def verbatim(text: str) -> bool:
    """Whether a printed ``text`` (a line, a paragraph or a piece of one split over lines or pages) is quoted as
    written in every language: part of a font's licence text or of an artist's line of names. Nothing pnp
    writes itself is: only the licences and the names."""
    piece = _squeezed(text)
    if not piece:
        return False
    if any(piece in quoted for quoted in _quoted()):
        return True
    # an artist's line for some of the artist's icons only (the kit's own): "Name: a, b." of that artist's icons
    artist, _colon, icons = piece.partition(": ")
    drawn = {i: c.icons for c in credits() for i in (c.artist,)}.get(artist, ())
    return bool(icons) and all(i in drawn for i in icons.removesuffix(".").split(", "))


def _every_face() -> list:
    """Every font and its extended face: whichever a page in any language credits."""
    return [face for info in all_fonts() for face in (info, info.extension()) if face is not None]
