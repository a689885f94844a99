"""Dev texts of the twelfth round of issue 16: writers no round had (dev part only).

Written after the rules were finished, to measure them on writers they never saw, all of the
Sakhalin region: a veterinary ambulance's call card and its vet's shift notes, a blood donor
centre's questionnaire and a donor's certificate, a driving school's enrolment form and a
scanned medical certificate for drivers, a bank's safe-deposit box lease, a crypto OTC chat typed
in transliteration, a telemedicine consultation transcribed by speech recognition, a wedding
agency's chat and its planner's notes, a private security firm's alarm call and its guard log, a
shipyard's HR letter and a scanned personnel card, a university dissertation council's letter, a
request for a visit to a penal colony, a railway lost-and-found's letter, a fishing cooperative's
scanned catch permit and its chairman's notes, an auto-parts marketplace's export, an SMS
gateway's log, a survey's XML export and a spreadsheet pasted as tab-separated text. The frames
are in round12_frames.py, the organisation values and unlabelled numbers in round12_org.py.

Its pool is new (no word of a name occurs in another round of either split) and every word of a
name begins with a letter from Н to Я (a held-out round written at the same time takes the
others). A situation says who its people are (`kin`, `spouse`, `men`/`women`, `years`,
`children`) as in round 11, and the range of its amounts (`sums`, `part`). Its slots start with
`p_`. It draws from its own seeded generator (`16-dev12`), so the earlier texts stay byte for
byte what they were.
"""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import round11 as r11
from people import MONTHS, latin
from round7 import spoken_group
from round11 import Person11, icao
from round12_frames import FRAMES12
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for
from round_kit import mobile, pick_person

__all__ = ["FRAMES12"]

SURNAMES12: list[tuple[str, str]] = [
    ("Осетров", "ov"), ("Сивков", "ov"), ("Тырышкин", "ov"), ("Умрихин", "ov"),
    ("Фалалеев", "ov"), ("Хрусталёв", "ov"), ("Шабунин", "ov"), ("Яранцев", "ov"),
    ("Нуждин", "ov"), ("Щепкин", "ov"), ("Ярыгин", "ov"), ("Понизовский", "sky"),
    ("Стрелецкий", "sky"), ("Рачковский", "sky"), ("Рудых", "indecl"), ("Тертышных", "indecl"),
    ("Ященко", "indecl"), ("Юрченко", "indecl"), ("Шин", "noun"), ("Хан", "noun"), ("Юн", "noun"),
    ("Сон", "noun"), ("Сазан", "noun"), ("Навага", "a"), ("Шахназарян", "noun"),
]  # fmt: skip

FIRST_NAMES12: list[tuple[str, str, str]] = [
    ("Радий", "m", "Радик"), ("Никодим", "m", "Никодимушка"), ("Самсон", "m", "Самсоша"),
    ("Прокопий", "m", "Проня"), ("Нифонт", "m", "Нифоша"), ("Орест", "m", "Орестик"),
    ("Панфил", "m", "Панфилушка"), ("Рюрик", "m", "Рюрик"), ("Сидор", "m", "Сидорка"),
    ("Фирс", "m", "Фирсушка"), ("Фома", "m", "Фомушка"), ("Харлампий", "m", "Харлаша"),
    ("Януарий", "m", "Януша"),
    ("Эмилия", "f", "Эмилька"), ("Салтанат", "f", "Салтанат"), ("Пульхерия", "f", "Пуша"),
    ("Октябрина", "f", "Октя"), ("Павлина", "f", "Павлуша"), ("Новелла", "f", "Новеллочка"),
    ("Розалия", "f", "Розочка"), ("Сусанна", "f", "Сусанночка"), ("Стелла", "f", "Стеллочка"),
    ("Саломея", "f", "Соломка"), ("Эдита", "f", "Эдочка"), ("Ноябрина", "f", "Ноябринка"),
]  # fmt: skip

PATRONYMICS12: list[tuple[str, str]] = [
    ("Никодимович", "Никодимовна"), ("Самсонович", "Самсоновна"), ("Прокопьевич", "Прокопьевна"),
    ("Нифонтович", "Нифонтовна"), ("Орестович", "Орестовна"), ("Панфилович", "Панфиловна"),
    ("Рюрикович", "Рюриковна"), ("Сидорович", "Сидоровна"), ("Фирсович", "Фирсовна"),
    ("Харлампиевич", "Харлампиевна"),
]  # fmt: skip

# Every man's first name of the pool has its patronymic in the pool but Радий's, Фома's and
# Януарий's.
FATHERS12 = {
    name: pair
    for name, pair in zip(
        ("Никодим", "Самсон", "Прокопий", "Нифонт", "Орест", "Панфил", "Рюрик", "Сидор", "Фирс",
         "Харлампий"), PATRONYMICS12, strict=True,
    )
}  # fmt: skip

