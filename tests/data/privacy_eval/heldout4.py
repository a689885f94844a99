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
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import round4
import values as v
from people import MONTHS, Person

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

CITIES_H4: list[tuple[str, str, str]] = [
    ("Курган", "кург", "Kurgan"), ("Иваново", "иваново", "Ivanovo"),
    ("Белгород", "белг", "Belgorod"), ("Армавир", "армавир", "Armavir"),
    ("Бийск", "бийск", "Biysk"),
    ("Мичуринск", "мичуринск", "Michurinsk"),
]  # fmt: skip
_REGIONS = {
    "Курган": "Курганская обл.", "Иваново": "Ивановская область", "Белгород": "Белгородская обл.",
    "Армавир": "Краснодарский край", "Бийск": "Алтайский край", "Мичуринск": "Тамбовская обл.",
}  # fmt: skip
_INDEX = {"Курган": "640", "Иваново": "153", "Белгород": "308", "Армавир": "352", "Бийск": "659",
          "Мичуринск": "393"}  # fmt: skip

STREETS_H4: list[tuple[str, str, str]] = [
    ("ул", "Фокина", "Fokina"), ("ул", "Куйбышева", "Kuybysheva"),
    ("пр", "Станке Димитрова", "Stanke Dimitrova"), ("ул", "2-я Почепская", "2-ya Pochepskaya"),
    ("пр", "Машиностроителей", "Mashinostroiteley"), ("ул", "Щорса", "Shchorsa"),
    ("пер", "Шахтёрский", "Shakhterskiy"), ("ул", "Элеваторная", "Elevatornaya"),
    ("ул", "Мелиораторов", "Melioratorov"), ("ул", "Героев Танкистов", "Geroyev Tankistov"),
    ("ул", "3 Интернационала", "3 Internatsionala"),
]  # fmt: skip

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

_VILLAGES = (
    ("с.", "Кетово", "Кетовский р-н", "Курганская обл."),
    ("п.", "Дубовое", "Белгородский р-н", "Белгородская обл."),
    ("с.", "Сростки", "Бийский р-н", "Алтайский край"),
    ("д.", "Коляново", "Ивановский р-н", "Ивановская обл."),
    ("с.", "Старое Тарбеево", "Мичуринский р-н", "Тамбовская обл."),
)
_VILLAGE_STREETS = ("Степная", "Луговая", "Тракторная", "Овражная")


@dataclass(frozen=True)
class PersonH4(Person):
    def last(self, case: str = "nom") -> str:
        if self.surname in _IRREGULAR and self.gender == "m":
            return _IRREGULAR[self.surname][("nom", "gen", "dat", "acc", "ins", "prep").index(case)]
        return super().last(case)

    def given(self, case: str = "nom") -> str:
        return round4.first_name_form(self.first, self.gender, case)


def pick_person(rng: random.Random, taken: set[str], migrant: bool = False) -> PersonH4:
    """A person whose surname and first name no other person of the text has ("taken" holds
    both); a foreign worker of a migration situation comes from the Central Asian pool."""
    surnames = SURNAMES_H4_CA if migrant else SURNAMES_H4
    names = FIRST_NAMES_H4_CA if migrant else FIRST_NAMES_H4
    patronymics = PATRONYMICS_H4_CA if migrant else PATRONYMICS_H4
    surname, paradigm = rng.choice([s for s in surnames if s[0] not in taken])
    first, gender, diminutive = rng.choice([n for n in names if n[0] not in taken])
    return PersonH4(surname, paradigm, first, gender, diminutive, rng.choice(patronymics))


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

_MARK = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}
_MARK_FIAS = {"ул": "ул", "пр": "пр-кт", "пер": "пер", "бул": "б-р", "ш": "ш", "наб": "наб"}
_MARK_LAT = {"ул": "ul.", "пр": "pr.", "пер": "per.", "бул": "bul.", "ш": "sh.", "наб": "nab."}
_WORD = {"ул": "улица", "пр": "проспект", "пер": "переулок", "бул": "бульвар", "ш": "шоссе",
         "наб": "набережная"}  # fmt: skip


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


# Organisation values (they stay) -----------------------------------------------------------------


def _digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def _sum(rng: random.Random) -> str:
    value = rng.randint(12, 990) * 100 + rng.choice((0, 0, 50))
    grouped = f"{value:,}".replace(",", " ")
    return rng.choice((f"{grouped} руб.", f"{grouped} ₽", f"{grouped},00", f"{value} р",
                       f"{grouped} руб. 00 коп.", f"{value}.00 RUB"))  # fmt: skip


def _office(t: object) -> str:
    """A company's office, branch or warehouse: public, it stays."""
    rng = t.rng  # type: ignore[attr-defined]
    city = rng.choice(CITIES_H4)[0]
    kind, name, _ = rng.choice(STREETS_H4)
    return rng.choice((
        f"г. {city}, {_MARK[kind]} {name}, д. {rng.randint(1, 120)}, оф. {rng.randint(1, 40)}",
        f"{_INDEX[city]}{_digits(rng, 3)}, {_REGIONS[city]}, г. {city}, {_MARK[kind]} {name}, "
        f"{rng.randint(1, 120)}, стр. {rng.randint(1, 5)}",
        f"{city}, {name}, {rng.randint(1, 120)} (вход со двора)",
    ))  # fmt: skip


def _landline(rng: random.Random) -> str:
    """An office's landline with the city's code."""
    code = rng.choice(("3522", "4932", "4722", "86137", "3854", "47545"))
    local = _digits(rng, 10 - len(code))
    parts = f"{local[:-4]}-{local[-4:-2]}-{local[-2:]}"
    return rng.choice((f"+7 ({code}) {parts}", f"8 ({code}) {parts}", f"({code}) {parts}"))


def _epgu(rng: random.Random) -> str:
    """A Госуслуги application number: ten digits."""
    while True:  # a ten-digit number in an org span must pass the INN check (the data test)
        number = str(rng.randint(1000000000, 9999999999))
        if v.inn_ok(number):
            return number


