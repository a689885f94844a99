"""A run taken up again after a controller's decision, and the sweeper that re-enqueues the runs
and branches whose worker died.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from catalog.versions import version_spec
from journal.kinds import LineKind
from journal.services import journal_line
from runs.models import Attempt, AttemptStatus, Branch, Run, RunEnd, RunStatus, StepRun, StepStatus
from runs.services.lifecycle import _enqueue_branch, _enqueue_run, run_finish
from svaya.engine.route import join_after, successor
from svaya.spec.models import END


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
