"""Held-out texts of the fourth held-out round of issue 16: 48 texts (8 a genre), ids `heldout4-…`.

Written by a helper who had not read the detection rules and scored no split, from writers no
round had: freight (waybills, a driver's chat with the dispatcher, a carrier's export), building
sites (a foreman's notes), a farm and its staff, the employment of foreign workers, a travel
agency, a bank's collections department, Госуслуги and МФЦ notices, a private dental clinic, a
kindergarten's parents' chat, a motor insurance claim, a notary, a car rental, a marketplace
seller's support, a statement to the police and a pawnshop.

Each genre has four situations (`variants`); text n takes variant (n - 1) % 4 and samples its
lines. A situation may name the people of it who are foreign workers (`migrants`): they come
from a pool of Central Asian names.

Its pool is new: every name word begins with a letter from А to М (a dev round written at the
same time takes the others) and none occurs in the dev part (the data test checks it). Its slots
start with `y_`. It draws from its own seeded generator (`16-heldout4`), so every earlier text
stays byte for byte what it was.
The places are in heldout4_places.py, the organisation values in heldout4_org.py, the sentence
frames in heldout4_frames.py and heldout4_frames2.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from heldout4_frames import FRAMES_H4
from heldout4_org import ORG_SLOTS_H4, PLAIN_SLOTS_H4
from heldout4_places import (
    _INDEX,
    _MARK,
    _MARK_FIAS,
    _MARK_LAT,
    _REGIONS,
    _VILLAGE_STREETS,
    _VILLAGES,
    _WORD,
    CITIES_H4,
    STREETS_H4,
)
from people import MONTHS
from round_kit import RoundPerson, draw_person

__all__ = ["CITIES_H4", "FRAMES_H4", "ORG_SLOTS_H4", "PLAIN_SLOTS_H4", "STREETS_H4"]

SURNAMES_H4: list[tuple[str, str]] = [
    ("Агафонов", "ov"), ("Бурков", "ov"), ("Воробьёв", "ov"), ("Гладков", "ov"), ("Журбин", "ov"),
    ("Зотов", "ov"), ("Игумнов", "ov"), ("Кочетков", "ov"), ("Лапин", "ov"), ("Маслов", "ov"),
    ("Касимов", "ov"), ("Гусаков", "ov"), ("Ежов", "ov"), ("Жидков", "ov"), ("Зуев", "ov"),
    ("Лыков", "ov"), ("Мухин", "ov"), ("Афанасьев", "ov"), ("Мещерский", "sky"),
    ("Мирошниченко", "indecl"), ("Железных", "indecl"), ("Беридзе", "indecl"),
    ("Кварацхелия", "indecl"), ("Кулик", "noun"), ("Бурак", "noun"), ("Лещ", "noun"),
    ("Гвоздь", "noun"), ("Мкртчян", "noun"), ("Казарян", "noun"), ("Лопата", "a"),
]  # fmt: skip

# Foreign workers of the migration situations: surnames as their passports give them.
SURNAMES_H4_CA: list[tuple[str, str]] = [
    ("Исмоилов", "ov"), ("Жураев", "ov"), ("Бобоев", "ov"), ("Джумаев", "ov"), ("Ашуров", "ov"),
    ("Маматов", "ov"), ("Абдуллаев", "ov"), ("Жумабаев", "ov"),
]  # fmt: skip

_IRREGULAR = {"Гвоздь": ("Гвоздь", "Гвоздя", "Гвоздю", "Гвоздя", "Гвоздём", "Гвозде")}

FIRST_NAMES_H4: list[tuple[str, str, str]] = [
    ("Богдан", "m", "Богдаша"), ("Гавриил", "m", "Гаврюша"), ("Захар", "m", "Захарка"),
    ("Игнат", "m", "Игнаша"), ("Кузьма", "m", "Кузя"), ("Макар", "m", "Макарка"),
    ("Вениамин", "m", "Веня"), ("Емельян", "m", "Емеля"), ("Виталий", "m", "Виталик"),
    ("Богдана", "f", "Дана"), ("Жанна", "f", "Жанночка"), ("Инна", "f", "Инночка"),
    ("Ираида", "f", "Ида"), ("Клара", "f", "Кларочка"), ("Лидия", "f", "Лида"),
    ("Ева", "f", "Евочка"),
    ("Марта", "f", "Марточка"), ("Арина", "f", "Аришка"), ("Дарина", "f", "Даринка"),
]  # fmt: skip

FIRST_NAMES_H4_CA: list[tuple[str, str, str]] = [
    ("Жасур", "m", "Жасур"), ("Дилшод", "m", "Дилшод"), ("Зафар", "m", "Зафар"),
    ("Азиз", "m", "Азиз"), ("Бекзод", "m", "Бека"), ("Икром", "m", "Икром"),
    ("Гулнора", "f", "Гулнора"), ("Дилфуза", "f", "Дилфуза"), ("Малика", "f", "Малика"),
    ("Зулфия", "f", "Зулфия"),
]  # fmt: skip

PATRONYMICS_H4: list[tuple[str, str]] = [
    ("Абрамович", "Абрамовна"), ("Богданович", "Богдановна"), ("Гаврилович", "Гавриловна"),
    ("Захарович", "Захаровна"), ("Львович", "Львовна"), ("Макарович", "Макаровна"),
    ("Емельянович", "Емельяновна"), ("Данилович", "Даниловна"), ("Игнатович", "Игнатовна"),
]  # fmt: skip

PATRONYMICS_H4_CA: list[tuple[str, str]] = [
    ("Азизович", "Азизовна"),
    ("Икромович", "Икромовна"),
    ("Жасурович", "Жасуровна"),
]


COMPANIES_H4: list[str] = [
    "ООО «ТК Зауралье-Транс»", "ООО «СК Монолит-Белгород»", "ООО «Агрофирма Кетовская»",
    "ООО «Пятый сезон»", "ООО «Дентал Арт»", "ООО «Прокат Авто 45»", "ООО «Ломбард Золотой запас»",
    "ООО «Бийский элеватор»",
]  # fmt: skip

BANKS_H4: list[tuple[str, str]] = [
    ("ПАО «Совкомбанк»", "045004763"),
    ("ПАО «Промсвязьбанк»", "044525555"),
    ("АО «Райффайзенбанк»", "044525700"),
    ("АО «ОТП Банк»", "044525311"),
]


@dataclass(frozen=True)
class PersonH4(RoundPerson):
    IRREGULAR = _IRREGULAR


def pick_person(rng: random.Random, taken: set[str], migrant: bool = False) -> PersonH4:
    """A person whose surname and first name are not taken (round_kit.draw_person); a migrant
    from the Central Asian pool."""
    return draw_person(rng, taken, make=PersonH4,
                       surnames=SURNAMES_H4_CA if migrant else SURNAMES_H4,
                       firsts=FIRST_NAMES_H4_CA if migrant else FIRST_NAMES_H4,
                       patronymics=PATRONYMICS_H4_CA if migrant else PATRONYMICS_H4)  # fmt: skip


# Names (kinds start with "y_"; none ends in a digit) ---------------------------------------------

# ICAO 9303 as the passport office and airlines write Russian names since 2010.
_ICAO = {
    "а": "A", "б": "B", "в": "V", "г": "G", "д": "D", "е": "E", "ё": "E", "ж": "ZH", "з": "Z",
    "и": "I", "й": "I", "к": "K", "л": "L", "м": "M", "н": "N", "о": "O", "п": "P", "р": "R",
    "с": "S", "т": "T", "у": "U", "ф": "F", "х": "KH", "ц": "TS", "ч": "CH", "ш": "SH",
    "щ": "SHCH", "ъ": "IE", "ы": "Y", "ь": "", "э": "E", "ю": "IU", "я": "IA",
}  # fmt: skip
# How an Uzbek or Tajik worker types his own name in Latin (the Uzbek alphabet's letters).
_UZ = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "yo", "ж": "j", "з": "z",
    "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "x", "ц": "s", "ч": "ch", "ш": "sh",
    "щ": "sh", "ъ": "", "ы": "i", "ь": "", "э": "e", "ю": "yu", "я": "ya",
}  # fmt: skip


def _translit(text: str, table: dict[str, str]) -> str:
    out = []
    for ch in text:
        piece = table.get(ch.lower(), ch)
        out.append(piece.capitalize() if ch != ch.lower() else piece.lower())
    return "".join(out)


def _p(s: object) -> PersonH4:
    return s.person  # type: ignore[attr-defined,no-any-return]


def _f_io_loose(rng: random.Random, s: object) -> str:
    """Surname and initials as typed in a hurry: no last full stop, no stops, lower case."""
    p = _p(s)
    i, o = p.first[0], p.middle()[0]
    return rng.choice((f"{p.last()} {i}.{o}", f"{p.last()} {i}{o}", f"{p.last()} {i} {o}",
                       f"{p.last()} {i}.{o}.".lower(), f"{p.last().upper()} {i}.{o}."))  # fmt: skip


def _f_broken(rng: random.Random, s: object) -> str:
    """A surname an OCR engine joined across a line break: "Гла- дков"."""
    last = _p(s).last()
    cut = max(2, len(last) // 2)
    return f"{last[:cut]}- {last[cut:]}"


_NAME_SLOTS = {
    "y_fi_icao": (lambda rng, s: _translit(f"{_p(s).last()} {_p(s).first}", _ICAO), "pd.name"),
    "y_f_icao": (lambda rng, s: _translit(_p(s).last(), _ICAO), "pd.name"),
    "y_i_icao": (lambda rng, s: _translit(_p(s).first, _ICAO), "pd.name"),
    "y_if_uz": (lambda rng, s: _translit(f"{_p(s).first} {_p(s).last()}", _UZ), "pd.name"),
    "y_fi_uz_low": (
        lambda rng, s: _translit(f"{_p(s).last()} {_p(s).first}", _UZ).lower(),
        "pd.name",
    ),
    "y_f_io_loose": (_f_io_loose, "pd.name"),
    "y_f_broken": (_f_broken, "pd.name"),
    # As a bank shows the receiver of a transfer: "Инна Г."
    "y_if_short": (lambda rng, s: f"{_p(s).first} {_p(s).last()[0]}.", "pd.name"),
    "y_fi_caps_gen": (
        lambda rng, s: f"{_p(s).last('gen')} {_p(s).given('gen')}".upper(),
        "pd.name",
    ),
}


# Dates of birth ----------------------------------------------------------------------------------

Birth = tuple[int, int, int]
_MON_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MON_RU = ("ЯНВ", "ФЕВ", "МАР", "АПР", "МАЙ", "ИЮН", "ИЮЛ", "АВГ", "СЕН", "ОКТ", "НОЯ", "ДЕК")


def _num(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d}.{m}.{y % 100:02d}", f"{d:02d}.{m}.{y}",
                       f"{d}/{m:02d}/{y}", f"{d:02d}.{m:02d}.{y}"))  # fmt: skip


def _iso(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return f"{y}-{m:02d}-{d:02d}"


def _excel(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    mon = _MON_EN[m - 1]
    return rng.choice((f"{d:02d}-{mon}-{y}", f"{d}-{mon}-{y % 100:02d}", f"{mon} {d}, {y}",
                       f"{d:02d}.{mon}.{y}", f"{d:02d} {mon.upper()} {y % 100:02d}"))  # fmt: skip


def _caps(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d} {_MON_RU[m - 1]} {y}", f"{d} {MONTHS[m - 1].upper()} {y}",
                       f"{d:02d}.{_MON_RU[m - 1]}.{y}"))  # fmt: skip


def _words(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d} {MONTHS[m - 1]} {y}", f"{d:02d} {MONTHS[m - 1]} {y}",
                       f"{d}-го {MONTHS[m - 1]} {y}", f"{d} {MONTHS[m - 1][:3]} {y}"))  # fmt: skip


def _scan(rng: random.Random, b: Birth) -> str:
    """A date a scanner read with a stray space, a comma or a letter О for a nought."""
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d},{y}", f"{d:02d} .{m:02d}.{y}", f"{d:02d}.{m:02d}. {y}",
                       f"{d:02d}.{m:02d}.{y}".replace("0", "О", 1), f"{d:02d}.{m:02d}.{y}",
                       f"{d:02d}-{m:02d}.{y}"))  # fmt: skip


def _dm(rng: random.Random, b: Birth) -> str:
    d, m, _ = b
    return rng.choice((f"{d} {MONTHS[m - 1]}", f"{d:02d}.{m:02d}", f"{d}го {MONTHS[m - 1]}",
                       f"{d}.{m}", f"{d} {MONTHS[m - 1][:3]}"))  # fmt: skip


def _kid(b: Birth) -> Birth:
    """A kindergarten child: the same day and month, a year in 2019-2022."""
    d, m, y = b
    return d, m, 2019 + y % 4


def _pupil(b: Birth) -> Birth:
    d, m, y = b
    return d, m, 2011 + y % 7


_BIRTH_STYLES = {"num": _num, "iso": _iso, "excel": _excel, "caps": _caps, "words": _words,
                 "scan": _scan, "dm": _dm}  # fmt: skip


def _birth_slots() -> dict[str, tuple[object, str]]:
    slots: dict[str, tuple[object, str]] = {}
    for style, build in _BIRTH_STYLES.items():
        slots[f"y_bday_{style}"] = (lambda rng, s, f=build: f(rng, s.birth), "pd.birthdate")
        slots[f"y_kbday_{style}"] = (lambda rng, s, f=build: f(rng, _kid(s.birth)), "pd.birthdate")
        slots[f"y_pbday_{style}"] = (
            lambda rng, s, f=build: f(rng, _pupil(s.birth)),
            "pd.birthdate",
        )
    return slots


# Documents, phones, e-mails ----------------------------------------------------------------------


def _passport(rng: random.Random, s: object) -> str:
    series, n = s.passport  # type: ignore[attr-defined]
    a, b = series[:2], series[2:]
    return rng.choice((
        f"{a}{b} {n}", f"{a} {b} {n}", f"{a}{b}-{n}", f"{a}{b}№{n}", f"{a} {b}  № {n}",
        f"{a}{b}{n}", f"{a} {b} {n[:3]}{n[3:]}", f"{a}{b} /{n}", f"{a}{b} No.{n}",
    ))  # fmt: skip


def _foreign_passport(rng: random.Random, s: object) -> str:
    """A Central Asian passport: two Latin letters and seven digits (from the person's Russian
    number, so nothing new is drawn but the letters)."""
    digits = (s.passport[0] + s.passport[1])[-7:]  # type: ignore[attr-defined]
    letters = rng.choice(("FA", "AB", "AC", "AD", "AA"))
    return rng.choice((f"{letters}{digits}", f"{letters} {digits}", f"{letters} № {digits}"))


def _phone(rng: random.Random, s: object) -> str:
    ten = s.phone  # type: ignore[attr-defined]
    a, b, c, d = ten[:3], ten[3:6], ten[6:8], ten[8:]
    return rng.choice((
        f"{a}-{b}-{c}-{d}", f"+7 {a} {b}{c}{d}", f"8({a}){b}-{c}-{d}", f"8 {a} {b}-{c}{d}",
        f"+7{ten}", f"8{ten}", f"+7 ({a}) {b}-{c}-{d}", f"8-{a}-{b}-{c}-{d}",
    ))  # fmt: skip


def _phone_home(rng: random.Random, s: object) -> str:
    """A foreign worker's number at home (Uzbekistan, Tajikistan, Kyrgyzstan)."""
    tail = s.work_phone[3:]  # type: ignore[attr-defined]
    code, op = rng.choice((("998", "90"), ("998", "93"), ("992", "93"), ("992", "90"),
                           ("996", "555"), ("996", "700")))  # fmt: skip
    return rng.choice((f"+{code} {op} {tail[:3]}-{tail[3:5]}-{tail[5:]}", f"+{code}{op}{tail}",
                       f"{code} {op} {tail[:3]} {tail[3:]}"))  # fmt: skip


