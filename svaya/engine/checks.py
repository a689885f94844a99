"""Checks every tool call passes before it is made: right, form, data route."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator

from svaya.engine.context import StepContext


@dataclass(frozen=True)
class Verdict:
    allowed: bool
    kind: str = ""  # right | form | route
    message: str = ""
    classes: tuple[str, ...] = ()
    args: Any = None  # the arguments in clear, when allowed


def check_call(ctx: StepContext, tool: Any, args: dict[str, Any]) -> Verdict:
    if tool.name not in ctx.policy.role_tools:
        return Verdict(False, "right", f"the run's role has no right to {tool.name}")
    clear, present = ctx.privacy.inbound(args, tool.args)
    problems = schema_errors(tool.args, clear)
    if problems:
        return Verdict(False, "form", f"arguments of {tool.name} do not match: {problems}")
    allowed = ctx.policy.routes.get(tool.destination, frozenset())
    missing = tuple(sorted(present - allowed))
    if missing:
        return Verdict(
            False,
            "route",
            f"data route to {tool.destination} does not allow {', '.join(missing)}",
            classes=missing,
        )
    return Verdict(True, args=clear)


def schema_errors(schema: dict[str, Any], value: Any) -> str:
    validator = _validator_for(schema)
    if validator.is_valid(value):
        return ""
    errors = sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path))
    return "; ".join(
        f"{'/'.join(str(p) for p in e.absolute_path) or '(root)'}: {e.message}" for e in errors[:5]
    )


def _validator_for(schema: dict[str, Any]) -> Draft202012Validator:
    """By the schema object first (a step's or a tool's schema lives as long as its parsed
    declaration), by its content otherwise."""
    entry = _BY_OBJECT.get(id(schema))
    if entry is not None and entry[0] is schema:
        return entry[1]
    validator = _validator(json.dumps(schema, sort_keys=True))
    if len(_BY_OBJECT) >= 1024:
        _BY_OBJECT.clear()
    _BY_OBJECT[id(schema)] = (schema, validator)  # holds the schema: its id stays its own
    return validator


_BY_OBJECT: dict[int, tuple[dict[str, Any], Draft202012Validator]] = {}


@lru_cache(maxsize=256)
def _validator(schema_json: str) -> Draft202012Validator:
    """Validators are built once per schema (a step's verdict, a tool's arguments)."""
    return Draft202012Validator(json.loads(schema_json))
