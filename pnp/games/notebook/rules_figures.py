"""The pictures of the printed rules (``Game.rules_figures``), drawn from a real notebook.

A notebook is generated from :data:`EXAMPLE_SEED` and verified; one of its battle rooms is chosen by what
it shows (a NOW! battle, a locked way out, several ways out, a working compass). Then:

- ``room-page``: that room's page exactly as the booklet prints it (``room_page.room_page``), with callouts
  naming its parts; each callout points at the item the page drew (found in the page, not placed by hand);
- ``battle``: the same room's battle box (cut from that page) and a battle against its enemy worked
  through roll by roll, every line the rules core's answer (``battle.roll``) to the face rolled.

Both are drawn at about the size they print (a half and a whole column of the rules sheet), so their
labels stay at or above :data:`LABEL_PT` once scaled; :func:`rules_figures` is cached, so a kit pays once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from pnp.catalog import Paper
from pnp.catalog import paper as find_paper
from pnp.games.notebook.battle import BattleState, Roll, roll
from pnp.games.notebook.content import key_colour, printed
from pnp.games.notebook.model import FACINGS, Dungeon, Enemy, Face, Room
from pnp.games.notebook.odds import START_HP
from pnp.games.notebook.panels import face_label
from pnp.games.notebook.pen import (
    BOTTOM,
    COIN_INK,
    EXIT_INK,
    GAIN_INK,
    HEADER,
    HEART_INK,
    HIT_INK,
    HURT_INK,
    LEFT,
    MISS_INK,
    MUTED,
    PALE,
    RIGHT,
    TOP,
    Pen,
)
from pnp.games.notebook.views import exits
from pnp.i18n import N_, _, ngettext
from pnp.scene import boxes as b
from pnp.scene.affine import Affine
from pnp.scene.arrange import width_of
from pnp.scene.color import INK, WHITE, Color
from pnp.scene.legible import MIN_TEXT
from pnp.scene.locale import localised, per_locale
from pnp.scene.model import Group, Item, Page, Path, Style, Text
from pnp.scene.shapes import heart_segments, line, numbered_disc, rect
from pnp.scene.tall import figure
from pnp.scene.text import PT
from pnp.scene.walk import iter_items, printed_text_sizes

EXAMPLE_SEED = 3  # the pictures' notebook: it has a battle room with NOW!, a locked and an open way, a compass
LEADING = 1.15
LABEL_PT = 7.5  # callout and table text as designed (the rules sheet prints them at about this size)
LEADER = Color.hex("#8a3b12")  # the rules sheet's accent: callouts read as notes on the page, not part of it
WEAPON, SHIELD = 1, True  # the worked battle: the starting weapon, and a shield bought in a shop


@dataclass(frozen=True)
class Example:
    dungeon: Dungeon
    room: Room
    page: Page  # the room's page as the booklet prints it (A6: design mm are page mm)
    rolls: tuple[Roll, ...]  # the worked battle, each roll as the rules core applied it
    loot_roll: int  # the face rolled for the coins when the loot is d6 (0 otherwise)


def _showcase(d: Dungeon, room: Room) -> tuple:
    """How much a battle room's page shows a newcomer: NOW!, a locked way out, ways out, a compass."""
    ways = exits(d, room)
    return (room.encounter.now, any(e.door for e in ways), len(ways), room.compass, -room.number)


def worked_battle(enemy: Enemy) -> tuple[Roll, ...]:
    """A battle that shows every kind of roll: the faces are taken in the order miss, hit, hurt, hit, hurt,
    then hits, each kind's faces in turn, and every roll is applied by the rules core."""
    faces: dict[str, list[int]] = {}
    for n, f in enumerate(enemy.faces, 1):
        faces.setdefault(f.kind, []).append(n)
    order = [k for k in ("miss", "hit", "hurt", "hit", "hurt") if k in faces]
    state = BattleState(enemy.hp, START_HP, SHIELD, False)
    used: dict[str, int] = {}
    rolls: list[Roll] = []
    while not state.over and len(rolls) < 24:
        kind = order[len(rolls)] if len(rolls) < len(order) else "hit"
        face = faces[kind][used.get(kind, 0) % len(faces[kind])]
        used[kind] = used.get(kind, 0) + 1
        r = roll(state, enemy, WEAPON, face)
        rolls.append(r)
        state = r.after
    return tuple(rolls)


