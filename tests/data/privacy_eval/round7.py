"""Dev texts of the seventh round of issue 16: everyday commerce and services (dev part only).

Written by a helper who had not read the rules, from writers of shops and services: marketplace
and courier chats, call-centre and voice-assistant transcripts made by speech recognition (no
punctuation, no capitals, numbers in words), recruiting (a candidate's questionnaire, HR
e-mails), clinic appointments and lab results, a veterinary clinic, tutoring and sports schools
(parents and children), travel bookings and airline and hotel exports, classified ads, car
service orders, a dating profile, online-shop returns, a bank's chat bot and handwritten forms
after OCR.

New shapes: addresses, dates of birth, passports and phones dictated to speech recognition
("улица ключевая дом сорок два квартира сто семнадцать", "двенадцатое марта восемьдесят
пятого", "сорок пять ноль восемь сто двадцать три четыреста пятьдесят шесть"), a name as an
airline writes it in a PNR ("KRUPA/AZALIYA" before "MRS") and a date of birth in its SSR DOCS
line ("01MAY92"), a courier's address with entrance, floor and intercom, Latin addresses of a
hotel export with no full stops, dates of birth typed in a chat ("12 марта 85", "12го марта",
"12.03.85г"), children's dates of birth in school years, vocatives in lower case ("аль", "зой").
Its pool is new and every word of a name begins with a letter from А to М (a held-out round
written at the same time takes the others): Buryat, Kalmyk, Ossetian, Abkhaz, Tatar and Armenian
surnames, surnames that are words of a shop (Бублик, Малина, Крупа, Калач, Копейкин), -ский
surnames of towns (Елецкий, Дубровский), first names with diminutives no round has (Аглая →
Глаша, Калерия → Лера, Бронислав → Броня, Демьян → Дёма, Ермолай → Ерёма). Its first draft
shared six name words with the held-out part (the data test caught them) and thirteen with the
dev round written beside it; they were replaced. Unlabelled traps: the voice assistants «Алиса»
and «Маруся», pets called like people (кошка Дуся, пёс Бублик, кошка Глаша) and a pet's birthday,
a car «Лада Калина», chocolate «Алёнка», the cartoon «Маша и Медведь», "малина", "крупа
гречневая", the town Елец alone, a dating profile's age, order, delivery, appointment and
document expiry dates.

Organisation values: the shops', clinics' and services' names, INN, KPP, OGRN, 8-800 lines, role
mailboxes, pickup points' and branches' addresses, order, tracking and booking numbers, article
numbers, promo codes, amounts.

It draws from its own seeded generator (`16-dev7`), so the earlier texts and the held-out part
stay byte for byte what they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import round4
import round5
import values as v
from people import MONTHS, Person, latin

SURNAMES7: list[tuple[str, str]] = [
    ("Бадмаев", "ov"), ("Ангархаев", "ov"), ("Лиджиев", "ov"), ("Дзасохов", "ov"),
    ("Джиоев", "ov"), ("Габдрахманов", "ov"), ("Гумеров", "ov"), ("Байрамов", "ov"),
    ("Максудов", "ov"), ("Вахрушев", "ov"), ("Копейкин", "ov"), ("Ложкин", "ov"),
    ("Абрамян", "noun"), ("Геворкян", "noun"), ("Гогуа", "indecl"), ("Адзинба", "indecl"),
    ("Гречко", "indecl"), ("Дейнеко", "indecl"), ("Богатых", "indecl"), ("Бублик", "noun"),
    ("Крупа", "a"), ("Калач", "noun"), ("Малина", "a"), ("Елецкий", "sky"),
    ("Дубровский", "sky"),
]  # fmt: skip

FIRST_NAMES7: list[tuple[str, str, str]] = [
    ("Баир", "m", "Баир"), ("Бронислав", "m", "Броня"), ("Климент", "m", "Клим"),
    ("Ермолай", "m", "Ерёма"), ("Демьян", "m", "Дёма"), ("Георгий", "m", "Гоша"),
    ("Азамат", "m", "Азамат"), ("Давлат", "m", "Давлат"), ("Ашот", "m", "Ашот"),
    ("Аглая", "f", "Глаша"), ("Зоя", "f", "Зоя"), ("Калерия", "f", "Лера"),
    ("Алевтина", "f", "Аля"), ("Зульфира", "f", "Зуля"), ("Заира", "f", "Заира"),
    ("Джамиля", "f", "Джамиля"), ("Азалия", "f", "Аза"), ("Агата", "f", "Агата"),
]  # fmt: skip

PATRONYMICS7: list[tuple[str, str]] = [
    ("Баирович", "Баировна"), ("Елизарович", "Елизаровна"), ("Климентьевич", "Климентьевна"),
    ("Демьянович", "Демьяновна"), ("Гаязович", "Гаязовна"), ("Азаматович", "Азаматовна"),
    ("Георгиевич", "Георгиевна"), ("Лукьянович", "Лукьяновна"), ("Арсланович", "Арслановна"),
    ("Авдеевич", "Авдеевна"), ("Евграфович", "Евграфовна"), ("Маркович", "Марковна"),
]  # fmt: skip

CITIES7: list[tuple[str, str, str]] = [
    ("Омск", "омск", "Omsk"), ("Барнаул", "брн", "Barnaul"), ("Улан-Удэ", "улан-удэ", "Ulan-Ude"),
    ("Элиста", "элиста", "Elista"), ("Саратов", "срт", "Saratov"), ("Тверь", "тверь", "Tver"),
    ("Мытищи", "мытищи", "Mytishchi"), ("Владикавказ", "владик", "Vladikavkaz"),
]  # fmt: skip

STREETS7: list[tuple[str, str, str]] = [
    ("ул", "Ключевая", "Klyuchevaya"), ("ул", "Балтийская", "Baltiyskaya"),
    ("ул", "Бабушкина", "Babushkina"), ("ул", "Депутатская", "Deputatskaya"),
    ("ул", "Мичурина", "Michurina"), ("пр", "Космический", "Kosmicheskiy"),
    ("пер", "Банный", "Bannyy"), ("бул", "Строгинский", "Stroginskiy"),
    ("ш", "Алтуфьевское", "Altufyevskoye"), ("наб", "Иртышская", "Irtyshskaya"),
    ("ул", "Академика Павлова", "Akademika Pavlova"),
]  # fmt: skip

# Shops and services; some names carry a name word and stay (they are the company's).
COMPANIES7: list[str] = [
    "ООО «Быстрая полка»", "ООО «СкороВезу»", "ООО «Ветклиника Айболит»",
    "ООО «Медцентр Здоровье+»", "ООО «Гоша Авто»", "АО «Авиалинии Балтики»",
    "ООО «Лавка Малина»", "ООО «Кадровое агентство Лидер»",
]  # fmt: skip


@dataclass(frozen=True)
class Person7(Person):
    def given(self, case: str = "nom") -> str:
        return round4.first_name_form(self.first, self.gender, case)


def pick_person(rng: random.Random, taken: set[str]) -> Person7:
    surname, paradigm = rng.choice([s for s in SURNAMES7 if s[0] not in taken])
    first, gender, diminutive = rng.choice(FIRST_NAMES7)
    return Person7(surname, paradigm, first, gender, diminutive, rng.choice(PATRONYMICS7))


# Numbers as speech recognition writes them -------------------------------------------------

_UNITS = ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять")
_TEENS = ("десять", "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать",
          "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать")  # fmt: skip
_TENS = ("", "", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят",
         "восемьдесят", "девяносто")  # fmt: skip
_HUNDREDS = ("", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот",
             "восемьсот", "девятьсот")  # fmt: skip
_ORD_UNITS_GEN = ("", "первого", "второго", "третьего", "четвёртого", "пятого", "шестого",
                  "седьмого", "восьмого", "девятого")  # fmt: skip
_ORD_TENS_GEN = ("", "", "двадцатого", "тридцатого", "сорокового", "пятидесятого",
                 "шестидесятого", "семидесятого", "восьмидесятого", "девяностого")  # fmt: skip
_ORD_NOM = (
    "первое", "второе", "третье", "четвёртое", "пятое", "шестое", "седьмое", "восьмое",
    "девятое", "десятое", "одиннадцатое", "двенадцатое", "тринадцатое", "четырнадцатое",
    "пятнадцатое", "шестнадцатое", "семнадцатое", "восемнадцатое", "девятнадцатое", "двадцатое",
)  # fmt: skip


def cardinal(n: int) -> str:
    """0..999 in words, as a speech recogniser writes a number it hears."""
    if n < 10:
        return _UNITS[n]
    words = [_HUNDREDS[n // 100]] if n >= 100 else []
    rest = n % 100
    if 10 <= rest < 20:
        words.append(_TEENS[rest - 10])
    elif rest:
        words.append(_TENS[rest // 10])
        if rest % 10:
            words.append(_UNITS[rest % 10])
    return " ".join(w for w in words if w)


def spoken_group(digits: str) -> str:
    """A group of digits dictated at once: "08" → "ноль восемь", "123" → "сто двадцать три"."""
    if digits.startswith("0") and len(digits) > 1:
        return "ноль " + spoken_group(digits[1:])
    return cardinal(int(digits))


def _day_nom(d: int) -> str:
    return _ORD_NOM[d - 1] if d <= 20 else f"двадцать {_ORD_NOM[d - 21]}"


def _year_gen(y: int, full: bool) -> str:
    """A year of birth as said: "восемьдесят пятого", "две тысячи третьего"."""
    if y >= 2000:
        return "двухтысячного" if y == 2000 else f"две тысячи {_ORD_UNITS_GEN[y - 2000]}"
    rest = y % 100
    short = _ORD_TENS_GEN[rest // 10] if rest % 10 == 0 else (
        f"{_TENS[rest // 10]} {_ORD_UNITS_GEN[rest % 10]}")  # fmt: skip
    return f"тысяча девятьсот {short}" if full else short


def bday_voice(rng: random.Random, s: object) -> str:
    d, m, y = s.birth  # type: ignore[attr-defined]
    month = MONTHS[m - 1]
    return rng.choice((
        f"{_day_nom(d)} {month} {_year_gen(y, False)}",
        f"{round5._ORDINAL[d - 1]} {month} {_year_gen(y, True)}",
        f"{spoken_group(f'{d:02d}')} {spoken_group(f'{m:02d}')} {spoken_group(f'{y % 100:02d}')}",
        f"{_day_nom(d)} {month} {_year_gen(y, True)}",
    ))  # fmt: skip


def bday_voice_dm(rng: random.Random, s: object) -> str:
    d, m, _ = s.birth  # type: ignore[attr-defined]
    return rng.choice(
        (f"{_day_nom(d)} {MONTHS[m - 1]}", f"{round5._ORDINAL[d - 1]} {MONTHS[m - 1]}")
    )


def passport_voice(rng: random.Random, s: object) -> str:
    """Series by pairs, the number by threes, pairs or digit by digit. A series ending in "20"
    is not followed by single digits ("двадцать три" would read as 23)."""
    series, number = s.passport  # type: ignore[attr-defined]
    said = f"{spoken_group(series[:2])} {spoken_group(series[2:])}"
    modes = ["three", "pair", "digits", "as_is"] if series[2:] != "20" else ["three", "pair"]
    mode = rng.choice(modes)
    if mode == "three":
        rest = f"{spoken_group(number[:3])} {spoken_group(number[3:])}"
    elif mode == "pair":
        rest = " ".join(spoken_group(number[i : i + 2]) for i in (0, 2, 4))
    elif mode == "digits":
        rest = " ".join(_UNITS[int(c)] for c in number)
    else:
        rest = number
    return f"{said} {rest}"


def phone_voice(rng: random.Random, s: object) -> str:
    ten = s.phone  # type: ignore[attr-defined]
    head = rng.choice(("восемь", "плюс семь"))
    groups = (ten[:3], ten[3:6], ten[6:8], ten[8:])
    return head + " " + " ".join(spoken_group(g) for g in groups)


_KIND_SPOKEN = {"ул": "улица", "пр": "проспект", "пер": "переулок", "бул": "бульвар",
                "ш": "шоссе", "наб": "набережная"}  # fmt: skip


def addr_voice(rng: random.Random, s: object) -> str:
    a = s.address  # type: ignore[attr-defined]
    street = f"{_KIND_SPOKEN[a['kind']]} {a['name'].lower()}"
    h, f, k = cardinal(int(a["house"])), cardinal(int(a["flat"])), cardinal(int(a["building"]))
    city = a["city"].lower()
    return rng.choice((
        f"{street} дом {h} квартира {f}",
        f"город {city} {street} дом {h} корпус {k} квартира {f}",
        f"{a['name'].lower()} {h} квартира {f}",
        f"{city} {a['name'].lower()} дом {h} квартира {f}",
        f"дом {h} квартира {f} {street}",
    ))  # fmt: skip


def _mark(kind: str) -> str:
    return {"ул": "ул", "пр": "пр-т", "пер": "пер", "бул": "б-р", "ш": "ш", "наб": "наб"}[kind]


def addr_courier(rng: random.Random, s: object) -> str:
    """As a customer writes it for a courier: entrance, floor, intercom code."""
    a = s.address  # type: ignore[attr-defined]
    name, h, f, k, c = a["name"], a["house"], a["flat"], a["building"], a["city_short"]
    entrance, floor = int(k) + 1, int(a["flat"]) % 9 + 1
    return rng.choice((
        f"{name} {h}, {entrance} подъезд, {floor} этаж, кв {f}",
        f"{c} {name.lower()} {h} под {entrance} эт {floor} кв {f} домофон {f}#",
        f"{_mark(a['kind'])} {name} {h}к{k}, кв. {f}, подъезд {entrance}",
        f"{name.lower()} д{h} кв{f} {entrance}п",
        f"{c}, {name} {h}/{k}, кв {f} (код домофона {f}В)",
    ))  # fmt: skip


def addr_lat_plain(rng: random.Random, s: object) -> str:
    a = s.address  # type: ignore[attr-defined]
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    return rng.choice((
        f"ul {name} d {h} kv {f} {city}", f"{name} ulitsa {h}-{f}, {city}",
        f"{city.upper()} {name.upper()} {h} {f}", f"{city} {name} {h} apt {f} RU",
        f"{h} {name} St Apt {f} {city} {a['index']} RUSSIA",
    ))  # fmt: skip


def bday_chat(rng: random.Random, s: object) -> str:
    d, m, y = s.birth  # type: ignore[attr-defined]
    month = MONTHS[m - 1]
    return rng.choice((
        f"{d} {month} {y % 100:02d}", f"{d}го {month} {y}", f"{d:02d}.{m:02d}.{y % 100:02d}г",
        f"{d} {month[:3]} {y}", f"{d}.{m}.{y}", f"{d:02d}{m:02d}{y % 100:02d}",
    ))  # fmt: skip


def bday_child(rng: random.Random, s: object) -> str:
    """A child's date of birth: the person's day and month in a year of school age (a child's
    values are only ever written with this slot, so the person keeps one date)."""
    d, m, y = s.birth  # type: ignore[attr-defined]
    y = 2008 + y % 12
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d} {MONTHS[m - 1]} {y}", f"{y}-{m:02d}-{d:02d}",
                       f"{d}.{m}.{y % 100:02d}", f"{d:02d}/{m:02d}/{y}"))  # fmt: skip


def _voc_low(s: object) -> str:
    dim = s.person.diminutive  # type: ignore[attr-defined]
    if dim.endswith("а"):
        return dim[:-1].lower()
    if dim.endswith("я"):
        return dim[:-1].lower() + ("й" if dim[-2] in "аеёиоуыэюя" else "ь")
    return dim.lower()


_MON_EN = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def _ssr_date(d: int, m: int, y: int) -> str:
    """A date as an airline's SSR DOCS line writes it: "15FEB04"."""
    return f"{d:02d}{_MON_EN[m - 1]}{y % 100:02d}"


