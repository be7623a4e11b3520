"""The system programs some tests run (poppler, qpdf, Ghostscript, a browser), and the rules for running them.

`make test` must pass on a machine with Python alone, so a test reaches such a program only through
:func:`pdfcheck.need_tool` (or, for the browser, ``browser_helpers.need_browser``), which skips where the program
is missing (and fails instead where CI requires it). Two things hold every test to that:

- a guard (an audit hook that tests/conftest.py installs in every test process) stops any test that starts one of
  these programs by any other way than the path ``need_tool`` gave it, on every machine, tools installed or not;
- ``PNP_HIDE_SYSTEM_TOOLS=1`` takes them off ``PATH`` for the whole run (each folder holding one is replaced by a
  copy of links to everything else in it) and hides the browser, so the run sees the machine a fresh one is.
  CI runs the fast suite that way before it installs them (.ci/run).
"""

from __future__ import annotations

import os
import shlex
import tempfile
from collections.abc import Iterable
from pathlib import Path

# Programs a test might run that Python and the package's dependencies do not bring
TOOLS = frozenset({
    "qpdf", "pdftotext", "pdftoppm", "pdftocairo", "pdfinfo", "pdffonts", "pdfimages", "pdfseparate", "pdfunite",
    "gs", "gsc", "mutool", "convert", "magick", "identify", "inkscape", "rsvg-convert",
    "chromium", "chromium-browser", "google-chrome", "firefox",
})
SHELLS = frozenset({"sh", "bash", "dash", "zsh"})
HIDE_VARIABLE = "PNP_HIDE_SYSTEM_TOOLS"
SKIPPED_VARIABLE = "PNP_HIDDEN_SKIPS_FILE"  # where a run with the tools hidden lists the tests it skipped for them

_approved: set[str] = set()  # paths need_tool handed out in this process


class ToolCallError(RuntimeError):
    """A test started a system program without asking need_tool for it first."""


def tools_hidden() -> bool:
    return os.environ.get(HIDE_VARIABLE) == "1"


def skipped_list() -> Path | None:
    """The file a run with the tools hidden writes the tests it skipped for want of one into, one node id a line
    (CI then runs just those with the tools installed), or None when nobody asked for it."""
    name = os.environ.get(SKIPPED_VARIABLE)
    return Path(name) if name and tools_hidden() else None


def approve(path: str) -> str:
    """``path`` (a program need_tool found) may be run from now on in this process; returns it."""
    _approved.add(os.path.realpath(path))
    return path


def _programs(argv: Iterable[str]) -> list[str]:
    """What a command line runs: its first word, and for ``sh -c '...'`` every word of the script (a pipe's
    programs included; a false alarm on an argument named like a tool is a price worth paying)."""
    words = [str(w) for w in argv]
    if not words:
        return []
    if os.path.basename(words[0]) in SHELLS and "-c" in words[1:]:
        script = words[words.index("-c") + 1] if words.index("-c") + 1 < len(words) else ""
        try:
            return shlex.split(script.replace("|", " ").replace(";", " ").replace("&", " "))
        except ValueError:
            return script.split()
    return words[:1]


def refused(argv: Iterable[str], executable: str | None = None) -> str | None:
    """Why starting ``argv`` would break the rule above, or None when it may run."""
    programs = _programs(argv)
    if executable is not None and os.path.basename(executable) not in SHELLS:
        programs = [executable, *programs]
    for program in programs:
        if os.path.basename(program) in TOOLS and os.path.realpath(program) not in _approved:
            return (f"a test runs {program!r} without pdfcheck.need_tool({os.path.basename(program)!r}): "
                    f"on a machine without it the test must skip, not fail (tests/systools.py)")
    return None


def audit(event: str, args: tuple) -> None:
    """The guard, as a ``sys.addaudithook`` hook: refuses a system program started any way Python can start one."""
    if event == "subprocess.Popen":
        executable, argv = args[0], args[1]
        argv = [argv] if isinstance(argv, str | bytes | os.PathLike) else argv
        why = refused([os.fsdecode(a) for a in argv], os.fsdecode(executable) if executable else None)
    elif event == "os.system":
        why = refused(["sh", "-c", os.fsdecode(args[0])])
    elif event in ("os.posix_spawn", "os.exec"):  # (path, argv, env)
        why = refused([os.fsdecode(args[0])])
    elif event == "os.spawn":  # (mode, path, args, env)
        why = refused([os.fsdecode(args[1])])
    else:
        return
    if why is not None:
        raise ToolCallError(why)


def hiding_path(path: str, shadow_root: Path) -> str:
    """``path`` (a PATH value) with no folder holding one of :data:`TOOLS`: each such folder is replaced by a new
    folder under ``shadow_root`` of links to everything else in it (/usr/bin holds Python and the shell too)."""
    folders = []
    for i, entry in enumerate(path.split(os.pathsep)):
        folder = Path(entry)
        try:
            names = os.listdir(folder) if entry else []
        except OSError:  # missing or unreadable: nothing found there either way
            names = []
        if not TOOLS.intersection(names):
            folders.append(entry)
            continue
        shadow = shadow_root / f"{i:03d}"
        shadow.mkdir(parents=True)
        for name in names:
            if name not in TOOLS:
                (shadow / name).symlink_to(folder / name)
        folders.append(str(shadow))
    return os.pathsep.join(folders)


def hide_tools() -> Path:
    """Take :data:`TOOLS` off this process's PATH (and its children's); the folder of links, to remove at the end."""
    shadow_root = Path(tempfile.mkdtemp(prefix="pnp-hidden-tools-"))
    os.environ["PATH"] = hiding_path(os.environ.get("PATH", os.defpath), shadow_root)
    return shadow_root
