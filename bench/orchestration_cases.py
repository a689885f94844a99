"""The workloads of bench_orchestration.py (imported after django.setup())."""

from __future__ import annotations

import json
import statistics
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.test.utils import override_settings

from catalog.models import Solution
from catalog.services import catalog_install, solution_install
from catalog.versions import version_spec
from runs import wiring
from runs.ledger import DjangoLedger, Lease
from runs.ledger_postgres import PostgresStatements
from runs.models import Run, RunStatus, StepRun
from runs.services import (
    apply_outcome,
    run_claim,
    run_drive,
    run_start,
    step_enter,
    worker_name,
)
from svaya.engine.privacy_gate import MapGate
from svaya.engine.steps import execute

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "catalog" / "solutions" / "credit-application-response" / "samples"
ROUTE = ROOT / "tests" / "data" / "solutions" / "durability-check"


class Meter:
    """Time spent inside wrapped callables, by category. `outside` (the model and the tools,
    in-process stand and world) is taken out of the overhead; the others break it down."""

    def __init__(self) -> None:
        self.spent: Counter[str] = Counter()

    def wrap(self, owner: Any, name: str, category: str, *, static: bool = False) -> None:
        inner = getattr(owner, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return inner(*args, **kwargs)
            finally:
                self.spent[category] += time.perf_counter() - started

        setattr(owner, name, staticmethod(timed) if static else timed)

    @contextmanager
    def window(self) -> Iterator[Counter[str]]:
        before = self.spent.copy()
        delta: Counter[str] = Counter()
        yield delta
        delta.update({k: v - before.get(k, 0.0) for k, v in self.spent.items()})


def instrument() -> Meter:
    """`outside` is the in-process stand's and world's own handling of a request: the
    gateway's and the connector's work around it (serializing the request, parsing the
    answer, building the call record) counts as ours."""
    from svaya.stand.transport import InProcessTransport
    from svaya.stand.world.transport import WorldTransport

    meter = Meter()
    meter.wrap(InProcessTransport, "handle_request", "outside")
    meter.wrap(WorldTransport, "handle_request", "outside")
    meter.wrap(PostgresStatements, "_execute", "ledger statements", static=True)
    meter.wrap(MapGate, "outbound", "pseudonymization")
    meter.wrap(MapGate, "sealed", "pseudonymization")
    return meter


def _inputs(name: str) -> dict[str, Any]:
    return json.loads((SAMPLES / f"{name}.json").read_text(encoding="utf-8"))


def per_step(meter: Meter, runs: int = 20) -> tuple[float, int]:
    """A route of llm, parallel(system, system), join, branch and a write effect."""
    catalog_install()
    solution_install(path=ROUTE)
    solution = Solution.objects.get(slug="durability-check")
    fields = set(solution.current_version.spec["inputs"]["properties"])
    inputs = {k: v for k, v in _inputs("clear-applicant").items() if k in fields}
    run_drive(run_id=run_start(solution=solution, inputs=inputs, enqueue=False).pk)  # warm-up
    total, outside, steps = 0.0, 0.0, 0
    for _ in range(runs):
        run = run_start(solution=solution, inputs=inputs, enqueue=False)
        with meter.window() as spent:
            started = time.perf_counter()
            run = run_drive(run_id=run.pk)
            total += time.perf_counter() - started
        outside += spent["outside"]
        assert run.status == RunStatus.COMPLETED, run.outcome_detail
        steps += StepRun.objects.filter(run=run).count()
    return (total - outside) / steps, steps


def per_pass(
    meter: Meter, *, names: bool, loops: int = 30, statements: bool = True
) -> dict[str, Any]:
    """The credit fraud check on the applicant whose linked accounts never end: one read tool
    per pass, five passes, durable on Postgres, pseudonymization on (names as asked).

    A loop's overhead is its wall time minus the model's and the tools' own time, per pass:
    `loop` spans the ledger and step context set up, the passes and the final flush;
    `step` adds the step's begin and its end (here a handoff ticket), spread over its
    passes. Median and mean of the loops are both given. `statements=False` writes the
    ledger through the ORM (the SQLite path) instead of its Postgres statements."""
    solution = Solution.objects.get(slug="credit-application-response")
    step = version_spec(solution.current_version_id).step("fraud-check")
    with override_settings(SVAYA_PD_NAMES=names, SVAYA_LEDGER_POSTGRES_STATEMENTS=statements):
        _one_loop(solution, step, meter)  # warm-up (loads the recognizer, prepares statements)
        samples = [_one_loop(solution, step, meter) for _ in range(loops)]
    loop = [s["loop"] / s["passes"] for s in samples]
    whole = [s["step"] / s["passes"] for s in samples]
    parts: Counter[str] = Counter()
    for sample in samples:
        spent = sample["spent"]
        parts.update({k: v / sample["passes"] / loops for k, v in spent.items() if k != "outside"})
    return {
        "median": statistics.median(loop),
        "mean": statistics.fmean(loop),
        "step median": statistics.median(whole),
        "passes": sum(s["passes"] for s in samples),
        "parts": parts,
    }


def _one_loop(solution: Solution, step: Any, meter: Meter) -> dict[str, Any]:
    run = run_start(solution=solution, inputs=_inputs("endless-chain"), enqueue=False)
    worker = worker_name()
    assert run_claim(run_id=run.pk, worker=worker)
    run = Run.objects.get(pk=run.pk)
    lease = Lease(Run, run.pk, worker, 300)
    with meter.window() as whole:
        step_started = time.perf_counter()
        # As a worker does (runs.services): the begin hands the step context its reads, and the
        # buffered rows are written by the completion, in its transaction.
        step_run, attempt, fresh, reads = step_enter(run=run, step=step, branch="")
        with meter.window() as spent:
            started = time.perf_counter()
            ledger = DjangoLedger(attempt, run.pk, step.id, lease, fresh=fresh)
            outcome = execute(step, wiring.step_context(run, step_run, attempt, ledger, reads))
            loop = time.perf_counter() - started
        apply_outcome(
            run=run, step=step, step_run=step_run, attempt=attempt, ledger=ledger, outcome=outcome
        )
        whole_step = time.perf_counter() - step_started
    assert Run.objects.get(pk=run.pk).status == RunStatus.WAITING
    return {
        "loop": loop - spent["outside"],
        "step": whole_step - whole["outside"],
        "passes": attempt.passes.count(),
        "spent": spent,
    }
