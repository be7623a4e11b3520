"""The notebook's texts and numbers from data/content.toml, checked on loading; and those texts in the language
printed in (:func:`printed`).

The dungeon is made of the English texts, in every language: they are the model's ids. A notebook's JSON holds
them, so the same seed gives the same file whatever the language, ``pnp verify`` reads a notebook saved from a
German kit like any other, and nothing the generator or the simulated players decide (a deck dealt without
repeats, an upgrade's weapon level read from its text) can depend on a translation. The pages translate each
text as they print it: :func:`printed` maps a model's English text to the current language through the file's
printed keys (:data:`pnp.i18n.data.DATA_FILES`, :func:`pnp.i18n.data.localised_file`), the texts the generator
composes (a key's colour, a ladder's room, a room's sight and sound, an upgrade's level) included.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from pnp.errors import PnpError
from pnp.games.notebook.model import KEY_COLORS, Enemy, Face, Option, Outcome
from pnp.i18n import N_, SOURCE, _, current, pgettext
from pnp.i18n.data import localised_file
from pnp.resources import package_file
from pnp.textfile import load_toml

WEAPON_LEVELS = 4


@dataclass(frozen=True)
class Boss:
    enemy: Enemy
    message: str  # the exit room's message


@dataclass(frozen=True)
class Content:
    enemies: tuple[Enemy, ...]
    intros: dict[str, tuple[str, ...]]  # enemy name -> the lines that introduce it
    bosses: tuple[Boss, ...]
    start: tuple[str, ...]
    sights: tuple[str, ...]
    details: tuple[str, ...]
    empty: tuple[str, ...]
    events: tuple[tuple[str, tuple[Outcome, ...]], ...]
    choices: tuple[tuple[str, bool, tuple[Option, ...]], ...]
    shop_messages: tuple[str, ...]
    food: tuple[Option, ...]
    weapons: tuple[tuple[str, ...], ...]  # per upgrade (weapon level 2, 3, 4), the names it may have
    upgrade_price: tuple[int, ...]  # per upgrade
    shield_price: int
    axe_price: int
    dice_messages: tuple[str, ...]
    dice_loot: tuple[int, ...]
    key_messages: tuple[str, ...]
    ladder_up: tuple[str, ...]
    ladder_down: tuple[str, ...]

    @property
    def boss(self) -> Enemy:
        """The first boss (tests and tools that want one)."""
        return self.bosses[0].enemy


def _face(where: str, text: str) -> Face:
    if text in ("miss", "hit"):
        return Face(text)
    try:
        n = int(text)
    except ValueError:
        raise PnpError(f"{where}: a face is \"miss\", \"hit\" or a negative number like \"-2\", not {text!r}") from None
    if n >= 0:
        raise PnpError(f"{where}: a damage face is negative, like \"-2\", not {text!r}")
    return Face("hurt", -n)


def _enemy(where: str, e: dict, tier: int | None = None) -> Enemy:
    try:
        faces = tuple(_face(f"{where}.faces[{i}]", f) for i, f in enumerate(e["faces"]))
        loot = e["loot"]
        return Enemy(e["name"], e["icon"], int(e["hp"]), faces, None if loot == "d6" else int(loot), loot == "d6",
                     tier if tier is not None else int(e["tier"]))
    except KeyError as err:
        raise PnpError(f"{where}: missing {err.args[0]!r}") from None
    except (TypeError, ValueError) as err:
        raise PnpError(f"{where}: {err}") from None


def _lines(where: str, lines, placeholder: str | None = None) -> tuple[str, ...]:
    """A list of texts: not empty, no line twice (a notebook never repeats one), with ``{placeholder}``."""
    lines = tuple(lines)
    if not lines or not all(isinstance(t, str) and t.strip() for t in lines):
        raise PnpError(f"{where}: a list of texts, none of them empty")
    twice = sorted({t for t in lines if lines.count(t) > 1})
    if twice:
        raise PnpError(f"{where}: {twice[0]!r} appears twice")
    if placeholder and not all(f"{{{placeholder}}}" in t for t in lines):
        raise PnpError(f"{where}: every line needs {{{placeholder}}}")
    return lines


def _check_bosses(where: str, enemies: tuple[Enemy, ...], bosses: tuple[Boss, ...]) -> None:
    """The rules call the final enemy tougher than the rest: more HP lost at every weapon level."""
    from pnp.games.notebook.odds import battle_odds

    for boss in bosses:
        for weapon in range(1, WEAPON_LEVELS + 1):
            lost = battle_odds(boss.enemy, weapon).hp_lost
            worse = [e.name for e in enemies if battle_odds(e, weapon).hp_lost > lost]
            if worse:
                raise PnpError(f"{where}: boss {boss.enemy.name!r} is not tougher than {worse[0]!r} "
                               f"at weapon level {weapon}")


def _path(path: Path | None) -> Path:
    return Path(path or package_file("games", "notebook", "data", "content.toml"))


@lru_cache(maxsize=4)
def _raw(path: Path) -> Any:
    return load_toml(path, PnpError)


@lru_cache(maxsize=4)
def load_content(path: Path | None = None) -> Content:
    """The content as written (English: the model's texts, the same in every language; see :func:`printed`)."""
    path = _path(path)
    data = _raw(path)
    where = str(path)
    try:
        enemies = tuple(_enemy(f"{where}: enemy[{i}]", e) for i, e in enumerate(data["enemy"]))
        intros = {e.name: _lines(f"{where}: enemy[{i}].intros", raw["intros"])
                  for i, (e, raw) in enumerate(zip(enemies, data["enemy"]))}
        bosses = tuple(Boss(_enemy(f"{where}: boss[{i}]", b, tier=5), b["message"])
                       for i, b in enumerate(data["boss"]))
        events = tuple(
            (ev["message"], tuple(Outcome(tuple(o["faces"]), o["text"], o.get("hp", 0), o.get("coins", 0))
                                  for o in ev["outcomes"]))
            for ev in data["event"]
        )
        choices = tuple(
            (c["message"], bool(c.get("multi", False)),
             tuple(Option(o["text"], o.get("coins", 0), o.get("hp", 0), "", o.get("reward", 0)) for o in c["options"]))
            for c in data["choice"]
        )
        shop, flavour = data["shop"], data["flavour"]
        content = Content(
            enemies=enemies, intros=intros, bosses=bosses,
            start=_lines(f"{where}: start.messages", data["start"]["messages"]),
            sights=_lines(f"{where}: flavour.sights", flavour["sights"]),
            details=_lines(f"{where}: flavour.details", flavour["details"]),
            empty=_lines(f"{where}: empty.messages", data["empty"]["messages"]), events=events, choices=choices,
            shop_messages=_lines(f"{where}: shop.messages", shop["messages"]),
            food=tuple(Option(f["text"], -int(f["coins"]), int(f["hp"])) for f in shop["food"]),
            weapons=tuple(_lines(f"{where}: shop.weapons[{i}]", names) for i, names in enumerate(shop["weapons"])),
            upgrade_price=tuple(shop["upgrade_price"]), shield_price=int(shop["shield_price"]),
            axe_price=int(shop["axe_price"]),
            dice_messages=_lines(f"{where}: dice.messages", data["dice"]["messages"]),
            dice_loot=tuple(data["dice"]["loot"]),
            key_messages=_lines(f"{where}: key.messages", data["key"]["messages"], "color"),
            ladder_up=_lines(f"{where}: ladder.up", data["ladder"]["up"], "room"),
            ladder_down=_lines(f"{where}: ladder.down", data["ladder"]["down"], "room"),
        )
    except KeyError as err:
        raise PnpError(f"{where}: missing {err.args[0]!r}") from None
    for i, (_message, outcomes) in enumerate(content.events):
        covered = sorted(f for o in outcomes for f in o.faces)
        if covered != [1, 2, 3, 4, 5, 6]:
            raise PnpError(f"{where}: event[{i}]: the outcomes must cover the faces 1 to 6 once each")
    if len(content.weapons) != WEAPON_LEVELS - 1 or len(content.upgrade_price) != WEAPON_LEVELS - 1:
        raise PnpError(f"{where}: shop.weapons and shop.upgrade_price: one entry per weapon level 2 to {WEAPON_LEVELS}")
    for tier in (1, 2, 3, 4):
        if not any(e.tier == tier for e in enemies):
            raise PnpError(f"{where}: no enemy of tier {tier}")
    if not bosses:
        raise PnpError(f"{where}: no boss")
    _check_bosses(where, enemies, bosses)
    return content


# --- the texts in the language printed in ---------------------------------------------------------------------

# i18n: an upgrade sold in a shop: the weapon's name and the weapon level it gives (2 to 4)
UPGRADE = N_("{weapon} (weapon level {level})")
SHIELD = N_("Shield (blocks the first blow of each battle)")
AXE = N_("Axe (one re-roll in each battle)")
_UPGRADE = re.compile(r"(?P<weapon>.+) \(weapon level (?P<level>\d+)\)")


def key_colour(color: str) -> str:
    """A key's colour (a model id: copper, silver, gold, jade, ruby, ivory) as printed."""
    # i18n: a key's colour, printed alone (on a door's padlock, the tracker's keys) and in "the {color} key"
    names = {"copper": pgettext("key colour", "copper"), "silver": pgettext("key colour", "silver"),
             "gold": pgettext("key colour", "gold"), "jade": pgettext("key colour", "jade"),
             "ruby": pgettext("key colour", "ruby"), "ivory": pgettext("key colour", "ivory")}
    assert set(names) == set(KEY_COLORS)
    return names.get(color, color)


def _pairs(english: Any, there: Any, out: dict[str, str]) -> None:
    """Each English string of ``english`` with its translation, at the same place in ``there``."""
    if isinstance(english, str):
        if there != english:  # a translated string wins over the same English kept as it is elsewhere (an id)
            out[english] = there
        else:
            out.setdefault(english, there)
    elif isinstance(english, dict):
        for k, v in english.items():
            _pairs(v, there[k], out)
    elif isinstance(english, list):
        for v, w in zip(english, there):
            _pairs(v, w, out)


@lru_cache(maxsize=16)
def _table(path: Path, code: str) -> tuple[dict[str, str], tuple[tuple[re.Pattern[str], str, str], ...],
                                           frozenset[str], frozenset[str]]:
    """In language ``code``: every printed string of the file by its English text; the templates (key, ladder)
    as patterns with their placeholder and translation; the sights and the details (English)."""
    raw = _raw(path)
    table: dict[str, str] = {}
    _pairs(raw, localised_file(path, raw), table)
    templates = []
    for group, name in ((raw.get("key", {}).get("messages", []), "color"),
                        (raw.get("ladder", {}).get("up", []) + raw.get("ladder", {}).get("down", []), "room")):
        for t in group:
            head, _sep, tail = t.partition(f"{{{name}}}")
            pattern = re.compile(re.escape(head) + (r"(?P<v>\w+)" if name == "color" else r"(?P<v>\d+)")
                                 + re.escape(tail).replace(re.escape(f"{{{name}}}"), "(?P=v)"))
            templates.append((pattern, name, table.get(t, t)))
    flavour = raw.get("flavour", {})
    return table, tuple(templates), frozenset(flavour.get("sights", ())), frozenset(flavour.get("details", ()))


def printed(text: str, path: Path | None = None) -> str:
    """A text of the model (English, as the content file or a saved notebook holds it) in the current language;
    a text the content file does not have (a notebook edited by hand) as it is."""
    code = current()
    if code == SOURCE or not text:
        return text
    table, templates, sights, details = _table(_path(path), code)
    if text in table:
        return table[text]
    if (m := _UPGRADE.fullmatch(text)) is not None:
        return _(UPGRADE).format(weapon=printed(m["weapon"], path), level=m["level"])
    if text in (SHIELD, AXE):
        return _(text)
    for pattern, name, there in templates:
        if (m := pattern.fullmatch(text)) is not None:
            value = key_colour(m["v"]) if name == "color" else m["v"]
            return there.format(**{name: value})
    sight, _sep, detail = text.partition(" ")
    while detail:
        if sight in sights and detail in details:
            # i18n: a room's first line: what you see, then what you hear, smell or feel (two sentences)
            return _("{sight} {detail}").format(sight=table.get(sight, sight), detail=table.get(detail, detail))
        more, _sep, detail = detail.partition(" ")
        sight = f"{sight} {more}"
    return text
