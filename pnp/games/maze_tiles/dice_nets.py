"""The dice nets: the Minotaur die and the blood die, each a latin cross of six faces with glue tabs on an A6 page,
or on the first of the taller pages (:func:`.sizes.rungs`) whose room under the net holds the notes at the text
floor (:func:`net_size`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial

from pnp.catalog import Component, Paper
from pnp.games.maze_tiles.content import load_content
from pnp.games.maze_tiles.die_faces import BLOOD_FACE, MINOTAUR_FACE, blood_face_art, minotaur_face_art
from pnp.games.maze_tiles.palette import INK, MUTED
from pnp.games.maze_tiles.sizes import BLEED, CARD_SAFE, MIN_TEXT, rungs
from pnp.games.maze_tiles.specs import ComponentSpec, first_that_holds
from pnp.i18n import N_, _, ngettext, pgettext
from pnp.parts import ComponentSet, Die
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.color import WHITE, Color
from pnp.scene.locale import per_locale
from pnp.scene.model import Item, Page, Style
from pnp.scene.shapes import bleed_rect, line, polyline, rect

DICE = ComponentSpec(N_("Dice nets"), "dice", "dice", lambda floor: net_size(floor), two_sided=False,
                     cut=N_("Cut out along the solid lines, fold on the dashed lines, glue the tabs."), shape="outline",
                     rungs=lambda: rungs("dice_net"), care="sturdy")
SPECS = (DICE,)  # what component_sets() draws

TAB_FILL = Color.hex("#d9d4cc")  # glue tabs of the dice nets
FOLD = Color.hex("#4d4640")
# The paper-craft lines every cut-and-fold piece shares (dice nets, standees): cut solid, fold dashed.
CUT_LINE = Style(stroke=INK, width=0.35, cap="round")
FOLD_LINE = Style(stroke=FOLD, width=0.3, cap="butt", dash=(1.4, 1.0))

DIE_FACE = 24.0  # mm, the side of a face
TAB_DEPTH = 7.0
NET_TOP = 19.0  # mm: the net's top edge on the page, under the die's name
# The latin-cross net: (column, row) of each face. Folded around the cell at (1, 1),
# faces 0 and 4, 1 and 3, 2 and 5 end up opposite each other.
NET_CELLS = ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (1, 3))
# The glue tabs: (cell, side). Every pair of edges that meet when folded has one tab.
NET_TABS = ((1, "N"), (3, "N"), (5, "S"), (4, "W"), (4, "E"), (5, "W"), (5, "E"))
# Which data face goes on which net cell. Chosen for the Minotaur die, whose opposite faces then
# sum alike (hooves against hooves); the blood die uses the same order.
FACE_ORDER = (0, 1, 4, 2, 3, 5)  # net cell i shows data face FACE_ORDER[i]
OPPOSITE_CELLS = ((0, 4), (1, 3), (2, 5))  # the net cells that end up opposite each other when folded


def net_geometry(x0: float, y0: float) -> dict:
    """Face squares (x, y, side), tab polygons and fold/cut segments of the net, its box's top left at (x0, y0):
    three faces wide, four faces and a tab tall (the tab under the last face; the others lie within)."""
    s, t = DIE_FACE, TAB_DEPTH
    faces = [(x0 + c * s, y0 + r * s) for c, r in NET_CELLS]
    occupied = set(NET_CELLS)
    steps = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}

    def edge(i: int, side: str) -> tuple[float, float, float, float]:
        x, y = faces[i]
        return {"N": (x, y, x + s, y), "S": (x, y + s, x + s, y + s),
                "W": (x, y, x, y + s), "E": (x + s, y, x + s, y + s)}[side]

    folds, cuts, tabs = [], [], []
    tab_set = set(NET_TABS)
    for i, (c, r) in enumerate(NET_CELLS):
        for side, (dx, dy) in steps.items():
            n = (c + dx, r + dy)
            if n in occupied:
                if side in ("S", "E"):  # each shared edge once
                    folds.append(edge(i, side))
            elif (i, side) in tab_set:
                folds.append(edge(i, side))
                ax, ay, bx, by = edge(i, side)
                ox, oy = dx * t, dy * t
                # the far side is shorter by the depth at each end (45° shoulders)
                ux, uy = (bx - ax) / s, (by - ay) / s
                tabs.append(((ax, ay), (ax + ox + ux * t, ay + oy + uy * t), (bx + ox - ux * t, by + oy - uy * t),
                             (bx, by)))
            else:
                cuts.append(edge(i, side))
    return {"faces": faces, "side": s, "tabs": tabs, "folds": folds, "cuts": cuts}


# i18n: under a die's net: how to make the die
LEGEND = N_("Cut the solid lines, fold along the dashed ones (faces outwards), glue each grey tab inside the face it "
            "meets.")


def notes_box(subtitle: str) -> b.Column:
    """What the faces are and how to make the die, under the net: each wraps and hyphenates; at a floor that
    fills the room the words shrink to it, and past that the page is refused in one line."""
    return b.Column(gap=1.5, grow=1, children=(
        b.Words(text=subtitle, size=7, least=MIN_TEXT, color=INK, text_align="center", name="faces"),
        b.Words(text=_(LEGEND), font="body-italic", size=6.5, least=MIN_TEXT, color=MUTED, text_align="center",
                name="how to make it"),
        b.Box(grow=1),
    ), name="dice notes")


def _die_net(title: str, subtitle: str, fill: Color, arts: Sequence[Callable[..., list[Item]]], label: str,
             floor: float, size: Component | Paper) -> Page:
    """One column: the die's name over the net (its top at :data:`NET_TOP`), the notes in the rest of the page."""

    def net(x: float, y: float, w: float, h: float) -> list[Item]:
        g = net_geometry(x, y)
        items: list[Item] = []
        for pts in g["tabs"]:  # a grey tab, its three sides cut
            items += [polyline(pts, Style(fill=TAB_FILL), closed=True), polyline(pts, CUT_LINE)]
        for (fx, fy), art in zip(g["faces"], arts):
            items += [rect(fx, fy, DIE_FACE, DIE_FACE, Style(fill=fill)), *art(fx, fy, DIE_FACE)]
        items += [line(x1, y1, x2, y2, CUT_LINE) for x1, y1, x2, y2 in g["cuts"]]
        return items + [line(x1, y1, x2, y2, FOLD_LINE) for x1, y1, x2, y2 in g["folds"]]

    page = b.Column(children=(  # the name, the net and the gaps keep their sizes: the notes take what is left
        b.Words(text=title, font="display", size=17, least=10, color=INK, text_align="center", valign="middle",
                leading=1.0, height=NET_TOP - CARD_SAFE - 2.5, shrink=0, name="die's name"),
        b.Box(height=1.5, shrink=0),
        b.Art(width=3 * DIE_FACE, height=4 * DIE_FACE + TAB_DEPTH, shrink=0, align="center", draw=net),
        b.Box(height=4.0, shrink=0),
        notes_box(subtitle)))
    w, h = size.width, size.height
    x, y = CARD_SAFE + 2, CARD_SAFE + 1
    what = f"the {label} net at {max(floor, MIN_TEXT):g} pt"
    laid = lay_out(page, x, y, w - 2 * x, h - CARD_SAFE - y, floor).fitted(what)
    return Page(w, h, (bleed_rect(w, h, BLEED, WHITE), *laid), bleed=BLEED, label=label)


