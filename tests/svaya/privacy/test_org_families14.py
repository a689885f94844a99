"""Organisation values of the fourteenth round's families (issue 16), written from how Russian
organisations head and foot their papers and answer their chats, and the personal values written
in the same places, which must still go. The examples are made up.

- A letterhead: the company's name, its requisites' line (ИНН of ten digits, КПП, ОГРН), then its
  postal address with no flat. A person's INN of twelve digits above an address says nothing.
- A document's drafter ("Исп. Петров А., тел. …"): the abbreviation does not end a sentence, so
  the desk's label stays in the landline's block, whatever shape the number takes (eleven digits
  run together, a five-digit town code).
- An export's dispatch desk ("dispatch": "(4012) 30-00-00") under the company's requisites.
- A chat's desk inviting the client ("Администратор: Ждём вас: <address>"); the client's own
  address, or one the desk reads back as the client's, stays personal.
- A company's INN and the stamp's mark a tagger took for a name ("ИНН 3900000000    М.П.").
- A mailbox named by a thing's word on the organisation's domain ("luch@…-med.ru"): a room's,
  unless the person named beside it may bear the name, or it is on free mail.

A value is marked [[class:value]]; `org` must be left untouched, a personal class must be
replaced.
"""

from __future__ import annotations

import pytest

from svaya.privacy import Pseudonymizer
from svaya.privacy.org_names import requisite_name
from svaya.privacy.org_speakers import invited_address, room_mailbox
from svaya.privacy.spans import Span

from .one_class import check_outcomes, examples

FAMILIES: dict[str, list[str]] = {
    "letterhead": [
        "ООО «Янтарный берег»\nИНН 3906000017 · КПП 390601001 · ОГРН 1023900000010\n"
        "[[org:236000, Калининградская обл., г. Калининград, ул. Мира, 12]]\n"
        "Исх. № 15 от 02.03.2026\nСПРАВКА\nВыдана [[pd.name:Соколовой Анне Петровне]]",
        "АО «Северный порт»\nОГРН 1025100000000, КПП 510001001\n"
        "[[org:183000, Мурманская обл., г. Мурманск, пр. Ленина, 40]]",
    ],
    "person's INN above an address": [
        "[[pd.name:Соколова Анна Петровна]]\nИНН [[pd.inn:390612345624]]\n"
        "[[pd.address:236000, Калининградская обл., г. Калининград, ул. Мира, 12]]",
    ],
    "drafter's line": [
        "Начальник отдела кадров _______ Орлова Т.В.\nИсп. [[pd.name:Гусев П.]], тел. "
        "[[org:84012556677]]\nМ.П.",
        "Главный бухгалтер _______ Орлова Т.В.\nИсп. [[pd.name:Гусева П.]], тел. "
        "[[org:(40153) 3-12-45]]",
        "Директор _______ Орлова Т.В.\nИсп. Гусев П., тел. [[org:(4012) 55-66-77]]",
    ],
    "drafter's mobile": [
        "Начальник отдела кадров _______ Орлова Т.В.\nИсп. [[pd.name:Гусев П.]], тел. "
        "[[pd.contacts:+7 911 455-66-77]]",
    ],
    "dispatch desk in an export": [
        '{"company": {"name": "ООО «Теплосеть Янтарная»", "inn": "3906000017", '
        '"dispatch": "[[org:(4012) 30-40-50]]"}}',
    ],
    "dispatcher's mobile in an export": [
        '{"master": "[[pd.name:ГУСЕВ П.А.]]", "master_phone": "[[pd.contacts:+7-911-455-6677]]"}',
    ],
    "chat's desk inviting": [
        "Telegram · ООО «Клиника Зорька» · администратор\n"
        "Клиент: здравствуйте, хочу записаться\nАдминистратор: Записала. Ждём вас: "
        "[[org:236010, Калининградская обл., г. Калининград, ул. Горького, 7]]",
        "Регистратура: Приходите к 9:00, мы находимся: "
        "[[org:236010, Калининградская обл., г. Калининград, ул. Горького, 7]]",
    ],
    "client's address in the chat": [
        "Клиент: мой адрес [[pd.address:236010, г. Калининград, ул. Горького, 7]], ждём вас",
        "Администратор: ждём вас, ваш адрес "
        "[[pd.address:236010, г. Калининград, ул. Горького, 7]]?",
        "Администратор: Ждём вас: [[pd.address:г. Калининград, ул. Горького, 7, кв. 15]]",
    ],
    "stamp line": [
        "Председатель _______ [[pd.name:Гусева А.Л.]]\nИНН 3906000017    М.П.",
    ],
    "room's mailbox": [
        "ORGANIZER;CN=[[pd.name:Белова ДИ]]:mailto:[[org:luch@zorka-med.ru]]",
        "Кабинет физиотерапии: [[org:svet@zorka-med.ru]]",
    ],
    "person's mailbox named by a word": [
        "ORGANIZER;CN=[[pd.name:Светлова С.А.]]:mailto:[[pd.contacts:svet@zorka-med.ru]]",
        "Пишите на мой [[pd.contacts:svet@zorka-med.ru]]",
        "Кабинет физиотерапии: [[pd.contacts:svet@mail.ru]]",
    ],
}


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


