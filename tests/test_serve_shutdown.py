"""`make run`'s server, worker and beat stop within 10 s of SIGTERM or SIGINT to its group."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _parents() -> dict[int, int]:
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat.rsplit(")", 1)[1].split()
            if fields[0] != "Z":  # a zombie has exited; only its parent has not reaped it yet
                found[int(entry.name)] = int(fields[1])
    return found


def _descendants(pid: int) -> set[int]:
    parents, found, frontier = _parents(), set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def _alive(pids: set[int]) -> set[int]:
    return pids & set(_parents())


def _wait_for(probe, seconds: float, message: str) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if probe():
            return
        time.sleep(0.2)
    raise AssertionError(message)


def _answers(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_to_the_group_stops_server_worker_and_beat(
    tmp_path: Path, signum: signal.Signals
) -> None:
    port = _free_port()
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"DATABASE_URL", "CELERY_BROKER_URL", "SECRET_KEY"}
    }
    env |= {"SVAYA_VAR_DIR": str(tmp_path), "DEBUG": "1", "SVAYA_HOST": f"127.0.0.1:{port}"}
    log = tmp_path / "serve.log"
    serve = subprocess.Popen(
        [sys.executable, "scripts/serve.py"],
        cwd=ROOT,
        env=env,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own group, as `make run` has
    )
    try:
        _wait_for(lambda: _answers(port), 60, "the server did not start")
        _wait_for(lambda: b"ready." in log.read_bytes(), 60, "the worker did not start")
        _wait_for(lambda: b"beat: Starting" in log.read_bytes(), 60, "beat did not start")
        children = _descendants(serve.pid)
        assert len(children) >= 4, "server, worker (with its pool) and beat"
        os.killpg(serve.pid, signum)
        started = time.monotonic()
        _wait_for(lambda: not _alive(children | {serve.pid}), 10, "children still running")
        assert time.monotonic() - started < 10
        assert serve.wait(timeout=1) == 0
        assert not _answers(port)
    finally:
        if serve.poll() is None:
            os.killpg(serve.pid, signal.SIGKILL)
