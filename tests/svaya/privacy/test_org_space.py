"""The space of organisation values in Russian business text (issue 16: organisation values kept
>= 0.98), and the personal values written in the same places, which must still go.

A seeded generator writes a few hundred probes from the independent choices Russian documents,
letters, chats and exports make: a company's name (legal form, abbreviated or in words, quotes
of any kind, a name that is also a first name or a surname), its requisites (INN, KPP, OGRN,
OGRNIP, OKPO, OKVED, BIK, settlement and correspondent accounts; on lines, in a table, in JSON,
on one line with separators), an office's phones (a town's code, 8-800, short numbers, an
extension, the desk's label), role mailboxes (a function's, a department's or a product's word),
document numbers shaped like personal ones (a contract like a passport, an order like a phone, an
invoice like a date, a waybill like an INN), amounts, banks, courts and state bodies, websites.
Its negative side: a person's mobile beside their name and post, a person's own mailbox at work,
a person's 12-digit INN, an entrepreneur's name, a person's current account.

A value is marked [[class:value]]; `org` must be left untouched, a personal class must be
replaced (by a placeholder of any personal class).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from svaya.privacy import Pseudonymizer
from svaya.privacy.checksums import account_key_valid, inn_valid

from .families import Example, parse
from .one_class import outcomes

SEED = 1616
PER_KIND = 80

# Written from the forms' definitions, not from the evaluation set's companies or people.
_COMPANY_WORDS = (
    "Вектор", "Ромашка", "СтройИнвест", "Альфа-Трейд", "ТехноСервис", "Лидер", "Северная звезда",
    "Промснаб", "Уралтехмонтаж", "Гарант-Плюс", "Меридиан", "Волга-Логистик", "АгроПродукт",
    # names that are also first names, surnames or ordinary words
    "Виктория", "Надежда", "Светлана", "Любава", "Петрович", "Марина", "Лилия", "Орион",
    "Михайлов и партнёры", "Соколов и К", "Дом Игоря", "Мария-Ра",
)  # fmt: skip
_LEGAL_SHORT = ("ООО", "АО", "ПАО", "ЗАО", "НКО", "АНО", "ТСЖ", "СНТ", "ЖСК", "ООО НПП", "ООО ТД")
_LEGAL_LONG = (
    "Общество с ограниченной ответственностью", "Акционерное общество",
    "Публичное акционерное общество", "Автономная некоммерческая организация",
    "Товарищество собственников жилья", "Садоводческое некоммерческое товарищество",
)  # fmt: skip
_STATE_INSTITUTIONS = (
    "ГБУЗ «Городская поликлиника № 3»", "МБОУ «СОШ № 12»", "ФГБУ «НМИЦ кардиологии»",
    "ГБУЗ ТО «Областная больница № 2»", "МБДОУ «Детский сад № 45 „Солнышко“»",
    "ФГБОУ ВО «Тульский государственный университет»", "МКУ «Центр бухгалтерского учёта»",
    "ГАУЗ «Стоматологическая поликлиника № 1»", "ГКУ «Центр занятости населения г. Твери»",
)  # fmt: skip
_QUOTES = (("«", "»"), ('"', '"'), ("„", "“"), ("", ""))
_BANKS = (
    "ПАО Сбербанк", "АО «Тинькофф Банк»", "Банк ВТБ (ПАО)", "АО «Альфа-Банк»", "ПАО «Совкомбанк»",
    "АО «Почта Банк»", "АО «Райффайзенбанк»", "ПАО Банк «ФК Открытие»", "АО «Россельхозбанк»",
    "Банк «Левобережный» (ПАО)", "ПАО «Промсвязьбанк»", "АО «Газпромбанк»",
)  # fmt: skip
_COURTS = (
    "Мещанский районный суд г. Москвы", "Арбитражный суд Тульской области",
    "Петровский районный суд", "Кировский районный суд г. Самары", "Пушкинский городской суд",
    "Калининский районный суд г. Тюмени", "Фрунзенский районный суд г. Владимира",
    "Дзержинский районный суд г. Перми", "Свердловский районный суд г. Иркутска",
    "Куйбышевский районный суд г. Омска",
    "мировой судья судебного участка № 23 Октябрьского судебного района г. Рязани",
    "Межрайонная ИФНС России № 7 по Тверской области", "ИФНС России № 46 по г. Москве",
    "ОСП по Центральному АО УФССП России по Москве", "ОМВД России по району Марьино",
    "Отделение СФР по Тульской области", "Управление Росреестра по Калужской области",
)  # fmt: skip
_TOWN_CODES = ("4912", "4872", "4822", "8452", "3452", "3812", "4742", "8412", "4852", "8172")
_BIG_CODES = ("495", "499", "812", "343", "383", "846", "861", "863")
_ROLE_LOCALS = (
    "info", "support", "hr", "zakaz", "priem", "noreply", "no-reply", "buh", "kadry", "office",
    "sales", "tender", "osago", "ipoteka", "priemnaya", "kanc", "help", "reception", "sekretar",
    "info.msk", "hr-spb", "zakaz-kazan", "sales2", "support24", "otdel.kadrov", "registratura",
    "dostavka", "claims", "urist", "mfc-tula", "sud", "kc", "pretenzii", "bron", "otdel_prodazh",
    "priemnaya.direktora", "hr.team", "zakupki", "job", "rezume", "info-tula", "buhgalteriya",
    "kadry.spb", "tech.support", "sales.msk", "uchet", "ekspeditsiya", "arenda", "obuchenie",
    "vakansii", "kassa", "sklad2", "press-sluzhba", "priem-grazhdan", "kontakt",
)  # fmt: skip
_CYRILLIC_LOCALS = ("инфо", "почта", "заказ", "офис", "приемная", "кадры", "admin", "info")
_CYRILLIC_DOMAINS = ("вектор.рф", "ромашка-тула.рф", "лидер.рф", "школа12.рф")
_DOMAINS = (
    "vektor-stroy.ru", "romashka.ru", "tpu.ru", "gp3-tula.ru", "sbr-logistic.com", "lider.рф",
    "mos.ru", "tula.sudrf.ru", "sfr.gov.ru", "gkb1.ru", "agro-product.ru", "garant-plus.org",
    "r71.nalog.ru", "tula.gov.ru", "mvd.ru", "school12.edu.ru", "viktoriya-med.ru", "nadezhda.org",
)  # fmt: skip
_SITES = (
    "www.vektor-stroy.ru", "https://romashka.ru", "http://gp3-tula.ru/kontakty", "lider.рф",
    "www.gosuslugi.ru", "https://tula.sudrf.ru", "agro-product.ru/contacts",
)  # fmt: skip
_PEOPLE = (
    ("Петрова Анна Сергеевна", "petrova.a", "Петрова А.С."),
    ("Соколов Игорь Викторович", "i.sokolov", "Соколов И.В."),
    ("Кузнецова Марина Олеговна", "kuznetsova.m", "Кузнецова М.О."),
    ("Орлов Денис Андреевич", "orlov.d", "Орлов Д.А."),
    ("Морозова Елена Павловна", "e.morozova", "Морозова Е.П."),
    ("Гусев Артём Ильич", "gusev", "Гусев А.И."),
    ("Белова Ольга Николаевна", "olga.belova", "Белова О.Н."),
)  # fmt: skip
_POSTS = ("менеджер", "специалист отдела продаж", "бухгалтер", "юрист", "инженер", "директор")
_MOBILES = ("916", "903", "925", "985", "977", "909", "951")


def _digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def _valid(rng: random.Random, make: Callable[[], str], check: Callable[[str], bool]) -> str:
    while True:
        value = make()
        if check(value):
            return value


def _org_inn(rng: random.Random) -> str:
    return _valid(
        rng, lambda: rng.choice(("77", "50", "71", "62", "16")) + _digits(rng, 8), inn_valid
    )


def _person_inn(rng: random.Random) -> str:
    return _valid(rng, lambda: rng.choice(("77", "50", "71")) + _digits(rng, 10), inn_valid)


def _ogrn(rng: random.Random, digits: int = 13) -> str:
    head = "1" if digits == 13 else "3"
    body = (
        head
        + f"{rng.randint(2, 24):02d}"
        + rng.choice(("77", "50", "71"))
        + _digits(rng, digits - 6)
    )
    return body + str(int(body) % (11 if digits == 13 else 13) % 10)


def _bik(rng: random.Random) -> str:
    return "04" + _digits(rng, 4) + rng.choice(("225", "601", "974", "716"))


def _account(rng: random.Random, head: str, bik: str) -> str:
    return _valid(rng, lambda: head + _digits(rng, 12), lambda a: account_key_valid(a, bik))


def _company(rng: random.Random) -> str:
    word = rng.choice(_COMPANY_WORDS)
    left, right = rng.choice(_QUOTES)
    form = rng.random()
    if form < 0.15:
        return rng.choice(_STATE_INSTITUTIONS)
    if form < 0.35:
        return f"{rng.choice(_LEGAL_LONG)} {left or '«'}{word}{right or '»'}"
    name = f"{left}{word}{right}"
    if form < 0.45:
        name = name.upper()
    return (
        f"{rng.choice(_LEGAL_SHORT)} {name}"
        if rng.random() < 0.8
        else f"{name} ({rng.choice(_LEGAL_SHORT)})"
    )


def _landline(rng: random.Random) -> str:
    if rng.random() < 0.5:
        code, a, b, c = rng.choice(_TOWN_CODES), _digits(rng, 2), _digits(rng, 2), _digits(rng, 2)
        return rng.choice(
            (f"8 ({code}) {a}-{b}-{c}", f"+7 ({code}) {a}-{b}-{c}", f"({code}) {a}-{b}-{c}",
             f"8-{code}-{a}-{b}-{c}", f"+7 {code} {a}{b}{c}", f"8({code}){a}{b}{c}")
        )  # fmt: skip
    code, a, b, c = rng.choice(_BIG_CODES), _digits(rng, 3), _digits(rng, 2), _digits(rng, 2)
    return rng.choice(
        (f"8 ({code}) {a}-{b}-{c}", f"+7 ({code}) {a}-{b}-{c}", f"+7 {code} {a} {b} {c}",
         f"8-{code}-{a}-{b}-{c}", f"+7{code}{a}{b}{c}", f"8 {code} {a}{b}{c}")
    )  # fmt: skip


def _free_line(rng: random.Random) -> str:
    a, b, c = _digits(rng, 3), _digits(rng, 2), _digits(rng, 2)
    return rng.choice(
        (f"8-800-{a}-{b}-{c}", f"8 (800) {a}-{b}-{c}", f"8 800 {a} {b} {c}", f"+7 800 {a}-{b}-{c}")
    )


def _mobile(rng: random.Random) -> str:
    code, a, b, c = rng.choice(_MOBILES), _digits(rng, 3), _digits(rng, 2), _digits(rng, 2)
    return rng.choice(
        (
            f"+7 {code} {a}-{b}-{c}",
            f"8 ({code}) {a}-{b}-{c}",
            f"8{code}{a}{b}{c}",
            f"+7-{code}-{a}-{b}{c}",
        )
    )


def companies(rng: random.Random) -> str:
    company = _company(rng)
    frame = rng.choice(
        (
            "Поставщик: [[org:{c}]]",
            "Договор заключён с [[org:{c}]] на год.",
            "Исполнитель — [[org:{c}]], в лице директора",
            "Работодатель: [[org:{c}]]\nДолжность: кассир",
            "«organization»: «[[org:{c}]]»",
            "Счёт выставлен [[org:{c}]] 12.03.2025.",
            "Получатель платежа [[org:{c}]]",
            "Место работы: [[org:{c}]]",
            "от [[org:{c}]] пришло письмо",
        )
    )
    return frame.replace("{c}", company)


def requisites(rng: random.Random) -> str:
    inn, kpp, ogrn = _org_inn(rng), _org_inn(rng)[:4] + "01001", _ogrn(rng)
    bik = _bik(rng)
    rs, ks = _account(rng, "40702810", bik), "30101810" + _digits(rng, 9) + bik[-3:]
    okpo, okved = _digits(rng, 8), rng.choice(("47.11", "62.01", "41.20", "86.21"))
    layout = rng.randrange(6)
    if layout == 0:
        return (
            f"ИНН [[org:{inn}]]\nКПП [[org:{kpp}]]\nОГРН [[org:{ogrn}]]\nБИК [[org:{bik}]]\n"
            f"р/с [[org:{rs}]]\nк/с [[org:{ks}]]"
        )
    if layout == 1:
        return (
            f"ИНН/КПП [[org:{inn}]]/[[org:{kpp}]], ОГРН [[org:{ogrn}]], ОКПО [[org:{okpo}]], "
            f"ОКВЭД [[org:{okved}]]"
        )
    if layout == 2:
        return (
            f"| ИНН | [[org:{inn}]] |\n| КПП | [[org:{kpp}]] |\n| Расчётный счёт | [[org:{rs}]] |\n"
            f"| БИК | [[org:{bik}]] |"
        )
    if layout == 3:
        return (
            f'{{"inn": "[[org:{inn}]]", "kpp": "[[org:{kpp}]]", "ogrn": "[[org:{ogrn}]]", '
            f'"bik": "[[org:{bik}]]"}}'
        )
    if layout == 4:
        return (
            f"Реквизиты: ИНН [[org:{inn}]] КПП [[org:{kpp}]] р/с [[org:{rs}]] "
            f"в [[org:{rng.choice(_BANKS)}]] "
            f"к/с [[org:{ks}]] БИК [[org:{bik}]]"
        )
    ogrnip = _ogrn(rng, 15)
    return (
        f"ИП [[pd.name:{rng.choice(_PEOPLE)[0]}]], ОГРНИП [[org:{ogrnip}]]; ОКВЭД [[org:{okved}]]"
    )


# An office's desks: (nominative, genitive) of the label a line is given under.
_DESKS = (
    ("Приёмная", "приёмной"), ("Горячая линия", "горячей линии"), ("Отдел кадров", "отдела кадров"),
    ("Регистратура", "регистратуры"), ("Дежурная часть", "дежурной части"),
    ("Бухгалтерия", "бухгалтерии"), ("Справочная", "справочной"), ("Канцелярия", "канцелярии"),
    ("Ресепшен", "ресепшена"), ("Колл-центр", "колл-центра"),
    ("Служба поддержки", "службы поддержки"),
    ("Телефон доверия", "телефона доверия"), ("Диспетчерская", "диспетчерской"), ("ЕДДС", "ЕДДС"),
    ("Отдел продаж", "отдела продаж"), ("Приёмная комиссия", "приёмной комиссии"),
    ("Учебная часть", "учебной части"), ("Абонентский отдел", "абонентского отдела"),
    ("Техподдержка", "техподдержки"), ("Пост охраны", "поста охраны"), ("Секретарь", "секретаря"),
)  # fmt: skip
_BUSINESS_KINDS = (
    "Такси", "Кафе", "Ресторан", "Автосервис", "Шиномонтаж", "Парикмахерская", "Химчистка",
    "Типография", "Ломбард", "Фитнес-клуб", "Автошкола", "Библиотека", "Музей", "Кинотеатр",
    "Ветклиника", "Салон красоты", "Стоматология", "Агентство недвижимости",
)  # fmt: skip
_DESK_KEYS = ("office_phone", "reception_phone", "hotline", "phone_hr", "org_phone", "company_tel")


def office_phones(rng: random.Random) -> str:
    number = _landline(rng)
    if rng.random() < 0.3:
        number += rng.choice((" доб. 214", ", вн. 12", " (доб. 3)", " ext. 105"))
    desk, of_desk = rng.choice(_DESKS)
    frame = rng.choice(
        (
            "{D}: [[org:{n}]]",
            "{D} — [[org:{n}]]",
            "тел. {G} [[org:{n}]]",
            "[[org:{n}]] ({d})",
            "[[org:{n}]] — {d}",
            "| {D} | [[org:{n}]] |",
            '"{k}": "[[org:{n}]]"',
            "{k}=[[org:{n}]]",
            "{c}\n{D}: [[org:{n}]]",
            "{c}, тел. [[org:{n}]]",
            "Звоните: [[org:{f}]] или [[org:{n}]]",
            "позвоните в {d} по [[org:{n}]]",
            "Телефон {G}: [[org:{n}]]",
            "Контакты: [[org:{c}]], [[org:{n}]]",
            "Единый номер {s}, с мобильного {s}, {d} [[org:{n}]]",
            "{c}\nтел.: [[org:{n}]] (многоканальный)",
            "{D} {c} — [[org:{n}]], круглосуточно",
            "{D}: [[org:{n}]], [[org:{n2}]]",
            "Записаться можно по телефону [[org:{n}]]",
            "График работы: пн-пт 9-18, тел. [[org:{n}]]",
            "{kind} «{w}» [[org:{n}]]",
            "{kind} «{w}», запись по тел. [[org:{n}]]",
            "ИНН [[org:{inn}]] КПП [[org:{kpp}]] тел. [[org:{n}]]",
        )
    )
    return (
        frame.replace("{n2}", _landline(rng))
        .replace("{n}", number)
        .replace("{f}", _free_line(rng))
        .replace("{s}", rng.choice(("112", "*100", "0611", "900", "122", "*0500")))
        .replace("{c}", _company(rng))
        .replace("{D}", desk)
        .replace("{d}", desk.lower() if desk != "ЕДДС" else desk)
        .replace("{G}", of_desk)
        .replace("{k}", rng.choice(_DESK_KEYS))
        .replace("{kind}", rng.choice(_BUSINESS_KINDS))
        .replace("{w}", rng.choice(_COMPANY_WORDS))
        .replace("{inn}", _org_inn(rng))
        .replace("{kpp}", _org_inn(rng)[:4] + "01001")
    )


def mailboxes(rng: random.Random) -> str:
    box = f"{rng.choice(_ROLE_LOCALS)}@{rng.choice(_DOMAINS)}"
    if rng.random() < 0.15:
        box = f"{rng.choice(_CYRILLIC_LOCALS)}@{rng.choice(_CYRILLIC_DOMAINS)}"
    frame = rng.choice(
        (
            "Пишите на [[org:{b}]]",
            "E-mail: [[org:{b}]]",
            "резюме присылайте на [[org:{b}]]",
            "From: [[org:{b}]]\nSubject: Ваш заказ",
            "Отдел кадров, [[org:{b}]]",
            '"email": "[[org:{b}]]"',
            "по вопросам ОСАГО — [[org:{b}]]",
            "эл. почта канцелярии: [[org:{b}]]",
            "{c}\nE-mail: [[org:{b}]]",
            "Копию направьте на [[org:{b}]] (отдел кадров)",
            "| Почта | [[org:{b}]] |",
            "mailto:[[org:{b}]]",
            "<[[org:{b}]]>",
            "Кому: [[org:{b}]]",
        )
    )
    return frame.replace("{b}", box).replace("{c}", _company(rng))


def documents(rng: random.Random) -> str:
    series = rng.choice(("45", "46", "71", "50")) + f"{rng.randint(2, 24):02d}"
    passport_like = rng.choice(
        (f"{series} {_digits(rng, 6)}", f"{series[:2]} {series[2:]} {_digits(rng, 6)}")
    )
    phone_like = rng.choice(("9", "89", "79")) + rng.choice(_MOBILES)[1:] + _digits(rng, 7)
    date_like = rng.choice(
        (
            f"{rng.randint(10, 28)}.0{rng.randint(1, 9)}.19{rng.randint(60, 99)}",
            f"{rng.randint(10, 28)}0{rng.randint(1, 9)}2024",
        )
    )
    inn_like = _org_inn(rng)
    frame = rng.choice(
        (
            "Договор № [[org:{p}]] от 12.03.2024",
            "по договору [[org:{p}]]",
            "Заказ № [[org:{t}]] передан в доставку",
            "номер заявки [[org:{t}]]",
            "Счёт № [[org:{d}]] на оплату",
            "счет на оплату №[[org:{d}]]",
            "Накладная № [[org:{i}]]",
            "трек-номер [[org:{k}]]",
            "Полис ОСАГО ХХХ [[org:{i}]]",
            "Бронь [[org:{b}]], заезд 14.07",
            "дело № [[org:2-{n}/2024]]",
            "Дело № [[org:А40-{n6}/2025]]",
            "Тикет #[[org:{t}]]",
            "ТТН [[org:{p}]]",
            "Номер отправления [[org:{k}]]",
            "Платёжное поручение № [[org:{n}]] от [[org:{d}]]",
            "на сумму [[org:{a}]]",
            "Сумма к оплате: [[org:{a}]]",
            "исх. № [[org:01-12/{n}]] от [[org:{d}]]",
        )
    )
    amount = rng.choice(
        (
            f"{rng.randint(1, 999)} {_digits(rng, 3)} {_digits(rng, 3)},{_digits(rng, 2)} руб.",
            f"{rng.randint(10, 99)} {_digits(rng, 3)} ₽",
            f"{rng.randint(1000, 9999)}{_digits(rng, 6)} рублей",
        )
    )
    return (
        frame.replace("{p}", passport_like)
        .replace("{t}", phone_like)
        .replace("{d}", date_like)
        .replace("{i}", inn_like)
        .replace(
            "{k}",
            rng.choice(
                ("800" + _digits(rng, 11), f"RA{_digits(rng, 9)}RU", "1" + _digits(rng, 10))
            ),
        )
        .replace(
            "{b}",
            rng.choice(
                ("AB12CD", "7721456390", f"{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 4)}")
            ),
        )
        .replace("{n6}", _digits(rng, 6))
        .replace("{n}", _digits(rng, 4))
        .replace("{a}", amount)
    )


def banks_and_bodies(rng: random.Random) -> str:
    frame = rng.choice(
        (
            "Банк получателя: [[org:{b}]]",
            "карта [[org:{b}]]",
            "кредит в [[org:{b}]] закрыт",
            "Иск подан в [[org:{c}]]",
            "Решение [[org:{c}]] от 03.02.2025",
            "Ответ из [[org:{c}]]",
            "Сайт: [[org:{s}]]",
            "подробнее на [[org:{s}]]",
            "Заявление направлено в [[org:{c}]]",
            "перевёл в [[org:{bs}]]",
            "карта [[org:{bs}]]",
            "счёт в [[org:{bs}]]",
            "в [[org:Петровском районном суде]]",
            "[[org:Кировским районным судом]] отказано",
            "решение [[org:Пушкинского городского суда]]",
            "магазин «[[org:{w}]]»",
            "салон «[[org:{w}]]»",
            "кафе «[[org:{w}]]»",
            "аптека «[[org:{w}]]» на углу",
        )
    )
    short_bank = rng.choice(
        (
            "Тинькофф",
            "Сбер",
            "ВТБ",
            "Альфу",
            "Газпромбанк",
            "Совкомбанк",
            "Уралсиб",
            "Райффайзен",
            "МТС Банк",
            "Ак Барс",
        )
    )
    return (
        frame.replace("{bs}", short_bank)
        .replace("{w}", rng.choice(_COMPANY_WORDS))
        .replace("{b}", rng.choice(_BANKS))
        .replace("{c}", rng.choice(_COURTS))
        .replace("{s}", rng.choice(_SITES))
    )


def personal(rng: random.Random) -> str:
    full, local, short = rng.choice(_PEOPLE)
    frame = rng.choice(
        (
            "{post} [[pd.name:{full}]], моб. [[pd.contacts:{m}]]",
            "[[pd.name:{full}]], {post}\n[[org:{c}]]\nмоб.: [[pd.contacts:{m}]]",
            "Ваш менеджер: [[pd.name:{short}]], [[pd.contacts:{lb}@{d}]]",
            "[[pd.contacts:{lb}@{d}]] ([[pd.name:{short}]])",
            "ИНН [[pd.inn:{pinn}]] ([[pd.name:{full}]])",
            "ИП [[pd.name:{full}]], ИНН [[pd.inn:{pinn}]]",
            "Индивидуальный предприниматель [[pd.name:{full}]]",
            "счёт [[pd.account:{acc}]] в [[org:{b}]]",
            "Сотрудник [[org:{c}]] [[pd.name:{full}]], личный [[pd.contacts:{m}]]",
            "Директор [[org:{c}]] [[pd.name:{full}]]",
            "Ответственный: [[pd.name:{short}]] (моб. [[pd.contacts:{m}]])",
            "[[pd.contacts:{sur}@{d}]] — почта [[pd.name:{short}]]",
            "Главный бухгалтер [[pd.name:{short}]], [[pd.contacts:{lb}@{d}]], [[pd.contacts:{m}]]",
            "Домашний телефон: [[pd.contacts:{n}]]\nМесто работы: [[org:{c}]]",
            "Договор № [[org:{cn}]], заёмщик [[pd.name:{full}]], паспорт [[pd.passport:{pp}]]",
            "ИНН физлица [[pd.inn:{pinn}]], работодатель [[org:{c}]], ИНН [[org:{oinn}]]",
            "Счёт получателя [[pd.account:{acc}]] ([[pd.name:{full}]]), [[org:{b}]]",
        )
    )
    bik = _bik(rng)
    return (
        frame.replace("{post}", rng.choice(_POSTS).capitalize())
        .replace("{full}", full)
        .replace("{short}", short)
        .replace("{lb}", local)
        .replace("{d}", rng.choice(_DOMAINS))
        .replace("{m}", _mobile(rng))
        .replace("{c}", _company(rng))
        .replace("{b}", rng.choice(_BANKS))
        .replace("{pinn}", _person_inn(rng))
        .replace("{acc}", _account(rng, "40817810", bik))
        .replace(
            "{sur}", local.split(".")[0] if len(local.split(".")[0]) > 2 else local.split(".")[1]
        )
        .replace("{n}", _landline(rng))
        .replace("{cn}", f"{rng.randint(1, 99)}/{rng.randint(1, 40)}-2024")
        .replace(
            "{pp}", f"{rng.choice(('45', '46', '71'))} {rng.randint(2, 24):02d} {_digits(rng, 6)}"
        )
        .replace("{oinn}", _org_inn(rng))
    )


def signatures(rng: random.Random) -> str:
    """A letter's signature or a form's footer: the person's values and the office's side by
    side."""
    full, local, short = rng.choice(_PEOPLE)
    lines = [
        rng.choice(("С уважением,", "--", "Best regards,", "")),
        f"[[pd.name:{rng.choice((full, short))}]]",
        rng.choice(_POSTS),
        f"[[org:{_company(rng)}]]",
        f"тел. [[org:{_landline(rng)}]]{rng.choice(('', ' доб. 12', ', вн. 305'))}",
        rng.choice(
            (f"моб. [[pd.contacts:{_mobile(rng)}]]", f"сот.: [[pd.contacts:{_mobile(rng)}]]")
        ),
        f"[[pd.contacts:{local}@{rng.choice(_DOMAINS)}]]",
        rng.choice(
            (f"[[org:{rng.choice(_SITES)}]]", f"Общий ящик: [[org:info@{rng.choice(_DOMAINS)}]]")
        ),
    ]
    rng.shuffle(lines[4:])
    return "\n".join(line for line in lines if line)


def latin_and_oblique(rng: random.Random) -> str:
    word = rng.choice(_COMPANY_WORDS)
    latin = rng.choice(("Vektor", "Romashka", "Viktoria", "Nadezhda", "Lider", "Meridian"))
    frame = rng.choice(
        (
            "с [[org:Обществом с ограниченной ответственностью «{w}»]] заключён договор",
            "между [[org:ООО «{w}»]] и [[org:АО «{w2}»]]",
            "Customer: [[org:{l} LLC]]",
            "Supplier: [[org:OOO «{l}»]]",
            "company_name=[[org:{l} Group]]",
            "в [[org:ООО «{w}»]] работает с 2019 года",
            "[[org:ПАО «{w}»]] уведомляет",
            "сотрудники [[org:ТСЖ «{w}»]]",
        )
    )
    return (
        frame.replace("{w2}", rng.choice(_COMPANY_WORDS)).replace("{w}", word).replace("{l}", latin)
    )


KINDS: dict[str, Callable[[random.Random], str]] = {
    "company": companies,
    "requisites": requisites,
    "office phone": office_phones,
    "role mailbox": mailboxes,
    "document number": documents,
    "bank, body, site": banks_and_bodies,
    "personal": personal,
    "signature": signatures,
    "latin and oblique": latin_and_oblique,
}


def probes() -> list[Example]:
    rng = random.Random(SEED)
    return [parse(kind, make(rng)) for kind, make in KINDS.items() for _ in range(PER_KIND)]


@pytest.fixture(scope="module")
def pseudonymizer() -> Pseudonymizer:
    return Pseudonymizer(use_names=True)


# Replaced still, and allowed: a bank's colloquial name in the accusative ("перевёл в Альфу"),
# which reads as a first name, and a role's Russian word in Latin that latin.py spells back with
# "е" for "э" ("ekspeditsiya"), which then reads as a surname in -iya. Among the seeds tried, a
# booking's number shaped as a mobile after "Бронь" with no "№" (context.py knows no booking)
# and an unquoted company's name run into its head's ("ЖСК Светлана Кузнецова М.О.") were too.
ALLOWED_REPLACED = 2


def test_organisation_values_of_every_form_stay(pseudonymizer: Pseudonymizer) -> None:
    right, wrong = outcomes(pseudonymizer, probes(), kept=True)
    assert len(wrong) <= ALLOWED_REPLACED, f"{right} kept, {len(wrong)} replaced:\n" + "\n".join(
        wrong
    )


def test_personal_values_in_the_same_places_go(pseudonymizer: Pseudonymizer) -> None:
    right, wrong = outcomes(pseudonymizer, probes(), kept=False)
    assert not wrong, f"{right} replaced, {len(wrong)} left:\n" + "\n".join(wrong)
