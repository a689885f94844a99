"""The policy services: administrators only, and the change and its journal line commit together."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.exceptions import PermissionDenied

from catalog import policies
from catalog.models import DataClass, Destination, Role, Tool
from catalog.policies import (
    ADMINISTRATORS,
    administrators_group,
    destination_route_set,
    is_administrator,
    policy_diff,
    role_rights_set,
)
from journal.models import JournalLine

pytestmark = pytest.mark.django_db


def _bureau() -> Destination:
    return Destination.objects.get(code="bureau")


def _codes(destination: Destination) -> set[str]:
    return set(destination.allowed_classes.values_list("code", flat=True))


def test_the_administrators_group_is_created_once_and_carries_the_policy_permissions(
    db: Any,
) -> None:
    first, second = administrators_group(), administrators_group()

    assert first.pk == second.pk
    assert first.name == ADMINISTRATORS
    codenames = set(first.permissions.values_list("codename", flat=True))
    assert {"change_destination", "change_role", "delete_dataclass", "view_run"} <= codenames
    assert "change_tool" not in codenames
    assert "change_solutionversion" not in codenames


def test_only_superusers_and_group_members_are_administrators(
    administrator: Any, controller: Any, outsider: Any, superuser: Any
) -> None:
    assert is_administrator(administrator)
    assert is_administrator(superuser)
    assert not is_administrator(controller)
    assert not is_administrator(outsider)


def test_a_deactivated_administrator_is_no_longer_one(administrator: Any) -> None:
    administrator.is_active = False
    administrator.save(update_fields=["is_active"])

    assert not is_administrator(administrator)


def test_the_route_service_journals_who_and_what(administrator: Any) -> None:
    bureau = _bureau()
    keep = DataClass.objects.filter(code__in=["public", "pd.name"])

    line = destination_route_set(destination=bureau, classes=keep, actor=administrator)

    assert line is not None
    assert _codes(bureau) == {"public", "pd.name"}
    assert line.kind == "policy.changed"
    assert line.actor == administrator
    assert policy_diff(line.data["before"], line.data["after"]) == [
        "разрешенные классы: −pd.birthdate −pd.passport"
    ]


def test_the_policy_services_refuse_a_controller_and_change_nothing(controller: Any) -> None:
    bureau = _bureau()
    before = _codes(bureau)
    role = Role.objects.get(code="portal_filer")

    with pytest.raises(PermissionDenied):
        destination_route_set(destination=bureau, classes=[], actor=controller)
    with pytest.raises(PermissionDenied):
        role_rights_set(role=role, tools=Tool.objects.all(), actor=controller)

    assert _codes(bureau) == before
    assert role.tools.count() < Tool.objects.count()
    assert not JournalLine.objects.filter(kind__startswith="policy.").exists()


def test_a_change_whose_journal_line_fails_is_rolled_back(
    administrator: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    bureau = _bureau()
    before = _codes(bureau)

    def broken(**kwargs: Any) -> Any:
        raise RuntimeError("journal unavailable")

    monkeypatch.setattr(policies, "journal_line", broken)
    with pytest.raises(RuntimeError):
        destination_route_set(destination=bureau, classes=[], actor=administrator)

    assert _codes(bureau) == before


def test_the_rights_service_journals_the_new_tools(administrator: Any) -> None:
    role = Role.objects.get(code="portal_filer")
    extra = Tool.objects.get(name="bureau.credit_history")

    line = role_rights_set(role=role, tools=[*role.tools.all(), extra], actor=administrator)

    assert line is not None
    assert "bureau.credit_history" in line.data["after"]["tools"]
    assert "bureau.credit_history" not in line.data["before"]["tools"]
