"""Rules on JSON Schemas: verdict/result schemas are closed and fully required; inputs are classed.

A verdict is applied by code, so its form leaves the model no room: every property at every
depth is required (an optional field is a nullable one, so its absence is a decision),
`additionalProperties` is false on every object, and `reason` is always there.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from jsonschema import Draft202012Validator

from svaya.install.document import Loc, Placed
from svaya.install.report import Problem
from svaya.install.scope import Scope, input_leaves
from svaya.spec.models import AgentStep, LLMStep

_META = Draft202012Validator(Draft202012Validator.META_SCHEMA)
_SUBSCHEMA_MAPS = ("properties", "patternProperties", "$defs", "definitions", "dependentSchemas")
_SUBSCHEMA = (
    "items",
    "additionalProperties",
    "unevaluatedProperties",
    "contains",
    "not",
    "if",
    "then",
    "else",
    "propertyNames",
    "unevaluatedItems",
)
_SUBSCHEMA_LISTS = ("prefixItems", "anyOf", "oneOf", "allOf")


def check_output_schemas(scope: Scope) -> Iterator[Problem]:
    for placed in scope.doc.of_kind(LLMStep, AgentStep):
        name = "verdict" if isinstance(placed.step, LLMStep) else "result"
        schema = getattr(placed.step, name)
        loc = (*placed.loc, name)
        yield from _invalid(scope, loc, schema, f"step '{placed.id}': {name} schema")
        yield from _reason(scope, placed, loc, schema, name)
        for sub, sub_loc in object_schemas(schema, loc):
            yield from _required(scope, placed, sub, sub_loc, top=sub_loc == loc)
            yield from _closed(scope, placed, sub, sub_loc)


def _invalid(scope: Scope, loc: Loc, schema: Any, what: str) -> Iterator[Problem]:
    for error in _META.iter_errors(schema):
        message = f"{what} is not valid JSON Schema (2020-12): {error.message[:200]}"
        yield scope.doc.problem((*loc, *error.absolute_path), "schema-invalid", message)


def _reason(scope: Scope, placed: Placed, loc: Loc, schema: Any, name: str) -> Iterator[Problem]:
    where = f"step '{placed.id}': {name}"
    if not isinstance(schema, dict) or schema.get("type") != "object":
        message = f"{where} must be an object schema (type: object) with a required 'reason'"
        yield scope.doc.problem(loc, "schema-reason", message)
        return
    properties = schema.get("properties") or {}
    if "reason" not in properties:
        message = f"{where} has no 'reason' property; add reason: {{type: string}} and require it"
        yield scope.doc.problem(loc, "schema-reason", message)
    elif "reason" not in (schema.get("required") or []):
        message = f"{where}: 'reason' must be listed in required"
        yield scope.doc.problem(_required_loc(schema, loc), "schema-reason", message)


def _required(
    scope: Scope, placed: Placed, schema: dict[str, Any], loc: Loc, *, top: bool
) -> Iterator[Problem]:
    required = schema.get("required") or []
    for name in schema.get("properties") or {}:
        if name in required or (top and name == "reason"):
            continue
        message = (
            f"step '{placed.id}': property '{name}' is not required; list it in required and "
            f"make it nullable (type: [..., 'null']) if it may be absent"
        )
        yield scope.doc.problem((*loc, "properties", name), "schema-required", message, key=True)


def _closed(scope: Scope, placed: Placed, schema: dict[str, Any], loc: Loc) -> Iterator[Problem]:
    if schema.get("additionalProperties") is False:
        return
    message = f"step '{placed.id}': an object schema must set additionalProperties: false"
    at = (*loc, "additionalProperties") if "additionalProperties" in schema else loc
    yield scope.doc.problem(at, "schema-closed", message)


def _required_loc(schema: dict[str, Any], loc: Loc) -> Loc:
    return (*loc, "required") if "required" in schema else loc


def is_object_schema(schema: Any) -> bool:
    if not isinstance(schema, dict):
        return False
    kind = schema.get("type")
    is_object = kind == "object" or (isinstance(kind, list) and "object" in kind)
    return is_object or isinstance(schema.get("properties"), dict)


def object_schemas(schema: Any, loc: Loc) -> Iterator[tuple[dict[str, Any], Loc]]:
    """Every object schema inside `schema`, itself included, with its location."""
    if not isinstance(schema, dict):
        return
    if is_object_schema(schema):
        yield schema, loc
    for key in _SUBSCHEMA_MAPS:
        for name, sub in (schema.get(key) if isinstance(schema.get(key), dict) else {}).items():
            yield from object_schemas(sub, (*loc, key, name))
    for key in _SUBSCHEMA:
        yield from object_schemas(schema.get(key), (*loc, key))
    for key in _SUBSCHEMA_LISTS:
        for i, sub in enumerate(schema.get(key) if isinstance(schema.get(key), list) else []):
            yield from object_schemas(sub, (*loc, key, i))


def check_inputs(scope: Scope) -> Iterator[Problem]:
    doc, inputs = scope.doc, scope.doc.spec.inputs
    if "inputs" not in doc.data or ("inputs",) in doc.refused or not isinstance(inputs, dict):
        return
    yield from _invalid(scope, ("inputs",), inputs, "inputs schema")
    if inputs.get("type") != "object" or not isinstance(inputs.get("properties"), dict):
        message = "inputs must be an object schema: type: object with properties"
        yield doc.problem(("inputs",), "input-data-class", message)
        return
    for name, leaf, loc in input_leaves(inputs, ("inputs",)):
        yield from _leaf_class(scope, name, leaf, loc)


def _leaf_class(scope: Scope, name: str, leaf: Any, loc: Loc) -> Iterator[Problem]:
    known = scope.ctx.data_classes
    value = leaf.get("x-data-class") if isinstance(leaf, dict) else None
    if value is None:
        message = f"input '{name}' has no x-data-class; add one of: {', '.join(sorted(known))}"
        yield scope.doc.problem(loc, "input-data-class", message)
    elif value not in known:
        known_list = ", ".join(sorted(known))
        message = f"input '{name}': unknown data class {value!r} (known: {known_list})"
        yield scope.doc.problem((*loc, "x-data-class"), "input-data-class", message)
