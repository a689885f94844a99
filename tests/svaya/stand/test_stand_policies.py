from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest

from svaya.llm import REPAIR_PREFIX
from svaya.stand import SyntheticModel
from svaya.stand.policies import (
    REGISTRY,
    Conversation,
    EmptyTurn,
    PolicyRegistry,
    answer_json,
    call,
    policy,
)
from svaya.stand.policies.generic import generic

FRAUD = {
    "type": "object",
    "properties": {
        "verdict": {"type": "string", "enum": ["clear", "suspicious"]},
        "amount": {"type": "number"},
        "note": {"type": ["string", "null"]},
        "reason": {"type": "string"},
    },
    "required": ["verdict", "amount", "note", "reason"],
    "additionalProperties": False,
}
TOOLS = [
    {
        "type": "function",
        "function": {
            "name": name,
            "description": "",
            "parameters": {
                "type": "object",
                "properties": {"passport": {"type": "string"}},
                "required": ["passport"],
                "additionalProperties": False,
            },
        },
    }
    for name in ("bank__fraud_check", "bureau__credit_history")
]


def conversation(*extra: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {
        "model": "stand-strong",
        "messages": [
            {"role": "system", "content": "Проверь заявителя на мошенничество."},
            {"role": "user", "content": json.dumps({"passport": "[PD_1]", "amount": 300000})},
            *extra,
        ],
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": "verdict", "strict": True, "schema": FRAUD},
        },
        **fields,
    }


def tool_turn(call_id: str, name: str, result: dict[str, Any]) -> list[dict[str, Any]]:
    function = {"name": name, "arguments": '{"passport": "[PD_1]"}'}
    return [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": call_id, "type": "function", "function": function}],
        },
        {"role": "tool", "tool_call_id": call_id, "content": json.dumps(result)},
    ]


def message(body: dict[str, Any]) -> dict[str, Any]:
    status, reply = SyntheticModel().handle(body)
    assert status == 200
    return reply["choices"][0]["message"]


def test_the_generic_agent_calls_each_offered_tool_once_with_values_from_the_data() -> None:
    first = message(conversation(tools=TOOLS))
    second = message(conversation(*tool_turn("c1", "bank__fraud_check", {"hits": 0}), tools=TOOLS))

    assert [c["function"]["name"] for c in first["tool_calls"]] == ["bank__fraud_check"]
    assert json.loads(first["tool_calls"][0]["function"]["arguments"]) == {"passport": "[PD_1]"}
    assert [c["function"]["name"] for c in second["tool_calls"]] == ["bureau__credit_history"]


def test_after_its_tools_the_generic_agent_answers_with_the_verdict_the_results_support() -> None:
    results = [
        *tool_turn("c1", "bank__fraud_check", {"verdict": "suspicious", "hits": 2}),
        *tool_turn("c2", "bureau__credit_history", {"overdue_loans": 0}),
    ]

    verdict = json.loads(message(conversation(*results, tools=TOOLS))["content"])

    jsonschema.validate(verdict, FRAUD)
    assert verdict["verdict"] == "suspicious"
    assert "bank__fraud_check" in verdict["reason"]
    assert verdict["amount"] == 300000 and verdict["note"] is None


def test_without_support_in_the_data_an_enum_takes_its_first_value() -> None:
    verdict = json.loads(message(conversation())["content"])

    assert verdict["verdict"] == "clear"


def test_a_repair_keeps_the_valid_fields_and_redoes_the_one_the_error_names() -> None:
    previous = {"verdict": "clear", "amount": 300000, "note": "ок", "reason": "Чисто."}
    repair = conversation(
        {"role": "assistant", "content": json.dumps(previous, ensure_ascii=False)},
        {"role": "user", "content": f"{REPAIR_PREFIX} verdict: 'clear' contradicts 2 bank hits"},
    )

    fixed = json.loads(message(repair)["content"])

    assert fixed["verdict"] == "suspicious"
    assert (fixed["amount"], fixed["note"]) == (300000, "ок")
    assert fixed["reason"].startswith("Исправлено по замечанию проверки «verdict: 'clear'")


