"""Document numbers and contacts in chats and forms (issue 16, the probes after
test_document_shapes.py): a mobile typed as one run of eleven digits where a thing's word stands
further before it (a SIM card's, a bill's), a passport's series whose region code stands apart
from a year run into the number, a chat's answer naming its series after a question whose
relative clause names another paper; and, on the other side, an eleven-digit number right after
its own label (an order's, an account's, a SNILS) stays what the label says.

Every sentence is made up for this file; identifiers carry valid control digits where they have
any. The checks are test_document_forms.py's: only this family's classes are read.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .one_class import Example, examples
from .test_document_forms import _check, pseudonymizer

__all__ = ["pseudonymizer"]

FOUND: dict[str, list[str]] = {
    "a mobile as one run of eleven, a thing's word further before it": [
        "Кому выдать карту: Петрова Анна Ивановна, [[pd.contacts:89161234567]]",
        "почему-то мне приходят счета за чужой номер [[pd.contacts:89031112233]]",
        "Лицевой счёт открыт на маму, её [[pd.contacts:79261234567]]",
        "Договор на Сидорова, его номер [[pd.contacts:89175550011]]",
    ],
    "passport: the series' region code apart, its year run into the number": [
        "Клиент: [[pd.passport:45 08123456]]",
        "Иванов Иван, [[pd.passport:45 08123456]], Москва",
    ],
    "passport: another paper named in a relative clause before the series": [
        "Оператор: назовите паспорт, по которому оформлялся заказ\nКлиент: серия "
        "[[pd.passport:45 08]], номер [[pd.passport:123456]]",
        "Менеджер: данные паспорта, на который заключали договор?\nКлиент: серия "
        "[[pd.passport:4508]] номер [[pd.passport:123456]]",
        "паспорт, который указан в договоре: [[pd.passport:4508 123456]]",
    ],
}

KEPT: dict[str, list[str]] = {
    "eleven digits right after their own label": [
        "Заказ № [[org:89161234567]] от 12.03.2024",
        "лицевой счёт [[org:89031112233]]",
        "номер договора: [[org:89261234567]]",
        "л/с [[org:89161234567]]",
        "СНИЛС [[pd.snils:89161234520]]",
        "СНИЛС клиента: [[pd.snils:89031112279]]",
    ],
    "ten digits grouped two and eight after a thing's label": [
        "Заказ № [[org:45 08123456]]",
        "ИНН [[org:77 07083893]]",
        "артикул [[org:45 08123456]]",
    ],
    "another paper asked for or named in the same clause": [
        "Оператор: номер полиса?\nКлиент: серия [[org:4605]] номер [[org:384510]]",
        "Назовите номер, под которым зарегистрирован заказ [[org:4508 123456]]",
        "полис, который выдали вчера, серия [[org:4508]] № [[org:123456]]",
    ],
}


@pytest.mark.parametrize("example", examples(FOUND), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_every_document_number_and_contact_is_replaced(
    pseudonymizer: Pseudonymizer, example: Example
) -> None:
    _check(pseudonymizer, example)


@pytest.mark.parametrize("example", examples(KEPT), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_organisation_values_stay(pseudonymizer: Pseudonymizer, example: Example) -> None:
    _check(pseudonymizer, example)
