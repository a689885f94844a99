"""Families of name forms the fourteenth out-of-sample round showed, probed by how Russian is
written (made up here, not taken from any evaluation text): a login whose first part is a rare
name's familiar form cut from its stem, or whose second part is an ordinary word's surname; a rare
name's familiar form called out with a soft sign; a first name cut to its first syllable in a chat
where the full name stands; a surname in capitals before dotted initials. The negative side: logins
of things, a stamp's place, an airport's, a lake's or a slope's name after its kind.

A name is marked inline as [[pd.name:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .one_class import check_replaced, check_untouched, class_spans, parse

POSITIVES = (
    # logins: a rare name's familiar form cut from its stem ("Евся" of "Евсей", "Добрик" of
    # "Добрыня"), an ordinary word's surname beside a first name
    "[09:14] [[pd.name:evsya.sukhanov]]: здравствуйте, места ещё есть?",
    "[[pd.name:dobrik.kalinin]]: выезжаем в семь",
    '{"from": "[[pd.name:galinka.shchuka]]", "text": "нет воды"}',
    "логин [[pd.name:olga.volk]], пароль выслан",
    # a rare name's familiar form called out with a soft sign
    "[12:40] Менеджер: [[pd.name:Евсь]], ты билеты взял?",
    # a first name cut to its first syllable where the chat names it in full
    "[10:01] [[pd.name:Евстафий]]: буду к обеду\n[10:05] Диспетчер: [[pd.name:евст]], захвати воды",
    # a surname in capitals before dotted initials: a scan's signer, a record's field
    "| 12.03.2025 | вводный | (подп.) | [[pd.name:ТЕРЕХОВ А.С.]]",
    '{"brigade": "7", "master": "[[pd.name:ЗУБАРЕВ Л.А.]]"}',
)
NEGATIVES = (
    # logins of things and roles
    "anna.test: проверка связи",
    "olga.home: привет",
    "sales.manager: заявка принята",
    # a stamp's place after a number
    "ИНН 7701234567    М.П.",
    # an airport, a lake or a slope named after its kind
    "Встретите нас в аэропорту Орлово?",
    "Маршрут: база — озеро Малый Сокол — база",
    "Старт на склоне Большой Сокол в 10:00",
)
# The new rules' own limits (these pass before the change too).
GUARDS = ()


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_family_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_replaced(pseudonymizer, parse("families14", marked), "pd.name")


@pytest.mark.parametrize("text", [*NEGATIVES, *GUARDS])
def test_logins_stamps_and_places_stay(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_untouched(pseudonymizer, text, "pd.name")


def test_a_known_word_is_no_names_syllable(pseudonymizer: Pseudonymizer) -> None:
    """The syllable echo takes only a word the dictionary does not know ("евро" beside "Евстафий"
    called out is the word, not the clip)."""
    text = "[10:01] Евстафий: буду к обеду\n[10:05] Диспетчер: евро, захвати воды"
    found = [text[s:e] for s, e in class_spans(pseudonymizer, text, "pd.name")]
    assert found == ["Евстафий"], found
