"""What a kit says about each part's sides is what it prints, for every component set of every game's kit:

- a set the contents, README.txt or its first-game lines call double-sided has backs, and no back is blank
  (a sheet printed double-sided would otherwise put empty card backs behind its fronts);
- a set without backs is never called double-sided, even on sheets it shares with double-sided sets;
- a set that is not a rectangle (its fronts leave the trim's corners unpainted, or it is drawn at a round
  catalog size) is declared round, and every front draws its cut line on the trim: crop marks only square a
  round token, they do not say where to cut it.

The kits are built as the home preset lays them out (and as the card-service preset for the last test), with
fewer simulated games and deals behind the figures (they change README numbers, not what is drawn).
"""

from __future__ import annotations

import pytest
from PIL import Image

from pnp.catalog import components, paper
from pnp.kits.build import kit_pages
from pnp.kits.readme import first_game, how_to_print, readme
from pnp.layout.presets import load_preset
from pnp.parts import ComponentSet, KitSpec
from pnp.scene.model import Document, Page, Path
from tests.raster import pdf_images

DPI = 40


@pytest.fixture(scope="module")
def kits(kit_specs) -> dict[str, KitSpec]:
    return kit_specs


def _sets(spec: KitSpec) -> list[ComponentSet]:
    return [p for p in spec.parts if isinstance(p, ComponentSet)]


def _painted(image: Image.Image) -> bool:
    """Anything but white paper on the image."""
    lo, _ = zip(*image.convert("RGB").getextrema())
    return min(lo) < 225


def test_a_part_called_double_sided_has_backs_and_none_is_blank(kits):
    preset, sheet = load_preset("home"), paper("a4")
    backs: dict[Page, str] = {}
    for name, spec in kits.items():
        kit = kit_pages(spec, preset, sheet)
        text = readme(spec, preset, sheet, kit.body, kit.starts, kit.rules, kit.credits)
        firsts = first_game(spec, preset, sheet, kit.body, kit.starts, kit.rules)
        for part, pages, duplex, share in kit.body:
            if not isinstance(part, ComponentSet):
                continue
            how = how_to_print(part, pages, preset, sheet, duplex, share)
            says_double = how.startswith("Double-sided") or any(
                line.endswith("(double-sided)") and part.title.lower() in line.lower() for line in firsts)
            assert f"{part.title}. {how}" in text
            if says_double:
                assert part.backs, f"{name}: the {part.title.lower()} are called double-sided but have no backs"
                backs.update({back: f"{name}: {part.title}" for back in part.backs})
            if not part.backs:
                assert not says_double and how.startswith(("One-sided", part.cut[:20])), (name, how)
    pages = list(backs)
    images = pdf_images(Document(tuple(pages)), DPI)
    blank = sorted({backs[page] for page, image in zip(pages, images) if not _painted(image)})
    assert blank == [], f"blank backs: {blank}"


def _round_sizes() -> set[tuple[float, float]]:
    """The catalog's round sizes that no rectangle shares."""
    rects = {(c.width, c.height) for c in components().values() if c.shape != "circle"}
    return {(c.width, c.height) for c in components().values() if c.shape == "circle"} - rects


def _corners_bare(front: Page) -> bool:
    """The front leaves its trim's corners unpainted (just inside them) while its middle is painted."""
    image = pdf_images(Document((front,)), 150)[0].convert("RGB")
    px = 150 / 25.4
    inset = front.bleed + 0.6
    corners = [(inset, inset), (front.bleed + front.width - 0.6, inset), (inset, front.bleed + front.height - 0.6),
               (front.bleed + front.width - 0.6, front.bleed + front.height - 0.6)]
    white = [min(image.getpixel((round(x * px), round(y * px)))) > 245 for x, y in corners]
    middle = image.getpixel((round((front.bleed + front.width / 2) * px), round((front.bleed + front.height / 2) * px)))
    return all(white) and min(middle) < 245


def _points(path: Path) -> list[tuple[float, float]]:
    return [(seg[i], seg[i + 1]) for seg in path.segments for i in range(1, len(seg) - 1, 2)]


def _cut_line_on_trim(front: Page) -> bool:
    """A stroked curve (not a box) whose extent is the trim: the line a round component is cut along."""
    for item in front.items:
        if isinstance(item, Path) and item.style.stroke is not None and any(s[0] == "C" for s in item.segments):
            xs, ys = zip(*_points(item))
            if max(abs(min(xs)), abs(min(ys)), abs(max(xs) - front.width), abs(max(ys) - front.height)) < 0.05:
                return True
    return False


def _solid_lines(front: Page) -> bool:
    """The page strokes solid (undashed) lines of at least 0.25 mm: cut lines, told from dashed fold lines."""
    from pnp.scene.walk import iter_items

    return any(isinstance(item, Path) and item.style.stroke is not None and not item.style.dash
               and item.style.width >= 0.25 for item in iter_items(front.items))


def test_every_part_not_a_rectangle_is_declared_so_and_prints_its_cut_line(kits):
    rounds = _round_sizes()
    seen_round = []
    for name, spec in kits.items():
        for part in _sets(spec):
            front = part.fronts[0]
            looks_round = (front.width, front.height) in rounds or _corners_bare(front)
            if looks_round:
                assert part.shape != "rect", f"{name}: the {part.title.lower()} are no rectangle but declared one"
            if part.shape == "outline":  # a shape of its own: its solid cut lines drawn on every front
                assert all(_solid_lines(f) for f in part.fronts), f"{name}: {part.title} has no cut lines"
                assert "solid line" in part.cut, (name, part.cut)
            if part.shape != "circle":
                continue
            seen_round.append(f"{name}: {part.title}")
            missing = [i for i, f in enumerate(part.fronts) if not _cut_line_on_trim(f)]
            assert missing == [], f"{name}: {part.title} fronts {missing} have no cut line on the trim"
            assert "round" in part.cut, (name, part.cut)
    assert any(s.startswith("labyrinth: Speed tokens") for s in seen_round), seen_round
