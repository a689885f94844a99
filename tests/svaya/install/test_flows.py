"""The install check for conversation flows: one test per rule, each refusal at its line.

Line numbers refer to catalog/solutions/lost-card-block/solution.yaml, whose conversation step
starts on line 20 and whose nodes are greet (34), identify (46), blocked (73), operator (79).
"""

from __future__ import annotations

from tests.svaya.install.helpers import (
    ROOT,
    check,
    edited,
    rejected,
    rejected_among,
    with_context,
)

FLOW = ROOT / "catalog" / "solutions" / "lost-card-block"


def flow(*edits: tuple[str, str], **context: object):
    ctx = with_context(**context) if context else None
    text = edited(FLOW, *edits)
    return check(text, FLOW, ctx) if ctx else check(text, FLOW)


def test_the_shipped_flow_installs_and_prints_its_worst_case():
    report = flow()
    assert report.ok, "\n".join(map(str, report.problems))
    facts = report.facts.conversations["talk"]
    assert facts["max_turns"] == 10 and facts["calls_per_turn"] == 2
    assert facts["worst_case_llm_calls"] == 30  # 10 turns x 2 calls, x 2 tiers, capped at 30
    assert report.facts.worst_case_by_step["talk"] == 30


def test_it_rejects_a_flow_without_a_start():
    problem = rejected(flow(("        is_start: true\n", "")), "flow-start", 34)
    assert "no start node" in problem.message


def test_it_rejects_a_flow_with_two_starts():
    problem = rejected(
        flow(
            ("        name: Какая карта\n", "        name: Какая карта\n        is_start: true\n")
        ),
        "flow-start",
        48,
    )
    assert "second start" in problem.message and "'greet'" in problem.message


def test_it_rejects_an_end_node_with_edges():
    edge = (
        "        edges:\n          - label: again\n            condition: Клиент хочет еще.\n"
        "            target: greet\n"
    )
    problem = rejected(
        flow(
            (
                "          приложении или в отделении. Попрощайтесь.\n",
                "          приложении или в отделении. Попрощайтесь.\n" + edge,
            )
        ),
        "flow-end-edges",
        79,
    )
    assert "'blocked' is an end node and has edges" in problem.message


def test_it_rejects_an_edge_to_the_global_node():
    report = flow(
        ("      name: Тон и правила\n", "      id: tone\n      name: Тон и правила\n"),
        ("            target: identify\n", "            target: tone\n"),
    )
    problem = rejected_among(report, "flow-global", 42)
    assert "never a target" in problem.message


def test_it_rejects_a_global_node_with_edges():
    edge = (
        "      edges:\n        - label: back\n          condition: Всегда.\n"
        "          target: greet\n"
    )
    problem = rejected(
        flow(("      name: Тон и правила\n", "      name: Тон и правила\n" + edge)),
        "flow-global",
        29,
    )
    assert "global node has edges" in problem.message


def test_it_rejects_an_edge_to_a_missing_node():
    problem = rejected_among(
        flow(("            target: blocked\n", "            target: blockd\n")), "flow-target", 65
    )
    assert "'blockd', which is not a node" in problem.message and problem.col == 21


def test_it_rejects_a_node_that_cannot_be_reached_from_the_start():
    report = flow(("            target: identify\n", "            target: operator\n"))
    problem = rejected_among(report, "flow-unreachable", 46)
    assert [p.line for p in report.errors] == [46, 73]  # blocked hangs off identify
    assert "'identify' cannot be reached from the start 'greet'" in problem.message


def test_it_rejects_a_node_that_cannot_reach_an_end():
    report = flow(
        ("            target: blocked\n", "            target: identify\n"),
        (
            "            target: operator\n            transition_speech: Передаю",
            "            target: identify\n            transition_speech: Передаю",
        ),
    )
    problems = [p for p in report.errors if p.rule == "flow-dead-end"]
    assert [p.line for p in problems] == [46]  # blocked is now unreachable: its own rule
    assert "cannot reach any end node" in problems[0].message


def test_it_rejects_two_edges_with_one_label_in_a_node():
    problem = rejected(
        flow(("          - label: unsure\n", "          - label: confirmed\n")), "flow-label", 67
    )
    assert "used by two of its edges" in problem.message


