"""The installation's metrics page: tiers by day, solutions, queues — drawn without any
outside resource."""

from __future__ import annotations

import re
from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest
from django.utils import timezone

from handoffs.models import HandoffTicket, ItemStatus
from runs.models import LLMCall
from tests.catalog.factories import AttemptFactory, LLMCallFactory
from tests.handoffs.conftest import QUEUE_A, client_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def recorded(ticket_a: HandoffTicket, controller_a: Any) -> HandoffTicket:
    attempt = ticket_a.attempt
    LLMCallFactory(attempt=attempt, pass_no=1, seq=0, tier="cheap", cost=Decimal("0.0001"))
    LLMCallFactory(attempt=attempt, pass_no=2, seq=0, tier="cheap", empty=True, without_cost=True)
    LLMCallFactory(attempt=attempt, pass_no=3, seq=0, tier="cheap", status="lost")
    old = LLMCallFactory(attempt=attempt, pass_no=4, seq=0, tier="strong", cost=Decimal("1.5"))
    LLMCall.objects.filter(pk=old.pk).update(started_at=timezone.now() - timedelta(days=1))
    decided = HandoffTicket.objects.create(
        run=ticket_a.run,
        step_run=ticket_a.step_run,
        attempt=AttemptFactory(step_run=ticket_a.step_run, number=3),
        point="fraud-review",
        queue=ticket_a.queue,
        reason="passes_exhausted",
        retry_step="fraud-check",
        status=ItemStatus.RESOLVED,
        decision="terminate",
        decision_reason="не сходится",
        decided_by=controller_a,
    )
    HandoffTicket.objects.filter(pk=decided.pk).update(
        decided_at=decided.created_at + timedelta(seconds=90)
    )
    return ticket_a


def _rows(html: str, tier: str) -> list[list[str]]:
    table = html.split(f'data-tier="{tier}"', 1)[1].split("</table>", 1)[0]
    body = table.split("<tbody>", 1)[1]
    return [re.findall(r"<td[^>]*>(.*?)</td>", row) for row in body.split("</tr>")[:-1]]


def test_administrators_see_calls_by_tier_and_day(administrator: Any, recorded: Any) -> None:
    response = client_for(administrator).get("/admin/metrics/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Показатели установки" in html
    cheap = _rows(html, "cheap")
    assert [row[1:6] for row in cheap] == [["3", "1", "1", "1", "0,0001\u00a0₽"]]
    strong = _rows(html, "strong")
    assert [row[1:6] for row in strong] == [["1", "0", "0", "0", "1,50\u00a0₽"]]
    assert html.count('<svg class="chart"') == 4  # calls and spend, for each tier
    assert not re.search(r"""(src|href)=["']https?://""", html)


def test_solutions_and_queues_are_counted(administrator: Any, recorded: Any) -> None:
    html = client_for(administrator).get("/admin/metrics/").content.decode()
    assert "ждет человека: 1" in html
    queue = html.split(f'data-queue="{QUEUE_A}"', 1)[1].split("</tr>", 1)[0]
    assert re.findall(r'<td class="num">(.*?)</td>', queue) == ["1", "1", "1 мин 30 с"]


def test_people_who_may_not_view_runs_do_not_get_the_page(controller_a: Any) -> None:
    response = client_for(controller_a).get("/admin/metrics/")
    assert response.status_code == 403
