"""Engine tests run the real gateway client against a scripted model, on an in-memory ledger.

A test scripts the model's replies in order (`tool_calls(...)`, `answer(...)`, `empty()`,
`http_error()`, …); the model records every request it received, so a test can read exactly
what left the installation. Tools are a fake invoker that counts calls and idempotency keys.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest

from svaya.engine.context import Policy, StepContext
from svaya.engine.memory import MemoryLedger
from svaya.engine.outcomes import StepOutcome
from svaya.engine.privacy_gate import MapGate
from svaya.engine.protocol import Limits, RunView, ToolOutcome
from svaya.engine.reach import inputs_digest
from svaya.engine.steps import execute
from svaya.install import InstallContext, check_path, resolved_spec
from svaya.llm import Gateway, Tier
from svaya.privacy import generate_key
from svaya.spec.models import TaskDescription
from svaya.tools.registry import wire_name

SOLUTIONS = Path(__file__).resolve().parents[3] / "catalog" / "solutions"
BASE_URL = "http://model.test/v1"
CHEAP, STRONG = "model-cheap", "model-strong"
Reply = Callable[[httpx.Request], httpx.Response]


class WorkerKilled(BaseException):
    """Stands in for SIGKILL: nothing in the engine may catch it."""


# --- the scripted model -------------------------------------------------------------------

_ids = itertools.count(1)


def call(tool: str, args: dict[str, Any] | str, call_id: str | None = None) -> dict[str, Any]:
    """One tool call; `args` as a string goes on the wire as is (to script broken JSON)."""
    raw = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
    return {
        "id": call_id or f"call_{next(_ids)}",
        "type": "function",
        "function": {"name": wire_name(tool), "arguments": raw},
    }


def tool_calls(*calls: dict[str, Any]) -> Reply:
    return _reply({"role": "assistant", "content": None, "tool_calls": list(calls)}, "tool_calls")


def answer(content: dict[str, Any] | str) -> Reply:
    text = content if isinstance(content, str) else json.dumps(content, ensure_ascii=False)
    return _reply({"role": "assistant", "content": text}, "stop")


def empty() -> Reply:
    """HTTP 200, content null, no tool calls, no usage: an empty turn."""
    body = {
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": None}, "finish_reason": "stop"}
        ]
    }
    return lambda request: httpx.Response(200, json=body)


def http_error(status: int = 500) -> Reply:
    return lambda request: httpx.Response(status, json={"error": {"message": "upstream broke"}})


def malformed() -> Reply:
    return lambda request: httpx.Response(200, text="<html>bad gateway</html>")


def unreachable() -> Reply:
    def reply(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    return reply


def killed() -> Reply:
    """The worker dies while this call is in flight: the request left, no answer is recorded."""

    def reply(request: httpx.Request) -> httpx.Response:
        raise WorkerKilled

    return reply


def _reply(message: dict[str, Any], finish: str) -> Reply:
    body = {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }
    return lambda request: httpx.Response(200, json=body)


@dataclass
class ScriptedModel:
    replies: list[Reply] = field(default_factory=list)
    requests: list[dict[str, Any]] = field(default_factory=list)

    def script(self, *replies: Reply) -> None:
        self.replies.extend(replies)

    def handle(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(json.loads(request.content))
        if not self.replies:
            raise AssertionError(f"the model got request {len(self.requests)}, none was scripted")
        return self.replies.pop(0)(request)

    def gateway(self) -> Gateway:
        tiers = [_tier("cheap", CHEAP, "0.15", "0.60"), _tier("strong", STRONG, "1.00", "4.00")]
        return Gateway(tiers, transports={BASE_URL: httpx.MockTransport(self.handle)})

    @property
    def models(self) -> list[str]:
        return [request["model"] for request in self.requests]

    def sent(self) -> str:
        """Everything the model ever received, as one text."""
        return json.dumps(self.requests, ensure_ascii=False)


def _tier(name: str, model: str, price_in: str, price_out: str) -> Tier:
    return Tier(name, BASE_URL, model, None, Decimal(price_in), Decimal(price_out), 5.0)


def tool_messages(request: dict[str, Any]) -> list[dict[str, Any]]:
    """The tool messages of a request, their content parsed."""
    return [json.loads(m["content"]) for m in request["messages"] if m["role"] == "tool"]


def last_user_text(request: dict[str, Any]) -> str:
    return [m["content"] for m in request["messages"] if m["role"] == "user"][-1]


# --- tools, clock, harness ----------------------------------------------------------------


@dataclass
class Invocation:
    tool: str
    args: dict[str, Any]
    key: str | None
    timeout_s: float = 0.0


@dataclass
class FakeInvoker:
    """Per tool: a result dict, a ToolOutcome, a function of the arguments returning either,
    or WorkerKilled to die in the middle of the call."""

    results: dict[str, Any] = field(default_factory=dict)
    calls: list[Invocation] = field(default_factory=list)

    def invoke(
        self, tool: Any, args: dict[str, Any], *, idempotency_key: str | None, timeout_s: float
    ) -> ToolOutcome:
        self.calls.append(Invocation(tool.name, args, idempotency_key, timeout_s))
        result = self.results.get(tool.name, {"ok": True})
        if result is WorkerKilled:
            raise WorkerKilled
        if callable(result):
            result = result(args)
        return result if isinstance(result, ToolOutcome) else ToolOutcome(ok=True, result=result)


@dataclass
class FakeClock:
    at: datetime = field(default_factory=lambda: datetime(2026, 3, 2, 10, 0, tzinfo=UTC))

    def now(self) -> datetime:
        return self.at

    def advance(self, seconds: float) -> None:
        self.at += timedelta(seconds=seconds)


_INSTALL = InstallContext.default()
_SPECS: dict[str, TaskDescription] = {}


def solution_spec(slug: str) -> TaskDescription:
    if slug not in _SPECS:
        _SPECS[slug] = resolved_spec(check_path(SOLUTIONS / slug, context=_INSTALL))
    return _SPECS[slug]


def sample(slug: str, name: str) -> dict[str, Any]:
    return json.loads((SOLUTIONS / slug / "samples" / f"{name}.json").read_text(encoding="utf-8"))


def policy_for(role: str, *, without: frozenset[str] = frozenset()) -> Policy:
    may_call = {name for name in _INSTALL.tools if _INSTALL.may_call(role, name)}
    return Policy(
        tools=_INSTALL.tools, role_tools=frozenset(may_call - without), routes=_INSTALL.routes
    )


def known_values(spec: TaskDescription, inputs: dict[str, Any]) -> list[tuple[str, str]]:
    """(value, class) of every personal input, as the runs app hands them to the gate."""
    classes = {k: s.get("x-data-class", "") for k, s in spec.inputs["properties"].items()}
    return [
        (v, classes[k])
        for k, v in inputs.items()
        if isinstance(v, str) and classes.get(k, "").startswith("pd.")
    ]


def input_classes(spec: TaskDescription) -> frozenset[str]:
    """The classes of the run's input leaves, as the runs app hands them to the engine."""
    return frozenset(
        s["x-data-class"] for s in spec.inputs["properties"].values() if "x-data-class" in s
    )


