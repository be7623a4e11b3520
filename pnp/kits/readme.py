"""What a kit says about printing: each part's printing note (in the contents and README.txt) and README.txt."""

from __future__ import annotations

from typing import NamedTuple

from pnp.catalog import Paper
from pnp.i18n import _, ngettext
from pnp.i18n.typography import in_sentence, short
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

KIT_PDF = "kit.pdf"  # the kit's file, named as it is in every language


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
            # i18n: {flip} is "flip on long edge" or "flip on short edge"
            bits.insert(0, _("Print double-sided ({flip}).").format(
                flip=duplex_setting(pages[0] if pages else paper, preset.duplex)))
        else:
            bits.insert(0, _("Print one-sided."))
        return " ".join(bits)
    if preset.layout != "sheets":
        # i18n: {file} is the deck's PDF (decks/tiles.pdf), {order} "front then back" or "back then front"
        return _("In {file} (one per page, {order}).").format(file=f"decks/{part.slug}.pdf", order=_order(preset)) \
            if preset.layout == "cards" else _("As PNG files in {folder}.").format(folder=f"png/{part.slug}/")
    # the default cutting is the field's constant, translated here; a game's own words come translated
    cut = _(part.cut) if part.cut == ComponentSet.cut else part.cut
    if share is not None and share.partners:
        # i18n: {sets} names the other sets ("player aids and wound tokens"), {cut} the set's own cutting
        cut = _("On the same sheets as the {sets}: cut the sheets apart across the clear band between the sets "
                "first. {cut}").format(sets=_names(share.partners), cut=cut)
    if duplex and not part.backs:  # one-sided, on sheets it shares with double-sided sets: say what is behind it
        if share is None:
            return _("One-sided: its places on the back sheets are left blank (printed double-sided with the "
                     "sets beside it). {cut}").format(cut=cut)
        return _("One-sided: its places on the back sheets are left blank (printed double-sided with the "
                 "{sets}). {cut}").format(sets=_names(share.partners), cut=cut)
    if duplex:
        return _flip_edge(preset.duplex).format(cut=cut)
    if preset.duplex == "foldover" and part.backs:
        return _("Single-sided; fold each sheet along the dashed line, glue, then cut. {cut}").format(cut=cut)
    return cut if part.backs else _("One-sided. {cut}").format(cut=cut)


def _flip_edge(edge: str) -> str:
    """"Double-sided, flip on the long edge. {cut}" for the preset's edge (to format with the part's cutting)."""
    if edge == "short":
        return _("Double-sided, flip on the short edge. {cut}")
    if edge == "long":
        return _("Double-sided, flip on the long edge. {cut}")
    return f"Double-sided, flip on the {edge} edge. {{cut}}"  # no other edge prints double-sided


def _names(titles: tuple[str, ...]) -> str:
    """Set titles in a sentence: "hand action tokens, feet action tokens and wound tokens"."""
    words = [in_sentence(t) for t in titles]
    # i18n: the last two of a list of sets: "{first} and {last}" ("feet action tokens and wound tokens")
    return words[0] if len(words) == 1 else _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def _order(preset: Preset) -> str:
    """The order of a deck PDF's pages: DriveThruCards reads each card's back first."""
    if preset.service is not None and preset.service.back_first:
        return _("back then front")
    return _("front then back")


def _bleed_words(bleed: float) -> str:
    # i18n: the bleed in "with {bleed} bleed": "a 1/8 in", "a 3 mm", "no"
    return _("a 1/8 in") if abs(bleed - 25.4 / 8) < 1e-6 else _("a {mm} mm").format(mm=short(bleed)) if bleed \
        else _("no")


