"""Rules on what a step may do to the world, and on how long an llm or system step may take.

The model decides, code writes: an agent step lists only read tools, and a write reaches the
world only through a system step. Every write has a person to go to when its outcome is in
doubt, and its declared timeout is never cut silently by an installation limit. Every llm and
system step has a deadline (its own or the installation's) and a person to go to when it runs
out.
"""

from __future__ import annotations

from collections.abc import Iterator

from svaya.install.document import Placed
from svaya.install.durations import parse_duration
from svaya.install.report import Problem
from svaya.install.scope import Scope
from svaya.spec.models import AgentStep, LLMStep, SystemStep
from svaya.tools.registry import ToolSpec


def check_effects(scope: Scope) -> Iterator[Problem]:
    for placed in scope.doc.of_kind(AgentStep):
        yield from _agent_reads_only(scope, placed)
        yield from _tool_calls_per_turn(scope, placed)
    for placed in scope.doc.of_kind(SystemStep):
        tool = scope.ctx.tools.get(placed.step.tool)
        if tool is not None and tool.effect == "write":
            yield from _write_doubt(scope, placed)
            yield from _write_timeout(scope, placed, tool)


def check_deadlines(scope: Scope) -> Iterator[Problem]:
    for placed in scope.doc.of_kind(LLMStep, SystemStep):
        yield from _deadline(scope, placed)
        yield from _on_timeout(scope, placed)


def _agent_reads_only(scope: Scope, placed: Placed) -> Iterator[Problem]:
    for k, name in enumerate(placed.step.tools):
        tool = scope.ctx.tools.get(name)
        if tool is not None and tool.effect == "write":
            message = (
                f"agent step '{placed.id}' lists '{name}', a tool with a write effect; the model "
                "may only read: move the write to a system step after the agent step (behind a "
                "confirm step if a person must approve it)"
            )
            yield scope.doc.problem((*placed.loc, "tools", k), "agent-write-tool", message)


def _tool_calls_per_turn(scope: Scope, placed: Placed) -> Iterator[Problem]:
    value, ceiling = placed.step.max_tool_calls_per_turn, scope.ctx.max_tool_calls_per_turn
    loc = (*placed.loc, "max_tool_calls_per_turn")
    where = f"agent step '{placed.id}'"
    if value < 1:
        message = f"{where}: max_tool_calls_per_turn must be at least 1"
        yield scope.doc.problem(loc, "agent-tool-calls", message)
    elif value > ceiling:
        message = (
            f"{where}: max_tool_calls_per_turn {value} is above this installation's maximum of "
            f"{ceiling} (SVAYA_MAX_TOOL_CALLS_PER_TURN)"
        )
        yield scope.doc.problem(loc, "agent-tool-calls", message)


def _write_doubt(scope: Scope, placed: Placed) -> Iterator[Problem]:
    if scope.doc.spec.doubt_point(placed.step) is not None:
        return
    message = (
        f"step '{placed.id}' writes through '{placed.step.tool}' but has nowhere to go when the "
        "write's outcome is in doubt; name a handoff point in its on_failure, or a default for "
        "every write in the solution's on_write_doubt"
    )
    yield scope.doc.problem(placed.loc, "write-doubt", message)


def _write_timeout(scope: Scope, placed: Placed, tool: ToolSpec) -> Iterator[Problem]:
    limit, declared = scope.ctx.write_timeout_s, tool.timeout_s
    if declared > limit:
        message = (
            f"step '{placed.id}': tool '{tool.name}' declares a timeout of {declared:g}s, but "
            f"this installation cuts a write at {limit:g}s (SVAYA_WRITE_TIMEOUT_S); raise "
            f"SVAYA_WRITE_TIMEOUT_S to at least {declared:g} or lower the tool's timeout"
        )
        yield scope.doc.problem((*placed.loc, "tool"), "write-timeout", message)
    deadline = _seconds(placed.step.deadline, scope.ctx.step_deadline_s)
    if deadline is not None and deadline < declared:
        has_own = placed.step.deadline is not None
        loc = (*placed.loc, "deadline") if has_own else (*placed.loc, "tool")
        source = "its deadline" if has_own else "the installation's step deadline"
        message = (
            f"step '{placed.id}': {source} of {deadline:g}s would cut the {declared:g}s timeout "
            f"tool '{tool.name}' declares for its write; declare a deadline of at least "
            f"{declared:g}s"
        )
        yield scope.doc.problem(loc, "write-timeout", message)


def _seconds(value: str | None, default: float) -> float | None:
    if value is None:
        return default
    try:
        return parse_duration(value)
    except ValueError:
        return None  # the step-deadline rule reports it


def _deadline(scope: Scope, placed: Placed) -> Iterator[Problem]:
    value, limit = placed.step.deadline, scope.ctx.max_time_budget_s
    if value is None:
        return
    loc, where = (*placed.loc, "deadline"), f"step '{placed.id}'"
    try:
        seconds = parse_duration(value)
    except ValueError as exc:
        yield scope.doc.problem(loc, "step-deadline", f"{where}: deadline {exc}")
        return
    if seconds <= 0:
        yield scope.doc.problem(loc, "step-deadline", f"{where}: deadline must be positive")
    elif seconds > limit:
        message = f"{where}: deadline {value} is above this installation's maximum of {limit:g}s"
        yield scope.doc.problem(loc, "step-deadline", message)


def _on_timeout(scope: Scope, placed: Placed) -> Iterator[Problem]:
    if scope.doc.spec.timeout_point(placed.step) is not None:
        return
    deadline = placed.step.deadline or f"{scope.ctx.step_deadline_s:g}s, the installation's"
    message = (
        f"step '{placed.id}' has no handoff point for when its deadline ({deadline}) runs out; "
        "name one in its on_timeout (or on_failure), or a default for every step in the "
        "solution's on_timeout"
    )
    yield scope.doc.problem(placed.loc, "step-on-timeout", message)
