"""Scenes the tests share: one that exercises every kind of item."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pnp.fonts import FontMetrics

from shapely.geometry import LineString, MultiPolygon, Point, Polygon

from pnp.scene.affine import Affine
from pnp.scene.color import BLACK, Color
from pnp.scene.model import Document, Group, Icon, Page, Shape, Style, SymbolDef, Text, Use
from pnp.scene.shapes import circle, rect, rounded_rect

RED = Color.hex("#c0392b")
BLUE = Color.hex("#2c5fa8")
GREEN = Color.hex("#2e8b3d")
SAND = Color.hex("#f1e3c2")


def varied_items():
    star = Polygon([(20, 5), (24, 15), (35, 15), (26, 21), (30, 32), (20, 25), (10, 32), (14, 21), (5, 15), (16, 15)])
    ring = Point(70, 20).buffer(12, quad_segs=32).difference(Point(70, 20).buffer(6, quad_segs=32))
    return (
        rect(-3, -3, 126, 20, Style(fill=SAND)),  # runs into the bleed
        Shape(star, Style(fill=RED, stroke=BLACK, width=0.6)),
        Shape(ring, Style(fill=BLUE)),
        Shape(MultiPolygon([Polygon([(90, 5), (100, 5), (100, 15)]), Polygon([(104, 5), (114, 5), (104, 15)])]),
              Style(fill=GREEN)),
        Shape(LineString([(5, 40), (30, 55), (55, 40), (80, 55)]), Style(stroke=BLACK, width=1.2, dash=(3, 1.5))),
        circle(100, 48, 9, Style(fill=None, stroke=RED, width=1.5)),
        rounded_rect(5, 62, 50, 28, 4, Style(fill=Color.hex("#fdf6e3"), stroke=BLACK, width=0.4)),
        Text("A labyrinth of twisting corridors, wrapped in a box and centred.", 7, 64, 46, 24,
             size=9, align="center", valign="middle"),
        Text("right aligned", 60, 62, 55, 8, font="body-bold", size=11, align="right", color=BLUE),
        Text("Display", 60, 72, 55, 14, font="display", size=20, color=RED),
        Icon("minotaur", 62, 88, 18, BLACK),
        Icon("key", 84, 88, 14, RED),
        Icon("sword", 100, 88, 14, BLUE),
        Group(
            (rect(0, 0, 16, 8, Style(fill=GREEN)), Icon("gem", 4, 0, 8, Color(1, 1, 1))),
            Affine.rotate(30, about=(8, 4)).then(Affine.translate(10, 100)),
        ),
        Group(
            (Icon("spider", 0, 0, 20, BLACK),),
            Affine.mirror_x(about=10).then(Affine.translate(35, 98)),
        ),
        Group(
            (rect(0, 0, 30, 30, Style(fill=BLUE)), circle(30, 30, 14, Style(fill=SAND))),
            Affine.translate(80, 105),
            clip=circle(15, 15, 13, Style()),
        ),
        Use("pip", Affine.translate(10, 125)),
        Use("pip", Affine.scale(1.5).then(Affine.translate(30, 122))),
    )


def varied_document(color_mode: str = "rgb") -> Document:
    pip = SymbolDef("pip", 10, 10, (circle(5, 5, 4, Style(fill=RED, stroke=BLACK, width=0.5)),))
    return Document(
        (Page(120, 140, varied_items(), bleed=3.0, label="varied"),),
        title="varied scene",
        symbols=(pip,),
        color_mode=color_mode,
    )


def reference_split(word: str, m: FontMetrics, size: float, max_w: float) -> list[str]:
    pieces, current = [], word
    while m.string_width(current, size) > max_w + 1e-9 and len(current) > 1:
        cut = len(current) - 1
        while cut > 1 and m.string_width(current[:cut], size) > max_w:
            cut -= 1
        pieces.append(current[:cut])
        current = current[cut:]
    return pieces + [current]
