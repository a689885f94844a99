"""Run services: start, advance (claim → execute steps → release), branches, resume.

Every state change is one transaction that also writes its journal line. Celery tasks and
views call these; the engine (svaya.engine) does the step work through the ledger.
"""

from __future__ import annotations

import logging
import os
import socket
import uuid
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import Count, Q, Value
from django.db.models.functions import Coalesce
from django.utils import timezone
from jsonschema import Draft202012Validator

from catalog.kinds import StepKind
from catalog.models import Role, Solution
from catalog.versions import version_spec
from journal.kinds import LineKind
from journal.services import journal_columns, journal_line
from runs.conversations import (
    conversation_close,
    conversation_park,
    conversation_person_turn,
)
from runs.ledger import DjangoLedger, Lease
from runs.ledger_postgres import statements_now
from runs.models import (
    TERMINAL_RUN,
    Attempt,
    AttemptStatus,
    Branch,
    Run,
    RunEnd,
    RunStatus,
    StepRun,
    StepStatus,
)
from runs.waits import handoff_wait, wait_open
from runs.wiring import StepReads, lease_delta, step_context, step_deadline_seconds
from svaya.engine.conversation import Listen
from svaya.engine.outcomes import Done, Exhausted, Fork, Wait, Why
from svaya.engine.protocol import LeaseLost
from svaya.engine.reach import basis_problem
from svaya.engine.route import join_after, successor
from svaya.engine.steps import execute
from svaya.spec.flows import ConversationStep
from svaya.spec.models import END, JoinStep, ParallelStep

log = logging.getLogger(__name__)


class InputError(ValueError):
    def __init__(self, path: str, message: str, *, missing: list[str] | None = None) -> None:
        super().__init__(f"{path}: {message}")
        self.path, self.message = path, message
        self.missing = missing or []  # rights the role lacks, when that is what is wrong


def route_tools(spec: Any) -> set[str]:
    """Every tool the route may call: an agent step's tools and each system step's tool."""
    needed: set[str] = set()
    for step in spec.all_steps():
        needed |= set(getattr(step, "tools", None) or [])
        if isinstance(getattr(step, "tool", None), str):
            needed.add(step.tool)
    return needed


def rights_check(*, spec: Any, role: Role) -> None:
    """A run whose role cannot call a tool of the route is refused before it starts, not
    failed half-way: the rights are read from the policy as it is now."""
    have = set(role.tools.values_list("name", flat=True))
    missing = sorted(route_tools(spec) - have)
    if missing:
        raise InputError(
            "role",
            f"role {role.code!r} has no right to {', '.join(missing)}, which the route of "
            f"{spec.solution} calls; grant the right(s) in the policy (Роли) or start the run "
            "with a role that has them",
            missing=missing,
        )


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


# -- start ---------------------------------------------------------------------------------
def nul_path(value: Any, path: str = "") -> str | None:
    """Where a NUL character (U+0000) is, in a key or a string of a JSON value: no text column
    of the database can store one, so it is refused as bad input rather than failing there."""
    if isinstance(value, str):
        return (path or "(inputs)") if "\x00" in value else None
    if not isinstance(value, dict | list):
        return None
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        where = f"{path}/{key}" if path else str(key)
        if isinstance(key, str) and "\x00" in key:
            return where
        found = nul_path(item, where)
        if found:
            return found
    return None


def inputs_validate(*, solution: Solution, inputs: Any) -> None:
    nul = nul_path(inputs)
    if nul:
        raise InputError(nul, "contains a NUL character (U+0000), which cannot be stored")
    spec = version_spec(solution.current_version_id)
    errors = sorted(
        Draft202012Validator(spec.inputs).iter_errors(inputs), key=lambda e: list(e.path)
    )
    if errors:
        first = errors[0]
        path = "/".join(str(p) for p in first.absolute_path) or "(inputs)"
        raise InputError(path, first.message)


@transaction.atomic
def run_start(
    *,
    solution: Solution,
    inputs: dict[str, Any],
    role: str | None = None,
    user: Any = None,
    recorded: bool = False,
    sample: str = "",
    enqueue: bool = True,
    origin: dict[str, str] | None = None,
) -> Run:
    """`origin` goes into the run.queued line: where the start came from (the showcase's
    rate limit counts those lines)."""
    if solution.current_version_id is None:
        raise InputError("solution", f"{solution.slug} has no installed version")
    inputs_validate(solution=solution, inputs=inputs)
    spec = version_spec(solution.current_version_id)
    role_row = Role.objects.filter(code=role or spec.acts_as).first()
    if role_row is None:
        raise InputError("role", f"unknown role {role or spec.acts_as!r}")
    rights_check(spec=spec, role=role_row)
    now = timezone.now()
    run = Run.objects.create(
        version_id=solution.current_version_id,
        inputs=inputs,
        role=role_row,
        current_step=spec.steps[0].id,
        recorded=recorded,
        sample=sample,
        deadline=now + timezone.timedelta(seconds=settings.SVAYA_TASK_TIMEBOX_S),
    )
    journal_line(
        run_id=run.pk, kind=LineKind.RUN_QUEUED, actor=user, role=role_row.code, **(origin or {})
    ).save()
    if enqueue:  # the recorder advances its runs in-process instead
        _enqueue_run(run.pk)
    return run


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


