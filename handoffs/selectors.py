"""Scoped getters for the controllers' interfaces (admin and API).

Visibility: a superuser sees every queue, anyone else only the queues whose group they are in.
Acting is narrower and enforced by the services: only a member of the item's queue decides.
A getter never returns another queue's item; it raises Http404 instead, so a controller of one
queue cannot even learn that an item of another exists.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db.models import Q, QuerySet
from django.http import Http404
from django.utils import timezone
from django.utils.translation import gettext as _

from catalog.versions import version_spec
from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus, Queue
from handoffs.services import user_queues
from journal.kinds import LineKind
from journal.models import JournalLine
from runs.labels import PASS_OUTCOME_LABELS, detail_label, outcome_label
from runs.models import Attempt, CallStatus

CALL_STATUS_LABELS = dict(CallStatus.choices)

Item = HandoffTicket | ConfirmationRequest

# Age buckets of the queue lists: code → (at least, less than).
AGE_BUCKETS: dict[str, tuple[timedelta | None, timedelta | None]] = {
    "hour": (None, timedelta(hours=1)),
    "day": (None, timedelta(days=1)),
    "older": (timedelta(days=1), None),
}


def is_controller(user: Any) -> bool:
    """May open the controllers' pages at all: a superuser or a member of some queue."""
    if not getattr(user, "is_authenticated", False) or not user.is_active:
        return False
    return bool(user.is_superuser or user_queues(user))


def queues_visible(user: Any) -> QuerySet[Queue]:
    if getattr(user, "is_superuser", False) and user.is_active:
        return Queue.objects.all()
    return Queue.objects.filter(pk__in=user_queues(user))


def tickets_visible(user: Any) -> QuerySet[HandoffTicket]:
    items = HandoffTicket.objects.select_related(
        "queue", "run__version__solution", "step_run", "attempt", "assignee", "decided_by"
    )
    return items.filter(queue__in=queues_visible(user))


def confirmations_visible(user: Any) -> QuerySet[ConfirmationRequest]:
    items = ConfirmationRequest.objects.select_related(
        "queue", "run__version__solution", "step_run", "assignee", "decided_by"
    )
    return items.filter(queue__in=queues_visible(user))


def access_ticket(*, user: Any, ticket_id: int) -> HandoffTicket:
    ticket = tickets_visible(user).filter(pk=ticket_id).first()
    if ticket is None:
        raise Http404("Нет такой передачи в ваших очередях.")
    return ticket


def access_confirmation(*, user: Any, request_id: int) -> ConfirmationRequest:
    request = confirmations_visible(user).filter(pk=request_id).first()
    if request is None:
        raise Http404("Нет такого запроса подтверждения в ваших очередях.")
    return request


def can_act(user: Any, item: Item) -> bool:
    """What the services will allow: a member of the queue, on an item nobody else holds."""
    if item.status == ItemStatus.RESOLVED or item.queue_id not in user_queues(user):
        return False
    return item.assignee_id in (None, user.pk)


def open_items(user: Any) -> list[Item]:
    """The open and claimed items of the user's visible queues, oldest first."""
    pending = ~Q(status=ItemStatus.RESOLVED)
    items: list[Item] = [*tickets_visible(user).filter(pending)]
    items += confirmations_visible(user).filter(pending)
    return sorted(items, key=lambda item: (item.created_at, item.pk))


def rejection_path(request: ConfirmationRequest) -> str | None:
    """The step a rejection leads to, as the description declares; None: the run ends."""
    step = version_spec(request.run.version_id).step(request.step_run.step_id)
    return getattr(step, "on_reject", None) or None


def age_filter(bucket: str) -> Q:
    low, high = AGE_BUCKETS[bucket]
    now, q = timezone.now(), Q()
    if low is not None:
        q &= Q(created_at__lte=now - low)
    if high is not None:
        q &= Q(created_at__gt=now - high)
    return q


def age_seconds(item: Item) -> int:
    return int((timezone.now() - item.created_at).total_seconds())