ORG_SLOTS_H4 = {
    "y_tk": lambda t: "ООО «ТК Зауралье-Транс»",
    "y_stroy": lambda t: "ООО «СК Монолит-Белгород»",
    "y_farm": lambda t: "ООО «Агрофирма Кетовская»",
    "y_tour": lambda t: "ООО «Пятый сезон»",
    "y_operator": lambda t: t.rng.choice(("ООО «Анекс Туризм»", "ООО «Библио-Глобус Оператор»")),
    "y_dent": lambda t: "ООО «Дентал Арт»",
    "y_rent": lambda t: "ООО «Прокат Авто 45»",
    "y_pawn": lambda t: "ООО «Ломбард Золотой запас»",
    "y_elevator": lambda t: "ООО «Бийский элеватор»",
    "y_kinder": lambda t: "МБДОУ «Детский сад № 17 «Ёлочка»",
    "y_mfc": lambda t: t.rng.choice(("ГАУ «МФЦ Курганской области»", "МФЦ «Мои документы»")),
    "y_police": lambda t: t.rng.choice(("ОП № 2 УМВД России по г. Кургану",
                                        "МО МВД России «Бийский»")),
    "y_gumvd": lambda t: "УВМ УМВД России по Курганской области",
    "y_insurer": lambda t: t.rng.choice(("САО «ВСК»", "АО «СОГАЗ»", "ПАО СК «Росгосстрах»")),
    "y_mp": lambda t: t.rng.choice(("Ozon", "Wildberries", "Яндекс Маркет")),
    "y_office": _office,
    "y_landline": lambda t: _landline(t.rng),
    "y_sum": lambda t: _sum(t.rng),
    "y_sum_b": lambda t: _sum(t.rng),
    "y_ttn": lambda t: f"{t.rng.choice(('ТТН № ', 'ТН-', 'ЭТрН '))}{_digits(t.rng, 6)}",
    "y_kusp": lambda t: f"{t.rng.randint(1200, 24999)}",
    "y_policy": lambda t: f"{t.rng.choice(('ХХХ', 'ТТТ'))} {_digits(t.rng, 10)}",
    "y_claim": lambda t: f"{t.rng.choice(('ПВУ', 'ОСАГО'))}-{_digits(t.rng, 6)}/26",
    "y_ticket": lambda t: f"{t.rng.choice(('АА', 'АБ', 'ЗБ'))} № {_digits(t.rng, 6)}",
    "y_epgu": lambda t: _epgu(t.rng),
    "y_inn_b": lambda t: v.org_inn(t.rng),
    "y_office_b": _office,
    "y_ttn_b": lambda t: f"ТТН № {_digits(t.rng, 6)}",
    "y_mfc_case_b": lambda t: f"MFC-{_digits(t.rng, 4)}/2026-{_digits(t.rng, 5)}",
    "y_posting_b": lambda t: f"{_digits(t.rng, 8)}-{_digits(t.rng, 4)}-1",
    "y_sku_b": lambda t: f"SKU {_digits(t.rng, 8)}",
    "y_fee": lambda t: t.rng.choice(("300 руб.", "1 500 ₽", "2 000 руб.", "350 р.", "500,00 руб.")),
    "y_mfc_case": lambda t: f"MFC-{_digits(t.rng, 4)}/2026-{_digits(t.rng, 5)}",
    "y_inheritance": lambda t: f"№ {t.rng.randint(12, 340)}/2026",
    "y_posting": lambda t: f"{_digits(t.rng, 8)}-{_digits(t.rng, 4)}-{t.rng.randint(1, 3)}",
    "y_sku": lambda t: f"{t.rng.choice(('ART', 'SKU', 'Арт.'))} {_digits(t.rng, 8)}",
    "y_tour_no": lambda t: f"{t.rng.randint(1000000, 9999999)}",
    "y_mail_ins": lambda t: t.rng.choice(("ubytki", "pvu", "osago")) + "@vsk-claims.ru",
    "y_mail_epgu": lambda t: "no-reply@gosuslugi.ru",
    "y_ogrnip": lambda t: "3" + _digits(t.rng, 14),
    "y_regno": lambda t: _digits(t.rng, 9),
    "y_licence": lambda t: f"Л041-01{t.rng.randint(100, 199)}-31/00{_digits(t.rng, 6)}",
    "y_kp": lambda t: f"{t.rng.randint(100, 999)}-{t.rng.randint(1, 99):03d}",
    "y_trip": lambda t: f"R-{_digits(t.rng, 5)}",
    "y_trip_b": lambda t: f"R-{_digits(t.rng, 5)}",
    "y_credit": lambda t: f"{t.rng.randint(100, 999)}{_digits(t.rng, 7)}-ПК",
    "y_mail_tk": lambda t: t.rng.choice(("dispatch", "logist", "docs")) + "@zauralie-trans.ru",
    "y_mail_dent": lambda t: t.rng.choice(("info", "reg", "admin")) + "@dentalart31.ru",
    "y_mail_tour": lambda t: t.rng.choice(("info", "tour", "booking")) + "@5sezon-tour.ru",
    "y_mail_coll": lambda t: t.rng.choice(("collection", "dolg", "vzyskanie")) + "@ubk-collect.ru",
    "y_mail_notary": lambda t: t.rng.choice(("notarius45", "nk.ketovo")) + "@notariat45.ru",
    "y_mail_rent": lambda t: t.rng.choice(("rent", "info")) + "@prokat45.ru",
    "y_mail_kinder": lambda t: "mdou17@kurgan-obr.ru",
    "y_mail_pawn": lambda t: "zalog@zolotoy-zapas.ru",
    "y_mail_stroy": lambda t: t.rng.choice(("ot", "kadry", "pto")) + "@monolit31.ru",
}  # fmt: skip


# Unlabelled values: a vehicle's VIN and plate, cadastral numbers, ages, masked cards ------------

_VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def _plate(rng: random.Random) -> str:
    letters = "АВЕКМНОРСТУХ"
    return (f"{rng.choice(letters)}{rng.randint(100, 999)}{rng.choice(letters)}"
            f"{rng.choice(letters)}"
            f"{rng.choice(('45', '31', '37', '22', '68', '123'))}")  # fmt: skip