def _printing(spec: KitSpec, preset: Preset, paper: Paper) -> list[str]:
    """The README's lines on how to print kit.pdf and the other files, as the preset says."""
    components = any(isinstance(p, ComponentSet) for p in spec.parts)
    if preset.fit_pages:
        # i18n: {pdf} is the file's name, kit.pdf
        lines = [_("Print {pdf} at 100 % (actual size, no 'fit to page').").format(pdf=KIT_PDF)]
    else:  # the pages keep their bleed (Preset.drawing_paper): a home printer would crop them at 100 %
        # i18n: {paper} is the paper's name (A4), {bleed} "a 3 mm" or "a 1/8 in"
        lines = [_("{pdf} keeps its pages' bleed for a print shop: every page is {paper} when trimmed, with "
                   "{bleed} bleed on every side (its TrimBox and BleedBox say so). To print it at home, make the kit "
                   "with the {preset} preset instead.").format(pdf=KIT_PDF, paper=paper.name,
                                                               bleed=_bleed_words(paper.bleed), preset="home")]
    if preset.layout == "sheets" and preset.duplex in ("long", "short") and components:
        # only component sheets follow the preset
        lines.append(_("Print double-sided, flipping on the long edge: every sheet of fronts is followed by its "
                       "sheet of backs (parts printed double-sided start on a front page).") if preset.duplex == "long"
                     else _("Print double-sided, flipping on the short edge: every sheet of fronts is followed by "
                            "its sheet of backs (parts printed double-sided start on a front page)."))
        # i18n: {setting} is the preset's setting as written in its file, {file} the file, {option} the option
        lines.append(_("Print one test sheet first; if the backs do not line up, set {setting} in mm in a copy of "
                       "the preset ({file}) and use it with {option}.").format(
            setting="offset = [dx, dy]", file="layouts/presets/home.toml", option="--preset"))
    if preset.duplex == "foldover" and components:
        lines.append(_("Print single-sided. Fold each component sheet along its dashed line, glue the halves, cut."))
    if preset.layout == "cards" and components:
        # i18n: {order} "front then back", {bleed} "a 3 mm", {service} a card printing service's name
        lines.append((_("The {folder} folder holds one PDF per deck, one card per page, {order}, with {bleed} "
                        "bleed, ready for {service}.") if preset.service else
                      _("The {folder} folder holds one PDF per deck, one card per page, {order}, with {bleed} "
                        "bleed, ready for a card printing service.")).format(
            folder="decks/", order=_order(preset), bleed=_bleed_words(preset.bleed),
            service=preset.service.name if preset.service else ""))
    if preset.layout == "png" and components:
        # i18n: {front} and {back} are file names as written (ID-front.png, ID-back.png)
        lines.append((_("The {folder} folder holds one PNG per card side at {dpi} dpi, bleed included, each named "
                        "by the card's id and side ({front}, {back}; a card without an id by its number in the "
                        "deck).") if preset.bleed else
                      _("The {folder} folder holds one PNG per card side at {dpi} dpi, no bleed, each named by the "
                        "card's id and side ({front}, {back}; a card without an id by its number in the "
                        "deck).")).format(folder="png/", dpi=preset.dpi, front="ID-front.png", back="ID-back.png"))
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
        # i18n: {service} is a card printing service's name, {profile} the name of a colour profile
        lines.append((_("{service}' page names the {profile} colour profile.") if service.name.endswith("s") else
                      _("{service}'s page names the {profile} colour profile.")).format(
            service=service.name, profile=service.profile) + " " +
            _("pnp cannot ship that profile (its licence does not allow it), so these files are separated through "
              "the bundled FOGRA39 press profile (ISO Coated v2 300 %), which each PDF names as its output intent. "
              "Both are coated offset printing; colours may print slightly differently, so order one proof copy "
              "before a large order."))
    for part in sets:
        stock = service.stock_for(part.fronts[0].width, part.fronts[0].height)
        if stock is not None and stock.pixels is not None and preset.layout == "png":
            # i18n: {parts} a set's title ("objective cards"), {service} a service's name, {stock} its card stock
            lines.append(_("The {parts} are {service}'s {stock}: each file is exactly {w} × {h} px, its "
                           "template's size; keep to its safe area, {safe} mm inside the cut.").format(
                parts=part.title.lower(), service=service.name, stock=stock.words(), w=stock.pixels[0],
                h=stock.pixels[1], safe=short(stock.safe)))
    if preset.layout == "png" and any(shared_back(p, preset) for p in sets):
        lines.append(_("Every card of a deck with one back shares one file, {file}, as {service} asks.").format(
            file="back.png", service=service.name))
    for warning in kit_warnings(spec, preset):
        # i18n: {warning} says which component is of no stock size at the service (stays English for now)
        lines.append(_("Warning: {warning}. Resize the component in a copy of {file} to fit exactly, or order the "
                       "service's custom size if it has one.").format(warning=warning, file="layouts/components.toml"))
    return lines