CITIES12: list[tuple[str, str, str]] = [
    ("Южно-Сахалинск", "юсах", "Yuzhno-Sakhalinsk"), ("Корсаков", "корсаков", "Korsakov"),
    ("Холмск", "холмск", "Kholmsk"), ("Невельск", "невельск", "Nevelsk"),
    ("Поронайск", "поронайск", "Poronaysk"), ("Оха", "оха", "Okha"),
]  # fmt: skip

STREETS12: list[tuple[str, str, str]] = [
    ("ул", "Пограничная", "Pogranichnaya"), ("ул", "Хабаровская", "Khabarovskaya"),
    ("ул", "Емельянова", "Emelyanova"), ("ул", "Курильская", "Kurilskaya"),
    ("ул", "Тихоокеанская", "Tikhookeanskaya"), ("пр", "Победы", "Pobedy"),
    ("ул", "Невельская", "Nevelskaya"), ("ул", "Крайняя", "Krainyaya"),
    ("ул", "Амурская", "Amurskaya"), ("ул", "2-я Центральная", "2-ya Tsentralnaya"),
    ("ул", "50 лет Октября", "50 let Oktyabrya"), ("пер", "Портовый", "Portovyy"),
]  # fmt: skip

COMPANIES12: list[str] = [
    "ООО «Ветскорая Сахалин»", "АНО ДПО «Автошкола Островная»", "АО «Холмская судоверфь»",
    "ООО «Свадебное агентство Сакура»", "ООО «ЧОО Сахалин-Щит»", "ООО «Телемед Остров»",
]  # fmt: skip

VILLAGES12 = {
    "Южно-Сахалинск": [("с.", "Троицкое", "Анивский р-н"), ("с.", "Стародубское", "Долинский р-н")],
    "Корсаков": [("с.", "Озёрское", "Корсаковский р-н")],
    "Холмск": [("с.", "Чапланово", "Холмский р-н")],
    "Невельск": [("с.", "Горнозаводск", "Невельский р-н")],
    "Поронайск": [("пгт", "Вахрушев", "Поронайский р-н")],
    "Оха": [("с.", "Некрасовка", "Охинский р-н")],
}  # fmt: skip
SNT12 = ("Рыбник", "Сахалинец", "Строитель-3", "Сосновый бор")


# Person `index` of a situation (round_kit.pick_person) from this round's pools.
pick_for = partial(pick_person, make=Person11, surnames=SURNAMES12, firsts=FIRST_NAMES12,
                   patronymics=PATRONYMICS12, fathers=FATHERS12)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person11:
    return s.person  # type: ignore[no-any-return]


def f_i(rng: random.Random, s: Any) -> str:
    """A surname and one initial, as a log or a list writes it."""
    p = _p(s)
    return rng.choice((f"{p.last()} {p.first[0]}.", f"{p.last().upper()} {p.first[0]}.",
                       f"{p.first[0]}. {p.last()}", f"{p.last()} {p.first[0]}"))  # fmt: skip


def fi_low(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((f"{p.given()} {p.last()}".lower(), f"{p.last()} {p.given()}".lower()))


def lat_ru(rng: random.Random, s: Any) -> str:
    """A name typed in Latin letters in a chat, the way its owner spells it."""
    p = _p(s)
    dim, first, last = latin(p.diminutive), latin(p.first), latin(p.last())
    return rng.choice((f"{first} {last}", f"{dim.lower()} {last.lower()}", f"{last} {first}",
                       f"{first.lower()}_{last.lower()}"))  # fmt: skip


NAME_SLOTS12 = {
    "p_f_io": (r11.f_io, "pd.name"),
    "p_f_i": (f_i, "pd.name"),
    "p_fi_low": (fi_low, "pd.name"),
    "p_spaced": (r11.spaced, "pd.name"),
    "p_box_f": (lambda rng, s: r11.boxes(_p(s).last()), "pd.name"),
    "p_icao": (lambda rng, s: icao(f"{_p(s).last()} {_p(s).given()}"), "pd.name"),
    "p_lat_full": (r11.lat_full, "pd.name"),
    "p_lat_fi": (r11.lat_initial, "pd.name"),
    "p_lat_ru": (lat_ru, "pd.name"),
    "p_lat_dim": (lambda rng, s: rng.choice((latin(_p(s).diminutive),
                                             latin(_p(s).diminutive).lower())), "pd.name"),
    "p_voc": (r11.vocative, "pd.name"),
    "p_dimf": (lambda rng, s: f"{_p(s).diminutive} {_p(s).last()}", "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_DAY_NOM = ("первое", "второе", "третье", "четвёртое", "пятое", "шестое", "седьмое", "восьмое",
            "девятое", "десятое", "одиннадцатое", "двенадцатое", "тринадцатое", "четырнадцатое",
            "пятнадцатое", "шестнадцатое", "семнадцатое", "восемнадцатое", "девятнадцатое",
            "двадцатое")  # fmt: skip


def bday_voice(rng: random.Random, s: Any) -> str:
    """A date of birth as speech recognition writes it: words, digits or both."""
    d, m, y = s.birth
    month = MONTHS[m - 1]
    day = _DAY_NOM[d - 1] if d <= 20 else f"двадцать {_DAY_NOM[d - 21]}"
    return rng.choice((f"{day} {month} {y}", f"{d} {month} {y} года", f"{d} {month} {y % 100}-го",
                       f"{spoken_group(f'{d:02d}')} {spoken_group(f'{m:02d}')} {y}"))  # fmt: skip


def bday_chat(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d}.{m}.{y % 100:02d}", f"{d:02d}{m:02d}{y}", f"{d} {r11._MON[m - 1]} {y}",
                       f"{d:02d}.{m:02d}.{y}г.р", f"{d}/{m}/{y}"))  # fmt: skip


