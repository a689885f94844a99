"""Rules on tools: they exist, the role may call them, arguments match, data routes allow them.

The data route of an LLM-calling step is computed once and with margin: the classes of every
input leaf, of every argument and result of every tool it may call, and of the outputs of the
earlier steps its `input` mapping reads. Personal classes reach the LLM only as placeholders,
so only the other classes are checked against the LLM destination's route. Each tool call is
checked against its own destination's route by the classes its arguments declare.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator

from svaya.conditions import references
from svaya.install.context import ALWAYS_ALLOWED, is_personal
from svaya.install.document import Loc, Placed
from svaya.install.report import Problem
from svaya.install.scope import Scope, input_leaves
from svaya.spec.models import AgentStep, LLMStep, SystemStep
from svaya.tools.registry import ToolSpec

UNCLASSIFIED = "(unclassified)"


def tool_uses(scope: Scope) -> Iterator[tuple[Placed, str, Loc]]:
    for placed in scope.doc.placed:
        step = placed.step
        if isinstance(step, AgentStep):
            for k, name in enumerate(step.tools):
                yield placed, name, (*placed.loc, "tools", k)
        elif isinstance(step, SystemStep):
            yield placed, step.tool, (*placed.loc, "tool")


def check_tools(scope: Scope) -> Iterator[Problem]:
    doc, ctx = scope.doc, scope.ctx
    role = doc.spec.acts_as
    role_known = isinstance(role, str) and role in ctx.role_tools
    if isinstance(role, str) and not role_known:
        message = f"unknown role '{role}' (known roles: {', '.join(sorted(ctx.role_tools))})"
        yield doc.problem(("acts_as",), "tool-right", message)
    for placed, name, loc in tool_uses(scope):
        if name not in ctx.tools:
            close = difflib.get_close_matches(name, list(ctx.tools), n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            message = f"step '{placed.id}': tool '{name}' is not in the registry{hint}"
            yield doc.problem(loc, "tool-unknown", message)
        elif role_known and not ctx.may_call(str(role), name):
            message = f"step '{placed.id}': role '{role}' has no right to call tool '{name}'"
            yield doc.problem(loc, "tool-right", message)
    yield from _system_args(scope)


def _system_args(scope: Scope) -> Iterator[Problem]:
    for placed in scope.doc.of_kind(SystemStep):
        tool = scope.ctx.tools.get(placed.step.tool)
        if tool is None:
            continue
        fields = tool.args.get("properties") or {}
        for key in placed.step.args:
            if key not in fields:
                message = f"step '{placed.id}': tool '{tool.name}' has no argument '{key}'"
                message += f" (its arguments: {', '.join(fields)})"
                yield scope.doc.problem((*placed.loc, "args", key), "tool-args", message, key=True)
        missing = [name for name in tool.args.get("required", []) if name not in placed.step.args]
        if missing:
            needed = ", ".join(missing)
            message = f"step '{placed.id}': tool '{tool.name}' needs argument(s) {needed}"
            has_args = "args" in _raw(scope, placed)
            loc = (*placed.loc, "args") if has_args else placed.loc
            yield scope.doc.problem(loc, "tool-args", message, key=has_args)


def _raw(scope: Scope, placed: Placed) -> dict[str, object]:
    node: object = scope.doc.data
    for part in placed.loc:
        node = node[part]  # type: ignore[index]
    return node if isinstance(node, dict) else {}


def check_data_routes(scope: Scope) -> Iterator[Problem]:
    for placed, name, loc in tool_uses(scope):
        tool = scope.ctx.tools.get(name)
        if tool is not None:
            yield from _tool_route(scope, placed, tool, loc)
    llm = scope.ctx.llm_destination
    for placed in scope.doc.of_kind(LLMStep, AgentStep):
        sent = {c for c in route_classes(scope, placed) if not is_personal(c)}
        yield from _refused(scope, placed, placed.loc, llm, sent, f"step '{placed.id}' sends")


def _tool_route(scope: Scope, placed: Placed, tool: ToolSpec, loc: Loc) -> Iterator[Problem]:
    classes = {c or UNCLASSIFIED for c in tool.arg_classes().values()}
    lead = f"step '{placed.id}' may call '{tool.name}', whose arguments carry"
    yield from _refused(scope, placed, loc, tool.destination, classes, lead)


def _refused(
    scope: Scope, placed: Placed, loc: Loc, destination: str, classes: set[str], lead: str
) -> Iterator[Problem]:
    allowed = scope.ctx.routes.get(destination)
    if allowed is None:
        message = f"{lead} data to destination '{destination}', which has no data-route policy"
        yield scope.doc.problem(loc, "data-route", message)
        return
    missing = sorted(classes - allowed - ALWAYS_ALLOWED)
    if missing:
        message = (
            f"{lead} {', '.join(missing)}, which the data route of destination "
            f"'{destination}' does not allow (it allows: {', '.join(sorted(allowed))})"
        )
        yield scope.doc.problem(loc, "data-route", message)


def input_classes(scope: Scope) -> set[str]:
    inputs = scope.doc.spec.inputs
    leaves = input_leaves(inputs, ("inputs",)) if isinstance(inputs, dict) else iter(())
    return {
        leaf["x-data-class"]
        for _, leaf, _ in leaves
        if isinstance(leaf, dict) and isinstance(leaf.get("x-data-class"), str)
    }


def route_classes(scope: Scope, placed: Placed, seen: frozenset[str] = frozenset()) -> set[str]:
    """Every data class that may reach the model in this step, with margin."""
    classes = input_classes(scope)
    for name in getattr(placed.step, "tools", []):
        tool = scope.ctx.tools.get(name)
        if tool is not None:
            classes |= {c or UNCLASSIFIED for c in tool.arg_classes().values()}
            classes |= set(tool.result_classes)
    for source in (getattr(placed.step, "input", None) or {}).values():
        for step_id in references(source).steps - seen - {placed.id}:
            classes |= _output_classes(scope, step_id, seen | {placed.id})
    return classes


def _output_classes(scope: Scope, step_id: str, seen: frozenset[str]) -> set[str]:
    placed = scope.graph.top.get(step_id) or scope.graph.members.get(step_id)
    if placed is None:
        return set()
    if isinstance(placed.step, SystemStep):
        tool = scope.ctx.tools.get(placed.step.tool)
        return set(tool.result_classes) if tool else set()
    if isinstance(placed.step, LLMStep | AgentStep):
        return route_classes(scope, placed, seen)
    return set()
