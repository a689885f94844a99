"""A conversation on real Celery workers, one of them SIGKILLed in the middle of a turn: no
turn is repeated, none is lost, and no model call is paid for twice."""

from __future__ import annotations

from typing import Any

import pytest

from catalog.models import Solution
from catalog.services import catalog_install
from journal.models import JournalLine
from runs.conversations import conversation_message
from runs.models import CallStatus, Conversation, LLMCall, PersonMessage, Run, RunStatus
from runs.services import run_start
from tests.workers.conftest import wait_for

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _llm_rows(run: Run) -> Any:
    return LLMCall.objects.filter(attempt__step_run__run=run)


def _listening_at(run: Run, node: str) -> bool:
    run.refresh_from_db()
    conversation = Conversation.objects.filter(run=run).first()
    return (
        run.status == RunStatus.WAITING and conversation is not None and conversation.node == node
    )


def test_a_worker_killed_mid_turn_neither_repeats_nor_loses_a_turn(
    clean_broker, stand_factory, worker_factory
):
    catalog_install()
    stand = stand_factory(model_faults={"stand-cheap": {"delay_s": 3}})
    first = worker_factory(stand, "w1")
    run = run_start(
        solution=Solution.objects.get(slug="lost-card-block"),
        inputs={"client_name": "Смирнова Анна Викторовна", "channel": "chat"},
    )
    wait_for(lambda: _listening_at(run, "greet"), 40, "the greeting never came")
    conversation_message(run_id=run.pk, text="Здравствуйте, я потеряла карту")
    # Kill while the model decides to leave the greeting (the stand has the request).
    wait_for(
        lambda: _llm_rows(run).filter(pass_no=2, status=CallStatus.STARTED).exists(),
        30,
        "the second turn never started",
    )
    wait_for(lambda: stand.stats()["requests"] == 2, 20, "the call never reached the stand")
    first.kill()
    worker_factory(stand, "w2")
    wait_for(lambda: _listening_at(run, "identify"), 60, "the conversation did not go on")

    rows = _llm_rows(run)
    assert rows.filter(status=CallStatus.LOST).count() == 1
    assert stand.stats()["requests"] == rows.count() == 4  # greet, lost (killed), lost, ask
    turns = list(
        JournalLine.objects.filter(run=run, kind="pass").values_list("pass_no", "data__outcome")
    )
    assert turns == [
        (1, "conversation.reply"),
        (2, "conversation.transition"),
        (3, "conversation.reply"),
    ]
    transcript = Conversation.objects.get(run=run).transcript
    assert [line["role"] for line in transcript] == ["agent", "person", "agent"]
    assert transcript[1]["text"] == "Здравствуйте, я потеряла карту"
    assert PersonMessage.objects.filter(conversation__run=run).count() == 1
    assert set(rows.values_list("attempt__number", flat=True)) == {1}
