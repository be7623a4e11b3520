"""Theme files: the bundled ones by name (layouts/themes/NAME.toml) or a user's own by path.

``default.toml`` names every role the drawing uses with its colour (a test checks that it and the code
agree). Any other theme lists only the roles it changes; its colours are checked against the default's
roles, and turned into a map from each default colour to its new one. Colours are matched by value, so
two roles that share a colour in the default theme must share it in every theme: the file is refused,
naming both, if they do not.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from pnp.catalog import Paper
from pnp.errors import LayoutFileError, PnpError
from pnp.resources import layouts_file, layouts_names
from pnp.scene.color import Color
from pnp.schema import validate
from pnp.textfile import load_toml
from pnp.themes.schema import ThemeFile, ThemeTable

DEFAULT = "default"


@dataclass(frozen=True)
class Theme:
    """A theme ready to apply: its settings and the colours it changes (default hex → new colour)."""

    key: str
    settings: ThemeTable
    recolor: tuple[tuple[str, Color], ...] = ()

    @property
    def is_identity(self) -> bool:
        s = self.settings
        return (not self.recolor and s.line_scale == 1.0 and s.fill == "solid" and s.text_floor == 0.0)


def available() -> list[str]:
    return layouts_names("themes")


def theme_path(spec: str) -> Path:
    """A bundled theme by name, or a path to a TOML file (anything ending .toml or holding a slash)."""
    if spec.endswith(".toml") or "/" in spec or "\\" in spec:
        return Path(spec)
    return layouts_file("themes", f"{spec}.toml")


def theme_text(name: str) -> str:
    """A bundled theme's file as text (``pnp themes --show NAME``): what a user copies to make their own."""
    path = theme_path(name)
    if name not in available():
        raise PnpError(f"unknown theme {name!r} (bundled: {', '.join(available())})")
    return path.read_text(encoding="utf-8")


def _flatten(table: dict[str, Any], at: str, out: dict[str, Any]) -> dict[str, Any]:
    for key, value in table.items():
        where = f"{at}.{key}"
        if isinstance(value, dict):
            _flatten(value, where, out)
        else:
            out[where[len("colors."):]] = value
    return out


def _colour(value: Any, where: str, source: Path) -> Color:
    if not isinstance(value, str) or len(value) != 7 or not value.startswith("#"):
        raise LayoutFileError(f"{source}: colors.{where}: expected a colour \"#rrggbb\", got {value!r}")
    try:
        return Color.hex(value)
    except PnpError:
        raise LayoutFileError(f"{source}: colors.{where}: expected a colour \"#rrggbb\", got {value!r}") from None


def _colours(value: Any, where: str, source: Path, like: Any) -> list[Color]:
    """The colour(s) of one role, shaped as the default theme's (one colour, or a list as long)."""
    if isinstance(like, list):
        if not isinstance(value, list) or len(value) != len(like):
            raise LayoutFileError(f"{source}: colors.{where}: expected a list of {len(like)} colours, "
                                  f"as in the default theme")
        return [_colour(v, f"{where}[{i}]", source) for i, v in enumerate(value)]
    return [_colour(value, where, source)]


@dataclass(frozen=True)
class _Read:
    settings: ThemeTable
    roles: dict[str, Any]  # role → "#hex" or a list of them
    distinct: dict[str, list[str]]


@cache
def _read(path: Path) -> _Read:
    data = load_toml(path)
    if not isinstance(data.get("theme"), dict):
        raise LayoutFileError(f"{path}: a theme file has a [theme] table")
    checked = validate(ThemeFile, data, str(path), LayoutFileError)
    return _Read(checked.theme, _flatten(checked.colors, "colors", {}), {k: list(v) for k, v in
                                                                         checked.distinct.items()})


def default_roles() -> dict[str, Any]:
    """Every role of the default theme with its colour(s), as written there."""
    return _read(layouts_file("themes", f"{DEFAULT}.toml")).roles


def distinct_groups() -> dict[str, list[str]]:
    """The groups of roles a player must tell apart, from the default theme (a list role stands for each of
    its colours)."""
    return _read(layouts_file("themes", f"{DEFAULT}.toml")).distinct


def _recolor(path: Path, roles: dict[str, Any]) -> tuple[tuple[str, Color], ...]:
    defaults = default_roles()
    changed: dict[str, tuple[Color, str]] = {}  # default hex → (new colour, the role that set it)
    for role, value in roles.items():
        if role not in defaults:
            raise LayoutFileError(f"{path}: colors.{role}: no such role (the default theme names every role)")
        old = defaults[role] if isinstance(defaults[role], list) else [defaults[role]]
        for i, (was, new) in enumerate(zip(old, _colours(value, role, path, defaults[role]))):
            name = f"{role}[{i}]" if isinstance(defaults[role], list) else role
            was = was.lower()
            if was in changed and changed[was][0].to_hex() != new.to_hex():
                raise LayoutFileError(f"{path}: colors.{name}: {new.to_hex()} differs from {changed[was][0].to_hex()} "
                                      f"given to colors.{changed[was][1]}, which has the same default colour {was}; "
                                      "give both the same colour")
            changed.setdefault(was, (new, name))
    # roles the theme leaves alone keep their colour: a role sharing a default colour with a changed one is
    # refused above only when it is given a different colour, so a shared colour changes for both
    return tuple((was, new) for was, (new, _) in sorted(changed.items()) if new.to_hex() != was)


def load_theme(spec: str | Path | Theme | None) -> Theme:
    """A theme by bundled name or path; ``None`` is the default theme; a theme already loaded is itself (the
    Python API passes one along). Every problem is one line."""
    if isinstance(spec, Theme):
        return spec
    if spec is not None and not isinstance(spec, (str, Path)):
        raise PnpError(f"theme: expected a theme's name, a path to its file or a theme, got {spec!r}")
    path = spec if isinstance(spec, Path) else theme_path(spec or DEFAULT)  # a Path is a file, whatever its name
    spec = str(spec) if isinstance(spec, Path) else spec or DEFAULT
    if not (path.exists() or path.is_symlink()):  # one that is there but no file is refused by the reader
        if path != theme_path(spec) or spec.endswith(".toml") or "/" in spec or "\\" in spec:
            raise PnpError(f"--theme {spec}: no such file")
        raise PnpError(f"unknown theme {spec!r} (bundled: {', '.join(available())}; or a path to a .toml file)")
    read = _read(path.resolve())
    return Theme(path.stem, read.settings, _recolor(path, read.roles))


def themed_paper(paper: Paper, theme: Theme | None) -> Paper:
    """The paper as a theme prints on it: a theme's text floor travels with the paper to the games, which draw
    at sizes that keep every text at or above it (:attr:`pnp.catalog.Paper.text_floor`). The floor in force is
    the higher of the paper's and the theme's, so a theme with no floor (0 pt) leaves the paper as it is."""
    if theme is None:
        return paper
    return replace(paper, text_floor=max(paper.text_floor, theme.settings.text_floor))