@per_locale(1)  # the room's page as drawn in the locale its figures are laid out in
def example() -> Example:
    from pnp.games.notebook.generate import generate_dungeon
    from pnp.games.notebook.room_page import room_page
    from pnp.games.notebook.verify import verify_dungeon

    d = generate_dungeon(EXAMPLE_SEED)
    verdict = verify_dungeon(d)
    if not verdict.ok:
        raise ValueError(f"the rules' example notebook does not verify: {'; '.join(verdict.problems)}")
    room = max((r for r in d.rooms if r.encounter.kind == "battle"), key=lambda r: _showcase(d, r))
    enemy = room.encounter.foe()
    return Example(d, room, room_page(d, room, find_paper("a6")), worked_battle(enemy),
                   4 if room.encounter.loot_d6 else 0)


@per_locale(4)
def rules_figures(text_floor: float = 0.0) -> dict[str, Page]:
    """The page's anatomy and the worked battle, each one declared layout drawn for ``text_floor`` (pt)."""
    ex = example()
    return {"room-page": anatomy(ex, text_floor), "battle": battle_figure(ex, text_floor)}


# --- the anatomy of a room page ---------------------------------------------------------------

PAGE_SCALE = 0.58
# the room's page is drawn for the size it prints at: an A6 page with a text floor that PAGE_SCALE brings to
# the print shop's 5 pt (the page's own 6 pt labels would print at 3.5 pt), a little over for rounding
PAGE_FLOOR = math.ceil(MIN_TEXT / PAGE_SCALE * 4) / 4


def _texts(page: Page) -> list[Text]:
    return [t for t in iter_items(page.items) if isinstance(t, Text)]


def _centre(t: Text) -> tuple[float, float]:
    return t.x + t.width / 2, t.y + t.height / 2


def _text_at(page: Page, want, where: str = "left", r: float = 0.0) -> tuple[float, float] | None:
    """Where a marker names the first text the page drew that ``want`` accepts: just left of it, just above
    or just below it (so the marker sits beside the part, not over it), ``r`` (page mm) from it."""
    r = r or MARKER_R / PAGE_SCALE + 0.3
    for t in _texts(page):
        if want(t):
            x, y = _centre(t)
            return {"left": (t.x - r, y), "above": (x, t.y - r), "below": (x, t.y + t.height + r),
                    "right": (t.x + t.width + r, y), "edge": (t.x - 1.5, t.y - 3.0)}[where]
    return None


def callouts(ex: Example, r: float = 0.0, header: float = HEADER[1]) -> list[tuple[str, tuple[float, float]]]:
    """(label, where its marker goes on the page, in page mm), for every part this room's page shows; ``r``
    and ``header``: the marker's offset and the header's bottom in page mm (A6 as designed unless given)."""
    page, room, enc = ex.page, ex.room, ex.room.encounter
    ways = exits(ex.dungeon, room)
    open_way = next((e for e in ways if e.door is None), None)
    locked = next((e for e in ways if e.door), None)
    from pnp.games.notebook.viewport import compass_letter

    compass_letters = {compass_letter(f) for f in FACINGS}
    letters = [t for t in _texts(page) if t.text in compass_letters and t.y < header]
    faces = {localised(face_label(f)) for f in (Face("hit"), Face("miss"), Face("hurt", 1))}
    # i18n: the numbered key beside the rules' picture of a room page: what each numbered part is
    found: list[tuple[str, tuple[float, float] | None]] = [
        (_("The room's number"), _text_at(page, lambda t: t.text == str(room.number) and t.size >= 20, r=r)),
        (_("NOW!: face it as you enter"), _text_at(page, lambda t: t.text == localised(_("NOW!")), "below", r)),
        (_("Compass: red is the way you face"),
         (sum(_centre(t)[0] for t in letters) / len(letters), max(t.y + t.height for t in letters)
          + (r or MARKER_R / PAGE_SCALE)) if letters else None),
    ]
    if open_way is not None:
        found.append((_("A way out: turn to room {room}").format(room=open_way.room),
                      _text_at(page, lambda t: t.color == EXIT_INK and t.text == str(open_way.room), "above", r)))
    if locked is not None and locked.door:
        colour = key_colour(locked.door)
        # i18n: the rules' picture of a room page: a locked way out; {color} is a key colour (copper, silver...)
        found.append((_("Locked: needs the {color} key").format(color=colour),
                      _text_at(page, lambda t: t.text == localised(colour), r=r)))
    found += [  # the message and the encounter: under the header, where their words put them
        (_("What you meet here"),
         _text_at(page, lambda t: t.text == localised(printed(enc.message)) and header <= t.y, "right", r)),
        (_("The enemy's hearts"),
         _text_at(page, lambda t: t.text == localised(_("HP")) and header <= t.y, "above", r)),
        (_("What each face of the die does"), _text_at(page, lambda t: t.text in faces, "edge", r)),
        (_("HP and coins lost or won"),
         _text_at(page, lambda t: t.text == localised(_("HP \u00b1")), "above", r)),
        (_("Coins for winning"), _text_at(page, lambda t: t.text == localised(_("LOOT")), "above", r)),
        (_("Tick when you are done"), _text_at(page, lambda t: t.text == localised(_("DONE")), "above", r)),
    ]
    return [(label, at) for label, at in found if at is not None]


