"""Conditions are compiled with the types the schemas declare: the inputs schema, verdict and
result schemas, and tool result schemas. A wrong type, a field no schema declares, or a literal
outside a field's enum is refused with its place in the file.

System step arguments are held against the tool's argument schema the same way (`tool-args`).

Credit lines: screen-gate `when` on 50 (the expression starts in column 16), scoring `amount`
on 67 and `term_months` on 68 (columns 22 and 27), fraud-check `exit_when` on 83 (column 17),
fraud-gate `when` on 98 (column 16), draft-answer `input` on 107-110, send-answer `decision`
on 128 (column 18). Portal: fill-form `exit_when` on 35, submit `args` on 68-69.
"""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected

EXIT = """'result.verdict in ["clear", "suspicious"]'"""
SCREEN_WHEN = """'!steps["screen"].verdict.eligible'"""
FRAUD_WHEN = """'steps["fraud-check"].result.verdict == "suspicious"'"""
PORTAL_EXIT = "'result.complete && size(result.fields) > 0 && size(result.unresolved) == 0'"


def when(condition: str):
    return credit((FRAUD_WHEN, f"'{condition}'"))


def test_it_rejects_a_boolean_verdict_field_compared_with_a_string():
    report = credit((SCREEN_WHEN, """'steps["screen"].verdict.eligible == "yes"'"""))
    problem = rejected(report, "condition", 50)
    assert "type mismatch: '==' cannot compare bool with string" in problem.message
    assert str(problem).startswith("solution.yaml:50:49: condition: step 'screen-gate': when:")


def test_it_rejects_a_string_enum_result_field_ordered_against_a_number():
    problem = rejected(credit((EXIT, "'result.verdict > 5'")), "condition", 83)
    assert "'>' cannot compare string with int" in problem.message
    assert problem.col == 32


def test_it_rejects_a_literal_outside_the_result_fields_enum():
    problem = rejected(credit((EXIT, """'result.verdict == "clean"'""")), "condition", 83)
    assert '"clean" is not a value result.verdict can have' in problem.message
    assert 'enum is ["clear", "suspicious"]' in problem.message
    assert str(problem).startswith("solution.yaml:83:35: condition: step 'fraud-check': exit_when:")


def test_it_rejects_an_out_of_enum_literal_in_an_in_list():
    problem = rejected(
        credit((EXIT, """'result.verdict in ["clear", "clean"]'""")), "condition", 83
    )
    assert '"clean" is not a value result.verdict can have' in problem.message
    # `exit_when: 'result.verdict in ["clear", "clean"]'`: "clean" starts in column 45.
    assert problem.col == 45


def test_it_rejects_an_out_of_enum_literal_compared_with_an_earlier_steps_result():
    problem = rejected(when('steps["fraud-check"].result.verdict != "clean"'), "condition", 98)
    assert 'steps["fraud-check"].result.verdict can have' in problem.message
    assert problem.col == 55


def test_it_rejects_an_out_of_enum_literal_on_the_left():
    problem = rejected(when('"clean" == steps["fraud-check"].result.verdict'), "condition", 98)
    assert problem.col == 16


def test_it_rejects_an_out_of_enum_literal_written_with_index_syntax():
    report = when('steps["fraud-check"]["result"]["verdict"] == "clean"')
    problem = rejected(report, "condition", 98)
    assert problem.col == 61


def test_it_rejects_an_out_of_enum_literal_for_an_input():
    exit_when = "'result.complete && inputs.form_code == \"UV-3\"'"
    problem = rejected(portal((PORTAL_EXIT, exit_when)), "condition", 35)
    assert '"UV-3" is not a value inputs.form_code can have' in problem.message


def test_it_rejects_a_field_the_result_schema_does_not_declare():
    report = when('steps["fraud-check"].result.outcome == "clear"')
    problem = rejected(report, "condition", 98)
    assert "steps[\"fraud-check\"].result has no field 'outcome'" in problem.message
    assert "(it declares: verdict, signals, sources_checked, reason)" in problem.message


def test_it_rejects_a_field_an_array_items_schema_does_not_declare():
    exit_when = "'result.complete && result.fields[0].cod == \"org_name\"'"
    problem = rejected(portal((PORTAL_EXIT, exit_when)), "condition", 35)
    assert "result.fields[] has no field 'cod' (it declares: code, value)" in problem.message


def test_it_rejects_an_input_mapping_reading_a_field_the_verdict_does_not_declare():
    report = credit(
        (
            """      screen: 'steps["screen"].verdict'""",
            """      screen: 'steps["screen"].verdict.concern'""",
        )
    )
    problem = rejected(report, "condition", 108)
    assert "steps[\"screen\"].verdict has no field 'concern'" in problem.message


def test_it_rejects_a_field_a_tool_result_schema_does_not_declare():
    problem = rejected(when("steps.scoring.result.scor > 600"), "condition", 98)
    assert "steps[\"scoring\"].result has no field 'scor'" in problem.message


