"""The install check refuses a stand file, or a sample's expected end, that cannot be right:
each refusal names the rule and the line, and says what to do."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from svaya.install import InstallReport, check_path
from tests.svaya.install.helpers import CONTEXT, CREDIT, SOLUTIONS, rejected

INSURANCE = SOLUTIONS / "insurance-claim-triage"


def _copy(tmp_path: Path, folder: Path) -> Path:
    target = tmp_path / folder.name
    shutil.copytree(folder, target)
    return target


def _line(text: str, needle: str) -> int:
    lines = [i for i, line in enumerate(text.splitlines(), 1) if needle in line]
    assert len(lines) == 1, f"{needle!r} is on lines {lines}"
    return lines[0]


def stand(tmp_path: Path, *edits: tuple[str, str]) -> tuple[InstallReport, str]:
    """The insurance example's stand.yaml with each (old, new) replaced once, checked."""
    folder = _copy(tmp_path, INSURANCE)
    text = (folder / "stand.yaml").read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times"
        text = text.replace(old, new)
    (folder / "stand.yaml").write_text(text, encoding="utf-8")
    return check_path(folder, context=CONTEXT), text


def credit_stand(tmp_path: Path, text: str) -> InstallReport:
    folder = _copy(tmp_path, CREDIT)
    (folder / "stand.yaml").write_text(text, encoding="utf-8")
    return check_path(folder, context=CONTEXT)


@pytest.mark.parametrize(
    "folder",
    sorted(p for p in SOLUTIONS.iterdir() if (p / "solution.yaml").exists()),
    ids=lambda p: p.name,
)
def test_it_accepts_every_catalog_solution_with_its_stand_and_expected_ends(folder: Path) -> None:
    report = check_path(folder, context=CONTEXT)
    assert report.problems == [], "\n".join(map(str, report.problems))


def test_it_rejects_rules_for_a_step_the_solution_does_not_have(tmp_path: Path) -> None:
    report, text = stand(tmp_path, ("  assess:", "  asses:"))
    problem = rejected(report, "stand-step", _line(text, "  asses:"))
    assert "no step 'asses'" in problem.message and "assess" in problem.message
    assert str(problem).startswith(f"{tmp_path}/insurance-claim-triage/stand.yaml:")


def test_it_rejects_rules_for_a_step_the_model_is_never_asked_in(tmp_path: Path) -> None:
    report, text = stand(tmp_path, ("  assess:", "  pay: []\n  assess:"))
    assert "system step" in rejected(report, "stand-step", _line(text, "  pay: []")).message


def test_it_rejects_a_condition_that_does_not_compile(tmp_path: Path) -> None:
    old = "when: 'input.history.claims_12m >= 3'"
    report, text = stand(tmp_path, (old, "when: 'input.history.claims_12m >= '"))
    problem = rejected(report, "stand-when", _line(text, "claims_12m >= '"))
    assert "does not compile" in problem.message


def test_it_rejects_a_condition_that_is_not_true_or_false(tmp_path: Path) -> None:
    old = "when: 'input.history.claims_12m >= 3'"
    report, text = stand(tmp_path, (old, "when: 'size(input.claim)'"))
    problem = rejected(report, "stand-when", _line(text, "size(input.claim)"))
    assert "must be true or false" in problem.message


def test_it_rejects_a_condition_on_a_field_the_step_input_does_not_have(tmp_path: Path) -> None:
    old = "when: 'input.history.claims_12m >= 3'"
    report, text = stand(tmp_path, (old, "when: 'input.claim.amount >= 3'"))
    problem = rejected(report, "stand-when", _line(text, "input.claim.amount"))
    assert "input.claim.amount" in problem.message and "could never match" in problem.message
    assert "damage_amount" in problem.message and "history" not in problem.message


def test_it_rejects_a_rule_after_the_rule_that_matches_everything(tmp_path: Path) -> None:
    old = "    - note: too many claims in a year\n      when: 'input.history.claims_12m >= 3'\n"
    report, text = stand(tmp_path, (old, "    - note: too many claims in a year\n"))
    problem = rejected(report, "stand-unreachable", _line(text, "- note: otherwise pay"))
    assert "rule 4 of 'assess' can never match: rule 3 has no `when`" in problem.message


