"""Starting a run validates its inputs against the description; the run tree shows it all."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.core.management import CommandError, call_command
from rest_framework.test import APIClient

from catalog.models import Solution
from runs.masking import Masker
from runs.models import Run, RunStatus
from runs.services import run_drive, run_start

ROOT = Path(__file__).resolve().parents[2]
CREDIT = "credit-application-response"
SAMPLE = ROOT / "catalog" / "solutions" / CREDIT / "samples" / "clear-applicant.json"

pytestmark = pytest.mark.django_db


def _inputs() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


@pytest.fixture
def operator(installation):
    user = get_user_model().objects.create_user("operator", password="x")
    user.user_permissions.add(*Permission.objects.filter(codename__in=["add_run", "view_run"]))
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_the_api_rejects_a_bad_input_with_its_field_path_and_creates_no_run(operator) -> None:
    inputs = {**_inputs(), "passport": "12 34"}
    response = operator.post("/api/runs/", {"solution": CREDIT, "inputs": inputs}, format="json")
    assert response.status_code == 400
    assert "inputs/passport" in response.json()
    assert Run.objects.count() == 0


@pytest.mark.parametrize(
    ("where", "path"),
    [("value", "inputs/purpose"), ("key", "inputs/extra\x00")],
)
def test_the_api_rejects_a_nul_character_naming_where_and_creates_no_run(
    operator, where: str, path: str
) -> None:
    """Found by fuzzing: a NUL in a string input reached the database, which cannot store
    it, and the API answered 500."""
    inputs = _inputs()
    if where == "value":
        inputs["purpose"] = "ремонт\x00квартиры"
    else:
        inputs["extra\x00"] = 1
    response = operator.post("/api/runs/", {"solution": CREDIT, "inputs": inputs}, format="json")
    assert response.status_code == 400
    assert "NUL character" in response.json()[path][0]
    assert Run.objects.count() == 0


def test_the_api_rejects_an_unknown_solution(operator) -> None:
    response = operator.post("/api/runs/", {"solution": "nope", "inputs": {}}, format="json")
    assert response.status_code == 400
    assert "solution" in response.json()


def test_the_api_starts_a_run_and_returns_its_tree(operator, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        response = operator.post(
            "/api/runs/", {"solution": CREDIT, "inputs": _inputs()}, format="json"
        )
    assert response.status_code == 201
    run_id = response.json()["id"]
    run_drive(run_id=run_id)
    tree = operator.get(f"/api/runs/{run_id}/").json()
    assert tree["status"] == RunStatus.COMPLETED
    assert [s["id"] for s in tree["steps"]][:2] == ["screen", "screen-gate"]
    fraud = next(s for s in tree["steps"] if s["id"] == "fraud-check")
    assert fraud["attempts"][0]["passes"][0]["number"] == 1
    assert tree["totals"]["llm_calls"] >= 3 and tree["totals"]["tool_calls"] >= 3


def test_the_api_refuses_anonymous_and_unprivileged_users(installation) -> None:
    client = APIClient()
    assert client.post("/api/runs/", {}, format="json").status_code == 401
    nobody = get_user_model().objects.create_user("nobody")
    client.force_authenticate(nobody)
    assert (
        client.post("/api/runs/", {"solution": CREDIT, "inputs": {}}, format="json").status_code
        == 403
    )
    assert client.get("/api/runs/1/").status_code == 403


def test_start_run_exits_1_naming_the_field_and_creates_no_run(installation, tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**_inputs(), "amount": "много"}), encoding="utf-8")
    with pytest.raises(CommandError) as error:
        call_command("start_run", CREDIT, "--inputs", str(bad))
    assert error.value.returncode == 1
    assert "inputs/amount" in str(error.value)
    assert Run.objects.count() == 0


def test_start_run_prints_the_run_and_show_run_prints_its_tree(installation, capsys) -> None:
    call_command("start_run", CREDIT, "--inputs", str(SAMPLE))
    started = json.loads(capsys.readouterr().out)
    assert started["status"] == RunStatus.QUEUED
    run_drive(run_id=started["id"])
    call_command("show_run", str(started["id"]), "--json")
    tree = json.loads(capsys.readouterr().out)
    assert tree["id"] == started["id"] and tree["status"] == RunStatus.COMPLETED
    assert set(tree["totals"]) >= {"llm_calls", "llm_calls_lost", "tool_calls", "cost"}


def test_a_terminal_run_cannot_be_left(installation) -> None:
    from runs.services import run_finish

    run = run_start(solution=Solution.objects.get(slug=CREDIT), inputs=_inputs(), enqueue=False)
    run_finish(run_id=run.pk, status=RunStatus.TERMINATED, outcome="terminated")
    run_finish(run_id=run.pk, status=RunStatus.COMPLETED, outcome="completed")
    run.refresh_from_db()
    assert run.status == RunStatus.TERMINATED


def test_the_sweeper_requeues_a_run_whose_lease_expired(
    installation, monkeypatch, django_capture_on_commit_callbacks
) -> None:
    from django.utils import timezone

    from runs import services, tasks

    run = run_start(solution=Solution.objects.get(slug=CREDIT), inputs=_inputs(), enqueue=False)
    past = timezone.now() - timezone.timedelta(seconds=5)
    Run.objects.filter(pk=run.pk).update(
        status=RunStatus.RUNNING, lease_owner="dead:1", lease_expires_at=past
    )
    sent: list[int] = []
    monkeypatch.setattr(tasks.advance_run, "delay", sent.append)
    with django_capture_on_commit_callbacks(execute=True):
        assert services.runs_sweep() == 1
    assert sent == [run.pk]
    assert services.run_claim(run_id=run.pk, worker="alive:2")
    assert not services.run_claim(run_id=run.pk, worker="other:3")


def test_the_run_tree_shows_personal_values_only_to_a_reader_with_the_permission(
    operator, installation
) -> None:
    # The portal sample reads a director's passport out of a scanned document: the values the
    # privacy gate replaced on the way to the model are in the extraction step's output.
    portal = "portal-submission-from-document"
    path = ROOT / "catalog" / "solutions" / portal / "samples" / "director-passport.json"
    inputs = json.loads(path.read_text(encoding="utf-8"))
    run = run_start(solution=Solution.objects.get(slug=portal), inputs=inputs, sample="x")
    run_drive(run_id=run.pk)
    personal = Masker(run, clear=False).values
    reader = get_user_model().objects.create_user("reader")
    reader.user_permissions.add(
        *Permission.objects.filter(codename__in=["view_run", "view_personal_values"])
    )
    client = APIClient()
    client.force_authenticate(reader)
    clear = json.dumps(client.get(f"/api/runs/{run.pk}/").json(), ensure_ascii=False)
    shown = [(value, data_class) for value, data_class in personal if value in clear]
    assert shown, "the sample's tree holds no personal value: the test would prove nothing"

    masked = json.dumps(operator.get(f"/api/runs/{run.pk}/").json(), ensure_ascii=False)
    assert [value for value, _ in shown if value in masked] == []
    assert all(f"[{data_class}]" in masked for _, data_class in shown)
