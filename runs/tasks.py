"""Thin Celery tasks: load by id, call one service. Explicit names, JSON arguments only."""

from __future__ import annotations

from runs import services
from runs.conversations import conversations_silence_sweep
from svaya.celery import app


@app.task(name="runs.advance_run", acks_late=True, reject_on_worker_lost=True)
def advance_run(run_id: int) -> None:
    services.run_advance(run_id=run_id)


@app.task(name="runs.advance_branch", acks_late=True, reject_on_worker_lost=True)
def advance_branch(run_id: int, parallel: str, index: int) -> None:
    services.branch_advance(run_id=run_id, parallel=parallel, index=index)


@app.task(name="runs.conversations_silence")
def conversations_silence() -> int:
    return conversations_silence_sweep()


@app.task(name="runs.sweep_expired_leases")
def sweep_expired_leases() -> int:
    return services.runs_sweep()
