"""Address families the fourteenth dev round missed, as Russians write them (made up here, not
taken from any evaluation text; issue 16).

A closed town's prefix (ЗАТО) before its settlement or as a unit of its own; a street named by
an anniversary ("40 лет победы"), in lower case, with house and flat as one; a person's own
address in a letter's signature, a numbered street and "house/flat" with no marker; a lower-case
village, street and house after a label with a number among its words ("адрес участка № 2 для
писем:"); a town, a region written short and a district before an informal street.

A value is marked inline as [[class:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import parse
from .one_class import check_found, check_left

CLS = "pd.address"
POSITIVES = (
    # a closed town's prefix kept with the rest
    "Прошу выслать на [[pd.address:187000, Архангельская обл., ЗАТО г. Мирный, ул. Ленина, "
    "д. 12, кв. 7]]. Спасибо",
    "Куда доставить: [[pd.address:ЗАТО г. Заозёрск, пгт Лесной, д. 48]]",
    "Живём: [[pd.address:ЗАТО Видное, пос. Ясный, ул. Мира, д. 3, кв. 15]]",
    # an anniversary's street in lower case, house and flat as one, with or without its marker
    "- отвезти Сидорову Ольгу — [[pd.address:40 лет победы 12/57, 2 подъезд]]",
    "заберу от [[pd.address:ул. 50 лет октября 18-203]] в восемь",
    # a person's own address under their name in a letter's signature
    "С уважением,\nОльга Павловна Сидорова\n[[pd.address:7-я линия 14/62]]",
    # a lower-case village, street and house after a label with a number among its words
    "Адрес участка № 2 для писем: [[pd.address:ревда лесная 14]]",
    # a town, a region written short, a district, an informal street
    "Пётр Иванович Сомов\n[[pd.address:кимры твер. обл, заречье, 40 лет победы 12-7]]",
)
NEGATIVES = (
    # years of work and a schedule, not an anniversary's street
    "стаж 33 года, 30 лет работы 5/2",
    "за 30 лет работы 24/7 без выходных",
    # years that are no anniversary's (not a multiple of five), a time's word before them
    "через 20 лет службы 3/4 ушёл",
    "за 37 лет победы 12/4 в лиге",
    # a plain "ЗАТО" before no settlement
    "ЗАТО получило 12-15 млн рублей",
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_family_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_found(pseudonymizer, parse("address14", marked), CLS)


@pytest.mark.parametrize("text", NEGATIVES)
def test_the_lookalike_stays(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_left(pseudonymizer, parse("address14", text), CLS)


def test_an_office_corner_house_in_a_signature_stays(pseudonymizer: Pseudonymizer) -> None:
    """An office's corner house in a signature block ("ул. Мира, д. 12/2") is no home: the
    slash reads as house and flat only after a street's name in lower case with no marker."""
    text = "С уважением,\nотдел продаж ООО «Ромашка»\nул. Мира, д. 12/2"
    check_left(pseudonymizer, parse("address14", text), CLS)
