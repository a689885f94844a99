"""Dev texts of the eighth round of issue 16: institutions of a life (dev part only).

Written by a helper who had not read the rules, from writers the set lacked: a hospital's
discharge summary and a sick-leave certificate, a university's admission office and dormitory,
a mortgage, a flat's purchase and the state register's extract (Росреестр), an estate agent's
chat, a court's notices and the bailiffs (ФССП), the military registration office, the Social
Fund and social benefits, housing utilities (a management company, meter readings, a chat bot),
a charity and its volunteers, a marathon's registration and start list, Telegram bots and SMS
notifications, forum and social-network posts, a funeral agency and a lawyer's notes. The frames
are in round8_frames.py.

Its pool is new and every word of a name begins with a letter from Н to Я (a held-out round
written at the same time takes the others): surnames that are ordinary words (Туман, Холод,
Пирог, Пила, Шапка, Редька), a Georgian surname that does not decline and an Armenian one that
declines for men only (Чавчавадзе, Хачатрян), -ых and -ко (Плотных, Ничипоренко), -ский
(Ярошевский, Подгорецкий), first names and diminutives no round has (Пантелей → Пантюша,
Никандр → Никаша, Эдгар → Эдик, Юлиан → Юлик, Пелагея → Пелагеюшка, Фекла → Феклуша, Чеслава →
Чеся, Ядвига → Ядя), first names that are words or towns (Спартак, a football club; Резеда, a
flower; Салават, a town), the women's names Нинель and Чулпан that do not decline. Its first
draft shared thirty-five name words with the held-out part (first names and patronymics: the
data test caught them); they were replaced. A situation (`kin`, `spouse`, `men`, `women`,
`years`) says who its people are: relatives share person 1's surname and home, a spouse is of
the other gender, a conscript, a student or a grandmother is born in the years it gives.

Its slots start with `x_`. It draws from its own seeded generator (`16-dev8`), so the earlier
texts and the held-out part stay byte for byte what they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any

import values as v
from people import MONTHS, latin
from round8_frames import FRAMES8
from round_kit import RoundPerson, one, pick_person
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

__all__ = ["FRAMES8"]

SURNAMES8: list[tuple[str, str]] = [
    ("Рукавишников", "ov"), ("Староверов", "ov"), ("Толокнов", "ov"), ("Феоктистов", "ov"),
    ("Худяков", "ov"), ("Цыплаков", "ov"), ("Шелепин", "ov"), ("Щербинин", "ov"),
    ("Юшманов", "ov"), ("Эфендиев", "ov"), ("Ярошевский", "sky"), ("Подгорецкий", "sky"),
    ("Ничипоренко", "indecl"), ("Плотных", "indecl"), ("Чавчавадзе", "indecl"),
    ("Хачатрян", "noun"), ("Туман", "noun"), ("Холод", "noun"), ("Пирог", "noun"),
    ("Пила", "a"), ("Шапка", "a"), ("Редька", "a"),
]  # fmt: skip

FIRST_NAMES8: list[tuple[str, str, str]] = [
    ("Пантелей", "m", "Пантюша"), ("Никандр", "m", "Никаша"), ("Феликс", "m", "Феля"),
    ("Спартак", "m", "Спартак"), ("Нестор", "m", "Нестор"), ("Рамиль", "m", "Рамиль"),
    ("Салават", "m", "Салават"), ("Эдгар", "m", "Эдик"), ("Юлиан", "m", "Юлик"),
    ("Нонна", "f", "Нонночка"), ("Нинель", "f", "Нинель"), ("Христина", "f", "Христя"),
    ("Пелагея", "f", "Пелагеюшка"), ("Фекла", "f", "Феклуша"), ("Чеслава", "f", "Чеся"),
    ("Ядвига", "f", "Ядя"), ("Резеда", "f", "Резеда"), ("Чулпан", "f", "Чулпан"),
    ("Эльза", "f", "Эльза"),
]  # fmt: skip

PATRONYMICS8: list[tuple[str, str]] = [
    ("Пантелеевич", "Пантелеевна"), ("Нестерович", "Нестеровна"), ("Спартакович", "Спартаковна"),
    ("Салаватович", "Салаватовна"), ("Феликсович", "Феликсовна"), ("Эдгарович", "Эдгаровна"),
    ("Юлианович", "Юлиановна"), ("Поликарпович", "Поликарповна"), ("Чингизович", "Чингизовна"),
    ("Наилевич", "Наилевна"), ("Фомич", "Фоминична"),
]  # fmt: skip

CITIES8: list[tuple[str, str, str]] = [
    ("Сызрань", "сызрань", "Syzran"), ("Кинешма", "кинешма", "Kineshma"),
    ("Новочеркасск", "нчк", "Novocherkassk"), ("Ухта", "ухта", "Ukhta"),
    ("Салехард", "схд", "Salekhard"), ("Благовещенск", "блг", "Blagoveshchensk"),
    ("Шуя", "шуя", "Shuya"),
]  # fmt: skip

STREETS8: list[tuple[str, str, str]] = [
    ("ул", "Фрунзе", "Frunze"), ("ул", "Урицкого", "Uritskogo"),
    ("ул", "22 Партсъезда", "22 Partsyezda"), ("пр", "Химиков", "Khimikov"),
    ("ул", "Нефтяников", "Neftyanikov"), ("пер", "Огородный", "Ogorodnyy"),
    ("ул", "Заречная", "Zarechnaya"), ("ул", "3-я Песчаная", "3-ya Peschanaya"),
    ("бул", "Шахтёров", "Shakhterov"), ("ш", "Сызранское", "Syzranskoye"),
    ("наб", "Речников", "Rechnikov"), ("ул", "Щорса", "Shchorsa"),
]  # fmt: skip

# The text's {company}: institutions and firms of the round (a name word in one of them stays).
COMPANIES8: list[str] = [
    "ООО «УК Чистый двор»", "ООО «Агентство недвижимости Ключ-Сити»",
    "ООО «Ритуальная служба Память»", "БФ «Тёплые ладони»", "АНО «Беговой клуб Северный ветер»",
    "ООО «Юридическая компания Фемида»",
]  # fmt: skip

_INDECLINABLE = {"Нинель", "Чулпан"}

# The region of each town and its villages, dacha co-operatives: (kind, village, district).
REGIONS8 = {
    "Сызрань": "Самарская обл.", "Кинешма": "Ивановская обл.", "Новочеркасск": "Ростовская обл.",
    "Ухта": "Республика Коми", "Салехард": "ЯНАО", "Благовещенск": "Амурская обл.",
    "Шуя": "Ивановская обл.",
}  # fmt: skip
VILLAGES8 = {
    "Сызрань": [("с.", "Заборовка", "Сызранский р-н"), ("пос.", "Варламово", "Сызранский р-н")],
    "Кинешма": [("с.", "Решма", "Кинешемский р-н"), ("д.", "Выползово", "Кинешемский р-н")],
    "Новочеркасск": [("х.", "Мишкин", "Аксайский р-н"), ("ст.", "Кривянская", "Октябрьский р-н")],
    "Ухта": [("пгт", "Ярега", "г.о. Ухта"), ("пос.", "Шудаяг", "г.о. Ухта")],
    "Салехард": [("с.", "Аксарка", "Приуральский р-н"), ("пос.", "Харп", "Приуральский р-н")],
    "Благовещенск": [("с.", "Чигири", "Благовещенский р-н"), ("с.", "Владимировка",
                                                           "Благовещенский р-н")],
    "Шуя": [("с.", "Васильевское", "Шуйский р-н"), ("д.", "Китово", "Шуйский р-н")],
}  # fmt: skip
SNT8 = ("Ручеёк", "Опытник", "Энергетик-4", "Черёмушки", "Нефтяник-2")


@dataclass(frozen=True)
class Person8(RoundPerson):
    INDECLINABLE = _INDECLINABLE


# Person `index` of a situation (round_kit.pick_person) from this round's pools.
pick_for = partial(pick_person, make=Person8, surnames=SURNAMES8, firsts=FIRST_NAMES8,
                   patronymics=PATRONYMICS8)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person8:
    return s.person  # type: ignore[no-any-return]


def f_io_var(rng: random.Random, s: Any) -> str:
    """Surname and initials as people type them: no last full stop, no stops, capitals."""
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}.{m}", f"{last} {f} {m}", f"{last.upper()} {f}.{m}.",
                       f"{last} {f}. {m}", f"{last},{f}.{m}."))  # fmt: skip


def io_f_var(rng: random.Random, s: Any) -> str:
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{f}.{m}.{last}", f"{f}. {last}", f"{f}.{m}. {last}".lower(),
                       f"{f}{m} {last}"))  # fmt: skip


def lat_init(rng: random.Random, s: Any) -> str:
    p = _p(s)
    last, first, mid = latin(p.last()), latin(p.first), latin(p.middle())
    return rng.choice((f"{first[0]}. {last}", f"{last} {first[0]}.{mid[0]}.",
                       f"{last.upper()} {first.upper()}", f"{first} {mid[0]}. {last}"))  # fmt: skip


_ALT = (("kh", "h"), ("shch", "sch"), ("ya", "ia"), ("yu", "iu"), ("ts", "c"), ("zh", "j"))


def lat_alt(rng: random.Random, s: Any) -> str:
    """A Latin spelling other than the passport's: "Harition Scherbinin", "Iaroslava"."""
    p = _p(s)
    out = latin(f"{p.first} {p.last()}")
    for old, new in _ALT:
        out = out.replace(old, new).replace(old.capitalize(), new.capitalize())
    return out


