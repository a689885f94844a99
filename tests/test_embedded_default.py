"""The README's `make run` path on the embedded default: SQLite and the filesystem broker.

The rest of the suite runs on Postgres; this runs the real commands in a subprocess with no
DATABASE_URL and no CELERY_BROKER_URL, as a fresh machine would.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def _manage(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_showcase_installs_and_records_its_runs_on_sqlite(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "CELERY_BROKER_URL"}}
    env |= {"SVAYA_VAR_DIR": str(tmp_path), "DEBUG": "1", "SVAYA_PD_NAMES": "0"}
    _manage(env, "migrate", "--no-input")
    assert "worst-case LLM calls per run 22" in _manage(env, "install_catalog")
    recorded = _manage(env, "record_runs")
    # Run numbers depend on how many solutions come first: each sample is matched by name.
    ends = dict(re.findall(r"^(\S+): run \d+ (\w+)$", recorded, re.MULTILINE))
    assert ends["credit-application-response/clear-applicant"] == "completed"
    assert ends["credit-application-response/endless-chain"] == "waiting"
    assert ends["portal-submission-from-document/counterparty-card"] == "completed"
    assert (tmp_path / "svaya.sqlite3").exists()
