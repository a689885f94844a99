from __future__ import annotations

import json
import time
from typing import Any

import jsonschema
import pytest

from svaya.llm import REPAIR_PREFIX
from svaya.stand import FaultConfigError, FaultPlan, StandDeadlineExceeded, SyntheticModel
from svaya.stand.tokens import estimate_tokens

VERDICT = {
    "type": "object",
    "properties": {
        "decision": {"type": "string", "enum": ["approve", "refuse", "review"]},
        "reason": {"type": "string"},
    },
    "required": ["decision", "reason"],
    "additionalProperties": False,
}


def body(model: str = "stand-cheap", *extra: dict[str, Any], tag: str = "") -> dict[str, Any]:
    messages = [
        {"role": "system", "content": "Реши, одобрить ли заявку." + tag},
        {"role": "user", "content": json.dumps({"amount": 90000, "income": 120000})},
        *extra,
    ]
    return {
        "model": model,
        "messages": messages,
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": "verdict", "strict": True, "schema": VERDICT},
        },
    }


def content(reply: dict[str, Any]) -> str | None:
    return reply["choices"][0]["message"]["content"]


def test_the_same_request_gets_the_same_answer_byte_for_byte() -> None:
    first, second = SyntheticModel().handle(body()), SyntheticModel().handle(body())

    assert json.dumps(first) == json.dumps(second)


def test_a_normal_answer_is_a_chat_completion_with_usage() -> None:
    status, reply = SyntheticModel().handle(body())

    assert status == 200
    assert reply["object"] == "chat.completion" and reply["model"] == "stand-cheap"
    assert reply["choices"][0]["finish_reason"] == "stop"
    jsonschema.validate(json.loads(content(reply)), VERDICT)
    usage = reply["usage"]
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"] > 0


def test_cyrillic_text_counts_about_three_and_a_half_characters_a_token() -> None:
    text = "Заявитель просит кредит на ремонт квартиры, доход подтверждён справкой. " * 10

    assert estimate_tokens(text) == pytest.approx(len(text) / 3.5, rel=0.15)


def test_an_empty_turn_has_no_content_no_tool_call_and_no_usage() -> None:
    status, reply = SyntheticModel({"stand-cheap": {"empty_rate": 1.0}}).handle(body())

    message = reply["choices"][0]["message"]
    assert status == 200
    assert message["content"] is None and "tool_calls" not in message
    assert "usage" not in reply


def test_the_empty_rate_empties_about_that_share_and_always_the_same_requests() -> None:
    model = SyntheticModel({"stand-cheap": {"empty_rate": 0.5}})
    requests = [body(tag=str(i)) for i in range(200)]

    first = [content(model.handle(r)[1]) is None for r in requests]
    again = [content(model.handle(r)[1]) is None for r in requests]

    assert first == again
    assert 70 <= sum(first) <= 130


def test_faults_are_per_model_so_the_strong_tier_answers() -> None:
    model = SyntheticModel({"stand-cheap": {"empty_rate": 1.0}})

    assert content(model.handle(body("stand-strong"))[1])


def test_a_verdict_missing_a_required_field_is_fixed_by_the_repair() -> None:
    model = SyntheticModel({"stand-cheap": {"missing_field_rate": 1.0}})
    broken = content(model.handle(body())[1])
    with pytest.raises(jsonschema.ValidationError) as invalid:
        jsonschema.validate(json.loads(broken), VERDICT)

    repair = body(
        "stand-cheap",
        {"role": "assistant", "content": broken},
        {"role": "user", "content": f"{REPAIR_PREFIX} {invalid.value.message}"},
    )
    fixed = json.loads(content(model.handle(repair)[1]))

    jsonschema.validate(fixed, VERDICT)
    assert "Исправлено по замечанию проверки" in fixed["reason"]


def test_a_malformed_verdict_is_text_that_does_not_parse_as_json() -> None:
    model = SyntheticModel({"*": {"malformed_rate": 1.0}})

    for tag in ("a", "b", "c", "d"):
        with pytest.raises(ValueError):
            json.loads(content(model.handle(body(tag=tag))[1]))


@pytest.mark.parametrize(
    ("model", "check"),
    [
        ("stand-empty", lambda s, r: s == 200 and content(r) is None),
        ("stand-error", lambda s, r: s == 500 and r["error"]["type"] == "server_error"),
        ("stand-garbled", lambda s, r: s == 200 and isinstance(r, str)),
        ("stand-missing", lambda s, r: len(json.loads(content(r))) == 1),
    ],
)
def test_a_model_name_forces_its_fault(model: str, check: Any) -> None:
    status, reply = SyntheticModel().handle(body(model))

    assert check(status, reply)


def test_a_delay_longer_than_the_deadline_stops_at_the_deadline() -> None:
    model = SyntheticModel()
    started = time.monotonic()

    with pytest.raises(StandDeadlineExceeded):
        model.handle(body("stand-slow"), deadline=started + 0.2)

    assert 0.15 <= time.monotonic() - started < 1.0
    assert model.stats()["requests"] == 1


def test_every_request_is_counted_by_model_including_faults_and_bad_ones() -> None:
    model = SyntheticModel({"stand-cheap": {"empty_rate": 1.0}})

    model.handle(body())
    model.handle(body("stand-strong"))
    model.handle(body("stand-error"))
    model.handle({"model": "stand-strong", "messages": []})
    model.handle_raw(b"{not json")

    assert model.stats() == {
        "requests": 5,
        "by_model": {"stand-cheap": 1, "stand-strong": 2, "stand-error": 1, "(none)": 1},
    }


@pytest.mark.parametrize(
    ("request_body", "param"),
    [
        ({"messages": [{"role": "user", "content": "x"}]}, "model"),
        ({"model": "m", "messages": [{"role": "robot", "content": "x"}]}, "messages"),
        ({"model": "m", "messages": [{"role": "user"}], "tools": {}}, "tools"),
        (
            {
                "model": "m",
                "messages": [{"role": "user"}],
                "tools": [{"type": "function", "function": {"name": "bank.check"}}],
            },
            "tools[0].function.name",
        ),
    ],
)
def test_an_invalid_request_gets_an_openai_style_400(request_body: dict, param: str) -> None:
    status, reply = SyntheticModel().handle(request_body)

    assert status == 400
    assert reply["error"]["type"] == "invalid_request_error" and reply["error"]["param"] == param


def test_faults_come_from_the_environment_as_json() -> None:
    plan = FaultPlan.from_env({"SVAYA_STAND_FAULTS": '{"stand-cheap": {"empty_rate": 0.25}}'})

    assert plan.for_model("stand-cheap").empty_rate == 0.25
    assert plan.for_model("stand-strong").empty_rate == 0.0
    assert plan.for_model("stand-slow").delay_s > 0


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("{oops", "not JSON"),
        ('["stand-cheap"]', "must map model names"),
        ('{"stand-cheap": {"empty_rate": 2}}', r"'stand-cheap': empty_rate"),
        ('{"stand-cheap": {"emtpy_rate": 0.5}}', "emtpy_rate"),
    ],
)
def test_a_bad_fault_configuration_is_refused_with_its_place(raw: str, message: str) -> None:
    with pytest.raises(FaultConfigError, match=message):
        FaultPlan.from_env({"SVAYA_STAND_FAULTS": raw})
