"""svaya/privacy has no import loop, and code outside it uses its public API only.

Every import counts, wherever it stands: inside a function, or under `if TYPE_CHECKING:`.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import svaya.privacy

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = "svaya.privacy"
PACKAGE_DIR = Path(svaya.privacy.__file__).parent
# The package's own tests may reach its internals; everything else goes through __init__.
INSIDE = (PACKAGE_DIR, ROOT / "tests" / "svaya" / "privacy")
SKIPPED_DIRS = {".venv", ".git", "node_modules", "__pycache__", ".mypy_cache", ".ruff_cache"}


def _imported(tree: ast.AST, package: str, modules: set[str]) -> Iterator[tuple[int, str]]:
    """(line, module of `package`) of each import in the tree; "__init__" for the package."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == package:
                    yield node.lineno, "__init__"
                elif alias.name.startswith(package + "."):
                    yield node.lineno, alias.name[len(package) + 1 :].split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == package:
                for alias in node.names:
                    yield node.lineno, alias.name if alias.name in modules else "__init__"
            elif node.module.startswith(package + "."):
                yield node.lineno, node.module[len(package) + 1 :].split(".")[0]


def import_graph(package_dir: Path, package: str) -> dict[str, set[str]]:
    """Module → the modules of the same package it imports (relative imports are not used)."""
    files = {path.stem: path for path in package_dir.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        relative = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level]
        assert not relative, f"{path}:{relative[0].lineno}: use the absolute import"
        graph[name] = {target for _, target in _imported(tree, package, set(files))}
        graph[name].discard(name)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import loop as [a, b, …, a], or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node], _ = 1, path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)) is not None:
                return found
        state[node], _ = 2, path.pop()
        return None

    for start in sorted(graph):
        if start not in state and (found := visit(start)) is not None:
            return found
    return None


def outside_imports(root: Path, package: str, modules: set[str]) -> list[str]:
    """`file:line: module` of each import of the package's internals from outside it."""
    found = []
    for path in sorted(root.rglob("*.py")):
        if SKIPPED_DIRS & set(path.relative_to(root).parts):
            continue
        if any(path.is_relative_to(inside) for inside in INSIDE):
            continue
        text = path.read_text(encoding="utf-8")
        if package not in text:
            continue
        for line, module in sorted(_imported(ast.parse(text), package, modules)):
            if module != "__init__":
                found.append(f"{path.relative_to(root)}:{line}: {package}.{module}")
    return found


def _modules() -> set[str]:
    return {path.stem for path in PACKAGE_DIR.glob("*.py")}


def test_the_privacy_package_has_no_import_loop() -> None:
    graph = import_graph(PACKAGE_DIR, PACKAGE)
    assert len(graph) >= 15
    assert find_cycle(graph) is None, find_cycle(graph)


def test_the_loop_guard_finds_a_loop_hidden_in_a_function_or_a_type_checking_block(
    tmp_path: Path,
) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "keys.py").write_text("def key():\n    from pkg.names import name\n")
    (package / "names.py").write_text("from pkg.keys import key\n")
    (package / "known.py").write_text("from pkg.matchers import m\n")
    (package / "matchers.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.known import K\n"
    )
    graph = import_graph(package, "pkg")
    assert find_cycle(graph) in (["keys", "names", "keys"], ["known", "matchers", "known"])
    (package / "keys.py").write_text("")
    assert find_cycle(import_graph(package, "pkg")) == ["known", "matchers", "known"]
    (package / "matchers.py").write_text("import pkg\n")  # __init__ imports nothing: no loop
    assert find_cycle(import_graph(package, "pkg")) is None
    (package / "__init__.py").write_text("from pkg.matchers import m\n")
    assert find_cycle(import_graph(package, "pkg")) == ["__init__", "matchers", "__init__"]


def test_code_outside_the_package_imports_its_public_api_only() -> None:
    assert outside_imports(ROOT, PACKAGE, _modules()) == []


def test_the_public_api_guard_rejects_an_import_of_an_internal_module(tmp_path: Path) -> None:
    (tmp_path / "ok.py").write_text(
        "from svaya.privacy import Pseudonymizer\nimport svaya.privacy\n"
    )
    (tmp_path / "bad.py").write_text(
        "def f():\n    from svaya.privacy.names import NameDetector\n"
        "from svaya.privacy import names\nimport svaya.privacy.routes\n"
    )
    assert outside_imports(tmp_path, PACKAGE, _modules()) == [
        "bad.py:2: svaya.privacy.names",
        "bad.py:3: svaya.privacy.names",
        "bad.py:4: svaya.privacy.routes",
    ]


def test_the_public_api_names_the_pseudonymizer_the_map_the_detectors_and_the_route_checks() -> (
    None
):
    api = set(svaya.privacy.__all__)
    assert {
        "Pseudonymizer", "ReplacementMap", "seal", "unseal", "key_from_env",
        "PatternDetector", "AddressDetector", "NameDetector", "NameFieldDetector",
        "KnownValueDetector", "reverse_substitute", "check_route",
    } <= api  # fmt: skip
    assert all(hasattr(svaya.privacy, name) for name in api)
