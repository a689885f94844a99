"""Issue 12 with real Celery workers: a slow model meets the time budget, and an effect in
doubt retried by a controller reaches the world exactly once."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model

from catalog.models import Solution
from catalog.services import catalog_install, solution_install
from handoffs.models import HandoffTicket
from handoffs.services import handoff_retry, queue_for
from journal.models import JournalLine
from runs.models import Attempt, CallStatus, LLMCall, Run, RunStatus, ToolCall
from runs.services import run_start
from tests.workers.conftest import DURABILITY, ROOT, wait_for

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

BUDGET_CHECK = ROOT / "tests" / "data" / "solutions" / "budget-check"
SAMPLE = ROOT / "catalog/solutions/credit-application-response/samples/clear-applicant.json"
FIELDS = ("application_id", "applicant_name", "inn", "amount", "term_months", "monthly_income")
INPUTS = {k: v for k, v in json.loads(SAMPLE.read_text(encoding="utf-8")).items() if k in FIELDS}


def _installed(path) -> Solution:
    catalog_install()
    installed = solution_install(path=path)
    assert installed.version is not None, [str(p) for p in installed.report.problems]
    return Solution.objects.get(pk=installed.version.solution_id)


def _settled(run: Run, seconds: float = 60) -> Run:
    def probe() -> Run | None:
        run.refresh_from_db()
        final = {RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.TERMINATED, RunStatus.WAITING}
        return run if run.status in final else None

    return wait_for(probe, seconds, f"run {run.pk} did not settle")


def test_a_slow_model_past_the_budget_reaches_the_handoff_point_within_a_second_of_it(
    clean_broker, stand_factory, worker_factory
):
    solution = _installed(BUDGET_CHECK)
    # Both tiers answer after 10 s; the step's budget is 3 s, the tiers would wait 20 s.
    stand = stand_factory(model_faults={"*": {"delay_s": 10}})
    worker_factory(stand, "w1")
    run = run_start(solution=solution, inputs={"application_id": "APP-1", "amount": 100000})

    run = _settled(run, 30)

    assert run.status == RunStatus.WAITING  # a person is asked; the run is not failed
    ticket = HandoffTicket.objects.get(run=run)
    assert (ticket.reason, ticket.point) == ("time_budget", "late-review")
    assert "the step's time budget ran out" in ticket.detail
    attempt = Attempt.objects.get(step_run__run=run, step_run__step_id="look")
    budget_start = attempt.deadline.timestamp() - 3
    reached = ticket.created_at.timestamp() - budget_start
    print(f"budget 3 s: the handoff point was reached {reached:.2f} s after the step began")
    assert reached <= 3 + 1, f"the handoff point was reached {reached:.2f} s after the start"
    # The answer that came later was not waited for and not used: the call is lost, no cost,
    # no result; the fallback tier was not asked (nothing was left of the same budget).
    [call] = LLMCall.objects.filter(attempt=attempt)
    assert call.error_kind == "timeout" and call.without_cost and call.cost is None
    assert "an answer arriving later is lost, not used" in call.error
    assert not run.steps.filter(status="completed").exists()
    assert stand.stats()["requests"] == 1
    line = JournalLine.objects.get(run=run, kind="handoff.opened")
    assert line.data["reason"] == "time_budget"
    assert "the step's time budget ran out" in line.data["detail"]


def test_a_write_killed_mid_call_and_retried_by_a_controller_is_applied_once(
    clean_broker, stand_factory, worker_factory
):
    solution = _installed(DURABILITY)
    stand = stand_factory(world_faults={"crm.send_answer": {"delay_s": 3}})
    first = worker_factory(stand, "w1")
    run = run_start(solution=solution, inputs=dict(INPUTS))
    effect = ToolCall.objects.filter(attempt__step_run__run=run, tool="crm.send_answer")
    wait_for(lambda: effect.filter(status=CallStatus.STARTED).exists(), 40, "no write started")
    wait_for(
        lambda: "crm.send_answer" in stand.world_stats()["calls"], 20, "the write never arrived"
    )
    first.kill()  # SIGKILL while the system acts on the write
    worker_factory(stand, "w2")
    run = _settled(run)
    assert run.status == RunStatus.WAITING
    ticket = HandoffTicket.objects.get(run=run)
    assert (ticket.reason, ticket.point) == ("effect_in_doubt", "answer-review")
    wait_for(
        lambda: stand.world_stats()["effects"].get("crm.send_answer") == 1,
        10,
        "the world never applied the first write",
    )

    controller = get_user_model().objects.create(username="olga-answers", is_staff=True)
    controller.groups.add(queue_for(code="answer-controllers").group)
    handoff_retry(ticket_id=ticket.pk, user=controller, reason="проверить, ушел ли ответ")
    run = _settled(run)

    assert run.status == RunStatus.COMPLETED, run.outcome_detail
    in_doubt, retried = effect.order_by("attempt__number")
    assert (in_doubt.status, retried.status) == (CallStatus.IN_DOUBT, CallStatus.FINISHED)
    assert in_doubt.idempotency_key == retried.idempotency_key  # the effect's key, not the try's
    world = stand.world_stats()
    assert world["effects"]["crm.send_answer"] == 1  # applied exactly once
    assert world["idempotency_keys"] == {in_doubt.idempotency_key: 2}
    assert JournalLine.objects.filter(run=run, kind="handoff.retry").count() == 1
