"""Real processes: a shared stand (model + world) and Celery workers on Redis and Postgres."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from django.conf import settings
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]
DURABILITY = ROOT / "tests" / "data" / "solutions" / "durability-check"

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _database_url() -> str:
    s = connection.settings_dict
    auth = s["USER"] + (f":{s['PASSWORD']}" if s["PASSWORD"] else "")
    return f"postgres://{auth}@{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}/{s['NAME']}"


class Stand:
    def __init__(self, url: str, process: subprocess.Popen[bytes]) -> None:
        self.url, self.process = url, process

    def stats(self) -> dict[str, Any]:
        return httpx.get(f"{self.url}/v1/stats", timeout=5).json()

    def world_stats(self) -> dict[str, Any]:
        return httpx.get(f"{self.url}/world/v1/stats", timeout=5).json()


@pytest.fixture
def stand_factory(tmp_path: Path) -> Iterator[Callable[..., Stand]]:
    started: list[subprocess.Popen[bytes]] = []

    def start(
        model_faults: dict[str, Any] | None = None, world_faults: dict[str, Any] | None = None
    ) -> Stand:
        port = _free_port()
        env = {
            **os.environ,
            "SVAYA_STAND_FAULTS": json.dumps(model_faults or {}),
            "SVAYA_WORLD_FAULTS": json.dumps(world_faults or {}),
        }
        log = (tmp_path / f"stand-{port}.log").open("wb")
        process = subprocess.Popen(
            [sys.executable, "manage.py", "run_stand", "--port", str(port)],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        started.append(process)
        stand = Stand(f"http://127.0.0.1:{port}", process)
        _wait_for(lambda: _answers(stand), 20, "the stand did not start")
        return stand

    yield start
    for process in started:
        process.terminate()
        process.wait(timeout=10)


def _answers(stand: Stand) -> bool:
    try:
        stand.stats()
        return True
    except httpx.HTTPError:
        return False


class Worker:
    def __init__(self, process: subprocess.Popen[bytes], log: Path) -> None:
        self.process, self.log = process, log

    def kill(self) -> None:
        """SIGKILL the whole worker (main process and pool children): nothing runs cleanup."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)


@pytest.fixture
def worker_factory(tmp_path: Path) -> Iterator[Callable[..., Worker]]:
    started: list[Worker] = []

    def start(stand: Stand, name: str, *, beat: bool = True) -> Worker:
        env = {
            **os.environ,
            "DATABASE_URL": _database_url(),
            "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
            "SVAYA_LLM_BASE_URL": f"{stand.url}/v1",
            "SVAYA_LLM_CHEAP_TIMEOUT": "20",
            "SVAYA_LLM_STRONG_TIMEOUT": "20",
            "SVAYA_WORLD_URL": stand.url,
            "SVAYA_LEASE_SECONDS": "4",
            "SVAYA_SWEEP_EVERY_S": "1",
            "SVAYA_PD_NAMES": "0",
        }
        log = tmp_path / f"worker-{name}.log"
        command = [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "svaya.celery",
            "worker",
            "--loglevel=INFO",
            "--concurrency=2",
            "-n",
            f"{name}@%h",
            "--without-gossip",
            "--without-mingle",
        ]
        if beat:
            command += ["--beat", f"--schedule={tmp_path / name}-beat"]
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdout=log.open("wb"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        worker = Worker(process, log)
        started.append(worker)
        return worker

    yield start
    for worker in started:
        if worker.process.poll() is None:
            worker.kill()


@pytest.fixture
def clean_broker() -> None:
    """Messages left by earlier tests name rows that no longer exist; start empty."""
    import redis

    redis.Redis.from_url(settings.CELERY_BROKER_URL).flushdb()


def _wait_for(probe: Callable[[], Any], seconds: float, message: str) -> Any:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = probe()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(message)


wait_for = _wait_for
