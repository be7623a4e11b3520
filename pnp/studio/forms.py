"""The studio's forms: what each door offers, and a filled form read into the order the command line makes.

A form is a JSON object whose keys are the command line's option names without their dashes (``paper``,
``paper-type``, ``variant``...), so a refusal, in the command line's own words (``--trim: ...``), is shown beside
the field it names. Only the bundled presets, themes, papers and card sizes are offered, and only those are
taken: a form never names a file on the machine (``pnp kit --preset FILE`` may; a web page may not).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pnp.errors import PnpError
from pnp.studio.words import CHOICE_WORDS

FLAG = re.compile(r"--([a-z][a-z-]*)")
PAPERS = ("a4", "letter")  # what a home printer takes (the command line knows more: pnp kit --paper a3)
MAX_SEED = 2**63 - 1
TEXT_LIMIT = 400  # characters of any text field (the book's own limits are shorter, and named in its words)


@dataclass(frozen=True)
class Problem:
    """A refused choice: the field it is beside ("form" when it names none), and the command line's line."""

    field: str
    message: str


class FormError(PnpError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def problem_of(error: PnpError, fields: tuple[str, ...]) -> Problem:
    """Where a refusal goes: the first option it names that the form has, else the form as a whole."""
    if isinstance(error, FormError):
        return Problem(error.field, str(error))
    message = " ".join(str(error).split())
    for flag in FLAG.findall(message):
        if flag in fields:
            return Problem(flag, message)
    for name in fields:  # "unknown paper 'x'", "unknown theme 'x'": the loaders' own words name no option
        if re.search(rf"\bunknown {re.escape(name)}\b", message):
            return Problem(name, message)
    return Problem("form", message)


# --- reading a form's values ------------------------------------------------------------------------------

def _form(data: object) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise FormError("form", "request: the form must be a JSON object")
    form = data.get("form")
    if not isinstance(form, dict):
        raise FormError("form", "request: form: expected an object of the form's fields")
    return form


def _choice(form: dict, name: str, choices: tuple[str, ...] | list[str], default: str | None = None) -> str | None:
    value = form.get(name, default)
    if value in (None, "") and default is None:
        return None
    if value not in choices:
        raise FormError(name, f"--{name} {value!r}: choose one of {', '.join(choices)}")
    return str(value)


def _number(form: dict, name: str, low: int, high: int, default: int | None = None) -> int | None:
    value = form.get(name, default)
    if value is None or value == "":
        if default is None:
            return None
        value = default
    if isinstance(value, str) and re.fullmatch(r"[0-9]{1,19}", value.strip()):
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int):
        raise FormError(name, f"--{name}: {value!r} is not a whole number")
    if not low <= value <= high:
        raise FormError(name, f"--{name} {value}: not in the range {low} to {high}")
    return value


def _flag(form: dict, name: str, default: bool) -> bool:
    value = form.get(name, default)
    if not isinstance(value, bool):
        raise FormError(name, f"--{name}: expected true or false")
    return value


def _text(form: dict, name: str, default: str = "") -> str:
    value = form.get(name, default)
    if not isinstance(value, str):
        raise FormError(name, f"--{name}: expected text")
    if len(value) > TEXT_LIMIT:
        raise FormError(name, f"--{name}: {len(value)} characters; at most {TEXT_LIMIT}")
    return value


def _lang(form: dict) -> str:
    from pnp.i18n.catalogs import languages

    return _choice(form, "lang", languages(), "en") or "en"


# --- the print-a-game door ----------------------------------------------------------------------------------

def kit_fields() -> tuple[str, ...]:
    from pnp.registry import kit_options

    return ("game", "players", "paper", "preset", "theme", "card-size", "seed", "lang",
            *(flag.lstrip("-") for flag, (option, _o) in kit_options().items() if _in_form(option)))


def _in_form(option) -> bool:
    """A game's kit option the form offers: a choice or a yes/no (a design file is the command line's)."""
    return bool(option.choices) or option.type is bool


def check_kit(data: object) -> tuple[Any, str]:
    """The kit order of a filled form and its language, once every check ``pnp kit`` makes before its work has
    passed (:class:`FormError` or the order's own refusal: a part the paper cannot hold...)."""
    from pnp.catalog import card_sizes
    from pnp.kits.order import kit_order, prepared_kits
    from pnp.layout.presets import available as presets
    from pnp.registry import kit_games, kit_options
    from pnp.themes.files import available as themes

    form = _form(data)
    games = form.get("game")
    if not isinstance(games, list) or not games or not all(isinstance(g, str) for g in games):
        raise FormError("game", "--game: choose at least one game")
    for g in games:
        if g not in kit_games():
            raise FormError("game", f"--game: unknown game {g!r} (choose from {', '.join(kit_games())})")
    values: dict[str, Any] = {}
    for flag, (option, _owners) in kit_options().items():
        name = flag.lstrip("-")
        if not _in_form(option) or name not in form:
            continue
        values[option.dest] = _flag(form, name, bool(option.default)) if option.type is bool \
            else _choice(form, name, option.choices, option.default)
    order = kit_order(",".join(dict.fromkeys(games)), _number(form, "players", 1, 8, 4) or 4,
                      _choice(form, "paper", PAPERS), _choice(form, "preset", presets(), "home") or "home",
                      _choice(form, "theme", themes()), _choice(form, "card-size", list(card_sizes())),
                      _number(form, "seed", 0, MAX_SEED, 1) or 0, values)
    prepared_kits(order)
    return order, _lang(form)


