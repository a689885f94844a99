"""The controllers' queues in admin: who sees what, the pages, and actions through services."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone

from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus
from handoffs.services import queue_for
from tests.handoffs.conftest import QUEUE_A, client_for

pytestmark = pytest.mark.django_db

TICKETS = "/admin/handoffs/handoffticket/"
CONFIRMATIONS = "/admin/handoffs/confirmationrequest/"


def _listed(client: Client, url: str) -> list[int]:
    response = client.get(url)
    assert response.status_code == 200, response.status_code
    return sorted(obj.pk for obj in response.context["cl"].result_list)


# -- who sees what --------------------------------------------------------------------------
def test_a_controller_sees_only_their_queues_items(
    controller_a: Any, controller_b: Any, ticket_a: HandoffTicket, confirmation_b: Any
) -> None:
    a, b = client_for(controller_a), client_for(controller_b)

    assert _listed(a, TICKETS) == [ticket_a.pk]
    assert _listed(a, CONFIRMATIONS) == []
    assert _listed(b, TICKETS) == []
    assert _listed(b, CONFIRMATIONS) == [confirmation_b.pk]


def test_the_queue_filter_offers_only_the_controllers_queues(
    controller_a: Any, ticket_a: HandoffTicket, confirmation_b: Any
) -> None:
    html = client_for(controller_a).get(TICKETS).content.decode()

    assert f"?queue={ticket_a.queue_id}" in html
    assert f"?queue={confirmation_b.queue_id}" not in html


def test_a_superuser_sees_every_queue(
    administrator: Any, ticket_a: HandoffTicket, confirmation_b: Any
) -> None:
    client = client_for(administrator)

    assert _listed(client, TICKETS) == [ticket_a.pk]
    assert _listed(client, CONFIRMATIONS) == [confirmation_b.pk]


def test_an_outsider_gets_403(outsider: Any, ticket_a: HandoffTicket) -> None:
    client = client_for(outsider)

    assert client.get(TICKETS).status_code == 403
    assert client.get(f"{TICKETS}{ticket_a.pk}/change/").status_code == 403
    assert client.post(f"{TICKETS}{ticket_a.pk}/decide/claim/").status_code == 403
    assert "Контролеры" not in client.get("/admin/").content.decode()


def test_an_anonymous_visitor_is_sent_to_the_login(ticket_a: HandoffTicket) -> None:
    response = Client().get(f"{TICKETS}{ticket_a.pk}/change/")

    assert response.status_code == 302
    assert "/admin/login/" in response["Location"]


@pytest.mark.parametrize("action", ["claim", "release", "retry", "terminate"])
def test_another_queues_ticket_is_404_on_every_page(
    controller_b: Any, ticket_a: HandoffTicket, action: str
) -> None:
    client = client_for(controller_b)

    assert client.get(f"{TICKETS}{ticket_a.pk}/change/").status_code == 404
    assert client.get(f"{TICKETS}{ticket_a.pk}/decide/{action}/").status_code == 404
    response = client.post(f"{TICKETS}{ticket_a.pk}/decide/{action}/", {"reason": "не мое"})
    assert response.status_code == 404
    ticket_a.refresh_from_db()
    assert (ticket_a.status, ticket_a.assignee_id) == (ItemStatus.OPEN, None)


@pytest.mark.parametrize("action", ["claim", "release", "approve", "reject"])
def test_another_queues_confirmation_is_404_on_every_page(
    controller_a: Any, confirmation_b: ConfirmationRequest, action: str
) -> None:
    client = client_for(controller_a)
    url = f"{CONFIRMATIONS}{confirmation_b.pk}/"

    assert client.get(f"{url}change/").status_code == 404
    assert client.post(f"{url}decide/{action}/", {"reason": "не мое"}).status_code == 404
    confirmation_b.refresh_from_db()
    assert confirmation_b.status == ItemStatus.OPEN


def test_a_superuser_outside_the_queue_may_look_but_not_decide(
    administrator: Any, ticket_a: HandoffTicket
) -> None:
    client = client_for(administrator)
    page = client.get(f"{TICKETS}{ticket_a.pk}/change/")

    assert page.status_code == 200
    assert "decide/claim/" not in page.content.decode()
    assert "Решать может только участник очереди" in page.content.decode()
    response = client.post(f"{TICKETS}{ticket_a.pk}/decide/terminate/", {"reason": "проверка"})
    assert response.status_code == 403
    ticket_a.refresh_from_db()
    assert ticket_a.status == ItemStatus.OPEN


@pytest.mark.parametrize("persona", ["administrator", "controller_a"])
def test_nothing_is_added_edited_or_deleted_in_admin(
    persona: str, ticket_a: HandoffTicket, request: pytest.FixtureRequest
) -> None:
    client = client_for(request.getfixturevalue(persona))
    page = client.get(f"{TICKETS}{ticket_a.pk}/change/")

    assert 'name="_save"' not in page.content.decode()
    assert client.get(f"{TICKETS}add/").status_code == 403
    edit = {"status": "resolved", "decision": "retry", "assignee": ""}
    assert client.post(f"{TICKETS}{ticket_a.pk}/change/", edit).status_code == 403
    assert client.post(f"{TICKETS}{ticket_a.pk}/delete/", {"post": "yes"}).status_code == 403
    ticket_a.refresh_from_db()
    assert (ticket_a.status, ticket_a.decision) == (ItemStatus.OPEN, "")


# -- the pages ------------------------------------------------------------------------------
def test_the_ticket_page_shows_where_why_and_what_the_loop_saw(
    controller_a: Any, ticket_a: HandoffTicket
) -> None:
    html = client_for(controller_a).get(f"{TICKETS}{ticket_a.pk}/change/").content.decode()

    for expected in (
        f"#{ticket_a.run_id} credit-application-response",
        "fraud-check",
        "fraud-review",
        "кончились проходы",
        "израсходовано проходов без результата: 5",
        "Что видел цикл",
        "вызов инструмента",
        "bank.fraud_check",
        "пустой ответ модели",
        "вызваны инструменты",
        "завершен",
    ):
        assert expected in html, expected
    for code in ("5 passes used without a result", "empty_turn", "tool_calls", "finished"):
        assert code not in html, code
    assert "bureau.credit_history" not in html  # attempt 1's line: another attempt
    assert "decide/claim/" in html and "decide/terminate/" in html


def test_the_confirmation_page_shows_the_filled_form(
    controller_b: Any, confirmation_b: ConfirmationRequest
) -> None:
    url = f"{CONFIRMATIONS}{confirmation_b.pk}/change/"
    html = client_for(controller_b).get(url).content.decode()

    assert "Что будет сделано после подтверждения" in html
    assert "<th>org_inn</th><td>7805216340</td>" in html
    assert "<th>org_name</th><td>ООО «Северный терминал»</td>" in html
    assert "<th>form_code</th><td>UV-1</td>" in html
    assert "задача будет прекращена, действие не выполнится" in html
    assert "decide/approve/" in html and "decide/reject/" in html


# -- filters --------------------------------------------------------------------------------
def _age(ticket: HandoffTicket, hours: float) -> None:
    created = timezone.now() - timedelta(hours=hours)
    HandoffTicket.objects.filter(pk=ticket.pk).update(created_at=created)


def _second_ticket(ticket: HandoffTicket, **changes: Any) -> HandoffTicket:
    other = HandoffTicket.objects.get(pk=ticket.pk)
    other.pk = None
    for name, value in changes.items():
        setattr(other, name, value)
    other.save()
    return other


def test_the_lists_filter_by_age_reason_status_and_queue(
    controller_a: Any, ticket_a: HandoffTicket
) -> None:
    older = _second_ticket(ticket_a, reason="route", status="claimed", assignee=controller_a)
    _age(older, 30)
    _age(ticket_a, 2)
    client = client_for(controller_a)

    assert _listed(client, f"{TICKETS}?age=hour") == []
    assert _listed(client, f"{TICKETS}?age=day") == [ticket_a.pk]
    assert _listed(client, f"{TICKETS}?age=older") == [older.pk]
    assert _listed(client, f"{TICKETS}?reason__exact=route") == [older.pk]
    assert _listed(client, f"{TICKETS}?status__exact=open") == [ticket_a.pk]
    queue = queue_for(code=QUEUE_A)
    assert _listed(client, f"{TICKETS}?queue={queue.pk}") == [ticket_a.pk, older.pk]


def test_a_foreign_queue_in_the_filter_shows_nothing(
    controller_b: Any, ticket_a: HandoffTicket
) -> None:
    assert _listed(client_for(controller_b), f"{TICKETS}?queue={ticket_a.queue_id}") == []


# -- actions through services ---------------------------------------------------------------
def test_claim_and_release_from_the_ticket_page(controller_a: Any, ticket_a: HandoffTicket) -> None:
    client = client_for(controller_a)

    response = client.post(f"{TICKETS}{ticket_a.pk}/decide/claim/")
    assert response.status_code == 302
    ticket_a.refresh_from_db()
    assert (ticket_a.status, ticket_a.assignee) == (ItemStatus.CLAIMED, controller_a)
    page = client.get(f"{TICKETS}{ticket_a.pk}/change/").content.decode()
    assert "decide/release/" in page and "decide/claim/" not in page

    client.post(f"{TICKETS}{ticket_a.pk}/decide/release/")
    ticket_a.refresh_from_db()
    assert (ticket_a.status, ticket_a.assignee) == (ItemStatus.OPEN, None)
    kinds = list(ticket_a.run.journal.values_list("kind", "actor__username"))
    assert ("handoff.claimed", controller_a.username) in kinds
    assert ("handoff.released", controller_a.username) in kinds


def test_terminate_asks_for_a_reason_first(controller_a: Any, ticket_a: HandoffTicket) -> None:
    client = client_for(controller_a)
    url = f"{TICKETS}{ticket_a.pk}/decide/terminate/"

    assert client.get(url).status_code == 200
    refused = client.post(url, {"reason": ""})
    assert refused.status_code == 200
    assert "Укажите причину" in refused.content.decode()
    ticket_a.refresh_from_db()
    assert ticket_a.status == ItemStatus.OPEN

    done = client.post(url, {"reason": "Заявитель отозвал заявку"})
    assert done.status_code == 302
    ticket_a.refresh_from_db()
    ticket_a.run.refresh_from_db()
    assert (ticket_a.decision, ticket_a.decided_by) == ("terminate", controller_a)
    assert (ticket_a.run.status, ticket_a.run.outcome_detail) == (
        "terminated",
        "Заявитель отозвал заявку",
    )


def test_a_colleagues_claim_blocks_the_decision_with_a_message(
    controller_a: Any, colleague_a: Any, ticket_a: HandoffTicket
) -> None:
    client_for(colleague_a).post(f"{TICKETS}{ticket_a.pk}/decide/claim/")
    client = client_for(controller_a)

    page = client.get(f"{TICKETS}{ticket_a.pk}/change/").content.decode()
    assert f"В работе у контролера {colleague_a.username}" in page
    response = client.post(f"{TICKETS}{ticket_a.pk}/decide/retry/", {"reason": ""}, follow=True)
    assert "Элемент в работе у контролера" in response.content.decode()
    ticket_a.refresh_from_db()
    assert (ticket_a.assignee, ticket_a.decision) == (colleague_a, "")


def test_reject_and_approve_from_the_confirmation_page(
    controller_b: Any, confirmation_b: ConfirmationRequest
) -> None:
    client = client_for(controller_b)
    url = f"{CONFIRMATIONS}{confirmation_b.pk}/decide/"

    refused = client.post(f"{url}reject/", {"reason": " "})
    assert "Укажите причину" in refused.content.decode()
    assert client.post(f"{url}approve/", {"reason": ""}).status_code == 302
    confirmation_b.refresh_from_db()
    confirmation_b.run.refresh_from_db()
    assert (confirmation_b.decision, confirmation_b.decided_by) == ("approve", controller_b)
    assert (confirmation_b.run.status, confirmation_b.run.current_step) == ("queued", "submit")


def test_the_bulk_claim_action_takes_only_visible_items(
    controller_b: Any, ticket_a: HandoffTicket, confirmation_b: ConfirmationRequest
) -> None:
    client = client_for(controller_b)
    post = {"action": "claim_selected", "_selected_action": [confirmation_b.pk]}
    client.post(CONFIRMATIONS, post)
    client.post(TICKETS, {"action": "claim_selected", "_selected_action": [ticket_a.pk]})

    confirmation_b.refresh_from_db()
    ticket_a.refresh_from_db()
    assert confirmation_b.assignee == controller_b
    assert ticket_a.assignee is None
