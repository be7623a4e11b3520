from __future__ import annotations

import tomllib

import pytest

from pnp.errors import PnpError
from pnp.icons import VIEW_BOX, credits, credits_text, icon, icon_names
from pnp.resources import package_file
from pnp.scene.paths import parse_compact

# Every symbol the four game families name in their rules (issue 2's list and more).
REQUIRED = """
sword bow key treasure gem trap rat skeleton ghost scroll staircase minotaur spider troll
heart coin door ladder compass die-1 die-2 die-3 die-4 die-5 die-6 shield axe wall hide
secret-passage arrow hourglass potion wound blood hand feet locked-door exit skull
""".split()


def test_every_symbol_the_games_need_has_an_icon():
    names = set(icon_names())
    missing = [n for n in REQUIRED if n not in names]
    assert not missing


def test_the_vendored_set_is_exactly_the_manifest():
    manifest = tomllib.loads(package_file("icons", "manifest.toml").read_text())
    listed = {name for group in manifest.values() for name in group}
    assert listed == set(icon_names())


@pytest.mark.parametrize("name", icon_names())
def test_each_icon_has_an_artist_and_drawable_path_inside_its_box(name):
    data = icon(name)
    assert data.artist and data.source
    segs = parse_compact(data.d)
    assert segs[0][0] == "M"
    points = list(_outline_points(segs))
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    assert min(xs) >= -2 and min(ys) >= -2 and max(xs) <= VIEW_BOX + 2 and max(ys) <= VIEW_BOX + 2
    assert max(xs) - min(xs) > VIEW_BOX / 3 or max(ys) - min(ys) > VIEW_BOX / 3  # not a speck


def _outline_points(segs):
    """Points on the outline itself (control points may lie outside the box)."""
    cur = (0.0, 0.0)
    for seg in segs:
        if seg[0] in "ML":
            cur = seg[1:3]
            yield cur
        elif seg[0] == "C":
            x0, y0 = cur
            _, x1, y1, x2, y2, x3, y3 = seg
            for i in range(1, 11):
                t = i / 10
                u = 1 - t
                yield (u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                       u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3)
            cur = (x3, y3)


def test_credits_name_every_artist_and_every_used_icon():
    by_artist = {c.artist: set(c.icons) for c in credits()}
    for name in icon_names():
        data = icon(name)
        assert data.source in by_artist[data.artist]
    text = credits_text(["minotaur", "key"])
    assert "CC BY 3.0" in text and "minotaur" in text and "key" in text
    assert "wolf-trap" not in text  # credits can be limited to the icons a kit uses


def test_unknown_icon_is_a_user_error():
    with pytest.raises(PnpError, match="unknown icon 'dragonfruit'"):
        icon("dragonfruit")
