"""OR-Tools' CP-SAT Python API, imported without pandas when pandas is not loaded yet.

``ortools.sat.python.cp_model`` imports pandas at import time, for its ``*_series`` helpers and its
``values``/``boolean_values`` of a ``pd.Index`` or ``pd.Series``; pnp never calls those, and pandas costs
about 41 MB of resident memory in every process that solves (two workers of ``pnp kit --jobs 2``, the
editor's deck prover). The module reads two names of pandas while it is imported (``pd.Index`` and
``pd.Series`` in annotations and a type alias), so it is imported with a stand-in holding just those two
classes. The stand-in leaves ``sys.modules`` straight after: a later ``import pandas`` anywhere gets the real
library, and cp_model's own series helpers, called by anybody, fail on the stand-in's classes instead of
working on made-up data. If a release of OR-Tools reads more of pandas at import, the stand-in is dropped and
cp_model is imported as it wants (a few megabytes lost, nothing wrong).
"""

from __future__ import annotations

import importlib
import sys
import threading
import types

_CP_MODEL = "ortools.sat.python.cp_model"
_lock = threading.Lock()


class _NotPandas:
    """What cp_model's annotations name; never instantiated by pnp (cp_model's series helpers need pandas)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError("pnp imported OR-Tools' cp_model without pandas: its pandas helpers are not available")


def _stand_in() -> types.ModuleType:
    module = types.ModuleType("pandas", "pnp's stand-in while OR-Tools' cp_model is imported (see pnp.cpsat)")
    module.Index = type("Index", (_NotPandas,), {})  # type: ignore[attr-defined]
    module.Series = type("Series", (_NotPandas,), {})  # type: ignore[attr-defined]
    return module


def load_cp_model() -> None:
    """Import ``ortools.sat.python.cp_model`` the light way (once per process; about 0.3 s); the caller then
    imports it by name as usual, so type checkers see the real module."""
    import_without_pandas(_CP_MODEL)


def import_without_pandas(name: str) -> types.ModuleType:
    """Module ``name``, imported with the stand-in for pandas unless pandas (or the module) is loaded already."""
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    with _lock:
        if name in sys.modules or "pandas" in sys.modules:
            return importlib.import_module(name)
        stand_in = sys.modules["pandas"] = _stand_in()
        try:
            return importlib.import_module(name)
        except (AttributeError, ImportError):  # a newer cp_model reads more of pandas at import
            sys.modules.pop(name, None)
            sys.modules.pop("pandas", None)
            return importlib.import_module(name)
        finally:
            if sys.modules.get("pandas") is stand_in:
                del sys.modules["pandas"]
