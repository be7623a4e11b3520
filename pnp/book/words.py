"""The words a book's options put on its pages (title, subtitle, author, copyright line, ISBN), checked
before any puzzle is made: a length the title page and the spine can hold, no control characters, and an
ISBN whose check digit is right (ISBN-10 or ISBN-13, printed as given, hyphens and all)."""

from __future__ import annotations

import unicodedata

from pnp.book.mix import ASCII_DIGITS, shown
from pnp.errors import PnpError

LIMITS = {"title": 60, "subtitle": 100, "author": 60, "copyright": 160}


def checked_text(option: str, text: str) -> str:
    """``text`` stripped, or a one-line refusal naming ``--option``."""
    text = text.strip()
    limit = LIMITS[option]
    if len(text) > limit:
        raise PnpError(f"--{option}: {len(text)} characters; a book's {option} holds at most {limit}")
    bad = [c for c in text if unicodedata.category(c).startswith("C")]
    if bad:
        raise PnpError(f"--{option}: contains the control character {bad[0]!r}; use printable text")
    if option == "title" and not text:
        raise PnpError("--title: a book needs a title")
    return text


def checked_isbn(text: str) -> str:
    """The ISBN as given (stripped), refused in one line when its digits or check digit are wrong."""
    text = text.strip()
    if not text:
        return ""
    digits = text.replace("-", "").replace(" ", "").upper()
    if digits.startswith("ISBN"):
        raise PnpError(f"--isbn {shown(text)}: give the number only (the page prints 'ISBN' before it)")
    if len(digits) > 13 or not set(digits[:-1]) <= ASCII_DIGITS or not set(digits[-1:]) <= ASCII_DIGITS | {"X"}:
        # ASCII digits only: str.isdigit is true of "²", which int() then refuses
        raise PnpError(f"--isbn {shown(text)}: an ISBN has 13 digits 0 to 9 (or 10, the last may be X), "
                       "hyphens allowed")
    if len(digits) == 13 and set(digits) <= ASCII_DIGITS:
        total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits[:12]))
        if (10 - total % 10) % 10 != int(digits[12]):
            raise PnpError(f"--isbn {text}: the check digit is wrong (an ISBN-13 ends in "
                           f"{(10 - total % 10) % 10} here)")
        return text
    if len(digits) == 10:  # nine ASCII digits and a digit or X, as checked above
        total = sum(int(d) * (10 - i) for i, d in enumerate(digits[:9]))
        check = (11 - total % 11) % 11
        if (10 if digits[9] == "X" else int(digits[9])) != check:
            raise PnpError(f"--isbn {text}: the check digit is wrong (an ISBN-10 ends in "
                           f"{'X' if check == 10 else check} here)")
        return text
    raise PnpError(f"--isbn {shown(text)}: an ISBN has 13 digits (or 10, the last may be X), hyphens allowed")
