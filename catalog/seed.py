"""The installation's seeded defaults: data classes, and from the tool registry folder
(svaya/tools/registry/<destination>.yaml) the destinations with their data routes, the tools,
and the roles with their tool rights.

`seed(get_model)` is idempotent and takes a model getter, so the data migration (historical
models) and `install_catalog` (current models) share it. It only adds what is missing: an
administrator's later changes to routes or rights are never overwritten.
"""

from __future__ import annotations

from collections.abc import Callable
from fnmatch import fnmatchcase
from typing import Any

from svaya.privacy import DEFAULT_CLASSES
from svaya.tools.registry import Registry, load_installation


def seed(get_model: Callable[[str, str], Any]) -> None:
    data_class = get_model("catalog", "DataClass")
    for item in DEFAULT_CLASSES:
        data_class.objects.get_or_create(
            code=item.code, defaults={"title": item.title_ru, "personal": item.personal}
        )
    registry = load_installation()
    destinations = _destinations(get_model, data_class, registry)
    tools = _tools(get_model, destinations, registry)
    _roles(get_model, tools, registry)


def _destinations(
    get_model: Callable[[str, str], Any], data_class: Any, registry: Registry
) -> dict[str, Any]:
    destination = get_model("catalog", "Destination")
    found = {}
    for code, spec in registry.destinations.items():
        row, created = destination.objects.get_or_create(
            code=code, defaults={"title": spec.title, "kind": spec.kind}
        )
        if created:
            row.allowed_classes.set(data_class.objects.filter(code__in=spec.allowed_classes))
        found[code] = row
    return found


def _tools(
    get_model: Callable[[str, str], Any], destinations: dict[str, Any], registry: Registry
) -> list[Any]:
    tool = get_model("catalog", "Tool")
    rows = []
    for spec in registry.tools.values():
        row, _ = tool.objects.update_or_create(
            name=spec.name,
            defaults={
                "title": spec.title,
                "description": spec.description,
                "destination": destinations[spec.destination],
                "effect": spec.effect,
                "connector": spec.connector,
                "timeout_s": spec.timeout_s,
                "spec": spec.model_dump(mode="json"),
            },
        )
        rows.append(row)
    return rows


def _roles(get_model: Callable[[str, str], Any], tools: list[Any], registry: Registry) -> None:
    role = get_model("catalog", "Role")
    for code, spec in registry.roles.items():
        row, created = role.objects.get_or_create(code=code, defaults={"title": spec.title})
        if created:
            row.tools.set([t for t in tools if any(fnmatchcase(t.name, p) for p in spec.tools)])
