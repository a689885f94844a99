"""An agent step is bounded in advance: pass limit, time budget, a handoff point when exhausted.

Line numbers refer to catalog/solutions/credit-application-response/solution.yaml, where the
`fraud-check` agent step starts on line 75.
"""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected, with_context

PASSES = "    max_passes: 5\n"
BUDGET = "    time_budget: 120s\n"
EXHAUSTED = "    on_exhausted: fraud-review\n"


def test_it_rejects_agent_step_without_max_passes():
    problem = rejected(credit((PASSES, "")), "agent-max-passes", 75)
    assert "fraud-check" in problem.message and "no max_passes" in problem.message


def test_it_rejects_agent_step_with_zero_max_passes():
    problem = rejected(credit((PASSES, "    max_passes: 0\n")), "agent-max-passes", 81)
    assert problem.col == 17


def test_it_rejects_agent_step_with_max_passes_above_the_installation_maximum():
    problem = rejected(credit((PASSES, "    max_passes: 21\n")), "agent-max-passes", 81)
    assert "maximum of 20" in problem.message


def test_the_installation_maximum_comes_from_the_context():
    rejected(portal(context=with_context(max_passes=10)), "agent-max-passes", 33)


def test_it_rejects_agent_step_with_non_integer_max_passes():
    rejected(credit((PASSES, "    max_passes: many\n")), "agent-max-passes", 81)


def test_it_rejects_agent_step_without_time_budget():
    problem = rejected(credit((BUDGET, "")), "agent-time-budget", 75)
    assert "no time_budget" in problem.message


def test_it_rejects_agent_step_with_unparsable_time_budget():
    problem = rejected(credit((BUDGET, "    time_budget: two minutes\n")), "agent-time-budget", 82)
    assert "'two minutes' is not a duration" in problem.message


def test_it_rejects_agent_step_with_time_budget_without_a_unit():
    problem = rejected(credit((BUDGET, "    time_budget: 120\n")), "agent-time-budget", 82)
    assert "no unit" in problem.message


def test_it_rejects_agent_step_with_time_budget_above_the_installation_maximum():
    problem = rejected(credit((BUDGET, "    time_budget: 2h\n")), "agent-time-budget", 82)
    assert "3600s" in problem.message


def test_it_rejects_agent_step_without_on_exhausted():
    report = credit((EXHAUSTED, ""))
    problem = rejected(report, "agent-on-exhausted", 75)
    assert "handoff point" in problem.message
    # The handoff point is still used by the manual-review step: no unused-point warning.
    assert report.warnings == []


def test_it_rejects_agent_step_whose_on_exhausted_names_an_undeclared_point():
    problem = rejected(
        credit((EXHAUSTED, "    on_exhausted: fraud-desk\n")), "agent-on-exhausted", 93
    )
    assert "'fraud-desk'" in problem.message and "declared: fraud-review" in problem.message
