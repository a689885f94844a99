"""Workers cache the policy per revision token; every kind of policy change moves it."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.db import connection, transaction
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


def _token() -> str:
    return PolicyRevision.objects.get(pk=1).token


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
def test_every_policy_row_change_moves_the_token(admin, change) -> None:
    before = _token()
    row = {
        "tool": Tool.objects.first,
        "data_class": DataClass.objects.first,
        "destination": Destination.objects.first,
        "role": Role.objects.first,
    }[change]()
    row.title = row.title + " (изм.)"
    row.save()
    assert _token() not in {before, ""}


def test_a_change_that_bypasses_the_orm_moves_the_token_too(admin) -> None:
    """Queryset updates, bulk deletes of rights and raw SQL send no signals: the trigger
    still sees them."""
    role = _role()
    assert "bureau.credit_history" in policy_for(role.pk).role_tools
    before = _token()
    Role.tools.through.objects.filter(role=role, tool__name="bureau.credit_history").delete()
    assert _token() != before
    assert "bureau.credit_history" not in policy_for(role.pk).role_tools
    before = _token()
    with connection.cursor() as cursor:
        # A row is touched: SQLite's triggers fire per row (Postgres's per statement).
        cursor.execute(
            "UPDATE catalog_tool SET timeout_s = timeout_s WHERE name = 'bureau.credit_history'"
        )
    assert _token() != before


def test_a_rolled_back_change_leaves_no_stale_policy(admin) -> None:
    """Cached under the token of a change that was rolled back, a policy is never served
    again: the next change from the same state gets a token of its own."""
    role = _role()
    policy_for(role.pk)
    with pytest.raises(RuntimeError), transaction.atomic():
        role.tools.remove(Tool.objects.get(name="bureau.credit_history"))
        assert "bureau.credit_history" not in policy_for(role.pk).role_tools
        raise RuntimeError("rolled back")
    assert "bureau.credit_history" in policy_for(role.pk).role_tools
    destination = Destination.objects.get(code="bureau")
    destination.allowed_classes.remove(DataClass.objects.get(code="pd.passport"))
    policy = policy_for(role.pk)
    assert "bureau.credit_history" in policy.role_tools
    assert "pd.passport" not in policy.routes["bureau"]
