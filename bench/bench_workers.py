"""Throughput with 1, 2 and 4 real Celery worker processes, on Postgres and Redis.

N credit-application runs (samples that finish on their own) are stored first, then their tasks
are sent at once; the figure is runs completed per second from the first task sent to the last
run's end. Storing the runs stays outside the clock: it is the bench process's work, done one
run after another, and inside the clock it would be a serial share that no number of workers
shortens (with 24 runs it was a tenth of the 1-worker phase). Each worker is one
process with one execution slot (`--concurrency=1`), so "2 workers" means two processes. The
stand (synthetic model and demo world) runs as its own process; its own handling time is
printed as a share of the wall time, since on a 2-core machine it competes with the workers.

Other work on a shared 2-core machine swings a single 1-to-2 comparison (one phase lasts
a few seconds), so the phases alternate over rounds — 1 and 2 workers per round, 4 workers
once after them — and the ratio printed last is the median of the rounds' ratios.

Usage: python bench/bench_workers.py [--runs 60] [--rounds 3].
Last line: workers2_vs_1=<median ratio> workers4_vs_1=<ratio> (4 workers against the
median 1-worker rate).
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
BASE = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/svaya")
if BASE.startswith("sqlite"):
    BASE = "postgres://postgres@127.0.0.1:5432/svaya"
SERVER = BASE.rsplit("/", 1)[0]
BROKER = os.environ.get("BENCH_BROKER_URL", "redis://127.0.0.1:6379/14")
SAMPLES = ROOT / "catalog" / "solutions" / "credit-application-response" / "samples"
FINISHING = ("clear-applicant", "counter-offer", "not-eligible")


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _setup(stand: str) -> dict[str, str]:
    import psycopg

    with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS svaya_bench_workers WITH (FORCE)")
        conn.execute("CREATE DATABASE svaya_bench_workers")
    env = {
        "DATABASE_URL": f"{SERVER}/svaya_bench_workers",
        "CELERY_BROKER_URL": BROKER,
        "SECRET_KEY": os.environ.get("SECRET_KEY", "bench"),
        "SVAYA_PD_KEY": os.environ.get(
            "SVAYA_PD_KEY", "Ufbenchbenchbenchbenchbenchbenchbenchbenchb="
        ),
        "SVAYA_LLM_BASE_URL": f"{stand}/v1",
        "SVAYA_WORLD_URL": stand,
        "DJANGO_SETTINGS_MODULE": "svaya.settings",
    }
    os.environ.update(env)
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from catalog.services import catalog_install

    catalog_install()
    return env


def _workers(count: int, env: dict[str, str], logs: Path) -> list[subprocess.Popen[bytes]]:
    processes = []
    for index in range(count):
        log = logs / f"worker-{count}-{index}.log"
        processes.append(
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "celery",
                    "-A",
                    "svaya.celery",
                    "worker",
                    "--loglevel=INFO",
                    "--concurrency=1",
                    "-n",
                    f"bench{count}-{index}@%h",
                    "--without-gossip",
                    "--without-mingle",
                    "--without-heartbeat",
                ],
                cwd=ROOT,
                env={**os.environ, **env},
                stdout=log.open("wb"),
                stderr=subprocess.STDOUT,
            )
        )
    deadline = time.monotonic() + 60
    for index in range(count):
        log = logs / f"worker-{count}-{index}.log"
        while b"ready." not in log.read_bytes():
            if time.monotonic() > deadline:
                raise SystemExit(f"worker {index} did not start: see {log}")
            time.sleep(0.1)
    return processes


_TICK = os.sysconf("SC_CLK_TCK")


def _cpu(pid: int) -> float:
    """CPU seconds a live process has used (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / _TICK


def _tree(pid: int) -> list[int]:
    """The process and its descendants (a prefork worker's pool child)."""
    found = [pid]
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = (task / "children").read_text().split()
        except OSError:
            continue
        for child in children:
            found += _tree(int(child))
    return found


def _busy() -> float:
    """CPU seconds the whole machine has been busy (all cores, /proc/stat)."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = values[3] + values[4]  # idle, iowait
    return (sum(values[:8]) - idle) / _TICK


class _CpuMeter:
    """CPU per run of the workers, the Postgres backends of this bench's database and the
    stand, and what the rest of the machine (other work, this bench process included) used
    meanwhile, in cores: on a shared machine that is why a ratio moves."""

    def __init__(self, workers: list[int], stand: int) -> None:
        from django.db import connection

        with connection.cursor() as cursor:
            cursor.execute("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")
            backends = [row[0] for row in cursor.fetchall()]
        self.parts = {
            "workers": [p for w in workers for p in _tree(w)],
            "Postgres": backends,
            "stand": [stand],
        }
        self.before = {k: sum(_cpu(p) for p in v) for k, v in self.parts.items()}
        self.busy = _busy()

    def read(self, runs: int, elapsed: float) -> str:
        spent = {k: sum(_cpu(p) for p in v) - self.before[k] for k, v in self.parts.items()}
        others = max(_busy() - self.busy - sum(spent.values()), 0.0)
        per_run = ", ".join(f"{k} {v / runs * 1e3:.1f}" for k, v in spent.items())
        return f"CPU ms per run: {per_run}; the rest of the machine {others / elapsed:.2f} cores"


def _phase(
    count: int, runs: int, env: dict[str, str], logs: Path, stand: str, stand_pid: int
) -> tuple[float, float, str]:
    import httpx
    import redis

    from catalog.models import Solution
    from runs.models import Run, RunStatus
    from runs.services import run_start
    from runs.tasks import advance_run

    redis.Redis.from_url(BROKER).flushdb()
    processes = _workers(count, env, logs)
    solution = Solution.objects.get(slug="credit-application-response")
    inputs = [json.loads((SAMPLES / f"{name}.json").read_text()) for name in FINISHING]
    try:
        # Warm-up: each worker loads the name recognizer and prepares its statements once.
        _wait([run_start(solution=solution, inputs=inputs[0]).pk for _ in range(2 * count)])
        handling = httpx.get(f"{stand}/bench/handling").json()["seconds"]
        ids = [
            run_start(solution=solution, inputs=inputs[i % 3], enqueue=False).pk
            for i in range(runs)
        ]
        meter = _CpuMeter([p.pid for p in processes], stand_pid)
        started = time.perf_counter()
        for run_id in ids:
            advance_run.delay(run_id)
        _wait(ids)
        elapsed = time.perf_counter() - started
        cpu = meter.read(runs, elapsed)
        done = Run.objects.filter(pk__in=ids, status=RunStatus.COMPLETED).count()
        if done != runs:
            raise SystemExit(f"{count} worker(s): {runs - done} runs did not complete")
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=30)
    stand_share = (httpx.get(f"{stand}/bench/handling").json()["seconds"] - handling) / elapsed
    return runs / elapsed, stand_share, cpu


def _wait(ids: list[int]) -> None:
    from runs.models import Run, RunStatus

    deadline = time.monotonic() + 600
    while Run.objects.filter(pk__in=ids, status__in=[RunStatus.QUEUED, RunStatus.RUNNING]).exists():
        if time.monotonic() > deadline:
            raise SystemExit("runs did not finish in 600 s")
        time.sleep(0.05)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    port = _free_port()
    stand_url = f"http://127.0.0.1:{port}"
    stand = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "stand_process.py"), str(port)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert stand.stdout is not None and stand.stdout.readline().strip() == b"ready"
    logs = ROOT / "var" / "bench-workers"
    logs.mkdir(parents=True, exist_ok=True)
    try:
        env = _setup(stand_url)
        rates: dict[int, list[float]] = {1: [], 2: [], 4: []}
        plan = [(number, count) for number in range(1, args.rounds + 1) for count in (1, 2)]
        for number, count in [*plan, (args.rounds, 4)]:
            rate, share, cpu = _phase(count, args.runs, env, logs, stand_url, stand.pid)
            rates[count].append(rate)
            print(
                f"round {number}: {count} worker process(es): {rate:5.2f} runs/s over"
                f" {args.runs} credit runs; the stand's own handling {share:5.1%} of the wall"
                f" time; {cpu}",
                flush=True,
            )
    finally:
        stand.terminate()
        stand.wait(timeout=10)
    ratios = [two / one for one, two in zip(rates[1], rates[2], strict=True)]
    one = statistics.median(rates[1])
    print(f"2 to 1 by round: {', '.join(f'{r:.2f}' for r in ratios)}")
    print(f"workers2_vs_1={statistics.median(ratios):.2f} workers4_vs_1={rates[4][0] / one:.2f}")


if __name__ == "__main__":
    main()