def test_a_forced_tool_choice_calls_that_tool() -> None:
    forced = {"type": "function", "function": {"name": "bureau__credit_history"}}

    reply = message(conversation(tools=TOOLS, tool_choice=forced))

    assert reply["tool_calls"][0]["function"]["name"] == "bureau__credit_history"


def test_without_a_schema_the_generic_policy_answers_prose() -> None:
    body = conversation()
    del body["response_format"]

    assert message(body)["content"].startswith("Готово.")


def test_the_request_metadata_picks_the_scripted_policy_and_other_steps_fall_back() -> None:
    registry = PolicyRegistry()

    @policy("demo-solution", "screen", registry=registry)
    def screen(conv: Conversation) -> Any:
        return call("registry__lookup", {"step": conv.step})

    @policy("demo-solution", registry=registry)
    def rest(conv: Conversation) -> Any:
        return EmptyTurn()

    model = SyntheticModel(policies=registry)

    def reply(step: str, solution: str = "demo-solution") -> dict[str, Any]:
        metadata = {"solution": solution, "step": step}
        return model.handle(conversation(metadata=metadata))[1]["choices"][0]["message"]

    assert reply("screen")["tool_calls"][0]["function"]["name"] == "registry__lookup"
    assert reply("decide")["content"] is None and "tool_calls" not in reply("decide")
    assert json.loads(reply("screen", solution="other")["content"])["verdict"] == "clear"
    assert registry.resolve("other", "screen") is generic


def test_registering_two_policies_for_one_step_is_refused() -> None:
    registry = PolicyRegistry()
    policy("s", "a", registry=registry)(lambda conv: answer_json({}))

    with pytest.raises(ValueError, match="'s' step 'a' is registered twice"):
        policy("s", "a", registry=registry)(lambda conv: answer_json({}))


def test_the_stand_registry_imports_every_policy_module_in_the_package() -> None:
    assert all(callable(p) for p in REGISTRY.registered().values())
    assert REGISTRY.resolve(None, None) is generic


def test_a_policy_that_crashes_answers_500_instead_of_hanging_the_caller() -> None:
    registry = PolicyRegistry()
    policy("broken", registry=registry)(lambda conv: 1 / 0)

    status, reply = SyntheticModel(policies=registry).handle(
        conversation(metadata={"solution": "broken", "step": "x"})
    )

    assert status == 500 and "ZeroDivisionError" in reply["error"]["message"]


def test_the_generic_verdict_fills_nested_refs_arrays_consts_and_simple_patterns() -> None:
    schema = {
        "type": "object",
        "$defs": {
            "address": {
                "type": "object",
                "properties": {
                    "city": {"type": "string"},
                    "zip": {"type": "string", "pattern": "^[0-9]{6}$"},
                },
                "required": ["city", "zip"],
                "additionalProperties": False,
            }
        },
        "properties": {
            "limits": {
                "type": "object",
                "properties": {
                    "max_amount": {"type": "integer", "minimum": 1000, "maximum": 500000},
                    "currency": {"const": "RUB"},
                },
                "required": ["max_amount", "currency"],
                "additionalProperties": False,
            },
            "flags": {"type": "array", "items": {"enum": ["income", "debt"]}, "minItems": 1},
            "address": {"$ref": "#/$defs/address"},
            "comment": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            "reason": {"type": "string"},
        },
        "required": ["limits", "flags", "address", "comment", "reason"],
        "additionalProperties": False,
    }
    body = conversation()
    body["messages"][1]["content"] = json.dumps({"city": "Казань", "debt": "high"})
    body["response_format"]["json_schema"]["schema"] = schema

    verdict = json.loads(message(body)["content"])

    jsonschema.validate(verdict, schema)
    assert verdict["address"]["city"] == "Казань" and verdict["flags"] == ["debt"]
    assert verdict["comment"] is None
