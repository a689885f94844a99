"""Durability, the engine's half: a worker dies, another replays the attempt from the ledger.

A replay never pays for a recorded model call, counts a call in flight at the crash as lost,
and never re-sends a write effect whose outcome it cannot know.
"""

from __future__ import annotations

from typing import Any

import pytest

from svaya.engine.calls import effect_key
from svaya.engine.outcomes import Done, Exhausted, Why
from svaya.engine.protocol import Limits
from svaya.privacy import unseal
from tests.svaya.engine.conftest import (
    Harness,
    WorkerKilled,
    answer,
    call,
    killed,
    tool_calls,
)


def verdict() -> dict[str, Any]:
    return {
        "verdict": "clear",
        "signals": [],
        "sources_checked": ["bank.linked_account"],
        "reason": "no transit operations",
    }


def linked(n: int) -> dict[str, Any]:
    return call("bank.linked_account", {"account_ref": f"ACC-{n:04d}"})


def crash_in(h: Harness, step: Any) -> None:
    with pytest.raises(WorkerKilled):
        h.run(step)
    h.ledger.crash()


def test_a_replay_pays_for_no_recorded_call_and_counts_the_one_in_flight_as_lost(
    credit: Harness,
):
    credit.model.script(tool_calls(linked(1)), tool_calls(linked(2)), killed())
    crash_in(credit, credit.step("fraud-check"))
    assert len(credit.model.requests) == 3

    credit.model.script(answer(verdict()))
    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Done)
    assert len(credit.model.requests) == 4  # only the call lost in pass 3 is made again
    assert credit.ledger.llm[(3, 0)]["status"] == "lost"
    assert credit.ledger.llm[(3, 1)]["status"] == "finished"
    assert credit.ledger.llm_calls_used() == 4  # the lost call counts
    assert len(credit.invoker.calls) == 2  # recorded reads are not read again


def test_a_call_lost_in_a_crash_counts_against_the_cap(credit: Harness):
    credit.limits = Limits(llm_calls_per_attempt=3)
    credit.model.script(tool_calls(linked(1)), tool_calls(linked(2)), killed())
    crash_in(credit, credit.step("fraud-check"))

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.CAP
    assert len(credit.model.requests) == 3  # no new request after the crash


def test_a_replay_of_an_attempt_that_used_its_whole_cap_returns_its_recorded_result(
    credit: Harness,
):
    credit.limits = Limits(llm_calls_per_attempt=3)
    credit.model.script(tool_calls(linked(1)), tool_calls(linked(2)), answer(verdict()))
    first = credit.run(credit.step("fraud-check"))
    credit.ledger.crash()  # the worker died before the runs app applied the result

    replayed = credit.run(credit.step("fraud-check"))

    assert isinstance(first, Done)
    assert replayed == first
    assert len(credit.model.requests) == 3


def test_a_read_lost_in_a_crash_is_read_again(credit: Harness):
    credit.invoker.results["bank.fraud_check"] = WorkerKilled
    credit.model.script(
        tool_calls(
            linked(1),
            call(
                "bank.fraud_check",
                {
                    "application_id": credit.inputs["application_id"],
                    "passport": credit.placeholder(credit.inputs["passport"]),
                    "phone": credit.placeholder(credit.inputs["phone"]),
                },
            ),
        )
    )
    crash_in(credit, credit.step("fraud-check", max_tool_calls_per_turn=2))

    credit.invoker.results["bank.fraud_check"] = {"risk_score": 3}
    credit.model.script(answer(verdict()))
    outcome = credit.run(credit.step("fraud-check", max_tool_calls_per_turn=2))

    assert isinstance(outcome, Done)
    assert [c.tool for c in credit.invoker.calls] == [
        "bank.linked_account",
        "bank.fraud_check",
        "bank.linked_account",
        "bank.fraud_check",
    ]
    assert len(credit.model.requests) == 2


