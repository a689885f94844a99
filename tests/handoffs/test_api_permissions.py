"""Every permission boundary of the controllers' API, with the four personas."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus
from tests.handoffs.conftest import QUEUE_A, QUEUE_B, basic_client, client_for

pytestmark = pytest.mark.django_db

API = "/api/controller"
TICKET_ACTIONS = ["claim", "release", "retry", "terminate"]
CONFIRMATION_ACTIONS = ["claim", "release", "approve", "reject"]


def _items(client: Client) -> list[dict[str, Any]]:
    response = client.get(f"{API}/items/")
    assert response.status_code == 200, response.content
    return response.json()


def test_a_controller_lists_only_the_open_items_of_their_queue(
    controller_a: Any, controller_b: Any, ticket_a: HandoffTicket, confirmation_b: Any
) -> None:
    mine = _items(client_for(controller_a))
    theirs = _items(client_for(controller_b))

    assert [(i["type"], i["id"], i["queue"]) for i in mine] == [("ticket", ticket_a.pk, QUEUE_A)]
    assert mine[0]["reason"] == "passes_exhausted"
    assert mine[0]["reason_label"] == "кончились проходы"
    assert mine[0]["run"] == ticket_a.run_id
    assert mine[0]["age_seconds"] >= 0
    assert [(i["type"], i["id"], i["queue"]) for i in theirs] == [
        ("confirmation", confirmation_b.pk, QUEUE_B)
    ]


def test_decided_items_leave_the_list(controller_a: Any, ticket_a: HandoffTicket) -> None:
    client = client_for(controller_a)
    client.post(f"{API}/tickets/{ticket_a.pk}/terminate/", {"reason": "дубликат заявки"})

    assert _items(client) == []


def test_an_administrator_sees_every_queue(
    administrator: Any, ticket_a: HandoffTicket, confirmation_b: Any
) -> None:
    items = _items(client_for(administrator))

    assert {(i["type"], i["id"]) for i in items} == {
        ("ticket", ticket_a.pk),
        ("confirmation", confirmation_b.pk),
    }


@pytest.mark.parametrize("path", ["items/", "tickets/{t}/", "confirmations/{c}/"])
def test_an_outsider_gets_403_and_no_data(
    outsider: Any, ticket_a: HandoffTicket, confirmation_b: Any, path: str
) -> None:
    url = f"{API}/" + path.format(t=ticket_a.pk, c=confirmation_b.pk)
    response = client_for(outsider).get(url)

    assert response.status_code == 403
    assert "очеред" in response.json()["detail"]
    assert ticket_a.detail not in response.content.decode()


def test_an_anonymous_caller_gets_401_with_a_challenge_browsers_do_not_prompt_for(
    ticket_a: HandoffTicket,
) -> None:
    for response in (
        Client().get(f"{API}/items/"),
        Client().post(f"{API}/tickets/{ticket_a.pk}/claim/"),
    ):
        assert response.status_code == 401
        assert response["WWW-Authenticate"].startswith("Session ")


def test_another_queues_ticket_is_404_and_reveals_nothing(
    controller_b: Any, ticket_a: HandoffTicket
) -> None:
    response = client_for(controller_b).get(f"{API}/tickets/{ticket_a.pk}/")

    assert response.status_code == 404
    body = response.content.decode()
    assert "fraud" not in body and ticket_a.detail not in body


def test_another_queues_confirmation_is_404_and_reveals_nothing(
    controller_a: Any, confirmation_b: ConfirmationRequest
) -> None:
    response = client_for(controller_a).get(f"{API}/confirmations/{confirmation_b.pk}/")

    assert response.status_code == 404
    assert "7805216340" not in response.content.decode()


@pytest.mark.parametrize("action", TICKET_ACTIONS)
def test_a_controller_of_queue_b_cannot_act_on_queue_as_ticket(
    controller_b: Any, outsider: Any, ticket_a: HandoffTicket, action: str
) -> None:
    url = f"{API}/tickets/{ticket_a.pk}/{action}/"

    assert client_for(controller_b).post(url, {"reason": "не мое"}).status_code == 404
    assert client_for(outsider).post(url, {"reason": "не мое"}).status_code == 403
    ticket_a.refresh_from_db()
    assert (ticket_a.status, ticket_a.assignee_id, ticket_a.decision) == ("open", None, "")
    assert ticket_a.run.status == "waiting"


@pytest.mark.parametrize("action", CONFIRMATION_ACTIONS)
def test_a_controller_of_queue_a_cannot_act_on_queue_bs_confirmation(
    controller_a: Any, outsider: Any, confirmation_b: ConfirmationRequest, action: str
) -> None:
    url = f"{API}/confirmations/{confirmation_b.pk}/{action}/"

    assert client_for(controller_a).post(url, {"reason": "не мое"}).status_code == 404
    assert client_for(outsider).post(url, {"reason": "не мое"}).status_code == 403
    confirmation_b.refresh_from_db()
    assert (confirmation_b.status, confirmation_b.decision) == ("open", "")


def test_an_administrator_outside_the_queue_may_look_but_not_decide(
    administrator: Any, ticket_a: HandoffTicket
) -> None:
    client = client_for(administrator)

    assert client.get(f"{API}/tickets/{ticket_a.pk}/").status_code == 200
    response = client.post(f"{API}/tickets/{ticket_a.pk}/terminate/", {"reason": "проверка"})
    assert response.status_code == 403
    assert "Вы не контролер очереди" in response.json()["detail"]
    ticket_a.refresh_from_db()
    assert ticket_a.status == ItemStatus.OPEN


def test_the_ticket_shows_the_attempts_journal_only(
    controller_a: Any, ticket_a: HandoffTicket
) -> None:
    ticket = client_for(controller_a).get(f"{API}/tickets/{ticket_a.pk}/").json()

    assert (ticket["step"], ticket["attempt"], ticket["point"]) == (
        "fraud-check",
        2,
        "fraud-review",
    )
    assert ticket["detail"] == "5 passes used without a result"
    assert [(r["attempt"], r["pass_no"], r["kind"]) for r in ticket["journal"]] == [
        (2, 1, "llm.call"),
        (2, 1, "tool.call"),
        (2, 1, "pass"),
        (2, 2, "pass"),
    ]
    assert ticket["journal"][1]["tool"] == "bank.fraud_check"
    assert ticket["journal"][3]["outcome"] == "empty_turn"


def test_the_confirmation_shows_exactly_what_will_be_sent(
    controller_b: Any, confirmation_b: ConfirmationRequest
) -> None:
    body = client_for(controller_b).get(f"{API}/confirmations/{confirmation_b.pk}/").json()

    assert body["payload"] == confirmation_b.payload
    assert body["on_reject"] is None  # the description declares no rejection path: it ends
    assert (body["queue"], body["point"], body["status"]) == (QUEUE_B, "submit-form", "open")


def test_basic_auth_works_for_a_controller(controller_a: Any, ticket_a: HandoffTicket) -> None:
    response = basic_client(controller_a).post(f"{API}/tickets/{ticket_a.pk}/claim/")

    assert response.status_code == 200, response.content
    assert response.json()["assignee"] == controller_a.username


# -- specific errors ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("path", "fixture"),
    [("tickets/{}/terminate/", "ticket_a"), ("confirmations/{}/reject/", "confirmation_b")],
)
def test_a_missing_reason_is_a_400_naming_the_field(
    path: str, fixture: str, controller_a: Any, controller_b: Any, request: Any
) -> None:
    item = request.getfixturevalue(fixture)
    user = controller_a if fixture == "ticket_a" else controller_b
    client = client_for(user)

    for body in ({}, {"reason": "   "}):
        response = client.post(f"{API}/" + path.format(item.pk), body)
        assert response.status_code == 400
        assert response.json()["reason"][0].startswith("Укажите причину")
    item.refresh_from_db()
    assert item.status == ItemStatus.OPEN


def test_deciding_twice_is_a_409(controller_a: Any, ticket_a: HandoffTicket) -> None:
    client = client_for(controller_a)
    first = client.post(f"{API}/tickets/{ticket_a.pk}/terminate/", {"reason": "дубликат"})
    second = client.post(f"{API}/tickets/{ticket_a.pk}/retry/", {})

    assert first.status_code == 200
    assert second.status_code == 409
    assert second.json()["code"] == "already_decided"
    assert "Решение уже принято" in second.json()["detail"]


def test_a_ticket_held_by_a_colleague_is_a_409_for_every_action(
    controller_a: Any, colleague_a: Any, ticket_a: HandoffTicket
) -> None:
    assert client_for(colleague_a).post(f"{API}/tickets/{ticket_a.pk}/claim/").status_code == 200
    client = client_for(controller_a)

    for action in TICKET_ACTIONS:
        response = client.post(f"{API}/tickets/{ticket_a.pk}/{action}/", {"reason": "мое"})
        assert response.status_code == 409, action
        assert response.json()["code"] == "claimed_by_other"
        assert colleague_a.username in response.json()["detail"]
    ticket_a.refresh_from_db()
    assert (ticket_a.assignee, ticket_a.status) == (colleague_a, ItemStatus.CLAIMED)


def test_claim_and_release_are_journaled_with_who(
    controller_a: Any, ticket_a: HandoffTicket
) -> None:
    client = client_for(controller_a)
    claimed = client.post(f"{API}/tickets/{ticket_a.pk}/claim/").json()
    released = client.post(f"{API}/tickets/{ticket_a.pk}/release/").json()

    assert (claimed["status"], claimed["assignee"]) == ("claimed", controller_a.username)
    assert (released["status"], released["assignee"]) == ("open", None)
    lines = ticket_a.run.journal.filter(kind__startswith="handoff.").order_by("id")
    assert [(line.kind, line.actor) for line in lines] == [
        ("handoff.claimed", controller_a),
        ("handoff.released", controller_a),
    ]