def test_it_rejects_a_verdict_without_a_required_field(tmp_path: Path) -> None:
    old = "        decision: investigate\n        payout: null\n"
    report, text = stand(tmp_path, (old, "        decision: investigate\n"))
    problem = rejected(report, "stand-verdict", _line(text, "decision: investigate"))
    assert "misses the required field 'payout'" in problem.message


def test_it_rejects_a_verdict_value_the_schema_does_not_allow(tmp_path: Path) -> None:
    report, text = stand(tmp_path, ("decision: investigate", "decision: review"))
    problem = rejected(report, "stand-verdict", _line(text, "decision: review"))
    assert "'review' is not one of" in problem.message


def test_it_rejects_a_verdict_field_the_schema_does_not_have(tmp_path: Path) -> None:
    old = "        decision: investigate\n"
    report, text = stand(tmp_path, (old, old + "        urgency: high\n"))
    problem = rejected(report, "stand-verdict", _line(text, "urgency: high"))
    assert "urgency is not a field" in problem.message


def test_it_rejects_a_template_expression_that_does_not_compile(tmp_path: Path) -> None:
    old = "claim_id: '= args.claim_id', status: sent"
    report, text = stand(tmp_path, (old, "claim_id: '= args.claim_id +', status: sent"))
    problem = rejected(report, "stand-template", _line(text, "args.claim_id +"))
    assert "does not compile" in problem.message


def test_it_rejects_a_template_that_reads_an_argument_the_tool_does_not_take(
    tmp_path: Path,
) -> None:
    old = "claim_id: '= args.claim_id', status: sent"
    report, text = stand(tmp_path, (old, "claim_id: '= args.claim', status: sent"))
    problem = rejected(report, "stand-template", _line(text, "args.claim'"))
    assert "the tool's arguments does not have" in problem.message


def test_it_rejects_a_fault_on_a_field_no_record_has(tmp_path: Path) -> None:
    old = "    not_found: {status: 404, error: 'Полис {{ args.policy_no }} не найден'}\n"
    fault = (
        "    faults:\n      - when: 'record.state == \"lapsed\"'\n"
        "        status: 409\n        error: полис прекращен\n"
    )
    report, text = stand(tmp_path, (old, old + fault))
    problem = rejected(report, "stand-when", _line(text, "record.state"))
    assert "record.state" in problem.message and "status_title" in problem.message


def test_it_rejects_an_operation_that_is_no_tool_of_the_registry(tmp_path: Path) -> None:
    report, text = stand(tmp_path, ("  insurer.send_letter:", "  insurer.send_sms:"))
    problem = rejected(report, "stand-operation", _line(text, "insurer.send_sms:"))
    assert "svaya/tools/registry/" in problem.message


def test_it_rejects_a_key_that_is_no_argument_of_the_tool(tmp_path: Path) -> None:
    old = "    records: claims\n    key: policy_no\n"
    report, text = stand(tmp_path, (old, "    records: claims\n    key: policy\n"))
    problem = rejected(report, "stand-operation", _line(text, "records: claims") + 1)
    assert "key 'policy' is no argument" in problem.message


def test_it_rejects_an_operation_on_a_table_the_file_does_not_declare(tmp_path: Path) -> None:
    report, text = stand(tmp_path, ("    records: claims\n", "    records: claim\n"))
    problem = rejected(report, "stand-records", _line(text, "records: claim\n".strip()))
    assert "no table 'claim'" in problem.message


def test_it_rejects_a_rule_with_two_answers(tmp_path: Path) -> None:
    old = "    - note: too many claims in a year\n"
    report, text = stand(tmp_path, (old, old + "      empty: true\n"))
    problem = rejected(report, "stand-schema", _line(text, "- note: too many claims"))
    assert "exactly one of" in problem.message