BIRTH_SLOTS12 = {
    "p_bday": (r11.bday, "pd.birthdate"),
    "p_bday_odd": (r11.bday_odd, "pd.birthdate"),
    "p_bday_words": (r11.bday_words, "pd.birthdate"),
    "p_bday_dm": (r11.bday_dm, "pd.birthdate"),
    "p_bday_en": (r11.bday_en, "pd.birthdate"),
    "p_bday_box": (r11.bday_box, "pd.birthdate"),
    "p_bday_voice": (bday_voice, "pd.birthdate"),
    "p_bday_chat": (bday_chat, "pd.birthdate"),
    "p_bday_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    "p_bday_dot": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                   "pd.birthdate"),
    "p_year": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
}  # fmt: skip


# Passports, phones, e-mails --------------------------------------------------------------------


def _series(s: Any) -> tuple[str, str]:
    """A passport issued in the Sakhalin region: its series starts with the region's 64."""
    return "64" + s.passport[0][2:], s.passport[1]


def passport(rng: random.Random, s: Any) -> str:
    ser, num = _series(s)
    return rng.choice((f"{ser[:2]} {ser[2:]} {num}", f"{ser} {num}", f"{ser[:2]} {ser[2:]}  {num}",
                       f"{ser[:2]} {ser[2:]} № {num}", f"{ser} №{num}", f"{ser}{num}",
                       f"{ser}-{num}", f"{ser[:2]}.{ser[2:]} {num}"))  # fmt: skip


_CODES = ("914", "924", "962", "984", "909", "924")


_mobile = partial(mobile, codes=_CODES)


def phone(rng: random.Random, s: Any, ten: str | None = None) -> str:
    t = _mobile(ten or s.phone)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((f"+7 {a} {b}-{c}-{d}", f"8{t}", f"8 ({a}) {b}-{c}-{d}", f"+7{t}",
                       f"8-{a}-{b}-{c}-{d}", f"8 {a} {b} {c} {d}", f"7{t}"))  # fmt: skip


def phone_voice(rng: random.Random, s: Any) -> str:
    t = _mobile(s.phone)
    head = rng.choice(("восемь", "плюс семь"))
    return head + " " + " ".join(spoken_group(g) for g in (t[:3], t[3:6], t[6:8], t[8:]))


CONTACT_SLOTS12 = {
    "p_pass": (passport, "pd.passport"),
    "p_pass_ser": (lambda rng, s: rng.choice((f"{_series(s)[0][:2]} {_series(s)[0][2:]}",
                                              _series(s)[0])), "pd.passport"),
    "p_pass_num": (lambda rng, s: _series(s)[1], "pd.passport"),
    "p_zagran": (r11.zagran, "pd.passport"),
    "p_phone": (phone, "pd.contacts"),
    "p_wphone": (lambda rng, s: phone(rng, s, s.work_phone), "pd.contacts"),
    "p_phone_plus": (lambda rng, s: f"+7{_mobile(s.phone)}", "pd.contacts"),
    "p_phone_bare": (lambda rng, s: f"7{_mobile(s.phone)}", "pd.contacts"),
    "p_phone_voice": (phone_voice, "pd.contacts"),
    "p_email": (r11.email, "pd.contacts"),
}  # fmt: skip


