"""«Запустить на образце» and a run's live page behind its token."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client

from catalog.models import Solution
from journal.models import JournalLine
from runs.models import Run, RunStatus
from runs.services import run_drive
from tests.catalog.factories import UserFactory
from tests.showcase.conftest import CREDIT, PORTAL, RunBuilder, new_run, sample

pytestmark = pytest.mark.django_db


def _start(client: Client, slug: str = CREDIT, sample: str = "clear-applicant") -> Any:
    return client.post(f"/solutions/{slug}/try/", {"sample": sample})


def _run_of(response: Any) -> Run:
    assert response.status_code == 302, response.content.decode()[:500]
    token = re.fullmatch(r"/live/([\w-]+)/", response["Location"]).group(1)
    return Run.objects.get(token=token)


def test_a_customer_starts_a_sample_and_lands_on_its_live_page(catalog: Any) -> None:
    client = Client()
    run = _run_of(_start(client))
    assert run.sample == "clear-applicant" and not run.recorded
    assert run.status == RunStatus.QUEUED
    assert len(run.token) >= 40
    html = client.get(f"/live/{run.token}/").content.decode()
    assert f"Прогон № {run.pk}" in html
    assert f'hx-get="/live/{run.token}/state/"' in html and 'hx-trigger="every 1s"' in html
    assert "/static/showcase/vendor/htmx-2.0.11.min.js" in html
    assert "прогон в очереди исполнителя" in html
    queued = JournalLine.objects.get(run=run, kind="run.queued")
    assert queued.data["origin"] == "showcase" and len(queued.data["client"]) == 32
    assert "127.0.0.1" not in str(queued.data)


def test_the_card_offers_every_sample_of_the_solution(catalog: Any) -> None:
    html = Client().get(f"/solutions/{CREDIT}/").content.decode()
    assert "Запустить на образце" in html
    for name in ("clear-applicant", "endless-chain", "not-eligible"):
        assert f'<option value="{name}"' in html
    home = Client().get("/").content.decode()
    assert home.count("Запустить на образце") == len(catalog)


@pytest.mark.parametrize("sample", ["no-such-sample", "../samples/clear-applicant", ""])
def test_only_the_solutions_samples_can_be_started(catalog: Any, sample: str) -> None:
    response = _start(Client(), sample=sample)
    assert response.status_code == 400
    assert "Выберите образец из списка" in response.content.decode()
    assert not Run.objects.exists()


def test_an_unknown_solution_and_a_get_start_nothing(catalog: Any) -> None:
    assert _start(Client(), slug="no-such-solution").status_code == 404
    assert Client().get(f"/solutions/{CREDIT}/try/").status_code == 405
    assert not Run.objects.exists()


def test_anonymous_starts_are_limited_per_client(catalog: Any, settings: Any) -> None:
    settings.SVAYA_SHOWCASE_STARTS_PER_CLIENT = 2
    client = Client(REMOTE_ADDR="198.51.100.4")
    _run_of(_start(client))
    _run_of(_start(client, PORTAL, "counterparty-card"))
    refused = _start(client)
    assert refused.status_code == 429
    assert 0 < int(refused["Retry-After"]) <= settings.SVAYA_SHOWCASE_STARTS_WINDOW_S
    text = refused.content.decode()
    assert "Вы уже запустили 2 образцов" in text and "Следующий запуск" in text
    assert Run.objects.count() == 2
    _run_of(_start(Client(REMOTE_ADDR="198.51.100.5")))  # another client is not held back


def test_anonymous_starts_are_limited_for_the_whole_installation(
    catalog: Any, settings: Any
) -> None:
    settings.SVAYA_SHOWCASE_STARTS_TOTAL = 2
    for n in range(2):
        _run_of(_start(Client(REMOTE_ADDR=f"198.51.100.{10 + n}")))
    refused = _start(Client(REMOTE_ADDR="198.51.100.99"))
    assert refused.status_code == 429
    assert "это ее предел" in refused.content.decode()


def test_an_operator_is_not_held_to_the_public_limit(catalog: Any, settings: Any) -> None:
    settings.SVAYA_SHOWCASE_STARTS_PER_CLIENT = 1
    operator = UserFactory(username="olga-operator")
    operator.user_permissions.add(Permission.objects.get(codename="add_run"))
    client = Client()
    client.force_login(operator)
    for _ in range(3):
        _run_of(_start(client))


def test_a_wrong_token_is_a_404(catalog: Any) -> None:
    _run_of(_start(Client()))
    for path in ("/live/not-the-token/", "/live/not-the-token/state/", "/live/x/record.json"):
        assert Client().get(path).status_code == 404


@pytest.mark.planted_personal_data
def test_a_run_in_progress_shows_its_current_step_and_pass(catalog: dict[str, Solution]) -> None:
    run = new_run(catalog[CREDIT], "clear-applicant", status="running", outcome="")
    Run.objects.filter(pk=run.pk).update(token="t" * 43, finished_at=None)
    b = RunBuilder(run)
    b.attempt(b.step("screen", "llm", seconds=1.0))
    fraud = b.attempt(b.step("fraud-check", "agent", seconds=3.0, status="running"))
    for number in (1, 2):
        b.llm(fraud, number, number - 1)
        b.passed(fraud, number, "tool_calls", tools=["bank.fraud_check"])
    html = Client().get(f"/live/{'t' * 43}/state/").content.decode()
    current = re.search(r'<dd id="live-current">(.*?)</dd>', html, re.S).group(1)
    assert "шаг 5 «Проверка на признаки мошенничества»" in current
    assert "идет проход 3" in current
    assert re.search(r'<dd id="live-llm-calls">2\b', html)
    assert 'class="step kind-agent ran status-running"' in html
    assert "hx-trigger" in html


@pytest.mark.planted_personal_data
def test_a_finished_run_stops_polling_and_shows_its_public_record(credit_run: Run) -> None:
    Run.objects.filter(pk=credit_run.pk).update(token="f" * 43)
    html = Client().get(f"/live/{'f' * 43}/state/").content.decode()
    assert "hx-get" not in html and "hx-trigger" not in html
    assert "Публичная запись" in html and f"/live/{'f' * 43}/record.json" in html
    assert "задача выполнена" in html
    visible = re.sub(r"<[^>]+>", " ", html)
    visible += Client().get(f"/live/{'f' * 43}/record.json").content.decode()
    for name, schema in credit_run.version.spec["inputs"]["properties"].items():
        if schema["x-data-class"].startswith("pd."):
            assert str(credit_run.inputs[name]) not in visible, name


def test_a_sample_run_driven_to_its_end_ends_in_the_public_record(catalog: Any) -> None:
    client = Client()
    run = _run_of(_start(client))
    assert run_drive(run_id=run.pk).status == RunStatus.COMPLETED
    html = client.get(f"/live/{run.token}/").content.decode()
    assert "завершен — задача выполнена" in html
    assert "hx-trigger" not in html
    assert html.count('class="step kind-') >= 9 and "not-reached" in html
    assert "Отправка ответа клиенту" in html


def test_a_run_started_through_the_api_gets_the_same_page(catalog: Any) -> None:
    operator = UserFactory(username="api-operator")
    for codename in ("add_run", "view_run"):
        operator.user_permissions.add(Permission.objects.get(codename=codename))
    client = Client()
    client.force_login(operator)
    inputs = sample(CREDIT, "clear-applicant")
    response = client.post(
        "/api/runs/", {"solution": CREDIT, "inputs": inputs}, content_type="application/json"
    )
    assert response.status_code == 201
    page = response.json()["page"]
    run = Run.objects.get(pk=response.json()["id"])
    assert page == f"http://testserver/live/{run.token}/"
    assert Client().get(page.removeprefix("http://testserver")).status_code == 200
