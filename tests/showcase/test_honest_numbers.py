"""The numbers a customer reads keep their promise: the card's worst case holds per run
without a controller's retries, and a record names what a retry added."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from runs.models import Run
from showcase.diagram import llm_calls_label

pytestmark = [pytest.mark.django_db, pytest.mark.planted_personal_data]


def test_the_card_says_its_worst_case_holds_without_controller_retries(catalog: Any) -> None:
    html = Client().get("/").content.decode()
    assert "за прогон без повторов контролером" in html


def test_a_record_counts_a_retrys_calls_apart(handoff_run: Run) -> None:
    html = Client().get(f"/runs/{handoff_run.pk}/").content.decode()
    assert "5 + 5 после повтора контролером" in html
    assert "в худшем случае без повторов контролером" in html


def test_the_diagram_shows_passes_of_the_last_attempt_not_their_sum(handoff_run: Run) -> None:
    html = Client().get(f"/runs/{handoff_run.pk}/").content.decode()
    node = html.split('data-step="fraud-check"', 1)[1].split("</li>", 1)[0]
    assert "попытка 2 после повтора контролером: 5 проходов" in node
    assert "10 проходов" not in node
    record = html.split('<article class="record-step" data-step="fraud-check">', 1)[1]
    assert re.search(r"Попытка 2 <span class=\"badge mark\">после повтора контролером", record)


def test_a_run_without_retries_shows_a_plain_count() -> None:
    record = {"llm_calls": 7, "steps": [{"attempts": [{"number": 1, "llm_calls": 7}]}]}
    assert llm_calls_label(record) == "7"
    record["steps"][0]["attempts"].append({"number": 2, "llm_calls": 3})
    record["llm_calls"] = 10
    assert llm_calls_label(record) == "7 + 3 после повтора контролером"
