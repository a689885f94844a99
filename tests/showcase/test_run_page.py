"""A recorded run's public page and its JSON record."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from django.test import Client

from runs.models import LLMCall, Run
from showcase import public

# The builder stores whole requests with the personal inputs on purpose: the public record
# must cut them. The suite-wide scan of stored requests is therefore off here.
pytestmark = [pytest.mark.django_db, pytest.mark.planted_personal_data]


def page(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, response.status_code
    return response.content.decode()


def pass_rows(html: str, step_id: str) -> list[str]:
    article = html.split(f'<article class="record-step" data-step="{step_id}">', 1)[1]
    article = article.split("</article>", 1)[0]
    return re.findall(r'<tr class="pass">(.*?)</tr>', article, re.S)


def test_a_recorded_run_page_shows_passes_and_tool_facts(client: Client, credit_run: Run):
    html = page(client, f"/runs/{credit_run.pk}/")
    rows = pass_rows(html, "fraud-check")

    assert len(rows) == 5
    assert "Антифрод-система банка" in rows[0] and "Связанный счет" in rows[0]
    assert "пустой ответ модели" in rows[1]
    assert "повтор после ошибки" in rows[2] and "повтор вызова" in rows[2]
    assert "ремонт результата" in rows[4]
    assert "Отправка ответа клиенту" in html


def visible(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)  # markup (<strong>) is not what a reader sees


def test_the_run_page_shows_no_personal_input_instruction_or_model(client: Client, credit_run: Run):
    html = visible(page(client, f"/runs/{credit_run.pk}/"))
    html += page(client, f"/runs/{credit_run.pk}/record.json")
    spec = credit_run.version.spec

    for name, schema in spec["inputs"]["properties"].items():
        if schema["x-data-class"].startswith("pd."):
            assert str(credit_run.inputs[name]) not in html, name
    for step in spec["steps"]:
        for line in step.get("instruction", "").splitlines():
            if len(line) > 20:
                assert line not in html, line
    for tier, model in LLMCall.objects.values_list("tier", "model").distinct():
        assert model not in html
        assert re.search(rf"\b{tier}\b", html) is None, tier


def test_a_run_page_draws_the_actual_path_on_the_diagram(client: Client, portal_run: Run):
    html = page(client, f"/runs/{portal_run.pk}/")

    assert re.search(r'class="step kind-agent ran status-completed" data-step="fill-form"', html)
    assert "3 прохода" in html
    assert "подтверждено" in html


def test_steps_the_run_did_not_reach_are_marked_on_the_diagram(client: Client, handoff_run: Run):
    html = page(client, f"/runs/{handoff_run.pk}/")

    assert 'class="step kind-llm not-reached" data-step="draft-answer"' in html
    assert "попыток: 2" in html
    assert "контролер повторил шаг" in html
    assert "контролер прекратил задачу" in html
    assert "Коваленко" not in html  # the controller's note on the run stays home


@pytest.mark.parametrize("suffix", ["", "record.json"])
def test_a_run_that_was_not_recorded_is_not_found(client: Client, credit_run: Run, suffix: str):
    Run.objects.filter(pk=credit_run.pk).update(recorded=False)

    assert client.get(f"/runs/{credit_run.pk}/{suffix}").status_code == 404


def test_the_json_endpoint_gives_the_exported_record(client: Client, credit_run: Run):
    response = client.get(f"/runs/{credit_run.pk}/record.json")

    assert response.status_code == 200
    assert response.json() == json.loads(
        json.dumps(public.export_public_record(credit_run), ensure_ascii=False)
    )


def leaking(monkeypatch: Any, run: Run) -> str:
    name = run.inputs["applicant_name"]
    record = public.public_record(run)
    record["steps"][0]["prompt"] = f"Оцени заявку {name}"
    monkeypatch.setattr(public, "public_record", lambda _run: record)
    return name


def test_a_leaking_record_is_refused_on_the_page(client: Client, credit_run: Run, monkeypatch):
    name = leaking(monkeypatch, credit_run)

    response = client.get(f"/runs/{credit_run.pk}/")

    assert response.status_code == 409
    html = response.content.decode()
    assert "Публичная запись не выдана" in html
    assert "record.steps[0].prompt" in html
    assert name not in html


def test_a_leaking_record_is_refused_as_json(client: Client, credit_run: Run, monkeypatch):
    name = leaking(monkeypatch, credit_run)

    response = client.get(f"/runs/{credit_run.pk}/record.json")

    assert response.status_code == 409
    body = response.json()
    assert set(body) == {"error", "leaks"}
    assert any("поле «prompt» запрещено" in leak for leak in body["leaks"])
    assert name not in response.content.decode()
