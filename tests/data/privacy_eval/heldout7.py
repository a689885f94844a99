"""Held-out texts of the seventh held-out round of issue 16: 48 texts (8 a genre), ids `heldout7-…`.

Written by a helper who had not read the detection rules and scored no split, from writers no
round had, all of the Krasnoyarsk krai: a mining contractor's rotation (вахта) in Norilsk (its
roster exported for the charter flight, the rotation dispatcher's notes), a ski slope's rental
desk (a rental agreement with a passport left as a deposit, the rental system's JSON export), a
yacht club on the Yenisei (a berth application, its scanned register of boats and owners), a
rehabilitation centre (an intake questionnaire filled in by a mother, a relative's call to its
hotline transcribed by speech recognition), a probation inspection (the inspector's letter to a
convict's employer, the inspector's notes of check-ins), a music school (a parent's letter about
an audition with the school's letter quoted, the scanned audition list), a coal yard delivering to
private houses (the customers' WhatsApp, the driver's delivery notes), a candidate's scanned
signature sheet, a tourist group's route registration with the emergencies ministry, a
translation agency (a client's letter, the translator's transliteration sheet), a kennel club (a
puppy's scanned record card, the breeder's notes on buyers), a garage co-operative (its members'
chat, its fee ledger in CSV), a shipping line carrying a private car to Norilsk and a fitness
club's membership chat. The frames are in heldout7_frames.py and heldout7_frames2.py, the towns,
streets and address slots in heldout7_places.py, the organisation values in heldout7_orgs.py.

A situation says who its people are (`kin` share person 1's surname and home, a `spouse` is of
the other gender, `men`/`women`, `years` of birth, `children` take their father's name as their
patronymic, `wordy` people have a surname that is an ordinary word, `neighbours` live in person
1's town). Its pool is new: every name
word begins with a letter from Н to Я (a dev round written at the same time takes the others) and
none occurs in an earlier round of either split. Its slots start with `ht_`. It draws from its
own seeded generator (`16-heldout7`), so every earlier text stays byte for byte what it was.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from heldout7_frames import FRAMES_H7
from heldout7_places import ADDRESS_SLOTS_H7, CITIES_H7, CODE_H7, INDEX_H7, STREETS_H7
from people import MONTHS, Person, first_name_form, latin, surname_form
from round_kit import (
    TENS,
    RoundPerson,
    birth_slots,
    check_letters,
    icao,
    initials_case,
    ordinal_gen,
    pick_person,
    snils,
    work_email,
)
from round_kit import birth_for as birth_for  # compose.py reads a round's birth_for

__all__ = ["CITIES_H7", "CODE_H7", "FRAMES_H7", "INDEX_H7", "STREETS_H7"]

# Surnames that are ordinary words (a `wordy` person draws from these only).
WORD_SURNAMES_H7: list[tuple[str, str]] = [
    ("Таймень", "noun"), ("Шишка", "a"), ("Полоз", "noun"), ("Нерпа", "a"), ("Рябчик", "noun"),
]  # fmt: skip

SURNAMES_H7: list[tuple[str, str]] = [
    ("Резанов", "ov"), ("Сартаков", "ov"), ("Щетинкин", "ov"), ("Торгашин", "ov"),
    ("Рукосуев", "ov"), ("Тюменцев", "ov"), ("Усольцев", "ov"), ("Пестерев", "ov"),
    ("Ушканов", "ov"), ("Шадрин", "ov"), ("Тодышев", "ov"), ("Угдыжеков", "ov"),
    ("Чебодаев", "ov"), ("Чаптыков", "ov"), ("Нербышев", "ov"), ("Поротов", "ov"),
    ("Турдагин", "ov"), ("Ямкин", "ov"), ("Неустроев", "ov"), ("Ощепков", "ov"),
    ("Стахеев", "ov"), ("Фатхуллин", "ov"), ("Шарафутдинов", "ov"), ("Ястржембский", "sky"),
    ("Свентицкий", "sky"), ("Рогозинский", "sky"), ("Нечаев-Ордынский", "double"),
    ("Хромых", "indecl"), ("Шустрых", "indecl"), ("Ядне", "indecl"), ("Хомушку", "indecl"),
    ("Явтушенко", "indecl"), ("Рыбченко", "indecl"), ("Цхадая", "indecl"), ("Ооржак", "noun"),
    ("Сарыглар", "noun"), ("Пашкевич", "noun"), ("Тевосян", "noun"), ("Хегай", "noun"),
    *WORD_SURNAMES_H7,
]  # fmt: skip

# Men's forms whose stem changes or whose ending is not the plain "-ом": the hushing -ич takes
# "-ем", a soft sign and -ай keep their softness.
_IRREGULAR = {
    "Таймень": ("Таймень", "Тайменя", "Тайменю", "Тайменя", "Тайменем", "Таймене"),
    "Пашкевич": ("Пашкевич", "Пашкевича", "Пашкевичу", "Пашкевича", "Пашкевичем", "Пашкевиче"),
    "Хегай": ("Хегай", "Хегая", "Хегаю", "Хегая", "Хегаем", "Хегае"),
}  # fmt: skip

FIRST_NAMES_H7: list[tuple[str, str, str]] = [
    ("Нил", "m", "Нилушка"), ("Порфирий", "m", "Порфиша"), ("Савватий", "m", "Саввушка"),
    ("Селиван", "m", "Селиваша"), ("Фадей", "m", "Фадейка"), ("Ювеналий", "m", "Юва"),
    ("Парфён", "m", "Парфёша"), ("Шолбан", "m", "Шолбанчик"), ("Самуил", "m", "Самуля"),
    ("Рэм", "m", "Рэмка"), ("Рафик", "m", "Рафчик"), ("Ханиф", "m", "Ханифчик"),
    ("Феврония", "f", "Феня"), ("Флора", "f", "Флорочка"), ("Юнона", "f", "Юня"),
    ("Ясна", "f", "Ясенька"), ("Сайзана", "f", "Сайзанка"), ("Чечек", "f", "Чечек"),
    ("Оюна", "f", "Оюнка"), ("Севиль", "f", "Севилька"), ("Сюзанна", "f", "Сюзя"),
    ("Фрида", "f", "Фридочка"), ("Ревмира", "f", "Ревочка"), ("Юзефа", "f", "Юзя"),
    ("Цецилия", "f", "Циля"),
]  # fmt: skip
# Women's names that end in a consonant do not decline.
_INDECL_FIRST = {"Чечек", "Севиль"}

# A child's patronymic is its father's first name (every man of the pool has one here).
PATRONYMIC_OF: dict[str, tuple[str, str]] = {
    "Нил": ("Нилович", "Ниловна"), "Порфирий": ("Порфирьевич", "Порфирьевна"),
    "Савватий": ("Савватиевич", "Савватиевна"), "Селиван": ("Селиванович", "Селивановна"),
    "Фадей": ("Фадеевич", "Фадеевна"), "Ювеналий": ("Ювенальевич", "Ювенальевна"),
    "Парфён": ("Парфёнович", "Парфёновна"), "Шолбан": ("Шолбанович", "Шолбановна"),
    "Самуил": ("Самуилович", "Самуиловна"), "Рэм": ("Рэмович", "Рэмовна"),
    "Рафик": ("Рафикович", "Рафиковна"), "Ханиф": ("Ханифович", "Ханифовна"),
}  # fmt: skip
PATRONYMICS_H7: list[tuple[str, str]] = list(PATRONYMIC_OF.values())

COMPANIES_H7: list[str] = [
    "ООО «Заполярная горная вахта»", "ООО «ГЛК «Гремячая грива»",
    "РОО «Яхт-клуб «Енисейский парус»", "АНО «Центр социальной реабилитации «Новый берег»",
    "ООО «Угольный склад «Теплодар»", "ООО «Бюро переводов «Енисей-Лингва»",
    "ООО «Енисейская грузовая линия»", "ООО «Фитнес-центр «Тайга»",
]  # fmt: skip

BANKS_H7: list[tuple[str, str]] = [
    ("Красноярское отделение № 8646 ПАО Сбербанк", "040407627"),
    ("АО «Россельхозбанк»", "044525111"),
    ("Банк ВТБ (ПАО)", "044525187"),
    ("АО «Т-Банк»", "044525974"),
]


@dataclass(frozen=True)
class PersonH7(RoundPerson):
    IRREGULAR = _IRREGULAR
    INDECLINABLE = _INDECL_FIRST

    def last(self, case: str = "nom") -> str:
        if self.paradigm == "double":  # each part declines: "Нечаевой-Ордынской"
            ov, sky = self.surname.split("-")
            return (f"{surname_form(ov, 'ov', self.gender, case)}-"
                    f"{surname_form(sky, 'sky', self.gender, case)}")  # fmt: skip
        return super().last(case)


def dim_form(p: Person, case: str) -> str:
    if p.diminutive in _INDECL_FIRST:
        return p.diminutive
    return first_name_form(p.diminutive, p.gender, case)


def pick_for(
    rng: random.Random, index: int, situation: dict[str, Any], people: dict[int, Person]
) -> PersonH7:
    """Person `index` of a situation (round_kit.pick_person); `wordy` have a surname that is a
    word."""
    wordy = index in situation.get("wordy", ())
    return pick_person(rng, index, situation, people, make=PersonH7,
                        surnames=WORD_SURNAMES_H7 if wordy else SURNAMES_H7,
                        firsts=FIRST_NAMES_H7, patronymics=PATRONYMICS_H7,
                        fathers=PATRONYMIC_OF, fathers_only=False)  # fmt: skip


# Names (kinds start with "ht_"; none ends in a digit) --------------------------------------------


def _p(s: Any) -> PersonH7:
    return s.person  # type: ignore[no-any-return]


def _surname_initials(rng: random.Random, s: Any) -> str:
    p = _p(s)
    i, o = p.first[0], p.middle()[0]
    return rng.choice((f"{p.last()} {i}.{o}.", f"{p.last()} {i}. {o}.", f"{i}.{o}. {p.last()}",
                       f"{p.last()} {i}.{o}", f"{i}.{o}.{p.last()}",
                       f"{p.last().upper()} {i}.{o}."))  # fmt: skip


def _vocative(rng: random.Random, s: Any) -> str:
    """How a chat calls someone: "Порфиш", "Юнь", "сюзь", "Рэмка" (a -ка name stays)."""
    dim = _p(s).diminutive
    if dim.endswith("я"):
        short = dim[:-1] + ("й" if dim[-2] in "аоуе" else "ь")
    elif dim.endswith("а") and not dim.endswith("ка"):
        short = dim[:-1]
    else:
        short = dim
    return rng.choice((short, short.lower()))


def _passport_latin(rng: random.Random, s: Any) -> str:
    """The name as a foreign passport writes it, surname first."""
    p = _p(s)
    return rng.choice((f"{icao(p.last()).upper()} {icao(p.first).upper()}",
                       f"{icao(p.last()).upper()}/{icao(p.first).upper()}",
                       f"{icao(p.last()).capitalize()} {icao(p.first).capitalize()}"))  # fmt: skip


def _latin_plain(rng: random.Random, s: Any) -> str:
    p = _p(s)
    return rng.choice((f"{latin(p.first)} {latin(p.last())}", f"{latin(p.last())} {latin(p.first)}",
                       f"{latin(p.first)[0]}. {latin(p.last())}"))  # fmt: skip


def _roster(rng: random.Random, s: Any) -> str:
    """A roster's name: the surname in capitals, then initials or the given name."""
    p = _p(s)
    return rng.choice((f"{p.last().upper()} {p.first[0]}.{p.middle()[0]}.",
                       f"{p.last().upper()} {p.given()} {p.middle()}",
                       f"{p.last()} {p.given()[:1]}.{p.middle()[:1]}"))  # fmt: skip


