"""The studio's own words, in the language of the person using it: every text of its pages, in the catalogs with
the printed words (``locales/``), so a translator translates both in one place.

The pages hold their English text (an element marked ``data-say``, an attribute named in ``data-say-attrs``) and
their scripts call ``say("English {name}")``; :func:`words` gives the page each of :data:`WORDS` in a language,
and the page puts them in. tests/studio/test_words.py checks that the pages say nothing that is not here, and
that nothing here is unused. No text puts a count before a noun (Polish has three forms of one): a count follows
a colon ("Ahead in line: 2"). What the studio hears back from the command line's checks (a refused choice, in
``--option`` words) stays English, as the command line's messages do.
"""

from __future__ import annotations

from pnp.i18n import N_

WORDS = (
    # the front page
    N_("Print a labyrinth game tonight"),
    N_("Everything here is made on your own computer: choose, watch the pages appear, print. Every labyrinth, "
       "tile and room is checked to be playable before you see it."),
    N_("What would you like to do?"),
    N_("Print a game"),
    N_("Choose one of four games, how many play and your printer, and get a whole kit: rules, boards, cards and "
       "tiles, ready to cut out."),
    N_("Make a book"),
    N_("A puzzle book of labyrinths, mazes and minigames, with a cover, for a print-on-demand service or to staple "
       "at home."),
    N_("Design a labyrinth"),
    N_("Draw walls and symbols on a grid and see at once whether it can be played, with the best score for every "
       "card."),
    N_("The covers of the four games"),
    N_("The front cover of a puzzle book"),
    N_("A labyrinth sheet: walls and symbols on a grid"),
    N_("pnp runs only on this computer; nothing you make leaves it until you print or share it."),
    N_("Doors"),
    N_("Language of this page"),
    # print a game: the form
    N_("Which games?"),
    N_("Who plays, and in which language"),
    N_("Players"),
    N_("Language of the printed words"),
    N_("Your printer"),
    N_("Paper"),
    N_("Printing at"),
    N_("Look"),
    N_("Card size"),
    N_("Which game exactly"),
    N_("Game number (the same number makes the same game)"),
    N_("Surprise me"),
    N_("Make my kit"),
    N_("Stop"),
    N_("Your kit"),
    N_("Choose your games, then press “Make my kit”."),
    N_("Players: {players} · Ages: {ages}+ · Minutes: {minutes}"),
    N_("As the printer setting says"),
    N_("As designed"),
    N_("Each game's own"),
    N_("The colours the games are designed in."),
    N_("Monster"),
    N_("The monster that hunts the players: each has its own standee, its own cards and its own rule."),
    N_("A different labyrinth for each player"),
    N_("Every player gets a labyrinth of their own, all about as hard."),
    N_("{option} ({games})"),
    # print a game: the kit being made
    N_("Waiting for the computer. Ahead in line: {n}."),
    N_("Making your kit… the pages appear as each game is done."),
    N_("Your kit is ready (made in {seconds} s). Download it, or look through the pages first."),
    N_("The kit could not be made: {error}"),
    N_("Stopped. Change what you like and make it again."),
    N_("This kit is no longer here (the studio was restarted). Make it again."),
    N_("You changed your choices: press “Make my kit” to make the kit again."),
    N_("Starting…"),
    N_("Please look at the choices marked in the form."),
    N_("The studio did not answer: {error}"),
    N_("Games finished"),
    N_("the last: {game}"),
    N_("{name}: {done} of {total}"),
    N_("Download the whole kit (zip)"),
    N_("{game}: kit.pdf only"),
    N_("For a first game tonight, print pages {pages} (marked ★) and read the rules on pages {rules}."),
    N_("This kit's cards are in files of their own: see README.txt in the zip."),
    N_("The answer keys are hidden, so nobody sees them by accident."),
    N_("Show the answer keys"),
    N_("Hide the answer keys"),
    N_("Cover"),
    N_("Contents"),
    N_("Rules"),
    N_("Credits"),
    N_("Page"),
    N_("Page {n}: {what}"),
    N_("Page {n}: {what}, for a first game"),
    N_("Open it large"),
    N_("Page {n} of {pages}: {what}"),
    N_("{game} (pages: {n})"),
    N_("(for a first game)"),
    N_("(answer key: hidden)"),
    N_("An answer key, hidden"),
    N_("Previous"),
    N_("Next"),
    N_("Close"),
    # make a book
    N_("The book"),
    N_("Title"),
    N_("Subtitle"),
    N_("Author"),
    N_("Language"),
    N_("Printing"),
    N_("Made as"),
    N_("A paperback from a print-on-demand service"),
    N_("A booklet printed at home, folded and stapled"),
    N_("Trim size"),
    N_("Service"),
    N_("The usual one (KDP)"),
    N_("Printed at home"),
    N_("Sheets in your printer"),
    N_("Interior paper"),
    N_("Colour"),
    N_("Interior ink"),
    N_("As the paper suggests"),
    N_("Black"),
    N_("Pictures run to the edge (bleed)"),
    N_("The puzzles"),
    N_("Difficulty levels"),
    N_("Mix of puzzles"),
    N_("Kinds and how many of each, as “labyrinth=16,maze=44”. Empty: {mix}."),
    N_("Book number (the same number makes the same book)"),
    N_("Copyright page"),
    N_("Copyright line"),
    N_("ISBN"),
    N_("“Made with pnp” on the title page"),
    N_("Make the cover too"),
    N_("Make my book"),
    N_("Your book"),
    N_("Choose, then press “Make my book”."),
    N_("Making your book… every puzzle is checked as it is made."),
    N_("Your book is ready (pages: {pages}; made in {seconds} s)."),
    N_("The book could not be made: {error}"),
    N_("This book is no longer here (the studio was restarted). Make it again."),
    N_("You changed your choices: press “Make my book” to make it again."),
    N_("Puzzles made"),
    N_("The cover: back, spine and front"),
    N_("Pages {left} and {right}, as the book opens"),
    N_("A sheet of the booklet, as printed"),
    N_("The inside pages (PDF)"),
    N_("The cover (PDF)"),
    N_("The puzzle list (JSON)"),
)

# the names of the bundled themes, card sizes and book services, as their files give them (the forms offer
# them by these)
DATA_WORDS = (
    N_("Colour-blind safe"), N_("Symbol colours kept apart under protanopia, deuteranopia and tritanopia."),
    N_("Default"), N_("The colours pnp is designed in: full colour, solid fills."),
    N_("Large print"), N_("No text under 12 pt: bigger squares, cards and boxes, heavier lines, darker greys."),
    N_("Low ink"), N_("Outlines and light tints instead of large solid fills; light card backs."),
    N_("Poker card"), N_("Bridge card"), N_("Tarot card"), N_("Mini Euro card"), N_("Square card"),
    N_("Large card, 3½ × 5 in"),
    N_("Amazon KDP (paperback)"), N_("IngramSpark (paperback, perfect bound)"), N_("Lulu (paperback, perfect bound)"),
    N_("Home printing (no service)"),
)

# the words of each choice the pages offer by its value, where the value is not a word for people (the forms'
# offer carries them, in the page's language)
CHOICE_WORDS = {"minotaur": N_("Minotaur"), "medusa": N_("Medusa"), "cerberus": N_("Cerberus"),
                "white": N_("White"), "cream": N_("Cream"), "colour": N_("Colour")}


def words(code: str) -> dict:
    """Every word of the pages in ``code`` (English: themselves)."""
    from pnp.i18n import _, language

    with language(code):
        return {"lang": code, "words": {w: _(w) for w in WORDS}}
