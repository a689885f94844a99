"""Dev texts of the tenth round of issue 16: writers no round had (dev part only).

Written to measure rules that were finished before it was written, on writers they never saw: an
employment agency and its CV database, a hostel's guest book, a utility company's debt letters, a
school olympiad's registration, a dacha co-operative's (СНТ) chairman and its members' list, a
volunteer search-and-rescue team looking for a missing person, a bank's KYC questionnaire, a
courier service's misdelivery tickets, a hospital's visitor log, a notary's inheritance case, a
ride-sharing app's support, a housing co-operative's general meeting, a sports club's youth team,
a church's baptism register and a pharmacy's prescription log. The frames are in
round10_frames.py.

Its pool is new (no word of a name occurs in another round of either split). A situation says
who its people are (`kin` share person 1's surname and home, a `spouse` is of the other gender,
`men`/`women`, `years` of birth), as in rounds 8 and 9. Its slots start with `q_`. It draws from
its own seeded generator (`16-dev10`), so the earlier texts stay byte for byte what they were.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from typing import Any

import values as v
from people import MONTHS, latin
from round10_frames import FRAMES10
from round_kit import RoundPerson, mailbox, num, one, ordinal_gen, pick_person, plate
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

__all__ = ["FRAMES10"]

SURNAMES10: list[tuple[str, str]] = [
    ("Полуэктов", "ov"), ("Шелапутин", "ov"), ("Брындин", "ov"), ("Кочемасов", "ov"),
    ("Хлыстунов", "ov"), ("Дерябкин", "ov"), ("Трегубов", "ov"), ("Сапрыкин", "ov"),
    ("Хабибрахманов", "ov"), ("Вышеславский", "sky"), ("Залесский", "sky"), ("Охрименко", "indecl"),
    ("Кручиных", "indecl"), ("Цулая", "indecl"), ("Вартанесян", "noun"), ("Чибис", "noun"),
    ("Жмых", "noun"),
]  # fmt: skip

FIRST_NAMES10: list[tuple[str, str, str]] = [
    ("Онисим", "m", "Оня"), ("Трифон", "m", "Триша"), ("Северин", "m", "Сева"),
    ("Феоктист", "m", "Тиша"), ("Панкрат", "m", "Паня"), ("Мартемьян", "m", "Мартоша"),
    ("Модест", "m", "Модя"), ("Ильгиз", "m", "Гиза"), ("Аделаида", "f", "Ада"),
    ("Фотинья", "f", "Фотя"), ("Домника", "f", "Доня"), ("Устинья", "f", "Устя"),
    ("Евпраксия", "f", "Праксюша"), ("Владлена", "f", "Влада"), ("Изольда", "f", "Изя"),
    ("Рогнеда", "f", "Рогнедушка"), ("Леокадия", "f", "Лёка"),
]  # fmt: skip

PATRONYMICS10: list[tuple[str, str]] = [
    ("Онисимович", "Онисимовна"), ("Трифонович", "Трифоновна"),
    ("Феоктистович", "Феоктистовна"), ("Панкратович", "Панкратовна"),
    ("Мартемьянович", "Мартемьяновна"), ("Евстафьевич", "Евстафьевна"),
    ("Северинович", "Севериновна"), ("Модестович", "Модестовна"),
]  # fmt: skip

CITIES10: list[tuple[str, str, str]] = [
    ("Бежецк", "бежецк", "Bezhetsk"), ("Кимры", "кимры", "Kimry"), ("Торжок", "торжок", "Torzhok"),
    ("Чухлома", "чухлома", "Chukhloma"), ("Весьегонск", "весьегонск", "Vesyegonsk"),
    ("Кологрив", "кологрив", "Kologriv"),
]  # fmt: skip

STREETS10: list[tuple[str, str, str]] = [
    ("ул", "Льнозаводская", "Lnozavodskaya"), ("ул", "Ямская", "Yamskaya"),
    ("пер", "Базарный", "Bazarnyy"), ("ул", "Мологская", "Mologskaya"),
    ("ул", "Калязинская", "Kalyazinskaya"), ("ш", "Кашинское", "Kashinskoye"),
    ("ул", "Солодовая", "Solodovaya"), ("пр", "Кожевников", "Kozhevnikov"),
    ("наб", "Тверцкая", "Tvertskaya"), ("бул", "Льноводов", "Lnovodov"),
]  # fmt: skip

COMPANIES10: list[str] = [
    "ООО «Кадровое агентство Верный выбор»", "Хостел «Сова на Мологе»",
    "АО «Верхневолжская энергосбытовая компания»", "ПАО «Банк Тверца»",
    "ООО «Курьер-Экспресс Регион»", "ООО «Попутка Технологии»",
]  # fmt: skip

REGIONS10 = {
    "Бежецк": "Тверская обл.", "Кимры": "Тверская обл.", "Торжок": "Тверская обл.",
    "Весьегонск": "Тверская обл.", "Чухлома": "Костромская обл.", "Кологрив": "Костромская обл.",
}  # fmt: skip
SNT10 = ("Льновод", "Рассвет-Кимры", "Мологжанка", "Тверца-2")


@dataclass(frozen=True)
class Person10(RoundPerson):
    """A person of this round (round_kit.RoundPerson)."""


# Person `index` of a situation (round_kit.pick_person) from this round's pools.
pick_for = partial(pick_person, make=Person10, surnames=SURNAMES10, firsts=FIRST_NAMES10,
                   patronymics=PATRONYMICS10)  # fmt: skip


# Names -----------------------------------------------------------------------------------------


def _p(s: Any) -> Person10:
    return s.person  # type: ignore[no-any-return]


def f_io_caps(rng: random.Random, s: Any) -> str:
    """A surname with initials as a register or a list types them: no stops, capitals, a comma."""
    p = _p(s)
    last, f, m = p.last(), p.first[0], p.middle()[0]
    return rng.choice((f"{last} {f}{m}", f"{last.upper()} {f}.{m}.", f"{last},{f}.{m}.",
                       f"{last.lower()} {f.lower()} {m.lower()}", f"{last} {f}.{m}"))  # fmt: skip


def cv_latin(rng: random.Random, s: Any) -> str:
    """A CV database's Latin name: surname first with a comma, or a first name and an initial."""
    p = _p(s)
    last, first = latin(p.last()), latin(p.first)
    return rng.choice((f"{last}, {first}", f"{first} {last[0]}.", f"{last.upper()} {first}",
                       f"{first.lower()}.{last.lower()}"))  # fmt: skip


