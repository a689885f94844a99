"""Message types for typed conditions, built from the description's JSON Schemas.

CEL's type checker knows the fields of protobuf messages, so each schema a description declares
becomes a message in a descriptor pool made for that one description: `inputs` from the inputs
schema, `steps` with one field per step (an llm step's `verdict`, an agent step's `result`, a
system step's `result` from its tool's declared result schema, a confirmation's answer), and,
in an agent step's `exit_when`, `result`. JSON Schema types map to CEL types: string → string,
boolean → bool, integer → int, number → double, an object with properties → a message with
exactly those fields, an array → a list, `[T, "null"]` → a nullable T. What does not map (no
type, anyOf, an array of arrays, an open object, a property name CEL cannot spell) stays `dyn`
and is checked only at evaluation, as before.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any

from cel_expr_python import cel
from google.protobuf import descriptor_pb2, descriptor_pool, struct_pb2, wrappers_pb2

from svaya.spec.models import AgentStep, ConfirmStep, LLMStep, SystemStep, TaskDescription
from svaya.tools.registry import ToolSpec

_F = descriptor_pb2.FieldDescriptorProto
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# Words CEL reserves: a property so named cannot be written as a field selection.
RESERVED = frozenset(
    "true false null in as break const continue else for function if import let loop package "
    "namespace return var void while".split()
)
_SCALARS = {
    "string": (_F.TYPE_STRING, ".google.protobuf.StringValue"),
    "boolean": (_F.TYPE_BOOL, ".google.protobuf.BoolValue"),
    "integer": (_F.TYPE_INT64, ".google.protobuf.Int64Value"),
    "number": (_F.TYPE_DOUBLE, ".google.protobuf.DoubleValue"),
}
DYN = ".google.protobuf.Value"
_OPEN_OBJECT = ".google.protobuf.Struct"
_DYN_LIST = ".google.protobuf.ListValue"
# What a confirm step leaves for later steps (handoffs.services: approve / reject).
CONFIRMATION = {
    "type": "object",
    "properties": {
        "approved": {"type": "boolean"},
        "payload": {"type": "object"},
        "by": {"type": "string"},
        "reason": {"type": "string"},
        "goto": {"type": "string"},
    },
    "additionalProperties": False,
}
_PACKAGES = itertools.count(1)


def spelled(name: object) -> bool:
    """Whether CEL can select `name` with a dot."""
    return isinstance(name, str) and bool(_IDENT.match(name)) and name not in RESERVED


def step_field(step_id: str) -> str:
    """The field of the `steps` message for a step id (ids have no underscores: one-to-one)."""
    return step_id.replace("-", "_")


def json_kind(schema: Any) -> tuple[str | None, bool]:
    """(the JSON type a schema declares apart from null, whether null is allowed)."""
    if not isinstance(schema, dict):
        return None, False
    kind = schema.get("type")
    kinds = kind if isinstance(kind, list) else [kind]
    nullable = "null" in kinds
    rest = [k for k in kinds if k not in (None, "null")]
    if not rest and isinstance(schema.get("enum"), list) and schema["enum"]:
        values = [v for v in schema["enum"] if v is not None]
        if values and all(isinstance(v, str) for v in values):
            rest = ["string"]
    if not rest and isinstance(schema.get("properties"), dict):
        rest = ["object"]
    if len(rest) != 1 or any(k in schema for k in ("anyOf", "oneOf", "allOf", "$ref")):
        return None, nullable
    return str(rest[0]), nullable


@dataclass
class _Builder:
    package: str
    file: descriptor_pb2.FileDescriptorProto
    labels: dict[str, str] = field(default_factory=dict)
    count: itertools.count[int] = field(default_factory=lambda: itertools.count(1))

    def message(self, schema: dict[str, Any], label: str) -> str:
        """A message for a closed object schema (see `closed_object`); its full name."""
        name = f"M{next(self.count)}"
        full = f"{self.package}.{name}"
        self.labels[full] = label
        message = self.file.message_type.add(name=name)
        for number, (prop, sub) in enumerate(schema["properties"].items(), start=1):
            self.add_field(message, prop, sub, f"{label}.{prop}", number)
        return f".{full}"

    def add_field(self, message: Any, name: str, schema: Any, label: str, number: int) -> None:
        kind, nullable = json_kind(schema)
        repeated = False
        if kind == "array" and not nullable:
            items = schema.get("items")
            if json_kind(items)[0] not in (None, "array"):
                schema, label, repeated = items, f"{label}[]", True
                kind, nullable = json_kind(items)
        # json_name is set so that properties like `a_b` and `aB` do not collide in the pool.
        entry = message.field.add(name=name, number=number, json_name=f"f{number}")
        entry.label = _F.LABEL_REPEATED if repeated else _F.LABEL_OPTIONAL
        if kind in _SCALARS:
            scalar, wrapper = _SCALARS[kind]
            if nullable:
                entry.type, entry.type_name = _F.TYPE_MESSAGE, wrapper
            else:
                entry.type = scalar
            return
        entry.type = _F.TYPE_MESSAGE
        if kind == "object" and closed_object(schema):
            entry.type_name = self.message(schema, label)
        elif kind == "object":
            entry.type_name = _OPEN_OBJECT
        elif kind == "array":
            entry.type_name = _DYN_LIST
        else:
            entry.type_name = DYN


def closed_object(schema: Any) -> bool:
    """An object whose declared properties are all there is, each one spelled as a field."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict) or not properties or json_kind(schema)[0] != "object":
        return False
    extra = schema.get("additionalProperties", False)
    return extra is False and all(spelled(name) for name in properties)