def test_it_rejects_a_label_that_cannot_be_a_function_name():
    problem = rejected(
        flow(("          - label: lost\n", "          - label: карта потеряна\n")), "flow-label", 39
    )
    assert "function the model calls" in problem.message


def test_it_rejects_an_empty_condition():
    report = flow(
        (
            "            condition: Клиент сообщил, что его карта потеряна или украдена.\n",
            "            condition: '  '\n",
        )
    )
    problem = rejected(report, "flow-empty", 40)
    assert "edge 'lost' of node 'greet' has an empty condition" in problem.message


def test_it_rejects_an_empty_prompt():
    report = flow(
        (
            "        prompt: Поздоровайтесь и спросите, что случилось с картой.\n",
            "        prompt: ''\n",
        )
    )
    problem = rejected(report, "flow-empty", 37)
    assert "'greet' has an empty prompt" in problem.message


def test_it_rejects_a_flow_without_a_turn_limit():
    problem = rejected(flow(("    max_turns: 10\n", "")), "flow-limits", 20)
    assert "no max_turns" in problem.message


def test_it_rejects_a_turn_limit_the_call_cap_cannot_pay_for():
    problem = rejected(flow(("    max_turns: 10\n", "    max_turns: 16\n")), "flow-limits", 23)
    assert "outside 1..15" in problem.message


def test_it_rejects_a_flow_without_a_time_budget():
    problem = rejected(flow(("    time_budget: 20m\n", "")), "flow-limits", 20)
    assert "no time_budget" in problem.message


def test_it_rejects_a_flow_without_its_handoff_point():
    report = flow(("    on_exhausted: card-desk\n", ""))
    problem = rejected(report, "flow-limits", 20)
    assert "no on_exhausted" in problem.message


def test_it_rejects_a_flow_whose_handoff_point_is_not_declared():
    report = flow(("    on_exhausted: card-desk\n", "    on_exhausted: nowhere\n"))
    problem = rejected(report, "flow-limits", 25)
    assert "'nowhere' is not declared" in problem.message


def test_it_rejects_a_flow_without_a_silence_timeout():
    problem = rejected(
        flow(("    silence: {timeout: 10m, outcome: end}\n", "")), "flow-silence", 20
    )
    assert "no silence" in problem.message


def test_it_rejects_a_silence_timeout_longer_than_the_time_budget():
    report = flow(
        (
            "    silence: {timeout: 10m, outcome: end}\n",
            "    silence: {timeout: 30m, outcome: end}\n",
        )
    )
    problem = rejected(report, "flow-silence", 26)
    assert "longer than the time budget 20m" in problem.message


def test_it_rejects_a_silence_outcome_other_than_end_or_handoff():
    report = flow(
        (
            "    silence: {timeout: 10m, outcome: end}\n",
            "    silence: {timeout: 10m, outcome: wait}\n",
        )
    )
    assert not report.ok and report.errors[0].line == 26


def test_it_rejects_an_extraction_schema_without_reason():
    report = flow(
        ("              reason: {type: string}\n", ""),
        ("            required: [card_last4, reason]\n", "            required: [card_last4]\n"),
    )
    problem = rejected(report, "flow-extraction", 54)
    assert "'reason' property" in problem.message


def test_it_rejects_an_invalid_extraction_schema():
    report = flow(
        ("              reason: {type: string}\n", "              reason: {type: text}\n")
    )
    problem = rejected(report, "flow-extraction", 57)
    assert "not valid JSON Schema" in problem.message


def test_it_rejects_an_extraction_schema_that_leaves_a_field_optional():
    report = flow(
        ("            required: [card_last4, reason]\n", "            required: [reason]\n")
    )
    problem = rejected(report, "flow-extraction", 54)
    assert "card_last4 not required" in problem.message


def test_it_rejects_duplicate_node_ids():
    report = flow(("      - id: operator\n", "      - id: blocked\n"))
    assert "flow-node-id" in report.rules()


def test_an_end_node_hands_over_only_to_a_declared_point():
    report = flow(("        handoff: card-desk\n", "        handoff: desk\n"))
    rejected_among(report, "point-undeclared", 82)
