"""The ticket's run link works for the members of the ticket's queue — without the raw inputs
— and for nobody else who lacks the right to view runs."""

from __future__ import annotations

from typing import Any

import pytest

from handoffs.models import HandoffTicket
from tests.catalog.factories import LLMCallFactory
from tests.handoffs.conftest import client_for

pytestmark = pytest.mark.django_db


def test_a_queue_member_opens_the_run_of_their_ticket(
    controller_a: Any, ticket_a: HandoffTicket
) -> None:
    ticket_page = client_for(controller_a).get(
        f"/admin/handoffs/handoffticket/{ticket_a.pk}/change/"
    )
    run_url = f"/admin/runs/run/{ticket_a.run_id}/change/"
    assert run_url in ticket_page.content.decode()
    response = client_for(controller_a).get(run_url)
    assert response.status_code == 200
    html = response.content.decode()
    assert "fraud-check" in html
    assert "Входные данные" not in html
    assert "Иванов Иван Иванович" not in html  # the factory's applicant name


def test_the_call_viewer_opens_for_the_queue_member_too(
    controller_a: Any, ticket_a: HandoffTicket
) -> None:
    call = LLMCallFactory(attempt=ticket_a.attempt, pass_no=1, seq=0)
    response = client_for(controller_a).get(f"/admin/runs/llmcall/{call.pk}/change/")
    assert response.status_code == 200


def test_another_queues_controller_and_an_outsider_are_refused(
    controller_b: Any, outsider: Any, ticket_a: HandoffTicket
) -> None:
    for user in (controller_b, outsider):
        response = client_for(user).get(f"/admin/runs/run/{ticket_a.run_id}/change/")
        assert response.status_code == 403, user.username
    assert client_for(controller_b).get("/admin/runs/run/").status_code == 403


def test_whoever_may_view_runs_still_sees_the_inputs(
    administrator: Any, ticket_a: HandoffTicket
) -> None:
    html = client_for(administrator).get(f"/admin/runs/run/{ticket_a.run_id}/change/")
    assert "Входные данные" in html.content.decode()
