"""The agent loop's outcomes, limits and guards (seed 000, issue 5), on the real solutions."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from svaya.engine.agent import EXIT_NOT_MET
from svaya.engine.outcomes import Done, Exhausted, Why
from svaya.engine.protocol import Limits
from svaya.llm import REPAIR_PREFIX
from tests.svaya.engine.conftest import (
    CHEAP,
    STRONG,
    Harness,
    Reply,
    answer,
    call,
    empty,
    http_error,
    last_user_text,
    malformed,
    tool_calls,
    tool_messages,
    unreachable,
)


def fraud_args(h: Harness) -> dict[str, Any]:
    return {
        "application_id": h.inputs["application_id"],
        "passport": h.placeholder(h.inputs["passport"]),
        "phone": h.placeholder(h.inputs["phone"]),
    }


def verdict(reason: str = "no signals in the bank's fraud system", **fields: Any) -> dict:
    return {
        "verdict": "clear",
        "signals": [],
        "sources_checked": ["bank.fraud_check"],
        "reason": reason,
        **fields,
    }


def linked(n: int) -> dict[str, Any]:
    """A read call whose arguments differ by `n`, so it never trips the repeat guard."""
    return call("bank.linked_account", {"account_ref": f"ACC-{n:04d}"})


# --- result -------------------------------------------------------------------------------


def test_a_result_meeting_exit_when_ends_the_step_restored_with_its_provenance(credit: Harness):
    person = credit.placeholder(credit.inputs["applicant_name"])
    credit.model.script(
        tool_calls(call("bank.fraud_check", fraud_args(credit))),
        answer(verdict(reason=f"{person}: risk score 12, no signals")),
    )

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Done)
    assert outcome.output["result"]["verdict"] == "clear"
    assert outcome.output["result"]["reason"] == (
        f"{credit.inputs['applicant_name']}: risk score 12, no signals"
    )
    assert outcome.provenance is not None
    assert outcome.provenance == credit.ledger.llm_get(2, 0).id  # the call that gave it
    assert len(credit.model.requests) == 2


def test_a_result_not_meeting_exit_when_sends_the_model_an_exit_not_met_note(portal: Harness):
    unfinished = {
        "complete": False,
        "fields": [{"code": "inn", "value": "7701234567"}],
        "unresolved": ["ogrn"],
        "reason": "ОГРН не найден",
    }
    finished = {**unfinished, "complete": True, "unresolved": [], "reason": "все поля"}
    portal.model.script(answer(unfinished), answer(finished))

    outcome = portal.run(portal.step("fill-form"))

    second = portal.model.requests[1]
    assert last_user_text(second).startswith(EXIT_NOT_MET)
    assert "size(result.unresolved) == 0" in last_user_text(second)
    assert isinstance(outcome, Done)
    assert outcome.output["result"]["complete"] is True


def test_an_exit_condition_that_cannot_be_evaluated_is_a_note_to_the_model_not_a_crash(
    credit: Harness,
):
    step = credit.step("fraud-check", exit_when='result.verdict == "clear" && result.score > 5')
    credit.model.script(answer(verdict()), answer(verdict()))

    outcome = credit.run(step.model_copy(update={"max_passes": 2}))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.PASSES
    assert last_user_text(credit.model.requests[1]).startswith(EXIT_NOT_MET)
    assert "score" in last_user_text(credit.model.requests[1])


# --- limits -------------------------------------------------------------------------------


def test_running_out_of_passes_hands_off_at_on_exhausted_with_nothing_passed_on(credit: Harness):
    credit.model.script(*(tool_calls(linked(n)) for n in range(5)))

    outcome = credit.run(credit.step("fraud-check"))

    assert outcome == Exhausted(
        Why.PASSES, "5 passes used without a result", "fraud-review", retry_step="fraud-check"
    )
    assert not hasattr(outcome, "output")
    assert len(credit.model.requests) == 5
    assert len(credit.invoker.calls) == 5


def test_a_clock_past_the_persisted_deadline_starts_no_further_pass(credit: Harness):
    def slow_system(args: dict[str, Any]) -> dict[str, Any]:
        credit.clock.advance(121)  # the budget is 120s, counted from the ledger's deadline
        return {"risk_score": 10}

    credit.invoker.results["bank.linked_account"] = slow_system
    credit.model.script(tool_calls(linked(1)))

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.TIME
    assert outcome.point == "fraud-review"
    assert len(credit.model.requests) == 1


def test_a_clock_past_the_deadline_after_the_model_answered_invokes_no_tool(credit: Harness):
    def slow_model(request: httpx.Request) -> httpx.Response:
        credit.clock.advance(121)
        return tool_calls(linked(1))(request)

    credit.model.script(slow_model)

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.TIME
    assert credit.invoker.calls == []


def test_the_llm_call_cap_counts_fallbacks_and_ends_the_attempt(credit: Harness):
    credit.limits = Limits(llm_calls_per_attempt=3)
    credit.model.script(http_error(500), tool_calls(linked(1)), tool_calls(linked(2)))

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.CAP
    assert outcome.point == "fraud-review"
    assert len(credit.model.requests) == 3  # pass 1 twice (cheap failed), pass 2 once
    assert credit.ledger.llm_calls_used() == 3


def test_rejected_answers_are_limited_per_attempt_across_passes(credit: Harness):
    credit.limits = Limits(rejected_answers_per_attempt=4)
    broken = call("bank.fraud_check", '{"application_id": "APP-1",')
    credit.model.script(
        tool_calls(call("bank.teleport", {"to": "moon"})),  # no such tool
        tool_calls(
            call(
                "crm.send_answer",
                {"application_id": "APP-1", "decision": "approve", "message": "ok"},
            )
        ),  # the step does not declare it
        tool_calls(broken),  # arguments that are not JSON
        answer({"verdict": "probably fine", "reason": "?"}),  # off the result schema
    )

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.REJECTED
    assert outcome.detail == "4 rejected answers"
    assert len(credit.model.requests) == 4
    [to_broken] = tool_messages(credit.model.requests[3])[-1:]
    assert to_broken["error"].startswith("arguments are not valid JSON")
    assert credit.invoker.calls == []


def test_a_rejected_tool_call_is_answered_to_the_model_as_an_error_in_the_next_pass(
    credit: Harness,
):
    rejected = call("bank.teleport", {"to": "moon"})
    credit.model.script(tool_calls(rejected), answer(verdict()))

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Done)
    messages = credit.model.requests[1]["messages"]
    reply = next(m for m in messages if m.get("tool_call_id") == rejected["id"])
    assert "tool bank.teleport is not available in this step" in reply["content"]
    assert "bank.fraud_check" in reply["content"]  # the model is told what it may use


def test_a_result_off_its_schema_is_answered_with_a_validation_error(credit: Harness):
    credit.model.script(answer({"verdict": "probably fine", "reason": "?"}), answer(verdict()))

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Done)
    feedback = last_user_text(credit.model.requests[1])
    assert feedback.startswith(REPAIR_PREFIX)
    assert "'probably fine' is not one of ['clear', 'suspicious']" in feedback


# --- empty turns and fallback ---------------------------------------------------------------


def test_an_empty_turn_uses_up_a_pass_and_the_next_call_goes_to_the_stronger_tier(
    credit: Harness,
):
    credit.model.script(empty(), empty())

    outcome = credit.run(credit.step("fraud-check", max_passes=2))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.PASSES
    assert credit.model.models == [CHEAP, STRONG]  # one call per pass, no retry on cheap
    record = credit.ledger.llm[(1, 0)]["record"]
    assert record.empty and record.without_cost and record.cost is None


def test_a_loop_recovers_on_the_stronger_tier_after_an_empty_turn(credit: Harness):
    credit.model.script(empty(), answer(verdict()))

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Done)
    assert credit.model.models == [CHEAP, STRONG]
    assert sorted(credit.ledger.llm) == [(1, 0), (2, 0)]


@pytest.mark.parametrize(
    "failure", [http_error(500), unreachable(), malformed()], ids=["http-500", "transport", "body"]
)
def test_a_failed_call_on_the_cheap_tier_falls_back_to_the_strong_tier_within_the_pass(
    credit: Harness, failure: Reply
):
    credit.model.script(failure, answer(verdict()))

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Done)
    assert credit.model.models == [CHEAP, STRONG]
    assert sorted(credit.ledger.llm) == [(1, 0), (1, 1)]  # both calls belong to pass 1
    assert credit.ledger.llm[(1, 0)]["record"].without_cost


# --- guards -------------------------------------------------------------------------------


def test_an_empty_rendered_instruction_stops_the_loop_before_any_model_call(credit: Harness):
    outcome = credit.run(credit.step("fraud-check", instruction="  \n\t"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.GUARD
    assert outcome.point == "fraud-review"
    assert credit.model.requests == []


def test_the_same_tool_call_with_the_same_arguments_repeated_stops_the_loop(credit: Harness):
    args = fraud_args(credit)
    credit.model.script(
        tool_calls(call("bank.fraud_check", args)), tool_calls(call("bank.fraud_check", args))
    )

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.GUARD
    assert "repeated" in outcome.detail
    assert len(credit.invoker.calls) == 1


def test_a_response_naming_tool_call_ids_of_another_attempt_stops_the_loop(credit: Harness):
    credit.ledger.other_attempt_ids = {"call_from_attempt_1"}
    credit.model.script(
        tool_calls(call("bank.fraud_check", fraud_args(credit), call_id="call_from_attempt_1"))
    )

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.GUARD
    assert "call_from_attempt_1" in outcome.detail
    assert credit.invoker.calls == []