PLAIN_SLOTS_H4 = {
    "y_vin": lambda rng: (
        rng.choice(("XTA", "Z94", "XW8", "X7L")) + "".join(rng.choice(_VIN) for _ in range(14))
    ),
    "y_plate": _plate,
    "y_cadastre": lambda rng: (
        f"{rng.choice(('45', '31', '22'))}:{rng.randint(1, 25):02d}:"
        f"{rng.randint(10000, 999999):07d}:{rng.randint(1, 999)}"
    ),
    "y_kid_age": lambda rng: f"{rng.randint(5, 13)} лет",
    "y_masked": lambda rng: (
        rng.choice(("*", "**** ", "•• ", "2202 20** **** ")) + str(rng.randint(1000, 9999))
    ),
    "y_weight": lambda rng: f"{rng.randint(3, 22)},{rng.randint(0, 9)} т",
    "y_tooth": lambda rng: str(rng.choice((11, 16, 21, 26, 36, 37, 46, 47))),
}

_NAME_SLOTS_UP = {
    "y_fi_uz_up": (
        lambda rng, s: _translit(f"{_p(s).last()} {_p(s).first}", _UZ).upper(),
        "pd.name",
    ),
}
PERSON_SLOTS_H4.update(_NAME_SLOTS_UP)


# Frames: per genre, four situations ("variants"); text number n takes variant (n - 1) % 4 --------

_FORM_MIGRANT = {
    "migrants": (1,),
    "heads": [
        "Приложение № 7 к приказу МВД России\nУВЕДОМЛЕНИЕ о заключении трудового договора с "
        "иностранным гражданином (лицом без гражданства)\nв {y_gumvd}",
        "УВЕДОМЛЕНИЕ\nо заключении трудового договора (гражданско-правового договора) с "
        "иностранным гражданином",
    ],
    "bodies": [
        "1. Сведения о работодателе:\nНаименование: {y_stroy}\nИНН {org_inn}   КПП {kpp}   "
        "ОГРН {ogrn}\nАдрес: {y_office}\nТелефон: {y_landline}, e-mail: {y_mail_stroy}",
        "2. Сведения об иностранном гражданине:\nФамилия {f}\nИмя {i}\nОтчество (при наличии) {o}",
        "Фамилия, имя (латинскими буквами): {y_fi_uz_up}",
        "Гражданство: Республика Узбекистан\nДата рождения (число, месяц, год): {y_bday_num}",
        "Документ, удостоверяющий личность: паспорт {y_fpassport}, выдан {date}",
        "Патент: серия 45, дата выдачи {date}, номер — в копии (приложение)\nИНН {inn}",
        "Адрес постановки на учёт по месту пребывания: {y_addr_fias}",
        "Тел. работника: {y_phone}; родственники (на родине): {y_phone_home}",
        "3. Трудовой договор № {contract} от {date}, профессия: подсобный рабочий, оклад {y_sum}",
        "Место работы: строительный объект, кадастровый № участка {y_cadastre}",
    ],
    "tails": [
        "Лицо, уполномоченное работодателем: начальник отдела кадров {f_io2} ______\nМ.П.",
        "Уведомление принял: ______ {y_f_io_loose3}, {date}",
    ],
    "count": (6, 9),
}

_FORM_RENT = {
    "heads": [
        "{y_rent}\nДОГОВОР ПРОКАТА ТС № {contract}\nАкт приёма-передачи (сторона Арендатора)",
        "Анкета арендатора — прокат автомобилей «Прокат Авто 45»",
    ],
    "bodies": [
        "Арендатор: {fio}\nдата рожд. {y_bday_num}   стаж вождения: {n} лет",
        "Паспорт: серия {y_pass_ser} номер {y_pass_num}, выдан {date}",
        "Адрес регистрации арендатора: {y_addr_formal}\nАдрес фактического проживания: совпадает",
        "Мобильный: {y_phone}   E-mail: {y_email}",
        "Автомобиль: Kia Rio, г/н {y_plate}, VIN {y_vin}, пробег 48 210 км",
        "Залог {y_sum} списан с карты {y_card} (заблокирован до возврата ТС)",
        "Доп. водитель: {fio2}, {y_bday_words2} г.р., тел. {phone2}",
        "Тариф: {y_sum_b}/сутки, срок: с {date} по {date}",
        "Арендодатель: {y_rent}, ИНН {org_inn}, ОГРН {ogrn}, {y_office}, тел. {y_landline}",
        "При ДТП звонить: {hotline} (круглосуточно), {y_mail_rent}",
    ],
    "tails": [
        "Арендатор ______ /{y_f_io_loose}/     Менеджер ______ /{f_io3}/",
        "С условиями проката ознакомлен(а): {fi}",
    ],
    "count": (6, 9),
}

_FORM_PAWN = {
    "heads": [
        "ЗАЛОГОВЫЙ БИЛЕТ серия {y_ticket}\n{y_pawn}, ИНН {org_inn}, ОГРН {ogrn}\n"
        "рег. номер в гос. реестре ломбардов {y_regno}",
        "{y_pawn} — ЗАЯВКА НА ЗАЙМ (скупка/залог)",
    ],
    "bodies": [
        "Заемщик (залогодатель): {fio_up}",
        "Дата рождения заемщика: {y_bday_caps}",
        "Документ: паспорт гражданина РФ {y_passport}, код подразделения {y_kp}",
        "Место регистрации (по паспорту): {y_addr_formal}",
        "Тел.: {y_phone}",
        "Предмет залога: цепь Au585, 12,4 г, лом; кольцо Au585 с камнем, 3,1 г.\nОценка: {y_sum}",
        "Сумма займа: {y_sum_b}, проц. ставка 0,25 % в день, срок возврата {date}",
        "Выкуп может произвести доверенное лицо: {fio2}, паспорт {y_passport2}",
        "Льготный период 30 дней. Способ выдачи: наличными / на карту {y_card}",
        "Ломбард: {y_office}, тел. {y_landline}, {y_mail_pawn}",
    ],
    "tails": [
        "Товаровед-оценщик {y_f_io_loose3} ______    Заемщик ______",
        "С условиями договора ознакомлен, экземпляр получил: {f_io}",
    ],
    "count": (6, 9),
}

