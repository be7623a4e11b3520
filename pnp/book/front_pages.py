"""The front of a book: the title page, the copyright and credits page, the contents and how to play.

The how-to-play pages say the solo rules in our own words, one section per kind of puzzle the book
holds, with the pictures of :mod:`pnp.book.figures`, flowed down pages of the box like the kits' pages.
"""

from __future__ import annotations

from collections.abc import Sequence

from pnp.book.flowing import figure, flowed_pages, head, laid_pages, paginate, para, whole
from pnp.book.model import BookInfo, Box
from pnp.book.pen import ACCENT, FLOOR, INK, INSET, MUTED, at, gap, least, page_of, rule
from pnp.credits import credits_paragraphs
from pnp.i18n import N_, _
from pnp.i18n.typography import in_sentence
from pnp.kits.pages import PANEL
from pnp.scene import boxes as b
from pnp.scene.arrange import lay_out
from pnp.scene.model import Item, Page, Style, Text
from pnp.scene.page_flow import Block, Placed, Type
from pnp.scene.shapes import line, placed, rect
from pnp.scene.text import PT
from pnp.version import __version__

TITLE = Type(18, "display", ACCENT)
HEADING = Type(11, "body-bold", ACCENT)
SUBHEADING = Type(9.5, "body-bold", INK)
BODY = Type(9.5)
SMALL = Type(8)


def title_page(info: BookInfo, box: Box, art: Page | None, floor: float = 0.0) -> Page:
    """The title large, the subtitle and the author under it, and a picture from the book (``art``) in the room
    between, one column down the page; ``floor``: the smallest text in pt (0: as designed). A longer title,
    subtitle or author shrinks (never under its least size) and then wraps, its box taking room from the
    picture."""
    w, h = box

    column: list[b.Box] = [
        gap(h * 0.12),
        b.Words(text=info.title, font="display", size=34, least=16, color=ACCENT, text_align="center",
                valign="bottom", height=30, shrink=0.0, name="title"),
        gap(3),
    ]
    if info.subtitle:
        sub = at(13, floor + 2)
        sub_h = max(14.0, 2 * sub * PT * 1.2 + 1.0)  # two lines at the floor
        column += [b.Words(text=info.subtitle, size=sub, least=at(9, floor), color=INK, text_align="center",
                           height=sub_h, shrink=0.0, name="subtitle"), gap(1)]
    column += [gap(6), _picture(art) if art is not None else b.Box(grow=1), gap(6)]
    column.append(b.Words(text=info.author, font="body-bold", size=at(12, floor + 2), least=least(floor), color=INK,
                          text_align="center", height=9, shrink=0.0, name="author") if info.author else gap(9))
    column.append(gap(6))
    # i18n: the credit line under a book's title ("pnp" is the program's name)
    column.append(b.Words(text=_("Made with pnp"), size=at(8, floor), color=MUTED, text_align="center", wrap=False,
                          height=6, shrink=0.0) if info.credit else gap(6))
    column.append(gap(3))
    items = lay_out(b.Column(children=tuple(column), name="title page"), 0.0, 0.0, w, h, floor).fitted("the title page")
    return page_of(box, list(items), "title")


def _picture(art: Page) -> b.Art:
    """The book's picture without its words, as large as the room between the title and the author lets it be
    (at most eight tenths of the width), centred there on a panel."""
    art = Page(art.width, art.height, pictures_only(art.items), bleed=0, label=art.label)

    def draw(x: float, y: float, w: float, room: float) -> list[Item]:
        s = min(w * 0.8 / art.width, room / art.height, 10.0)  # the scale: at most ten times as drawn
        pw, ph = art.width * s, art.height * s
        px, top = x + (w - pw) / 2, y + (room - ph) / 2
        return [rect(px - 2, top - 2, pw + 4, ph + 4, Style(fill=PANEL)), placed(art, px, top, s)]

    return b.Art(draw=draw, grow=1, name="picture")


def pictures_only(items: Sequence[Item]) -> tuple[Item, ...]:
    """The art without its words: drawn small on the title page, they would print under the 7 pt floor."""
    from pnp.scene.model import Group

    out: list[Item] = []
    for item in items:
        if isinstance(item, Group):
            out.append(Group(pictures_only(item.items), item.transform, item.clip))
        elif not isinstance(item, Text):
            out.append(item)
    return tuple(out)


