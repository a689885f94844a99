"""Every tool call passes right, form and data route; personal data leaves only as placeholders."""

from __future__ import annotations

import json
from typing import Any

from svaya.engine.outcomes import Done, Exhausted, Why
from svaya.engine.protocol import Limits
from tests.svaya.engine.conftest import (
    Harness,
    answer,
    call,
    policy_for,
    tool_calls,
    tool_messages,
)


def fraud_args(h: Harness, **changes: Any) -> dict[str, Any]:
    args = {
        "application_id": h.inputs["application_id"],
        "passport": h.placeholder(h.inputs["passport"]),
        "phone": h.placeholder(h.inputs["phone"]),
    }
    return {k: v for k, v in {**args, **changes}.items() if v is not None}


def verdict() -> dict[str, Any]:
    return {
        "verdict": "clear",
        "signals": [],
        "sources_checked": ["bank.fraud_check"],
        "reason": "no signals",
    }


def journal(h: Harness, tool: str) -> list[dict[str, Any]]:
    h.ledger.flush()
    return [row for row in h.ledger.tools.values() if row["tool"] == tool]


# --- right, form, route -------------------------------------------------------------------


def test_a_tool_the_role_has_no_right_to_is_refused_and_never_invoked(credit: Harness):
    credit.policy = policy_for("credit_officer", without=frozenset({"bureau.credit_history"}))
    history = call(
        "bureau.credit_history",
        {
            "applicant_name": credit.placeholder(credit.inputs["applicant_name"]),
            "passport": credit.placeholder(credit.inputs["passport"]),
            "birthdate": credit.placeholder(credit.inputs["birthdate"]),
        },
    )
    credit.model.script(tool_calls(history), answer(verdict()))

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Done)
    assert credit.invoker.calls == []
    [row] = journal(credit, "bureau.credit_history")
    assert row["status"] == "refused" and row["error"].startswith("right:")
    [reply] = tool_messages(credit.model.requests[1])
    assert reply["refused"] == "the run's role has no right to bureau.credit_history"


def test_arguments_off_the_tools_schema_are_rejected_and_counted(credit: Harness):
    credit.limits = Limits(rejected_answers_per_attempt=2)
    credit.model.script(
        tool_calls(call("bank.fraud_check", fraud_args(credit, phone=None))),
        tool_calls(call("bank.fraud_check", fraud_args(credit, passport=12))),
    )

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Exhausted) and outcome.why is Why.REJECTED
    assert credit.invoker.calls == []
    [reply] = tool_messages(credit.model.requests[1])
    assert "'phone' is a required property" in reply["refused"]
    assert all(row["error"].startswith("form:") for row in journal(credit, "bank.fraud_check"))


def test_a_passport_placeholder_sent_where_its_route_forbids_is_refused_and_journaled(
    portal: Harness,
):
    passport = "4510 123456"
    portal.invoker.results["docs.read_section"] = {
        "section": "director",
        "text": f"Директор: паспорт {passport}, выдан 2015-03-12",
    }
    form = portal.inputs["form_code"]
    read = call(
        "docs.read_section", {"document_id": portal.inputs["document_id"], "section": "director"}
    )
    validate = call(
        "portal.validate_field",
        {"form_code": form, "field": "director_passport", "value": "[PASSPORT_1]"},
    )
    done = {
        "complete": True,
        "fields": [{"code": "company", "value": "Дельта"}],
        "unresolved": [],
        "reason": "паспорт в форму не переносится",
    }
    portal.model.script(tool_calls(read), tool_calls(validate), answer(done))

    outcome = portal.run(portal.step("fill-form"))

    assert "[PASSPORT_1]" in portal.model.requests[1]["messages"][-1]["content"]
    assert isinstance(outcome, Done)  # the refusal is answered, the loop goes on
    assert [c.tool for c in portal.invoker.calls] == ["docs.read_section"]
    [row] = journal(portal, "portal.validate_field")
    assert row["status"] == "refused"
    assert row["error"] == "route: data route to portal does not allow pd.passport"
    assert row["args"]["value"] == "[PASSPORT_1]"  # the refused call is kept without the value
    reply = tool_messages(portal.model.requests[2])[-1]
    assert reply == {
        "refused": "data route to portal does not allow pd.passport",
        "classes": ["pd.passport"],
    }
    assert passport not in portal.model.sent()


