"""The demo world's systems: what they answer, idempotent writes, stats, faults."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from svaya.stand.world import FaultConfigError, World, WorldDeadlineExceeded
from svaya.stand.world.faults import faults_from_env
from svaya.tools.registry import load_registry

FRAUD_ARGS = {"application_id": "APP-100587", "passport": "4024 117294", "phone": "+79216104493"}
FIELDS = [
    {"code": "org_name", "value": "ООО «Северный терминал»"},
    {"code": "org_inn", "value": "7805216340"},
    {"code": "kpp", "value": "780501001"},
    {"code": "ogrn", "value": "1157847012586"},
    {"code": "legal_address", "value": "198096, г. Санкт-Петербург, ул. Кронштадтская, д. 19"},
    {"code": "okved", "value": "52.10"},
    {"code": "contact_person", "value": "Орлова Мария Андреевна"},
    {"code": "contact_phone", "value": "+7 (812) 334-56-78"},
]
SUBMIT = {"form_code": "UV-1", "fields": FIELDS}


@pytest.fixture
def world() -> World:
    return World()


def ok(world: World, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    status, body = world.call(tool, args)
    assert status == 200, body
    return body


def test_the_world_serves_every_registry_tool_with_the_same_arguments(world: World) -> None:
    registry = load_registry()
    declared = {name: sorted(spec.args["properties"]) for name, spec in registry.items()}
    assert {name: sorted(args) for name, args in world.arguments().items()} == declared
    status, body = world.call("bank.linked_account", {})
    assert (status, "'account_ref' is required" in body["error"]) == (400, True)


def test_an_unknown_tool_is_404(world: World) -> None:
    status, body = world.call("bank.transfer_all", {})
    assert status == 404
    assert "bank.fraud_check" in body["error"]


def test_fraud_check_names_the_flags_and_linked_accounts(world: World) -> None:
    body = ok(world, "bank.fraud_check", FRAUD_ARGS)
    assert [f["code"] for f in body["flags"]] == ["phone_reused", "shared_device"]
    assert body["linked_accounts"][0]["account_ref"] == "LA-40211"


def test_fraud_check_refuses_a_placeholder_left_in_place_of_the_passport(world: World) -> None:
    status, body = world.call("bank.fraud_check", {**FRAUD_ARGS, "passport": "[PASSPORT_1]"})
    assert status == 422
    assert "passport" in body["error"]


def test_fraud_check_does_not_know_an_unknown_application(world: World) -> None:
    status, _ = world.call("bank.fraud_check", {**FRAUD_ARGS, "application_id": "APP-999999"})
    assert status == 404


def test_linked_accounts_lead_to_a_nonresident_transit_account(world: World) -> None:
    first = ok(world, "bank.linked_account", {"account_ref": "LA-40211"})
    ref = first["linked_accounts"][0]["account_ref"]
    last = ok(world, "bank.linked_account", {"account_ref": ref})
    assert last["resident"] is False
    assert last["transit"]["detected"] is True
    assert last["linked_accounts"] == []


def test_an_endless_chain_names_a_new_account_at_every_step(world: World) -> None:
    refs = ["LA-77001"]
    for _ in range(8):
        links = ok(world, "bank.linked_account", {"account_ref": refs[-1]})["linked_accounts"]
        refs.append(links[0]["account_ref"])
    assert len(set(refs)) == 9


def test_the_bureau_refuses_a_subject_whose_name_does_not_match(world: World) -> None:
    args = {
        "applicant_name": "Коваленко Игорь Сергеевич",
        "passport": "4024117294",
        "birthdate": "02.11.1979",
    }
    assert ok(world, "bureau.credit_history", args)["inquiries_30d"] == 7
    status, _ = world.call("bureau.credit_history", {**args, "applicant_name": "Иванов Иван"})
    assert status == 422


def test_the_passport_registry_lists_a_lost_passport_as_invalid(world: World) -> None:
    assert ok(world, "registry.passport_validity", {"passport": "4514 287140"})["valid"] is False
    assert ok(world, "registry.passport_validity", {"passport": "4508 384756"})["valid"] is True


def test_tax_income_refuses_an_inn_with_wrong_check_digits(world: World) -> None:
    assert ok(world, "registry.tax_income", {"inn": "773412658937"})["annual_income_rub"] > 0
    status, _ = world.call("registry.tax_income", {"inn": "773412658901"})
    assert status == 422


def test_scoring_reduces_an_amount_above_what_the_income_carries(world: World) -> None:
    args = {
        "application_id": "APP-100348",
        "amount": 1500000,
        "term_months": 48,
        "monthly_income": 150000,
    }
    body = ok(world, "bank.scoring", args)
    assert (body["decision"], body["max_amount_rub"]) == ("reduce", 1110000)


def test_a_document_section_is_found_by_id_or_title(world: World) -> None:
    by_id = ok(world, "docs.read_section", {"document_id": "DOC-10001", "section": "s2"})
    by_title = ok(world, "docs.read_section", {"document_id": "DOC-10001", "section": "2. адреса"})
    assert by_id == by_title
    status, body = world.call("docs.read_section", {"document_id": "DOC-10001", "section": "x"})
    assert (status, "s6" in body["error"]) == (404, True)


def test_the_portal_accepts_the_counterparty_cards_values_and_rejects_ocr_garbage(
    world: World,
) -> None:
    for item in FIELDS:
        args = {"form_code": "UV-1", "field": item["code"], "value": item["value"]}
        assert ok(world, "portal.validate_field", args)["valid"] is True, item
    garbage = {"form_code": "UV-1", "field": "org_inn", "value": "66О8l2З5?5"}
    assert ok(world, "portal.validate_field", garbage)["valid"] is False


def test_submit_form_takes_fields_as_the_fill_form_step_returns_them(world: World) -> None:
    body = ok(world, "portal.submit_form", SUBMIT)
    assert body["registration_number"] == "УВ-2025-000001"
    assert world.applied("portal.submit_form")[0]["fields"]["org_inn"] == "7805216340"


def test_submit_form_refuses_a_form_missing_a_required_field(world: World) -> None:
    status, body = world.call("portal.submit_form", {"form_code": "UV-1", "fields": FIELDS[:-1]})
    assert status == 422
    assert "contact_phone" in body["error"]
    assert world.stats()["effects"] == {}


def test_a_write_sent_twice_with_one_key_is_applied_once(world: World) -> None:
    first = world.call("portal.submit_form", SUBMIT, idempotency_key="run-1:submit")
    second = world.call("portal.submit_form", SUBMIT, idempotency_key="run-1:submit")
    assert first == second
    assert world.stats() == {
        "calls": {"portal.submit_form": 2},
        "idempotency_keys": {"run-1:submit": 2},
        "effects": {"portal.submit_form": 1},
    }


def test_a_key_reused_for_another_request_is_refused(world: World) -> None:
    world.call("portal.submit_form", SUBMIT, idempotency_key="k")
    status, _ = world.call("mail.send_external", {"to": "a@b.ru", "body": "x"}, idempotency_key="k")
    assert status == 409
    assert world.applied("mail.send_external") == []


def test_writes_without_a_key_act_every_time(world: World) -> None:
    world.call("mail.send_external", {"to": "a@example.ru", "body": "x"})
    world.call("mail.send_external", {"to": "a@example.ru", "body": "x"})
    assert world.stats()["effects"] == {"mail.send_external": 2}


def test_concurrent_retries_with_one_key_apply_the_effect_once(world: World) -> None:
    args = {"application_id": "APP-100231", "decision": "approve", "message": "Одобрено"}
    threads = [
        threading.Thread(
            target=world.call, args=("crm.send_answer", args), kwargs={"idempotency_key": "same"}
        )
        for _ in range(8)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(world.applied("crm.send_answer")) == 1
    assert world.stats()["idempotency_keys"] == {"same": 8}


def test_reset_forgets_effects_counts_and_faults(world: World) -> None:
    world.configure(faults={"portal.submit_form": {"fail_status": 503}})
    world.call("portal.submit_form", SUBMIT, idempotency_key="k")
    world.reset()
    assert world.stats() == {"calls": {}, "idempotency_keys": {}, "effects": {}}
    assert world.call("portal.submit_form", SUBMIT, idempotency_key="k")[0] == 200


def test_a_failure_fault_fails_the_set_number_of_times_then_recovers(world: World) -> None:
    world.configure(faults={"bank.scoring": {"fail_status": 503, "fail_times": 2}})
    args = {
        "application_id": "APP-100231",
        "amount": 450000,
        "term_months": 36,
        "monthly_income": 120000,
    }
    statuses = [world.call("bank.scoring", args)[0] for _ in range(3)]
    assert statuses == [503, 503, 200]


def test_a_failure_before_the_effect_is_not_remembered_under_the_key(world: World) -> None:
    world.configure(faults={"portal.submit_form": {"fail_status": 503, "fail_times": 1}})
    assert world.call("portal.submit_form", SUBMIT, idempotency_key="k")[0] == 503
    assert world.call("portal.submit_form", SUBMIT, idempotency_key="k")[0] == 200
    assert world.stats()["effects"] == {"portal.submit_form": 1}


def test_a_failure_after_the_effect_applies_it_and_loses_only_the_answer(world: World) -> None:
    world.configure(faults={"portal.submit_form": {"fail_status": 502, "after_effect": True}})
    assert world.call("portal.submit_form", SUBMIT, idempotency_key="k")[0] == 502
    assert world.stats()["effects"] == {"portal.submit_form": 1}


def test_a_delay_past_the_callers_deadline_stops_the_call_before_the_effect(world: World) -> None:
    world.configure(faults={"portal.submit_form": {"delay_s": 5}})
    started = time.monotonic()
    with pytest.raises(WorldDeadlineExceeded):
        world.call("portal.submit_form", SUBMIT, deadline=time.monotonic() + 0.05)
    assert time.monotonic() - started < 1
    assert world.stats()["effects"] == {}


def test_faults_come_from_the_environment_and_a_bad_entry_names_the_tool() -> None:
    env = {"SVAYA_WORLD_FAULTS": '{"portal.submit_form": {"delay_s": 5}}'}
    assert faults_from_env(env)["portal.submit_form"].delay_s == 5
    assert World.from_env(env).call("docs.list_sections", {"document_id": "DOC-10001"})[0] == 200
    with pytest.raises(FaultConfigError, match=r"portal\.submit_form"):
        faults_from_env({"SVAYA_WORLD_FAULTS": '{"portal.submit_form": {"delay": 5}}'})