_FORM_DENT = {
    "heads": [
        "{y_dent} — АНКЕТА ПАЦИЕНТА (заполняется при первом посещении)",
        "Медицинская карта стоматологического пациента (форма 043/у)\n{y_dent}, лицензия "
        "№ {y_licence}",
    ],
    "bodies": [
        "ФИО: {fio}",
        "Дата рождения: {y_bday_num}   Пол: {g:М|Ж}",
        "Адрес проживания: {y_addr_formal}",
        "Телефон (для напоминаний о визите): {y_phone}\nE-mail: {y_email}",
        "СНИЛС: {y_snils}    ИНН (для справки на налоговый вычет): {inn}",
        "Полис ДМС: {y_insurer}, № {contract}",
        "Аллергия на анестетики: нет / лидокаин — да (подчеркнуть)",
        "Жалобы: болит {y_tooth} зуб на холодное, кровоточивость дёсен",
        "Законный представитель (для пациентов до 15 лет): {fio2}; ребёнок: {fio3}, "
        "д.р. {y_kbday_num3}",
        "Откуда узнали о клинике: посоветовал{g4:|а} {i4} {f4}",
        "Плательщик по договору {contract}: {fio_gen2}",
        "Стоимость плана лечения {y_sum}",
    ],
    "tails": [
        "Согласие на обработку ПД подписано. Подпись ______ {y_f_io_loose}",
        "Врач-стоматолог {io_f5}    Администратор {i6}\nТел. клиники {y_landline}, {y_mail_dent}",
    ],
    "count": (6, 10),
}

_DIALOGUE_DRIVER = {
    "ordered": True,
    "heads": ["Telegram · «Зауралье-Транс рейсы»", "WhatsApp: {i2} логист ↔ {dim}"],
    "bodies": [
        "{i2} (логист): {dimv}, доброе. загрузка завтра в {time}, {y_office}, {y_ttn}",
        "{dim}: ок. скиньте адрес выгрузки",
        "{i2} (логист): выгрузка элеватор, {y_elevator}, там спросишь {y_f_io_loose3}",
        "{dim}: пропуск на меня делают? данные те же: {fio}, паспорт {y_passport}, др {y_bday_num}",
        "{i2} (логист): прицеп {y_plate} с тобой, вес {y_weight}",
        "{dim}: гвоздь поймал на трассе, шиномонтаж 800 р, чек скину",
        "{i2} (логист): аванс на топливо {y_sum} кинули на карту {y_card}, проверь",
        "{dim}: пришло. если что звоните {g3:брату|сестре}, {i3}, {phone3}",
        "{i2} (логист): [Переслано от {fi3}]\n> {dim} не отвечает, он где? с утра звоню на "
        "{y_phone}",
        "{dim}: связи нет тут. буду в {time}",
        "{i2} (логист): все документы в офис: {y_mail_tk}, оригиналы {y_ttn} по почте на "
        "{y_office}",
        "{dim}: домой в пятницу, {y_addr_chat} если что кидайте туда",
    ],
    "tails": ["{i2} (логист): 👍", "{dim}: принял"],
    "count": (7, 11),
}

_DIALOGUE_COLLECT = {
    "ordered": True,
    "heads": [
        "Расшифровка звонка · {bank} · отдел по работе с просроченной задолженностью",
        "[запись {date} {time}, исходящий, оператор {i3}]",
    ],
    "bodies": [
        "Оператор: Здравствуйте, {bank}, меня зовут {i3}. Могу я услышать {fio_acc}?",
        "Клиент: это я. опять вы",
        "Оператор: В целях идентификации назовите, пожалуйста, дату рождения.\n"
        "Клиент: ну… {y_bday_words}",
        "Оператор: И серию, номер паспорта.\nКлиент: {y_passport}",
        "Оператор: Спасибо, {io}. По кредитному договору {y_credit} просрочка 74 дня, "
        "сумма к погашению {y_sum}.",
        "Клиент: я писал{g:|а} заявление на реструктуризацию, на {y_mail_coll}",
        "Оператор: Вижу. Ваш текущий счёт {account}, БИК {bik} — можно пополнить в приложении.",
        "Клиент: зарплату задерживают, {g2:муж|жена} без работы. {g2:его|её} телефон не "
        "давайте никому, {y_phone2} это {g2:его|её}",
        "Оператор: Контактное лицо по анкете — {fio2}. Мы не передаём данные третьим лицам.",
        "Оператор: Иначе будет выезд специалиста по адресу {y_addr_formal}.",
        "Клиент: я там не живу, живу на {y_addr_chat}",
        "Оператор: Зафиксировала обещание платежа {y_sum_b} до {date}. Горячая линия {hotline}.",
    ],
    "tails": ["Клиент: до свидания", "[разговор завершён клиентом]"],
    "count": (7, 11),
}

_DIALOGUE_KINDER = {
    "ordered": True,
    "heads": [
        "WhatsApp · Группа «Солнышко» 🌞 (родители)",
        "Чат родителей средней группы, {y_kinder}",
    ],
    "bodies": [
        "[03.03.26, 07:52] {io3}: Доброе утро! Напоминаю, завтра утренник к 8 Марта, девочкам "
        "платья, мальчикам рубашки",
        "[03.03.26, 08:10] Мама {dim_gen}: а во сколько?",
        "[03.03.26, 08:11] {io3}: к 9:30",
        "[03.03.26, 09:02] {fi2}: собираем на подарки воспитателям по 500, на карту {y_card2} "
        "({y_f_io_loose2})",
        "[03.03.26, 09:15] Папа {i_gen4}: перевёл за {dim_acc4} и за {g4:его|её} сестру",
        "[03.03.26, 09:40] {dim2}: список именинников на март: {dim} — {y_kbday_dm}, {dim4} — "
        "{y_kbday_dm4}",
        "[03.03.26, 10:05] Мама {dim_gen}: у нас {y_kbday_num} д.р., не март 😅 исправьте",
        "[04.03.26, 11:20] {io3}: справку о прививках {y_kinder} просит до пятницы, справка дана "
        "поликлиникой — принесите копию",
        "[04.03.26, 12:01] {dim2}: кто забирает {dim_acc4} сегодня? бабушка {fio5}, тел {y_phone5}",
        "[04.03.26, 12:30] Мама {dim_gen}: дети смотрели мультик про домовёнка Кузю, теперь дома "
        "только про него 😂",
        "[05.03.26, 13:45] {i3} (воспитатель): адрес для приглашения на выпускной, кто хочет "
        "отмечать дома: напишите в личку. {dim2} уже написал{g2:|а}: {y_addr_chat2}",
        "[05.03.26, 19:02] {dim2}: для заведующей: {y_mail_kinder}, тел. {y_landline}",
    ],
    "tails": ["[05.03.26, 21:14] {io3}: Спасибо всем! 🌷", "[05.03.26, 21:15] {dim2}: 🙏"],
    "count": (7, 11),
}

