"""Review 10, #14: a paper named inside a bracket opened right after a passport word says where
the passport was given, not what the number is ("паспорт (указан в анкете 4508 …)"); a paper
that opens the bracket or a number's sign names the number as that paper's ("паспорт (заказ №
…)"). The examples are made up.
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
        "Скан паспорта (указан в анкете 4508 123456) приложен",
        "паспорт (данные из договора 4508 123456), прописка Тверь",
        "паспорт (как в заявке: 4508 123456)",
        "пасп. (по старому договору 4508 123456)",
    ],
)
def test_paper_in_a_passports_bracket_says_where(layer: Pseudonymizer, text: str) -> None:
    assert [text[s:e] for s, e in spans(layer, text, "pd.passport")] == ["4508 123456"]


@pytest.mark.parametrize(
    "text",
    [
        "паспорт (заказ № 4508 123456)",
        "паспорт (номер заявки 4508 123456)",
        "паспорт (заявка 4508 123456)",
        "паспорт (по договору № 4508 123456)",
        # no bracket right after the passport word: the paper names the number
        "паспорт, договор 4508 123456",
        "паспорт проверен (договор 4508 123456)",
    ],
)
def test_paper_naming_the_number_is_not_an_aside(layer: Pseudonymizer, text: str) -> None:
    assert spans(layer, text, "pd.passport") == []
