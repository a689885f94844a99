"""Everything a step needs to execute, handed in by the caller (the runs app or a test)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from svaya.engine.protocol import AttemptLedger, Clock, Limits, RunView, ToolInvoker
from svaya.llm import Gateway


class PrivacyGate(Protocol):
    """One replacement map per attempt: what leaves for the LLM, what comes back for a tool."""

    def outbound(self, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The whole accumulated context with personal data replaced by placeholders."""

    def inbound(self, value: Any, schema: dict[str, Any] | None) -> tuple[Any, set[str]]:
        """Placeholders back to values, and every data class present: the placeholders' and
        the `x-data-class` of each argument field (from the tool's argument schema)."""

    def restore(self, value: Any) -> Any:
        """Placeholders back to values inside a verdict that stays home."""

    def sealed(self) -> bytes | None:
        """The map, encrypted at rest, to persist with the attempt."""


@dataclass(frozen=True)
class Policy:
    """The installation's policy as of now (it may have changed since install)."""

    tools: Mapping[str, Any]  # name -> svaya.tools.registry.ToolSpec
    role_tools: frozenset[str]
    routes: Mapping[str, frozenset[str]]  # destination -> allowed data classes
    llm_destination: str = "llm.provider"


class SystemClock:
    def now(self) -> datetime:
        from datetime import UTC

        return datetime.now(UTC)


@dataclass
class StepContext:
    solution: str
    run_key: str  # stable id of the run, for idempotency keys
    view: RunView
    ledger: AttemptLedger
    gateway: Gateway
    invoker: ToolInvoker
    policy: Policy
    privacy: PrivacyGate
    limits: Limits = field(default_factory=Limits)
    clock: Clock = field(default_factory=SystemClock)
    instructions: Mapping[str, str] = field(default_factory=dict)  # prompt files by path
    inbox: Any = None  # a conversation step's svaya.engine.conversation.Inbox
    task_deadline: datetime | None = None  # the run's timebox: no call may outlast it
    # The solution's handoff points for steps that name none (TaskDescription.on_timeout and
    # .on_write_doubt): a step out of time, a write in doubt.
    on_timeout: str | None = None
    on_write_doubt: str | None = None
    input_classes: frozenset[str] = frozenset()  # data classes of the run's input leaves

    def instruction(self, text: str) -> str:
        return self.instructions.get(text, text)

    def metadata(self, step_id: str) -> dict[str, str]:
        """Request metadata: which solution and step is asking, and for which attempt — so a
        new attempt is a new conversation, never a continuation of an earlier one's."""
        attempt = f"{self.run_key}:{step_id}:{self.ledger.attempt_no}"
        return {"solution": self.solution, "step": step_id, "attempt": attempt}

    def start_tier(self, declared: str | None) -> str:
        return declared or self.gateway.tier_names()[0]

    def timeout_point(self, step: Any) -> str | None:
        """Where an llm or system step goes when its deadline (or the timebox) runs out, or the
        model's route refuses it (as TaskDescription.timeout_point)."""
        own = getattr(step, "on_timeout", None) or getattr(step, "on_failure", None)
        return own or self.on_timeout

    def doubt_point(self, step: Any) -> str | None:
        """Where a write whose outcome is unknown goes (as TaskDescription.doubt_point)."""
        return getattr(step, "on_failure", None) or self.on_write_doubt
