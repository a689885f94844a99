"""The ledger's two write paths (its own Postgres statements, the ORM) write the same rows."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from django.forms.models import model_to_dict
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from catalog.models import Solution
from journal.models import JournalLine
from runs.ledger import DjangoLedger, Lease
from runs.ledger_postgres import PostgresStatements
from runs.models import Attempt, LLMCall, Pass, Run, StepRun, ToolCall
from runs.services import run_start
from svaya.llm import CallRecord

SAMPLE = (
    Path(__file__).resolve().parents[2]
    / "catalog/solutions/credit-application-response/samples/clear-applicant.json"
)
FIRST = {"model": "stand-cheap", "messages": [{"role": "user", "content": "Проверь"}]}
SECOND = {**FIRST, "messages": [*FIRST["messages"], {"role": "assistant", "content": "ок"}]}
# Columns that differ between any two writes: keys, and the clock.
UNSTABLE = {"id", "attempt", "run", "at", "started_at", "finished_at"}

pytestmark = pytest.mark.django_db(transaction=True)  # the statements run outside a transaction


def _attempt(step_id: str) -> Attempt:
    solution = Solution.objects.get(slug="credit-application-response")
    inputs = json.loads(SAMPLE.read_text("utf-8"))
    run = run_start(solution=solution, inputs=inputs, enqueue=False)
    Run.objects.filter(pk=run.pk).update(lease_owner="me", lease_expires_at=timezone.now())
    step_run = StepRun.objects.create(run=run, step_id=step_id, kind="agent")
    return Attempt.objects.create(step_run=step_run, number=1, deadline=timezone.now())


def _record(request: dict[str, Any]) -> CallRecord:
    return CallRecord(
        tier="cheap",
        model="stand-cheap",
        request=request,
        response={"id": "x", "n": 40702810900000012345},
        status_code=200,
        turn=None,
        error=None,
        tokens_in=120,
        tokens_out=20,
        cost=Decimal("0.000030"),
        finish_reason="tool_calls",
        latency_ms=12.5,
        empty=False,
        without_cost=False,
    )


def _tool(ledger: DjangoLedger, pass_no: int, seq: int, effect: str) -> None:
    ledger.tool_finish(
        pass_no,
        seq,
        tool="bank.linked_account",
        effect=effect,
        call_id=f"c{pass_no}{seq}",
        args={"account": "40702810900000012345"},
        status="finished",
        result={"linked": ["A-1"], "сумма": 1.5},
        error="",
        tries=1,
        latency_ms=3.0,
        durable=effect == "write",
    )


def _agent_loop(attempt: Attempt) -> None:
    """Two passes of an agent loop: calls, a read tool, a write effect, pass rows, a map."""
    run_id = attempt.step_run.run_id
    ledger = DjangoLedger(attempt, run_id, "fraud-check", Lease(Run, run_id, "me", 60), fresh=True)
    ledger.llm_start(1, 0, tier="cheap", request=FIRST, sealed_map=b"map-1")
    ledger.llm_finish(1, 0, _record(FIRST))
    _tool(ledger, 1, 0, "read")
    ledger.pass_end(1, "tool_calls", {"tools": ["bank.linked_account"]})
    ledger.llm_start(2, 0, tier="cheap", request=SECOND, sealed_map=b"map-2")
    ledger.llm_finish(2, 0, _record(SECOND))
    ledger.tool_start(2, 0, tool="portal.submit", call_id="c20", args={}, idempotency_key="k")
    _tool(ledger, 2, 0, "write")
    ledger.pass_end(2, "answer", {})
    ledger.flush()


def _rows(attempt: Attempt) -> dict[str, Any]:
    def columns(rows: Any) -> list[dict[str, Any]]:
        return [{k: v for k, v in model_to_dict(row).items() if k not in UNSTABLE} for row in rows]

    lines = JournalLine.objects.filter(run_id=attempt.step_run.run_id, step_id="fraud-check")
    return {
        "calls": columns(LLMCall.objects.filter(attempt=attempt).order_by("pass_no", "seq")),
        "tools": columns(ToolCall.objects.filter(attempt=attempt).order_by("pass_no", "seq")),
        "passes": columns(Pass.objects.filter(attempt=attempt).order_by("number")),
        "lines": columns(lines.order_by("id")),
        "map": bytes(Attempt.objects.get(pk=attempt.pk).replacement_map),
    }


def test_both_write_paths_store_the_same_rows(installation, settings, monkeypatch) -> None:
    if connection.vendor != "postgresql":
        pytest.skip("the ledger's own statements are Postgres only: SQLite takes the ORM path")
    executed: list[str] = []
    execute = PostgresStatements._execute
    monkeypatch.setattr(
        PostgresStatements,
        "_execute",
        staticmethod(lambda db, sql, params: executed.append(sql) or execute(db, sql, params)),
    )
    stored = {}
    for statements in (True, False):
        settings.SVAYA_LEDGER_POSTGRES_STATEMENTS = statements
        attempt = _attempt("fraud-check")
        before = len(executed)
        _agent_loop(attempt)
        assert (len(executed) > before) is statements  # the path asked for is the one taken
        stored[statements] = _rows(attempt)
    assert stored[True]["calls"][1]["request"]["$continues"] == 1  # a delta, on both paths
    assert len(stored[True]["lines"]) == 7
    assert stored[True] == stored[False]


def test_an_agent_loop_is_stored_on_either_path_of_this_database(installation, ledger_path) -> None:
    attempt = _attempt("fraud-check")
    _agent_loop(attempt)
    rows = _rows(attempt)
    assert [(c["pass_no"], c["status"], c["tokens_in"]) for c in rows["calls"]] == [
        (1, "finished", 120),
        (2, "finished", 120),
    ]
    assert [(t["effect"], t["status"]) for t in rows["tools"]] == [
        ("read", "finished"),
        ("write", "finished"),
    ]
    assert [p["number"] for p in rows["passes"]] == [1, 2]
    assert [line["kind"] for line in rows["lines"]].count("llm.call") == 2
    assert rows["map"] == b"map-2"


def test_the_query_log_sees_the_ledgers_own_statements(installation, settings) -> None:
    """They bypass Django's cursor; a statement count (CaptureQueriesContext) must still see
    a model call's start and finish."""
    if connection.vendor != "postgresql":
        pytest.skip("the ledger's own statements are Postgres only: SQLite takes the ORM path")
    settings.SVAYA_LEDGER_POSTGRES_STATEMENTS = True
    attempt = _attempt("fraud-check")
    run_id = attempt.step_run.run_id
    ledger = DjangoLedger(attempt, run_id, "fraud-check", Lease(Run, run_id, "me", 60), fresh=True)
    with CaptureQueriesContext(connection) as log:
        ledger.llm_start(1, 0, tier="cheap", request=FIRST, sealed_map=None)
        ledger.llm_finish(1, 0, _record(FIRST))
    assert [q["sql"].split()[:3] for q in log.captured_queries] == [
        ["WITH", "call", "AS"],
        ["WITH", "finished", "AS"],
    ]
