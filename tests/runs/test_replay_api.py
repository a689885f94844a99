"""POST /api/runs/<id>/replay/: who may, what it refuses, what it answers; in the schema."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from rest_framework.test import APIClient

from catalog.models import Solution
from runs.models import Run
from runs.replay import replay_run
from svaya.stand.transport import default_model
from tests.runs.test_replay import _recorded, fresh_world  # noqa: F401

pytestmark = pytest.mark.django_db


def _client(*codenames: str) -> APIClient:
    user = get_user_model().objects.create_user("-".join(["api", *codenames]))
    user.user_permissions.add(*Permission.objects.filter(codename__in=codenames))
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_the_api_replays_a_run_paying_for_no_call(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    requests = default_model().stats()["requests"]

    response = _client("add_run", "view_run").post(
        f"/api/runs/{original.pk}/replay/", {"on_version": 1}, format="json"
    )

    assert response.status_code == 201, response.json()
    body = response.json()
    replay = Run.objects.get(replay_of=original)
    assert body["id"] == replay.pk and body["replay_of"] == original.pk
    assert body["version"] == 1 and body["verdict"] == "same_end"
    assert [w["tool"] for w in body["summary"]["would_write"]] == ["hrm.notify_employee"]
    assert default_model().stats()["requests"] == requests


def test_the_api_refuses_an_unknown_version_and_a_replay(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    client = _client("add_run", "view_run")

    unknown = client.post(f"/api/runs/{original.pk}/replay/", {"on_version": 9}, format="json")
    assert unknown.status_code == 400
    assert "нет версии 9" in unknown.json()["on_version"][0]
    replay = replay_run(original=original, version=original.version)
    again = client.post(f"/api/runs/{replay.pk}/replay/", {}, format="json")
    assert again.status_code == 400 and "run" in again.json()
    assert client.post("/api/runs/999999/replay/", {}, format="json").status_code == 404
    Run.objects.filter(pk=original.pk).update(status="running")
    running = client.post(f"/api/runs/{original.pk}/replay/", {}, format="json")
    assert running.status_code == 400 and "еще выполняется" in running.json()["run"][0]
    Run.objects.filter(pk=original.pk).update(status="completed")
    bad = client.post(f"/api/runs/{original.pk}/replay/", {"on_version": "x"}, format="json")
    assert bad.status_code == 400 and "on_version" in bad.json()
    assert Run.objects.filter(replay_of__isnull=False).count() == 1


def test_a_version_of_another_solution_is_refused(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    other = Solution.objects.get(slug="credit-application-response").current_version
    with pytest.raises(Exception, match="другому решению"):
        replay_run(original=original, version=other)
    assert not Run.objects.filter(replay_of=original).exists()


def test_the_api_refuses_anonymous_and_the_wrong_role(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    url = f"/api/runs/{original.pk}/replay/"

    assert APIClient().post(url, {}, format="json").status_code == 401
    assert _client().post(url, {}, format="json").status_code == 403
    assert _client("view_run").post(url, {}, format="json").status_code == 403
    assert _client("add_run").post(url, {}, format="json").status_code == 403
    assert not Run.objects.filter(replay_of=original).exists()


def test_the_schema_documents_the_replay(installation: Any) -> None:
    schema = APIClient().get("/api/schema/?format=json").json()
    operation = schema["paths"]["/api/runs/{run_id}/replay/"]["post"]
    assert {"201", "400", "404"} <= set(operation["responses"])
    body = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    component = schema["components"]["schemas"][body.rsplit("/", 1)[1]]
    assert {"on_version", "allow_calls"} <= set(component["properties"])