def _elsewhere(spec: KitSpec, preset: Preset) -> list[str]:
    """The section on the components printed one per page, outside kit.pdf: each deck's file or folder."""
    sets = [p for p in spec.parts if isinstance(p, ComponentSet)]
    if preset.layout == "sheets" or not sets:
        return []
    folder = "decks" if preset.layout == "cards" else "png"
    # i18n: a README heading; {folder} is "decks/" or "png/"
    heading = _("What is in {folder}").format(folder=f"{folder}/")
    lines = ["", heading, "-" * len(heading)]
    for part in sets:
        n, sides = len(part.fronts), 2 if part.backs else 1
        what = ngettext("{n} component", "{n} components", n).format(n=n) + (
            # i18n: after "12 components": ", front then back"
            _(", {order}").format(order=_order(preset)) if part.backs else "")
        if preset.layout == "cards":
            pages = n * sides
            if has_plain_back(part) and preset.service is not None:
                # i18n: {service} is a card printing service's name
                count = ngettext("{n} page; one-sided, so each front follows a plain back page, as {service} reads "
                                 "a deck's pages in pairs", "{n} pages; one-sided, so each front follows a plain "
                                 "back page, as {service} reads a deck's pages in pairs", pages).format(
                    n=pages, service=preset.service.name)
            else:
                count = ngettext("{n} page", "{n} pages", pages).format(n=pages)
            # i18n: a README line: a deck's file, its title, "12 components, front then back", "(24 pages)"
            # i18n: a README line: "- {file}: {title}, {what} ({count})." stays a list item, its file as written
            lines.append(_("- {file}: {title}, {what} ({count}).").format(
                file=f"decks/{part.slug}.pdf", title=part.title, what=what, count=count))
        else:
            files = n + 1 if shared_back(part, preset) else n * sides
            count = (ngettext("{n} PNG file, the shared back in {back}", "{n} PNG files, the shared back in {back}",
                              files) if shared_back(part, preset) else
                     ngettext("{n} PNG file", "{n} PNG files", files)).format(n=files, back="back.png")
            lines.append(_("- {file}: {title}, {what} ({count}).").format(
                file=f"png/{part.slug}/", title=part.title, what=what, count=count))
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
    """"page 3" or "pages 5-7, 9"."""
    listed = page_list(pages).replace(",", ", ")
    # i18n: {pages} is one page number or a list of them: "5-7, 9"
    return ngettext("page {pages}", "pages {pages}", len(set(pages))).format(pages=listed)


def _first_game_parts(spec: KitSpec, preset: Preset, paper: Paper, body, starts: list[int | None]) -> list[tuple]:
    """Each part a first game needs (``KitSpec.first_game``; by default every part to play with), as
    (what the kit wants of it, the part as placed, the pages of it that hold what is wanted (0-based in the
    part), whether it prints double-sided, its first page in kit.pdf or None)."""
    wanted = spec.first_game or tuple(FirstGame(p.slug, p.title) for p in spec.parts
                                      if not (isinstance(p, DocPages) and p.answers))
    placed = {p[0].slug: (Placed(*p), first) for p, first in zip(body, starts)}
    found = []
    for want in wanted:
        assert want.slug in placed, f"{spec.game}: the first game names {want.slug!r}, a part the kit lacks"
        (part, _pages, duplex, share), first = placed[want.slug]
        held = share.held(want.count) if share is not None else pages_holding(part, want.count, preset, paper)
        sided = duplex and (not isinstance(part, ComponentSet) or bool(part.backs))
        found.append((want, part, held, sided, first))
    return found


def first_game_pages(spec: KitSpec, preset: Preset, paper: Paper, body, starts: list[int | None]) -> list[int]:
    """The pages of kit.pdf (1-based, in order) to print for a first game, as README.txt lists them."""
    return sorted({first + i for _w, _p, held, _s, first in _first_game_parts(spec, preset, paper, body, starts)
                   if first is not None for i in held})


def first_game(spec: KitSpec, preset: Preset, paper: Paper, body: list[Placed], starts: list[int | None],
               rules: tuple[int, int]) -> list[str]:
    """README's lines on the least to print for a first game tonight, from what the kit declares
    (``KitSpec.first_game``; by default every part to play with), with its pages as laid out in kit.pdf
    (or its files, for components printed one per page). ``rules``: the first and last page of the rules."""
    in_pdf: list[int] = []
    lines: list[str] = []
    for want, part, held, sided, first in _first_game_parts(spec, preset, paper, body, starts):
        if first is not None:
            pages = [first + i for i in held]
            in_pdf += pages
            # i18n: a README line: "page 5" or "pages 5-7", then what they hold (the game's words)
            lines.append((_("- {pages}: {what} (double-sided)") if sided else _("- {pages}: {what}")).format(
                pages=_pages_word(pages), what=want.what))
        elif preset.layout == "cards":
            lines.append(_("- {file}, {pages}: {what}").format(
                file=f"decks/{part.slug}.pdf", pages=_pages_word([i + 1 for i in held]), what=want.what))
        else:
            n = len(held) // (2 if isinstance(part, ComponentSet) and part.backs else 1)
            lines.append(ngettext("- {folder}, its first {n} card: {what}", "- {folder}, its first {n} cards: {what}",
                                  n).format(folder=f"png/{part.slug}/", n=n, what=want.what))
    # i18n: 'How to print' is the README's heading of that name
    head = [_("Print these pages of {pdf}: {pages} (type that into the print dialog's page range), as 'How to "
              "print' says:").format(pdf=KIT_PDF, pages=page_list(in_pdf))] if in_pdf else \
        [_("Print these files, as 'How to print' says:")]
    first_rule, last_rule = rules
    return [*head, *lines, _("Read the rules first, on {pages} (on screen is fine). Print the rest of the kit when "
                             "you like.").format(pages=_pages_word(list(range(first_rule, last_rule + 1))))]


