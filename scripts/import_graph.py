"""The project's import graph: loops between files, and imports that climb the layers.

    .venv/bin/python scripts/import_graph.py

Every import counts, wherever it stands (module top, inside a function, under TYPE_CHECKING)
and however it is spelled (`import a.b`, `from a import b`, a relative import, or
`importlib.import_module("a.b")` / `__import__("a.b")` with a literal name).
tests/test_architecture.py holds the apps to it: no loop between apps, nothing climbing.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The order apps depend in, lowest first: each may import those before it, never one after.
APPS = ("journal", "catalog", "runs", "handoffs", "showcase")
# The project's root URLs mount every app, so they sit on top. Settings and the Celery app
# import no app: any app may import them (the engine may not; see ENGINE in the test).
PROJECT = frozenset({"svaya.urls", "svaya.stand_urls", "svaya.wsgi"})
STAND = "svaya.stand"
# Outside svaya/stand only these may import it: runs wires the engine (registers the stand's
# in-process transports), the project mounts it under /stand/, a command serves it.
# tests/test_architecture.py::test_nothing_outside_the_stand_imports_it_but_the_wiring tests it.
STAND_USERS = frozenset({"runs.apps", "svaya.stand_urls", "catalog.management.commands.run_stand"})
CONFIG = frozenset({"svaya.settings", "svaya.celery"})
ENGINE_LAYER, CONFIG_LAYER, PROJECT_LAYER = 0, 1, len(APPS) + 2
SCANNED = ("svaya", *APPS)


@dataclass(frozen=True)
class Import:
    source: str  # the importing module
    target: str  # the imported name, resolved to a project module where it is one
    line: int

    def __str__(self) -> str:
        return f"{module_path(self.source)}:{self.line} imports {self.target}"


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def module_path(name: str, root: Path = ROOT) -> str:
    base = root.joinpath(*name.split("."))
    package = base / "__init__.py"
    return str((package if package.exists() else base.with_suffix(".py")).relative_to(root))


def imported_names(path: Path, module: str) -> Iterator[tuple[str, int]]:
    """Every name the file imports, with its line: `from a import b` yields `a.b`, which
    resolves to module a where b is a name in it; a relative import is resolved against
    `module`."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            yield from ((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node.module or "", node.level, package)
            yield from ((f"{base}.{alias.name}", node.lineno) for alias in node.names)
        elif isinstance(node, ast.Call) and _is_dynamic_import(node.func):
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield first.value, node.lineno


def _absolute(name: str, level: int, package: str) -> str:
    if level == 0:
        return name
    parts = package.split(".")
    base = parts[: len(parts) - (level - 1)]
    return ".".join([*base, name] if name else base)


def _is_dynamic_import(func: ast.expr) -> bool:
    if isinstance(func, ast.Attribute):
        return func.attr == "import_module"
    return isinstance(func, ast.Name) and func.id in ("import_module", "__import__")


def project_files(root: Path = ROOT) -> dict[str, Path]:
    """The scanned packages' modules, migrations left out (they name apps by string)."""
    found = {}
    for top in SCANNED:
        for path in sorted((root / top).rglob("*.py")):
            if "migrations" not in path.parts:
                found[module_name(path, root)] = path
    return found


def imports(files: dict[str, Path]) -> list[Import]:
    """Edges between the given modules, each import resolved to the longest module it names."""
    edges: dict[tuple[str, str], Import] = {}
    for module, path in files.items():
        for name, line in imported_names(path, module):
            target = _resolve(name, files)
            if target is not None and target != module and (module, target) not in edges:
                edges[module, target] = Import(module, target, line)
    return list(edges.values())


def _resolve(name: str, files: dict[str, Path]) -> str | None:
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in files:
            return candidate
        parts.pop()
    return None


def layer(module: str) -> int:
    top = module.split(".")[0]
    if top in APPS:
        return APPS.index(top) + 2
    if module in PROJECT:
        return PROJECT_LAYER
    if module in CONFIG:
        return CONFIG_LAYER
    return ENGINE_LAYER  # the engine; svaya/stand is kept apart by stand_imports()


def climbing(edges: list[Import]) -> list[Import]:
    """Imports from a lower layer into a higher one (the engine is the lowest)."""
    return [e for e in edges if layer(e.source) < layer(e.target)]


def in_stand(module: str) -> bool:
    return module == STAND or module.startswith(STAND + ".")


def stand_imports(edges: list[Import], allowed: frozenset[str] = STAND_USERS) -> list[Import]:
    """Imports of svaya/stand from outside it, but for the few mounting points allowed."""
    return [
        e
        for e in edges
        if in_stand(e.target) and not in_stand(e.source) and e.source not in allowed
    ]


def loops(edges: list[Import], group: int = 0) -> list[list[str]]:
    """Strongly connected sets of modules (Tarjan); `group` > 0 folds each module into its
    first `group` name parts first (1: apps and top packages)."""
    graph: dict[str, set[str]] = {}
    for e in edges:
        source, target = (_fold(e.source, group), _fold(e.target, group))
        if source != target:
            graph.setdefault(source, set()).add(target)
            graph.setdefault(target, set())
    return [sorted(c) for c in _components(graph) if len(c) > 1]


def _fold(module: str, group: int) -> str:
    return ".".join(module.split(".")[:group]) if group else module


def _components(graph: dict[str, set[str]]) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            found.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def main() -> int:
    edges = imports(project_files())
    file_loops, app_loops = loops(edges), loops(edges, group=1)
    up, stand = climbing(edges), stand_imports(edges)
    print(f"modules scanned: {len(project_files())}, imports between them: {len(edges)}")
    print(f"import loops between files: {len(file_loops)}")
    for component in file_loops:
        print("  " + " <-> ".join(component))
    print(f"import loops between apps/packages: {len(app_loops)}")
    for component in app_loops:
        print("  " + " <-> ".join(component))
    print(f"imports that climb the layers ({' <- '.join(['engine', *APPS])}): {len(up)}")
    for edge in up:
        print(f"  {edge}")
    print(f"imports of svaya/stand from outside it (beyond {sorted(STAND_USERS)}): {len(stand)}")
    for edge in stand:
        print(f"  {edge}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