def _pnr(s: object) -> str:
    p = s.person  # type: ignore[attr-defined]
    return f"{latin(p.last())}/{latin(p.first)}".upper()


PERSON_SLOTS7 = {
    "w_bday_voice": (bday_voice, "pd.birthdate"),
    "w_bday_voice_dm": (bday_voice_dm, "pd.birthdate"),
    "w_bday_chat": (bday_chat, "pd.birthdate"),
    "w_bday_child": (bday_child, "pd.birthdate"),
    "w_passport_voice": (passport_voice, "pd.passport"),
    "w_phone_voice": (phone_voice, "pd.contacts"),
    "w_addr_voice": (addr_voice, "pd.address"),
    "w_addr_courier": (addr_courier, "pd.address"),
    "w_addr_lat_plain": (addr_lat_plain, "pd.address"),
    "w_voc_low": (lambda rng, s: _voc_low(s), "pd.name"),
    "w_pnr": (lambda rng, s: _pnr(s), "pd.name"),
    "w_pnr_full": (lambda rng, s: f"{_pnr(s)} {latin(s.person.middle()).upper()}", "pd.name"),
    "w_bday_ssr": (lambda rng, s: _ssr_date(*s.birth), "pd.birthdate"),
    # The age a dating profile shows: not labelled (it is not a date of birth).
    "w_age": (lambda rng, s: str(2026 - s.birth[2]), None),
}  # fmt: skip


