"""Builds what the engine needs from the installation: spec, policy, gateway, tools, privacy."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import timedelta
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.db import connection

from catalog.models import Destination, PolicyRevision, Role, Tool
from catalog.versions import version_files, version_spec
from runs.models import Attempt, Run, StepRun, StepStatus
from svaya.engine.context import Policy, StepContext
from svaya.engine.protocol import Limits, RunView
from svaya.llm import Gateway
from svaya.spec.models import TaskDescription
from svaya.tools.registry import ToolSpec


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


@dataclass(frozen=True)
class StepReads:
    """What a step's context reads, read already by the statement that began the step
    (runs/ledger_postgres.py): the completed steps' outputs and the policy revision token."""

    steps: dict[str, dict[str, Any]]
    policy_token: str | None


def policy_for(role_id: int, token: str | None = None) -> Policy:
    """The policy as of now: one query for the revision token while nothing has changed
    (none when the step's begin read it: `token`); after a change (a database trigger gives
    the revision a new token, see PolicyRevision) the tables are read again, so a policy
    changed after install applies from the next step on. Without the revision row nothing
    is cached."""
    if token is None:
        token = _one_value(f"SELECT token FROM {PolicyRevision._meta.db_table} WHERE id = 1")
    cached = _POLICIES.get(role_id)
    if cached is not None and token and cached[0] == token:
        return cached[1]
    policy = _read_policy(role_id)
    if token:  # cached under the token read *before* the tables: a change committed in
        _POLICIES[role_id] = (token, policy)  # between gives a new token, read next time
    return policy


_POLICIES: dict[int, tuple[str, Policy]] = {}


def _read_policy(role_id: int) -> Policy:
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


def run_view(run: Run, reads: StepReads | None = None) -> RunView:
    """The run's inputs and its completed steps' outputs (read at every step: plain SQL,
    or by the step's begin)."""
    if reads is not None:
        return RunView(inputs=run.inputs, steps=reads.steps)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT step_id, output FROM {StepRun._meta.db_table} "
            "WHERE run_id = %s AND status = %s",
            [run.pk, StepStatus.COMPLETED.value],
        )
        rows = cursor.fetchall()
    steps = {step_id: _json_value(output) or {} for step_id, output in rows}
    return RunView(inputs=run.inputs, steps=steps)


def _one_value(sql: str, params: list[Any] | None = None) -> Any:
    with connection.cursor() as cursor:
        cursor.execute(sql, params or [])
        row = cursor.fetchone()
    return row[0] if row else None


def _json_value(value: Any) -> Any:
    """A JSON column read through a plain cursor arrives as text on both backends."""
    return json.loads(value) if isinstance(value, str | bytes) else value


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


def step_context(
    run: Run, step_run: StepRun, attempt: Attempt, ledger: Any, reads: StepReads | None = None
) -> StepContext:
    from runs.conversations import DjangoInbox
    from runs.privacy import privacy_gate

    spec = version_spec(run.version_id)
    model, tools = gateway(), invoker()
    if run.replay_of_id is not None:  # recorded answers instead of the model and the systems
        model, tools = replay_transports(run.pk, step_run.step_id, attempt.number, model, tools)
    return StepContext(
        solution=spec.solution,
        run_key=f"run-{run.pk}",
        view=run_view(run, reads),
        ledger=ledger,
        gateway=model,
        invoker=tools,
        policy=policy_for(run.role_id, reads.policy_token if reads else None),
        privacy=privacy_gate(known_values(spec, run.inputs), ledger.sealed_map()),
        limits=limits(),
        instructions=version_files(run.version_id),
        task_deadline=run.deadline,
        on_timeout=spec.on_timeout,
        on_write_doubt=spec.on_write_doubt,
        input_classes=input_classes(spec),
        inbox=DjangoInbox(run.pk, step_run.step_id, attempt.number),
    )


def input_classes(spec: TaskDescription) -> frozenset[str]:
    """The data classes of every input leaf: what a model call of any step may carry."""
    found: set[str] = set()
    pending = [spec.inputs]
    while pending:
        schema = pending.pop()
        if not isinstance(schema, dict):
            continue
        if isinstance(schema.get("x-data-class"), str):
            found.add(schema["x-data-class"])
        pending.extend((schema.get("properties") or {}).values())
        pending.append(schema.get("items"))
    return frozenset(found)


ReplayTransports = Any  # (run_id, step_id, attempt_no, gateway, invoker) -> (gateway, invoker)
_replay_transports: list[ReplayTransports] = []


def replay_transports(
    run_id: int, step_id: str, attempt_no: int, model: Any, tools: Any
) -> tuple[Any, Any]:
    """A replay's step attempt talks to what runs.replay registered for it (the answers
    recorded in the same attempt of the same step);
    a replay run reached without one (a worker, the sweep) must not touch the real world."""
    if not _replay_transports:
        raise RuntimeError(f"run {run_id} is a replay: it is driven only by runs.replay")
    return _replay_transports[0](run_id, step_id, attempt_no, model, tools)


def replay_transports_register(factory: ReplayTransports) -> None:
    _replay_transports[:] = [factory]


def step_deadline_seconds(step: Any) -> float:
    from svaya.install import parse_duration

    declared = getattr(step, "time_budget", None) or getattr(step, "deadline", None)
    if declared:  # an agent's budget, an llm or system step's deadline
        return parse_duration(declared)
    return float(settings.SVAYA_STEP_DEADLINE_S)


def lease_delta() -> timedelta:
    return timedelta(seconds=settings.SVAYA_LEASE_SECONDS)
