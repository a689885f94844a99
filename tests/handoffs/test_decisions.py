"""Claims and decisions under contention: one controller per item, one transaction per decision."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from django.core.exceptions import ValidationError
from django.db import connection

from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus
from handoffs.services import item_claim
from journal.models import JournalLine
from runs import decisions
from tests.handoffs.conftest import client_for

API = "/api/controller"


@pytest.mark.django_db
def test_two_controllers_cannot_claim_one_ticket(
    controller_a: Any, colleague_a: Any, ticket_a: HandoffTicket
) -> None:
    url = f"{API}/tickets/{ticket_a.pk}/claim/"
    won = client_for(controller_a).post(url)
    lost = client_for(colleague_a).post(url)

    assert won.status_code == 200
    assert lost.status_code == 409
    assert lost.json() == {
        "detail": f"Элемент в работе у контролера {controller_a.username}: "
        "дождитесь, пока он его освободит.",
        "code": "claimed_by_other",
    }
    ticket_a.refresh_from_db()
    assert ticket_a.assignee == controller_a


@pytest.mark.django_db(transaction=True)
def test_simultaneous_claims_have_exactly_one_winner(
    controller_a: Any, colleague_a: Any, ticket_a: HandoffTicket
) -> None:
    start, results = threading.Barrier(2), {}

    def claim(user: Any) -> None:
        try:
            start.wait()
            item_claim(model=HandoffTicket, pk=ticket_a.pk, user=user)
            results[user.username] = "won"
        except ValidationError as exc:
            results[user.username] = str(exc.code)
        finally:
            connection.close()

    threads = [threading.Thread(target=claim, args=(u,)) for u in (controller_a, colleague_a)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(results.values()) == ["claimed_by_other", "won"]
    winner = next(name for name, result in results.items() if result == "won")
    ticket_a.refresh_from_db()
    assert ticket_a.assignee.username == winner
    assert JournalLine.objects.filter(kind="handoff.claimed").count() == 1


def _fail_after(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """The run's state change happens (runs.decisions, the run's side of every decision), then
    the transaction fails before it commits."""
    real = getattr(decisions, name)

    def then_fail(**kwargs: Any) -> None:
        real(**kwargs)
        raise RuntimeError("the connection dropped before commit")

    monkeypatch.setattr(decisions, name, then_fail)


@pytest.mark.django_db
def test_a_termination_and_the_runs_end_commit_together(
    controller_a: Any, ticket_a: HandoffTicket, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = client_for(controller_a)
    url = f"{API}/tickets/{ticket_a.pk}/terminate/"
    _fail_after(monkeypatch, "run_finish")

    with pytest.raises(RuntimeError):
        client.post(url, {"reason": "мошенничество подтверждено"})
    ticket_a.refresh_from_db()
    ticket_a.run.refresh_from_db()
    assert (ticket_a.status, ticket_a.decision, ticket_a.run.status) == ("open", "", "waiting")
    assert not ticket_a.run.journal.filter(kind__in=["handoff.terminated", "run.terminated"])

    monkeypatch.undo()
    assert client.post(url, {"reason": "мошенничество подтверждено"}).status_code == 200
    ticket_a.refresh_from_db()
    ticket_a.run.refresh_from_db()
    assert (ticket_a.decision, ticket_a.run.status) == ("terminate", "terminated")


@pytest.mark.django_db
def test_an_approval_and_the_runs_resumption_commit_together(
    controller_b: Any, confirmation_b: ConfirmationRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fail_after(monkeypatch, "run_resume")

    with pytest.raises(RuntimeError):
        client_for(controller_b).post(f"{API}/confirmations/{confirmation_b.pk}/approve/")
    confirmation_b.refresh_from_db()
    confirmation_b.run.refresh_from_db()
    assert (confirmation_b.status, confirmation_b.run.status) == (ItemStatus.OPEN, "waiting")
    assert confirmation_b.run.current_step == "confirm-submit"
    assert not confirmation_b.run.journal.filter(kind="confirmation.approved").exists()
