"""Run the suite: the whole of it on Postgres and Redis, then the tests marked
`both_databases` (the ledger, the engine on it, the runs) once more on SQLite, the embedded
default `make run` uses. Given test paths, pytest runs them as given, on Postgres (or on the
database TEST_DATABASE_URL names). pytest's "no tests" (exit 5) is a failure either way.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
import tempfile
from pathlib import Path

from cryptography.fernet import Fernet

SQLITE_SELECTION = ["-m", "both_databases"]


def pytest(args: list[str], database_url: str) -> int:
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "CELERY_BROKER_URL": os.environ.get("TEST_BROKER_URL", "redis://127.0.0.1:6379/15"),
        "SECRET_KEY": secrets.token_urlsafe(40),
        "SVAYA_PD_KEY": Fernet.generate_key().decode(),
    }
    code = subprocess.call([sys.executable, "-m", "pytest", *args], env=env)
    if code == 5:
        print("pytest collected no tests: a failure of the suite, not a pass", file=sys.stderr)
        code = 1
    return code


def main(args: list[str]) -> int:
    # One database per invocation (pytest adds "test_"), so parallel runs never collide.
    postgres = f"postgres://postgres@127.0.0.1:5432/svaya_{os.getpid()}"
    if _selects_tests(args):
        return pytest(args, os.environ.get("TEST_DATABASE_URL", postgres))
    # The whole suite prints its slowest tests: the time CI allows is the suite's to keep.
    code = pytest([*args, "--durations=25"], os.environ.get("TEST_DATABASE_URL", postgres))
    with tempfile.TemporaryDirectory(prefix="svaya-sqlite-") as var:
        print("\n== the ledger, engine and runs tests again, on SQLite", flush=True)
        again = pytest(SQLITE_SELECTION, f"sqlite:///{var}/svaya.sqlite3")
    return code or again


def _selects_tests(args: list[str]) -> bool:
    """Paths or node ids name a selection (run as given); options alone (-q, -x, -p …)
    still mean the whole suite, and with it its SQLite pass."""
    return any(Path(arg.split("::")[0]).exists() for arg in args if not arg.startswith("-"))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