def _spaced(rng: random.Random, s: Any) -> str:
    """A surname in a card's boxes, read back letter by letter."""
    return " ".join(_p(s).last().upper())


def _dim_surname_low(rng: random.Random, s: Any) -> str:
    """A diminutive with the surname, typed in a chat: "юва ушканов"."""
    p = _p(s)
    return rng.choice((f"{p.diminutive} {p.last()}".lower(), f"{p.diminutive} {p.last()}"))


NAME_SLOTS_H7 = {
    "ht_f_io": (_surname_initials, "pd.name"),
    "ht_f_io_gen": (initials_case("gen"), "pd.name"),
    "ht_f_io_dat": (initials_case("dat"), "pd.name"),
    "ht_f_io_ins": (initials_case("ins"), "pd.name"),
    "ht_dim_gen": (lambda rng, s: dim_form(_p(s), "gen"), "pd.name"),
    "ht_dim_dat": (lambda rng, s: dim_form(_p(s), "dat"), "pd.name"),
    "ht_dim_acc": (lambda rng, s: dim_form(_p(s), "acc"), "pd.name"),
    "ht_dim_ins": (lambda rng, s: dim_form(_p(s), "ins"), "pd.name"),
    "ht_voc": (_vocative, "pd.name"),
    "ht_caps": (lambda rng, s: f"{_p(s).last().upper()} {_p(s).given()} {_p(s).middle()}",
                "pd.name"),
    "ht_pass_lat": (_passport_latin, "pd.name"),
    "ht_lat": (_latin_plain, "pd.name"),
    "ht_roster": (_roster, "pd.name"),
    "ht_spaced": (_spaced, "pd.name"),
    "ht_dim_f": (_dim_surname_low, "pd.name"),
    "ht_f_i": (lambda rng, s: f"{_p(s).last()} {_p(s).first[0]}.", "pd.name"),
    "ht_io_dat": (lambda rng, s: f"{_p(s).given('dat')} {_p(s).middle('dat')}", "pd.name"),
    "ht_fio_ins": (
        lambda rng, s: f"{_p(s).last('ins')} {_p(s).given('ins')} {_p(s).middle('ins')}",
        "pd.name",
    ),
    "ht_f_low_gen": (lambda rng, s: _p(s).last("gen").lower(), "pd.name"),
}  # fmt: skip


