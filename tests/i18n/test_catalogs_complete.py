"""Every language pnp ships is complete: ``pnp translations check`` reports nothing (no missing, fuzzy or unused
entry, no placeholder that differs from the English, the template up to date, the plural header CLDR's)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from pnp.i18n.catalogs import languages
from pnp.i18n.extract import problems

SEVEN = {"en", "de", "fr", "es", "it", "pl", "nl"}


def test_the_seven_languages_ship():
    assert SEVEN <= set(languages())


def test_no_catalog_has_a_problem():
    found = problems()
    assert not found, f"{len(found)} problems, e.g.\n  " + "\n  ".join(p.line() for p in found[:30])


def test_the_check_command_exits_0_when_all_is_well_and_names_each_language():
    done = subprocess.run([sys.executable, "-m", "pnp", "translations", "check"], capture_output=True, text=True,
                          cwd=Path(__file__).parents[2])
    assert done.returncode == 0, done.stdout[-2000:]
    assert all(code in done.stderr for code in SEVEN - {"en"})
