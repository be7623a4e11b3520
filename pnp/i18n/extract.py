"""The template and the check: every printed string of the code and the data files, and what each catalog lacks.

The template (``locales/pnp.pot``) is extracted with Babel from the code (the gettext calls of :mod:`pnp.i18n`,
with any ``# i18n:`` comment above one for the translator) and from the data files' printed keys
(:mod:`pnp.i18n.data`). :func:`update` writes it and merges it into every language's PO file, as ``pybabel
update`` would; :func:`problems` is what ``pnp translations check`` reports.
"""

from __future__ import annotations

import datetime as dt
import io
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pnp.i18n.catalogs import languages, po_path, read_catalog
from pnp.i18n.data import DATA_FILES, strings
from pnp.resources import locales_dir

KEYWORDS = {"_": None, "gettext": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
            "npgettext": ((1, "c"), 2, 3)}
COMMENT_TAG = "i18n:"
PROJECT = "pnp"
# a fixed date: the template changes only when a string does, so a diff shows what a translator must do
STAMP = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
_PACKAGE = Path(__file__).resolve().parent.parent
_PLACEHOLDER = re.compile(r"\{[a-z_][a-z_0-9]*\}|%\([a-z_]+\)[sd]")


def template():  # -> babel.messages.Catalog
    """Every printed string, as the code and the data files hold them now."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    catalog = Catalog(project=PROJECT, creation_date=STAMP, revision_date=STAMP, fuzzy=False,
                      msgid_bugs_address="", copyright_holder="the pnp authors")
    method_map = [("**.py", "python")]
    for name, lineno, message, comments, context in extract_from_dir(
            str(_PACKAGE), method_map, keywords=KEYWORDS, comment_tags=(COMMENT_TAG,), strip_comment_tags=True):
        catalog.add(message, None, [(f"pnp/{Path(name).as_posix()}", lineno)], auto_comments=comments,
                    context=context)
    for relative, keys in DATA_FILES.items():
        path = _PACKAGE / relative
        text = path.read_text(encoding="utf-8")
        for where, string in strings(tomllib.loads(text), keys):
            catalog.add(string, None, [(f"pnp/{relative}", _line_of(text, string))], auto_comments=[where])
    _presets(catalog)
    return catalog


def _presets(catalog) -> None:
    """The bundled printer presets' names, which a kit's contents and README.txt print (a user's own preset's
    name is not in the catalog and prints as written)."""
    from pnp.resources import bundled_layouts_dir

    root = bundled_layouts_dir()
    for path in sorted((root / "presets").glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        name = tomllib.loads(text).get("preset", {}).get("name")
        if isinstance(name, str) and name.strip():
            catalog.add(name, None, [(f"layouts/presets/{path.name}", _line_of(text, name))],
                        auto_comments=["a printer preset's name: what the kit was printed with"])


def _line_of(text: str, string: str) -> int:
    """The line a string starts on in its TOML file (its first words, as a basic or multi-line string holds them)."""
    probe = string.split("\n")[0][:40].replace("\\", "\\\\").replace('"', '\\"')
    at = text.find(probe)
    return text.count("\n", 0, at) + 1 if at >= 0 else 1


def _write(catalog, path: Path, **options: Any) -> None:
    """Write a catalog as Babel writes PO files, only when its bytes change (atomic: never half a file)."""
    from babel.messages.pofile import write_po

    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_by_file=False, include_previous=True, **options)
    data = buffer.getvalue()
    if not path.exists() or path.read_bytes() != data:
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)


def update(prune: bool = False) -> list[str]:
    """Write the template and merge it into each language's PO file (new strings empty, changed ones fuzzy,
    gone ones kept at the end as obsolete for a translator to reuse, unless ``prune``); the languages merged."""
    fresh = template()
    _write(fresh, locales_dir() / "pnp.pot", omit_header=False)
    merged = []
    for code in languages()[1:]:
        catalog = read_catalog(po_path(code), code)
        catalog.update(fresh, no_fuzzy_matching=False, update_header_comment=False)
        catalog.revision_date = STAMP
        _write(catalog, po_path(code), ignore_obsolete=prune)
        merged.append(code)
    return merged


@dataclass(frozen=True)
class Problem:
    """One thing a catalog lacks or gets wrong: kind (missing, fuzzy, unused, placeholders, template) and where."""

    code: str
    kind: str
    message: str
    detail: str = ""

    def line(self) -> str:
        shown = " ".join(self.message.split())
        shown = shown if len(shown) <= 70 else shown[:67] + "..."
        return f"{self.code}: {self.kind}: {shown!r}" + (f" ({self.detail})" if self.detail else "")


def placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


def _forms(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string or ""]


def _ids(message) -> list[str]:
    return list(message.id) if isinstance(message.id, (list, tuple)) else [message.id]


def _placeholder_problem(message) -> str:
    """Where a translation's placeholders differ from the English: a form of a plural has the plural's (the first
    form may have the singular's instead, "one point" in a language whose first form is 1 alone)."""
    ids = _ids(message)
    for i, form in enumerate(_forms(message)):
        have = placeholders(form)
        allowed = [placeholders(ids[-1])] + ([placeholders(ids[0])] if i == 0 else [])
        if form and have not in allowed:
            return f"form {i}: {' '.join(sorted(have)) or 'none'} where the English has {' '.join(sorted(allowed[0]))}"
    return ""


def _plural_forms(code: str) -> str:
    """The Plural-Forms header CLDR gives ``code`` (Babel's), "" for a code it does not know."""
    from babel.core import UnknownLocaleError
    from babel.messages.plurals import get_plural

    try:
        return get_plural(code).plural_forms
    except (UnknownLocaleError, ValueError):
        return ""


def problems(codes: list[str] | None = None) -> list[Problem]:
    """What ``pnp translations check`` reports for ``codes`` (every language without): a stale template, and
    each catalog's missing, fuzzy and unused entries and placeholders that differ from the English."""
    from babel.messages.pofile import read_po

    fresh = template()
    found: list[Problem] = []
    pot = locales_dir() / "pnp.pot"
    if pot.exists():
        with pot.open("rb") as handle:
            saved = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in read_po(handle) if m.id}
    else:
        saved = set()
    current = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in fresh if m.id}
    if saved != current:
        found.append(Problem("pnp.pot", "template", "the template is not the code's strings",
                             f"{len(current - saved)} new, {len(saved - current)} gone: run pnp translations update"))
    for code in codes or list(languages()[1:]):
        catalog = read_catalog(po_path(code), code)
        if (wanted := _plural_forms(code)) and catalog.plural_forms != wanted:
            found.append(Problem(code, "header", "Plural-Forms", f"{catalog.plural_forms} where CLDR says {wanted}"))
        for message in fresh:
            if not message.id:
                continue
            mine = catalog.get(message.id, context=message.context)
            if mine is None or not all(_forms(mine)):
                found.append(Problem(code, "missing", _ids(message)[0]))
            elif mine.fuzzy:
                found.append(Problem(code, "fuzzy", _ids(message)[0]))
            elif detail := _placeholder_problem(mine):
                found.append(Problem(code, "placeholders", _ids(message)[0], detail))
        for message in catalog:
            if message.id and fresh.get(message.id, context=message.context) is None:
                found.append(Problem(code, "unused", _ids(message)[0]))
        for message in catalog.obsolete.values():
            found.append(Problem(code, "unused", _ids(message)[0], "obsolete"))
    return found
