"""A run's task: claim the run, execute its steps until a wait, a fork or the end, release it;
and run_drive, which does the same in this process for a run and its branches.
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.utils import timezone

from catalog.versions import version_spec
from runs.conversations import conversation_person_turn
from runs.ledger import DjangoLedger, Lease
from runs.models import Branch, Run, RunStatus
from runs.services.branches import _join_ready, branch_advance
from runs.services.lifecycle import run_claimed, run_read, run_release, worker_name
from runs.services.steps import apply_outcome, step_enter, timebox_spent
from runs.wiring import step_context
from svaya.engine.protocol import LeaseLost
from svaya.engine.steps import execute
from svaya.spec.models import JoinStep

log = logging.getLogger(__name__)


def run_advance(*, run_id: int, worker: str | None = None) -> None:
    worker = worker or worker_name()
    claimed = run_claimed(run_id=run_id, worker=worker)
    if claimed is None:
        return
    lease = Lease(Run, run_id, worker, settings.SVAYA_LEASE_SECONDS)
    try:
        while _advance_one(run_id, lease, claimed):
            claimed = None  # each later step reads the run again
    except LeaseLost:
        log.warning("run %s: lease lost, another worker continues", run_id)
        return
    finally:
        if lease.held:  # not let go already by the statement that ended the run
            run_release(run_id=run_id, worker=worker)


def _advance_one(run_id: int, lease: Lease, claimed: Run | None = None) -> bool:
    """Executes the run's current step; True while there is more to do in this task.
    `claimed`: the run as its claim returned it, a moment ago."""
    run = claimed or run_read(run_id)
    if run.status != RunStatus.RUNNING:
        return False
    spec = version_spec(run.version_id)
    step = spec.step(run.current_step)
    if isinstance(step, JoinStep):
        return _join_ready(run, step)
    entered = step_enter(run=run, step=step, branch="")
    assert entered is not None  # only done_skips gives None
    step_run, attempt, fresh, reads = entered
    ledger = DjangoLedger(attempt, run.pk, step.id, lease, fresh=fresh)
    if timezone.now() >= run.deadline:
        outcome: Any = timebox_spent(spec, step)
    else:  # a call in the step is timed by the timebox too (svaya.engine.budget)
        outcome = execute(step, step_context(run, step_run, attempt, ledger, reads))
    return apply_outcome(
        run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, outcome=outcome
    )


def run_drive(*, run_id: int) -> Run:
    """Advance a run and its parallel branches in this process, without a worker (the
    showcase recorder, benchmarks); stops at a wait or the end."""
    while True:
        run_advance(run_id=run_id)
        branches = list(Branch.objects.filter(run_id=run_id, done=False))
        for branch in branches:
            branch_advance(run_id=run_id, parallel=branch.parallel_step, index=branch.index)
        run = Run.objects.get(pk=run_id)
        if conversation_person_turn(run=run):  # a sample's synthetic person answers
            continue
        if not branches or run.status != RunStatus.RUNNING:
            return run
