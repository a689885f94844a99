"""The demo systems' declared operations: records looked up by an argument, an answer
template, a not-found answer, faults and a latency, per tool of the registry."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from svaya.spec.stand import Operation, StandFile, is_whole_expression
from svaya.stand.declared.templates import TemplateError, as_text, render, test, value_of
from svaya.stand.world.base import Tool, WorldError
from svaya.tools.registry import ToolSpec, strip_annotations


class DeclaredOperation:
    """One tool's system. `seq` counts this operation's calls (a write: its applied effects),
    so an answer can number what it creates: `CL-{{ seq }}`."""

    def __init__(self, name: str, operation: Operation, tables: Mapping[str, Any], spec: ToolSpec):
        self.name, self.operation, self.spec = name, operation, spec
        self.table: Mapping[str, Any] = tables.get(operation.records or "", {})
        self.schema = strip_annotations(spec.args)
        self.applied: list[dict[str, Any]] = []
        self.calls = 0

    def tool(self) -> Tool:
        return Tool(
            self.handle,
            {},
            effect=self.spec.effect,
            schema=self.schema,
            latency_s=self.operation.latency_ms / 1000,
        )

    def handle(self, args: dict[str, Any]) -> Any:
        """Faults first (on the record, or {} when there is none), then a missing record's
        answer, then the answer."""
        write = self.spec.effect == "write"
        seq = len(self.applied) + 1 if write else self.calls + 1
        self.calls += 1
        operation = self.operation
        try:
            key, record = self._record(args)
            view = {"args": args, "record": record or {}, "seq": seq}
            for fault in operation.faults:
                if _holds(fault.when, view):
                    raise WorldError(fault.status, str(render(fault.error, "call", view)))
            if record is None and operation.key is not None:
                return self._not_found(key, view)
            answer = render(operation.answer, "call", view)
        except TemplateError as exc:
            raise WorldError(500, f"the stand's answer template failed: {exc}") from None
        if write:
            self.applied.append({**args, "answer": answer})
        return answer

    def _record(self, args: dict[str, Any]) -> tuple[str, dict[str, Any] | None]:
        key = self.operation.key
        if key is None:
            return "", {}
        if is_whole_expression(key):
            value = as_text(value_of(key[1:].strip(), "call", {"args": args, "record": {}}))
            record = self.table.get(value.strip())
            return value, None if record is None else dict(record)
        value = str(args.get(key, "")).strip()
        record = self.table.get(value)
        return value, None if record is None else {key: value, **record}

    def _not_found(self, key: str, view: dict[str, Any]) -> Any:
        missing = self.operation.not_found
        if missing is None:
            raise WorldError(404, f"no record {key!r} in {self.operation.records}")
        if missing.answer is not None:
            return render(missing.answer, "call", view)
        raise WorldError(missing.status, str(render(missing.error, "call", view)))


def _holds(condition: str, view: dict[str, Any]) -> bool:
    """A fault on a field the record lacks (there is no record) does not hold."""
    try:
        return test(condition, "call", view)
    except TemplateError:
        return False


def declared_operations(
    stands: Mapping[str, StandFile], registry: Mapping[str, ToolSpec]
) -> dict[str, DeclaredOperation]:
    """Every operation of every stand file; one tool is declared by one solution only."""
    found: dict[str, DeclaredOperation] = {}
    owners: dict[str, str] = {}
    for slug, stand in stands.items():
        for name, operation in stand.operations.items():
            if name in owners:
                raise ValueError(
                    f"operation {name} is declared by the stands of both {owners[name]} and "
                    f"{slug}; a system's operation is declared once in the catalog"
                )
            spec = registry.get(name)
            if spec is None:
                raise ValueError(f"{slug}/stand.yaml: operation {name} is not in the tool registry")
            owners[name] = slug
            found[name] = DeclaredOperation(name, operation, stand.records, spec)
    return found
