"""A conversation flow on the showcase: the card draws its graph (start and end marked, every
edge with its label, the global prompt apart); a recorded conversation's public record shows
the path through the nodes and the transcript with placeholders — never a personal value."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from catalog.models import Solution
from runs.conversations import conversation_message
from runs.models import Run
from runs.services import run_drive, run_start
from showcase.public import export_public_record, record_leaks
from tests.showcase.conftest import sample

pytestmark = pytest.mark.django_db
FLOW = "lost-card-block"
NAME = "Смирнова Анна Викторовна"


def _drive(name: str) -> Run:
    run = run_start(
        solution=Solution.objects.get(slug=FLOW),
        inputs=sample(FLOW, name),
        recorded=True,
        sample=name,
        enqueue=False,
    )
    return run_drive(run_id=run.pk)


def test_the_card_draws_the_flow_as_a_graph(installation):
    page = Client().get(f"/solutions/{FLOW}/").content.decode()
    assert 'data-flow="talk"' in page
    assert 'class="flow-node start" data-node="greet"' in page
    assert 'class="flow-node end" data-node="blocked"' in page
    assert "lost → «Какая карта»" in page and "confirmed → «Карта заблокирована»" in page
    assert "передача: «Разговор о карте передан сотруднику»" in page
    assert 'class="flow-global"' in page and "Вы — ассистент банка в чате" in page
    assert "при выходе извлекается: card_last4" in page
    assert "до 10 ходов модели" in page


def test_the_record_shows_the_path_and_the_transcript_with_placeholders(installation):
    run = run_start(
        solution=Solution.objects.get(slug=FLOW),
        inputs=sample(FLOW, "lost-and-blocked"),
        recorded=True,
        enqueue=False,
    )
    run = run_drive(run_id=run.pk)
    conversation_message(run_id=run.pk, text=f"Я {NAME}, потеряла карту", enqueue=False)
    run = run_drive(run_id=run.pk)
    conversation_message(run_id=run.pk, text="Цифры 4417, блокируйте", enqueue=False)
    run = run_drive(run_id=run.pk)
    record = export_public_record(run)  # refuses a record with a leak
    talk = record["steps"][0]["conversation"]
    assert talk["path"] == ["Приветствие", "Какая карта", "Карта заблокирована"]
    heard = [t["heard"] for t in talk["turns"] if t["heard"]]
    assert heard[0] == "Я [PERSON_1], потеряла карту"
    assert [t.get("exit") for t in talk["turns"] if "exit" in t] == ["lost", "confirmed"]
    assert NAME.split()[0] not in json.dumps(record, ensure_ascii=False)
    page = Client().get(f"/runs/{run.pk}/").content.decode()
    assert "Приветствие → Какая карта → Карта заблокирована" in page


def test_a_placeholder_outside_the_transcript_is_still_a_leak(installation):
    run = _drive("lost-and-blocked")
    record = export_public_record(run)
    record["steps"][0]["title"] = "[PERSON_1]"
    assert any("условное обозначение" in leak for leak in record_leaks(record, run))


def test_each_recorded_flow_sample_exports_its_record(installation):
    for name in ("lost-and-blocked", "forgot-digits", "other-question", "went-silent"):
        record = export_public_record(_drive(name))
        assert record["steps"][0]["kind"] == "conversation"
        assert record["steps"][0]["conversation"]["turns"]
