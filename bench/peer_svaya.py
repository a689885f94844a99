"""Svaya's side of bench_peer.py (imported after django.setup()), against a stand process."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any
from unittest.mock import patch

import httpx
from django.db import connection

from catalog.models import Solution
from catalog.services import solution_install
from runs import services, wiring
from runs.ledger import DjangoLedger, Lease
from runs.models import LLMCall, Run, RunStatus, StepRun
from runs.services import (
    apply_outcome,
    run_advance,
    run_claim,
    run_drive,
    run_start,
    step_enter,
    worker_name,
)
from svaya.engine.steps import execute

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "catalog" / "solutions" / "credit-application-response" / "samples"
ROUTE = ROOT / "tests" / "data" / "solutions" / "durability-check"
ORDINARY = ROOT / "tests" / "data" / "solutions" / "ordinary-steps"
_first: dict[str, Any] = {}


def _inputs(name: str) -> dict[str, Any]:
    return json.loads((SAMPLES / f"{name}.json").read_text(encoding="utf-8"))


_counter = httpx.Client(timeout=10)


def _handling(stand: str) -> float:
    return float(_counter.get(f"{stand}/bench/handling").json()["seconds"])


def first_request() -> dict[str, Any]:
    """The first request of the last measured fraud-check loop, as the stand received it, with
    the sample's own values back in the step input: the peer has no pseudonymization, so it
    works on the raw data (and its tool calls reach the world's records, as Svaya's do)."""
    request = {k: _first[k] for k in ("model", "messages", "tools", "metadata") if k in _first}
    raw = _inputs("endless-chain")
    messages = []
    for message in request["messages"]:
        content = message.get("content")
        if message.get("role") == "user" and isinstance(content, str) and "step_input" in content:
            body = json.loads(content)
            body["step_input"] = _raw_values(body["step_input"], raw)
            message = {**message, "content": json.dumps(body, ensure_ascii=False)}
        messages.append(message)
    return {**request, "messages": messages}


def _raw_values(value: Any, raw: dict[str, Any]) -> Any:
    """The step input with each field the sample has set back to the sample's value."""
    if isinstance(value, dict):
        return {
            k: raw[k] if k in raw and not isinstance(v, dict) else _raw_values(v, raw)
            for k, v in value.items()
        }
    return value


def per_pass(stand: str, *, loops: int) -> list[float]:
    """Milliseconds per pass of each loop of the credit fraud check on the applicant whose
    linked accounts never end (five passes, one read tool each), the stand's time taken out."""
    solution = Solution.objects.get(slug="credit-application-response")
    step = wiring.version_spec(solution.current_version_id).step("fraud-check")
    return [_one_loop(solution, step, stand) for _ in range(loops)]


def _one_loop(solution: Solution, step: Any, stand: str) -> float:
    run = run_start(solution=solution, inputs=_inputs("endless-chain"), enqueue=False)
    worker = worker_name()
    assert run_claim(run_id=run.pk, worker=worker)
    run = Run.objects.get(pk=run.pk)
    lease = Lease(Run, run.pk, worker, 300)
    # As a worker does (runs.services): the begin hands the step context its reads, and the
    # buffered rows are written by the completion, in its transaction.
    step_run, attempt, fresh, reads = step_enter(run=run, step=step, branch="")
    before = _handling(stand)
    started = time.perf_counter()
    ledger = DjangoLedger(attempt, run.pk, step.id, lease, fresh=fresh)
    outcome = execute(step, wiring.step_context(run, step_run, attempt, ledger, reads))
    wall = time.perf_counter() - started
    stand_s = _handling(stand) - before
    apply_outcome(
        run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, outcome=outcome
    )
    passes = attempt.passes.count()
    first = LLMCall.objects.filter(attempt=attempt, pass_no=1, seq=0).first()
    if first is not None:
        _first.clear()
        _first.update(first.request)
    return (wall - stand_s) / passes * 1e3


