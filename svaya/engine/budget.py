"""One hard time budget per step attempt, inside the task's timebox.

Every model and tool call gets a timeout of at most the time left: the nearer of the
attempt's persisted deadline (the step's budget, so a replay respects it) and the run's
timebox. A fallback to another tier spends from the same budget. When nothing is left the
step ends at its handoff point, and the detail names which budget ran out.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

# Below this a request cannot even be sent and answered; asking a person is the honest end.
MIN_CALL_S = 0.05

STEP = "step"
TASK = "task"


@dataclass(frozen=True)
class Left:
    seconds: float
    which: str  # STEP | TASK: the budget that ends first

    def label(self) -> str:
        return "the step's time budget" if self.which == STEP else "the task's timebox"


class OutOfTime(Exception):
    """No time is left for the next call; `which` names the budget that ran out."""

    def __init__(self, left: Left, message: str) -> None:
        self.which = left.which
        super().__init__(message)


def time_left(now: datetime, step_deadline: datetime, task_deadline: datetime | None) -> Left:
    step = (step_deadline - now).total_seconds()
    if task_deadline is not None:
        task = (task_deadline - now).total_seconds()
        if task < step:
            return Left(task, TASK)
    return Left(step, STEP)


def call_timeout(ctx: Any, wanted: float, what: str) -> tuple[float, bool]:
    """The timeout for one call: `wanted`, or less if the budget has less left (the flag says
    the budget cut it). Raises OutOfTime when too little is left to make the call at all."""
    left = time_left(ctx.clock.now(), ctx.ledger.deadline, ctx.task_deadline)
    if left.seconds < MIN_CALL_S:
        raise OutOfTime(left, f"{left.label()} ran out before {what}")
    return (wanted, False) if wanted <= left.seconds else (left.seconds, True)


def require(ctx: Any, seconds: float, what: str) -> None:
    """A write effect is sent only with its whole declared timeout ahead of it: a timeout cut
    short would turn a slow system into an effect in doubt. Not sent, it is not in doubt."""
    left = time_left(ctx.clock.now(), ctx.ledger.deadline, ctx.task_deadline)
    if left.seconds < seconds:
        message = (
            f"{left.label()} has {max(left.seconds, 0):.1f} s left, too little for {what} "
            f"(its declared timeout is {seconds:g} s): it was not sent"
        )
        raise OutOfTime(left, message)
