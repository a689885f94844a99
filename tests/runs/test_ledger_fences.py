"""A worker whose lease was taken over writes nothing more: the ledger's fences."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from django.db import DataError, connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from catalog.models import Solution
from runs.ledger import DjangoLedger, Lease
from runs.models import Attempt, CallStatus, LLMCall, Run, StepRun, ToolCall
from runs.services import run_start
from svaya.engine.protocol import LeaseLost
from svaya.llm import CallRecord
from svaya.llm.turns import ToolCall as TurnToolCall
from svaya.llm.turns import Turn

SAMPLE = (
    Path(__file__).resolve().parents[2]
    / "catalog/solutions/credit-application-response/samples/clear-applicant.json"
)

pytestmark = pytest.mark.django_db(transaction=True)  # the fast path runs outside a transaction


@pytest.fixture
def attempt(installation, ledger_path: str) -> Attempt:
    """On each write path of the ledger (tests/runs/conftest.py)."""
    solution = Solution.objects.get(slug="credit-application-response")
    run = run_start(solution=solution, inputs=json.loads(SAMPLE.read_text("utf-8")), enqueue=False)
    Run.objects.filter(pk=run.pk).update(lease_owner="me", lease_expires_at=timezone.now())
    step_run = StepRun.objects.create(run=run, step_id="screen", kind="llm")
    return Attempt.objects.create(step_run=step_run, number=1, deadline=timezone.now())


def _record() -> CallRecord:
    return CallRecord(
        tier="cheap",
        model="stand-cheap",
        request={},
        response={"id": "x"},
        status_code=200,
        turn=None,
        error=None,
        tokens_in=10,
        tokens_out=5,
        cost=None,
        finish_reason="stop",
        latency_ms=1.0,
        empty=False,
        without_cost=True,
    )


def test_a_lease_taken_over_stops_the_next_renewal(attempt) -> None:
    run_id = attempt.step_run.run_id
    lease = Lease(Run, run_id, "me", seconds=4)
    Run.objects.filter(pk=run_id).update(lease_owner="someone-else")
    lease.renew()  # renewed at the claim less than a quarter lease ago: skipped, still safe
    lease._renewed -= 2  # half the lease has passed: this renewal must reach the database
    with pytest.raises(LeaseLost):
        lease.renew()


def _answer(*, tool_calls: bool) -> CallRecord:
    """A text answer (it may be a verdict) or one asking for a tool call."""
    calls = [TurnToolCall("c1", "bank__fraud_check", "{}", {}, None)] if tool_calls else []
    turn = Turn(None if tool_calls else '{"ok": true}', calls, "stop", None)
    return dataclasses.replace(_record(), turn=turn)


@pytest.mark.parametrize(
    "record",
    [_record(), _answer(tool_calls=False), _answer(tool_calls=True)],
    ids=["no turn", "text answer", "tool calls"],
)
def test_finishing_a_call_another_worker_marked_lost_is_refused(attempt, record) -> None:
    """Whether the finish reads the verdict's basis with it (a text answer) or not."""
    ledger = DjangoLedger(
        attempt,
        attempt.step_run.run_id,
        "screen",
        Lease(Run, attempt.step_run.run_id, "me", 60),
        fresh=True,
    )
    ledger.llm_start(1, 0, tier="cheap", request={"model": "stand-cheap"}, sealed_map=None)
    LLMCall.objects.filter(attempt=attempt).update(status=CallStatus.LOST)
    with pytest.raises(LeaseLost):
        ledger.llm_finish(1, 0, record)
    assert LLMCall.objects.get(attempt=attempt).status == CallStatus.LOST
    assert not attempt.step_run.run.journal.filter(kind="llm.call").exists()


@pytest.mark.parametrize("tool_calls", [False, True], ids=["text answer", "tool calls"])
def test_the_basis_after_a_call_is_the_one_stored_at_its_finish_or_later(
    attempt, tool_calls
) -> None:
    """A text answer's finish reads the basis with it; after an answer asking for tool
    calls (no verdict) the basis is read afresh, so a run moved since is seen."""
    ledger = _ledger(attempt)
    ledger.llm_start(1, 0, tier="cheap", request={"model": "stand-cheap"}, sealed_map=None)
    Run.objects.filter(pk=attempt.step_run.run_id).update(current_step="screen")
    ledger.llm_finish(1, 0, _answer(tool_calls=tool_calls))
    Run.objects.filter(pk=attempt.step_run.run_id).update(current_step="elsewhere")
    with CaptureQueriesContext(connection) as queries:
        basis = ledger.basis()
    read_afresh = tool_calls or not ledger.one_statement()  # the ORM path reads it always
    assert basis.step_id == ("elsewhere" if read_afresh else "screen")
    assert (len(queries) > 0) is read_afresh
    assert ledger.basis_now().step_id == "elsewhere"


