"""Read the installation's `var/secrets.env` (KEY=VALUE lines) into the environment.

`make run` generates the file; the entry points (`manage.py`, `scripts/serve.py`) read it so
that every documented command works without sourcing it first. A variable already set in the
environment wins over the file, so an installation's own settings are never overridden.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def secrets_path(environ: MutableMapping[str, str] | None = None) -> Path:
    env = os.environ if environ is None else environ
    return Path(env.get("SVAYA_VAR_DIR") or ROOT / "var") / "secrets.env"


def parse_env_file(text: str, *, source: str = "secrets.env") -> dict[str, str]:
    values: dict[str, str] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.removeprefix("export ").partition("=")
        key = key.strip()
        if not sep or not key.isidentifier():
            raise ValueError(
                f"{source}:{number}:1: expected KEY=VALUE, got {raw!r}; fix or delete the line"
            )
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key] = value
    return values


def load_env_file(
    path: Path | None = None, environ: MutableMapping[str, str] | None = None
) -> list[str]:
    """Set the file's variables that the environment lacks; returns the names it set."""
    env = os.environ if environ is None else environ
    path = path or secrets_path(env)
    if not path.is_file():
        return []
    added = []
    for key, value in parse_env_file(path.read_text(encoding="utf-8"), source=str(path)).items():
        if key not in env:
            env[key] = value
            added.append(key)
    return added
