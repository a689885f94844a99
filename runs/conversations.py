"""Conversation services: park a conversation until the person writes, take their message,
let silence end it. Each write is one transaction with its journal line.

A conversation step's attempt stays *running* while the run waits: the next message re-enqueues
the run, and the engine replays the attempt from its ledger up to the new message. The
conversation row is the lock that orders a message arriving against the run parking: whichever
comes second sees the other, so a message is never left unanswered in a parked run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.db.models import Max
from django.utils import timezone

from journal.kinds import LineKind
from journal.services import journal_line
from runs.models import (
    Attempt,
    Conversation,
    HeardKind,
    PersonMessage,
    Run,
    RunStatus,
    StepRun,
    StepStatus,
)
from svaya.engine.conversation import Heard, Listen
from svaya.engine.outcomes import Done


class ConversationError(ValueError):
    """The run is not a conversation waiting for the person (ended, or not a conversation)."""


class DjangoInbox:
    """The engine's Inbox: everything heard in this attempt, in order (read lazily)."""

    def __init__(self, run_id: int, step_id: str, attempt_no: int) -> None:
        self.run_id, self.step_id, self.attempt_no = run_id, step_id, attempt_no

    def heard(self) -> list[Heard]:
        rows = PersonMessage.objects.filter(
            conversation__run_id=self.run_id,
            conversation__step_id=self.step_id,
            attempt_no=self.attempt_no,
        ).order_by("seq")
        return [Heard(row.kind, row.text) for row in rows]


@transaction.atomic
def conversation_park(
    *, run: Run, step: Any, step_run: StepRun, attempt: Attempt, ledger: Any, listen: Listen
) -> bool:
    """The run waits for the person's next message; True when it has already arrived (the
    caller goes on at once)."""
    ledger.lease.renew()
    ledger.flush()
    conversation = _locked(run.pk, step.id, attempt.number)
    conversation.node, conversation.expects = listen.node, listen.expects
    conversation.silence_at = timezone.now() + timedelta(seconds=listen.silence_s)
    conversation.transcript = [asdict(said) for said in listen.transcript]
    conversation.save()
    if _heard_count(conversation) >= listen.expects:
        return True
    StepRun.objects.filter(pk=step_run.pk).update(status=StepStatus.WAITING)
    Run.objects.filter(pk=run.pk).update(
        status=RunStatus.WAITING, lease_owner="", lease_expires_at=None
    )
    journal_line(
        run_id=run.pk,
        kind=LineKind.CONVERSATION_LISTENING,
        step_id=step.id,
        attempt_no=attempt.number,
        node=listen.node,
        expects=listen.expects,
    ).save()
    return False


@transaction.atomic
def conversation_message(*, run_id: int, text: str, enqueue: bool = True) -> PersonMessage:
    """The person's message: recorded, and the parked run queued to answer it (`enqueue`
    False: the caller advances the run in this process, as the recorder does)."""
    if not text.strip():
        raise ConversationError("the message is empty")
    if "\x00" in text:
        raise ConversationError("the message contains a NUL character (U+0000)")
    conversation = _waiting(run_id)
    message = _append(conversation, HeardKind.MESSAGE, text)
    journal_line(
        run_id=run_id,
        kind=LineKind.CONVERSATION_HEARD,
        step_id=conversation.step_id,
        attempt_no=conversation.attempt_no,
        seq=message.seq,
    ).save()
    _wake(conversation, enqueue=enqueue)
    return message


def conversations_silence_sweep() -> int:
    """Conversations whose person stayed silent past the timeout: silence is heard, and the
    engine ends the conversation or hands it over as the flow declares."""
    due = Conversation.objects.filter(
        silence_at__lt=timezone.now(), run__status=RunStatus.WAITING
    ).values_list("run_id", flat=True)
    return sum(1 for run_id in list(due) if conversation_silence(run_id=run_id))


@transaction.atomic
def conversation_silence(*, run_id: int, now: bool = False, enqueue: bool = True) -> bool:
    """Silence is heard when its timeout has passed (`now`: at once — a synthetic person who
    will not write, played in this process)."""
    conversation = Conversation.objects.select_for_update().get(run_id=run_id)
    due = conversation.silence_at is not None and conversation.silence_at < timezone.now()
    if not (due or now):
        return False
    if _heard_count(conversation) >= conversation.expects:
        return False  # a message came in time; the run is (or will be) answering it
    if not Run.objects.filter(pk=run_id, status=RunStatus.WAITING).exists():
        return False
    message = _append(conversation, HeardKind.SILENCE, "")
    journal_line(
        run_id=run_id,
        kind=LineKind.CONVERSATION_SILENCE,
        step_id=conversation.step_id,
        attempt_no=conversation.attempt_no,
        seq=message.seq,
    ).save()
    _wake(conversation, enqueue=enqueue)
    return True


