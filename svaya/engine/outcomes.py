"""The closed set of ways a step can end."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Why(StrEnum):
    """Why an attempt ended without a result (runs.models.StopCause names each for people)."""

    PASSES = "passes_exhausted"
    TIME = "time_budget"
    CAP = "call_cap"
    REJECTED = "rejected_answers"
    IN_DOUBT = "effect_in_doubt"
    GUARD = "guard"
    FAILED = "step_failed"
    ROUTE = "route"


@dataclass(frozen=True)
class Done:
    output: dict[str, Any]
    next: str | None = None  # None: the route's default successor
    provenance: int | None = None  # the LLMCall id whose verdict this output applies


@dataclass(frozen=True)
class Exhausted:
    """The attempt ended without a result; the task goes to `point` (None: the run fails)."""

    why: Why
    detail: str
    point: str | None
    retry_step: str | None = None


@dataclass(frozen=True)
class Wait:
    kind: str  # "confirm" | "handoff"
    point: str
    payload: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Fork:
    branches: int


StepOutcome = Done | Exhausted | Wait | Fork