# Organisation values of shops and services ---------------------------------------------------

# Neutral domains: a text's mailbox must not name another text's company.
_SHOP_DOMAINS = ("client-service.ru", "lk-online.ru", "crm-mail.ru", "help-desk.ru")


def _branch(t: object) -> str:
    """A pickup point, a shop's or a clinic's branch: the company's public address."""
    rng = t.rng  # type: ignore[attr-defined]
    city = rng.choice(CITIES7)[0]
    kind, name, _ = rng.choice(STREETS7)
    h = rng.randint(1, 90)
    return rng.choice((
        f"г. {city}, {_mark(kind)} {name}, {h}",
        f"{_mark(kind)}. {name}, д. {h}, ТЦ «Аврора», 2 этаж",
        f"{city}, {_mark(kind)} {name}, д. {h}, пом. {rng.randint(1, 12)}",
    ))  # fmt: skip


ORG_SLOTS7 = {
    "w_track": lambda t: t.rng.choice((
        f"RA{v.non_identifier(t.rng, 9)}RU", f"{v.non_identifier(t.rng, 14)}",
        f"SV-{v.non_identifier(t.rng, 8)}",
        f"{v.non_identifier(t.rng, 4)}-{v.non_identifier(t.rng, 6)}",
    )),
    "w_mp_order": lambda t: f"{v.non_identifier(t.rng, 8)}-{t.rng.randint(1, 9):04d}",
    "w_sku": lambda t: t.rng.choice((v.non_identifier(t.rng, 8), f"MP{v.non_identifier(t.rng, 6)}",
                                     f"{v.non_identifier(t.rng, 4)}-{t.rng.randint(10, 99)}")),
    "w_promo": lambda t: t.rng.choice(("ВЕСНА25", "SALE-7QX", "PERVYI500", "МАЛИНА10", "DOCTOR15",
                                       "AVTO2026", "VET-CARE")),
    "w_booking": lambda t: "".join(t.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
                                   for _ in range(6)),
    "w_mailbox": lambda t: (t.rng.choice(("info", "support", "zakaz", "hr", "priem", "vozvrat"))
                            + "@" + t.rng.choice(_SHOP_DOMAINS)),
    "w_branch": _branch,
    "w_shop": lambda t: t.rng.choice(("ООО «Быстрая полка»", "ООО «Лавка Малина»",
                                      "ООО «Дом декора Ассоль»")),
    "w_clinic": lambda t: t.rng.choice(("ООО «Медцентр Здоровье+»", "ООО «Лаборатория Гемолайн»",
                                        "ООО «Клиника Доктор Айболит»")),
    "w_vet": lambda t: t.rng.choice(("ООО «Ветклиника Айболит»", "ООО «Зоовет Барсик»")),
    "w_auto": lambda t: t.rng.choice(("ООО «Гоша Авто»", "ООО «Автосервис Клим и К»")),
    "w_air": lambda t: t.rng.choice(("АО «Авиалинии Балтики»", "ООО «Турагентство Магеллан»")),
    "w_hr": lambda t: t.rng.choice(("ООО «Кадровое агентство Лидер»", "ООО «СкороВезу»")),
    "w_school": lambda t: t.rng.choice(("АНО ДО «Лига знаний»", "ООО «Репетитор-центр Архимед»")),
}  # fmt: skip


