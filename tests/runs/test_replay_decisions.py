"""Replay re-applies people's recorded decisions: a controller's retry and termination of a
handoff (the retried step replays attempt by attempt) and a confirmation's rejection."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth import get_user_model

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR
from handoffs.models import ConfirmationRequest, HandoffTicket
from handoffs.services import confirmation_reject, handoff_retry, handoff_terminate
from runs.models import LLMCall, Run, RunStatus, StepRun
from runs.replay import replay_run
from runs.services import run_drive, run_start
from svaya.stand.transport import default_model
from svaya.stand.world import WORLD
from tests.runs.test_replay import _changed, _recorded, fresh_world  # noqa: F401

pytestmark = pytest.mark.django_db

CREDIT = "credit-application-response"


def _person(item: Any) -> Any:
    user, _ = get_user_model().objects.get_or_create(username=f"controller-{item.queue.code}")
    user.groups.add(item.queue.group)
    return user


def _retried_then_terminated() -> Run:
    """The credit sample whose fraud check never converges: attempt 1 runs out of passes, a
    controller retries it, attempt 2 runs out again, the controller terminates the task."""
    inputs = json.loads((SOLUTIONS_DIR / CREDIT / "samples" / "endless-chain.json").read_text())
    solution = Solution.objects.get(slug=CREDIT)
    run = run_drive(run_id=run_start(solution=solution, inputs=inputs, enqueue=False).pk)
    first = HandoffTicket.objects.get(run=run)
    handoff_retry(ticket_id=first.pk, user=_person(first), reason="банк обновил данные")
    run = run_drive(run_id=run.pk)
    second = HandoffTicket.objects.exclude(pk=first.pk).get(run=run)
    handoff_terminate(ticket_id=second.pk, user=_person(second), reason="дробление займа")
    run = run_drive(run_id=run.pk)
    assert (run.status, run.outcome) == (RunStatus.TERMINATED, "terminated")
    return run


def _attempts(run: Run, step_id: str) -> list[tuple[int, str]]:
    step = StepRun.objects.get(run=run, step_id=step_id)
    return list(step.attempts.order_by("number").values_list("number", "status"))


def test_a_retried_step_replays_attempt_by_attempt_paying_nothing(installation: Any) -> None:
    original = _retried_then_terminated()
    requests = default_model().stats()["requests"]
    tickets = HandoffTicket.objects.count()

    replay = replay_run(original=original, version=original.version)

    assert replay.replay["verdict"] == "same_end", (replay.replay["end"], replay.replay)
    assert replay.replay["decisions"] == [
        {"step": "fraud-check", "point": "fraud-review", "decision": "retry"},
        {"step": "fraud-check", "point": "fraud-review", "decision": "terminate"},
    ]
    assert default_model().stats()["requests"] == requests  # nothing asked of the model
    assert HandoffTicket.objects.count() == tickets  # nobody asked again
    assert replay.replay["calls_made"] == 0
    assert _attempts(replay, "fraud-check") == _attempts(original, "fraud-check")
    assert _attempts(replay, "fraud-check") == [(1, "exhausted"), (2, "exhausted")]
    # each attempt was answered from the same attempt of the record
    for number in (1, 2):
        mine, theirs = (
            LLMCall.objects.filter(
                attempt__step_run__run=run,
                attempt__step_run__step_id="fraud-check",
                attempt__number=number,
                status="finished",
            ).order_by("pass_no", "seq")
            for run in (replay, original)
        )
        assert len(mine) == len(theirs) == 5  # a call a pass, five passes each attempt
        assert [c.response for c in mine] == [c.response for c in theirs]
        assert all(c.without_cost and c.cost is None for c in mine)


def test_a_retry_is_not_reapplied_to_a_handoff_that_says_something_else(
    installation: Any, tmp_path: Any
) -> None:
    original = _retried_then_terminated()
    version = _changed(tmp_path, "solution.yaml", "max_passes: 5", "max_passes: 4", CREDIT)
    requests = default_model().stats()["requests"]

    replay = replay_run(original=original, version=version)

    assert replay.replay["verdict"] == "stopped", replay.replay
    assert replay.replay["stopped"]["step"] == "fraud-check"
    assert "передача отличается" in replay.replay["stopped"]["why"]
    assert "записано: повторить шаг" in replay.replay["stopped"]["why"]
    assert "4 passes used" in replay.replay["stopped"]["diff"]
    assert replay.replay["decisions"] == []
    assert default_model().stats()["requests"] == requests


def _rejected(slug: str, sample: str) -> Run:
    inputs = json.loads((SOLUTIONS_DIR / slug / "samples" / f"{sample}.json").read_text())
    solution = Solution.objects.get(slug=slug)
    run = run_drive(run_id=run_start(solution=solution, inputs=inputs, enqueue=False).pk)
    pending = ConfirmationRequest.objects.get(run=run)
    confirmation_reject(request_id=pending.pk, user=_person(pending), reason="Не в этот раз")
    return run_drive(run_id=run.pk)


def test_a_rejection_keeps_what_the_person_was_shown(installation: Any) -> None:
    run = _rejected("vacation-request", "support-engineer-february")
    request = ConfirmationRequest.objects.get(run=run)

    output = StepRun.objects.get(run=run, step_id="manager").output

    assert output["approved"] is False and output["payload"] == request.payload
    assert output["reason"] == "Не в этот раз" and output["goto"] == "notify-declined"


def test_a_replay_reapplies_a_recorded_rejection_of_the_same_content(installation: Any) -> None:
    original = _rejected("vacation-request", "support-engineer-february")
    assert original.status == RunStatus.COMPLETED
    requests, effects = default_model().stats()["requests"], WORLD.stats()["effects"]
    items = ConfirmationRequest.objects.count()

    replay = replay_run(original=original, version=original.version)

    assert replay.replay["verdict"] == "same_end", replay.replay
    assert replay.replay["decisions"] == [
        {"step": "manager", "point": "manager-approval", "decision": "reject"}
    ]
    assert StepRun.objects.get(run=replay, step_id="notify-declined").status == "completed"
    assert ConfirmationRequest.objects.count() == items
    assert default_model().stats()["requests"] == requests
    assert WORLD.stats()["effects"] == effects


def test_a_rejection_that_ends_the_run_is_reapplied(installation: Any) -> None:
    original = _rejected("portal-submission-from-document", "counterparty-card")
    assert (original.status, original.outcome) == (RunStatus.TERMINATED, "rejected")

    replay = replay_run(original=original, version=original.version)

    assert replay.replay["verdict"] == "same_end", replay.replay
    assert (replay.status, replay.outcome, replay.outcome_detail) == (
        RunStatus.TERMINATED,
        "rejected",
        "Не в этот раз",
    )
    assert not WORLD.applied("portal.submit_form")


def test_a_rejection_of_other_content_stops_the_replay_with_the_diff(
    installation: Any, tmp_path: Any
) -> None:
    original = _rejected("vacation-request", "support-engineer-february")
    version = _changed(
        tmp_path, "solution.yaml", "      days: 'inputs.days'\n", "      days: 'inputs.days * 2'\n"
    )

    replay = replay_run(original=original, version=version)

    assert replay.replay["verdict"] == "stopped"
    assert replay.replay["stopped"]["step"] == "manager"
    assert "записано: отклонить" in replay.replay["stopped"]["why"]
    assert '"days"' in replay.replay["stopped"]["diff"]


def test_a_stopped_replay_names_each_decision_as_the_controllers_page_does() -> None:
    from handoffs.models import ConfirmationRequest, HandoffTicket
    from runs.replay import _DECISION_LABELS

    choices = [*HandoffTicket.Decision.choices, *ConfirmationRequest.Decision.choices]
    assert {value: str(label) for value, label in choices} == {
        value: str(label) for value, label in _DECISION_LABELS.items()
    }
