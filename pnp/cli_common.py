"""Option parsing and reporting the command modules share (light: on the `pnp --help` path)."""

from __future__ import annotations

from typing import Callable, Protocol, Sequence

import click

from pnp.errors import PnpError


class Report(Protocol):
    def lines(self) -> list[str]: ...

    def to_json(self) -> dict: ...


def choice_list(option: str, text: str, choices: Sequence[str], noun: str, offer_all: bool = True) -> list[str]:
    """A comma-separated list of ``choices`` ("all": every one); an unknown name is a user error.

    ``offer_all``: whether the error message mentions "all".
    """
    if text == "all":
        return list(choices)
    names = [n.strip() for n in text.split(",") if n.strip()]
    for name in names:
        if name not in choices:
            raise PnpError(f"{option}: unknown {noun} {name!r} (choose from {', '.join(choices)}"
                           f"{', or all' if offer_all else ''})")
    return names


def report_model(report: Report | None, key: str, model_json: Callable[[], dict]) -> Callable[[], dict]:
    """Print a report's lines on stderr (stdout lists the files written); the model's JSON with the report under ``key``."""
    if report is None:
        return model_json
    for line in report.lines():
        click.echo(line, err=True)
    return lambda: model_json() | {key: report.to_json()}