def _snils(rng: random.Random, s: object) -> str:
    x = s.snils  # type: ignore[attr-defined]
    return rng.choice(
        (
            f"{x[:3]}-{x[3:6]}-{x[6:9]} {x[9:]}",
            x,
            f"{x[:3]}-{x[3:6]}-{x[6:]}",
            f"{x[:3]} {x[3:6]} {x[6:9]} {x[9:]}",
            f"{x[:3]}-{x[3:6]}-{x[6:9]}-{x[9:]}",
        )
    )


def _card(rng: random.Random, s: object) -> str:
    c = s.card  # type: ignore[attr-defined]
    return rng.choice((f"{c[:4]} {c[4:8]} {c[8:12]} {c[12:]}", c, f"{c[:4]}-{c[4:8]}-{c[8:12]}-"
                       f"{c[12:]}", f"{c[:4]} {c[4:8]}  {c[8:12]} {c[12:]}"))  # fmt: skip


def _email(rng: random.Random, s: object) -> str:
    p = _p(s)
    last, first = _translit(p.last(), _UZ).lower(), _translit(p.first, _UZ).lower()
    year = s.birth[2] % 100  # type: ignore[attr-defined]
    local = rng.choice((f"{last}{year:02d}", f"{first}_{last}", f"{first}.{last[0]}{year:02d}",
                        f"{last}.{first}"))  # fmt: skip
    return f"{local}@{rng.choice(('mail.ru', 'yandex.ru', 'gmail.com', 'list.ru', 'inbox.ru'))}"