def net_size(floor: float = 0.0) -> Component | Paper:
    """The dice nets' page at ``floor`` pt: the first of their sizes whose room holds both dice's words."""
    return _net_size(floor)


@per_locale(maxsize=16)
def _net_size(floor: float) -> Component | Paper:
    return first_that_holds(rungs("dice_net"), lambda size: _nets(floor, size))


def dice_nets(floor: float = 0.0) -> list[Page]:
    """The Minotaur die and the blood die, each a cross-shaped net on an A6 page (taller where the words need
    it at the floor)."""
    return _nets(floor, net_size(floor))


def _nets(floor: float, size: Component | Paper) -> list[Page]:
    dice = load_content().dice
    m_arts = [partial(minotaur_face_art, dice.minotaur[i]) for i in FACE_ORDER]
    b_arts = [partial(blood_face_art, dice.blood[i]) for i in FACE_ORDER]
    hooves = [f.count for f in dice.minotaur if f.kind == "hooves"]
    # i18n: faces of the Minotaur die, in the list of its faces under its net
    named = {"charge": _("a charge"), "secret": _("a secret passage")}
    others = [named[f.kind] for f in dice.minotaur if f.kind != "hooves"]
    # i18n: under the Minotaur die's net; {counts}: the hooves faces' numbers ("1, 2, 2, 3"), {others}: the other
    # faces ("a charge, a secret passage"); the plural agrees with the last count
    m_note = ngettext("Faces: {counts} hoof (movement points), {others}.",
                      "Faces: {counts} hooves (movement points), {others}.",
                      hooves[-1] if hooves else 0).format(counts=", ".join(str(n) for n in hooves),
                                                          others=", ".join(others))
    # i18n: under the blood die's net; {counts}: its faces' numbers ("0, 1, 1, 1, 2, 2"); agrees with the last
    b_note = ngettext("Faces: {counts} wound (the shield is 0).", "Faces: {counts} wounds (the shield is 0).",
                      dice.blood[-1]).format(counts=", ".join(str(n) for n in dice.blood))
    return [
        _die_net(dice.minotaur_name, m_note, MINOTAUR_FACE, m_arts, "minotaur die", floor, size),
        _die_net(dice.blood_name, b_note, BLOOD_FACE, b_arts, "blood die", floor, size),
    ]


