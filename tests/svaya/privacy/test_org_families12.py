"""Four families of organisation values, written from how Russian numbers, mailboxes and offices
are written (issue 16: organisation values kept >= 0.98), and the personal values written in the
same places, which must still go.

- Landlines by the Russian numbering plan: ten national digits whose code does not start with 9
  (a code of 3, 4 or 5 digits, a subscriber's number of 7, 6 or 5), for codes of any region: an
  office's when the office speaks ("Наш телефон"), names its hours ("круглосуточно"), its kind
  in Latin letters ("Stomatologiya"), or a staff member by a post (a department of several
  words, a record's field, a signature's line above); a person's when their own record calls it
  theirs (домашний, личный, "мой", "Телефон рабочий:" in their record).
- Numbers of permits, licences, blanks and certificates with a region's prefix and a year
  ("65 2026 505919"): a passport's shape inside a longer run of digit groups is no passport.
- Role mailboxes named by a function in Russian transliteration or abbreviation ("dissovet@",
  "sms@"), against a person's (a name or a surname, initials, a year).
- An office's address: a room of the office in it ("каб. 21"), or in a staff member's signature.

A value is marked [[class:value]]; `org` must be left untouched, a personal class must be
replaced.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from svaya.privacy import Pseudonymizer

from .families import Example, parse
from .one_class import check_outcomes

SEED = 1612
PER_KIND = 40
_THIS_YEAR = 2026  # the permits' years below are written as this year or the next


def _digits(rng: random.Random, count: int) -> str:
    return str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(count - 1))


def _landline(rng: random.Random) -> str:
    """A geographic number of the plan: a code of 3, 4 or 5 digits opening with 3, 4 or 8 (not
    800), the subscriber's digits making ten with it, in the groupings Russians write."""
    size = rng.choice((3, 4, 5))
    code = rng.choice("348") + "".join(rng.choice("0123456789") for _ in range(size - 1))
    if code.startswith("80"):
        code = "81" + code[2:]
    sub = _digits(rng, 10 - size)
    grouped = {
        7: f"{sub[:3]}-{sub[3:5]}-{sub[5:]}",
        6: f"{sub[:2]}-{sub[2:4]}-{sub[4:]}",
        5: f"{sub[0]}-{sub[1:3]}-{sub[3:]}",
    }[len(sub)]
    return rng.choice(
        (
            f"8 ({code}) {grouped}",
            f"+7 ({code}) {grouped}",
            f"({code}) {grouped}",
            f"8 ({code}) {grouped}",
            f"+7 ({code}) {grouped.replace('-', ' ')}",
        )
    )


_SURNAMES = (
    ("Каргина", "Е.В."), ("Шелест", "О.Н."), ("Баранов", "И.С."), ("Лыкова", "Т.П."),
    ("Ким", "А.Д."), ("Тагиров", "Р.М."), ("Зуева", "Н.А."), ("Мельник", "С.Г."),
)  # fmt: skip
_DEPARTMENTS = (
    "отдела кассовых операций", "отдела по работе с клиентами", "службы клиентского сервиса",
    "отдела обслуживания физических лиц", "сектора приёма документов",
)  # fmt: skip
_KINDS_LATIN = (
    "Stomatologiya", "Avtoshkola", "Apteka", "Poliklinika", "Parikmaherskaya", "Veterinarnaya "
    "klinika", "Taksi", "Biblioteka",
)  # fmt: skip
_HOURS = ("круглосуточно", "ежедневно", "без выходных", "ежедневно с 9 до 21,")
_POSTS_ABOVE = (
    "учёный секретарь совета", "ведущий специалист", "главный бухгалтер", "секретарь приёмной",
    "инспектор отдела кадров",
)  # fmt: skip


