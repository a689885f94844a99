"""Configured failures of the synthetic model, rolled deterministically from the request."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

ANY_MODEL = "*"
ENV_VAR = "SVAYA_STAND_FAULTS"


class FaultConfigError(ValueError):
    """The fault configuration is not valid; the message names the model and the field."""


class Faults(BaseModel):
    """Rates are probabilities per request, rolled from a hash of the body: the same request
    always meets the same fate, as a provider that fails a generation fails it again."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    empty_rate: float = Field(0.0, ge=0, le=1)  # 200, no content, no tool call, no usage
    malformed_rate: float = Field(0.0, ge=0, le=1)  # verdict text that is not JSON
    missing_field_rate: float = Field(0.0, ge=0, le=1)  # verdict without a required field
    bad_arguments_rate: float = Field(0.0, ge=0, le=1)  # tool call arguments not valid JSON
    loop_rate: float = Field(0.0, ge=0, le=1)  # keeps calling tools instead of answering
    error_rate: float = Field(0.0, ge=0, le=1)  # HTTP 500
    garbled_rate: float = Field(0.0, ge=0, le=1)  # HTTP 200 with a body cut mid-JSON
    delay_s: float = Field(0.0, ge=0, le=3600)  # sleep before answering


# A model name can force a behaviour, so a test or a demo picks it through tier env variables.
NAMED_MODELS: dict[str, dict[str, float]] = {
    "stand-empty": {"empty_rate": 1.0},
    "stand-slow": {"delay_s": 3.0},
    "stand-malformed": {"malformed_rate": 1.0},
    "stand-missing": {"missing_field_rate": 1.0},
    "stand-badargs": {"bad_arguments_rate": 1.0},
    "stand-loop": {"loop_rate": 1.0},
    "stand-error": {"error_rate": 1.0},
    "stand-garbled": {"garbled_rate": 1.0},
}


class FaultPlan:
    """Per-model faults: named-model defaults, overlaid by the "*" entry, overlaid by the
    model's own entry."""

    def __init__(self, config: Mapping[str, Mapping[str, Any]] | None = None) -> None:
        self._config = {model: dict(entry) for model, entry in (config or {}).items()}
        for model, entry in self._config.items():
            _validated(model, entry)
        self._cache: dict[str, Faults] = {}

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> FaultPlan:
        raw = environ.get(ENV_VAR, "").strip()
        if not raw:
            return cls()
        try:
            config = json.loads(raw)
        except ValueError as exc:
            raise FaultConfigError(f"{ENV_VAR} is not JSON: {exc}") from None
        if not isinstance(config, dict) or not all(isinstance(v, dict) for v in config.values()):
            raise FaultConfigError(
                f"{ENV_VAR} must map model names to fault objects, e.g. "
                '{"stand-cheap": {"empty_rate": 0.5}}'
            )
        return cls(config)

    def for_model(self, model: str) -> Faults:
        faults = self._cache.get(model)
        if faults is None:
            merged = {
                **NAMED_MODELS.get(model, {}),
                **self._config.get(ANY_MODEL, {}),
                **self._config.get(model, {}),
            }
            faults = self._cache[model] = _validated(model, merged)
        return faults


def body_digest(body: Any) -> str:
    canonical = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def rolls(digest: str, fault: str, rate: float) -> bool:
    """True for a `rate` share of bodies; each fault kind rolls its own independent number."""
    if rate <= 0:
        return False
    number = hashlib.sha256(f"{fault}:{digest}".encode()).digest()
    return int.from_bytes(number[:8], "big") / 2**64 < rate


def pick(digest: str, salt: str, count: int) -> int:
    number = hashlib.sha256(f"{salt}:{digest}".encode()).digest()
    return int.from_bytes(number[:8], "big") % count


def _validated(model: str, entry: Mapping[str, Any]) -> Faults:
    try:
        return Faults(**entry)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in error['loc'])}: {error['msg']}" for error in exc.errors()
        )
        raise FaultConfigError(f"stand faults for model {model!r}: {problems}") from None
