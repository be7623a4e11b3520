"""Which minigames there are: every module of :mod:`pnp.games.minigames.puzzles`, in the order their specs give.

No list of minigames is kept anywhere: a new module in that package is a new
minigame (see "Adding a minigame" in docs/ARCHITECTURE.md). A minigame of
one's own, outside the package, is a module named in the environment
variable ``PNP_MINIGAMES`` (importable names, comma separated): it joins the
package's in every command, worker process, kit and book. Each module is
checked against the contract (:class:`pnp.minigame.Minigame`) when first
imported. Two ways to read the specs:

- :func:`specs`, :func:`module`: import the minigame modules (to generate,
  verify or draw a tile);
- :func:`declared`: read each module's ``SPEC`` from its source without
  importing it, so that building the CLI (``pnp --help``) stays instant and
  loads no drawing or geometry library. A test checks both give the same.

This module is light: it imports the minigame modules only when asked.
"""

from __future__ import annotations

import ast
import importlib
import importlib.abc
import importlib.util
import os
import pkgutil
import re
from collections.abc import Sequence
from functools import cache
from typing import TypeVar, cast

from pnp.contract import check
from pnp.errors import PnpError
from pnp.minigame import Minigame, MinigameSpec

PACKAGE = "pnp.games.minigames.puzzles"
PLUG_INS = "PNP_MINIGAMES"  # modules of minigames of one's own, comma separated
_SPEC_START = re.compile(r"^SPEC = MinigameSpec\(", re.MULTILINE)
_MODULE_NAME = re.compile(r"^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$")
T = TypeVar("T")


def module_names() -> list[str]:
    """The names of the modules in the puzzles package (found on disk, not imported)."""
    package = importlib.import_module(PACKAGE)
    return sorted(info.name for info in pkgutil.iter_modules(package.__path__))


def plug_ins() -> list[str]:
    """The modules ``PNP_MINIGAMES`` names, each checked to be a module name and importable."""
    names = [n.strip() for n in os.environ.get(PLUG_INS, "").split(",") if n.strip()]
    for name in names:
        if not _MODULE_NAME.match(name):
            raise PnpError(f"{PLUG_INS}: {name!r} is not a module name (write package.module, comma separated)")
        if importlib.util.find_spec(name) is None:
            raise PnpError(f"{PLUG_INS}: no module {name!r} on the Python path")
    return names


def full_names() -> list[str]:
    """Every minigame module's full name: the package's, then the plug-ins'."""
    return [f"{PACKAGE}.{name}" for name in module_names()] + plug_ins()


def _in_order(found: Sequence[tuple[MinigameSpec, T]]) -> list[T]:
    """``found`` sorted by the specs' order, after checking the specs tell the minigames apart."""
    for field in ("type", "name", "prefix", "order"):
        values = [getattr(s, field) for s, _ in found]
        twice = sorted({repr(v) for v in values if values.count(v) > 1})
        if twice:
            raise AssertionError(f"two minigames declare the same {field}: {', '.join(twice)}")
    return [item for _, item in sorted(found, key=lambda f: f[0].order)]


@cache
def modules() -> tuple[Minigame, ...]:
    """Every minigame module, imported and checked against the contract, in order."""
    found = []
    for full in full_names():
        m = importlib.import_module(full)
        spec = getattr(m, "SPEC", None)
        if not isinstance(spec, MinigameSpec):
            raise AssertionError(f"{full} declares no SPEC = MinigameSpec(...)")
        if spec.type != full.rpartition(".")[2]:
            raise AssertionError(f"{full} declares the type {spec.type!r}; it must be the module's name")
        try:
            check(m, Minigame, f"the minigame {full}")
        except TypeError as err:  # a plug-in of the user's is the user's to fix: one line, no traceback
            if full.startswith(f"{PACKAGE}."):
                raise
            raise PnpError(f"{PLUG_INS}: {err}") from None
        found.append((spec, cast(Minigame, m)))
    return tuple(_in_order(found))


def specs() -> tuple[MinigameSpec, ...]:
    """Every minigame's spec, in order."""
    return tuple(m.SPEC for m in modules())


def types() -> tuple[str, ...]:
    """Every minigame's type name, in order: what ``--type all`` and a full set hold."""
    return tuple(s.type for s in specs())


@cache
def _by_type() -> dict[str, Minigame]:
    return {m.SPEC.type: m for m in modules()}


def module(type_name: str) -> Minigame:
    """The module of one minigame; an unknown name is a user error that lists the known ones."""
    found = _by_type().get(type_name)
    if found is None:
        raise PnpError(f"unknown minigame {type_name!r} (one of {', '.join(types())})")
    return found


def spec(type_name: str) -> MinigameSpec:
    return module(type_name).SPEC


def _read_spec(source: str, where: str) -> MinigameSpec:
    """The ``SPEC = MinigameSpec(...)`` statement of a module's source, evaluated as literals."""
    start = _SPEC_START.search(source)
    if start is None:
        raise AssertionError(f"{where} declares no SPEC = MinigameSpec(...) at the start of a line")
    lines = source[start.start():].splitlines()
    for end in range(1, len(lines) + 1):  # the statement ends at the first line where it parses
        try:
            statement = ast.parse("\n".join(lines[:end])).body[0]
        except SyntaxError:
            continue
        if not (isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Call)):
            raise AssertionError(f"{where}: write SPEC = MinigameSpec(...) as one assignment of the call alone")
        call = statement.value
        if call.args or not all(k.arg for k in call.keywords):
            raise AssertionError(f"{where}: write SPEC with keyword arguments only")
        try:
            return MinigameSpec(**{k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg})
        except ValueError:
            raise AssertionError(f"{where}: write SPEC with literal values (pnp --help reads it without "
                                 "importing the module)") from None
    raise AssertionError(f"{where}: SPEC = MinigameSpec(... does not parse")


@cache
def declared() -> tuple[MinigameSpec, ...]:
    """Every minigame's spec read from its source without importing the module, in order (for ``pnp --help``)."""
    found = []
    for full in full_names():
        found_spec = importlib.util.find_spec(full)
        loader = found_spec.loader if found_spec else None
        source = loader.get_source(full) if isinstance(loader, importlib.abc.InspectLoader) else None
        if source is None:
            raise AssertionError(f"no source found for {full}")
        spec_ = _read_spec(source, full)
        found.append((spec_, spec_))
    return tuple(_in_order(found))


def declared_types() -> tuple[str, ...]:
    return tuple(s.type for s in declared())


def forget() -> None:
    """Forget what was discovered (for tests that add a minigame module while running)."""
    for cached in (modules, _by_type, declared):
        cached.cache_clear()
