"""Registry entry for dungeon notebooks."""

from __future__ import annotations

from pnp.contract import Ref
from pnp.game import KindOps
from pnp.games.notebook import jsonio


def _verify(d):
    from pnp.games.notebook.verify import verify_dungeon

    return verify_dungeon(d)


def _draw(d, paper=None):
    from pnp.games.notebook.printouts import draw

    return draw(d, paper)


NOTEBOOK = KindOps(jsonio.dungeon_from_json, jsonio.dungeon_to_json, _verify, _draw,
                   Ref("pnp.games.notebook.schema:NotebookFile"))