def test_placeholders_become_real_values_for_an_allowed_call(credit: Harness):
    credit.model.script(tool_calls(call("bank.fraud_check", fraud_args(credit))), answer(verdict()))

    credit.run(credit.step("fraud-check"))

    [invocation] = credit.invoker.calls
    assert invocation.args == {
        "application_id": credit.inputs["application_id"],
        "passport": credit.inputs["passport"],
        "phone": credit.inputs["phone"],
    }


# --- pseudonymization ---------------------------------------------------------------------


def personal_values(h: Harness) -> list[str]:
    classes = {k: s["x-data-class"] for k, s in h.spec.inputs["properties"].items()}
    return [str(v) for k, v in h.inputs.items() if classes[k].startswith("pd.")]


def test_no_personal_input_value_reaches_the_model_in_any_request(credit: Harness):
    name, passport, phone = (credit.inputs[k] for k in ("applicant_name", "passport", "phone"))
    credit.invoker.results["bank.fraud_check"] = {
        "risk_score": 35,
        "holder": name,
        "contact": phone,
        "document": passport,
        "linked_accounts": ["ACC-0042"],
    }
    credit.invoker.results["bureau.credit_history"] = {"subject": name.upper(), "open_loans": 1}
    history = call(
        "bureau.credit_history",
        {
            "applicant_name": credit.placeholder(name),
            "passport": credit.placeholder(passport),
            "birthdate": credit.placeholder(credit.inputs["birthdate"]),
        },
    )
    credit.model.script(
        tool_calls(call("bank.fraud_check", fraud_args(credit))),
        tool_calls(history),
        answer(verdict()),
    )

    outcome = credit.run(credit.step("fraud-check"))

    assert isinstance(outcome, Done)
    assert len(credit.model.requests) == 3
    sent = credit.model.sent()
    for value in personal_values(credit):
        assert value not in sent
    assert credit.inputs["application_id"] in sent  # public data is not hidden


def test_the_same_person_is_the_same_placeholder_on_pass_1_and_pass_3(credit: Harness):
    credit.inputs = {**credit.inputs, "applicant_name": "Смирнова Анна Викторовна"}
    credit.invoker.results["bank.fraud_check"] = {
        "note": "Счет открыт на имя Смирновой Анны Викторовны",  # another case of the same name
        "second_contact": "+7 903 111-22-33",
    }
    credit.model.script(
        tool_calls(call("bank.fraud_check", fraud_args(credit))),
        tool_calls(call("bank.linked_account", {"account_ref": "ACC-0042"})),
        answer(verdict()),
    )

    credit.run(credit.step("fraud-check"))

    first_input = json.loads(credit.model.requests[0]["messages"][1]["content"])
    third_input = json.loads(credit.model.requests[2]["messages"][1]["content"])
    person = first_input["step_input"]["inputs"]["applicant_name"]
    assert person == "[PERSON_1]"
    assert third_input["step_input"]["inputs"]["applicant_name"] == person
    [fraud_reply, _] = tool_messages(credit.model.requests[2])
    assert fraud_reply["result"]["note"] == f"Счет открыт на имя {person}"
    assert fraud_reply["result"]["second_contact"] == "[PHONE_2]"


def test_a_name_found_by_recognition_keeps_its_placeholder_across_passes(credit: Harness):
    credit.use_names = True
    stranger = "Коваленко Игорь Сергеевич"
    credit.invoker.results["bank.linked_account"] = {
        "owner": f"Владелец счета — {stranger}, нерезидент",
        "transit": True,
    }
    credit.model.script(
        tool_calls(call("bank.linked_account", {"account_ref": "ACC-0042"})),
        tool_calls(call("bank.linked_account", {"account_ref": "ACC-0043"})),
        answer(verdict()),
    )

    credit.run(credit.step("fraud-check"))

    second, third = (tool_messages(r) for r in credit.model.requests[1:])
    assert second[0]["result"]["owner"] == "Владелец счета — [PERSON_2], нерезидент"
    assert third[0] == second[0] and third[1] == second[0]
    assert stranger not in credit.model.sent()