def _anatomy_page(ex: Example, floor: float) -> tuple[Example, Paper, float]:
    """The room page the anatomy shows, the paper it is drawn for and its scale: the booklet's A6 page drawn
    for :data:`PAGE_SCALE` while that keeps the floor, else the page drawn for the floor on half letter at
    full size."""
    from pnp.games.notebook.room_page import room_page

    on, scale = ((replace(find_paper("a6"), text_floor=PAGE_FLOOR), PAGE_SCALE) if PAGE_FLOOR * PAGE_SCALE >= floor
                 else (replace(FIGURE_PAGE, text_floor=floor), 1.0))
    return replace(ex, page=room_page(ex.dungeon, ex.room, on)), on, scale


def anatomy(ex: Example, floor: float = 0.0) -> Page:
    """The room's page cut to its frame on the left, a numbered marker on each part it shows, and the
    numbered key on the right in reading order (top to bottom), so no leader line crosses the picture; as wide
    as the picture and a key of :data:`KEY_EMS` ems, at most the rules' column."""
    shown, on, scale = _anatomy_page(ex, floor)
    size = max(LABEL_PT, floor)
    r = MARKER_R * size / LABEL_PT  # a marker keeps its number's size
    pen = Pen(on)
    x0, y0 = pen.X(LEFT) - 2.0, pen.Y(TOP) - 2.0
    pw, ph = (pen.X(RIGHT) + 2.0 - x0) * scale, (pen.Y(BOTTOM) + 2.0 - y0) * scale
    marks = sorted(callouts(shown, r / scale + 0.3, pen.Y(HEADER[1])),
                   key=lambda c: (round(c[1][1] / 4), c[1][0]))

    def picture(x: float, y: float, w: float, h: float) -> list[Item]:
        at = Affine.translate(-x0, -y0).then(Affine.scale(scale)).then(Affine.translate(x, y))
        items: list[Item] = [Group(shown.page.items, at, clip=rect(x0, y0, pw / scale, ph / scale, Style())),
                             rect(x, y, pw, ph, Style(stroke=MUTED, width=0.3))]
        for n, (_label, (mx, my)) in enumerate(marks, 1):  # inside the picture, whatever the part's place
            items += numbered_disc(n, x + min(max((mx - x0) * scale, r), pw - r), y + max((my - y0) * scale, r), r,
                                   size, LEADER, rim=0.35)
        return items

    def numbered(n: int) -> b.Art:
        line_h = size * PT * LEADING
        return b.Art(draw=lambda x, y, w, h: numbered_disc(n, x + r, y + max(r, line_h / 2), r, size, LEADER,
                                                           rim=0.35),
                     width=2 * r + 1.5, height=2 * r, shrink=0)  # beside its label's first line, wholly inside

    key = b.Column(grow=1, children=tuple(
        b.Row(grow=1, items_align="start", children=(numbered(n), b.Words(text=label, size=size, leading=LEADING,
                                                                          grow=1)))
        for n, (label, _at) in enumerate(marks, 1)))
    box = b.Row(gap=3.0, items_align="stretch", children=(b.Art(draw=picture, width=pw, height=ph, shrink=0), key))
    width = min(INNER, pw + 3.0 + 2 * r + 1.5 + KEY_EMS * size * PT)
    return figure(box, width, floor, "the page's anatomy", "room page anatomy", bleed=3.0)


MARKER_R = 1.9  # mm: a marker's radius at the designed 7.5 pt
KEY_EMS = 9.0  # the key beside the picture keeps this many ems of its text
INNER = 182.0  # mm: the rules' whole column on A4 (Letter's is 188)


# --- a battle worked through ------------------------------------------------------------------

