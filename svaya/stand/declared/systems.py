"""The demo systems' declared operations: records looked up by an argument, an answer
template, a not-found answer, faults and a latency, per tool of the registry."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from svaya.spec.stand import Operation, StandFile
from svaya.stand.declared.templates import TemplateError, render, test
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
        write = self.spec.effect == "write"
        seq = len(self.applied) + 1 if write else self.calls + 1
        self.calls += 1
        view = {"args": args, "record": self._record(args), "seq": seq}
        try:
            for fault in self.operation.faults:
                if test(fault.when, "call", view):
                    raise WorldError(fault.status, str(render(fault.error, "call", view)))
            answer = render(self.operation.answer, "call", view)
        except TemplateError as exc:
            raise WorldError(500, f"the stand's answer template failed: {exc}") from None
        if write:
            self.applied.append({**args, "answer": answer})
        return answer

    def _record(self, args: dict[str, Any]) -> dict[str, Any]:
        operation = self.operation
        if operation.key is None:
            return {}
        value = str(args.get(operation.key, "")).strip()
        record = self.table.get(value)
        if record is not None:
            return {operation.key: value, **record}
        message = f"no record {value!r} in {operation.records}"
        if operation.not_found is None:
            raise WorldError(404, message)
        view = {"args": args, "record": {}, "seq": self.calls}
        raise WorldError(
            operation.not_found.status, str(render(operation.not_found.error, "call", view))
        )


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
