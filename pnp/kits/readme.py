"""What a kit says about printing: each part's printing note (in the contents and README.txt) and README.txt."""

from __future__ import annotations

from typing import NamedTuple

from pnp.catalog import Paper
from pnp.kits.backs import has_plain_back
from pnp.kits.card_files import kit_warnings, shared_back
from pnp.kits.care import care_words
from pnp.layout.booklet import duplex_setting
from pnp.layout.gang import Share
from pnp.layout.impose import booklet_steps, pages_holding
from pnp.layout.presets import Preset
from pnp.parts import ComponentSet, DocPages, FirstGame, KitSpec, Part
from pnp.registry import game, kit_games
from pnp.scene.model import Page


class Placed(NamedTuple):
    """One part as kit.pdf holds it: its pages there (none when it prints elsewhere) and whether double-sided.

    ``share``: the part shares its sheets with the sets next to it; the first of them holds the sheets
    (``pages``), the others none, and each says where on those sheets it is.
    """

    part: Part
    pages: list[Page]
    duplex: bool
    share: Share | None = None


def how_to_print(part: Part, pages: list[Page], preset: Preset, paper: Paper, duplex: bool,
                 share: Share | None = None) -> str:
    """How to print, finish and look after one part, given its pages as they are in kit.pdf (and the sets it
    shares sheets with)."""
    return " ".join(w for w in (_printing_part(part, pages, preset, paper, duplex, share), care_words(part)) if w)


def _printing_part(part: Part, pages: list[Page], preset: Preset, paper: Paper, duplex: bool,
                   share: Share | None) -> str:
    """How to print and finish one part: its sides first (a part has a back exactly when this says it is
    double-sided), then its cutting."""
    if isinstance(part, DocPages):
        bits = [part.note] if part.note else []
        if part.booklet is not None and preset.layout == "sheets":
            bits.append(booklet_steps(part, paper))
        if part.duplex:  # the sheets' own shape (a booklet's sheets are landscape on portrait paper)
            bits.insert(0, f"Print double-sided ({duplex_setting(pages[0] if pages else paper, preset.duplex)}).")
        else:
            bits.insert(0, "Print one-sided.")
        return " ".join(bits)
    if preset.layout != "sheets":
        return f"In decks/{part.slug}.pdf (one per page, {_order(preset)})." if preset.layout == "cards" else \
            f"As PNG files in png/{part.slug}/."
    cut = part.cut
    if share is not None and share.partners:
        cut = (f"On the same sheets as the {_names(share.partners)}: cut the sheets apart across the clear band "
               f"between the sets first. {cut}")
    if duplex and not part.backs:  # one-sided, on sheets it shares with double-sided sets: say what is behind it
        return (f"One-sided: its places on the back sheets are left blank (printed double-sided with the "
                f"{_names(share.partners) if share is not None else 'sets beside it'}). {cut}")
    if duplex:
        return f"Double-sided, flip on the {preset.duplex} edge. {cut}"
    if preset.duplex == "foldover" and part.backs:
        return f"Single-sided; fold each sheet along the dashed line, glue, then cut. {cut}"
    return cut if part.backs else f"One-sided. {cut}"


def _names(titles: tuple[str, ...]) -> str:
    """Set titles in a sentence: "hand action tokens, feet action tokens and wound tokens"."""
    words = [t[:1].lower() + t[1:] for t in titles]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _order(preset: Preset) -> str:
    """The order of a deck PDF's pages: DriveThruCards reads each card's back first."""
    return "back then front" if preset.service is not None and preset.service.back_first else "front then back"


def _bleed_words(bleed: float) -> str:
    return "a 1/8 in" if abs(bleed - 25.4 / 8) < 1e-6 else f"a {bleed:g} mm" if bleed else "no"


