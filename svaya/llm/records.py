"""The whole-call record and the typed call errors."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any

from svaya.llm.tiers import Tier
from svaya.llm.turns import ToolCall, Turn, Usage

_COST_QUANTUM = Decimal("1e-8")
_MILLION = Decimal(1_000_000)


class LLMErrorKind(StrEnum):
    TIMEOUT = "timeout"
    TRANSPORT = "transport"
    HTTP_STATUS = "http_status"
    MALFORMED = "malformed"
    EMPTY_TURN = "empty_turn"


@dataclass
class LLMError:
    kind: LLMErrorKind
    message: str
    status_code: int | None = None


@dataclass
class CallRecord:
    tier: str
    model: str
    request: dict[str, Any]
    response: dict[str, Any] | str | None
    status_code: int | None
    turn: Turn | None
    error: LLMError | None
    tokens_in: int | None
    tokens_out: int | None
    cost: Decimal | None
    finish_reason: str | None
    latency_ms: float
    empty: bool
    without_cost: bool

    def to_dict(self, *, without: tuple[str, ...] = ()) -> dict[str, Any]:
        """JSON-serialisable: Decimal cost becomes a string, the error kind its value.
        `without` leaves fields out (the ledger stores the request and response in columns
        of their own). The request and response are not copied."""
        data = {name: getattr(self, name) for name in _FIELDS if name not in without}
        if "turn" in data and self.turn is not None:
            data["turn"] = _plain(self.turn)
        if "cost" in data:
            data["cost"] = None if self.cost is None else str(self.cost)
        if "error" in data and self.error is not None:
            data["error"] = {**_plain(self.error), "kind": self.error.kind.value}
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CallRecord:
        fields = dict(data)
        fields["cost"] = None if data.get("cost") is None else Decimal(data["cost"])
        fields["turn"] = _turn_from_dict(data.get("turn"))
        error = data.get("error")
        fields["error"] = None if error is None else _error_from_dict(error)
        return cls(**fields)


_FIELDS = tuple(CallRecord.__dataclass_fields__)


def _plain(value: Any) -> Any:
    """What dataclasses.asdict gives for a turn or an error (dataclasses, lists and dicts as
    new dicts and lists), without its deep copy of every leaf, which took about a third of
    the Python of recording a call's finish under the profiler."""
    kind = type(value)
    if kind is list:
        return [_plain(v) for v in value]
    if kind is dict:
        return {k: _plain(v) for k, v in value.items()}
    if hasattr(kind, "__dataclass_fields__"):
        return {name: _plain(getattr(value, name)) for name in kind.__dataclass_fields__}
    return value


def compute_cost(tier: Tier, usage: Usage | None) -> Decimal | None:
    """None when there is no usage or the tier has no price: unknown, never zero."""
    if usage is None or tier.price_in_per_m is None or tier.price_out_per_m is None:
        return None
    cost = (
        usage.prompt_tokens * tier.price_in_per_m + usage.completion_tokens * tier.price_out_per_m
    ) / _MILLION
    return cost.quantize(_COST_QUANTUM)


def _error_from_dict(data: dict[str, Any]) -> LLMError:
    return LLMError(LLMErrorKind(data["kind"]), data["message"], data.get("status_code"))


def _turn_from_dict(data: dict[str, Any] | None) -> Turn | None:
    if data is None:
        return None
    usage = data.get("usage")
    return Turn(
        content=data.get("content"),
        tool_calls=[ToolCall(**call) for call in data.get("tool_calls", [])],
        finish_reason=data.get("finish_reason"),
        usage=None if usage is None else Usage(**usage),
    )