@dataclass
class Harness:
    """One step attempt of one run; `run()` again on the same ledger is a worker's replay."""

    spec: TaskDescription
    inputs: dict[str, Any]
    policy: Policy
    model: ScriptedModel = field(default_factory=ScriptedModel)
    invoker: FakeInvoker = field(default_factory=FakeInvoker)
    clock: FakeClock = field(default_factory=FakeClock)
    limits: Limits = field(default_factory=Limits)
    steps: dict[str, dict[str, Any]] = field(default_factory=dict)
    key: bytes = field(default_factory=generate_key)
    use_names: bool = False
    task_deadline: datetime | None = None
    on_timeout: str | None = None  # the solution's points (TaskDescription.on_timeout, …)
    on_write_doubt: str | None = None
    timeouts: list[float] = field(default_factory=list)  # read timeouts a slow model saw
    ledger: MemoryLedger = field(init=False)
    gate: MapGate | None = None

    def __post_init__(self) -> None:
        self.ledger = MemoryLedger(deadline=self.clock.at + timedelta(seconds=120))

    def step(self, step_id: str, **changes: Any) -> Any:
        return self.spec.step(step_id).model_copy(update=changes)

    def run(self, step: Any) -> StepOutcome:
        """Like the runs app: the gate reopens the map persisted with the attempt."""
        self.gate = MapGate.open(
            known=known_values(self.spec, self.inputs),
            sealed=self.ledger.sealed_map(),
            key=self.key,
            use_names=self.use_names,
        )
        self.ledger.step_id = self.ledger.step_id or step.id
        self.ledger.inputs_digest = self.ledger.inputs_digest or inputs_digest(self.inputs)
        ctx = StepContext(
            solution=self.spec.solution,
            run_key="run-7",
            view=RunView(inputs=self.inputs, steps=self.steps),
            ledger=self.ledger,
            gateway=self.model.gateway(),
            invoker=self.invoker,
            policy=self.policy,
            privacy=self.gate,
            limits=self.limits,
            clock=self.clock,
            task_deadline=self.task_deadline,
            on_timeout=self.on_timeout,
            on_write_doubt=self.on_write_doubt,
            input_classes=input_classes(self.spec),
        )
        return execute(step, ctx)

    def placeholder(self, value: str) -> str:
        """The placeholder the model sees for `value` (inputs' are known before any run)."""
        gate = self.gate or MapGate.open(
            known=known_values(self.spec, self.inputs), sealed=None, key=self.key, use_names=False
        )
        entry = next((e for e in gate.rmap.entries if e.value == value), None)
        assert entry is not None, f"{value!r} has no placeholder"
        return entry.placeholder


@pytest.fixture
def credit() -> Harness:
    slug = "credit-application-response"
    inputs = sample(slug, "clear-applicant")
    return Harness(solution_spec(slug), inputs, policy_for("credit_officer"))


@pytest.fixture
def portal() -> Harness:
    slug = "portal-submission-from-document"
    inputs = sample(slug, "director-passport")
    return Harness(solution_spec(slug), inputs, policy_for("portal_filer"))
