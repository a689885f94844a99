"""Personas and queue items for the controllers' interfaces.

Queue A is `fraud-controllers` (the credit solution's handoff point), queue B is
`portal-operators` (the portal solution's confirmation point). The items built here stand
still (no run is driven); the end-to-end tests drive real runs on the in-process stand.
"""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest
from django.test import Client

from catalog.models import Role, Solution
from catalog.services import SOLUTIONS_DIR
from handoffs.models import ConfirmationRequest, HandoffTicket
from handoffs.services import queue_for
from journal.services import journal_line
from runs.models import Run
from runs.services import run_drive, run_start
from tests.catalog.factories import AttemptFactory, RunFactory, StepRunFactory, UserFactory

QUEUE_A, QUEUE_B = "fraud-controllers", "portal-operators"
PASSWORD = "not-a-real-password"

FORM = {
    "form_code": "UV-1",
    "fields": [
        {"code": "org_name", "value": "ООО «Северный терминал»"},
        {"code": "org_inn", "value": "7805216340"},
    ],
}


def _controller(username: str, queue: str) -> Any:
    user = UserFactory(username=username, is_staff=True)
    user.groups.add(queue_for(code=queue).group)
    return user


@pytest.fixture
def administrator(db: Any) -> Any:
    return UserFactory(username="admin-anna", is_staff=True, is_superuser=True)


@pytest.fixture
def controller_a(db: Any) -> Any:
    return _controller("kirill-fraud", QUEUE_A)


@pytest.fixture
def colleague_a(db: Any) -> Any:
    return _controller("vera-fraud", QUEUE_A)


@pytest.fixture
def controller_b(db: Any) -> Any:
    return _controller("pavel-portal", QUEUE_B)


@pytest.fixture
def outsider(db: Any) -> Any:
    """Staff (may open admin at all), but in no queue."""
    return UserFactory(username="outsider-olga", is_staff=True)


def client_for(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def basic_client(user: Any) -> Client:
    token = base64.b64encode(f"{user.username}:{PASSWORD}".encode()).decode()
    return Client(HTTP_AUTHORIZATION=f"Basic {token}")


def _run(slug: str, role: str, step_id: str, kind: str) -> tuple[Run, Any]:
    version = Solution.objects.get(slug=slug).current_version
    run = RunFactory(
        version=version, role=Role.objects.get(code=role), status="waiting", current_step=step_id
    )
    return run, StepRunFactory(run=run, step_id=step_id, kind=kind, status="waiting")


@pytest.fixture
def ticket_a(installation: Any) -> HandoffTicket:
    """Passes ran out in fraud-check attempt 2; attempt 1 left lines that must not show."""
    run, step = _run("credit-application-response", "credit_officer", "fraud-check", "agent")
    AttemptFactory(step_run=step, number=1, status="exhausted")
    attempt = AttemptFactory(step_run=step, number=2, status="exhausted")
    lines = [
        ("pass", 1, 1, {"outcome": "tool_calls", "tools": ["bureau.credit_history"]}),
        ("llm.call", 2, 1, {"tier": "cheap", "model": "stand-cheap", "empty": False}),
        ("tool.call", 2, 1, {"tool": "bank.fraud_check", "status": "finished"}),
        ("pass", 2, 1, {"outcome": "tool_calls", "tools": ["bank.fraud_check"]}),
        ("pass", 2, 2, {"outcome": "empty_turn"}),
    ]
    for kind, attempt_no, pass_no, data in lines:
        journal_line(
            run_id=run.pk,
            kind=kind,
            step_id="fraud-check",
            attempt_no=attempt_no,
            pass_no=pass_no,
            **data,
        ).save()
    return HandoffTicket.objects.create(
        run=run,
        step_run=step,
        attempt=attempt,
        point="fraud-review",
        queue=queue_for(code=QUEUE_A),
        reason="passes_exhausted",
        detail="5 passes used without a result",
        retry_step="fraud-check",
    )


@pytest.fixture
def confirmation_b(installation: Any) -> ConfirmationRequest:
    run, step = _run("portal-submission-from-document", "portal_filer", "confirm-submit", "confirm")
    AttemptFactory(step_run=step, number=1, status="waiting")
    return ConfirmationRequest.objects.create(
        run=run,
        step_run=step,
        point="submit-form",
        queue=queue_for(code=QUEUE_B),
        payload=FORM,
    )


def drive_sample(slug: str, sample: str) -> Run:
    """A real run of a catalog sample, advanced in this process on the stand until it waits."""
    path = SOLUTIONS_DIR / slug / "samples" / f"{sample}.json"
    inputs = json.loads(path.read_text(encoding="utf-8"))
    solution = Solution.objects.get(slug=slug)
    run = run_start(solution=solution, inputs=inputs, sample=sample, enqueue=False)
    return run_drive(run_id=run.pk)
