"""Dates of birth (issue 16), by family: what each rule catches and what it leaves. Every
sentence is made up for this file (not the evaluation set's text); `org` marks a date that is not
a date of birth and must stay (a document's, a contract's, a payment's, an event's).
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example, parse
from .one_class import check_found, check_left, examples


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=False)


DATES: dict[str, list[str]] = {
    "iso date after a name or kin word": [
        "сын Петров Илья [[pd.birthdate:2012-04-05]]",
        "Дочь: Смирнова Ксения, [[pd.birthdate:2016-11-30]], школа № 4",
        "Козлова Варвара Олеговна [[pd.birthdate:1974-08-19]]",
        "супруг — Лаптев Г.В. [[pd.birthdate:1969-01-02]]",
        "пациент Мохов Роман, [[pd.birthdate:1958-12-24]], жалобы на давление",
        "ребенок: Тимофей [[pd.birthdate:2019-06-15]]",
        '"Петров Илья","[[pd.birthdate:1984-04-05]]","+79161234567"',
        "Семья: Петровы — Олег ([[pd.birthdate:1980-01-01]]), Анна ([[pd.birthdate:1982-02-02]])",
        "Ким Ен Хо [[pd.birthdate:1979-02-11]]",
        "Li Wei, [[pd.birthdate:1985-03-07]]",
        "petrov ilya [[pd.birthdate:1985-03-07]]",
    ],
    "full date in a person's clause": [
        "Заемщик Дронов Е.С., [[pd.birthdate:03.09.1971]], место работы — завод",
        "Клиент [[pd.birthdate:11.04.1983]] года рождения обратился",
        "пациентка, [[pd.birthdate:23.07.1949]], доставлена бригадой",
        "Гр. Носов Павел [[pd.birthdate:15.05.1990]], уроженец г. Орла",
        "Иванова А.А. ([[pd.birthdate:12.12.1992]]) — менеджер",
        "возраст: 41 год ([[pd.birthdate:04.02.1985]])",
        "Дата рождения застрахованного лица Константинопольского Ивана Владимировича: "
        "[[pd.birthdate:05.04.1980]]",
    ],
    "dates in words": [
        "родилась [[pd.birthdate:7 марта 1985]] в Калуге",
        "Дата рождения: [[pd.birthdate:седьмого марта 1985 года]]",
        "дата рождения [[pd.birthdate:третье октября 1966]]",
        "Он родился [[pd.birthdate:2 февр. 1977]] г.",
        "Кузьмина Нина, [[pd.birthdate:19 ноября 1951]], пенсионерка",
        "Родилась [[pd.birthdate:1-го сентября 1999]]",
    ],
    "day and month only": [
        "день рождения [[pd.birthdate:7 марта]]",
        "ДР [[pd.birthdate:14.02]], напомнить",
        "родилась [[pd.birthdate:9 мая]], как и дедушка",
        "у дочки ДР [[pd.birthdate:3 апреля]]",
        "Родился [[pd.birthdate:23 февраля]]",
        "Назовите дату рождения.\nКлиент: [[pd.birthdate:четырнадцатого июля]], год не помню",
        "Дата рождения: [[pd.birthdate:30 ноября]] (год не указан)",
    ],
    "odd separators and two-digit years": [
        "д.р. [[pd.birthdate:07 .03 .1985]]",
        "дата рождения [[pd.birthdate:07,03,85]]",
        "дата рожд. [[pd.birthdate:7/3/85]]",
        "родился [[pd.birthdate:07-03-1985]]",
        "Дата рождения: [[pd.birthdate:07. 03. 1985]]",
        "д/р [[pd.birthdate:7.3.85]]",
        "Родилась: [[pd.birthdate:07_03_1985]]",
        "Дата рождения: [[pd.birthdate:07031985]]",
        "Дата рождения: [[pd.birthdate:«07» марта 1985]] г.",
        "дата рождения [[pd.birthdate:07 III 1985]]",
        "Д/р: [[pd.birthdate:11.08..1974]]",
        "Дата рождения: [[pd.birthdate:19\\04\\1991]]",
        "Клиент: я [[pd.birthdate:05:12:1966]] г.р.",
        "DOB [[pd.birthdate:4 августа, 1971]].",
    ],
    "english forms": [
        "born [[pd.birthdate:March 7, 1985]] in Tula",
        "DOB [[pd.birthdate:1985-03-07]]",
        "Date of birth: [[pd.birthdate:03/07/1985]]",
        "DOB: [[pd.birthdate:7 Mar 1985]]",
        "D.O.B.: [[pd.birthdate:07/03/1985]]",
        "DOB [[pd.birthdate:7-Mar-1985]]",
        "born on the [[pd.birthdate:7th of March, 1985]]",
        "Passenger: PETROVA ANNA, DOB [[pd.birthdate:07MAR85]]",
        "Birthday: [[pd.birthdate:07.03]]",
    ],
    "years in words, as a call is transcribed": [
        "Оператор: Дата рождения?\nКлиент: [[pd.birthdate:седьмое марта восемьдесят пятого]]",
        "я родилась [[pd.birthdate:седьмого марта восемьдесят пятого года]]",
        "родился [[pd.birthdate:12 июня девяностого]]",
        "дата рождения — [[pd.birthdate:третье мая две тысячи пятого года]]",
        "Guest: Ivan Sokolov, born [[pd.birthdate:Jan 12, 1979]]",
    ],
}

# Dates that are not dates of birth: a document's, a contract's, a payment's, an amount.
DATES_LEFT: list[str] = [
    "паспорт выдан [[org:12.05.2010]] ОВД района Южное",
    "Договор № 15 от [[org:01.02.2023]], клиент Петров Илья",
    "Петров Илья, договор от [[org:12.03.2021]]",
    "Оплата [[org:15.03.2024]] на сумму [[org:12 500]] руб.",
    "Сидорова Анна, заявка от [[org:2024-02-11]]",
    "действителен до [[org:07.03.2030]]",
    "Приказ № 12 от [[org:3 марта 2024]] года",
    "Звонок в [[org:12:30:45]], дата рождения уточняется",
    "Дата рождения уточняется, встреча [[org:12 мая]]",
    "Счёт № 44 от [[org:05.06.2023]] оплатить до [[org:10.06.2023]]",
    "Встреча 7 марта в 10:00, Петров будет.",
    "Код подразделения 07031985 в заявке на рождение карты",
    "Петров, 5 x 10 шт., 2 III 15",
    "Рейс SU100 07MAR25, пассажир Петров",
    "Москва Сити [[org:2005-04-05]]",
    "Срок кредита 5 лет, [[org:12.03.2001]]",
    "Кредит выдан на 3 года ([[org:12.03.2001]])",
    "ООО «Ромашка» [[org:2001-04-05]]",
    "Сбербанк Онлайн [[org:1999-04-05]]",
    "Новая Версия [[org:2009-04-05]]",
    "Седьмого марта восемьдесят пятого года открылся завод",
    "Срок действия карты до [[org:12/26]]",
    "Накладная № 778 от [[org:17.10.2022]]",
    "Дата выдачи: [[org:21.09.2015]], код подразделения 770-001",
    "Иванов И.И. подписал [[org:28.02.2024]]",
    "Клиент обратился в отделение [[org:12.03.2005]]",
    "Пациент на лечении с [[org:03.02.2001]] по [[org:14.02.2001]]",
    "Заемщик оплатил [[org:15.03.2005]] всю сумму",
    "Клиенту 41 год, заявка поступила [[org:04.02.2011]]",
    "Пассажир, рейс SU-1402, вылет [[org:04.02.2011]]",
    "пациентка, осмотр [[org:12.03.1999]], повторно [[org:23.07.1999]]",
    "Клиент банка с 1998 года; [[org:03.09.1999]] открыт вклад",
]


@pytest.mark.parametrize("example", examples(DATES), ids=lambda e: f"{e.family}: {e.text[:40]}")
def test_dates_of_birth_are_found(pseudonymizer: Pseudonymizer, example: Example) -> None:
    check_found(pseudonymizer, example, "pd.birthdate")


@pytest.mark.parametrize(
    "example", [parse("left", t) for t in DATES_LEFT], ids=lambda e: e.text[:40]
)
def test_other_dates_stay(pseudonymizer: Pseudonymizer, example: Example) -> None:
    check_left(pseudonymizer, example, "pd.birthdate")


def test_the_checks_fail_on_a_miss_and_on_an_extra(pseudonymizer: Pseudonymizer) -> None:
    with pytest.raises(AssertionError):
        check_found(pseudonymizer, parse("miss", "в [[pd.birthdate:2024]] году"), "pd.birthdate")
    with pytest.raises(AssertionError):
        check_left(pseudonymizer, parse("extra", "дата рождения 07.03.1985"), "pd.birthdate")
