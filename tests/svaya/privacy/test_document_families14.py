"""Identity document families the fourteenth dev round missed, as Russians write them (made up
here, not taken from any evaluation text; issue 16).

A seafarer's identity document by its series alone (Russia issues it as "MK" and seven digits),
"№" between the series and the number, where the text is a seafarer's; its words without
"личности" ("удостоверение моряка"); a passport's series and number with a slash in an export's
document column; a birth certificate's number alone after "№" in a letter about a child.

A value is marked inline as [[class:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import parse
from .one_class import check_found, check_left

CLS = "pd.passport"
POSITIVES = (
    "Муж в рейсе с марта, зарплата не пришла. Удостоверение моряка [[pd.passport:MK4410736]].",
    "crew: SOMOV, PETR | rank: COOK | seaman ID: [[pd.passport:MK № 5120447]]",
    "Сын ушёл в рейс на траулере, его документ [[pd.passport:МК № 6203318]], прошу проверить",
    "id,last_name,first_name,document\n7,Somova,OLGA,[[pd.passport:4512/330471]]",
    "В заявлении указан сын, а в свидетельстве о рождении № [[pd.passport:514207]] иная дата.",
)
NEGATIVES = (
    # the series without a seafarer's text, a lot's or a model's code on a ship's text
    "Счёт на MK 5120447 оплачен",
    "судно продано, лот MK 5120447, оценка 4",
    "экипаж доволен: модель MK 6203318 на борту",
    # a slash pair in a column that names no document
    "id,last_name,first_name,ratio\n7,Somova,OLGA,4512/330471",
    # a certificate's number with no "№" (a date's or an order's digits follow)
    "свидетельство о рождении выдано 12.03.2015, заявка 514207",
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_family_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_found(pseudonymizer, parse("documents14", marked), CLS)


@pytest.mark.parametrize("text", NEGATIVES)
def test_the_lookalike_stays(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_left(pseudonymizer, parse("documents14", text), CLS)