# Addresses ---------------------------------------------------------------------------------------


def _a(s: object) -> dict[str, str]:
    return s.address  # type: ignore[attr-defined,no-any-return]


def _index(a: dict[str, str]) -> str:
    return _INDEX[a["city"]] + a["index"][-3:]


def _addr_formal(rng: random.Random, s: object) -> str:
    a = _a(s)
    kind, name, h, f, k, c = a["kind"], a["name"], a["house"], a["flat"], a["building"], a["city"]
    street, region = f"{_MARK[kind]} {name}", _REGIONS[c]
    return rng.choice((
        f"{_index(a)}, {region}, г. {c}, {street}, д. {h}, кв. {f}",
        f"г.{c},{_MARK[kind]}{name},д.{h},кв.{f}",
        f"{region.replace('обл.', 'область')}, город {c}, {_WORD[kind]} {name}, дом {h}, "
        f"квартира {f}",
        f"г. {c}, {street}, д. {h} корп. {k}, кв. {f}",
        f"Россия, г. {c}, {name} {_MARK_FIAS[kind]}., {h}-{f}",
    ))  # fmt: skip


def _addr_fias(rng: random.Random, s: object) -> str:
    """As ФИАС/ГАР and 1С print it: no full stops, or the kind of place after its name."""
    a = _a(s)
    kind, name, h, f, c = a["kind"], a["name"], a["house"], a["flat"], a["city"]
    region = _REGIONS[c].replace("обл.", "обл")
    return rng.choice((
        f"{region}, г {c}, {_MARK_FIAS[kind]} {name}, д {h}, кв {f}",
        f"{_REGIONS[c]}, {c} г., {name} {_MARK_FIAS[kind]}., д.{h}, кв.{f}",
        f"{_index(a)}, {region}, г {c}, {_MARK_FIAS[kind]} {name}, д. {h}, кв. {f}",
    ))  # fmt: skip


