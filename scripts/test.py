"""Run the whole suite against Postgres and Redis; pytest's "no tests" (exit 5) is a failure."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys

from cryptography.fernet import Fernet

env = {
    **os.environ,
    # One database per invocation (pytest adds "test_"), so parallel runs never collide.
    "DATABASE_URL": os.environ.get(
        "TEST_DATABASE_URL", f"postgres://postgres@127.0.0.1:5432/svaya_{os.getpid()}"
    ),
    "CELERY_BROKER_URL": os.environ.get("TEST_BROKER_URL", "redis://127.0.0.1:6379/15"),
    "SECRET_KEY": secrets.token_urlsafe(40),
    "SVAYA_PD_KEY": Fernet.generate_key().decode(),
}
code = subprocess.call([sys.executable, "-m", "pytest", *sys.argv[1:]], env=env)
if code == 5:
    print("pytest collected no tests: that is a failure of the suite, not a pass", file=sys.stderr)
    code = 1
sys.exit(code)
