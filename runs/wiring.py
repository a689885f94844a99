"""Builds what the engine needs from the installation: spec, policy, gateway, tools, privacy."""

from __future__ import annotations

import json
from datetime import timedelta
from functools import lru_cache
from typing import Any

from django.conf import settings

from catalog.models import Destination, Role, SolutionVersion, Tool
from runs.models import Attempt, Run, StepRun, StepStatus
from svaya.engine.context import Policy, StepContext
from svaya.engine.protocol import Limits, RunView
from svaya.llm import Gateway
from svaya.spec.models import TaskDescription
from svaya.tools.registry import ToolSpec


@lru_cache(maxsize=64)
def version_spec(version_id: int) -> TaskDescription:
    """Versions are immutable, so a parsed spec is cached per process."""
    version = SolutionVersion.objects.get(pk=version_id)
    return TaskDescription.model_validate(version.spec)


@lru_cache(maxsize=1)
def gateway() -> Gateway:
    return Gateway.from_env()


@lru_cache(maxsize=1)
def invoker() -> Any:
    from svaya.tools.connectors import ToolInvoker

    return ToolInvoker.from_env()


def limits() -> Limits:
    return Limits(
        llm_calls_per_attempt=settings.SVAYA_LLM_CALLS_PER_ATTEMPT,
        rejected_answers_per_attempt=settings.SVAYA_REJECTED_ANSWERS_PER_ATTEMPT,
        write_timeout_s=settings.SVAYA_WRITE_TIMEOUT_S,
    )


def policy_for(role_id: int) -> Policy:
    """Read on every step (three queries): a policy changed after install applies to the
    next call."""
    tools = {
        name: _tool_spec(name, spec) for name, spec in Tool.objects.values_list("name", "spec")
    }
    role_tools = frozenset(
        Role.tools.through.objects.filter(role_id=role_id).values_list("tool__name", flat=True)
    )
    routes: dict[str, set[str]] = {
        code: set() for code in Destination.objects.values_list("code", flat=True)
    }
    pairs = Destination.allowed_classes.through.objects.values_list(
        "destination__code", "dataclass__code"
    )
    for destination, data_class in pairs:
        routes[destination].add(data_class)
    return Policy(
        tools=tools,
        role_tools=role_tools,
        routes={code: frozenset(classes) for code, classes in routes.items()},
    )


_SPECS: dict[tuple[str, str], ToolSpec] = {}


def _tool_spec(name: str, spec: dict[str, Any]) -> ToolSpec:
    """Parsed tool declarations, cached by their content (a changed declaration re-parses)."""
    key = (name, json.dumps(spec, sort_keys=True))
    if key not in _SPECS:
        _SPECS[key] = ToolSpec.model_validate(spec)
    return _SPECS[key]


def run_view(run: Run) -> RunView:
    done = StepRun.objects.filter(run=run, status=StepStatus.COMPLETED)
    return RunView(inputs=run.inputs, steps={s.step_id: s.output or {} for s in done})


def known_values(spec: TaskDescription, inputs: dict[str, Any]) -> list[tuple[str, str]]:
    """(value, data class) of every personal input leaf: what the detectors must always find."""
    found: list[tuple[str, str]] = []
    properties = spec.inputs.get("properties", {})
    for name, schema in properties.items():
        value = inputs.get(name)
        klass = schema.get("x-data-class", "")
        if isinstance(value, str) and value and klass.startswith("pd."):
            found.append((value, klass))
    return found


def step_context(run: Run, step_run: StepRun, attempt: Attempt, ledger: Any) -> StepContext:
    from runs.privacy import privacy_gate

    spec = version_spec(run.version_id)
    return StepContext(
        solution=spec.solution,
        run_key=f"run-{run.pk}",
        view=run_view(run),
        ledger=ledger,
        gateway=gateway(),
        invoker=invoker(),
        policy=policy_for(run.role_id),
        privacy=privacy_gate(known_values(spec, run.inputs), ledger.sealed_map()),
        limits=limits(),
        instructions=run.version.files,
    )


def step_deadline_seconds(step: Any) -> float:
    from svaya.install import parse_duration

    if getattr(step, "time_budget", None):
        return parse_duration(step.time_budget)
    return float(settings.SVAYA_STEP_DEADLINE_S)


def lease_delta() -> timedelta:
    return timedelta(seconds=settings.SVAYA_LEASE_SECONDS)
