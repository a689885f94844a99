"""The stand declared as data: model rules decided from the request alone, and demo systems
answered from records, with idempotent, counted writes."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml

from svaya.llm import REPAIR_PREFIX, build_request
from svaya.spec.stand import StandFile
from svaya.stand.declared.catalog import StandFileError, load_stands
from svaya.stand.model import SyntheticModel
from svaya.stand.world import World

SLUG = "insurance-claim-triage"
VERDICT = {
    "type": "object",
    "properties": {
        "decision": {"type": "string", "enum": ["pay", "refuse", "investigate"]},
        "payout": {"type": ["number", "null"]},
        "reason": {"type": "string"},
    },
    "required": ["decision", "payout", "reason"],
    "additionalProperties": False,
}
RESULT = {
    "type": "object",
    "properties": {"found": {"type": "boolean"}, "reason": {"type": "string"}},
    "required": ["found", "reason"],
}
TOOLS = [
    {"name": "insurer__policy_status", "parameters": {"type": "object"}},
    {"name": "insurer__claims_history", "parameters": {"type": "object"}},
]
STAND = """
model:
  assess:
    - when: 'model == "stand-cheap" && !repair'
      text: '{"decision": "pay"'
    - when: 'input.policy.status != "active"'
      verdict: {decision: refuse, payout: null, reason: 'Полис {{ input.policy.status }}'}
    - when: 'input.claim.amount > 100000'
      verdict: {decision: investigate, payout: null, reason: 'Сумма {{ input.claim.amount }} ₽'}
    - verdict: {decision: pay, payout: '= input.claim.amount - 5000', reason: ok}
  look:
    - when: '!("insurer.policy_status" in called)'
      call: insurer.policy_status
      args: {policy_no: '= input.policy_no'}
    - when: 'last.status == "error"'
      result: {found: false, reason: '{{ last.tool }}: {{ last.error }}'}
    - when: 'results["insurer.policy_status"].status == "active" && size(called) == 1'
      calls:
        - {tool: insurer.claims_history, args: {policy_no: '= input.policy_no'}}
        - {tool: insurer.claims_history, args: {policy_no: 'ИМ-0000'}}
    - when: 'passes >= 2'
      result: {found: true, reason: 'проверено {{ size(called) }}'}
  silent:
    - when: 'model == "stand-cheap"'
      empty: true
operations:
  insurer.policy_status:
    records: policies
    key: policy_no
    not_found: {status: 404, error: 'Полис {{ args.policy_no }} не найден'}
    faults:
      - when: 'record.status == "frozen"'
        status: 423
        error: 'Полис {{ args.policy_no }} заблокирован'
  insurer.register_payout:
    answer: {payout_id: 'PAY-{{ seq }}', amount: '= args.amount'}
records:
  policies:
    ИМ-1: {status: active, limit: 500000}
    ИМ-2: {status: frozen}
