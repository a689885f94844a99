"""Addresses typed in Latin letters in a chat or a CRM (issue 16): lower case, a town written
out or cut short, a street in the genitive or as an adjective with no street word, the house and
the flat as "d N kv M", "N kv M", "N-M" or "N/M"; a street named by a number of years ("50 let
…"); a label or a verb of living before it. And the garden partnerships' other abbreviations
("СОТ", "СОНТ", "ОНТ"). The traps beside the family stay: scores, products, rooms, gates,
flights, distances, a quarter of a year. Every sentence is made up for this file.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example, parse
from .one_class import check_found, check_left, examples


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


FORMS: dict[str, list[str]] = {
    "a garden partnership's other abbreviations": [
        "нотариус назначил на пятницу\nу тёщи ещё дача, [[pd.address:СОТ «Рябинка», уч. 14]] — "
        "её тоже продают",
        "опека просит справку\nдача: [[pd.address:СОНТ «Ивушка», участок 9]]",
        "зимует: [[pd.address:СОНТ «Берёзка» уч. 7]]",
        "прописан: [[pd.address:ОНТ «Дружба», участок 33]]",
    ],
}

TRAPS: list[str] = [
    # a partnership's own words, its board's address
    "Председатель СОНТ «Ивушка» сказал, что участок 5 не платил",
    "Правление СОТ «Рябинка», юридический адрес: [[org:СОТ «Рябинка», уч. 1]]",
]


@pytest.mark.parametrize("example", examples(FORMS), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_a_latin_chat_address_is_found(pseudonymizer: Pseudonymizer, example: Example) -> None:
    check_found(pseudonymizer, example, "pd.address")


@pytest.mark.parametrize("example", [parse("trap", t) for t in TRAPS], ids=lambda e: e.text[:40])
def test_latin_look_alikes_stay(pseudonymizer: Pseudonymizer, example: Example) -> None:
    check_left(pseudonymizer, example, "pd.address")
