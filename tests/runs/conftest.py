"""The runs tests (the ledger, the engine on it, the run lifecycle) run on Postgres and again
on SQLite, the embedded default (`make test` does both: scripts/test.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.db import connection

HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.both_databases)


@pytest.fixture(params=["postgres statements", "orm"])
def ledger_path(request: pytest.FixtureRequest, settings) -> str:
    """Each of the ledger's two write paths; on SQLite there is only the ORM."""
    statements = request.param == "postgres statements"
    if statements and connection.vendor != "postgresql":
        pytest.skip("the ledger's own statements are Postgres only: SQLite takes the ORM path")
    settings.SVAYA_LEDGER_POSTGRES_STATEMENTS = statements
    return request.param