def test_a_replay_after_the_persisted_deadline_makes_no_new_call(credit: Harness):
    credit.model.script(tool_calls(linked(1)), killed())
    crash_in(credit, credit.step("fraud-check"))
    credit.clock.advance(300)  # the attempt waited for a new worker past its 120s budget

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.TIME
    assert len(credit.model.requests) == 2


def test_a_write_effect_started_and_unfinished_is_in_doubt_on_replay_and_never_resent(
    credit: Harness,
):
    step = credit.step("fraud-check", tools=["bank.linked_account", "crm.send_answer"])
    send = call(
        "crm.send_answer",
        {
            "application_id": credit.inputs["application_id"],
            "decision": "approve",
            "message": "Кредит одобрен",
        },
    )
    credit.invoker.results["crm.send_answer"] = WorkerKilled
    credit.model.script(tool_calls(send))
    crash_in(credit, step)
    [sent] = credit.invoker.calls
    # The idempotency key went with the call: the effect's, not the attempt's or the pass's.
    assert sent.key == effect_key("run-7", "fraud-check", "crm.send_answer", sent.args)

    outcome = credit.run(step)

    assert isinstance(outcome, Exhausted) and outcome.why is Why.IN_DOUBT
    assert outcome.point == "fraud-review"
    assert len(credit.invoker.calls) == 1  # never re-sent
    assert len(credit.model.requests) == 1  # the model call was replayed
    assert credit.ledger.tools[(1, 1)]["status"] == "in_doubt"


def test_a_system_write_started_and_unfinished_is_in_doubt_on_replay(credit: Harness):
    credit.steps = {"draft-answer": {"verdict": {"decision": "approve", "message": "Одобрено"}}}
    credit.invoker.results["crm.send_answer"] = WorkerKilled
    crash_in(credit, credit.step("send-answer"))

    outcome = credit.run(credit.step("send-answer"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.IN_DOUBT
    assert len(credit.invoker.calls) == 1


def test_placeholders_after_a_crash_and_replay_are_those_of_the_persisted_map(
    credit: Harness,
):
    second_phone = "+7 903 111-22-33"
    credit.invoker.results["bank.linked_account"] = {"owner_phone": second_phone}
    credit.model.script(tool_calls(linked(1)), tool_calls(linked(2)), killed())
    crash_in(credit, credit.step("fraud-check"))
    in_flight = credit.model.requests[2]
    persisted = unseal(credit.ledger.sealed_map() or b"", credit.key)
    assert persisted.lookup("[PHONE_2]").value == second_phone  # learnt from a tool result

    credit.model.script(answer(verdict()))
    credit.run(credit.step("fraud-check"))

    assert credit.model.requests[3]["messages"] == in_flight["messages"]
    assert credit.placeholder(second_phone) == "[PHONE_2]"
    assert second_phone not in credit.model.sent()


def test_a_call_its_old_worker_finished_late_is_replayed_not_paid_again(credit: Harness):
    """Between reading a started call and marking it lost, its old worker finishes it: the
    finished call is read again and used, and nothing is sent."""
    credit.model.script(tool_calls(linked(1)), killed())
    crash_in(credit, credit.step("fraud-check"))
    late = credit.ledger.llm[(1, 0)]["record"]
    mark_lost = credit.ledger.llm_mark_lost

    def finished_meanwhile(pass_no: int, seq: int) -> bool:
        if (pass_no, seq) == (2, 0):
            credit.ledger.llm[(2, 0)].update(status="finished", record=late)
        return mark_lost(pass_no, seq)

    credit.ledger.llm_mark_lost = finished_meanwhile  # type: ignore[method-assign]
    sent = len(credit.model.requests)
    credit.run(credit.step("fraud-check"))  # (the late answer repeats pass 1's call: a guard)
    assert credit.ledger.llm[(2, 0)]["status"] == "finished"
    assert (2, 1) not in credit.ledger.llm  # the late-finished call was not paid for again
    assert len(credit.model.requests) == sent
