from __future__ import annotations

import pytest

from svaya.privacy.known import KnownValueDetector
from svaya.privacy.spans import resolve_overlaps
from svaya.privacy.values import known_values_from_inputs


def found(values: list[tuple[str, str]], text: str) -> list[str]:
    return [span.value for span in resolve_overlaps(KnownValueDetector(values).find(text))]


@pytest.mark.parametrize(
    "written",
    ["45 06 123456", "4506123456", "4506 123456", "45-06-123456", "серия 45 06 № 123456"],
)
def test_it_finds_a_passport_whatever_its_spacing(written: str) -> None:
    text = f"Предъявлен паспорт {written}, выдан 01.02.2010."
    assert found([("4506 123456", "pd.passport")], text) == [written.removeprefix("серия ")]


@pytest.mark.parametrize(
    "written", ["8 (916) 245-18-07", "+79162451807", "+7 916 245 18 07", "(916) 245-18-07"]
)
def test_it_finds_a_phone_with_or_without_its_trunk_prefix(written: str) -> None:
    assert found([("+7 916 245-18-07", "pd.contacts")], f"Звонил с {written}.") == [written]


def test_it_does_not_match_a_known_number_inside_a_longer_one() -> None:
    assert found([("4506 123456", "pd.passport")], "заказ 145061234567 и 45061234569") == []


@pytest.mark.parametrize(
    "written",
    [
        "Иванов Иван Петрович",
        "ИВАНОВ ИВАН ПЕТРОВИЧ",
        "Иванова Ивана Петровича",
        "Ивану Петровичу Иванову",
        "Иванов И.П.",
        "И. П. Иванова",
        "Иван Петрович",
    ],
)
def test_it_finds_a_known_name_in_any_case_and_order(written: str) -> None:
    text = f"Сообщаем, что {written} получил ответ."
    assert found([("Иванов Иван Петрович", "pd.name")], text) == [written]


@pytest.mark.parametrize("text", ["Подпись: Иванов И.\nДата: 01.02.2024", "Ivanov I.\ntelegram"])
def test_a_known_name_with_one_initial_ends_at_the_initial_not_the_line_break(text: str) -> None:
    values = [("Иванов Иван Петрович", "pd.name"), ("Ivanov Ivan", "pd.name")]
    assert all(not value.endswith(("\n", " ")) for value in found(values, text)), found(
        values, text
    )
    assert found(values, text)


def test_a_lone_first_name_is_not_taken_for_the_person() -> None:
    assert found([("Иванов Иван Петрович", "pd.name")], "Иван пришел в банк.") == []


def test_a_surname_alone_is_found_when_capitalised() -> None:
    values = [("Мороз Олег Игоревич", "pd.name")]
    assert found(values, "Клиент Мороз обратился повторно.") == ["Мороз"]
    assert found(values, "Ночью ударил мороз.") == []


def test_it_finds_e_mail_dates_and_addresses_in_other_spellings() -> None:
    values = [
        ("Anna.Smirnova@Mail.ru", "pd.contacts"),
        ("1988-04-17", "pd.birthdate"),
        ("г. Москва, ул. Ленина, д. 5, кв. 12", "pd.address"),
    ]
    text = (
        "Почта anna.smirnova@mail.ru; родилась 17.04.1988 (17 апреля 1988 г.); "
        "живет: Москва, улица Ленина, дом 5, квартира 12."
    )
    assert found(values, text) == [
        "anna.smirnova@mail.ru",
        "17.04.1988",
        "17 апреля 1988",
        "Москва, улица Ленина, дом 5, квартира 12",
    ]


def test_each_known_date_is_found_in_its_own_spellings_only() -> None:
    text = "родилась 17.04.1988, брат 18.04.1988, отец 4/17/1988"
    for _ in range(2):  # the spellings of a date are kept once made
        assert found([("1988-04-17", "pd.birthdate")], text) == ["17.04.1988"]
        assert found([("1988-04-18", "pd.birthdate")], text) == ["18.04.1988"]


def test_a_known_name_is_ruled_out_only_by_texts_without_its_words() -> None:
    values = [("Смирнова Анна Викторовна", "pd.name")]
    for text in ("Звонила СМИРНОВА А.В.", "Звонила смирновой Анне", "Звонила Смирнова А.В."):
        assert found(values, text) == [text.removeprefix("Звонила ")]
    assert found(values, "Звонила Смирницкая А.В.") == []


def test_known_values_come_from_typed_inputs_by_their_data_class() -> None:
    schema = {
        "type": "object",
        "properties": {
            "applicant_name": {"type": "string", "x-data-class": "pd.name"},
            "passport": {"type": "string", "x-data-class": "pd.passport"},
            "amount": {"type": "number", "x-data-class": "bank.secret"},
            "contacts": {
                "type": "array",
                "items": {"type": "string", "x-data-class": "pd.contacts"},
            },
            "purpose": {"type": "string"},
        },
    }
    inputs = {
        "applicant_name": "Смирнова Анна Викторовна",
        "passport": "4512 384756",
        "amount": 450000,
        "contacts": ["+7 916 245-18-07", "anna@mail.ru"],
        "purpose": "ремонт",
    }
    pairs = [(v.value, v.data_class) for v in known_values_from_inputs(inputs, schema)]
    assert pairs == [
        ("Смирнова Анна Викторовна", "pd.name"),
        ("4512 384756", "pd.passport"),
        ("450000", "bank.secret"),
        ("+7 916 245-18-07", "pd.contacts"),
        ("anna@mail.ru", "pd.contacts"),
    ]
