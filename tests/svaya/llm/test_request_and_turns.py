from __future__ import annotations

import pytest

from svaya.llm import REPAIR_PREFIX, build_request, is_empty, parse_turn, repair_message
from svaya.llm.turns import MalformedResponse

SCHEMA = {"type": "object", "properties": {"reason": {"type": "string"}}, "required": ["reason"]}
MESSAGES = [{"role": "user", "content": "Привет"}]


def test_a_verdict_request_asks_for_a_strict_json_schema() -> None:
    body = build_request(
        model="m",
        messages=MESSAGES,
        response_schema=SCHEMA,
        schema_name="screen_verdict",
        metadata={"solution": "credit", "step": "screen"},
    )

    assert body == {
        "model": "m",
        "messages": MESSAGES,
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": "screen_verdict", "strict": True, "schema": SCHEMA},
        },
        "metadata": {"solution": "credit", "step": "screen"},
    }


def test_bare_function_tools_are_wrapped_as_openai_tools() -> None:
    function = {"name": "bank__fraud_check", "parameters": {"type": "object"}}

    body = build_request(model="m", messages=MESSAGES, tools=[function], tool_choice="required")

    assert body["tools"] == [{"type": "function", "function": function}]
    assert body["tool_choice"] == "required"


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"tool_choice": "always"}, "tool_choice 'always'"),
        ({"metadata": {"step": 3}}, "metadata 'step'"),
        ({"response_schema": SCHEMA, "schema_name": "has space"}, "schema_name"),
        ({"tools": [{"parameters": {}}]}, "no function name"),
        ({"tools": [{"name": "bank.fraud_check"}]}, "'bank.fraud_check' is refused"),
    ],
)
def test_it_rejects_a_request_the_server_would_refuse(kwargs: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build_request(model="m", messages=MESSAGES, **kwargs)


def test_a_repair_message_starts_with_the_agreed_prefix() -> None:
    assert repair_message("'reason' is a required property") == {
        "role": "user",
        "content": "VALIDATION_ERROR: 'reason' is a required property",
    }
    assert REPAIR_PREFIX == "VALIDATION_ERROR:"


def _response(message: dict, **extra: object) -> dict:
    return {"choices": [{"message": message, "finish_reason": "stop"}], **extra}


def test_a_tool_call_with_null_content_is_not_empty_but_a_missing_required_call_is() -> None:
    call = {"id": "c", "type": "function", "function": {"name": "t", "arguments": "{}"}}
    with_call = parse_turn(_response({"content": None, "tool_calls": [call]}))
    text_only = parse_turn(_response({"content": "ответ"}))

    assert not is_empty(with_call, require_tool_call=True)
    assert not is_empty(text_only)
    assert is_empty(text_only, require_tool_call=True)
    assert is_empty(parse_turn(_response({"content": ""})))


def test_object_arguments_from_ollama_style_servers_are_accepted() -> None:
    call = {"id": "c", "function": {"name": "t", "arguments": {"q": "да"}}}

    [parsed] = parse_turn(_response({"content": None, "tool_calls": [call]})).tool_calls

    assert parsed.arguments == {"q": "да"} and parsed.raw_arguments == '{"q": "да"}'


def test_arguments_that_are_json_but_not_an_object_are_an_arguments_error() -> None:
    call = {"id": "c", "function": {"name": "t", "arguments": "[1, 2]"}}

    [parsed] = parse_turn(_response({"content": None, "tool_calls": [call]})).tool_calls

    assert parsed.arguments is None and "not an object" in parsed.arguments_error


def test_content_given_as_text_parts_is_joined() -> None:
    parts = [{"type": "text", "text": "Да"}, {"type": "text", "text": "нет"}]

    assert parse_turn(_response({"content": parts})).content == "Данет"


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"choices": []},
        {"choices": [{"message": "hi"}]},
        _response({"content": 5}),
        _response({"tool_calls": [{"function": {}}]}),
    ],
)
def test_bodies_that_are_not_chat_completions_are_malformed(data: object) -> None:
    with pytest.raises(MalformedResponse):
        parse_turn(data)


def test_usage_with_missing_counts_is_no_usage() -> None:
    turn = parse_turn(_response({"content": "x"}, usage={"prompt_tokens": 5}))

    assert turn.usage is None