"""


def stands() -> dict[str, StandFile]:
    return {SLUG: StandFile.model_validate(yaml.safe_load(STAND))}


def ask(
    step: str,
    step_input: dict[str, Any],
    *,
    model: str = "stand-strong",
    more: list[dict[str, Any]] | None = None,
    agent: bool = False,
) -> dict[str, Any]:
    messages = [
        {"role": "system", "content": "instruction"},
        {"role": "user", "content": json.dumps({"step_input": step_input}, ensure_ascii=False)},
        *(more or []),
    ]
    body = build_request(
        model=model,
        messages=messages,
        tools=TOOLS if agent else None,
        response_schema=RESULT if agent else VERDICT,
        metadata={"solution": SLUG, "step": step},
    )
    status, response = SyntheticModel(stands=stands()).handle(body)
    assert status == 200, response
    return response["choices"][0]["message"]  # type: ignore[index]


def verdict(step_input: dict[str, Any], **kwargs: Any) -> Any:
    return json.loads(ask("assess", step_input, **kwargs)["content"])


ACTIVE = {"status": "active"}


def test_the_first_matching_rule_answers_with_values_copied_from_the_input() -> None:
    assert verdict({"claim": {"amount": 250000}, "policy": {"status": "lapsed"}}) == {
        "decision": "refuse",
        "payout": None,
        "reason": "Полис lapsed",
    }
    assert verdict({"claim": {"amount": 250000}, "policy": ACTIVE})["reason"] == "Сумма 250000 ₽"


def test_the_rule_without_when_answers_everything_else_with_a_computed_value() -> None:
    assert verdict({"claim": {"amount": 18500}, "policy": ACTIVE})["payout"] == 13500


def test_a_rule_on_a_field_the_request_lacks_does_not_match() -> None:
    # `input.claim.amount` is missing: rules 3 and 4 cannot evaluate, so the generic policy
    # answers with a verdict that fits the schema, grounded in what the request shows.
    answer = verdict({"policy": ACTIVE})
    assert set(answer) == {"decision", "payout", "reason"}
    assert answer["payout"] != -5000


def test_the_model_name_decides_a_broken_answer_and_the_repair_fixes_it() -> None:
    step_input = {"claim": {"amount": 18500}, "policy": ACTIVE}
    broken = ask("assess", step_input, model="stand-cheap")["content"]
    assert broken == '{"decision": "pay"'
    repair = [
        {"role": "assistant", "content": broken},
        {"role": "user", "content": f"{REPAIR_PREFIX} the answer is not JSON"},
    ]
    fixed = verdict(step_input, model="stand-cheap", more=repair)
    assert (fixed["decision"], fixed["payout"]) == ("pay", 13500)


def test_an_empty_turn_is_declared() -> None:
    message = ask("silent", {}, model="stand-cheap")
    assert message["content"] is None and "tool_calls" not in message


def _tool_turn(call_id: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)},
            }
        ],
    }


def _tool_answer(call_id: str, payload: dict[str, Any]) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": json.dumps(payload)}


def test_an_agent_step_calls_tools_reads_their_results_and_answers() -> None:
    first = ask("look", {"policy_no": "ИМ-1"}, agent=True)
    call = first["tool_calls"][0]["function"]
    assert (call["name"], json.loads(call["arguments"])) == (
        "insurer__policy_status",
        {"policy_no": "ИМ-1"},
    )
    history = [
        _tool_turn("c1", "insurer__policy_status", {"policy_no": "ИМ-1"}),
        _tool_answer("c1", {"result": {"status": "active"}}),
    ]
    second = ask("look", {"policy_no": "ИМ-1"}, agent=True, more=history)
    assert [c["function"]["name"] for c in second["tool_calls"]] == ["insurer__claims_history"] * 2
    history += [
        _tool_turn("c2", "insurer__claims_history", {"policy_no": "ИМ-1"}),
        _tool_answer("c2", {"result": {"items": []}}),
    ]
    third = ask("look", {"policy_no": "ИМ-1"}, agent=True, more=history)
    assert json.loads(third["content"]) == {"found": True, "reason": "проверено 2"}


def test_an_agent_step_reads_the_error_of_its_last_call() -> None:
    history = [
        _tool_turn("c1", "insurer__policy_status", {"policy_no": "ИМ-9"}),
        _tool_answer("c1", {"error": "Полис ИМ-9 не найден"}),
    ]
    answer = ask("look", {"policy_no": "ИМ-9"}, agent=True, more=history)
    assert json.loads(answer["content"]) == {
        "found": False,
        "reason": "insurer.policy_status: Полис ИМ-9 не найден",
    }


@pytest.fixture
def world() -> World:
    return World(stands=stands())


def test_a_read_answers_the_record_its_key_names(world: World) -> None:
    status, body = world.call("insurer.policy_status", {"policy_no": " ИМ-1 "})
    assert (status, body) == (200, {"policy_no": "ИМ-1", "status": "active", "limit": 500000})


def test_a_missing_record_gets_the_declared_not_found_answer(world: World) -> None:
    status, body = world.call("insurer.policy_status", {"policy_no": "ИМ-7"})
    assert (status, body["error"]) == (404, "insurer.policy_status: Полис ИМ-7 не найден")


def test_a_fault_answers_when_its_condition_holds(world: World) -> None:
    status, body = world.call("insurer.policy_status", {"policy_no": "ИМ-2"})
    assert (status, body["error"]) == (423, "insurer.policy_status: Полис ИМ-2 заблокирован")


def test_arguments_are_checked_against_the_registry_schema(world: World) -> None:
    status, body = world.call("insurer.policy_status", {"policy": "ИМ-1"})
    assert status == 400 and "policy_no" in body["error"]


def test_a_write_is_numbered_applied_once_per_idempotency_key_and_counted(world: World) -> None:
    args = {"claim_id": "CL-100731", "amount": 13500}
    first = world.call("insurer.register_payout", args, idempotency_key="run-1:pay")
    again = world.call("insurer.register_payout", args, idempotency_key="run-1:pay")
    other = world.call("insurer.register_payout", args, idempotency_key="run-2:pay")
    assert first == again == (200, {"payout_id": "PAY-1", "amount": 13500})
    assert other == (200, {"payout_id": "PAY-2", "amount": 13500})
    assert world.stats()["effects"] == {"insurer.register_payout": 2}
    assert [a["answer"]["payout_id"] for a in world.applied("insurer.register_payout")] == [
        "PAY-1",
        "PAY-2",
    ]
    conflict = world.call(
        "insurer.register_payout", {**args, "amount": 1}, idempotency_key="run-1:pay"
    )
    assert conflict[0] == 409


def test_one_operation_is_declared_by_one_solution_only() -> None:
    stand = stands()[SLUG]
    with pytest.raises(ValueError, match="declared by the stands of both"):
        World(stands={SLUG: stand, "other-solution": stand})


def test_reset_forgets_the_effects(world: World) -> None:
    world.call("insurer.register_payout", {"claim_id": "CL-1", "amount": 1}, idempotency_key="k")
    world.reset()
    assert world.applied("insurer.register_payout") == []
    again = world.call(
        "insurer.register_payout", {"claim_id": "CL-1", "amount": 1}, idempotency_key="k"
    )
    assert again[1]["payout_id"] == "PAY-1"


REGISTER = """
operations:
  insurer.policy_status:
    records: policies
    key: '= args.policy_no.replace(" ", "").upperAscii()'
    not_found:
      answer: {policy_no: '= args.policy_no', status: unknown}
    faults:
      - when: '!args.policy_no.matches("^[А-ЯA-Za-zа-я]{2}-? ?[0-9]+$")'
        status: 422
        error: 'policy_no: expected a policy number like ИМ-2041'
