"""Typed references to what a game offers, imported when first used and checked against its contract then.

A game's declaration must stay light (``pnp --help`` builds a command from every game without loading a
drawing or solving library), so it names its functions where they live instead of importing them. A
:class:`Ref` is that name with a type: the field it fills says what it must be (``Ref[KitMaker]``), mypy
checks every use of what it loads, and :meth:`Ref.load` checks the loaded object against the Protocol the
field stands for (every member present, every method taking the arguments the contract passes), so a wrong
or misspelt target fails in one line naming it and what is missing, not later inside a kit.
"""

from __future__ import annotations

import importlib
import inspect
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast

T = TypeVar("T")


def _positional(member: Any) -> int:
    """How many positional arguments the contract passes to a method (``self`` not counted)."""
    try:
        params = list(inspect.signature(member).parameters.values())
    except (TypeError, ValueError):
        return 0
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    return sum(1 for p in params[1:] if p.kind in kinds and p.default is inspect.Parameter.empty)


def _takes(found: Any, count: int) -> bool:
    """Whether ``found`` can be called with ``count`` positional arguments."""
    try:
        inspect.signature(found).bind(*([None] * count))
    except TypeError:
        return False
    except ValueError:  # a builtin without a signature: trust it
        return True
    return True


def members(protocol: type) -> list[str]:
    """The members a Protocol declares (methods and attributes), in the order it declares them."""
    names: list[str] = []
    for base in reversed(protocol.__mro__):
        if base in (object, Protocol, Generic) or not getattr(base, "_is_protocol", False):
            continue
        for name in [*vars(base), *getattr(base, "__annotations__", {})]:
            if (not name.startswith("_") or name == "__call__") and name not in names:
                names.append(name)
    return names


def problems(found: object, protocol: type) -> list[str]:
    """What ``found`` lacks to implement ``protocol`` (a class, or a Protocol checked member by member);
    empty when it implements it."""
    if not getattr(protocol, "_is_protocol", False):
        return [] if isinstance(found, protocol) else [f"is a {type(found).__name__}, not a {protocol.__name__}"]
    out = []
    missing = object()
    for name in members(protocol):
        wanted = getattr(protocol, name, None)
        if name != "__call__" and inspect.getattr_static(found, name, missing) is missing:
            out.append(f"has no {name}")  # looked up without running a property (it may import a heavy module)
            continue
        if not callable(wanted):
            continue
        got = found if name == "__call__" else getattr(found, name, None)
        if not callable(got):
            out.append(f"{name} is not callable")
        elif callable(wanted) and not _takes(got, _positional(wanted)):
            out.append(f"{name} does not take {_positional(wanted)} argument(s)")
    return out


def check(found: object, protocol: type, what: str) -> None:
    """Refuse ``found`` in one line naming ``what`` it is and all it lacks, unless it implements ``protocol``."""
    lacking = problems(found, protocol)
    if lacking:
        raise TypeError(f"{what} does not implement {protocol.__name__}: {'; '.join(lacking)}")


@dataclass(frozen=True)
class Ref(Generic[T]):
    """``"package.module:name"``: an object a declaration names without importing it.

    ``T`` is what the object must be; :meth:`load` imports it and checks it against the runtime form of
    ``T`` that the caller passes (the Protocol or class ``T`` stands for).
    """

    target: str

    def __post_init__(self) -> None:
        module, colon, name = self.target.partition(":")
        if not (module and colon and name):
            raise ValueError(f"a Ref names 'package.module:name', not {self.target!r}")

    def load(self, protocol: type) -> T:
        module, _, name = self.target.partition(":")
        found = getattr(importlib.import_module(module), name, None)
        if found is None:
            raise TypeError(f"{self.target}: {module} has no {name}")
        check(found, protocol, self.target)
        return cast(T, found)