def _printing(spec: KitSpec, preset: Preset, paper: Paper) -> list[str]:
    """The README's lines on how to print kit.pdf and the other files, as the preset says."""
    components = any(isinstance(p, ComponentSet) for p in spec.parts)
    if preset.fit_pages:
        lines = ["Print kit.pdf at 100 % (actual size, no 'fit to page')."]
    else:  # the pages keep their bleed (Preset.drawing_paper): a home printer would crop them at 100 %
        lines = [f"kit.pdf keeps its pages' bleed for a print shop: every page is {paper.name} when trimmed, with "
                 f"{_bleed_words(paper.bleed)} bleed on every side (its TrimBox and BleedBox say so). To print it "
                 "at home, make the kit with the home preset instead."]
    if preset.layout == "sheets" and preset.duplex in ("long", "short") and components:
        # only component sheets follow the preset
        lines.append(f"Print double-sided, flipping on the {preset.duplex} edge: every sheet of fronts is followed "
                     "by its sheet of backs (parts printed double-sided start on a front page).")
        lines.append("Print one test sheet first; if the backs do not line up, set offset = [dx, dy] in mm in a copy "
                     "of the preset (layouts/presets/home.toml) and use it with --preset.")
    if preset.duplex == "foldover" and components:
        lines.append("Print single-sided. Fold each component sheet along its dashed line, glue the halves, cut.")
    if preset.layout == "cards" and components:
        lines.append(f"The decks/ folder holds one PDF per deck, one card per page, {_order(preset)}, with "
                     f"{_bleed_words(preset.bleed)} bleed, ready for "
                     f"{preset.service.name if preset.service else 'a card printing service'}.")
    if preset.layout == "png" and components:
        lines.append(f"The png/ folder holds one PNG per card side at {preset.dpi} dpi, "
                     f"{'bleed included' if preset.bleed else 'no bleed'}, each named by the card's id and side "
                     "(ID-front.png, ID-back.png; a card without an id by its number in the deck).")
    lines += _service_lines(spec, preset)
    return lines


def _service_lines(spec: KitSpec, preset: Preset) -> list[str]:
    """For a card service's preset: each deck of a stock size at the template's exact pixels, a shared back
    once, and every component of no stock size named with the nearest one."""
    service = preset.service
    sets = [p for p in spec.parts if isinstance(p, ComponentSet) and p.fronts]
    if service is None or not sets:
        return []
    lines = []
    if service.profile and preset.color == "cmyk":
        whose = f"{service.name}'" if service.name.endswith("s") else f"{service.name}'s"
        lines.append(f"{whose} page names the {service.profile} colour profile. pnp cannot ship that "
                     "profile (its licence does not allow it), so these files are separated through the bundled "
                     "FOGRA39 press profile (ISO Coated v2 300 %), which each PDF names as its output intent. Both "
                     "are coated offset printing; colours may print slightly differently, so order one proof copy "
                     "before a large order.")
    for part in sets:
        stock = service.stock_for(part.fronts[0].width, part.fronts[0].height)
        if stock is not None and stock.pixels is not None and preset.layout == "png":
            lines.append(f"The {part.title.lower()} are {service.name}'s {stock.words()}: each file is exactly "
                         f"{stock.pixels[0]} × {stock.pixels[1]} px, its template's size; keep to its safe area, "
                         f"{stock.safe:g} mm inside the cut.")
    if preset.layout == "png" and any(shared_back(p, preset) for p in sets):
        lines.append(f"Every card of a deck with one back shares one file, back.png, as {service.name} asks.")
    for warning in kit_warnings(spec, preset):
        lines.append(f"Warning: {warning}. Resize the component in a copy of layouts/components.toml to fit "
                     "exactly, or order the service's custom size if it has one.")
    return lines


def _elsewhere(spec: KitSpec, preset: Preset) -> list[str]:
    """The section on the components printed one per page, outside kit.pdf: each deck's file or folder."""
    sets = [p for p in spec.parts if isinstance(p, ComponentSet)]
    if preset.layout == "sheets" or not sets:
        return []
    folder = "decks" if preset.layout == "cards" else "png"
    lines = ["", f"What is in {folder}/", "-" * len(f"What is in {folder}/")]
    for part in sets:
        n, sides = len(part.fronts), 2 if part.backs else 1
        what = f"{n} {'component' if n == 1 else 'components'}" + (f", {_order(preset)}" if part.backs else "")
        if preset.layout == "cards":
            plain = (f"; one-sided, so each front follows a plain back page, as {preset.service.name} reads a "
                     "deck's pages in pairs") if has_plain_back(part) and preset.service is not None else ""
            lines.append(f"- decks/{part.slug}.pdf: {part.title}, {what} ({n * sides} pages{plain}).")
        else:
            files = n + 1 if shared_back(part, preset) else n * sides
            lines.append(f"- png/{part.slug}/: {part.title}, {what} ({files} PNG files"
                         f"{', the shared back in back.png' if shared_back(part, preset) else ''}).")
    return lines


def page_list(pages: list[int]) -> str:
    """1-based page numbers as a print dialog takes them: [5, 6, 7, 9] → "5-7,9"."""
    runs: list[list[int]] = []
    for n in sorted(set(pages)):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ",".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def _pages_word(pages: list[int]) -> str:
    return ("page " if len(set(pages)) == 1 else "pages ") + page_list(pages).replace(",", ", ")


