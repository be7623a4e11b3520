"""What a scene's schema cannot say, checked on the wire objects before any scene is built.

- groups hold groups at most :data:`MAX_GROUP_DEPTH` deep, and symbols place
  symbols at most :data:`MAX_SYMBOL_DEPTH` deep: the readers and renderers
  recurse through both, so these bounds (with the boundary's 48 levels of
  JSON) keep every recursion a few hundred frames at most; pnp itself writes
  groups two deep and no symbol within a symbol;
- no symbol places itself, directly or through others (an SVG would define it
  forever, a PDF would draw it forever);
- a symbol's name is defined once; an icon is one pnp has; shrink-to-fit spans
  at most :data:`~pnp.scene.schema.MAX_SHRINK_SPAN` points.

Every walk here keeps its own stack (no recursion), so even a document no
schema would pass cannot exhaust Python's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from pnp.errors import ModelError, PnpError
from pnp.scene import schema

MAX_GROUP_DEPTH = 16  # groups within groups in one page or symbol
MAX_SYMBOL_DEPTH = 8  # symbols placed within symbols (a page's symbol is the first)


def located(source: str, where: str, message: str) -> ModelError:
    err = ModelError(f"{source}: {where}: {message}" if source else f"{where}: {message}")
    err.located = True
    return err


def walk(items: Sequence[schema.AnyItem], where: str) -> Iterator[tuple[str, schema.AnyItem, int]]:
    """Every item with its key path and how many groups hold it, depth first, without recursion."""
    stack = [(f"{where}[{k}]", item, 0) for k, item in reversed(list(enumerate(items)))]
    while stack:
        path, item, depth = stack.pop()
        yield path, item, depth
        if isinstance(item, schema.GroupItem):
            stack.extend((f"{path}.items[{k}]", child, depth + 1)
                         for k, child in reversed(list(enumerate(item.items))))


def _check_items(items: Sequence[schema.AnyItem], where: str, source: str) -> list[tuple[str, str]]:
    """Check one page's or symbol's items; the (key path, symbol name) of each symbol they place."""
    from pnp.icons import icon

    uses = []
    for path, item, depth in walk(items, where):
        if isinstance(item, schema.GroupItem) and depth >= MAX_GROUP_DEPTH:
            raise located(source, path, f"groups nested more than {MAX_GROUP_DEPTH} deep")
        if isinstance(item, schema.IconItem):
            try:
                icon(item.name)
            except PnpError as err:
                raise located(source, f"{path}.name", str(err)) from None
        elif isinstance(item, schema.TextItem):
            if item.min_size is not None and item.size - item.min_size > schema.MAX_SHRINK_SPAN:
                raise located(source, f"{path}.min_size",
                              f"{item.min_size:g} pt is more than {schema.MAX_SHRINK_SPAN:g} pt below the size "
                              f"({item.size:g} pt)")
        elif isinstance(item, schema.UseItem):
            uses.append((path, item.name))
    return uses


def check_scene(doc: schema.SceneFile, source: str = "") -> None:
    for n, page in enumerate(doc.pages):
        _check_items(page.items, f"pages[{n}].items", source)
    first: dict[str, int] = {}
    uses: dict[str, list[tuple[str, str]]] = {}
    for n, sym in enumerate(doc.symbols):
        if sym.name in first:
            raise located(source, f"symbols[{n}].name",
                          f"the symbol {sym.name!r} is already defined (symbols[{first[sym.name]}])")
        first[sym.name] = n
        uses[sym.name] = _check_items(sym.items, f"symbols[{n}].items", source)
    _check_symbol_chains(uses, source)


def _check_symbol_chains(uses: dict[str, list[tuple[str, str]]], source: str) -> None:
    """No symbol places itself through any chain, and no chain is deeper than MAX_SYMBOL_DEPTH.

    A depth-first search with its own stack: ``open_`` holds the chain being followed, ``depth`` each
    finished symbol's chain length. A symbol that is not defined is left to verify, which names it.
    """
    depth: dict[str, int] = {}
    for start in uses:
        if start in depth:
            continue
        chain = [start]
        stack = [iter(uses[start])]
        while stack:
            name = chain[-1]
            step = next(stack[-1], None)
            if step is None:
                placed = [(path, depth[t]) for path, t in uses[name] if t in depth]
                depth[name] = 1 + max((d for _, d in placed), default=0)
                if depth[name] > MAX_SYMBOL_DEPTH:
                    path = next(p for p, d in placed if d == depth[name] - 1)
                    raise located(source, path, f"symbols placed within symbols more than {MAX_SYMBOL_DEPTH} deep")
                chain.pop()
                stack.pop()
                continue
            path, target = step
            if target in chain:
                cycle = " → ".join([*chain[chain.index(target):], target])
                raise located(source, f"{path}.name", f"the symbol {target!r} places itself ({cycle})")
            if target in uses and target not in depth:
                chain.append(target)
                stack.append(iter(uses[target]))