def test_it_rejects_a_tool_call_in_an_llm_step(tmp_path: Path) -> None:
    report, text = stand(
        tmp_path,
        (
            "    - note: too many claims in a year\n      when: 'input.history.claims_12m >= 3'\n"
            "      verdict:\n",
            "    - when: passes > 0\n      call: insurer.policy_status\n      args: {}\n"
            "    - note: too many claims in a year\n      when: 'input.history.claims_12m >= 3'\n"
            "      verdict:\n",
        ),
    )
    problem = rejected(report, "stand-answer", _line(text, "call: insurer.policy_status"))
    assert "only agent steps call tools" in problem.message


def test_it_rejects_a_call_of_a_tool_the_agent_step_does_not_offer(tmp_path: Path) -> None:
    report = credit_stand(
        tmp_path,
        "model:\n  fraud-check:\n    - call: bank.scoring\n      args: {}\n",
    )
    problem = rejected(report, "stand-answer", 3)
    assert "offers no tool 'bank.scoring'" in problem.message


def test_it_rejects_a_verdict_in_an_agent_step(tmp_path: Path) -> None:
    report = credit_stand(tmp_path, "model:\n  fraud-check:\n    - verdict: {}\n")
    assert "its answer is `result`" in rejected(report, "stand-answer", 3).message


def test_it_rejects_call_arguments_on_a_field_the_step_input_does_not_have(
    tmp_path: Path,
) -> None:
    report = credit_stand(
        tmp_path,
        "model:\n  fraud-check:\n    - call: bank.fraud_check\n"
        "      args: {application_id: '= input.inputs.app_id'}\n",
    )
    assert "input.inputs.app_id" in rejected(report, "stand-template", 4).message


def test_it_rejects_samples_without_an_expected_end(tmp_path: Path) -> None:
    folder = _copy(tmp_path, INSURANCE)
    path = folder / "samples" / "expected.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("lapsed-policy:", "lapsed-polcy:"), encoding="utf-8")
    report = check_path(folder, context=CONTEXT)
    messages = sorted(p.message for p in report.errors)
    assert {p.rule for p in report.errors} == {"sample-expect"}
    assert messages == [
        "no sample lapsed-polcy.json for this expected end",
        "sample 'lapsed-policy' has no expected end here",
    ]
    path.unlink()
    problem = rejected(check_path(folder, context=CONTEXT), "sample-expect", 1)
    assert "add expected.yaml" in problem.message


def test_it_rejects_an_expected_end_at_an_unknown_step_or_point(tmp_path: Path) -> None:
    folder = _copy(tmp_path, INSURANCE)
    path = folder / "samples" / "expected.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace("step: security, point: security-review", "step: securty, point: secure")
    path.write_text(text, encoding="utf-8")
    errors = check_path(folder, context=CONTEXT).errors
    assert [(p.rule, p.message) for p in errors] == [
        ("sample-expect", "frequent-thefts: no step 'securty' in solution.yaml"),
        ("sample-expect", "frequent-thefts: no handoff or confirmation point 'secure'"),
    ]


def test_it_rejects_an_answer_the_tools_result_schema_does_not_allow(tmp_path: Path) -> None:
    report, text = stand(tmp_path, ("      status: registered\n", "      status: done\n"))
    problem = rejected(report, "stand-result", _line(text, "status: done"))
    assert "'done' is not one of ['registered']" in problem.message
    assert "the result schema of insurer.register_payout" in problem.message


def test_it_rejects_a_condition_on_a_field_the_system_steps_result_does_not_have(
    tmp_path: Path,
) -> None:
    old = "when: 'input.history.claims_12m >= 3'"
    report, text = stand(tmp_path, (old, "when: 'input.history.count >= 3'"))
    problem = rejected(report, "stand-when", _line(text, "input.history.count"))
    assert "known fields: policy_no, claims_12m, items" in problem.message


def test_it_rejects_a_computed_key_that_reads_an_argument_the_tool_does_not_take(
    tmp_path: Path,
) -> None:
    old = "    records: policies\n    key: policy_no\n"
    new = "    records: policies\n    key: '= args.policy.trim()'\n"
    report, text = stand(tmp_path, (old, new))
    problem = rejected(report, "stand-template", _line(text, "args.policy.trim()"))
    assert "args.policy" in problem.message
