"""The pseudo-language's catalog: every message of the template pseudo-localised, placeholders kept.

Printing a kit in it shows two things at once: where a layout does not hold a longer language (the layout
check), and which printed words never went through the catalog (any English word left: :func:`escaped`).
"""

from __future__ import annotations

from gettext import NullTranslations

from pnp.i18n.pseudo import pseudo_message


class PseudoTranslations(NullTranslations):
    """gettext's interface, answering every message pseudo-localised (plural: the form ``n`` takes in English)."""

    def gettext(self, message: str) -> str:
        return pseudo_message(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo_message(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo_message(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo_message(msgid1 if n == 1 else msgid2)
