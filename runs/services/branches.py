"""A parallel step's branches: each branch's task (claim, its steps, release), a branch's end,
and the join, which the last branch to end completes exactly once.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction
from django.db.models import Count, Q
from django.utils import timezone

from catalog.kinds import StepKind
from catalog.versions import version_spec
from journal.kinds import LineKind
from journal.services import journal_line
from runs.ledger import DjangoLedger, Lease
from runs.ledger_postgres import statements_now
from runs.models import Branch, Run, RunEnd, RunStatus, StepRun, StepStatus
from runs.services.lifecycle import _enqueue_run, _lease_let_go, run_finish, run_read, worker_name
from runs.services.steps import apply_outcome, step_enter
from runs.wiring import lease_delta, step_context
from svaya.engine.protocol import LeaseLost
from svaya.engine.route import successor
from svaya.engine.steps import execute
from svaya.spec.models import END, JoinStep

log = logging.getLogger(__name__)


def branch_advance(*, run_id: int, parallel: str, index: int, worker: str | None = None) -> None:
    worker = worker or worker_name()
    branch = _branch_claim(run_id, parallel, index, worker)
    if branch is None:
        return
    lease = Lease(Branch, branch.pk, worker, settings.SVAYA_LEASE_SECONDS)
    try:
        if _branch_steps(run_id, parallel, index, lease):
            branch_done(run_id=run_id, parallel=parallel, index=index, lease=lease)
    except LeaseLost:
        log.warning("run %s branch %s:%s: lease lost", run_id, parallel, index)
    finally:
        if lease.held:  # not let go already with the branch's end
            Branch.objects.filter(pk=branch.pk, lease_owner=worker).update(
                lease_owner="", lease_expires_at=None
            )


def _branch_claim(run_id: int, parallel: str, index: int, worker: str) -> Branch | None:
    """Only one worker wins an open branch of a running run whose lease is free or expired.
    On Postgres outside a transaction one statement that returns the branch's id."""
    now = timezone.now()
    db = transaction.get_connection()
    statements = statements_now(db)
    if statements is not None:
        pk = statements.branch_claim(db, run_id, parallel, index, worker, now, now + lease_delta())
        if pk is None:
            return None
        return Branch(pk=pk, run_id=run_id, parallel_step=parallel, index=index, lease_owner=worker)
    free = Q(lease_expires_at__isnull=True) | Q(lease_expires_at__lt=now)
    won = Branch.objects.filter(
        free,
        run_id=run_id,
        parallel_step=parallel,
        index=index,
        done=False,
        run__status=RunStatus.RUNNING,
    ).update(lease_owner=worker, lease_expires_at=now + lease_delta())
    return Branch.objects.get(run_id=run_id, parallel_step=parallel, index=index) if won else None


def _branch_steps(run_id: int, parallel: str, index: int, lease: Lease) -> bool:
    """Runs the branch's steps in order; False when one of them stopped the branch."""
    run = run_read(run_id)
    members = version_spec(run.version_id).step(parallel).branches[index]
    for number, step in enumerate(members, 1):
        entered = step_enter(run=run, step=step, branch=f"{parallel}:{index}", done_skips=True)
        if entered is None:  # completed before (a crash, a retried step of the branch)
            continue
        step_run, attempt, fresh, reads = entered
        ledger = DjangoLedger(attempt, run.pk, step.id, lease, fresh=fresh)
        outcome = execute(step, step_context(run, step_run, attempt, ledger, reads))
        if not apply_outcome(
            run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, outcome=outcome
        ):
            return False
        if number < len(members):  # the next step reads the run as it is now
            run = run_read(run_id)
    return True


@transaction.atomic
def branch_done(*, run_id: int, parallel: str, index: int, lease: Lease | None = None) -> None:
    """The parallel step's row lock makes the last branch complete the join exactly once.
    `lease`: the branch's, let go in the same commit."""
    step_run = StepRun.objects.select_for_update().get(run_id=run_id, step_id=parallel)
    Branch.objects.filter(run_id=run_id, parallel_step=parallel, index=index).update(done=True)
    if lease is not None:
        _lease_let_go(lease)
    journal_line(
        run_id=run_id, kind=LineKind.BRANCH_COMPLETED, step_id=parallel, branch=index
    ).save()
    branches = Branch.objects.filter(run_id=run_id, parallel_step=parallel).aggregate(
        open=Count("pk", filter=Q(done=False)), all=Count("pk")
    )  # one query: whether any is still open, and how many there are
    if branches["open"]:
        return
    if step_run.status == StepStatus.COMPLETED:
        return
    step_run.status, step_run.finished_at = StepStatus.COMPLETED, timezone.now()
    step_run.output = {"branches": branches["all"]}
    step_run.save(update_fields=["status", "finished_at", "output"])
    journal_line(run_id=run_id, kind=LineKind.PARALLEL_JOINED, step_id=parallel).save()
    _enqueue_run(run_id)


def _join_ready(run: Run, step: JoinStep) -> bool:
    """A run task that reaches a join continues only once the parallel step is complete."""
    if not StepRun.objects.filter(
        run=run, step_id=step.parallel, status=StepStatus.COMPLETED
    ).exists():
        return False
    with transaction.atomic():
        joined = StepRun(
            run=run,
            step_id=step.id,
            kind=StepKind.JOIN,
            status=StepStatus.COMPLETED,
            output={},
            finished_at=timezone.now(),
        )
        StepRun.objects.bulk_create([joined], ignore_conflicts=True)  # one made before stays
        journal_line(run_id=run.pk, kind=LineKind.STEP_COMPLETED, step_id=step.id).save()
        following = successor(version_spec(run.version_id), step.id)
        if following == END:
            run_finish(run_id=run.pk, status=RunStatus.COMPLETED, outcome=RunEnd.COMPLETED)
            return False
        Run.objects.filter(pk=run.pk).update(current_step=following)
    return True
