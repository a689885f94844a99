"""«Версия 2 против версии 1»: a recorded run against its replay on the next version, on the
public record — one route diagram with both paths, and a table that passes the leak check."""

from __future__ import annotations

from typing import Any

import pytest
from django.core.management import call_command
from django.test import Client

from catalog.models import Solution
from runs.models import Run
from showcase import comparison as public_comparison_module
from showcase.comparison import COMPARISON_KEYS, export_public_comparison
from showcase.public import LeakError, record_leaks
from tests.runs.test_replay import (  # noqa: F401
    SLUG,
    _changed,
    _changed_folder,
    _record_samples,
    fresh_world,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def replayed(installation: Any, tmp_path: Any) -> tuple[Run, Run]:
    """Two recorded samples of version 1; version 2 changes the balance gate's condition, and
    its install replays both (runs.replay.regression_report)."""
    _record_samples("analyst-not-enough-days", "support-engineer-february")
    folder = _changed_folder(tmp_path, 'decision == "reject"', 'decision == "conflict"')
    call_command("install_solution", str(folder))
    original = Run.objects.get(recorded=True, sample="analyst-not-enough-days")
    return original, Run.objects.get(replay_of=original)


def test_the_install_keeps_its_replays_and_the_card_links_them(replayed: tuple[Run, Run]) -> None:
    original, replay = replayed
    assert replay.version.number == 2 and replay.sample == "analyst-not-enough-days"

    html = Client().get(f"/solutions/{SLUG}/").content.decode()

    assert f'href="/runs/{original.pk}/replays/{replay.pk}/"' in html
    assert "версия 2 против версии 1" in html
    assert Solution.objects.get(slug=SLUG).versions.count() == 2


def test_the_page_draws_both_paths_on_one_diagram(replayed: tuple[Run, Run]) -> None:
    original, replay = replayed

    response = Client().get(f"/runs/{original.pk}/replays/{replay.pk}/")

    assert response.status_code == 200
    html = response.content.decode()
    assert "Версия 2 против версии 1" in html
    assert html.count('<ol class="route">') == 1
    assert 'cmp-before" data-step="notify-refusal"' in html
    assert 'cmp-after" data-step="manager"' in html
    assert 'cmp-both" data-step="check"' in html
    assert 'cmp-none" data-step="order"' in html
    assert "только в версии 1" in html and "только в версии 2" in html  # the legend
    assert "есть различия" in html
    assert "ждет человека" in html and "задача выполнена" in html  # the two ends
    message = original.steps.get(step_id="check").output["verdict"]["message"]
    assert message[:30] not in html  # a verdict's value never leaves


def test_the_comparison_passes_the_leak_check_with_its_own_fields(
    replayed: tuple[Run, Run],
) -> None:
    original, replay = replayed
    comparison = export_public_comparison(original, replay)

    assert record_leaks(comparison, original, allowed=COMPARISON_KEYS) == []
    planted = {**comparison, "verdict": "approve"}
    assert any("verdict" in leak for leak in record_leaks(planted, replay, allowed=COMPARISON_KEYS))


def test_a_leaking_comparison_is_refused_on_the_page(
    replayed: tuple[Run, Run], monkeypatch: Any
) -> None:
    original, replay = replayed
    comparison = public_comparison_module.public_comparison(original, replay)
    name = original.inputs["employee_name"]
    comparison["steps"][0]["title"] = f"Проверка для {name}"
    monkeypatch.setattr(public_comparison_module, "public_comparison", lambda _a, _b: comparison)

    with pytest.raises(LeakError):
        export_public_comparison(original, replay)
    response = Client().get(f"/runs/{original.pk}/replays/{replay.pk}/")
    assert response.status_code == 409
    assert name not in response.content.decode()


def test_only_a_replay_of_that_recorded_run_is_shown(replayed: tuple[Run, Run]) -> None:
    original, replay = replayed
    other = Run.objects.exclude(pk=original.pk).get(recorded=True, version=original.version)

    assert Client().get(f"/runs/{other.pk}/replays/{replay.pk}/").status_code == 404
    assert Client().get(f"/runs/{replay.pk}/replays/{replay.pk}/").status_code == 404


def test_a_stopped_replay_is_compared_as_stopped(installation: Any, tmp_path: Any) -> None:
    [original] = _record_samples("analyst-not-enough-days")
    version = _changed(tmp_path, "prompts/check.md", "\n", "\nПроверь даты дважды.\n")
    replay = Run.objects.get(replay_of=original, version=version)
    assert replay.replay["verdict"] == "stopped"

    response = Client().get(f"/runs/{original.pk}/replays/{replay.pk}/")

    assert response.status_code == 200
    html = response.content.decode()
    assert "воспроизведение остановлено: запрос изменился" in html
    assert "Проверь даты дважды" not in html  # the changed instruction stays home