def landlines(rng: random.Random) -> str:
    sur, ini = rng.choice(_SURNAMES)
    frame = rng.choice(
        (
            "Договор подписан, предоплата внесена. Наш телефон [[org:{n}]], почта info@a-dv.ru",
            "Наш номер [[org:{n}]], пишите и звоните",
            "ООО «Северный берег», ИНН 6501234567\n693000, г. Южно-Сахалинск, ул. Мира, 5\n"
            "{h} [[org:{n}]]",
            "Принял: специалист {dep} [[pd.name:{s} {i}]], тел. [[org:{n}]]",
            "Оформила: менеджер {dep} [[pd.name:{s} {i}]], [[org:{n}]]",
            "<operator>[[pd.name:{s} {i}]], [[org:{n}]]</operator>",
            "<interviewer>[[pd.name:{s} {i}]], [[org:{n}]]</interviewer>",
            "{l} [[org:{n}]]",
            "напоминаем о записи. {l} [[org:{n}]]",
            "С уважением,\n{p}\n[[pd.name:{s} {i}]]\n[[org:{n}]]",
            "[10:02] Клиника: Запись подтверждена. Наш телефон [[org:{n}]]",
            "- кафе: г. Оха, ул. Мира, 5, администратор [[pd.name:{s} {i}]], [[org:{n}]]",
            "[[pd.name:{s} {i}]], здравствуйте! Пишу из отдела кадров.\nВы приняты на работу "
            "в цех, приказ № 12-к от 03.07.2026, табельный номер 24607.\nПропуск выдадут "
            "на проходной, с собой паспорт и две фотографии.\nНаправление на медосмотр "
            "выдаст медпункт завода, тел. [[org:{n}]].",
        )
    )
    return _fill(frame, rng, sur, ini)


def own_landlines(rng: random.Random) -> str:
    sur, ini = rng.choice(_SURNAMES)
    frame = rng.choice(
        (
            "Домашний телефон: [[pd.contacts:{n}]]",
            "[[pd.name:{s} {i}]], дом. тел. [[pd.contacts:{n}]]",
            "Мой телефон [[pd.contacts:{n}]], звоните вечером",
            "Место работы: ООО «Вектор», кассир\nТелефон рабочий: [[pd.contacts:{n}]]",
            "Мама: [[pd.name:{s} {i}]], [[pd.contacts:{n}]]",
            "специалист [[pd.name:{s} {i}]], личный [[pd.contacts:{n}]]",
            "Наш домашний [[pd.contacts:{n}]]",
            "Пациент [[pd.name:{s} {i}]], тел. [[pd.contacts:{n}]]",
            "[[pd.name:{s} {i}]]\nтел. [[pd.contacts:{n}]]",
            "Администратор: [[pd.name:{s} {i}]], мой [[pd.contacts:{n}]]",
        )
    )
    return _fill(frame, rng, sur, ini)


def _fill(frame: str, rng: random.Random, sur: str, ini: str) -> str:
    return (
        frame.replace("{n}", _landline(rng))
        .replace("{s}", sur)
        .replace("{i}", ini)
        .replace("{dep}", rng.choice(_DEPARTMENTS))
        .replace("{h}", rng.choice(_HOURS))
        .replace("{l}", rng.choice(_KINDS_LATIN))
        .replace("{p}", rng.choice(_POSTS_ABOVE))
    )


_PERMITS = (
    "РАЗРЕШЕНИЕ №", "разрешение", "Лицензия №", "лицензия", "бланк строгой отчётности №",
    "Свидетельство №", "удостоверение охотника №", "путёвка №", "квота по разрешению",
)  # fmt: skip


def register_numbers(rng: random.Random) -> str:
    region = f"{rng.randint(1, 99):02d}"
    year = rng.choice((_THIS_YEAR, _THIS_YEAR + 1))
    number = _digits(rng, 6)
    shape = rng.choice(
        (
            f"{region} {year} {number}",
            f"{region} {year} {number[:3]} {number[3:]}",
            f"{region} {year}  {number}",
        )
    )
    return f"{rng.choice(_PERMITS)} [[org:{shape}]] на {rng.choice(('2026', '2027'))} год"


def passports(rng: random.Random) -> str:
    series = f"{rng.randint(1, 99):02d}{rng.randint(0, 26):02d}"
    number = _digits(rng, 6)
    frame = rng.choice(
        (
            "паспорт [[pd.passport:{a} {b} {n}]]",
            "Паспорт: [[pd.passport:{s} {n}]], выдан ОВД",
            "паспорт РФ [[pd.passport:{s} {n}]]",
            "серия и номер паспорта [[pd.passport:20 26 {n}]]",
            "паспорт [[pd.passport:{s} {n}]] (разрешение на работу 65 2026 123456 не нужно)",
        )
    )
    return (
        frame.replace("{a}", series[:2])
        .replace("{b}", series[2:])
        .replace("{s}", series)
        .replace("{n}", number)
    )


