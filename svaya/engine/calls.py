"""Ledgered calls: a model call or a tool call is looked up before it is made.

Retry profiles live here and only here (one layer): a model call is tried once per tier and
falls back to the next tier; a read tool is tried up to three times; a write effect is tried
once with an idempotency key, and if its outcome is unknown it is *in doubt*, never re-sent.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from svaya.engine.budget import call_timeout, require
from svaya.engine.protocol import AttemptLedger, Limits, ToolInvoker
from svaya.llm import CallRecord, LLMErrorKind
from svaya.privacy import ALWAYS_ALLOWED


class CapReached(Exception):
    """The attempt has used the installation's cap of LLM calls."""


class ModelRouteRefused(Exception):
    """The live data route of the model's destination no longer allows what the step sends."""

    def __init__(self, destination: str, missing: list[str], pass_no: int) -> None:
        self.destination, self.missing, self.pass_no = destination, missing, pass_no
        super().__init__(
            f"the data route of {destination} no longer allows {', '.join(missing)}, which "
            "this step sends to the model: the call was not made. Widen the route in the "
            "policy (if that is intended) and retry the step, or terminate the task"
        )

    def journal(self, ledger: AttemptLedger) -> None:
        """The refusal's own line (a pass that ended without its call)."""
        detail = {"destination": self.destination, "classes": self.missing, "why": str(self)}
        ledger.pass_end(self.pass_no, "model_refused", detail)


@dataclass
class ModelCall:
    record: CallRecord
    llm_call_id: int | None
    next_seq: int
    tier: str
    replayed: bool


class ModelCaller:
    """Makes one logical model call through the ledger, walking the tier chain on failure.
    Every request is checked against the live route of the model's destination, and every
    send (a fallback too) gets at most the time left in the step's budget and the timebox."""

    def __init__(self, ctx: Any, route_classes: frozenset[str]) -> None:
        self.ctx = ctx
        self.gateway = ctx.gateway
        self.ledger = ctx.ledger
        self.limits = ctx.limits
        self.route_classes = route_classes

    def call(
        self,
        pass_no: int,
        seq: int,
        request: dict[str, Any],
        *,
        tier: str,
        fallback_on_empty: bool,
        sealed_map: bytes | None = None,
    ) -> ModelCall:
        while True:
            entry = self.ledger.llm_get(pass_no, seq)
            if entry is not None and entry.status != "finished":
                # A started call's worker died with it in flight (unless that worker finished
                # it meanwhile: then the finished call is read again and replayed).
                if entry.status == "started" and not self.ledger.llm_mark_lost(pass_no, seq):
                    continue
                seq += 1
                continue
            replayed = entry is not None
            if entry is not None and entry.record is not None:
                record, call_id = entry.record, entry.id
            else:
                # Only a new call spends the cap: a recorded one replays at no cost, even when
                # the attempt used its whole cap before the crash.
                if self.ledger.llm_calls_used() >= self.limits.llm_calls_per_attempt:
                    raise CapReached(f"{self.limits.llm_calls_per_attempt} LLM calls used")
                record, call_id = self._send(pass_no, seq, request, tier, sealed_map)
            following = self._fallback(record, tier, fallback_on_empty)
            if following is None:
                return ModelCall(record, call_id, seq + 1, tier, replayed)
            tier, seq = following, seq + 1

    def _send(
        self, pass_no: int, seq: int, request: dict[str, Any], tier: str, sealed_map: bytes | None
    ) -> tuple[CallRecord, int]:
        self._check_route(pass_no)
        tier_timeout = self.gateway.tier(tier).timeout_s
        timeout, _ = call_timeout(self.ctx, tier_timeout, f"a call to the model (tier {tier})")
        body = {**request, "model": self.gateway.tier(tier).model}
        self.ledger.llm_start(pass_no, seq, tier=tier, request=body, sealed_map=sealed_map)
        record = self.gateway.send(body, tier=tier, timeout_s=timeout)
        return record, self.ledger.llm_finish(pass_no, seq, record)

    def _check_route(self, pass_no: int) -> None:
        """Read per call from the policy as of now (a narrowed route applies at once)."""
        policy = self.ctx.policy
        allowed = policy.routes.get(policy.llm_destination, frozenset())
        missing = sorted(self.route_classes - allowed - ALWAYS_ALLOWED)
        if missing:
            raise ModelRouteRefused(policy.llm_destination, missing, pass_no)

    def _fallback(self, record: CallRecord, tier: str, on_empty: bool) -> str | None:
        if record.error is None:
            return None
        if record.error.kind == LLMErrorKind.EMPTY_TURN and not on_empty:
            return None
        return self.gateway.next_tier(tier)  # its send is timed from the same budget


