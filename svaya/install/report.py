"""What the install check returns: problems, the facts the showcase prints, the resolved spec."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from svaya.spec.models import TaskDescription

Severity = Literal["error", "warning"]


@dataclass(frozen=True)
class Problem:
    """One violation. `str()` gives `path:line:col: rule-id: message`.

    A warning keeps the rule id in the same place and says so after it —
    `path:line:col: point-unused: warning: message` — so a tool that splits on `: ` always
    finds the rule id in the fourth field.
    """

    path: str
    line: int
    col: int
    rule: str
    message: str
    severity: Severity = "error"

    def __str__(self) -> str:
        marker = "warning: " if self.severity == "warning" else ""
        return f"{self.path}:{self.line}:{self.col}: {self.rule}: {marker}{self.message}"


@dataclass(frozen=True)
class Facts:
    pass_limits: dict[str, int]
    time_budgets_s: dict[str, float]
    # Per run, every LLM-calling step counted once whatever branch it is on (margin), each at
    # its per-attempt ceiling; a controller's retry starts a new attempt and is not included.
    worst_case_llm_calls: int
    worst_case_by_step: dict[str, int]
    # One entry per tool: {"tool", "title", "destination", "effect", "steps"}.
    systems: list[dict[str, Any]]
    handoff_points: list[str]
    confirmation_points: list[str]
    # Conversation step id -> max_turns, calls_per_turn, time_budget_s, silence, worst case.
    conversations: dict[str, dict[str, Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class InstallReport:
    problems: list[Problem]
    spec: TaskDescription | None
    facts: Facts | None
    files: dict[str, str]  # prompt files read: path relative to the solution folder -> text
    source: str
    path: str = ""
    instructions: dict[str, str] = field(default_factory=dict)  # step id -> instruction text

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "warning"]

    def rules(self) -> set[str]:
        return {p.rule for p in self.problems}
