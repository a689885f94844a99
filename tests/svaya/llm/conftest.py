from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import httpx
import pytest

from svaya.llm import Gateway, Tier
from svaya.stand.faults import FaultPlan
from svaya.stand.model import SyntheticModel
from svaya.stand.transport import InProcessTransport
from tests.svaya.stand.helpers import running_stand

PRICES = {"cheap": (Decimal("0.15"), Decimal("0.60")), "strong": (Decimal("1.00"), Decimal("4.00"))}


class RecordingModel(SyntheticModel):
    """Keeps the bytes of every request it received, to compare with the gateway's records."""

    def __init__(self) -> None:
        super().__init__()
        self.received: list[bytes] = []

    def handle_raw(self, raw: bytes, *, deadline: float | None = None) -> Any:
        self.received.append(raw)
        return super().handle_raw(raw, deadline=deadline)


@dataclass
class Stand:
    """One synthetic model, reached either in-process or over loopback HTTP."""

    model: RecordingModel
    base_url: str
    transports: dict[str, httpx.BaseTransport]
    gateways: list[Gateway] = field(default_factory=list)

    def faults(self, config: dict[str, dict[str, Any]]) -> None:
        self.model.faults = FaultPlan(config)

    def tier(self, name: str, model: str | None = None, **overrides: Any) -> Tier:
        price_in, price_out = PRICES.get(name, (None, None))
        fields: dict[str, Any] = {
            "name": name,
            "base_url": self.base_url,
            "model": model or f"stand-{name}",
            "api_key": None,
            "price_in_per_m": price_in,
            "price_out_per_m": price_out,
            "timeout_s": 5.0,
        }
        return Tier(**{**fields, **overrides})

    def gateway(self, *tiers: Tier) -> Gateway:
        chosen = tiers or (self.tier("cheap"), self.tier("strong"))
        gateway = Gateway(list(chosen), transports=self.transports)
        self.gateways.append(gateway)
        return gateway


@pytest.fixture(params=["in-process", "loopback"])
def stand(request: pytest.FixtureRequest) -> Iterator[Stand]:
    model = RecordingModel()
    if request.param == "in-process":
        base_url = "inprocess://stand"
        yield from _closing(Stand(model, base_url, {base_url: InProcessTransport(model)}))
        return
    with running_stand(model) as root:
        yield from _closing(Stand(model, f"{root}/v1", {}))


def _closing(stand: Stand) -> Iterator[Stand]:
    yield stand
    for gateway in stand.gateways:
        gateway.close()
