"""Orchestration overhead per step and per agent pass, durable on Postgres, next to the floor.

The floor is one bare INSERT-and-commit measured in the same run on the same database (before
and after the workloads; the median of the two). The overhead of a step (or a pass) is its
wall time minus the time spent inside the model (the in-process stand, through the real
gateway) and inside the tools (the in-process world) — what remains is ours: ledger writes,
commits, journal lines, checks, pseudonymization. The per-pass figure is printed with the
name recognizer on (the default) and off, each with its ledger statements and
pseudonymization shown apart, and once more with the ledger written through the ORM (the
SQLite path) instead of its Postgres statements: the figure that keeps the second path.

Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/svaya python bench/bench_orchestration.py
(`make bench` sets it up). It creates and drops its own database `svaya_bench_<pid>`, so two
runs at once do not collide.
"""

from __future__ import annotations

import atexit
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
BASE = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/svaya")
DATABASE = f"svaya_bench_{os.getpid()}"
os.environ["DATABASE_URL"] = BASE.rsplit("/", 1)[0] + "/" + DATABASE
os.environ.setdefault("SECRET_KEY", "bench")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "svaya.settings")
os.environ.setdefault("SVAYA_PD_KEY", "Ufbenchbenchbenchbenchbenchbenchbenchbenchb=")
os.environ["CELERY_BROKER_URL"] = "memory://"

import psycopg  # noqa: E402


def _recreate_database() -> None:
    with psycopg.connect(BASE.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {DATABASE} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {DATABASE}")
    atexit.register(_drop_database)


def _drop_database() -> None:
    with psycopg.connect(BASE.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {DATABASE} WITH (FORCE)")


def floor_insert_commit(n: int = 400, *, between_ms: float = 0.0) -> float:
    """Median seconds of one INSERT and its COMMIT, autocommit off, one connection; with
    `between_ms` of unrelated Python work before each (a pass's statements come between
    other work: caches are cold and both processes must wake up)."""
    junk = [{f"k{i}": f"значение {i}" * 3} for i in range(300)]
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        conn.execute("CREATE TABLE IF NOT EXISTS bench_floor (id bigserial primary key, v text)")
        conn.commit()
        samples = []
        for i in range(n):
            busy_until = time.perf_counter() + between_ms / 1000
            while time.perf_counter() < busy_until:
                json.dumps(junk)
            started = time.perf_counter()
            conn.execute("INSERT INTO bench_floor (v) VALUES (%s)", (f"row {i}",))
            conn.commit()
            samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def main() -> None:
    _recreate_database()
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from bench.orchestration_cases import instrument, per_pass, per_step

    meter = instrument()
    floor_before = floor_insert_commit()
    step_s, steps = per_step(meter)
    with_names = per_pass(meter, names=True)
    without_names = per_pass(meter, names=False)
    through_orm = per_pass(meter, names=True, statements=False)
    floor = statistics.median([floor_before, floor_insert_commit()])
    between = floor_insert_commit(200, between_ms=1.0)
    print(f"floor: one INSERT+COMMIT on Postgres                {floor * 1e3:7.3f} ms")
    print(f"  (the same between 1 ms of other work, for context  {between * 1e3:7.3f} ms)")
    print(
        f"orchestration overhead per step ({steps} steps)       {step_s * 1e3:7.3f} ms"
        f"  = {step_s / floor:5.1f} x floor"
    )
    for label, figures in (("names on ", with_names), ("names off", without_names)):
        value = figures["median"]
        print(
            f"overhead per pass, {label} ({figures['passes']} passes)   {value * 1e3:7.3f} ms"
            f"  = {value / floor:5.1f} x floor  (target <= 3x)"
        )
        print(f"    mean of the loops                     {figures['mean'] * 1e3:7.3f} ms")
        for part, seconds in sorted(figures["parts"].items()):
            print(f"    of which {part:<27} {seconds * 1e3:7.3f} ms (mean)")
        whole = figures["step median"]
        print(
            f"    with the step's begin and end spread  {whole * 1e3:7.3f} ms"
            f"  = {whole / floor:5.1f} x floor"
        )
    orm, statements = through_orm["median"], with_names["median"]
    print(
        f"overhead per pass, names on, ledger through the ORM  {orm * 1e3:7.3f} ms"
        f"  = {orm / statements:4.2f} x its Postgres statements (why runs/ledger_postgres.py)"
    )


if __name__ == "__main__":
    main()
