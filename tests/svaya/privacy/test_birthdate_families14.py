"""Date-of-birth families the fourteenth dev round missed, as Russians write them (made up here,
not taken from any evaluation text; issue 16).

A day and an abbreviated month a few words after the birthday words, in the same sentence with
no verb between; a day and month right before a person's jubilee ("у неё юбилей"); a child's
date after its label and a verb that states it ("дата рождения сына указана …"); a row of a
table two cells longer than its header, the date's full stops read as the table's bars.

A value is marked inline as [[class:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import parse
from .one_class import check_found, check_left

CLS = "pd.birthdate"
POSITIVES = (
    "Ольга: у Сони день рождения как раз в день похода, [[pd.birthdate:9 окт]] 🎂 можно торт?",
    "Моя бабушка, давняя читательница, [[pd.birthdate:14.02]] у неё юбилей — поздравите?",
    "Наш дедушка, [[pd.birthdate:3 апреля]] у него юбилей, ждём всех",
    "В анкете дата рождения сына указана [[pd.birthdate:05.06.2013]], а в полисе иная.",
    "№ | ФИО | Дата рождения | Паспорт\n"
    "1 | Сомов Пётр Ильич | [[pd.birthdate:14 | 07 | 1979]] | 4512 330471",
)
NEGATIVES = (
    # a verb between the birthday words and the date: another event's day
    "день рождения отмечали всем классом, а 9 окт уехали",
    # a thing's jubilee
    "14.02 у завода юбилей",
    # a verb telling of an event before a recent date
    "Дата рождения и полис проверены 14.08.2025",
    # a row as long as its header: its cells are no split date
    "№ | ФИО | Сумма | Месяц | Год\n1 | Сомов Пётр Ильич | 14 | 07 | 1979",
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_family_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_found(pseudonymizer, parse("birthdates14", marked), CLS)


@pytest.mark.parametrize("text", NEGATIVES)
def test_the_lookalike_stays(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_left(pseudonymizer, parse("birthdates14", text), CLS)
