"""An in-memory ledger: the engine's tests and benchmarks run on it without a database.

`crash()` drops what a dying worker would lose (buffered rows) and keeps what was committed,
so a test can replay an attempt exactly as a new worker would.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from svaya.engine.protocol import Basis, LLMEntry, ToolEntry
from svaya.llm import CallRecord


@dataclass
class MemoryLedger:
    attempt_no: int = 1
    deadline: datetime = field(default_factory=lambda: datetime.now(UTC) + timedelta(hours=1))
    llm: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    tools: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    passes: dict[int, tuple[str, dict[str, Any]]] = field(default_factory=dict)
    other_attempt_ids: set[str] = field(default_factory=set)
    sealed: bytes | None = None
    commits: int = 0
    replays: int = 0
    # The stored state a verdict is checked against (a test moves it to make a verdict stale).
    step_id: str = ""
    inputs_digest: str = ""
    latest_attempt: int | None = None
    _pending_tools: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    _pending_passes: dict[int, tuple[str, dict[str, Any]]] = field(default_factory=dict)

    def llm_get(self, pass_no: int, seq: int) -> LLMEntry | None:
        row = self.llm.get((pass_no, seq))
        if row is None:
            return None
        if row["status"] == "finished":
            self.replays += 1
        return LLMEntry(row["status"], row.get("record"), id=hash((pass_no, seq)) & 0xFFFF)

    def llm_start(
        self,
        pass_no: int,
        seq: int,
        *,
        tier: str,
        request: dict[str, Any],
        sealed_map: bytes | None,
    ) -> None:
        self._commit()
        self.llm[(pass_no, seq)] = {"status": "started", "tier": tier, "request": request}
        if sealed_map is not None:
            self.sealed = sealed_map

    def llm_finish(self, pass_no: int, seq: int, record: CallRecord) -> int:
        self._commit()
        self.llm[(pass_no, seq)].update(status="finished", record=record)
        return hash((pass_no, seq)) & 0xFFFF

    def llm_mark_lost(self, pass_no: int, seq: int) -> bool:
        self._commit()
        if self.llm[(pass_no, seq)]["status"] != "started":
            return False
        self.llm[(pass_no, seq)]["status"] = "lost"
        return True

    def llm_calls_used(self) -> int:
        return len(self.llm)

    def tool_get(self, pass_no: int, seq: int) -> ToolEntry | None:
        row = self.tools.get((pass_no, seq)) or self._pending_tools.get((pass_no, seq))
        if row is None:
            return None
        return ToolEntry(row["status"], row.get("result"), row.get("error", ""))

    def tool_start(
        self, pass_no: int, seq: int, *, tool: str, call_id: str, args: Any, idempotency_key: str
    ) -> None:
        self._commit()
        self.tools[(pass_no, seq)] = {
            "status": "started",
            "tool": tool,
            "args": args,
            "key": idempotency_key,
        }

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
        existing = self.tools.get((pass_no, seq))
        if existing is not None and existing["status"] != "started":
            return
        row = {
            "status": status,
            "tool": tool,
            "args": args,
            "result": result,
            "error": error,
            "tries": tries,
            "call_id": call_id,
        }
        self._pending_tools[(pass_no, seq)] = row
        if durable:
            self._commit()

    def pass_end(self, pass_no: int, outcome: str, detail: dict[str, Any]) -> None:
        if pass_no not in self.passes:
            self._pending_passes[pass_no] = (outcome, detail)

    def sealed_map(self) -> bytes | None:
        return self.sealed

    def foreign_call_ids(self) -> set[str]:
        return set(self.other_attempt_ids)

    def basis(self) -> Basis:
        return Basis(self.latest_attempt or self.attempt_no, self.step_id, self.inputs_digest)

    def flush(self) -> None:
        self._commit()

    def crash(self) -> None:
        """What a SIGKILL loses: everything not yet committed."""
        self._pending_tools.clear()
        self._pending_passes.clear()

    def _commit(self) -> None:
        self.commits += 1
        self.tools.update(self._pending_tools)
        self.passes.update(self._pending_passes)
        self._pending_tools.clear()
        self._pending_passes.clear()
