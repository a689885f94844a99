"""Waits: a run parks at a handoff or confirmation point until a person decides.

The run's side of a wait lives here: the attempt, step and run are parked in one transaction
with the record a person works on, and `runs.services.run_resume` takes the run up again. The
record itself (a ticket or a confirmation request in a controllers' queue) belongs to handoffs,
the app above: it registers its `WaitRecords` in its AppConfig.ready(), so runs never imports it.
"""

from __future__ import annotations

from typing import Any, Protocol

from django.core.exceptions import ImproperlyConfigured
from django.db import transaction
from django.utils import timezone

from catalog.versions import version_spec
from runs.models import Attempt, AttemptStatus, Run, RunStatus, StepRun, StepStatus
from svaya.engine.outcomes import Wait, Why


class WaitRecords(Protocol):
    """What a person works on while a run waits; each method writes its own journal line."""

    def ticket_open(
        self,
        *,
        run: Run,
        step_run: StepRun,
        attempt: Attempt,
        point: str,
        reason: str,
        detail: str,
        retry_step: str,
    ) -> Any: ...

    def confirmation_open(
        self, *, run: Run, step_run: StepRun, point: str, payload: dict[str, Any]
    ) -> Any: ...


_registered: list[WaitRecords] = []


def wait_records_register(records: WaitRecords) -> None:
    """Called once from the recording app's AppConfig.ready(); a second call replaces it."""
    _registered[:] = [records]


def _records() -> WaitRecords:
    if not _registered:
        raise ImproperlyConfigured(
            "A run reached a wait, but no app records waits: add 'handoffs' to INSTALLED_APPS."
        )
    return _registered[0]


def _park(
    run: Run,
    step_run: StepRun,
    attempt: Attempt,
    ledger: Any,
    *,
    attempt_status: str,
    outcome: str = "",
    detail: str = "",
) -> None:
    ledger.flush()
    now = timezone.now()
    Attempt.objects.filter(pk=attempt.pk).update(
        status=attempt_status, outcome=outcome, outcome_detail=detail, finished_at=now
    )
    StepRun.objects.filter(pk=step_run.pk).update(status=StepStatus.WAITING)
    Run.objects.filter(pk=run.pk).update(
        status=RunStatus.WAITING, lease_owner="", lease_expires_at=None
    )


def _replay_parked(
    run: Run, step_id: str, point: str, payload: dict[str, Any] | None = None, **shown: Any
) -> bool:
    """A replay opens nothing in a controllers' queue: it ends where it waits, at `point`,
    unless runs.replay re-applies the recorded run's decision there. It reads what the person
    would be shown from the replay's summary: a confirmation's `payload`, a handoff's attempt,
    reason, detail and the step a retry would run (`shown`)."""
    if run.replay_of_id is None:
        return False
    waiting = {"point": point, "step": step_id, "payload": payload}
    if shown:
        waiting["handoff"] = shown
    Run.objects.filter(pk=run.pk).update(outcome=point, replay={"waiting": waiting})
    return True


@transaction.atomic
def handoff_wait(
    *,
    run: Run,
    step_run: StepRun,
    attempt: Attempt,
    ledger: Any,
    point: str,
    reason: str,
    detail: str,
    retry_step: str,
) -> Any:
    """The attempt is exhausted (or the route hands off): a controller retries or terminates."""
    _park(
        run,
        step_run,
        attempt,
        ledger,
        attempt_status=AttemptStatus.EXHAUSTED,
        outcome=reason,
        detail=detail,
    )
    shown = {"attempt": attempt.number, "reason": reason, "detail": detail}
    if _replay_parked(run, step_run.step_id, point, **shown, retry_step=retry_step):
        return None
    return _records().ticket_open(
        run=run,
        step_run=step_run,
        attempt=attempt,
        point=point,
        reason=reason,
        detail=detail,
        retry_step=retry_step,
    )


@transaction.atomic
def confirmation_wait(
    *,
    run: Run,
    step_run: StepRun,
    attempt: Attempt,
    ledger: Any,
    point: str,
    payload: dict[str, Any],
) -> Any:
    """The step asks a person to approve or reject what it is about to do."""
    _park(run, step_run, attempt, ledger, attempt_status=AttemptStatus.WAITING)
    if _replay_parked(run, step_run.step_id, point, payload):
        return None
    return _records().confirmation_open(run=run, step_run=step_run, point=point, payload=payload)


def wait_open(
    *, run: Run, step: Any, step_run: StepRun, attempt: Attempt, ledger: Any, outcome: Wait
) -> None:
    """A step of the route stops the run: a handoff step (a controller retries its declared
    step, or else the one before it) or a confirmation step."""
    if outcome.kind == "handoff":
        ids = [s.id for s in version_spec(run.version_id).steps]
        handoff_wait(
            run=run,
            step_run=step_run,
            attempt=attempt,
            ledger=ledger,
            point=outcome.point,
            reason=str(Why.ROUTE),
            detail=outcome.payload.get("reason", ""),
            retry_step=step.retry_from or ids[max(ids.index(step.id) - 1, 0)],
        )
        return
    confirmation_wait(
        run=run,
        step_run=step_run,
        attempt=attempt,
        ledger=ledger,
        point=outcome.point,
        payload=outcome.payload,
    )
