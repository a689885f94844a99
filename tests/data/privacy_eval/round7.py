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
The sentence frames are in round7_frames.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import round5
import values as v
from people import MONTHS, latin
from round7_frames import FRAMES7
from round_kit import RoundPerson

__all__ = ["FRAMES7"]

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
class Person7(RoundPerson):
    """A person of this round (round_kit.RoundPerson)."""


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
