"""Replays in admin: the comparison on a replay's page, and «Воспроизвести на версии…»."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.auth.models import Permission
from django.test import Client

from runs.models import Run
from runs.replay import replay_run
from svaya.stand.transport import default_model
from svaya.stand.world import WORLD
from tests.catalog.factories import UserFactory
from tests.runs.test_replay import _changed, _recorded, fresh_world  # noqa: F401

pytestmark = pytest.mark.django_db


def _client(*codenames: str) -> Client:
    user = UserFactory(username="-".join(["staff", *codenames]), is_staff=True)
    for codename in codenames:
        user.user_permissions.add(Permission.objects.get(codename=codename))
    client = Client()
    client.force_login(user)
    return client


def test_a_replays_page_links_its_comparison_which_shows_both_paths(
    installation: Any, tmp_path
) -> None:
    original = _recorded("analyst-not-enough-days")
    version = _changed(tmp_path, "solution.yaml", 'decision == "reject"', 'decision == "conflict"')
    replay = replay_run(original=original, version=version)
    client = _client("view_run")

    page = client.get(f"/admin/runs/run/{replay.pk}/change/").content.decode()
    assert f"/admin/runs/run/{replay.pk}/compare/" in page
    assert "сравнение с исходным прогоном" in page and "конец изменился" in page

    listed = client.get("/admin/runs/run/").content.decode()
    assert f"↺ прогона №{original.pk}" in listed  # a replay is never taken for real work

    response = client.get(f"/admin/runs/run/{replay.pk}/compare/")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'class="presence-only_a cmp-changed" data-step="notify-refusal"' in html
    assert 'class="presence-only_b cmp-changed" data-step="manager"' in html
    assert "→ «notify-refusal»" in html and "→ «manager»" in html
    assert "ждет человека на шаге «manager» в точке «manager-approval»" in html
    assert "завершен" in html and "задача выполнена" in html  # the original's end, in words
    assert "hrm.notify_employee" in html  # the tool only the original called
    assert "0\u00a0₽" in html


def test_the_comparison_is_for_who_may_view_all_runs(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    replay = replay_run(original=original, version=original.version)
    url = f"/admin/runs/run/{replay.pk}/compare/"

    assert _client().get(url).status_code == 403
    assert Client().get(url).status_code == 302  # to the login page
    assert _client("view_run").get(f"/admin/runs/run/{original.pk}/compare/").status_code == 404


def test_the_run_page_offers_a_replay_only_to_who_may_replay(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    url = f"/admin/runs/run/{original.pk}/replay/"

    may = _client("view_run", "add_run").get(f"/admin/runs/run/{original.pk}/change/")
    assert url in may.content.decode()
    page = _client("view_run").get(f"/admin/runs/run/{original.pk}/change/").content.decode()
    assert url not in page
    assert _client("view_run").post(url, {"on_version": "1"}).status_code == 403
    assert not Run.objects.filter(replay_of=original).exists()


def test_the_replay_button_replays_and_shows_the_comparison(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    requests = default_model().stats()["requests"]
    client = _client("view_run", "add_run")

    response = client.post(f"/admin/runs/run/{original.pk}/replay/", {"on_version": ""})

    replay = Run.objects.get(replay_of=original)
    assert response.status_code == 302
    assert response["Location"] == f"/admin/runs/run/{replay.pk}/compare/"
    assert replay.replay["verdict"] == "same_end"
    assert default_model().stats()["requests"] == requests


def test_the_replay_form_refuses_an_unknown_version(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    client = _client("view_run", "add_run")

    response = client.post(f"/admin/runs/run/{original.pk}/replay/", {"on_version": "7"})

    assert response.status_code == 200
    html = response.content.decode()
    assert "нет версии 7 (установлены: 1)" in html
    assert not Run.objects.filter(replay_of=original).exists()


def test_the_list_action_replays_the_selected_runs(installation: Any) -> None:
    runs = [_recorded("analyst-not-enough-days"), _recorded("support-engineer-february")]
    effects = WORLD.stats()["effects"]
    client = _client("view_run", "add_run")
    selected = {"action": "replay_selected", "_selected_action": [r.pk for r in runs]}

    form = client.post("/admin/runs/run/", selected)
    assert form.status_code == 200 and "Номер версии" in form.content.decode()
    done = client.post("/admin/runs/run/", {**selected, "apply": "1", "on_version": "1"})

    assert done.status_code == 302
    assert {r.replay_of_id for r in Run.objects.filter(replay_of__isnull=False)} == {
        r.pk for r in runs
    }
    assert WORLD.stats()["effects"] == effects


def test_the_list_action_is_not_offered_without_the_right_to_start_runs(installation: Any) -> None:
    run = _recorded("analyst-not-enough-days")
    client = _client("view_run")

    assert "replay_selected" not in client.get("/admin/runs/run/").content.decode()
    selected = {"action": "replay_selected", "_selected_action": [run.pk], "apply": "1"}
    client.post("/admin/runs/run/", {**selected, "on_version": "1"})
    assert not Run.objects.filter(replay_of=run).exists()
