"""Families of name forms the thirteenth out-of-sample round showed, probed by how Russian is
written (made up here, not taken from any evaluation text): messenger logins built from a name in
Latin (a double surname, a familiar first name, surname first), a familiar first name called out in
lower case, a crew list's SURNAME, FIRST NAME in capitals, a patronymic clipped as workmates say
it. The negative side: a settlement's, a bay's or an island's name after its marker, a pet named by
its kind in brackets or before it, logins of roles, ordinary words called out, nouns in -ич/-ыч.

A name is marked inline as [[pd.name:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .one_class import check_replaced, check_untouched, class_spans, parse

POSITIVES = (
    # logins: a double surname, a first name however rare, a familiar form, surname first
    "[10:02] [[pd.name:katyusha_orlova-dymova]]: добрый день, машина ещё продаётся?",
    "логин [[pd.name:tolya_smirnov]], пароль выслан",
    "[[pd.name:gorbunova.lyubasha]]: спасибо, всё получила",
    # a familiar first name called out in lower case and spoken to
    "Менеджер: милаша, заказ ваш готов",
    # a crew list's SURNAME, FIRST NAME
    "2 | DROZDOV, ARSENIY | COOK | RUSSIA",
    # a patronymic clipped as workmates say it
    "- Ильдарыч опять забыл пропуск",
    "Палыч сказал, что машина будет к обеду",
    # the limits: a person's occupation in brackets, a person in a village
    "- [[pd.name:Петров]] (кладовщик) ушёл на обед",
    "живёт в пгт Славный, звонил [[pd.name:Петров Иван]]",
    # a surname and a first name that is an ordinary noun, a person's details after them
    "Свидетели: [[pd.name:Гарипова Роза]] (кв. 14), [[pd.name:Хабибуллин Алмаз]] (кв. 21)",
    "<child>[[pd.name:Шарипов Алмаз]], 2012-03-05</child>",
    "Дети: [[pd.name:Мирошниченко Алмаз]], 2012-03-05",
    # the limits of the places: a person in the accusative after "в", people after "один из",
    # a person in the prepositional case after "на"
    "влюбилась в [[pd.name:Олега]] ещё в школе",
    "один из [[pd.name:Петровых]] приехал",
    "[[pd.name:Вова]] женился на [[pd.name:Ане]] в мае",
    # a familiar first name in the dative at a note's item's start before what is to be done
    "- [[pd.name:Люсе]] передать пропуск на склад",
    '"comment": "[[pd.name:Тошке]] звонить после 19, не раньше"',
)
NEGATIVES = (
    # places after their markers
    "Маршрут: пгт Славный — с. Петровка, выезд в 8:00",
    "Погружение в бухте Орлан, сбор у пирса; бухта Орлан",
    "Ночёвка на мысе Сокол, остров Русский",
    # a pet named by its kind
    "Хотим забрать котика Бублика, он ещё у вас?",
    "- Бублик (кот, рыжий) уехал к новым хозяевам",
    # role logins, ordinary words called out, nouns in -ич/-ыч
    "sales.manager: заявка принята",
    "вилка, ложка и нож на столе",
    "Москвич стоит у подъезда",
    "MOSCOW, RUSSIA",
    # a table header's "ДР" (день рождения), an agency's abbreviations in a row
    "№\tФИО\tДР\tТелефон",
    "Отдел ОВМ ГУ МВД России по краю",
    # a city's colloquial name and a port in the prepositional case after "во", after "из"
    "доставка из Саппоро, через неделю во Владике",
    "сколько стоит отправить машину из влада в Иркутск?",
    # a mountain's other name in brackets after its marker and name
    "Маршрут: пос. Лесной — г. Лысая (Орлан) — пос. Лесной",
    # a place, a kin word or a thing in the dative before an infinitive
    "- Москве позвонить",
    "- Бабушке позвонить вечером",
    "- Звезде сказать",
)
# The new rules' own limits (these pass before the change too).
GUARDS = (
    "Привет, ромашка, как дела",
    "- Сыч улетел на юг",
    # a Korean surname with a first name in capitals is no agency
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_family_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_replaced(pseudonymizer, parse("families13", marked), "pd.name")


@pytest.mark.parametrize("text", [*NEGATIVES, *GUARDS])
def test_labels_abbreviations_and_words_stay(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_untouched(pseudonymizer, text, "pd.name")


# A surname before a noun takes it only when a person's details follow ("Петренко Склад" is a
# surname and a place of work).
SURNAME_ONLY = (
    "Ответственный Петренко Склад",
    "Ответственные: Петренко, Склад (2 этаж)",
    "Приехал Петров Москва, 12 мая",
)


@pytest.mark.parametrize("text", SURNAME_ONLY)
def test_a_noun_after_a_surname_stays_without_details(
    pseudonymizer: Pseudonymizer, text: str
) -> None:
    found = [text[s:e] for s, e in class_spans(pseudonymizer, text, "pd.name")]
    assert all(" " not in value for value in found), found
