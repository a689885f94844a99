"""Gateway-level counters: calls, empty turns and calls without cost, overall and per tier."""

from __future__ import annotations

import threading
from dataclasses import asdict, dataclass, field
from decimal import Decimal
from typing import Any

from svaya.llm.records import CallRecord


@dataclass
class CallCounts:
    calls: int = 0
    empty_turns: int = 0
    without_cost: int = 0
    errors: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    cost: Decimal = Decimal(0)

    def add(self, record: CallRecord) -> None:
        self.calls += 1
        self.empty_turns += record.empty
        self.without_cost += record.without_cost
        self.errors += record.error is not None
        self.tokens_in += record.tokens_in or 0
        self.tokens_out += record.tokens_out or 0
        self.cost += record.cost or 0


@dataclass
class GatewayStats(CallCounts):
    by_tier: dict[str, CallCounts] = field(default_factory=dict)
    # One gateway may serve several worker threads; counts must not lose increments.
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def add(self, record: CallRecord) -> None:
        with self._lock:
            super().add(record)
            self.by_tier.setdefault(record.tier, CallCounts()).add(record)

    def to_dict(self) -> dict[str, Any]:
        with self._lock:
            totals = asdict(CallCounts(**{k: getattr(self, k) for k in _COUNT_FIELDS}))
            by_tier = {name: asdict(counts) for name, counts in self.by_tier.items()}
        for counts in (totals, *by_tier.values()):
            counts["cost"] = str(counts["cost"])
        return {**totals, "by_tier": by_tier}


_COUNT_FIELDS = tuple(CallCounts.__dataclass_fields__)
