"""What the engine needs from storage and the outside world.

The engine is pure Python. The `runs` app implements `AttemptLedger` with the ORM; engine tests
implement it in memory. Ledger keys are (attempt, pass, seq): before any model or tool call the
engine looks its key up, and a recorded result is used as is — a replay never pays twice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from svaya.llm import CallRecord


class LeaseLost(RuntimeError):
    """Another worker owns the run now; this one must stop advancing it at once."""


@dataclass(frozen=True)
class LLMEntry:
    status: str  # "started" | "finished" | "lost"
    record: CallRecord | None
    id: int | None = None


@dataclass(frozen=True)
class ToolEntry:
    status: str  # "started" | "finished" | "failed" | "refused" | "in_doubt" | "lost"
    result: Any = None
    error: str = ""


@dataclass
class ToolOutcome:
    ok: bool
    result: dict[str, Any] | None = None
    error: str | None = None
    error_kind: str | None = None  # timeout | transport | http | rejected
    status_code: int | None = None
    latency_ms: float = 0.0


class ToolInvoker(Protocol):
    def invoke(
        self, tool: Any, args: dict[str, Any], *, idempotency_key: str | None, timeout_s: float
    ) -> ToolOutcome: ...


class Clock(Protocol):
    def now(self) -> datetime: ...


@dataclass(frozen=True)
class Basis:
    """The stored state a verdict is applied on, as read now."""

    attempt_no: int  # the step's latest attempt
    step_id: str  # the step the run (or, inside a parallel step, its branch) is at
    inputs_digest: str  # svaya.engine.reach.inputs_digest of the run's inputs


class AttemptLedger(Protocol):
    """One step attempt's durable record. Methods that say *commits* are durable on return."""

    attempt_no: int
    deadline: datetime

    def llm_get(self, pass_no: int, seq: int) -> LLMEntry | None: ...

    def llm_start(
        self,
        pass_no: int,
        seq: int,
        *,
        tier: str,
        request: dict[str, Any],
        sealed_map: bytes | None,
    ) -> None:
        """Record the call as started before it is sent (commits, with buffered lines)."""

    def llm_finish(self, pass_no: int, seq: int, record: CallRecord) -> int:
        """Record the whole call (commits); returns the LLMCall id for provenance."""

    def llm_mark_lost(self, pass_no: int, seq: int) -> bool:
        """A started call whose worker died: it counts against the cap, costs nothing known.
        False when the call is no longer started (its worker finished it after all): the
        caller reads it again."""

    def llm_calls_used(self) -> int: ...

    def tool_get(self, pass_no: int, seq: int) -> ToolEntry | None: ...

    def tool_start(
        self, pass_no: int, seq: int, *, tool: str, call_id: str, args: Any, idempotency_key: str
    ) -> None:
        """A write effect is recorded before it is sent (commits)."""

    def tool_finish(
        self,
        pass_no: int,
        seq: int,
        *,
        tool: str,
        effect: str,
        call_id: str,
        args: Any,
        status: str,
        result: Any,
        error: str,
        tries: int,
        latency_ms: float,
        durable: bool,
    ) -> None:
        """Record a tool call's end; `durable` commits now (write effects), otherwise the row
        is buffered and committed with the next durable write (a lost read is re-read)."""

    def pass_end(self, pass_no: int, outcome: str, detail: dict[str, Any]) -> None:
        """The pass row and its journal line (buffered)."""

    def sealed_map(self) -> bytes | None: ...

    def foreign_call_ids(self) -> set[str]:
        """Tool-call ids the model produced in other attempts of this step."""

    def basis(self) -> Basis:
        """The run's state as stored now (read fresh: another worker or a person may have
        moved it), to check that a verdict is still applied on what it was made on."""


@dataclass
class Limits:
    llm_calls_per_attempt: int = 30
    rejected_answers_per_attempt: int = 3
    read_tool_tries: int = 3
    read_tool_timeout_s: float = 25.0
    write_timeout_s: float = 30.0  # the install check's ceiling; never cuts a policy's timeout


@dataclass
class RunView:
    """What conditions and step inputs can see: the run's inputs and finished steps."""

    inputs: dict[str, Any]
    steps: dict[str, dict[str, Any]] = field(default_factory=dict)

    def variables(self, **extra: Any) -> dict[str, Any]:
        return {"inputs": self.inputs, "steps": self.steps, **extra}
