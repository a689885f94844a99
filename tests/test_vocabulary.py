"""One vocabulary: line kinds, step kinds and outcomes are each defined once, and the services
write line kinds through LineKind, never as bare strings."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

from catalog.kinds import StepKind
from journal.kinds import LineKind, line_label
from runs.labels import OUTCOME_LABELS
from runs.models import RunEnd, StopCause
from scripts import import_graph as graph
from svaya.engine.outcomes import Why
from svaya.spec import models as spec


def test_every_step_kind_of_the_spec_has_exactly_one_russian_name() -> None:
    declared = {
        typing.get_args(model.model_fields["kind"].annotation)[0]
        for model in (
            spec.LLMStep,
            spec.AgentStep,
            spec.SystemStep,
            spec.BranchStep,
            spec.ParallelStep,
            spec.JoinStep,
            spec.ConfirmStep,
            spec.HandoffStep,
            spec.ConversationStep,
        )
    }
    assert set(StepKind.values) == declared
    assert StepKind.AGENT.label == "агентский шаг"


def test_the_stop_causes_are_the_engines_and_a_run_outcome_is_one_of_them_or_an_end() -> None:
    assert set(StopCause.values) == {str(w) for w in Why}
    assert set(OUTCOME_LABELS) == set(StopCause.values) | set(RunEnd.values)
    assert str(OUTCOME_LABELS["call_cap"]) == "исчерпан потолок вызовов LLM"


def test_a_line_kind_is_shown_by_its_label_and_an_unknown_one_as_itself() -> None:
    assert line_label("handoff.opened") == "передача контролеру"
    assert line_label("something.new") == "something.new"


def _bare_kinds(path: Path) -> list[str]:
    """`journal_line(kind="…")` with a string literal: a kind written past LineKind."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "journal_line"):
            continue
        for keyword in node.keywords:
            value = keyword.value
            if keyword.arg == "kind" and isinstance(value, ast.Constant | ast.JoinedStr):
                found.append(f"{path.name}:{node.lineno}")
    return found


def test_services_write_line_kinds_through_line_kind() -> None:
    offenders = [hit for path in graph.project_files().values() for hit in _bare_kinds(path)]
    assert offenders == []


def test_the_guard_catches_a_bare_line_kind(tmp_path: Path) -> None:
    module = tmp_path / "services.py"
    module.write_text(
        'journal_line(run_id=1, kind="step.started")\n'
        'journal_line(run_id=1, kind=f"run.{status}")\n'
        "journal_line(run_id=1, kind=LineKind.STEP_STARTED)\n"
    )
    assert _bare_kinds(module) == ["services.py:1", "services.py:2"]
    assert LineKind("step.started") is LineKind.STEP_STARTED
