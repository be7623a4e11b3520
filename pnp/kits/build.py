"""Turning a kit's parts into files: kit.pdf in print order, decks, SVGs, JSON, previews, README.

Print order: cover, contents, rules, the parts to play with, answer keys,
credits. A part printed double-sided always starts on a front (odd) page of
kit.pdf, a blank page being added before it when needed, so printing the whole
file double-sided pairs every front sheet with its back sheet.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pnp.catalog import Paper
from pnp.jsonio import dumps
from pnp.kits.pages import contents_pages, cover_page, credits_pages, rules_pages
from pnp.layout.booklet import duplex_setting
from pnp.layout.impose import booklet_steps, deck_pages, part_pages
from pnp.layout.presets import Preset
from pnp.parts import ComponentSet, DocPages, KitSpec, Part
from pnp.registry import game
from pnp.scene.model import Document, Page
from pnp.scene.walk import icons_used


def _how_to_print(part: Part, pages: list[Page], preset: Preset, paper: Paper, duplex: bool) -> str:
    """How to print and finish one part, given its pages as they are in kit.pdf."""
    if isinstance(part, DocPages):
        bits = [part.note] if part.note else []
        if part.booklet is not None and preset.layout == "sheets":
            bits.append(booklet_steps(part, paper))
        if part.duplex:  # the sheets' own shape (a booklet's sheets are landscape on portrait paper)
            bits.insert(0, f"Print double-sided ({duplex_setting(pages[0] if pages else paper)}).")
        return " ".join(bits)
    if preset.layout != "sheets":
        return f"In decks/{part.slug}.pdf (one per page, front then back)." if preset.layout == "cards" else \
            f"As PNG files in png/{part.slug}/."
    if duplex:
        return f"Double-sided, flip on the {preset.duplex} edge. {part.cut}"
    if preset.duplex == "foldover" and part.backs:
        return f"Single-sided; fold each sheet along the dashed line, glue, then cut. {part.cut}"
    return part.cut


def build_kit(spec: KitSpec, preset: Preset, paper: Paper) -> dict[Path, bytes]:
    from pnp.render.pdf import render_pdf
    from pnp.render.png import png_bytes, rasterise
    from pnp.render.svg import render_svg_page

    plays = [p for p in spec.parts if not (isinstance(p, DocPages) and p.answers)]
    answers = [p for p in spec.parts if isinstance(p, DocPages) and p.answers]
    body: list[tuple[Part, list[Page], bool]] = []
    for part in plays + answers:
        if isinstance(part, ComponentSet) and preset.layout != "sheets":
            body.append((part, [], False))  # one per page: in decks/ or png/, not in kit.pdf
        else:
            body.append((part, *part_pages(part, preset, paper)))
    about = game(spec.game)
    rules = rules_pages(paper, about.rules)
    all_pages_so_far = [pg for _, pages, _ in body for pg in pages]
    icons = icons_used([item for pg in all_pages_so_far for item in pg.items]
                       + [item for part in spec.parts if isinstance(part, ComponentSet)
                          for pg in part.fronts + part.backs for item in pg.items])
    credits = credits_pages(paper, icons)

    # pagination: cover, contents, rules, parts (duplex parts on odd pages), credits
    def paginate(contents_len: int):
        n = 1 + contents_len + len(rules)
        starts, blanks_before = [], []
        for _, pages, duplex in body:
            blank = bool(pages) and duplex and n % 2 == 1  # n pages so far: the next is page n + 1
            blanks_before.append(blank)
            n += blank
            starts.append(n + 1 if pages else None)
            n += len(pages)
        return starts, blanks_before, n + 1

    art = spec.cover or next((part.fronts[0] if isinstance(part, ComponentSet) else part.pages[0]) for part in spec.parts
               if not (isinstance(part, DocPages) and (part.answers or part.slug == "playability")))
    facts = [f"{spec.players} players" if spec.players else "", f"seed {spec.seed}", f"preset: {preset.name}, {paper.name}"]
    cover = cover_page(paper, about.icon, spec.title, [f for f in facts if f], art)
    contents_len = 1
    for _ in range(3):  # the contents may need more than one page; settle its length
        starts, blanks, credits_start = paginate(contents_len)
        entries = [("Rules", 2 + contents_len, "")]
        entries += [(part.title, s, _how_to_print(part, on_sheets, preset, paper, dup))
                    for (part, on_sheets, dup), s in zip(body, starts) if s is not None]
        entries.append(("Credits and licences", credits_start, ""))
        contents = contents_pages(paper, entries)
        if len(contents) == contents_len:
            break
        contents_len = len(contents)
    pages: list[Page] = [cover, *contents, *rules]
    firsts, slugs = [0], ["cover"]
    for (part, on_sheets, _), blank in zip(body, blanks):
        if blank:
            pages.append(Page(paper.width, paper.height, (), bleed=0.0, label="blank"))
        if on_sheets:
            firsts.append(len(pages))
            slugs.append(part.slug)
        pages += on_sheets
    pages += credits
    files: dict[Path, bytes] = {}
    doc = Document(tuple(pages), title=spec.title, subject=f"pnp kit, seed {spec.seed}", color_mode=preset.color)
    pdf = render_pdf(doc)
    files[Path("kit.pdf")] = pdf

    for slug, image in zip(slugs, rasterise(pdf, pages, dpi=60, only=firsts)):
        files[Path("previews") / f"{slug}.png"] = png_bytes(image, 60)

    for part in spec.parts:
        if isinstance(part, ComponentSet) and preset.layout == "cards":
            deck = Document(tuple(deck_pages(part, preset)), title=f"{spec.title}: {part.title}", color_mode=preset.color)
            files[Path("decks") / f"{part.slug}.pdf"] = render_pdf(deck)
        if isinstance(part, ComponentSet) and preset.layout == "png":
            deck = deck_pages(part, preset)
            images = rasterise(render_pdf(Document(tuple(deck))), deck, dpi=preset.dpi, area="bleed")
            names = _component_names(part)
            for name, image in zip(names, images):
                files[Path("png") / part.slug / f"{name}.png"] = png_bytes(image, preset.dpi)

    for part, on_sheets, _ in body:
        # a booklet's pages only make sense imposed: its SVGs are the sheets as printed
        shown = replace(part, pages=tuple(on_sheets)) if isinstance(part, DocPages) and part.booklet else part
        files |= _svgs(shown, spec.title, render_svg_page)

    for name, data in spec.models.items():
        files[Path("json") / name] = dumps(data)
    files[Path("README.txt")] = readme(spec, preset, paper, body, starts).encode("utf-8")
    return files


def _component_names(part: ComponentSet) -> list[str]:
    names = []
    backs = bool(part.backs)
    for i in range(len(part.fronts)):
        names.append(f"{i + 1:03d}-front")
        if backs:
            names.append(f"{i + 1:03d}-back")
    return names


def _svgs(part: Part, title: str, render) -> dict[Path, bytes]:
    """Each distinct component (or document page) once, as SVG."""
    out: dict[Path, bytes] = {}
    folder = Path("svg") / part.slug
    doc = Document((Page(10, 10),), title=title)
    if isinstance(part, DocPages):
        for i, page in enumerate(part.pages):
            out[folder / f"page-{i + 1:03d}.svg"] = render(doc, page)
        return out
    shared_back = len(part.backs) == 1  # one back for every front: back.svg
    seen: set[Page] = set()
    for side, pages in (("front", part.fronts), ("back", () if shared_back else part.backs)):
        for i, page in enumerate(pages):
            if page not in seen:
                seen.add(page)
                out[folder / f"{i + 1:03d}-{side}.svg"] = render(doc, page)
    if shared_back:
        out[folder / "back.svg"] = render(doc, part.backs[0])
    return out


def readme(spec: KitSpec, preset: Preset, paper: Paper, body, starts) -> str:
    lines = [
        f"{spec.title}",
        "=" * len(spec.title),
        "",
        f"Made by pnp with seed {spec.seed}" + (f" for {spec.players} players" if spec.players else "") + ".",
        f"Printer preset: {preset.name}. Paper: {paper.name}. Colours: {preset.color.upper()}.",
        "",
        "How to print",
        "------------",
        "Print kit.pdf at 100 % (actual size, no 'fit to page').",
    ]
    if preset.layout == "sheets" and preset.duplex in ("long", "short") and \
            any(isinstance(p, ComponentSet) for p in spec.parts):  # only component sheets follow the preset
        lines.append(f"Print double-sided, flipping on the {preset.duplex} edge: every sheet of fronts is followed "
                     "by its sheet of backs (parts printed double-sided start on a front page).")
        lines.append("Print one test sheet first; if the backs do not line up, set offset = [dx, dy] in mm in a copy "
                     "of the preset (layouts/presets/home.toml) and use it with --preset.")
    if preset.duplex == "foldover":
        lines.append("Print single-sided. Fold each component sheet along its dashed line, glue the halves, cut.")
    if preset.layout == "cards":
        lines.append("The decks/ folder holds one PDF per deck, one card per page, front then back, with a 1/8 in "
                     "bleed, ready for a card printing service.")
    if preset.layout == "png":
        lines.append(f"The png/ folder holds one PNG per card side at {preset.dpi} dpi, bleed included.")
    lines += ["", "What is in kit.pdf", "------------------"]
    for (part, on_sheets, duplex), first in zip(body, starts):
        if first is None:
            continue
        how = _how_to_print(part, on_sheets, preset, paper, duplex)
        lines.append(f"- page {first}: {part.title}. {how}".rstrip())
    lines += ["", "Other files", "-----------",
              "svg/       every component (and sheet) as SVG",
              "json/      the game's models: load, check and redraw them with `pnp verify` and `pnp render`",
              "previews/  a picture of the first page of each part"]
    if spec.notes:
        lines += ["", "Figures", "-------", *spec.notes]
    lines += ["", "Icons: game-icons.net, CC BY 3.0 (credits in kit.pdf). Fonts: SIL Open Font License 1.1.", ""]
    return "\n".join(lines)
