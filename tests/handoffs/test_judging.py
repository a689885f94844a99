"""The ticket page shows what there is to judge; personal values only to those with the right."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Permission

from handoffs.models import HandoffTicket
from runs.labels import detail_label
from runs.models import Run
from tests.catalog.factories import PassFactory, ToolCallFactory
from tests.handoffs.conftest import client_for

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
