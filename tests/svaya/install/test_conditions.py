"""Every expression compiles, names only what exists before it, and conditions are boolean.

Lines refer to the credit solution: screen-gate `when` on 50, income `args` on 61, fraud-check
`exit_when` on 83, fraud-gate `when` on 98, draft-answer `input` on 107-110, send-answer `args`
on 127-129; in the portal solution the confirm step's `show` is on 60-61.
"""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected

EXIT = """'result.verdict in ["clear", "suspicious"]'"""
SCREEN_WHEN = """'!steps["screen"].verdict.eligible'"""
FRAUD_WHEN = """'steps["fraud-check"].result.verdict == "suspicious"'"""


def test_it_rejects_exit_when_that_does_not_compile():
    problem = rejected(credit((EXIT, "'result.verdict in [\"clear\"'")), "condition", 83)
    assert "exit_when" in problem.message and "Syntax error" in problem.message


def test_it_rejects_a_condition_with_an_undeclared_variable():
    problem = rejected(credit((SCREEN_WHEN, "'!screen.verdict.eligible'")), "condition", 50)
    assert "undeclared reference to 'screen" in problem.message


def test_it_rejects_result_outside_exit_when():
    rejected(credit((SCREEN_WHEN, "'!result.eligible'")), "condition", 50)


def test_it_rejects_a_condition_that_is_not_boolean():
    problem = rejected(credit((FRAUD_WHEN, "'size(inputs.purpose)'")), "condition", 98)
    assert "must be boolean" in problem.message


def test_it_rejects_a_type_error_in_a_condition():
    problem = rejected(credit((EXIT, "'42 || false'")), "condition", 83)
    assert "no matching overload" in problem.message
    # `exit_when: '42 || false'`: the quote is in column 16, `||` in column 20.
    assert problem.col == 20


def test_it_rejects_a_condition_that_is_a_non_boolean_field_of_a_verdict():
    problem = rejected(
        credit((FRAUD_WHEN, """'steps["fraud-check"].result.verdict'""")), "condition", 98
    )
    assert "declared as string" in problem.message


def test_it_rejects_exit_when_naming_a_property_the_result_does_not_have():
    problem = rejected(credit((EXIT, "'result.outcome == \"clear\"'")), "condition", 83)
    assert "result has no property 'outcome'" in problem.message


def test_it_rejects_an_args_expression_naming_an_unknown_input():
    problem = rejected(credit(("{inn: 'inputs.inn'}", "{inn: 'inputs.tax_id'}")), "condition", 61)
    assert "unknown input 'tax_id'" in problem.message
    # `args: {inn: 'inputs.tax_id'}`: the name starts in column 31.
    assert problem.col == 31


def test_it_rejects_an_args_expression_that_does_not_compile():
    rejected(credit(("{inn: 'inputs.inn'}", "{inn: 'inputs.inn +'}")), "condition", 61)


def test_it_rejects_a_condition_naming_an_unknown_step():
    problem = rejected(
        credit((SCREEN_WHEN, """'!steps["screening"].verdict.eligible'""")), "condition", 50
    )
    assert "unknown step 'screening'" in problem.message


def test_it_rejects_a_condition_naming_a_step_that_comes_later():
    problem = rejected(
        credit((FRAUD_WHEN, """'steps["draft-answer"].verdict.decision == "decline"'""")),
        "condition",
        98,
    )
    assert "'draft-answer' does not come before 'fraud-gate'" in problem.message


def test_it_rejects_an_exit_condition_reading_its_own_step():
    report = credit((EXIT, """'steps["fraud-check"].result.verdict == "clear"'"""))
    problem = rejected(report, "condition", 83)
    assert "use result" in problem.message


def test_it_rejects_a_parallel_branch_reading_its_sibling_branch():
    report = credit(("{inn: 'inputs.inn'}", "{inn: 'steps.scoring.result.inn'}"))
    problem = rejected(report, "condition", 61)
    assert "'scoring' does not come before 'income'" in problem.message


def test_it_rejects_an_input_mapping_naming_an_unknown_step():
    report = credit(("""      screen: 'steps["screen"].verdict'""", "      screen: 'steps.scren'"))
    rejected(report, "condition", 108)


def test_it_rejects_a_system_argument_reading_a_later_step():
    report = credit(
        (
            """      decision: 'steps["draft-answer"].verdict.decision'""",
            """      decision: 'steps["manual-review"].result'""",
        )
    )
    rejected(report, "condition", 128)


def test_it_rejects_a_show_expression_naming_an_unknown_input():
    show = "    show:\n      form_code: 'inputs.form_code'"
    report = portal((show, "    show:\n      form_code: 'inputs.form'"))
    rejected(report, "condition", 60)
