"""Configured misbehaviour of the world's systems, for timeout, retry and in-doubt tests.

    World.configure(faults={"portal.submit_form": {"delay_s": 5}})
    SVAYA_WORLD_FAULTS='{"bank.scoring": {"fail_status": 503, "fail_times": 2}}'

A delay or failure happens before the system acts, unless `after_effect` is set: then the
system acts (a write is applied) and only the answer is late or lost, as when a connection
drops after the server committed.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

ENV_VAR = "SVAYA_WORLD_FAULTS"


class FaultConfigError(ValueError):
    """The fault configuration is not valid; the message names the tool and the field."""


class ToolFault(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    delay_s: float = Field(0.0, ge=0, le=3600)
    fail_status: int | None = Field(None, ge=400, le=599)
    fail_times: int | None = Field(None, ge=1)  # None: every call fails
    after_effect: bool = False


def parse_faults(config: Mapping[str, Any] | None) -> dict[str, ToolFault]:
    faults: dict[str, ToolFault] = {}
    for tool, entry in (config or {}).items():
        try:
            faults[tool] = ToolFault.model_validate(entry)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()
            )
            raise FaultConfigError(f"world fault for {tool}: {problems}") from None
    return faults


def faults_from_env(environ: Mapping[str, str] = os.environ) -> dict[str, ToolFault]:
    raw = environ.get(ENV_VAR, "").strip()
    if not raw:
        return {}
    try:
        config = json.loads(raw)
    except ValueError as exc:
        raise FaultConfigError(f"{ENV_VAR} is not JSON: {exc}") from None
    if not isinstance(config, dict):
        example = '{"portal.submit_form": {"delay_s": 5}}'
        raise FaultConfigError(f"{ENV_VAR} must map tool names to faults, e.g. {example}")
    return parse_faults(config)
