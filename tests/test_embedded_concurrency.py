"""The embedded default never locks (issue 12, item 7): several runs started at once, through
the API and through `start_run` processes, on SQLite with a real worker running the credit
route's parallel step. Every run is created and completes; no log says "database is locked".
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "catalog/solutions/credit-application-response/samples/clear-applicant.json"
SLUG = "credit-application-response"
BY_COMMAND, BY_API = 3, 3

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _manage(env: dict[str, str], *args: str) -> None:
    done = subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-3000:]


def _spawn(env: dict[str, str], log: Path, *command: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, *command],
        cwd=ROOT,
        env=env,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )


def _statuses(database: Path) -> list[str]:
    with sqlite3.connect(database, timeout=30) as db:
        return [row[0] for row in db.execute("SELECT status FROM runs_run ORDER BY id")]


def _wait(probe, seconds: float, message: str):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = probe()
        if value:
            return value
        time.sleep(0.25)
    raise AssertionError(message)


def _up(url: str) -> bool:
    try:
        httpx.get(url, timeout=2)
        return True
    except httpx.HTTPError:
        return False


def test_runs_started_at_once_on_sqlite_are_all_created_and_complete(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "CELERY_BROKER_URL"}}
    env |= {"SVAYA_VAR_DIR": str(tmp_path), "DEBUG": "1", "SVAYA_PD_NAMES": "0"}
    _manage(env, "migrate", "--no-input")
    _manage(env, "install_catalog")
    _manage(
        env,
        "shell",
        "-c",
        "from django.contrib.auth.models import User;"
        "User.objects.create_superuser('starter', password='starter-pw')",
    )
    port = _free_port()
    server = _spawn(
        env, tmp_path / "server.log", "manage.py", "runserver", f"127.0.0.1:{port}", "--noreload"
    )
    worker = _spawn(
        env,
        tmp_path / "worker.log",
        "-m",
        "celery",
        "-A",
        "svaya.celery",
        "worker",
        "--concurrency=2",
        "--loglevel=INFO",
        "--beat",
        f"--schedule={tmp_path / 'beat'}",
        "--without-gossip",
        "--without-mingle",
    )
    processes = [server, worker]
    try:
        _wait(lambda: _up(f"http://127.0.0.1:{port}/api/runs/"), 60, "the server did not start")
        inputs = json.loads(SAMPLE.read_text(encoding="utf-8"))
        answers: list[httpx.Response] = []

        def post() -> None:
            answers.append(
                httpx.post(
                    f"http://127.0.0.1:{port}/api/runs/",
                    json={"solution": SLUG, "inputs": inputs},
                    auth=("starter", "starter-pw"),
                    timeout=60,
                )
            )

        commands = [
            subprocess.Popen(
                [sys.executable, "manage.py", "start_run", SLUG, "--inputs", str(SAMPLE)],
                cwd=ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for _ in range(BY_COMMAND)
        ]
        threads = [threading.Thread(target=post) for _ in range(BY_API)]
        for thread in threads:
            thread.start()
        outputs = [command.communicate(timeout=120) for command in commands]
        for thread in threads:
            thread.join(timeout=120)

        for command, (out, err) in zip(commands, outputs, strict=True):
            assert command.returncode == 0, err[-3000:]
            assert json.loads(out.strip().splitlines()[-1])["id"] > 0
        assert [a.status_code for a in answers] == [201] * BY_API, [a.text for a in answers]
        database = tmp_path / "svaya.sqlite3"
        assert len(_statuses(database)) == BY_COMMAND + BY_API  # every run was created

        def all_done() -> list[str] | None:
            statuses = _statuses(database)
            return statuses if all(s == "completed" for s in statuses) else None

        _wait(all_done, 240, f"not every run completed: {_statuses(database)}")
        logs = {p.name: p.read_text(errors="replace") for p in tmp_path.glob("*.log")}
        logs |= {f"start_run {n}": err for n, (_, err) in enumerate(outputs)}
        locked = [name for name, text in logs.items() if "database is locked" in text]
        assert not locked, f"'database is locked' in {locked}"
        assert "parallel.forked" in _lines(database)
    finally:
        for process in processes:
            if process.poll() is None:
                os.killpg(process.pid, 9)
                process.wait(timeout=10)


def _lines(database: Path) -> set[str]:
    with sqlite3.connect(database, timeout=30) as db:
        return {row[0] for row in db.execute("SELECT DISTINCT kind FROM journal_journalline")}
