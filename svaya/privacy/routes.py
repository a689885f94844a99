"""Reverse substitution before a customer-system call, and the data-route check.

The caller asks `reverse_substitute` for the real arguments and the classes they carry, then
`check_route` against the destination's policy. A call whose classes the route does not cover is
refused — the resolved arguments must then be dropped; there is no warn-and-proceed mode.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from svaya.privacy.replacement import ReplacementMap

PLACEHOLDER = re.compile(r"\[[A-Z][A-Z0-9_]*_\d+\]")
# Public data may go anywhere; a policy need not list it.
ALWAYS_ALLOWED = frozenset({"public"})


@dataclass(frozen=True, slots=True)
class RouteDecision:
    allowed: bool
    missing: frozenset[str]

    def reason(self) -> str:
        if self.allowed:
            return "маршрут данных покрывает все классы данных аргументов"
        return "маршрут данных не разрешает классы данных: " + ", ".join(sorted(self.missing))


def reverse_substitute(
    args: Any, rmap: ReplacementMap, schema: Mapping[str, Any] | None = None
) -> tuple[Any, set[str]]:
    """`args` with placeholders turned back into values, and every data class present: those of
    the placeholders found, and the `x-data-class` of each argument field given a value."""
    present: set[str] = set()
    resolved = _resolve(args, rmap, present)
    if schema is not None:
        _field_classes(args, schema, present)
    return resolved, present


def check_route(
    present: set[str] | frozenset[str], allowed: set[str] | frozenset[str]
) -> RouteDecision:
    missing = frozenset(present) - frozenset(allowed) - ALWAYS_ALLOWED
    return RouteDecision(allowed=not missing, missing=missing)


def _resolve(node: Any, rmap: ReplacementMap, present: set[str]) -> Any:
    if isinstance(node, str):
        return PLACEHOLDER.sub(lambda m: _value(m.group(), rmap, present), node)
    if isinstance(node, Mapping):
        return {_resolve(k, rmap, present): _resolve(v, rmap, present) for k, v in node.items()}
    if isinstance(node, list | tuple):
        return [_resolve(item, rmap, present) for item in node]
    return node


def _value(placeholder: str, rmap: ReplacementMap, present: set[str]) -> str:
    entry = rmap.lookup(placeholder)
    if entry is None:
        return placeholder
    present.add(entry.data_class)
    return entry.value


def _field_classes(node: Any, schema: Mapping[str, Any], present: set[str]) -> None:
    if node is None:
        return
    if schema.get("x-data-class"):
        present.add(schema["x-data-class"])
    if isinstance(node, Mapping):
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties")
        for key, value in node.items():
            sub = props.get(key, extra if isinstance(extra, Mapping) else {})
            _field_classes(value, sub, present)
    elif isinstance(node, list):
        items = schema.get("items", {})
        for value in node:
            _field_classes(value, items if isinstance(items, Mapping) else {}, present)
