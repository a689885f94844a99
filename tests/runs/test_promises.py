"""Issue 12 in the runs app: the timebox asks a person, a narrowed model route stops a step
at run time, a run that cannot run is refused at the start, a failed run leaves nothing
running."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone
from rest_framework.test import APIClient

from catalog.models import Destination, Role, Solution
from catalog.services import solution_install
from catalog.versions import version_spec
from handoffs.models import HandoffTicket
from handoffs.services import handoff_retry
from journal.models import JournalLine
from runs.ledger import DjangoLedger, Lease
from runs.models import LLMCall, Run, RunStatus, StepStatus
from runs.services import apply_outcome, run_claim, run_drive, run_start, step_begin
from svaya.engine.outcomes import Done
from svaya.stand.world import WORLD

ROOT = Path(__file__).resolve().parents[2]
ROUTE = ROOT / "tests" / "data" / "solutions" / "durability-check"
SAMPLE = ROOT / "catalog/solutions/credit-application-response/samples/clear-applicant.json"

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    WORLD.reset()
    yield WORLD
    WORLD.reset()


@pytest.fixture
def route(installation: Any, world: Any) -> Solution:
    solution_install(path=ROUTE)
    return Solution.objects.get(slug="durability-check")


def _inputs(solution: Solution) -> dict[str, Any]:
    fields = set(solution.current_version.spec["inputs"]["properties"])
    return {k: v for k, v in json.loads(SAMPLE.read_text("utf-8")).items() if k in fields}


def _started(solution: Solution) -> Run:
    return run_start(solution=solution, inputs=_inputs(solution), enqueue=False)


# --- the task's timebox ---------------------------------------------------------------------


def test_a_run_past_its_timebox_asks_a_person_instead_of_failing(route: Solution) -> None:
    run = _started(route)
    Run.objects.filter(pk=run.pk).update(deadline=timezone.now() - timezone.timedelta(seconds=1))

    run = run_drive(run_id=run.pk)

    assert run.status == RunStatus.WAITING
    ticket = HandoffTicket.objects.get(run=run)
    assert (ticket.reason, ticket.point, ticket.retry_step) == (
        "time_budget",
        "answer-review",
        "screen",
    )
    assert LLMCall.objects.filter(attempt__step_run__run=run).count() == 0
    line = JournalLine.objects.get(run=run, kind="handoff.opened")
    assert (
        "the task's timebox" in line.data["detail"]
        and "SVAYA_TASK_TIMEBOX_S" in line.data["detail"]
    )


def test_a_controller_retry_past_the_timebox_gives_the_task_a_new_one(route: Solution) -> None:
    run = _started(route)
    Run.objects.filter(pk=run.pk).update(deadline=timezone.now() - timezone.timedelta(seconds=1))
    run = run_drive(run_id=run.pk)
    ticket = HandoffTicket.objects.get(run=run)
    controller = get_user_model().objects.create_user("controller")
    controller.groups.add(ticket.queue.group)

    handoff_retry(ticket_id=ticket.pk, user=controller, reason="продолжить")
    run = run_drive(run_id=run.pk)

    assert run.status == RunStatus.COMPLETED, run.outcome_detail
    assert JournalLine.objects.filter(run=run, kind="run.timebox_renewed").count() == 1


# --- the model's destination at every call ---------------------------------------------------


def test_a_model_route_narrowed_after_install_stops_the_step_at_its_handoff_point(
    route: Solution,
) -> None:
    run = _started(route)
    provider = Destination.objects.get(code="llm.provider")
    provider.allowed_classes.remove(*provider.allowed_classes.filter(code="bank.secret"))

    run = run_drive(run_id=run.pk)

    assert run.status == RunStatus.WAITING
    assert LLMCall.objects.filter(attempt__step_run__run=run).count() == 0  # nothing was sent
    ticket = HandoffTicket.objects.get(run=run)
    assert (ticket.reason, ticket.point) == ("guard", "answer-review")
    assert "no longer allows bank.secret" in ticket.detail
    refusal = JournalLine.objects.get(run=run, kind="pass", step_id="screen")
    assert refusal.data["outcome"] == "model_refused"
    assert refusal.data["destination"] == "llm.provider"
    assert refusal.data["classes"] == ["bank.secret"]


# --- refuse at the start what cannot run -----------------------------------------------------


@pytest.fixture
def clerk(route: Solution) -> Role:
    """A role with the right to every tool of the route but one."""
    officer = Role.objects.get(code="credit_officer")
    clerk = Role.objects.create(code="clerk", title="Операционист")
    clerk.tools.set(officer.tools.exclude(name="crm.send_answer"))
    return clerk


def test_the_api_refuses_a_run_whose_role_lacks_a_right_the_route_needs(
    route: Solution, clerk: Role
) -> None:
    user = get_user_model().objects.create_superuser("starter", password="x")
    client = APIClient()
    client.force_authenticate(user)

    response = client.post(
        "/api/runs/",
        {"solution": route.slug, "inputs": _inputs(route), "role": "clerk"},
        format="json",
    )

    assert response.status_code == 400, response.content
    assert response.json()["missing_rights"] == ["crm.send_answer"]
    assert "has no right to crm.send_answer" in response.json()["role"][0]
    assert not Run.objects.exists()


def test_start_run_exits_1_naming_the_missing_right(
    route: Solution, clerk: Role, tmp_path: Path
) -> None:
    inputs = tmp_path / "inputs.json"
    inputs.write_text(json.dumps(_inputs(route)), encoding="utf-8")

    with pytest.raises(CommandError) as refused:
        call_command("start_run", route.slug, "--inputs", str(inputs), "--role", "clerk")

    assert refused.value.returncode == 1
    assert "has no right to crm.send_answer" in str(refused.value)
    assert not Run.objects.exists()


# --- a failed run leaves no step running -----------------------------------------------------


def test_a_failed_run_leaves_no_step_running_not_even_its_parallel_step(
    route: Solution, world: Any
) -> None:
    # bank.scoring declares no on_failure: a rejected call fails the run inside the branch.
    world.configure(faults={"bank.scoring": {"fail_status": 422}})

    run = run_drive(run_id=_started(route).pk)

    assert run.status == RunStatus.FAILED
    assert not run.steps.filter(status=StepStatus.RUNNING).exists()
    assert run.steps.get(step_id="gather").status == StepStatus.FAILED
    line = JournalLine.objects.get(run=run, kind="run.failed")
    assert "gather" in line.data["stopped_steps"]


# --- a verdict is applied only on the state it was made on ------------------------------------


def test_a_verdict_whose_inputs_changed_before_it_is_applied_is_not_applied(
    route: Solution,
) -> None:
    run = _started(route)
    assert run_claim(run_id=run.pk, worker="w")
    step = version_spec(run.version_id).step("screen")
    step_run, attempt, fresh = step_begin(run=run, step=step, branch="")
    ledger = DjangoLedger(
        attempt, run.pk, step.id, Lease(Run, run.pk, "w", settings.SVAYA_LEASE_SECONDS), fresh=fresh
    )
    # The verdict was made; meanwhile someone changed the run's inputs in the database.
    Run.objects.filter(pk=run.pk).update(inputs={**run.inputs, "amount": 1})
    verdict = Done({"verdict": {"eligible": True, "reason": "ok"}}, provenance=1)

    goes_on = apply_outcome(
        run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, outcome=verdict
    )

    assert goes_on is False
    assert run.steps.get(step_id="screen").status == StepStatus.WAITING  # not completed
    ticket = HandoffTicket.objects.get(run=run)
    assert (ticket.reason, ticket.point) == ("guard", "answer-review")
    line = JournalLine.objects.get(run=run, kind="handoff.opened")
    assert "verdict not applied: the run's inputs changed" in line.data["detail"]
    assert not JournalLine.objects.filter(run=run, kind="step.completed").exists()
