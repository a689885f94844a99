"""The installation's seeded defaults: data classes, destinations with their data routes,
the tool registry, roles with their tool rights.

`seed(get_model)` is idempotent and takes a model getter, so the data migration (historical
models) and `install_catalog` (current models) share it. It only adds what is missing: an
administrator's later changes to routes or rights are never overwritten.
"""

from __future__ import annotations

from collections.abc import Callable
from fnmatch import fnmatchcase
from typing import Any

from svaya.install.context import DEFAULT_ROLE_TOOLS, DEFAULT_ROUTES
from svaya.privacy.classes import DEFAULT_CLASSES
from svaya.tools.registry import load_registry

DESTINATION_TITLES = {
    "llm.provider": ("LLM-провайдер за пределами установки", "llm"),
    "bank.core": ("Системы банка (антифрод, скоринг, CRM)", "system"),
    "bureau": ("Бюро кредитных историй", "system"),
    "registry": ("Государственные реестры", "system"),
    "docs": ("Хранилище документов", "system"),
    "portal": ("Учетный портал", "system"),
    "mail": ("Внешняя почта", "system"),
}
ROLE_TITLES = {
    "credit_officer": "Кредитный специалист",
    "portal_filer": "Специалист по отчетности",
}


def seed(get_model: Callable[[str, str], Any]) -> None:
    data_class = get_model("catalog", "DataClass")
    for item in DEFAULT_CLASSES:
        data_class.objects.get_or_create(
            code=item.code, defaults={"title": item.title_ru, "personal": item.personal}
        )
    destinations = _destinations(get_model, data_class)
    tools = _tools(get_model, destinations)
    _roles(get_model, tools)


def _destinations(get_model: Callable[[str, str], Any], data_class: Any) -> dict[str, Any]:
    destination = get_model("catalog", "Destination")
    found = {}
    for code, (title, kind) in DESTINATION_TITLES.items():
        row, created = destination.objects.get_or_create(
            code=code, defaults={"title": title, "kind": kind}
        )
        if created:
            row.allowed_classes.set(data_class.objects.filter(code__in=DEFAULT_ROUTES[code]))
        found[code] = row
    return found


def _tools(get_model: Callable[[str, str], Any], destinations: dict[str, Any]) -> list[Any]:
    tool = get_model("catalog", "Tool")
    rows = []
    for spec in load_registry().values():
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


def _roles(get_model: Callable[[str, str], Any], tools: list[Any]) -> None:
    role = get_model("catalog", "Role")
    for code, patterns in DEFAULT_ROLE_TOOLS.items():
        row, created = role.objects.get_or_create(
            code=code, defaults={"title": ROLE_TITLES.get(code, code)}
        )
        if created:
            row.tools.set([t for t in tools if any(fnmatchcase(t.name, p) for p in patterns)])
