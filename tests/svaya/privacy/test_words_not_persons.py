"""Words that are no person's, though a rule read them as one (made-up texts, none from an
evaluation round): a Turkic title of respect after a name and a food word the dictionary holds
as a name (name_chat.py), a bank's or a messenger's name the dictionary lacks
(morphology._SERVICE), a state's abbreviation after a word (name_probable._bare), an amount's
thousands after a word (address_probable.counted); and what stays found beside them, a
relative's surname that is an ordinary word after a kinship noun (name_alone.after_kin_word)."""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer

from .one_class import personal_spans


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("- Исай агай обещал две банки кумыса", "агай"),
        ("Гульнара апа передала привет", "апа"),
        ("Меню халяль, без алкоголя, как вы просили", "халяль"),
        ("Стоимость путёвки 53 000 ₽, оплачена полностью (Сбер, онлайн)", "Сбер"),
        ("оплатила через Тинькофф, чек в Телеграме", "Тинькофф"),
        ("оплатила через Тинькофф, чек в Телеграме", "Телеграме"),
        ("продаю на Авито, пишите в Вотсап", "Авито"),
        ("через Комитет по управлению собственностью Минземимущества РБ по району", "РБ"),
        ("адрес регистрации.\nПредоплата 140 000,00 руб. — до 11 декабря", "140 000,00"),
        ("Предоплата 215 000 руб. до пятницы", "215 000"),
        # a kinship noun before a verb or a place in title case
        ("Муж Уехал вчера В Командировку", "Уехал"),
        ("брат Москвы не видел", "Москвы"),
        # an office's mailbox whose word ends as a surname with an initial would
        ("Пишите в жилищную комиссию: zhilkom@sever.example.ru", "zhilkom"),
        # a month and a town with a year in such a list; a year with no list asking for births
        ("Список (имя, год рожд.):\nМосква 2014 | Март 2020", "2014"),
        ("Список (имя, год рожд.):\nМосква 2014 | Март 2020", "2020"),
        ("Отчёт: Маша 2012, Петя 2015", "2012"),
    ],
)
def test_the_word_stays(pseudonymizer: Pseudonymizer, text: str, kept: str) -> None:
    at = text.index(kept)
    hit = [
        text[s:e]
        for s, e, _ in personal_spans(pseudonymizer, text)
        if s < at + len(kept) and at < e
    ]
    assert hit == [], hit


@pytest.mark.parametrize(
    ("text", "value", "cls"),
    [
        # the name beside the title is still a name; an address with its flat is still one
        ("- Исай Зарипов агай обещал две банки", "Исай Зарипов", "pd.name"),
        ("живу: Ленина 14 кв 5, оплата 3 000 руб", "Ленина 14 кв 5", "pd.address"),
        ("Директор ИВАНОВ ИП", "ИВАНОВ", "pd.name"),
        # a relative's surname that is an ordinary word, after the kinship noun
        ("- отец Бортника — Исай Вакилович, обещал автобус", "Бортника", "pd.name"),
        ("мама Белки звонила вчера", "Белки", "pd.name"),
        # a street the dictionary does not know, before a house and a flat by their markers
        ("СДЭК до двери, уфа гафури д61 кв153, оплатил", "уфа гафури д61 кв153", "pd.address"),
        # a microdistrict's number before its marker
        (
            "670686 Республика Бурятия г Улан-Удэ 111 мкр д 31 кв 190",
            "670686 Республика Бурятия г Улан-Удэ 111 мкр д 31 кв 190",
            "pd.address",
        ),
        # a person's mailbox at work: the surname and an initial glued after it
        ("От: Ленкова М <lenkovam@baikalgeopoisk.ru>", "lenkovam@baikalgeopoisk.ru", "pd.contacts"),
        # a list that asks for years of birth: a first name, known or not, and its year
        ("За кого (имя, год рожд.) | Хурал\n| Аягма 1953, Баяр 1970 |", "1953", "pd.birthdate"),
        ("Список (имя, год рожд.):\nЗорикто 1987 | Маша 2012", "Зорикто", "pd.name"),
        ("Список (имя, год рожд.):\nЗорикто 1987 | Маша 2012", "2012", "pd.birthdate"),
    ],
)
def test_the_value_beside_them_is_still_found(
    pseudonymizer: Pseudonymizer, text: str, value: str, cls: str
) -> None:
    at = text.index(value)
    found = [(s, e) for s, e, c in personal_spans(pseudonymizer, text) if c == cls]
    assert any(s <= at and at + len(value) <= e for s, e in found), (found, value)
