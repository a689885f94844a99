"""The public record: an allow-list projection of the journal, checked before it leaves."""

from __future__ import annotations

import json
from typing import Any

import pytest

from runs.models import Run, ToolCall
from showcase import public
from showcase.public import (
    ATTEMPT_KEYS,
    CONFIRMATION_KEYS,
    HANDOFF_KEYS,
    PASS_KEYS,
    RECORD_KEYS,
    STEP_KEYS,
    TOOL_CALL_KEYS,
    LeakError,
    export_public_record,
    public_record,
    record_leaks,
)

# The builder stores whole requests with the personal inputs on purpose: the public record
# must cut them. The suite-wide scan of stored requests is therefore off here.
pytestmark = [pytest.mark.django_db, pytest.mark.planted_personal_data]


def step(record: dict[str, Any], step_id: str) -> dict[str, Any]:
    return next(s for s in record["steps"] if s["step"] == step_id)


def passes(record: dict[str, Any], step_id: str) -> list[dict[str, Any]]:
    return [p for a in step(record, step_id)["attempts"] for p in a["passes"]]


def test_the_record_has_exactly_the_allowed_keys_at_every_level(
    credit_run: Run, portal_run: Run, handoff_run: Run
):
    for run in (credit_run, portal_run, handoff_run):
        record = public_record(run)
        assert set(record) == set(RECORD_KEYS)
        for s in record["steps"]:
            assert set(s) == set(STEP_KEYS)
            assert all(set(c) == set(CONFIRMATION_KEYS) for c in s["confirmations"])
            assert all(set(h) == set(HANDOFF_KEYS) for h in s["handoffs"])
            for a in s["attempts"]:
                assert set(a) == set(ATTEMPT_KEYS)
                for p in a["passes"]:
                    assert set(p) == set(PASS_KEYS)
                    assert all(set(c) == set(TOOL_CALL_KEYS) for c in p["tool_calls"])


def test_the_record_keeps_the_sequence_of_steps_with_their_numbers(credit_run: Run):
    record = public_record(credit_run)

    assert [(s["number"], s["step"]) for s in record["steps"]] == [
        ("1", "screen"),
        ("2", "screen-gate"),
        ("3", "gather"),
        ("3.1", "income"),
        ("3.2", "scoring"),
        ("4", "gathered"),
        ("5", "fraud-check"),
        ("6", "fraud-gate"),
        ("7", "draft-answer"),
        ("8", "send-answer"),
    ]
    assert step(record, "scoring")["branch"] == 1


def test_the_record_keeps_pass_numbers_and_the_fact_of_each_tool_call(credit_run: Run):
    fraud = passes(public_record(credit_run), "fraud-check")

    assert [p["number"] for p in fraud] == [1, 2, 3, 4, 5]
    assert [[c["tool"] for c in p["tool_calls"]] for p in fraud] == [
        ["Антифрод-система банка", "Связанный счет"],
        [],
        ["Бюро кредитных историй"],
        [],
        [],
    ]
    sent = passes(public_record(credit_run), "send-answer")
    assert [(p["outcome"], [c["tool"] for c in p["tool_calls"]]) for p in sent] == [
        ("system_call", ["Отправка ответа клиенту"])
    ]
    assert fraud[0]["tool_calls"][0] == {
        "tool": "Антифрод-система банка",
        "effect": "read",
        "status": "finished",
        "retried": False,
    }


def test_the_record_marks_repairs_and_repeats(credit_run: Run):
    record = public_record(credit_run)
    fraud = passes(record, "fraud-check")

    assert passes(record, "screen")[0]["repairs"] == 1
    assert [p["retry"] for p in fraud] == [False, False, True, False, False]  # after empty turn
    assert [p["repairs"] for p in fraud] == [0, 0, 0, 0, 1]  # after the rejected result
    assert fraud[2]["tool_calls"][0]["retried"] is True
    assert step(record, "fraud-check")["attempts"][0]["replayed"] is True


def test_the_record_keeps_the_time_of_each_step(credit_run: Run):
    record = public_record(credit_run)

    assert step(record, "screen")["duration_s"] == 2.5
    assert step(record, "fraud-check")["duration_s"] == 14.0
    assert step(record, "screen")["started_at"].startswith("2026-03-02T10:00:00")


def test_the_record_keeps_confirmation_outcomes_but_not_who_or_why(portal_run: Run):
    record = public_record(portal_run)

    assert step(record, "confirm-submit")["confirmations"] == [
        {"point": "Подтвердить отправку формы на портал", "outcome": "approved"}
    ]
    assert portal_run.inputs["submitted_by"] not in json.dumps(record, ensure_ascii=False)


def test_the_record_keeps_handoffs_and_the_controllers_decisions(handoff_run: Run):
    record = public_record(handoff_run)
    fraud = step(record, "fraud-check")

    assert [a["number"] for a in fraud["attempts"]] == [1, 2]
    assert [a["outcome"] for a in fraud["attempts"]] == ["passes_exhausted"] * 2
    assert fraud["handoffs"] == [
        {
            "point": "Ручная проверка на мошенничество",
            "cause": "passes_exhausted",
            "decision": "retry",
        },
        {
            "point": "Ручная проверка на мошенничество",
            "cause": "passes_exhausted",
            "decision": "terminate",
        },
    ]
    assert record["outcome"] == "terminated"


def test_a_clean_record_has_no_leaks(credit_run: Run, portal_run: Run, handoff_run: Run):
    for run in (credit_run, portal_run, handoff_run):
        assert record_leaks(public_record(run), run) == []


