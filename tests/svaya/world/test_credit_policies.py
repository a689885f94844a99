"""The credit solution's scripted model: decisions on hand-built conversations."""

from __future__ import annotations

from typing import Any

from svaya.llm import REPAIR_PREFIX
from tests.svaya.world.messages import Chat, answer, result, tool_calls

SOLUTION = "credit-application-response"
FRAUD_TOOLS = (
    "bank.fraud_check",
    "bank.linked_account",
    "bureau.credit_history",
    "registry.passport_validity",
)
INPUTS = {
    "application_id": "APP-100587",
    "applicant_name": "[PERSON_1]",
    "passport": "[PASSPORT_1]",
    "birthdate": "[BIRTHDATE_1]",
    "phone": "[PHONE_1]",
    "inn": "[INN_1]",
    "amount": 1200000,
    "term_months": 60,
    "monthly_income": 210000,
    "purpose": "покупка автомобиля",
}
FRAUD_ARGS = {"application_id": "APP-100587", "passport": "[PASSPORT_1]", "phone": "[PHONE_1]"}


def fraud_chat() -> Chat:
    return Chat(SOLUTION, "fraud-check", {"inputs": INPUTS}, FRAUD_TOOLS)


def fraud_result(flags: tuple[str, ...] = (), refs: tuple[str, ...] = ()) -> dict[str, Any]:
    return result(
        {
            "application_id": "APP-100587",
            "risk_score": 20,
            "flags": [{"code": c, "text": f"признак {c}"} for c in flags],
            "linked_accounts": [{"account_ref": r, "relation": "общее устройство"} for r in refs],
        }
    )


def linked(ref: str, *, transit: bool, refs: tuple[str, ...] = ()) -> dict[str, Any]:
    return result(
        {
            "account_ref": ref,
            "resident": not transit,
            "transit": {"detected": transit, "share_pct": 90},
            "linked_accounts": [{"account_ref": r} for r in refs],
        }
    )


def test_fraud_check_starts_with_the_bank_antifraud_system_passing_placeholders() -> None:
    assert tool_calls(fraud_chat().decide()) == [("bank__fraud_check", FRAUD_ARGS)]


def test_fraud_check_asks_for_the_linked_account_the_fraud_result_names() -> None:
    chat = fraud_chat().calls(("bank__fraud_check", FRAUD_ARGS, fraud_result(refs=("LA-40211",))))
    assert tool_calls(chat.decide()) == [("bank__linked_account", {"account_ref": "LA-40211"})]


def test_fraud_check_checks_the_passport_and_bureau_when_a_flag_doubts_the_identity() -> None:
    chat = fraud_chat().calls(("bank__fraud_check", FRAUD_ARGS, fraud_result(("phone_reused",))))
    assert tool_calls(chat.decide()) == [
        ("registry__passport_validity", {"passport": "[PASSPORT_1]"}),
        (
            "bureau__credit_history",
            {
                "applicant_name": "[PERSON_1]",
                "passport": "[PASSPORT_1]",
                "birthdate": "[BIRTHDATE_1]",
            },
        ),
    ]


def test_fraud_check_follows_each_new_account_of_a_chain_instead_of_repeating_a_call() -> None:
    chat = fraud_chat().calls(("bank__fraud_check", FRAUD_ARGS, fraud_result(refs=("LA-77001",))))
    chat.calls(
        (
            "bank__linked_account",
            {"account_ref": "LA-77001"},
            linked("LA-77001", transit=False, refs=("LA-77002",)),
        )
    )
    assert tool_calls(chat.decide()) == [("bank__linked_account", {"account_ref": "LA-77002"})]


def test_fraud_check_is_suspicious_when_a_linked_account_shows_transit() -> None:
    chat = fraud_chat().calls(("bank__fraud_check", FRAUD_ARGS, fraud_result(refs=("LA-40219",))))
    chat.calls(
        ("bank__linked_account", {"account_ref": "LA-40219"}, linked("LA-40219", transit=True))
    )
    verdict = answer(chat.decide())
    assert verdict["verdict"] == "suspicious"
    assert "LA-40219" in verdict["signals"][0]
    assert verdict["sources_checked"] == ["bank.fraud_check", "bank.linked_account"]