# a high floor's battle box is cut from the room page drawn for it on half letter, the smallest page the
# large-print booklet uses, and printed at full size
FIGURE_PAGE = Paper("figure", "large-print room page", 139.7, 215.9, 0.0)
BOX_SCALE = 0.9
ROW_H = 5.4


def _battle_crop(ex: Example, floor: float) -> tuple[Group, float, float]:
    """The room page's battle box, cut out of the page as printed, from its tab to its hint (wherever the
    page's layout put them): (group, width, height) as it prints. The page is the booklet's at :data:`BOX_SCALE`
    while its smallest text holds the floor there, else the page drawn for the floor on half letter at full
    size."""
    from pnp.games.notebook.panels import BATTLE_HINT, EXIT_HINT
    from pnp.games.notebook.room_page import room_pages

    page, scale = ex.page, BOX_SCALE
    if min(s for _item, s in printed_text_sizes(page.items, scale=BOX_SCALE)) < floor:
        # the battle is on the room's last page (its second when the encounter went on to one)
        page, scale = room_pages(ex.dungeon, ex.room, replace(FIGURE_PAGE, text_floor=floor))[-1], 1.0
    texts = _texts(page)
    # the page's words as the current locale printed them
    tab = next(t for t in texts if t.text in (localised(_("BATTLE")), localised(_("FINAL BATTLE"))))
    hint = next(t for t in texts if t.text in (localised(_(BATTLE_HINT)), localised(_(EXIT_HINT))))
    x0, y0 = tab.x - 1.0, tab.y - 0.5
    x1, y1 = page.width - x0, hint.y + hint.height + 1.6
    clip = rect(x0, y0, x1 - x0, y1 - y0, Style())
    group = Group(page.items, Affine.translate(-x0, -y0).then(Affine.scale(scale)), clip=clip)
    return group, (x1 - x0) * scale, (y1 - y0) * scale


def effect_words(r: Roll, before: BattleState) -> str:
    """What a roll did, in the rules' words (from what the rules core says it did)."""
    # i18n: the rules' worked battle: what a roll did (the table's "what happens" column)
    if r.effect == "miss":
        return _("Nothing happens.")
    if r.effect == "hit":
        lost = before.enemy_hp - r.after.enemy_hp
        return ngettext("You hit: cross off {n} heart.", "You hit: cross off {n} hearts.", lost).format(n=lost)
    if r.effect == "blocked":
        return _("Your shield blocks the blow.")
    if r.effect == "re-roll":
        return _("Your axe: roll again.")
    lost = before.hp - r.after.hp
    return ngettext("You lose {n} HP.", "You lose {n} HP.", lost).format(n=lost)


def battle_words(ex: Example) -> tuple[str, str]:
    """Who the player is at the start of the worked battle, and how it ended (the figure says both under its box)."""
    # i18n: under the rules' worked battle: the player at its start ({n}: the hearts a HIT crosses off)
    you = (ngettext("You: weapon level {level} (a HIT crosses off {n} heart), {hp} HP, and a shield.",
                    "You: weapon level {level} (a HIT crosses off {n} hearts), {hp} HP, and a shield.", WEAPON)
           if SHIELD else
           ngettext("You: weapon level {level} (a HIT crosses off {n} heart), {hp} HP.",
                    "You: weapon level {level} (a HIT crosses off {n} hearts), {hp} HP.", WEAPON)
           ).format(level=WEAPON, n=WEAPON, hp=START_HP)
    end = ex.rolls[-1].after
    if not end.won:
        return you, _("You are out of HP: a death (see Dying).")
    loot_d6, coins = ex.loot_roll, ex.room.encounter.loot or 0
    # i18n: under the rules' worked battle, how it ended: the loot won ({roll}: the die rolled for it)
    loot = (ngettext("Won! The LOOT says d6: you roll {roll}, so +{n} coin.",
                     "Won! The LOOT says d6: you roll {roll}, so +{n} coins.", loot_d6).format(roll=loot_d6, n=loot_d6)
            if ex.room.encounter.loot_d6 else
            ngettext("Won! Take the LOOT: +{n} coin.", "Won! Take the LOOT: +{n} coins.", coins).format(n=coins))
    # i18n: after the loot won: the hit points the player is left with, to write down
    return you, _("{loot} Write {hp} HP on the tracker sheet.").format(loot=loot, hp=end.hp)


def _battle_words(s: str, size: float, font: str = "body", color: Color = INK) -> b.Words:
    return b.Words(text=s, size=size, font=font, color=color, valign="middle", wrap=False)


