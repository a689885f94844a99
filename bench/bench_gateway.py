"""The LLM gateway's own overhead per call against the stand, in-process and over loopback.

    python bench/bench_gateway.py [calls]

Each call's total time (Gateway.send, as the engine calls it) minus the time the stand spent
handling that same request (timed inside the model) is the gateway's overhead: serialising,
the transport, parsing the response, building the record. A bare httpx POST of the same bytes
(through httpx.Client.post, with its cookie jar and other layers) is timed too; the gateway
sends past those layers (svaya.wire.post): in-process through the client's transport, over
loopback (a plain http:// origin without a proxy) through the standard library's http.client
over a kept-alive connection rather than httpcore and h11, so its own code can come out below
the bare POST.
"""

from __future__ import annotations

import json
import queue
import statistics
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx

from svaya.llm import Gateway, Tier, build_request
from svaya.stand.model import SyntheticModel
from svaya.stand.server import serve
from svaya.stand.transport import InProcessTransport

VERDICT = {
    "type": "object",
    "properties": {
        "verdict": {"type": "string", "enum": ["clear", "suspicious"]},
        "risk_score": {"type": "number", "minimum": 0, "maximum": 1},
        "reason": {"type": "string"},
    },
    "required": ["verdict", "risk_score", "reason"],
    "additionalProperties": False,
}
APPLICATION = {
    "applicant_name": "[PD_NAME_1]",
    "passport": "[PD_PASSPORT_1]",
    "amount": 250000,
    "purpose": "Ремонт квартиры, смета приложена, срок кредита 36 месяцев.",
}


class TimedModel(SyntheticModel):
    """Records how long the stand itself spends on each request."""

    def __init__(self) -> None:
        super().__init__()
        self.handling_s: list[float] = []

    def handle_raw(self, raw: bytes, *, deadline: float | None = None) -> Any:
        started = time.perf_counter()
        try:
            return super().handle_raw(raw, deadline=deadline)
        finally:
            self.handling_s.append(time.perf_counter() - started)


def request() -> dict[str, Any]:
    messages = [
        {"role": "system", "content": "Оцени риск мошенничества по заявке и верни вердикт."},
        {"role": "user", "content": json.dumps(APPLICATION, ensure_ascii=False)},
    ]
    return build_request(
        model="set-by-tier",
        messages=messages,
        response_schema=VERDICT,
        metadata={"solution": "bench", "step": "screen"},
    )


Stats = dict[str, float]


def measure(
    model: TimedModel, gateway: Callable[[], object], bare: Callable[[], object], calls: int
) -> tuple[Stats, Stats]:
    """Alternate gateway and bare calls so drift (CPU frequency, GC) hits both alike."""
    for _ in range(min(200, calls)):  # warm caches, connections and the policy registry
        gateway()
        bare()
    samples: dict[str, list[tuple[float, float]]] = {"gateway": [], "bare": []}
    for _ in range(calls):
        for name, call in (("gateway", gateway), ("bare", bare)):
            started = time.perf_counter()
            call()
            samples[name].append((time.perf_counter() - started, model.handling_s[-1]))
    return _summary(samples["gateway"]), _summary(samples["bare"])


def _summary(samples: list[tuple[float, float]]) -> Stats:
    overheads = [total - stand for total, stand in samples]
    return {
        "total": statistics.median(total for total, _ in samples) * 1e6,
        "stand": statistics.median(stand for _, stand in samples) * 1e6,
        "overhead": statistics.median(overheads) * 1e6,
        "overhead_p90": statistics.quantiles(overheads, n=10)[-1] * 1e6,
    }


def tier(base_url: str) -> Tier:
    return Tier("cheap", base_url, "stand-cheap", None, None, None, 30.0)


@contextmanager
def loopback(model: SyntheticModel) -> Iterator[str]:
    ready: queue.Queue[Any] = queue.Queue()
    kwargs = {"host": "127.0.0.1", "port": 0, "model": model, "on_ready": ready.put}
    threading.Thread(target=serve, kwargs=kwargs, daemon=True).start()
    server = ready.get(timeout=5)
    try:
        yield "http://{}:{}/v1".format(*server.server_address[:2])
    finally:
        server.shutdown()


def bench_in_process(calls: int) -> tuple[Stats, Stats]:
    model, body = TimedModel(), request()
    content = json.dumps({**body, "model": "stand-cheap"}, ensure_ascii=False).encode()
    url = "inprocess://stand/chat/completions"
    transport = InProcessTransport(model)
    with (
        Gateway([tier("inprocess://stand")], transports={"inprocess://stand": transport}) as gw,
        httpx.Client(transport=InProcessTransport(model)) as client,
    ):
        return measure(
            model,
            lambda: gw.send(body, tier="cheap"),
            lambda: client.post(url, content=content).json(),
            calls,
        )


def bench_loopback(calls: int) -> tuple[Stats, Stats]:
    model, body = TimedModel(), request()
    content = json.dumps({**body, "model": "stand-cheap"}, ensure_ascii=False).encode()
    with loopback(model) as base_url, Gateway([tier(base_url)]) as gw, httpx.Client() as client:
        url = f"{base_url}/chat/completions"
        return measure(
            model,
            lambda: gw.send(body, tier="cheap"),
            lambda: client.post(url, content=content).json(),
            calls,
        )


def report(name: str, gateway: Stats, bare: Stats) -> None:
    print(f"\n{name}")
    print(f"  total per call (Gateway.send)      {gateway['total']:9.1f} µs")
    print(f"  stand's own handling               {gateway['stand']:9.1f} µs")
    print(
        f"  gateway overhead (total - stand)   {gateway['overhead']:9.1f} µs"
        f"   (p90 {gateway['overhead_p90']:.1f} µs)"
    )
    print(f"  bare httpx POST + json(), same bytes {bare['overhead']:7.1f} µs over the stand")
    own = gateway["overhead"] - bare["overhead"]
    print(f"  → gateway against the bare POST     {own:9.1f} µs")


def main() -> None:
    calls = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    size = len(json.dumps(request(), ensure_ascii=False).encode())
    print(f"Gateway overhead per call, median of {calls} calls; request body {size} bytes.")
    report("in-process (InProcessTransport)", *bench_in_process(calls))
    report("loopback HTTP (the stand's threading server, 127.0.0.1)", *bench_loopback(calls // 2))
    print(
        "\nThe loopback figure includes the socket and the stand's HTTP server; the connection"
        " is kept alive (HTTP/1.1) from call to call, as with a provider."
    )


if __name__ == "__main__":
    main()