def conversation_close(*, run: Run, step: Any, outcome: Done) -> Done:
    """The final transcript stays with the conversation row, not in the step's output (the
    output is what later steps and the public record see; the transcript holds values)."""
    output = dict(outcome.output)
    transcript = output.pop("transcript", [])
    Conversation.objects.filter(run=run, step_id=step.id).update(
        transcript=transcript, silence_at=None, node=output.get("end", "")
    )
    return Done(output, next=outcome.next, provenance=outcome.provenance)


# -- the synthetic person (recorded runs) -------------------------------------------------------
# Who plays a sample's person: (solution slug, sample name, transcript) -> the message, or None
# for silence. The wiring registers the stand's persona player (runs/apps.py) so runs never
# imports the stand; without one, a recorded conversation simply waits.
PersonPlayer = Callable[[str, str, list[dict[str, Any]]], str | None]
_players: list[PersonPlayer] = []


def person_player_register(player: PersonPlayer) -> None:
    _players[:] = [player]


def conversation_person_turn(*, run: Run) -> bool:
    """If the run waits for a person that a sample's persona plays, that person answers now
    (in this process, not enqueued). True when something was heard."""
    if not _players or not run.sample or run.status != RunStatus.WAITING:
        return False
    conversation = Conversation.objects.filter(run=run).first()
    if conversation is None or _heard_count(conversation) >= conversation.expects:
        return False
    slug = run.version.solution.slug
    text = _players[0](slug, run.sample, list(conversation.transcript))
    if text is None:
        return conversation_silence(run_id=run.pk, now=True, enqueue=False)
    conversation_message(run_id=run.pk, text=text, enqueue=False)
    return True


def _locked(run_id: int, step_id: str, attempt_no: int) -> Conversation:
    conversation, _ = Conversation.objects.get_or_create(
        run_id=run_id, step_id=step_id, defaults={"attempt_no": attempt_no}
    )
    conversation = Conversation.objects.select_for_update().get(pk=conversation.pk)
    if conversation.attempt_no != attempt_no:  # a controller's retry: a new conversation
        conversation.attempt_no, conversation.expects = attempt_no, 0
    return conversation


def _waiting(run_id: int) -> Conversation:
    conversation = Conversation.objects.select_for_update().filter(run_id=run_id).first()
    run = Run.objects.filter(pk=run_id).only("status").first()
    if conversation is None or run is None:
        raise ConversationError(f"run {run_id} is not a conversation")
    if run.status not in (RunStatus.WAITING, RunStatus.RUNNING, RunStatus.QUEUED):
        raise ConversationError(f"run {run_id} has ended ({run.status}); start a new one")
    if _heard_count(conversation) >= conversation.expects:
        raise ConversationError(f"run {run_id} is answering the last message; wait for it")
    return conversation


def _heard_count(conversation: Conversation) -> int:
    return conversation.messages.filter(attempt_no=conversation.attempt_no).count()


def _append(conversation: Conversation, kind: str, text: str) -> PersonMessage:
    last = conversation.messages.filter(attempt_no=conversation.attempt_no).aggregate(
        top=Max("seq")
    )["top"]
    return PersonMessage.objects.create(
        conversation=conversation,
        attempt_no=conversation.attempt_no,
        seq=0 if last is None else last + 1,
        kind=kind,
        text=text,
    )


def _wake(conversation: Conversation, *, enqueue: bool = True) -> None:
    """A parked run is queued again; a running one will see the message when it parks."""
    from runs.services.lifecycle import _enqueue_run

    woke = Run.objects.filter(pk=conversation.run_id, status=RunStatus.WAITING).update(
        status=RunStatus.QUEUED
    )
    if woke:
        StepRun.objects.filter(run_id=conversation.run_id, step_id=conversation.step_id).update(
            status=StepStatus.RUNNING
        )
        if enqueue:
            _enqueue_run(conversation.run_id)
