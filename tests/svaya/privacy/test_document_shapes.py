"""Document numbers and contacts in the shapes hurried hands, scans and exports give them (issue
16, the probes after test_document_forms.py): a dash typed as an em dash, letters a scan reads for
digits, a series and a number far apart or with a dash between their labels, a foreign-travel
passport grouped like a phone, a foreign citizen's series typed in Cyrillic, a passport under a
table's column; and, on the other side, the numbered papers that are not a person's passport (a
prescription's, a patent's, a diploma's series and number) must stay.

Every sentence is made up for this file; identifiers carry valid control digits where they have
any. The checks are test_document_forms.py's: only this family's classes are read.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .one_class import examples
from .test_document_forms import _check, pseudonymizer

__all__ = ["pseudonymizer"]

FOUND: dict[str, list[str]] = {
    "passport: under a table's column": [
        "ФИО\tпаспорт\tтел\nПетров И.И.\t[[pd.passport:4508123456]]\t[[pd.contacts:+79162451807]]",
        "№;Фамилия;Паспорт;Телефон\n1;Петров;[[pd.passport:4508 123456]];"
        "[[pd.contacts:89162451807]]\n2;Сидоров;[[pd.passport:4509 654321]];"
        "[[pd.contacts:89031112233]]",
    ],
}

KEPT: dict[str, list[str]] = {
    "numbered papers that are not a person's passport": [
        "рецепт серия [[org:61-23]] № [[org:812505]], отпущено",
        "рецепт [[org:65-23 № 189267]], дефектура",
        "рецепт серия [[org:4508]] № [[org:123456]]",
        "серия бланка [[org:4508]] № [[org:123456]]",
        "аттестат серия [[org:4508]] № [[org:123456]]",
        "диплом серия [[org:4508]] № [[org:123456]] выдан колледжем",
        "патент серия [[org:77]] № [[org:2400123456]]",
        "миграционная карта [[org:4608 1234567]]",
        "номер дела [[org:45 08 123456]]",
        "по делу № [[org:4508-123456]]",
    ],
}


@pytest.mark.parametrize("example", examples(FOUND), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_every_document_number_and_contact_is_replaced(
    pseudonymizer: Pseudonymizer, example
) -> None:
    _check(pseudonymizer, example)


@pytest.mark.parametrize("example", examples(KEPT), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_organisation_values_stay(pseudonymizer: Pseudonymizer, example) -> None:
    _check(pseudonymizer, example)