def test_a_call_and_its_journal_line_are_finished_together(attempt) -> None:
    ledger = DjangoLedger(
        attempt,
        attempt.step_run.run_id,
        "screen",
        Lease(Run, attempt.step_run.run_id, "me", 60),
        fresh=True,
    )
    ledger.llm_start(1, 0, tier="cheap", request={"model": "stand-cheap"}, sealed_map=b"m")
    ledger.llm_finish(1, 0, _record())
    call = LLMCall.objects.get(attempt=attempt)
    assert (call.status, call.tokens_in, call.request) == (
        CallStatus.FINISHED,
        10,
        {"model": "stand-cheap"},
    )
    assert attempt.step_run.run.journal.filter(kind="llm.call", step_id="screen").count() == 1
    assert bytes(Attempt.objects.get(pk=attempt.pk).replacement_map) == b"m"


def _ledger(attempt: Attempt, *, fresh: bool = True) -> DjangoLedger:
    run_id = attempt.step_run.run_id
    return DjangoLedger(attempt, run_id, "screen", Lease(Run, run_id, "me", 60), fresh=fresh)


def test_a_late_finish_is_replayed_not_marked_lost(attempt) -> None:
    """The old worker finishes its call after the new one loaded it as started: the new
    worker must use the finished call, not mark it lost and pay again."""
    old = _ledger(attempt)
    old.llm_start(1, 0, tier="cheap", request={"model": "stand-cheap"}, sealed_map=None)
    new = _ledger(attempt, fresh=False)
    assert new.llm_get(1, 0).status == "started"
    old.llm_finish(1, 0, _record())
    assert new.llm_mark_lost(1, 0) is False
    entry = new.llm_get(1, 0)
    assert (entry.status, entry.record.tokens_in) == ("finished", 10)
    assert LLMCall.objects.get(attempt=attempt).status == CallStatus.FINISHED


def test_a_write_effect_settled_by_another_worker_cannot_be_finished(attempt) -> None:
    ledger = _ledger(attempt)
    ledger.tool_start(1, 0, tool="portal.submit", call_id="c1", args={}, idempotency_key="k")
    ToolCall.objects.filter(attempt=attempt).update(status=CallStatus.IN_DOUBT)
    with pytest.raises(LeaseLost):
        ledger.tool_finish(
            1,
            0,
            tool="portal.submit",
            effect="write",
            call_id="c1",
            args={},
            status="finished",
            result={"ok": True},
            error="",
            tries=1,
            latency_ms=1.0,
            durable=True,
        )
    assert ToolCall.objects.get(attempt=attempt).status == CallStatus.IN_DOUBT


def test_integers_beyond_64_bits_are_stored(attempt) -> None:
    """A 20-digit account written as a bare JSON number, in a tool result and in the model's
    tool-call arguments, is stored like any other number."""
    account = 40702810900000012345
    ledger = _ledger(attempt)
    ledger.tool_finish(
        1,
        0,
        tool="bank.linked_account",
        effect="read",
        call_id="c1",
        args={"account": account},
        status="finished",
        result={"account": account},
        error="",
        tries=1,
        latency_ms=1.0,
        durable=False,
    )
    ledger.pass_end(1, "tool_calls", {})
    ledger.llm_start(2, 0, tier="cheap", request={"model": "stand-cheap"}, sealed_map=None)
    record = _record()
    record.response = {"id": "x", "account": account}
    ledger.llm_finish(2, 0, record)
    assert ToolCall.objects.get(attempt=attempt).result == {"account": account}
    assert LLMCall.objects.get(attempt=attempt).response["account"] == account


def test_a_value_too_long_for_its_column_is_refused_not_cut(attempt) -> None:
    if connection.vendor == "sqlite":
        pytest.skip("SQLite does not enforce a column's length")
    ledger = _ledger(attempt)
    with pytest.raises(DataError):
        ledger.llm_start(1, 0, tier="cheap", request={"model": "m" * 150}, sealed_map=None)
    assert not LLMCall.objects.filter(attempt=attempt).exists()
