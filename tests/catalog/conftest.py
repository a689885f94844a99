"""Personas for the policy admin: an administrator, a controller, an outsider, a superuser."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client

from catalog.policies import administrators_group
from handoffs.services import queue_for
from tests.catalog.factories import UserFactory
from tests.installed import catalog_installed

# What a controller may look at: the policies, the catalog, runs and the journal.
CONTROLLER_VIEWS = (
    "view_dataclass",
    "view_destination",
    "view_role",
    "view_tool",
    "view_solution",
    "view_solutionversion",
    "view_run",
    "view_journalline",
)


@pytest.fixture
def administrator(db: Any) -> Any:
    user = UserFactory(username="admin-anna", is_staff=True)
    user.groups.add(administrators_group())
    return user


@pytest.fixture
def controller(db: Any) -> Any:
    user = UserFactory(username="controller-kirill", is_staff=True)
    user.groups.add(queue_for(code="fraud-controllers", title="Ручная проверка").group)
    user.user_permissions.add(*Permission.objects.filter(codename__in=CONTROLLER_VIEWS))
    return user


@pytest.fixture
def outsider(db: Any) -> Any:
    return UserFactory(username="outsider-olga")


@pytest.fixture
def superuser(db: Any) -> Any:
    return UserFactory(username="root-roman", is_staff=True, is_superuser=True)


def client_for(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def installed(db: Any) -> list[Any]:
    """The catalog's solutions installed under the seeded default policies."""
    results = catalog_installed()
    assert all(r.report.ok for r in results), [str(p) for r in results for p in r.report.errors]
    return results
