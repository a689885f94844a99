"""Issue 12, the runtime half: the strict promises hold under pressure (engine level).

One hard time budget; effects in doubt keyed by the effect; the model's destination checked
at every call; the model decides, code writes. Each test shows the bad case refused or
handled, and the ledger line (the journal line it becomes) that it leaves.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any

import httpx

from svaya.engine.calls import effect_key
from svaya.engine.memory import MemoryLedger
from svaya.engine.outcomes import Done, Exhausted, Why
from svaya.engine.protocol import Limits, ToolOutcome
from svaya.engine.reach import inputs_digest
from svaya.llm import LLMErrorKind
from tests.svaya.engine.conftest import (
    STRONG,
    Harness,
    Reply,
    answer,
    call,
    last_user_text,
    tool_calls,
    tool_messages,
)

SCREEN = {"eligible": True, "concerns": [], "reason": "доход покрывает платеж"}
FRAUD_CLEAR = {
    "verdict": "clear",
    "signals": [],
    "sources_checked": ["bank.fraud_check"],
    "reason": "нет сигналов",
}


def drafted() -> dict[str, dict[str, Any]]:
    return {"draft-answer": {"verdict": {"decision": "approve", "message": "Кредит одобрен"}}}


def slow(h: Harness, seconds: float, then: Reply | None = None) -> Reply:
    """A model that needs `seconds`: within the request's read timeout it answers (`then`),
    past it the time passes on the clock and the client gives up, as httpx would."""

    def reply(request: httpx.Request) -> httpx.Response:
        timeout = request.extensions["timeout"]["read"]
        h.timeouts.append(timeout)
        if seconds > timeout:
            h.clock.advance(timeout)
            raise httpx.ReadTimeout("timed out", request=request)
        h.clock.advance(seconds)
        assert then is not None
        return then(request)

    return reply


# --- 1. one hard time budget -----------------------------------------------------------------


def test_a_model_call_gets_at_most_the_time_left_in_the_step_budget(credit: Harness):
    h = credit
    h.model.script(slow(h, 1, answer(FRAUD_CLEAR)))
    h.clock.advance(117)  # 3 s of the 120 s budget are left; the tier allows 5 s

    outcome = h.run(h.step("fraud-check"))

    assert isinstance(outcome, Done)
    assert h.timeouts == [3.0]


def test_a_slow_model_past_the_budget_ends_at_the_handoff_point_and_its_answer_is_lost(
    credit: Harness,
):
    h = credit
    h.clock.advance(118)  # 2 s left; the model needs 4 s; the tier would wait 5 s
    h.model.script(slow(h, 4))

    outcome = h.run(h.step("fraud-check"))

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point) == (Why.TIME, "fraud-review")
    assert "the step's time budget ran out" in outcome.detail
    assert h.timeouts == [2.0]
    # The fallback to the strong tier would spend from the same (empty) budget: not made.
    assert len(h.model.requests) == 1
    record = h.ledger.llm[(1, 0)]["record"]
    assert record.error.kind is LLMErrorKind.TIMEOUT and record.cost is None
    assert "an answer arriving later is lost, not used" in record.error.message


def test_the_fallback_tier_spends_from_the_same_budget(credit: Harness):
    h = credit
    h.clock.advance(116)  # 4 s left: the cheap tier's 5 s is cut to 4
    h.model.script(slow(h, 1, lambda r: httpx.Response(500, json={})), slow(h, 9))

    outcome = h.run(h.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.TIME
    assert h.timeouts == [4.0, 3.0]  # the strong tier got what the cheap one left
    assert h.model.models[-1] == STRONG


def test_the_task_timebox_bounds_a_call_when_it_ends_before_the_step_budget(credit: Harness):
    h = credit
    h.task_deadline = h.clock.at + timedelta(seconds=1.5)
    h.model.script(slow(h, 4))

    outcome = h.run(h.step("fraud-check"))

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point) == (Why.TIME, "fraud-review")
    assert "the task's timebox ran out" in outcome.detail
    assert h.timeouts == [1.5]


def test_an_llm_step_out_of_time_asks_a_person_at_its_handoff_point(credit: Harness):
    h = credit
    h.on_timeout = "fraud-review"  # the solution's point for steps without their own
    h.clock.advance(119)
    h.model.script(slow(h, 30))

    outcome = h.run(h.step("screen"))

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point, outcome.retry_step) == (Why.TIME, "fraud-review", "screen")
    assert h.timeouts == [1.0]


def test_a_read_tool_call_gets_at_most_the_time_left(credit: Harness):
    credit.clock.advance(112)  # 8 s left, the read profile allows 25 s

    outcome = credit.run(credit.step("income"))

    assert isinstance(outcome, Done)
    assert [c.timeout_s for c in credit.invoker.calls] == [8.0]


def test_a_write_is_not_sent_without_its_whole_timeout_left_and_the_step_asks_a_person(
    credit: Harness,
):
    credit.steps = drafted()
    credit.clock.advance(100)  # 20 s left; the policy gives crm.send_answer 25 s

    outcome = credit.run(credit.step("send-answer", on_failure="fraud-review"))

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point) == (Why.TIME, "fraud-review")
    assert "it was not sent" in outcome.detail
    assert credit.invoker.calls == []  # not sent: nothing is in doubt
    assert credit.ledger.tools == {}


# --- 2. effects in doubt -------------------------------------------------------------------


def test_the_idempotency_key_belongs_to_the_effect_so_a_retry_sends_the_same_key(
    credit: Harness,
):
    credit.steps = drafted()
    credit.invoker.results["crm.send_answer"] = ToolOutcome(
        ok=False, error="no answer in 25 s", error_kind="timeout"
    )
    first = credit.run(credit.step("send-answer", on_failure="fraud-review"))
    assert isinstance(first, Exhausted) and first.why is Why.IN_DOUBT
    assert first.point == "fraud-review"
    assert credit.ledger.tools[(1, 0)]["status"] == "in_doubt"

    # A controller retries: a new attempt with a ledger of its own.
    credit.ledger = MemoryLedger(attempt_no=2, deadline=credit.ledger.deadline)
    credit.invoker.results["crm.send_answer"] = {"delivered": True}
    second = credit.run(credit.step("send-answer"))

    assert isinstance(second, Done)
    keys = [c.key for c in credit.invoker.calls]
    args = credit.invoker.calls[0].args
    assert keys[0] == keys[1] == effect_key("run-7", "send-answer", "crm.send_answer", args)
    assert ":1" not in keys[0].removeprefix("run-7:send-answer:")  # no attempt number in it


def test_an_in_doubt_write_without_its_own_point_goes_to_the_solutions_doubt_point(
    credit: Harness,
):
    credit.steps = drafted()
    credit.on_write_doubt = "fraud-review"
    credit.on_timeout = "other-point"  # not the one for a write in doubt
    credit.invoker.results["crm.send_answer"] = ToolOutcome(
        ok=False, error="connection reset", error_kind="transport"
    )

    outcome = credit.run(credit.step("send-answer"))

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point) == (Why.IN_DOUBT, "fraud-review")


def test_a_longer_write_timeout_declared_in_the_policy_is_not_cut_by_the_installation(
    credit: Harness,
):
    credit.steps = drafted()
    tools = dict(credit.policy.tools)
    tools["crm.send_answer"] = tools["crm.send_answer"].model_copy(update={"timeout_s": 45.0})
    credit.policy = replace(credit.policy, tools=tools)
    credit.limits = Limits(write_timeout_s=30.0)

    outcome = credit.run(credit.step("send-answer"))

    assert isinstance(outcome, Done)
    assert [c.timeout_s for c in credit.invoker.calls] == [45.0]


# --- 3. the model's destination at every call ------------------------------------------------


def narrowed(h: Harness, *removed: str) -> None:
    routes = dict(h.policy.routes)
    routes["llm.provider"] = routes["llm.provider"] - set(removed)
    h.policy = replace(h.policy, routes=routes)


def test_a_model_call_is_refused_when_the_route_was_narrowed_after_install(credit: Harness):
    narrowed(credit, "bank.secret")  # the run's amount and income are bank.secret

    outcome = credit.run(credit.step("fraud-check"))
    credit.ledger.flush()  # as the runs app commits the outcome

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point) == (Why.GUARD, "fraud-review")
    assert "no longer allows bank.secret" in outcome.detail
    assert credit.model.requests == []  # nothing left the installation
    outcome_name, detail = credit.ledger.passes[1]
    assert outcome_name == "model_refused"
    assert (detail["destination"], detail["classes"]) == ("llm.provider", ["bank.secret"])


def test_an_llm_step_refused_by_a_narrowed_route_goes_to_its_handoff_point(credit: Harness):
    narrowed(credit, "bank.secret")
    credit.on_timeout = "fraud-review"

    outcome = credit.run(credit.step("screen"))
    credit.ledger.flush()  # as the runs app commits the outcome

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point) == (Why.GUARD, "fraud-review")
    assert credit.model.requests == []
    assert credit.ledger.passes[1][0] == "model_refused"


def test_a_route_widened_again_lets_the_next_attempt_call_the_model(credit: Harness):
    allowed = credit.policy.routes["llm.provider"]
    narrowed(credit, "bank.secret")
    assert isinstance(credit.run(credit.step("screen")), Exhausted)

    credit.policy = replace(credit.policy, routes={**credit.policy.routes, "llm.provider": allowed})
    credit.ledger = MemoryLedger(attempt_no=2, deadline=credit.ledger.deadline)
    credit.model.script(answer(SCREEN))

    assert isinstance(credit.run(credit.step("screen")), Done)
    assert len(credit.model.requests) == 1


# --- 4. the model decides, code writes ------------------------------------------------------


def test_a_turn_asking_for_more_tool_calls_than_allowed_is_rejected_and_none_is_made(
    credit: Harness,
):
    two = tool_calls(
        call("bank.linked_account", {"account_ref": "ACC-0001"}),
        call("bank.linked_account", {"account_ref": "ACC-0002"}),
    )
    credit.model.script(two, answer(FRAUD_CLEAR))

    outcome = credit.run(credit.step("fraud-check", max_tool_calls_per_turn=1))

    assert isinstance(outcome, Done)
    assert credit.invoker.calls == []
    errors = tool_messages(credit.model.requests[1])
    assert len(errors) == 2
    assert all("this step allows 1 per turn" in e["error"] for e in errors)
    assert credit.ledger.passes[1] == (
        "rejected_turn",
        {"tool_calls": 2, "allowed": 1, "tier": "cheap"},
    )
    assert [credit.ledger.tools[(1, n)]["status"] for n in (1, 2)] == ["refused", "refused"]


def test_rejected_turns_count_against_the_rejected_answers_limit(credit: Harness):
    many = [
        tool_calls(
            call("bank.linked_account", {"account_ref": f"ACC-{n}1"}),
            call("bank.linked_account", {"account_ref": f"ACC-{n}2"}),
        )
        for n in range(3)
    ]
    credit.model.script(*many)

    outcome = credit.run(credit.step("fraud-check", max_tool_calls_per_turn=1))

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point) == (Why.REJECTED, "fraud-review")


def test_a_step_that_declares_no_limit_allows_one_tool_call_per_turn(credit: Harness):
    step = credit.spec.step("fraud-check").model_copy(update={"max_tool_calls_per_turn": 1})
    assert type(step).model_fields["max_tool_calls_per_turn"].default == 1
    credit.model.script(
        tool_calls(
            call("bank.linked_account", {"account_ref": "ACC-0001"}),
            call("bank.linked_account", {"account_ref": "ACC-0002"}),
        ),
        answer(FRAUD_CLEAR),
    )

    outcome = credit.run(step)

    assert isinstance(outcome, Done)
    assert credit.invoker.calls == []


def test_a_step_may_allow_more_tool_calls_per_turn(credit: Harness):
    two = tool_calls(
        call("bank.linked_account", {"account_ref": "ACC-0001"}),
        call("bank.linked_account", {"account_ref": "ACC-0002"}),
    )
    credit.model.script(two, answer(FRAUD_CLEAR))

    outcome = credit.run(credit.step("fraud-check", max_tool_calls_per_turn=2))

    assert isinstance(outcome, Done)
    assert len(credit.invoker.calls) == 2


def test_a_verdict_with_a_blank_required_text_is_repaired_like_an_invalid_one(credit: Harness):
    credit.model.script(answer({**SCREEN, "reason": "   "}), answer(SCREEN))

    outcome = credit.run(credit.step("screen"))

    assert isinstance(outcome, Done)
    assert outcome.output["verdict"]["reason"] == SCREEN["reason"]
    assert "reason" in last_user_text(credit.model.requests[1])
    assert "empty" in last_user_text(credit.model.requests[1])


def test_blank_verdicts_count_against_the_call_cap(credit: Harness):
    credit.limits = Limits(llm_calls_per_attempt=2)
    credit.model.script(answer({**SCREEN, "reason": ""}), answer({**SCREEN, "reason": "\n"}))

    outcome = credit.run(credit.step("screen"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.CAP
    assert len(credit.model.requests) == 2


def test_a_blank_agent_result_is_rejected_not_applied(credit: Harness):
    credit.model.script(answer({**FRAUD_CLEAR, "reason": " "}), answer(FRAUD_CLEAR))

    outcome = credit.run(credit.step("fraud-check"))
    credit.ledger.flush()  # as the runs app commits the outcome

    assert isinstance(outcome, Done)
    assert credit.ledger.passes[1][0] == "rejected_result"


def test_a_verdict_made_in_an_attempt_that_is_no_longer_current_is_not_applied(
    credit: Harness,
):
    credit.ledger.latest_attempt = 2  # a controller's retry opened attempt 2 meanwhile
    credit.model.script(answer(SCREEN))

    outcome = credit.run(credit.step("screen"))
    credit.ledger.flush()  # as the runs app commits the outcome

    assert isinstance(outcome, Exhausted)
    assert outcome.why is Why.GUARD
    assert "attempt 1 is no longer current (attempt 2 is)" in outcome.detail
    assert credit.ledger.passes[1][0] == "verdict_stale"


def test_a_result_made_on_inputs_that_changed_is_not_applied_and_a_person_is_asked(
    credit: Harness,
):
    credit.ledger.inputs_digest = inputs_digest({**credit.inputs, "amount": 1})
    credit.model.script(answer(FRAUD_CLEAR))

    outcome = credit.run(credit.step("fraud-check"))
    credit.ledger.flush()  # as the runs app commits the outcome

    assert isinstance(outcome, Exhausted)
    assert (outcome.why, outcome.point) == (Why.GUARD, "fraud-review")
    assert "the run's inputs changed" in outcome.detail
    assert credit.ledger.passes[1][0] == "result_stale"


def test_a_verdict_for_a_step_the_run_has_left_is_not_applied(credit: Harness):
    credit.ledger.step_id = "draft-answer"
    credit.model.script(answer(SCREEN))

    outcome = credit.run(credit.step("screen"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.GUARD
    assert "the run is at step 'draft-answer', not 'screen'" in outcome.detail
