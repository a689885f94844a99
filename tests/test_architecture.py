"""The engine imports no Django: it talks to storage through the ledger protocol."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

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