PLAIN_SLOTS7 = {
    # A travel document's expiry date in an SSR DOCS line: not a date of birth.
    "w_expiry": lambda rng: _ssr_date(
        rng.randint(1, 28), rng.randint(1, 12), rng.randint(2027, 2035)
    ),
}


# Frames: each genre lists situations (text n takes variant (n - 1) % their number) ------------

_FORM = [
    {  # a recruiting agency's candidate questionnaire
        "heads": ["АНКЕТА КАНДИДАТА\n{w_hr} · вакансия: кладовщик / комплектовщик"],
        "bodies": [
            "ФИО полностью: {fio}",
            "Дата рождения: {w_bday_chat}   Гражданство: РФ",
            "Мобильный (WhatsApp/Telegram): {phone}   e-mail: {email}",
            "Адрес проживания: {addr_inf}   Готов(а) к переездам: нет",
            "Паспорт: {passport}, выдан {date}",
            "СНИЛС: {snils}   ИНН: {inn}",
            "Семейное положение: {g:женат|замужем}, дети: {g2:сын|дочь} {i2}, {w_bday_child2}",
            "Предыдущее место работы: {other_company}, склад, 2021–2025",
            "Кто может дать рекомендацию: {fio3}, бывший руководитель, {wphone3}",
            "Откуда узнали о вакансии: Авито / знакомые ({dim_low3} посоветовал{g3:|а})",
            "Ожидаемая зарплата: от {amount}",
            "Анкету заполнил(а) собственноручно ________ {f_io}",
        ],
        "tails": ["Анкету принял: рекрутер {i_f3}, {date}", "Вопросы: {w_mailbox}, {hotline}"],
        "count": (7, 11),
    },
    {  # a clinic's appointment card and a lab order
        "heads": [
            "{w_clinic}\nКАРТА ПАЦИЕНТА / НАПРАВЛЕНИЕ НА ИССЛЕДОВАНИЯ\nФилиал: {w_branch}",
        ],
        "bodies": [
            "Пациент: {f_up} {i_up} {o_up}",
            "Д.р.: {bday}    Пол: {g:М|Ж}",
            "Полис ОМС/ДМС: ДМС, полис № {contract}",
            "Адрес: {addr_plain}",
            "Телефон: {phone}  (SMS о готовности анализов: да)",
            "СНИЛС (для ОМС): {snils}",
            "Представитель (для несовершеннолетних): {g2:отец|мать} — {fio2}, тел. {phone2}",
            "Исследования: ОАК, глюкоза, ТТГ, ферритин — итого {amount}",
            "Промокод на скидку: {w_promo}",
            "Направил врач: {io_f3}, каб. {n}{n}",
            "Дата забора: {date} {time}   Процедурная № {n}",
            "Оплата картой {card}, чек № {order}",
        ],
        "tails": ["Лицензия ЛО-77-01-0{n}{n}{n}{n}{n}; справочная {hotline}"],
        "count": (7, 10),
    },
    {  # a sports school's application from a parent
        "heads": ["Заявление о зачислении в группу (футбол / плавание)\nСДЮСШОР, сезон 2026/27"],
        "bodies": [
            "Ф.И. ребёнка: {fi2}",
            "Дата рождения ребёнка: {w_bday_child2}",
            "Свидетельство о рождении / паспорт: {passport_odd2}",
            "Адрес проживания ребёнка: {addr2}",
            "СНИЛС ребёнка: {snils2}",
            "Родитель (законный представитель): {fio}",
            "Телефон родителя: {phone}, доп.: {wphone}",
            "Дата рождения родителя: {bday_loose}",
            "Второй родитель: {fi3}, {phone3}",
            "Кто забирает ребёнка после тренировки: {g:папа|мама} или бабушка ({dim3})",
            "Медицинский допуск: справка от {date}, педиатр {f_io_sp4}",
            "Оплата абонемента {amount} за месяц на р/с {org_account}, {bank}, БИК {bik}",
            "Тренер группы: {i_f5}",
        ],
        "tails": ["Подпись родителя ______ /{f_io}/", ""],
        "count": (7, 10),
    },
    {  # a car service's work order
        "heads": ["ЗАКАЗ-НАРЯД № {order} от {date}\n{w_auto}, ИНН {org_inn}, КПП {kpp}"],
        "bodies": [
            "Заказчик: {fio}",
            "Тел. заказчика: {phone}",
            "Автомобиль: Лада Калина, 2012 г.в., г/н А{n}{n}7ВМ 55, "
            "VIN XTA11183{n}{n}{n}{n}{n}{n}{n}",
            "Адрес заказчика (для документов): {addr}",
            "Доверенное лицо (забирает авто): {fi2}, паспорт {passport2}",
            "Работы: замена ремня ГРМ, ролики (арт. {w_sku}) — {amount}",
            "Мастер-приёмщик: {i_f3}",
            "Скидка по карте клиента № {order}: 5 %",
            "Автосервис: {w_branch}, тел. {hotline}",
            "С объёмом работ согласен ______ {v_f_i}",
        ],
        "count": (6, 9),
    },
    {  # an online shop's return form
        "heads": ["ЗАЯВЛЕНИЕ НА ВОЗВРАТ ТОВАРА\nИнтернет-магазин {w_shop}"],
        "bodies": [
            "Я, {fio}, прошу принять возврат товара по заказу № {w_mp_order}",
            "Наименование: кроссовки, арт. {w_sku}, размер 38, цена {amount}",
            "Причина возврата: не подошёл размер",
            "Паспорт покупателя: серия {passport_ser} номер {passport_num}",
            "Адрес для курьера: {w_addr_courier}",
            "Телефон: {phone}",
            "Деньги вернуть на карту {card} / по реквизитам: {bank}, БИК {bik}, счёт {account}",
            "Пункт выдачи, куда сдаю товар: {w_branch}",
            "Товар получал{g:|а} по доверенности {fi_dat2}",
            "Дата покупки {date}",
        ],
        "tails": ["Подпись ______ {v_f_i}   Дата {date}", "Вопросы по возврату: {w_mailbox}"],
        "count": (6, 9),
    },
]