def test_fraud_check_is_clear_when_the_antifraud_system_finds_nothing() -> None:
    chat = fraud_chat().calls(("bank__fraud_check", FRAUD_ARGS, fraud_result()))
    assert answer(chat.decide()) | {"reason": ""} == {
        "verdict": "clear",
        "signals": [],
        "sources_checked": ["bank.fraud_check"],
        "reason": "",
    }


def test_fraud_check_does_not_clear_an_applicant_whose_antifraud_call_was_refused() -> None:
    refusal = {
        "refused": "data route to bank.core does not allow pd.contacts",
        "classes": ["pd.contacts"],
    }
    chat = fraud_chat().calls(("bank__fraud_check", FRAUD_ARGS, refusal))
    verdict = answer(chat.decide())
    assert verdict["verdict"] == "suspicious"
    assert "не выполнена" in verdict["signals"][0]


def test_fraud_check_answers_a_repair_request_with_the_complete_verdict_again() -> None:
    chat = fraud_chat().calls(("bank__fraud_check", FRAUD_ARGS, fraud_result()))
    chat.answered({"verdict": "clear"}).note(f"{REPAIR_PREFIX} (root): 'signals' is a required")
    assert set(answer(chat.decide())) == {"verdict", "signals", "sources_checked", "reason"}


def test_fraud_check_gives_the_same_answer_to_the_same_body() -> None:
    chat = fraud_chat().calls(("bank__fraud_check", FRAUD_ARGS, fraud_result(refs=("LA-1",))))
    assert chat.decide() == chat.decide()


def screen(inputs: dict[str, Any]) -> dict[str, Any]:
    return answer(Chat(SOLUTION, "screen", {"inputs": inputs}).decide())


def test_screen_passes_an_application_within_the_bank_conditions() -> None:
    assert screen(INPUTS)["eligible"] is True


def test_screen_rejects_a_forbidden_purpose_it_can_see_though_the_birthdate_is_hidden() -> None:
    verdict = screen({**INPUTS, "purpose": "погашение займа знакомого"})
    assert verdict["eligible"] is False
    assert "погашение займа третьего лица" in verdict["concerns"][0]


def test_screen_rejects_a_payment_above_half_the_income() -> None:
    verdict = screen({**INPUTS, "monthly_income": 40000})
    assert verdict["eligible"] is False
    assert "половину дохода" in verdict["concerns"][0]


def test_screen_checks_the_age_when_the_birthdate_is_readable() -> None:
    assert "меньше 21 года" in screen({**INPUTS, "birthdate": "2015-01-01"})["concerns"][0]


def draft(
    screen_ok: bool, scoring: dict[str, Any] | None, income: dict[str, Any] | None = None
) -> dict[str, Any]:
    step_input = {
        "application": INPUTS,
        "screen": {"eligible": screen_ok, "concerns": []},
        "income": income,
        "scoring": scoring,
    }
    return answer(Chat(SOLUTION, "draft-answer", step_input).decide())


def test_draft_answer_declines_an_application_the_screen_turned_down() -> None:
    verdict = draft(False, None)
    assert (verdict["decision"], verdict["approved_amount"]) == ("decline", None)


def test_draft_answer_counter_offers_the_scoring_limit() -> None:
    verdict = draft(True, {"decision": "reduce", "max_amount_rub": 800000, "rate_pct": 21.9})
    assert (verdict["decision"], verdict["approved_amount"]) == ("counter_offer", 800000)
    assert "800 000 ₽" in verdict["message"]


def test_draft_answer_limits_the_amount_by_a_confirmed_income_far_below_the_declared() -> None:
    scoring = {"decision": "approve", "max_amount_rub": 3000000, "rate_pct": 21.9}
    verdict = draft(True, scoring, {"annual_income_rub": 600000, "year": 2024})
    assert verdict["decision"] == "counter_offer"
    assert verdict["approved_amount"] < INPUTS["amount"]


def test_draft_answer_approves_within_the_limits_without_naming_internal_checks() -> None:
    verdict = draft(True, {"decision": "approve", "max_amount_rub": 3000000, "rate_pct": 21.9})
    assert (verdict["decision"], verdict["approved_amount"]) == ("approve", 1200000)
    assert "скоринг" not in verdict["message"]
