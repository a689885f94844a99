"""A failed step inside a parallel branch goes to a controller; a retry re-runs that branch."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model

from catalog.models import Solution
from catalog.services import solution_install
from handoffs.models import HandoffTicket
from handoffs.services import handoff_retry
from runs.models import RunStatus
from runs.services import run_drive, run_start
from svaya.stand.world import WORLD

ROOT = Path(__file__).resolve().parents[2]
ROUTE = ROOT / "tests" / "data" / "solutions" / "durability-check"
SAMPLE = ROOT / "catalog/solutions/credit-application-response/samples/clear-applicant.json"

# Outside a transaction: on Postgres both write paths (the ledger's statements begin and
# complete the steps, and a retried step's begin falls back to the ORM), and on SQLite.
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def world():
    WORLD.reset()
    yield WORLD
    WORLD.reset()


def test_a_retried_branch_step_runs_again_and_the_join_completes(
    installation, world, ledger_path
) -> None:
    solution_install(path=ROUTE)
    solution = Solution.objects.get(slug="durability-check")
    fields = set(solution.current_version.spec["inputs"]["properties"])
    inputs = {k: v for k, v in json.loads(SAMPLE.read_text("utf-8")).items() if k in fields}
    world.configure(faults={"registry.tax_income": {"fail_status": 503, "fail_times": 3}})

    run = run_drive(run_id=run_start(solution=solution, inputs=inputs, enqueue=False).pk)
    assert run.status == RunStatus.WAITING
    ticket = HandoffTicket.objects.get(run=run)
    assert (ticket.retry_step, ticket.point, ticket.reason) == (
        "income",
        "answer-review",
        "step_failed",
    )

    controller = get_user_model().objects.create_user("controller")
    controller.groups.add(ticket.queue.group)
    handoff_retry(ticket_id=ticket.pk, user=controller, reason="реестр снова доступен")
    run = run_drive(run_id=run.pk)

    assert run.status == RunStatus.COMPLETED, run.outcome_detail
    income = run.steps.get(step_id="income")
    assert list(income.attempts.values_list("number", "status")) == [
        (1, "exhausted"),
        (2, "succeeded"),
    ]
    assert run.steps.get(step_id="gathered").status == "completed"
