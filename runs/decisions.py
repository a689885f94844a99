"""A person's decision on a run that waits, the run's side of it.

A controller's decision (handoffs.services) and a replay re-applying the recorded one
(runs.replay) take the run up the same way, here:

- a handoff: retry a step (a new attempt from pass 1) or terminate the task;
- a confirmation: approved, the step completes with what was approved; rejected, the step's
  rejection path, or else the run ends as rejected.

Either way a confirmation step's output keeps what the person was shown (`payload`) with the
decision, so a replay can tell whether it is asked the same (runs.replay).
"""

from __future__ import annotations

from typing import Any

from catalog.versions import version_spec
from runs.models import RunEnd, RunStatus, StepRun
from runs.services import Resume, run_finish, run_resume


def handoff_decided(*, run: Any, retry_step: str | None, reason: str, actor: Any) -> None:
    """`retry_step` set: the step runs again; None: the task is terminated with `reason`."""
    if retry_step:
        run_resume(run=run, resume=Resume(step_id=retry_step), actor=actor)
        return
    run_finish(
        run_id=run.pk,
        status=RunStatus.TERMINATED,
        outcome=RunEnd.TERMINATED,
        detail=reason,
        actor=actor,
    )


def confirmation_decided(
    *,
    run: Any,
    step_id: str,
    approved: bool,
    payload: Any,
    by: str,
    reason: str,
    actor: Any,
) -> dict[str, Any]:
    """Applies the decision; returns the step's output (what was shown, and the decision)."""
    if approved:
        output = {"approved": True, "payload": payload, "by": by}
        run_resume(run=run, resume=Resume(step_id, output), actor=actor)
        return output
    output = {"approved": False, "payload": payload, "by": by, "reason": reason}
    step = version_spec(run.version_id).step(step_id)
    if step.on_reject:
        output["goto"] = step.on_reject
        run_resume(run=run, resume=Resume(step_id, output), actor=actor)
        return output
    StepRun.objects.filter(run=run, step_id=step_id).update(output=output)
    run_finish(
        run_id=run.pk,
        status=RunStatus.TERMINATED,
        outcome=RunEnd.REJECTED,
        detail=reason,
        actor=actor,
    )
    return output
