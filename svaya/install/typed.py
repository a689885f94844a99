"""Typed conditions: an expression is checked against the types its schemas declare.

Two passes, after the dynamic check has passed. CEL's own checker compiles the expression with
`inputs`, `steps` and `result` as message types (`svaya.install.cel_types`): a field the schema
does not declare, or an operator applied to the wrong types (`bool == string`,
`string > int`), is refused with its column. Then each comparison of a field with literals is
held against the field's `enum`: a literal the field can never equal is refused — CEL has no
string enums, so this pass is ours.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from svaya.conditions import CONDITION_VARS, ConditionError, check_typed, typed_env
from svaya.install.cel_types import TypedDescription, json_kind, schema_at, step_output
from svaya.install.document import Placed
from svaya.install.literals import Comparison, Literal, comparisons, dotted
from svaya.install.scope import Scope

_OVERLOAD = re.compile(
    r"found no matching overload for '(?P<op>_[=!<>]=?_|_[<>+\-*/%]_|@in)' applied to "
    r"'\((?P<left>[^,]+), (?P<right>.+)\)'"
)
_UNDEFINED = re.compile(r"undefined field '(?P<name>\w+)' not found in struct '(?P<type>[\w.]+)'")

Finding = tuple[str, int | None]  # a message and its 1-based column in the expression


def type_errors(
    scope: Scope, typed: TypedDescription, placed: Placed, source: str, variables: tuple[str, ...]
) -> Iterator[Finding]:
    try:
        rewritten = dotted(source)
    except ValueError:
        return  # the dynamic check compiled it; a token we do not know is left to it
    _, found = check_typed(rewritten, _env(typed, variables, placed.id))
    errors = [e for e in found if _kept(e)]
    if errors:
        yield _readable(typed, errors[0].message), errors[0].column
        return
    for comparison in comparisons(source, set(variables)):
        yield from _enum(scope, placed, comparison)


# CEL types of an expression by the JSON Schema types a value of that CEL type satisfies.
_SATISFIES = {"STRING": {"string"}, "BOOL": {"boolean"}, "INT": {"integer", "number"}}
_SATISFIES |= {"UINT": {"integer", "number"}, "DOUBLE": {"number"}}


def argument_type_error(
    typed: TypedDescription, placed: Placed, source: str, declared: Any
) -> str | None:
    """Why a system step's argument expression cannot give what the tool declares, or None.
    Only plain types are compared (string, boolean, integer, number, array, object); what is
    dynamic or nullable is left to the run-time check of the arguments."""
    kind, _ = json_kind(declared)
    if kind is None:
        return None
    try:
        cel_type, errors = check_typed(dotted(source), _env(typed, CONDITION_VARS, placed.id))
    except ValueError:
        return None
    if errors or cel_type is None:
        return None
    gives = _json_kind_of(cel_type, typed)
    if gives is None or kind in gives:
        return None
    return f"the tool takes {_article(kind)}; this expression gives {_spoken(cel_type, gives)}"


def _json_kind_of(cel_type: str, typed: TypedDescription) -> set[str] | None:
    if cel_type in _SATISFIES:
        return _SATISFIES[cel_type]
    if cel_type.startswith("LIST<"):
        return {"array"}
    if cel_type.startswith("MAP<") or cel_type in typed.labels:
        return {"object"}
    return None  # DYN, NULL, wrappers, well-known types: decided at run time


def _spoken(cel_type: str, gives: set[str]) -> str:
    plain = {"STRING": "a string", "BOOL": "a boolean", "INT": "an integer"}
    plain |= {"UINT": "an integer", "DOUBLE": "a number (double)"}
    if cel_type in plain:
        return plain[cel_type]
    return "a list" if gives == {"array"} else "an object"


def _article(kind: str) -> str:
    return {"integer": "an integer", "array": "an array", "object": "an object"}.get(
        kind, f"a {kind}"
    )


def _kept(error: ConditionError) -> bool:
    """Type errors the dynamic runtime would not share are left alone: branches of `?:` of
    different types (`has(x) ? x.amount : 0`) and comparisons with null (absent values)."""
    return "'_?_:_'" not in error.message and "null_type" not in error.message


def _env(typed: TypedDescription, variables: tuple[str, ...], step_id: str) -> Any:
    """One environment per set of variables (and per agent step, whose `result` differs)."""
    key = (variables, step_id if "result" in variables else "")
    if key not in typed.envs:
        typed.envs[key] = typed_env(typed.pool, typed.variables(variables, step_id))
    return typed.envs[key]


def _readable(typed: TypedDescription, message: str) -> str:
    match = _UNDEFINED.search(message)
    if match is None:
        return _mismatch(typed.readable(message))
    full = match.group("type")
    label = typed.labels.get(full, full)
    try:
        known = [f.name for f in typed.pool.FindMessageTypeByName(full).fields]
    except KeyError:
        known = []
    listing = f" (it declares: {', '.join(known)})" if known else ""
    return f"{label} has no field '{match.group('name')}'{listing}"


def _mismatch(message: str) -> str:
    """`found no matching overload for '_==_' applied to '(bool, string)'` said plainly."""
    match = _OVERLOAD.search(message)
    if match is None:
        return message
    op = match.group("op").strip("_").replace("@in", "in")
    left, right = match.group("left"), match.group("right")
    verb = "combine" if op in {"+", "-", "*", "/", "%"} else "compare"
    text = f"type mismatch: '{op}' cannot {verb} {left} with {right}"
    if {left, right} == {"double", "int"}:
        return f"{text}; write the whole number with a decimal point (like 100000.0)"
    return f"{text}; the types come from the declared schemas"


def _enum(scope: Scope, placed: Placed, comparison: Comparison) -> Iterator[Finding]:
    if comparison.op not in {"==", "!=", "in"}:
        return
    schema = _path_schema(scope, placed, comparison)
    if comparison.member:
        schema = schema.get("items") if isinstance(schema, dict) else None
    enum = schema.get("enum") if isinstance(schema, dict) else None
    if not isinstance(enum, list):
        return
    for literal in comparison.literals:
        if not any(_same(literal.value, value) for value in enum):
            yield _outside(comparison, literal, enum), literal.start + 1


def _outside(comparison: Comparison, literal: Literal, enum: list[Any]) -> str:
    path = _label(comparison)
    values = ", ".join(_cel(v) for v in enum)
    what = f"an item of {path}" if comparison.member else path
    return f"{_cel(literal.value)} is not a value {what} can have: its schema's enum is [{values}]"


def _path_schema(scope: Scope, placed: Placed, comparison: Comparison) -> Any:
    path = comparison.path
    if path.root == "inputs":
        return schema_at(scope.doc.spec.inputs, list(path.parts))
    if path.root == "result":
        return schema_at(getattr(placed.step, "result", None), list(path.parts))
    if path.root == "steps" and path.parts and isinstance(path.parts[0], str):
        target = scope.graph.top.get(path.parts[0]) or scope.graph.members.get(path.parts[0])
        output = step_output(target.step, dict(scope.ctx.tools)) if target else None
        return schema_at(output, list(path.parts[1:]))
    return None


def _label(comparison: Comparison) -> str:
    path = comparison.path
    text = path.root
    for i, part in enumerate(path.parts):
        if isinstance(part, int):
            text += f"[{part}]"
        elif path.root == "steps" and i == 0:
            text += f'["{part}"]'
        else:
            text += f".{part}"
    return text


def _same(a: Any, b: Any) -> bool:
    """Equal as CEL would compare them: a bool never equals a number."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    return type(a) is type(b) and a == b


def _cel(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)
