"""GET /api/runs/<id>/compare/: a replay against its recorded run, or two runs of a solution;
who may, what it refuses, personal values masked without the permission; in the schema."""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from rest_framework.test import APIClient

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR
from runs.compare import compare_runs
from runs.replay import replay_run
from runs.services import run_start
from tests.runs.test_replay import _changed, _recorded, fresh_world  # noqa: F401
from tests.runs.test_replay_decisions import _retried_then_terminated

pytestmark = pytest.mark.django_db

PASSPORT = "8211 550129"  # the endless-chain applicant's, sent to the passport registry


def _client(*codenames: str) -> APIClient:
    user = get_user_model().objects.create_user("-".join(["api", *codenames]))
    user.user_permissions.add(*Permission.objects.filter(codename__in=codenames))
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_a_replay_is_compared_with_the_run_it_replays(installation: Any, tmp_path: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    version = _changed(tmp_path, "solution.yaml", 'decision == "reject"', 'decision == "conflict"')
    replay = replay_run(original=original, version=version)

    response = _client("view_run").get(f"/api/runs/{replay.pk}/compare/")

    assert response.status_code == 200, response.json()
    body = response.json()
    expected = compare_runs(original, replay)
    assert (body["a"]["run"], body["b"]["run"]) == (original.pk, replay.pk)
    assert body["b"]["replay_of"] == original.pk and body["b"]["version"] == version.number
    assert body["path"] == expected["path"]
    assert [s["step"] for s in body["steps"]] == [s["step"] for s in expected["steps"]]
    assert body["outcome"]["same"] is False and body["same"] is False
    assert body["outcome"]["a"] == expected["outcome"]["a"]
    assert body["calls"]["b"]["paid"] == 0
    assert body["calls"]["b"]["reapplied"] == expected["calls"]["b"]["llm_calls"]
    changed = [f for s in body["steps"] for f in s["fields"] if f["state"] != "same"]
    assert changed or any(s["presence"] != "both" for s in body["steps"])


def test_two_runs_of_one_solution_are_compared_with_with(installation: Any) -> None:
    a = _recorded("analyst-not-enough-days")
    b = _recorded("support-engineer-february")

    body = _client("view_run").get(f"/api/runs/{b.pk}/compare/?with={a.pk}").json()

    assert (body["a"]["run"], body["b"]["run"]) == (a.pk, b.pk)
    assert body["outcome"]["a"]["status"] == "completed"
    assert body["outcome"]["b"]["status"] == "waiting"
    assert body["calls"]["a"]["paid"] == body["calls"]["a"]["llm_calls"] > 0


def test_the_compare_api_refuses_what_it_cannot_compare(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    client = _client("view_run")
    url = f"/api/runs/{original.pk}/compare/"

    not_a_replay = client.get(url)
    assert not_a_replay.status_code == 400
    assert "не воспроизведение" in not_a_replay.json()["with"][0]
    for raw in ("x", "-1", "²", "1.5"):
        assert "целое число" in client.get(url, {"with": raw}).json()["with"][0], raw
    assert "нет" in client.get(url, {"with": "9" * 30}).json()["with"][0]
    assert "нет" in client.get(url + "?with=999999").json()["with"][0]
    assert "самим собой" in client.get(url + f"?with={original.pk}").json()["with"][0]
    credit = Solution.objects.get(slug="credit-application-response")
    sample = SOLUTIONS_DIR / credit.slug / "samples" / "endless-chain.json"
    inputs = json.loads(sample.read_text())
    other = run_start(solution=credit, inputs=inputs, enqueue=False)
    foreign = client.get(url + f"?with={other.pk}")
    assert foreign.status_code == 400 and "другому решению" in foreign.json()["with"][0]
    assert client.get("/api/runs/999999/compare/").status_code == 404


def test_the_compare_api_refuses_anonymous_and_the_wrong_role(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    replay = replay_run(original=original, version=original.version)
    url = f"/api/runs/{replay.pk}/compare/"

    assert APIClient().get(url).status_code in (401, 403)
    assert _client().get(url).status_code == 403
    assert _client("add_run").get(url).status_code == 403
    assert _client("view_run").get(url).status_code == 200


def test_personal_values_are_masked_without_the_permission(installation: Any) -> None:
    original = _retried_then_terminated()
    replay = replay_run(original=original, version=original.version)
    url = f"/api/runs/{replay.pk}/compare/"

    masked = _client("view_run").get(url).json()
    clear = _client("view_run", "view_personal_values").get(url).json()

    assert clear["masked"] is False and PASSPORT in json.dumps(clear, ensure_ascii=False)
    text = json.dumps(masked, ensure_ascii=False)
    assert masked["masked"] is True
    assert PASSPORT not in text and "[pd.passport]" in text
    assert [s["same"] for s in masked["steps"]] == [s["same"] for s in clear["steps"]]


def test_the_schema_documents_the_comparison(installation: Any) -> None:
    schema = APIClient().get("/api/schema/?format=json").json()
    operation = schema["paths"]["/api/runs/{run_id}/compare/"]["get"]
    assert {"200", "400", "404"} <= set(operation["responses"])
    assert [p["name"] for p in operation["parameters"] if p["in"] == "query"] == ["with"]
    body = operation["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    component = schema["components"]["schemas"][body.rsplit("/", 1)[1]]
    assert {"path", "steps", "outcome", "calls", "masked"} <= set(component["properties"])


def test_the_admin_comparison_masks_personal_values_the_same_way(installation: Any) -> None:
    from django.test import Client

    from tests.catalog.factories import UserFactory

    original = _retried_then_terminated()
    replay = replay_run(original=original, version=original.version)
    pages = {}
    for codenames in (["view_run"], ["view_run", "view_personal_values"]):
        user = UserFactory(username="-".join(["staff", *codenames]), is_staff=True)
        user.user_permissions.add(*Permission.objects.filter(codename__in=codenames))
        client = Client()
        client.force_login(user)
        page = client.get(f"/admin/runs/run/{replay.pk}/compare/")
        assert page.status_code == 200
        pages[len(codenames)] = page.content.decode()

    assert PASSPORT in pages[2] and "Персональные данные скрыты" not in pages[2]
    assert PASSPORT not in pages[1] and "[pd.passport]" in pages[1]
    assert "Персональные данные скрыты" in pages[1]
