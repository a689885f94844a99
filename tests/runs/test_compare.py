"""Compare two runs: path, branch taken, verdict fields, tool calls, outcome, calls and cost."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from runs.compare import aligned, compare_runs, flatten, verdict_fields
from runs.models import LLMCall
from runs.replay import replay_run
from tests.runs.test_replay import _changed, _recorded, fresh_world  # noqa: F401

pytestmark = pytest.mark.django_db


def _step(comparison: dict[str, Any], step_id: str) -> dict[str, Any]:
    return next(s for s in comparison["steps"] if s["step"] == step_id)


def test_a_replay_on_its_own_version_compares_the_same(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    replay = replay_run(original=original, version=original.version)

    comparison = compare_runs(original, replay)

    assert comparison["same"], [s for s in comparison["steps"] if not s["same"]]
    assert comparison["path"]["same"] and comparison["outcome"]["same"]
    assert {s["presence"] for s in comparison["steps"]} == {"both"}
    check = _step(comparison, "check")
    assert {f["field"] for f in check["fields"]} == {
        f"verdict.{name}" for name in ("decision", "conflicts", "message", "reason")
    }
    assert all(f["state"] == "same" for f in check["fields"])
    [write] = _step(comparison, "notify-refusal")["tools"]
    assert write["state"] == "same" and write["a"]["tool"] == "hrm.notify_employee"
    assert write["b"]["would_write"] and not write["a"]["would_write"]
    calls_a, calls_b = comparison["calls"]["a"], comparison["calls"]["b"]
    assert calls_a["llm_calls"] == calls_b["llm_calls"] > 0
    assert calls_a["paid"] == calls_a["llm_calls"] and calls_b["paid"] == 0
    assert calls_b["reapplied"] == calls_b["llm_calls"] and calls_b["cost"] == Decimal(0)
    assert calls_b["would_write"] == 1


def test_a_changed_branch_condition_shows_two_paths(installation: Any, tmp_path) -> None:
    original = _recorded("analyst-not-enough-days")
    version = _changed(tmp_path, "solution.yaml", 'decision == "reject"', 'decision == "conflict"')
    replay = replay_run(original=original, version=version)

    comparison = compare_runs(original, replay)

    assert not comparison["same"] and not comparison["path"]["same"]
    gate = _step(comparison, "balance-gate")
    assert (gate["branch_a"], gate["branch_b"]) == ("notify-refusal", "manager")
    assert not gate["same"]
    assert _step(comparison, "notify-refusal")["presence"] == "only_a"
    assert _step(comparison, "manager")["presence"] == "only_b"
    assert _step(comparison, "check")["same"]  # the verdict itself did not change
    ids = [s["step"] for s in comparison["steps"]]
    assert ids.index("balance-gate") < ids.index("notify-refusal") < ids.index("manager")
    assert comparison["outcome"]["a"]["status"] == "completed"
    assert comparison["outcome"]["b"] == {
        "status": "waiting",
        "step": "manager",
        "outcome": "manager-approval",
    }
    assert not comparison["outcome"]["same"]
    [write] = _step(comparison, "notify-refusal")["tools"]
    assert write["state"] == "only_a" and write["b"] is None


def test_verdicts_differ_field_by_field_between_two_samples(installation: Any) -> None:
    refused = _recorded("analyst-not-enough-days")
    approved = _recorded("support-engineer-february")

    comparison = compare_runs(refused, approved)

    fields = {f["field"]: f for f in _step(comparison, "check")["fields"]}
    assert fields["verdict.decision"]["state"] == "changed"
    assert (fields["verdict.decision"]["a"], fields["verdict.decision"]["b"]) == (
        "reject",
        "approve",
    )
    calendar_args = _step(comparison, "calendar")["tools"][0]
    assert calendar_args["a"]["tool"] == calendar_args["b"]["tool"] == "hrm.team_calendar"
    assert calendar_args["state"] == "changed"  # another team, other dates


def test_the_cost_of_each_run_is_summed_from_its_ledger(installation: Any) -> None:
    original = _recorded("analyst-not-enough-days")
    replay = replay_run(original=original, version=original.version)
    LLMCall.objects.filter(attempt__step_run__run=original).update(cost=Decimal("0.125"))

    calls = compare_runs(original, replay)["calls"]

    n = calls["a"]["llm_calls"]
    assert calls["a"]["cost"] == Decimal("0.125") * n and calls["b"]["cost"] == 0


def test_flatten_and_fields() -> None:
    assert flatten({"a": {"b": 1, "c": [1, 2]}, "d": "x"}) == {"a.b": 1, "a.c": [1, 2], "d": "x"}
    fields = verdict_fields({"x": 1, "y": {"k": 2}, "z": 0}, {"x": 1, "y": {"k": 3}, "w": 5})
    assert [(f["field"], f["state"]) for f in fields] == [
        ("x", "same"),
        ("y.k", "changed"),
        ("z", "only_a"),
        ("w", "only_b"),
    ]
    assert verdict_fields(None, {"x": 1}) == [{"field": "x", "state": "only_b", "a": None, "b": 1}]


def test_aligned_keeps_each_paths_order() -> None:
    a = ["s", "check", "gate", "refuse"]
    b = ["s", "check", "gate", "manager", "order"]
    assert aligned(a, b) == ["s", "check", "gate", "refuse", "manager", "order"]
    assert aligned(a, a) == a