PROOFS = (
    # i18n: a puzzle book's copyright page: how its labyrinths were checked
    N_("Every labyrinth was solved by an exact solver: the score its answer draws is the best any line can make."),
    # i18n: a puzzle book's copyright page: how its minigames were checked
    N_("Every minigame has exactly one answer, found again by a search of its own that knows nothing of how "
       "the puzzle was made."),
    # i18n: a puzzle book's copyright page: how its mazes were checked
    N_("Every maze has one way through and no more: its walls form a tree, checked square by square."),
)
# i18n: the last words of a puzzle book's copyright page
PERSONAL_USE = N_("You may copy or print these pages for your own use and to play with family and friends, "
                  "so that the book itself stays clean.")


def copyright_blocks(info: BookInfo, icon_names: Sequence[str], body: float, w: float,
                     floor: float = 0.0) -> list[Block]:
    """The copyright page's blocks at ``body`` pt for pages ``w`` mm wide, in reading order."""
    small = Type(max(least(floor), body - 1), color=MUTED)
    text = Type(body)

    def p(words: str, t: Type = text, after: float = 2.0, keep: bool = False) -> Block:
        return para(words, t, w, floor, after, keep)

    # i18n: the copyright page's first line: the book's title and its subtitle as the user gave them
    title = _("{title}: {subtitle}").format(title=info.title, subtitle=info.subtitle) if info.subtitle else info.title
    blocks = [p(title, Type(body + 1, "body-bold"))]
    if info.author:
        # i18n: the copyright page: the book's author, as the user gave the name
        blocks.append(p(_("By {author}").format(author=info.author)))
    if info.copyright:
        blocks.append(p(info.copyright))
    if info.isbn:
        blocks.append(p(f"ISBN {info.isbn}"))
    # i18n: the copyright page: the program that made the puzzles ("pnp") and its version
    blocks.append(p(_("Puzzles generated and verified by pnp {version}.").format(version=__version__), after=3))
    blocks += [p(_(proof), after=4.0 if proof == PROOFS[-1] else 2.0) for proof in PROOFS]  # 2 mm more: credits
    credits = credits_paragraphs(list(icon_names))
    for n, (heading, words) in enumerate(credits, 1):
        if heading:  # a credit's heading stays with its words
            blocks.append(p(heading, Type(body, "body-bold"), after=0.5, keep=True))
        blocks.append(p(words, small, after=3.0 if n == len(credits) else 2.0))  # 1 mm more over the last line
    return [*blocks, p(_(PERSONAL_USE))]


def copyright_pages(info: BookInfo, icon_names: Sequence[str], box: Box, floor: float = 0.0) -> list[Page]:
    """The copyright page: as designed, set as large as one page holds (9 pt down to 8); over the book's own 7 pt
    (a ``floor``) its words at the floor. Credits that still do not fit one page (at the floor, or in a longer
    language) flow onto as many pages as they need, never left off: the icons' and fonts' licences ask for them
    (build.py plans for the pages)."""
    def flow(body: float) -> list[Page]:
        return flowed_pages(copyright_blocks(info, icon_names, body, box[0], floor), box, floor, "copyright")

    size = 9.0 if floor <= FLOOR else floor  # at the book's own floor or under it, the page as designed
    while floor <= FLOOR and size > FLOOR + 1 and len(flow(size)) > 1:
        size -= 0.5
    return [page_of(box, list(p.items), "copyright") for p in flow(size)]


TITLE_ROOM = 16.0  # mm: a flowing section's title and its rule, over its first page


def _title(title: str) -> tuple[b.Box, float]:  # the title at 18 pt: above any floor
    """A flowing section's title and the rule under it, on its first page, and the room they take (mm)."""
    return b.Column(children=(
        b.Words(text=title, font=TITLE.font, size=TITLE.size, least=12, color=ACCENT, wrap=False, height=10,
                shrink=0.0),
        gap(2),
        rule(TITLE_ROOM - 12),
    )), TITLE_ROOM


def contents_pages(rows: Sequence[tuple[str, int]], box: Box, floor: float = 0.0) -> list[Page]:
    """The contents: each title with dot leaders to its page number, right-aligned; a title too long for its
    line wraps, its last line on the leaders."""
    # i18n: a puzzle book's contents page, its title
    return flowed_pages(contents_blocks(rows, box, floor), box, floor, "contents", _title(_("Contents")))


