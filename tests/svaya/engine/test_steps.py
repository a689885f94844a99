"""The non-agent step kinds: llm (verdict + repairs), system (CEL-mapped call), branch."""

from __future__ import annotations

from typing import Any

from svaya.engine.calls import effect_key
from svaya.engine.outcomes import Done, Exhausted, Why
from svaya.engine.protocol import Limits, ToolOutcome
from svaya.llm import REPAIR_PREFIX
from tests.svaya.engine.conftest import CHEAP, STRONG, Harness, answer, empty, last_user_text

VALID = {"eligible": True, "concerns": [], "reason": "заявка полная"}
INVALID = {"eligible": "yes", "reason": "заявка полная"}


# --- llm ----------------------------------------------------------------------------------


def test_an_invalid_verdict_is_repaired_with_validation_error_feedback(credit: Harness):
    credit.model.script(answer(INVALID), answer(VALID))

    outcome = credit.run(credit.step("screen"))

    assert outcome == Done({"verdict": VALID}, provenance=credit.ledger.llm_get(1, 1).id)
    feedback = last_user_text(credit.model.requests[1])
    assert feedback.startswith(REPAIR_PREFIX)
    assert "'concerns' is a required property" in feedback


def test_running_out_of_repairs_fails_the_step(credit: Harness):
    credit.model.script(answer(INVALID), answer(INVALID), answer("не JSON"))

    outcome = credit.run(credit.step("screen"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.FAILED
    assert outcome.detail == "no valid verdict after 2 repairs"
    assert len(credit.model.requests) == 3  # the first call and max_repairs=2 repairs


def test_repairs_count_against_the_llm_call_cap(credit: Harness):
    credit.limits = Limits(llm_calls_per_attempt=2)
    credit.model.script(answer(INVALID), answer(INVALID))

    outcome = credit.run(credit.step("screen"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.CAP
    assert len(credit.model.requests) == 2


def test_an_llm_step_answered_with_an_empty_turn_asks_the_stronger_tier(credit: Harness):
    credit.model.script(empty(), answer(VALID))

    outcome = credit.run(credit.step("screen"))

    assert isinstance(outcome, Done)
    assert credit.model.models == [CHEAP, STRONG]


def test_a_verdict_is_restored_from_placeholders_before_it_is_applied(credit: Harness):
    name = credit.inputs["applicant_name"]
    concern = f"{credit.placeholder(name)} указала доход без подтверждения"
    credit.model.script(answer({**VALID, "concerns": [concern]}))

    outcome = credit.run(credit.step("screen"))

    assert isinstance(outcome, Done)
    assert outcome.output["verdict"]["concerns"] == [f"{name} указала доход без подтверждения"]
    assert name not in credit.model.sent()


# --- system -------------------------------------------------------------------------------


def drafted(decision: str = "approve") -> dict[str, dict[str, Any]]:
    return {"draft-answer": {"verdict": {"decision": decision, "message": "Кредит одобрен"}}}


def test_a_system_step_maps_its_arguments_by_cel_and_sends_one_keyed_write(credit: Harness):
    credit.steps = drafted()
    credit.invoker.results["crm.send_answer"] = {"delivered": True}

    outcome = credit.run(credit.step("send-answer"))

    assert outcome == Done({"result": {"delivered": True}})
    [sent] = credit.invoker.calls
    assert sent.args == {
        "application_id": credit.inputs["application_id"],
        "decision": "approve",
        "message": "Кредит одобрен",
    }
    assert sent.key == effect_key("run-7", "send-answer", "crm.send_answer", sent.args)
    assert credit.ledger.tools[(1, 0)]["status"] == "finished"


def test_a_system_write_that_times_out_is_in_doubt_and_not_retried(credit: Harness):
    credit.steps = drafted()
    credit.invoker.results["crm.send_answer"] = ToolOutcome(
        ok=False, error="no answer in 30 s", error_kind="timeout"
    )

    outcome = credit.run(credit.step("send-answer"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.IN_DOUBT
    assert len(credit.invoker.calls) == 1


def test_a_read_tool_is_tried_three_times_on_a_transient_failure(credit: Harness):
    credit.invoker.results["registry.tax_income"] = ToolOutcome(
        ok=False, error="HTTP 503", error_kind="http", status_code=503
    )

    outcome = credit.run(credit.step("income"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.FAILED
    assert [c.key for c in credit.invoker.calls] == [None, None, None]


def test_a_system_step_whose_arguments_cannot_be_evaluated_fails_without_calling(
    credit: Harness,
):
    outcome = credit.run(credit.step("send-answer"))  # no draft-answer step has run

    assert isinstance(outcome, Exhausted) and outcome.why is Why.FAILED
    assert outcome.detail.startswith("arguments: decision:")
    assert credit.invoker.calls == []


# --- branch -------------------------------------------------------------------------------


def test_a_branch_goes_to_its_first_true_case(credit: Harness):
    credit.steps = {"screen": {"verdict": {**VALID, "eligible": False}}}

    outcome = credit.run(credit.step("screen-gate"))

    assert isinstance(outcome, Done) and outcome.next == "draft-answer"


def test_a_branch_with_no_true_case_goes_otherwise(credit: Harness):
    credit.steps = {"screen": {"verdict": VALID}}

    outcome = credit.run(credit.step("screen-gate"))

    assert isinstance(outcome, Done) and outcome.next == "gather"


def test_an_evaluation_error_in_a_condition_is_an_outcome_not_an_exception(credit: Harness):
    credit.steps = {"fraud-check": {}}  # a finished step without the result the case reads

    outcome = credit.run(credit.step("fraud-gate"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.FAILED
    assert outcome.detail.startswith('condition `steps["fraud-check"].result.verdict')
