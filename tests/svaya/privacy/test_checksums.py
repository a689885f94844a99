from __future__ import annotations

from svaya.privacy.checksums import account_key_valid, inn_valid, luhn_valid, snils_valid


def test_it_accepts_valid_inn_of_a_company_and_of_a_person() -> None:
    assert inn_valid("7707083893")
    assert inn_valid("500100732259")


def test_it_rejects_inn_with_a_wrong_control_digit() -> None:
    assert not inn_valid("7707083894")
    assert not inn_valid("500100732258")
    assert not inn_valid("77070838")


def test_it_checks_snils_control_number() -> None:
    assert snils_valid("11223344595")
    assert not snils_valid("11223344596")


def test_it_checks_card_numbers_with_luhn() -> None:
    assert luhn_valid("4111111111111111")
    assert not luhn_valid("4111111111111112")


def test_it_checks_an_account_against_its_bank_bik() -> None:
    assert account_key_valid("40817810573132281718", "044525225")
    assert not account_key_valid("40817810573132281719", "044525225")
    assert account_key_valid("30101810400000000225", "044525225")  # correspondent account