def fio_hyph(rng: random.Random, s: Any) -> str:
    """A full name whose surname a scan hyphenated across a line break."""
    p = _p(s)
    last = p.last()
    cut = max(2, len(last) // 2)
    return f"{last[:cut]}-\n{last[cut:]} {p.given()} {p.middle()}"


NAME_SLOTS8 = {
    "x_f_io_var": (f_io_var, "pd.name"),
    "x_io_f_var": (io_f_var, "pd.name"),
    "x_lat_init": (lat_init, "pd.name"),
    "x_lat_alt": (lat_alt, "pd.name"),
    "x_fio_hyph": (fio_hyph, "pd.name"),
    "x_dim_f": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
    "x_dim_f_low": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()[0]}".lower(), "pd.name"),
    "x_fi_gen_up": (lambda rng, s: f"{_p(s).last('gen')} {_p(s).given('gen')}".upper(),
                    "pd.name"),
    "x_f_io_gen_low": (lambda rng, s: f"{_p(s).last('gen')} {_p(s).initials()}".lower(),
                       "pd.name"),
    "x_i_o_dat": (lambda rng, s: f"{_p(s).given('dat')} {_p(s).middle('dat')}", "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def bday_yy(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y % 100:02d}", f"{d:02d}/{m:02d}/{y % 100:02d}",
                       f"{d}-{m}-{y % 100:02d}", f"{d}.{m}.{y % 100:02d}"))  # fmt: skip