_DIALOGUE_MARKET = {
    "ordered": True,
    "heads": [
        "Чат с продавцом · {y_mp} · заказ {y_posting}",
        "Поддержка продавца ИП {fio3} ({y_mp})",
    ],
    "bodies": [
        "Покупатель: здравствуйте пришёл не тот размер куртки, {y_sku}",
        "Продавец: Добрый день! Меня зовут {i3}, подскажите номер отправления.",
        "Покупатель: {y_posting}",
        "Продавец: Вижу, получатель {fi}, пункт выдачи {y_office}. Верно?",
        "Покупатель: да. это я. хочу обмен, курьером можно домой? {y_addr_formal}",
        "Продавец: Обмен через возврат: оформите в приложении, деньги {y_sum} вернутся на "
        "карту {y_masked}.",
        "Покупатель: а можно на другую карту? {y_card}",
        "Продавец: Только на карту оплаты, по правилам {y_mp}.",
        "Покупатель: ладно. телефон для курьера {y_phone}, звонить после {time}",
        "Продавец: Реквизиты продавца для претензии: ИП {y_f_io_loose3}, ИНН {inn3}, "
        "ОГРНИП {y_ogrnip}",
        "Покупатель: и ещё, в заказе у меня почта {y_email}, туда чек не пришёл",
    ],
    "tails": ["Продавец: Хорошего дня! Оцените, пожалуйста, ответ ⭐", "Покупатель: спс"],
    "count": (7, 10),
}

_EMAIL_INSURANCE = {
    "ordered": True,
    "heads": [
        "From: {y_email}\nTo: {y_mail_ins}\nSubject: Заявление о прямом возмещении "
        "убытков, европротокол\n\nДобрый день.",
        "Тема: RE: Убыток {y_claim}\n\nЗдравствуйте!",
    ],
    "bodies": [
        "Я, {fio}, {y_bday_num} г.р., заявляю о ДТП, оформленном без участия сотрудников "
        "полиции (европротокол), {date} в {time}.",
        "Мой автомобиль: Hyundai Solaris, г/н {y_plate}, VIN {y_vin}, полис ОСАГО {y_policy} в "
        "{y_insurer}.",
        "Второй участник: {fio2}, полис {y_policy}, виновник — {g2:он|она}, вину "
        "{g2:признал|признала}, телефон {y_phone2}.",
        "Паспорт: {y_passport}, адрес регистрации: {y_addr_formal}.",
        "Прошу перечислить возмещение на счёт {account}, {bank}, БИК {bik}, получатель {fio}.",
        "Осмотр могу предоставить по адресу {y_addr_chat}, в рабочие дни после {time}.",
        "> {io}, добрый день!\n> Для рассмотрения убытка {y_claim} не хватает фото извещения "
        "о ДТП (обе стороны)\n> С уважением, отдел урегулирования {y_insurer}, {hotline}",
        "Фото извещения во вложении. В извещении ошибка в дате рождения второго водителя, "
        "правильно {y_bday_num2}.",
        "Вложения: izveshchenie_DTP.jpg, pasport_{y_f_icao}.pdf, rekvizity.pdf",
    ],
    "tails": ["--\nС уважением,\n{fi}\n{y_phone}", "Отправлено с iPhone"],
    "count": (5, 8),
    "joiner": "\n\n",
}

_EMAIL_TOUR = {
    "ordered": True,
    "heads": [
        "От: {y_tour} <{y_mail_tour}>\nКому: {y_email}\nТема: Fwd: Подтверждение тура "
        "№ {y_tour_no}\n\n{i}, добрый день!",
        "---------- Forwarded message ---------\nОт: {fi} <{y_email}>\nДата: {date}\nТема: "
        "туристы для брони\n\nДобрый вечер, данные туристов ниже:",
    ],
    "bodies": [
        "Тур в Абхазию (Пицунда), 12.07–22.07, отель «Пицунда Резорт», 2+1, по "
        "внутренним паспортам РФ.",
        "1) {fio}, {y_bday_num}, паспорт {y_passport}",
        "2) {fio2}, {y_bday_num2}, паспорт {y_passport2}",
        "3) ребенок {fio_low4}, свид-во о рожд., д.р. {y_pbday_num4}",
        "Для авиабилетов латиницей: {y_fi_icao} / {y_fi_icao2} / {y_fi_icao4}",
        "Стоимость {y_sum}, оплачено {y_sum_b}, туроператор {y_operator}, номер заявки {y_tour_no}",
        "Контакт туриста на время поездки: {y_phone}, {g2:муж|жена}: {y_phone2}",
        "> {i}, напоминаю: у {dim_gen4} через неделю после вылета день рождения ({y_pbday_dm4}),"
        " отель дарит торт, нужна копия свидетельства\n> {i3}, менеджер {y_tour}",
        "Адрес для доставки документов: {y_addr_formal}",
        "Агентство: {y_tour}, ИНН {org_inn}, {y_office}, тел. {y_landline}",
    ],
    "tails": ["С уважением,\n{i3} {f3}\nменеджер по туризму {y_tour}", "--\n{fi}"],
    "count": (5, 8),
    "joiner": "\n\n",
}

