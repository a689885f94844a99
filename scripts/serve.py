"""Serve the showcase on 127.0.0.1:8000 with a Celery worker (and its beat) beside it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

PY = sys.executable
HOST = os.environ.get("SVAYA_HOST", "127.0.0.1:8000")


def main() -> int:
    worker = subprocess.Popen(
        [
            PY,
            "-m",
            "celery",
            "-A",
            "svaya.celery",
            "worker",
            "--beat",
            "--loglevel=INFO",
            "--concurrency=2",
            "--schedule=var/celerybeat-schedule",
        ]
    )
    web = subprocess.Popen([PY, "manage.py", "runserver", "--noreload", HOST])
    print(f"Svaya: http://{HOST}/  (admin: /admin/, API schema: /api/schema/)", flush=True)
    try:
        return web.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        for process in (web, worker):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in (web, worker):
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()


if __name__ == "__main__":
    sys.exit(main())
