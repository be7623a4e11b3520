"""`pnp studio`: the whole of pnp in the browser (pnp/studio; imported only when the command runs)."""

from __future__ import annotations

import click


def register(cli: click.Group) -> None:
    @cli.command()
    @click.option("--port", type=click.IntRange(0, 65535), default=0, help="Port to listen on (default: a free one).")
    @click.option("--host", default="127.0.0.1", show_default=True,
                  help="Address to listen on. Anything but 127.0.0.1 lets others on the network in: for a club or a "
                       "classroom on a network you trust (docs/studio.md).")
    @click.option("--no-browser", is_flag=True, help="Print the address only; do not open a browser.")
    @click.option("--out", default="output", show_default=True,
                  help="The folder the labyrinth editor may save into (kits and books are downloaded).")
    @click.option("--processes", type=click.IntRange(1, 64), default=None,
                  help="Kits and books made at once, at most (default: one per core; the rest wait their turn).")
    def studio(port, host, no_browser, out, processes) -> None:
        """Print a game, make a book or design a labyrinth, in your browser.

        Opens pnp studio: choose a game, your printer and language and watch the kit's pages appear; make a
        puzzle book with its cover; or draw a labyrinth in the editor of `pnp edit`. Everything runs on this
        computer, at an address holding a secret token. Stop it with Ctrl-C.
        """
        from pnp.edit.session import open_session
        from pnp.studio.serve import serve_studio
        from pnp.web.server import check_host

        host = check_host(host)
        session = open_session(None, None, None, out)
        serve_studio(session, port, host, not no_browser, click.echo, lambda line: click.echo(line, err=True),
                     "", "pnp studio", processes)