_EMAIL_NOTARY = {
    "ordered": True,
    "heads": [
        "От: Нотариальная контора <{y_mail_notary}>\nТема: Наследственное дело "
        "{y_inheritance}\n\nУважаем{g:ый|ая} {io}!",
        "Тема: Re: документы по наследству\n\n{i}, здравствуйте.",
    ],
    "bodies": [
        "Нотариус Кетовского нотариального округа Курганской области {fio3} сообщает, что "
        "открыто наследственное дело {y_inheritance} к имуществу {fio_gen2}, умерш{g2:его|ей} "
        "{date}.",
        "Наследодатель {fio2}, {y_bday_words2} года рождения, проживал{g2:|а} по адресу: "
        "{y_addr_formal2}.",
        "В состав наследства входит квартира (кадастровый № {y_cadastre}) и вклад в {bank}.",
        "Для выдачи свидетельства просим предоставить: паспорт наследника ({fio}, "
        "{y_bday_num}, паспорт {y_passport}), СНИЛС {y_snils}.",
        "Госпошлина и тариф за услуги правового характера — {y_sum}.",
        "> Пересылаю выписку, я {g:сын|дочь} наследодателя. Мой адрес {y_addr_chat}, тел {y_phone}",
        "Второй наследник по закону, {fi4}, заявление не подал{g4:|а}; срок принятия "
        "наследства истекает через шесть месяцев.",
        "Приём ведётся по адресу: {y_office}, тел. {y_landline}, по записи.",
    ],
    "tails": [
        "Помощник нотариуса {fi5}\n{y_mail_notary}",
        "С уважением, нотариальная контора",
    ],
    "count": (5, 8),
    "joiner": "\n\n",
}

_EMAIL_GOSUSLUGI = {
    "ordered": True,
    "heads": [
        "От: Госуслуги <{y_mail_epgu}>\nТема: Статус заявления изменён\n\nУважаем{g:ый|ая} {io}!",
        "Тема: Fwd: МФЦ — готовность документов\n\n-------- Пересылаемое сообщение --------\n"
        "От: {y_mfc}",
    ],
    "bodies": [
        "Ваше заявление № {y_epgu} о выдаче паспорта гражданина РФ принято ведомством.",
        "Заявитель: {fio}, дата рождения: {y_bday_num}, СНИЛС: {y_snils}",
        "Адрес регистрации (из профиля): {y_addr_fias}",
        "Результат готов. Получите его в {y_mfc} по адресу {y_office}. Номер дела {y_mfc_case}.",
        "При себе иметь прежний паспорт {y_passport} и квитанцию об оплате госпошлины {y_fee}.",
        "Для записи на приём: {hotline} или {y_landline}.",
        "> Мам, это про твой паспорт, на мой телефон {y_phone2} пришло. заберу в субботу\n> {dim2}",
        "Получить документ может представитель по доверенности: {fio2}, {y_bday_num2}.",
        "Если вы не подавали это заявление, позвоните {hotline}.",
    ],
    "tails": [
        "С уважением, команда Госуслуг\nЭто письмо сформировано автоматически",
        "--\n{dim2}",
    ],
    "count": (5, 8),
    "joiner": "\n\n",
}

_OCR_TTN = {
    "ordered": True,
    "heads": [
        "ТРАНСПОРТНАЯ НАКЛАДНАЯ {y_ttn}\nЭкземпляр № 2 (перевозчика)",
        "Приложение № 4 к Правилам перевозок грузов автомобильным транспортом\n{y_ttn}",
    ],
    "bodies": [
        "1. Грузоотправитель: {y_farm}, ИНН {org_inn}, {y_office}, тел. {y_landline}",
        "2. Грузополучатель: {y_elevator}, ИНН {y_inn_b}, КПП {kpp}",
        "3. Наименование груза: пшеница 4 класса, навалом, масса нетто {y_weight}",
        "6. Перевозчик: ИП {fio3}, ИНН {inn3}",
        "Водитель: {y_f_broken} {io}\nпаспорт {y_passport}\nтел. {y_phone}",
        "7. Транспортное средство: КАМАЗ 65115, г/н {y_plate}, прицеп {y_plate}",
        "Груз сдал: агроном {y_f_io_loose2} ______",
        "Груз принял: {fio_spaced4} ______ время {time}",
        "Договор перевозки {contract}, стоимость {y_sum}",
    ],
    "tails": ["-- стр. 1 --", "М.П.   подпись ________"],
    "count": (6, 9),
}

_OCR_POLICE = {
    "ordered": True,
    "heads": [
        "Начальнику {y_police}\nот {y_fi_caps_gen} {o_gen},\n{y_bday_scan} г.р.,\n"
        "проживающ{g:его|ей} по "
        "адресу: {y_addr_formal}\nтел. {y_phone}",
        "ЗАЯВЛЕНИЕ\n(зарегистрировано в КУСП № {y_kusp} от {date})",
    ],
    "bodies": [
        "Прошу провести проверку и привлечь к ответственности неизвестное лицо, которое "
        "{date} около {time} похитило мой телефон из сумки в маршрутке № {n}{n}.",
        "С моей карты {y_masked} после этого списано {y_sum} переводом на номер {y_phone2} "
        "(получатель «{y_if_short2}» по данным банка).",
        "Карта {y_card} заблокирована мной {date} через {bank}.",
        "Паспорт заявителя: {y_passport}",
        "Свидетель: {fio3}, {y_bday_num3} г.р., проживает {y_addr_chat3}",
        "Об уголовной ответственности за заведомо ложный донос по ст. 306 УК РФ "
        "предупрежден(а). ______ {f_spaced}",
        "Ранее по данному факту не обращал{g:ся|ась}.",
    ],
    "tails": [
        "Заявление принял: УУП {y_f_io_loose4}, {date}",
        "Талон-уведомление № {y_kusp} выдан заявителю",
    ],
    "count": (5, 7),
}

