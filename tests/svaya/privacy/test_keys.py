"""Folding keeps offsets, and the last folded text is never handed out for another."""

from __future__ import annotations

from svaya.privacy.keys import DATE, fold
from svaya.privacy.values import value_key


def test_fold_is_lower_case_with_e_for_yo_and_keeps_the_length() -> None:
    text = "Ёлкин\u00a0АРТЁМ İstanbul " * 5
    folded = fold(text)
    assert len(folded) == len(text)
    assert folded.startswith("елкин артем ")


def test_the_last_folded_text_is_kept_for_that_text_only() -> None:
    first, second = "Смирнова Анна " * 10, "Смирнову Анну " * 10
    assert fold(first) == first.lower()
    assert fold(second) == second.lower()
    assert fold(first) == first.lower()
    short = "Анна"  # short values are folded on the fly and leave the kept text alone
    assert fold(short) == "анна"
    assert fold(second) == second.lower()


def test_a_date_is_found_in_each_russian_spelling() -> None:
    text = fold(
        "родился 17.04.1988, выдан 1988-04-17; дата: 7/4/1988 и 17 апреля 1988 г. "
        "а не 2024-1-5 и не 117.04.19880; счет 12345 апреля 2020"
    )
    assert [m.group() for m in DATE.finditer(text)] == [
        "17.04.1988", "1988-04-17", "7/4/1988", "17 апреля 1988 г.", "17.04.1988", "45 апреля 2020",
    ]  # fmt: skip


def test_a_value_key_is_the_values_own_in_its_class() -> None:
    pairs = [
        ("pd.passport", "45 06 123456"),
        ("pd.passport", "4506123457"),
        ("pd.inn", "45 06 123456"),
        ("pd.contacts", "+7 916 245-18-07"),
        ("pd.contacts", "Anna@Mail.ru"),
        ("pd.birthdate", "17.04.1988"),
        ("pd.address", "г. Москва, ул. Ленина, д. 5"),
        ("pd.name", "Смирнова Анна Викторовна"),
        ("pd.name", "Смирновой Анне Викторовне"),
    ]
    first = [value_key(c, v) for c, v in pairs]
    assert first == [value_key(c, v) for c, v in reversed(pairs)][::-1]
    assert first[:6] == [
        "pd.passport:4506123456", "pd.passport:4506123457", "pd.inn:4506123456",
        "phone:9162451807", "email:anna@mail.ru", "pd.birthdate:1988-04-17",
    ]  # fmt: skip
    assert first[7] == first[8]  # one person in two cases