def test_organisation_values_stay(pseudonymizer: Pseudonymizer) -> None:
    check_outcomes(pseudonymizer, examples(FAMILIES), kept=True)


def test_personal_values_go(pseudonymizer: Pseudonymizer) -> None:
    check_outcomes(pseudonymizer, examples(FAMILIES), kept=False)


def _span(text: str, value: str, data_class: str) -> Span:
    start = text.index(value)
    return Span(start, start + len(value), value, data_class, "pattern", "")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("ИНН 3906000017    М.П.", True),
        ("ОГРН 1023900000010 М. П.", True),
        # a name beside the requisite stays a name; digits alone are no requisite
        ("ИНН 3906000017 Гусева", False),
        ("Гусева А.Л. М.П.", False),
        ("Гусева 3906000017", False),
    ],
)
def test_requisite_name_limits(value: str, expected: bool) -> None:
    assert requisite_name(_span(value, value, "pd.name")) is expected


_ADDRESS = "236010, Калининградская обл., г. Калининград, ул. Горького, 7"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Администратор: Ждём вас: ", True),
        ("[10:02] Регистратура: наш адрес ", True),
        ("ООО «Зорька»: приезжайте, мы находимся: ", True),
        # no desk speaking, no invitation, a personal word, a private person inviting
        ("Ждём вас: ", False),
        ("Администратор: записала ", False),
        ("Администратор: ждём вас, курьер привезёт на ", False),
        ("Марина: приходите ко мне, ", False),
    ],
)
def test_invited_address_limits(line: str, expected: bool) -> None:
    text = line + _ADDRESS
    span = _span(text, _ADDRESS, "pd.address")
    assert invited_address(text, text.lower().replace("ё", "е"), span) is expected


@pytest.mark.parametrize(
    ("text", "box", "names", "expected"),
    [
        ("Кабинет: luch@zorka-med.ru", "luch@zorka-med.ru", [], True),
        ("CN=Белова ДИ:mailto:svet@zorka-med.ru", "svet@zorka-med.ru", ["Белова ДИ"], True),
        # a name's letter fits, a first name in the nominative, a free mail, a personal word
        ("CN=Белова СИ:mailto:svet@zorka-med.ru", "svet@zorka-med.ru", ["Белова СИ"], False),
        ("Кабинет: roza@zorka-med.ru", "roza@zorka-med.ru", [], False),
        ("Кабинет: maya@zorka-med.ru", "maya@zorka-med.ru", [], False),
        ("Кабинет: svet@mail.ru", "svet@mail.ru", [], False),
        ("мой ящик svet@zorka-med.ru", "svet@zorka-med.ru", [], False),
    ],
)
def test_room_mailbox_limits(text: str, box: str, names: list[str], expected: bool) -> None:
    spans = [_span(text, name, "pd.name") for name in names]
    span = _span(text, box, "pd.contacts")
    assert room_mailbox(text, text.lower().replace("ё", "е"), span, spans) is expected
