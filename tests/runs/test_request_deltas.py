"""Stored requests grow with the conversation: a pass stores only what it added."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from catalog.models import Solution
from runs import wiring
from runs.models import LLMCall, RunStatus
from runs.request_deltas import CONTINUES, OF, full_request, request_delta
from runs.services import run_drive, run_start

SAMPLES = Path(__file__).resolve().parents[2] / "catalog/solutions/credit-application-response"

FIRST = {
    "model": "stand-cheap",
    "tools": [{"type": "function", "function": {"name": "bank__fraud_check"}}],
    "messages": [{"role": "system", "content": "Проверь"}, {"role": "user", "content": "{}"}],
}


def _added(*messages: dict[str, Any]) -> dict[str, Any]:
    return {**FIRST, "messages": FIRST["messages"] + list(messages)}


def test_a_first_request_is_stored_whole() -> None:
    assert request_delta(None, FIRST) == FIRST


def test_a_continuation_stores_only_the_added_messages_and_its_base() -> None:
    later = _added({"role": "assistant", "content": "ok"})
    assert request_delta(((1, 0), FIRST), later) == {
        CONTINUES: 2,
        OF: [1, 0],
        "messages": [{"role": "assistant", "content": "ok"}],
    }


def test_a_changed_earlier_message_stores_the_request_whole() -> None:
    later = _added({"role": "assistant", "content": "ok"})
    later["messages"][1] = {"role": "user", "content": '{"name": "[PERSON_1]"}'}
    assert request_delta(((1, 0), FIRST), later) == later


def test_a_changed_model_or_tool_list_stores_the_request_whole() -> None:
    fallback = {**_added(), "model": "stand-strong"}
    assert request_delta(((1, 0), FIRST), fallback) == fallback
    fewer_tools = {**_added(), "tools": []}
    assert request_delta(((1, 0), FIRST), fewer_tools) == fewer_tools


def test_full_request_rebuilds_a_chain() -> None:
    second = _added({"role": "assistant", "content": "ok"})
    third = {**second, "messages": second["messages"] + [{"role": "user", "content": "дальше"}]}
    rows = []
    previous = None
    for number, request in enumerate([FIRST, second, third], start=1):
        rows.append(LLMCall(pass_no=number, seq=0, request=request_delta(previous, request)))
        previous = ((number, 0), request)
    assert [full_request(row, rows) for row in rows] == [FIRST, second, third]


def test_a_continuation_rebuilds_from_its_own_base_not_the_row_before_it() -> None:
    """A resumed worker can add a call (a fallback) below a later stored one: each delta
    names the call it continues, so the row that sorts before it does not matter."""
    second = _added({"role": "assistant", "content": "ok"})
    fallback = {**FIRST, "model": "stand-strong"}
    rows = [
        LLMCall(pass_no=1, seq=0, request=FIRST),
        LLMCall(pass_no=2, seq=0, request=request_delta(((1, 0), FIRST), second)),
        LLMCall(pass_no=1, seq=1, request=request_delta(((1, 0), FIRST), fallback)),
    ]
    assert full_request(rows[1], rows) == second
    assert full_request(rows[2], rows) == fallback


@pytest.mark.django_db
def test_every_stored_request_rebuilds_to_what_the_model_received(installation, monkeypatch):
    sent: list[dict[str, Any]] = []
    gateway = wiring.gateway()
    send = gateway.send

    def recording_send(body: dict[str, Any], **kwargs: Any) -> Any:
        sent.append(json.loads(json.dumps(body)))
        return send(body, **kwargs)

    monkeypatch.setattr(gateway, "send", recording_send)
    inputs = json.loads((SAMPLES / "samples/endless-chain.json").read_text("utf-8"))
    solution = Solution.objects.get(slug="credit-application-response")
    run = run_drive(run_id=run_start(solution=solution, inputs=inputs, enqueue=False).pk)
    assert run.status == RunStatus.WAITING  # the fraud check ran out of passes

    calls = list(LLMCall.objects.filter(attempt__step_run__run=run).order_by("id"))
    assert [full_request(c, c.attempt.llm_calls.all()) for c in calls] == sent
    continued = [c for c in calls if CONTINUES in c.request]
    assert len(continued) >= 4  # the loop's passes after the first
    for call in continued:
        assert len(json.dumps(call.request)) < len(json.dumps(full_request(call, [*calls])))
