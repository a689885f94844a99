"""Handoff and confirmation steps name declared points; a point no step uses is a warning."""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected

FRAUD_POINT = (
    "  fraud-review: {queue: fraud-controllers, title: Ручная проверка на мошенничество}\n"
)


def test_it_rejects_a_handoff_step_naming_an_undeclared_point():
    problem = rejected(
        credit(("    point: fraud-review\n", "    point: fraud-desk\n")), "point-undeclared", 135
    )
    assert "not declared under handoff_points" in problem.message


def test_it_rejects_a_confirm_step_naming_an_undeclared_point():
    problem = rejected(
        portal(("    point: submit-form\n", "    point: send-form\n")), "point-undeclared", 58
    )
    assert "confirmation_points" in problem.message


def test_it_warns_about_a_handoff_point_no_step_uses():
    report = credit((FRAUD_POINT, FRAUD_POINT + "  legal-review: {queue: legal, title: Юристы}\n"))
    assert report.ok
    [warning] = report.warnings
    assert (warning.rule, warning.line, warning.severity) == ("point-unused", 28, "warning")
    assert str(warning).startswith("solution.yaml:28:3: point-unused: warning: handoff point")


def test_it_warns_about_a_confirmation_point_no_step_uses():
    point = (
        "  submit-form: {queue: portal-operators, title: Подтвердить отправку формы на портал}\n"
    )
    report = portal((point, point + "  recall-form: {queue: portal-operators, title: Отозвать}\n"))
    assert report.ok and report.facts is not None
    assert [(w.rule, w.line) for w in report.warnings] == [("point-unused", 27)]


SCREEN_REPAIRS = "    max_repairs: 2\n\n  - id: screen-gate"


def test_it_rejects_on_failure_naming_an_undeclared_point():
    report = credit(
        (SCREEN_REPAIRS, "    max_repairs: 2\n    on_failure: screen-desk\n\n  - id: screen-gate")
    )
    problem = rejected(report, "point-undeclared", 46)
    assert "on_failure 'screen-desk'" in problem.message


def test_on_failure_counts_as_a_use_of_its_handoff_point():
    extra = "  screen-review: {queue: screeners, title: Ручной разбор}\n"
    report = credit(
        (FRAUD_POINT, FRAUD_POINT + extra),
        (
            SCREEN_REPAIRS,
            "    max_repairs: 2\n    on_failure: screen-review\n\n  - id: screen-gate",
        ),
    )
    assert report.problems == []
