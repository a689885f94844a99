"""A worker dies; the next one replays the attempt from the ledger's rows — on each write
path and on each database (the engine's half of this is tests/svaya/engine/test_replay.py,
on the in-memory ledger)."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from django.utils import timezone

from catalog.models import Solution
from journal.models import JournalLine
from runs.ledger import DjangoLedger, Lease
from runs.models import Attempt, CallStatus, LLMCall, Run, StepRun, ToolCall
from runs.services import run_start
from svaya.engine.protocol import LeaseLost
from svaya.llm import CallRecord

SAMPLE = (
    Path(__file__).resolve().parents[2]
    / "catalog/solutions/credit-application-response/samples/clear-applicant.json"
)
FIRST = {"model": "stand-cheap", "messages": [{"role": "user", "content": "Проверь"}]}
SECOND = {**FIRST, "messages": [*FIRST["messages"], {"role": "assistant", "content": "ок"}]}

pytestmark = pytest.mark.django_db(transaction=True)  # the statements run outside a transaction


@pytest.fixture
def attempt(installation, ledger_path: str) -> Attempt:
    solution = Solution.objects.get(slug="credit-application-response")
    inputs = json.loads(SAMPLE.read_text("utf-8"))
    run = run_start(solution=solution, inputs=inputs, enqueue=False)
    Run.objects.filter(pk=run.pk).update(lease_owner="me", lease_expires_at=timezone.now())
    step_run = StepRun.objects.create(run=run, step_id="fraud-check", kind="agent")
    return Attempt.objects.create(step_run=step_run, number=1, deadline=timezone.now())


def _worker(attempt: Attempt, *, fresh: bool = False) -> DjangoLedger:
    """A worker's ledger for the attempt: the first one's is fresh, a replaying one loads."""
    attempt = Attempt.objects.get(pk=attempt.pk)
    run_id = attempt.step_run.run_id
    return DjangoLedger(attempt, run_id, "fraud-check", Lease(Run, run_id, "me", 60), fresh=fresh)


def _record(request: dict[str, Any], tokens_in: int = 120) -> CallRecord:
    return CallRecord(
        tier="cheap",
        model="stand-cheap",
        request=request,
        response={"id": "x", "choices": []},
        status_code=200,
        turn=None,
        error=None,
        tokens_in=tokens_in,
        tokens_out=20,
        cost=Decimal("0.000030"),
        finish_reason="stop",
        latency_ms=12.5,
        empty=False,
        without_cost=False,
    )


def _read_tool(ledger: DjangoLedger, pass_no: int) -> None:
    ledger.tool_finish(
        pass_no,
        0,
        tool="bank.linked_account",
        effect="read",
        call_id=f"c{pass_no}",
        args={"account": "A-1"},
        status="finished",
        result={"linked": []},
        error="",
        tries=1,
        latency_ms=3.0,
        durable=False,
    )


def test_finished_calls_are_replayed_whole_and_counted_not_paid_again(attempt) -> None:
    first = _worker(attempt, fresh=True)
    first.llm_start(1, 0, tier="cheap", request=FIRST, sealed_map=b"sealed")
    first.llm_finish(1, 0, _record(FIRST))
    first.llm_start(2, 0, tier="cheap", request=SECOND, sealed_map=None)
    first.llm_finish(2, 0, _record(SECOND, tokens_in=140))

    again = _worker(attempt)
    entry = again.llm_get(2, 0)
    assert (entry.status, entry.record.tokens_in, entry.record.cost) == (
        "finished",
        140,
        Decimal("0.000030"),
    )
    assert entry.record.request == SECOND  # rebuilt from its delta
    assert LLMCall.objects.get(attempt=attempt, pass_no=2).request["$continues"] == 1
    assert again.llm_get(1, 0).record.request == FIRST
    assert again.sealed_map() == b"sealed"
    assert again.llm_calls_used() == 2
    assert list(LLMCall.objects.filter(attempt=attempt).values_list("replays", flat=True)) == [
        1,
        1,
    ]
    assert Attempt.objects.get(pk=attempt.pk).replays == 1
    assert JournalLine.objects.filter(kind="attempt.replayed").count() == 1


def test_a_call_in_flight_when_its_worker_died_is_marked_lost_and_still_counts(attempt) -> None:
    first = _worker(attempt, fresh=True)
    first.llm_start(1, 0, tier="cheap", request=FIRST, sealed_map=None)

    again = _worker(attempt)
    assert again.llm_get(1, 0).status == "started"
    assert again.llm_mark_lost(1, 0) is True
    assert again.llm_get(1, 0).status == "lost"
    assert again.llm_calls_used() == 1
    call = LLMCall.objects.get(attempt=attempt)
    assert (call.status, call.without_cost, call.error_kind) == (CallStatus.LOST, True, "lost")
    assert JournalLine.objects.filter(kind="llm.lost", pass_no=1).count() == 1
    with pytest.raises(LeaseLost, match="taken over"):
        first.llm_finish(1, 0, _record(FIRST))  # the dead worker's late finish is refused


def test_a_write_effect_started_before_the_crash_is_found_started_never_resent(attempt) -> None:
    first = _worker(attempt, fresh=True)
    first.tool_start(1, 0, tool="portal.submit", call_id="c1", args={}, idempotency_key="k-1")

    again = _worker(attempt)
    assert again.tool_get(1, 0).status == "started"  # the engine turns it into "in doubt"
    row = ToolCall.objects.get(attempt=attempt)
    assert (row.effect, row.idempotency_key) == ("write", "k-1")
    assert JournalLine.objects.filter(kind="tool.started").count() == 1


def test_a_read_buffered_when_the_worker_died_is_simply_read_again(attempt) -> None:
    first = _worker(attempt, fresh=True)
    first.llm_start(1, 0, tier="cheap", request=FIRST, sealed_map=None)
    first.llm_finish(1, 0, _record(FIRST))
    _read_tool(first, 1)
    first.pass_end(1, "tool_calls", {})  # buffered with the read: both lost in the crash

    again = _worker(attempt)
    assert again.tool_get(1, 0) is None
    assert not ToolCall.objects.filter(attempt=attempt).exists()
    _read_tool(again, 1)
    again.pass_end(1, "tool_calls", {})
    again.llm_start(2, 0, tier="cheap", request=SECOND, sealed_map=None)  # commits the buffer
    assert ToolCall.objects.get(attempt=attempt).status == "finished"
    assert list(attempt.passes.values_list("number", flat=True)) == [1]
    assert JournalLine.objects.filter(kind="pass", pass_no=1).count() == 1


def test_a_replayed_read_is_reused_and_a_recorded_pass_is_not_written_twice(attempt) -> None:
    first = _worker(attempt, fresh=True)
    _read_tool(first, 1)
    first.pass_end(1, "tool_calls", {})
    first.llm_start(2, 0, tier="cheap", request=FIRST, sealed_map=None)

    again = _worker(attempt)
    assert again.tool_get(1, 0).result == {"linked": []}
    _read_tool(again, 1)  # the engine would not call it again; the ledger writes nothing
    again.pass_end(1, "tool_calls", {})
    again.flush()
    assert ToolCall.objects.filter(attempt=attempt).count() == 1
    assert attempt.passes.count() == 1
