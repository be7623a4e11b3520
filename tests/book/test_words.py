"""The words a book's options print: ISBN check digits, lengths, control characters; and the copyright
page prints them."""

from __future__ import annotations

import pytest

from pnp.book.words import LIMITS, checked_isbn, checked_text
from pnp.errors import PnpError


@pytest.mark.parametrize("isbn", ["978-1-4028-9462-6", "9783161484100", "0-306-40615-2", "0-8044-2957-X"])
def test_valid_isbns_are_kept_as_written(isbn):
    assert checked_isbn(f" {isbn} ") == isbn


@pytest.mark.parametrize("isbn, needle", [("978-1-4028-9462-7", "ends in 6"), ("0-306-40615-3", "ends in 2"),
                                          ("12345", "13 digits"), ("ISBN 9783161484100", "number only"),
                                          ("978316148410X", "13 digits")])
def test_a_wrong_isbn_is_refused_naming_why(isbn, needle):
    with pytest.raises(PnpError, match=needle):
        checked_isbn(isbn)


def test_texts_are_bounded_and_printable():
    assert checked_text("author", "  Ada  ") == "Ada"
    with pytest.raises(PnpError, match="at most 60"):
        checked_text("title", "x" * (LIMITS["title"] + 1))
    with pytest.raises(PnpError, match="control character"):
        checked_text("subtitle", "a\x00b")
    with pytest.raises(PnpError, match="needs a title"):
        checked_text("title", "   ")


def test_the_copyright_page_prints_the_line_and_the_isbn():
    from pnp.book.front_pages import copyright_pages
    from pnp.book.model import BookInfo
    from pnp.scene.model import Text
    from pnp.scene.walk import iter_items

    info = BookInfo(title="T", author="Ada", copyright="© 2026 Ada. All rights reserved.", isbn="9783161484100")
    (page,) = copyright_pages(info, ["rat"], (95.0, 160.0))
    words = " ".join(i.text for i in iter_items(page.items) if isinstance(i, Text))
    assert "© 2026 Ada. All rights reserved." in words and "ISBN 9783161484100" in words