_DIALOGUE = [
    {  # a courier and a customer in a messenger
        "heads": ["Чат с курьером · заказ {w_mp_order}"],
        "bodies": [
            "Курьер: добрый день, {i}? это курьер СкороВезу, буду у вас через 20 мин",
            "{dim}: здравствуйте да, адрес {w_addr_courier}",
            "Курьер: домофон не работает, выйдете?",
            "{dim}: я на работе, дома {g2:муж|дочь}, наберите {g2:его|её} {phone2}",
            "Курьер: не отвечает(( оставлю соседке? или в пвз {w_branch}",
            "{dim}: лучше {g3:соседу|соседке} из {n}{n} кв, {g3:его|её} зовут {i3}",
            "Курьер: передал {i_dat3}, трек {w_track}, фото в приложении",
            "{dim}: спасибо большое!",
            "Поддержка: {io}, оцените доставку, промокод на следующий заказ {w_promo}",
        ],
        "count": (8, 9),
        "ordered": True,
    },
    {  # a call-centre call as speech recognition writes it
        "heads": ["Транскрипт звонка (распознавание речи), линия {hotline}"],
        "bodies": [
            "оператор: здравствуйте компания быстрая полка меня зовут {i_low3} чем могу помочь",
            "клиент: здравствуйте у меня заказ не пришёл",
            "оператор: назовите пожалуйста фамилию имя отчество",
            "клиент: {fio_low}",
            "оператор: и дату рождения для проверки",
            "клиент: {w_bday_voice}",
            "оператор: заказ оформлен на паспорт продиктуйте серию и номер",
            "клиент: {w_passport_voice} а когда выдан не помню",
            "оператор: спасибо адрес доставки подтвердите",
            "клиент: {w_addr_voice}",
            "оператор: а номер телефона для курьера",
            "клиент: {w_phone_voice}",
            "оператор: {i_low} я вижу заказ задержан на сортировке вернём {amount} или ждёте",
            "клиент: жду передайте {i_dat_low2} из доставки {g2:он|она} мне обещал{g2:|а}",
        ],
        "count": (14, 14),
        "ordered": True,
    },
    {  # a bank's chat bot and a voice assistant
        "heads": ["Чат-бот банка · {date}"],
        "bodies": [
            "Бот: Здравствуйте! Я виртуальный помощник. Чем помочь?",
            "Клиент: карту заблокировали",
            "Бот: Для разблокировки назовите кодовое слово или паспортные данные",
            "Клиент: паспорт {w_passport_voice}",
            "Бот: Спасибо, {io}. Проверяю...",
            "Клиент: и дата рождения {w_bday_voice_dm} если надо",
            "Бот: Карта {card} разблокирована. Горячая линия {hotline}",
            "Клиент: спасибо. алиса, напомни перевести маме",
            "Маруся: напоминание создано",
            "Клиент: переведи {fi_dat2} по номеру {phone2} пятьсот рублей",
            "Бот: Перевод выполнен со счёта {account} ({bank}, БИК {bik}).",
        ],
        "count": (10, 11),
        "ordered": True,
    },
    {  # a classified ad and its chat
        "heads": ["Объявление: детская коляска 3 в 1, {amount}\nЗвонить {i_dat}, после 18:00"],
        "bodies": [
            "Покупатель: здравствуйте, коляска ещё продаётся?",
            "{dim}: да, продаётся",
            "Покупатель: а можно посмотреть сегодня? я {dim2}",
            "{dim}: да, приезжайте, {w_addr_courier}, позвоните за час {phone}",
            "Покупатель: а можно через Авито доставку? мои данные {fio2}, {phone2}",
            "{dim}: можно, оформите, трек пришлю {w_track}",
            "Покупатель: {w_voc_low}, а торг уместен?",
            "{dim}: шоколадку Алёнку к коляске положу, а торг нет)",
        ],
        "count": (7, 8),
        "ordered": True,
    },
    {  # a tutor and a pupil's parent
        "heads": ["WhatsApp · Репетитор по математике"],
        "bodies": [
            "Репетитор: Добрый вечер! Это {io3}, репетитор. Подтвердите занятие в сб",
            "{dim}: здравствуйте, да. {i2} будет в 11, без опозданий",
            "Репетитор: отлично. для договора пришлите ФИО ребёнка и дату рождения",
            "{dim}: {fio2}, {w_bday_child2}",
            "{dim}: а мои паспорт {passport}, адрес {addr_short}",
            "Репетитор: оплату можно на карту {card3} или по номеру {phone3}",
            "{dim}: {w_voc_low3}, извините, а можно {i_acc2} после мультика Маша и Медведь, в 12?",
            "Репетитор: конечно, {dimv}",
        ],
        "count": (7, 8),
        "ordered": True,
    },
]