def contents_blocks(rows: Sequence[tuple[str, int]], box: Box, floor: float = 0.0) -> list[Block]:
    """The contents' lines, each kept whole (``box``: the pages' box, which the flow places them in)."""
    size = at(10, floor)
    step, number_w = max(7.0, size * PT * 1.8), max(12.0, 1.6 * floor)
    dots = Style(stroke=MUTED, width=0.5, dash=(0.0, 1.8), cap="round")

    def leaders(x: float, y: float, width: float, h: float) -> list[Item]:
        return [line(x + 2.5, y + h - 1.2, x + width - 1.0, y + h - 1.2, dots)]

    blocks: list[Block] = []
    for title, page in rows:
        row = b.Row(min_height=step, children=(
            b.Words(text=title, size=size, least=least(floor), color=INK, valign="bottom"),
            b.Art(draw=leaders, grow=1, min_width=6.0),
            b.Words(text=str(page), size=size, font="body-bold", color=INK, text_align="right", valign="bottom",
                    wrap=False, width=number_w, shrink=0.0),
        ), name="contents line")
        blocks.append(whole(row))
    return blocks


def _types(floor: float) -> tuple[Type, Type, Type, Type, float]:
    """The how-to-play pages' heading, subheading, body and caption types, and how much taller than as
    designed their boxes are (1: as designed)."""
    return (Type(max(HEADING.size, floor + 2), "body-bold", ACCENT), Type(max(SUBHEADING.size, floor + 1),
            "body-bold", INK), Type(max(BODY.size, floor)), Type(max(SMALL.size, floor)),
            max(1.0, (floor + 1) / SUBHEADING.size))


def how_to_play_pages(kinds: Sequence[str], box: Box, floor: float = 0.0) -> list[Page]:
    """The rules of each kind of puzzle present, with pictures, and how the answers work; ``floor``: the
    smallest text in pt (0: as designed; a large-print book's pictures are drawn for it). Headings keep with
    what follows them, a caption with its picture (pnp.book.flowing). The worked example is drawn beside its
    card where the column is wide enough, unless the pages come out better with the card first, one under
    the other (fewer pages, then less room left at the foot of the emptiest page but the last); each page but
    the last then balanced (:func:`pnp.book.flowing.balanced`)."""
    # i18n: a puzzle book's rules pages, their title (and the contents' line for them)
    title = _title(_("How to play"))

    def emptiness(pages: list[list[Placed]]) -> tuple[int, float]:
        return len(pages), max((box[1] - page[-1].y - page[-1].height for page in pages[:-1] if page), default=0.0)

    pages = min((paginate(how_to_play_blocks(kinds, box, floor, narrow), box, floor, title[1])
                 for narrow in (False, True)), key=emptiness)
    return laid_pages(pages, box, floor, "how to play", title, balance=True)


def how_to_play_blocks(kinds: Sequence[str], box: Box, floor: float = 0.0, narrow: bool = False) -> list[Block]:
    """The how-to-play pages' blocks, in reading order, for pages of ``box`` (``narrow``: the worked example's
    card over its sheet however wide the column)."""
    from pnp.book import figures
    from pnp.registry import minigames

    w = box[0] - 2 * INSET  # the pictures' width: their strokes straddle their edges
    present = [k for k in kinds if k not in ("labyrinth", "maze")]
    heading_t, subheading_t, body_t, small_t, k = _types(floor)
    blocks: list[Block] = []

    def section(heading: str) -> None:
        blocks.append(head(heading, heading_t, 6.5 * k, 7.5 * k, box[0], floor))

    def words(text: str, t: Type = body_t, keep: bool = False) -> None:
        blocks.append(para(text, t, box[0], floor, keep=keep))

    def picture(page: Page, grow: bool = False) -> None:  # grow: on a page the flow leaves short
        blocks.append(whole(figure(page, page.height + 3.0, INSET) if grow else _art(page, page.height + 3.0),
                            after=1.0))

    if "labyrinth" in kinds:
        # i18n: a puzzle book's how-to-play pages: the labyrinths' section
        section(_("Labyrinths"))
        for title, rule in LABYRINTH_RULES:
            blocks.append(head(_(title), subheading_t, 5.0 * k, 5.5 * k, box[0], floor))
            words(_(rule))
        example = figures.example_pictures(w, floor, narrow)
        words(_(EXAMPLE_CAPTION), small_t, keep=True)  # the caption by its picture
        for page in example:
            picture(page, grow=True)
        # the legend's rows flow on like a table's, between rows, its heading with the first
        # i18n: a puzzle book's how-to-play pages: the heading over the labyrinth's symbols and what they do
        blocks.append(head(_("The symbols"), subheading_t, 5.0 * k, 6.5 * k, box[0], floor))
        rows = figures.legend_rows(w, floor)
        for row in rows[:-1]:
            blocks.append(whole(_art(row), after=figures.LEGEND_GAP))
        picture(rows[-1])
    if "maze" in kinds:
        # i18n: a puzzle book's how-to-play pages: the mazes' section
        section(_("Mazes"))
        words(_(MAZE_RULES))
    if present:
        # i18n: a puzzle book's how-to-play pages: the minigames' section
        section(_("Minigames"))
        # i18n: the minigames' names in a list in a sentence ("sword, bow, key"), lower case in English
        names = _(", ").join(in_sentence(_(minigames().get(m).SPEC.name)) for m in present)
        words(_(MINIGAME_RULES).format(names=names))
        for page in figures.minigame_pictures(present, w, floor):
            picture(page)
    # i18n: a puzzle book's how-to-play pages: the section on the answers at the back
    section(_("The answers"))
    from pnp.book.puzzle_pages import answer_reference

    words(_(ANSWERS).format(example=answer_reference(87)))
    return blocks


