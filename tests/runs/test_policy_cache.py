"""Workers cache the policy per revision; every kind of policy change moves the revision."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext

from catalog.models import DataClass, Destination, PolicyRevision, Role, Tool
from catalog.policies import destination_route_set, role_rights_set
from runs.wiring import policy_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin(installation):
    return get_user_model().objects.create_superuser("root", "root@example.org", "pw")


def _role() -> Role:
    return Role.objects.get(code="credit_officer")


def test_an_unchanged_policy_costs_one_query(admin) -> None:
    role_id = _role().pk
    first = policy_for(role_id)
    with CaptureQueriesContext(connection) as queries:
        again = policy_for(role_id)
    assert again is first
    assert len(queries) == 1


def test_revoked_rights_apply_at_the_next_read(admin) -> None:
    role = _role()
    assert "bureau.credit_history" in policy_for(role.pk).role_tools
    kept = role.tools.exclude(name="bureau.credit_history")
    role_rights_set(role=role, tools=list(kept), actor=admin)
    assert "bureau.credit_history" not in policy_for(role.pk).role_tools


def test_a_narrowed_route_applies_at_the_next_read(admin) -> None:
    route = policy_for(_role().pk).routes["bureau"]
    assert "pd.passport" in route
    destination = Destination.objects.get(code="bureau")
    narrower = destination.allowed_classes.exclude(code="pd.passport")
    destination_route_set(destination=destination, classes=list(narrower), actor=admin)
    assert "pd.passport" not in policy_for(_role().pk).routes["bureau"]


@pytest.mark.parametrize("change", ["tool", "data_class", "destination", "role"])
def test_every_policy_row_change_moves_the_revision(admin, change) -> None:
    before = PolicyRevision.objects.get(pk=1).number
    row = {
        "tool": Tool.objects.first,
        "data_class": DataClass.objects.first,
        "destination": Destination.objects.first,
        "role": Role.objects.first,
    }[change]()
    row.title = row.title + " (изм.)"
    row.save()
    assert PolicyRevision.objects.get(pk=1).number == before + 1


def test_a_lost_revision_row_is_recreated_away_from_old_numbers(admin) -> None:
    policy_for(_role().pk)
    PolicyRevision.objects.all().delete()
    Tool.objects.first().save()
    assert PolicyRevision.objects.get(pk=1).number > 1000