def hyphenated(rng: random.Random, s: Any) -> str:
    """A surname broken across a scan's line, then the first name and patronymic."""
    p = _p(s)
    last = p.last()
    cut = max(3, len(last) // 2)
    return f"{last[:cut]}-\n{last[cut:]} {p.given()} {p.middle()}"


def vocative(rng: random.Random, s: Any) -> str:
    """A diminutive's new vocative in a chat: "Фоть", "Триш", "Усть" (lower case or not)."""
    dim = _p(s).diminutive
    if len(dim) <= 3 or dim.endswith("ка") or not dim.endswith(("а", "я")):
        short = dim
    else:
        short = dim[:-1] + ("ь" if dim.endswith("я") else "")
    return rng.choice((short, short.lower()))


NAME_SLOTS10 = {
    "q_f_io": (f_io_caps, "pd.name"),
    "q_cv_lat": (cv_latin, "pd.name"),
    "q_hyph": (hyphenated, "pd.name"),
    "q_voc": (vocative, "pd.name"),
    "q_dim_low": (lambda rng, s: _p(s).diminutive.lower(), "pd.name"),
    "q_fi_up_gen": (lambda rng, s: f"{_p(s).last('gen')} {_p(s).given('gen')}".upper(), "pd.name"),
    "q_io_dat": (lambda rng, s: f"{_p(s).given('dat')} {_p(s).middle('dat')}", "pd.name"),
}  # fmt: skip


# Dates of birth --------------------------------------------------------------------------------

_MON = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")


def bday_typed(rng: random.Random, s: Any) -> str:
    d, m, y = s.birth
    return rng.choice((f"{d:02d}.{m:02d}.{y % 100:02d}", f"{d}.{m:02d}.{y}", f"{d:02d},{m:02d},{y}",
                       f"{d:02d} {m:02d} {y}", f"{d} {_MON[m - 1]} {y}", f"{d:02d}.{m:02d}.{y}",
                       f"{d:02d}/{m:02d}/{y}"))  # fmt: skip


def bday_church(rng: random.Random, s: Any) -> str:
    """A register's date of birth in words: "двенадцатого марта 2019" ("года" stays outside)."""
    d, m, y = s.birth
    return rng.choice((f"{ordinal_gen(d)} {MONTHS[m - 1]} {y}", f"{d} {MONTHS[m - 1]} {y}",
                       f"{d:02d} {MONTHS[m - 1].upper()} {y}"))  # fmt: skip


def bday_spaced(rng: random.Random, s: Any) -> str:
    """A date written into a scanned form's boxes: "1 2 0 3 1 9 8 5" or "12 | 03 | 1985"."""
    d, m, y = s.birth
    return rng.choice((" ".join(f"{d:02d}{m:02d}{y}"), f"{d:02d} | {m:02d} | {y}",
                       f"{d:02d}.{m:02d}.{y}"))  # fmt: skip


BIRTH_SLOTS10 = {
    "q_bday": (bday_typed, "pd.birthdate"),
    "q_bday_words": (bday_church, "pd.birthdate"),
    "q_bday_box": (bday_spaced, "pd.birthdate"),
    "q_bday_iso": (lambda rng, s: f"{s.birth[2]}-{s.birth[1]:02d}-{s.birth[0]:02d}",
                   "pd.birthdate"),
    "q_bday_dot": (lambda rng, s: f"{s.birth[0]:02d}.{s.birth[1]:02d}.{s.birth[2]}",
                   "pd.birthdate"),
    "q_year": (lambda rng, s: str(s.birth[2]), "pd.birthdate"),
    "q_age": (lambda rng, s: str(2026 - s.birth[2]), None),
}  # fmt: skip


# Passports, phones, e-mails --------------------------------------------------------------------


def passport_typed(rng: random.Random, s: Any) -> str:
    ser, num = s.passport
    return rng.choice((f"{ser} {num}", f"{ser[:2]} {ser[2:]} №{num}", f"{ser}-{num}",
                       f"{ser[:2]} {ser[2:]} {num}", f"{ser} № {num}", f"{ser}{num}"))  # fmt: skip


def phone_typed(rng: random.Random, s: Any) -> str:
    t = s.phone
    return rng.choice((f"8{t}", f"+7 {t[:3]} {t[3:6]} {t[6:8]} {t[8:]}",
                       f"8({t[:3]}){t[3:6]}-{t[6:]}",
                       f"+7-{t[:3]}-{t[3:6]}-{t[6:8]}-{t[8:]}", f"+7{t}",
                       f"8 {t[:3]} {t[3:]}"))  # fmt: skip


def email_nick(rng: random.Random, s: Any) -> str:
    p = _p(s)
    dim, last = latin(p.diminutive).lower(), latin(p.last()).lower()
    local = rng.choice((f"{last}.{dim}", f"{dim}{s.birth[2]}", f"{last[:5]}_{s.birth[2] % 100:02d}",
                        f"{latin(p.first).lower()}-{last}"))  # fmt: skip
    return f"{local}@{rng.choice(('mail.ru', 'yandex.ru', 'gmail.com', 'rambler.ru', 'bk.ru'))}"


CONTACT_SLOTS10 = {
    "q_passport": (passport_typed, "pd.passport"),
    "q_phone": (phone_typed, "pd.contacts"),
    "q_email": (email_nick, "pd.contacts"),
}


# Addresses -------------------------------------------------------------------------------------

_MARK10 = {"ул": "ул.", "пр": "пр-т", "пер": "пер.", "бул": "б-р", "ш": "ш.", "наб": "наб."}


def addr_formal(rng: random.Random, s: Any) -> str:
    a = s.address
    street = f"{_MARK10[a['kind']]} {a['name']}"
    return rng.choice((
        f"{a['index']}, {REGIONS10[a['city']]}, г. {a['city']}, {street}, д. {a['house']}, "
        f"кв. {a['flat']}",
        f"г. {a['city']}, {street}, д. {a['house']}, кв. {a['flat']}",
        f"{REGIONS10[a['city']]}, г.{a['city']}, {street}, {a['house']}-{a['flat']}",
    ))  # fmt: skip


def addr_loose(rng: random.Random, s: Any) -> str:
    a = s.address
    name, h, f, c = a["name"], a["house"], a["flat"], a["city"]
    return rng.choice((f"{c.lower()} {name.lower()} {h}-{f}", f"{name} д{h} кв{f}",
                       f"г.{c} {_MARK10[a['kind']]}{name} {h}/{f}", f"{name.lower()} {h} кв {f}",
                       f"{c}, {name} {h}, кв. {f}"))  # fmt: skip


def addr_caps(rng: random.Random, s: Any) -> str:
    a = s.address
    return (f"Г. {a['city']}, {_MARK10[a['kind']]} {a['name']}, Д. {a['house']}, "
            f"КВ. {a['flat']}").upper()  # fmt: skip


def addr_house(rng: random.Random, s: Any) -> str:
    """A private house or a garden plot: no flat."""
    a = s.address
    snt = SNT10[int(a["building"]) - 1]
    return rng.choice((f"г. {a['city']}, {_MARK10[a['kind']]} {a['name']}, д. {a['house']}",
                       f"СНТ «{snt}», уч. {a['flat']}", f"снт {snt.lower()} участок {a['flat']}",
                       f"{a['name']} {a['house']} (частный дом)"))  # fmt: skip


def addr_lat(rng: random.Random, s: Any) -> str:
    a = s.address
    name, city, h, f = a["name_latin"], a["city_latin"], a["house"], a["flat"]
    return rng.choice((f"{city}, {name} st. {h}-{f}", f"ul. {name} {h}, kv. {f}, {city}, Russia",
                       f"{h}/{f} {name} Street, {city} {a['index']}"))  # fmt: skip


ADDRESS_SLOTS10 = {
    "q_addr": (addr_formal, "pd.address"),
    "q_addr_loose": (addr_loose, "pd.address"),
    "q_addr_caps": (addr_caps, "pd.address"),
    "q_addr_house": (addr_house, "pd.address"),
    "q_addr_lat": (addr_lat, "pd.address"),
}

PERSON_SLOTS10 = {**NAME_SLOTS10, **BIRTH_SLOTS10, **CONTACT_SLOTS10, **ADDRESS_SLOTS10}


# Organisation values ---------------------------------------------------------------------------


_CODES = ("48231", "48236", "48251", "49437", "48264", "49443")


def _landline(t: Any) -> str:
    rng = t.rng
    code = rng.choice(_CODES)
    body = f"{rng.randint(10000, 99999)}"
    ext = rng.choice((f" доб. {rng.randint(100, 899)}", "", ""))
    return rng.choice((f"8 ({code}) {body[0]}-{body[1:3]}-{body[3:]}{ext}",
                       f"+7 ({code}) {body[:1]}-{body[1:3]}-{body[3:]}{ext}"))  # fmt: skip


def _office(t: Any) -> str:
    rng = t.rng
    city = rng.choice(CITIES10)[0]
    kind, name, _ = rng.choice(STREETS10)
    h = rng.randint(1, 60)
    room = rng.choice(("офис 3", "каб. 12", "1 этаж", "пом. 2"))
    return rng.choice((f"г. {city}, {_MARK10[kind]} {name}, д. {h}, {room}",
                       f"{REGIONS10[city]}, г. {city}, {_MARK10[kind]} {name}, {h}"))  # fmt: skip


DOMAINS10 = {
    "ООО «Кадровое агентство Верный выбор»": "vernyvybor.ru",
    "Хостел «Сова на Мологе»": "sova-hostel.ru",
    "АО «Верхневолжская энергосбытовая компания»": "vvesk.ru",
    "ПАО «Банк Тверца»": "tvercabank.ru",
    "ООО «Курьер-Экспресс Регион»": "kurier-express.ru",
    "ООО «Попутка Технологии»": "poputka.app",
    "Нотариальная контора г. Кимры": "notarius-kimry.ru",
    "Отдел образования Бежецкого округа": "bezhetsk-edu.ru",
}  # fmt: skip


_mailbox = mailbox(DOMAINS10, "vernyvybor.ru")


def _rx(t: Any) -> str:
    """A prescription's series and number (one per slot, so a log's lines differ)."""
    return f"{t.rng.randint(28, 69)}-{t.rng.randint(20, 26)} № {num(t, 6)}"


ORG_SLOTS10 = {
    "q_office": _office,
    "q_landline": _landline,
    "q_mailbox": _mailbox,
    "q_bank": one("ПАО Сбербанк", "Банк ВТБ (ПАО)", "АО «Россельхозбанк»", "ПАО «Банк Тверца»"),
    "q_case": lambda t: t.rng.choice((f"№ {t.rng.randint(10, 399)}/2026",
                                      f"{t.rng.randint(10, 399)}/2025")),
    "q_ticket": lambda t: t.rng.choice((f"MD-{num(t, 7)}", f"ЗАЯВКА-{num(t, 6)}")),
    "q_trip": lambda t: f"TR{num(t, 9)}",
    "q_rx": _rx,
    "q_rx_b": _rx,
    "q_rx_c": _rx,
    "q_agreement": lambda t: f"ДП-{num(t, 6)}/{t.rng.randint(24, 26)}",
    "q_debt": lambda t: t.rng.choice((f"{t.rng.randint(2, 48)} {t.rng.randint(100, 999)},"
                                      f"{t.rng.randint(10, 99)} руб.",
                                      f"{t.rng.randint(1500, 9999)} р.")),
    "q_notary": one("нотариус Бежецкого нотариального округа Тверской области",
                      "нотариальная контора г. Кимры"),
    "q_school": one("МБОУ «СОШ № 3» г. Бежецка", "МОУ «Гимназия № 2» г. Торжка",
                      "МКОУ Кологривская СОШ"),
    "q_hospital": one("ГБУЗ «Кимрская ЦРБ»", "ОГБУЗ «Чухломская ЦРБ»",
                        "ГБУЗ «Бежецкая ЦРБ»"),
    "q_club": one("МАУ СШ «Олимп» г. Торжка", "ФК «Льновод-Бежецк»", "ХК «Чухлома»"),
    "q_church": one("Храм Рождества Христова г. Торжка", "Введенский храм г. Бежецка"),
    "q_coop": one("ЖСК «Энергетик-2»", "ЖСК № 14 «Текстильщик»"),
    "q_inn": lambda t: v.org_inn(t.rng),
}  # fmt: skip


PLAIN_SLOTS10 = {
    # Numbers that are a thing's, not a person's: left unlabelled.
    "q_plate": lambda rng: plate(rng, ("69", "44", "169")),
    "q_track": lambda rng: f"{rng.randint(10**13, 10**14 - 1)}",
    "q_cad": lambda rng: f"{rng.choice(('69', '44'))}:{rng.randint(1, 40):02d}:"
    f"{rng.randint(0, 9999999):07d}:{rng.randint(10, 999)}",
    "q_bed": lambda rng: str(rng.randint(1, 24)),
    "q_meter": lambda rng: f"{rng.randint(1000, 99999)}",
    "q_flat": lambda rng: str(rng.randint(1, 180)),
    "q_score": lambda rng: str(rng.randint(12, 98)),
}  # fmt: skip
