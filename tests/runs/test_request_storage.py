"""Stored requests grow with the conversation: a pass stores only what it added."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from catalog.models import Solution
from runs import wiring
from runs.ledger import CONTINUES, full_request, request_delta
from runs.models import LLMCall, RunStatus
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


def test_a_continuation_stores_only_the_added_messages() -> None:
    later = _added({"role": "assistant", "content": "ok"})
    assert request_delta(FIRST, later) == {
        CONTINUES: 2,
        "messages": [{"role": "assistant", "content": "ok"}],
    }


def test_a_changed_earlier_message_stores_the_request_whole() -> None:
    later = _added({"role": "assistant", "content": "ok"})
    later["messages"][1] = {"role": "user", "content": '{"name": "[PERSON_1]"}'}
    assert request_delta(FIRST, later) == later


def test_a_changed_model_or_tool_list_stores_the_request_whole() -> None:
    fallback = {**_added(), "model": "stand-strong"}
    assert request_delta(FIRST, fallback) == fallback
    fewer_tools = {**_added(), "tools": []}
    assert request_delta(FIRST, fewer_tools) == fewer_tools


def test_full_request_rebuilds_a_chain() -> None:
    second = _added({"role": "assistant", "content": "ok"})
    third = {**second, "messages": second["messages"] + [{"role": "user", "content": "дальше"}]}
    rows = []
    previous = None
    for seq, request in enumerate([FIRST, second, third]):
        rows.append(LLMCall(pass_no=seq + 1, seq=0, request=request_delta(previous, request)))
        previous = request
    assert [full_request(row, rows) for row in rows] == [FIRST, second, third]


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
