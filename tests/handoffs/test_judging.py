"""The ticket page shows what there is to judge; personal values only to those with the right."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth.models import Permission

from handoffs.models import ConfirmationRequest, HandoffTicket
from runs.labels import detail_label
from runs.models import Run
from svaya.stand.world import WORLD
from tests.catalog.factories import PassFactory, ToolCallFactory
from tests.handoffs.conftest import client_for, drive_sample

TICKETS = "/admin/handoffs/handoffticket/"
INPUTS = {
    "application_id": "APP-123456",
    "applicant_name": "Смирнова Ольга Петровна",
    "passport": "4510 123456",
    "amount": 750000,
    "purpose": "ремонт",
}


@pytest.fixture
def judged(ticket_a: HandoffTicket) -> HandoffTicket:
    Run.objects.filter(pk=ticket_a.run_id).update(inputs=INPUTS)
    PassFactory(attempt=ticket_a.attempt, number=1, outcome="tool_calls")
    PassFactory(attempt=ticket_a.attempt, number=2, outcome="empty_turn")
    ToolCallFactory(
        attempt=ticket_a.attempt,
        pass_no=1,
        seq=1,
        tool="bank.fraud_check",
        args={"passport": "4510 123456", "name": "Смирнова Ольга Петровна"},
        result={"risk": "low", "holder": "Смирнова Ольга Петровна"},
    )
    return HandoffTicket.objects.get(pk=ticket_a.pk)


def _page(user: Any, ticket: HandoffTicket) -> str:
    return client_for(user).get(f"{TICKETS}{ticket.pk}/change/").content.decode()


def test_a_controller_without_the_right_sees_placeholders(
    controller_a: Any, judged: HandoffTicket
) -> None:
    html = _page(controller_a, judged)

    assert "Что решать" in html
    for shown in ("APP-123456", "ремонт", "[pd.name]", "[pd.passport]", "[bank.secret]"):
        assert shown in html, shown
    for hidden in ("Смирнова", "4510 123456", "750000"):
        assert hidden not in html, hidden
    # The last passes, with their tool call's arguments and result, in Russian labels.
    assert "bank.fraud_check" in html and "low" in html
    assert "вызваны инструменты" in html and "пустой ответ модели" in html


def test_the_right_to_personal_values_shows_them_in_the_clear(
    controller_a: Any, judged: HandoffTicket
) -> None:
    controller_a.user_permissions.add(
        Permission.objects.get(codename="view_personal_values", content_type__app_label="handoffs")
    )
    html = _page(controller_a, judged)

    assert "Смирнова Ольга Петровна" in html and "4510 123456" in html
    assert "[pd.name]" not in html


@pytest.mark.parametrize(
    ("text", "russian"),
    [
        ("5 passes used without a result", "израсходовано проходов без результата: 5"),
        ("3 rejected answers", "отклонено ответов модели: 3"),
        (
            "income: refused: the run's role has no right to bank.salary",
            "«income»: отказано: у роли прогона нет права на инструмент «bank.salary»",
        ),
        (
            "data route to bureau does not allow pd.passport",
            "маршрут данных к «bureau» не разрешает: pd.passport",
        ),
        ("", ""),
    ],
)
def test_engine_details_read_in_russian(text: str, russian: str) -> None:
    assert detail_label(text) == russian


# -- a confirmation's payload -----------------------------------------------------------------
PERSONAL_IN_FORM = ("Орлова Мария Андреевна", "334-56-78", "m.orlova@sev-terminal.ru")


@pytest.fixture
def waiting_form(installation: Any) -> ConfirmationRequest:
    """A real run of the portal sample, waiting at its confirmation point: its form holds the
    submitter's name (an input) and the contact's phone and e-mail (read from the document)."""
    WORLD.reset()
    run = drive_sample("portal-submission-from-document", "counterparty-card")
    WORLD.reset()
    form = ConfirmationRequest.objects.get(run=run)
    sent = json.dumps(form.payload, ensure_ascii=False)
    assert all(value in sent for value in PERSONAL_IN_FORM)
    return form


def _confirmation(user: Any, form: ConfirmationRequest) -> tuple[str, str]:
    client = client_for(user)
    html = client.get(f"/admin/handoffs/confirmationrequest/{form.pk}/change/").content.decode()
    api = client.get(f"/api/controller/confirmations/{form.pk}/")
    assert api.status_code == 200, api.content
    return html, json.dumps(api.json()["payload"], ensure_ascii=False)


def test_a_confirmation_shows_personal_values_as_placeholders_without_the_right(
    controller_b: Any, waiting_form: ConfirmationRequest
) -> None:
    for shown in _confirmation(controller_b, waiting_form):
        assert "[pd.name]" in shown and "UV-1" in shown and "7805216340" in shown
        for hidden in PERSONAL_IN_FORM:
            assert hidden not in shown, hidden


def test_a_confirmation_shows_personal_values_in_the_clear_with_the_right(
    controller_b: Any, waiting_form: ConfirmationRequest
) -> None:
    controller_b.user_permissions.add(
        Permission.objects.get(codename="view_personal_values", content_type__app_label="handoffs")
    )
    for shown in _confirmation(controller_b, waiting_form):
        assert all(value in shown for value in PERSONAL_IN_FORM)
        assert "[pd.name]" not in shown