def _addr_chat(rng: random.Random, s: object) -> str:
    a = _a(s)
    name, h, f, k = a["name"], a["house"], a["flat"], a["building"]
    return rng.choice((
        f"{name.lower()} {h} кв {f}", f"{name},{h},{f}", f"{name.lower()} {h}, {f}я кв",
        f"{a['city_short']} {name.lower()} {h}-{f} домофон {f}", f"ул {name} д{h} кв{f}",
        f"{name} {h}/{k} - {f}",
    ))  # fmt: skip


def _addr_csv(rng: random.Random, s: object) -> str:
    """An address in the columns of a pasted table: one value across its separators."""
    a = _a(s)
    street = f"{_MARK[a['kind']]} {a['name']}"
    sep = rng.choice((";", "\t", " | "))
    return sep.join((f"г. {a['city']}", street, a["house"], a["flat"]))


def _addr_village(rng: random.Random, s: object) -> str:
    a = _a(s)
    kind, name, district, region = rng.choice(_VILLAGES)
    street, h = rng.choice(_VILLAGE_STREETS), a["house"]
    return rng.choice((
        f"{region}, {district}, {kind} {name}, ул. {street}, д. {h}",
        f"{kind} {name}, ул.{street} {h}", f"{name.lower()} {street.lower()} {h}",
        f"{kind}{name}, {street} ул, д{h}, {district}",
    ))  # fmt: skip


