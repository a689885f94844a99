"""The `condition` rule: every CEL expression compiles, names only what exists before it.

An expression sees `inputs` and `steps` (an exit condition also `result`); the inputs it names
must be declared, and the steps it names must come earlier on some path to it — otherwise
their output cannot exist when it is evaluated. `when` and `exit_when` must be boolean. An
expression that passes is then checked against the types its schemas declare
(`svaya.install.typed`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from svaya.conditions import (
    CONDITION_VARS,
    EXIT_VARS,
    ConditionError,
    compile_expression,
    references,
)
from svaya.install.cel_types import TypedDescription, build, spelled, step_field
from svaya.install.document import Loc, Placed
from svaya.install.report import Problem
from svaya.install.scope import Scope
from svaya.install.typed import argument_type_error, type_errors
from svaya.spec.models import AgentStep, BranchStep, ConfirmStep, LLMStep, SystemStep

_RESULT_REF = re.compile(
    r"""(?<![\w.])result\s*(?:\.(?P<d>[A-Za-z_]\w*)|\[\s*(['"])(?P<q>[^'"]+)\2\s*\])"""
)

# The mappings whose values are expressions, by step type.
_MAPPINGS: dict[type, str] = {
    LLMStep: "input",
    AgentStep: "input",
    SystemStep: "args",
    ConfirmStep: "show",
}

# A condition that is one field of a verdict or result, possibly negated: its declared JSON
# Schema type is known even though CEL sees it as dyn.
_FIELD_PATH = re.compile(
    r"""^\s*!?\s*(?:(?P<result>result)|steps\s*(?:\[\s*(?P<quote>['"])(?P<q>[^'"]+)(?P=quote)\s*\]"""
    r"""|\.(?P<d>[A-Za-z_]\w*))\s*\.\s*(?P<out>verdict|result))"""
    r"""(?P<rest>(?:\s*\.\s*[A-Za-z_]\w*)+)\s*$"""
)


@dataclass(frozen=True)
class Site:
    """One expression in the document."""

    placed: Placed
    loc: Loc
    label: str
    source: str
    variables: tuple[str, ...] = CONDITION_VARS
    condition: bool = False


def check_expressions(scope: Scope) -> Iterator[Problem]:
    typed = _typed_description(scope)
    for placed in scope.doc.placed:
        for site in _sites(placed):
            if site.loc not in scope.doc.refused:
                problems = list(_check(scope, site))
                yield from problems
                if not problems and typed is not None:
                    yield from _typed(scope, site, typed)


def _typed(scope: Scope, site: Site, typed: TypedDescription) -> Iterator[Problem]:
    found = list(type_errors(scope, typed, site.placed, site.source, site.variables))
    for message, column in found:
        yield problem(scope, site, message, column)
    step = site.placed.step
    if found or not isinstance(step, SystemStep) or site.loc[-2] != "args":
        return
    tool = scope.ctx.tools.get(step.tool)
    declared = (tool.args.get("properties") or {}).get(site.loc[-1]) if tool else None
    mismatch = argument_type_error(typed, site.placed, site.source, declared)
    if mismatch is not None:
        text = f"step '{site.placed.id}': argument '{site.loc[-1]}' of '{step.tool}': {mismatch}"
        yield scope.doc.problem(site.loc, "tool-args", text, col=_column(scope, site, 1))


def _typed_description(scope: Scope) -> TypedDescription | None:
    """The description's schemas as message types; None when they cannot be built (a
    duplicate step id, colliding names), and then only the dynamic check runs."""
    # A duplicate id is its own error; the first step of that id is the one typed.
    steps = list({placed.id: placed.step for placed in reversed(scope.doc.placed)}.values())
    if any(not spelled(step_field(step.id)) for step in steps):
        return None
    try:
        return build(scope.doc.spec, steps, dict(scope.ctx.tools))
    except ValueError:
        return None


def _sites(placed: Placed) -> Iterator[Site]:
    step, loc = placed.step, placed.loc
    if isinstance(step, BranchStep):
        for k, case in enumerate(step.cases):
            yield Site(placed, (*loc, "cases", k, "when"), "when", case.when, condition=True)
    if isinstance(step, AgentStep) and step.exit_when is not None:
        yield Site(placed, (*loc, "exit_when"), "exit_when", step.exit_when, EXIT_VARS, True)
    name = _MAPPINGS.get(type(step))
    mapping = (getattr(step, name, None) if name else None) or {}
    for key, source in mapping.items():
        yield Site(placed, (*loc, str(name), key), f"{name}.{key}", source)


def _check(scope: Scope, site: Site) -> Iterator[Problem]:
    try:
        compile_expression(site.source, site.variables, condition=site.condition)
    except ConditionError as exc:
        yield problem(scope, site, exc.message, exc.column)
        return
    declared = _declared_type(scope, site) if site.condition else None
    if declared is not None:
        message = f"a condition must be boolean; this field is declared as {declared}"
        yield problem(scope, site, message, 1)
    refs = references(site.source)
    known_inputs = scope.input_properties
    for name in sorted(refs.inputs - set(known_inputs)) if known_inputs else ():
        where = _offset(site.source, "inputs", name)
        yield problem(scope, site, f"unknown input '{name}'{_listing(known_inputs)}", where)
    for step_id in sorted(refs.steps):
        yield from _step_reference(scope, site, step_id)
    if "result" in site.variables:
        yield from _result_references(scope, site)


def _step_reference(scope: Scope, site: Site, step_id: str) -> Iterator[Problem]:
    graph, where = scope.graph, _offset(site.source, "steps", step_id)
    if step_id not in graph.order:
        yield problem(scope, site, f"unknown step '{step_id}'", where)
    elif step_id == site.placed.id:
        message = f"a step cannot read its own output through steps['{step_id}']"
        if "result" in site.variables:
            message += "; use result"
        yield problem(scope, site, message, where)
    elif step_id not in graph.ancestors(site.placed.id):
        message = f"step '{step_id}' does not come before '{site.placed.id}' on the route"
        yield problem(scope, site, message, where)


def _result_references(scope: Scope, site: Site) -> Iterator[Problem]:
    schema: Any = getattr(site.placed.step, "result", None)
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict):
        return
    for match in _RESULT_REF.finditer(site.source):
        name = match.group("d") or match.group("q")
        if name not in properties:
            message = f"result has no property '{name}'{_listing(properties)}"
            yield problem(scope, site, message, match.start() + 1)


def _declared_type(scope: Scope, site: Site) -> str | None:
    """The JSON Schema type of a single-field condition when it is known and not boolean."""
    match = _FIELD_PATH.match(site.source)
    if match is None:
        return None
    if match.group("result"):
        schema = getattr(site.placed.step, "result", None)
    else:
        schema = _output_schema(scope, match.group("q") or match.group("d"), match.group("out"))
    for name in re.findall(r"[A-Za-z_]\w*", match.group("rest")):
        properties = schema.get("properties") if isinstance(schema, dict) else None
        schema = properties.get(name) if isinstance(properties, dict) else None
    kind = schema.get("type") if isinstance(schema, dict) else None
    kinds = kind if isinstance(kind, list) else [kind]
    if kind is None or "boolean" in kinds:
        return None
    return " or ".join(map(str, kinds))


def _output_schema(scope: Scope, step_id: str, output: str) -> Any:
    placed = scope.graph.top.get(step_id) or scope.graph.members.get(step_id)
    step = placed.step if placed is not None else None
    if isinstance(step, LLMStep) and output == "verdict":
        return step.verdict
    if isinstance(step, AgentStep) and output == "result":
        return step.result
    return None


def problem(scope: Scope, site: Site, message: str, column: int | None) -> Problem:
    col = _column(scope, site, column)
    text = f"step '{site.placed.id}': {site.label}: {message}"
    return scope.doc.problem(site.loc, "condition", text, col=col)


def _column(scope: Scope, site: Site, column: int | None) -> int:
    """The column in the file: the expression's start (after a quote) plus the CEL column."""
    pos = scope.doc.positions.of(site.loc)
    if column is None:
        return pos.col
    line = scope.doc.line_text(pos.line)
    start = pos.col - 1
    if line[start : start + 1] in {"'", '"'}:
        start += 1
    if line[start : start + len(site.source)] != site.source:
        return pos.col
    return start + column


def _offset(source: str, variable: str, name: str) -> int | None:
    pattern = rf"""\b{variable}\s*(?:\.|\[\s*['"]){re.escape(name)}"""
    match = re.search(pattern, source)
    return match.end() - len(name) + 1 if match else None


def _listing(known: dict[str, Any]) -> str:
    return f" (known: {', '.join(known)})" if known else ""
