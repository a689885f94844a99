"""Over-reach and losses the tenth round's review found in the address, date, document and record
rules (made-up texts, not taken from any evaluation text; issue 16).

Each group is one finding: what the rule wrongly took (a lookalike that must stay) and what it
must still find (the family the rule was written for).

A value is marked inline as [[class:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import parse
from .one_class import check_found, check_left

# A street named by a date, its house and flat as one: a time's range, a full hour, a month and a
# year after a date are no house and flat unless an address is said (review #2).
DATE_STREETS = (
    "Адрес: [[pd.address:8 Марта 10-12]], домофон не работает",
    "живу на [[pd.address:1 мая 12-4]], второй подъезд",
    "1 | Сомова Ирина | [[pd.address:9 Мая 14-16]] | нет",
    "звонок, Сомова Ирина, [[pd.address:8 марта 35/9]], течёт крыша",
    "Доставка: [[pd.address:25 Октября 40-118]]",
)
NOT_DATE_STREETS = (
    "Встреча 8 марта 10-12, переговорная на третьем",
    "Вебинар 25 октября 14-16 по МСК, ссылка в письме",
    "Монтаж 9 мая 8-17, бригада из трёх человек",
    "Отгрузка 23 февраля 3-4 паллеты, машина с гидробортом",
    "сдать отчёт 20 июля 10-00",
    "Счёт оплачен 15 мая 12/2024, акт подписан",
    "Приём документов 1 сентября 9-18 без перерыва",
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", DATE_STREETS)
def test_a_street_named_by_a_date_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_found(pseudonymizer, parse("review2", marked), "pd.address")


@pytest.mark.parametrize("text", NOT_DATE_STREETS)
def test_a_date_before_a_time_or_a_year_stays(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_left(pseudonymizer, parse("review2", text), "pd.address")