def _rolls_table(ex: Example, size: float) -> b.Grid:
    """The rolls, one a row under a header: the die, what the table reads, what happens, the enemy's hearts
    left (crossed off as a pencil would) and your HP after it; then the LOOT roll when the loot is a die."""
    enemy = ex.room.encounter.foe()
    row = max(ROW_H, 1.6 * size * PT)
    heart = row - 1.8

    def hearts(left: int) -> b.Art:
        def draw(x: float, y: float, w: float, h: float) -> list[Item]:
            items: list[Item] = []
            for n in range(enemy.hp):
                hx, hy = x + n * (heart + 0.8), y + 0.9
                items.append(Path(heart_segments(hx, hy, heart), Style(stroke=HEART_INK, width=0.35, fill=WHITE)))
                if n >= left:
                    cross = Style(stroke=INK, width=0.4)
                    items += [line(hx + 0.2, hy + 0.2, hx + heart - 0.2, hy + heart - 0.2, cross),
                              line(hx + heart - 0.2, hy + 0.2, hx + 0.2, hy + heart - 0.2, cross)]
            return items
        return b.Art(draw=draw, width=(heart + 0.8) * enemy.hp + 1.2, height=row)

    def die(face: int, color: Color) -> b.Glyph:
        return b.Glyph(icon=f"die-{face}", color=color, width=row - 1.0, height=row, pad=0.5)

    # i18n: the header of the rules' table of a battle's rolls (capitals, short: one line each)
    heads = (N_("ROLL"), N_("READS"), N_("WHAT HAPPENS"), N_("ENEMY"), N_("YOU"))
    cells: list[b.Box] = [_battle_words(_(t), size - 0.5, "body-black", MUTED) for t in heads]
    state = BattleState(enemy.hp, START_HP, SHIELD, False)
    for r in ex.rolls:
        ink = {"hit": HIT_INK, "miss": MISS_INK}.get(r.table.kind, HURT_INK)
        cells += [die(r.face, INK), _battle_words(face_label(r.table), size, "body-black", ink),
                  _battle_words(effect_words(r, state), size), hearts(r.after.enemy_hp),
                  _battle_words(ngettext("{n} HP", "{n} HP", r.after.hp).format(n=r.after.hp), size,
                                "body-bold", HURT_INK if r.after.hp < state.hp else INK)]
        state = r.after
    if ex.room.encounter.loot_d6 and ex.rolls[-1].after.won:
        gain = ngettext("+{n} coin", "+{n} coins", ex.loot_roll).format(n=ex.loot_roll)
        cells += [die(ex.loot_roll, COIN_INK), _battle_words(_("LOOT"), size, "body-black", COIN_INK),
                  _battle_words(gain, size, "body-bold", GAIN_INK), b.Box(), b.Box()]

    def band(i: int):
        if i == 0:  # the header, ruled under
            return lambda x, y, w, h: [line(x, y + h + 0.4, x + w, y + h + 0.4, Style(stroke=MUTED, width=0.3))]
        if i % 2 == 0 and i <= len(ex.rolls):  # every other roll on a tint
            return lambda x, y, w, h: [rect(x, y, w, h, Style(fill=PALE))]
        return None

    return b.Grid(columns=(None,) * 5, cells=tuple(cells), gap=2.5, row_back=band, name="the rolls")


def battle_figure(ex: Example, floor: float = 0.0) -> Page:
    """The battle worked through, the rules' column wide: the battle box with who you are and how it ended under
    it, and the table of rolls beside it while it fits there, else under it across the whole width."""
    crop, bw, bh = _battle_crop(ex, floor)
    size = max(LABEL_PT, floor)
    you, summary = battle_words(ex)
    box = b.Column(width=bw, shrink=0, gap=1.5, children=(
        b.Art(draw=lambda x, y, w, h: [replace(crop, transform=crop.transform.then(Affine.translate(x, y)))],
              width=bw, height=bh, shrink=0),
        b.Words(text=you, size=size, leading=LEADING),
        b.Words(text=summary, size=size, font="body-bold", leading=LEADING)))
    table = _rolls_table(ex, size)
    # placed, "what happens" takes the room the other columns leave
    filled = replace(table, columns=(None, None, b.Fr(), None, None), grow=1)
    if width_of(table, floor) <= INNER - bw - 6.0:
        laid: b.Box = b.Row(gap=6.0, items_align="start", children=(box, filled))
    else:
        laid = b.Column(gap=4.0, children=(b.Row(children=(box,)), filled))
    return figure(laid, INNER, floor, "the worked battle", "battle worked through", bleed=3.0)
