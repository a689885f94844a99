"""Structure: YAML syntax and pydantic errors become problems, and one broken step does not
hide the problems of the others. Lines refer to the credit solution."""

from __future__ import annotations

from svaya.install import check_text
from tests.svaya.install.helpers import CONTEXT, credit, rejected


def test_it_rejects_a_yaml_syntax_error_with_its_position():
    report = credit(("    passport: {type: string", "    passport: [type: string"))
    problem = rejected(report, "yaml", 15)
    assert report.spec is None and report.facts is None
    assert problem.message.startswith("YAML syntax error")


def test_it_rejects_a_document_that_is_not_a_mapping():
    report = check_text("- just\n- a list\n", path="x.yaml", context=CONTEXT)
    assert [(p.rule, p.line) for p in report.problems] == [("schema", 1)]


def test_it_rejects_an_unknown_top_level_key():
    problem = rejected(
        credit(("acts_as: credit_officer\n", "acts_as: credit_officer\nrole: x\n")), "schema", 10
    )
    assert "unknown key 'role'" in problem.message


def test_it_rejects_a_misspelt_step_key_and_suggests_the_right_one():
    report = credit(
        ("    max_repairs: 2\n\n  - id: screen-gate", "    max_repair: 2\n\n  - id: screen-gate")
    )
    problem = rejected(report, "schema", 45)
    assert "step 'screen': unknown key 'max_repair'; did you mean 'max_repairs'?" in problem.message


def test_it_rejects_a_value_of_the_wrong_type():
    report = credit(
        (
            "    max_repairs: 2\n\n  - id: screen-gate",
            "    max_repairs: lots\n\n  - id: screen-gate",
        )
    )
    problem = rejected(report, "schema", 45)
    assert "'max_repairs'" in problem.message


def test_it_rejects_a_step_missing_a_required_key_at_the_step():
    problem = rejected(credit(("          tool: registry.tax_income\n", "")), "schema", 58)
    assert "step 'income': required key 'tool' is missing" in problem.message


def test_it_rejects_an_unknown_step_kind():
    problem = rejected(credit(("    kind: agent\n", "    kind: agentic\n")), "schema", 76)
    assert "unknown step kind 'agentic'" in problem.message


def test_one_broken_step_does_not_hide_the_problems_of_the_others():
    report = credit(
        ("          tool: registry.tax_income\n", ""),
        ("    max_passes: 5\n", ""),
        ("        goto: manual-review", "        goto: manual"),
    )
    assert report.spec is None
    assert [(p.rule, p.line) for p in report.errors] == [
        ("schema", 58),
        ("agent-max-passes", 74),
        ("route-goto", 97),
    ]


def test_an_agent_step_with_a_refused_field_is_still_checked():
    report = credit(
        ("    max_passes: 5\n", "    max_passes: five\n"), ("    time_budget: 120s\n", "")
    )
    assert [(p.rule, p.line) for p in report.errors] == [
        ("agent-time-budget", 75),
        ("agent-max-passes", 81),
    ]


def test_a_broken_branch_member_does_not_hide_its_sibling():
    report = credit(
        ("          tool: bank.scoring\n", "          tool: bank.scoring\n          retries: 3\n"),
        ("{inn: 'inputs.inn'}", "{inn: 'inputs.tin'}"),
    )
    assert [(p.rule, p.line) for p in report.errors] == [("condition", 61), ("schema", 65)]
