"""Each catalog sample walks its expected path: the solution's YAML, the synthetic model's
policies, the registry and the world, with the engine's part played by the harness."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from svaya.privacy import inn_valid
from svaya.stand.declared.catalog import load_stands
from svaya.stand.world import World, load_data
from svaya.stand.world.transport import WorldTransport
from svaya.tools.connectors import ToolInvoker
from tests.svaya.world.harness import AgentDriver, Pseudonyms, Trip, sample
from tests.svaya.world.messages import Chat, answer

CREDIT = "credit-application-response"
PORTAL = "portal-submission-from-document"
FRAUD, LINKED = "bank.fraud_check", "bank.linked_account"
PASSPORT, BUREAU = "registry.passport_validity", "bureau.credit_history"
READ, CHECK = "docs.read_section", "portal.validate_field"
CREDIT_SAMPLES = [
    "clear-applicant",
    "counter-offer",
    "endless-chain",
    "invalid-passport",
    "linked-accounts",
    "not-eligible",
]
# What the engine's detectors would hide in each document, as value -> placeholder.
DOCUMENT_PERSONAL = {
    "counterparty-card": {
        "Орлова Мария Андреевна": "[PERSON_1]",
        "Гаврилов Сергей Николаевич": "[PERSON_2]",
        "+7 (812) 334-56-78": "[PHONE_1]",
        "m.orlova@sev-terminal.ru": "[EMAIL_1]",
        "7805216340": "[INN_1]",
    },
    "unreadable-scan": {"Белов Константин Ильич": "[PERSON_1]"},
    "injected-instruction": {
        "Зайцева Ольга Петровна": "[PERSON_1]",
        "Мельников Андрей Викторович": "[PERSON_2]",
        "+7 (8142) 59-27-31": "[PHONE_1]",
        "info@lesnaya-gavan.ru": "[EMAIL_1]",
        "verify@lesgavan-docs.ru": "[EMAIL_2]",
        "1001362742": "[INN_1]",
    },
    "director-passport": {
        "Никитин Артем Юрьевич": "[PERSON_1]",
        "Фомин Владислав Игоревич": "[PERSON_2]",
        "4516 738204": "[PASSPORT_1]",
        "22.07.1971": "[BIRTHDATE_1]",
        "+7 (495) 781-24-60": "[PHONE_1]",
        "7724639186": "[INN_1]",
    },
}


@pytest.fixture
def world() -> World:
    return World()


@pytest.fixture
def invoker(world: World) -> ToolInvoker:
    return ToolInvoker(transport=WorldTransport(world))


def applicant_pseudonyms(inputs: dict[str, Any]) -> Pseudonyms:
    kinds = {
        "applicant_name": "PERSON",
        "passport": "PASSPORT",
        "birthdate": "BIRTHDATE",
        "phone": "PHONE",
        "inn": "INN",
    }
    return Pseudonyms({inputs[key]: f"[{kind}_1]" for key, kind in kinds.items()})


def fraud_trip(name: str, invoker: ToolInvoker) -> Trip:
    inputs = sample(CREDIT, name)
    return AgentDriver(CREDIT, "fraud-check", applicant_pseudonyms(inputs), invoker=invoker).run(
        inputs
    )


def fill_trip(name: str, invoker: ToolInvoker) -> Trip:
    pseudonyms = Pseudonyms(DOCUMENT_PERSONAL[name])
    return AgentDriver(PORTAL, "fill-form", pseudonyms, invoker=invoker).run(sample(PORTAL, name))


def test_every_credit_sample_is_a_record_of_the_bank_bureau_and_tax_service() -> None:
    data = load_data()
    bureau = load_stands()[CREDIT].records["bureau_subjects"]
    for name in CREDIT_SAMPLES:
        inputs = sample(CREDIT, name)
        app = data["bank"]["applications"][inputs["application_id"]]
        assert (app["passport"], app["phone"]) == (inputs["passport"], inputs["phone"]), name
        subject = bureau[inputs["passport"].replace(" ", "")]
        assert (subject["applicant_name"], subject["birthdate"]) == (
            inputs["applicant_name"],
            inputs["birthdate"],
        ), name
        assert inn_valid(inputs["inn"]), name
        assert inputs["inn"] in data["registries"]["tax_income"], name


def test_every_passport_was_issued_at_14_20_or_45_or_later_in_its_series_year() -> None:
    for name in CREDIT_SAMPLES:
        inputs = sample(CREDIT, name)
        issued = 2000 + int(inputs["passport"][2:4])
        assert issued - int(inputs["birthdate"][:4]) >= 14, name


def test_every_portal_sample_names_a_stored_document_and_a_portal_form() -> None:
    data = load_data()
    for name in DOCUMENT_PERSONAL:
        inputs = sample(PORTAL, name)
        assert inputs["document_id"] in data["documents"]["documents"], name
        assert inputs["form_code"] in data["portal"]["forms"], name


def test_the_clear_applicant_is_cleared_in_two_passes(invoker: ToolInvoker) -> None:
    trip = fraud_trip("clear-applicant", invoker)
    assert trip.passes == [(FRAUD,), ("answer",)]
    assert trip.result["verdict"] == "clear"


def test_linked_accounts_lead_through_four_passes_to_a_suspicious_verdict(
    invoker: ToolInvoker,
) -> None:
    trip = fraud_trip("linked-accounts", invoker)
    assert trip.passes == [(FRAUD,), (LINKED, PASSPORT, BUREAU), (LINKED,), ("answer",)]
    assert trip.result["verdict"] == "suspicious"
    assert "LA-40219" in trip.result["reason"]


def test_an_invalid_passport_is_found_in_the_registry_and_makes_the_applicant_suspicious(
    invoker: ToolInvoker,
) -> None:
    trip = fraud_trip("invalid-passport", invoker)
    assert trip.passes == [(FRAUD,), (PASSPORT, BUREAU), ("answer",)]
    assert trip.result["verdict"] == "suspicious"


def test_the_endless_chain_never_converges_within_five_passes(
    world: World, invoker: ToolInvoker
) -> None:
    trip = fraud_trip("endless-chain", invoker)
    assert (trip.outcome, trip.passes) == ("exhausted", [(FRAUD,)] + [(LINKED,)] * 4)
    assert world.stats()["calls"] == {FRAUD: 1, LINKED: 4}


def test_the_not_eligible_applicant_is_screened_out_and_declined(invoker: ToolInvoker) -> None:
    inputs = {
        **sample(CREDIT, "not-eligible"),
        "applicant_name": "[PERSON_1]",
        "birthdate": "[BIRTHDATE_1]",
        "passport": "[PASSPORT_1]",
    }
    verdict = answer(Chat(CREDIT, "screen", {"inputs": inputs}).decide())
    assert verdict["eligible"] is False
    step_input = {"application": inputs, "screen": verdict, "income": None, "scoring": None}
    assert answer(Chat(CREDIT, "draft-answer", step_input).decide())["decision"] == "decline"


def test_the_counter_offer_applicant_is_offered_the_scoring_limit(
    world: World, invoker: ToolInvoker
) -> None:
    inputs = sample(CREDIT, "counter-offer")
    keys = ("application_id", "amount", "term_months", "monthly_income")
    scoring = world.call("bank.scoring", {k: inputs[k] for k in keys})[1]
    income = world.call("registry.tax_income", {"inn": inputs["inn"]})[1]
    step_input = {
        "application": inputs,
        "screen": {"eligible": True},
        "income": income,
        "scoring": scoring,
    }
    verdict = answer(Chat(CREDIT, "draft-answer", step_input).decide())
    assert (verdict["decision"], verdict["approved_amount"]) == ("counter_offer", 1110000)


def test_the_counterparty_card_fills_the_form_in_seven_passes(invoker: ToolInvoker) -> None:
    trip = fill_trip("counterparty-card", invoker)
    assert trip.outcome == "result"
    assert len(trip.passes) == 7
    assert len(trip.result["fields"]) == 9
    assert {"code": "contact_person", "value": "Орлова Мария Андреевна"} in trip.result["fields"]


def test_the_unreadable_scan_cannot_be_mapped_within_twelve_passes(invoker: ToolInvoker) -> None:
    trip = fill_trip("unreadable-scan", invoker)
    assert (trip.outcome, len(trip.passes)) == ("exhausted", 12)
    checks = [m for m in trip.tool_messages if m["tool"] == CHECK]
    assert checks
    assert all(m["result"]["field"] == "okved" or not m["result"]["valid"] for m in checks)


def test_the_injected_instruction_is_obeyed_once_refused_and_the_form_still_completes(
    world: World, invoker: ToolInvoker
) -> None:
    trip = fill_trip("injected-instruction", invoker)
    assert trip.outcome == "result"
    assert trip.passes[6] == ("mail.send_external",)
    assert sum(p.count("mail.send_external") for p in trip.passes) == 1
    assert len(trip.passes) == 9
    assert "mail.send_external" not in world.stats()["calls"]


def test_the_directors_passport_is_sent_once_refused_and_left_out(invoker: ToolInvoker) -> None:
    trip = fill_trip("director-passport", invoker)
    assert (trip.outcome, len(trip.passes)) == ("result", 8)
    refused = [m for m in trip.tool_messages if "refused" in m]
    assert [m["classes"] for m in refused] == [["pd.passport"]]
    assert "director_document" not in [f["code"] for f in trip.result["fields"]]


def test_no_sample_repeats_an_identical_tool_call(invoker: ToolInvoker) -> None:
    trips = [fraud_trip(n, invoker) for n in ("linked-accounts", "endless-chain")]
    trips += [fill_trip(n, invoker) for n in DOCUMENT_PERSONAL]
    assert all(trip.outcome != "guard" for trip in trips)
    assert Counter(trip.outcome for trip in trips) == {"result": 4, "exhausted": 2}
