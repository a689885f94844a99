from __future__ import annotations

import json

from svaya.llm import build_request, repair_message
from svaya.stand.conversation import Conversation

SCHEMA = {"type": "object", "properties": {"reason": {"type": "string"}}, "required": ["reason"]}
TOOL = {"name": "docs__search", "parameters": {"type": "object", "properties": {}}}


def parsed(*messages: dict) -> Conversation:
    body = build_request(
        model="stand-cheap",
        messages=[
            {"role": "system", "content": "Найди условия договора."},
            {"role": "user", "content": json.dumps({"contract_id": "K-17"})},
            *messages,
        ],
        tools=[TOOL],
        response_schema=SCHEMA,
        metadata={"solution": "contracts", "step": "find-terms"},
    )
    return Conversation.parse(body)


def test_it_reads_instruction_inputs_tools_schema_and_metadata() -> None:
    conv = parsed()

    assert conv.system == "Найди условия договора."
    assert conv.inputs == ({"contract_id": "K-17"},)
    assert [tool.name for tool in conv.tools] == ["docs__search"]
    assert conv.response_schema == SCHEMA
    assert (conv.solution, conv.step, conv.passes) == ("contracts", "find-terms", 0)
    assert not conv.is_repair and conv.validation_error is None


def test_tool_results_are_named_by_the_call_that_asked_for_them() -> None:
    call = {"id": "c9", "type": "function", "function": {"name": "docs__search", "arguments": "{}"}}
    conv = parsed(
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c9", "content": '{"pages": [3, 4], "found": true}'},
    )

    result = conv.last_result("docs__search")
    assert result is not None and result.data == {"pages": [3, 4], "found": True}
    assert conv.called("docs__search") and conv.passes == 1
    assert ("found", True, "docs__search") in [(e.key, e.value, e.source) for e in conv.evidence()]


def test_a_validation_error_sent_back_marks_the_turn_as_a_repair() -> None:
    conv = parsed({"role": "assistant", "content": "{}"}, repair_message("'reason' is required"))

    assert conv.is_repair and conv.validation_error == "'reason' is required"
    assert conv.last_answer() == "{}"
    assert "VALIDATION_ERROR" not in conv.data_text()


def test_a_repair_earlier_in_the_history_is_remembered_but_is_not_the_current_turn() -> None:
    conv = parsed(
        {"role": "assistant", "content": "{}"},
        repair_message("'reason' is required"),
        {"role": "assistant", "content": '{"reason": "x"}'},
        {"role": "user", "content": "Продолжай."},
    )

    assert not conv.is_repair and conv.validation_error == "'reason' is required"
