"""The two real catalog solutions pass, and the facts printed on their cards are right."""

from __future__ import annotations

import pytest

from svaya.install import check_path, parse_duration, resolved_spec
from svaya.install.report import Problem
from tests.svaya.install.helpers import CONTEXT, CREDIT, PORTAL, credit, with_context


@pytest.mark.parametrize("folder", [CREDIT, PORTAL], ids=lambda f: f.name)
def test_it_accepts_both_catalog_solutions_without_problems(folder):
    report = check_path(folder, context=CONTEXT)
    assert report.problems == []
    assert report.ok
    assert report.spec is not None and report.spec.solution == folder.name


def test_it_computes_the_credit_application_facts():
    facts = check_path(CREDIT, context=CONTEXT).facts
    assert facts is not None
    assert facts.pass_limits == {"fraud-check": 5}
    assert facts.time_budgets_s == {"fraud-check": 120.0}
    # screen and draft-answer: (1 + 2 repairs) × 2 tiers; fraud-check: 5 passes × 2 tiers.
    assert facts.worst_case_by_step == {"screen": 6, "fraud-check": 10, "draft-answer": 6}
    assert facts.worst_case_llm_calls == 22
    assert facts.handoff_points == ["fraud-review", "answer-in-doubt", "late-step"]
    assert facts.confirmation_points == []
    systems = {s["tool"]: s for s in facts.systems}
    assert list(systems) == [
        "registry.tax_income",
        "bank.scoring",
        "bank.fraud_check",
        "bank.linked_account",
        "bureau.credit_history",
        "registry.passport_validity",
        "crm.send_answer",
    ]
    assert systems["crm.send_answer"] == {
        "tool": "crm.send_answer",
        "title": "Отправка ответа клиенту",
        "destination": "bank.core",
        "effect": "write",
        "steps": ["send-answer"],
    }
    assert systems["bank.fraud_check"]["steps"] == ["fraud-check"]


def test_it_computes_the_portal_submission_facts():
    facts = check_path(PORTAL, context=CONTEXT).facts
    assert facts is not None
    assert facts.pass_limits == {"fill-form": 12}
    assert facts.time_budgets_s == {"fill-form": 300.0}
    assert facts.worst_case_by_step == {"fill-form": 24}
    assert facts.worst_case_llm_calls == 24
    assert facts.confirmation_points == ["submit-form"]
    writes = [s["tool"] for s in facts.systems if s["effect"] == "write"]
    assert writes == ["portal.submit_form"]


def test_the_per_attempt_cap_bounds_the_worst_case():
    capped = check_path(PORTAL, context=with_context(tiers=3, llm_calls_per_attempt=30)).facts
    assert capped is not None and capped.worst_case_by_step == {"fill-form": 30}
    tight = check_path(CREDIT, context=with_context(llm_calls_per_attempt=8)).facts
    assert tight is not None
    assert tight.worst_case_by_step == {"screen": 6, "fraud-check": 8, "draft-answer": 6}
    assert tight.worst_case_llm_calls == 20


def test_it_has_no_facts_for_a_rejected_description():
    report = credit(("    max_passes: 5\n", ""))
    assert report.facts is None


def test_check_path_takes_the_file_as_well_as_the_folder():
    report = check_path(CREDIT / "solution.yaml", context=CONTEXT)
    assert report.ok
    assert report.path.endswith("credit-application-response/solution.yaml")


def test_check_path_reports_a_folder_without_a_solution_file(tmp_path):
    report = check_path(tmp_path, context=CONTEXT)
    assert [p.rule for p in report.problems] == ["file"]


def test_the_resolved_spec_carries_the_prompt_files_text():
    report = check_path(CREDIT, context=CONTEXT)
    screen_prompt = (CREDIT / "prompts" / "screen.md").read_text(encoding="utf-8")
    assert report.files["prompts/screen.md"] == screen_prompt
    assert sorted(report.files) == [
        "prompts/draft-answer.md",
        "prompts/fraud-check.md",
        "prompts/screen.md",
    ]
    spec = resolved_spec(report)
    assert spec.step("screen").instruction == screen_prompt
    assert spec.step("fraud-check").instruction == report.instructions["fraud-check"]
    assert report.spec is not None and report.spec.step("screen").instruction.endswith(".md")


def test_the_resolved_spec_refuses_a_rejected_description():
    with pytest.raises(ValueError, match="did not pass"):
        resolved_spec(credit(("    max_passes: 5\n", "")))


def test_a_problem_prints_as_path_line_col_rule_message():
    error = Problem("a/solution.yaml", 3, 7, "route-goto", "step 'x': goto 'y' names no step")
    assert str(error) == "a/solution.yaml:3:7: route-goto: step 'x': goto 'y' names no step"
    warning = Problem("a.yaml", 1, 2, "point-unused", "unused", severity="warning")
    assert str(warning) == "a.yaml:1:2: point-unused: warning: unused"


@pytest.mark.parametrize(
    ("text", "seconds"), [("120s", 120), ("5m", 300), ("1h30m", 5400), ("1.5s", 1.5)]
)
def test_parse_duration_reads_units(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["90", "", "5 m", "1m1h", "2d", "ms", 90, None])
def test_parse_duration_refuses_a_duration_without_a_unit_or_malformed(text):
    with pytest.raises(ValueError):
        parse_duration(text)
