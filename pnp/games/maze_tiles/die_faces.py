"""The faces of the two dice: the Minotaur die's hooves, charge and secret passage, the blood die's wounds.

Drawn full size on the dice nets and small on the player aid's back.
"""

from __future__ import annotations

from pnp.games.maze_tiles.content import MinotaurFace
from pnp.games.maze_tiles.palette import BLOOD, MUTED, PANEL_LINE
from pnp.scene.color import Color
from pnp.scene.model import Icon, Item, Path, Segment, Style
from pnp.scene.shapes import rounded_rect

MINOTAUR_FACE = Color.hex("#3d2b22")
MINOTAUR_ART = Color.hex("#f2e3c4")
BLOOD_FACE = Color.hex("#fbf6ef")

PIPS = {  # positions of 1..3 marks on a face, as fractions of the face
    1: ((0.5, 0.5),),
    2: ((0.29, 0.29), (0.71, 0.71)),
    3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
}


def hoofprint(cx: float, cy: float, size: float, color: Color) -> list[Item]:
    """A cloven hoofprint in the box of side ``size`` centred on (cx, cy): two toes, pointed at the top."""
    h = size * 0.47  # half the height of a toe
    w = size * 0.25  # width of a toe
    g = size * 0.045  # half the gap between the toes
    items: list[Item] = []
    for sign in (-1, 1):
        def p(u: float, v: float, sign: int = sign) -> tuple[float, float]:
            return (cx + sign * (g + u * w), cy + v * h)

        segs: tuple[Segment, ...] = (
            ("M", *p(0.12, -1.0)),
            ("C", *p(0.75, -0.72), *p(1.08, -0.05), *p(0.97, 0.5)),
            ("C", *p(0.88, 0.98), *p(0.25, 1.08), *p(0.0, 0.78)),
            ("C", *p(-0.04, 0.2), *p(-0.02, -0.5), *p(0.12, -1.0)),
            ("Z",),
        )
        items.append(Path(segs, Style(fill=color)))
    return items


def minotaur_face_art(face: MinotaurFace, x: float, y: float, s: float) -> list[Item]:
    """What a Minotaur die face shows in the square (x, y, side s): 1 to 3 hoofprints, a charge or a secret passage."""
    if face.kind == "hooves":
        size = s * (0.5 if face.count == 1 else 0.34 if face.count == 2 else 0.27)
        return [item for fx, fy in PIPS[face.count]
                for item in hoofprint(x + fx * s, y + fy * s, size, MINOTAUR_ART)]
    icon = "charge" if face.kind == "charge" else "secret-passage"
    size = s * 0.72
    return [Icon(icon, x + (s - size) / 2, y + (s - size) / 2, size, MINOTAUR_ART)]


def blood_face_art(wounds: int, x: float, y: float, s: float) -> list[Item]:
    """What a blood die face shows in the square (x, y, side s): 1 to 3 drops of blood, or a shield for none."""
    if wounds == 0:
        size = s * 0.56
        return [Icon("shield", x + (s - size) / 2, y + (s - size) / 2, size, MUTED)]
    size = s * (0.46 if wounds == 1 else 0.34 if wounds == 2 else 0.27)
    return [Icon("blood", x + fx * s - size / 2, y + fy * s - size / 2, size, BLOOD) for fx, fy in PIPS[wounds]]


def minotaur_mini_face(face: MinotaurFace, x: float, y: float, s: float) -> list[Item]:
    """A Minotaur die face as a small rounded square (the player aid shows them)."""
    return [rounded_rect(x, y, s, s, 1.0, Style(fill=MINOTAUR_FACE))] + minotaur_face_art(face, x, y, s)


def blood_mini_face(wounds: int, x: float, y: float, s: float) -> list[Item]:
    """A blood die face as a small rounded square."""
    return ([rounded_rect(x, y, s, s, 1.0, Style(fill=BLOOD_FACE, stroke=PANEL_LINE, width=0.3))]
            + blood_face_art(wounds, x, y, s))
