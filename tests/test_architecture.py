"""The code's shape: layers that only import downwards, no cycles, and a registry every game completes."""

from __future__ import annotations

import ast
import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

import pnp
from pnp.jsonio import dumps

ROOT = Path(pnp.__file__).parent

# Each package of pnp and its layer; a module may import its own layer and the layers below.
FOUNDATION = {"version", "errors", "budgets", "seeds", "boundary", "schema", "textfile", "jsonio", "verdict",
              "resources", "units", "catalog", "catalog_schema", "choices", "fonts", "fonts_schema", "icons", "grid",
              "atomic", "model_file", "rules_schema", "book_catalog", "parallel", "cpsat", "i18n"}
LAYERS = {
    0: FOUNDATION,
    1: {"scene"},
    2: {"parts", "game", "scene_kind", "contract", "minigame"},
    3: {"games"},  # games → scene and parts only: never paper, rendering, kits or the CLI
    4: {"layout", "render", "themes"},  # they know paper, PDF or themes, never a game
    5: {"registry", "surfaces", "published_schemas", "api", "entry", "output", "credits", "proof", "kits", "book",
        "edit", "web", "studio", "export", "cli", "__main__", "__init__"},
}
LAYER_OF = {name: level for level, names in LAYERS.items() for name in names}


def package_of(module: str) -> str:
    """pnp.games.labyrinth.draw → games.labyrinth; pnp.layout.nup → layout; pnp → __init__."""
    parts = module.split(".")[1:]
    if not parts:
        return "__init__"
    if parts[0] == "games" and len(parts) > 1:
        return f"games.{parts[1]}"
    return parts[0]


def layer(package: str) -> int:
    return LAYER_OF[package.split(".")[0]]


def modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        name = ".".join(("pnp", *path.relative_to(ROOT).with_suffix("").parts))
        found[name.removesuffix(".__init__")] = path
    return found


# a string naming a module of pnp, for importlib or a typed reference: "pnp.games.x.y" or "pnp.games.x.y:name"
NAMED = re.compile(r"^(pnp(?:\.\w+)+)(?::\w+)?$")


