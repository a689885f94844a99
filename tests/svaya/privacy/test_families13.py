"""Families of address, passport and birth-date forms the thirteenth dev round missed, as
Russians write them (made up here, not taken from any evaluation text; issue 16).

Addresses: a street named by a date with house and flat as one ("9 Мая 14-27", "23 февраля
5/12", "1 мая 3б-40"); a town's name or its chat shorthand and a district before an informal
street ("нчк, центр, ленина 5-12", "Н-Новгород, сормово, …"); a remark under a table's address
column is no address. Passports: a seafarer's identity document ("MK 1234567" after its words), a
crew list's identity document column with the series letters and loose spaces, a blank line left
inside a scanned table, a passport's number in a bracket saying where it was given ("паспорта (в
прошлом договоре 4508-123456)"), a Latin "N" for "№" with no passport word. Dates of birth: the
day as a cardinal number word ("двадцать пять мая 1980") after a person's name.

A value is marked inline as [[class:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import parse
from .one_class import check_left, check_value, spans

POSITIVES = (
    # streets named by a date, house and flat as one
    "звонила Петрова Анна, [[pd.address:9 Мая 14-27]], течёт крыша",
    "живу [[pd.address:23 февраля 5/12]], второй подъезд",
    "- кота забрала Сидорова Ольга, [[pd.address:1 мая 3б-40]], звонить вечером",
    # a town or its shorthand and a district before an informal street
    "Где живёте: общежитие / [[pd.address:центр ленина 5 кв 12]]",
    "уехал к Иванову Петру, [[pd.address:нчк, сормово, чкалова 14-88]], договор П-12",
    "Миронова А.\n[[pd.address:ухта, шудаяг, садовая 7-31]]",
    "Фролов Е. — [[pd.address:Б-Камень, промзона, гоголя 6а-15]]",
    # seafarers' and foreign-travel documents
    "удостоверение личности моряка [[pd.passport:MK 5532107]], паспорт моряка",
    "паспорт моряка [[pd.passport:МК4410382]] — скан обеих страниц",
    "No | Name | Date of birth | Identity document\n"
    "1 | [[pd.name:PETROV, IVAN]] | 02.03.1971 | [[pd.passport:MK  6620418]]\n\n"
    "2 | [[pd.name:SIDOROV, OLEG]] | 12.05.1980 | [[pd.passport:71  № 3345120]]",
    # a Russian passport: where it was given in a bracket; "N" for "№"
    "пришлите скан паспорта (в прошлом договоре [[pd.passport:4510-336712]]) и полиса",
    "Кузьмин Пётр Ильич, 12.03.1961, [[pd.passport:4512 N330471]]. Будет к восьми",
    # a date of birth in words, the day a cardinal number word
    "с. Ключи: Орлова Нина Петровна, [[pd.birthdate:двадцать пять мая 1980]], эвакуирована",
)
NEGATIVES = (
    # a date with a range after it, a time preposition before it
    ("pd.address", "акция с 8 марта 10-15 процентов"),
    ("pd.address", "смена до 1 мая 8-20 по графику"),
    # no place word before the street: a verb and a preposition stay out
    ("pd.address", "Петров пишет, что 12 участников"),
    # a code with a Latin N that is no passport's series; a lot number after its label
    ("pd.passport", "заказ 4512 N330471 отгружен"),
    ("pd.passport", "артикул 0088 N330471"),
    ("pd.passport", "лот MK 5532107, оценка 4"),
    # a bracket with a number of its own after a passport word
    ("pd.passport", "сканы паспорта (заказ № 4510-336712)"),
    # a contract's date in words
    ("pd.birthdate", "Договор от двадцать пять мая 2019 подписан"),
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_family_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    example = parse("families13", marked)
    for start, end, cls in example.values:
        if cls == "pd.name":
            continue
        check_value(example, start, end, spans(pseudonymizer, example.text, cls))


@pytest.mark.parametrize(("cls", "text"), NEGATIVES)
def test_the_lookalike_stays(pseudonymizer: Pseudonymizer, cls: str, text: str) -> None:
    check_left(pseudonymizer, parse("families13", text), cls)


def test_a_remark_under_the_address_column_stays(pseudonymizer: Pseudonymizer) -> None:
    text = (
        "№;ФИО;Телефон;Адрес\n1;Петров Иван;89141234567;ул. Садовая 4-12\n"
        ";;;снаряжение: 3 палатки, котёл"
    )
    found = [text[s:e] for s, e in spans(pseudonymizer, text, "pd.address")]
    assert found == ["ул. Садовая 4-12"], found
