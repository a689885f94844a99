"""A letter's signature under a department or a company gives the organisation's address, even
written as a person writes their own (a lower-case street, "house/flat": "С уважением, отдел
продаж\\nленина 12/4"); under a person's signature it stays a home, and a flat's word or a
delivery's label makes it one under any signature. The examples are made up.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .one_class import spans


@pytest.fixture(scope="module")
def layer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


@pytest.mark.parametrize(
    "text",
    [
        "Спасибо за заказ!\nС уважением, отдел продаж\nленина 12/4",
        "С уважением, ООО «Парус»\nленина 12/4",
        "Best regards,\nОтдел кадров\nмира 5/12",
        "С уважением, служба доставки\nг. Тверь, ленина 12/4",
    ],
)
def test_signed_by_a_department_or_company(layer: Pseudonymizer, text: str) -> None:
    assert spans(layer, text, "pd.address") == []


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("С уважением,\nАнна\nленина 12/4", "ленина 12/4"),
        ("С уважением, Анна Петрова\nленина 12/4", "ленина 12/4"),
        ("С уважением, отдел продаж\nленина 12, кв. 4", "ленина 12, кв. 4"),
        ("С уважением, отдел продаж\nадрес доставки: ленина 12/4", "ленина 12/4"),
    ],
)
def test_a_home_under_a_signature(layer: Pseudonymizer, text: str, address: str) -> None:
    assert [text[s:e] for s, e in spans(layer, text, "pd.address")] == [address]


# A landline on a line of its own under the organisation's postal address: the letterhead's or
# the signature's, read from the address's line up to the organisation's name.
@pytest.mark.parametrize(
    "text",
    [
        "С уважением,\nООО «Ак Йорт»\n453132, Республика Башкортостан, г. Стерлитамак, "
        "ул. Худайбердина, 123\n83473958516",
        "С уважением,\nООО «Парус»\n170100, г. Тверь, ул. Советская, 5\n8 (4822) 33-44-55",
    ],
)
def test_an_offices_landline_under_its_address(layer: Pseudonymizer, text: str) -> None:
    assert spans(layer, text, "pd.contacts") == []


def test_a_persons_phone_under_a_home_address_stays_personal(layer: Pseudonymizer) -> None:
    text = "Иванова Мария\n453132, г. Стерлитамак, ул. Худайбердина, 123, кв. 5\n8 (3473) 95-85-16"
    assert [text[s:e] for s, e in spans(layer, text, "pd.contacts")] == ["8 (3473) 95-85-16"]
