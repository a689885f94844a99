"""Real runs of the catalog samples, driven in this process on the stand, decided through the
controllers' API (and once through admin)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.contrib.auth.models import Permission

from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus
from runs.models import Pass, Run, RunStatus, StepRun
from runs.services import run_drive
from svaya.stand.world import WORLD
from tests.handoffs.conftest import QUEUE_A, QUEUE_B, client_for, drive_sample

pytestmark = [pytest.mark.django_db, pytest.mark.both_databases]  # SQLite too: make test

API = "/api/controller"
CREDIT, PORTAL = "credit-application-response", "portal-submission-from-document"


@pytest.fixture
def world() -> Iterator[Any]:
    WORLD.reset()
    yield WORLD
    WORLD.reset()


def _passes(run: Run, attempt: int) -> list[int]:
    step = StepRun.objects.get(run=run, step_id="fraud-check")
    rows = Pass.objects.filter(attempt__step_run=step, attempt__number=attempt)
    return list(rows.order_by("number").values_list("number", flat=True))


@pytest.fixture
def endless_chain(installation: Any) -> Run:
    return drive_sample(CREDIT, "endless-chain")


def test_the_non_converging_applicant_lands_in_the_fraud_review_queue(
    controller_a: Any, controller_b: Any, endless_chain: Run
) -> None:
    items = client_for(controller_a).get(f"{API}/items/").json()

    assert endless_chain.status == RunStatus.WAITING
    assert [(i["type"], i["queue"], i["point"], i["reason"], i["run"]) for i in items] == [
        ("ticket", QUEUE_A, "fraud-review", "passes_exhausted", endless_chain.pk)
    ]
    ticket = client_for(controller_a).get(f"{API}/tickets/{items[0]['id']}/").json()
    passes = [r["pass_no"] for r in ticket["journal"] if r["kind"] == "pass"]
    assert (ticket["step"], ticket["attempt"], passes) == ("fraud-check", 1, [1, 2, 3, 4, 5])
    assert any(
        r["kind"] == "tool.call" and r["tool"].startswith("bank.") for r in ticket["journal"]
    )
    assert client_for(controller_b).get(f"{API}/items/").json() == []


@pytest.fixture
def retried(controller_a: Any, endless_chain: Run) -> tuple[Run, HandoffTicket, HandoffTicket]:
    """The first ticket retried through the API, then the run advanced again in-process."""
    first = HandoffTicket.objects.get(run=endless_chain)
    url = f"{API}/tickets/{first.pk}/retry/"
    response = client_for(controller_a).post(url, {"reason": "банк обновил данные"})
    assert response.status_code == 200, response.content
    assert response.json()["run_status"] == RunStatus.QUEUED
    run = run_drive(run_id=endless_chain.pk)
    first.refresh_from_db()
    return run, first, HandoffTicket.objects.exclude(pk=first.pk).get(run=run)


def test_a_retry_runs_a_new_attempt_from_pass_one(
    controller_a: Any, retried: tuple[Run, HandoffTicket, HandoffTicket]
) -> None:
    run, first, again = retried

    assert _passes(run, 1) == [1, 2, 3, 4, 5]
    second = run.journal.filter(step_id="fraud-check", attempt_no=2, pass_no__isnull=False)
    assert min(second.values_list("pass_no", flat=True)) == 1
    assert (first.status, first.decision, first.decided_by) == ("resolved", "retry", controller_a)
    assert (again.status, again.attempt.number, again.queue.code) == ("open", 2, QUEUE_A)
    assert run.status == RunStatus.WAITING
    retry_line = run.journal.get(kind="handoff.retry")
    assert (retry_line.actor, retry_line.data["reason"]) == (controller_a, "банк обновил данные")
    listed = client_for(controller_a).get(f"{API}/items/").json()
    assert [i["id"] for i in listed] == [again.pk]


def test_a_retried_loop_runs_its_passes_again_and_runs_out_again(
    retried: tuple[Run, HandoffTicket, HandoffTicket],
) -> None:
    run, _, again = retried

    assert _passes(run, 2) == [1, 2, 3, 4, 5]
    assert again.reason == "passes_exhausted"


def test_terminate_ends_the_run_with_the_controllers_reason(
    controller_a: Any, endless_chain: Run
) -> None:
    ticket = HandoffTicket.objects.get(run=endless_chain)
    reason = "Признаки дробления займа, заявку не рассматриваем"

    response = client_for(controller_a).post(
        f"{API}/tickets/{ticket.pk}/terminate/", {"reason": reason}
    )
    assert response.status_code == 200, response.content
    run = run_drive(run_id=endless_chain.pk)

    assert (run.status, run.outcome, run.outcome_detail) == ("terminated", "terminated", reason)
    line = run.journal.get(kind="run.terminated")
    assert (line.actor, line.data["detail"]) == (controller_a, reason)
    decision = run.journal.get(kind="handoff.terminated")
    assert (decision.actor, decision.data) == (
        controller_a,
        {"ticket": ticket.pk, "reason": reason},
    )


def test_a_route_handoff_shows_what_the_fraud_check_saw(
    installation: Any, controller_a: Any
) -> None:
    run = drive_sample(CREDIT, "linked-accounts")
    ticket = HandoffTicket.objects.get(run=run)
    body = client_for(controller_a).get(f"{API}/tickets/{ticket.pk}/").json()

    assert (body["reason"], body["step"], body["retry_step"]) == (
        "route",
        "manual-review",
        "fraud-check",
    )
    steps = {row["step"] for row in body["journal"]}
    assert steps == {"fraud-check", "manual-review"}
    assert any(row["tool"] == "bank.linked_account" for row in body["journal"])


# -- the portal form ----------------------------------------------------------------------
@pytest.fixture
def waiting_form(installation: Any, world: Any) -> ConfirmationRequest:
    run = drive_sample(PORTAL, "counterparty-card")
    assert run.status == RunStatus.WAITING
    return ConfirmationRequest.objects.get(run=run)


def _sent(world: Any) -> list[dict[str, Any]]:
    return world.applied("portal.submit_form")


def test_the_portal_form_is_sent_only_after_approval(
    controller_b: Any, waiting_form: ConfirmationRequest, world: Any
) -> None:
    # The operator checks the form against the document: they may read personal values.
    controller_b.user_permissions.add(
        Permission.objects.get(codename="view_personal_values", content_type__app_label="handoffs")
    )
    client = client_for(controller_b)
    shown = client.get(f"{API}/confirmations/{waiting_form.pk}/").json()

    assert shown["queue"] == QUEUE_B
    assert shown["payload"]["form_code"] == "UV-1"
    assert "portal.submit_form" not in world.stats()["calls"]
    assert _sent(world) == []

    response = client.post(f"{API}/confirmations/{waiting_form.pk}/approve/", {})
    assert response.status_code == 200, response.content
    assert _sent(world) == []  # the decision only queues the run; the step sends
    run = run_drive(run_id=waiting_form.run_id)

    assert run.status == RunStatus.COMPLETED
    sent = _sent(world)
    assert len(sent) == 1
    assert sent[0]["fields"] == {f["code"]: f["value"] for f in shown["payload"]["fields"]}
    assert world.stats()["calls"]["portal.submit_form"] == 1


def test_a_rejected_form_never_reaches_the_portal(
    controller_b: Any, waiting_form: ConfirmationRequest, world: Any
) -> None:
    url = f"{API}/confirmations/{waiting_form.pk}/reject/"
    response = client_for(controller_b).post(url, {"reason": "ИНН не совпадает с договором"})
    assert response.status_code == 200, response.content
    run = run_drive(run_id=waiting_form.run_id)

    assert (run.status, run.outcome) == ("terminated", "rejected")
    assert run.outcome_detail == "ИНН не совпадает с договором"
    # Nothing of the ended run still waits: the confirmation step and its attempt are closed.
    step = StepRun.objects.get(run=run, step_id=waiting_form.step_run.step_id)
    attempt = step.attempts.get()
    assert (step.status, attempt.status, attempt.outcome) == ("failed", "failed", "rejected")
    assert run.journal.get(kind="run.terminated").data["stopped_steps"] == [step.step_id]
    assert _sent(world) == []
    assert "portal.submit_form" not in world.stats()["calls"]


def test_approving_in_admin_sends_the_form_once(
    controller_b: Any, waiting_form: ConfirmationRequest, world: Any
) -> None:
    url = f"/admin/handoffs/confirmationrequest/{waiting_form.pk}/decide/approve/"
    assert client_for(controller_b).post(url, {"reason": "сверено"}).status_code == 302
    run = run_drive(run_id=waiting_form.run_id)

    assert run.status == RunStatus.COMPLETED
    assert len(_sent(world)) == 1
    waiting_form.refresh_from_db()
    assert (waiting_form.status, waiting_form.decided_by) == (ItemStatus.RESOLVED, controller_b)
