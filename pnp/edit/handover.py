"""The session's address handed to the browser without putting its token on a command line.

A browser is started with its address as an argument, and any local user can read every process's arguments
(``ps``, /proc/PID/cmdline): with the token there, another user's script could drive the editor and write the
opened file. So the browser is given a page instead: a file readable by this user only (0600, in a folder of
its own made 0700 by :func:`tempfile.mkdtemp`), which sends it on to the address. The page is removed when the
session ends; the address itself is printed on the terminal, which only this user sees.
"""

from __future__ import annotations

import html
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<meta http-equiv="refresh" content="0; url={url}">
<title>pnp edit</title>
</head>
<body>
<p>Opening the editor&hellip; <a href="{url}">open it here</a> if nothing happens.</p>
</body>
</html>
"""


@contextmanager
def launch_page(url: str) -> Iterator[str]:
    """The ``file://`` address of a page, readable by this user only, that sends the browser on to ``url``
    (the page and its folder are removed when the block ends)."""
    folder = Path(tempfile.mkdtemp(prefix="pnp-edit-"))  # mode 0700: no other user can list or read it
    try:
        page = folder / "open.html"
        descriptor = os.open(page, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="utf-8") as out:
            out.write(PAGE.format(url=html.escape(url, quote=True)))
        yield page.as_uri()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