def _die(name: str, fill: Color, arts: list[list[Item]], names: tuple[str, ...]) -> Die:
    """A die as a table on screen rolls it: each face a page of its own, named."""
    faces = tuple(Page(DIE_FACE, DIE_FACE, (rect(0, 0, DIE_FACE, DIE_FACE, Style(fill=fill)), *art), bleed=0.0,
                       label=n) for art, n in zip(arts, names))
    return Die(name, faces, names)


def dice() -> tuple[Die, Die]:
    """The two dice as a table on screen rolls them: each face alone, in the order of a standard die's values
    (faces i and 5 - i opposite, as they are on the folded net), named as the rules name them."""
    content = load_content().dice
    order = [0] * 6
    for k, (one, other) in enumerate(OPPOSITE_CELLS):
        order[k], order[5 - k] = FACE_ORDER[one], FACE_ORDER[other]
    m_faces = [content.minotaur[i] for i in order]
    # i18n: a face of the Minotaur die, as a table on screen names a roll
    named = {"charge": pgettext("die face", "charge"), "secret": pgettext("die face", "secret passage")}
    m_names = tuple(ngettext("{n} hoof", "{n} hooves", f.count).format(n=f.count) if f.kind == "hooves"
                    else named[f.kind] for f in m_faces)
    b_wounds = [content.blood[i] for i in order]
    # i18n: a face of the blood die, as a table on screen names a roll
    b_names = tuple(pgettext("die face", "shield (no wound)") if n == 0
                    else ngettext("{n} wound", "{n} wounds", n).format(n=n) for n in b_wounds)
    s = DIE_FACE
    m_arts = [minotaur_face_art(f, 0, 0, s) for f in m_faces]
    b_arts = [blood_face_art(w, 0, 0, s) for w in b_wounds]
    return (_die(content.minotaur_name, MINOTAUR_FACE, m_arts, m_names),
            _die(content.blood_name, BLOOD_FACE, b_arts, b_names))


def component_sets(floor: float = 0.0) -> list[ComponentSet]:
    """The two dice nets, one-sided: cut, folded and glued into cubes (on screen, the dice themselves)."""
    return [replace(DICE.with_pages(dice_nets(floor)), dice=dice())]