# -- claim -----------------------------------------------------------------------------------
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


# -- advance ---------------------------------------------------------------------------------
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


def run_read(run_id: int) -> Run:
    """The run as stored now; on Postgres outside a transaction one prepared statement
    (runs/ledger_postgres.py), else the ORM."""
    statements = statements_now(transaction.get_connection())
    if statements is None:
        return Run.objects.get(pk=run_id)
    return statements.run(transaction.get_connection(), run_id)


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


# -- parallel branches ---------------------------------------------------------------------------
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


def _lease_let_go(lease: Lease) -> None:
    """Inside the caller's transaction: the lease is released (only while this worker holds
    it), and once that commits there is nothing left for the task's end to release."""
    lease.model.objects.filter(pk=lease.pk, lease_owner=lease.owner).update(
        lease_owner="", lease_expires_at=None
    )

    def let_go() -> None:
        lease.held = False

    transaction.on_commit(let_go)


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


# -- resume (controllers) and sweeping ----------------------------------------------------------
@dataclass(frozen=True)
class Resume:
    step_id: str
    output: dict[str, Any] | None = None  # set: the step completes with it; None: retry it


def run_resume(*, run: Run, resume: Resume, actor: Any) -> None:
    """Called inside a controller's decision transaction: the run is queued again."""
    _timebox_renew(run, actor)
    spec = version_spec(run.version_id)
    if resume.output is not None:
        step = spec.step(resume.step_id)
        StepRun.objects.filter(run=run, step_id=step.id).update(
            status=StepStatus.COMPLETED, output=resume.output, finished_at=timezone.now()
        )
        Attempt.objects.filter(
            step_run__run=run, step_run__step_id=step.id, status=AttemptStatus.WAITING
        ).update(status=AttemptStatus.SUCCEEDED, finished_at=timezone.now())
        following = successor(spec, step.id, resume.output.get("goto"))
        if following == END:
            run_finish(
                run_id=run.pk, status=RunStatus.COMPLETED, outcome=RunEnd.COMPLETED, actor=actor
            )
            return
        current = following
    else:
        step_run = StepRun.objects.filter(run=run, step_id=resume.step_id).first()
        if step_run is not None and step_run.branch:
            _branch_reopen(run, step_run.branch)
            return
        current = resume.step_id
    Run.objects.filter(pk=run.pk, status=RunStatus.WAITING).update(
        status=RunStatus.QUEUED, current_step=current
    )
    if run.replay_of_id is None:  # a replay is driven on in its own process (runs.replay)
        _enqueue_run(run.pk)


def _timebox_renew(run: Run, actor: Any) -> None:
    """A person who lets a task go on past its timebox gives it a new one (journaled);
    otherwise the retried step would be handed back at once."""
    now = timezone.now()
    if run.deadline > now:
        return
    deadline = now + timezone.timedelta(seconds=settings.SVAYA_TASK_TIMEBOX_S)
    Run.objects.filter(pk=run.pk).update(deadline=deadline)
    journal_line(
        run_id=run.pk, kind=LineKind.RUN_TIMEBOX_RENEWED, actor=actor, deadline=deadline.isoformat()
    ).save()


def _branch_reopen(run: Run, branch: str) -> None:
    """A retried step inside a parallel branch runs again in its branch's task; the run waits
    at the join, which completes once every branch is done."""
    parallel, index = branch.rsplit(":", 1)
    Branch.objects.filter(run=run, parallel_step=parallel, index=int(index)).update(done=False)
    StepRun.objects.filter(run=run, step_id=parallel).update(
        status=StepStatus.RUNNING, finished_at=None
    )
    Run.objects.filter(pk=run.pk, status=RunStatus.WAITING).update(
        status=RunStatus.RUNNING, current_step=join_after(version_spec(run.version_id), parallel)
    )
    _enqueue_branch(run.pk, parallel, int(index))


def runs_sweep() -> int:
    """Re-enqueue runs and branches whose lease expired (their worker died)."""
    now = timezone.now()
    stale = Q(lease_expires_at__lt=now) | Q(lease_expires_at__isnull=True)
    run_ids = list(
        Run.objects.filter(
            stale, status__in=[RunStatus.RUNNING, RunStatus.QUEUED], replay_of__isnull=True
        ).values_list("pk", flat=True)
    )
    for run_id in run_ids:
        _enqueue_run(run_id)
    branches = Branch.objects.filter(
        stale, done=False, run__status=RunStatus.RUNNING, run__replay_of__isnull=True
    )
    for b in branches:
        _enqueue_branch(b.run_id, b.parallel_step, b.index)
    return len(run_ids)
