"""A run's row: its task enqueued, its lease claimed and let go, the run read as stored, and
its end.

A claim is a conditional UPDATE (only one worker wins a run whose lease is free or expired);
a run's end cannot be left. On Postgres outside a transaction the claim and the read are one
prepared statement each (runs/ledger_postgres.py).
"""

from __future__ import annotations

import os
import socket
import uuid
from typing import Any

from django.db import transaction
from django.db.models import Q, Value
from django.db.models.functions import Coalesce
from django.utils import timezone

from journal.kinds import LineKind
from journal.services import journal_line
from runs.ledger import Lease
from runs.ledger_postgres import statements_now
from runs.models import TERMINAL_RUN, Attempt, AttemptStatus, Run, RunStatus, StepRun, StepStatus
from runs.wiring import lease_delta


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


def _enqueue_run(run_id: int) -> None:
    from runs import tasks

    transaction.on_commit(lambda: tasks.advance_run.delay(run_id))


def _enqueue_branch(run_id: int, parallel: str, index: int, replay: bool | None = None) -> None:
    """`replay`: whether the run is a replay, when the caller knows (it never changes)."""
    from runs import tasks

    if replay is None:
        replay = Run.objects.filter(pk=run_id, replay_of__isnull=False).exists()
    if replay:
        return  # a replay's branches are driven in its own process (runs.replay)

    transaction.on_commit(lambda: tasks.advance_branch.delay(run_id, parallel, index))


def run_claim(*, run_id: int, worker: str) -> bool:
    """Conditional UPDATE: only one worker wins a run whose lease is free or expired."""
    statements = statements_now(transaction.get_connection())
    if statements is not None:
        return run_claimed(run_id=run_id, worker=worker) is not None
    return _claim(run_id, worker)


def run_claimed(*, run_id: int, worker: str) -> Run | None:
    """run_claim, and the run as stored after the claim (None: not won). On Postgres
    outside a transaction the UPDATE returns the row: one statement."""
    db = transaction.get_connection()
    statements = statements_now(db)
    if statements is None:
        return Run.objects.get(pk=run_id) if _claim(run_id, worker) else None
    now = timezone.now()
    claimable = [RunStatus.QUEUED.value, RunStatus.RUNNING.value]
    return statements.claim(db, run_id, worker, now, now + lease_delta(), claimable)


def _claim(run_id: int, worker: str) -> bool:
    now = timezone.now()
    free = Q(lease_expires_at__isnull=True) | Q(lease_expires_at__lt=now)
    won = Run.objects.filter(
        free, pk=run_id, status__in=[RunStatus.QUEUED, RunStatus.RUNNING]
    ).update(
        status=RunStatus.RUNNING,
        lease_owner=worker,
        lease_expires_at=now + lease_delta(),
        started_at=Coalesce("started_at", Value(now)),  # set by the first claim only
    )
    return won == 1


def run_release(*, run_id: int, worker: str) -> None:
    Run.objects.filter(pk=run_id, lease_owner=worker).update(lease_owner="", lease_expires_at=None)


def run_read(run_id: int) -> Run:
    """The run as stored now; on Postgres outside a transaction one prepared statement
    (runs/ledger_postgres.py), else the ORM."""
    statements = statements_now(transaction.get_connection())
    if statements is None:
        return Run.objects.get(pk=run_id)
    return statements.run(transaction.get_connection(), run_id)


@transaction.atomic
def run_finish(
    *, run_id: int, status: str, outcome: str, detail: str = "", actor: Any = None
) -> None:
    """Terminal states cannot be left: the UPDATE only touches a run that is not final."""
    now = timezone.now()
    updated = (
        Run.objects.filter(pk=run_id)
        .exclude(status__in=TERMINAL_RUN)
        .update(
            status=status,
            outcome=outcome,
            outcome_detail=detail,
            finished_at=now,
            lease_owner="",
            lease_expires_at=None,
        )
    )
    if not updated:
        return
    stopped: list[str] = []
    if status != RunStatus.COMPLETED:  # nothing of a run that ended still runs or waits
        open_steps = (StepStatus.RUNNING, StepStatus.WAITING)
        running = StepRun.objects.filter(run_id=run_id, status__in=open_steps)
        stopped = sorted(running.values_list("step_id", flat=True))
        Attempt.objects.filter(
            step_run__run_id=run_id, status__in=(AttemptStatus.RUNNING, AttemptStatus.WAITING)
        ).update(status=AttemptStatus.FAILED, outcome=outcome, finished_at=now)
        running.update(status=StepStatus.FAILED, finished_at=now)
    journal_line(
        run_id=run_id,
        kind=LineKind(f"run.{status}"),
        actor=actor,
        outcome=outcome,
        detail=detail,
        **({"stopped_steps": stopped} if stopped else {}),
    ).save()


def _lease_let_go(lease: Lease) -> None:
    """Inside the caller's transaction: the lease is released (only while this worker holds
    it), and once that commits there is nothing left for the task's end to release."""
    lease.model.objects.filter(pk=lease.pk, lease_owner=lease.owner).update(
        lease_owner="", lease_expires_at=None
    )

    def let_go() -> None:
        lease.held = False

    transaction.on_commit(let_go)