def _absolute(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The module a ``from`` import names, a relative one (``from ..games import x``) made absolute."""
    if not node.level:
        return node.module or ""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports(path: Path, strings: bool = False) -> set[str]:
    """Every pnp module ``path`` imports, at the top or inside a function, relative imports included; with
    ``strings``, also every module a string names ("pnp.games.x:f" for importlib or a Ref)."""
    module = ".".join(("pnp", *path.relative_to(ROOT).with_suffix("").parts)).removesuffix(".__init__")
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            target = _absolute(module, path, node)
            if target.startswith("pnp"):
                out.add(target)
            if target in ("pnp", "pnp.games"):  # `from pnp import games`, `from pnp.games import labyrinth`
                out |= {f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}".startswith("pnp.games")}
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("pnp")}
        elif strings and isinstance(node, ast.Constant) and isinstance(node.value, str):
            named = NAMED.match(node.value)
            if named:
                out.add(named.group(1))
    return out


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    return {name: imports(path) for name, path in modules().items()}


def test_every_package_has_a_layer():
    missing = {package_of(m).split(".")[0] for m in modules()} - set(LAYER_OF)
    assert not missing, f"give these packages a layer in this test: {sorted(missing)}"


def test_imports_only_point_down_the_layers(graph):
    wrong = []
    for module, targets in graph.items():
        here = package_of(module)
        for target in targets:
            there = package_of(target)
            if layer(there) > layer(here):
                wrong.append(f"{module} imports {target}")
    assert not wrong, "\n".join(sorted(wrong))


def test_games_never_import_paper_rendering_kits_or_the_cli(graph):
    forbidden = ("pnp.layout", "pnp.render", "pnp.kits", "pnp.cli", "pnp.registry", "pnp.output")
    wrong = [f"{m} imports {t}" for m, ts in graph.items() if m.startswith("pnp.games.")
             for t in ts if t.startswith(forbidden)]
    assert not wrong, "\n".join(sorted(wrong))


def test_layout_and_render_know_no_game(graph):
    wrong = [f"{m} imports {t}" for m, ts in graph.items() if m.startswith(("pnp.layout", "pnp.render"))
             for t in ts if t.startswith("pnp.games")]
    assert not wrong


def test_packages_import_each_other_without_cycles(graph):
    edges: dict[str, set[str]] = defaultdict(set)
    for module, targets in graph.items():
        for target in targets:
            a, b = package_of(module), package_of(target)
            if a != b and b != "__init__":
                edges[a].add(b)
    # depth-first search for a back edge
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state:
            cycle = visit(node)
            assert cycle is None, " → ".join(cycle)


# --- the game contract ----------------------------------------------------------------

# What uses the games without being one (the book, the booklet and kits, the rules pages, the editor, the command
# line, the export and the Python API) reaches them through the contract only: the registry of games and of
# minigame types, the typed Game and Minigame, the games' surfaces (pnp/surfaces/: the labyrinth's files, solo
# puzzles and pictures, the path cards' simulator), the references and the parts they draw.
# Every module of the top layer but the registry and the surfaces, which name the games' modules for them
CONSUMERS = ("pnp.book", "pnp.kits", "pnp.edit", "pnp.web", "pnp.studio", "pnp.cli", "pnp.export", "pnp.api",
             "pnp.output", "pnp.proof", "pnp.credits", "pnp.published_schemas", "pnp.entry", "pnp.__main__")
CONTRACT = ("pnp.registry", "pnp.game", "pnp.minigame", "pnp.surfaces", "pnp.contract", "pnp.parts")
# (consumer module, game module) -> why it is still imported: this list may only shrink (a stale entry fails).
# Empty: what a consumer needs of a game beyond its Game is a member of that game's surface
ALLOWED: dict[tuple[str, str], str] = {}


def consumers_reaching_into_games() -> set[tuple[str, str]]:
    """(consumer module, game module) for every import of a game's own module by a consumer: absolute, relative
    or named in a string (importlib, a Ref)."""
    found = set()
    for name, path in modules().items():
        if name.startswith(CONSUMERS):
            found |= {(name, t) for t in imports(path, strings=True) if t.startswith("pnp.games")}
    return found


def test_the_consumers_are_the_top_layer_but_the_registry_and_the_surfaces():
    top = {f"pnp.{p}" for p in LAYERS[5]} - {"pnp.registry", "pnp.surfaces", "pnp.__init__"}
    assert top == set(CONSUMERS)


def test_consumers_use_the_game_contract_not_the_games_modules():
    found = consumers_reaching_into_games()
    new = sorted(found - set(ALLOWED))
    assert not new, "use the contract (" + ", ".join(CONTRACT) + ") instead:\n" + "\n".join(map(str, new))
    gone = sorted(set(ALLOWED) - found)
    assert not gone, "no longer imported: take these out of ALLOWED, so the list only shrinks:\n" + "\n".join(
        map(str, gone))


def test_the_consumer_check_sees_relative_imports_and_importlib_strings(tmp_path, monkeypatch):
    """The check reads a relative import and a module named in a string as importing that module."""
    book = tmp_path / "book"
    book.mkdir()
    (book / "sneaky.py").write_text("from ..games.labyrinth import solver\n"
                                    "from .. import games\n"
                                    "import importlib\n"
                                    "importlib.import_module('pnp.games.minigames.sets')\n"
                                    "TARGET = 'pnp.games.notebook.odds:odds'\n", encoding="utf-8")
    monkeypatch.setattr(__import__(__name__, fromlist=["ROOT"]), "ROOT", tmp_path)
    assert imports(book / "sneaky.py", strings=True) == {"pnp.games.labyrinth", "pnp", "pnp.games",
                                                         "pnp.games.minigames.sets", "pnp.games.notebook.odds"}


# --- the registry ----------------------------------------------------------------------

def test_every_game_is_complete_names_texts_icon_rules_and_commands():
    from pnp.catalog import paper
    from pnp.game import KitMaker, RunCommand
    from pnp.icons import icon_names
    from pnp.kits.pages import rules_pages
    from pnp.registry import GAMES, games

    names = [g.name for g in games()]
    assert names == list(GAMES)
    commands = [c.name for g in games() for c in g.commands]
    assert len(commands) == len(set(commands)), "two games declare the same command"
    for g in games():
        assert g.title and g.summary and g.icon in icon_names(), g.name
        assert rules_pages(paper("a4"), g.rules, g.rules_figures), g.name  # the printed rules load and fill pages
        for command in g.commands:
            assert callable(command.run.load(RunCommand)) and command.help.strip(), command.name
            flags = [o.flag for o in command.options]
            assert len(flags) == len(set(flags)), command.name
        if g.kit:
            assert callable(g.kit.load(KitMaker)) and g.footprints() is not None
        assert set(g.example_models()) == set(g.kinds), f"{g.name}: an example model per kind"


@pytest.mark.parametrize("kind_name", sorted(set(__import__("pnp.registry", fromlist=["kinds"]).kinds()) - {"scene"}))
def test_every_kind_round_trips_verifies_and_draws(kind_name):
    from pnp.catalog import paper
    from pnp.layout.impose import put_on_paper
    from pnp.layout.presets import standard
    from pnp.parts import ComponentSet, Printout
    from pnp.registry import kind, owner

    model = owner(kind_name).example_models()[kind_name]
    k = kind(kind_name)
    data = json.loads(dumps(k.to_json(model)))
    assert data["kind"] == kind_name and isinstance(data["version"], int)
    again = k.from_json(data, "example.json")
    assert json.loads(dumps(k.to_json(again))) == data  # the JSON says everything the model holds
    verdict = k.verify(again)
    assert verdict.ok, verdict.problems
    printout = k.draw(again, paper("a4"))
    assert isinstance(printout, Printout) and printout.parts and printout.layout in ("cards", "sheets")
    for part in printout.parts:
        pages = part.fronts if isinstance(part, ComponentSet) else part.pages
        assert pages, part.title
    document = put_on_paper(printout, paper("a4"), standard(printout.layout))
    assert document.pages


def test_no_module_grows_past_about_four_hundred_lines():
    """Small modules with one job: a module past ~400 lines is split by concern, not grown."""
    long = {name: n for name, path in modules().items()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 420}
    assert not long, long