# --- the make-a-book door -----------------------------------------------------------------------------------

BOOK_FIELDS = ("trim", "service", "bleed", "paper-type", "ink", "interior", "paper", "title", "subtitle", "author",
               "copyright", "isbn", "puzzles", "maze-sizes", "levels", "credit-line", "cover", "theme", "seed",
               "lang")


def book_request(data: object) -> tuple[Any, str]:
    """The book's options and theme of a filled form, every option checked, and its language."""
    from pnp.book.order import INTERIORS, BookChoices, book_order
    from pnp.book_catalog import PAPER_TYPES, services, trims
    from pnp.i18n import language
    from pnp.themes.files import available as themes

    form = _form(data)
    interior = _choice(form, "interior", INTERIORS, "single") or "single"
    title = _text(form, "title")
    choices = BookChoices(
        puzzles=_text(form, "puzzles") or None, maze_sizes=_text(form, "maze-sizes") or None,
        levels=_number(form, "levels", 1, 5, 4) or 4, trim=_choice(form, "trim", list(trims()), "6x9") or "6x9",
        interior=interior, service=_choice(form, "service", list(services())),
        bleed=_flag(form, "bleed", False), paper_type=_choice(form, "paper-type", PAPER_TYPES, "white") or "white",
        ink=_choice(form, "ink", ("black", "colour")),
        paper=_choice(form, "paper", PAPERS) if interior == "saddle-stitch" else None,
        title=title if title.strip() else None, subtitle=_text(form, "subtitle"), author=_text(form, "author"),
        copyright=_text(form, "copyright"), isbn=_text(form, "isbn"), credit=_flag(form, "credit-line", True),
        cover=_flag(form, "cover", True), seed=_number(form, "seed", 0, MAX_SEED),
        theme=_choice(form, "theme", themes()))
    lang = _lang(form)
    with language(lang):  # the default title is the book's language's
        return book_order(choices), lang


# --- what the doors offer -----------------------------------------------------------------------------------

def offered(code: str = "en") -> dict:
    """Every choice the two doors offer, with its words in ``code`` (the page's language), for the page to build
    its forms from. Names that are names everywhere (the languages in their own words, papers, trims) are as
    written."""
    from pnp.book.mix import DEFAULT_PUZZLES
    from pnp.book_catalog import PAPER_TYPES, services, trims
    from pnp.catalog import card_sizes
    from pnp.catalog import paper as find_paper
    from pnp.i18n import _, language
    from pnp.i18n.catalogs import language_info, languages
    from pnp.layout.presets import available as presets
    from pnp.layout.presets import load_preset
    from pnp.registry import game, kit_games, kit_options
    from pnp.themes.files import available as themes
    from pnp.themes.files import load_theme

    def game_entry(name: str) -> dict:
        g = game(name)
        box = g.box
        return {"name": name, "title": _(g.title), "box": _(box.title if box else g.title),
                "tagline": _(box.tagline) if box else "",
                "players": list(box.players) if box else None, "ages": box.ages if box else None,
                "minutes": list(box.minutes) if box else None}

    def theme_entry(name: str) -> dict:
        settings = load_theme(name).settings
        return {"name": name, "label": _(settings.name), "about": _(settings.description)}

    def words_of(choice: str) -> str:
        return _(CHOICE_WORDS[choice]) if choice in CHOICE_WORDS else choice

    with language(code):
        options = [{"name": flag.lstrip("-"), "help": option.help, "games": list(owners),
                    "kind": "flag" if option.type is bool else "choice", "choices": list(option.choices),
                    "labels": {c: words_of(c) for c in option.choices}, "default": option.default}
                   for flag, (option, owners) in kit_options().items() if _in_form(option)]
        return {
            "games": [game_entry(n) for n in kit_games()],
            "kit_options": options,
            "papers": [{"name": p, "label": find_paper(p).name} for p in PAPERS],
            "presets": [{"name": p, "label": _(load_preset(p).name)} for p in presets()],
            "themes": [theme_entry(t) for t in themes()],
            "card_sizes": [{"name": n, "label": _(c.name)} for n, c in card_sizes().items()],
            "languages": [{"code": c, "label": language_info(c).name} for c in languages()],
            "trims": [{"name": k, "label": t.name, "services": list(t.services)} for k, t in trims().items()],
            "services": [{"name": k, "label": _(s.name)} for k, s in services().items()],
            "paper_types": [{"name": p, "label": words_of(p)} for p in PAPER_TYPES],
            "default_puzzles": DEFAULT_PUZZLES,
        }
