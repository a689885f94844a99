"""The admin is Russian with its grammar right, whatever the browser asks for: model names
declined, counts in the right plural form, no raw codes, roubles and readable durations."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from django.test import Client

from catalog.models import Destination, Role, Solution
from journal.models import JournalLine
from journal.russian import duration, plural, roubles
from runs.models import Run
from tests.catalog.factories import (
    AttemptFactory,
    LLMCallFactory,
    RunFactory,
    StepRunFactory,
    ToolCallFactory,
    UserFactory,
)


@pytest.mark.parametrize(
    ("n", "word"),
    [(1, "получатель"), (2, "получателя"), (4, "получателя"), (5, "получателей"),
     (11, "получателей"), (12, "получателей"), (21, "получатель"), (22, "получателя"),
     (111, "получателей"), (0, "получателей")],
)  # fmt: skip
def test_plural_forms_follow_russian_rules(n: int, word: str) -> None:
    assert plural(n, "получатель", "получателя", "получателей") == word


@pytest.mark.parametrize(
    ("amount", "shown"),
    [("0.0000646500000000000", "0,0000647\u00a0₽"), ("0.0012", "0,0012\u00a0₽"),
     ("12.3456", "12,35\u00a0₽"), ("1234567.891", "1\u00a0234\u00a0567,89\u00a0₽"),
     ("0", "0\u00a0₽")],
)  # fmt: skip
def test_money_is_roubles_with_sensible_precision(amount: str, shown: str) -> None:
    assert roubles(Decimal(amount)) == shown


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [(0.35, "350 мс"), (2.44, "2,4 с"), (59.99, "1 мин"), (200, "3 мин 20 с"),
     (3700, "1 ч 01 мин")],
)  # fmt: skip
def test_durations_are_readable(seconds: float, shown: str) -> None:
    assert duration(seconds) == shown


@pytest.fixture
def superuser_client(installation: Any) -> Client:
    user = UserFactory(username="root-rita", is_staff=True, is_superuser=True)
    client = Client(HTTP_ACCEPT_LANGUAGE="en-US,en;q=0.9")
    client.force_login(user)
    return client


def _page(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


def test_an_english_browser_gets_the_russian_admin(superuser_client: Client) -> None:
    html = _page(superuser_client, "/admin/")
    assert "Site administration" not in html and "Log out" not in html
    assert "Svaya: администрирование" in html and "Установка" in html
    assert "Журнал прогонов" in html  # an app name, from the Russian verbose names


def test_titles_decline_the_model_name(superuser_client: Client) -> None:
    pages = {
        "/admin/catalog/destination/": "Выберите получателя данных для изменения",
        "/admin/auth/group/add/": "Добавить группу",
        "/admin/catalog/role/": "Выберите роль для изменения",
    }
    version = Solution.objects.exclude(current_version=None).first().current_version
    pages[f"/admin/catalog/solutionversion/{version.pk}/change/"] = "Просмотреть версию решения"
    pages["/admin/handoffs/handoffticket/"] = "Выберите передачу контролеру для"
    for url, title in pages.items():
        html = _page(superuser_client, url)
        assert title in html, url
    html = _page(superuser_client, "/admin/auth/group/")
    assert "Добавить группу" in html and "Добавить группа" not in html


def test_counts_take_the_right_plural_form(superuser_client: Client) -> None:
    n = Destination.objects.count()
    assert n % 10 in (5, 6, 7, 8, 9, 0) or 11 <= n % 100 <= 14, "the seeded count changed"
    html = _page(superuser_client, "/admin/catalog/destination/")
    assert f"{n} получателей данных" in html
    assert "получатели данных (маршруты данных)\n" not in html.split('class="paginator"')[1]
    roles = Role.objects.count()
    html = _page(superuser_client, "/admin/catalog/role/")
    assert f"{roles} {plural(roles, 'роль', 'роли', 'ролей')}" in html


def test_runs_show_outcomes_and_costs_in_words(superuser_client: Client) -> None:
    version = Solution.objects.get(slug="credit-application-response").current_version
    run = RunFactory(
        version=version, role=Role.objects.get(code="credit_officer"), outcome="step_failed"
    )
    attempt = AttemptFactory(
        step_run=StepRunFactory(run=run), status="exhausted", outcome="passes_exhausted"
    )
    LLMCallFactory(attempt=attempt, pass_no=1, seq=0, cost=Decimal("0.00006465"), latency_ms=1234.0)
    listing = _page(superuser_client, "/admin/runs/run/")
    assert "шаг не удался" in listing and "step_failed" not in listing
    page = _page(superuser_client, f"/admin/runs/run/{run.pk}/change/")
    assert "0,0000647\u00a0₽" in page and "0.0000646" not in page
    assert "1,2 с" in page
    assert "кончились проходы" in page and "passes_exhausted" not in page
    assert Run.objects.count() == 1


def test_a_run_reads_its_refusal_and_its_steps_in_russian(superuser_client: Client) -> None:
    version = Solution.objects.get(slug="credit-application-response").current_version
    detail = "income: refused: data route to registry does not allow pd.inn"
    run = RunFactory(
        version=version,
        role=Role.objects.get(code="credit_officer"),
        outcome="step_failed",
        outcome_detail=detail,
    )
    step = StepRunFactory(run=run, step_id="income", kind="system")
    attempt = AttemptFactory(step_run=step, status="failed", outcome="step_failed")
    ToolCallFactory(
        attempt=attempt,
        pass_no=1,
        seq=0,
        tool="registry.tax_income",
        status="refused",
        error="data route to registry does not allow pd.inn",
    )
    page = _page(superuser_client, f"/admin/runs/run/{run.pk}/change/")
    assert "«income»: отказано: маршрут данных к «registry» не разрешает: pd.inn" in page
    assert "does not allow" not in page and "refused:" not in page
    assert "вызов системы" in page and ">system<" not in page


def test_a_solution_versions_systems_name_their_effect_in_russian(
    superuser_client: Client,
) -> None:
    version = Solution.objects.get(slug="credit-application-response").current_version
    page = _page(superuser_client, f"/admin/catalog/solutionversion/{version.pk}/change/")
    assert "<td>запись</td>" in page and "<td>чтение</td>" in page
    assert "<td>write</td>" not in page and "<td>read</td>" not in page


def test_the_journal_shows_and_filters_kinds_by_their_labels(superuser_client: Client) -> None:
    html = _page(superuser_client, "/admin/journal/journalline/")
    assert "решение установлено" in html
    assert ">solution.installed<" not in html
    assert "?kind=solution.installed" in html  # the filter keeps the code in the address


def test_a_journal_lines_page_is_titled_by_its_kind_in_russian(superuser_client: Client) -> None:
    line = JournalLine.objects.filter(kind="solution.installed").first()
    html = _page(superuser_client, f"/admin/journal/journalline/{line.pk}/change/")
    assert "решение установлено" in html.split("<h2>", 1)[1].split("</h2>", 1)[0]
    assert "solution.installed" not in html.split('<div class="breadcrumbs">', 1)[1][:600]
