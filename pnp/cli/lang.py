"""``--lang``: the language of what a command prints, offered by every command that draws pages.

One option added to each printing command here, rather than declared in each: the command runs inside
:func:`pnp.i18n.language`, so everything it draws (and every process it starts) prints in that language. Without
``--lang`` a command takes its preset's ``lang``, else English. What the command says on the terminal stays
English (docs/translations.md).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import click

from pnp.errors import PnpError

# the commands that draw pages a player prints or plays (score, simulate and verify only report on the terminal)
PRINTING = ("book", "booklet", "edit", "kit", "maze-tiles", "minigames", "notebook", "objectives", "path-cards",
            "proof", "render", "sheet", "solve", "export tts")


def _help() -> str:
    from pnp.i18n.catalogs import languages

    return (f"Language of every printed word: {', '.join(languages())} (default: the preset's lang, else en). "
            "Messages on the terminal stay English.")


def _chosen(given: str | None, values: dict[str, Any]) -> str:
    from pnp.i18n import PSEUDO, SOURCE
    from pnp.i18n.catalogs import languages

    if given is not None:  # qps, the pseudo-language, is there for testing layouts (docs/translations.md)
        if given not in (*languages(), PSEUDO):
            raise PnpError(f"--lang {given!r}: no such language (known: {', '.join(languages())})")
        return given
    preset = values.get("preset")
    if preset is None and "preset" in values:
        return SOURCE
    if isinstance(preset, str):
        from pnp.layout.presets import load_preset

        return load_preset(preset).lang or SOURCE
    return SOURCE


def _wrap(callback: Callable[..., Any], has_preset: bool) -> Callable[..., Any]:
    @functools.wraps(callback)
    def run(*args: Any, lang: str | None = None, **values: Any) -> Any:
        from pnp.i18n import language, set_language

        code = _chosen(lang, values if has_preset else {})
        with language(code):  # this context, and (for the threads a command starts: the editor's) the process
            before = set_language(code)
            try:
                return callback(*args, **values)
            finally:
                set_language(before)

    return run


def _command(cli: click.Group, path: str) -> click.Command:
    command: click.Command = cli
    for name in path.split():
        assert isinstance(command, click.Group), path
        found = command.commands.get(name)
        assert found is not None, f"--lang: no command {path!r}"
        command = found
    return command


def add_lang_option(cli: click.Group) -> None:
    """Give every printing command its ``--lang``."""
    for path in PRINTING:
        command = _command(cli, path)
        assert command.callback is not None
        has_preset = any(p.name == "preset" for p in command.params)
        command.params.append(click.Option(["--lang"], default=None, metavar="CODE", help=_help()))
        command.callback = _wrap(command.callback, has_preset)
