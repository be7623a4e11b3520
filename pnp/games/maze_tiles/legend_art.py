"""The entries of the rules' legend: every kind of tile, each tile symbol, each token and both dice, with what
it does.

The pictures are the components' own pages and faces, shrunk to a small
square: a tile is a real tile of the example set (``tile_faces``), a token is
its token page (``tokens``), a die shows its faces (``die_faces``). Words
printed on a component would be specks at this size, so they are left out;
the legend names each piece beside it instead. The symbols' meanings are the
player aid's own words (``data/aid.toml``), so the aid and the rules agree.
"""

from __future__ import annotations

from pnp.games.maze_tiles.board_view import tile_art
from pnp.games.maze_tiles.content import Content
from pnp.games.maze_tiles.die_faces import blood_mini_face, minotaur_mini_face
from pnp.games.maze_tiles.model import SYMBOLS, TileSet
from pnp.games.maze_tiles.palette import SYMBOL_NAME
from pnp.games.maze_tiles.tokens import action_token, key_token_back, wall_token, wound_token
from pnp.i18n import _
from pnp.scene.affine import Affine
from pnp.scene.model import Group, Item, Page, Style, Text
from pnp.scene.shapes import circle, rect

ZOOM = 0.72  # the share of a tile's width a legend picture shows
Entry = tuple[list[Item], str, str]  # (picture in a size × size square at the origin, name, what it does)


def _shrunk(page: Page, x: float, y: float, w: float, *, round_: bool = False) -> Group:
    """A component page without its words, scaled to ``w`` mm wide at (x, y), clipped to its cut line (a
    circle for a round token)."""
    items = tuple(item for item in page.items if not isinstance(item, Text))
    cut = (circle(page.width / 2, page.height / 2, page.width / 2, Style()) if round_
           else rect(0, 0, page.width, page.height, Style()))
    return Group(items, Affine.scale(w / page.width).then(Affine.translate(x, y)), clip=cut)


def _tile(ts: TileSet, pick, size: float) -> list[Item]:
    """The middle of the first tile of the set that ``pick`` accepts, filling the square: its centre is what
    tells tiles apart, and a whole tile at this size would shrink it to a dot."""
    index = next(i for i, t in enumerate(ts.tiles) if pick(t))
    whole = size / ZOOM
    return [Group((tile_art(ts, index, 0, -(whole - size) / 2, -(whole - size) / 2, whole),),
                  clip=rect(0, 0, size, size, Style()))]


def legend_art(ts: TileSet, content: Content, size: float) -> list[Entry]:
    token = size * 0.62  # two round action tokens, corner to corner
    return [
        (_tile(ts, lambda t: t.role == "key", size), _("Key tile"),
         _("Claim key here for a key token of this colour and shape.")),
        *((_tile(ts, lambda t, sym=sym: t.symbol == sym, size), _(SYMBOL_NAME[sym]), content.aid.symbols[sym])
          for sym in SYMBOLS),
        ([_shrunk(action_token("hand"), 0, 0, token, round_=True),
          _shrunk(action_token("feet"), size - token, size - token, token, round_=True)],
         _("Action tokens"), _("Pay for actions with them. Take 7 each turn, hands and feet in any mix.")),
        ([_shrunk(wound_token(), size * 0.1, size * 0.1, size * 0.8)], _("Wound"),
         _("Covers an action of your board: that action is lost until you heal.")),
        ([_shrunk(wall_token(), 0, size * 0.4, size)], _("Wall token"),
         _("Lies between two tiles and blocks the way, for heroes and minotaur alike.")),
        ([_shrunk(key_token_back(content.keys[0].color), 0, 0, size, round_=True)], _("Key token"),
         _("Laid over an action of your board, it gives you the key's action instead.")),
        (_faces_minotaur(content, size), content.dice.minotaur_name,
         _("Rolled after every turn: hooves are movement points; or a charge, or a secret-passage jump.")),
        (_faces_blood(content, size), content.dice.blood_name,
         _("The wounds each attacked hero takes; a shield means none.")),
    ]


def _grid(size: float) -> list[tuple[float, float, float]]:
    f = size / 2 - 0.4
    return [(0, 0, f), (size - f, 0, f), (0, size - f, f), (size - f, size - f, f)]


def _faces_minotaur(content: Content, size: float) -> list[Item]:
    """One face of each kind: the fewest and the most hooves, the charge and the secret passage."""
    faces = content.dice.minotaur
    hooves = sorted((f for f in faces if f.kind == "hooves"), key=lambda f: f.count)
    picks = [hooves[0], hooves[-1]] + [next(f for f in faces if f.kind == k) for k in ("charge", "secret")]
    return [item for face, (x, y, s) in zip(picks, _grid(size)) for item in minotaur_mini_face(face, x, y, s)]


def _faces_blood(content: Content, size: float) -> list[Item]:
    """Each different face of the blood die, fewest wounds first."""
    return [item for wounds, (x, y, s) in zip(sorted(set(content.dice.blood)), _grid(size))
            for item in blood_mini_face(wounds, x, y, s)]
