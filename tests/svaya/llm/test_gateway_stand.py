"""The real gateway against the stand, in-process and over loopback HTTP."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

import jsonschema

from svaya.llm import LLMErrorKind, build_request
from tests.svaya.llm.conftest import Stand

VERDICT = {
    "type": "object",
    "properties": {
        "verdict": {"type": "string", "enum": ["clear", "suspicious"]},
        "risk_score": {"type": "number", "minimum": 0, "maximum": 1},
        "reason": {"type": "string"},
    },
    "required": ["verdict", "risk_score", "reason"],
    "additionalProperties": False,
}
FRAUD_CHECK = {
    "name": "bank__fraud_check",
    "description": "Проверка заявителя по базе мошенничества банка",
    "parameters": {
        "type": "object",
        "properties": {"passport": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["passport", "amount"],
        "additionalProperties": False,
    },
}
APPLICATION = {"passport": "[PD_PASSPORT_1]", "amount": 250000}


def verdict_request(**extra: Any) -> dict[str, Any]:
    messages = [
        {"role": "system", "content": "Оцени риск мошенничества по заявке и верни вердикт."},
        {"role": "user", "content": json.dumps(APPLICATION, ensure_ascii=False)},
    ]
    return build_request(model="set-by-tier", messages=messages, response_schema=VERDICT, **extra)


def test_a_tool_call_comes_back_parsed_with_its_arguments(stand: Stand) -> None:
    record = stand.gateway().send(verdict_request(tools=[FRAUD_CHECK]), tier="cheap")

    assert record.error is None and not record.empty
    assert record.finish_reason == "tool_calls"
    [call] = record.turn.tool_calls
    assert call.name == "bank__fraud_check"
    assert call.arguments == {"passport": "[PD_PASSPORT_1]", "amount": 250000}
    assert call.arguments_error is None and call.id.startswith("call_")
    assert record.turn.content is None  # no text beside a tool call is not an empty turn


def test_a_strict_verdict_validates_against_the_schema_it_was_asked_for(stand: Stand) -> None:
    record = stand.gateway().send(verdict_request(), tier="strong")

    assert record.error is None and record.finish_reason == "stop"
    verdict = json.loads(record.turn.content)
    jsonschema.validate(verdict, VERDICT)
    assert record.request["response_format"]["json_schema"]["strict"] is True


def test_an_empty_cheap_turn_falls_back_to_the_strong_tier(stand: Stand) -> None:
    stand.faults({"stand-cheap": {"empty_rate": 1.0}})
    gateway = stand.gateway()

    cheap, strong = gateway.call(verdict_request())

    assert (cheap.tier, cheap.empty, cheap.without_cost) == ("cheap", True, True)
    assert cheap.error.kind is LLMErrorKind.EMPTY_TURN
    assert cheap.status_code == 200 and cheap.cost is None and cheap.tokens_out is None
    assert (strong.tier, strong.empty, strong.without_cost, strong.error) == (
        "strong",
        False,
        False,
        None,
    )
    assert strong.cost > 0
    assert gateway.stats.empty_turns == 1 and gateway.stats.by_tier["cheap"].empty_turns == 1


def test_a_slow_model_times_out_as_timeout_and_the_chain_moves_on(stand: Stand) -> None:
    gateway = stand.gateway(stand.tier("cheap", "stand-slow", timeout_s=0.3), stand.tier("strong"))

    slow, strong = gateway.call(verdict_request())

    assert slow.error.kind is LLMErrorKind.TIMEOUT
    assert slow.status_code is None and slow.response is None and slow.without_cost
    assert 250 <= slow.latency_ms < 2500
    assert strong.error is None and strong.tier == "strong"


def test_an_http_500_is_typed_with_its_status_and_body(stand: Stand) -> None:
    gateway = stand.gateway(stand.tier("cheap", "stand-error"), stand.tier("strong"))

    failed, answered = gateway.call(verdict_request())

    assert failed.error.kind is LLMErrorKind.HTTP_STATUS and failed.error.status_code == 500
    assert failed.status_code == 500
    assert failed.response["error"]["type"] == "server_error"
    assert "HTTP 500" in failed.error.message and failed.without_cost
    assert answered.error is None


def test_a_body_that_is_not_json_is_typed_malformed_and_kept_as_text(stand: Stand) -> None:
    gateway = stand.gateway(stand.tier("cheap", "stand-garbled"), stand.tier("strong"))

    garbled, answered = gateway.call(verdict_request())

    assert garbled.error.kind is LLMErrorKind.MALFORMED and garbled.status_code == 200
    assert isinstance(garbled.response, str) and garbled.response.startswith('{"id": "chatcmpl-')
    assert garbled.turn is None and garbled.without_cost
    assert answered.error is None


def test_tool_arguments_that_are_not_json_are_kept_raw_with_their_error(stand: Stand) -> None:
    gateway = stand.gateway(stand.tier("cheap", "stand-badargs"))

    record = gateway.send(verdict_request(tools=[FRAUD_CHECK]), tier="cheap")

    assert record.error is None  # a rejected answer for the engine, not a failed call
    [call] = record.turn.tool_calls
    assert call.arguments is None
    assert call.raw_arguments.startswith('{"passport"')
    assert "not valid JSON" in call.arguments_error


def test_a_text_answer_where_a_tool_call_is_required_is_an_empty_turn(stand: Stand) -> None:
    gateway = stand.gateway()
    request = verdict_request(tools=[FRAUD_CHECK], tool_choice="none")

    record = gateway.send(request, tier="cheap", require_tool_call=True)

    assert record.turn.content  # the model did answer, just not with a call
    assert record.empty and record.error.kind is LLMErrorKind.EMPTY_TURN
    assert record.without_cost and record.cost is None
    assert record.tokens_in is not None  # the usage that came back is still on the record


def test_cost_is_usage_times_the_tier_prices(stand: Stand) -> None:
    record = stand.gateway().send(verdict_request(), tier="strong")

    usage = record.response["usage"]
    expected = (
        Decimal(usage["prompt_tokens"]) * Decimal("1.00")
        + Decimal(usage["completion_tokens"]) * Decimal("4.00")
    ) / Decimal(1_000_000)
    assert (record.tokens_in, record.tokens_out) == (
        usage["prompt_tokens"],
        usage["completion_tokens"],
    )
    assert record.cost == expected.quantize(Decimal("1e-8"))


def test_calls_without_cost_are_counted_apart_from_priced_ones(stand: Stand) -> None:
    stand.faults({"stand-cheap": {"empty_rate": 1.0}})
    gateway = stand.gateway()

    records = gateway.call(verdict_request()) + gateway.call(verdict_request(), start_tier="strong")

    stats = gateway.stats
    assert (stats.calls, stats.empty_turns, stats.without_cost) == (3, 1, 1)
    assert stats.by_tier["cheap"].without_cost == 1 and stats.by_tier["strong"].without_cost == 0
    assert stats.cost == sum(r.cost for r in records if r.cost is not None)
    assert stats.to_dict()["by_tier"]["cheap"]["cost"] == "0"


def test_the_stand_answered_exactly_as_many_requests_as_the_gateway_sent(stand: Stand) -> None:
    stand.faults({"stand-cheap": {"empty_rate": 1.0}})
    gateway = stand.gateway()

    gateway.call(verdict_request())
    gateway.send(verdict_request(), tier="cheap")
    gateway.call(verdict_request(tools=[FRAUD_CHECK]), start_tier="strong")

    assert stand.model.stats() == {
        "requests": gateway.stats.calls,
        "by_model": {"stand-cheap": 2, "stand-strong": 2},
    }
    assert gateway.stats.calls == 4


def test_the_record_keeps_the_request_exactly_as_it_went_out(stand: Stand) -> None:
    request = verdict_request(tools=[FRAUD_CHECK], metadata={"solution": "s", "step": "screen"})

    record = stand.gateway().send(request, tier="cheap")
    request["messages"].append({"role": "user", "content": "later edit by the engine"})

    assert record.request == json.loads(stand.model.received[-1])
    assert record.request["model"] == "stand-cheap"
    assert len(record.request["messages"]) == 2


def test_the_response_is_recorded_exactly_as_it_came_back(stand: Stand) -> None:
    record = stand.gateway().send(verdict_request(), tier="cheap")

    assert record.response == stand.model.handle(record.request)[1]


def test_before_send_sees_each_body_before_it_is_sent(stand: Stand) -> None:
    stand.faults({"stand-cheap": {"empty_rate": 1.0}})
    seen: list[tuple[str, str, int]] = []

    def ledger(tier: str, body: dict[str, Any]) -> None:
        seen.append((tier, body["model"], len(stand.model.received)))

    stand.gateway().call(verdict_request(), before_send=ledger)

    assert seen == [("cheap", "stand-cheap", 0), ("strong", "stand-strong", 1)]


def test_max_calls_stops_the_chain_before_the_next_tier(stand: Stand) -> None:
    stand.faults({"stand-cheap": {"empty_rate": 1.0}})

    records = stand.gateway().call(verdict_request(), max_calls=1)

    assert [r.tier for r in records] == ["cheap"] and records[0].empty
    assert stand.model.stats()["requests"] == 1
