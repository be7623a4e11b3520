"""Every file of a Tabletop Simulator export, keyed by path, before anything is written.

Per game, under ``OUT/GAME/``: ``GAME.json`` (the saved object) and ``images/`` (deck sheets, backs, tiles).
Images are drawn in processes when ``jobs`` > 1, in a fixed order: the bytes never depend on ``jobs``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from pnp.errors import PnpError
from pnp.export.sheets import DEFAULT_DPI, draw
from pnp.export.tts import plan_game, saved_object
from pnp.parallel import in_order


@dataclass(frozen=True)
class Urls:
    """How the JSON names an image, given by its path under the export folder: under ``base`` (where the user
    uploads the export folder), or else as a ``file:///`` URL under ``folder``, the export folder's absolute path
    (Tabletop Simulator loads an image only from a URL: a relative path opens nothing). A dataclass, not a
    closure: it goes to other processes."""

    folder: Path
    base: str | None = None

    def __call__(self, path: str) -> str:
        if self.base is not None:
            return f"{self.base}/{quote(path)}"
        # Path.as_uri percent-encodes what a URL cannot hold (spaces, non-ASCII as UTF-8 bytes, '#', '%'...):
        # file:///home/ada/My%20Games/... on Linux and macOS, file:///C:/Users/... on Windows
        return (self.folder / path).as_uri()


def image_urls(out: Path, base_url: str | None, absolute: bool = False) -> Urls:
    """The URLs the options ask for, checked (one line naming the option) before any work: file URLs of the
    export folder unless ``--base-url`` names where it will be hosted (``--absolute``, the default since file
    URLs are, is kept so that older commands still run)."""
    if base_url is not None and absolute:
        raise PnpError("--base-url and --absolute: give one of them, not both")
    if base_url is not None:
        if not base_url.startswith(("https://", "http://")) or any(c.isspace() for c in base_url):
            raise PnpError(f"--base-url: expected an http:// or https:// address without spaces, got {base_url!r}")
        return Urls(out.resolve(), base=base_url.rstrip("/"))
    return Urls(out.resolve())


def check_out(out: Path, games: Sequence[str]) -> None:
    """Refuse, before any work, an export folder that cannot be one: a file (or a path through a file), a place
    that cannot be written, or a game's saved object that would be a folder."""
    from pnp.atomic import check_targets

    if out.exists() and not out.is_dir():
        raise PnpError(f"--out {out}: it is a file; the export writes a folder (one folder per game in it)")
    try:
        check_targets([out / g / f"{g}.json" for g in games])
    except PnpError as err:
        raise PnpError(f"--out {out}: {err}") from None


def game_files(task) -> dict[Path, bytes]:
    """One game's files, relative to the export folder (a separate process may run this)."""
    name, seed, players, dpi, url, jobs = task
    from pnp.catalog import paper
    from pnp.game import KitRequest
    from pnp.kits import steps_of
    from pnp.registry import game

    about = game(name)
    progress = steps_of(name)
    spec = about.make_kit(KitRequest(seed, players, paper("a4"), "sheets", jobs, about.prepare_kit_options({}),
                                     progress))
    plan = plan_game(spec, dpi, url)
    jobs_list = list(plan.images.values())
    images = []
    for image in in_order(draw, jobs_list, jobs):
        images.append(image)
        if progress is not None:
            progress(len(images), len(jobs_list), "images drawn")
    files = {Path(path): data for path, data in zip(plan.images, images)}
    files[Path(name) / f"{name}.json"] = saved_object(plan)
    return files


def export_files(games: Sequence[str], out: Path, seed: int, players: int, jobs: int = 1, dpi: float = DEFAULT_DPI,
                 base_url: str | None = None, absolute: bool = False,
                 progress: Callable[[str], None] = lambda s: None,
                 steps: Callable[[str, int, int, str], None] | None = None) -> dict[Path, bytes]:
    """Every file of the export of ``games`` under ``out``; the same bytes whatever ``jobs`` is. ``progress``
    hears each game done and ``steps`` each game's steps (:func:`pnp.kits.per_game`)."""
    url = image_urls(out, base_url, absolute)
    tasks = [(g, seed, players, dpi, url, jobs if len(games) == 1 else 1) for g in games]
    from pnp.kits import per_game
    from pnp.registry import game

    files = per_game(games, tasks, game_files, jobs, progress, steps, [game(g).kit_seconds for g in games])
    return {out / path: data for path, data in sorted(files.items())}