def test_it_rejects_a_tool_result_field_compared_with_the_wrong_type():
    problem = rejected(when('steps.scoring.result.score > "high"'), "condition", 98)
    assert "'>' cannot compare int with string" in problem.message


def test_it_rejects_a_literal_outside_a_tool_result_fields_enum():
    problem = rejected(when('steps.scoring.result.decision == "reject"'), "condition", 98)
    assert 'enum is ["approve", "reduce", "decline"]' in problem.message


def test_it_rejects_an_input_compared_with_the_wrong_type():
    problem = rejected(when('inputs.amount == "много"'), "condition", 98)
    assert "'==' cannot compare double with string" in problem.message


def test_it_says_how_to_compare_a_number_input_with_a_whole_number():
    problem = rejected(when("inputs.amount == 100000"), "condition", 98)
    assert "like 100000.0" in problem.message
    assert when("inputs.amount == 100000.0").ok


def test_it_rejects_arithmetic_mixing_a_number_input_with_a_whole_number():
    problem = rejected(when("inputs.amount * 12 > 5"), "condition", 98)
    assert "'*' cannot combine double with int" in problem.message
    assert when("inputs.amount * 12.0 > 5.0").ok


def test_it_rejects_a_field_of_a_confirmation_that_does_not_exist():
    args = "      fields: 'steps[\"fill-form\"].result.fields'\n"
    report = portal(
        (
            f"    args:\n      form_code: 'inputs.form_code'\n{args}",
            f"    args:\n      form_code: 'steps[\"confirm-submit\"].aproved'\n{args}",
        )
    )
    problem = rejected(report, "condition", 68)
    assert "steps[\"confirm-submit\"] has no field 'aproved'" in problem.message


def test_well_typed_conditions_install():
    for condition in [
        'steps["fraud-check"].result.verdict == "clear" && inputs.amount > 100000',
        "inputs.term_months >= 12.5 || size(steps.screen.verdict.concerns) == 0",
        '"молчание" in steps["fraud-check"].result.signals',
        'steps.scoring.result.decision in ["approve", "reduce"]',
        "steps.income.result.annual_income_rub > inputs.monthly_income * 12.0",
        'steps["fraud-check"]["result"]["verdict"] == "suspicious"',
    ]:
        report = when(condition)
        assert report.ok, "\n".join(map(str, report.problems))


def test_an_open_object_stays_dynamic():
    report = portal(
        (
            "    args:\n      form_code: 'inputs.form_code'",
            "    args:\n      form_code: 'steps[\"confirm-submit\"].payload.form_code'",
        )
    )
    assert report.ok, "\n".join(map(str, report.problems))


def test_a_default_of_another_type_in_a_conditional_is_left_to_run_time():
    # `?:` with branches of different types is a dynamic value at run time, not a comparison.
    mapping = "      scoring: 'has(steps.scoring) ? steps.scoring.result : null'"
    for default in [
        "has(steps.scoring) ? steps.scoring.result.max_amount_rub : 0",
        "has(steps.scoring) ? steps.scoring.result.decision : null",
    ]:
        report = credit((mapping, f"      scoring: '{default}'"))
        assert report.ok, "\n".join(map(str, report.problems))


def test_a_type_error_after_a_conditional_is_still_found():
    report = when(
        '(has(steps.scoring) ? steps.scoring.result.score : "") == 1 && inputs.purpose == 2'
    )
    problem = rejected(report, "condition", 98)
    assert "'==' cannot compare string with int" in problem.message


def test_it_rejects_a_system_argument_of_the_wrong_type():
    report = credit(("            amount: 'inputs.amount'", "            amount: 'inputs.purpose'"))
    problem = rejected(report, "tool-args", 67)
    assert "argument 'amount' of 'bank.scoring': the tool takes a number" in problem.message
    assert "this expression gives a string" in problem.message
    assert problem.col == 22


def test_it_rejects_a_number_where_the_tool_takes_an_integer():
    report = credit(
        (
            "            term_months: 'inputs.term_months'",
            "            term_months: 'inputs.amount'",
        )
    )
    problem = rejected(report, "tool-args", 68)
    assert "takes an integer; this expression gives a number (double)" in problem.message


def test_it_rejects_a_list_where_the_tool_takes_a_string():
    decision = """      decision: 'steps["draft-answer"].verdict.decision'"""
    report = credit((decision, """      decision: 'steps["screen"].verdict.concerns'"""))
    problem = rejected(report, "tool-args", 128)
    assert "takes a string; this expression gives a list" in problem.message


def test_an_integer_may_go_where_the_tool_takes_a_number():
    report = credit(
        ("            amount: 'inputs.amount'", "            amount: 'inputs.term_months'")
    )
    assert report.ok, "\n".join(map(str, report.problems))
