"""Families of name forms an out-of-sample round showed, probed by how Russian is written (made
up here, not taken from any evaluation text): diminutives by productive suffixes of rare first
names and of first names that are also nouns, in Cyrillic and in Latin; undeclined and
adjective-type surnames alone where a person acts; a surname with one bare initial. The negative
side: a Russian form's field labels and their scan misreads, abbreviations cut short with a dot,
function words, Latin transliterated ordinary words and tickers.

A name is marked inline as [[pd.name:value]] (families.py).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .one_class import check_replaced, check_untouched, parse

POSITIVES = (
    # diminutives by productive suffixes, rare first names, any case
    "у [[pd.name:Гортензиюшки]] проверить ещё раз",
    "звонила [[pd.name:Виолеточка]] из отдела кадров",
    "- [[pd.name:Никодимушка]] (сторож) — закрыть склад",
    # a first name that is also a noun: its diminutive where a person acts
    "10:05 [[pd.name:Розочка]] с третьего этажа просила открыть кабинет",
    "- невеста [[pd.name:Розочка]], тел. уточнить",
    # Latin diminutives
    "spasibo, [[pd.name:ilyusha]], vse poluchil",
    "esli chto pishite [[pd.name:nadyusha]]",
    "S dnem rozhdeniya, [[pd.name:lyubochka]]!",
    "S dnem rozhdeniya, [[pd.name:mashenka]]! Skidka 10%",
    # undeclined and adjective-type surnames alone where a person acts
    "- бригада: [[pd.name:Кривых]] (бригадир), [[pd.name:Соколов]]",
    "- [[pd.name:Белозерский]] (охранник) — сменить замок",
    "- [[pd.name:Пак]] перезвонить насчёт счёта",
    "водитель [[pd.name:Тян]] опоздал на смену",
    # a surname and one bare initial
    "<manager>[[pd.name:Журавлёва Е]], 8 (4212) 45-11-20</manager>",
    "Ответственный: [[pd.name:Дроздова Т]], каб. 4",
    "Проверил [[pd.name:Кoзлов Н]] (подпись)",
    "Ответственный: [[pd.name:Сорока Т]], каб. 4",
    "Врач [[pd.name:Навaга Х]], приём по вторникам",
    # a person introducing themself, a name the dictionary reads as a noun only
    "Добрый день! Это [[pd.name:Виола]], ваш менеджер по бронированию",
    "Здравствуйте, это [[pd.name:Камелия]], ваша медсестра",
)
NEGATIVES = (
    "Дата рождения 12.03.1990      Пол Ж",
    "Дата рождения 01 02 1979      Пол М",
    "№\tФИО\tДата рождения\tПаспорт\tТелефон",
    "1. Фамнлия ____________\n   Имя ____________",
    "Фамилйя ____   Отчесгво ____",
    "Жалобы: кашель. Предв. диагноз: бронхит",
    "От: секретарь дисс. совета <sovet@example.ru>",
    "Пишу из отдела кадров по вашей заявке.",
    "Звоню из поликлиники по записи.",
    "Podarok, Skidka 10% do 27 августа",
    "OTC Kirov USDT/RUB · 05.03.2026",
    "OTC Pushkin USDT/RUB, курс 92",
    "Poronaysk, Sakhalin Oblast, Russia",
    "Region: Sverdlov Oblast, Verkhnyaya Pyshma",
)
# The new rules' own limits (these pass before the change too): a company introduced, a place's
# region in Latin letters, a one-syllable noun before a verb a thing may take.
GUARDS = (
    "Это Сбербанк, ваш банк",
    "Это Поэма, ваш новый салон красоты",
    "12 Sovetskaya St., Tver, Kalinin Oblast",
    "- Акт подписать до пятницы",
    "клиент Банк Открытие, договор № 12",
    "Склад (кладовщик) открыт с 8:00",
    "S dnem rozhdeniya! Devushka, vam skidka",
)


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize("marked", POSITIVES)
def test_the_family_is_found(pseudonymizer: Pseudonymizer, marked: str) -> None:
    check_replaced(pseudonymizer, parse("families12", marked), "pd.name")


@pytest.mark.parametrize("text", [*NEGATIVES, *GUARDS])
def test_labels_abbreviations_and_words_stay(pseudonymizer: Pseudonymizer, text: str) -> None:
    check_untouched(pseudonymizer, text, "pd.name")
