"""Every llm and system step has a deadline (its own or the installation's) and a person to go
to when it runs out: its on_timeout, its on_failure, or the solution's on_timeout.

Lines refer to the credit solution: `on_timeout` on 31, the steps screen (llm) on 33, income and
scoring (system) on 58 and 62, draft-answer (llm) on 102, send-answer (system) on 122.
"""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected

DEFAULT = "on_timeout: late-step\n"
SCREEN = "    kind: llm\n    title: Первичная проверка заявки\n"
SUBMIT_TOOL = "    tool: portal.submit_form\n"


def test_it_rejects_llm_and_system_steps_with_nowhere_to_go_when_late():
    report = credit((DEFAULT, ""))
    assert [(p.rule, p.line) for p in report.errors] == [
        ("step-on-timeout", 32),
        ("step-on-timeout", 57),
        ("step-on-timeout", 61),
        ("step-on-timeout", 101),
        ("step-on-timeout", 121),
    ]
    first = report.errors[0]
    assert str(first).startswith("solution.yaml:32:5: step-on-timeout: step 'screen' ")
    assert "deadline (900s, the installation's)" in first.message


def test_a_step_may_name_its_own_point_for_its_deadline():
    report = portal(
        ("on_timeout: late-step\n", ""),
        (SUBMIT_TOOL, SUBMIT_TOOL + "    on_timeout: late-step\n"),
    )
    assert report.ok, "\n".join(map(str, report.problems))


def test_a_step_on_failure_also_serves_its_deadline():
    report = portal(
        ("on_timeout: late-step\n", ""),
        (SUBMIT_TOOL, SUBMIT_TOOL + "    on_failure: submit-in-doubt\n"),
    )
    assert report.errors == []
    assert report.spec is not None
    step = report.spec.step("submit")
    assert report.spec.timeout_point(step) == "submit-in-doubt"
    assert report.spec.doubt_point(step) == "submit-in-doubt"


def test_the_points_resolve_from_the_step_before_the_solution_default():
    report = credit((SCREEN, SCREEN + "    on_timeout: fraud-review\n"))
    assert report.ok and report.spec is not None
    spec = report.spec
    assert spec.timeout_point(spec.step("screen")) == "fraud-review"
    assert spec.timeout_point(spec.step("income")) == "late-step"
    assert spec.doubt_point(spec.step("send-answer")) == "answer-in-doubt"


def test_it_rejects_a_step_on_timeout_naming_an_undeclared_point():
    report = credit((SCREEN, SCREEN + "    on_timeout: late\n"))
    problem = rejected(report, "point-undeclared", 36)
    assert "on_timeout 'late' is not declared under handoff_points" in problem.message


def test_it_rejects_a_solution_on_timeout_naming_an_undeclared_point():
    problem = rejected(credit((DEFAULT, "on_timeout: late\n")), "point-undeclared", 31)
    assert "on_timeout 'late'" in problem.message


def test_a_step_may_declare_its_deadline():
    report = credit((SCREEN, SCREEN + "    deadline: 90s\n"))
    assert report.ok and report.spec is not None
    assert report.spec.step("screen").deadline == "90s"


def test_it_rejects_an_unparsable_deadline():
    problem = rejected(credit((SCREEN, SCREEN + "    deadline: soon\n")), "step-deadline", 36)
    assert "step 'screen': deadline 'soon' is not a duration" in problem.message
    assert problem.col == 15


def test_it_rejects_a_deadline_without_a_unit():
    problem = rejected(credit((SCREEN, SCREEN + "    deadline: 90\n")), "step-deadline", 36)
    assert "no unit" in problem.message


def test_it_rejects_a_zero_deadline():
    problem = rejected(credit((SCREEN, SCREEN + "    deadline: 0s\n")), "step-deadline", 36)
    assert "must be positive" in problem.message


def test_it_rejects_a_deadline_above_the_installation_maximum():
    problem = rejected(credit((SCREEN, SCREEN + "    deadline: 2h\n")), "step-deadline", 36)
    assert "maximum of 3600s" in problem.message
