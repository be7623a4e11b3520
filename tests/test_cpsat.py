"""pnp.cpsat: OR-Tools' cp_model imported without pandas, solving as before, and pandas left to whoever wants it.

Each case runs in a fresh interpreter: what is imported is a property of the process, and this one's test run
may have loaded pandas or cp_model already.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest


def _run(code: str, path: Path | None = None) -> list[str]:
    env_path = [str(path)] if path else []
    prelude = f"import sys; sys.path[:0] = {env_path!r}\n"
    done = subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_cp_model_solves_without_loading_pandas_and_pandas_stays_importable():
    out = _run("""
        import sys
        from pnp.cpsat import load_cp_model
        load_cp_model()
        from ortools.sat.python import cp_model as cp
        m = cp.CpModel()
        x = [m.new_bool_var(f"x{i}") for i in range(4)]
        m.add(sum(x) <= 2)
        m.maximize(sum((i + 1) * v for i, v in enumerate(x)))
        solver = cp.CpSolver()
        print(solver.solve(m) == cp.OPTIMAL, int(solver.objective_value), "pandas" in sys.modules)
        import pandas
        print(hasattr(pandas, "DataFrame"), cp.pd is pandas)
    """)
    assert out == ["True", "7", "False", "True", "False"]


def test_the_stand_in_refuses_to_act_as_pandas():
    out = _run("""
        from pnp.cpsat import load_cp_model
        load_cp_model()
        from ortools.sat.python import cp_model as cp
        try:
            cp.CpModel().new_bool_var_series("x", cp.pd.Index([1, 2]))
        except RuntimeError as e:
            print("refused:", "pandas" in str(e))
    """)
    assert out == ["refused:", "True"]


def test_pandas_loaded_first_is_the_one_cp_model_gets():
    out = _run("""
        import pandas
        from pnp.cpsat import load_cp_model
        load_cp_model()
        from ortools.sat.python import cp_model
        print(cp_model.pd is pandas)
    """)
    assert out == ["True"]


def test_a_module_reading_more_of_pandas_is_imported_with_the_real_pandas(tmp_path):
    pytest.importorskip("pandas")  # OR-Tools depends on it, so it is there wherever pnp is
    (tmp_path / "reads_pandas.py").write_text("import pandas as pd\nFRAME = pd.DataFrame\n")
    out = _run("""
        import sys
        from pnp.cpsat import import_without_pandas
        module = import_without_pandas("reads_pandas")
        print(module.FRAME.__module__.startswith("pandas"), sys.modules["pandas"] is module.pd)
    """, tmp_path)
    assert out == ["True", "True"]