def per_step(stand: str, runs: int = 10) -> tuple[float, dict[str, float]]:
    """Milliseconds per step of a route of llm, parallel(system, system), join, branch and a
    write effect, driven begin to end, the stand's time taken out; and its SQL statements
    per run, by what made them (see _Counter)."""
    solution = _installed("durability-check", ROUTE)
    inputs = _route_inputs(solution)
    run_drive(run_id=run_start(solution=solution, inputs=inputs, enqueue=False).pk)  # warm-up
    total, stand_s, steps = 0.0, 0.0, 0
    counter = _Counter()
    for _ in range(runs):
        run = run_start(solution=solution, inputs=inputs, enqueue=False)
        before = _handling(stand)
        with counter.counting():
            started = time.perf_counter()
            run = run_drive(run_id=run.pk)
            total += time.perf_counter() - started
        stand_s += _handling(stand) - before
        assert run.status == RunStatus.COMPLETED, run.outcome_detail
        steps += StepRun.objects.filter(run=run).count()
    parts = {part: count / runs for part, count in counter.counts.items()}
    parts["steps"] = steps / runs
    return (total - stand_s) / steps * 1e3, parts


def ordinary_statements(runs: int = 5) -> tuple[float, int]:
    """SQL statements per step of one run task (claim to end) on a route of ordinary steps
    only — llm, system (a read), system (a write effect) — as tests/runs/test_step_statements.py
    counts them (at most six each), and the route's number of steps."""
    solution = _installed("ordinary-steps", ORDINARY)
    inputs = _route_inputs(solution)
    run_advance(run_id=run_start(solution=solution, inputs=inputs, enqueue=False).pk)  # warm-up
    counter = _Counter()
    steps = 0
    for _ in range(runs):
        run = run_start(solution=solution, inputs=inputs, enqueue=False)
        with counter.counting():
            run_advance(run_id=run.pk)
        assert Run.objects.get(pk=run.pk).status == RunStatus.COMPLETED
        steps += StepRun.objects.filter(run=run).count()
    return sum(counter.counts.values()) / steps, steps // runs


def _installed(slug: str, path: Path) -> Solution:
    if not Solution.objects.filter(slug=slug).exists():
        solution_install(path=path)
    return Solution.objects.get(slug=slug)


def _route_inputs(solution: Solution) -> dict[str, Any]:
    fields = set(solution.current_version.spec["inputs"]["properties"])
    return {k: v for k, v in _inputs("clear-applicant").items() if k in fields}


ORDINARY_KINDS = frozenset({"llm", "system", "agent"})


class _Counter:
    """Counts SQL statements through an execute wrapper (which sees the ledger's own
    statements too), each under what made it: `ordinary` (an llm, system or agent step's
    begin, work and end), `fork/join/branch` (a parallel step's fork, a join, a branch step,
    a branch's completion), `claims` (a run's or a branch's claim and release, and a task's
    read of the run before each later step) and `driver` (run_drive's own look between
    tasks, which a worker does not make). The parts are told apart by wrapping the
    services' functions while counting."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}
        self._labels: list[str] = ["driver"]

    def __call__(self, execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        label = self._labels[-1]
        self.counts[label] = self.counts.get(label, 0) + 1
        return execute(sql, params, many, context)

    @contextmanager
    def counting(self) -> Iterator[None]:
        fixed = {
            name: "claims"
            for name in ("run_claimed", "run_release", "_branch_claim", "branch_advance")
        }
        fixed |= {"_advance_one": "claims", "_branch_steps": "claims"}
        fixed |= {"_join_ready": "fork/join/branch", "branch_done": "fork/join/branch"}
        by_step = ("step_enter", "execute", "apply_outcome")
        with ExitStack() as stack:
            for name, label in fixed.items():
                stack.enter_context(_labelled(self._labels, name, lambda *a, _l=label, **k: _l))
            for name in by_step:
                stack.enter_context(_labelled(self._labels, name, _step_label))
            stack.enter_context(connection.execute_wrapper(self))
            yield


def _step_label(*args: Any, **kwargs: Any) -> str:
    step = kwargs.get("step", args[0] if args else None)
    return "ordinary" if step.kind in ORDINARY_KINDS else "fork/join/branch"


@contextmanager
def _labelled(labels: list[str], name: str, label_of: Any) -> Iterator[None]:
    """Wraps the function wherever the services call it from: the package and each of its
    modules that binds the name to it."""
    modules = [services, *(m for m in vars(services).values() if isinstance(m, ModuleType))]
    inner = next(getattr(m, name) for m in modules if hasattr(m, name))

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        labels.append(label_of(*args, **kwargs))
        try:
            return inner(*args, **kwargs)
        finally:
            labels.pop()

    with ExitStack() as stack:
        for module in modules:
            if getattr(module, name, None) is inner:
                stack.enter_context(patch.object(module, name, wrapped))
        yield
