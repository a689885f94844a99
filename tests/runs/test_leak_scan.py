"""The suite-wide scan of stored LLM requests finds a personal value that left home."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.utils import timezone

from catalog.models import Solution
from runs.models import Attempt, CallStatus, LLMCall, StepRun
from runs.services import run_start
from tests.leaks import personal_values_sent

SAMPLE = (
    Path(__file__).resolve().parents[2]
    / "catalog/solutions/credit-application-response/samples/clear-applicant.json"
)

pytestmark = pytest.mark.django_db


def _plant(request_text: str) -> None:
    inputs = json.loads(SAMPLE.read_text("utf-8"))
    solution = Solution.objects.get(slug="credit-application-response")
    run = run_start(solution=solution, inputs=inputs, enqueue=False)
    step_run = StepRun.objects.create(run=run, step_id="screen", kind="llm")
    attempt = Attempt.objects.create(step_run=step_run, number=1, deadline=timezone.now())
    LLMCall.objects.create(
        attempt=attempt,
        pass_no=1,
        seq=0,
        status=CallStatus.FINISHED,
        tier="cheap",
        model="stand-cheap",
        request={"messages": [{"role": "user", "content": request_text}]},
    )


def test_the_scan_finds_a_personal_input_value_in_a_stored_request(installation) -> None:
    name = json.loads(SAMPLE.read_text("utf-8"))["applicant_name"]
    _plant(f"Заявитель: {name}")
    assert any("applicant_name" in leak for leak in personal_values_sent())
    LLMCall.objects.all().delete()  # the suite's own teardown scan would (rightly) fail


def test_the_scan_accepts_placeholders(installation) -> None:
    _plant("Заявитель: [PERSON_1], паспорт [PASSPORT_1]")
    assert personal_values_sent() == []