def readme(spec: KitSpec, preset: Preset, paper: Paper, body, starts, rules: tuple[int, int] = (2, 2),
           credits: int | None = None) -> str:
    """README.txt: the kit's facts, how to print, the pages for a first game, what is on which page of
    kit.pdf, the other files, figures.

    ``body``: the parts as placed (part, pages in kit.pdf, duplex); ``starts``: the first page of each (or None);
    ``rules``: the first and last page of the rules; ``credits``: the first page of the credits.
    """
    box = game(spec.game).box if spec.game in kit_games() else None
    # the game's own name first (the cover's), then what kind of kit it is where that says more
    named = "" if box is None else _(box.title)  # the game's constant, marked N_ by the game
    title = spec.title if box is None else named if spec.title in (box.title, named) else \
        _("{game} ({kit})").format(game=named, kit=spec.title)
    made = (ngettext("Made by pnp with seed {seed} for {n} player.", "Made by pnp with seed {seed} for {n} players.",
                     spec.players) if spec.players else _("Made by pnp with seed {seed}.")).format(
        seed=spec.seed, n=spec.players)
    lines = [
        title,
        "=" * len(title),
        "",
        made,
        # i18n: {preset} and {paper} are names as written ("Home printer", "A4"), {colours} is RGB or CMYK
        _("Printer preset: {preset}. Paper: {paper}. Colours: {colours}.").format(
            preset=_(preset.name), paper=paper.name, colours=preset.color.upper()),
        *_heading(_("How to print")),
        *_printing(spec, preset, paper),
        *_heading(_("For a first game tonight")),
        *first_game(spec, preset, paper, body, starts, rules),
    ]
    first_rule, last_rule = rules
    lines += [*_heading(_("What is in {pdf}").format(pdf=KIT_PDF)), _("- page 1: Cover."),
              _("- {pages}: Contents, with how to print each part.").format(
                  pages=_pages_word(list(range(2, first_rule)))),
              _("- {pages}: Rules.").format(pages=_pages_word(list(range(first_rule, last_rule + 1))))]
    for (part, on_sheets, duplex, share), first in zip(body, starts):
        if first is None:
            continue
        how = how_to_print(part, on_sheets, preset, paper, duplex, share)
        # i18n: a README line: a part's first page in kit.pdf, its title, how to print it
        lines.append(_("- page {n}: {title}. {how}").format(n=first, title=part.title, how=how).rstrip())
    if credits is not None:
        lines.append(_("- page {n}: Credits and licences.").format(n=credits))
    lines += _elsewhere(spec, preset)
    # the README's list of folders, each followed by what it holds from column 12
    lines += [*_heading(_("Other files")), f"{'svg/':<11}" + _("every component (and sheet) as SVG")]
    if spec.models:
        # i18n: {verify} and {render} are commands as typed ("pnp verify")
        lines.append(f"{'json/':<11}" + _("the game's models: load, check and redraw them with {verify} and "
                                          "{render}").format(verify="`pnp verify`", render="`pnp render`"))
    lines.append(f"{'previews/':<11}" + _("a picture of the first page of each part"))
    # i18n: pages.json is a file for programs (the studio reads it); {pdf} is kit.pdf
    lines.append(f"{'pages.json':<11}" + _("what each page of {pdf} holds, and the pages for a first game, for "
                                          "programs").format(pdf=KIT_PDF))
    if spec.designer:  # kept out of kit.pdf: what the designer checks would spoil the game
        titles = ", ".join(part.title for part in spec.designer)
        lines.append("designer.pdf  " + _("not for players: the designer's pages ({titles})").format(titles=titles))
    if spec.notes:
        lines += [*_heading(_("Figures")), *spec.notes]
    lines += ["", _("Icons: {site}, CC BY 3.0 (credits in {pdf}). Fonts: SIL Open Font License 1.1.").format(
        site="game-icons.net", pdf=KIT_PDF), ""]
    return "\n".join(lines)


def _heading(text: str) -> list[str]:
    """A README section's heading after a blank line, underlined as long as it is."""
    return ["", text, "-" * len(text)]
