"""The engine imports no Django: it talks to storage through the ledger protocol. The apps
depend in one direction, and only the mounting points import the stand (scripts/import_graph.py
reads the imports; run it to see the figures)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from scripts import import_graph as graph

ROOT = Path(__file__).resolve().parent.parent
ENGINE = [
    "svaya/engine",
    "svaya/spec",
    "svaya/llm",
    "svaya/privacy",
    "svaya/conditions.py",
    "svaya/install",
    "svaya/stand",
    "svaya/tools",
    "svaya/wire.py",
]
FORBIDDEN = ("django", "rest_framework", "celery", "catalog", "runs", "handoffs", "journal")


def _modules(entry: str) -> list[Path]:
    path = ROOT / entry
    return [path] if path.is_file() else sorted(path.rglob("*.py"))


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


@pytest.mark.parametrize("entry", ENGINE)
def test_engine_package_imports_no_django(entry: str) -> None:
    offenders = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in _modules(entry)
        for name in _imports(path)
        if name.split(".")[0] in FORBIDDEN
    ]
    assert _modules(entry), f"{entry} has no modules to check"
    assert offenders == []


def test_the_guard_catches_a_django_import(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("from django.db import models\nimport celery\n")
    assert [n for n in _imports(module) if n.split(".")[0] in FORBIDDEN] == ["django.db", "celery"]


# Who may import the stand: the app that wires the engine (registering its in-process
# transports), the project's mount of it under /stand/, management commands, tests, benches.
STAND_WIRING = {"runs/apps.py", "svaya/stand_urls.py"}
_NOT_CODE = {".venv", "tests", "bench", "migrations", "node_modules", "var"}


def _stand_importers(root: Path) -> list[str]:
    offenders = []
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root)
        if _NOT_CODE & set(relative.parts) or relative.parts[:2] == ("svaya", "stand"):
            continue
        if relative.as_posix() in STAND_WIRING or "management" in relative.parts:
            continue
        offenders += [
            f"{relative} imports {name}"
            for name in _imports(path)
            if name == "svaya.stand" or name.startswith("svaya.stand.")
        ]
    return offenders


def test_nothing_outside_the_stand_imports_it_but_the_wiring() -> None:
    assert _stand_importers(ROOT) == []


def test_the_stand_guard_catches_an_import_inside_a_function(tmp_path: Path) -> None:
    engine = tmp_path / "svaya" / "llm"
    engine.mkdir(parents=True)
    (engine / "gateway.py").write_text(
        "def client():\n    from svaya.stand.transport import InProcessTransport\n"
    )
    (tmp_path / "runs").mkdir()
    (tmp_path / "runs" / "apps.py").write_text("from svaya.stand.inprocess import register\n")
    assert _stand_importers(tmp_path) == ["svaya/llm/gateway.py imports svaya.stand.transport"]


# -- the apps' one order: journal <- catalog <- runs <- handoffs <- showcase -----------------------
def _tree(root: Path, files: dict[str, str]) -> list[graph.Import]:
    """A throwaway project under `root`, and the imports between its modules."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return graph.imports(graph.project_files(root))


def test_every_app_imports_only_the_apps_below_it() -> None:
    assert [str(e) for e in graph.climbing(graph.imports(graph.project_files()))] == []


def test_no_two_apps_import_each_other_even_indirectly() -> None:
    assert graph.loops(graph.imports(graph.project_files()), group=1) == []


def test_the_guard_catches_an_app_importing_one_above_it_inside_a_function(
    tmp_path: Path,
) -> None:
    edges = _tree(
        tmp_path,
        {
            "runs/__init__.py": "",
            "runs/services/__init__.py": (
                "def f():\n    from handoffs.services import ticket_open\n"
            ),
            "handoffs/__init__.py": "",
            "handoffs/services.py": "from runs import services\n",
        },
    )
    assert [str(e) for e in graph.climbing(edges)] == [
        "runs/services/__init__.py:2 imports handoffs.services"
    ]
    assert graph.loops(edges, group=1) == [["handoffs", "runs"]]


def test_the_guard_catches_a_string_import_and_a_relative_one(tmp_path: Path) -> None:
    edges = _tree(
        tmp_path,
        {
            "journal/__init__.py": "from . import tree\n",
            "journal/tree.py": "import importlib\nimportlib.import_module('catalog.views')\n",
            "catalog/__init__.py": "",
            "catalog/views.py": "from ..showcase import diagram\n",
            "showcase/__init__.py": "",
            "showcase/diagram.py": "",
        },
    )
    assert sorted(str(e) for e in graph.climbing(edges)) == [
        "catalog/views.py:1 imports showcase.diagram",
        "journal/tree.py:2 imports catalog.views",
    ]


def test_the_guard_lets_an_app_import_the_apps_below_it(tmp_path: Path) -> None:
    edges = _tree(
        tmp_path,
        {
            "journal/__init__.py": "",
            "catalog/__init__.py": "from journal import kinds\n",
            "journal/kinds.py": "",
            "showcase/__init__.py": "import catalog\nfrom svaya.spec import models\n",
            "svaya/__init__.py": "",
            "svaya/spec/__init__.py": "",
            "svaya/spec/models.py": "",
        },
    )
    assert len(edges) == 3
    assert graph.climbing(edges) == []
