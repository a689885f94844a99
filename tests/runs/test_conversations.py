"""Conversation flows on the database: the run parks for the person's message, a message wakes
it, silence ends it, every turn and transition is a journal line, and each catalog flow's
samples end where their synthetic person leads them."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import yaml
from django.utils import timezone

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR
from journal.models import JournalLine
from runs.conversations import (
    ConversationError,
    conversation_message,
    conversations_silence_sweep,
)
from runs.models import Conversation, PersonMessage, Run, RunStatus
from runs.services import run_drive, run_start
from svaya.spec.persona import PERSONA_FILE

pytestmark = pytest.mark.django_db
FLOW = "lost-card-block"
NAME = "Смирнова Анна Викторовна"


def _flow_samples() -> list[tuple[str, str]]:
    found = []
    for folder in sorted(Path(SOLUTIONS_DIR).iterdir()):
        if (folder / PERSONA_FILE).is_file():
            found += [(folder.name, p.stem) for p in sorted((folder / "samples").glob("*.json"))]
    return found


def _start(slug: str, sample: str = "", inputs: dict[str, Any] | None = None) -> Run:
    path = Path(SOLUTIONS_DIR) / slug / "samples" / f"{sample or 'lost-and-blocked'}.json"
    data = inputs or json.loads(path.read_text(encoding="utf-8"))
    run = run_start(
        solution=Solution.objects.get(slug=slug), inputs=data, sample=sample, enqueue=False
    )
    return run_drive(run_id=run.pk)


def _turns(run: Run) -> list[dict[str, Any]]:
    lines = JournalLine.objects.filter(run=run, kind="pass").order_by("id")
    return [{"outcome": line.data["outcome"], **line.data} for line in lines]


@pytest.mark.parametrize(("slug", "sample"), _flow_samples())
def test_each_flow_sample_ends_at_the_node_its_person_leads_to(installation, slug, sample):
    persona = yaml.safe_load((Path(SOLUTIONS_DIR) / slug / PERSONA_FILE).read_text())
    run = _start(slug, sample)
    turns = _turns(run)
    assert turns[-1]["node"] == persona["person"][sample]["ends_at"], turns
    assert all(t["outcome"].startswith("conversation.") for t in turns)


def test_the_variables_extracted_on_leaving_a_node_are_the_steps_output(installation):
    run = _start(FLOW, "lost-and-blocked")
    output = run.steps.get(step_id="talk").output
    assert output["end"] == "blocked"
    assert output["path"] == ["greet", "identify", "blocked"]
    assert output["variables"]["identify"]["card_last4"] == "4417"
    assert "transcript" not in output  # values stay with the conversation row
    clinic = _start("clinic-appointment", "tuesday-therapist").steps.get(step_id="talk").output
    assert clinic["variables"]["greet"]["specialty"] == "терапевт"
    assert clinic["variables"]["slots"]["day"] == "вторник"  # "Вторник подходит." in the chat


def test_without_a_person_the_run_parks_after_the_greeting(installation):
    run = _start(FLOW)
    assert run.status == RunStatus.WAITING
    conversation = Conversation.objects.get(run=run)
    assert (conversation.node, conversation.expects) == ("greet", 1)
    assert conversation.transcript[0]["role"] == "agent"
    assert JournalLine.objects.filter(run=run, kind="conversation.listening").count() == 1


def test_a_message_wakes_the_run_and_is_answered_once(
    installation, django_capture_on_commit_callbacks
):
    run = _start(FLOW)
    with django_capture_on_commit_callbacks() as callbacks:
        conversation_message(run_id=run.pk, text="Я потеряла карту")
    assert len(callbacks) == 1  # the run's task is enqueued after the commit
    assert Run.objects.get(pk=run.pk).status == RunStatus.QUEUED
    run = run_drive(run_id=run.pk)
    assert Conversation.objects.get(run=run).node == "identify"
    transitions = [t for t in _turns(run) if t["outcome"] == "conversation.transition"]
    assert [(t["from"], t["to"], t["label"]) for t in transitions] == [
        ("greet", "identify", "lost")
    ]
    assert transitions[0]["heard"] == "Я потеряла карту"


def test_a_second_message_before_the_answer_is_refused(installation):
    run = _start(FLOW)
    conversation_message(run_id=run.pk, text="Я потеряла карту", enqueue=False)
    with pytest.raises(ConversationError, match="answering the last message"):
        conversation_message(run_id=run.pk, text="Алло?", enqueue=False)
    assert PersonMessage.objects.count() == 1


def test_an_empty_message_and_an_ended_run_are_refused(installation):
    run = _start(FLOW, "other-question")
    with pytest.raises(ConversationError, match="empty"):
        conversation_message(run_id=run.pk, text="  ")
    with pytest.raises(ConversationError, match="NUL character"):  # the database cannot keep it
        conversation_message(run_id=run.pk, text="Я потеряла\x00карту")
    finished = _start(FLOW, "lost-and-blocked")
    assert finished.status == RunStatus.COMPLETED
    with pytest.raises(ConversationError, match="has ended"):
        conversation_message(run_id=finished.pk, text="Спасибо")


def test_silence_past_the_timeout_ends_the_conversation_as_declared(installation):
    run = _start(FLOW)
    assert conversations_silence_sweep() == 0  # the timeout has not passed
    Conversation.objects.filter(run=run).update(silence_at=timezone.now() - timedelta(seconds=1))
    assert conversations_silence_sweep() == 1
    run = run_drive(run_id=run.pk)
    assert run.status == RunStatus.COMPLETED
    assert JournalLine.objects.filter(run=run, kind="conversation.silence").count() == 1


def test_the_persons_name_reaches_the_journal_and_the_model_as_a_placeholder(installation):
    run = _start(FLOW)
    conversation_message(run_id=run.pk, text=f"Это {NAME}, у меня пропала карта", enqueue=False)
    run = run_drive(run_id=run.pk)
    heard = next(t["heard"] for t in _turns(run) if "heard" in t)
    assert NAME not in heard and "[PERSON_1]" in heard
    # The conftest's leak scan checks every stored LLM request for the name as well.
