"""A step's data route must be allowed by each destination's policy.

Portal lines: fill-form 28 (tools on 32), submit 63-69 (tool 66). Credit: draft-answer 102.
"""

from __future__ import annotations

from svaya.tools.registry import ToolSpec
from tests.svaya.install.helpers import CONTEXT, credit, portal, rejected, with_context

SUBMIT = (
    "    tool: portal.submit_form\n    args:\n      form_code: 'inputs.form_code'\n"
    "      fields: 'steps[\"fill-form\"].result.fields'\n"
)
NOTIFY = (
    "\n  - id: notify\n    kind: system\n    tool: mail.send_external\n"
    "    args: {to: 'inputs.submitted_by', body: 'inputs.company_name'}\n"
)


def _routes(**changes: frozenset[str]) -> dict[str, frozenset[str]]:
    return {**CONTEXT.routes, **{k.replace("_", "."): v for k, v in changes.items()}}


def test_it_rejects_an_agent_step_that_sends_a_class_the_llm_route_does_not_allow():
    context = with_context(routes=_routes(llm_provider=frozenset({"public", "bank.secret"})))
    problem = rejected(portal(context=context), "data-route", 28)
    assert problem.message.startswith("step 'fill-form' sends commercial.secret")
    assert "destination 'llm.provider'" in problem.message


def test_personal_classes_are_not_checked_against_the_llm_route():
    # The fraud check sees passports and names, which reach the model only as placeholders.
    assert credit().ok
    assert not any(c.startswith("pd.") for c in CONTEXT.routes["llm.provider"])


def test_it_rejects_a_tool_call_whose_arguments_the_destination_may_not_receive():
    roles = {**CONTEXT.role_tools, "portal_filer": frozenset({"docs.*", "portal.*", "mail.*"})}
    report = portal((SUBMIT, SUBMIT + NOTIFY), context=with_context(role_tools=roles))
    problem = rejected(report, "data-route", 73)
    assert "'mail.send_external'" in problem.message
    assert "commercial.secret, pd.contacts" in problem.message
    assert "destination 'mail'" in problem.message


def test_it_rejects_a_tool_whose_destination_has_no_policy():
    routes = {k: v for k, v in CONTEXT.routes.items() if k != "docs"}
    report = portal(context=with_context(routes=routes))
    assert [(p.rule, p.line) for p in report.errors] == [("data-route", 32)] * 2
    assert "'docs', which has no data-route policy" in report.errors[0].message


def test_an_llm_step_reading_an_earlier_tool_result_carries_its_classes():
    tax = CONTEXT.tools["registry.tax_income"].model_dump()
    tools = {**CONTEXT.tools, tax["name"]: ToolSpec(**{**tax, "result_classes": ["tax.secret"]})}
    context = with_context(tools=tools, data_classes=CONTEXT.data_classes | {"tax.secret"})
    problem = rejected(credit(context=context), "data-route", 102)
    assert problem.message.startswith("step 'draft-answer' sends tax.secret")