# Functions and departments, in Russian written in Latin letters or abbreviated as offices do.
_ROLE_LOCALS = (
    "dissovet", "uchsovet", "studsovet", "metodkabinet", "orgkomitet", "sms", "priemnaya",
    "kanc", "buh", "otdel.kadrov", "profkom", "dekanat", "zavuch", "metodotdel", "sovet.veteranov",
    "priem.komissiya", "uchebny.otdel", "ohrana.truda", "spravochnaya", "registratura2",
)  # fmt: skip
_PERSON_LOCALS = (
    "ivanova.ea", "petrov1985", "a.sokolova", "kuznetsov_ia", "elena.m", "kvs", "orlova78",
    "dmitriy.belov", "tagirov.rm", "n.zueva",
)  # fmt: skip
_DOMAINS = ("sakhgu.ru", "vet-dv.ru", "school14.edu.ru", "ik2.65.fsin.gov.ru", "kholmsk-port.ru")


def role_mailboxes(rng: random.Random) -> str:
    box = f"{rng.choice(_ROLE_LOCALS)}@{rng.choice(_DOMAINS)}"
    frame = rng.choice(
        ("Пишите на [[org:{b}]]", "E-mail: [[org:{b}]]", "Кому: Совет <[[org:{b}]]>",
         "рассылка, ответы на [[org:{b}]]", "billing ООО «Вектор», [[org:{b}]], ID 12")
    )  # fmt: skip
    return frame.replace("{b}", box)


def person_mailboxes(rng: random.Random) -> str:
    box = f"{rng.choice(_PERSON_LOCALS)}@{rng.choice(_DOMAINS)}"
    return rng.choice(("Пишите на [[pd.contacts:{b}]]", "E-mail: [[pd.contacts:{b}]]")).replace(
        "{b}", box
    )


_TOWNS = ("г. Корсаков", "г. Оха", "г. Ялуторовск", "г. Бийск", "г. Кинешма", "г. Вязьма")
_STREETS = ("ул. 50 лет Октября", "ул. 2-я Центральная", "ул. Советская", "пер. Почтовый")
_ROOMS = ("каб. 21", "кабинет 4", "каб. № 12", "окно 3", "каб.305")


def office_addresses(rng: random.Random) -> str:
    sur, ini = rng.choice(_SURNAMES)
    house = rng.randint(1, 120)
    address = f"{rng.choice(_TOWNS)}, {rng.choice(_STREETS)}, д. {house}"
    frame = rng.choice(
        (
            "Адрес пользователя: [[org:{a}, {r}]]",
            "Приём: [[org:{a}, {r}]]",
            "С уважением,\n{p}\n[[pd.name:{s} {i}]]\n[[org:{z}, {a}]], [[org:{n}]]",
            "{p}\n[[pd.name:{s} {i}]]\n[[org:{z}, {a}]]",
        )
    )
    return (
        frame.replace("{a}", address)
        .replace("{r}", rng.choice(_ROOMS))
        .replace("{z}", str(rng.randint(600000, 699999)))
        .replace("{n}", _landline(rng))
        .replace("{s}", sur)
        .replace("{i}", ini)
        .replace("{p}", rng.choice(_POSTS_ABOVE))
    )


def home_addresses(rng: random.Random) -> str:
    sur, ini = rng.choice(_SURNAMES)
    address = f"{rng.choice(_TOWNS)}, {rng.choice(_STREETS)}, д. {rng.randint(1, 120)}"
    frame = rng.choice(
        (
            "Мой адрес: [[pd.address:{a}, кв. {k}]]",
            "[[pd.name:{s} {i}]]\n[[pd.address:{a}, кв. {k}]]",
            "С уважением,\n[[pd.name:{s} {i}]]\n[[pd.address:{a}, кв. {k}]]",
            "Заявитель проживает: [[pd.address:{a}]]",
        )
    )
    return (
        frame.replace("{a}", address)
        .replace("{k}", str(rng.randint(1, 300)))
        .replace("{s}", sur)
        .replace("{i}", ini)
    )


KINDS: dict[str, Callable[[random.Random], str]] = {
    "office landline": landlines,
    "own landline": own_landlines,
    "register number": register_numbers,
    "passport": passports,
    "role mailbox": role_mailboxes,
    "person's mailbox": person_mailboxes,
    "office address": office_addresses,
    "home address": home_addresses,
}


def probes() -> list[Example]:
    rng = random.Random(SEED)
    return [parse(kind, make(rng)) for kind, make in KINDS.items() for _ in range(PER_KIND)]


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


def test_organisation_values_stay(pseudonymizer: Pseudonymizer) -> None:
    check_outcomes(pseudonymizer, probes(), kept=True)


def test_personal_values_go(pseudonymizer: Pseudonymizer) -> None:
    check_outcomes(pseudonymizer, probes(), kept=False)
