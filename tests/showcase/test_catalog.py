"""The catalog and a solution's card: what a visitor reads before any run."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from catalog.versions import version_spec
from showcase.diagram import solution_card, up_to_passes
from tests.showcase.conftest import CREDIT, PORTAL, new_run

pytestmark = pytest.mark.django_db


def page(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, response.status_code
    return response.content.decode()


def card_of(solution: Any) -> Any:
    version = solution.current_version
    return solution_card(version_spec(version.pk), version.facts, version=version.number)


def test_the_catalog_lists_both_solutions_with_their_pass_limits(client: Client, catalog: Any):
    html = page(client, "/")

    assert "Ответ по кредитной заявке" in html
    assert "Подача сведений на учетный портал по документу" in html
    assert "до 5 проходов" in html
    assert "до 12 проходов" in html


def test_the_catalog_prints_each_solutions_worst_case_llm_calls(client: Client, catalog: Any):
    html = page(client, "/")

    for slug in (CREDIT, PORTAL):
        worst = catalog[slug].current_version.facts["worst_case_llm_calls"]
        assert worst > 0
        assert f"не более {worst} вызовов LLM" in html


def test_the_catalog_is_public_and_links_each_solution_page(client: Client, catalog: Any):
    html = page(client, "/")  # an anonymous client: no login on the showcase

    assert f'href="/solutions/{CREDIT}/"' in html
    assert f'href="/solutions/{PORTAL}/"' in html


def test_the_diagram_numbers_the_steps_in_declared_order(catalog: Any):
    card = card_of(catalog[CREDIT])

    numbered = [(n.number, n.step_id) for n in card.nodes]
    assert numbered[:5] == [
        ("1", "screen"),
        ("2", "screen-gate"),
        ("3", "gather"),
        ("4", "gathered"),
        ("5", "fraud-check"),
    ]
    members = [(m.number, m.step_id) for branch in card.nodes[2].branches for m in branch]
    assert members == [("3.1", "income"), ("3.2", "scoring")]


def test_the_page_draws_the_numbered_route_with_kinds_in_russian(client: Client, catalog: Any):
    html = page(client, f"/solutions/{CREDIT}/")

    found = re.findall(r'data-step="([^"]+)">\s*<span class="num">([\d.]+)</span>', html)
    assert ("fraud-check", "5") in found
    assert ("scoring", "3.2") in found
    for kind in (
        "LLM-шаг",
        "агентский шаг",
        "вызов системы",
        "развилка",
        "параллельные ветки",
        "сведение веток",
        "передача контролеру",
    ):
        assert kind in html, kind


def test_a_branch_on_the_diagram_shows_where_it_leads(catalog: Any):
    card = card_of(catalog[CREDIT])
    gate = next(n for n in card.nodes if n.step_id == "fraud-gate")

    assert [(t.number, t.title) for t in gate.targets] == [
        ("9", "Ручная проверка подозрительной заявки"),
        ("7", "Решение и текст ответа"),
    ]


def test_the_card_names_the_systems_it_reads_and_writes(client: Client, catalog: Any):
    card = card_of(catalog[CREDIT])
    systems = {s.title: (s.effect, s.steps) for s in card.systems}

    assert systems["Антифрод-система банка"] == ("read", ("5",))
    assert systems["Отправка ответа клиенту"] == ("write", ("8",))
    html = page(client, f"/solutions/{CREDIT}/")
    assert "Антифрод-система банка" in html
    assert "запись" in html


def test_the_card_shows_handoff_and_confirmation_points(client: Client, catalog: Any):
    credit, portal = card_of(catalog[CREDIT]), card_of(catalog[PORTAL])

    # A stored spec's mapping comes back in jsonb's key order, not the file's.
    assert sorted((p.title, p.steps) for p in credit.handoff_points) == [
        ("Неизвестно, ушел ли ответ клиенту", ("8",)),
        ("Ручная проверка на мошенничество", ("5", "9")),
        ("Шаг не уложился в срок", ("1", "3.1", "3.2", "7", "8")),
    ]
    assert [(p.title, p.steps) for p in portal.confirmation_points] == [
        ("Подтвердить отправку формы на портал", ("2",))
    ]
    assert "Подтвердить отправку формы на портал" in page(client, "/")


def test_the_card_prints_no_instruction_condition_or_registry_name(client: Client, catalog: Any):
    html = page(client, "/") + page(client, f"/solutions/{CREDIT}/")
    spec = catalog[CREDIT].current_version.spec

    fraud = next(s for s in spec["steps"] if s["id"] == "fraud-check")
    assert fraud["instruction"].split("\n")[0] not in html
    assert "sources_checked" not in html
    # A branch's condition is printed in words (its case's title, else a rendering of it).
    assert "если fraud-check: verdict = «suspicious»" in html
    assert "bank.fraud_check" not in html
    assert "fraud-controllers" not in html


def test_pass_limits_agree_with_the_number_in_russian():
    assert up_to_passes(1) == "до 1 прохода"
    assert up_to_passes(5) == "до 5 проходов"
    assert up_to_passes(12) == "до 12 проходов"
    assert up_to_passes(21) == "до 21 прохода"


def test_the_solution_page_lists_only_recorded_runs(client: Client, catalog: Any):
    shown = new_run(catalog[CREDIT], "clear-applicant")
    hidden = new_run(catalog[CREDIT], "linked-accounts", recorded=False)

    html = page(client, f"/solutions/{CREDIT}/")

    assert f'href="/runs/{shown.pk}/"' in html
    assert f'href="/runs/{hidden.pk}/"' not in html
    assert "clear-applicant" in html


def test_an_unknown_solution_is_not_found(client: Client, catalog: Any):
    assert client.get("/solutions/no-such-solution/").status_code == 404


def test_a_branch_case_with_a_title_is_drawn_with_its_title(catalog: Any):
    card = card_of(catalog["roaming-bill-dispute"])
    gate = next(n for n in card.nodes if n.step_id == "size-gate")

    assert [t.label for t in gate.targets][:2] == [
        "Перерасчет больше 5 000 ₽ решает отдел биллинга",
        "Отказ в перерасчете",
    ]