@dataclass
class ToolResult:
    status: str  # finished | failed | in_doubt
    result: Any = None
    error: str = ""
    replayed: bool = False


def effect_key(run_key: str, step_id: str, tool: str, args: Any) -> str:
    """The idempotency key of a write effect: the run, the step and the effect itself (the
    tool and its canonical arguments), never the attempt. A controller's retry of an effect
    in doubt sends the same key, so the system applies it at most once."""
    canonical = json.dumps(args, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    digest = hashlib.sha256(f"{tool}\n{canonical}".encode()).hexdigest()[:24]
    return f"{run_key}:{step_id}:{tool}:{digest}"


def call_tool(
    ctx: Any,
    tool: Any,
    args: dict[str, Any],
    *,
    pass_no: int,
    seq: int,
    call_id: str,
    idempotency_key: str,
) -> ToolResult:
    ledger: AttemptLedger = ctx.ledger
    entry = ledger.tool_get(pass_no, seq)
    if entry is not None and entry.status != "started":
        return ToolResult(entry.status, entry.result, entry.error, replayed=True)
    common = {"tool": tool.name, "effect": tool.effect, "call_id": call_id, "args": args}
    if entry is not None:  # a write effect started and never finished: we cannot know
        ledger.tool_finish(
            pass_no,
            seq,
            **common,
            status="in_doubt",
            result=None,
            error="effect started, outcome unknown after a crash",
            tries=1,
            latency_ms=0.0,
            durable=True,
        )
        return ToolResult("in_doubt", error="effect started, outcome unknown after a crash")
    if tool.effect == "write":
        require(ctx, tool.timeout_s, f"the write {tool.name}")
        return _write(ledger, ctx.invoker, tool, args, pass_no, seq, call_id, idempotency_key)
    return _read(ctx, tool, args, pass_no, seq, call_id)


def _write(
    ledger: AttemptLedger,
    invoker: ToolInvoker,
    tool: Any,
    args: dict[str, Any],
    pass_no: int,
    seq: int,
    call_id: str,
    key: str,
) -> ToolResult:
    ledger.tool_start(pass_no, seq, tool=tool.name, call_id=call_id, args=args, idempotency_key=key)
    # The policy's timeout is the effect's real deadline: no installation constant cuts it
    # (the install check reports a policy timeout above the installation's limit).
    outcome = invoker.invoke(tool, args, idempotency_key=key, timeout_s=tool.timeout_s)
    if outcome.ok:
        status, error = "finished", ""
    elif outcome.error_kind in {"timeout", "transport"} or (outcome.status_code or 0) >= 500:
        status, error = "in_doubt", f"outcome unknown: {outcome.error}"
    else:
        status, error = "failed", outcome.error or "rejected"
    ledger.tool_finish(
        pass_no,
        seq,
        tool=tool.name,
        effect="write",
        call_id=call_id,
        args=args,
        status=status,
        result=outcome.result,
        error=error,
        tries=1,
        latency_ms=outcome.latency_ms,
        durable=True,
    )
    return ToolResult(status, outcome.result, error)


def _read(
    ctx: Any, tool: Any, args: dict[str, Any], pass_no: int, seq: int, call_id: str
) -> ToolResult:
    ledger: AttemptLedger = ctx.ledger
    limits: Limits = ctx.limits
    wanted = min(tool.timeout_s, limits.read_tool_timeout_s)
    tries, latency = 0, 0.0
    while True:
        tries += 1
        timeout, _ = call_timeout(ctx, wanted, f"the call of {tool.name}")
        outcome = ctx.invoker.invoke(tool, args, idempotency_key=None, timeout_s=timeout)
        latency += outcome.latency_ms
        transient = (
            outcome.error_kind in {"timeout", "transport"} or (outcome.status_code or 0) >= 500
        )
        if outcome.ok or not transient or tries >= limits.read_tool_tries:
            break
    status = "finished" if outcome.ok else "failed"
    ledger.tool_finish(
        pass_no,
        seq,
        tool=tool.name,
        effect="read",
        call_id=call_id,
        args=args,
        status=status,
        result=outcome.result,
        error=outcome.error or "",
        tries=tries,
        latency_ms=latency,
        durable=False,
    )
    return ToolResult(status, outcome.result, outcome.error or "")
