"""What a step may do to the world: the model only reads, and every write has a person to go to.

Lines refer to the credit solution (`on_write_doubt` on 30, the fraud-check `tools` on 79 and
`max_passes` on 81, the send-answer write step from 122) and the portal solution
(`on_write_doubt` on 23, the submit write step from 63, its `tool` on 66).
"""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected, with_context

CREDIT_DEFAULT = "on_write_doubt: answer-in-doubt\n"
PORTAL_DEFAULT = "on_write_doubt: submit-in-doubt\n"
SEND_TOOL = "    tool: crm.send_answer\n"
SUBMIT_TOOL = "    tool: portal.submit_form\n"
FRAUD_TOOLS = "    tools: [bank.fraud_check,"
PER_TURN = "    max_tool_calls_per_turn: 5  # independent reads may go in one turn\n"


def test_it_rejects_a_write_step_with_nowhere_to_go_when_in_doubt():
    problem = rejected(credit((CREDIT_DEFAULT, "")), "write-doubt", 121)
    assert "step 'send-answer' writes through 'crm.send_answer'" in problem.message
    assert "on_failure" in problem.message and "on_write_doubt" in problem.message
    assert str(problem).startswith("solution.yaml:121:5: write-doubt: ")


def test_it_rejects_the_portal_submission_without_a_point_for_doubt():
    problem = rejected(portal((PORTAL_DEFAULT, "")), "write-doubt", 62)
    assert "'portal.submit_form'" in problem.message


def test_a_write_step_may_name_its_own_point_for_doubt():
    report = credit(
        (CREDIT_DEFAULT, ""), (SEND_TOOL, SEND_TOOL + "    on_failure: answer-in-doubt\n")
    )
    assert report.ok, "\n".join(map(str, report.problems))


def test_a_read_step_needs_no_point_for_doubt():
    # Only the write step lacks one: the income and scoring system steps only read.
    report = credit((CREDIT_DEFAULT, ""))
    assert [p.rule for p in report.errors] == ["write-doubt"]


def test_it_rejects_a_solution_default_for_doubt_that_is_not_declared():
    report = credit((CREDIT_DEFAULT, "on_write_doubt: answer-review\n"))
    problem = rejected(report, "point-undeclared", 30)
    assert "on_write_doubt 'answer-review' is not declared under handoff_points" in problem.message
    assert problem.col == 17


def test_it_reports_a_write_timeout_the_installation_would_cut():
    report = portal(context=with_context(write_timeout_s=20))
    problem = rejected(report, "write-timeout", 66)
    assert "declares a timeout of 30s" in problem.message
    assert "cuts a write at 20s (SVAYA_WRITE_TIMEOUT_S)" in problem.message
    assert problem.col == 11


def test_it_reports_a_step_deadline_that_would_cut_the_write_timeout():
    report = portal((SUBMIT_TOOL, SUBMIT_TOOL + "    deadline: 10s\n"))
    problem = rejected(report, "write-timeout", 67)
    assert "its deadline of 10s would cut the 30s timeout" in problem.message


def test_it_reports_an_installation_step_deadline_that_would_cut_the_write_timeout():
    problem = rejected(portal(context=with_context(step_deadline_s=15)), "write-timeout", 66)
    assert "the installation's step deadline of 15s" in problem.message


def test_it_rejects_a_write_tool_in_an_agent_step():
    report = credit((FRAUD_TOOLS, "    tools: [crm.send_answer, bank.fraud_check,"))
    problem = rejected(report, "agent-write-tool", 79)
    assert "agent step 'fraud-check' lists 'crm.send_answer'" in problem.message
    assert "the model may only read" in problem.message
    assert problem.col == 13


def test_it_rejects_a_write_tool_in_the_portal_agent_step():
    report = portal(
        ("portal.validate_field]", "portal.validate_field, portal.submit_form]"),
    )
    problem = rejected(report, "agent-write-tool", 32)
    assert "'portal.submit_form'" in problem.message


def test_an_agent_step_allows_one_tool_call_per_turn_unless_it_says_more():
    report = credit((PER_TURN, "\n"))
    assert report.ok and report.spec is not None
    assert report.spec.step("fraud-check").max_tool_calls_per_turn == 1
    more = credit((PER_TURN, "    max_tool_calls_per_turn: 3\n"))
    assert more.ok and more.spec is not None
    assert more.spec.step("fraud-check").max_tool_calls_per_turn == 3
    shipped = credit()  # the stand's model asks for independent reads together
    assert shipped.ok and shipped.spec is not None
    assert shipped.spec.step("fraud-check").max_tool_calls_per_turn == 5


def test_it_rejects_max_tool_calls_per_turn_above_the_installation_ceiling():
    report = credit((PER_TURN, "    max_tool_calls_per_turn: 6\n"))
    problem = rejected(report, "agent-tool-calls", 94)
    assert "maximum of 5 (SVAYA_MAX_TOOL_CALLS_PER_TURN)" in problem.message
    assert str(problem).startswith(
        "solution.yaml:94:30: agent-tool-calls: agent step 'fraud-check'"
    )


def test_the_tool_call_ceiling_comes_from_the_context():
    report = credit(
        (PER_TURN, "    max_tool_calls_per_turn: 3\n"),
        context=with_context(max_tool_calls_per_turn=2),
    )
    rejected(report, "agent-tool-calls", 94)


def test_it_rejects_zero_tool_calls_per_turn():
    report = credit((PER_TURN, "    max_tool_calls_per_turn: 0\n"))
    problem = rejected(report, "agent-tool-calls", 94)
    assert "at least 1" in problem.message


def test_it_rejects_tool_calls_per_turn_that_is_not_a_number():
    report = credit((PER_TURN, "    max_tool_calls_per_turn: few\n"))
    problem = rejected(report, "agent-tool-calls", 94)
    assert "max_tool_calls_per_turn" in problem.message