_EMAIL = [
    {  # an HR invitation and a candidate's answer
        "heads": [
            "Тема: Приглашение на собеседование — {w_hr}\nОт: {w_mailbox}\nКому: {email}",
        ],
        "bodies": [
            "{g:Уважаемый|Уважаемая} {io}, добрый день!",
            "Благодарим за отклик на вакансию «Менеджер пункта выдачи». Приглашаем вас на "
            "собеседование {date} в {time} по адресу: {w_branch}.",
            "Просим взять паспорт, СНИЛС и ИНН. Если не сможете, позвоните {i_f_dat3} "
            "по тел. {wphone3}.",
            "> Добрый день! Высылаю резюме, данные для пропуска: {fio}, {bday_words_b}, "
            "паспорт {passport}.\n> Живу по адресу {addr_house_first}, добираться час.",
            "> Рекомендацию может дать {fio2}, {phone2}.",
            "> СНИЛС {snils}, ИНН {inn} — для оформления, и зарплатный счёт {account} в {bank}, "
            "БИК {bik}.",
            "Оформление по ТК, оклад от {amount}, ДМС после испытательного срока.",
        ],
        "tails": ["С уважением,\n{fi3}\nрекрутер {w_hr}\n{hotline}"],
        "count": (5, 7),
        "joiner": "\n\n",
        "ordered": True,
    },
    {  # a clinic sends lab results
        "heads": ["Тема: Результаты анализов, заказ {order}\nОт: {w_mailbox}"],
        "bodies": [
            "Здравствуйте, {i}!",
            "Результаты ваших исследований готовы. Пациент: {fio_up}, дата рождения {bday}.",
            "Ферритин 12 нг/мл (ниже нормы), рекомендуем консультацию терапевта.",
            "Записаться можно по {hotline} или в приложении, филиал {w_branch}.",
            "Результаты ребёнка ({fi2}, {w_bday_child2}) будут готовы завтра.",
            "Если письмо пришло вам по ошибке, удалите его и сообщите на {w_mailbox}.",
        ],
        "tails": ["--\nЛаборатория {w_clinic}\nИНН {org_inn}, ОГРН {ogrn}"],
        "count": (4, 6),
        "joiner": "\n\n",
        "ordered": True,
    },
    {  # a travel agency books a family trip
        "heads": ["Subject: Бронь тура / booking {w_booking}\nFrom: {email}"],
        "bodies": [
            "Добрый день! Подтверждаю бронь, данные туристов (как в загранпаспортах):",
            "1. {fi_latup} {g:MR|MRS}, DOB {bday_en}",
            "2. {fi_latup2} {g2:MR|MRS}, DOB {bday_iso2}",
            "3. {if_lat3} (child), DOB {w_bday_child3}",
            "Home address for the insurance: {w_addr_lat_plain}",
            "Оплату {amount} внесу картой {card}, чек пришлите на почту.",
            "Если что — звоните {dim_dat}, {phone}, или {g2:мужу|жене} ({dim2}).",
        ],
        "tails": ["Спасибо!\n{if}", "Best regards, {i_lat} {f_lat}"],
        "count": (4, 7),
        "joiner": "\n",
        "ordered": True,
    },
    {  # a claim to an online shop
        "heads": ["Тема: Претензия: возврат денег за заказ {w_mp_order}\nКому: {w_mailbox}"],
        "bodies": [
            "Здравствуйте.",
            "{date} я, {fio}, оформил{g:|а} заказ на сайте {w_shop}: пылесос, арт. {w_sku}, "
            "{amount}.",
            "Курьер привёз товар с трещиной. Акт составлен, курьер — {v_f_i2}.",
            "Прошу вернуть деньги на карту {card} либо на счёт {account} в {bank} (БИК {bik}).",
            "Мой адрес для писем: {addr}. Телефон {phone}.",
            "Малина по акции из того же заказа пришла нормальная, к ней претензий нет.",
            "Если ответа не будет в 10 дней, обращусь в Роспотребнадзор.",
        ],
        "tails": ["{fi}, {date}", "--\n{v_f_i}"],
        "count": (4, 6),
        "joiner": "\n\n",
        "ordered": True,
    },
    {  # a veterinary clinic's reminder
        "heads": ["Тема: Напоминание о вакцинации — {w_vet}"],
        "bodies": [
            "Добрый день, {io}!",
            "Напоминаем, что вашему питомцу (кошка Дуся, 3 года) пора делать ежегодную прививку.",
            "Запись по телефону {hotline} или ответом на это письмо.",
            "У пса Бублика день рождения 12 марта — дарим скидку 10 % на груминг по промокоду "
            "{w_promo}.",
            "Владелец по карте: {fio}, тел. {phone}, адрес {addr_short}.",
            "Если животное теперь у {fi_gen2}, сообщите, пожалуйста, нам его контакты.",
            "Ваш ветеринарный врач: {iof3}",
        ],
        "tails": ["--\nВетклиника, {w_branch}\n{w_mailbox}"],
        "count": (4, 6),
        "joiner": "\n\n",
        "ordered": True,
    },
]

