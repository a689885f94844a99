"""Replay: a recorded run re-executed on a version with the recorded answers."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from catalog.models import Solution
from catalog.services import SOLUTIONS_DIR, solution_install
from handoffs.models import ConfirmationRequest, HandoffTicket
from runs.models import CallStatus, LLMCall, Run, RunStatus
from runs.replay import replay_run
from runs.services import Resume, run_drive, run_resume, run_start
from svaya.stand.transport import default_model
from svaya.stand.world import WORLD

pytestmark = pytest.mark.django_db

SLUG = "vacation-request"


@pytest.fixture(autouse=True)
def fresh_world() -> Iterator[None]:
    WORLD.reset()
    yield
    WORLD.reset()


def _recorded(sample: str) -> Run:
    inputs = json.loads((SOLUTIONS_DIR / SLUG / "samples" / f"{sample}.json").read_text())
    run = run_start(solution=Solution.objects.get(slug=SLUG), inputs=inputs, enqueue=False)
    return run_drive(run_id=run.pk)


def _changed(tmp_path: Path, file: str, old: str, new: str, slug: str = SLUG) -> Any:
    folder = tmp_path / slug
    shutil.copytree(SOLUTIONS_DIR / slug, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")
    installed = solution_install(path=folder)
    assert installed.created, [str(p) for p in installed.report.problems]
    return installed.version


def test_a_replay_pays_for_no_call_and_sends_no_write(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    assert original.status == RunStatus.COMPLETED
    requests, effects = default_model().stats()["requests"], WORLD.stats()["effects"]

    replay = replay_run(original=original, version=original.version)

    assert replay.replay["verdict"] == "same_end", (
        replay.replay["end"],
        replay.replay["recorded_end"],
    )
    assert default_model().stats()["requests"] == requests
    assert WORLD.stats()["effects"] == effects
    assert [w["tool"] for w in replay.replay["would_write"]] == ["hrm.notify_employee"]
    assert replay.replay_of_id == original.pk
    calls = [c for s in replay.steps.all() for a in s.attempts.all() for c in a.llm_calls.all()]
    assert calls and all(c.cost is None and c.without_cost for c in calls)


def test_a_replay_that_waits_opens_nothing_in_a_queue(installation: Any) -> None:
    original = _recorded("support-engineer-february")
    tickets = ConfirmationRequest.objects.count() + HandoffTicket.objects.count()

    replay = replay_run(original=original, version=original.version)

    assert replay.replay["verdict"] == "same_end", (
        replay.replay["end"],
        replay.replay["recorded_end"],
    )
    assert replay.status == RunStatus.WAITING and replay.outcome == "manager-approval"
    assert ConfirmationRequest.objects.count() + HandoffTicket.objects.count() == tickets


def test_a_changed_prompt_stops_the_replay_at_that_step(installation: Any, tmp_path) -> None:
    original = _recorded("analyst-not-enough-days")
    version = _changed(tmp_path, "prompts/check.md", "\n", "\nПроверь даты дважды.\n")
    requests = default_model().stats()["requests"]

    replay = replay_run(original=original, version=version)

    assert replay.replay["verdict"] == "stopped"
    assert replay.replay["stopped"]["step"] == "check"
    assert "Проверь даты дважды." in replay.replay["stopped"]["diff"]
    assert replay.status == RunStatus.FAILED
    assert default_model().stats()["requests"] == requests
    calls = LLMCall.objects.filter(attempt__step_run__run=replay)
    assert not calls.filter(status=CallStatus.STARTED).exists()  # nothing left under way
    [unsent] = calls.filter(attempt__step_run__step_id="check")
    assert unsent.status == CallStatus.REFUSED and unsent.error_kind == "replay_stopped"
    # what a controller reads on the call and the run is Russian
    why = "запрос к модели, которого исходный прогон не отправлял"
    assert replay.replay["stopped"]["why"] == why
    assert unsent.error == f"воспроизведение остановлено: {why}"


def test_allow_calls_asks_the_model_where_the_request_changed(installation: Any, tmp_path) -> None:
    original = _recorded("analyst-not-enough-days")
    version = _changed(tmp_path, "prompts/check.md", "\n", "\nПроверь даты дважды.\n")
    requests = default_model().stats()["requests"]

    replay = replay_run(original=original, version=version, allow_calls=True)

    assert replay.replay["verdict"] != "stopped"
    assert replay.replay["calls_made"] >= 1
    assert default_model().stats()["requests"] == requests + replay.replay["calls_made"]


def test_a_changed_branch_condition_changes_the_end_of_the_samples_it_affects(
    installation: Any, tmp_path
) -> None:
    refused = _recorded("analyst-not-enough-days")
    approved = _recorded("support-engineer-february")
    version = _changed(tmp_path, "solution.yaml", 'decision == "reject"', 'decision == "conflict"')

    assert replay_run(original=refused, version=version).replay["verdict"] == "changed_end"
    assert replay_run(original=approved, version=version).replay["verdict"] == "same_end"


def test_the_command_prints_the_stop_and_its_diff(installation: Any, tmp_path, capsys) -> None:
    original = _recorded("analyst-not-enough-days")
    version = _changed(tmp_path, "prompts/check.md", "\n", "\nПроверь даты дважды.\n")

    call_command("replay_run", str(original.pk), "--on-version", str(version.number))

    out = capsys.readouterr().out
    assert "stopped at step check" in out and "+" in out and "Проверь даты дважды." in out


def _changed_folder(tmp_path: Path, old: str, new: str) -> Path:
    """A copy of the solution whose solution.yaml says `new` where it said `old`."""
    folder = tmp_path / SLUG
    shutil.copytree(SOLUTIONS_DIR / SLUG, folder)
    path = folder / "solution.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), "utf-8")
    return folder


def _record_samples(*names: str) -> list[Run]:
    runs = []
    for name in names:
        inputs = json.loads((SOLUTIONS_DIR / SLUG / "samples" / f"{name}.json").read_text())
        solution = Solution.objects.get(slug=SLUG)
        run = run_start(solution=solution, inputs=inputs, recorded=True, sample=name, enqueue=False)
        runs.append(run_drive(run_id=run.pk))
    return runs


def test_an_install_reports_a_changed_end_for_exactly_the_samples_it_affects(
    installation: Any, tmp_path, capsys
) -> None:
    _record_samples("analyst-not-enough-days", "support-engineer-february")
    folder = _changed_folder(tmp_path, 'decision == "reject"', 'decision == "conflict"')

    call_command("install_solution", str(folder))

    out = capsys.readouterr().out
    assert "analyst-not-enough-days" in out and "CHANGED END" in out
    assert "support-engineer-february" in out and "same end" in out
    version = Solution.objects.get(slug=SLUG).current_version
    verdicts = {s["sample"]: s["verdict"] for s in version.regression["samples"]}
    assert verdicts == {
        "analyst-not-enough-days": "changed_end",
        "support-engineer-february": "same_end",
    }
    assert not Run.objects.filter(replay_of__isnull=False, recorded=True).exists()


def test_strict_makes_a_changed_end_an_error(installation: Any, tmp_path) -> None:
    _record_samples("analyst-not-enough-days")
    folder = _changed_folder(tmp_path, 'decision == "reject"', 'decision == "conflict"')

    with pytest.raises(CommandError, match="analyst-not-enough-days"):
        call_command("install_solution", str(folder), "--strict")


def test_strict_accepts_a_version_that_keeps_every_end(installation: Any, tmp_path) -> None:
    _record_samples("analyst-not-enough-days")
    folder = tmp_path / SLUG
    shutil.copytree(SOLUTIONS_DIR / SLUG, folder)
    path = folder / "solution.yaml"
    path.write_text(path.read_text("utf-8").replace("title: Заявление", "title: Заявка"), "utf-8")

    call_command("install_solution", str(folder), "--strict")

    samples = Solution.objects.get(slug=SLUG).current_version.regression["samples"]
    assert [s["verdict"] for s in samples] == ["same_end"]


def test_a_live_run_stays_on_its_version_when_the_next_removes_its_step(
    installation: Any, tmp_path
) -> None:
    [run] = _record_samples("support-engineer-february")
    assert run.status == RunStatus.WAITING and run.current_step == "manager"
    v1 = run.version
    folder = tmp_path / SLUG
    shutil.copytree(SOLUTIONS_DIR / SLUG, folder)
    path = folder / "solution.yaml"
    text = path.read_text("utf-8")
    start = text.index("  - id: order\n")
    end = text.index("  - id: notify-refusal\n")
    path.write_text(text[:start] + text[end:], "utf-8")  # version 2 has no order step
    assert solution_install(path=folder).created
    assert Solution.objects.get(slug=SLUG).current_version.number == v1.number + 1

    output = {"approved": True, "payload": {}, "by": "test"}
    run_resume(run=run, resume=Resume("manager", output), actor=None)
    run = run_drive(run_id=run.pk)

    assert run.version_id == v1.pk
    assert run.status == RunStatus.COMPLETED and run.current_step == "order"
    assert run.steps.filter(step_id="order", status="completed").exists()


def test_strict_refuses_before_the_new_version_becomes_current(
    installation: Any, tmp_path, capsys
) -> None:
    _record_samples("analyst-not-enough-days", "support-engineer-february")
    folder = _changed_folder(tmp_path, 'decision == "reject"', 'decision == "conflict"')

    with pytest.raises(CommandError) as refused:
        call_command("install_solution", str(folder), "--strict")

    said = str(refused.value)
    assert "version 2 changes the end of recorded samples: analyst-not-enough-days" in said
    assert "support-engineer-february" not in said  # its end did not change
    assert "version 1 stays current" in said
    assert "NOT made current" in capsys.readouterr().out
    solution = Solution.objects.get(slug=SLUG)
    assert solution.current_version.number == 1
    held = solution.versions.get(number=2)
    assert held.regression["held_back"] is True
    inputs = json.loads((SOLUTIONS_DIR / SLUG / "samples" / "accountant-year-end.json").read_text())
    assert run_start(solution=solution, inputs=inputs, enqueue=False).version.number == 1

    replays = Run.objects.filter(replay_of__isnull=False).count()
    call_command("install_solution", str(folder))  # the change is intended after all

    solution.refresh_from_db()
    assert solution.current_version.number == 2 and solution.versions.count() == 2
    assert "held_back" not in solution.current_version.regression
    assert Run.objects.filter(replay_of__isnull=False).count() == replays  # not replayed again


def _approved(sample: str) -> Run:
    """A run whose confirmation a person approved (as record_runs does for the showcase)."""
    from django.contrib.auth import get_user_model

    from handoffs.services import confirmation_approve

    run = _recorded(sample)
    pending = ConfirmationRequest.objects.get(run=run)
    user, _ = get_user_model().objects.get_or_create(username="approver-anna")
    user.groups.add(pending.queue.group)
    confirmation_approve(request_id=pending.pk, user=user, reason="Проверено")
    return run_drive(run_id=run.pk)


def test_a_replay_reapplies_a_recorded_approval_of_the_same_content(installation: Any) -> None:
    original = _approved("support-engineer-february")
    assert original.status == RunStatus.COMPLETED and original.current_step == "order"
    items = ConfirmationRequest.objects.count()
    effects = WORLD.stats()["effects"]

    replay = replay_run(original=original, version=original.version)

    assert replay.replay["verdict"] == "same_end", replay.replay["end"]
    assert replay.replay["decisions"] == [
        {"step": "manager", "point": "manager-approval", "decision": "approve"}
    ]
    assert [w["tool"] for w in replay.replay["would_write"]] == ["hrm.vacation_order"]
    assert ConfirmationRequest.objects.count() == items  # nobody was asked again
    assert WORLD.stats()["effects"] == effects


def test_changed_content_to_confirm_stops_the_replay_there(installation: Any, tmp_path) -> None:
    original = _approved("support-engineer-february")
    version = _changed(
        tmp_path, "solution.yaml", "      days: 'inputs.days'\n", "      days: 'inputs.days * 2'\n"
    )

    replay = replay_run(original=original, version=version)

    assert replay.replay["verdict"] == "stopped"
    assert replay.replay["stopped"]["step"] == "manager"
    assert "просят подтвердить" in replay.replay["stopped"]["why"]
    assert '"days"' in replay.replay["stopped"]["diff"]
