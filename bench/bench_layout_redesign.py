"""Issue 28's redesign (declarative layouts, large print as a theme) against the code before it, in one run.

The "before" side is main as it stood before the first change of issue 28 (commit BEFORE), taken out of this
clone's own history with `git archive` into a temporary folder; the "after" side is this checkout. Both run
`pnp kit --game all` as a subprocess with the same interpreter, seed and options, the two sides taking turns
(anchor_common.medians), as designed and in large print; the figure is after's median over before's.

The same run compares the two kits' files byte for byte and prints how many differ (the note of issue 28 names
them and why). A clone without that commit (a shallow CI clone) prints one line on stderr and no figure.
"""

from __future__ import annotations

import filecmp
import io
import os
import subprocess
import sys
import tarfile
import tempfile
from functools import partial
from pathlib import Path

from anchor_common import medians

BEFORE = "0cd5719"  # main before issue 28 (the parent of the merge that brought the layout checker)
HERE = Path(__file__).resolve().parent.parent
REPS = int(os.environ.get("PNP_BENCH_REPS", "3"))
TREE = ("pnp", "layouts", "fonts", "profiles")  # what pnp reads of its checkout
KIT = ("kit", "--game", "all", "--seed", "1", "--jobs", "2")


def _export(commit: str, into: Path) -> bool:
    """The tree of ``commit`` written under ``into``; False (and one line on stderr) when this clone lacks it."""
    done = subprocess.run(["git", "-C", str(HERE), "archive", "--format=tar", commit, *TREE], capture_output=True)
    if done.returncode:
        print(f"bench_layout_redesign: skipped, commit {commit} is not in this clone (a shallow clone?): "
              f"{done.stderr.decode(errors='replace').strip()}", file=sys.stderr, flush=True)
        return False
    with tarfile.open(fileobj=io.BytesIO(done.stdout)) as tar:
        tar.extractall(into, filter="data")
    return True


def _kit(root: Path, out: Path, *extra: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(root)}
    # run from ``root``: `python -m` puts the working folder first on the path, before PYTHONPATH
    subprocess.run([sys.executable, "-m", "pnp", *KIT, "--out", str(out), *extra], env=env, cwd=root, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _files(folder: Path) -> dict[str, Path]:
    return {str(p.relative_to(folder)): p for p in folder.rglob("*") if p.is_file()}


def run():
    with tempfile.TemporaryDirectory() as tmp:
        before = Path(tmp) / "before"
        if not _export(BEFORE, before):
            return
        for label, extra in (("designed", ()), ("large_print", ("--theme", "large-print"))):
            outs = {side: Path(tmp) / f"{side}-{label}" for side in ("before", "after")}
            roots = {"before": before, "after": HERE}
            sides = {side: partial(_kit, roots[side], outs[side], *extra) for side in outs}
            seconds = medians(sides, REPS)
            yield f"layout_redesign_kit_{label}_before_seconds", seconds["before"], "s"
            yield f"layout_redesign_kit_{label}_after_seconds", seconds["after"], "s"
            yield f"layout_redesign_kit_{label}_after_vs_before", seconds["after"] / seconds["before"], "x"
            old, new = _files(outs["before"]), _files(outs["after"])
            same = sum(1 for name in old.keys() & new.keys() if filecmp.cmp(old[name], new[name], shallow=False))
            yield f"layout_redesign_kit_{label}_files_before", len(old), "files"
            yield f"layout_redesign_kit_{label}_files_after", len(new), "files"
            yield f"layout_redesign_kit_{label}_files_identical", same, "files"
