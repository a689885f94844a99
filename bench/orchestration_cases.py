"""The workloads of bench_orchestration.py (imported after django.setup())."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from catalog.models import Solution
from catalog.services import catalog_install, solution_install
from runs import wiring
from runs.ledger import DjangoLedger, Lease
from runs.models import Run, RunStatus, StepRun
from runs.services import run_claim, run_drive, run_start, step_begin, worker_name
from svaya.engine.steps import execute

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "catalog" / "solutions" / "credit-application-response" / "samples"
ROUTE = ROOT / "tests" / "data" / "solutions" / "durability-check"


def _inputs(name: str) -> dict[str, Any]:
    return json.loads((SAMPLES / f"{name}.json").read_text(encoding="utf-8"))


def _instrument(meter: Any) -> None:
    meter.wrap(wiring.gateway(), "send")
    meter.wrap(wiring.invoker(), "invoke")


def per_step(meter: Any, runs: int = 20) -> tuple[float, int]:
    """A route of llm, parallel(system, system), join, branch and a write effect."""
    catalog_install()
    solution_install(path=ROUTE)
    solution = Solution.objects.get(slug="durability-check")
    fields = set(solution.current_version.spec["inputs"]["properties"])
    inputs = {k: v for k, v in _inputs("clear-applicant").items() if k in fields}
    _instrument(meter)
    run_drive(run_id=run_start(solution=solution, inputs=inputs, enqueue=False).pk)  # warm-up
    meter.outside, total, steps = 0.0, 0.0, 0
    for _ in range(runs):
        run = run_start(solution=solution, inputs=inputs, enqueue=False)
        started = time.perf_counter()
        run = run_drive(run_id=run.pk)
        total += time.perf_counter() - started
        assert run.status == RunStatus.COMPLETED, run.outcome_detail
        steps += StepRun.objects.filter(run=run).count()
    return (total - meter.outside) / steps, steps


def per_pass(meter: Any, runs: int = 10) -> tuple[float, int]:
    """The credit fraud check on the applicant whose linked accounts never end: one read tool
    per pass, five passes, durable on Postgres, pseudonymization on."""
    solution = Solution.objects.get(slug="credit-application-response")
    spec = wiring.version_spec(solution.current_version_id)
    step = spec.step("fraud-check")
    _one_loop(solution, step)  # warm-up (loads the recognizer)
    meter.outside, total, passes = 0.0, 0.0, 0
    for _ in range(runs):
        seconds, count = _one_loop(solution, step)
        total += seconds
        passes += count
    return (total - meter.outside) / passes, passes


def _one_loop(solution: Solution, step: Any) -> tuple[float, int]:
    run = run_start(solution=solution, inputs=_inputs("endless-chain"), enqueue=False)
    worker = worker_name()
    assert run_claim(run_id=run.pk, worker=worker)
    run = Run.objects.select_related("version").get(pk=run.pk)
    step_run, attempt, fresh = step_begin(run=run, step=step, branch="")
    lease = Lease(Run, run.pk, worker, 300)
    started = time.perf_counter()
    ledger = DjangoLedger(attempt, run.pk, step.id, lease, fresh=fresh)
    execute(step, wiring.step_context(run, step_run, attempt, ledger))
    ledger.flush()
    seconds = time.perf_counter() - started
    return seconds, attempt.passes.count()
