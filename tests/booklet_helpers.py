"""Folding (and cutting) printed booklet sheets, simulated; plain numbered pages to impose."""

from __future__ import annotations

from pnp.scene.model import Page, Text


def read_folded(folios):
    """The reading order of printed folios, nested in the given order (outermost first).

    Each folio is ((front left, front right), (back left, back right)) as printed,
    the back being the front turned over left to right: the back's left page lies
    behind the front's right page. Physically: stack the sheets back side up, the
    outermost at the bottom; fold the stack's left half up and over onto the right
    half. The booklet lies spine left, cover up; reading goes from the top face down.
    """
    m = len(folios)
    faces = []  # (x side, stack level, facing up +1 / down -1, label)
    for z, (front, back) in enumerate(folios):
        faces += [(-1, z, +1, back[0]), (+1, z, +1, back[1]),
                  (-1, z, -1, front[1]), (+1, z, -1, front[0])]
    height = []
    for x, z, facing, label in faces:
        if x < 0:  # the left half turns over onto the top of the stack, upside down
            z, facing = 2 * m - 1 - z, -facing
        height.append((z + 0.25 * facing, label))
    return [label for _, label in sorted(height, key=lambda t: -t[0])]


def cut_and_stack(sheets):
    """4-up sheets ((front TL, TR, BL, BR), (back TL, TR, BL, BR)) cut across the middle.

    Pile A = the top halves in printing order, pile B = the bottom halves; a back's
    top half lies behind the front's top half (turned over left to right). Halves
    with nothing printed on either side are discarded.
    """
    pile_a, pile_b = [], []
    for front, back in sheets:
        pile_a.append(((front[0], front[1]), (back[0], back[1])))
        pile_b.append(((front[2], front[3]), (back[2], back[3])))
    return [f for f in pile_a + pile_b if any(p is not None for side in f for p in side)]


def plain(n, w=148.0, h=210.0, bleed=3.0):
    return [Page(w, h, (Text(f"PAGE {i + 1}", 0, 0, w, h),), bleed=bleed) for i in range(n)]