def _art(page: Page, height: float | None = None) -> b.Art:
    """A picture drawn for the column, placed at the box's left edge plus the strokes' inset."""
    def draw(x: float, y: float, width: float, h: float) -> list[Item]:
        return [placed(page, x + INSET, y)]

    return b.Art(draw=draw, height=page.height if height is None else height, shrink=0.0, name=page.label)


LABYRINTH_RULES = (
    # i18n: a puzzle book's how-to-play pages: the labyrinths' rules, each a heading and its paragraph
    (N_("Your goal"), N_("A labyrinth puzzle is a sheet of squares and an objective card beside it. Draw a single line "
     "through the labyrinth, in, along and out, so that it earns as many points as the card allows. The puzzle "
     "tells you the best score a line can make: find a line that makes it.")),
    # i18n: a puzzle book's how-to-play pages: the labyrinths' rules, a heading and its paragraph
    (N_("Drawing the line"), N_("Begin on the staircase the card names (with \"any staircase\", choose one). Go from "
     "square to square up, down, left or right, never diagonally, never through a wall, and never back into a "
     "square your line has already crossed. Finish on a boss: the minotaur, the spider or the troll. You may "
     "pass over a boss and carry on; some hard cards also let you finish on another staircase.")),
    # i18n: a puzzle book's how-to-play pages: the labyrinths' rules, a heading and its paragraph
    (N_("Items and hearts"), N_("The sword, the bow and the key are yours once your line has passed them. You have "
     "three hearts. A trap always takes one. A rat takes one unless you already carry the sword, a skeleton "
     "unless you carry the bow; with the weapon in hand the monster is defeated instead. The treasure counts "
     "only if the key came first. Some cards name other squares that take a heart. Cross out a heart for each "
     "one lost: a line that loses all three scores nothing.")),
    # i18n: a puzzle book's how-to-play pages: the labyrinths' rules, a heading and its paragraph
    (N_("Scoring"), N_("When your line is out, read the card row by row and add up what it pays: each gem, each "
     "defeated rat or skeleton, the treasure, the scrolls visited in the order shown, exactly the number of "
     "ghosts asked for (more or fewer pay nothing) and the boss named as the way out. A row with a minus takes "
     "points away. Circle what you gained under the sheet to keep track.")),
)
# i18n: a puzzle book's how-to-play pages: the caption over the worked example's pictures
EXAMPLE_CAPTION = N_("A practice labyrinth, its card and the best line for it, drawn as the answers draw it: the "
                   "line starts in the ring and ends in the double ring; a circle marks what it gained or "
                   "defeated, a cross where it lost a heart.")
# i18n: a puzzle book's how-to-play pages: the mazes' rules
MAZE_RULES = N_("A maze has one way through and one only. Go in at the arrow and find the path to the star; "
              "every other turning ends against a wall.")
# i18n: a puzzle book's how-to-play pages: the minigames' rules; {names}: the minigames in the book, listed
MINIGAME_RULES = N_("The minigames ({names}) are small puzzles from the tiles of the labyrinth game. Each says "
                  "what to do above it and has exactly one answer. Here is one of each, solved:")
# i18n: a puzzle book's how-to-play pages: how the answers work; {example}: a puzzle's foot line ("Answer: page 87")
ANSWERS = N_("The answers are at the back of the book. At the foot of each puzzle, \"{example}\" says "
           "where to find its answer, and each answer names its puzzle and the page it is on, so you can go "
           "back and forth. A labyrinth's answer draws the best line and adds up its score row by row.")
