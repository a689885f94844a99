"""Durable execution with real Celery workers on Redis and Postgres, killed with SIGKILL.

Every request the stand answered must be in the ledger: a recorded call is never made again,
a call in flight when its worker died is recorded as lost — so the stand's request counter
equals the number of LLMCall rows. A write effect killed mid-call goes to a controller.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from catalog.models import Solution
from catalog.services import catalog_install, solution_install
from handoffs.models import HandoffTicket
from journal.models import JournalLine
from runs.models import CallStatus, LLMCall, Run, RunStatus, ToolCall
from runs.services import run_start
from tests.workers.conftest import DURABILITY, ROOT, wait_for

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

SAMPLE = ROOT / "catalog/solutions/credit-application-response/samples/clear-applicant.json"
FIELDS = ("application_id", "applicant_name", "inn", "amount", "term_months", "monthly_income")
INPUTS = {k: v for k, v in json.loads(SAMPLE.read_text(encoding="utf-8")).items() if k in FIELDS}


@pytest.fixture
def route(clean_broker: None) -> Solution:
    catalog_install()
    installed = solution_install(path=DURABILITY)
    assert installed.version is not None, [str(p) for p in installed.report.problems]
    return Solution.objects.get(slug="durability-check")


def _start(solution: Solution) -> Run:
    return run_start(solution=solution, inputs=dict(INPUTS))


def _final(run: Run, seconds: float = 60) -> Run:
    def settled() -> Run | None:
        run.refresh_from_db()
        final = {RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.TERMINATED, RunStatus.WAITING}
        return run if run.status in final else None

    return wait_for(settled, seconds, f"run {run.pk} did not settle")


def _llm_rows(run: Run) -> Any:
    return LLMCall.objects.filter(attempt__step_run__run=run)


def test_a_route_of_every_kind_completes_on_a_real_worker(route, stand_factory, worker_factory):
    stand = stand_factory()
    worker_factory(stand, "w1")
    run = _final(_start(route))
    assert run.status == RunStatus.COMPLETED, run.outcome_detail
    steps = set(run.steps.values_list("step_id", flat=True))
    assert {"screen", "gather", "income", "scoring", "gathered", "gate"} <= steps
    assert len(steps & {"approve", "decline"}) == 1
    assert stand.stats()["requests"] == _llm_rows(run).count() == 1
    assert list(stand.world_stats()["idempotency_keys"].values()) == [1]


def test_a_worker_killed_during_a_model_call_leaves_a_lost_call_and_the_run_completes(
    route, stand_factory, worker_factory
):
    stand = stand_factory(model_faults={"stand-cheap": {"delay_s": 3}})
    first = worker_factory(stand, "w1")
    run = _start(route)
    wait_for(
        lambda: _llm_rows(run).filter(status=CallStatus.STARTED).exists(),
        30,
        "the model call never started",
    )
    # Kill while the model is generating (the stand has the request; the answer is not back).
    wait_for(lambda: stand.stats()["requests"] == 1, 20, "the call never reached the stand")
    first.kill()
    worker_factory(stand, "w2")
    run = _final(run)
    assert run.status == RunStatus.COMPLETED, run.outcome_detail
    rows = _llm_rows(run)
    assert rows.filter(status=CallStatus.LOST).count() == 1
    assert rows.filter(status=CallStatus.LOST, without_cost=True).count() == 1
    assert stand.stats()["requests"] == rows.count() == 2
    # A crash replays the same attempt (it is not a new attempt), and the journal says so.
    assert set(rows.values_list("attempt__number", flat=True)) == {1}
    assert JournalLine.objects.filter(run=run, kind="llm.lost", step_id="screen").count() == 1


def test_a_worker_killed_after_a_model_call_never_pays_for_it_again(
    route, stand_factory, worker_factory
):
    stand = stand_factory(world_faults={"registry.tax_income": {"delay_s": 3}})
    first = worker_factory(stand, "w1")
    run = _start(route)
    wait_for(
        lambda: _llm_rows(run).filter(status=CallStatus.FINISHED).exists(),
        30,
        "the model call never finished",
    )
    wait_for(lambda: run.branches.exists(), 30, "the run never forked")
    first.kill()
    worker_factory(stand, "w2")
    run = _final(run)
    assert run.status == RunStatus.COMPLETED, run.outcome_detail
    assert stand.stats()["requests"] == _llm_rows(run).count() == 1


def test_a_write_effect_killed_mid_call_goes_to_a_controller_as_in_doubt(
    route, stand_factory, worker_factory
):
    stand = stand_factory(world_faults={"crm.send_answer": {"delay_s": 3}})
    first = worker_factory(stand, "w1")
    run = _start(route)
    effect = ToolCall.objects.filter(attempt__step_run__run=run, tool="crm.send_answer")
    wait_for(
        lambda: effect.filter(status=CallStatus.STARTED).exists(),
        40,
        "the write effect never started",
    )
    # Kill while the system is acting on it (it has the request, the answer is not back).
    wait_for(
        lambda: "crm.send_answer" in stand.world_stats()["calls"],
        20,
        "the write effect never reached the system",
    )
    first.kill()
    worker_factory(stand, "w2")
    run = _final(run)
    assert run.status == RunStatus.WAITING
    ticket = HandoffTicket.objects.get(run=run)
    assert (ticket.reason, ticket.point) == ("effect_in_doubt", "answer-review")
    assert effect.get().status == CallStatus.IN_DOUBT
    wait_for(lambda: stand.world_stats()["idempotency_keys"], 10, "the world never saw the key")
    assert list(stand.world_stats()["idempotency_keys"].values()) == [1]
    assert stand.stats()["requests"] == _llm_rows(run).count()


def test_two_workers_never_advance_one_run_at_once(route, stand_factory, worker_factory):
    stand = stand_factory(model_faults={"stand-cheap": {"delay_s": 0.2}})
    worker_factory(stand, "w1")
    worker_factory(stand, "w2", beat=False)
    runs = [_start(route) for _ in range(6)]
    for run in runs:
        assert _final(run, 90).status == RunStatus.COMPLETED, run.outcome_detail
    total = LLMCall.objects.filter(attempt__step_run__run__in=runs).count()
    assert total == len(runs) == stand.stats()["requests"]
    keys = stand.world_stats()["idempotency_keys"]
    assert len(keys) == len(runs) and set(keys.values()) == {1}
