"""Routes are declared in advance: targets exist, nothing loops, everything is reachable,
every parallel has its join, ids are unique.

Credit lines: screen-gate 43-48 (goto 47, otherwise 48), gather 50-65 (income 54-57, scoring
58-65), gathered join 67-69, fraud-check 71, fraud-gate 91-96 (goto 95), draft-answer 98,
send-answer 118-126 (next 126), manual-review 128-133 (retry_from 133).
Portal: confirm-submit 51-57 (point 54).
"""

from __future__ import annotations

from tests.svaya.install.helpers import credit, portal, rejected, rejected_among

RETRY = "    retry_from: fraud-check"
SUBMIT_POINT = "    point: submit-form\n"


def test_it_rejects_goto_to_an_unknown_step():
    report = credit(("        goto: draft-answer", "        goto: draft-reply"))
    problem = rejected(report, "route-goto", 51)
    assert "goto 'draft-reply' names no step" in problem.message


def test_it_rejects_otherwise_to_an_unknown_step():
    problem = rejected(
        credit(("    otherwise: gather", "    otherwise: gathering")), "route-goto", 52
    )
    assert "did you mean 'gather'" in problem.message


def test_it_rejects_next_to_an_unknown_step():
    rejected(credit(("    next: end", "    next: finish")), "route-goto", 130)


def test_it_rejects_goto_into_a_parallel_branch():
    problem = rejected(
        credit(("        goto: draft-answer", "        goto: income")), "route-goto", 51
    )
    assert "inside parallel 'gather'" in problem.message


def test_it_rejects_on_reject_to_end():
    report = portal((SUBMIT_POINT, SUBMIT_POINT + "    on_reject: end\n"))
    rejected(report, "route-goto", 59)


def test_it_rejects_retry_from_a_later_step():
    problem = rejected(credit((RETRY, "    retry_from: send-answer")), "route-goto", 137)
    assert "earlier" in problem.message


def test_it_rejects_retry_from_an_unknown_step():
    rejected(credit((RETRY, "    retry_from: fraud")), "route-goto", 137)


def test_it_rejects_next_inside_a_parallel_branch():
    args = "          args: {inn: 'inputs.inn'}\n"
    rejected(credit((args, args + "          next: end\n")), "route-goto", 62)


def test_it_rejects_next_on_a_branch_step():
    otherwise = "    otherwise: gather\n"
    rejected(credit((otherwise, otherwise + "    next: gather\n")), "route-goto", 53)


def test_it_rejects_a_route_that_loops_back():
    report = credit((RETRY, RETRY + "\n    next: fraud-check"))
    problem = rejected(report, "route-cycle", 138)
    assert "fraud-check -> fraud-gate -> manual-review -> fraud-check" in problem.message


def test_it_rejects_a_branch_that_loops_back():
    report = credit(("        goto: manual-review", "        goto: screen"))
    problem = rejected_among(report, "route-cycle", 99)
    assert "loops back" in problem.message


def test_it_rejects_a_confirmation_whose_rejection_loops_back():
    report = portal((SUBMIT_POINT, SUBMIT_POINT + "    on_reject: fill-form\n"))
    problem = rejected(report, "route-cycle", 59)
    assert "on_reject 'fill-form'" in problem.message


def test_it_rejects_a_step_to_itself():
    rejected(credit(("    next: end", "    next: send-answer")), "route-cycle", 130)


def test_it_rejects_an_unreachable_step():
    report = credit(("        goto: manual-review", "        goto: draft-answer"))
    problem = rejected(report, "route-unreachable", 132)
    assert "'manual-review' is unreachable" in problem.message


def test_it_rejects_a_parallel_without_its_join():
    join = "  - id: gathered\n    kind: join\n    parallel: gather\n\n"
    problem = rejected(credit((join, "")), "route-join", 54)
    assert "no join right after it" in problem.message


def test_it_rejects_a_join_naming_a_step_that_is_not_a_parallel():
    problem = rejected(credit(("    parallel: gather", "    parallel: screen")), "route-join", 73)
    assert "not a parallel step" in problem.message


def test_it_rejects_a_join_that_does_not_follow_its_parallel():
    wedge = "  - id: wedge\n    kind: handoff\n    point: fraud-review\n\n"
    report = credit(("  - id: gathered\n", wedge + "  - id: gathered\n"))
    assert [(p.rule, p.line) for p in report.errors] == [("route-join", 54), ("route-join", 77)]
    assert "must come right after its parallel 'gather'" in report.errors[1].message


def test_it_rejects_a_goto_into_a_join():
    report = credit(("        goto: draft-answer", "        goto: gathered"))
    problem = rejected(report, "route-join", 51)
    assert "entered only from its parallel" in problem.message


def test_it_rejects_next_on_a_parallel():
    title = "    title: Доход и скоринг\n"
    rejected(credit((title, title + "    next: fraud-check\n")), "route-join", 57)


def test_it_rejects_duplicate_step_ids():
    report = credit(("  - id: send-answer\n", "  - id: draft-answer\n"))
    problem = rejected_among(report, "step-duplicate", 122)
    assert "already used by the step on line 102" in problem.message


def test_it_rejects_a_duplicate_step_id_inside_a_parallel_branch():
    report = credit(("      - - id: scoring\n", "      - - id: income\n"))
    problem = rejected_among(report, "step-duplicate", 62)
    assert "already used by the step on line 58" in problem.message


def test_it_rejects_the_reserved_id_end():
    report = credit(("  - id: send-answer\n", "  - id: end\n"))
    rejected(report, "step-duplicate", 122)
