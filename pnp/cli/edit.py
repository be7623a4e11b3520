"""`pnp edit`: the labyrinth sheet editor in the browser (pnp/edit; imported only when the command runs)."""

from __future__ import annotations

import click


def register(cli: click.Group) -> None:
    @cli.command()
    @click.argument("file", required=False, metavar="[FILE]")
    @click.option("--port", type=click.IntRange(0, 65535), default=0, help="Port to listen on (default: a free one).")
    @click.option("--host", default="127.0.0.1", show_default=True,
                  help="Address to listen on. Another than 127.0.0.1 (0.0.0.0: every network) lets anyone on the "
                       "network who gets the address use the editor and write into --out: see docs/editor.md.")
    @click.option("--no-browser", is_flag=True, help="Print the address only; do not open a browser.")
    @click.option("--seed", type=click.IntRange(0, 2**64 - 1), default=None,
                  help="Without FILE: start from this seed's generated labyrinth (or one sheet of --size). Also "
                       "the seed of the objective deck whose pars are proven (default: the file's seed, or 1).")
    @click.option("--size", default=None, metavar="WxH",
                  help="Without FILE (or for a FILE not yet written): the new sheet's size in squares "
                       "(default 9x9; 5x5 to 20x20).")
    @click.option("--out", default="output", show_default=True,
                  help="The folder the editor may write into (save under another name, export).")
    def edit(file, port, host, no_browser, seed, size, out) -> None:
        """Edit a labyrinth sheet in your browser, with its verdict, proven pars and trial paths live.

        FILE is a sheet or labyrinth file (text or JSON) to open and save back; a FILE not yet written is
        created by the first save. The editor listens on 127.0.0.1 only (unless --host), at an address
        holding a secret token, and writes only FILE and files inside --out. Stop it with Ctrl-C.
        """
        from pnp.edit.session import open_session
        from pnp.studio.serve import serve_studio
        from pnp.web.server import check_host

        host = check_host(host)  # a bad --host is one line before the session is opened
        session = open_session(file, seed, size, out)
        # the studio's site, opened on its editor: the page's header leads to the other doors
        serve_studio(session, port, host, not no_browser, click.echo, lambda line: click.echo(line, err=True),
                     "edit/", "pnp edit")
