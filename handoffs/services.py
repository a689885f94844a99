"""Handoff tickets and confirmation requests: opening them, and a controller's decisions.

runs parks a run that waits (runs/waits.py) and calls `ticket_open` / `confirmation_open`
here through the interface it declares; handoffs/apps.py registers this module with it.

A controller's choices on a ticket are exactly two — retry the step (a new attempt from pass
1) or terminate the task. No automatic pass exists; nothing turns a partial result into one.
Each decision is applied in one transaction with the run's state change and its journal line.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone

from catalog.versions import version_spec
from handoffs.models import ConfirmationRequest, HandoffTicket, ItemStatus, Queue
from journal.kinds import LineKind
from journal.services import journal_line
from runs.decisions import confirmation_decided, handoff_decided
from runs.models import Attempt, Run, StepRun


def queue_for(*, code: str, title: str = "") -> Queue:
    group, _ = Group.objects.get_or_create(name=f"queue:{code}")
    queue, _ = Queue.objects.get_or_create(
        code=code, defaults={"title": title or code, "group": group}
    )
    return queue


@transaction.atomic
def ticket_open(
    *,
    run: Run,
    step_run: StepRun,
    attempt: Attempt,
    point: str,
    reason: str,
    detail: str,
    retry_step: str,
) -> HandoffTicket:
    """The ticket of a run that runs.waits has just parked at a handoff point."""
    declared = version_spec(run.version_id).handoff_points[point]
    ticket = HandoffTicket.objects.create(
        run=run,
        step_run=step_run,
        attempt=attempt,
        point=point,
        queue=queue_for(code=declared.queue, title=declared.title),
        reason=reason,
        detail=detail,
        retry_step=retry_step,
    )
    journal_line(
        run_id=run.pk,
        kind=LineKind.HANDOFF_OPENED,
        step_id=step_run.step_id,
        attempt_no=attempt.number,
        point=point,
        reason=reason,
        detail=detail,
        ticket=ticket.pk,
    ).save()
    return ticket


@transaction.atomic
def confirmation_open(
    *, run: Run, step_run: StepRun, point: str, payload: dict[str, Any]
) -> ConfirmationRequest:
    """The request of a run that runs.waits has just parked at a confirmation point."""
    declared = version_spec(run.version_id).confirmation_points[point]
    request = ConfirmationRequest.objects.create(
        run=run,
        step_run=step_run,
        point=point,
        queue=queue_for(code=declared.queue, title=declared.title),
        payload=payload,
    )
    journal_line(
        run_id=run.pk,
        kind=LineKind.CONFIRMATION_OPENED,
        step_id=step_run.step_id,
        point=point,
        request=request.pk,
    ).save()
    return request


# -- access ------------------------------------------------------------------------------------
def user_queues(user: Any) -> list[int]:
    if not user.is_authenticated:
        return []
    return list(Queue.objects.filter(group__user=user).values_list("pk", flat=True))


# Error codes the interfaces map to their answers (409 for the first two, 400 for the third).
ALREADY_DECIDED, CLAIMED_BY_OTHER, REASON_REQUIRED = (
    "already_decided",
    "claimed_by_other",
    "reason_required",
)


def _check_member(user: Any, item: HandoffTicket | ConfirmationRequest) -> None:
    if item.queue_id not in user_queues(user):
        raise PermissionDenied(
            f"Вы не контролер очереди «{item.queue.title}»: решать может только ее участник."
        )


def _lock(model: Any, pk: int, user: Any) -> Any:
    item = model.objects.select_for_update().select_related("run").get(pk=pk)
    _check_member(user, item)
    if item.status == ItemStatus.RESOLVED:
        raise ValidationError(
            f"Решение уже принято ({item.get_decision_display()}, {item.decided_by}); "
            "повторно решить нельзя.",
            code=ALREADY_DECIDED,
        )
    if item.assignee_id not in (None, user.pk):
        raise ValidationError(
            f"Элемент в работе у контролера {item.assignee}: дождитесь, пока он его освободит.",
            code=CLAIMED_BY_OTHER,
        )
    return item


TERMINATE_NEEDS_REASON = "Укажите причину: без нее задачу прекратить нельзя."
REJECT_NEEDS_REASON = "Укажите причину отклонения: она попадет в журнал прогона."


def _require_reason(reason: str, message: str) -> None:
    if not reason.strip():
        raise ValidationError(message, code=REASON_REQUIRED)


@transaction.atomic
def item_claim(*, model: Any, pk: int, user: Any) -> Any:
    item = _lock(model, pk, user)
    item.assignee, item.status = user, ItemStatus.CLAIMED
    item.save(update_fields=["assignee", "status"])
    journal_line(
        run_id=item.run_id, kind=_line_kind(model, "claimed"), actor=user, item=item.pk
    ).save()
    return item


@transaction.atomic
def item_release(*, model: Any, pk: int, user: Any) -> Any:
    item = _lock(model, pk, user)
    item.assignee, item.status = None, ItemStatus.OPEN
    item.save(update_fields=["assignee", "status"])
    journal_line(
        run_id=item.run_id, kind=_line_kind(model, "released"), actor=user, item=item.pk
    ).save()
    return item


def _line_kind(model: Any, action: str) -> LineKind:
    return LineKind(f"{'handoff' if model is HandoffTicket else 'confirmation'}.{action}")


def _decide(item: Any, user: Any, decision: str, reason: str) -> None:
    item.status, item.decision, item.decision_reason = ItemStatus.RESOLVED, decision, reason
    item.decided_by, item.decided_at, item.assignee = user, timezone.now(), user
    item.save(
        update_fields=[
            "status",
            "decision",
            "decision_reason",
            "decided_by",
            "decided_at",
            "assignee",
        ]
    )


# -- decisions -----------------------------------------------------------------------------------
@transaction.atomic
def handoff_retry(*, ticket_id: int, user: Any, reason: str = "") -> HandoffTicket:
    ticket = _lock(HandoffTicket, ticket_id, user)
    _decide(ticket, user, HandoffTicket.Decision.RETRY, reason)
    journal_line(
        run_id=ticket.run_id,
        kind=LineKind.HANDOFF_RETRY,
        step_id=ticket.retry_step,
        actor=user,
        ticket=ticket.pk,
        reason=reason,
    ).save()
    handoff_decided(run=ticket.run, retry_step=ticket.retry_step, reason=reason, actor=user)
    return ticket


@transaction.atomic
def handoff_terminate(*, ticket_id: int, user: Any, reason: str) -> HandoffTicket:
    _require_reason(reason, TERMINATE_NEEDS_REASON)
    ticket = _lock(HandoffTicket, ticket_id, user)
    _decide(ticket, user, HandoffTicket.Decision.TERMINATE, reason)
    journal_line(
        run_id=ticket.run_id,
        kind=LineKind.HANDOFF_TERMINATED,
        step_id=ticket.step_run.step_id,
        actor=user,
        ticket=ticket.pk,
        reason=reason,
    ).save()
    handoff_decided(run=ticket.run, retry_step=None, reason=reason, actor=user)
    return ticket


@transaction.atomic
def confirmation_approve(*, request_id: int, user: Any, reason: str = "") -> ConfirmationRequest:
    return _confirmation_decide(request_id, user, reason, approved=True)


@transaction.atomic
def confirmation_reject(*, request_id: int, user: Any, reason: str) -> ConfirmationRequest:
    _require_reason(reason, REJECT_NEEDS_REASON)
    return _confirmation_decide(request_id, user, reason, approved=False)


def _confirmation_decide(
    request_id: int, user: Any, reason: str, *, approved: bool
) -> ConfirmationRequest:
    request = _lock(ConfirmationRequest, request_id, user)
    decision = ConfirmationRequest.Decision
    _decide(request, user, decision.APPROVE if approved else decision.REJECT, reason)
    journal_line(
        run_id=request.run_id,
        kind=LineKind.CONFIRMATION_APPROVED if approved else LineKind.CONFIRMATION_REJECTED,
        actor=user,
        step_id=request.step_run.step_id,
        point=request.point,
        reason=reason,
    ).save()
    confirmation_decided(
        run=request.run,
        step_id=request.step_run.step_id,
        approved=approved,
        payload=request.payload,  # what the person approved or rejected, kept with the decision
        by=user.get_username(),
        reason=reason,
        actor=user,
    )
    return request


# The demo installation's people: one administrator, one controller per queue, one operator.
OPERATORS = "svaya-operators"
_OPERATOR_PERMISSIONS = (
    ("runs", "add_run"),
    ("runs", "view_run"),
    ("catalog", "view_solution"),
    ("catalog", "view_solutionversion"),
)


@dataclass(frozen=True)
class DemoUser:
    username: str
    role: str  # what the person does, for the printed list of logins
    password: str | None  # None: the user already existed and keeps its password


@transaction.atomic
def demo_users_ensure(*, known: dict[str, str], reset: bool = False) -> list[DemoUser]:
    """Create the demo people that are missing. `known` holds the passwords handed out before
    (username → password); a user that exists keeps its password unless `reset` is set."""
    wanted: list[tuple[str, str, dict[str, Any], list[Group]]] = [
        ("admin", "administrator (superuser)", {"is_staff": True, "is_superuser": True}, []),
        ("operator", "operator (starts runs via the API)", {"is_staff": True}, [_operators()]),
    ]
    for queue in Queue.objects.order_by("code"):
        wanted.append(
            (
                f"controller-{queue.code}",
                f"controller of «{queue.title}»",
                {"is_staff": True},
                [queue.group],
            )
        )
    return [_demo_user(u, role, flags, groups, known, reset) for u, role, flags, groups in wanted]


def _demo_user(
    username: str,
    role: str,
    flags: dict[str, Any],
    groups: list[Group],
    known: dict[str, str],
    reset: bool,
) -> DemoUser:
    user, created = get_user_model().objects.get_or_create(username=username, defaults=flags)
    password = known.get(username)
    if created or reset:
        password = secrets.token_urlsafe(12)
        user.set_password(password)
        user.save(update_fields=["password"])
    elif password is not None and not user.check_password(password):
        password = None  # changed since it was handed out: the list must not show a stale one
    user.groups.add(*groups)
    if created:
        journal_line(
            run_id=None, kind=LineKind.USER_DEMO_CREATED, username=username, role=role
        ).save()
    return DemoUser(username=username, role=role, password=password)


def _operators() -> Group:
    group, _ = Group.objects.get_or_create(name=OPERATORS)
    for app_label, codename in _OPERATOR_PERMISSIONS:
        group.permissions.add(
            Permission.objects.get(content_type__app_label=app_label, codename=codename)
        )
    return group
