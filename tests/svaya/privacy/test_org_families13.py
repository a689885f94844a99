"""Organisation values of the thirteenth round's families (issue 16), written from how Russian
organisations sign, head and foot their papers, and the personal values written in the same
places, which must still go. The examples are made up.

- An organisation's contact line: a postal address with its index and region and a landline on
  one line, under a letter's signature that names the organisation or a staff member's post (in
  Russian, in English: "sales manager", or by the organisation's word alone: "кассир магазина"),
  or at a form's foot with a role's mailbox on it. A private person's signature, or a free-mail
  address on the line, keeps the line theirs.
- A form signed above its footer ("Подпись ______ Петров А.А."): the signer signs the paper, not
  the organisation's line below.
- A record's element naming a staff member's post ("<inspector>…</inspector>"), a landline in it.
- A sender's mailbox whose local part is a first name that is also a word ("vera@"), after the
  organisation's name in the header; after a person's name, on free mail, or a surname, it stays
  a person's.
- An organisation named by abbreviations ("Отдел ГИМС ГУ МЧС России"), not a surname and a first
  name; a settlement's name after its marker ("пгт Ольга"), not a first name.

A value is marked [[class:value]]; `org` must be left untouched, a personal class must be
replaced.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer
from svaya.privacy.org_names import abbreviated_body
from svaya.privacy.spans import Span

from .one_class import check_outcomes, examples, personal_spans

FAMILIES: dict[str, list[str]] = {
    "contact line under a signature": [
        "Ждём документы до пятницы.\n--\nС уважением,\nМорозова Е. В., sales manager\n"
        "ООО «Северный путь»\n[[org:680000, Хабаровский край, г. Хабаровск, ул. Ленина, 12]], "
        "[[org:+7 (4212) 30-41-52]]",
        "Ответ направлен заявителю.\n--\nПомощник депутата Орлов Игорь Петрович\n"
        "680030, Хабаровский край, г. Хабаровск, ул. Пушкина, 7, [[org:8 (4212) 45-19-03]]",
        "Спасибо за обращение.\nС уважением,\nкассир магазина ЛЕБЕДЕВА Н.С.\n"
        "694020, Сахалинская область, г. Корсаков, ул. Советская, 41, [[org:(42435) 4-22-17]]",
        "Договор продлён.\n--\nС уважением,\nтренер фитнес-клуба Сомова А.\n"
        "672000, Забайкальский край, г. Чита, ул. Бабушкина, 90, [[org:+7 (3022) 35-17-48]]",
    ],
    "private signature's line": [
        "Прошу рассмотреть.\nС уважением,\n[[pd.name:Гаврилов Олег Семёнович]]\n"
        "[[pd.address:680000, г. Хабаровск, ул. Ленина, 12, кв. 40]], "
        "[[pd.contacts:+7 914 150-22-33]]",
        "Мой телефон для связи [[pd.contacts:8 (4212) 30-41-52]], звоните вечером",
    ],
    "form's foot": [
        "ООО «Пирс»\nАНКЕТА УЧАСТНИКА № 12/26\nФИО: [[pd.name:Жукова Анна Павловна]]\n"
        "Телефон [[pd.contacts:8 924 700-11-22]]\nПодпись ______ [[pd.name:Жукова А.П.]]\n"
        "[[org:692900, Приморский край, г. Находка, ул. Портовая, 3]], "
        "[[org:+7 (4236) 60-70-80]], [[org:office@pirs-dv.ru]]",
        "ИП Лосев, прокат лодок\nРасписка № 4\nФИО: [[pd.name:Ушаков Иван Ильич]]\n"
        "Подпись ______ [[pd.name:Ушаков И.И.]]\n"
        "г. Уссурийск, ул. Некрасова, д. 40, офис 2, [[org:(4234) 32-10-54]], "
        "[[org:prokat@losev-boats.ru]]",
    ],
    "foot with a person's mailbox": [
        "ФИО: [[pd.name:Рябова Нина Олеговна]]\n"
        "[[pd.address:692900, Приморский край, г. Находка, ул. Портовая, 3, кв. 5]], "
        "[[pd.contacts:ryabova.nina@mail.ru]]",
    ],
    "signed above the organisation's line": [
        "Дата и подпись капитана: ______ [[pd.name:Petrov A.S.]]\n"
        "Агент: ООО «Морская линия», [[org:+7 (4232) 41-50-60]]",
        "Подпись ______ [[pd.name:Кравец О.Н.]]\nООО «Берег», тел. [[org:(4212) 77-31-05]]",
    ],
    "staff element of a record": [
        "<card><fio>[[pd.name:Носова Ирина Львовна]]</fio>\n"
        "<inspector>[[pd.name:О.П. Ковалёва]], [[org:8 (4212) 31-40-20]]</inspector></card>",
        "<case><curator>[[pd.name:Т.А. Зимин]], [[org:+7 (3952) 20-11-09]]</curator></case>",
    ],
    "staff element with a mobile": [
        "<inspector>[[pd.name:О.П. Ковалёва]], [[pd.contacts:+7 914 301-40-20]]</inspector>",
    ],
    "sender's mailbox": [
        # a first name that is also a word ("вера", faith); "marina@" alone is a person's
        # (REVIEW10 #8, test_org_review.py)
        "От: АО «Тихая гавань» <[[org:vera@tihaya-gavan.ru]]>\nКому: клиентам\n"
        "Тема: стоянка на зиму",
        "From: ООО «Надежда-Сервис» <[[org:nadezhda@nadezhda-servis.ru]]>\nTo: partners",
    ],
    "person's mailbox in a header": [
        "От: [[pd.name:Марина Соколова]] <[[pd.contacts:marina@tihaya-gavan.ru]]>\n"
        "Тема: стоянка на зиму",
        "От: АО «Тихая гавань» <[[pd.contacts:marina.sokolova@mail.ru]]>\nТема: стоянка",
        "От: АО «Тихая гавань» <[[pd.contacts:sokolova@tihaya-gavan.ru]]>\nТема: стоянка",
    ],
    "abbreviated body": [
        "[[org:Отдел ГИМС ГУ МЧС России по Хабаровскому краю]]\nУДОСТОВЕРЕНИЕ",
    ],
    "settlement after its marker": [
        "Прошу выдать пропуск в пгт Ольга, с. Вера, на 5 суток. "
        "Заявитель [[pd.name:Кириллова Дарья Андреевна]]",
    ],
}


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


def test_organisation_values_stay(pseudonymizer: Pseudonymizer) -> None:
    check_outcomes(pseudonymizer, examples(FAMILIES), kept=True)


def test_personal_values_go(pseudonymizer: Pseudonymizer) -> None:
    check_outcomes(pseudonymizer, examples(FAMILIES), kept=False)


def test_settlement_words_stay(pseudonymizer: Pseudonymizer) -> None:
    text = FAMILIES["settlement after its marker"][0]
    found = [text[s:e] for s, e, _ in personal_spans(pseudonymizer, text)]
    assert "Ольга" not in found and "Вера" not in found, found


def _name(text: str, value: str) -> Span:
    start = text.index(value)
    return Span(start, start + len(value), value, "pd.name", "ner", "")


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        ("Центр ГИМС ГУ МЧС России", "ГИМС ГУ", True),
        ("ОВМ ОМВД России по району", "ОВМ", True),
        # a person's name in capitals, no state body's abbreviation beside it
        ("Собственник: ПАК ЕН, паспорт 0512 123456", "ПАК ЕН", False),
        ("Владелец КАН ЛЮБОМИР МЧС", "КАН ЛЮБОМИР", False),  # longer than an abbreviation
        ("инспектор ЦОЙ А.В.", "ЦОЙ", False),
    ],
)
def test_abbreviated_body_limits(text: str, value: str, expected: bool) -> None:
    assert abbreviated_body(text, _name(text, value)) is expected
