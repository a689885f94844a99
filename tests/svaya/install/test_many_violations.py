"""Every violation is reported at once, each on its own line, in file order."""

from __future__ import annotations

from svaya.install import check_path
from tests.svaya.install.helpers import CONTEXT, DATA


def test_it_reports_every_violation_at_once():
    report = check_path(DATA / "many-violations", context=CONTEXT)
    assert [(p.line, p.rule, p.severity) for p in report.problems] == [
        (10, "input-data-class", "error"),
        (14, "point-unused", "warning"),
        (15, "point-unused", "warning"),
        (17, "agent-max-passes", "error"),
        (19, "instruction-file", "error"),
        (20, "tool-unknown", "error"),
        (20, "tool-right", "error"),
        (20, "agent-write-tool", "error"),
        (21, "agent-time-budget", "error"),
        (22, "condition", "error"),
        (24, "schema-closed", "error"),
        (28, "schema-reason", "error"),
        (29, "agent-on-exhausted", "error"),
        (34, "condition", "error"),
        (35, "route-cycle", "error"),
        (38, "step-on-timeout", "error"),
        (41, "schema", "error"),
        (50, "step-duplicate", "error"),
        (52, "point-undeclared", "error"),
        (54, "step-on-timeout", "error"),
        (54, "write-doubt", "error"),
        (57, "step-deadline", "error"),
        (59, "condition", "error"),
    ]
    assert report.spec is None and report.facts is None
    first = str(report.problems[0])
    assert first.startswith(
        f"{DATA / 'many-violations' / 'solution.yaml'}:10:15: input-data-class:"
    )