@dataclass(frozen=True)
class TypedDescription:
    """The typed view of one description: its pool, the CEL types of `inputs` and `steps`,
    each agent step's `result` type, and a readable label for every message."""

    pool: Any
    inputs: Any
    steps: Any
    results: dict[str, Any]
    labels: dict[str, str]
    envs: dict[tuple[tuple[str, ...], str], Any] = field(default_factory=dict, compare=False)

    def variables(self, names: tuple[str, ...], step_id: str) -> dict[str, Any]:
        found = {"inputs": self.inputs, "steps": self.steps}
        if "result" in names and step_id in self.results:
            found["result"] = self.results[step_id]
        return {name: found.get(name, cel.Type.DYN) for name in names}

    def readable(self, text: str) -> str:
        """A checker message with message names replaced by the paths they stand for."""
        for name, label in sorted(self.labels.items(), key=lambda kv: -len(kv[0])):
            text = text.replace(name, label)
        return text.replace("google.protobuf.Value", "dyn").replace("google.protobuf.", "")


def step_output(step: Any, tools: dict[str, ToolSpec]) -> dict[str, Any] | None:
    """The schema of what a step leaves under `steps["id"]`, or None when it is not known."""
    if isinstance(step, LLMStep):
        return _output("verdict", step.verdict)
    if isinstance(step, AgentStep):
        return _output("result", step.result)
    if isinstance(step, SystemStep):
        tool = tools.get(step.tool)
        return _output("result", getattr(tool, "result", None)) if tool else None
    if isinstance(step, ConfirmStep):
        return CONFIRMATION
    return None


def _output(key: str, schema: Any) -> dict[str, Any]:
    # An output that is not a closed object is refused by the schema rules; typing it as dyn
    # keeps that one refusal from cascading into every condition that reads it.
    value = schema if closed_object(schema) else {}
    return {"type": "object", "properties": {key: value}, "additionalProperties": False}


def build(spec: TaskDescription, steps: list[Any], tools: dict[str, ToolSpec]) -> TypedDescription:
    """Raises ValueError when the schemas cannot make a pool (the caller then keeps dyn)."""
    package = f"svaya.d{next(_PACKAGES)}"
    builder = _Builder(package, _file(package))
    inputs = spec.inputs if isinstance(spec.inputs, dict) else {}
    inputs_type = builder.message(inputs, "inputs") if closed_object(inputs) else _OPEN_OBJECT
    steps_message = builder.file.message_type.add(name="Steps")
    builder.labels[f"{package}.Steps"] = "steps"
    results: dict[str, str] = {}
    for number, step in enumerate(steps, start=1):
        label = f'steps["{step.id}"]'
        output = step_output(step, tools)
        entry = steps_message.field.add(
            name=step_field(step.id), number=number, json_name=f"f{number}"
        )
        entry.type = _F.TYPE_MESSAGE
        entry.type_name = builder.message(output, label) if output else _OPEN_OBJECT
        if isinstance(step, AgentStep) and closed_object(step.result):
            results[step.id] = builder.message(step.result, "result")
    pool = _pool(builder.file)
    return TypedDescription(
        pool=pool,
        inputs=_cel_type(inputs_type),
        steps=cel.Type(f"{package}.Steps"),
        results={k: _cel_type(v) for k, v in results.items()},
        labels=builder.labels,
    )


def _cel_type(type_name: str) -> Any:
    return cel.Type(type_name.lstrip("."))


def _file(package: str) -> descriptor_pb2.FileDescriptorProto:
    return descriptor_pb2.FileDescriptorProto(
        name=f"{package.replace('.', '/')}.proto",
        package=package,
        syntax="proto3",
        dependency=["google/protobuf/wrappers.proto", "google/protobuf/struct.proto"],
    )


def _pool(file: descriptor_pb2.FileDescriptorProto) -> Any:
    pool = descriptor_pool.DescriptorPool()
    for module in (wrappers_pb2, struct_pb2):
        proto = descriptor_pb2.FileDescriptorProto()
        module.DESCRIPTOR.CopyToProto(proto)
        pool.Add(proto)
    try:
        pool.Add(file)
    except (TypeError, ValueError) as exc:  # e.g. two properties whose JSON names collide
        raise ValueError(str(exc)) from exc
    return pool


def schema_at(root: Any, path: list[str | int]) -> Any:
    """The JSON Schema at a path of property names (str) and list indexes (int), or None."""
    schema = root
    for part in path:
        if not isinstance(schema, dict):
            return None
        if isinstance(part, int):
            schema = schema.get("items")
            continue
        properties = schema.get("properties")
        schema = properties.get(part) if isinstance(properties, dict) else None
    return schema