def bday_sep(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d} .{m:02d}.{y}", f"{d:02d}..{m:02d}.{y}", f"{d:02d}.{m:02d} {y}",
                       f"{d:02d}—{m:02d}—{y}", f"{d:02d} - {m:02d} - {y}", f"{d:02d}.{m:02d}./{y}",
                       f"{d:02d}·{m:02d}·{y}"))  # fmt: skip


def bday_words(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    month = MONTHS[m - 1]
    return rng.choice((f"{d}-ого {month} {y}", f"{d} {month} {y % 100:02d}",
                       f"{d} {month.capitalize()} {y}", f"{d:02d} {month} {y}",
                       f"{d} {month[:3].upper()} {y}"))  # fmt: skip


def bday_lat(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    mon = _MON_EN[m - 1]
    return rng.choice((f"{d:02d}-{mon.upper()}-{y}", f"{d} {mon} {y % 100:02d}", f"{mon} {d}, {y}",
                       f"{d:02d}.{m:02d}.{y}"))  # fmt: skip


_OCR_DIGITS = {"0": "O", "1": "l", "3": "З", "6": "б"}


def bday_ocr(rng: random.Random, s: Any) -> str:
    """A scanned date of birth: a digit read as a letter, or a space inside a number."""
    d, m, y = s.birth
    plain = f"{d:02d}.{m:02d}.{y}"
    spots = [i for i, ch in enumerate(plain) if ch in _OCR_DIGITS]
    if spots and rng.random() < 0.7:
        i = rng.choice(spots)
        return plain[:i] + _OCR_DIGITS[plain[i]] + plain[i + 1 :]
    return f"{plain[:1]} {plain[1:]}" if rng.random() < 0.5 else f"{plain[:6]} {plain[6:]}"


BIRTH_SLOTS8 = {
    "x_bday_yy": (bday_yy, "pd.birthdate"),
    "x_bday_sep": (bday_sep, "pd.birthdate"),
    "x_bday_words": (bday_words, "pd.birthdate"),
    "x_bday_lat": (bday_lat, "pd.birthdate"),
    "x_bday_ocr": (bday_ocr, "pd.birthdate"),
    "x_bday_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    # The age beside a date: not labelled.
    "x_age": (lambda rng, s: str(2026 - s.birth[2]), None),
}  # fmt: skip


# Passports, phones, e-mails ------------------------------------------------------------------


def passport_var(rng: random.Random, s: Any) -> str:
    ser, num = s.passport
    return rng.choice((f"{ser[:2]} {ser[2:]}  {num}", f"{ser} {num[:3]} {num[3:]}",
                       f"{ser[:2]} {ser[2:]} - {num}", f"{ser[:2]} {ser[2:]}/{num}",
                       f"{ser[:2]}.{ser[2:]} {num}", f"{ser} №{num}",
                       f"{ser[:2]} {ser[2:]} N {num}",
                       f"{ser[:2]}{ser[2:]}-{num}"))  # fmt: skip


def zagran(rng: random.Random, s: Any) -> str:
    """A foreign-travel passport: two digits of series, seven of number (seeded by the
    person's passport, so it draws nothing from the text's generator)."""
    own = random.Random(s.passport[1])
    ser, num = f"{own.randint(70, 77)}", f"{own.randint(1000001, 9999999)}"
    return rng.choice((f"{ser} {num}", f"{ser}{num}", f"{ser} № {num}", f"{ser}  {num}"))


def phone_var(rng: random.Random, s: Any) -> str:
    t = s.phone
    return rng.choice((f"8 {t[:3]} {t[3:6]} {t[6:8]} {t[8:]}", f"+7-{t[:3]}-{t[3:]}",
                       f"8({t[:3]}){t[3:]}", f"+7 {t[:3]} {t[3:6]}-{t[6:]}", t,
                       f"7 {t[:3]} {t[3:]}", f"+7 ({t[:3]}) {t[3:6]} {t[6:8]} {t[8:]}",
                       f"8{t[:3]} {t[3:6]} {t[6:]}"))  # fmt: skip


def email_var(rng: random.Random, s: Any) -> str:
    local, domain = s.email.split("@")
    return rng.choice((s.email.upper(), f"{local}(at){domain}", f"{local} собака {domain}",
                       f"{local}@{domain.replace('.', ' . ')}", f"{local} @ {domain}",
                       s.email))  # fmt: skip


CONTACT_SLOTS8 = {
    "x_passport": (passport_var, "pd.passport"),
    "x_zagran": (zagran, "pd.passport"),
    "x_phone": (phone_var, "pd.contacts"),
    "x_email": (email_var, "pd.contacts"),
}


# Addresses -----------------------------------------------------------------------------------

_MARK8 = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}


def addr_nomark(rng: random.Random, s: Any) -> str:
    """A street with no "ул." before it, as people write at home."""
    a = s.address
    name, h, f, k, c = a["name"], a["house"], a["flat"], a["building"], a["city"]
    return rng.choice((f"{c}, {name}, {h}-{f}", f"{name} {h} кв {f}, {c}",
                       f"{a['city_short']} {name.lower()} {h}/{k}-{f}", f"{name} д.{h} кв.{f}",
                       f"{name.lower()} {h}-{f}"))  # fmt: skip


def addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(VILLAGES8[a["city"]])
    region, h, street = REGIONS8[a["city"]], a["house"], f"{_MARK8[a['kind']]} {a['name']}"
    snt = rng.choice(SNT8)
    return rng.choice((
        f"{kind} {village}, {street}, д. {h}", f"{kind} {village} {district} д {h}",
        f"{region}, {district}, {kind} {village}, {street}, {h}",
        f"СНТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} {a['building']} линия уч {a['flat']}",
        f"{district}, СНТ «{snt}», участок № {a['flat']}",
    ))  # fmt: skip


def addr_lines(rng: random.Random, s: Any) -> str:
    a = s.address
    street = f"{_MARK8[a['kind']]} {a['name']}"
    return rng.choice((
        f"г. {a['city']},\n{street}, д. {a['house']},\nкв. {a['flat']}",
        f"{a['index']} {REGIONS8[a['city']]}\nг. {a['city']} {street} {a['house']}-{a['flat']}",
        f"{street}, д. {a['house']}, кв. {a['flat']}\n{a['city']}",
    ))  # fmt: skip


def addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    return rng.choice((f"ul. {name} {h}-{f}, {city}",
                       f"{city.upper()}, {name.upper()} STR {h} APT {f}",
                       f"{name} st, {h}, kv {f}, {city} {a['index']}",
                       f"{city} {name} d{h} kv{f}"))  # fmt: skip


def addr_dorm(rng: random.Random, s: Any) -> str:
    a = s.address
    room = 100 * (int(a["building"]) + 1) + int(a["flat"]) % 40
    return rng.choice((f"общежитие № {a['building']}, комн. {room}",
                       f"общага {a['building']}, {room} комната",
                       f"{_MARK8[a['kind']]} {a['name']}, {a['house']}, общ. № {a['building']}, "
                       f"к. {room}"))  # fmt: skip


def addr_hyph(rng: random.Random, s: Any) -> str:
    """A scanned address whose street a line break hyphenated."""
    a = s.address
    name = a["name"]
    cut = max(2, len(name) // 2)
    street = f"{_MARK8[a['kind']]} {name[:cut]}-\n{name[cut:]}"
    return f"г. {a['city']}, {street}, д. {a['house']}, кв. {a['flat']}"


ADDRESS_SLOTS8 = {
    "x_addr_nomark": (addr_nomark, "pd.address"),
    "x_addr_village": (addr_village, "pd.address"),
    "x_addr_lines": (addr_lines, "pd.address"),
    "x_addr_lat": (addr_lat, "pd.address"),
    "x_addr_dorm": (addr_dorm, "pd.address"),
    "x_addr_hyph": (addr_hyph, "pd.address"),
}

PERSON_SLOTS8 = {**NAME_SLOTS8, **BIRTH_SLOTS8, **CONTACT_SLOTS8, **ADDRESS_SLOTS8}


# Organisation values -----------------------------------------------------------------------


def _landline(t: Any) -> str:
    """An office's landline with a town's code and an extension."""
    rng = t.rng
    code = rng.choice(("8464", "49331", "86352", "8216", "34922", "4162", "49351"))
    digits = 10 - len(code)
    body = f"{rng.randint(10 ** (digits - 1), 10**digits - 1)}"
    local = f"{body[:-4]}-{body[-4:-2]}-{body[-2:]}"
    ext = rng.choice((f" доб. {rng.randint(100, 499)}", f", вн. {rng.randint(10, 99)}", ""))
    return rng.choice((f"+7 ({code}) {local}{ext}", f"8 ({code}) {local}{ext}"))


def _office(t: Any, what: str) -> str:
    """The address of a court, a hospital, an office: public, it stays."""
    rng = t.rng
    city = rng.choice(CITIES8)[0]
    kind, name, _ = rng.choice(STREETS8)
    h = rng.randint(1, 120)
    return rng.choice((f"г. {city}, {_MARK8[kind]} {name}, д. {h}",
                       f"{rng.randint(101, 694)}{rng.randint(0, 999):03d}, г. {city}, "
                       f"{_MARK8[kind]} {name}, {h}, {what}",
                       f"{city}, {name}, {h}, {what}"))  # fmt: skip


ORG_SLOTS8 = {
    "x_hosp": one("ГБУЗ СО «Сызранская центральная городская больница»",
                    "ОБУЗ «Кинешемская ЦРБ»", "ГБУЗ ЯНАО «Салехардская окружная клиническая "
                    "больница»"),
    "x_univ": one("ФГБОУ ВО «Ухтинский государственный технический университет»",
                    "ФГБОУ ВО «Амурский государственный университет»"),
    "x_court": one("Новочеркасский городской суд Ростовской области",
                     "Сызранский городской суд Самарской области",
                     "мировой судья судебного участка № 3 Кинешемского судебного района"),
    "x_fssp": one("Новочеркасский ГОСП ГУФССП России по Ростовской области",
                    "ОСП г. Ухты УФССП России по Республике Коми"),
    "x_vk": one("Военный комиссариат г. Кинешма и Кинешемского района",
                  "военный комиссариат г. Ухта Республики Коми"),
    "x_sfr": one("ОСФР по Самарской области", "Клиентская служба СФР в г. Шуе"),
    "x_bank": one("ПАО Сбербанк", "Банк ВТБ (ПАО)", "АО «Россельхозбанк»"),
    "x_office": lambda t: _office(t, t.rng.choice(("каб. 14", "офис 3", "подъезд 2", "корп. 2"))),
    "x_office_b": lambda t: _office(t, t.rng.choice(("каб. 207", "пом. 5", "этаж 2"))),
    "x_landline": _landline,
    "x_landline_b": _landline,
    "x_case": lambda t: t.rng.choice((
        f"2-{t.rng.randint(100, 4999)}/2026", f"2а-{t.rng.randint(100, 999)}/2026",
        f"13-{t.rng.randint(1000, 9999)}/2025", f"2-{t.rng.randint(10, 999)}/2025")),
    "x_ip": lambda t: f"{t.rng.randint(10000, 99999)}/26/{t.rng.randint(61000, 63999)}-ИП",
    "x_cad": lambda t: (f"{t.rng.choice(('63', '37', '61', '11', '89', '28'))}:"
                        f"{t.rng.randint(1, 40):02d}:{t.rng.randint(0, 999999):07d}:"
                        f"{t.rng.randint(10, 4999)}"),
    "x_egrn": lambda t: f"КУВИ-001/2026-{v.non_identifier(t.rng, 8)}",
    "x_eln": lambda t: v.non_identifier(t.rng, 12),
    "x_decree": lambda t: t.rng.choice((f"{t.rng.randint(100, 999)}-к",
                                        f"{t.rng.randint(10, 99)}/с",
                                        f"{t.rng.randint(1000, 4999)}-ст")),
    "x_dkp": lambda t: t.rng.choice((f"ДКП-{t.rng.randint(1, 99)}/2026",
                                     f"{t.rng.randint(100, 999)}-И/26", v.fmt_contract(t.rng))),
    "x_mailbox": lambda t: t.rng.choice(("priem", "kanc", "info", "noreply", "dispatcher",
                                         "reg", "help", "ritual")) + "@" + t.rng.choice((
        "ugtu-priem.ru", "sudrf-kinesh.ru", "uk-chistydvor.ru", "teplye-ladoni.org",
        "sever-run.ru", "pamyat-ritual.ru", "klyuch-city.ru")),
    "x_inn": lambda t: v.org_inn(t.rng),
}  # fmt: skip


PLAIN_SLOTS8 = {
    # A meter's reading, a bib and a room: numbers that are no one's data.
    "x_meter": lambda rng: f"{rng.randint(100, 2999):05d},{rng.randint(0, 9)}",
    "x_bib": lambda rng: str(rng.randint(100, 4999)),
    "x_year": lambda rng: str(rng.randint(2019, 2026)),
}
