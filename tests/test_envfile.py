"""manage.py reads var/secrets.env, so the README's commands work without sourcing it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from svaya.envfile import load_env_file, parse_env_file

ROOT = Path(__file__).resolve().parent.parent


def test_it_reads_keys_values_comments_and_quotes() -> None:
    text = "# generated\nSECRET_KEY=abc=def\n\nexport DEBUG='1'\nNAME=\"two words\"\n"
    assert parse_env_file(text) == {"SECRET_KEY": "abc=def", "DEBUG": "1", "NAME": "two words"}


def test_it_rejects_a_line_without_a_value_and_says_where() -> None:
    with pytest.raises(ValueError, match=r"var/secrets.env:2:1: expected KEY=VALUE"):
        parse_env_file("A=1\nnot a pair\n", source="var/secrets.env")


def test_the_environment_wins_over_the_file(tmp_path: Path) -> None:
    path = tmp_path / "secrets.env"
    path.write_text("SECRET_KEY=from-file\nSVAYA_PD_KEY=file-key\n")
    env = {"SECRET_KEY": "from-environment"}
    assert load_env_file(path, env) == ["SVAYA_PD_KEY"]
    assert env == {"SECRET_KEY": "from-environment", "SVAYA_PD_KEY": "file-key"}


def test_a_missing_file_changes_nothing(tmp_path: Path) -> None:
    env: dict[str, str] = {}
    assert load_env_file(tmp_path / "secrets.env", env) == []
    assert env == {}


def _manage_check(var_dir: Path) -> subprocess.CompletedProcess[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"SECRET_KEY", "DEBUG", "SVAYA_PD_KEY", "DATABASE_URL", "CELERY_BROKER_URL"}
    }
    env["SVAYA_VAR_DIR"] = str(var_dir)
    return subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_manage_py_works_with_only_var_secrets_env(tmp_path: Path) -> None:
    secrets = subprocess.run(
        [sys.executable, "scripts/make_secrets.py"], cwd=ROOT, capture_output=True, text=True
    )
    (tmp_path / "secrets.env").write_text(secrets.stdout.replace("DEBUG=1\n", ""))
    done = _manage_check(tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]


def test_manage_py_without_secrets_says_what_is_missing(tmp_path: Path) -> None:
    done = _manage_check(tmp_path)
    assert done.returncode != 0
    assert "SECRET_KEY is not set" in done.stderr
