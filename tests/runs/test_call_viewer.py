"""The whole-call viewer: the request as the model got it, the response, the figures, the
chain of the attempt's calls."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client

from catalog.models import Role, Solution
from runs.models import LLMCall
from runs.request_deltas import CONTINUES, OF
from tests.catalog.factories import (
    AttemptFactory,
    LLMCallFactory,
    RunFactory,
    StepRunFactory,
    UserFactory,
)

pytestmark = pytest.mark.django_db

FIRST = [
    {"role": "system", "content": "Проверь заявителя по антифроду."},
    {"role": "user", "content": "Заявитель {{pd.name:1}}, паспорт {{pd.passport:1}}"},
]
ADDED = [
    {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function"}]},
    {"role": "tool", "tool_call_id": "c1", "content": '{"verdict": "clear"}'},
]


@pytest.fixture
def calls(installation: Any) -> tuple[LLMCall, LLMCall]:
    version = Solution.objects.get(slug="credit-application-response").current_version
    run = RunFactory(version=version, role=Role.objects.get(code="credit_officer"))
    attempt = AttemptFactory(step_run=StepRunFactory(run=run))
    first = LLMCallFactory(
        attempt=attempt, pass_no=1, seq=0, tier="cheap", model="stand-cheap",
        request={"model": "stand-cheap", "messages": FIRST}, empty=True, without_cost=True,
        finish_reason="stop", latency_ms=250.0,
    )  # fmt: skip
    second = LLMCallFactory(
        attempt=attempt, pass_no=2, seq=1, tier="strong", model="stand-strong",
        request={CONTINUES: 2, OF: [1, 0], "messages": ADDED},
        response={"choices": [{"message": {"content": '{"verdict": "clear"}'}}]},
        cost=Decimal("0.00006465"), finish_reason="stop", latency_ms=1840.0,
        tokens_in=900, tokens_out=40,
    )  # fmt: skip
    return first, second


def _viewer(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def auditor(db: Any) -> Any:
    user = UserFactory(username="auditor-alla", is_staff=True)
    user.user_permissions.add(Permission.objects.get(codename="view_run"))
    return user


def test_the_viewer_shows_the_whole_request_as_sent_and_the_response(
    auditor: Any, calls: tuple[LLMCall, LLMCall]
) -> None:
    _first, second = calls
    response = _viewer(auditor).get(f"/admin/runs/llmcall/{second.pk}/change/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Просмотреть вызов LLM" in html
    # rebuilt from the delta: the first call's messages, then the two it added
    assert html.index("Проверь заявителя по антифроду.") < html.index("[c1]")
    assert "{{pd.name:1}}" in html  # placeholders, as the model got them
    assert "&quot;choices&quot;" in html  # the response as received
    assert "0,0000647\u00a0₽" in html and "1,8 с" in html and "900 / 40" in html
    assert "модель закончила ответ (stop)" in html
    assert "stand-cheap" in html and "stand-strong" in html  # the chain: cheap, then strong
    assert "пустой ответ" in html and "без стоимости" in html
    assert "этот вызов" in html


def test_the_run_page_links_each_call_to_the_viewer(
    auditor: Any, calls: tuple[LLMCall, LLMCall]
) -> None:
    first, second = calls
    run = first.attempt.step_run.run
    html = _viewer(auditor).get(f"/admin/runs/run/{run.pk}/change/").content.decode()
    for call in (first, second):
        assert f"/admin/runs/llmcall/{call.pk}/change/" in html


def test_staff_who_may_not_view_runs_cannot_open_a_call(calls: tuple[LLMCall, LLMCall]) -> None:
    outsider = UserFactory(username="outsider-oleg", is_staff=True)
    response = _viewer(outsider).get(f"/admin/runs/llmcall/{calls[1].pk}/change/")
    assert response.status_code in (302, 403)
    assert "Проверь заявителя" not in response.content.decode()


def test_calls_cannot_be_changed_or_deleted(auditor: Any, calls: tuple[LLMCall, LLMCall]) -> None:
    client = _viewer(auditor)
    url = f"/admin/runs/llmcall/{calls[1].pk}/"
    assert client.post(url + "change/", {"tier": "x"}).status_code == 403
    assert client.post(url + "delete/", {"post": "yes"}).status_code == 403
    assert LLMCall.objects.get(pk=calls[1].pk).tier == "strong"
