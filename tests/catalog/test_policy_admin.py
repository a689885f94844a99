"""Policies in admin: who may change them, and the journal of every change."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Permission

from catalog.models import DataClass, Destination, Role
from catalog.services import SOLUTIONS_DIR, install_context
from journal.models import JournalLine
from svaya.install import check_path
from tests.catalog.conftest import client_for
from tests.catalog.factories import UserFactory

pytestmark = pytest.mark.django_db

CHANGE = "/admin/catalog/{model}/{pk}/change/"


def _llm() -> Destination:
    return Destination.objects.get(code="llm.provider")


def _route(destination: Destination) -> set[str]:
    return set(destination.allowed_classes.values_list("code", flat=True))


def _post_route(client: Any, destination: Destination, codes: set[str]) -> Any:
    pks = list(DataClass.objects.filter(code__in=codes).values_list("pk", flat=True))
    return client.post(
        CHANGE.format(model="destination", pk=destination.pk),
        {"title": destination.title, "kind": destination.kind, "allowed_classes": pks},
    )


def _policy_lines(kind: str) -> list[JournalLine]:
    return list(JournalLine.objects.filter(kind=kind).order_by("id"))


def test_the_administrator_changes_a_destinations_allowed_classes_and_the_journal_records_it(
    administrator: Any,
) -> None:
    llm = _llm()
    client = client_for(administrator)
    page = client.get(CHANGE.format(model="destination", pk=llm.pk))
    assert page.status_code == 200
    assert 'name="allowed_classes"' in page.content.decode()

    response = _post_route(client, llm, {"public", "commercial.secret"})

    assert response.status_code == 302, response.content.decode()[:2000]
    assert _route(llm) == {"public", "commercial.secret"}
    [line] = _policy_lines("policy.changed")
    assert line.actor == administrator
    assert line.run_id is None
    assert line.at is not None
    assert line.data["model"] == "destination"
    assert line.data["code"] == "llm.provider"
    assert line.data["before"]["allowed_classes"] == ["bank.secret", "commercial.secret", "public"]
    assert line.data["after"]["allowed_classes"] == ["commercial.secret", "public"]


def test_the_destination_page_shows_who_changed_its_route(administrator: Any) -> None:
    client = client_for(administrator)
    _post_route(client, _llm(), {"public"})

    page = client.get(CHANGE.format(model="destination", pk=_llm().pk)).content.decode()

    assert "admin-anna" in page
    assert "−bank.secret" in page


def test_a_save_that_changes_nothing_writes_no_journal_line(administrator: Any) -> None:
    llm = _llm()
    response = _post_route(client_for(administrator), llm, _route(llm))

    assert response.status_code == 302
    assert _policy_lines("policy.changed") == []


def test_the_administrator_changes_a_roles_tool_rights_and_the_journal_records_it(
    administrator: Any,
) -> None:
    role = Role.objects.get(code="credit_officer")
    kept = list(role.tools.exclude(name="bank.linked_account"))
    response = client_for(administrator).post(
        CHANGE.format(model="role", pk=role.pk),
        {"title": role.title, "tools": [t.pk for t in kept]},
    )

    assert response.status_code == 302
    assert not role.tools.filter(name="bank.linked_account").exists()
    [line] = _policy_lines("policy.changed")
    assert line.data["model"] == "role"
    assert "bank.linked_account" in line.data["before"]["tools"]
    assert "bank.linked_account" not in line.data["after"]["tools"]
    assert line.actor == administrator


def test_the_administrator_adds_a_data_class_and_the_journal_records_it(
    administrator: Any,
) -> None:
    response = client_for(administrator).post(
        "/admin/catalog/dataclass/add/",
        {"code": "pd.driver_license", "title": "Водительское удостоверение", "personal": "on"},
    )

    assert response.status_code == 302
    assert DataClass.objects.get(code="pd.driver_license").personal
    [line] = _policy_lines("policy.added")
    assert line.data["before"] is None
    assert line.data["after"]["code"] == "pd.driver_license"


def test_a_data_class_whose_personal_flag_contradicts_its_code_is_refused(
    administrator: Any,
) -> None:
    response = client_for(administrator).post(
        "/admin/catalog/dataclass/add/",
        {"code": "client.phone", "title": "Телефон", "personal": "on"},
    )

    assert response.status_code == 200
    assert "ровно классы pd.*" in response.content.decode()
    assert not DataClass.objects.filter(code="client.phone").exists()
    assert _policy_lines("policy.added") == []


def test_a_policy_code_is_fixed_once_the_policy_exists(administrator: Any) -> None:
    llm = _llm()
    client_for(administrator).post(
        CHANGE.format(model="destination", pk=llm.pk),
        {"code": "renamed", "title": llm.title, "kind": llm.kind, "allowed_classes": []},
    )

    assert Destination.objects.filter(code="llm.provider").exists()
    assert not Destination.objects.filter(code="renamed").exists()


def test_the_administrator_deletes_a_data_class_and_the_journal_keeps_what_it_was(
    administrator: Any,
) -> None:
    secret = DataClass.objects.get(code="commercial.secret")
    response = client_for(administrator).post(
        f"/admin/catalog/dataclass/{secret.pk}/delete/", {"post": "yes"}
    )

    assert response.status_code == 302
    assert not DataClass.objects.filter(code="commercial.secret").exists()
    [line] = _policy_lines("policy.deleted")
    assert line.data["code"] == "commercial.secret"
    assert line.data["after"] is None
    assert "llm.provider" in line.data["before"]["destinations"]
    assert line.actor == administrator


def test_the_bulk_delete_action_journals_every_deleted_policy(administrator: Any) -> None:
    codes = ["pd.snils", "pd.card"]
    pks = list(DataClass.objects.filter(code__in=codes).values_list("pk", flat=True))
    response = client_for(administrator).post(
        "/admin/catalog/dataclass/",
        {"action": "delete_selected", "_selected_action": pks, "post": "yes"},
    )

    assert response.status_code == 302
    assert not DataClass.objects.filter(code__in=codes).exists()
    assert sorted(line.data["code"] for line in _policy_lines("policy.deleted")) == sorted(codes)


def test_a_controller_sees_a_destination_read_only(controller: Any) -> None:
    llm = _llm()
    page = client_for(controller).get(CHANGE.format(model="destination", pk=llm.pk))

    assert page.status_code == 200
    html = page.content.decode()
    assert 'name="allowed_classes"' not in html
    assert 'name="_save"' not in html
    assert "bank.secret" in html


def test_a_controller_gets_403_on_posting_the_change_form_and_nothing_changes(
    controller: Any,
) -> None:
    llm = _llm()
    before = _route(llm)

    response = _post_route(client_for(controller), llm, {"public"})

    assert response.status_code == 403
    assert _route(llm) == before
    assert not JournalLine.objects.filter(kind__startswith="policy.").exists()


@pytest.mark.parametrize(
    "url",
    [
        "/admin/catalog/destination/add/",
        "/admin/catalog/dataclass/add/",
        "/admin/catalog/role/add/",
    ],
)
def test_a_controller_gets_403_on_the_add_forms(controller: Any, url: str) -> None:
    assert client_for(controller).get(url).status_code == 403
    assert client_for(controller).post(url, {"code": "x", "title": "x"}).status_code == 403


def test_a_controller_gets_403_on_deleting_a_policy(controller: Any) -> None:
    role = Role.objects.get(code="credit_officer")
    client = client_for(controller)

    assert client.get(f"/admin/catalog/role/{role.pk}/delete/").status_code == 403
    assert client.post(f"/admin/catalog/role/{role.pk}/delete/", {"post": "yes"}).status_code == 403
    assert Role.objects.filter(code="credit_officer").exists()


def test_a_staff_user_with_the_django_change_permission_outside_the_group_cannot_change(
    db: Any,
) -> None:
    user = UserFactory(username="staff-sergey", is_staff=True)
    user.user_permissions.add(
        *Permission.objects.filter(codename__in=["view_destination", "change_destination"])
    )
    llm = _llm()

    assert _post_route(client_for(user), llm, {"public"}).status_code == 403
    assert "bank.secret" in _route(llm)


@pytest.mark.parametrize(
    "url",
    [
        "/admin/catalog/destination/",
        "/admin/catalog/destination/1/change/",
        "/admin/catalog/dataclass/add/",
        "/admin/runs/run/",
        "/admin/journal/journalline/",
    ],
)
def test_an_outsider_is_redirected_to_login(outsider: Any, url: str) -> None:
    response = client_for(outsider).get(url)

    assert response.status_code == 302
    assert response["Location"].startswith("/admin/login/")


def test_a_superuser_changes_policies_without_being_in_the_group(superuser: Any) -> None:
    llm = _llm()
    assert _post_route(client_for(superuser), llm, {"public"}).status_code == 302
    assert _route(llm) == {"public"}
    assert _policy_lines("policy.changed")[0].actor == superuser


def test_the_install_check_sees_a_changed_policy(administrator: Any, installed: Any) -> None:
    credit = SOLUTIONS_DIR / "credit-application-response"
    assert check_path(credit, context=install_context()).ok

    llm = _llm()
    _post_route(client_for(administrator), llm, _route(llm) - {"bank.secret"})
    report = check_path(credit, context=install_context())

    assert not report.ok
    assert "data-route" in report.rules()
    refused = [p for p in report.errors if p.rule == "data-route"]
    assert any("bank.secret" in str(p) and "llm.provider" in str(p) for p in refused)


def test_the_install_check_sees_a_withdrawn_tool_right(administrator: Any, installed: Any) -> None:
    role = Role.objects.get(code="credit_officer")
    kept = list(role.tools.exclude(name="bank.fraud_check"))
    client_for(administrator).post(
        CHANGE.format(model="role", pk=role.pk),
        {"title": role.title, "tools": [t.pk for t in kept]},
    )

    report = check_path(SOLUTIONS_DIR / "credit-application-response", context=install_context())

    assert "tool-right" in report.rules()


def test_a_controller_sees_the_policies_index_without_add_links(controller: Any) -> None:
    page = client_for(controller).get("/admin/catalog/").content.decode()

    assert "/admin/catalog/destination/" in page
    assert "/admin/catalog/tool/" in page
    assert "/admin/catalog/destination/add/" not in page


def test_an_administrator_sees_add_links_for_policies_but_not_for_tools(
    administrator: Any,
) -> None:
    page = client_for(administrator).get("/admin/catalog/").content.decode()

    assert "/admin/catalog/destination/add/" in page
    assert "/admin/catalog/tool/add/" not in page


def test_adding_a_personal_class_to_the_model_providers_route_warns_in_russian(
    administrator: Any,
) -> None:
    llm = _llm()
    client = client_for(administrator)

    response = _post_route(client, llm, _route(llm) | {"pd.passport"})

    assert response.status_code == 302
    shown = [str(m) for m in client.get(response.url).context["messages"]]
    [warning] = [m for m in shown if m.startswith("Внимание")]
    assert "«llm.provider»" in warning and "pd.passport" in warning
    assert "разрешает передавать эти данные провайдеру модели" in warning
    assert "pd.passport" in _route(llm)  # a warning, not a refusal: the change is saved
    [line] = _policy_lines("policy.changed")  # and journaled like any other
    assert "pd.passport" in line.data["after"]["allowed_classes"]


def test_no_warning_for_a_personal_class_on_a_customer_system(administrator: Any) -> None:
    core = Destination.objects.get(code="bank.core")
    client = client_for(administrator)

    response = _post_route(client, core, _route(core) | {"pd.passport"})

    shown = [str(m) for m in client.get(response.url).context["messages"]]
    assert not [m for m in shown if m.startswith("Внимание")]


def test_no_warning_when_the_model_route_changes_without_a_new_personal_class(
    administrator: Any,
) -> None:
    llm = _llm()
    client = client_for(administrator)

    response = _post_route(client, llm, _route(llm) - {"bank.secret"})

    shown = [str(m) for m in client.get(response.url).context["messages"]]
    assert not [m for m in shown if m.startswith("Внимание")]