def first_game(spec: KitSpec, preset: Preset, paper: Paper, body: list[Placed], starts: list[int | None],
               rules: tuple[int, int]) -> list[str]:
    """README's lines on the least to print for a first game tonight, from what the kit declares
    (``KitSpec.first_game``; by default every part to play with), with its pages as laid out in kit.pdf
    (or its files, for components printed one per page). ``rules``: the first and last page of the rules."""
    wanted = spec.first_game or tuple(FirstGame(p.slug, p.title) for p in spec.parts
                                      if not (isinstance(p, DocPages) and p.answers))
    placed = {p[0].slug: (Placed(*p), first) for p, first in zip(body, starts)}
    in_pdf: list[int] = []
    lines: list[str] = []
    for want in wanted:
        assert want.slug in placed, f"{spec.game}: the first game names {want.slug!r}, a part the kit lacks"
        (part, _, duplex, share), first = placed[want.slug]
        held = share.held(want.count) if share is not None else pages_holding(part, want.count, preset, paper)
        sided = " (double-sided)" if duplex and (not isinstance(part, ComponentSet) or part.backs) else ""
        if first is not None:
            pages = [first + i for i in held]
            in_pdf += pages
            lines.append(f"- {_pages_word(pages)}: {want.what}{sided}")
        elif preset.layout == "cards":
            lines.append(f"- decks/{part.slug}.pdf, {_pages_word([i + 1 for i in held])}: {want.what}")
        else:
            n = len(held) // (2 if isinstance(part, ComponentSet) and part.backs else 1)
            lines.append(f"- png/{part.slug}/, its first {n} card{'s' if n != 1 else ''}: {want.what}")
    head = [f"Print these pages of kit.pdf: {page_list(in_pdf)} (type that into the print dialog's page range), "
            "as 'How to print' says:"] if in_pdf else ["Print these files, as 'How to print' says:"]
    first_rule, last_rule = rules
    return [*head, *lines, f"Read the rules first, on {_pages_word(list(range(first_rule, last_rule + 1)))} "
            "(on screen is fine). Print the rest of the kit when you like."]


def readme(spec: KitSpec, preset: Preset, paper: Paper, body, starts, rules: tuple[int, int] = (2, 2),
           credits: int | None = None) -> str:
    """README.txt: the kit's facts, how to print, the pages for a first game, what is on which page of
    kit.pdf, the other files, figures.

    ``body``: the parts as placed (part, pages in kit.pdf, duplex); ``starts``: the first page of each (or None);
    ``rules``: the first and last page of the rules; ``credits``: the first page of the credits.
    """
    box = game(spec.game).box if spec.game in kit_games() else None
    # the game's own name first (the cover's), then what kind of kit it is where that says more
    title = spec.title if box is None else box.title if box.title == spec.title else f"{box.title} ({spec.title})"
    lines = [
        title,
        "=" * len(title),
        "",
        f"Made by pnp with seed {spec.seed}" + (f" for {spec.players} players" if spec.players else "") + ".",
        f"Printer preset: {preset.name}. Paper: {paper.name}. Colours: {preset.color.upper()}.",
        "",
        "How to print",
        "------------",
        *_printing(spec, preset, paper),
        "",
        "For a first game tonight",
        "------------------------",
        *first_game(spec, preset, paper, body, starts, rules),
    ]
    first_rule, last_rule = rules
    lines += ["", "What is in kit.pdf", "------------------", "- page 1: Cover.",
              f"- {_pages_word(list(range(2, first_rule)))}: Contents, with how to print each part.",
              f"- {_pages_word(list(range(first_rule, last_rule + 1)))}: Rules."]
    for (part, on_sheets, duplex, share), first in zip(body, starts):
        if first is None:
            continue
        how = how_to_print(part, on_sheets, preset, paper, duplex, share)
        lines.append(f"- page {first}: {part.title}. {how}".rstrip())
    if credits is not None:
        lines.append(f"- page {credits}: Credits and licences.")
    lines += _elsewhere(spec, preset)
    lines += ["", "Other files", "-----------",
              "svg/       every component (and sheet) as SVG"]
    if spec.models:
        lines.append("json/      the game's models: load, check and redraw them with `pnp verify` and `pnp render`")
    lines.append("previews/  a picture of the first page of each part")
    if spec.designer:  # kept out of kit.pdf: what the designer checks would spoil the game
        titles = ", ".join(part.title for part in spec.designer)
        lines.append(f"designer.pdf  not for players: the designer's pages ({titles})")
    if spec.notes:
        lines += ["", "Figures", "-------", *spec.notes]
    lines += ["", "Icons: game-icons.net, CC BY 3.0 (credits in kit.pdf). Fonts: SIL Open Font License 1.1.", ""]
    return "\n".join(lines)
