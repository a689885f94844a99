"""Rules on agent steps (pass limit, time budget, exhaustion) and on handoff/confirmation points."""

from __future__ import annotations

from collections.abc import Iterator

from svaya.install.document import Placed
from svaya.install.durations import parse_duration
from svaya.install.report import Problem
from svaya.install.scope import Scope
from svaya.spec.flows import ConversationStep
from svaya.spec.models import AgentStep, ConfirmStep, HandoffStep, LLMStep, SystemStep


def check_agents(scope: Scope) -> Iterator[Problem]:
    for placed in scope.doc.of_kind(AgentStep):
        yield from _max_passes(scope, placed)
        yield from _time_budget(scope, placed)
        yield from _on_exhausted(scope, placed)


def _max_passes(scope: Scope, placed: Placed) -> Iterator[Problem]:
    doc, limit = scope.doc, scope.ctx.max_passes
    loc, value = (*placed.loc, "max_passes"), placed.step.max_passes
    where = f"agent step '{placed.id}'"
    if value is None and loc not in doc.refused:
        message = f"{where} has no max_passes; declare how many passes it may make (1..{limit})"
        yield doc.problem(placed.loc, "agent-max-passes", message)
    elif value is not None and value < 1:
        yield doc.problem(loc, "agent-max-passes", f"{where}: max_passes must be at least 1")
    elif value is not None and value > limit:
        message = f"{where}: max_passes {value} is above this installation's maximum of {limit}"
        yield doc.problem(loc, "agent-max-passes", message)


def _time_budget(scope: Scope, placed: Placed) -> Iterator[Problem]:
    doc, limit = scope.doc, scope.ctx.max_time_budget_s
    loc, value = (*placed.loc, "time_budget"), placed.step.time_budget
    where = f"agent step '{placed.id}'"
    if value is None:
        if loc not in doc.refused:
            message = f"{where} has no time_budget; declare one for the whole loop, like 120s"
            yield doc.problem(placed.loc, "agent-time-budget", message)
        return
    try:
        seconds = parse_duration(value)
    except ValueError as exc:
        yield doc.problem(loc, "agent-time-budget", f"{where}: time_budget {exc}")
        return
    if seconds <= 0:
        yield doc.problem(loc, "agent-time-budget", f"{where}: time_budget must be positive")
    elif seconds > limit:
        message = f"{where}: time_budget {value} is above this installation's maximum of {limit:g}s"
        yield doc.problem(loc, "agent-time-budget", message)


def _on_exhausted(scope: Scope, placed: Placed) -> Iterator[Problem]:
    doc = scope.doc
    loc, value = (*placed.loc, "on_exhausted"), placed.step.on_exhausted
    where = f"agent step '{placed.id}'"
    declared = scope.points("handoff_points")
    if value is None and loc not in doc.refused:
        message = (
            f"{where} has no on_exhausted; name the handoff point where the task goes when "
            "its passes run out"
        )
        yield doc.problem(placed.loc, "agent-on-exhausted", message)
    elif value is not None and value not in declared:
        message = f"{where}: on_exhausted '{value}' is not declared under handoff_points"
        yield doc.problem(loc, "agent-on-exhausted", f"{message}{_declared(declared)}")


def check_points(scope: Scope) -> Iterator[Problem]:
    used: set[tuple[str, str]] = set()
    for placed in scope.doc.of_kind(AgentStep, ConversationStep):
        used.add(("handoff_points", str(placed.step.on_exhausted)))
    for placed in scope.doc.of_kind(ConversationStep):
        for index, node in enumerate(placed.step.nodes):
            if node.handoff is not None:
                used.add(("handoff_points", node.handoff))
                yield from _undeclared_node_point(scope, placed, index, node.handoff)
    for placed in scope.doc.of_kind(HandoffStep, ConfirmStep):
        kind = "handoff_points" if isinstance(placed.step, HandoffStep) else "confirmation_points"
        used.add((kind, placed.step.point))
        yield from _undeclared(scope, placed, "point", kind)
    for placed in scope.doc.of_kind(LLMStep, SystemStep):
        for field in ("on_failure", "on_timeout"):
            if getattr(placed.step, field) is not None:
                used.add(("handoff_points", getattr(placed.step, field)))
                yield from _undeclared(scope, placed, field, "handoff_points")
    for field in ("on_write_doubt", "on_timeout"):
        yield from _solution_default(scope, field, used)
    for kind in ("handoff_points", "confirmation_points"):
        for name in scope.points(kind):
            if (kind, name) not in used:
                message = f"{kind[:-1].replace('_', ' ')} '{name}' is declared but no step uses it"
                yield scope.doc.problem(
                    (kind, name), "point-unused", message, key=True, severity="warning"
                )


def _solution_default(scope: Scope, field: str, used: set[tuple[str, str]]) -> Iterator[Problem]:
    point = getattr(scope.doc.spec, field, None)
    if not isinstance(point, str) or (field,) in scope.doc.refused:
        return
    used.add(("handoff_points", point))
    declared = scope.points("handoff_points")
    if point not in declared:
        message = f"{field} '{point}' is not declared under handoff_points{_declared(declared)}"
        yield scope.doc.problem((field,), "point-undeclared", message)


def _undeclared(scope: Scope, placed: Placed, field: str, kind: str) -> Iterator[Problem]:
    declared = scope.points(kind)
    point = getattr(placed.step, field)
    if point not in declared:
        message = f"step '{placed.id}': {field} '{point}' is not declared under {kind}"
        yield scope.doc.problem(
            (*placed.loc, field), "point-undeclared", f"{message}{_declared(declared)}"
        )


def _undeclared_node_point(
    scope: Scope, placed: Placed, index: int, point: str
) -> Iterator[Problem]:
    declared = scope.points("handoff_points")
    if point not in declared:
        message = f"step '{placed.id}': node handoff '{point}' is not declared under handoff_points"
        loc = (*placed.loc, "nodes", index, "handoff")
        yield scope.doc.problem(loc, "point-undeclared", f"{message}{_declared(declared)}")


def _declared(declared: dict[str, object]) -> str:
    return f" (declared: {', '.join(declared)})" if declared else " (none are declared)"
