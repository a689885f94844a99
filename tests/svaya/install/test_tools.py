"""Tools must be in the registry, the role must have the right to them, arguments must match.

Lines refer to the credit solution: acts_as on 9, fraud-check `tools` on 79-80, income `tool`
on 60, send-answer `args` on 126-129.
"""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected, rejected_among

LAST_TOOL = "registry.passport_validity]"


def test_it_rejects_an_agent_tool_not_in_the_registry():
    problem = rejected(credit((LAST_TOOL, "registry.pasport_validity]")), "tool-unknown", 80)
    assert "did you mean 'registry.passport_validity'" in problem.message


def test_it_rejects_a_system_tool_not_in_the_registry():
    report = credit(("tool: registry.tax_income", "tool: registry.income"))
    problem = rejected(report, "tool-unknown", 60)
    assert "step 'income'" in problem.message


def test_it_rejects_a_tool_the_role_has_no_right_to():
    problem = rejected(credit((LAST_TOOL, "portal.form_schema]")), "tool-right", 80)
    assert "role 'credit_officer' has no right to call tool 'portal.form_schema'" in (
        problem.message
    )


def test_it_rejects_a_system_tool_the_role_has_no_right_to():
    report = portal(("tool: portal.submit_form", "tool: crm.send_answer"))
    problem = rejected_among(report, "tool-right", 66)
    assert "'portal_filer'" in problem.message


def test_it_rejects_an_unknown_role():
    problem = rejected(credit(("acts_as: credit_officer", "acts_as: loan_clerk")), "tool-right", 9)
    assert "unknown role 'loan_clerk'" in problem.message


def test_it_rejects_system_args_the_tool_does_not_take_and_missing_ones():
    report = credit(("      decision: 'steps", "      verdict: 'steps"))
    assert [(p.rule, p.line) for p in report.errors] == [("tool-args", 126), ("tool-args", 128)]
    assert "needs argument(s) decision" in report.errors[0].message
    assert "has no argument 'verdict'" in report.errors[1].message