def test_the_record_cuts_what_the_ledger_holds(credit_run: Run):
    text = json.dumps(public_record(credit_run), ensure_ascii=False)

    for value in credit_run.inputs.values():
        if isinstance(value, str) and value not in {"ремонт квартиры"}:
            assert value not in text
    for cut in (
        "stand-cheap",
        "stand-strong",
        "cheap",
        "strong",
        "bank.fraud_check",
        "run-1-send",
        "reason",
        "tokens",
        "Ты — аналитик",
    ):
        assert cut not in text, cut


def test_a_code_outside_the_closed_set_is_exported_as_other(credit_run: Run):
    ToolCall.objects.filter(tool="bank.scoring").update(effect="exec")
    public.Pass.objects.filter(outcome="verdict").update(outcome="Смирнова verdict")

    record = public_record(credit_run)

    assert passes(record, "screen")[0]["outcome"] == "other"
    assert passes(record, "scoring")[0]["tool_calls"][0]["effect"] == "other"
    assert record_leaks(record, credit_run) == []


def test_a_tool_the_model_invented_is_shown_without_its_name(credit_run: Run):
    ToolCall.objects.filter(tool="bank.linked_account").update(
        tool="lookup_Смирнова_Анна", status="refused"
    )

    record = public_record(credit_run)

    calls = passes(record, "fraud-check")[0]["tool_calls"]
    assert calls[1] == {
        "tool": "необъявленный инструмент",
        "effect": "read",
        "status": "refused",
        "retried": False,
    }


def plant(record: dict[str, Any], where: str, value: Any) -> dict[str, Any]:
    planted = json.loads(json.dumps(record, ensure_ascii=False))
    target = planted["steps"][6]["attempts"][0]["passes"][0]  # fraud-check, pass 1
    target[where] = value
    return planted


def digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


# Each planted value is built from the run's own inputs: (key, inputs -> value, finding).
PLANTED = [
    ("prompt", lambda i: "проверь заявителя", "поле «prompt» запрещено"),
    ("systemPrompt", lambda i: "x", "поле «systemPrompt» запрещено"),
    ("model", lambda i: "gpt", "поле «model» запрещено"),
    ("similarity_score", lambda i: 0.91, "поле «similarity_score» запрещено"),
    ("args", lambda i: {"inn": "1"}, "поле «args» запрещено"),
    ("note", lambda i: "ok", "поле «note» не входит в разрешенный список"),
    (
        "Смирнова",
        lambda i: "ok",
        "поле «…» не входит в разрешенный список",  # a key that may itself be the leak
    ),
    ("outcome", lambda i: i["applicant_name"], "«inputs.applicant_name» (pd.name)"),
    ("outcome", lambda i: i["applicant_name"].split()[0].lower(), "(pd.name)"),
    ("outcome", lambda i: f"паспорт {digits(i['passport'])}", "«inputs.passport» (pd.passport)"),
    ("outcome", lambda i: "+" + digits(i["phone"]), "«inputs.phone» (pd.contacts)"),
    ("outcome", lambda i: f"ИНН: {i['inn']}", "«inputs.inn» (pd.inn)"),
    ("outcome", lambda i: "клиент [PERSON_1] чист", "условное обозначение персональных данных"),
    ("outcome", lambda i: "ответил stand-strong", "имя модели"),
    ("outcome", lambda i: "queue fraud-controllers", "код очереди"),
    ("outcome", lambda i: "bank.fraud_check", "имя инструмента в реестре"),
    ("outcome", lambda i: "w1:4242:deadbeef", "внутренний идентификатор службы"),
    ("outcome", lambda i: 'result.verdict in ["clear", "suspicious"]', "выражение правила"),
]


@pytest.mark.parametrize(("key", "value", "finding"), PLANTED)
def test_record_leaks_finds_a_planted_leak(credit_run: Run, key: str, value: Any, finding: str):
    planted = plant(public_record(credit_run), key, value(credit_run.inputs))

    leaks = record_leaks(planted, credit_run)

    assert any(finding in leak for leak in leaks), leaks
    assert all(leak.startswith("record.steps[6].attempts[0].passes[0]") for leak in leaks)


def test_record_leaks_finds_a_quoted_piece_of_an_instruction(credit_run: Run):
    instruction = next(
        s["instruction"] for s in credit_run.version.spec["steps"] if s["id"] == "fraud-check"
    )
    quoted = " ".join(instruction.split()[10:22])
    planted = plant(public_record(credit_run), "outcome", f"модель написала: {quoted}")

    leaks = record_leaks(planted, credit_run)

    assert leaks == [
        "record.steps[6].attempts[0].passes[0].outcome: фрагмент текста задания шага «fraud-check»"
    ]


def test_export_refuses_a_leaking_record_and_names_what_leaked(credit_run: Run, monkeypatch):
    name = credit_run.inputs["applicant_name"]
    planted = plant(public_record(credit_run), "prompt", f"Проверь {name}")
    monkeypatch.setattr(public, "public_record", lambda run: planted)

    with pytest.raises(LeakError) as refused:
        export_public_record(credit_run)

    leaks = refused.value.leaks
    assert any("поле «prompt» запрещено" in leak for leak in leaks)
    assert any("pd.name" in leak for leak in leaks)
    assert name not in str(refused.value)  # the report names the field, never the value


def test_export_gives_the_record_when_nothing_leaks(credit_run: Run):
    assert export_public_record(credit_run) == public_record(credit_run)
