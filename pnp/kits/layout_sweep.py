"""The layout check run over a whole kit: every component and page as the kit prints it, each named.

A kit's parts are checked one drawn page at a time (:func:`pnp.scene.layout_check.check_page`), a component on
its own page (not on the sheet it is imposed on, which only repeats it) and a document page as drawn (a
booklet's before imposition), then the kit's own pages: cover, contents, rules and credits. Each page goes
through the theme first, as the kit renders it (a text floor grows small text where its box holds it), and,
pseudo-localised, through :func:`pnp.scene.pseudo.pseudo_page` before the theme, as a translation would be
drawn before any theme.

The safe area of a component is the game's own when its set says (:attr:`ComponentSet.safe`), else the
catalog's for a component of its size, else :data:`~pnp.catalog_schema.DEFAULT_SAFE`; a round set's is a
circle. A page on paper keeps :data:`~pnp.parts.SAFE_MARGIN` from every edge (what a home printer leaves
unprinted), a booklet's page its declared inner margin if that is smaller.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from pnp.catalog import Paper, components
from pnp.catalog_schema import DEFAULT_SAFE
from pnp.layout.presets import Preset
from pnp.parts import SAFE_MARGIN, ComponentSet, DocPages, KitSpec, Part
from pnp.scene.layout_check import Finding, SafeArea, check_page
from pnp.scene.model import Page
from pnp.scene.pseudo import pseudo_page
from pnp.themes.files import Theme, load_theme

KIT_PAGES = "kit-pages"  # the name the kit's own pages are reported under, beside the parts' slugs


@dataclass(frozen=True)
class Named:
    """A page to check, the name its findings carry and its safe area."""

    where: str
    page: Page
    safe: SafeArea


def floor_theme(floor: float, base: Theme | None = None) -> Theme:
    """``base`` (the default theme) with its text floor set to ``floor`` pt: a theme with a floor of one's own."""
    theme = base or load_theme(None)
    return Theme(f"{theme.key}-floor-{floor:g}", theme.settings.model_copy(update={"text_floor": floor}),
                 theme.recolor)


def component_safe(part: ComponentSet, page: Page) -> SafeArea:
    """The safe area of a set's component: the set's, the catalog's for its size, or the default."""
    round_ = part.shape == "circle"
    if part.safe is not None:
        return SafeArea(part.safe, round_)
    size = sorted((page.width, page.height))
    for c in components().values():
        if all(abs(a - b) < 1e-6 for a, b in zip(sorted((c.width, c.height)), size)):  # either way round
            return SafeArea(c.safe, round_)
    return SafeArea(DEFAULT_SAFE, round_)


def page_safe(part: DocPages) -> SafeArea:
    inner = part.booklet.inner_margin if part.booklet is not None else None
    return SafeArea(SAFE_MARGIN if inner is None else min(SAFE_MARGIN, inner))


def part_pages(part: Part) -> Iterator[Named]:
    """Each distinct page of a part once (a shared back, a repeated token), named "title #n (label)"."""
    seen: set[int] = set()
    if isinstance(part, ComponentSet):
        sides = [(f"{part.title} #{n + 1}", p) for n, p in enumerate(part.fronts)]
        sides += [(f"{part.title} back #{n + 1}", p) for n, p in enumerate(part.backs)]
        for name, page in sides:
            if id(page) not in seen:
                seen.add(id(page))
                yield Named(f"{name} ({page.label})" if page.label else name, page, component_safe(part, page))
    else:
        safe = page_safe(part)
        for n, page in enumerate(part.pages):
            if id(page) not in seen:
                seen.add(id(page))
                name = f"{part.title} p. {n + 1}"
                yield Named(f"{name} ({page.label})" if page.label else name, page, safe)


def kit_own_pages(spec: KitSpec, preset: Preset, paper: Paper) -> Iterator[Named]:
    """The kit's cover, contents, rules and credits pages (not the sheets the parts are imposed on)."""
    from pnp.kits.build import kit_pages

    kit = kit_pages(spec, preset, paper)
    front = kit.pages[:kit.rules[1]]  # cover, contents and rules come first, in that order
    credits = kit.pages[kit.credits - 1:]
    safe = SafeArea(SAFE_MARGIN)
    for n, page in enumerate(front):
        what = "cover" if n == 0 else "rules" if n + 1 >= kit.rules[0] else "contents"
        yield Named(f"kit page {n + 1} ({what})", page, safe)
    for n, page in enumerate(credits):
        yield Named(f"kit page {kit.credits + n} (credits)", page, safe)


def check_named(named: Named, floor: float, theme: Theme, pseudo: bool = False) -> list[Finding]:
    from pnp.themes.apply import themed_page

    page = pseudo_page(named.page) if pseudo else named.page
    return check_page(themed_page(page, theme), named.where, floor=floor, safe=named.safe)


def check_kit(spec: KitSpec, preset: Preset, paper: Paper, floor: float, pseudo: bool = False,
              theme: Theme | None = None) -> dict[str, list[Finding]]:
    """Every finding of a kit by part slug (the kit's own pages under :data:`KIT_PAGES`), checked at ``floor``
    pt in ``theme`` (default: the default theme with that floor) and, with ``pseudo``, pseudo-localised.
    ``paper`` is the paper the kit was drawn for (its text floor the games drew at)."""
    theme = theme or floor_theme(floor)
    out: dict[str, list[Finding]] = {}
    for part in spec.parts:
        out.setdefault(part.slug, [])
        for named in part_pages(part):
            out[part.slug] += check_named(named, floor, theme, pseudo)
    out[KIT_PAGES] = [f for named in kit_own_pages(spec, preset, paper) for f in check_named(named, floor, theme,
                                                                                             pseudo)]
    return out
