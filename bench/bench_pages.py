"""Showcase pages as recorded runs accumulate: queries per page and median server time.

The catalog is installed and every sample recorded (as `make run` does); each page is then
measured, 1,000 more recorded runs are added (copies of the recorded ones: the listings count
and show them), and each page is measured again. A page whose number of queries moved is not
flat. Pages: the showcase home, every solution's card, and a run record.

Usage: python bench/bench_pages.py. Last line: page_queries_flat=<yes|no>.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
BASE = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/svaya")
if BASE.startswith("sqlite"):
    BASE = "postgres://postgres@127.0.0.1:5432/svaya"
SERVER = BASE.rsplit("/", 1)[0]
EXTRA_RUNS = 1000


def _setup() -> None:
    import psycopg

    with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS svaya_bench_pages WITH (FORCE)")
        conn.execute("CREATE DATABASE svaya_bench_pages")
    os.environ.update(
        {
            "DATABASE_URL": f"{SERVER}/svaya_bench_pages",
            "CELERY_BROKER_URL": "memory://",
            "DJANGO_SETTINGS_MODULE": "svaya.settings",
        }
    )
    os.environ.setdefault("SECRET_KEY", "bench")
    os.environ.setdefault("SVAYA_PD_KEY", "Ufbenchbenchbenchbenchbenchbenchbenchbenchb=")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    call_command("install_catalog", verbosity=0)
    call_command("record_runs", verbosity=0)


def _pages() -> dict[str, str]:
    from catalog.models import Solution
    from runs.models import Run

    pages = {"home": "/"}
    for slug in Solution.objects.order_by("slug").values_list("slug", flat=True):
        pages[f"card {slug}"] = f"/solutions/{slug}/"
    run = Run.objects.filter(recorded=True).order_by("pk").first()
    pages["run record"] = f"/runs/{run.pk}/"
    return pages


def _measure(pages: dict[str, str], repeat: int = 15) -> dict[str, tuple[int, float]]:
    from django.db import connection
    from django.test import Client

    client = Client(HTTP_HOST="127.0.0.1")
    found = {}
    for name, url in pages.items():
        client.get(url)  # warm-up
        queries = _Counter()
        with connection.execute_wrapper(queries):
            response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)
        times = []
        for _ in range(repeat):
            started = time.perf_counter()
            client.get(url)
            times.append(time.perf_counter() - started)
        found[name] = (queries.count, statistics.median(times) * 1e3)
    return found


class _Counter:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self, execute, sql, params, many, context):  # type: ignore[no-untyped-def]
        self.count += 1
        return execute(sql, params, many, context)


def _add_runs(count: int) -> None:
    from runs.models import Run, new_token

    recorded = list(Run.objects.filter(recorded=True).order_by("pk"))
    copies = []
    for index in range(count):
        run = Run.objects.get(pk=recorded[index % len(recorded)].pk)
        run.pk, run.token = None, new_token()  # a run's page key is its own
        copies.append(run)
    Run.objects.bulk_create(copies, batch_size=500)


def main() -> None:
    _setup()
    from runs.models import Run

    pages = _pages()
    before_runs = Run.objects.filter(recorded=True).count()
    before = _measure(pages)
    _add_runs(EXTRA_RUNS)
    after_runs = Run.objects.filter(recorded=True).count()
    after = _measure(pages)
    flat = True
    for name in pages:
        (q0, t0), (q1, t1) = before[name], after[name]
        flat &= q0 == q1
        print(
            f"{name:<50} queries {q0:3d} -> {q1:3d}   median {t0:6.1f} ms -> {t1:6.1f} ms"
            f"   ({before_runs} -> {after_runs} recorded runs)"
        )
    print(f"page_queries_flat={'yes' if flat else 'no'}")


if __name__ == "__main__":
    main()
