"""``pnp translations``: the catalogs' template brought up to date, and each language checked."""

from __future__ import annotations

import sys

import click

from pnp.errors import PnpError


def register(cli: click.Group) -> None:
    @cli.group()
    def translations() -> None:
        """The translation catalogs (locales/): update the template, check a language.

        See docs/translations.md to add or review a language.
        """

    @translations.command()
    @click.argument("lang", required=False)
    def check(lang) -> None:
        """Report each catalog's missing, fuzzy and unused entries and placeholders that differ from the English
        (LANG: one language; default: all). Exit status 1 when anything is reported."""
        from pnp.i18n.catalogs import languages
        from pnp.i18n.extract import problems

        known = languages()[1:]
        if lang is not None and lang not in known:
            raise PnpError(f"translations check {lang!r}: no such catalog (known: {', '.join(known)})")
        found = problems([lang] if lang else None)
        for problem in found:
            click.echo(problem.line())
        checked = [lang] if lang else list(known)
        click.echo(f"{len(found)} problem(s) in {', '.join(checked)}", err=True)
        if found:
            sys.exit(1)

    @translations.command()
    @click.option("--prune", is_flag=True, help="Drop the obsolete entries (strings gone from the code) too.")
    def update(prune) -> None:
        """Extract every printed string into locales/pnp.pot and merge it into each language's pnp.po (new
        strings empty, changed ones fuzzy, gone ones obsolete: kept at the end for reuse unless --prune)."""
        from pnp.i18n.extract import update as run

        merged = run(prune)
        click.echo(f"locales/pnp.pot written; merged into {', '.join(merged) or 'no language yet'}")