records:
  policies:
    AB-1: {status: active}
"""


@pytest.fixture
def register() -> World:
    stand = StandFile.model_validate(yaml.safe_load(REGISTER))
    return World(stands={SLUG: stand})


def test_a_computed_key_finds_a_record_written_another_way(register: World) -> None:
    assert register.call("insurer.policy_status", {"policy_no": "ab- 1"}) == (
        200,
        {"status": "active"},
    )


def test_a_missing_record_may_have_an_answer_instead_of_an_error(register: World) -> None:
    assert register.call("insurer.policy_status", {"policy_no": "AB-2"}) == (
        200,
        {"policy_no": "AB-2", "status": "unknown"},
    )


def test_faults_are_tried_before_the_lookup(register: World) -> None:
    status, body = register.call("insurer.policy_status", {"policy_no": "[POLICY_1]"})
    assert (status, body["error"]) == (
        422,
        "insurer.policy_status: policy_no: expected a policy number like ИМ-2041",
    )


def test_a_stand_file_the_stand_cannot_load_names_its_field_and_the_command(
    tmp_path: Any,
) -> None:
    folder = tmp_path / "some-solution"
    folder.mkdir()
    (folder / "stand.yaml").write_text("model:\n  step:\n    - when: 'true'\n", encoding="utf-8")
    with pytest.raises(StandFileError, match=r"model\.step\.0: .*exactly one of") as error:
        load_stands(tmp_path)
    assert "check_solution" in str(error.value)
