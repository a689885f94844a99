"""A step: its begin (a new attempt or the running one), the application of its outcome, and its
completion, wait, fork or exhausted attempt.

A verdict is applied in one transaction with its journal line and provenance, and only on
the state it was made on; on Postgres outside a transaction a first begin and a completion
are one statement each (runs/ledger_postgres.py).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from catalog.versions import version_spec
from journal.kinds import LineKind
from journal.services import journal_columns, journal_line
from runs.conversations import conversation_close, conversation_park
from runs.ledger import DjangoLedger
from runs.ledger_postgres import statements_now
from runs.models import Attempt, AttemptStatus, Branch, Run, RunEnd, RunStatus, StepRun, StepStatus
from runs.services.lifecycle import _enqueue_branch, _lease_let_go, run_finish
from runs.waits import handoff_wait, wait_open
from runs.wiring import StepReads, step_deadline_seconds
from svaya.engine.conversation import Listen
from svaya.engine.outcomes import Done, Exhausted, Fork, Wait, Why
from svaya.engine.reach import basis_problem
from svaya.engine.route import join_after, successor
from svaya.spec.flows import ConversationStep
from svaya.spec.models import END, ParallelStep


class StaleVerdict(Exception):
    """The state a verdict was made on is gone (another attempt, step, or changed inputs)."""


def person_point(spec: Any, step: Any) -> str | None:
    """Where a step goes when a person must decide: an agent's on_exhausted, else the
    timeout point (the step's on_timeout or on_failure, else the solution's on_timeout)."""
    return getattr(step, "on_exhausted", None) or spec.timeout_point(step)


def timebox_spent(spec: Any, step: Any) -> Exhausted:
    """The task's timebox ran out between steps: a person is asked at the step's handoff
    point (the run does not fail); the detail names the budget that ran out."""
    point = person_point(spec, step)
    detail = (
        f"the task's timebox ({settings.SVAYA_TASK_TIMEBOX_S:g} s, SVAYA_TASK_TIMEBOX_S) ran "
        f"out before step {step.id}"
    )
    return Exhausted(Why.TIME, detail, point, step.id)


def step_begin(*, run: Run, step: Any, branch: str) -> tuple[StepRun, Attempt, bool]:
    """The step's StepRun and its current attempt: the running one (a crash replays it) or a
    new one (first entry, or a controller's retry) with a fresh, persisted deadline. The flag
    says the attempt is new, so it has nothing recorded yet."""
    entered = step_enter(run=run, step=step, branch=branch)
    assert entered is not None  # only done_skips gives None
    return entered[:3]


Entered = tuple[StepRun, Attempt, bool, StepReads | None]


def step_enter(*, run: Run, step: Any, branch: str, done_skips: bool = False) -> Entered | None:
    """step_begin, and what the step's context reads when the begin read it too: on
    Postgres outside a transaction, a step entered for the first time is begun by one
    statement (runs/ledger_postgres.py) that writes what the ORM path below writes.
    `done_skips`: None for a step completed already (a step that has no StepRun yet is not,
    so the begin statement goes first and the check only follows an existing one)."""
    db = transaction.get_connection()
    statements = statements_now(db)
    if statements is not None:
        now = timezone.now()
        deadline = now + timezone.timedelta(seconds=step_deadline_seconds(step))
        steprun = {
            "run_id": run.pk,
            "step_id": step.id,
            "kind": step.kind,
            "branch": branch,
            "status": StepStatus.RUNNING,
            "started_at": now,
        }
        first = {"number": 1, "status": AttemptStatus.RUNNING, "deadline": deadline}
        line = journal_columns(
            run_id=run.pk,
            kind=LineKind.STEP_STARTED,
            step_id=step.id,
            attempt_no=1,
            step_kind=step.kind,
            deadline=deadline.isoformat(),
        )
        begun = statements.begin(db, steprun, {**first, "started_at": now}, line)
        if begun is not None:
            step_run_id, attempt_id, token, steps = begun
            step_run = StepRun(pk=step_run_id, **steprun)
            step_run.run = run
            attempt = Attempt(pk=attempt_id, step_run=step_run, started_at=now, **first)
            for row in (step_run, attempt):
                row._state.adding, row._state.db = False, db.alias
            return step_run, attempt, True, StepReads(steps, token)
    if (
        done_skips
        and StepRun.objects.filter(run=run, step_id=step.id, status=StepStatus.COMPLETED).exists()
    ):
        return None
    return (*_step_begin(run=run, step=step, branch=branch), None)


@transaction.atomic
def _step_begin(*, run: Run, step: Any, branch: str) -> tuple[StepRun, Attempt, bool]:
    step_run, created = StepRun.objects.get_or_create(
        run=run, step_id=step.id, defaults={"kind": step.kind, "branch": branch}
    )
    attempt = None if created else step_run.attempts.order_by("-number").first()
    if attempt is not None and attempt.status == AttemptStatus.RUNNING:
        return step_run, attempt, False
    number = attempt.number + 1 if attempt else 1
    deadline = timezone.now() + timezone.timedelta(seconds=step_deadline_seconds(step))
    attempt = Attempt.objects.create(step_run=step_run, number=number, deadline=deadline)
    if not created:  # a retry re-opens the step
        step_run.status, step_run.finished_at = StepStatus.RUNNING, None
        step_run.save(update_fields=["status", "finished_at"])
    kind = LineKind.STEP_STARTED if created else LineKind.ATTEMPT_STARTED
    journal_line(
        run_id=run.pk,
        kind=kind,
        step_id=step.id,
        attempt_no=number,
        step_kind=step.kind,
        deadline=deadline.isoformat(),
    ).save()
    return step_run, attempt, True


def apply_outcome(
    *, run: Run, step: Any, step_run: StepRun, attempt: Attempt, ledger: DjangoLedger, outcome: Any
) -> bool:
    if isinstance(outcome, Listen):
        return conversation_park(
            run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, listen=outcome
        )
    if isinstance(outcome, Done) and isinstance(step, ConversationStep):
        outcome = conversation_close(run=run, step=step, outcome=outcome)
    if isinstance(outcome, Done):
        try:
            return step_complete(
                run=run,
                step=step,
                step_run=step_run,
                attempt=attempt,
                ledger=ledger,
                outcome=outcome,
            )
        except StaleVerdict as stale:  # rolled back: nothing of it was applied
            point = person_point(version_spec(run.version_id), step)
            outcome = Exhausted(Why.GUARD, f"verdict not applied: {stale}", point, step.id)
    if isinstance(outcome, Fork):
        return _fork(run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger)
    if isinstance(outcome, Wait):
        wait_open(
            run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, outcome=outcome
        )
        return False
    assert isinstance(outcome, Exhausted)
    _attempt_exhausted(run=run, step_run=step_run, attempt=attempt, ledger=ledger, outcome=outcome)
    return False


def step_complete(
    *, run: Run, step: Any, step_run: StepRun, attempt: Attempt, ledger: DjangoLedger, outcome: Done
) -> bool:
    """The verdict is applied here, in one transaction with its journal line and provenance,
    and only on the state it was made on (the engine checked it too; the run's row lock
    closes the gap between that check and this transaction). On Postgres outside a
    transaction all of it is one statement (runs/ledger_postgres.py), the check included."""
    statements = ledger.one_statement()
    if statements is None:
        return _step_complete(
            run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, outcome=outcome
        )
    ledger.lease.renew()
    now = timezone.now()
    lines = [
        journal_columns(
            run_id=run.pk,
            kind=LineKind.STEP_COMPLETED,
            step_id=step.id,
            attempt_no=attempt.number,
            provenance=outcome.provenance,
            goto=outcome.next,
        )
    ]
    following = ends = None
    if not step_run.branch:
        following = successor(version_spec(run.version_id), step.id, outcome.next)
        if following == END:
            following, ends = None, str(RunEnd.COMPLETED)
            finished = journal_columns(
                run_id=run.pk, kind=LineKind.RUN_COMPLETED, outcome=ends, detail=""
            )
            lines.append({**finished, "ends_run": True})
    basis = None
    if outcome.provenance is not None:
        basis = (attempt.number, step.id, run.inputs)
    applied, ended = statements.complete(
        ledger._db,
        basis=basis,
        run_id=run.pk,
        step_run_id=step_run.pk,
        attempt_id=attempt.pk,
        now=now,
        output=outcome.output,
        provenance=outcome.provenance,
        pending=ledger.pending(),
        lines=lines,
        following=following,
        ends=ends,
    )
    if not applied:  # nothing was written: say what moved
        stale = basis_problem(ledger.basis_now(), attempt.number, step.id, run.inputs)
        raise StaleVerdict(stale or "the run's state changed while the verdict was applied")
    ledger.written()
    if ended:
        ledger.lease.held = False  # the run's lease went with its end
    return following is not None or bool(step_run.branch)


@transaction.atomic
def _step_complete(
    *, run: Run, step: Any, step_run: StepRun, attempt: Attempt, ledger: DjangoLedger, outcome: Done
) -> bool:
    ledger.lease.renew()
    if outcome.provenance is not None:
        list(Run.objects.select_for_update().filter(pk=run.pk).values_list("pk"))
        stale = basis_problem(ledger.basis_now(), attempt.number, step.id, run.inputs)
        if stale:
            raise StaleVerdict(stale)
    ledger.flush()
    now = timezone.now()
    Attempt.objects.filter(pk=attempt.pk).update(status=AttemptStatus.SUCCEEDED, finished_at=now)
    StepRun.objects.filter(pk=step_run.pk).update(
        status=StepStatus.COMPLETED,
        output=outcome.output,
        provenance_id=outcome.provenance,
        finished_at=now,
    )
    journal_line(
        run_id=run.pk,
        kind=LineKind.STEP_COMPLETED,
        step_id=step.id,
        attempt_no=attempt.number,
        provenance=outcome.provenance,
        goto=outcome.next,
    ).save()
    if step_run.branch:
        return True
    following = successor(version_spec(run.version_id), step.id, outcome.next)
    if following == END:
        run_finish(run_id=run.pk, status=RunStatus.COMPLETED, outcome=RunEnd.COMPLETED)
        return False
    Run.objects.filter(pk=run.pk).update(current_step=following)
    return True


def _attempt_exhausted(
    *, run: Run, step_run: StepRun, attempt: Attempt, ledger: DjangoLedger, outcome: Exhausted
) -> None:
    if outcome.point:
        handoff_wait(
            run=run,
            step_run=step_run,
            attempt=attempt,
            ledger=ledger,
            point=outcome.point,
            reason=str(outcome.why),
            detail=outcome.detail,
            retry_step=outcome.retry_step or step_run.step_id,
        )
        return
    with transaction.atomic():
        ledger.flush()
        Attempt.objects.filter(pk=attempt.pk).update(
            status=AttemptStatus.FAILED,
            outcome=str(outcome.why),
            outcome_detail=outcome.detail,
            finished_at=timezone.now(),
        )
        StepRun.objects.filter(pk=step_run.pk).update(
            status=StepStatus.FAILED, finished_at=timezone.now()
        )
        run_finish(
            run_id=run.pk,
            status=RunStatus.FAILED,
            outcome=str(outcome.why),
            detail=f"{step_run.step_id}: {outcome.detail}",
        )


@transaction.atomic
def _fork(
    *, run: Run, step: ParallelStep, step_run: StepRun, attempt: Attempt, ledger: DjangoLedger
) -> bool:
    ledger.lease.renew()
    indexes = range(len(step.branches))
    Branch.objects.bulk_create(  # those made before a crash stay as they are
        [Branch(run=run, parallel_step=step.id, index=index) for index in indexes],
        ignore_conflicts=True,
    )
    for index in indexes:
        _enqueue_branch(run.pk, step.id, index, replay=run.replay_of_id is not None)
    Attempt.objects.filter(pk=attempt.pk).update(
        status=AttemptStatus.SUCCEEDED, finished_at=timezone.now()
    )
    join = join_after(version_spec(run.version_id), step.id)
    Run.objects.filter(pk=run.pk).update(current_step=join)
    journal_line(
        run_id=run.pk, kind=LineKind.PARALLEL_FORKED, step_id=step.id, branches=len(step.branches)
    ).save()
    if ledger.lease.model is Run:  # the task stops: its lease goes in this commit (one
        _lease_let_go(ledger.lease)  # wait for the WAL flush, not two)
    return False  # the run's task stops; branch tasks go on, the last one resumes the run
