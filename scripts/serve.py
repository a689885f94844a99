"""Serve the showcase on 127.0.0.1:8000 with a Celery worker and beat beside it.

Shutdown: SIGINT or SIGTERM (to this process or to its whole process group, as `make run`'s
Ctrl-C does) stops all three within 10 s. Each child runs in its own session so that this
script alone decides how it is stopped: first a polite SIGTERM, then a cold SIGQUIT for a
worker still finishing tasks, and finally SIGKILL to the child's whole group (pool processes
included). Killing a task is safe: tasks are acked late and a run's lease expires, so the
sweeper re-enqueues it on the next start.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from svaya.envfile import load_env_file  # noqa: E402  (needs the repository on the path)

PY = sys.executable
HOST = os.environ.get("SVAYA_HOST", "127.0.0.1:8000")
POLITE_S, COLD_S, TOTAL_S = 4.0, 7.0, 9.0  # from the signal: SIGTERM, SIGQUIT, SIGKILL


class Stop(Exception):
    pass


def _on_signal(signum: int, frame: FrameType | None) -> None:
    raise Stop(signal.Signals(signum).name)


def _start(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([PY, *args], cwd=ROOT, start_new_session=True)


def _signal_group(process: subprocess.Popen[bytes], signum: int) -> None:
    try:
        os.killpg(process.pid, signum)
    except ProcessLookupError:
        pass


def stop_all(processes: list[subprocess.Popen[bytes]]) -> None:
    started = time.monotonic()
    for process in processes:
        _signal_group(process, signal.SIGTERM)
    sent_quit = False
    while time.monotonic() - started < TOTAL_S:
        if all(p.poll() is not None for p in processes):
            break
        if not sent_quit and time.monotonic() - started > POLITE_S:
            # A worker in warm shutdown waits for its running tasks; a cold one does not.
            for process in processes:
                if process.poll() is None:
                    _signal_group(process, signal.SIGQUIT)
            sent_quit = True
        time.sleep(0.1)
    for process in processes:
        # Pool processes outlive a killed parent unless their whole group goes.
        _signal_group(process, signal.SIGKILL)
        if process.poll() is None:
            process.wait(timeout=2)


def main() -> int:
    load_env_file()  # var/secrets.env, as manage.py reads it
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "svaya.settings")
    var_dir = Path(os.environ.get("SVAYA_VAR_DIR") or ROOT / "var")
    signal.signal(signal.SIGTERM, _on_signal)
    signal.signal(signal.SIGINT, _on_signal)
    celery = ["-m", "celery", "-A", "svaya.celery"]
    processes: list[subprocess.Popen[bytes]] = []
    try:
        processes.append(_start(*celery, "worker", "--loglevel=INFO", "--concurrency=2"))
        processes.append(
            _start(*celery, "beat", "--loglevel=INFO", f"--schedule={var_dir / 'celerybeat'}")
        )
        processes.append(_start("manage.py", "runserver", "--noreload", HOST))
        logins = var_dir / "demo_users.txt"
        print(f"Svaya: http://{HOST}/  (admin: /admin/, API: /api/)", flush=True)
        if logins.is_file():
            print(f"Logins: {logins} (python manage.py demo_users)", flush=True)
        while all(p.poll() is None for p in processes):
            time.sleep(0.2)
        return next(p.returncode for p in processes if p.poll() is not None) or 1
    except Stop:
        return 0
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        stop_all(processes)


if __name__ == "__main__":
    sys.exit(main())