# Addresses -------------------------------------------------------------------------------------

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}
_MARK_LAT = {"ул": "St.", "пр": "Ave.", "пер": "Ln.", "бул": "Blvd.", "ш": "Hwy", "наб": "Emb."}
_REGION = "Сахалинская обл."


def _index(a: dict[str, str]) -> str:
    """A postcode of the region (693xxx-694xxx), drawn from the address's own digits."""
    return f"69{3 + int(a['index'][2]) % 2}{a['index'][3:]}"


def _street(a: dict[str, str]) -> str:
    return f"{_MARK[a['kind']]} {a['name']}"


def addr(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, c = _street(a), a["house"], a["flat"], a["city"]
    return rng.choice((
        f"{_index(a)}, {_REGION}, г. {c}, {st}, д. {h}, кв. {f}",
        f"г. {c}, {st}, д. {h}, кв. {f}",
        f"Сахалинская область, г. {c}, {st}, дом {h}, квартира {f}",
        f"{_index(a)}, г.{c}, {st}, {h}-{f}",
    ))  # fmt: skip


def addr_short(rng: random.Random, s: Any) -> str:
    a = s.address
    st, h, f, name = _street(a), a["house"], a["flat"], a["name"]
    return rng.choice((f"{name} {h}-{f}", f"{st} {h}-{f}", f"{st}, д. {h}, кв. {f}",
                       f"{name}, {h}, кв. {f}", f"{st} д{h} кв{f}"))  # fmt: skip


def addr_inf(rng: random.Random, s: Any) -> str:
    a = s.address
    name, h, f, c = a["name"].lower(), a["house"], a["flat"], a["city_short"]
    return rng.choice((f"{c}, {name} {h} кв {f}", f"{c} {name} {h}-{f}",
                       f"{name} {h}, {a['building']} подъезд, кв {f}",
                       f"{c} {name} {h} кв{f} домофон {f}", f"{name} {h}/{f}"))  # fmt: skip


def addr_village(rng: random.Random, s: Any) -> str:
    a = s.address
    kind, village, district = rng.choice(VILLAGES12[a["city"]])
    h = a["house"]
    return rng.choice((f"{_REGION}, {district}, {kind} {village}, ул. Школьная, д. {h}",
                       f"{kind} {village}, ул. Рыбацкая {h}",
                       f"{village.lower()} {h}", f"{district}, {kind} {village}, {h}"))  # fmt: skip


def addr_snt(rng: random.Random, s: Any) -> str:
    a = s.address
    snt = SNT12[int(a["building"]) - 1]
    return rng.choice((f"СНТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} уч {a['flat']}",
                       f"г. {a['city']}, СНТ «{snt}», участок № {a['flat']}"))  # fmt: skip


def addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    mark = _MARK_LAT[a["kind"]]
    return rng.choice((f"apt. {f}, {h} {name} {mark}, {city}, {_index(a)}, Russia",
                       f"{city}, ul. {name} {h}-{f}", f"{name.lower()} {h} kv {f}",
                       f"{h}-{f} {name} {mark}, {city}, Sakhalin Oblast"))  # fmt: skip


def addr_voice(rng: random.Random, s: Any) -> str:
    a = s.address
    name = a["name"].lower()
    return rng.choice((f"{name} {a['house']} квартира {a['flat']}",
                       f"улица {name} дом {a['house']} квартира {a['flat']}",
                       f"город {a['city'].lower()} {name} {a['house']} {a['flat']}"))  # fmt: skip


ADDRESS_SLOTS12 = {
    "p_addr": (addr, "pd.address"),
    "p_addr_short": (addr_short, "pd.address"),
    "p_addr_inf": (addr_inf, "pd.address"),
    "p_addr_village": (addr_village, "pd.address"),
    "p_addr_snt": (addr_snt, "pd.address"),
    "p_addr_lat": (addr_lat, "pd.address"),
    "p_addr_voice": (addr_voice, "pd.address"),
}

# Values tied to a person that are nobody's data (so they stay unlabelled): the day of a message,
# a pass, a member's card; one per person, so a text repeats it.
PLAIN_PERSON_SLOTS12 = {
    "p_day": (lambda rng, s: f"{rng.randint(1, 28):02d}.{rng.choice(('03', '04', '05'))}.2026",
              None),
    "p_isoday": (lambda rng, s: f"2026-{rng.choice(('03', '04', '05'))}-{rng.randint(1, 28):02d}",
                 None),
    "p_card_id": (lambda rng, s: f"{rng.randint(1000, 99999)}", None),
}  # fmt: skip

PERSON_SLOTS12 = {
    **NAME_SLOTS12, **BIRTH_SLOTS12, **CONTACT_SLOTS12, **ADDRESS_SLOTS12, **PLAIN_PERSON_SLOTS12,
}  # fmt: skip