# -- what the loop saw ----------------------------------------------------------------------
@dataclass(frozen=True)
class JournalRow:
    id: int
    at: Any
    step: str
    attempt: int | None
    pass_no: int | None
    kind: str
    tool: str
    outcome: str  # the codes, for the API
    shown: str = ""  # the same in Russian labels, for people


def attempt_journal(ticket: HandoffTicket) -> list[JournalRow]:
    """The journal of the ticket's attempt; a route handoff (kind: handoff) saw nothing itself,
    so the latest attempt of the step it would retry is shown with it."""
    scopes = [(ticket.step_run.step_id, ticket.attempt.number if ticket.attempt else None)]
    if ticket.retry_step and ticket.retry_step != ticket.step_run.step_id:
        scopes.insert(0, (ticket.retry_step, _latest_attempt_no(ticket)))
    scope = Q(pk__in=[])
    for step_id, attempt_no in scopes:
        if attempt_no is not None:
            scope |= Q(step_id=step_id, attempt_no=attempt_no)
    lines = JournalLine.objects.filter(scope, run_id=ticket.run_id).order_by("id")
    return [journal_row(line) for line in lines]


def _latest_attempt_no(ticket: HandoffTicket) -> int | None:
    # The retried step's latest attempt begun before the ticket: the loop the ticket is about.
    attempt = (
        Attempt.objects.filter(
            step_run__run_id=ticket.run_id,
            step_run__step_id=ticket.retry_step,
            started_at__lte=ticket.created_at,
        )
        .order_by("-number")
        .first()
    )
    return attempt.number if attempt else None


def journal_row(line: JournalLine) -> JournalRow:
    data = line.data or {}
    tools = data.get("tools")
    tool = data.get("tool") or (", ".join(tools) if isinstance(tools, list) else "")
    return JournalRow(
        id=line.pk,
        at=line.at,
        step=line.step_id,
        attempt=line.attempt_no,
        pass_no=line.pass_no,
        kind=line.kind,
        tool=str(tool),
        outcome=_outcome(line.kind, data),
        shown=_shown(line.kind, data),
    )


def _shown(kind: str, data: dict[str, Any]) -> str:
    """The outcome of a line in Russian: codes through runs/labels.py and the call statuses."""
    if kind in (LineKind.LLM_CALL, LineKind.LLM_LOST):
        parts = [str(data.get("tier") or ""), str(data.get("model") or "")]
        if data.get("empty"):
            parts.append(str(PASS_OUTCOME_LABELS["empty_turn"]))
        if data.get("error"):
            parts.append(f"{_('ошибка')}: {detail_label(str(data['error']))}")
        return " ".join(p for p in parts if p)
    found = []
    for key in ("outcome", "status", "reason"):
        code = str(data.get(key) or "")
        if code:
            found.append(CALL_STATUS_LABELS.get(code) or outcome_label(code))
    found += [detail_label(str(data[k])) for k in ("error", "detail") if data.get(k)]
    return "; ".join(str(f) for f in found)


def _outcome(kind: str, data: dict[str, Any]) -> str:
    if kind in (LineKind.LLM_CALL, LineKind.LLM_LOST):
        parts = [str(data.get("tier") or ""), str(data.get("model") or "")]
        if data.get("empty"):
            parts.append("пустой ответ")
        if data.get("error"):
            parts.append(f"ошибка: {data['error']}")
        return " ".join(p for p in parts if p)
    found = [
        str(data[k]) for k in ("outcome", "status", "reason", "error", "detail") if data.get(k)
    ]
    return "; ".join(found)


def member_of_runs_queue(user: Any, run: Any) -> bool:
    """A member of a queue that holds (or held) an item of this run may open the run."""
    queues = user_queues(user)
    if not queues:
        return False
    return (
        HandoffTicket.objects.filter(run=run, queue_id__in=queues).exists()
        or ConfirmationRequest.objects.filter(run=run, queue_id__in=queues).exists()
    )