_OCR = [
    {  # a handwritten loyalty card form
        "heads": ["АНКЕТА ДЕРЖАТЕЛЯ КАРТЫ ЛОЯЛЬНОСТИ (заполняется от руки)"],
        "bodies": [
            "Фамилия {f_up}\nИмя {i_up}\nОтчество {o_up}",
            "Дата рождения {bday_odd}",
            "Тел. моб. {phone}",
            "E-mail {email}",
            "Адрес {addr_plain}",
            "Любимые товары: малина, крупа гречневая, хлеб",
            "Номер карты {order}",
            "Подпись {v_f_i}",
        ],
        "tails": ["Магазин: {w_branch}"],
        "count": (5, 7),
        "ordered": True,
    },
    {  # a lab result sheet
        "heads": ["{w_clinic}\nРЕЗУЛЬТАТЫ ЛАБОРАТОРНЫХ ИССЛЕДОВАНИЙ"],
        "bodies": [
            "Пациент (Ф.И.О.): {fio_spaced}",
            "Дата рождения: {bday}",
            "Заказ № {order}   Дата взятия: {date}",
            "Гемоглобин  128 г/л   (120-140)\nФерритин  12 нг/мл   (15-150)",
            "Направивший врач: {f_io_sp3}",
            "Адрес пациента: {addr}",
            "Лаборатория: {w_branch}, тел. {hotline}",
        ],
        "tails": ["Результат не является диагнозом. Стр. 1 из 1"],
        "count": (5, 7),
        "ordered": True,
    },
    {  # a car service's act after the work
        "heads": ["АКТ ВЫПОЛНЕННЫХ РАБОТ к заказ-наряду № {order}"],
        "bodies": [
            "Заказчик: {fio}, тел. {phone}",
            "Автомобиль: Лада Калина, г/н М{n}{n}{n}АК",
            "Паспорт заказчика {passport_odd}",
            "Итого к оплате: {amount}",
            "Исполнитель: {w_auto}, ИНН {org_inn}, ОГРН {ogrn}",
            "Работы принял: ______ /{v_f_hyph}/",
            "Мастер: {io_f3}",
        ],
        "count": (5, 7),
        "ordered": True,
    },
    {  # a CV saved as PDF and read back
        "heads": ["РЕЗЮМЕ"],
        "bodies": [
            "{fio_up}",
            "Дата рождения: {bday_words}   Город: {addr_inf}",
            "Телефон: {phone}   Почта: {email}",
            "Опыт работы: {other_company} — менеджер пункта выдачи заказов",
            "Рекомендации: {fio2}, тел. {wphone2}",
            "Иностранные языки: английский (A2). Водительское удостоверение кат. В",
            "Желаемая должность: старший смены, от {amount}",
        ],
        "count": (5, 7),
        "ordered": True,
    },
    {  # a tutoring contract, page 1
        "heads": ["ДОГОВОР ОКАЗАНИЯ ОБРАЗОВАТЕЛЬНЫХ УСЛУГ № {contract}"],
        "bodies": [
            "{w_school}, именуемое «Исполнитель», и {fio}, паспорт {passport}, именуем{g:ый|ая} "
            "«Заказчик», действующ{g:ий|ая} в интересах {g2:сына|дочери} {fio_gen2}, "
            "{w_bday_child2} г.р.,",
            "проживающ{g:ий|ая} по адресу: {v_addr_chat},",
            "Стоимость курса {amount}, оплата до {date}",
            "Реквизиты Исполнителя: ИНН {org_inn}, КПП {kpp}, р/с {org_account}, {bank}, БИК {bik}",
            "Заказчик: __________ {io_f}",
        ],
        "count": (4, 5),
        "ordered": True,
    },
]