# Dates of birth ----------------------------------------------------------------------------------

Birth = tuple[int, int, int]
_DAYS_NOM = ("первое", "второе", "третье", "четвёртое", "пятое", "шестое", "седьмое", "восьмое",
             "девятое", "десятое", "одиннадцатое", "двенадцатое", "тринадцатое", "четырнадцатое",
             "пятнадцатое", "шестнадцатое", "семнадцатое", "восемнадцатое", "девятнадцатое",
             "двадцатое")  # fmt: skip
_UNITS_NOM = ("", "первое", "второе", "третье", "четвёртое", "пятое", "шестое", "седьмое",
              "восьмое", "девятое")  # fmt: skip
_MON_SHORT = ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек")
_MON_EN = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")


def _nom_words(n: int) -> str:
    if n <= 20:
        return _DAYS_NOM[n - 1]
    return f"{TENS[n // 10]} {_UNITS_NOM[n % 10]}"


def _bday(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{d:02d}.{m:02d}.{y}", f"{d}.{m:02d}.{y}",
                       f"{d:02d}/{m:02d}/{y}"))  # fmt: skip


def _bday_odd(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice((f"{d:02d}.{m:02d}.{y % 100:02d}", f"{d}.{m}.{y}", f"{d:02d},{m:02d},{y}",
                       f"{d:02d} {m:02d} {y}", f"{d:02d}.{m:02d} .{y}", f"{d:02d}-{m:02d}-{y}",
                       f"{d:02d}.{m:02d}.{y}г"))  # fmt: skip


def _bday_words(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    return rng.choice(
        (
            f"{d} {MONTHS[m - 1]} {y}",
            f"{d} {_MON_SHORT[m - 1]} {y}",
            f"{d}-го {MONTHS[m - 1]} {y}",
            f"{d:02d} {MONTHS[m - 1].upper()} {y}",
        )
    )


def _bday_spoken(rng: random.Random, b: Birth) -> str:
    d, m, y = b
    year = ordinal_gen(y % 100) if y < 2000 else f"две тысячи {ordinal_gen(y % 100)}"
    return rng.choice((f"{_nom_words(d)} {MONTHS[m - 1]} {year}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]} {year}",
                       f"{d} {MONTHS[m - 1]} {y % 100:02d}-го"))  # fmt: skip


def _bday_dm(rng: random.Random, b: Birth) -> str:
    d, m, _ = b
    return rng.choice((f"{d} {MONTHS[m - 1]}", f"{d:02d}.{m:02d}", f"{d}.{m:02d}",
                       f"{ordinal_gen(d)} {MONTHS[m - 1]}"))  # fmt: skip


_BIRTH = {
    "ht_bday": _bday, "ht_bday_odd": _bday_odd, "ht_bday_words": _bday_words,
    "ht_bday_spoken": _bday_spoken, "ht_bday_dm": _bday_dm,
    "ht_bday_iso": lambda rng, b: f"{b[2]}-{b[1]:02d}-{b[0]:02d}",
    "ht_bday_mrz": lambda rng, b: f"{b[0]:02d} {_MON_EN[b[1] - 1]} {b[2]}",
    "ht_year": lambda rng, b: str(b[2]),
}  # fmt: skip
BIRTH_SLOTS_H7 = birth_slots(_BIRTH, "ht_age")


# Documents, phones, e-mails ----------------------------------------------------------------------


def _series(s: Any) -> str:
    """The series of a passport issued in the Krasnoyarsk krai (its code is 04)."""
    return "04" + s.passport[0][2:]


def _passport(rng: random.Random, s: Any) -> str:
    ser, n = _series(s), s.passport[1]
    a, b = ser[:2], ser[2:]
    return rng.choice((
        f"{a} {b} {n}", f"{ser} {n}", f"{a} {b} №{n}", f"{a}  {b}  {n}", f"{ser}-{n}",
        f"{a}{b} № {n}", f"{a} {b}  {n}", f"{ser}{n}", f"{a}.{b} {n}",
    ))  # fmt: skip


def _zagran(rng: random.Random, s: Any) -> str:
    digits = (s.passport[0] + s.passport[1])[-7:]
    return rng.choice((f"76 {digits}", f"76{digits}", f"75 № {digits}"))


# Mobile codes of the krai's operators: a person's number keeps its last seven digits.
_KRAI_MOBILE = ("913", "923", "933", "902", "908", "950", "983", "904", "960", "953")


def krai_mobile(ten: str) -> str:
    return _KRAI_MOBILE[int(ten[-1])] + ten[3:]


def _phone(ten: str, rng: random.Random) -> str:
    t = krai_mobile(ten)
    a, b, c, d = t[:3], t[3:6], t[6:8], t[8:]
    return rng.choice((
        f"+7 {a} {b}-{c}-{d}", f"8-{a}-{b}-{c}-{d}", f"8 ({a}) {b}-{c}-{d}", f"+7({a}){b}{c}{d}",
        f"8{a}{b}{c}{d}", f"8 {a} {b} {c} {d}", f"+7 {a} {b}{c}{d}", f"{a}-{b}-{c}{d}",
    ))  # fmt: skip


_SPOKEN_DIGIT = ("ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь",
                 "девять")  # fmt: skip


def _phone_spoken(rng: random.Random, s: Any) -> str:
    """A number dictated to speech recognition: "восемь девять один три пятьсот …"."""
    t = krai_mobile(s.phone)
    head = " ".join(_SPOKEN_DIGIT[int(c)] for c in t[:3])
    return f"восемь {head} {t[3:6]} {t[6:8]} {t[8:]}"


CONTACT_SLOTS_H7 = {
    "ht_passport": (_passport, "pd.passport"),
    "ht_pass_ser": (lambda rng, s: rng.choice((_series(s), f"{_series(s)[:2]} {_series(s)[2:]}")),
                    "pd.passport"),
    "ht_pass_num": (lambda rng, s: s.passport[1], "pd.passport"),
    "ht_zagran": (_zagran, "pd.passport"),
    "ht_snils": (snils, "pd.snils"),
    "ht_phone": (lambda rng, s: _phone(s.phone, rng), "pd.contacts"),
    "ht_wphone": (lambda rng, s: _phone(s.work_phone, rng), "pd.contacts"),
    "ht_phone_raw": (lambda rng, s: rng.choice((f"7{krai_mobile(s.phone)}",
                                                f"8{krai_mobile(s.phone)}")), "pd.contacts"),
    "ht_phone_spoken": (_phone_spoken, "pd.contacts"),
    "ht_pmail_vahta": (work_email("zgv-norilsk.ru"), "pd.contacts"),
    "ht_pmail_firm": (work_email("sibles24.ru"), "pd.contacts"),
}  # fmt: skip


PERSON_SLOTS_H7: dict[str, tuple[Any, str | None]] = {
    **NAME_SLOTS_H7, **BIRTH_SLOTS_H7, **CONTACT_SLOTS_H7, **ADDRESS_SLOTS_H7,
}  # fmt: skip


check_letters("held-out 7", ("Н", "Я"), SURNAMES_H7, FIRST_NAMES_H7, PATRONYMICS_H7)
