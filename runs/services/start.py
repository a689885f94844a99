"""A run's start: its inputs and its role's rights are checked, then the run is created
queued, with its run.queued line, and its task enqueued once that commits.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from jsonschema import Draft202012Validator

from catalog.models import Role, Solution
from catalog.versions import version_spec
from journal.kinds import LineKind
from journal.services import journal_line
from runs.models import Run
from runs.services.lifecycle import _enqueue_run


class InputError(ValueError):
    def __init__(self, path: str, message: str, *, missing: list[str] | None = None) -> None:
        super().__init__(f"{path}: {message}")
        self.path, self.message = path, message
        self.missing = missing or []  # rights the role lacks, when that is what is wrong


def route_tools(spec: Any) -> set[str]:
    """Every tool the route may call: an agent step's tools and each system step's tool."""
    needed: set[str] = set()
    for step in spec.all_steps():
        needed |= set(getattr(step, "tools", None) or [])
        if isinstance(getattr(step, "tool", None), str):
            needed.add(step.tool)
    return needed


def rights_check(*, spec: Any, role: Role) -> None:
    """A run whose role cannot call a tool of the route is refused before it starts, not
    failed half-way: the rights are read from the policy as it is now."""
    have = set(role.tools.values_list("name", flat=True))
    missing = sorted(route_tools(spec) - have)
    if missing:
        raise InputError(
            "role",
            f"role {role.code!r} has no right to {', '.join(missing)}, which the route of "
            f"{spec.solution} calls; grant the right(s) in the policy (Роли) or start the run "
            "with a role that has them",
            missing=missing,
        )


def nul_path(value: Any, path: str = "") -> str | None:
    """Where a NUL character (U+0000) is, in a key or a string of a JSON value: no text column
    of the database can store one, so it is refused as bad input rather than failing there."""
    if isinstance(value, str):
        return (path or "(inputs)") if "\x00" in value else None
    if not isinstance(value, dict | list):
        return None
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        where = f"{path}/{key}" if path else str(key)
        if isinstance(key, str) and "\x00" in key:
            return where
        found = nul_path(item, where)
        if found:
            return found
    return None


def inputs_validate(*, solution: Solution, inputs: Any) -> None:
    nul = nul_path(inputs)
    if nul:
        raise InputError(nul, "contains a NUL character (U+0000), which cannot be stored")
    spec = version_spec(solution.current_version_id)
    errors = sorted(
        Draft202012Validator(spec.inputs).iter_errors(inputs), key=lambda e: list(e.path)
    )
    if errors:
        first = errors[0]
        path = "/".join(str(p) for p in first.absolute_path) or "(inputs)"
        raise InputError(path, first.message)


@transaction.atomic
def run_start(
    *,
    solution: Solution,
    inputs: dict[str, Any],
    role: str | None = None,
    user: Any = None,
    recorded: bool = False,
    sample: str = "",
    enqueue: bool = True,
    origin: dict[str, str] | None = None,
) -> Run:
    """`origin` goes into the run.queued line: where the start came from (the showcase's
    rate limit counts those lines)."""
    if solution.current_version_id is None:
        raise InputError("solution", f"{solution.slug} has no installed version")
    inputs_validate(solution=solution, inputs=inputs)
    spec = version_spec(solution.current_version_id)
    role_row = Role.objects.filter(code=role or spec.acts_as).first()
    if role_row is None:
        raise InputError("role", f"unknown role {role or spec.acts_as!r}")
    rights_check(spec=spec, role=role_row)
    now = timezone.now()
    run = Run.objects.create(
        version_id=solution.current_version_id,
        inputs=inputs,
        role=role_row,
        current_step=spec.steps[0].id,
        recorded=recorded,
        sample=sample,
        deadline=now + timezone.timedelta(seconds=settings.SVAYA_TASK_TIMEBOX_S),
    )
    journal_line(
        run_id=run.pk, kind=LineKind.RUN_QUEUED, actor=user, role=role_row.code, **(origin or {})
    ).save()
    if enqueue:  # the recorder advances its runs in-process instead
        _enqueue_run(run.pk)
    return run