_NOTE = [
    {  # a clinic's front desk
        "heads": ["Ресепшн, {date}:"],
        "bodies": [
            "{f_io} перенес{g:|ла} приём на {time}.",
            "звонила мама {i_gen2} {f_gen2}, анализы ребёнка не пришли на почту",
            "у {fi_gen_low3} др {bday_dm3}, поздравить смс",
            "пациент{g:|ка} {dim} из {n}0{n} каб. забыл{g:|а} зонт",
            "{f_io_low} — долг {amount}, не звонить до {date}",
            "{f3}? не наш пациент, записан{g3:|а} в другой филиал",
            "Передать {i_dat} {o_dat}: результат ферритина 12, к терапевту.",
            "Адрес для выезда на дом: {w_addr_courier}",
        ],
        "count": (4, 7),
        "joiner": "\n",
    },
    {  # a veterinary clinic's shift notes
        "heads": ["Ветклиника, смена {date}"],
        "bodies": [
            "Кот Маркиз (вл. {f_io}) — после наркоза, забрать в {time}.",
            "Собака Дуся — вакцинация, хозяйка {i} {f}, тел. {phone}.",
            "Пёс Бублик: др 12 марта, хозяйка просит скидку.",
            "{dimv2}, закажи корм, арт. {w_sku}, у поставщика кончается.",
            "{fio3} — оплатил{g3:|а} {amount}, чек не пробит!",
            "Хомяк {i_gen2} {f_gen2} умер, соболезнование отправить.",
            "Корм для Глаши (это кошка, не врач) в шкафу.",
        ],
        "count": (4, 6),
        "joiner": "\n",
    },
    {  # a pickup point's notes
        "heads": ["ПВЗ {w_branch} — заметки"],
        "bodies": [
            "заказ {w_mp_order} выдан {fi_dat} по доверенности",
            "{i_low2} {f_low2} звонил{g2:|а} 3 раза, посылка {w_track} потерялась на сортировке",
            "возврат от {f_gen} {i_gen}, трек {w_track}, сумма {amount}",
            "клиентка {dim3} просит доставку на дом: {w_addr_courier3}",
            "у {f_gen_low2} паспорт не совпал ({passport_odd2}), не выдали",
            "крупа гречневая 20 шт — брак, списать",
        ],
        "count": (4, 6),
        "joiner": "\n",
    },
    {  # a sports school coach
        "heads": ["Тренер, младшая группа:"],
        "bodies": [
            "{f} {i} — справка до {date}, д.р. {w_bday_child}.",
            "{g2:папа|мама} {i_gen} ({dim2}, {phone2}) просит перевести в утреннюю группу.",
            "{i_f3} не оплатил{g3:|а} сбор {amount}.",
            "{dim} опять без формы. {dimv}, ну сколько можно.",
            "Турнир в Ельце {date}, паспорт сопровождающего {passport3}.",
            "Папа {i_gen} забирает по пятницам, адрес {addr_short}.",
        ],
        "count": (4, 6),
        "joiner": " ",
    },
    {  # a recruiter's notes on candidates
        "heads": ["Кандидаты, неделя {date}:"],
        "bodies": [
            "{fio} — кладовщик, стаж 4 г, ДР {bday_dm_b}, ждёт от {amount}.",
            "{v_f_i2} — не {g2:пришёл|пришла}, номер {phone2} недоступен.",
            "{dim3} (знаком{g3:ый|ая} {i_gen}) — резюме на {email3}.",
            "{f_io} (СНИЛС {snils}) живёт далеко ({addr_inf}), предложить ПВЗ в {w_branch}.",
            "{f_io_sp3}? проверить, однофамил{g3:ец|ица} или нет.",
            "Промокод для кандидатов на обед {w_promo}",
        ],
        "count": (4, 6),
        "joiner": "\n",
    },
]

_MIXED = [
    {  # an airline's reservation export
        "heads": ["RECORD LOCATOR {w_booking}\nAGENT: {w_air}"],
        "bodies": [
            " 1.1{w_pnr} {g:MR|MRS}  2.1{w_pnr2} {g2:MR|MRS}",
            " 2 FV 6134 Y 14MAR OVBLED HK2 0715 0805",
            "SSR DOCS FV HK1 P/RU/{passport_num}/RU/{w_bday_ssr}/{g:M|F}/{w_expiry}/{w_pnr}",
            "SSR DOCS FV HK1 P/RU/{passport_num2}/RU/{w_bday_ssr2}/{g2:M|F}/{w_expiry}/"
            "{w_pnr_full2}",
            "CTCM {phone}",
            "CTCE {email}",
            "Оплачено {amount}, агент {w_air}, касса {hotline}",
        ],
        "count": (6, 7),
        "ordered": True,
    },
    {  # a hotel's guest export
        "heads": ["guest_id;name;dob;address;phone;note"],
        "bodies": [
            "{order};{fi_latup};{bday_iso};{w_addr_lat_plain};{phone};VIP",
            "{n}{n}{n}{n};{if_lat2};{v_bday_new2};{addr_lat2};{phone2};late check-in",
            "{n}{n}{n}{n};{fi3};{bday3};{w_addr_lat_plain3};;с собакой (Бублик)",
            "# export by {w_mailbox}, hotel «Marina», {date}",
        ],
        "count": (3, 4),
        "ordered": True,
    },
    {  # a marketplace order as JSON
        "heads": [],
        "bodies": [
            '{"order_id": "{w_mp_order}", "status": "delivered"',
            ' "buyer": "{fi}", "buyer_phone": "{phone}"',
            ' "delivery_address": "{w_addr_courier}"',
            ' "recipient": "{if_lat2}", "recipient_phone": "{phone2}"',
            ' "items": [{"sku": "{w_sku}", "title": "Шоколад Алёнка 15 шт", "price": "{amount}"}]',
            ' "refund": {"account": "{account}", "bik": "{bik}", "bank": "{bank}"}',
            ' "pickup_point": "{w_branch}", "promo": "{w_promo}"}',
        ],
        "count": (7, 7),
        "joiner": ",\n",
        "ordered": True,
    },
    {  # a dating profile
        "heads": ["Профиль / Profile"],
        "bodies": [
            "{dim}, {w_age} · {g:ищу её|ищу его}",
            "Name: {i_lat} {f_lat} (Latin, as on Instagram)",
            "Birthday: {bday_en}",
            "О себе: люблю шоколад Алёнка, малину и поездки в Елец к бабушке",
            "Напиши мне в телегу @{dim_lat}{n} или {phone}",
            "Живу: {w_addr_lat_plain} (не приходи без звонка)",
        ],
        "count": (4, 6),
        "ordered": True,
    },
    {  # a car service CRM / an applicant tracking system
        "heads": ["CRM Auto · client card / ATS candidate"],
        "bodies": [
            "Client: {fio} | {f_lat} {i_lat}",
            "Phone: {phone} | WhatsApp: {phone}",
            "SNILS: {snils} | INN: {inn}",
            "DOB: {w_bday_chat}",
            "Car: Лада Калина, VIN XTA21{n}{n}{n}{n}{n}{n}{n}{n}{n}{n}",
            "Address: {addr_lat}",
            "Referred by: {dim2} {f2} ({fi_latv2})",
            "Order {order}, total {amount}, discount code {w_promo}",
            "Service point: {w_branch}, hotline {hotline}",
        ],
        "count": (5, 8),
        "ordered": True,
    },
]

FRAMES7: dict[str, dict[str, object]] = {
    "form": {"variants": _FORM},
    "dialogue": {"variants": _DIALOGUE},
    "email": {"variants": _EMAIL},
    "ocr": {"variants": _OCR},
    "note": {"variants": _NOTE},
    "mixed": {"variants": _MIXED},
}
