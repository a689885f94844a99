"""Pydantic models of a task description.

The models accept what parses; the rules that make a description installable (pass limits,
budgets, handoff points, schemas, routes) live in `svaya.install`, so that every violation is
reported with its own rule id rather than as the first pydantic error.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from svaya.spec.flows import ConversationStep
from svaya.spec.industries import INDUSTRIES

SLUG = r"^[a-z][a-z0-9-]{1,62}$"
STEP_ID = r"^[a-z][a-z0-9-]{0,62}$"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Point(_Strict):
    queue: str = Field(min_length=1)
    title: str = Field(min_length=1)


END = "end"  # the reserved target that ends the route


class _Step(_Strict):
    id: str = Field(pattern=STEP_ID)
    title: str | None = None
    next: str | None = None  # a step id or "end"; default: the next step in the list


class _Deadlined(_Step):
    """An llm or system step: one call (and its repairs) under a deadline.

    `deadline` is a duration (`90s`, `5m`); absent, the installation's default
    (SVAYA_STEP_DEADLINE_S) applies. When it runs out the step goes to the handoff point
    `TaskDescription.timeout_point(step)` names: `on_timeout`, else `on_failure`, else the
    solution's `on_timeout`. The install check requires one of them.
    """

    deadline: str | None = None
    on_timeout: str | None = None


class LLMStep(_Deadlined):
    kind: Literal["llm"]
    instruction: str
    input: dict[str, str] | None = None  # name -> CEL over the run state; default: all inputs
    verdict: dict[str, Any]
    max_repairs: int = Field(default=0, ge=0, le=5)
    tier: str | None = None
    on_failure: str | None = None  # handoff point when repairs run out; absent: the run fails


class AgentStep(_Step):
    kind: Literal["agent"]
    instruction: str
    input: dict[str, str] | None = None
    tools: list[str] = Field(min_length=1)
    max_passes: int | None = None
    time_budget: str | None = None
    exit_when: str | None = None
    result: dict[str, Any]
    on_exhausted: str | None = None
    tier: str | None = None
    # How many tool calls one model turn may ask for; more is a rejected answer. The install
    # check keeps it within the installation's ceiling (SVAYA_MAX_TOOL_CALLS_PER_TURN).
    max_tool_calls_per_turn: int = 1


class SystemStep(_Deadlined):
    kind: Literal["system"]
    tool: str
    args: dict[str, str] = Field(default_factory=dict)  # tool argument -> CEL
    # Handoff point for a failed call or an effect in doubt; for a write tool, absent means
    # the solution's `on_write_doubt` (see `TaskDescription.doubt_point`).
    on_failure: str | None = None


class Case(_Strict):
    # The condition in words for the route diagram; without it the diagram renders `when`.
    title: str | None = Field(default=None, min_length=1)
    when: str
    goto: str


class BranchStep(_Step):
    kind: Literal["branch"]
    cases: list[Case] = Field(min_length=1)
    otherwise: str


class ParallelStep(_Step):
    kind: Literal["parallel"]
    branches: list[list[BranchMember]] = Field(min_length=2)


class JoinStep(_Step):
    kind: Literal["join"]
    parallel: str


class ConfirmStep(_Step):
    kind: Literal["confirm"]
    point: str
    show: dict[str, str] = Field(default_factory=dict)  # what the person sees -> CEL
    on_reject: str | None = None  # step to continue at; absent: the run ends as terminated


class HandoffStep(_Step):
    kind: Literal["handoff"]
    point: str
    reason: str | None = None
    retry_from: str | None = None  # the earlier step a controller's retry restarts


# Steps inside a parallel branch run in sequence; routing, waiting and agent steps are not
# allowed there (a branch that waits for a person would hold its siblings' join open).
BranchMember = Annotated[LLMStep | SystemStep, Field(discriminator="kind")]
Step = Annotated[
    LLMStep
    | AgentStep
    | SystemStep
    | BranchStep
    | ParallelStep
    | JoinStep
    | ConfirmStep
    | HandoffStep
    | ConversationStep,
    Field(discriminator="kind"),
]
ParallelStep.model_rebuild()


class TaskDescription(_Strict):
    solution: str = Field(pattern=SLUG)
    version: int = Field(ge=1)
    title: str = Field(min_length=1)
    summary: str = ""
    # Where the showcase files the solution (svaya/spec/industries.py); the catalog's
    # solutions all name one (tests/catalog), test descriptions may leave it out.
    industry: Literal[tuple(INDUSTRIES)] | None = None  # type: ignore[valid-type]
    acts_as: str
    inputs: dict[str, Any]
    handoff_points: dict[str, Point] = Field(default_factory=dict)
    confirmation_points: dict[str, Point] = Field(default_factory=dict)
    # Solution-wide handoff points: where an effect in doubt of a write step without its own
    # `on_failure` goes, and where an llm or system step whose deadline ran out goes when it
    # names none itself. The install check requires them where a step needs them.
    on_write_doubt: str | None = None
    on_timeout: str | None = None
    steps: list[Step] = Field(min_length=1)

    def all_steps(self) -> list[Any]:
        """Top-level steps and the members of parallel branches, in declaration order."""
        found: list[Any] = []
        for step in self.steps:
            found.append(step)
            if isinstance(step, ParallelStep):
                found.extend(member for branch in step.branches for member in branch)
        return found

    def doubt_point(self, step: Any) -> str | None:
        """The handoff point for an effect in doubt of a (system) step."""
        return getattr(step, "on_failure", None) or self.on_write_doubt

    def timeout_point(self, step: Any) -> str | None:
        """The handoff point for an llm or system step whose deadline ran out."""
        own = getattr(step, "on_timeout", None) or getattr(step, "on_failure", None)
        return own or self.on_timeout

    def step(self, step_id: str) -> Any:
        for step in self.all_steps():
            if step.id == step_id:
                return step
        raise KeyError(step_id)