_OCR_ARRIVAL = {
    "migrants": (1,),
    "ordered": True,
    "heads": [
        "УВЕДОМЛЕНИЕ о прибытии иностранного гражданина в место пребывания\n"
        "(отрывная часть бланка)",
        "{y_gumvd}\nуведомление о прибытии · копия для принимающей стороны",
    ],
    "bodies": [
        "1. Сведения о лице, подлежащем постановке на учёт:\nФамилия {f_up}\nИмя {i_up}",
        "Фамилия, имя (лат.) {y_fi_uz_up}",
        "Гражданство УЗБЕКИСТАН\nДата рождения {y_bday_scan}  Пол {g:муж|жен}",
        "Документ ПАСПОРТ серия/№ {y_fpassport}",
        "Миграционная карта: выдана {date}, цель въезда РАБОТА",
        "Адрес места пребывания: {y_addr_formal}",
        "2. Принимающая сторона: {fio2}\nпаспорт {y_passport2}\nтел. {y_phone2}",
        "Адрес принимающей стороны: {y_addr_formal2}",
        "Работодатель: {y_farm}, ИНН {org_inn}, {y_office}",
        "Срок пребывания до {date}",
    ],
    "tails": ["Отметка о приёме уведомления ______ {y_f_io_loose3}", "--- линия отреза ---"],
    "count": (6, 9),
}

_OCR_PAYSHEET = {
    "ordered": True,
    "heads": [
        "РАСЧЁТНО-ПЛАТЁЖНАЯ ВЕДОМОСТЬ № {n}{n}\n{y_farm}\nза сезонные полевые работы",
        "Форма Т-53 · Платёжная ведомость · {y_farm}, ИНН {org_inn}",
    ],
    "bodies": [
        "№ | Фамилия И.О. | Таб. № | Сумма, руб. | Подпись",
        "1 | {f_io} | 0{n}{n} | {y_sum} | ____",
        "2 | {fio2} | 0{n}{n} | {y_sum_b} | ____",
        "3 | {y_f_broken3} {io3} | 0{n}{n} | — | депонировано",
        "4 | {fio_up4} | 0{n}{n} | 7 450,00 | ____",
        "Аванс перечислен на карту работника {fi2}: {y_card2}",
        "СНИЛС (новые работники): {f4} — {y_snils4}",
        "Бурак и морковь — сдано на склад, учтено отдельно (акт от {date})",
        "Ведомость составил бухгалтер {y_f_io_loose5}",
    ],
    "tails": ["Руководитель ______ ИП глава КФХ {f_io6}", "-- конец --"],
    "count": (6, 9),
}

_NOTE_FOREMAN = {
    "migrants": (2, 4),
    "heads": ["Блокнот прораба · {y_stroy} · {date}", "прораб, корпус 3, {date}"],
    "bodies": [
        "{i2} {f2} опять без каски, третий раз, докладная",
        "бетон приняли {y_weight}, {y_ttn}, водитель {fi_low3} тел {y_phone3}",
        "кадастр участка {y_cadastre}, геодезист придёт в {time}",
        "{dim4} (подсобник) просит аванс, домой звонить {y_phone_home4}",
        "лопату и гвоздодёр у бытовки украли, сообщить в охрану",
        "на пропуск {fio4}, паспорт {y_fpassport4}, {y_bday_num4}, патент продлён",
        "{y_f_io_loose} (ОТ) проверяет в четверг, журналы подписать",
        "кран-балку не запускать до акта, договор {contract}",
        "бригадир {dim5} живёт на {y_addr_chat5}, ключи от склада у {g5:него|неё}",
        "в {y_mail_stroy} отправить табель, ИНН {org_inn}",
        "{i2} — ДР {y_bday_dm2}, скинуться",
    ],
    "count": (6, 9),
    "joiner": "\n- ",
}

_NOTE_FARM = {
    "heads": ["Агроном, тетрадь, {date}:", "Заметки управляющего фермой {y_farm}"],
    "bodies": [
        "поле 4 — сев закончили {date}, бурак пошёл ровно",
        "тракторист {fio} — больничный с {date}, звонил{g:|а} с {y_phone}",
        "{dim2} (доярка) живёт {y_addr_village2}, забирать на УАЗе в 5:30",
        "ИП глава КФХ {y_f_io_loose3} берёт у нас семена, счёт {contract}, {y_sum}",
        "{fi_low4} — новеньк{g4:ий|ая}, {y_bday_words4} г.р., прописка {y_addr_village4}, "
        "паспорт {y_passport4}",
        "на пруду мужики поймали леща на 2 кг, кулик у плотины гнездится — не трогать",
        "зарплату {dim_dat2} перевести на карту {y_card2}",
        "ветеринар {io5} — в четверг, телята",
        "элеватор {y_elevator}: приёмка {y_weight}, {y_ttn}",
        "СНИЛС {fio_gen4} для кадровички: {y_snils4}",
    ],
    "count": (6, 9),
}

_NOTE_COLLECT = {
    "heads": ["Выезд по должникам, {date} (отдел взыскания {bank})", "Заметки взыскателя:"],
    "bodies": [
        "{fio} — по адресу {y_addr_formal} не проживает, соседка сказала, уехал{g:|а} в "
        "Касимов к родне",
        "{g:его|её} {g2:брат|сестра} {fi2} дал{g2:|а} номер {y_phone2}, обещал{g2:|а} передать",
        "кредит {y_credit}, долг {y_sum}, последняя оплата {date}",
        "паспорт по анкете {y_passport}, дата рождения {y_bday_scan}",
        "новый адрес (со слов): {y_addr_chat}",
        "счёт клиента {account}, БИК {bik}, арест не наложен",
        "{fi_low3} (поручитель) — платит по {y_sum_b} в месяц, претензий нет",
        "в Касимове отделения банка нет, платить через приложение не хочет",
        "письмо на {y_mail_coll}: реструктуризация отклонена",
    ],
    "count": (5, 8),
}

_NOTE_DENT = {
    "heads": ["Администратор, {y_dent}, смена {date}:", "ресепшн — заметки на завтра"],
    "bodies": [
        "{fio} — перенос на {time}, {y_tooth} зуб, пломба; тел {y_phone}",
        "{dim2} (ребёнок {fio_gen3}) — {y_kbday_num2}, первичный осмотр, мама просит без бормашины",
        "справку для вычета {fio_dat}: ИНН {inn}, {y_bday_num}, сумма {y_sum}",
        "{y_f_io_loose4} ждёт коронку, лаборатория задерживает",
        "к 8 Марта скидка 10 % на чистку — предупредить постоянных",
        "{fi_low5} — жалоба, грубость ассистента, перезвонить после {time}",
        "полис ДМС {y_insurer} у {fio_gen6} закончился, {y_phone6}",
        "оплата картой {y_masked} прошла дважды, вернуть {y_sum_b}",
        "главврач {io7} просит отчёт на {y_mail_dent}",
    ],
    "count": (5, 8),
}

