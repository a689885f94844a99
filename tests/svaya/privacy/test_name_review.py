"""Regressions the tenth round's review found on the name side (made-up texts, none from an
evaluation round): the verb "села" is no village, a place's marker is one list the name, address
and organisation rules share (place_marks.py) and covers a kind's siblings, a name called out at a
turn's start is spoken to in any words that address the person.

A name is marked inline as [[pd.name:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer
from svaya.privacy.name_rules import after_street_marker
from svaya.privacy.name_words import familiar_form

from .one_class import check_replaced, check_untouched, parse

POSITIVES = (
    # "села" the verb (the past of "сесть") before a name: a person, not a village
    "В автобус села [[pd.name:Анна Петрова]] с ребёнком",
    "в такси села [[pd.name:Марина]], водитель повёз её в центр",
    "Первой за стол села [[pd.name:Ольга Игнатьева]]",
    # a familiar form called out, then an imperative among the next two words
    "[09:12] Оператор: [[pd.name:милаша]], счет оплати до пятницы",
    "[09:12] Оператор: [[pd.name:боженка]], документы отправь",
    # a person on a vessel, the vessel's kind in another case
    "на пароме [[pd.name:Марина]] встретила брата",
    # a surname in capitals, or a man's or woman's noun, before the initials "Т.Е." stays a name
    "Ответственный: [[pd.name:ТИМОФЕЕВА Т.Е.]]",
    "Подпись: [[pd.name:ЗИМА Т.Е.]]",
)
NEGATIVES = (
    # "села" the village's genitive after a preposition, the other cases of the village's kinds
    "Прошу перевезти груз из села Вера до станции",
    "Дорога до села Ольга закрыта",
    "В хуторе Лиза нет связи",
    "проживает в станице Марина",
    # the siblings of a bay, a cape and an island
    "Судно вышло в пролив Ольга",
    "на полуострове Вера построили маяк",
    "Сплав по реке Лена начнётся в июне",
    # a vessel by its kind, the siblings of "яхта" and "катер"
    "траулер Ольга вышел в море",
    "Паром Лиза отходит в 9:00",
    "сейнер Надежда вернулся в порт",
    # a kin word's familiar form called out is no name; nor a familiar form with no speech to
    # the person after it
    "[12:00] Оператор: доченька, позвони",
    "[12:00] Оператор: бабуля, проверь счёт",
    "[12:00] Оператор: милаша, заказ готов",
    # a heading's neuter or abstract word before an abbreviation of speech is no surname
    "ВНИМАНИЕ Т.Е. всем сотрудникам прийти к 9:00",
    "ОБЪЯВЛЕНИЕ Т.К. лифт не работает",
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_person_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_replaced(pseudonymizer, parse("review", marked), "pd.name")


@pytest.mark.parametrize("text", NEGATIVES)
def test_the_place_stays(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_untouched(pseudonymizer, text, "pd.name")


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        # a settlement's marker, short or full, in an office's name too
        ("отдел в пгт Ольга", "Ольга", True),
        ("проживает с. Вера, ул. Лесная", "Вера", True),
        ("посёлок Лиза", "Лиза", True),
        ("ст-ца Марина", "Марина", True),
        ("из села Вера", "Вера", True),
        # an initial "С." before a name; a year's "г."; "пришла с"; the verb "села"
        ("Петров С. Ольга Ивановна", "Ольга", False),
        ("2024 г. Петров", "Петров", False),
        ("пришла с Ольгой", "Ольгой", False),
        ("в такси села Марина", "Марина", False),
    ],
)
def test_place_marker_limits(text: str, value: str, expected: bool) -> None:
    assert after_street_marker(text, text.index(value)) is expected


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        # one list of familiar suffixes: a name in -ая keeps its stem ("Аглая")
        ("аглаюша", True),
        ("милаша", True),
        ("боженка", True),
        ("машенька", True),
        ("ромашка", False),
        ("бабуля", False),
        ("доченька", False),
    ],
)
def test_familiar_forms(word: str, expected: bool) -> None:
    assert familiar_form(word) is expected