def _addr_lat(rng: random.Random, s: object) -> str:
    a = _a(s)
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    icao_name = _translit(a["name"], _ICAO)
    return rng.choice((
        f"{city}, {name} str. {h}-{f}", f"{city.upper()} UL {icao_name} D {h} KV {f}",
        f"{h}-{f} {name} {_MARK_LAT[a['kind']]}, {city} {_index(a)}",
        f"{name} {h} kv {f} {city}",
    ))  # fmt: skip


_OTHER_SLOTS = {
    "y_passport": (_passport, "pd.passport"),
    "y_pass_ser": (
        lambda rng, s: rng.choice((s.passport[0], f"{s.passport[0][:2]} {s.passport[0][2:]}")),
        "pd.passport",
    ),
    "y_pass_num": (lambda rng, s: s.passport[1], "pd.passport"),
    "y_fpassport": (_foreign_passport, "pd.passport"),
    "y_phone": (_phone, "pd.contacts"),
    "y_phone_home": (_phone_home, "pd.contacts"),
    "y_email": (_email, "pd.contacts"),
    "y_snils": (_snils, "pd.snils"),
    "y_card": (_card, "pd.card"),
    "y_addr_formal": (_addr_formal, "pd.address"),
    "y_addr_fias": (_addr_fias, "pd.address"),
    "y_addr_chat": (_addr_chat, "pd.address"),
    "y_addr_csv": (_addr_csv, "pd.address"),
    "y_addr_village": (_addr_village, "pd.address"),
    "y_addr_lat": (_addr_lat, "pd.address"),
}

PERSON_SLOTS_H4: dict[str, tuple[object, str]] = {**_NAME_SLOTS, **_birth_slots(), **_OTHER_SLOTS}


_NAME_SLOTS_UP = {
    "y_fi_uz_up": (
        lambda rng, s: _translit(f"{_p(s).last()} {_p(s).first}", _UZ).upper(),
        "pd.name",
    ),
}
PERSON_SLOTS_H4.update(_NAME_SLOTS_UP)