_MIXED_TMS = {
    "ordered": True,
    "migrants": (3,),
    "heads": [
        "export_trips.csv ({y_tk})\ntrip_id;driver;phone;passport;dob;truck;ttn",
        "TMS → выгрузка рейсов за неделю, {y_tk}",
    ],
    "bodies": [
        "{y_trip};{fio};{y_phone};{y_passport};{y_bday_num};{y_plate};{y_ttn}",
        "{y_trip_b};{y_f_io_loose2};{y_phone2};{y_pass_ser2} {y_pass_num2};"
        "{y_bday_iso2};{y_plate};{y_ttn_b}",
        '{"driver": "{y_if_uz3}", "phone": "{y_phone3}", "doc": "{y_fpassport3}", '
        '"dob": "{y_bday_iso3}T00:00:00"}',
        "Route: {y_office} → {y_office_b}",
        "Fuel card driver {fi}: {y_card}",
        "Payout (ИП {fio4}): account {account4}, {bank4}, BIK {bik4}, INN {inn4}",
        "dispatcher: {i5}, {y_mail_tk}, {y_landline}",
        "Comment: {dim} просит рейсы ближе к дому ({y_addr_csv})",
    ],
    "count": (5, 8),
}

_MIXED_TOUR = {
    "ordered": True,
    "heads": [
        "POST /api/v2/claims  ({y_operator})",
        "CRM «Турагентство» · заявка {y_tour_no} · JSON",
    ],
    "bodies": [
        '{"claim": "{y_tour_no}", "agency": "{y_tour}", "price": "{y_sum}",',
        '"tourists": [{"lastName": "{y_f_icao}", "firstName": "{y_i_icao}", '
        '"birthDate": "{y_bday_iso}T00:00:00", "passport": "{y_passport}"},',
        '{"lastName": "{y_f_icao2}", "firstName": "{y_i_icao2}", '
        '"birthDate": "{y_bday_iso2}T00:00:00", "passport": "{y_passport2}"},',
        '{"lastName": "{y_f_icao4}", "firstName": "{y_i_icao4}", "birthDate": '
        '"{y_pbday_iso4}T00:00:00", "child": true}],',
        '"customer": {"fullName": "{fio}", "mobile": "{y_phone}", "mail": "{y_email}", '
        '"regAddress": "{y_addr_lat}"},',
        '"manager": "{i3} {f3}", "comment": "туристы {fio_low} и {fio_low2}, ребенку {y_kid_age}"}',
        "Ответ оператора: 201 Created, бронь подтверждена, доплата {y_sum_b}",
    ],
    "count": (5, 7),
}

_MIXED_EPGU = {
    "ordered": True,
    "heads": [
        "АИС МФЦ · журнал обращений · {y_mfc}",
        "SMS / push (выгрузка уведомлений клиента)",
    ],
    "bodies": [
        "GOSUSLUGI: {y_i_icao}, zayavlenie {y_epgu} prinyato. Status v lichnom kabinete",
        "Госуслуги: {io}, результат по заявлению {y_epgu} готов, {y_mfc}",
        "case;applicant;snils;dob;address;service",
        "{y_mfc_case};{fio};{y_snils};{y_bday_num};{y_addr_fias};регистрация по месту жительства",
        "{y_mfc_case_b};{y_f_io_loose2};{y_snils2};{y_bday_excel2};{y_addr_csv2};выписка ЕГРН, "
        "кадастровый № {y_cadastre}",
        "Оператор окна {n}: {y_if_short3}",
        "Представитель по доверенности: {fio4}, паспорт {y_passport4}, тел {y_phone4}",
        "Госпошлина {y_fee} оплачена",
    ],
    "count": (5, 8),
}

_MIXED_MP = {
    "ordered": True,
    "heads": [
        "orders_export.csv — {y_mp} Seller\nposting;sku;buyer;phone;address;sum",
        "Личный кабинет продавца · заказы FBS · ИП {fio3}",
    ],
    "bodies": [
        "{y_posting};{y_sku};{fi};{y_phone};{y_addr_csv};{y_sum}",
        "{y_posting_b};{y_sku_b};{fi2};{y_phone2};ПВЗ {y_office};{y_sum_b}",
        '{"buyer": "{y_if_uz4}", "email": "{y_email4}", "address": "{y_addr_lat4}"}',
        "Продавец: ИП {fio3}, ИНН {inn3}, р/с {account3} в {bank3}, БИК {bik3}",
        "Склад отгрузки: {y_office}",
        "Комментарий покупателя {i}: позвонить за час, домофон не работает",
        "Возврат по {y_posting}: деньги на карту {y_masked}, курьер {dim5}",
    ],
    "count": (5, 7),
}

FRAMES_H4: dict[str, dict[str, object]] = {
    "form": {"variants": [_FORM_MIGRANT, _FORM_RENT, _FORM_PAWN, _FORM_DENT]},
    "dialogue": {
        "variants": [_DIALOGUE_DRIVER, _DIALOGUE_COLLECT, _DIALOGUE_KINDER, _DIALOGUE_MARKET]
    },
    "email": {"variants": [_EMAIL_INSURANCE, _EMAIL_TOUR, _EMAIL_NOTARY, _EMAIL_GOSUSLUGI]},
    "ocr": {"variants": [_OCR_TTN, _OCR_POLICE, _OCR_ARRIVAL, _OCR_PAYSHEET]},
    "note": {"variants": [_NOTE_FOREMAN, _NOTE_FARM, _NOTE_COLLECT, _NOTE_DENT]},
    "mixed": {"variants": [_MIXED_TMS, _MIXED_TOUR, _MIXED_EPGU, _MIXED_MP]},
}
