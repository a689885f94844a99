"""Dev texts of the fourth round of issue 16: other writers again, a new pool (dev part only).

Written after the third round showed the dev fit did not carry over to new writers: insurance
and school forms, a family chat, courier and taxi transcripts, visa and rental e-mails, scanned
powers of attorney and birth certificates, a beat officer's and a warehouse's notes, airline and
hotel exports. Its people are new: first names common in Russia that are not Slavic (Ильнур,
Дамир, Камила, Дильноза, Лейла …), first names that are ordinary words (Роза, Вера),
"Слава" as a diminutive, surnames that are ordinary words (Чайка, Карп, Сом), -ский
and -цкий surnames in oblique cases, double surnames ("Петрова-Водкина"), and Latin capitals
("KUZNETSOVA MILANA"). Dates of birth come in the forms issue 16 lists (ISO with no keyword after
a relative's name, words, "день рождения 12.05", odd separators) and some looser ones.

It draws from its own seeded generator (`16-dev4`), so the earlier texts and the held-out part
stay byte for byte what they were. The same words that are names also stand as plain words
(precision traps: "Мороз ударил", "Вера в …", "Роза ветров", "Слава богу", "знак зодиака Лев").
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

import natasha  # noqa: F401  (applies pymorphy2's Python 3.11 fix before it is imported)
import people
import pymorphy2
from people import Person, surname_form

_OC_CASE = {"gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "prep": "loct"}
_OC_GENDER = {"m": "masc", "f": "femn"}

SURNAMES4: list[tuple[str, str]] = [
    ("Гарифуллин", "ov"), ("Зайнуллин", "ov"), ("Мирзоев", "ov"), ("Ахмеров", "ov"),
    ("Сафин", "ov"), ("Гайнутдинов", "ov"), ("Аракелян", "noun"), ("Остапенко", "indecl"),
    ("Долгих", "indecl"), ("Чайка", "a"), ("Галка", "a"), ("Капуста", "a"), ("Карп", "noun"),
    ("Сом", "noun"), ("Гриб", "noun"), ("Троицкий", "sky"), ("Покровский", "sky"),
    ("Ковальский", "sky"), ("Жуковский", "sky"), ("Сокольский", "sky"),
    ("Петров-Водкин", "double"), ("Мамин-Сибиряк", "double"), ("Соколов-Микитов", "double"),
]  # fmt: skip

FIRST_NAMES4: list[tuple[str, str, str]] = [
    ("Ильнур", "m", "Ильнур"), ("Руслан", "m", "Руслан"), ("Азат", "m", "Азат"),
    ("Дамир", "m", "Дамир"), ("Эльдар", "m", "Эльдар"), ("Вячеслав", "m", "Слава"),
    ("Ростислав", "m", "Ростик"), ("Арсений", "m", "Сеня"), ("Айдар", "m", "Айдар"),
    ("Камила", "f", "Камила"), ("Милана", "f", "Мила"), ("Дильноза", "f", "Диля"),
    ("Ясмина", "f", "Ясмина"), ("Лейла", "f", "Лейла"), ("Регина", "f", "Регина"),
    ("Сабина", "f", "Сабина"), ("Роза", "f", "Роза"), ("Вера", "f", "Вера"),
]  # fmt: skip

PATRONYMICS4: list[tuple[str, str]] = [
    ("Айратович", "Айратовна"), ("Азатович", "Азатовна"), ("Ростиславович", "Ростиславовна"),
    ("Ренатович", "Ренатовна"), ("Дамирович", "Дамировна"), ("Альбертович", "Альбертовна"),
    ("Станиславович", "Станиславовна"), ("Рустемович", "Рустемовна"),
]  # fmt: skip

CITIES4: list[tuple[str, str, str]] = [
    ("Казань", "кзн", "Kazan"), ("Уфа", "уфа", "Ufa"), ("Ижевск", "ижевск", "Izhevsk"),
    ("Сургут", "сургут", "Surgut"), ("Астрахань", "астрахань", "Astrakhan"),
]  # fmt: skip

STREETS4: list[tuple[str, str, str]] = [
    ("ул", "Габдуллы Тукая", "Gabdully Tukaya"), ("пр", "Октября", "Oktyabrya"),
    ("ул", "50 лет Октября", "50 let Oktyabrya"), ("пер", "Школьный", "Shkolnyy"),
    ("ул", "Мусы Джалиля", "Musy Dzhalilya"), ("бул", "Ибрагимова", "Ibragimova"),
    ("наб", "Речная", "Rechnaya"),
]  # fmt: skip

# Company names with words that are also first names or surnames: they stay.
COMPANIES4: list[str] = [
    "ООО «Роза ветров»", "АО «Мороз-Холод»", "ООО «Лев и Ко»", "ООО «Вера плюс»",
    "ПАО «Надежда-Страхование»", "ООО «Тимур-Авто»",
]  # fmt: skip


@cache
def _morph() -> pymorphy2.MorphAnalyzer:
    return pymorphy2.MorphAnalyzer()


def first_name_form(name: str, gender: str, case: str) -> str:
    """A first name in a case, as pymorphy2's dictionary declines it in the person's gender
    ("Камила" is not the man's "Камил"); a name it does not know declines by people.py."""
    if case == "nom":
        return name
    tags = {"Name", _OC_GENDER[gender]}
    parse = next((p for p in _morph().parse(name.lower()) if tags <= p.tag.grammemes), None)
    form = parse.inflect({_OC_CASE[case]}) if parse else None
    if form is None:
        return people.first_name_form(name, gender, case)
    return form.word.capitalize()


@dataclass(frozen=True)
class Person4(Person):
    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":
            # Each part declines by its own kind: "Мамина-Сибиряка", a woman's "Мамина-Сибиряк".
            parts = self.surname.split("-")
            return "-".join(
                surname_form(
                    p, "ov" if p.endswith(("ов", "ев", "ин")) else "noun", self.gender, case
                )
                for p in parts
            )
        return super().last(case)

    def given(self, case: str = "nom") -> str:
        return first_name_form(self.first, self.gender, case)


def pick_person(rng: random.Random, taken: set[str]) -> Person4:
    surname, paradigm = rng.choice([s for s in SURNAMES4 if s[0] not in taken])
    first, gender, diminutive = rng.choice(FIRST_NAMES4)
    return Person4(surname, paradigm, first, gender, diminutive, rng.choice(PATRONYMICS4))


def birth_loose(rng: random.Random, birth: tuple[int, int, int]) -> str:
    """Dates of birth as people type them in a hurry: no leading zeros, two-digit years,
    spaces or commas for separators."""
    d, m, y = birth
    return rng.choice((f"{d}.{m}.{y}", f"{d:02d} .{m:02d} .{y}", f"{d:02d},{m:02d},{y % 100:02d}",
                       f"{d}.{m}.{y % 100:02d}", f"{d:02d}. {m:02d}. {y % 100:02d}",
                       f"{d} {people.MONTHS[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}"))  # fmt: skip


FRAMES4: dict[str, dict[str, object]] = {
    "form": {
        "heads": [
            "АНКЕТА СТРАХОВАТЕЛЯ\n(заполняется страхователем разборчиво)",
            "Договор найма жилого помещения — сведения о сторонах",
            "Заявление о приёме в 1 класс (гимназия)",
            "Фитнес-клуб. Карта клиента № {order}",
        ],
        "bodies": [
            "ФАМИЛИЯ, ИМЯ, ОТЧЕСТВО (полностью): {fio_up}",
            "Ф.И.О. латиницей (как в загранпаспорте): {fi_latup}",
            "Число, месяц, год рождения страхователя: {bday_odd}",
            "Родил{g:ся|ась} (число, месяц, год): {bday_words}",
            "Документ, удостоверяющий личность: паспорт РФ {passport_odd}",
            "Адрес проживания (факт.): {addr_inf}",
            "Наниматель по договору — {f_io}, тел. {phone}",
            "Наймодатель (собственник): {fio2}, паспорт {passport2}",
            "Законный представитель ребёнка: {g2:отец|мать} {fi2}, моб. {phone2}",
            "{g2:Отец|Мать} (сведения о родителе): {io2} {f2} {bday_iso2}",
            "Страховщик по полису: {company}, ИНН {org_inn}, тел. {hotline}",
            "Полис № {contract}, страховая премия {amount}",
            "Местонахождение страховщика: {org_addr}",
            "На экстренный случай: {dim3}, {phone3}",
            "Ребёнок (будущий первоклассник): {fi3}, день рождения {bday_dm3}",
            "Подпись __________ /{f_io}/   дата {date}",
        ],
        "count": (5, 8),
    },
    "dialogue": {
        "heads": [
            "WhatsApp · Семья",
            "Чат поддержки доставки продуктов",
            "Расшифровка звонка, такси",
            "",
        ],
        "bodies": [
            "[{time}] Мама: {dimv}, сфоткай паспорт, там серия и номер {passport_odd}?",
            "[{time}] {dim}: да, всё верно",
            "[{time}] Мама: Мороз до минус двадцати обещают, одевайся теплее",
            "[{time}] {dim2}: Слава богу, посылка дошла",
            "[{time}] {dim2}: {dimv}, не забудь, у {i_gen3} день рождения {bday_dm3}",
            "Курьер: {i}, я у подъезда, адрес {addr_short} верно?",
            # The answer follows its question (the bodies of a chat are shuffled).
            "Оператор: для проверки продиктуйте дату рождения владельца карты\n"
            "Клиент: так, {bday_loose}",
            "Оператор: спасибо, {io}. Договор № {contract}, к оплате {amount}.",
            "Водитель: еду за {i_ins2} {f_ins2}, {g2:он|она} ждёт у магазина",
            "Диспетчер: {g2:его|её} номер {phone2}, звоните сразу",
            "Поддержка: горячая линия {hotline}, продавец {company}, ИНН {org_inn}",
            "Папа: Роза на даче померзла, надо укрыть",
            "{dim}: передай {dim_dat2}, что я задержусь",
        ],
        "count": (5, 8),
    },
    "email": {
        "heads": [
            "Тема: Документы для визы (Шенген)",
            "Тема: Re: аренда квартиры, вопросы",
            "Subject: новый сотрудник / onboarding",
        ],
        "bodies": [
            "Добрый день, {io}! Пишу по поводу документов.",
            "Высылаю данные для анкеты: {fio}, {bday_words}, паспорт {passport_odd}.",
            "Латиницей в анкете: {fio_latup}.",
            "Со мной едет {g2:сын|дочь} — {i2} {f2} {bday_iso2}.",
            "Супруг{g3:|а} тоже едет: {fio3} {bday_iso3}",
            "Квартиру сдаёт {fi2}; ключи передаст {g2:он|она} лично.",
            "Арендная плата {amount}, договор № {contract}, агентство {company} (ИНН {org_inn}).",
            "Адрес квартиры (как в договоре): {addr_lat}",
            "Офис агентства, если нужно подъехать: {org_addr}.",
            "Вера у меня в это агентство небольшая, но выбора нет.",
            "Если что, звоните {dim_dat}: {phone}.",
            "Оформлением занимается {i_f}, в копии {f_io3}.",
        ],
        "tails": [
            "--\nЗаранее спасибо, с уважением, {fi}\n{phone}",
            "Best regards,\n{if_lat}",
            "Спасибо! {dim}",
        ],
        "count": (3, 6),
    },
    "ocr": {
        "heads": [
            "ДОВЕРЕННОСТЬ",
            "АКТ ПРИЁМА-ПЕРЕДАЧИ КВАРТИРЫ",
            "СВИДЕТЕЛЬСТВО О РОЖДЕНИИ (копия)",
        ],
        "bodies": [
            "Я, {fio}, {bday_loose} года рождения, настоящей доверенностью",
            "паспорт гражданина РФ {passport_odd}, "
            "зарегистрированн{g:ый|ая} по адресу: {addr_plain},",
            "уполномочиваю {fio_dat2}, паспорт {passport2},",
            "Представитель по доверенности: {fio2}",
            "Свидетель {fio3}",
            "Ф И О  {fio_spaced}",
            "Подпись доверителя ______ /{f_io}/",
            "Удостоверено мной, нотариусом {f_io_ins3}",
            "Взыскано по тарифу {amount}. Зарегистрировано в реестре № {order}",
            "Квартира передана {fi_dat2} по договору {contract}",
        ],
        "count": (3, 6),
    },
    "note": {
        "heads": ["Дежурство, {date}:", "Заметки участкового", "Склад, передача смены:", ""],
        "bodies": [
            "Заходил{g:|а} {i} {f} — жаловал{g:ся|ась} на соседей сверху.",
            "Звонил{g2:|а} {dim_low2}, просил{g2:|а} перезвонить.",
            "У {f_gen} долг {amount}, напомнить.",
            "Передать {f_dat2} ключи от склада.",
            "Беседовал с {f_ins}, {g:он|она} обещал{g:|а} исправиться.",
            "{f_io} живёт по адресу {addr_short}.",
            "Мороз ночью до минус 25, трубы проверить.",
            "Надежда на ремонт к пятнице слабая.",
            "Роза ветров на схеме участка висит криво.",
            "{i} говорит, что по гороскопу {g:он|она} Лев, поэтому и спорит.",
            "Слава богу, без происшествий.",
            "{io2} просил{g2:|а} справку для {company}.",
            "Пропуск на {fi_acc3} продлён до {date}.",
        ],
        "count": (4, 7),
        "joiner": " ",
    },
    "mixed": {
        "heads": [
            "CRM / lead card",
            "Hotel reservation, group booking #{order}",
            "E-TICKET / электронный билет (маршрут-квитанция)",
        ],
        "bodies": [
            "PASSENGER NAME: {fi_latup} {g:MR|MRS}",
            "Guest (main): {if_latv}, DOB {bday_en}",
            "Гость: {fi}, заезд {date}, оплата {amount}",
            "Address (registration): {addr_lat_b}",
            "Контакт для связи: {dim} {f} (WhatsApp {phone})",
            "Seller: {company}, INN {org_inn}, hotline {hotline}",
            "Ref. {order}; счёт {invoice}",
            "Child (under 12): {if_lat2} {bday_iso2}",
            "Passport RF {passport_odd}, issued {date}",
            "Менеджер сделки: {fi3} ({i_lat3})",
        ],
        "count": (4, 6),
    },
}
